package host

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/twtw/twtw/host/tomltext"
)

// tomlError is a TOML decoding error of file as an *InputError with its
// line and the key it was reading.
func tomlError(file string, err error) *InputError {
	line, key := tomltext.ErrorAt(err)
	if uq, qerr := strconv.Unquote(`"` + key + `"`); qerr == nil {
		key = uq
	}
	return &InputError{Err: fmt.Errorf("%s: %w", file, err), File: file, Line: line, Field: key}
}

// messageField reads the field a scenario or campaign message starts with,
// as the host writes them — "combatant[2] (Hank).weapons[1]: …",
// "options.bleeding.rate: …", "modules[3]: …", "combatant[1].name is
// missing" — without a combatant's name ("combatant[2].weapons[1]"); ""
// when the message starts with no field.
func messageField(msg string) string {
	var b strings.Builder
	for i := 0; i < len(msg); i++ {
		c := msg[i]
		switch {
		case tomltext.IsBareKey(c) || c == '.' || c == '[' || c == ']':
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
					f += "." + tomltext.QuoteKey(rest[:j])
				}
			}
			return f
		}
	}
	return ""
}

// locate fills an input error's file, field and line from its message
// ("FILE: FIELD…") and the file's index; it returns err for chaining.
func locate(err *InputError, file string, lines tomltext.Lines) *InputError {
	if err.File == "" {
		err.File = file
	}
	if err.Field == "" {
		err.Field = messageField(strings.TrimPrefix(err.Err.Error(), file+": "))
	}
	if err.Line == 0 && err.Field != "" {
		err.Line = lines.Line(err.Field)
	}
	return err
}
