package tomltext

import (
	"bytes"
	"errors"
	"testing"

	"github.com/BurntSushi/toml"
)

// A decoding error is located at the line its fault is on, and its message
// leaves the line to the caller: the decoder counted lines to where it
// stopped, so a header missing its "]" was reported on the line after it,
// the newline that ended it being what the decoder met. A type mismatch
// loses the line in its message too; other errors pass as they are.
func TestLocateError(t *testing.T) {
	for _, tc := range []struct {
		text string
		line int
		key  string
		msg  string
	}{
		{"name = \"t\"\n[[combatant]\nname=\"A\"\n", 2, "", `toml: expected end of table array name delimiter ']', but got '\n' instead`},
		{"name = \"t\"\n[[combatant]", 2, "", `toml: expected end of table array name delimiter ']', but got '\x00' instead`},
		{"a = 1\r\n[b\r\nc=1\r\n", 2, "", `toml: expected '.' or ']' to end table name, but got '\r' instead`},
		{"[a\n", 1, "", `toml: expected '.' or ']' to end table name, but got '\n' instead`},
		{"name = \"t\nx=1\n", 1, "name", `toml: strings cannot contain newlines (last key "name")`},
		{"a = [1,\n2,\n", 2, "a", `toml: unexpected EOF; expected value (last key "a")`},
		{"a = 1\na = 2\n", 2, "a", `toml: Key 'a' has already been defined. (last key "a")`},
		// a control character: the decoder gives no byte offset (it
		// panicked, slicing the text to -1)
		{"\x14", 1, "", `toml: TOML files cannot contain control characters: '0x14'`},
	} {
		var v map[string]any
		_, err := toml.NewDecoder(bytes.NewReader([]byte(tc.text))).Decode(&v)
		line, key, located := LocateError([]byte(tc.text), err)
		var pe toml.ParseError
		if line != tc.line || key != tc.key || located.Error() != tc.msg || !errors.As(located, &pe) {
			t.Errorf("%q: line %d, key %q, %q; want %d, %q, %q (a toml.ParseError)", tc.text, line, key, located, tc.line, tc.key, tc.msg)
		}
	}
	var v struct{ Modules []string }
	_, err := toml.Decode("name = 1\nModules = \"x\"\n", &v)
	line, key, located := LocateError(nil, err)
	if want := `toml: incompatible types: TOML value has type string; destination has type slice (last key "Modules")`; line != 2 || key != "Modules" || located.Error() != want || !errors.Is(located, err) {
		t.Errorf("a type mismatch: line %d, key %q, %q; want 2, Modules, %q", line, key, located, want)
	}
	other := errors.New("no position")
	if line, key, located := LocateError(nil, other); line != 0 || key != "" || located != other {
		t.Errorf("an error without a position: %d %q %v", line, key, located)
	}
}
