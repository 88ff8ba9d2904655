package tomltext

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// InputError is bad input from a file or the command line: the CLI exits 2.
// File, Line and Field locate it when they are known (Line 0: unknown): the
// file, the line in it and the field, as "combatant[2].weapons[1]".
type InputError struct {
	Err   error
	File  string
	Line  int
	Field string
}

// Error returns the message, with the line after the file when it is known:
// "s.toml:7: combatant[1] (A).traits.dexterity: …".
func (e *InputError) Error() string {
	msg := e.Err.Error()
	if e.Line > 0 && e.File != "" {
		if rest, ok := strings.CutPrefix(msg, e.File+": "); ok && !strings.HasPrefix(rest, "toml: line ") {
			return e.File + ":" + strconv.Itoa(e.Line) + ": " + rest
		}
	}
	return msg
}

// Unwrap returns the cause.
func (e *InputError) Unwrap() error { return e.Err }

// ReadFile reads a scenario or campaign file: only a regular file (a pipe or
// device could block forever) of at most MaxSize bytes, refused unread when
// its size says it is larger. Errors are *InputError naming what (and the
// path).
func ReadFile(what, path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", what, err), File: path}
	}
	if !st.Mode().IsRegular() {
		return nil, &InputError{Err: fmt.Errorf("%s: %s: not a regular file", what, path), File: path}
	}
	if st.Size() > MaxSize {
		return nil, sizeError(path, st.Size())
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", what, err), File: path}
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", what, err), File: path}
	}
	if len(b) > MaxSize {
		return nil, sizeError(path, int64(len(b)))
	}
	return b, nil
}

func sizeError(name string, size int64) error {
	return &InputError{Err: fmt.Errorf("%s: the file is %d bytes, over the limit of %d bytes", name, size, MaxSize), File: name}
}

// CheckShape refuses TOML text that is larger than MaxSize or nests deeper
// than MaxNesting, with an *InputError naming name and the line. It only
// scans (skipping strings and comments); on text that is not TOML it stops
// quietly and leaves the error to the parser.
func CheckShape(name string, b []byte) error {
	if len(b) > MaxSize {
		return sizeError(name, int64(len(b)))
	}
	if line, depth, _ := Depth(b); depth > MaxNesting {
		return &InputError{Err: fmt.Errorf("%s:%d: tables and arrays nest more than %d levels deep (dotted keys count a level per segment)", name, line, MaxNesting), File: name, Line: line}
	}
	return nil
}

// DecodeError is a TOML decoding error of file, whose text is text, as an
// *InputError with its line (LocateError) and the key it was reading:
// "FILE:LINE: toml: MESSAGE".
func DecodeError(file string, text []byte, err error) *InputError {
	line, key, err := LocateError(text, err)
	if uq, qerr := strconv.Unquote(`"` + key + `"`); qerr == nil {
		key = uq
	}
	return &InputError{Err: fmt.Errorf("%s: %w", file, err), File: file, Line: line, Field: key}
}

// MessageField reads the field a scenario or campaign message starts with,
// as the host writes them — "combatant[2] (Hank).weapons[1]: …",
// "options.bleeding.rate: …", "modules[3]: …", "combatant[1].name is
// missing" — without a combatant's name ("combatant[2].weapons[1]"); ""
// when the message starts with no field.
func MessageField(msg string) string {
	var b strings.Builder
	for i := 0; i < len(msg); i++ {
		c := msg[i]
		switch {
		case isBareKey(c) || c == '.' || c == '[' || c == ']':
			b.WriteByte(c)
		case c == '"':
			j := strings.IndexByte(msg[i+1:], '"')
			if j < 0 {
				return ""
			}
			b.WriteString(msg[i : i+j+2])
			i += j + 1
		case c == ' ' && strings.HasSuffix(b.String(), "]") && strings.HasPrefix(msg[i:], " ("):
			// a combatant's name: "combatant[2] (Hank)"
			j := strings.Index(msg[i:], ")")
			if j < 0 {
				return ""
			}
			i += j
		default:
			f := strings.TrimRight(b.String(), ".")
			if f == "" || !(f[0] >= 'a' && f[0] <= 'z' || f[0] >= 'A' && f[0] <= 'Z') {
				return ""
			}
			// "FIELD: unknown field "KEY"…" names the key inside FIELD
			if rest, ok := strings.CutPrefix(msg[i:], `: unknown field "`); ok {
				if j := strings.IndexByte(rest, '"'); j > 0 {
					f += "." + QuoteKey(rest[:j])
				}
			}
			return f
		}
	}
	return ""
}

// Locate fills an input error's file, field and line from its message
// ("FILE: FIELD…") and the file's index; it returns err for chaining.
func Locate(err *InputError, file string, lines Lines) *InputError {
	if err.File == "" {
		err.File = file
	}
	if err.Field == "" {
		err.Field = MessageField(strings.TrimPrefix(err.Err.Error(), file+": "))
	}
	if err.Line == 0 && err.Field != "" {
		err.Line = lines.Line(err.Field)
	}
	return err
}
