package host

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/twtw/twtw/host/vm"
	"github.com/twtw/twtw/scripts"
)

// BuiltinPrefix marks a campaign script folder that is one of the embedded
// example folders, such as "builtin:houserules/gentle_bleeding".
const BuiltinPrefix = "builtin:"

// isExampleFolder says whether a script path lies in a sub-folder of
// houserules/: each such folder is an example of a campaign folder (it may
// rewrite a built-in module under the built-in's own name), so its files are
// not part of the built-in catalog; a campaign mounts it with
// "builtin:houserules/NAME".
func isExampleFolder(p string) bool {
	return strings.HasPrefix(p, "houserules/") && strings.Count(p, "/") >= 2
}

// BuiltinFolder returns the layer of an embedded example folder named
// "builtin:houserules/NAME" (or "houserules/NAME"), mounted under "NAME/" as a
// campaign folder is.
func BuiltinFolder(dir string) (vm.Layer, error) {
	rel := path.Clean(strings.TrimPrefix(dir, BuiltinPrefix))
	if !strings.HasPrefix(rel, "houserules/") || strings.Count(rel, "/") != 1 {
		return vm.Layer{}, fmt.Errorf("%q: the built-in example folders are builtin:houserules/NAME", dir)
	}
	sub, err := fs.Sub(scripts.FS, rel)
	if err != nil {
		return vm.Layer{}, fmt.Errorf("%q: %w", dir, err)
	}
	if _, err := fs.Stat(scripts.FS, rel); err != nil {
		return vm.Layer{}, fmt.Errorf("%q: no such built-in example folder", dir)
	}
	return vm.Layer{Name: BuiltinPrefix + rel, FS: sub, Prefix: path.Base(rel) + "/"}, nil
}
