// Package tests holds twtw's end-to-end tests: the CLI as a user runs it
// (a built binary, its output and exit codes), golden transcripts, scenarios,
// campaigns and malformed inputs, and every Lua spec of the embedded scripts.
package tests

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// bin is the twtw binary built once for the package's tests.
var bin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "twtw-e2e")
	if err != nil {
		panic(err)
	}
	bin = filepath.Join(dir, "twtw")
	cmd := exec.Command("go", "build", "-o", bin, "../cmd/twtw")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		panic("building twtw: " + err.Error())
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// twtw runs the binary and returns stdout, stderr and the exit code.
func twtw(t testing.TB, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running twtw %v: %v", args, err)
	}
	return out.String(), errb.String(), code
}

// mustTwtw runs the binary, fails the test unless it exits 0, and returns stdout.
func mustTwtw(t testing.TB, args ...string) string {
	t.Helper()
	out, errs, code := twtw(t, args...)
	if code != 0 {
		t.Fatalf("twtw %s: exit %d: %s", strings.Join(args, " "), code, errs)
	}
	return out
}

func TestCardJSON(t *testing.T) {
	out, errs, code := twtw(t, "card", "37", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var c struct {
		Number, Fragment, Suit int
		Toggle                 bool
		Name                   string
		Cause                  [][]struct{ V int }
		Stack                  []struct {
			Loc  string
			Cost int
		}
		Effect [][]int
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatalf("card --json is not JSON: %v\n%s", err, out)
	}
	// action-cards.md "Decided here": number = 4·(fragment−1) + suit, toggle YES when odd.
	if c.Number != 37 || c.Fragment != 10 || c.Suit != 1 || !c.Toggle || c.Name != "J♣" {
		t.Errorf("card 37 corners = %d/%d/%d/%v %q, want 37, fragment 10, suit 1 (clubs), YES, J♣", c.Number, c.Fragment, c.Suit, c.Toggle, c.Name)
	}
	// seed 000 "Fast Draw": card 37 shows 9 and 1 in the d10 column.
	if len(c.Cause) != 5 || c.Cause[0][3].V != 9 || c.Cause[1][3].V != 1 {
		t.Errorf("card 37 d10 rows 1-2 = %v, want 9, 1", c.Cause)
	}
	if len(c.Stack) != 4 || len(c.Effect) != 7 {
		t.Fatalf("card sections: %d stack entries, %d effect rows; want 4 and 7", len(c.Stack), len(c.Effect))
	}
	// action-cards.md "Decided here": the stack names its locations ("left leg"),
	// the standard one second from the bottom, costs 2, 1, 0, 1; the names are
	// the library's standard deck's.
	std := card.Standard().Cards[37].Stack
	for s, e := range c.Stack {
		if e.Loc != std[s].Location.String() || e.Cost != int(std[s].Cost) {
			t.Errorf("card 37 stack slot %d = %q cost %d, want %q cost %d", s, e.Loc, e.Cost, std[s].Location, std[s].Cost)
		}
	}
	if want := card.Standard().Cards[37].Standard().String(); c.Stack[card.StandardSlot].Loc != want {
		t.Errorf("card 37 standard location %q, want %q", c.Stack[card.StandardSlot].Loc, want)
	}
}

func TestCardPicture(t *testing.T) {
	out, _, code := twtw(t, "card", "50")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	// seed 001 "Bumping Hit Location": card 50 reads left leg, right leg, [left leg], right leg.
	for _, want := range []string{"card 50", "CAUSE", "EFFECT", "HIT LOCATION", "[left leg]", "▲▲   left leg", "▼    right leg", "shield +0", "toggle NO"} {
		if !strings.Contains(out, want) {
			t.Errorf("card 50's picture lacks %q:\n%s", want, out)
		}
	}
}

// seed 000 "Fast Draw": Miranda draws card 37 (9 and 1 in d10), TN 4 → success with one bump.
func TestCheckFastDrawExample(t *testing.T) {
	out, errs, code := twtw(t, "check", "--die", "d10", "--skill", "2", "--tn", "4", "--card", "37", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct {
		Card, Skill, Best, Mod, Total, TN, Margin, Bumps int
		Die                                              string
		Values                                           []int
		Success, Calamity                                bool
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Card != 37 || r.Die != "d10" || len(r.Values) != 2 || r.Values[0] != 9 || r.Values[1] != 1 ||
		r.Best != 9 || r.Total != 9 || r.TN != 4 || !r.Success || r.Margin != 5 || r.Bumps != 1 || r.Calamity {
		t.Errorf("fast-draw check = %+v, want card 37, d10 values [9 1], best 9, TN 4, success, margin 5, 1 bump", r)
	}
}

// A CF cell on a check that succeeds is no calamity (the rules count one on a
// failed check only): card 16, d12 skill 3 reads 2, 9, 1; card 0, d4 skill 1
// reads 1 with CF and fails.
func TestCheckCalamityOnlyOnAFailure(t *testing.T) {
	out, _, code := twtw(t, "check", "--die", "d12", "--skill", "3", "--card", "16")
	if want := "total 9 (mod +0) vs TN 5: success, margin 4, 1 bump(s), CF cell (a calamity only on a failure)\n"; code != 0 || !strings.HasSuffix(out, want) {
		t.Errorf("card 16: exit %d, %q; want it to end %q", code, out, want)
	}
	out, _, _ = twtw(t, "check", "--die", "d4", "--skill", "1", "--card", "0")
	if want := ": failure, short by 4, CALAMITY\n"; !strings.HasSuffix(out, want) {
		t.Errorf("card 0: %q; want it to end %q", out, want)
	}
}

func TestCheckSeededIsRepeatable(t *testing.T) {
	a, _, _ := twtw(t, "check", "--die", "d10", "--skill", "3", "--tn", "9", "--seed", "42", "--json")
	b, _, _ := twtw(t, "check", "--die", "d10", "--skill", "3", "--tn", "9", "--seed", "42", "--json")
	if a != b || !strings.Contains(a, `"seed": 42`) {
		t.Errorf("the same seed gave different checks:\n%s\n%s", a, b)
	}
}

func TestDrawJSON(t *testing.T) {
	out, _, code := twtw(t, "draw", "--count", "54", "--seed", "9", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var cards []struct{ Number int }
	if err := json.Unmarshal([]byte(out), &cards); err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for _, c := range cards {
		seen[c.Number] = true
	}
	if len(cards) != 54 || len(seen) != 54 {
		t.Errorf("54 draws from a fresh deck gave %d cards, %d distinct; want a whole pass", len(cards), len(seen))
	}
}

// ARCHITECTURE.md "CLI contract": bad input prints a clear message and exits 2.
func TestBadInputExitsTwo(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "deck.json")
	if err := os.WriteFile(bad, []byte(`{"name":"broken","cards":[{"number":0}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"card", "54"}, "card 54: want 0..53"},
		{[]string{"card", "-1"}, "card -1: want 0..53"},
		{[]string{"card", "x"}, `card "x"`},
		{[]string{"check", "--die", "d7"}, `die "d7"`},
		{[]string{"check", "--skill", "-1"}, "skill"},
		{[]string{"check", "--skill", "6"}, "skill"},
		{[]string{"check", "--card", "60"}, "card 60"},
		{[]string{"draw", "--count", "0"}, "--count 0"},
		{[]string{"draw", "--seed", "minus"}, "--seed"},
		{[]string{"--deck", bad, "card", "1"}, "deck.json: card 0"},
		{[]string{"--deck", filepath.Join(dir, "none.json"), "card", "1"}, "none.json"},
		{[]string{"fight", filepath.Join(dir, "none.toml")}, "none.toml"},
		{[]string{"nosuchcommand"}, ""},
		// a good deck given to a game that draws no action card was read, then
		// never played, without a word
		{[]string{"fight", "--ruleset", "shootout", "--deck", "../core/card/standard.json"},
			"twtw: ruleset shootout draws no action card (it uses dice, poker): a deck is for a ruleset that uses the action deck, such as twtw\n"},
		{[]string{"sim", "--ruleset", "ticks", "--runs", "2", "--deck", "../core/card/standard.json"},
			"ruleset ticks draws no action card (it uses dice)"},
	} {
		_, errs, code := twtw(t, tc.args...)
		if code != 2 {
			t.Errorf("twtw %v: exit %d, want 2 (stderr %q)", tc.args, code, errs)
		}
		if !strings.Contains(errs, tc.want) {
			t.Errorf("twtw %v: stderr %q does not mention %q", tc.args, errs, tc.want)
		}
	}
}

// BenchmarkColdStartCheck measures `twtw check` as a whole process against a
// baseline process (`twtw --help` skips nothing of Go's start but builds no
// deck): the ratio is what twtw's own start costs. Target: ≤ 20 ms absolute.
func BenchmarkColdStartCheck(b *testing.B) {
	b.Run("baseline=help", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			twtw(b, "--help")
		}
	})
	b.Run("check", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			twtw(b, "check", "--die", "d10", "--skill", "3", "--tn", "9", "--seed", "1")
		}
	})
}
