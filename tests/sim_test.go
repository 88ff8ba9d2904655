package tests

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// simJSON is the part of a sim --json report these tests read.
type simJSON struct {
	Runs     int
	Shard    string
	Variants []struct {
		Label   string
		Modules []string
		Tally   struct {
			Fights, Failed int
			FailedSeeds    []uint64 `json:"failed_seeds"`
			Wins           map[string]int
			Undecided      int
		}
		Stats struct {
			Fights int
			Rounds struct {
				Histogram []struct{ Rounds, Fights int }
			}
			Wins []struct {
				Name  string
				Count int
				Rate  float64
				CI    struct{ Lo, Hi float64 }
			}
			VsBaseline *struct {
				Pairs            int
				Changed, Differs struct{ Count int }
				Wins             []struct {
					Name            string
					Diff            float64
					CI              struct{ Lo, Hi float64 }
					Distinguishable bool
				}
			} `json:"vs_baseline"`
		}
	}
}

func readSim(t *testing.T, out string) simJSON {
	t.Helper()
	var r simJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("sim --json: %v\n%s", err, out)
	}
	return r
}

// twtw sim's result depends on the seeds, not on how many fights run at
// once; with stderr not a terminal it prints no progress.
func TestSimIsIndependentOfWorkers(t *testing.T) {
	one, errs, code := twtw(t, "sim", "--runs", "12", "--seed", "5", "--workers", "1", "--json")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q (want 0 and nothing: stderr is no terminal here)", code, errs)
	}
	two := mustTwtw(t, "sim", "--runs", "12", "--seed", "5", "--workers", "3", "--json")
	if one != two {
		t.Errorf("1 worker and 3 workers disagree:\n%s\n%s", one, two)
	}
	if r := readSim(t, one); r.Runs != 12 || r.Variants[0].Stats.Fights != 12 {
		t.Errorf("runs %d, fights %d; want 12", r.Runs, r.Variants[0].Stats.Fights)
	}
	for _, bad := range [][]string{{"--runs", "0"}, {"--shard", "3/2"}, {"--shard", "1/20", "--runs", "10"}, {"--json", "--csv"}, {"--plot", "x.pdf"}, {"--plot", filepath.Join(t.TempDir(), "none", "p.svg")}} {
		_, errs, code := twtw(t, append([]string{"sim"}, bad...)...)
		if code != 2 || !strings.Contains(errs, bad[0]) {
			t.Errorf("sim %v: exit %d, %q; want 2 naming %s", bad, code, errs, bad[0])
		}
	}
}

// --compare is repeatable, each variant its own column with a label saying
// what differs: bumps, on by default, is compared off ("without bumps",
// running core rules only); an option value; a module the campaign has on is
// compared without it. A variant that changes nothing is refused.
func TestSimCompare(t *testing.T) {
	r := readSim(t, mustTwtw(t, "sim", "duel", "--runs", "6", "--compare", "bleeding", "--compare", "bumps",
		"--compare", "arc_edges.when=shot", "--json"))
	var labels []string
	for _, v := range r.Variants {
		labels = append(labels, v.Label)
		if v.Stats.Fights != 6 {
			t.Errorf("%s: %d fights, want 6", v.Label, v.Stats.Fights)
		}
	}
	if want := "baseline|with bleeding|without bumps|with arc_edges (when=shot) and fields_of_fire (arc_edges requires it)"; strings.Join(labels, "|") != want {
		t.Errorf("labels %q, want %q", strings.Join(labels, "|"), want)
	}
	if m := r.Variants[2].Modules; len(m) != 1 || m[0] != "core rules only" {
		t.Errorf("without bumps ran %v, want core rules only", m)
	}
	if r.Variants[0].Stats.VsBaseline != nil || r.Variants[1].Stats.VsBaseline == nil || r.Variants[1].Stats.VsBaseline.Pairs != 6 {
		t.Error("each variant, not the baseline, has a paired comparison over the 6 seeds")
	}
	dir := t.TempDir()
	camp := writeFile(t, dir, "c.toml", "name = \"x\"\nmodules = [\"bleeding\"]\n")
	out := mustTwtw(t, "sim", "duel", "--runs", "2", "--campaign", camp, "--compare", "bleeding")
	if !strings.Contains(out, "without bleeding") {
		t.Errorf("with bleeding on in the campaign, --compare should run without it:\n%s", out)
	}
	_, errs, code := twtw(t, "sim", "duel", "--runs", "2", "--compare", "bumps=on")
	if code != 2 || !strings.Contains(errs, "on in the baseline already") {
		t.Errorf("--compare bumps=on: exit %d, %q; want 2: nothing to compare", code, errs)
	}
}

