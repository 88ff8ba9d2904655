package host

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/twtw/twtw/host/vm"
)

// FolderLayer maps a folder on disk to a script layer and returns the
// prefix its scripts load under. A folder inside a
// "scripts" tree keeps its path below it (scripts/rules → rules/), so a
// developer can run edited built-in scripts without rebuilding; any other
// folder is mounted under its own name (gulch/ → gulch/). Folder names
// that a script path cannot hold are mounted under vm.MountName (my.rules/ →
// my_rules/): modules are named by their manifests, not their paths.
func FolderLayer(dir string) (Layer, string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return Layer{}, "", err
	}
	rel := filepath.Base(abs)
	for d := abs; filepath.Dir(d) != d; d = filepath.Dir(d) {
		if filepath.Base(d) == "scripts" {
			if r, err := filepath.Rel(d, abs); err == nil {
				rel = r
			}
			break
		}
	}
	prefix := ""
	if rel != "." {
		for _, seg := range strings.Split(filepath.ToSlash(rel), "/") {
			prefix += vm.MountName(seg) + "/"
		}
	}
	return Layer{Name: "dir:" + dir, FS: os.DirFS(abs), Prefix: prefix}, prefix, nil
}
