package campaign

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/twtw/twtw/host/tomltext"
)

// lockWait is how long an edit waits for another edit of the same folder
// to finish before it gives up.
const lockWait = 60 * time.Second

// Campaign edits are serialised per folder: an edit takes an exclusive lock
// on the folder that holds the campaign file (a lock on the file itself
// would be lost when the edit renames a new file over it), re-reads the file
// under the lock and applies itself to what is there. So two `twtw campaign
// enable` runs at once on one file both land, one after the other, instead
// of the second writing over the first; a write that would replace a file
// changed since it was read (Save) is refused instead. Under the lock no
// other edit of the folder is running, so temporary files left by an edit
// that was killed are removed.

// lockCampaign takes the edit lock of the folder holding the campaign file
// at path (following a symbolic link) and returns its release.
func lockCampaign(path string) (unlock func(), err error) {
	dir := filepath.Dir(targetPath(path))
	unlock, err = lockDir(dir, lockWait)
	if err != nil {
		return nil, &tomltext.InputError{Err: fmt.Errorf("%s: %w", path, err)}
	}
	removeStaleTemps(targetPath(path))
	return unlock, nil
}

// targetPath is the file a campaign path names: a symbolic link is followed, so
// that the file it points at is replaced and the link kept.
func targetPath(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	return path
}

// tempPrefix is the name prefix of writeAtomic's temporary files for name.
func tempPrefix(name string) string { return "." + filepath.Base(name) + ".tmp-" }

// removeStaleTemps removes the temporary files an edit of name left behind
// when it was killed. Call it only under the folder's lock.
func removeStaleTemps(name string) {
	dir := filepath.Dir(name)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := tempPrefix(name)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), prefix) && e.Type().IsRegular() {
			_ = os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// noteRead records the text a campaign was read from (or last written as).
func (c *Campaign) noteRead(text []byte) {
	c.readSum = sha256.Sum256(text)
	c.fromFile = true
	c.source, c.lines = text, tomltext.Index(text)
}

// refresh re-reads a campaign that came from its file, under the edit lock:
// when the file changed since it was read (another edit landed), c becomes
// what the file holds now, so the edit applies to it.
func (c *Campaign) refresh() error {
	if !c.fromFile {
		return nil
	}
	b, err := tomltext.ReadFile("campaign", c.Path)
	if err != nil {
		return err
	}
	if sha256.Sum256(b) == c.readSum {
		return nil
	}
	fresh, err := decode(c.Path, b, c.checker)
	if err != nil {
		return fmt.Errorf("%s changed since it was read, and no longer reads: %w", c.Path, err)
	}
	fresh.noteRead(b)
	*c = *fresh
	return nil
}

// unchanged refuses to write over a campaign file that changed since c read
// it (or last wrote it).
func (c *Campaign) unchanged() error {
	if !c.fromFile {
		return nil
	}
	b, err := tomltext.ReadFile("campaign", c.Path)
	if err != nil {
		return err
	}
	if sha256.Sum256(b) != c.readSum {
		return &tomltext.InputError{Err: fmt.Errorf("%s changed since it was read (another edit?): nothing written; read it again and redo the change", c.Path)}
	}
	return nil
}

// writable refuses to replace a file that is read-only: renaming a new file
// over it would succeed (the folder is writable) and silently defeat the
// protection.
func writable(name string) error {
	st, err := os.Stat(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if st.Mode().Perm()&0o222 == 0 || !canWrite(name) {
		return fmt.Errorf("the file is read-only (mode %v): nothing written; make it writable to edit it", st.Mode().Perm())
	}
	return nil
}
