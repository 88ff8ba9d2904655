package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// Only a ruleset that uses the action library draws action cards (twtw; a
// --deck given to another is refused), so `campaign show` of a campaign of
// ticks, percentile or shootout names no deck: the text says the ruleset has
// none, where it said "deck: standard" (the deck `campaign new` writes into
// every file), and the JSON leaves the deck out. A twtw campaign still shows
// its deck.
func TestCampaignShowNamesNoDeckForARulesetWithoutOne(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, rs := range []string{"ticks", "percentile", "shootout"} {
		file := rs + ".toml"
		campaignOK(t, "campaign", "new", file, "--ruleset", rs)
		out := campaignOK(t, "campaign", "show", file)
		if want := "deck: none (ruleset " + rs + " draws no action card)\n"; !strings.Contains(out, want) {
			t.Errorf("campaign show %s lacks %q:\n%s", file, want, out)
		}
		if strings.Contains(out, "deck: standard") {
			t.Errorf("campaign show %s names the standard deck:\n%s", file, out)
		}
		var st map[string]any
		if err := json.Unmarshal([]byte(campaignOK(t, "campaign", "show", file, "--json")), &st); err != nil {
			t.Fatal(err)
		}
		if d, ok := st["deck"]; ok {
			t.Errorf("campaign show %s --json: deck %v, want none", file, d)
		}
		if st["ruleset"] != rs {
			t.Errorf("campaign show %s --json: ruleset %v", file, st["ruleset"])
		}
	}
	campaignOK(t, "campaign", "new", "twtw.toml")
	if out := campaignOK(t, "campaign", "show", "twtw.toml"); !strings.Contains(out, "deck: standard\n") {
		t.Errorf("campaign show of a twtw campaign lacks its deck:\n%s", out)
	}
	if st := showJSON(t, "twtw.toml"); st.Deck != "standard" {
		t.Errorf("campaign show twtw.toml --json: deck %q, want standard", st.Deck)
	}
}

// campaign new of a game that draws no action card writes no deck line:
// it wrote deck = "standard" into every file, a deck the game never plays.
// A twtw campaign still gets its standard deck.
func TestCampaignNewWritesNoDeckForARulesetWithoutOne(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, rs := range []string{"ticks", "percentile", "shootout"} {
		file := rs + ".toml"
		campaignOK(t, "campaign", "new", file, "--ruleset", rs)
		want := campaignHeader + "name = \"" + rs + "\"\nruleset = \"" + rs + "\"\nmodules = []\nscripts = []\n" + rulesLock(t, file)
		if got := readText(t, file); got != want {
			t.Errorf("campaign new --ruleset %s wrote:\n%s\nwant:\n%s", rs, got, want)
		}
	}
	campaignOK(t, "campaign", "new", "twtw.toml")
	if got := readText(t, "twtw.toml"); !strings.HasPrefix(got, campaignHeader+"name = \"twtw\"\ndeck = \"standard\"\nmodules = []\nscripts = []\n") {
		t.Errorf("campaign new of twtw wrote:\n%s", got)
	}
}

