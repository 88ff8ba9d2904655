package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

func simCommand() *cli.Command {
	return &cli.Command{
		Name: "sim",
		Usage: "simulate many fights of a scenario: win rates with 95% intervals, fight length, how each combatant ended; " +
			"--compare runs variants on the same seeds; sim merge FILE… adds up --shard runs",
		ArgsUsage: "[SCENARIO] | merge FILE…",
		Description: "twtw sim merge FILE… adds up the --json reports of the --shard K/N runs of one simulation into the\n" +
			"report of the whole run, byte for byte the unsharded run's; it takes --json and --plot only, and refuses\n" +
			"shards of another simulation, a missing, repeated, edited or damaged shard:\n\n" +
			"   seq 1 4 | xargs -P 4 -I{} sh -c 'twtw sim duel --runs 100000 --shard {}/4 --json > shard{}.json'\n" +
			"   twtw sim merge shard*.json --plot out.png",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "runs", Aliases: []string{"n"}, Value: 100, Usage: "fights to run (seeds S, S+1, …)"},
			workersFlag("fights run at once (the results do not depend on it, unless a tight --timeout or --max-memory stops fights)"),
			firstSeedFlag(),
			&cli.IntFlag{Name: "rounds", Usage: "round limit per fight", DefaultText: "the scenario's"},
			&cli.GenericFlag{Name: "compare", Value: &repeated{}, Usage: "also run variant `V` on the same seeds (repeatable, each its own column): " +
				"MODULE (switched the other way), MODULE=on|off, MODULE.OPTION=VALUE, a house-rule FOLDER; join changes with +; a comma is part of the value"},
			&cli.StringFlag{Name: "shard", Usage: "run only shard `K/N`: every N-th seed from the K-th (add the --json shards up with sim merge)"},
			&cli.BoolFlag{Name: "keep-going", Usage: "count failed fights and go on instead of stopping at the first"},
			&cli.BoolFlag{Name: "csv", Usage: "print one CSV row per fight per variant (with its seed) instead of the table"},
			&cli.BoolFlag{Name: "coverage", Usage: "also count how often each rule ran: print the rules that never ran and the least run (--json: every count)"},
			&cli.StringFlag{Name: "plot", Usage: "also draw win rates with their intervals and the fight-length distribution into `FILE` (.svg or .png)"},
			&cli.StringFlag{Name: "profile", Usage: "also sample where the rules spend their time (a Lua call stack a millisecond, each frame a rule and its file:line) into `FILE`, as folded stacks for a flame graph"},
			&cli.IntFlag{Name: "profile-every", Usage: "with --profile: sample every `N` Lua instructions instead of every millisecond, so the profile counts what the rules do, the same on any machine (with --workers 1, run after run)"},
			rulesetFlag(), campaignFlag(), strictFlag(), jsonFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.Args().First() == "merge" {
				return simMerge(c)
			}
			return simRun(c)
		},
	}
}

// simRun is twtw sim SCENARIO: run, tally, print.
func simRun(c *cli.Context) error {
	if c.NArg() > 1 {
		return badInput("sim: want at most one scenario, got %d", c.NArg())
	}
	so, err := simOptions(c)
	if err != nil {
		return err
	}
	manyFightsGC()
	if c.IsSet("profile-every") && (c.Int("profile-every") < 1 || c.String("profile") == "") {
		return badInput("--profile-every %d: want a whole number of instructions, 1 or more, with --profile FILE", c.Int("profile-every"))
	}
	plot := c.String("plot")
	if ext := strings.ToLower(filepath.Ext(plot)); plot != "" && ext != ".svg" && ext != ".png" {
		return badInput("--plot %s: want a file name ending in .svg or .png", plot)
	}
	if err := outputFolders(c, readFiles(c, c.Args().Slice(), "the scenario"), "plot", "profile"); err != nil {
		return err
	}
	seed, sc, opts, err := runInputs(c)
	if err != nil {
		return err
	}
	so.FirstSeed = seed
	variants, err := simVariants(opts, repeatedValues(c, "compare"))
	for _, v := range variants {
		defer v.Engine.Close()
	}
	if err != nil {
		return err
	}
	if err := checkLock(c, variants[0].Engine); err != nil {
		return err
	}
	engines := make([]*host.Engine, len(variants))
	for i, v := range variants {
		engines[i] = v.Engine
	}
	report := host.NewSimReport(sc, variants, so)
	var rows *simCSV
	if c.Bool("csv") {
		rows = newSimCSV(c.App.Writer, report)
	}
	bar := newProgress(c.App.ErrWriter, so.Seeds(), len(variants))
	so.Progress = bar.set
	if c.String("profile") != "" {
		so.Profiler = host.NewProfiler(time.Millisecond)
		if n := c.Int("profile-every"); n > 0 {
			so.Profiler = host.NewCountingProfiler(n)
		}
	}
	err = host.Simulate(context.Background(), sc, engines, so, func(seed uint64, outs []host.Outcome) error {
		report.Add(seed, outs)
		if rows != nil {
			return rows.write(seed, outs)
		}
		return nil
	})
	bar.finish()
	if err != nil {
		return simFailure(c, err)
	}
	report.Finish()
	if so.Coverage {
		if report.CoverageExempt, err = variants[0].Engine.CoverageExempt(); err != nil {
			return engineError(err)
		}
	}
	if plot != "" {
		if err := writePlot(plot, report); err != nil {
			return writeError(fmt.Errorf("--plot %s: %w", plot, err))
		}
	}
	if file := c.String("profile"); file != "" {
		if err := writeFile(file, so.Profiler.WriteFolded); err != nil {
			return writeError(fmt.Errorf("--profile %s: %w", file, err))
		}
	}
	failed := warnFailed(c, report)
	if err := writeSim(c, report, rows); err != nil {
		return err
	}
	return failed
}

