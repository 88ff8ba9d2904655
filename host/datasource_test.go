package host

import (
	"context"
	"fmt"
	"io/fs"
	"reflect"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/vm"
	"github.com/twtw/twtw/scripts"
)

// houseRule is a house rule module (gulch.NAME) whose setup is body.
func houseRule(name, body string) string {
	return `return { name = "gulch.` + name + `", version = "1.0.0", summary = "s", source = "house rule",
  setup = function(api)
` + body + `
  end }
`
}

// explainCalled explains one shot of the saloon with a called shot at part,
// read off card 40, with the given house rules (file → text) switched on in
// order, and returns the TN term of the called shot and the text transcript.
func explainCalled(t *testing.T, part string, files map[string]string, order ...string) (Term, string) {
	t.Helper()
	tr, text := explainWith(t, "saloon", 3, map[string]string{"card": "40", "called": part}, files, order...)
	for _, ev := range tr.Events {
		if tn, ok := ev.Fields["tn"].(*Terms); ok {
			for _, x := range tn.Terms {
				if x.Tag == "called" {
					return x, text
				}
			}
		}
	}
	t.Fatalf("no called-shot term in\n%s", text)
	return Term{}, ""
}

// explainWith explains one attack of the built-in scenario sc, with seed and
// opts, and the given house rules (file → text) switched on in order; it
// returns the transcript and its text.
func explainWith(t *testing.T, sc string, seed uint64, opts, files map[string]string, order ...string) (*Transcript, string) {
	t.Helper()
	var enable []Enable
	for _, n := range order {
		enable = append(enable, Enable{Name: n})
	}
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: enable})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	s, err := BuiltinScenario("", sc)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	tr, err := e.Explain(context.Background(), s, ExplainOptions{Seed: seed, Opts: opts, Out: &out})
	if err != nil {
		t.Fatal(err)
	}
	return tr, out.String()
}

// A house rule that makes head shots −8 (seed 000 "Called Shots": −6) is
// credited on the called shot's term with its own file:line, in the
// transcript line and in the term's data.
func TestDataProvenanceCreditsTheSet(t *testing.T) {
	copyAndSet := houseRule("headshot", `    api.set("called.table", function(old)
      local t = {}
      for k, v in pairs(old) do t[k] = v end
      t.head = 8
      return t
    end)`)
	files := map[string]string{"houserules/headshot.lua": copyAndSet}
	x, text := explainCalled(t, "head", files, "gulch.headshot")
	want := []*DataSource{{Table: "called.table", Key: "head", SetBy: []DataLink{{Module: "gulch.headshot", Where: "houserules/headshot.lua:3"}}}}
	if x.Amount != 8 || !reflect.DeepEqual(x.Data, want) {
		t.Errorf("head: %+v, data %+v; want +8 credited to houserules/headshot.lua:3", x, x.Data)
	}
	line := "      +8 called shot: head  [core.called rules/called.lua:78 · data called.table[head] set by gulch.headshot houserules/headshot.lua:3]\n"
	if !strings.Contains(text, line) {
		t.Errorf("the transcript lacks %q:\n%s", line, text)
	}
	// The house rule left the torso's −2 alone: the core's line alone.
	if x, _ := explainCalled(t, "torso", files, "gulch.headshot"); x.Amount != 2 || x.Data != nil {
		t.Errorf("torso: %+v, data %+v; want +2 with no data credit", x, x.Data)
	}
}

// wholeCalled is called.table as a whole new table, every row kept (a
// whole-table set keeps every key: checkSet), the head's −6 made −7.
const wholeCalled = `{ torso = 2, arm = 4, leg = 4, chest = 4, belly = 4, head = 7, hand = 6, foot = 6,
      eyeball = 10, eye = 10, heart = 10, vitals = 10 }`