// A ticks campaign file that says deck = "standard", as campaign new wrote
// before, still loads and plays: show says it has no deck, and the next
// edit writes the file without the deck line.
func TestCampaignOldStandardDeckOfARulesetWithoutOneLoads(t *testing.T) {
	t.Chdir(t.TempDir())
	old := campaignHeader + "name = \"old\"\nruleset = \"ticks\"\ndeck = \"standard\"\nmodules = []\nscripts = []\n"
	if err := os.WriteFile("old.toml", []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if out := campaignOK(t, "campaign", "show", "old.toml"); !strings.HasPrefix(out, "campaign \"old\" (old.toml)\nruleset: ticks 1.0.0\ndeck: none (ruleset ticks draws no action card)\n") {
		t.Errorf("campaign show old.toml:\n%s", out)
	}
	if out := campaignOK(t, "fight", "--campaign", "old.toml", "--seed", "1"); !strings.Contains(out, "\nruleset ticks 1.0.0 · seed 1 · round limit 12\n") {
		t.Errorf("fight --campaign old.toml:\n%s", out)
	}
	if got := readText(t, "old.toml"); got != old {
		t.Errorf("show and fight changed old.toml:\n%s", got)
	}
	campaignOK(t, "campaign", "lock", "old.toml")
	if got, want := readText(t, "old.toml"), campaignHeader+"name = \"old\"\nruleset = \"ticks\"\nmodules = []\nscripts = []\n"+rulesLock(t, "old.toml"); got != want {
		t.Errorf("after campaign lock old.toml:\n%s\nwant:\n%s", got, want)
	}
}

// Setting a deck on a campaign of a game that draws no action card is
// refused, "standard" too, naming the file and the deck field, and the
// file is left as it was; a file that names a deck file there is refused
// when read, naming its line (it was refused too, by the engine, naming
// neither the field nor the line).
func TestCampaignDeckRefusedForARulesetWithoutOne(t *testing.T) {
	t.Chdir(t.TempDir())
	writeDeck(t, "mine.json", card.Standard())
	campaignOK(t, "campaign", "new", "t.toml", "--ruleset", "ticks")
	before := sha256File(t, "t.toml")
	for _, deck := range []string{"standard", "mine.json"} {
		out, errs, code := campaignRun(t, "campaign", "deck", "t.toml", deck)
		want := "twtw: t.toml: deck: cannot set \"" + deck + "\": ruleset ticks draws no action card (it uses dice), so a ticks campaign has no deck\n"
		if code != exitBadUsed || errs != want || out != "" {
			t.Errorf("campaign deck t.toml %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", deck, code, out, errs, want)
		}
		if sha256File(t, "t.toml") != before {
			t.Errorf("campaign deck t.toml %s changed the file", deck)
		}
	}
	bad := campaignHeader + "name = \"s\"\nruleset = \"shootout\"\ndeck = \"mine.json\"\nmodules = []\nscripts = []\n"
	if err := os.WriteFile("s.toml", []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	msg := "s.toml:5: deck: \"mine.json\": ruleset shootout draws no action card (it uses dice, poker), so a shootout campaign has no deck: remove the deck line"
	for _, args := range [][]string{{"campaign", "show", "s.toml"}, {"fight", "--campaign", "s.toml"}} {
		out, errs, code := campaignRun(t, args...)
		if code != exitBadUsed || errs != "twtw: "+msg+"\n" || out != "" {
			t.Errorf("twtw %v: exit %d, stdout %q, stderr %q; want exit 2 and %q", args, code, out, errs, msg)
		}
	}
	quoted, _ := json.Marshal(msg)
	_, errs, _ := campaignRun(t, "campaign", "show", "s.toml", "--json")
	if want := `{"error":{"message":` + string(quoted) + `,"kind":"input","file":"s.toml","line":5,"field":"deck"}}` + "\n"; errs != want {
		t.Errorf("campaign show s.toml --json: stderr %q, want %q", errs, want)
	}
}

// campaignHeader is the comment campaign files begin with.
const campaignHeader = "# twtw campaign file. `twtw campaign show FILE` explains it; the twtw campaign\n" +
	"# commands edit it safely and keep your comments (they say so when one has to go).\n"

// readText returns a file's text.
func readText(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// writeDeck writes a deck file.
func writeDeck(t *testing.T, path string, d *card.Deck) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := d.Encode(f); err != nil {
		t.Fatal(err)
	}
}

// A deck file that calls itself "standard" but holds other cards was shown
// as "deck standard" in the fight header and left out of the sim report,
// as the built-in deck is: it is refused now, whether given by --deck or
// by a campaign, naming the file and its name field (exit 2, the campaign
// file unchanged). A copy of the built-in cards keeps the name, and a deck
// with a name of its own is shown by it.
func TestDeckPassingForTheStandardRefused(t *testing.T) {
	t.Chdir(t.TempDir())
	fake, hot := card.Standard(), card.Standard()
	fake.Cards[20].Cause[0][0].Value++
	*hot = *fake
	hot.Name = "hot"
	writeDeck(t, "fake.json", fake)
	writeDeck(t, "hot.json", hot)
	writeDeck(t, "copy.json", card.Standard())
	msg := `fake.json: name: "standard" is the built-in deck's name, but card 20 differs from the built-in card 20: give the deck a name of its own`
	for _, args := range [][]string{
		{"--deck", "fake.json", "fight", "--seed", "1"},
		{"--deck", "fake.json", "sim", "--runs", "2", "--seed", "1"},
	} {
		out, errs, code := campaignRun(t, args...)
		if code != exitBadUsed || errs != "twtw: "+msg+"\n" || out != "" {
			t.Errorf("twtw %v: exit %d, %d bytes on stdout, stderr %q; want exit 2 and %q", args, code, len(out), errs, msg)
		}
	}
	campaignOK(t, "campaign", "new", "c.toml")
	before := sha256File(t, "c.toml")
	out, errs, code := campaignRun(t, "campaign", "deck", "c.toml", "fake.json")
	// the deck is the argument's, in no line of the file (its line 4 says "standard")
	if want := "twtw: c.toml: deck fake.json: " + msg + "\n"; code != exitBadUsed || errs != want || out != "" {
		t.Errorf("campaign deck c.toml fake.json: exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errs, want)
	}
	if sha256File(t, "c.toml") != before {
		t.Error("the refused campaign deck changed c.toml")
	}
	for deck, want := range map[string]string{"copy.json": " · deck standard\n", "hot.json": " · deck hot\n"} {
		if out := campaignOK(t, "--deck", deck, "fight", "--seed", "1"); !strings.Contains(out, "\nruleset twtw 1.0.0 · seed 1 · round limit 12"+want) {
			t.Errorf("--deck %s fight: header lacks %q:\n%s", deck, want, out)
		}
	}
	if out := campaignOK(t, "--deck", "hot.json", "sim", "--runs", "2", "--seed", "1"); !strings.Contains(out, " — 2 fights, seeds 1..2 — deck hot\n") {
		t.Errorf("--deck hot.json sim: the report does not name deck hot:\n%s", out)
	}
}

// rulesLock is the [lock_rules] table a campaign with no deck file gets when
// it is locked: its ruleset and built-in rules, as campaign show --json
// reports them.
func rulesLock(t *testing.T, file string) string {
	t.Helper()
	r := showJSON(t, file).LockRules
	if r == nil || len(r.Builtin) != 64 {
		t.Fatalf("%s: lock_rules %+v, want a record with a sha256", file, r)
	}
	return "\n[lock_rules]\nruleset = \"" + r.Ruleset + "\"\nbuiltin = \"" + r.Builtin + "\"\n"
}