// writeSim writes the report as --csv, --json or text (with the rule
// coverage when the run counted it).
func writeSim(c *cli.Context, report *host.SimReport, rows *simCSV) error {
	switch {
	case rows != nil:
		return rows.flush()
	case c.Bool("json"):
		return writeReport(c, report)
	}
	printSim(c.App.Writer, report)
	printSimCoverage(c.App.Writer, report)
	return nil
}

// warnFailed says on stderr how many fights --keep-going let fail, so that
// a --json or --csv run does not hide them. A variant none of whose fights
// finished has no result to report: that is a failure of the run (exit 1,
// after the report is written), not a warning.
func warnFailed(c *cli.Context, r *host.SimReport) error {
	var none []string
	for _, v := range r.Variants {
		if e := v.Tally.FirstError; e != nil {
			fmt.Fprintf(c.App.ErrWriter, "twtw: %s: %d of %d fights failed (--keep-going); the first, seed %d: %s\n",
				v.Label, v.Tally.Failed, v.Tally.Failed+v.Tally.Fights, e.Seed, e.Error)
			if v.Tally.Fights == 0 {
				none = append(none, strconv.Quote(v.Label))
			}
		}
	}
	if len(none) == 0 {
		return nil
	}
	return &cliError{code: exitFailed, kind: kindRule,
		err: fmt.Errorf("every fight of %s failed: the report has no result for it (the first failure is above)", strings.Join(none, " and "))}
}

// simOptions reads --runs, --workers, --rounds, --shard and --keep-going,
// and refuses --json with --csv.
func simOptions(c *cli.Context) (host.SimOptions, error) {
	so := host.SimOptions{Runs: c.Int("runs"), Workers: c.Int("workers"), Rounds: c.Int("rounds"), KeepGoing: c.Bool("keep-going"), Coverage: c.Bool("coverage")}
	if so.Runs < 1 || so.Runs > 1_000_000 {
		return so, badInput("--runs %d: want 1..1000000", so.Runs)
	}
	if err := checkWorkers(so.Workers); err != nil {
		return so, err
	}
	if err := checkRounds(c); err != nil {
		return so, err
	}
	switch {
	case c.Bool("json") && c.Bool("csv"):
		return so, badInput("--json and --csv: choose one")
	case c.Bool("csv") && c.Bool("coverage"):
		return so, badInput("--csv and --coverage: a CSV row is one fight and has no place for rule counts (the table or --json has them)")
	}
	if s := c.String("shard"); s != "" {
		var k, n int
		if _, err := fmt.Sscanf(s, "%d/%d", &k, &n); err != nil || fmt.Sprintf("%d/%d", k, n) != s || k < 1 || k > n {
			return so, badInput("--shard %q: want K/N with 1 ≤ K ≤ N, such as 1/4", s)
		}
		if n > so.Runs {
			return so, badInput("--shard %s: %d shards of %d runs leave some empty", s, n, so.Runs)
		}
		so.Shard, so.Shards = k, n
	}
	return so, nil
}

// workersFlag is the --workers flag of sim and coverage.
func workersFlag(usage string) cli.Flag {
	return &cli.IntFlag{Name: "workers", Aliases: []string{"w"}, Value: runtime.GOMAXPROCS(0), Usage: usage}
}

// firstSeedFlag is the --seed flag of sim and coverage, read by seedOf.
func firstSeedFlag() cli.Flag {
	return &cli.StringFlag{Name: "seed", Value: "1", DefaultText: "1", Usage: "the first seed `S` (0 or more)"}
}

// checkWorkers refuses a --workers outside 1..256.
func checkWorkers(n int) error {
	if n < 1 || n > 256 {
		return badInput("--workers %d: want 1..256", n)
	}
	return nil
}