// Whatever form the set takes, the entries it changed are credited and the
// others are not.
func TestDataProvenanceForms(t *testing.T) {
	at := func(line string, module ...string) []*DataSource {
		var by []DataLink
		for _, m := range module {
			by = append(by, DataLink{Module: m, Where: line})
		}
		return []*DataSource{{Table: "called.table", Key: "head", SetBy: by}}
	}
	for _, tc := range []struct {
		name, body string
		part       string
		amount     int
		want       []*DataSource
	}{
		{"changed in place", `    api.set("called.table", function(old) old.head = 9 return old end)`, "head", 9,
			at("houserules/headshot.lua:3", "gulch.headshot")},
		{"a whole new table", "    api.set(\"called.table\", " + wholeCalled + ")", "head", 7,
			at("houserules/headshot.lua:3", "gulch.headshot")},
		{"a whole new table, an entry kept", "    api.set(\"called.table\", " + wholeCalled + ")", "torso", 2, nil},
		{"set to the book's value", `    api.set("called.table", function(old) old.head = 6 return old end)`, "head", 6, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _ := explainCalled(t, tc.part, map[string]string{"houserules/headshot.lua": houseRule("headshot", tc.body)}, "gulch.headshot")
			if x.Amount != tc.amount || !reflect.DeepEqual(x.Data, tc.want) {
				t.Errorf("%+v, data %+v; want %d, data %+v", x, x.Data, tc.amount, tc.want)
			}
		})
	}
}

// Two house rules that both change the entry are credited in load order;
// one that changes another entry is not.
func TestDataProvenanceChain(t *testing.T) {
	files := map[string]string{
		"houserules/a.lua": houseRule("a", `    api.set("called.table", function(old) old.head = 7 return old end)`),
		"houserules/b.lua": houseRule("b", `    api.set("called.table", function(old) old.arm = 5 return old end)`),
		"houserules/c.lua": houseRule("c", `    api.set("called.table", function(old) old.head = old.head + 1 return old end)`),
	}
	x, text := explainCalled(t, "head", files, "gulch.a", "gulch.b", "gulch.c")
	if x.Amount != 8 || len(x.Data) != 1 || x.Data[0].Setters() != "gulch.a houserules/a.lua:3, then gulch.c houserules/c.lua:3" {
		t.Errorf("%+v, data %+v", x, x.Data)
	}
	if line := "data called.table[head] set by gulch.a houserules/a.lua:3, then gulch.c houserules/c.lua:3]"; !strings.Contains(text, line) {
		t.Errorf("the transcript lacks %q:\n%s", line, text)
	}
}

// twtw doc lists what each set wrote, not the value in force: a set that made
// head 7 read 8 when a later set added one to it (doc gave every set the
// final value). The value in force is listed once, for the entries a later
// set changed again.
func TestDocShowsTheValueEachSetWrote(t *testing.T) {
	files := map[string]string{
		"houserules/a.lua": houseRule("a", `    api.set("called.table", function(old) old.head = 7 return old end)`),
		"houserules/b.lua": houseRule("b", `    api.set("called.table", function(old) old.arm = 5 return old end)`),
		"houserules/c.lua": houseRule("c", `    api.set("called.table", function(old) old.head = old.head + 1 return old end)`),
	}
	e, _ := duelEngine(t, Options{
		Layers: []vm.Layer{fakeLayer(files)},
		Enable: []Enable{{Name: "gulch.a"}, {Name: "gulch.b"}, {Name: "gulch.c"}},
	})
	d, err := e.Doc("called.table")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range d.Changes {
		for _, en := range c.Entries {
			got = append(got, fmt.Sprintf("%s %s: %s=%v", c.Module, c.Where, en.Entry, en.Value))
		}
	}
	want := "gulch.a houserules/a.lua:3: called.table[head]=7; gulch.b houserules/b.lua:3: called.table[arm]=5; gulch.c houserules/c.lua:3: called.table[head]=8"
	if s := strings.Join(got, "; "); s != want {
		t.Errorf("changes %s\nwant %s", s, want)
	}
	if len(d.InForce) != 1 || d.InForce[0].Entry != "called.table[head]" || d.InForce[0].Value != int64(8) {
		t.Errorf("in force %+v; want called.table[head] = 8 alone", d.InForce)
	}
}

