package simreport

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/stats"
	"github.com/twtw/twtw/host/coverage"
)

// duelRun is a duel of one posse and one gang combatant under a baseline and
// one variant.
func duelRun(o Run) Run {
	o.Scenario, o.ScenarioFile, o.ScenarioHash, o.Ruleset = "Duel", "builtin:duel", "abc123", "twtw"
	o.Combatants = []Entrant{{Name: "Miranda", Side: "posse"}, {Name: "Vaquero", Side: "gang"}}
	o.Variants = []Spec{{Label: "baseline", Modules: []string{"core rules only"}},
		{Label: "with bleeding", Changes: []string{"bleeding"}, Modules: []string{"bleeding 1.0.0"}}}
	return o
}

// shards starts the reports of shards 1/n … n/n of run.
func shards(run Run, n int) []*Report {
	var out []*Report
	for k := 1; k <= n; k++ {
		so := run
		so.Shard, so.Shards = k, n
		out = append(out, New(so))
	}
	return out
}

// outcome is a decided fight for the tally tests.
func outcome(winner string, rounds int) Outcome {
	return Outcome{Winner: winner, Rounds: rounds}
}

func mustJSON(t *testing.T, r *Report) []byte {
	t.Helper()
	b, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The paired comparison, counted seed by seed, is Newcombe's (1998) Table II
// example (b): 50 pairs, 18 won by the posse under both rule sets, 12 only
// under the variant, 2 only under the baseline, 18 under neither — the
// posse's win rate rises by 0.2 with the 95 % interval [0.0562, 0.3290]; the
// gang's falls by 0.2, the interval mirrored. Split into two shards the
// tallies add up to the same report.
func TestPairedComparisonOfNewcombesExample(t *testing.T) {
	run := duelRun(Run{Runs: 50, FirstSeed: 1})
	pairs := []struct {
		n    int
		a, b string
	}{{18, "posse", "posse"}, {12, "gang", "posse"}, {2, "posse", "gang"}, {18, "gang", "gang"}}
	whole := New(run)
	parts := shards(run, 2)
	seed := uint64(1)
	for _, p := range pairs {
		for i := 0; i < p.n; i++ {
			// The variant's fights last one round longer in the first group only.
			extra := 0
			if p.a == "posse" && p.b == "posse" {
				extra = 1
			}
			outs := []Outcome{outcome(p.a, 4), outcome(p.b, 4+extra)}
			whole.Add(seed, outs)
			parts[(seed-1)%2].Add(seed, outs)
			seed++
		}
	}
	whole.Finish()
	cmp := whole.Variants[1].Stats.VsBaseline
	// 14 winners changed, and the 18 the posse won under both lasted a round longer
	if cmp.Pairs != 50 || cmp.Changed.Count != 14 || cmp.Differs.Count != 32 {
		t.Fatalf("pairs %d changed %d differ %d, want 50, 14 and 32", cmp.Pairs, cmp.Changed.Count, cmp.Differs.Count)
	}
	posse, gang := cmp.Wins[0], cmp.Wins[1]
	if posse.Name != "posse" || posse.Table != (stats.Paired{Both: 18, OnlyA: 2, OnlyB: 12, Neither: 18}) {
		t.Fatalf("posse = %+v", posse)
	}
	within := func(what string, want, got float64) {
		if got < want-0.00005 || got > want+0.00005 {
			t.Errorf("%s = %.5f, want %.4f", what, got, want)
		}
	}
	within("posse diff", 0.2, posse.Diff)
	within("posse lower", 0.0562, posse.CI.Lo)
	within("posse upper", 0.3290, posse.CI.Hi)
	within("gang lower", -0.3290, gang.CI.Lo)
	within("gang upper", -0.0562, gang.CI.Hi)
	if !posse.Distinguishable || !gang.Distinguishable || cmp.Undecided.Distinguishable {
		t.Error("both sides' changes exclude zero, undecided's does not")
	}
	// Baseline: the posse won 20 of 50 (Wilson [0.2761, 0.5382]).
	b := whole.Variants[0].Stats.Wins[0]
	within("baseline posse rate", 0.4, b.Rate)
	within("baseline posse lower", 0.2761, b.CI.Lo)
	within("baseline posse upper", 0.5382, b.CI.Hi)
	// Rounds: 18 of 50 pairs one round longer: mean 0.36.
	within("rounds diff", 0.36, cmp.Rounds.Mean)

	m, err := Merge([]string{"1", "2"}, parts)
	if err != nil {
		t.Fatal(err)
	}
	wb, mb := mustJSON(t, whole), mustJSON(t, m)
	if !bytes.Equal(wb, mb) {
		t.Errorf("the two halves merged differ from the whole:\n%s\n%s", mb, wb)
	}
}

// fill adds the seeds of run to whole and to the shard each belongs to:
// decided and undecided fights, summaries, counts and failed fights.
func fill(run Run, whole *Report, parts []*Report) {
	for i := 0; i < run.Runs; i++ {
		seed := run.FirstSeed + uint64(i)
		a := Outcome{Winner: []string{"posse", "gang", ""}[i%3], Rounds: 3 + i%5, Coverage: &coverage.Coverage{Fights: i}}
		a.Combatants = map[string]CombatantSummary{
			"Miranda": {Status: "wounded", Values: map[string]float64{"wounds": float64(i % 4)}},
			"Vaquero": {Status: "killed", Fell: 1, Values: map[string]float64{"wounds": 2.5}},
		}
		b := outcome([]string{"gang", "gang", "posse", ""}[i%4], 2+i%7)
		if i%11 == 5 {
			b = Outcome{Err: fmt.Errorf("boom at seed %d", seed)}
		}
		outs := []Outcome{a, b}
		whole.Add(seed, outs)
		if parts != nil {
			parts[i%len(parts)].Add(seed, outs)
		}
	}
}

// Shards merge, in any order and after a round trip through JSON, into the
// report of the whole byte for byte: counts, failed seeds, the first error,
// the summaries and the extra counts.
func TestShardsMergeIntoTheWhole(t *testing.T) {
	run := duelRun(Run{Runs: 45, FirstSeed: 7})
	whole := New(run)
	parts := shards(run, 3)
	fill(run, whole, parts)
	whole.Finish()
	want := mustJSON(t, whole)

	var names []string
	var read []*Report
	for k, p := range parts {
		name := fmt.Sprintf("shard%d.json", k+1)
		r, err := Read(name, mustJSON(t, p))
		if err != nil {
			t.Fatal(err)
		}
		if r.Shard != fmt.Sprintf("%d/3", k+1) {
			t.Errorf("shard %d says %q", k+1, r.Shard)
		}
		names, read = append(names, name), append(read, r)
	}
	slices.Reverse(names)
	slices.Reverse(read)
	m, err := Merge(names, read)
	if err != nil {
		t.Fatal(err)
	}
	if got := mustJSON(t, m); !bytes.Equal(got, want) {
		t.Errorf("merged shards differ from the whole run:\n%s\nwant\n%s", got, want)
	}
	v := m.Variants[1].Tally
	if v.Failed != 4 || !slices.Equal(v.FailedSeeds, []uint64{12, 23, 34, 45}) || v.FirstError.Seed != 12 ||
		v.FirstError.Error != "boom at seed 12" || v.Fights != 41 || v.Paired.Pairs != 41 {
		t.Errorf("variant tally: %+v", v)
	}
	if c := m.Variants[0].Tally.Coverage; c == nil || c.Fights != 44*45/2 {
		t.Errorf("baseline counts %+v, want %d", c, 44*45/2)
	}
	if m.Variants[1].Tally.Coverage != nil || strings.Count(string(want), `"coverage"`) != 1 {
		t.Error("the variant brought no counts: its tally has none, and only the baseline's is in the JSON")
	}
	miranda := m.Variants[0].Stats.Combatants[0]
	if miranda.Name != "Miranda" || miranda.Side != "posse" || miranda.FirstToFall.Count != 0 ||
		m.Variants[0].Stats.Combatants[1].FirstToFall.Count != 45 {
		t.Errorf("combatants: %+v", m.Variants[0].Stats.Combatants)
	}
}

// Shards of one scenario file typed as different paths merge: the path is
// how each machine named it, not what was simulated.
func TestMergeTakesTheScenarioByItsText(t *testing.T) {
	run := duelRun(Run{Runs: 30, FirstSeed: 1})
	parts := shards(run, 2)
	fill(run, New(run), parts)
	parts[0].ScenarioFile, parts[1].ScenarioFile = "./duel.toml", "/work/duel.toml"
	m, err := Merge([]string{"a", "b"}, parts)
	if err != nil {
		t.Fatal(err)
	}
	if m.ScenarioFile != "./duel.toml" || m.Variants[0].Tally.Fights != 30 {
		t.Errorf("merged: scenario file %q, %d fights; want ./duel.toml and 30", m.ScenarioFile, m.Variants[0].Tally.Fights)
	}
}

// Merge refuses what is not every shard of one simulation once.
func TestMergeRefuses(t *testing.T) {
	run := duelRun(Run{Runs: 45, FirstSeed: 7})
	parts := shards(run, 3)
	fill(run, New(run), parts)
	names := []string{"a", "b", "c"}
	otherSeeds := shards(duelRun(Run{Runs: 45, FirstSeed: 8}), 3)
	// filled as parts are, each differing in one thing
	filled := func(run Run) []*Report {
		s := shards(run, 3)
		fill(run, New(run), s)
		return s
	}
	otherVariant := filled(run)
	otherVariant[1].Variants[1].Label = "with bumps"
	otherRules := filled(run)
	otherRules[2].Variants[1].Rules = "0123456789abcdef"
	otherDeck := filled(duelRun(Run{Runs: 45, FirstSeed: 7, Deck: "hot"}))
	uncovered := filled(run)
	uncovered[1].Variants[0].Tally.Coverage = nil
	otherText := filled(run)
	otherText[1].ScenarioHash = "0123"
	for _, tc := range []struct {
		what    string
		names   []string
		reports []*Report
		want    string
	}{
		{"a missing shard", names[:2], parts[:2], "shard 3/3 missing"},
		{"a repeated shard", names, []*Report{parts[0], parts[1], parts[1]}, "shard 2/3 twice: b and c"},
		{"other seeds", names, []*Report{otherSeeds[0], parts[1], parts[2]}, "the seeds"},
		{"another variant", names, []*Report{parts[0], otherVariant[1], parts[2]}, `variant 2 ("with bleeding" against "with bumps")`},
		{"an unsharded report with a shard", names[:2], []*Report{New(run), parts[1]}, "a is not one shard"},
		// a script, an option or the deck edited between two shards
		{"other rules", names, []*Report{parts[0], parts[1], otherRules[2]},
			`a and c are not shards of one simulation: they differ in what variant 2 ("with bleeding") ran (rules  against 0123456789abcdef: a script, an option or the deck changed between the shards)`},
		{"coverage on one shard only", names, []*Report{parts[0], uncovered[1], parts[2]},
			"a and b are not shards of one simulation: they differ in the rule coverage (--coverage on some shards only)"},
		{"another deck", names, []*Report{parts[0], otherDeck[1], parts[2]}, "a and b are not shards of one simulation: they differ in the deck (--deck)"},
		{"another scenario text", names, []*Report{parts[0], otherText[1], parts[2]}, "a and b are not shards of one simulation: they differ in the scenario"},
		{"other shard counts", names[:2], []*Report{parts[0], shards(run, 2)[1]}, "b is shard 2/2, but a is of 3 shards"},
		{"no reports", nil, nil, "no reports"},
		{"too few names", names[:1], parts, "1 names for 3 reports"},
	} {
		_, err := Merge(tc.names, tc.reports)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "merge: ") {
			t.Errorf("%s: %v, want %q", tc.what, err, tc.want)
		}
	}
}

