package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// The campaign lock covers what shapes the numbers (README.md "Campaigns and
// house rules"): a library a module loads from another house-rule folder
// (testdata/lock: my.grit adds gulch-rules/lib/g.lua's extra to the
// Standard TN), a library no module loads, the built-in rules and the deck
// file. A change is named with the file and the modules it can shape,
// whether or not the library's own folder has a module on; --strict refuses
// it; campaign lock accepts it.
func TestLockCoversWhatShapesTheNumbers(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, "lock", dir)
	t.Chdir(dir)
	mustTwtw(t, "campaign", "new", "gulch.toml")
	mustTwtw(t, "new", "module", "gulch.headshot", "--dir", "gulch-rules", "--campaign", "gulch.toml")
	mustTwtw(t, "campaign", "scripts", "gulch.toml", "add", "my-rules")
	out := mustTwtw(t, "campaign", "enable", "gulch.toml", "my.grit", "gulch.headshot")
	if want := "gulch.toml: enabled my.grit\ngulch.toml: enabled gulch.headshot\n" +
		"gulch.toml: locked my.grit at its current scripts\ngulch.toml: locked gulch.headshot at its current scripts\n"; out != want {
		t.Errorf("enable printed %q, want %q", out, want)
	}
	mustTwtw(t, "campaign", "set", "gulch.toml", "my.grit.base=7")
	if show := mustTwtw(t, "campaign", "show", "gulch.toml"); !strings.Contains(show, "      Standard TN is 6 and peacemakers hit harder (Pen 3)\n      loads gulch-rules/lib/g.lua\n") {
		t.Errorf("show does not say what my.grit loads:\n%s", show)
	}
	standard := func(n string) {
		t.Helper()
		out, _, _ := twtw(t, "explain", "--campaign", "gulch.toml", "--seed", "3")
		if !strings.Contains(out, "      +"+n+" Standard  [") || !strings.Contains(out, "set by my.grit my-rules/grit.lua:") {
			t.Errorf("explain: want Standard %s set by my.grit:\n%s", n, out)
		}
	}
	standard("7")

	writeFile(t, dir, "gulch-rules/lib/g.lua", "local G = {}\nfunction G.extra() return 2 end\nreturn G\n")
	standard("9")
	const accept = "; review it, then accept it with: twtw campaign lock gulch.toml\n"
	const g = "my.grit: gulch-rules/lib/g.lua (a library it loads) changed since it was locked"
	if _, errs, code := twtw(t, "fight", "--campaign", "gulch.toml", "--seed", "1", "--rounds", "1"); code != 0 || errs != "twtw: warning: campaign gulch.toml: "+g+accept {
		t.Errorf("fight: exit %d, stderr %q", code, errs)
	}
	mustTwtw(t, "campaign", "disable", "gulch.toml", "gulch.headshot")
	strict := func(why string) {
		t.Helper()
		_, errs, code := twtw(t, "fight", "--campaign", "gulch.toml", "--seed", "1", "--rounds", "1", "--strict")
		want := "twtw: campaign gulch.toml changed since it was locked (" + why + "); --strict refuses it: review the change, then accept it with: twtw campaign lock gulch.toml\n"
		if code != 2 || errs != want {
			t.Errorf("fight --strict: exit %d, stderr %q; want 2 and %q", code, errs, want)
		}
	}
	strict(g)
	mustTwtw(t, "campaign", "lock", "gulch.toml")

	// A library no module loads: flagged once, by name, no module with it.
	writeFile(t, dir, "gulch-rules/lib/spare.lua", "return {}\n")
	strict("gulch-rules/lib/spare.lua is new since the lock (no module loads it while the rules are built, but a rule may require it during a fight)")
	if out := mustTwtw(t, "campaign", "lock", "gulch.toml"); !strings.HasSuffix(out, "gulch.toml: locked gulch-rules/lib/spare.lua (no module loads it) at its current text\n") {
		t.Errorf("lock printed %q", out)
	}

	// Another twtw build, whose built-in rules differ: as if the lock had
	// been written by one.
	text := readFile(t, "gulch.toml")
	i := strings.Index(text, "\nbuiltin = \"")
	if i < 0 {
		t.Fatalf("the lock records no built-in rules:\n%s", text)
	}
	at := i + len("\nbuiltin = \"")
	other := "0" // a first digit the recorded fingerprint does not have
	if text[at] == '0' {
		other = "1"
	}
	writeFile(t, dir, "gulch.toml", text[:at]+other+text[at+1:])
	strict("the built-in rules of ruleset twtw changed (another twtw build)")
	mustTwtw(t, "campaign", "lock", "gulch.toml")

	// The deck file.
	deck := card.Standard()
	deck.Name = "hot"
	var b strings.Builder
	if err := deck.Encode(&b); err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "decks/hot.json", b.String())
	if out := mustTwtw(t, "campaign", "deck", "gulch.toml", "decks/hot.json"); out != "gulch.toml: deck decks/hot.json\ngulch.toml: locked deck file decks/hot.json at its current cards\n" {
		t.Errorf("deck printed %q", out)
	}
	writeFile(t, dir, "decks/hot.json", strings.Replace(b.String(), `"name": "hot"`, `"name": "hotter"`, 1))
	strict("deck file decks/hot.json changed since it was locked")
	mustTwtw(t, "campaign", "lock", "gulch.toml")
	if _, errs, code := twtw(t, "fight", "--campaign", "gulch.toml", "--seed", "1", "--rounds", "1", "--strict"); code != 0 || errs != "" {
		t.Errorf("after campaign lock: exit %d, %q", code, errs)
	}
}

// readFile returns a file's text.
func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Clean(path))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
