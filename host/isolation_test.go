package host

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// allModules returns as many optional and example house modules as can be on
// together (in catalog order, skipping any that conflicts with one taken).
func allModules(t *testing.T) []Enable {
	t.Helper()
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var on []Enable
	for _, m := range e.Catalog().Modules() {
		if m.Kind == KindCore || m.DefaultOn {
			continue
		}
		try := append(append([]Enable(nil), on...), Enable{Name: m.Name})
		if _, err := e.Catalog().Resolve(try); err == nil {
			on = try
		}
	}
	if len(on) < 5 {
		t.Fatalf("only %d modules can be on together: %v", len(on), on)
	}
	return on
}

// transcript runs one fight and returns its JSON transcript.
func transcript(t *testing.T, e *Engine, sc *Scenario, seed uint64) string {
	t.Helper()
	var out bytes.Buffer
	if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed, Out: &out, JSON: true}); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return out.String()
}

// The built-in scripts keep no state between fights, which is why a fight
// on the built-in scripts alone may reuse a pooled VM as it is: with every
// optional and example house module on, fights run one after another on the
// same VM give the very transcripts that fights on freshly rebuilt module
// state give.
func TestBuiltinScriptsKeepNoState(t *testing.T) {
	on := allModules(t)
	reused, err := New(Options{Enable: on})
	if err != nil {
		t.Fatal(err)
	}
	defer reused.Close()
	fresh, err := New(Options{Enable: on})
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	for _, name := range []string{"duel", "saloon"} {
		sc, err := BuiltinScenario("", name)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 12; seed++ {
			got := transcript(t, reused, sc, seed)
			v, err := fresh.pool.Get()
			if err != nil {
				t.Fatal(err)
			}
			if err := fresh.rebuild(context.Background(), v); err != nil {
				t.Fatal(err)
			}
			fresh.pool.Put(v)
			want := transcript(t, fresh, sc, seed)
			if got != want {
				t.Fatalf("%s seed %d: the transcript on a reused VM differs from one on fresh module state (modules %v)", name, seed, on)
			}
		}
	}
}

// statefulLayer is a house rule keeping state in module locals: a counter
// that changes a TN every third call and a hoard that grows with every call
// (testdata/stateful).
func statefulLayer(t testing.TB) map[string]string { return fixtureFiles(t, "stateful") }

// A house rule keeping a counter made sim --workers 2 differ from --workers
// 1 (and from run to run), and one that hoards grew without end: with
// scripts outside the built-in set loaded, every fight starts from fresh
// module state.
func TestStatefulHouseRuleCannotLeakBetweenFights(t *testing.T) {
	e, sc := duelEngine(t, Options{Layers: []vm.Layer{fakeLayer(statefulLayer(t))}, Enable: []Enable{{Name: "house.stateful"}}})
	first := checkFightsIsolated(t, e, sc, 60)
	if !strings.Contains(first, `"text":"probe table: 1"`) || !strings.Contains(first, `"fields":{"hoard":1,"n":1}`) {
		t.Errorf("the first probe is not table 1 with a hoard of 1: %.300s", first[strings.Index(first, `"probe"`):])
	}
}

