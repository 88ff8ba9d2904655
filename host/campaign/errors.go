package campaign

import (
	"errors"
	"fmt"
	"strings"

	"github.com/twtw/twtw/host/tomltext"
)

// Fault wraps err as bad input naming the campaign file on each line. An
// error that is bad input located already (one naming its file, such as a
// module or option the engine refused at the line of the file that selects
// it) is returned as it is, and a line that names the file already is not
// named again.
func (c *Campaign) Fault(err error) error {
	var ie *tomltext.InputError
	if errors.As(err, &ie) && ie.File != "" {
		return err
	}
	return &tomltext.InputError{Err: &fileError{path: c.Path, err: err}}
}

// fileError prefixes every line of an error (the engine reports one problem
// per line) with the file it is about.
type fileError struct {
	path string
	err  error
}

// Error returns the message, each line prefixed with the file unless it
// names it already (a campaign with no file: the message alone).
func (e *fileError) Error() string {
	if e.path == "" {
		return e.err.Error()
	}
	lines := strings.Split(e.err.Error(), "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, e.path+":") {
			lines[i] = e.path + ": " + l
		}
	}
	return strings.Join(lines, "\n")
}

// Unwrap returns the cause.
func (e *fileError) Unwrap() error { return e.err }

// notOn says why a module named to an edit is not on: none is called name
// (with a "did you mean"), or it is not enabled.
func notOn(cat Modules, name string) string {
	if !known(cat, name) {
		return cat.Unknown(name)
	}
	return fmt.Sprintf("module %q is not enabled", name)
}

// sourced is Errorf's error for a message that starts with an edited field
// (see noteEdited): the message with that field named by its source. given
// says the error is complete, naming an argument; else Errorf locates it
// (its field, when renamed, is the file's).
func (c *Campaign) sourced(err error) (_ error, given bool) {
	field := tomltext.MessageField(err.Error())
	src, edited := c.edited[field]
	if field == "" || !edited {
		return err, false
	}
	rest := strings.TrimPrefix(err.Error(), field)
	if src.arg == "" {
		return &renamed{msg: src.file + rest, err: err}, false
	}
	var named error = &renamed{msg: src.arg + rest, err: err}
	if c.Path != "" {
		named = fmt.Errorf("%s: %w", c.Path, named)
	}
	return &tomltext.InputError{Err: named, File: c.Path, Field: field}, true
}

// renamed is an error whose message names its field otherwise.
type renamed struct {
	msg string
	err error
}

// Error returns the message.
func (e *renamed) Error() string { return e.msg }

// Unwrap returns the error as it was first worded.
func (e *renamed) Unwrap() error { return e.err }

// named gives bad input about an edit's arguments, which says nothing of
// where it is, the campaign file: its JSON names the file, with no line.
func (c *Campaign) named(err error) error {
	var ie *tomltext.InputError
	if errors.As(err, &ie) && ie.File == "" {
		ie.File = c.Path
	}
	return err
}