// A variant whose fights all end as the baseline's says so under the table,
// with where to look: arc_edges decides an aim held on a target at the edge
// of a field of fire, which the duel never has. Bleeding changes no winner
// in the first six duels, but how every one of them ended.
func TestSimSaysWhenNoFightDiffers(t *testing.T) {
	args := []string{"sim", "duel", "--runs", "6", "--compare", "bleeding", "--compare", "arc_edges.when=shot"}
	r := readSim(t, mustTwtw(t, append(args, "--json")...))
	bleeding, arc := r.Variants[1].Stats.VsBaseline, r.Variants[2].Stats.VsBaseline
	if bleeding.Changed.Count != 0 || bleeding.Differs.Count != 6 || arc.Changed.Count != 0 || arc.Differs.Count != 0 {
		t.Errorf("bleeding changed %d, differs %d (want 0, 6); arc_edges changed %d, differs %d (want 0, 0)",
			bleeding.Changed.Count, bleeding.Differs.Count, arc.Changed.Count, arc.Differs.Count)
	}
	text := mustTwtw(t, args...)
	note := "with arc_edges (when=shot) and fields_of_fire (arc_edges requires it): no fight ended differently from the baseline on any of the 6 seeds (winner, rounds, every combatant's end): " +
		"the scenario may never reach what it changes; --coverage lists the rules that ran\n"
	if !strings.HasSuffix(text, note) || strings.Contains(text, "with bleeding: no fight") ||
		!strings.Contains(text, "\nfight changed                                    100.0% [61.0, 100.0]      0.0% [0.0, 39.0]") {
		t.Errorf("the table and its note:\n%s", text)
	}
}

// The 400-fight duel against bleeding: every rate has a Wilson interval
// around it, every paired difference an interval around it, and the text
// table shows them.
func TestSimIntervals(t *testing.T) {
	out := mustTwtw(t, "sim", "duel", "--runs", "400", "--compare", "bleeding", "--json")
	r := readSim(t, out)
	for _, v := range r.Variants {
		for _, w := range v.Stats.Wins {
			if !(w.CI.Lo <= w.Rate && w.Rate <= w.CI.Hi && w.CI.Hi-w.CI.Lo > 0.01 && w.CI.Hi-w.CI.Lo < 0.15) {
				t.Errorf("%s %s: rate %v, interval %+v", v.Label, w.Name, w.Rate, w.CI)
			}
			if w.Count != v.Tally.Wins[w.Name] {
				t.Errorf("%s %s: %d wins in the stats, %d in the tally", v.Label, w.Name, w.Count, v.Tally.Wins[w.Name])
			}
		}
	}
	for _, d := range r.Variants[1].Stats.VsBaseline.Wins {
		if !(d.CI.Lo <= d.Diff && d.Diff <= d.CI.Hi) || d.Distinguishable != (d.CI.Lo > 0 || d.CI.Hi < 0) {
			t.Errorf("%s: diff %v interval %+v distinguishable %v", d.Name, d.Diff, d.CI, d.Distinguishable)
		}
	}
	text := mustTwtw(t, "sim", "duel", "--runs", "400", "--compare", "bleeding")
	// first to fall counts a tie for each who fell (a column may add up past
	// 100%): the legend says so
	for _, w := range []string{"posse wins", "vs baseline", "outcome changed", "rounds, mean", "Miranda Valentine (posse)", "first to fall", "pts [",
		"first to fall: the fights in which the combatant was among the first to fall (those who fell together each count)\n"} {
		if !strings.Contains(text, w) {
			t.Errorf("the table lacks %q:\n%s", w, text)
		}
	}
}

