package campaign

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/campaign/campaigntest"
)

// handWritten is a campaign file as someone writes it by hand: comments
// everywhere, its own order of keys, a list on one line.
const handWritten = `# session notes: the gulch, weeks 1-4
name = "gulch"   # the table's name
scripts = ["house"]  # our house rules
modules = [
  "bleeding",  # brutal
  "test.a",
]

# house settings
[options.bleeding]
heavy = 3  # was 2 before week 3
critical = 9
`

// readHand writes text as camp.toml beside a house folder and reads it.
func readHand(t *testing.T, text string) *Campaign {
	t.Helper()
	path := campaignDir(t)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Read(path, fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// wantText fails the test unless the campaign's file holds want before its
// lock tables (what the lock holds is the lock's business) and its last
// write dropped the comments named (none: nil).
func wantText(t *testing.T, c *Campaign, step, want string, dropped ...string) {
	t.Helper()
	got := campaigntest.ReadText(t, c.Path)
	if i := strings.Index(got, "\n[lock."); i >= 0 {
		got = got[:i]
	}
	if got != want {
		t.Errorf("%s: file\n%s\nwant\n%s", step, got, want)
	}
	if got := c.LastWrite(); !reflect.DeepEqual(got, WriteNote{Comments: dropped}) {
		t.Errorf("%s: LastWrite %+v, want %q dropped, edited in place", step, got, dropped)
	}
}

// An edit changes the values it changes in the file's text and keeps every
// other line, comments and the order of the keys included (it rewrote the
// file in canonical form: every comment gone, the header saying "comments
// are not kept", the keys reordered). Comments on what an edit removes go
// with it, and LastWrite names them.
func TestEditKeepsCommentsAndOrder(t *testing.T) {
	c := readHand(t, handWritten)
	if err := c.Set("bleeding", "heavy", "2"); err != nil {
		t.Fatal(err)
	}
	text := `# session notes: the gulch, weeks 1-4
name = "gulch"   # the table's name
scripts = ["house"]  # our house rules
modules = [
  "bleeding",  # brutal
  "test.a",
]

# house settings
[options.bleeding]
heavy = "2"  # was 2 before week 3
critical = 9
`
	wantText(t, c, "set bleeding.heavy", text)

	if err := c.SetOptions(Setting{Module: "test.a", Option: "n", Value: "1"}, Setting{Module: "bleeding", Option: "serious", Value: "4"}); err != nil {
		t.Fatal(err)
	}
	text = `# session notes: the gulch, weeks 1-4
name = "gulch"   # the table's name
scripts = ["house"]  # our house rules
modules = [
  "bleeding",  # brutal
  "test.a",
]

# house settings
[options.bleeding]
heavy = "2"  # was 2 before week 3
critical = 9
serious = "4"

[options."test.a"]
n = "1"
`
	wantText(t, c, "set test.a.n bleeding.serious", text)

	if err := c.Enable("test.d"); err != nil {
		t.Fatal(err)
	}
	text = strings.Replace(text, "  \"test.a\",\n", "  \"test.a\",\n  \"test.d\",\n", 1)
	wantText(t, c, "enable test.d", text)

	// bleeding's entry, options table and lock go, with their comments
	if err := c.Disable("bleeding"); err != nil {
		t.Fatal(err)
	}
	text = `# session notes: the gulch, weeks 1-4
name = "gulch"   # the table's name
scripts = ["house"]  # our house rules
modules = [
  "test.a",
  "test.d",
]

[options."test.a"]
n = "1"
`
	wantText(t, c, "disable bleeding", text, "# brutal", "# house settings", "# was 2 before week 3")
}

// A file edited in place reads back as the campaign a canonical write
// would give, step after step; the steps add, change and remove lists,
// options, tables and the deck.
func TestEditInPlaceReadsAsTheCampaign(t *testing.T) {
	c := readHand(t, handWritten)
	other := filepath.Join(filepath.Dir(c.Path), "more")
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, step := range []struct {
		name string
		edit func() error
	}{
		{"enable", func() error { return c.Enable("test.d", "arc_edges") }},
		{"disable a default-on module", func() error { return c.Disable("fake.on") }},
		{"set", func() error { return c.Set("arc_edges", "when", "shot") }},
		{"add a folder", func() error { return c.AddScripts("more") }},
		{"deck", func() error { return c.SetDeck("my deck.json") }},
		{"disable", func() error { return c.Disable("bleeding", "arc_edges") }},
		{"remove a folder", func() error { return c.RemoveScripts("more") }},
		{"enable a default-on module", func() error { return c.Enable("fake.on") }},
		{"relock", func() error { return c.Relock() }},
	} {
		if err := step.edit(); err != nil {
			if step.name == "deck" {
				continue // the fake has no deck files: refused, nothing written
			}
			t.Fatalf("%s: %v", step.name, err)
		}
		if c.LastWrite().Canonical {
			t.Fatalf("%s: rewrote the file in canonical form:\n%s", step.name, campaigntest.ReadText(t, c.Path))
		}
		back, err := Read(c.Path, fakeChecker{})
		if err != nil {
			t.Fatalf("%s: the edited file does not read: %v\n%s", step.name, err, campaigntest.ReadText(t, c.Path))
		}
		want, _ := c.encode()
		got, _ := back.encode()
		if string(got) != string(want) {
			t.Fatalf("%s: the file reads as\n%s\nwant\n%s\nfile:\n%s", step.name, got, want, campaigntest.ReadText(t, c.Path))
		}
	}
	text := campaigntest.ReadText(t, c.Path)
	for _, keep := range []string{"# session notes: the gulch, weeks 1-4\n", "name = \"gulch\"   # the table's name\n", "  # our house rules\n"} {
		if !strings.Contains(text, keep) {
			t.Errorf("the file lost %q:\n%s", keep, text)
		}
	}
}

// A layout an edit does not patch (an inline table) is rewritten in
// canonical form, and LastWrite names every comment that went. The header
// twtw wrote before edits kept comments ("comments are not kept") is
// replaced, and is no comment dropped.
func TestEditCanonicalWhenNotPatchedAndOldHeader(t *testing.T) {
	c := readHand(t, "# inline\nname = \"i\"\nmodules = [\"bleeding\"]  # one\noptions = { bleeding = { heavy = 3 } }\n")
	if err := c.Set("bleeding", "heavy", "2"); err != nil {
		t.Fatal(err)
	}
	// the file has no lock, and set locks nothing: no lock table
	want := header + "name = \"i\"\ndeck = \"standard\"\nmodules = [\n  \"bleeding\",\n]\nscripts = []\n\n" +
		"[options.bleeding]\nheavy = \"2\"\n"
	if got := campaigntest.ReadText(t, c.Path); got != want {
		t.Errorf("file\n%s\nwant\n%s", got, want)
	}
	if got, want := c.LastWrite(), (WriteNote{Comments: []string{"# inline", "# one"}, Canonical: true}); !reflect.DeepEqual(got, want) {
		t.Errorf("LastWrite %+v, want %+v", got, want)
	}

	c = readHand(t, oldHeader+"name = \"o\"\ndeck = \"standard\"\nmodules = []\nscripts = []\n")
	if err := c.Enable("bleeding"); err != nil {
		t.Fatal(err)
	}
	want = header + "name = \"o\"\ndeck = \"standard\"\nmodules = [\n  \"bleeding\",\n]\nscripts = []\n"
	wantText(t, c, "enable in a file with the old header", want)
}

// FuzzPatch: patching any text that reads as a campaign towards an edited
// campaign never panics, and a text it gives reads as that campaign (patch
// checks it; this checks the check). Its seeds run with go test.
func FuzzPatch(f *testing.F) {
	f.Add([]byte(handWritten), uint8(0))
	f.Add([]byte(handWritten), uint8(7))
	f.Add([]byte("name = \"x\"\nmodules = [\"a.b\"]\n[options.\"a.b\"]\nn = 3\n[lock.\"a.b\"]\nversion = \"1\"\nhash = \"h\"\n"), uint8(3))
	f.Add([]byte("modules = [\"a\"]\ndisabled = [\"c\", \"b\"]\n[lock.b]\nversion = \"1\"\nhash = \"h\"\n"), uint8(5))
	f.Add([]byte("name = 'lit'\ndeck = \"my deck.json\"\nmodules = [ # open\n  'z' ,\n  \"y\"\n] # shut\n"), uint8(1))
	f.Fuzz(func(t *testing.T, text []byte, edit uint8) {
		c, err := decode("f.toml", text, fakeChecker{})
		if err != nil {
			return
		}
		n := c.Clone()
		if edit&1 != 0 {
			n.Modules = append(n.Modules, "new.mod")
		}
		if edit&2 != 0 && len(n.Modules) > 1 {
			gone := n.Modules[0]
			n.Modules = n.Modules[1:]
			delete(n.Options, gone)
			delete(n.Lock, gone)
		}
		if edit&4 != 0 && len(n.Modules) > 0 {
			m := n.Modules[len(n.Modules)-1]
			if n.Options == nil {
				n.Options = map[string]map[string]any{}
			}
			if n.Options[m] == nil {
				n.Options[m] = map[string]any{}
			}
			n.Options[m]["k"] = int64(edit)
		}
		if edit&8 != 0 {
			n.Scripts = append(n.Scripts, "more rules")
		}
		if edit&16 != 0 && len(n.Modules) > 0 {
			if n.Lock == nil {
				n.Lock = map[string]LockEntry{}
			}
			n.Lock[n.Modules[0]] = LockEntry{Version: "9", Hash: "z"}
		}
		if edit&32 != 0 {
			n.Deck = "other.json"
		}
		if edit&64 != 0 {
			n.Disabled = append(n.Disabled, "off.mod")
		}
		n.normalize()
		if n.checkFields() != nil {
			return
		}
		out, ok := n.patch(text)
		if !ok {
			return
		}
		back, err := decode("f.toml", out, fakeChecker{})
		if err != nil {
			t.Fatalf("patched text does not read: %v\n%s", err, out)
		}
		want, _ := n.encode()
		got, _ := back.encode()
		if string(want) != string(got) {
			t.Fatalf("patched text reads as\n%s\nwant\n%s", got, want)
		}
	})
}

// Options written as dotted keys get their new option as one more dotted
// key, after the last, and keep their comments.
func TestEditDottedOptions(t *testing.T) {
	c := readHand(t, "name = \"x\"\nmodules = [\"bleeding\"]\n[options]\nbleeding.heavy = 2 # two\n")
	if err := c.Set("bleeding", "serious", "4"); err != nil {
		t.Fatal(err)
	}
	wantText(t, c, "set bleeding.serious", "name = \"x\"\nmodules = [\"bleeding\"]\n[options]\nbleeding.heavy = 2 # two\nbleeding.serious = \"4\"\n")
}

// After an edit the campaign locates its fields in the text it wrote (it
// kept the index of the text it was read from): OptionAt names the line
// of an option the edit set.
func TestEditLocatesInTheTextItWrote(t *testing.T) {
	c := readHand(t, handWritten)
	if err := c.Set("test.a", "n", "1"); err != nil {
		t.Fatal(err)
	}
	if got, want := c.OptionAt("test.a", "n"), c.Path+":15"; got != want {
		t.Errorf("OptionAt(test.a, n) = %q, want %q\n%s", got, want, campaigntest.ReadText(t, c.Path))
	}
}

// A file that begins with a byte order mark (some editors write one) is
// edited in place like any other: the mark and the comments stay. The
// edit had rewritten it in canonical form, dropping both and blaming the
// file's layout.
func TestEditKeepsByteOrderMark(t *testing.T) {
	c := readHand(t, "\xef\xbb\xbf"+handWritten)
	if err := c.Set("bleeding", "heavy", "2"); err != nil {
		t.Fatal(err)
	}
	want := "\xef\xbb\xbf" + strings.Replace(handWritten, "heavy = 3 ", `heavy = "2" `, 1)
	wantText(t, c, "set bleeding.heavy", want)
}
