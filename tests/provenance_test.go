package tests

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// headshotCampaign scaffolds the "head shots are −8" house rule (seed 000
// "Called Shots": −6) into a new campaign, switches it on (with head = 8
// when eight) and returns the campaign and the module's file; commands run
// in the campaign's folder, so paths print as the user typed them.
func headshotCampaign(t *testing.T, eight bool) (camp, module string) {
	t.Helper()
	t.Chdir(t.TempDir())
	mustTwtw(t, "campaign", "new", "gulch.toml")
	mustTwtw(t, "new", "module", "gulch.headshot", "--dir", "gulch-rules", "--campaign", "gulch.toml")
	mustTwtw(t, "campaign", "enable", "gulch.toml", "gulch.headshot")
	if eight {
		mustTwtw(t, "campaign", "set", "gulch.toml", "gulch.headshot.head=8")
	}
	return "gulch.toml", filepath.Join("gulch-rules", "headshot.lua")
}

// explain credits a number read from a data table that a house rule changed
// with api.set to the house rule's file:line, in text and JSON, and twtw doc
// shows the table's chain and what the set changed.
func TestExplainCreditsTheHouseRule(t *testing.T) {
	camp, _ := headshotCampaign(t, true)
	out := mustTwtw(t, "explain", "--campaign", camp, "--called", "head", "--card", "40", "--seed", "3")
	for _, want := range []string{
		"campaign gulch.toml · rules " + simRules(t, camp) + " · modules: bumps 1.0.0 (step=4), gulch.headshot 0.1.0 (head=8)\n",
		"    tn: 5 (Standard) + 1 (range 10 paces, increment 8) + 2 (snap shot (F/-2)) + 8 (called shot: head) = 16\n",
		"      +8 called shot: head  [core.called rules/called.lua:78 · data called.table[head] set by gulch.headshot gulch-rules/headshot.lua:24]\n",
		// the range and snap shot terms read tables the house rule left alone
		"      +1 range 10 paces, increment 8  [core.ranged rules/ranged.lua:" + scriptLine(t, "rules/ranged.lua", `tn:add(n, "range " .. why`) + "]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain lacks %q:\n%s", want, out)
		}
	}

	out = mustTwtw(t, "explain", "--campaign", camp, "--called", "head", "--card", "40", "--seed", "3", "--json")
	var found bool
	for _, x := range loggedTerms(t, out, "", "tn") {
		if x.Tag != "called" {
			continue
		}
		found = true
		if x.Amount != 8 || !x.credits("called.table", "head", "gulch.headshot", "gulch-rules/headshot.lua:24") {
			t.Errorf("the called-shot term in JSON: %+v", x)
		}
	}
	if !found {
		t.Errorf("no called-shot term in the JSON transcript:\n%s", out)
	}

	out = mustTwtw(t, "doc", "called.table", "--campaign", camp)
	for _, want := range []string{
		"called.table (data table)\n  seed 000 \"Called Shots\": TN penalty by part (left/right and plurals are ignored)\n",
		"chain:\n  define  core.called              rules/called.lua:37\n  set     gulch.headshot           gulch-rules/headshot.lua:24\n",
		"changed by sets:\n  gulch.headshot gulch-rules/headshot.lua:24: called.table[head] = 8\n",
		"shape:\n  ---@class twtw.data.called_table\n  ---@field arm integer\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("doc lacks %q:\n%s", want, out)
		}
	}
	var d struct {
		Name, Kind string
		Chain      []struct{ Op, Module, Where string }
		Value      map[string]int
		Changes    []struct {
			Module, Where string
			Entries       []struct {
				Key, Entry string
				Value      int
			}
		}
	}
	if err := json.Unmarshal([]byte(mustTwtw(t, "doc", "called.table", "--campaign", camp, "--json")), &d); err != nil {
		t.Fatal(err)
	}
	if d.Kind != "data" || len(d.Chain) != 2 || d.Value["head"] != 8 || d.Value["torso"] != 2 || len(d.Changes) != 1 ||
		len(d.Changes[0].Entries) != 1 || d.Changes[0].Entries[0].Entry != "called.table[head]" || d.Changes[0].Entries[0].Value != 8 {
		t.Errorf("doc --json: %+v", d)
	}

	out = mustTwtw(t, "doc", "ranged.tn")
	if want := "ranged.tn (rule)\n  the TN of a ranged attack, as terms\n  call: api.rules[\"ranged.tn\"](ctx)\nchain:\n  define  core.ranged              rules/ranged.lua:" +
		scriptLine(t, "rules/ranged.lua", `api.define("ranged.tn"`) + "\n"; out != want {
		t.Errorf("doc ranged.tn:\n%s\nwant:\n%s", out, want)
	}
	out = mustTwtw(t, "doc", "wound.applied")
	for _, want := range []string{"wound.applied (event)\n", "  declared by core.damage (rules/damage.lua); listeners get (fight, ev)\nfields:\n", "  part — the body part hit\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("doc wound.applied lacks %q:\n%s", want, out)
		}
	}
	if _, errs, code := twtw(t, "doc", "called.tabel"); code != 2 || errs != "twtw: doc: ruleset twtw has no rule, data table or event \"called.tabel\"; did you mean \"called.table\"?\n" {
		t.Errorf("doc of a misspelt name: exit %d, %q", code, errs)
	}
}