// What a set changed is listed in the order of the table's keys, the same on
// every build: the entries were walked in Go map order, and doc listed base,
// forgo_divisor and unseen in a different order from one run to the next.
func TestDocListsChangesInTableOrder(t *testing.T) {
	rule := houseRule("order", `    api.set("ranged.table", function(o)
      o.forgo_divisor, o.unseen, o.base, o.size_cap, o.walk = 3, 5, 6, 4, 2
      return o
    end)`)
	for build := 0; build < 6; build++ {
		e, _ := duelEngine(t, Options{
			Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/order.lua": rule})},
			Enable: []Enable{{Name: "gulch.order"}},
		})
		d, err := e.Doc("ranged.table")
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Changes) != 1 {
			t.Fatalf("changes %+v: want one set", d.Changes)
		}
		var got []string
		for _, en := range d.Changes[0].Entries {
			got = append(got, fmt.Sprintf("%s=%v", en.Key, en.Value))
		}
		if s := strings.Join(got, " "); s != "base=6 walk=2 unseen=5 size_cap=4 forgo_divisor=3" {
			t.Fatalf("build %d: changes %s; want base=6 walk=2 unseen=5 size_cap=4 forgo_divisor=3", build, s)
		}
	}
}

// lineOf is "file:N", the line of the built-in script file (as a term
// names it: "rules/ranged.lua") whose text first holds s, so a test names a
// rule's line without a number that moves with every edit above it.
func lineOf(t *testing.T, file, s string) string {
	t.Helper()
	b, err := fs.ReadFile(scripts.FS, file)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(b), "\n") {
		if strings.Contains(l, s) {
			return fmt.Sprintf("%s:%d", file, i+1)
		}
	}
	t.Fatalf("%s has no line holding %q", file, s)
	return ""
}

// explainText explains one attack of the built-in scenario sc (seed 1)
// with the given house rules switched on in order and returns the text.
func explainText(t *testing.T, sc string, opts map[string]string, files map[string]string, order ...string) string {
	t.Helper()
	_, text := explainWith(t, sc, 1, opts, files, order...)
	return text
}

// Numbers a house rule changed are credited where they are read: a term a
// wrapper of melee.defense adds names the wrapper (melee.tn took the Defense
// terms over with its own line); an Accurate bonus a wrapper of aim.bonus
// changed names the wrap; and entries of gear.weapons, melee.numbers,
// ranged.table and throw.table that a set changed name the set.
func TestHouseRuleNumbersAreCreditedWhereTheyAreRead(t *testing.T) {
	files := map[string]string{
		"houserules/scar.lua": houseRule("scar", `    api.wrap("melee.defense", function(next, c, w, spent)
      return next(c, w, spent):add(1, "old scars", "scar")
    end)
    api.wrap("aim.bonus", function(next, ctx) local n, why, from = next(ctx) return n + 1, why .. " + 1", from end)`),
		"houserules/sets.lua": houseRule("sets", `    api.set("gear.weapons", function(o) o.peacemaker.accurate = 2; o.peacemaker.dmg = "(3)8"; return o end)
    api.set("melee.numbers", function(o) o.defense = 4; o.advantage = 2; return o end)
    api.set("ranged.table", function(o) o.forgo_divisor = 3; return o end)
    api.set("throw.table", function(o) o.add = 4; return o end)`),
	}
	by := " set by gulch.sets houserules/sets.lua:"
	for _, tc := range []struct {
		sc    string
		opts  map[string]string
		lines []string
	}{
		{"brawl", nil, []string{
			"+4 Standard (melee)  [core.melee " + lineOf(t, "rules/melee.lua", `"Standard (melee)"`) + " · data melee.numbers[defense]" + by + "4]",
			"+3 brawl 3  [core.melee " + lineOf(t, "rules/melee.lua", `string.format("%s %d", name, full)`) + "]",
			"+1 old scars  [gulch.scar houserules/scar.lua:4]",
			"+2 advantage: attacker (1 factors vs 0)  [core.melee " + lineOf(t, "rules/melee.lua", `mod:add(adv.bonus, string.format("advantage: attacker`) + " · data melee.numbers[advantage]" + by + "4]",
		}},
		{"saloon", map[string]string{"aimed": "1"}, []string{
			"+3 Accurate (2) × 1: 1 aim action(s), held 0 round(s) + 1  [core.ranged " + lineOf(t, "rules/ranged.lua", `mod:add(bonus, why ~= ""`) + " · rule aim.bonus wrapped by gulch.scar houserules/scar.lua:6 · data gear.weapons[peacemaker][accurate]" + by + "3]",
			"+23 card 19, (3)8 at row (3)8  [core.damage " + lineOf(t, "rules/damage.lua", `local e = api.terms("effect"`) + " · data gear.weapons[peacemaker][dmg]" + by + "3]",
		}},
		{"saloon", map[string]string{"range": "40", "target_forgoing": "true"}, []string{
			"+1 range 40 paces ÷ 3: target forgoes defense, increment 8  [core.ranged " + lineOf(t, "rules/ranged.lua", `tn:add(n, "range " .. why`) + " · data ranged.table[forgo_divisor]" + by + "5]",
		}},
		{"throwing", nil, []string{
			"+1 range 14 paces, thrown: increment 8 (Strength/2 + 4)  [core.ranged " + lineOf(t, "rules/ranged.lua", `tn:add(n, string.format("range %s, thrown`) + " · data throw.table[add]" + by + "6]",
		}},
	} {
		text := explainText(t, tc.sc, tc.opts, files, "gulch.scar", "gulch.sets")
		for _, l := range tc.lines {
			if !strings.Contains(text, "      "+l+"\n") {
				t.Errorf("%s %v: no line %q in\n%s", tc.sc, tc.opts, l, text)
			}
		}
	}
}

