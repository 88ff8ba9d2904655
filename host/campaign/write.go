package campaign

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/twtw/twtw/host/tomltext"
)

// Save writes the campaign to its Path, atomically, editing the file's
// text in place where it can (comments and order kept: see patch), else as
// canonical TOML (encode): the text goes to a temporary file in the same
// folder, which is synced and then renamed over the old file. On any error the old file is
// left as it was. It refuses to replace a read-only file, or one that
// changed since the campaign was read from it (or last written). It does
// not check modules and options; the edit methods do, before they save.
func (c *Campaign) Save() error {
	if c.Path == "" {
		return &tomltext.InputError{Err: errors.New("campaign: no file to save to")}
	}
	unlock, err := lockCampaign(c.Path)
	if err != nil {
		return err
	}
	defer unlock()
	if err := c.unchanged(); err != nil {
		return err
	}
	return c.write()
}

// write writes the campaign to its Path (see Save), under the edit lock,
// and notes the text as what the file now holds.
func (c *Campaign) write() error {
	if c.Path == "" {
		return &tomltext.InputError{Err: errors.New("campaign: no file to save to")}
	}
	text, err := c.encode()
	if err != nil {
		return err
	}
	note := WriteNote{Canonical: true}
	if c.fromFile {
		if patched, ok := c.patch(c.source); ok {
			text, note.Canonical = patched, false
		}
		note.Comments = droppedComments(c.source, text)
	}
	if err := c.writer()(c.Path, text, false); err != nil {
		return writeFailure(c.Path, fmt.Errorf("saving campaign %s: %w", c.Path, err))
	}
	c.noteRead(text)
	c.dropped = note
	return nil
}

// WriteNote says what a campaign's write did not keep of the file it
// replaced.
type WriteNote struct {
	// Comments are the comments that went, each as written ("# our house
	// rules"): those on what the edit removed, or every one when the file
	// was rewritten in canonical form.
	Comments []string
	// Canonical says the file was written in canonical form, not edited in
	// place (a new file, or one with a layout an edit does not patch, such
	// as an inline table).
	Canonical bool
}

// LastWrite says what the campaign's last write (an edit, Save) did not
// keep of the file it replaced; the zero WriteNote before any.
func (c *Campaign) LastWrite() WriteNote { return c.dropped }

// droppedComments lists the comments of old that new lacks (a comment that
// old has twice and new once went once). The header twtw wrote before edits
// kept comments is not counted: an edit replaces it.
func droppedComments(old, new []byte) []string {
	left := map[string]int{}
	for _, c := range commentsOf(new) {
		left[c]++
	}
	if bytes.HasPrefix(old, []byte(oldHeader)) {
		old = old[len(oldHeader):]
	}
	var out []string
	for _, c := range commentsOf(old) {
		if left[c] > 0 {
			left[c]--
			continue
		}
		out = append(out, c)
	}
	return out
}

// commentsOf lists a TOML text's comments.
func commentsOf(text []byte) []string {
	_, spans, ok := tomltext.Statements(text)
	if !ok {
		// a text the scan does not read: its comment lines
		var out []string
		for _, l := range strings.Split(string(text), "\n") {
			if l = strings.TrimSpace(l); strings.HasPrefix(l, "#") {
				out = append(out, l)
			}
		}
		return out
	}
	out := make([]string, len(spans))
	for i, sp := range spans {
		out[i] = string(text[sp.Start:sp.End])
	}
	return out
}