// twtw doc credits each set with the value it wrote: with head = 8 from
// gulch.headshot and a later house rule making it 10, doc said
// "gulch.headshot …: called.table[head] = 10" (text and JSON). The value in
// force is shown once, apart.
func TestDocShowsWhatEachSetWrote(t *testing.T) {
	camp, _ := headshotCampaign(t, true)
	ten := `return { name = "gulch.head10", version = "1.0.0", summary = "head 10", source = "house rule",
  setup = function(api)
    api.set("called.table", function(old) old.head = 10 return old end)
  end }
`
	if err := os.WriteFile(filepath.Join("gulch-rules", "head10.lua"), []byte(ten), 0o644); err != nil {
		t.Fatal(err)
	}
	mustTwtw(t, "campaign", "enable", camp, "gulch.head10")
	out := mustTwtw(t, "doc", "called.table", "--campaign", camp)
	want := "changed by sets:\n  gulch.headshot gulch-rules/headshot.lua:24: called.table[head] = 8\n" +
		"  gulch.head10 gulch-rules/head10.lua:3: called.table[head] = 10\n" +
		"in force (a later set changed what a set above wrote):\n  called.table[head] = 10\nshape:\n"
	if !strings.Contains(out, want) {
		t.Errorf("doc lacks %q:\n%s", want, out)
	}
	var d struct {
		Value   map[string]int
		Changes []struct {
			Module  string
			Entries []struct{ Value int }
		}
		InForce []struct {
			Entry string
			Value int
		} `json:"in_force"`
	}
	if err := json.Unmarshal([]byte(mustTwtw(t, "doc", "called.table", "--campaign", camp, "--json")), &d); err != nil {
		t.Fatal(err)
	}
	if d.Value["head"] != 10 || len(d.Changes) != 2 || d.Changes[0].Module != "gulch.headshot" || len(d.Changes[0].Entries) != 1 ||
		d.Changes[0].Entries[0].Value != 8 || len(d.Changes[1].Entries) != 1 || d.Changes[1].Entries[0].Value != 10 ||
		len(d.InForce) != 1 || d.InForce[0].Entry != "called.table[head]" || d.InForce[0].Value != 10 {
		t.Errorf("doc --json: %+v", d)
	}
}