// checkRounds refuses a --rounds outside 1..1000: not given, the
// scenario's limit holds; given, 0 is no limit of the scenario's.
func checkRounds(c *cli.Context) error {
	if r := c.Int("rounds"); c.IsSet("rounds") && (r < 1 || r > 1000) {
		return badInput("--rounds %d: want 1..1000", r)
	}
	return nil
}

// simVariants builds the baseline's engine and one per --compare, each
// labelled with what differs; it refuses a variant that changes nothing and
// two alike. The engines built so far are returned with any error, for the
// caller to close.
func simVariants(opts host.Options, compares []string) ([]host.VariantSpec, error) {
	base, err := newEngine(opts)
	if err != nil {
		return nil, err
	}
	out := []host.VariantSpec{{Label: "baseline", Engine: base}}
	for _, spec := range compares {
		vo, label, err := base.Variant(spec)
		var in *host.InputError
		if errors.As(err, &in) && in.Field == "" {
			in.Field = "--compare"
		}
		if err != nil {
			return out, engineError(err)
		}
		e, err := newEngine(vo)
		if err != nil {
			return out, engineError(fmt.Errorf("--compare %s: %w", spec, err))
		}
		out = append(out, host.VariantSpec{Label: label, Changes: []string{spec}, Engine: e})
		for _, prev := range out[:len(out)-1] {
			if prev.Engine.SamePlan(e) {
				return out, badInput("--compare %s runs the same rules as %s: nothing to compare", spec, prev.Label)
			}
		}
	}
	return out, nil
}

// simFailure reports a failed simulation: the seed, the --timeout hint of a
// fight that ran past the deadline (as twtw fight gives it) and a command
// that reproduces the failure, exit 1 (2 for bad input).
func simFailure(c *cli.Context, err error) error {
	var se *host.SimError
	if !errors.As(err, &se) {
		return engineError(err)
	}
	// a fault of the scenario file (another game's field) is the same on
	// every seed: no seed, nothing to reproduce
	var in *host.InputError
	if errors.As(se.Err, &in) && in.File != "" && in.File == c.Args().First() {
		return engineError(se.Err)
	}
	code, kind := classify(err)
	return &cliError{code: code, kind: kind, err: fmt.Errorf("%w%s\nreproduce: %s", withTimeoutHint(err), stopNote(c, se), reproduce(c, se))}
}

// stopNote says, for a fight a limit stopped, what the stop may and may not
// mean: the deadline is wall-clock time, and the memory guard reads the
// whole process's heap, which the other workers' fights grow too, so which
// fight a tight limit stops may change from run to run; a rule that never
// ends is stopped the same way. The command that reproduces the fight tells
// the two apart.
func stopNote(c *cli.Context, se *host.SimError) string {
	var st *host.StopError
	if !errors.As(se.Err, &st) {
		return ""
	}
	const tell = " If the command below finishes the fight, the limit was too tight; if it stops at the same line, a rule there runs without end)"
	if n := min(c.Int("workers"), c.Int("runs")) - 1; n > 0 { // no more workers run than fights
		others := "the other worker's fights grow"
		if n > 1 {
			others = fmt.Sprintf("the other %d workers' fights grow", n)
		}
		return "\n(which fight a tight limit stops depends on the machine: --timeout is wall-clock time and --max-memory counts the whole process's heap, which " +
			others + " too." + tell
	}
	return "\n(which fight a tight limit stops depends on the machine: --timeout is wall-clock time and --max-memory counts the process's heap." + tell
}

// reproduce is the command that runs the failed fight alone: twtw fight for
// the baseline, twtw sim --runs 1 with the variant's --compare otherwise.
func reproduce(c *cli.Context, se *host.SimError) string {
	args := []string{"twtw"}
	for _, g := range []string{"deck", "timeout", "max-memory"} {
		if c.IsSet(g) {
			args = append(args, "--"+g, fmt.Sprint(c.Value(g)))
		}
	}
	if se.Engine == 0 {
		args = append(args, "fight")
	} else {
		args = append(args, "sim")
	}
	if sc := c.Args().First(); sc != "" {
		args = append(args, sc)
	}
	args = append(args, "--seed", fmt.Sprint(se.Seed))
	for _, f := range []string{"ruleset", "campaign", "rounds"} {
		if c.IsSet(f) {
			args = append(args, "--"+f, fmt.Sprint(c.Value(f)))
		}
	}
	if se.Engine > 0 {
		args = append(args, "--runs", "1", "--compare", repeatedValues(c, "compare")[se.Engine-1])
	}
	for i, a := range args {
		args[i] = shellQuote(a)
	}
	return strings.Join(args, " ")
}

// shellQuote quotes an argument for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./=:+,@", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// writeReport prints the report as JSON.
func writeReport(c *cli.Context, r *host.SimReport) error {
	b, err := r.JSON()
	if err != nil {
		return &cliError{code: exitFailed, kind: kindError, err: err}
	}
	_, err = c.App.Writer.Write(b)
	return err
}