// Shards 1/2 and 2/2 merged with sim merge are the unsharded run, byte for
// byte, as JSON and as the table.
func TestSimShardsMerge(t *testing.T) {
	dir := t.TempDir()
	args := []string{"sim", "duel", "--runs", "30", "--compare", "bleeding", "--json"}
	all := mustTwtw(t, args...)
	var files []string
	for k := 1; k <= 2; k++ {
		out := mustTwtw(t, append(args, "--shard", fmt.Sprintf("%d/2", k))...)
		if r := readSim(t, out); r.Shard != fmt.Sprintf("%d/2", k) || r.Variants[0].Stats.Fights != 15 {
			t.Errorf("shard %d/2: %q, %d fights; want 15", k, r.Shard, r.Variants[0].Stats.Fights)
		}
		files = append(files, writeFile(t, dir, fmt.Sprintf("s%d.json", k), out))
	}
	if m := mustTwtw(t, "sim", "merge", files[1], files[0], "--json"); m != all {
		t.Errorf("merged shards differ from one run:\n%s\nwant\n%s", m, all)
	}
	if m, one := mustTwtw(t, "sim", "merge", files[0], files[1]), mustTwtw(t, args[:len(args)-1]...); m != one {
		t.Errorf("merged table differs from one run's:\n%s\nwant\n%s", m, one)
	}
	// a shard's table says how many of the fights it ran (its fights row)
	head, _, _ := strings.Cut(mustTwtw(t, "sim", "duel", "--runs", "7", "--shard", "2/3"), "\n")
	if want := "twtw sim — Duel outside the saloon — ruleset twtw — shard 2/3: 2 of 7 fights (seeds 2, 5, … of 1..7)"; head != want {
		t.Errorf("a shard's heading %q, want %q", head, want)
	}
	_, errs, code := twtw(t, "sim", "merge", files[0])
	if code != 2 || !strings.Contains(errs, "shard 2/2 missing") {
		t.Errorf("merging one shard: exit %d, %q", code, errs)
	}
	// --plot is checked before the merge, as sim checks it: nothing written
	missing := filepath.Join(dir, "nodir", "x.svg")
	folder := filepath.Join(dir, "d.png")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	for plot, want := range map[string]string{
		missing: "twtw: --plot " + missing + ": there is no folder " + filepath.Dir(missing) + " to write it in\n",
		folder:  "twtw: --plot " + folder + ": that is a folder; name a file\n",
	} {
		if _, errs, code := twtw(t, "sim", "merge", files[0], files[1], "--plot", plot); code != 2 || errs != want {
			t.Errorf("sim merge --plot %s: exit %d, stderr %q; want 2 and %q", plot, code, errs, want)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
	// a shard run with a script edited since the others: refused
	hr := filepath.Join(dir, "hr")
	writeFile(t, hr, "mild.lua", `return { name = "hr.mild", version = "0.1.0", summary = "s", source = "test", setup = function() end }`)
	cmp := []string{"sim", "duel", "--runs", "6", "--compare", hr, "--json"}
	one := writeFile(t, dir, "c1.json", mustTwtw(t, append(cmp, "--shard", "1/2")...))
	writeFile(t, hr, "mild.lua", `return { name = "hr.mild", version = "0.1.0", summary = "s", source = "test", setup = function() end } -- edited`)
	two := writeFile(t, dir, "c2.json", mustTwtw(t, append(cmp, "--shard", "2/2")...))
	if _, errs, code := twtw(t, "sim", "merge", one, two); code != 2 || !strings.Contains(errs, `what variant 2 ("with house rules `+hr+` (+hr.mild)") ran (rules `) {
		t.Errorf("merging shards of an edited house rule: exit %d, stderr %q; want 2", code, errs)
	}
}

// Shards run with --coverage merge into the unsharded run's table, rule
// coverage and all (the merge printed the table alone); a statistic edited
// in a shard is refused as a count is.
func TestSimShardsMergeCoverageAndRefuseEditedStatistics(t *testing.T) {
	dir := t.TempDir()
	args := []string{"sim", "duel", "--runs", "8", "--coverage"}
	var files []string
	for k := 1; k <= 2; k++ {
		out := mustTwtw(t, append(args, "--json", "--shard", fmt.Sprintf("%d/2", k))...)
		files = append(files, writeFile(t, dir, fmt.Sprintf("s%d.json", k), out))
	}
	one := mustTwtw(t, args...)
	if m := mustTwtw(t, "sim", "merge", files[0], files[1]); m != one || !strings.Contains(one, "\n== rule coverage: baseline (") {
		t.Errorf("merged --coverage table differs from one run's:\n%s\nwant\n%s", m, one)
	}
	text, err := os.ReadFile(files[1])
	if err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	if err := json.Unmarshal(text, &r); err != nil {
		t.Fatal(err)
	}
	stats := r["variants"].([]any)[0].(map[string]any)["stats"].(map[string]any)
	stats["fights"] = 99.0 // counts untouched: only the derived figure
	edited, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	bad := writeFile(t, dir, "edited.json", string(edited))
	if _, errs, code := twtw(t, "sim", "merge", files[0], bad); code != 2 || !strings.Contains(errs, "its digest does not match its content") {
		t.Errorf("merging a shard with an edited statistic: exit %d, stderr %q; want 2, refused", code, errs)
	}
}

// One fight measures no spread: its means have no interval ("[n/a]", null
// bounds in the JSON, not distinguishable), where they had a zero-width one
// that excluded zero yet was marked not distinguishable.
func TestSimOfOneFightHasNoMeanInterval(t *testing.T) {
	args := []string{"sim", "duel", "--runs", "1", "--compare", "bleeding"}
	text := mustTwtw(t, args...)
	for _, want := range []string{"— 1 fight, seed 1\n", "\n[n/a]: no interval: a mean of fewer than two fights measures no spread\n",
		"\nrounds, mean                10.00 [n/a]            5.00 [n/a]", "\n  vs baseline                                      -5.00 [n/a]"} {
		if !strings.Contains(text, want) {
			t.Errorf("the table lacks %q:\n%s", want, text)
		}
	}
	var r struct {
		Variants []struct {
			Stats struct {
				VsBaseline *struct {
					Rounds struct {
						Mean            float64
						CI              struct{ Lo, Hi *float64 }
						Distinguishable bool
					}
				} `json:"vs_baseline"`
			}
		}
	}
	if err := json.Unmarshal([]byte(mustTwtw(t, append(args, "--json")...)), &r); err != nil {
		t.Fatal(err)
	}
	if d := r.Variants[1].Stats.VsBaseline.Rounds; d.Mean != -5 || d.CI.Lo != nil || d.CI.Hi != nil || d.Distinguishable {
		t.Errorf("the paired difference in rounds: %+v; want -5, null bounds, not distinguishable", d)
	}
}

// A report sim merge cannot read is bad input naming its file, as a missing
// scenario is (it was a usage error with no file).
func TestSimMergeNamesAMissingFile(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nosuch.json")
	_, errs, code := twtw(t, "sim", "merge", missing, "--json")
	want := `{"error":{"message":"sim merge: stat ` + missing + `: no such file or directory","kind":"input","file":"` + missing + `","line":0,"field":""}}` + "\n"
	if code != 2 || errs != want {
		t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
}

// The first failed fight stops the simulation at once (a million runs end
// in seconds), exit 1, naming its seed and a command that reproduces it;
// every earlier seed's fight runs clean on its own, and the command fails
// the same way. A failure in a variant reproduces with that variant's
// --compare. --keep-going counts the failures instead.
func TestSimStopsAtFirstFailure(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "boom/boom.lua", `-- boom/boom.lua: fails in round 3
local M = { name = "boom.boom", version = "0.1.0", summary = "fails in round 3", source = "test" }
function M.setup(api)
  api.wrap("round.run", function(next, fight)
    if fight.round >= 2 then error("boom in round " .. (fight.round + 1)) end
    return next(fight)
  end)
end
return M
`)
	camp := writeFile(t, dir, "camp.toml", "name = \"Boom\"\nmodules = [\"boom.boom\"]\nscripts = [\"boom\"]\n")
	// a million fights: it stops at the first failure, or the test times out
	// (host's TestSimulateStopsAtTheFirstFailedFight pins that no later seed is reported)
	_, errs, code := twtw(t, "sim", "duel", "--runs", "1000000", "--campaign", camp)
	m := regexp.MustCompile(`seed (\d+): .*boom/boom.lua:5: boom in round 3\nreproduce: (.*)\n`).FindStringSubmatch(errs)
	if code != 1 || m == nil {
		t.Fatalf("exit %d, stderr %q; want 1, the seed, the error and a command", code, errs)
	}
	seed, _ := strconv.Atoi(m[1])
	if want := "twtw fight duel --seed " + m[1] + " --campaign " + camp; m[2] != want {
		t.Errorf("reproduce: %q, want %q", m[2], want)
	}
	for s := 1; s < seed; s++ {
		mustTwtw(t, "fight", "duel", "--seed", strconv.Itoa(s), "--campaign", camp)
	}
	_, ferrs, fcode := twtw(t, strings.Fields(m[2])[1:]...)
	if fcode != 1 || !strings.Contains(ferrs, "boom/boom.lua:5: boom in round 3") {
		t.Errorf("%s: exit %d, %q; want the same failure", m[2], fcode, ferrs)
	}

	// The failing rule only in a variant (a house-rule folder).
	_, errs, code = twtw(t, "sim", "duel", "--runs", "1000", "--compare", filepath.Join(dir, "boom"))
	m = regexp.MustCompile(`reproduce: (twtw sim duel --seed (\d+) --runs 1 --compare .*boom)\n`).FindStringSubmatch(errs)
	if code != 1 || m == nil || m[2] != strconv.Itoa(seed) {
		t.Fatalf("variant failure: exit %d, stderr %q; want 1 and a sim --runs 1 --compare command at seed %d", code, errs, seed)
	}
	if _, rerrs, rcode := twtw(t, strings.Fields(m[1])[1:]...); rcode != 1 || !strings.Contains(rerrs, "seed "+m[2]+":") {
		t.Errorf("%s: exit %d, %q; want the same failure", m[1], rcode, rerrs)
	}

	out, errs, code := twtw(t, "sim", "duel", "--runs", "20", "--campaign", camp, "--keep-going", "--json")
	r := readSim(t, out)
	tl := r.Variants[0].Tally
	if want := fmt.Sprintf("twtw: baseline: %d of 20 fights failed (--keep-going); the first, seed %d:", tl.Failed, seed); code != 0 || !strings.HasPrefix(errs, want) {
		t.Errorf("--keep-going: exit %d, stderr %q; want 0 and %q", code, errs, want)
	}
	if tl.Failed == 0 || tl.Failed+tl.Fights != 20 || tl.FailedSeeds[0] != uint64(seed) || len(tl.FailedSeeds) != tl.Failed {
		t.Errorf("--keep-going: %d failed, %d fights, seeds %v; want the failures from seed %d counted", tl.Failed, tl.Fights, tl.FailedSeeds, seed)
	}
	// the baseline's fights failed, not the variant's: the note says whose
	// (it said "without boom.boom: fights failed", of a variant that lost none)
	text, _, _ := twtw(t, "sim", "duel", "--runs", "20", "--campaign", camp, "--compare", "boom.boom", "--keep-going")
	if want := fmt.Sprintf("without boom.boom: fights of the baseline failed (below), so each column counts the fights it finished and its vs baseline rows the %d seeds both it and the baseline finished\n", tl.Fights); !strings.Contains(text, want) {
		t.Errorf("no note %q in\n%s", want, text)
	}
}

// --csv: a header and one row per fight per variant with its seed; its
// winners add up to the --json tally (any tool can re-analyse the rows).
func TestSimCSV(t *testing.T) {
	out := mustTwtw(t, "sim", "duel", "--runs", "25", "--seed", "3", "--compare", "bleeding", "--csv")
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+25*2 {
		t.Fatalf("%d rows, want a header and 50", len(rows))
	}
	head := strings.Join(rows[0], ",")
	for _, col := range []string{"variant,label,seed,winner,rounds,reason,error", "Miranda Valentine status", "Miranda Valentine fell", "Mouthy vaquero wounds"} {
		if !strings.Contains(head, col) {
			t.Errorf("header %q lacks %q", head, col)
		}
	}
	wins := map[string]map[string]int{}
	for i, row := range rows[1:] {
		if want := strconv.Itoa(3 + i/2); row[2] != want || row[0] != strconv.Itoa(i%2) {
			t.Fatalf("row %d: variant %s seed %s, want %d and %s", i+1, row[0], row[2], i%2, want)
		}
		if wins[row[1]] == nil {
			wins[row[1]] = map[string]int{}
		}
		wins[row[1]][row[3]]++
	}
	r := readSim(t, mustTwtw(t, "sim", "duel", "--runs", "25", "--seed", "3", "--compare", "bleeding", "--json"))
	for _, v := range r.Variants {
		for side, n := range v.Tally.Wins {
			if wins[v.Label][side] != n {
				t.Errorf("%s %s: %d wins in the CSV, %d in the JSON", v.Label, side, wins[v.Label][side], n)
			}
		}
	}
}

// --plot FILE writes the chart (cmd/twtw's TestPlotReadBack reads it back in
// detail); the process does it beside its table.
func TestSimPlot(t *testing.T) {
	p := filepath.Join(t.TempDir(), "p.svg")
	out := mustTwtw(t, "sim", "duel", "--runs", "20", "--plot", p)
	if !strings.Contains(out, "posse wins") {
		t.Errorf("no table:\n%s", out)
	}
	if b, err := os.ReadFile(p); err != nil || !strings.Contains(string(b), `<svg width="720pt" height="576pt"`) {
		t.Errorf("%s: no SVG of 720 × 576 points (%v)", p, err)
	}
}

// --profile FILE writes where the rules spent their time as folded stacks
// ("outer;…;inner count", each frame a rule and its file:line), beside the
// table, and changes nothing in the report; a file in a folder that does not
// exist is refused before any fight (exit 2), and nothing is left behind.
func TestSimProfile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "duel.folded")
	out := mustTwtw(t, "sim", "duel", "--runs", "40", "--profile", p)
	if !strings.Contains(out, "posse wins") {
		t.Errorf("no table:\n%s", out)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	for _, line := range lines {
		stack, n, ok := strings.Cut(line, " ")
		if !ok || strings.Contains(n, " ") || n == "0" || strings.Trim(n, "0123456789") != "" || stack == "" {
			t.Fatalf("%s: line %q is not \"frame;frame count\"", p, line)
		}
	}
	if !strings.Contains(string(b), "round.run(rules/round.lua:377);round.phase(rules/round.lua:339);") {
		t.Errorf("%s: no stack through round.run and round.phase:\n%s", p, b)
	}
	if with, without := mustTwtw(t, "sim", "duel", "--runs", "40", "--json", "--profile", p), mustTwtw(t, "sim", "duel", "--runs", "40", "--json"); with != without {
		t.Errorf("--profile changed the report:\n%s\nwant\n%s", with, without)
	}
	// a million fights: refused before the first, or the test times out
	missing := filepath.Join(dir, "no-such-dir", "p.folded")
	_, stderr, code := twtw(t, "sim", "duel", "--runs", "1000000", "--profile", missing)
	if code != 2 || !strings.Contains(stderr, "--profile "+missing+": there is no folder") {
		t.Errorf("--profile into a missing folder: exit %d, stderr %q; want 2, naming the flag", code, stderr)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
	_, stderr, code = twtw(t, "sim", "duel", "--runs", "1000000", "--profile", dir)
	if code != 2 || !strings.Contains(stderr, "--profile "+dir+": that is a folder") {
		t.Errorf("--profile naming a folder: exit %d, stderr %q; want 2 at once", code, stderr)
	}
	// the chart and the profile in one file: the profile wrote over the chart
	same := filepath.Join(dir, "same.svg")
	_, stderr, code = twtw(t, "sim", "duel", "--runs", "1000000", "--plot", same, "--profile", dir+"/./same.svg")
	if want := "twtw: --plot and --profile both name " + dir + "/./same.svg: each writes its own file\n"; code != 2 || stderr != want {
		t.Errorf("--plot and --profile naming one file: exit %d, stderr %q; want 2 and %q", code, stderr, want)
	}
	if _, err := os.Stat(same); err == nil {
		t.Errorf("%s written by a refused run", same)
	}
	_, stderr, code = twtw(t, "sim", "merge", p, "--profile", p)
	if code != 2 || !strings.Contains(stderr, "--profile belongs to the runs") {
		t.Errorf("sim merge --profile: exit %d, stderr %q; want 2: it belongs to the runs", code, stderr)
	}
}

// A status one variant never saw is 0 of that variant's fights, with the
// Wilson interval of 0 out of them: Deacon Slade is killed once in 100
// fights of the baseline and never with the head ×2; the text said
// "0.0% [0.0, 100.0]", the interval of no fights at all.
func TestSimStatusNeverSeenIsZeroOfTheFights(t *testing.T) {
	out := mustTwtw(t, "sim", "faceoff", "--ruleset", "percentile", "--runs", "100", "--compare", "posse.head_shots")
	re := regexp.MustCompile(`(?m)^Deacon Slade \(Slade\)\s*\n  killed +1\.0% \[0\.2, 5\.4\] +0\.0% \[0\.0, 3\.7\] *$`)
	if !re.MatchString(out) {
		t.Errorf("sim: Deacon Slade killed: want 1.0%% [0.2, 5.4] and 0.0%% [0.0, 3.7]:\n%s", out)
	}
	if strings.Contains(out, "[0.0, 100.0]") {
		t.Errorf("sim: an interval of no fights in\n%s", out)
	}
}

// --keep-going when every fight of a variant fails: the report is still
// written (each fight counted as failed), but the run exits 1 naming the
// variant, since it has no result; the baseline's fights, which all
// finished, are reported as usual.
func TestSimKeepGoingEveryFightFailed(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "always/always.lua", `-- always/always.lua: every fight fails in its first round
local M = { name = "always.fails", version = "0.1.0", summary = "fails at once", source = "test" }
function M.setup(api)
  api.wrap("round.run", function() error("always") end)
end
return M
`)
	out, errs, code := twtw(t, "sim", "duel", "--runs", "6", "--compare", filepath.Join(dir, "always"), "--keep-going", "--json")
	r := readSim(t, out)
	base, v := r.Variants[0].Tally, r.Variants[1].Tally
	if base.Fights != 6 || base.Failed != 0 || v.Fights != 0 || v.Failed != 6 {
		t.Errorf("tallies: baseline %d fights %d failed, variant %d fights %d failed; want 6/0 and 0/6", base.Fights, base.Failed, v.Fights, v.Failed)
	}
	label := r.Variants[1].Label
	if want := `every fight of \"` + label + `\" failed: the report has no result for it`; code != 1 || !strings.Contains(errs, want) || !strings.Contains(errs, `"kind":"rule"`) {
		t.Errorf("exit %d, stderr %q; want 1, kind rule and %q", code, errs, want)
	}
	// The table has no statistics for the variant: "n/a", not 0.0% [0.0,
	// 100.0] and a difference of +0.0 pts; and it says the paired rows have no
	// seeds, rather than that no fight ended differently.
	text, _, _ := twtw(t, "sim", "duel", "--runs", "6", "--compare", filepath.Join(dir, "always"), "--keep-going")
	for _, re := range []string{
		`(?m)^posse wins +\d+\.\d% \[\d+\.\d, \d+\.\d\] +n/a +$`,
		`(?m)^  vs baseline +n/a +$`,
		`(?m)^rounds, median/p90/max +\d+ / \d+ / \d+ +n/a +$`,
		`(?m)^fights +6 +0 +$`,
		`(?m)^failed fights +0 +6 +$`,
	} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("no line matching %s in\n%s", re, text)
		}
	}
	if want := label + ": fights of it failed (below), so each column counts the fights it finished and its vs baseline rows the 0 seeds both it and the baseline finished\n"; !strings.Contains(text, want) {
		t.Errorf("no note %q in\n%s", want, text)
	}
	if strings.Contains(text, "no fight ended differently") {
		t.Errorf("a variant whose every fight failed is said to change nothing:\n%s", text)
	}
}

