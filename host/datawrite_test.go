package host

import (
	"context"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// A wrapper that changed a data table at run time (api.rules["ranged.table"]
// .base made 6, a wound row's stun TN, a new key) played the changed
// numbers with the change credited to core.ranged in explain: the fight,
// and the explanation, are refused, naming the entry, its value and the
// value it was built with; a new key is refused at the script's line.
func TestRunTimeDataWriteIsRefused(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"base", `local t = api.rules["ranged.table"]; t.base = 6`,
			"data table entry ranged.table.base is 6, was 5 when the rules were built"},
		{"stun", `local w = api.rules["wounds.levels"]; w[4].stun = 999`,
			"data table entry wounds.levels.4.stun is 999, was 7 when the rules were built"},
	} {
		rule := houseRule("bump", `    api.wrap("ranged.tn", function(next, ...)
      `+tc.body+`
      return next(...)
    end)`)
		e, sc := duelEngine(t, Options{Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/bump.lua": rule})},
			Enable: []Enable{{Name: "gulch.bump"}}})
		want := tc.want + ": a rule changed it at run time (" + hintData + ")"
		if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1}); err == nil || err.Error() != want {
			t.Errorf("%s: fight: %v; want %q", tc.name, err, want)
		}
		if _, err := e.Explain(context.Background(), sc, ExplainOptions{Seed: 1}); err == nil || err.Error() != want {
			t.Errorf("%s: explain: %v; want %q", tc.name, err, want)
		}
		e.Close()
	}
	// a write in fight.summary, the last rule a fight runs (when the caller
	// asks for the summary), is found too
	summary := houseRule("bump", `    api.wrap("fight.summary", function(next, ...)
      local t = api.rules["ranged.table"]; t.base = 6
      return next(...)
    end)`)
	e, sc := duelEngine(t, Options{Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/bump.lua": summary})},
		Enable: []Enable{{Name: "gulch.bump"}}})
	want := "data table entry ranged.table.base is 6, was 5 when the rules were built: a rule changed it at run time (" + hintData + ")"
	if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1, Summary: true}); err == nil || err.Error() != want {
		t.Errorf("summary: fight: %v; want %q", err, want)
	}
	e.Close()
	// a new key is refused at the script's line (vm.Frozen), in the data
	// table or in a table inside it
	for _, tc := range []struct{ name, body, want string }{
		{"added", `api.rules["called.table"].nose = 8`, `called.table.nose`},
		{"nested", `api.rules["gear.weapons"].peacemaker.silencer = true`, `gear.weapons[…].silencer`},
	} {
		rule := houseRule("bump", `    api.wrap("ranged.tn", function(next, ...)
      `+tc.body+`
      return next(...)
    end)`)
		e, sc := duelEngine(t, Options{Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/bump.lua": rule})},
			Enable: []Enable{{Name: "gulch.bump"}}})
		line := "houserules/bump.lua:4: " + tc.want + " is read-only (" + hintData + ")"
		want := "rule round.run failed in ranged.tn (wrapped by module gulch.bump): " + line
		if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1}); err == nil || err.Error() != want {
			t.Errorf("%s: fight: %v; want %q", tc.name, err, want)
		}
		want = "rule explain.attack failed in ranged.tn (wrapped by module gulch.bump): " + line
		if _, err := e.Explain(context.Background(), sc, ExplainOptions{Seed: 1}); err == nil || err.Error() != want {
			t.Errorf("%s: explain: %v; want %q", tc.name, err, want)
		}
		e.Close()
	}
}

// The built-in scripts write to no data table at run time, which is why the
// data guard is off when they alone are loaded: with every optional and
// example house module on, and a house folder that does nothing (so every
// run records and checks the tables), the duel and the saloon fight and
// explain on twelve seeds each without one.
func TestBuiltinScriptsWriteNoDataTable(t *testing.T) {
	noop := fakeLayer(map[string]string{"houserules/noop.lua": houseRule("noop", "")})
	e, err := New(Options{Layers: []vm.Layer{noop}, Enable: append(allModules(t), Enable{Name: "gulch.noop"})})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, name := range []string{"duel", "saloon"} {
		sc, err := BuiltinScenario("", name)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 12; seed++ {
			if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed}); err != nil {
				t.Errorf("%s seed %d: fight: %v", name, seed, err)
			}
			if _, err := e.Explain(context.Background(), sc, ExplainOptions{Seed: seed}); err != nil {
				t.Errorf("%s seed %d: explain: %v", name, seed, err)
			}
		}
	}
}

// BenchmarkDataGuard measures what the data guard adds to a run with a house
// folder loaded: recording the data tables once the rules are rebuilt, and
// checking them after the run (compare with BenchmarkDuelFreshState's
// ns/op).
//
//	go test ./host -run '^$' -bench 'DataGuard|DuelFreshState' -benchtime 400x -benchmem
func BenchmarkDataGuard(b *testing.B) {
	e, err := New(Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	v, err := e.pool.Get()
	if err != nil {
		b.Fatal(err)
	}
	defer e.pool.Put(v)
	a := apiOf(v)
	a.dataAsBuilt.record(a.reg)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a.dataAsBuilt.record(a.reg)
		if err := a.dataAsBuilt.check(); err != nil {
			b.Fatal(err)
		}
	}
}