// A whole run (what --shard 1/1 writes) merged alone is itself, so a batch
// script that fans out N shards works for N = 1.
func TestMergeOfTheWholeRunAlone(t *testing.T) {
	run := duelRun(Run{Runs: 45, FirstSeed: 7})
	whole := New(run)
	fill(run, whole, nil)
	whole.Finish()
	back, err := Read("a", mustJSON(t, whole))
	if err != nil {
		t.Fatal(err)
	}
	got, err := Merge([]string{"a"}, []*Report{back})
	if err != nil {
		t.Fatal(err)
	}
	if g, w := mustJSON(t, got), mustJSON(t, whole); string(g) != string(w) {
		t.Errorf("merged alone:\n%s\nwant\n%s", g, w)
	}
}

// Read refuses what no report of this package wrote.
func TestReadRefuses(t *testing.T) {
	good := mustJSON(t, New(duelRun(Run{Runs: 3, FirstSeed: 1})))
	var m map[string]any
	if err := json.Unmarshal(good, &m); err != nil {
		t.Fatal(err)
	}
	delete(m["variants"].([]any)[1].(map[string]any)["tally"].(map[string]any), "paired")
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	noPaired := string(b)
	for _, tc := range []struct{ text, want string }{
		{"not json", "x.json: not a twtw sim --json report: "},
		{`{"runs": 3}`, "x.json: not a twtw sim --json report (no variants or runs)"},
		{`{"runs": 3, "variants": [null]}`, `x.json: variant "": no tally`},
		{noPaired, `x.json: variant "with bleeding": no tally, or a tally of the wrong shape`},
		// a field no report has, which the digest does not cover
		{strings.Replace(string(good), `"paired": {`, `"unpaired": {`, 1), `x.json: not a twtw sim --json report: json: unknown field "unpaired"`},
		{string(good) + "{}", "x.json: not a twtw sim --json report: more after the report"},
		{strings.Replace(string(good), `"paired": {`, `"combatants": {"Miranda": null}, "paired": {`, 1),
			`x.json: variant "with bleeding": combatant "Miranda" has no tally`},
		// counts that cannot be: a damaged or edited shard would merge into wrong rates
		{strings.Replace(string(good), `"fights": 0`, `"fights": 999`, 1),
			`x.json: variant "baseline": the tally does not add up (999 fights and 0 failed, more than its 3 runs): a damaged or edited report`},
		{strings.Replace(string(good), `"undecided": 0`, `"undecided": -1`, 1), `x.json: variant "baseline": the tally does not add up (a negative count of fights)`},
		{strings.Replace(string(good), `"changed": 0`, `"changed": 1`, 1),
			`x.json: variant "with bleeding": the tally does not add up (0 seeds paired with the baseline, 0 that differ and 1 whose outcome changed, not 0 ≤ changed ≤ differ ≤ paired ≤ its 0 fights)`},
		{strings.Replace(string(good), `"fights": 0`, `"fights": 2`, 1),
			`x.json: variant "baseline": the tally does not add up (wins and undecided fights add up to 0, not its 2 fights)`},
		// changes that still add up: only the digest tells
		{strings.Replace(string(good), `"runs": 3`, `"runs": 4`, 1),
			"x.json: its digest does not match its content: a report edited or damaged since twtw sim wrote it, or written by another twtw version (run it again)"},
		{strings.Replace(string(good), `"label": "with bleeding"`, `"label": "with bleeding (heavy=2)"`, 1),
			"x.json: its digest does not match its content: a report edited or damaged since twtw sim wrote it, or written by another twtw version (run it again)"},
		{regexp.MustCompile(`,\n  "digest": "[0-9a-f]{64}"`).ReplaceAllString(string(good), ""),
			"x.json: it has no digest: a report edited or damaged since twtw sim wrote it, or written by another twtw version (run it again)"},
	} {
		_, err := Read("x.json", []byte(tc.text))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Read(%.30q) = %v, want %q", tc.text, err, tc.want)
		}
	}
	var syntax *json.SyntaxError
	if _, err := Read("x.json", []byte("not json")); !errors.As(err, &syntax) {
		t.Errorf("the decoder's error is wrapped: %v", err)
	}
}

