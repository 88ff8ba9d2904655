package host

import (
	"context"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// weighCalls runs duel seeds 1–20 with coverage on an engine with opts and
// returns how often damage.preview, damage.resolve and bumps.spend ran.
func weighCalls(t *testing.T, opts Options) (preview, resolve, spend int64) {
	t.Helper()
	e, sc := duelEngine(t, opts)
	for seed := uint64(1); seed <= 20; seed++ {
		r, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed, Coverage: true})
		if err != nil {
			t.Fatal(err)
		}
		preview += findRule(t, r.Coverage, "damage.preview", "function").Calls
		resolve += findRule(t, r.Coverage, "damage.resolve", "function").Calls
		spend += findRule(t, r.Coverage, "bumps.spend", "function").Calls
	}
	return preview, resolve, spend
}

// Core damage.weigh weighs bump spends without a damage.preview per choice
// (rules/lib/weigh.lua) when damage.preview is its own definition, or when
// every module that changed it also wraps damage.weigh (optional risk);
// then a hit takes one preview to resolve and at most one to finish its
// spend. A module that wraps damage.preview alone gets a full preview for
// every choice weighed, since its change may alter any of the numbers.
func TestWeighFastPathFollowsTheChains(t *testing.T) {
	const previewOnly = `    api.wrap("damage.preview", function(next, ...) return next(...) end)`
	const both = previewOnly + `
    api.wrap("damage.weigh", function(next, ...) return next(...) end)`
	house := func(body string) Options {
		files := map[string]string{"houserules/mirror.lua": houseRule("mirror", body)}
		return Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: []Enable{{Name: "gulch.mirror"}}}
	}
	for _, tc := range []struct {
		name string
		opts Options
		fast bool
	}{
		{"core rules", Options{}, true},
		{"risk wraps damage.preview and damage.weigh", Options{Enable: []Enable{{Name: "risk"}}}, true},
		{"a house rule wraps both", house(both), true},
		{"a house rule wraps damage.preview alone", house(previewOnly), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			preview, resolve, spend := weighCalls(t, tc.opts)
			if spend < 10 {
				t.Fatalf("%d bump spends in 20 duels: too few to tell", spend)
			}
			if fast := preview <= resolve+spend; fast != tc.fast {
				t.Errorf("%d previews for %d hits resolved and %d spends: fast path %v, want %v", preview, resolve, spend, fast, tc.fast)
			}
		})
	}
}
