package card

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStandardIsGenerated regenerates the standard deck and compares it byte
// for byte with the committed, embedded standard.json (action-cards.md
// "Decided here": "a test regenerates it and compares byte for byte").
func TestStandardIsGenerated(t *testing.T) {
	var b bytes.Buffer
	if err := Generate().Encode(&b); err != nil {
		t.Fatalf("encode generated deck: %v", err)
	}
	if !bytes.Equal(b.Bytes(), standardJSON) {
		got, want := strings.Split(b.String(), "\n"), strings.Split(string(standardJSON), "\n")
		line := 0
		for line < len(got) && line < len(want) && got[line] == want[line] {
			line++
		}
		t.Fatalf("standard.json differs from Generate() from line %d (run `go generate ./core/card`):\n committed: %q\n generated: %q",
			line+1, at(want, line), at(got, line))
	}
	if *Generate() != *Standard() {
		t.Fatal("Standard() differs from Generate() (run `go generate ./core/card`)")
	}
}

func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "<end of file>"
}

// TestGenerateIsDeterministic: two runs give the same deck (the brief:
// "every random result from a seeded math/rand/v2 PCG").
func TestGenerateIsDeterministic(t *testing.T) {
	first, second := Generate(), Generate()
	if *first != *second {
		t.Fatal("two Generate() calls differ")
	}
}

// TestStandardIsAFreshCopy: changing one Standard() deck does not change the next.
func TestStandardIsAFreshCopy(t *testing.T) {
	a := Standard()
	want := a.Cards[37].Cause[0][D10]
	a.Cards[37].Cause[0][D10].Value = 1
	a.Name = "changed"
	b := Standard()
	if b.Cards[37].Cause[0][D10] != want || b.Name != "standard" {
		t.Fatalf("Standard() returned a changed deck: card 37 row 1 d10 %+v, name %q", b.Cards[37].Cause[0][D10], b.Name)
	}
}

// TestDeckCard looks cards up by number and refuses numbers outside 0..53.
func TestDeckCard(t *testing.T) {
	d := Standard()
	for _, n := range []int{0, 37, 53} {
		c, err := d.Card(n)
		if err != nil {
			t.Fatalf("Card(%d): %v", n, err)
		}
		if int(c.Number) != n || c != &d.Cards[n] {
			t.Errorf("Card(%d) = card %d at %p, want the deck's own card %d", n, c.Number, c, n)
		}
	}
	for _, tc := range []struct {
		n    int
		want string
	}{{54, "card 54: want 0..53"}, {-1, "card -1: want 0..53"}} {
		c, err := d.Card(tc.n)
		if err == nil || err.Error() != tc.want || c != nil {
			t.Errorf("Card(%d) = %v, %v; want nil, %q", tc.n, c, err, tc.want)
		}
	}
}

// TestCeiling: the printed ceiling is twice the die's sides.
func TestCeiling(t *testing.T) {
	want := [NumColumns]int{8, 12, 16, 20, 24}
	for col := range Column(NumColumns) {
		if got := col.Ceiling(); got != want[col] {
			t.Errorf("%v.Ceiling() = %d, want %d", col, got, want[col])
		}
	}
}

// A deck file whose name would pass it for the built-in deck is refused,
// naming the file, the field and the first card that differs: the built-in
// name (in any case, with spaces around it) on other cards, or a blank
// name; and one whose name could not be printed as it is read: a newline
// forges a transcript line of its own under the header's "deck NAME", a
// bidi override turns the text around, spaces at either end hide. The
// built-in cards may keep the name, and changed cards under a name of their
// own load.
func TestLoadFileRefusesADeckPassingForTheStandard(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, d *Deck) string {
		t.Helper()
		path := filepath.Join(dir, name)
		var b bytes.Buffer
		if err := d.Encode(&b); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	named := func(name string, change bool) *Deck {
		d := Standard()
		d.Name = name
		if change {
			d.Cards[20].Cause[0][0].Value++
		}
		return d
	}
	const blank = `: give the deck a name of its own (transcripts and reports print it; a deck with none passes for the built-in "standard")`
	for _, tc := range []struct {
		file string
		deck *Deck
		want string // "": loads
	}{
		{"fake.json", named("standard", true), `name: "standard" is the built-in deck's name, but card 20 differs from the built-in card 20: give the deck a name of its own`},
		{"spaced.json", named(" Standard ", true), `name: " Standard " is the built-in deck's name, but card 20 differs from the built-in card 20: give the deck a name of its own`},
		{"blank.json", named("", true), `name: ""` + blank},
		{"spaces.json", named("  ", false), `name: "  "` + blank},
		{"nl.json", named("hot\n== posse win", true), `name: "hot\n== posse win" holds a control character (U+000A)`},
		{"bidi.json", named("hot\u202ewin", true), `name: "hot\u202ewin" holds a format character (U+202E), which changes how the text around it shows`},
		{"edge.json", named("hot ", true), `name: "hot " ends with white space (U+0020): write it without`},
		{"stdedge.json", named(" standard", false), `name: " standard" starts with white space (U+0020): write it without`},
		{"copy.json", named("standard", false), ""},
		{"upper.json", named("STANDARD", false), ""},
		{"hot.json", named("hot", true), ""},
		{"accent.json", named("Ñandú 🤠", true), ""},
	} {
		path := write(tc.file, tc.deck)
		d, err := LoadFile(path)
		switch {
		case tc.want == "" && (err != nil || *d != *tc.deck):
			t.Errorf("LoadFile(%s): error %v, want the deck", tc.file, err)
		case tc.want != "" && (err == nil || err.Error() != path+": "+tc.want):
			t.Errorf("LoadFile(%s): error %v, want %q", tc.file, err, path+": "+tc.want)
		}
	}
	if err := Standard().CheckOwnName(); err != nil {
		t.Errorf("the built-in deck: %v", err)
	}
}