// twtw doc of a rule only a module that is off defines shows it as it would
// be with that module on, and says so; with the module on it is the same
// doc without the note. A rule of another ruleset names the ruleset.
func TestDocOfARuleOfAModuleThatIsOff(t *testing.T) {
	body := "  how fast a character bleeds\n  call: api.rules[\"bleeding.rate\"](c)\nchain:\n" +
		"  define  bleeding                 optional/bleeding.lua:" + scriptLine(t, "optional/bleeding.lua", `api.define("bleeding.rate"`) + "\n"
	out := mustTwtw(t, "doc", "bleeding.rate")
	if want := "bleeding.rate (rule)\n  module bleeding is off: this is the rule with it on (twtw campaign enable FILE bleeding)\n" + body; out != want {
		t.Errorf("doc of an off module's rule:\n%s\nwant:\n%s", out, want)
	}
	// a module that requires another that is off: the command enables both, and works
	out = mustTwtw(t, "doc", "arc_edges.toggle")
	if want := "  module arc_edges is off: this is the rule with it on (twtw campaign enable FILE fields_of_fire arc_edges)\n"; !strings.Contains(out, want) {
		t.Errorf("doc arc_edges.toggle lacks %q:\n%s", want, out)
	}
	camp := filepath.Join(t.TempDir(), "bleed.toml")
	mustTwtw(t, "campaign", "new", camp)
	mustTwtw(t, "campaign", "enable", camp, "fields_of_fire", "arc_edges")
	mustTwtw(t, "campaign", "enable", camp, "bleeding")
	if out, want := mustTwtw(t, "doc", "bleeding.rate", "--campaign", camp), "bleeding.rate (rule)\n"+body; out != want {
		t.Errorf("doc with bleeding on:\n%s\nwant:\n%s", out, want)
	}
	var d struct{ Off string }
	if err := json.Unmarshal([]byte(mustTwtw(t, "doc", "--json", "gulch.hard_cover.bonus")), &d); err != nil || d.Off != "gulch.hard_cover" {
		t.Errorf("doc --json of a house rule's rule: off %q, %v", d.Off, err)
	}
	if _, errs, code := twtw(t, "doc", "--ruleset", "ticks", "ranged.tn"); code != 2 ||
		errs != "twtw: doc: ruleset ticks has no rule, data table or event \"ranged.tn\" (ruleset twtw has one: twtw doc --ruleset twtw ranged.tn)\n" {
		t.Errorf("doc of another ruleset's rule: exit %d, %q", code, errs)
	}
}

