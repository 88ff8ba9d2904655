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
// parse error.
type confinedFS struct {
	fs.FS
	root string // the folder, its links resolved
}

// newConfinedFS is os.DirFS(abs) confined to abs.
func newConfinedFS(abs string) (fs.FS, error) {
	root, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, err
	}
	return confinedFS{FS: os.DirFS(abs), root: root}, nil
}

// Open opens name when it resolves inside the folder.
func (c confinedFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	real, err := filepath.EvalSymlinks(filepath.Join(c.root, filepath.FromSlash(name)))
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	if real != c.root && !strings.HasPrefix(real, c.root+string(filepath.Separator)) {
		return nil, &fs.PathError{Op: "open", Path: name,
			Err: fmt.Errorf("a link to a file outside the folder %s: refused", c.root)}
	}
	return c.FS.Open(name)
}
