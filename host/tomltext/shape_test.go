package tomltext

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// Depth counts a level per open bracket and per segment of a dotted key or
// header, skips strings and comments, and stops past MaxNesting at the line
// where it went too deep.
func TestDepth(t *testing.T) {
	for _, c := range []struct {
		text                 string
		line, depth, deepest int
	}{
		{"a = 1\n", 2, 0, 1},
		{"a = [[1], [2]]\n", 2, 0, 3},
		{"[a.b.c]\nx = 1\n", 3, 4, 5}, // three segments and the table, then the key x
		{"s = \"[[[[\" # {{{{\n", 2, 0, 1},
		{"x = " + strings.Repeat("[", MaxNesting+3) + "\n", 1, MaxNesting + 1, MaxNesting + 1},
	} {
		line, depth, deepest := Depth([]byte(c.text))
		if line != c.line || depth != c.depth || deepest != c.deepest {
			t.Errorf("Depth(%.20q) = line %d, depth %d, deepest %d; want %d, %d, %d", c.text, line, depth, deepest, c.line, c.depth, c.deepest)
		}
	}
}

// Keys are bare when TOML allows it, else basic strings with escapes; a
// decoder error gives its line and last key.
func TestQuoteAndErrorAt(t *testing.T) {
	for k, want := range map[string]string{"rounds": "rounds", "gulch.last_stand": `"gulch.last_stand"`, "": `""`, "tab\there": `"tab\there"`} {
		if got := QuoteKey(k); got != want {
			t.Errorf("QuoteKey(%q) = %s, want %s", k, got, want)
		}
	}
	if got := QuoteString("a \"b\"\x01"); got != `"a \"b\"\u0001"` {
		t.Errorf("QuoteString = %s", got)
	}
	var v map[string]any
	_, err := toml.Decode("name = \"x\"\nrounds = = 2\n", &v)
	if line, _ := ErrorAt(err); line != 2 {
		t.Errorf("ErrorAt(%v) = line %d, want 2", err, line)
	}
	if line, key := ErrorAt(errors.New("no position")); line != 0 || key != "" {
		t.Errorf("ErrorAt of an error without a position = %d %q", line, key)
	}
}

// The line of a field in a campaign file, and of a field it does not have.
func Example() {
	text := []byte("name = \"Gulch\"\n\n[options.bleeding]\nrate = 2\n")
	lines := Index(text)
	fmt.Println(lines.Line("options.bleeding.rate"), lines.Line("options.bleeding.other"), lines.Line("deck"))
	// Output: 4 3 0
}
