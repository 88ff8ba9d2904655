package host

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// confinedFS is a folder on disk that opens no file outside it: a path that
// is, or passes through, a symbolic link leading out of the folder is
// refused before anything is read. A house-rule folder may come from
// someone else (a bot unpacks a user's upload), and a link in it to a file
// of the host's would otherwise be read as a script, its text echoed in the
// parse error. Files are opened through an os.Root, which cannot be led out
// of the folder even by a link swapped in while a file is opened.
type confinedFS struct {
	fs.FS
	root string // the folder, its links resolved
}

// newConfinedFS is the folder abs, confined to it (see confinedFS). A folder
// that cannot be opened as a root (it is missing) is os.DirFS(abs), which
// reports that where the folder is read, as it always did: there is nothing
// in it to lead out.
func newConfinedFS(abs string) fs.FS {
	root, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return os.DirFS(abs)
	}
	r, err := os.OpenRoot(root)
	if err != nil {
		return os.DirFS(abs)
	}
	return confinedFS{FS: r.FS(), root: root}
}

// Open opens name inside the folder; a name that leads out of it is refused
// saying so.
func (c confinedFS) Open(name string) (fs.File, error) {
	f, err := c.FS.Open(name)
	if err == nil || !fs.ValidPath(name) {
		return f, err
	}
	real, rerr := filepath.EvalSymlinks(filepath.Join(c.root, filepath.FromSlash(name)))
	if rerr != nil {
		return nil, err
	}
	if real != c.root && !strings.HasPrefix(real, c.root+string(filepath.Separator)) {
		return nil, &fs.PathError{Op: "open", Path: name,
			Err: fmt.Errorf("a link to a file outside the folder %s: refused", c.root)}
	}
	// a link written as an absolute path that leads back inside: the root
	// refuses every absolute link, so open what it leads to, through the root
	rel, rerr := filepath.Rel(c.root, real)
	if rerr != nil {
		return nil, err
	}
	return c.FS.Open(filepath.ToSlash(rel))
}