// A fight differs from the baseline's on its seed when anything counted
// differs: a combatant's status, order of falling or a summary number, not
// only the winner and rounds; the same ends on every seed differ on none.
func TestFightsThatDiffer(t *testing.T) {
	end := func(status string, fell int, wounds float64) map[string]CombatantSummary {
		return map[string]CombatantSummary{
			"Miranda": {Status: "unhurt", Values: map[string]float64{"wounds": 0}},
			"Vaquero": {Status: status, Fell: fell, Values: map[string]float64{"wounds": wounds}},
		}
	}
	base := Outcome{Winner: "posse", Rounds: 3, Combatants: end("out", 1, 4)}
	variants := []Outcome{
		base,
		{Winner: "posse", Rounds: 3, Combatants: end("killed", 1, 4)},
		{Winner: "posse", Rounds: 3, Combatants: end("out", 1, 5)},
		{Winner: "posse", Rounds: 3, Combatants: end("out", 2, 4)},
		{Winner: "posse", Rounds: 3, Combatants: map[string]CombatantSummary{"Miranda": base.Combatants["Miranda"]}},
		{Winner: "posse", Rounds: 3, Combatants: end("out", 1, 4)},
	}
	r := New(duelRun(Run{Runs: len(variants), FirstSeed: 1}))
	for i, v := range variants {
		r.Add(uint64(i+1), []Outcome{base, v})
	}
	r.Finish()
	if c := r.Variants[1].Stats.VsBaseline; c.Changed.Count != 0 || c.Differs.Count != 4 {
		t.Errorf("changed %d, differ %d; want 0 and 4 (status, wounds, order of falling, a missing combatant)", c.Changed.Count, c.Differs.Count)
	}
	same := New(duelRun(Run{Runs: 2, FirstSeed: 1}))
	same.Add(1, []Outcome{base, base})
	same.Add(2, []Outcome{base, variants[5]})
	same.Finish()
	if c := same.Variants[1].Stats.VsBaseline; c.Pairs != 2 || c.Differs.Count != 0 {
		t.Errorf("the same ends: pairs %d, differ %d; want 2 and 0", c.Pairs, c.Differs.Count)
	}
}