// A helper rule a house rule wraps is credited on the number the core rule
// built from it: ranged.increments on the range term, wounds.row on the
// wound penalty (through wounds.penalty) — the wrap's own line, not only the
// core's.
func TestWrappedHelperRulesAreCreditedOnTheirNumbers(t *testing.T) {
	files := map[string]string{
		"houserules/helpers.lua": houseRule("helpers", `    api.wrap("ranged.increments", function(next, ...) return next(...) * 2 end)
    api.wrap("wounds.row", function(next, level)
      local row, from = next(level)
      if not row then return row, from end
      return { name = row.name, penalty = row.penalty - 1, stun = row.stun }, from
    end)`),
	}
	text := explainText(t, "saloon", map[string]string{"range": "20", "card": "40"}, files, "gulch.helpers")
	want := "      +4 range 20 paces, increment 8  [core.ranged " + lineOf(t, "rules/ranged.lua", `tn:add(n, "range " .. why`) + " · rule ranged.increments wrapped by gulch.helpers houserules/helpers.lua:3]\n"
	if !strings.Contains(text, want) {
		t.Errorf("no line %q in\n%s", want, text)
	}
	if !strings.Contains(text, "rule wounds.row wrapped by gulch.helpers houserules/helpers.lua:4") {
		t.Errorf("no term credits the wrap of wounds.row in\n%s", text)
	}
}

// A wrapper is credited on the number it changed, not on every number its
// rule works out: a wrapper of aim.bonus that hands next's bonus on for one
// aim action and adds 1 for two is named on the second shot only.
func TestRuleWrapperIsCreditedOnlyWhereItChangedTheNumber(t *testing.T) {
	files := map[string]string{"houserules/steady.lua": houseRule("steady", `    api.wrap("aim.bonus", function(next, ctx)
      if (ctx.aimed or 0) < 2 then return next(ctx) end
      local n, why, from = next(ctx)
      return n + 1, why .. " + steady", from
    end)
    api.set("gear.weapons", function(o) o.peacemaker.accurate = 1; return o end)`)}
	at := lineOf(t, "rules/ranged.lua", `mod:add(bonus, why ~= ""`)
	set := " · data gear.weapons[peacemaker][accurate] set by gulch.steady houserules/steady.lua:8"
	for aimed, want := range map[string]string{
		"1": "+1 Accurate (1) × 1: 1 aim action(s), held 0 round(s)  [core.ranged " + at + set + "]",
		"2": "+3 Accurate (1) × 2: 2 aim action(s), held 0 round(s) + steady  [core.ranged " + at + " · rule aim.bonus wrapped by gulch.steady houserules/steady.lua:3" + set + "]",
	} {
		text := explainText(t, "saloon", map[string]string{"aimed": aimed}, files, "gulch.steady")
		if !strings.Contains(text, "      "+want+"\n") {
			t.Errorf("aimed %s: no line %q in\n%s", aimed, want, text)
		}
	}
}