// Every combatant's block has the same status rows in one order (by name,
// as the JSON has them): a status a combatant never ended in is 0.0% of its
// fights, not a row left out, and a row is not placed by which variant saw
// it first (Curly Joe's came out, wounded, unhurt; the others' out, unhurt,
// wounded).
func TestSimStatusRowsAreTheSameForEveryone(t *testing.T) {
	text := mustTwtw(t, "sim", "main_street", "--ruleset", "percentile", "--runs", "30", "--compare", "posse.head_shots")
	text, _, _ = strings.Cut(text, "\nfights lasting N") // the table alone, not the length distribution under it
	header := regexp.MustCompile(`^\S.* \((posse|gang)\)\s*$`)
	var blocks [][]string
	for _, line := range strings.Split(text, "\n") {
		switch {
		case header.MatchString(line):
			blocks = append(blocks, nil)
		case len(blocks) > 0 && strings.HasPrefix(line, "  first to fall"):
			blocks = append(blocks, nil) // the statuses end here
		case len(blocks) > 0 && strings.HasPrefix(line, "  ") && !strings.Contains(line, ", mean") && !strings.HasPrefix(line, "  vs baseline"):
			name, _, _ := strings.Cut(strings.TrimSpace(line), " ")
			blocks[len(blocks)-1] = append(blocks[len(blocks)-1], name)
		}
	}
	var lists [][]string
	for _, b := range blocks {
		if b != nil {
			lists = append(lists, b)
		}
	}
	if len(lists) < 4 {
		t.Fatalf("found %d combatant blocks in\n%s", len(lists), text)
	}
	want := []string{"killed", "out", "unhurt", "wounded"}
	for i, l := range lists {
		if !slices.Equal(l, want) {
			t.Errorf("combatant block %d: status rows %v, want %v\n%s", i+1, l, want, text)
		}
	}
}