// A tally lists the lowest 100 failed seeds, also when merged.
func TestFailedSeedsAreCapped(t *testing.T) {
	run := duelRun(Run{Runs: 300, FirstSeed: 1})
	whole := New(run)
	parts := shards(run, 2)
	for s := uint64(1); s <= 300; s++ {
		outs := []Outcome{{Err: errors.New("boom")}}
		whole.Add(s, outs)
		parts[(s-1)%2].Add(s, outs)
	}
	m, err := Merge([]string{"1", "2"}, parts)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []*Report{whole, m} {
		tl := r.Variants[0].Tally
		if tl.Failed != 300 || len(tl.FailedSeeds) != maxFailedSeeds || tl.FailedSeeds[0] != 1 || tl.FailedSeeds[99] != 100 ||
			tl.FirstError.Seed != 1 || r.Variants[1].Tally.Failed != 0 {
			t.Errorf("failed %d, seeds %v, first %+v", tl.Failed, tl.FailedSeeds, tl.FirstError)
		}
	}
}

// Every combatant's statistics give every end any combatant reached in any
// variant: an end never reached is 0 of n with its Wilson interval (for 0
// of 4: [0, 0.490]), in the JSON as in the table.
func TestEveryEndIsGivenForEveryCombatant(t *testing.T) {
	ends := func(m, v string) map[string]CombatantSummary {
		return map[string]CombatantSummary{"Miranda": {Status: m}, "Vaquero": {Status: v}}
	}
	r := New(duelRun(Run{Runs: 4, FirstSeed: 1}))
	for seed := uint64(1); seed <= 4; seed++ {
		r.Add(seed, []Outcome{
			{Winner: "posse", Rounds: 3, Combatants: ends("unhurt", "out")},
			{Winner: "posse", Rounds: 3, Combatants: ends("unhurt", "killed")},
		})
	}
	r.Finish()
	for k, v := range r.Variants {
		for _, c := range v.Stats.Combatants {
			var got []string
			for _, st := range c.Status {
				got = append(got, fmt.Sprintf("%s %d", st.Name, st.Count))
				if st.Count == 0 && (st.CI.Lo != 0 || math.Abs(st.CI.Hi-0.4899) > 1e-4) {
					t.Errorf("variant %d, %s, %s: 0 of 4 with interval %+v; want [0, 0.4899]", k, c.Name, st.Name, st.CI)
				}
			}
			want := map[string]string{"Miranda": "killed 0|out 0|unhurt 4", "Vaquero": [2]string{"killed 0|out 4|unhurt 0", "killed 4|out 0|unhurt 0"}[k]}[c.Name]
			if strings.Join(got, "|") != want {
				t.Errorf("variant %d, %s: %v; want %s", k, c.Name, got, want)
			}
		}
	}
}