// fight, explain, sim and test warn when a campaign's module changed since
// it was locked; --strict refuses it (exit 2); campaign lock accepts it.
func TestStaleLockWarns(t *testing.T) {
	// the module's spec expects the book's −6: the campaign keeps it
	camp, module := headshotCampaign(t, false)
	if _, errs, code := twtw(t, "fight", "--campaign", camp, "--seed", "1", "--rounds", "1", "--strict"); code != 0 || errs != "" {
		t.Fatalf("a freshly locked campaign: exit %d, %q", code, errs)
	}
	text, err := os.ReadFile(module)
	if err != nil {
		t.Fatal(err)
	}
	// a comment changes the file, not what it does: its specs still pass
	if err := os.WriteFile(module, append(text, "-- edited after the lock\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	const warning = "twtw: warning: campaign gulch.toml: gulch.headshot: gulch-rules/headshot.lua changed since it was locked; review it, then accept it with: twtw campaign lock gulch.toml\n"
	for _, args := range [][]string{
		{"fight", "--campaign", camp, "--seed", "1", "--rounds", "1"},
		{"explain", "--campaign", camp, "--seed", "1"},
		{"sim", "--campaign", camp, "--runs", "2"},
		{"test", "--campaign", camp, "--only-campaign"},
	} {
		_, errs, code := twtw(t, args...)
		if code != 0 || errs != warning {
			t.Errorf("%v: exit %d, stderr %q; want 0 and %q", args, code, errs, warning)
		}
		_, errs, code = twtw(t, append(args, "--strict")...)
		want := "twtw: campaign gulch.toml changed since it was locked (gulch.headshot: gulch-rules/headshot.lua changed since it was locked); --strict refuses it: review the change, then accept it with: twtw campaign lock gulch.toml\n"
		if code != 2 || errs != want {
			t.Errorf("%v --strict: exit %d, stderr %q; want 2 and %q", args, code, errs, want)
		}
	}
	_, errs, code := twtw(t, "fight", "--campaign", camp, "--seed", "1", "--rounds", "1", "--json")
	if want := `{"warning":{"message":"campaign gulch.toml: gulch.headshot: gulch-rules/headshot.lua changed since it was locked; review it, then accept it with: twtw campaign lock gulch.toml","kind":"stale","file":"gulch.toml","line":16,"field":"lock.\"gulch.headshot\""}}` + "\n"; code != 0 || errs != want {
		t.Errorf("--json: exit %d, stderr %q; want %q", code, errs, want)
	}
	if out := mustTwtw(t, "campaign", "lock", camp); out != "gulch.toml: locked gulch.headshot\ngulch.toml: locked bumps\n" {
		t.Errorf("campaign lock: %q", out)
	}
	if _, errs, code := twtw(t, "fight", "--campaign", camp, "--seed", "1", "--rounds", "1", "--strict"); code != 0 || errs != "" {
		t.Errorf("after campaign lock: exit %d, %q", code, errs)
	}
}

// jsonTerm is a term as a --json transcript prints it, with the data
// entries a set changed (jsonSource).
type jsonTerm struct {
	Amount     int
	Tag, Where string
	Data       []jsonSource
}

// jsonSource is a data table entry a term was read from and the sets that
// changed it, or (Rule) the rule that worked the amount out and the wraps
// and replaces that changed it.
type jsonSource struct {
	Table, Key string
	Rule       bool
	SetBy      []jsonLink `json:"set_by"`
}

// jsonLink is one set: its module and the file:line of its api.set (or,
// for a rule, Op: its wrap or replace).
type jsonLink struct{ Module, Where, Op string }

// credits says whether the term was read from the entry key of table alone,
// which one set changed: module's api.set at where.
func (x jsonTerm) credits(table, key, module, where string) bool {
	return reflect.DeepEqual(x.Data, []jsonSource{{Table: table, Key: key, SetBy: []jsonLink{{Module: module, Where: where}}}})
}

// loggedTerms returns the terms of the terms-valued field of every event of
// the kind ("" for any) in a --json transcript, in order.
func loggedTerms(t *testing.T, out, kind, field string) []jsonTerm {
	t.Helper()
	var terms []jsonTerm
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var ev struct {
			Kind   string
			Fields map[string]json.RawMessage
		}
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		if (kind != "" && ev.Kind != kind) || ev.Fields[field] == nil {
			continue
		}
		var v struct{ Terms []jsonTerm }
		if err := json.Unmarshal(ev.Fields[field], &v); err != nil {
			t.Fatalf("%s.%s: %v: %s", kind, field, err, line)
		}
		terms = append(terms, v.Terms...)
	}
	return terms
}

// scriptLine is the line number of the first line of scripts/FILE that
// contains text: where a term or a define stands, found from the source so
// that a test pins the right line without repeating it.
func scriptLine(t *testing.T, file, text string) string {
	t.Helper()
	_, here, _, _ := runtime.Caller(0) // this file, whatever the test's working folder
	b, err := os.ReadFile(filepath.Join(filepath.Dir(here), "..", "scripts", filepath.FromSlash(file)))
	if err != nil {
		t.Fatal(err)
	}
	return textLine(t, file, string(b), text)
}

// textLine is the line number of the first line of the text of file that
// contains s.
func textLine(t *testing.T, file, text, s string) string {
	t.Helper()
	for i, line := range strings.Split(text, "\n") {
		if strings.Contains(line, s) {
			return strconv.Itoa(i + 1)
		}
	}
	t.Fatalf("%s has no line with %q", file, s)
	return ""
}