// A scenario file of another game fails the same on every seed: sim says
// so as fight does (exit 2, the file, line and field), without a seed and a
// command to reproduce it as if one fight had failed.
func TestSimOfAnotherGamesScenario(t *testing.T) {
	_, here, _, _ := runtime.Caller(0)
	file := filepath.Join(filepath.Dir(here), "..", "scripts", "rulesets", "percentile", "scenarios", "faceoff.toml")
	_, fightErr, code := twtw(t, "fight", file)
	if code != 2 || !strings.Contains(fightErr, `faceoff.toml:9: scenario: unknown field "duel"`) {
		t.Fatalf("fight: exit %d, stderr %q", code, fightErr)
	}
	if out, errs, code := twtw(t, "sim", file, "--runs", "3"); code != 2 || out != "" || errs != fightErr {
		t.Errorf("sim: exit %d, stdout %q, stderr %q; want 2 and fight's %q", code, out, errs, fightErr)
	}
}

// The text gives the distribution of fight length, not only its median, p90
// and max: a row per variant, a column per round count from the shortest
// fight to the longest, each the share of the variant's fights the JSON's
// histogram counts.
func TestSimTextHasTheLengthDistribution(t *testing.T) {
	args := []string{"sim", "duel", "--runs", "40", "--compare", "bleeding"}
	text := mustTwtw(t, args...)
	r := readSim(t, mustTwtw(t, append(args, "--json")...))
	_, block, ok := strings.Cut(text, "fights lasting N rounds, as % of each row's finished fights:\n")
	if !ok {
		t.Fatalf("no fight-length block in\n%s", text)
	}
	lines := strings.Split(strings.TrimRight(block, "\n"), "\n")
	head := strings.Fields(lines[0])
	lo, _ := strconv.Atoi(head[0])
	hi, _ := strconv.Atoi(head[len(head)-1])
	for k, v := range r.Variants {
		want := make([]string, hi-lo+1)
		for i := range want {
			want[i] = "0.0"
		}
		for _, b := range v.Stats.Rounds.Histogram {
			if b.Rounds < lo || b.Rounds > hi {
				t.Fatalf("%s: %d fights of %d rounds, outside the columns %d..%d", v.Label, b.Fights, b.Rounds, lo, hi)
			}
			want[b.Rounds-lo] = fmt.Sprintf("%.1f", 100*float64(b.Fights)/float64(v.Stats.Fights))
		}
		name := v.Label
		if k == 0 {
			name = "baseline"
		}
		got := strings.Fields(strings.TrimPrefix(strings.TrimSpace(lines[1+k]), name))
		if !strings.HasPrefix(strings.TrimSpace(lines[1+k]), name) || !slices.Equal(got, want) {
			t.Errorf("row %q; want %s then %v", lines[1+k], name, want)
		}
	}
	first, last := 0, 0
	for _, v := range r.Variants {
		for _, b := range v.Stats.Rounds.Histogram {
			if first == 0 || b.Rounds < first {
				first = b.Rounds
			}
			last = max(last, b.Rounds)
		}
	}
	if lo != first || hi != last {
		t.Errorf("columns %d..%d; want %d..%d (the shortest and longest fights of both)", lo, hi, first, last)
	}
}