// Create checks a new campaign (its folders, modules, options and deck, by
// having its Checker build an engine from it), locks the modules it has on
// (default-on ones included) and the rules besides them, and writes it, refusing to replace a file that
// already exists.
func (c *Campaign) Create() error {
	if c.Path == "" {
		return &tomltext.InputError{Err: errors.New("campaign: no file to create")}
	}
	if _, err := os.Lstat(c.Path); err == nil {
		return &tomltext.InputError{Err: fmt.Errorf("%s: %w (a new campaign never replaces a file)", c.Path, fs.ErrExist)}
	}
	unlock, err := lockCampaign(c.Path)
	if err != nil {
		return err
	}
	defer unlock()
	n := c.Clone()
	n.normalize()
	if _, err := n.checkedCatalog(); err != nil {
		return err
	}
	if err := n.validate(relock{all: true}); err != nil {
		return err
	}
	text, err := n.encode()
	if err != nil {
		return err
	}
	if err := n.writer()(n.Path, text, true); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return &tomltext.InputError{Err: fmt.Errorf("%s: %w (a new campaign never replaces a file)", c.Path, fs.ErrExist)}
		}
		return writeFailure(c.Path, fmt.Errorf("creating campaign %s: %w", c.Path, err))
	}
	n.noteRead(text)
	*c = *n
	return nil
}

// writer is the function that writes the campaign's file: writeAtomic,
// unless a test put another in writeFile.
func (c *Campaign) writer() func(name string, data []byte, exclusive bool) error {
	if c.writeFile != nil {
		return c.writeFile
	}
	return writeAtomic
}

// writeAtomic writes data to a temporary file beside name, syncs it and
// moves it into place: by rename (replacing name) or, when exclusive, by a
// hard link that fails if name exists. The temporary file never outlives the
// call (one a killed process left is removed by the next edit: see
// lockCampaign). A symbolic link at name is followed, so the file it points
// at is replaced and the link kept. A read-only file is not replaced. Errors
// name the folder or the file, never the temporary file.
func writeAtomic(name string, data []byte, exclusive bool) (err error) {
	target := name
	if !exclusive {
		target = targetPath(name)
		if err := writable(target); err != nil {
			return err
		}
	}
	mode := fs.FileMode(0o644)
	if st, e := os.Stat(target); e == nil {
		mode = st.Mode().Perm()
	}
	dir := filepath.Dir(target)
	defer func() {
		if err != nil && !errors.Is(err, fs.ErrExist) {
			err = &WriteError{Err: fmt.Errorf("cannot write a new copy in %s: %w", dir, bare(err))}
		}
	}()
	f, err := os.CreateTemp(dir, tempPrefix(target)+"*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if f != nil {
			f.Close()
		}
		os.Remove(tmp) // after a rename there is nothing left to remove
	}()
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Chmod(mode); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	err = f.Close()
	f = nil
	if err != nil {
		return err
	}
	if exclusive {
		if err := os.Link(tmp, target); err != nil {
			if errors.Is(err, fs.ErrExist) {
				return err
			}
			// No hard links here (some file systems): check, then rename.
			if _, e := os.Lstat(target); e == nil {
				return &fs.PathError{Op: "create", Path: target, Err: fs.ErrExist}
			}
			if err := os.Rename(tmp, target); err != nil {
				return err
			}
		}
	} else if err := os.Rename(tmp, target); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// WriteError is a campaign file the machine could not write (a full disk, a
// folder that takes no file), the old file left as it was: a failure of the
// edit, not a fault of the campaign. File is the campaign file as the
// campaign names it (its Path), "" when the failure is not yet tied to one.
type WriteError struct {
	File string
	Err  error
}

// Error returns the cause's message.
func (e *WriteError) Error() string { return e.Err.Error() }

// Unwrap returns the cause.
func (e *WriteError) Unwrap() error { return e.Err }

// writeFailure returns err, a failed save of the campaign file at path, as
// it is when the file could not be written (a WriteError inside, which is
// given the file), else as bad input naming the file (a read-only file).
func writeFailure(path string, err error) error {
	var we *WriteError
	if errors.As(err, &we) {
		we.File = path
		return err
	}
	return &tomltext.InputError{Err: err, File: path}
}

// bare strips the path from a *fs.PathError or *os.LinkError (which would
// name the temporary file) and keeps the cause.
func bare(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// syncDir makes a rename in dir durable where the system allows it (best
// effort: some systems cannot sync a folder).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}