// checkFightsIsolated checks that e's fights do not depend on the fights
// run before them: seed 2 gives the same transcript after three other
// fights, and runs seeds of sc give the same report on one worker and on
// two. It returns seed 2's first transcript.
func checkFightsIsolated(t *testing.T, e *Engine, sc *Scenario, runs int) string {
	t.Helper()
	first := transcript(t, e, sc, 2)
	for i := 0; i < 3; i++ {
		transcript(t, e, sc, uint64(10+i))
	}
	if again := transcript(t, e, sc, 2); again != first {
		t.Error("seed 2 after three other fights differs from seed 2 first")
	}
	one, err := e.Simulate(context.Background(), sc, SimOptions{Runs: runs, FirstSeed: 1, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	two, err := e.Simulate(context.Background(), sc, SimOptions{Runs: runs, FirstSeed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := one.JSON()
	b, _ := two.JSON()
	if string(a) != string(b) {
		t.Errorf("workers 1: %s\nworkers 2: %s", a, b)
	}
	return first
}

// Globals one spec "it" sets do not reach the next, nor what it overwrote
// in a card or wrote into a data table, and each "it" starts with the spec
// file's own registry and a fresh seeded session; a before_each still sets
// up what it needs. The spec file's own locals follow busted: the file runs
// once, so they are shared by its "it"s (what setup and lazy_setup are
// for).
func TestSpecItsDoNotShareState(t *testing.T) {
	spec := `local seen = 0
local counter = require("houserules.stateful")
local ladder = require("twtw").rules["tn.ladder"]
ladder.heroic = 14 -- the file runs once: every test starts from this
describe("isolation", function()
  local before = 0
  before_each(function() before = before + 1 end)
  it("first", function()
    seen = seen + 1
    leaked = "yes"
    assert.equal(1, seen) assert.equal(1, before) assert.equal(nil, rawget(_G, "x"))
  end)
  it("second", function()
    seen = seen + 1
    assert.equal(2, seen) assert.equal(2, before) assert.equal(nil, leaked)
    assert.equal("table: 1", tostring({}))
  end)
  it("changes card 37", function()
    local c = require("twtw").action.card(37)
    c.pen, c.effect[8][1] = 9, 99
    assert.equal(9, require("twtw").action.card(37).pen)
  end)
  it("sees card 37 as printed (Pen 1, d8 row (1) 8)", function()
    local c = require("twtw").action.card(37)
    assert.equal(1, c.pen) assert.equal(8, c.effect[8][1])
  end)
  it("changes the TN ladder", function()
    ladder.standard, ladder.gulch = 7, 2
    assert.equal(7, require("twtw").rules["tn.ladder"].standard)
  end)
  it("sees the ladder as the file left it (Standard 5, no gulch, Heroic 14)", function()
    assert.equal(5, ladder.standard) assert.equal(nil, ladder.gulch) assert.equal(14, ladder.heroic)
  end)
end)
`
	files := map[string]string{"houserules/stateful_spec.lua": spec}
	for k, v := range statefulLayer(t) {
		files[k] = v
	}
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(files)}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var out bytes.Buffer
	rep := e.RunSpecs(context.Background(), []string{"houserules/stateful_spec.lua"}, &out)
	if rep.Passed != 6 || rep.Failed != 0 {
		t.Errorf("%d passed, %d failed:\n%s", rep.Passed, rep.Failed, out.String())
	}
}

// BenchmarkDuelFreshState is BenchmarkDuel with a house-rule folder loaded,
// so every fight rebuilds its module state first (freshVM): the difference
// is the price of that isolation.
//
//	go test ./host -run '^$' -bench 'Duel' -benchtime 300x
func BenchmarkDuelFreshState(b *testing.B) {
	layer := fakeLayer(map[string]string{"houserules/noop.lua": `return { name = "house.noop", version = "1.0.0", summary = "does nothing", source = "test",
  setup = function(api) end }
`})
	e, err := New(Options{Layers: []vm.Layer{layer}, Enable: []Enable{{Name: "house.noop"}}})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close() // now, not at Cleanup: an idle engine would weigh on the next benchmark's GC
	sc, err := BuiltinScenario("", "duel")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "fights/s")
}

// A card is the same in every fight. A house rule that overwrote a field of
// the card a check read (its Pen, one more each time) changed the cards of
// every later fight on that VM, so seed 2 read differently after other
// fights and sim --workers 1 and 2 disagreed: what it overwrites is put back
// before the next fight. Adding a field, rawset, the table library and
// setmetatable are refused at the script's line.
func TestHouseRuleCannotChangeACardForLaterFights(t *testing.T) {
	rule := houseRule("marks", `    api.wrap("check.skill", function(next, ...)
      local r = next(...)
      r.card.pen = r.card.pen + 1
      r.card.stack[1].loc = "head"
      api.log("marks", { text = "card " .. r.number .. " pen " .. r.card.pen })
      return r
    end)
    api.define("gulch.mark", function(how)
      local c = api.action.card(37)
      if how == "field" then c.marked = true end
      if how == "inner" then c.stack[1].note = "x" end
      if how == "insert" then table.insert(c.figures, 9) end
      if how == "rawset" then rawset(c.effect, 99, {}) end
      if how == "meta" then setmetatable(c, nil) end
    end, "marks a card")`)
	e, sc := duelEngine(t, Options{Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/marks.lua": rule})}, Enable: []Enable{{Name: "gulch.marks"}}})
	if first := checkFightsIsolated(t, e, sc, 40); !strings.Contains(first, `card 24 pen 0"`) {
		t.Fatalf("seed 2: no mark of card 24 (Pen −1, overwritten to 0): %.400s", first)
	}

	v, err := e.freshVM(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer e.pool.Put(v)
	for how, want := range map[string]string{
		"field":  `houserules/marks.lua:12: card.marked is read-only (a card is the same in every fight; keep what you work out in your own table)`,
		"inner":  `houserules/marks.lua:13: card.note is read-only (a card is the same in every fight; keep what you work out in your own table)`,
		"insert": `houserules/marks.lua:14: table.insert: the table is read-only`,
		"rawset": `houserules/marks.lua:15: rawset: the table is read-only`,
		"meta":   `houserules/marks.lua:16: cannot change a protected metatable`,
	} {
		_, err := apiOf(v).call(context.Background(), "gulch.mark", lua.LString(how))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v\nwant …%s", how, err, want)
		}
	}
}

// The rules a fight rebuilds for a house folder (every setup runs again)
// run under the fight's context: a setup that is still running when the
// caller gives up stops there, and the error names the module's setup, not
// the first rule the fight would have run next.
func TestRebuildStopsWithTheFightsContext(t *testing.T) {
	var armed atomic.Bool
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// arm cancels the fight's context from inside the setup, once armed
	arm := func() bool {
		if armed.Load() {
			cancel()
			return true
		}
		return false
	}
	slow := houseRule("slow", `    if api.host.arm() then while true do end end`)
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(map[string]string{"gulch/slow.lua": slow})},
		Enable: []Enable{{Name: "gulch.slow"}}, Expose: Exposed{"arm": arm}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	armed.Store(true)
	_, err = e.Fight(ctx, nil, FightOptions{Seed: 1})
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "module gulch.slow: setup") {
		t.Errorf("Fight: %v; want the cancelled context, in module gulch.slow's setup", err)
	}
}