// sim --profile-every N samples by instructions, not by the clock: one
// worker's runs give the same profile byte for byte, and twice the fights
// about twice the samples; N without --profile, or below 1, is refused.
func TestSimProfileEvery(t *testing.T) {
	dir := t.TempDir()
	profile := func(name, runs string) string {
		p := filepath.Join(dir, name)
		mustTwtw(t, "sim", "duel", "--runs", runs, "--workers", "1", "--profile", p, "--profile-every", "500")
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	samples := func(folded string) int {
		n := 0
		for _, line := range strings.Split(strings.TrimSpace(folded), "\n") {
			c, err := strconv.Atoi(line[strings.LastIndexByte(line, ' ')+1:])
			if err != nil {
				t.Fatalf("line %q: %v", line, err)
			}
			n += c
		}
		return n
	}
	a, b, c := profile("a.folded", "20"), profile("b.folded", "20"), profile("c.folded", "40")
	if a != b {
		t.Errorf("two runs of the same fights gave different profiles")
	}
	if na, nc := samples(a), samples(c); na < 100 || nc < 2*na*8/10 || nc > 2*na*12/10 {
		t.Errorf("%d samples for 20 duels, %d for 40; want 100 or more (a duel is some 60,000 instructions), and about twice", na, nc)
	}
	for _, args := range [][]string{
		{"sim", "duel", "--runs", "2", "--profile-every", "500"},
		{"sim", "duel", "--runs", "2", "--profile", filepath.Join(dir, "z.folded"), "--profile-every", "0"},
	} {
		if _, stderr, code := twtw(t, args...); code != 2 || !strings.Contains(stderr, "want a whole number of instructions, 1 or more, with --profile FILE") {
			t.Errorf("%v: exit %d, stderr %q; want 2", args, code, stderr)
		}
	}
}