// A replacement of aim.bonus, and a wrap that makes a bonus where the core's
// rule gave none (Accurate 0, which hands back no data and no reason), are
// credited on the bonus they made, as a wrap that changes a bonus is: the
// core hands the data on with the rule's own name added. A bonus with no
// reason reads "aim bonus".
func TestAimBonusReplacedOrMadeFromNothingIsCredited(t *testing.T) {
	at := lineOf(t, "rules/ranged.lua", `mod:add(bonus, why ~= ""`)
	replaced := `return { name = "gulch.steady", version = "1.0.0", summary = "s", source = "house rule",
  replaces = { "aim.bonus" },
  setup = function(api)
    api.replace("aim.bonus", function(ctx)
      local aimed = ctx.aimed or 0
      if ctx.fan or aimed <= 0 then return 0, "" end
      return (((ctx.weapon and ctx.weapon.accurate) or 0) + 1) * aimed, "steady aim: (Accurate + 1) × aims"
    end)
  end }
`
	for _, tc := range []struct {
		name, file, text, want string
	}{
		{"replaced", "houserules/steady.lua", replaced,
			"+1 steady aim: (Accurate + 1) × aims  [core.ranged " + at + " · rule aim.bonus replaced by gulch.steady houserules/steady.lua:4]"},
		{"made from nothing", "houserules/steady.lua", houseRule("steady", `    api.set("gear.weapons", function(o) o.peacemaker.accurate = 0; return o end)
    api.wrap("aim.bonus", function(next, ctx) local n, why, from = next(ctx) return n + 1, why, from end)`),
			"+1 aim bonus  [core.ranged " + at + " · rule aim.bonus wrapped by gulch.steady houserules/steady.lua:4]"},
	} {
		text := explainText(t, "saloon", map[string]string{"aimed": "1"}, map[string]string{tc.file: tc.text}, "gulch.steady")
		if !strings.Contains(text, "      "+tc.want+"\n") {
			t.Errorf("%s: no line %q in\n%s", tc.name, tc.want, text)
		}
	}
}

// A data table whose definer wrote one row once and used it for several
// entries (shootout's chart gives head, chest and both abdomens one row list)
// is changed by a set function only where the set changes it: the set's
// in-place edit of the head's row changed the chest's too, credited as four
// changes, and the chest read M (Mortal) where the book prints F.
func TestSetChangesOneOfSharedRows(t *testing.T) {
	def := `return { name = "gulch.def", version = "1.0.0", summary = "s", source = "house rule",
  setup = function(api)
    local body = { "F", "F", "M" }
    api.define("gulch.chart", { head = { rows = body }, chest = { rows = body } }, "a chart")
  end }
`
	edit := `return { name = "gulch.edit", version = "1.0.0", summary = "s", source = "house rule",
  requires = { "gulch.def" },
  setup = function(api)
    api.set("gulch.chart", function(old)
      old.head.rows[2] = "M"
      return old
    end)
  end }
`
	e, _ := duelEngine(t, Options{
		Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/def.lua": def, "houserules/edit.lua": edit})},
		Enable: []Enable{{Name: "gulch.def"}, {Name: "gulch.edit"}},
	})
	d, err := e.Doc("gulch.chart")
	if err != nil {
		t.Fatal(err)
	}
	v, ok := d.Value.(map[string]any)
	if !ok {
		t.Fatalf("value %#v", d.Value)
	}
	head := fmt.Sprint(v["head"].(map[string]any)["rows"])
	chest := fmt.Sprint(v["chest"].(map[string]any)["rows"])
	if head != "[F M M]" || chest != "[F F M]" {
		t.Errorf("head rows %s, chest rows %s; want [F M M] and [F F M]", head, chest)
	}
	if len(d.Changes) != 1 || len(d.Changes[0].Entries) != 1 || d.Changes[0].Entries[0].Key != "head.rows.2" {
		t.Errorf("changes %+v; want one: head.rows.2", d.Changes)
	}
}

