package host

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"
	"time"
)

// profileDuels runs n duels with a profiler and returns the folded stacks.
func profileDuels(t *testing.T, n int) string {
	t.Helper()
	e, sc := duelEngine(t, Options{})
	p := NewProfiler(time.Millisecond)
	err := Simulate(context.Background(), sc, []*Engine{e}, SimOptions{Runs: n, Workers: 2, Profiler: p},
		func(uint64, []Outcome) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := p.WriteFolded(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A simulation's profile names each frame by its rule and file:line, and
// finds the rules a duel spends its time in: round.run holds most samples,
// down through round.phase to attack.ranged and the TN a policy asks.
func TestProfileNamesTheRules(t *testing.T) {
	out := profileDuels(t, 60)
	roots := map[string]int{}
	total := 0
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		i := strings.LastIndexByte(line, ' ')
		n, err := strconv.Atoi(line[i+1:])
		if err != nil {
			t.Fatalf("line %q: no count", line)
		}
		root, _, _ := strings.Cut(line[:i], ";")
		roots[root] += n
		total += n
	}
	if total < 20 {
		t.Fatalf("%d samples in 60 duels, want 20 or more", total)
	}
	if r := roots["round.run(rules/round.lua:377)"]; r*2 < total {
		t.Errorf("round.run holds %d of %d samples, want most:\n%s", r, total, out)
	}
	for _, rule := range []string{";round.phase(rules/round.lua:", ";attack.ranged(rules/attack.lua:", ";tactics.shot_tn(rules/tactics_pick.lua:"} {
		if !strings.Contains(out, rule) {
			t.Errorf("no stack goes through %s", rule[1:])
		}
	}
}

// A module's wrapper and listener are named as such: arc_edges wraps
// attack.ranged, bleeding listens to round.end.
func TestProfileNamesWrappersAndListeners(t *testing.T) {
	e, err := New(Options{Enable: []Enable{{Name: "bleeding"}, {Name: "fields_of_fire"}, {Name: "arc_edges"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	label := e.profileLabels()
	found := map[string]bool{}
	for _, rp := range e.rules {
		for _, l := range rp.Chain {
			if l.fn != nil && l.fn.Proto != nil && (l.Module == "bleeding" || l.Module == "arc_edges") {
				found[label(l.fn.Proto.SourceName, l.fn.Proto.LineDefined)] = true
			}
		}
	}
	var wrap, on bool
	for name := range found {
		wrap = wrap || strings.HasPrefix(name, "attack.ranged[wrap:arc_edges](optional/arc_edges.lua:152)")
		on = on || strings.HasPrefix(name, "on:round.end[bleeding](optional/bleeding.lua:107)")
	}
	if !wrap || !on {
		t.Errorf("the modules' functions are named %v; want arc_edges' attack.ranged wrapper and bleeding's round.end listener", found)
	}
}
