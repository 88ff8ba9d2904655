package host

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/twtw/twtw/host/tomltext"
)

// Encode returns the campaign as canonical TOML: a header comment, then
// name, deck, modules, disabled (only when it lists a module) and scripts,
// then one [options."module"] table per module with options (in modules
// order, option names sorted), then one [lock."module"] table per lock entry:
// those of modules in modules order, then the others (default-on modules) by
// name. Lock entries of disabled modules are dropped. Decoding the text and
// encoding it again gives the same bytes.
func (c *Campaign) Encode() ([]byte, error) {
	if err := c.checkFields(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("# twtw campaign file. `twtw campaign show FILE` explains it; the twtw campaign\n")
	b.WriteString("# commands edit it safely and rewrite it in this form (comments are not kept).\n")
	fmt.Fprintf(&b, "name = %s\n", tomltext.QuoteString(c.Name))
	if c.Ruleset != "" {
		fmt.Fprintf(&b, "ruleset = %s\n", tomltext.QuoteString(c.Ruleset))
	}
	deck := c.Deck
	if deck == "" {
		deck = StandardDeck
	}
	fmt.Fprintf(&b, "deck = %s\n", tomltext.QuoteString(deck))
	writeList(&b, "modules", c.Modules)
	if len(c.Disabled) > 0 {
		writeList(&b, "disabled", c.Disabled)
	}
	writeList(&b, "scripts", c.Scripts)
	for _, m := range c.Modules {
		opts := c.Options[m]
		if len(opts) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n[options.%s]\n", tomltext.QuoteKey(m))
		for _, k := range sortedKeys(opts) {
			v, err := tomlValue(opts[k])
			if err != nil {
				return nil, &InputError{Err: fmt.Errorf("%s: options.%s.%s: %w", c.Path, tomltext.QuoteKey(m), tomltext.QuoteKey(k), err)}
			}
			fmt.Fprintf(&b, "%s = %s\n", tomltext.QuoteKey(k), v)
		}
	}
	locked := append([]string(nil), c.Modules...)
	for _, m := range sortedKeys(c.Lock) {
		if !contains(c.Modules, m) && !contains(c.Disabled, m) {
			locked = append(locked, m)
		}
	}
	for _, m := range locked {
		l, ok := c.Lock[m]
		if !ok {
			continue
		}
		fmt.Fprintf(&b, "\n[lock.%s]\nversion = %s\nhash = %s\n", tomltext.QuoteKey(m), tomltext.QuoteString(l.Version), tomltext.QuoteString(l.Hash))
	}
	return b.Bytes(), nil
}

func writeList(b *bytes.Buffer, key string, items []string) {
	if len(items) == 0 {
		fmt.Fprintf(b, "%s = []\n", key)
		return
	}
	fmt.Fprintf(b, "%s = [\n", key)
	for _, s := range items {
		fmt.Fprintf(b, "  %s,\n", tomltext.QuoteString(s))
	}
	b.WriteString("]\n")
}

// tomlValue writes an option value: a bool, a whole number (int64), a
// float64 (always with a point or exponent, so it reads back as a float) or
// a string.
func tomlValue(v any) (string, error) {
	switch x := v.(type) {
	case bool:
		return strconv.FormatBool(x), nil
	case int64:
		return strconv.FormatInt(x, 10), nil
	case float64:
		switch {
		case math.IsNaN(x):
			return "nan", nil
		case math.IsInf(x, 1):
			return "inf", nil
		case math.IsInf(x, -1):
			return "-inf", nil
		}
		s := strconv.FormatFloat(x, 'g', -1, 64)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return s, nil
	case string:
		return tomltext.QuoteString(x), nil
	}
	return "", fmt.Errorf("an option value is true/false, a number or a string, got %s", tomlKind(v))
}

func tomlKind(v any) string {
	switch v.(type) {
	case []any:
		return "an array"
	case map[string]any:
		return "a table"
	case nil:
		return "nothing"
	}
	return fmt.Sprintf("a %T", v)
}

// Save writes the campaign to its Path as canonical TOML (Encode),
// atomically: the text goes to a temporary file in the same folder, which is
// synced and then renamed over the old file. On any error the old file is
// left as it was. It refuses to replace a read-only file, or one that
// changed since the campaign was read from it (or last written). Save does
// not check modules and options; the edit methods do, before they save.
func (c *Campaign) Save() error {
	if c.Path == "" {
		return &InputError{Err: errors.New("campaign: no file to save to")}
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
		return &InputError{Err: errors.New("campaign: no file to save to")}
	}
	text, err := c.Encode()
	if err != nil {
		return err
	}
	if err := writeAtomic(c.Path, text, false); err != nil {
		return &InputError{Err: fmt.Errorf("saving campaign %s: %w", c.Path, err)}
	}
	c.noteRead(text)
	return nil
}

// Create checks a new campaign (its folders, modules, options and deck, by
// building an engine from it), locks the modules it has on (default-on ones
// included) and writes it, refusing to replace a file that already exists.
func (c *Campaign) Create() error {
	if c.Path == "" {
		return &InputError{Err: errors.New("campaign: no file to create")}
	}
	if _, err := os.Lstat(c.Path); err == nil {
		return &InputError{Err: fmt.Errorf("%s: %w (a new campaign never replaces a file)", c.Path, fs.ErrExist)}
	}
	unlock, err := lockCampaign(c.Path)
	if err != nil {
		return err
	}
	defer unlock()
	n := c.clone()
	n.normalize()
	cat, err := n.checkedCatalog()
	if err != nil {
		return err
	}
	if err := n.validate(n.onModules(cat)); err != nil {
		return err
	}
	text, err := n.Encode()
	if err != nil {
		return err
	}
	if err := writeAtomic(n.Path, text, true); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return &InputError{Err: fmt.Errorf("%s: %w (a new campaign never replaces a file)", c.Path, fs.ErrExist)}
		}
		return &InputError{Err: fmt.Errorf("creating campaign %s: %w", c.Path, err)}
	}
	n.noteRead(text)
	*c = *n
	return nil
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
			err = fmt.Errorf("cannot write a new copy in %s: %w", dir, bare(err))
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