// A term credits a data entry only for the fields it read: the wound level
// (a count of wounds, named by its row) credits a set that renamed the
// level, not one that changed the row's stun TN (it credited the whole row,
// so gw.gun's stun + 2 was named on "+2 the most wounds in any part").
func TestWoundLevelCreditsOnlyTheRowsName(t *testing.T) {
	files := map[string]string{
		"houserules/stun.lua": houseRule("stun", `    api.set("wounds.levels", function(old)
      for _, row in ipairs(old) do row.stun = row.stun + 2 end
      return old
    end)`),
		"houserules/rename.lua": houseRule("rename", `    api.set("wounds.levels", function(old) old[2].name = "Winged" return old end)`),
	}
	level := func(order ...string) Term {
		t.Helper()
		tr, text := explainWith(t, "saloon", 3, map[string]string{"card": "45"}, files, order...)
		for _, ev := range tr.Events {
			if l, ok := ev.Fields["wound_level"].(*Terms); ok && len(l.Terms) == 1 {
				return l.Terms[0]
			}
		}
		t.Fatalf("no wound level in\n%s", text)
		return Term{}
	}
	if x := level("gulch.stun"); x.Amount != 2 || x.Reason != "the most wounds in any part: right arm 2 (Light)" || len(x.Data) != 0 {
		t.Errorf("with the stun TNs raised: %+v, data %+v; want 2 (Light) with no data", x, x.Data)
	}
	x := level("gulch.stun", "gulch.rename")
	if x.Amount != 2 || x.Reason != "the most wounds in any part: right arm 2 (Winged)" || len(x.Data) != 1 ||
		x.Data[0].String() != "data wounds.levels[2][name] set by gulch.rename houserules/rename.lua:3" {
		t.Errorf("with level 2 renamed: %+v, data %+v", x, x.Data)
	}
}

// stun.check and stun.recover read their TN through rule stun.tn (seed 000:
// "The TN is listed in the Stun column"), so a house rule that wraps it
// changes both, credited on the TN: the wrap was accepted and changed
// nothing, both read wounds.row themselves.
func TestStunTNWrapChangesTheStunChecks(t *testing.T) {
	files := map[string]string{"houserules/stiff.lua": houseRule("stiff",
		`    api.wrap("stun.tn", function(next, c, level) return next(c, level) + 2 end)`)}
	wrap := lineOf(t, "rules/wounds.lua", `then tn:add(n - row.stun, "changed by rule stun.tn"`)
	tr, text := explainWith(t, "saloon", 3, map[string]string{"card": "45"}, files, "gulch.stiff")
	var got []string
	for _, ev := range tr.Events {
		if tn, ok := ev.Fields["tn"].(*Terms); ok && ev.Kind == "stun" {
			for _, x := range tn.Terms {
				got = append(got, fmt.Sprintf("%+d %s [%s]", x.Amount, x.Reason, x.Credit()))
			}
		}
	}
	want := "+3 Stun: Scratched (wound level before the hit) [core.wounds " + lineOf(t, "rules/wounds.lua", `api.terms("stun TN"`) + "]; " +
		"+2 changed by rule stun.tn [core.wounds " + wrap + " · rule stun.tn wrapped by gulch.stiff houserules/stiff.lua:3]"
	if s := strings.Join(got, "; "); s != want {
		t.Errorf("stun check TN: %s\nwant %s\n%s", s, want, text)
	}
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: []Enable{{Name: "gulch.stiff"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	res, err := e.Fight(context.Background(), nil, FightOptions{Seed: 1, Keep: true})
	if err != nil {
		t.Fatal(err)
	}
	// stun.recover's own line, the second that adds the term
	src, err := fs.ReadFile(scripts.FS, "rules/wounds.lua")
	if err != nil {
		t.Fatal(err)
	}
	var recWrap string
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, `then tn:add(n - row.stun, "changed by rule stun.tn"`) && "rules/wounds.lua:"+fmt.Sprint(i+1) != wrap {
			recWrap = "rules/wounds.lua:" + fmt.Sprint(i+1)
		}
	}
	recoveries := 0
	for _, ev := range res.Transcript.Events {
		tn, ok := ev.Fields["tn"].(*Terms)
		if !ok || !strings.Contains(ev.Text, "recovery check") || ev.Kind != "check" {
			continue
		}
		recoveries++
		if len(tn.Terms) != 2 || tn.Terms[1].Amount != 2 || tn.Terms[1].Credit() != "core.wounds "+recWrap+" · rule stun.tn wrapped by gulch.stiff houserules/stiff.lua:3" {
			t.Errorf("recovery TN %s: %+v", ev.Text, tn.Terms)
		}
	}
	if recoveries == 0 {
		t.Error("no recovery check in the fight")
	}
}
