package host

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"path"
	"sort"
	"strings"
	"time"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/deck"
	"github.com/twtw/twtw/core/dice"
	"github.com/twtw/twtw/core/poker"
	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/specreport"
	"github.com/twtw/twtw/host/vm"
)

// SpecLoading is the Name of the result of a spec file that could not be
// loaded (a syntax error, rules that do not set up, no tests): the CLI
// exits 2 for it, as for any script that does not load.
const SpecLoading = specreport.Loading

// SpecOptions choose the tests of a spec run and how it is reported.
type SpecOptions struct {
	// Tags, when given, run only the tests with one of these #tags in their
	// path; ExcludeTags leaves out the tests with any of these.
	Tags, ExcludeTags []string
	// Filter, when given, runs only the tests whose path ("describe › it")
	// contains one of these as a plain substring or matches it as a Lua
	// pattern; FilterOut leaves out the tests that do.
	Filter, FilterOut []string
	// Format is SpecFormatText (also ""), SpecFormatTAP, SpecFormatJUnit or
	// SpecFormatJSON.
	Format string
	// Verbose writes one line per test in the text format.
	Verbose bool
}

// SpecPaths returns the spec files of the script set under the given path
// prefixes (all of them when none is given), sorted.
func (e *Engine) SpecPaths(prefixes ...string) []string {
	var out []string
	for _, p := range e.scripts.Paths() {
		if !strings.HasSuffix(p, "_spec.lua") {
			continue
		}
		if len(prefixes) == 0 {
			out = append(out, p)
			continue
		}
		for _, pre := range prefixes {
			if pre == "" || p == pre || strings.HasPrefix(p, strings.TrimSuffix(pre, "/")+"/") {
				out = append(out, p)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// RunSpecs runs spec files of the script set, each in a fresh sandboxed VM
// with the engine's plan (plus the module the spec sits beside), and writes
// what the tests print, failures, errors and a closing "N passed, N failed"
// line to out (nil: nowhere; the report still counts every test). It is
// RunSpecsWith with the default options. A run that cannot start (a closed
// engine) reports each spec file of paths, or one nameless result when
// there are none, as an error at (loading) with the reason: never a run
// that passed.
func (e *Engine) RunSpecs(ctx context.Context, paths []string, out io.Writer) *SpecReport {
	rep, err := e.RunSpecsWith(ctx, paths, out, SpecOptions{})
	if err != nil && rep == nil {
		files := map[string]string{"": ""}
		if len(paths) > 0 {
			files = make(map[string]string, len(paths))
			for _, p := range paths {
				files[p] = ""
			}
		}
		if out == nil {
			out = io.Discard
		}
		rep, _ = SpecLoadFailure(files, out, SpecOptions{}, err) // the text format, always known: a report
	}
	return rep
}

// RunSpecsWith runs the spec files' tests that o selects and reports them to
// out in o's format: text (what tests print, with -verbose a line per test,
// then the failures and errors and "N passed, N failed" last, with
// ", N errors" and ", N pending" when some are), TAP, JUnit XML or JSON; a
// test a failed assertion stopped has failed (SpecFailed), one anything
// else stopped is an error (SpecErrored). A nil out writes nowhere. An unknown
// format is an *InputError; on a closed engine it returns ErrClosed. When
// ctx ends the run stops before the next spec file: the report of what ran
// is written and returned with an error wrapping ctx's (errors.Is
// context.Canceled or DeadlineExceeded).
func (e *Engine) RunSpecsWith(ctx context.Context, paths []string, out io.Writer, o SpecOptions) (*SpecReport, error) {
	ctx = orBackground(ctx)
	if e.closed() {
		return nil, ErrClosed
	}
	if out == nil {
		out = io.Discard
	}
	rp, err := newSpecReporter(o, out)
	if err != nil {
		return nil, err
	}
	run := &specRun{rep: &SpecReport{}, opts: o, out: rp, scripts: e.scripts}
	start := time.Now()
	rp.Start()
	var stopped error
	for i, p := range paths {
		if err := ctx.Err(); err != nil {
			run.add(SpecResult{File: p, Name: "(run)", Err: err.Error()})
			stopped = fmt.Errorf("spec run stopped before %s (%d of %d files run): %w", p, i, len(paths), err)
			break
		}
		e.runSpecFile(ctx, p, run)
	}
	if stopped == nil {
		e.checkUntested(ctx, paths, run)
	}
	if err := ctx.Err(); err != nil && stopped == nil {
		stopped = fmt.Errorf("spec run stopped: %w", err)
	}
	run.rep.Duration = time.Since(start)
	if err := rp.Finish(run.rep); err != nil {
		return run.rep, fmt.Errorf("writing the spec report: %w", err)
	}
	return run.rep, stopped
}

// specRun is a run in progress: its report, options and reporter; as, when
// set, names the file its results are filed under; scripts, the file on
// disk of each.
type specRun struct {
	rep     *SpecReport
	opts    SpecOptions
	out     specreport.Reporter
	as      string
	scripts *vm.Scripts // names each result's file on disk
}

func (r *specRun) add(res SpecResult) {
	if r.as != "" {
		res.File = r.as
	}
	res.Path = r.scripts.File(res.File)
	r.out.Result(r.rep.Add(res))
}

// hooks files the teardowns that failed, and a stopped teardown call.
func (r *specRun) hooks(p string, failures []hookFailure, err error) {
	for _, f := range failures {
		res := SpecResult{File: p, Name: f.name, Err: f.err}
		if f.failure {
			res.Status = SpecFailed
		}
		r.add(res)
	}
	if err != nil {
		r.add(SpecResult{File: p, Name: "(teardown)", Err: specError(err)})
	}
}

// runSpecFile runs the selected tests of one spec file in file order.
func (e *Engine) runSpecFile(ctx context.Context, p string, run *specRun) {
	if isExampleFolder(p) {
		e.runExampleSpec(ctx, p, run)
		return
	}
	s, err := e.newSpecVM(p, run.opts)
	if err != nil {
		run.add(loadingResult(p, err, run.scripts))
		return
	}
	defer func() { s.v.Close() }()
	if s.count() == 0 {
		run.add(SpecResult{File: p, Name: SpecLoading, Err: "the spec file defines no tests"})
		return
	}
	for i := range s.tests {
		if !s.tests[i].selected {
			continue
		}
		if ctx.Err() != nil {
			return // the run stops (RunSpecsWith says why)
		}
		var buf bytes.Buffer
		if s, err = e.usable(s, p, run.opts); err != nil {
			run.add(SpecResult{File: p, Name: "(reloading)", Err: specError(err)})
			return
		}
		s.v.SetOutput(&buf)
		failures, err := s.leave(ctx, s.tests[i].t)
		run.hooks(p, failures, err)
		if s, err = e.usable(s, p, run.opts); err != nil {
			run.add(SpecResult{File: p, Name: "(reloading)", Err: specError(err)})
			return
		}
		s.v.SetOutput(&buf)
		if res, ok := e.runSpec(ctx, s, p, i, &buf); ok {
			run.add(res)
		}
	}
	if !s.v.Broken() {
		failures, err := s.leave(ctx, lua.LNil)
		run.hooks(p, failures, err)
	}
}

// usable returns s, or a fresh VM for the file when a stopped call broke
// s's (the new VM has no describe block open: their setups run again).
func (e *Engine) usable(s *specVM, p string, o SpecOptions) (*specVM, error) {
	if !s.v.Broken() {
		return s, nil
	}
	s.v.Close()
	fresh, err := e.newSpecVM(p, o)
	if err != nil {
		return s, err
	}
	return fresh, nil
}

// runSpec runs test i with a fresh deck seeded from its name and the spec
// file's registry; what it prints goes to buf. A visit (a block without
// tests) gives a result only when its setup fails.
func (e *Engine) runSpec(ctx context.Context, s *specVM, p string, i int, buf *bytes.Buffer) (SpecResult, bool) {
	t := s.tests[i]
	// a block's setups run with the spec file's rules and data, not what
	// the test before switched to or wrote; what they write is put back
	// before the test, as a test's is
	s.reset()
	if err := s.enter(ctx, p, i); err != nil {
		return SpecResult{File: p, Name: t.name, Tags: t.tags, Err: specError(err)}, true
	}
	s.reset()
	s.a.sess = e.newSession(specSeedPath(p)+" › "+t.name, NewTranscript(nil, false, true))
	s.v.SetRand(s.a.sess.rng)
	start := time.Now()
	pending, msg, err := s.runOne(ctx, i)
	res := SpecResult{File: p, Name: t.name, Tags: t.tags, Duration: time.Since(start)}
	s.v.SetOutput(nil)
	res.Output = buf.String()
	switch {
	case err != nil:
		res.Err = specError(err)
		if failedAssertion(t.t, err) {
			res.Status = SpecFailed
		}
	case pending:
		res.Status, res.Pending = SpecPending, msg
	}
	if t.visit {
		res.Name += " › setup"
		return res, err != nil
	}
	return res, true
}

// runExampleSpec runs a spec of an example folder (houserules/NAME/…) the
// way a campaign would use the folder: mounted as NAME/ over the built-in
// scripts, so a module there may rewrite a built-in one under its own name.
func (e *Engine) runExampleSpec(ctx context.Context, p string, run *specRun) {
	layer, err := BuiltinFolder(e.rs.Name, path.Dir(p))
	if err != nil {
		run.add(SpecResult{File: p, Name: SpecLoading, Err: err.Error()})
		return
	}
	opts := e.opts
	opts.Layers = append(append([]vm.Layer(nil), e.opts.Layers...), layer)
	sub, err := New(opts)
	if err != nil {
		run.add(loadingResult(p, err, run.scripts))
		return
	}
	defer sub.Close()
	as := *run
	as.as = p
	sub.runSpecFile(ctx, layer.Prefix+path.Base(p), &as)
}

// loadingResult is the (loading) result of spec file p, which err stopped
// from loading. An error a module's setup raised begins with the module's
// file:line and is located there (on disk as scripts names it, when it
// does), not at the spec: JUnit's message and --json's error object point
// at the fault.
func loadingResult(p string, err error, scripts *vm.Scripts) SpecResult {
	msg, at, line := setupFault(err)
	res := SpecResult{File: p, Name: SpecLoading, Err: msg, FaultFile: at, FaultLine: line}
	if at != "" && scripts != nil {
		res.FaultFile = cmp.Or(scripts.File(at), at)
	}
	return res
}

func specError(err error) string {
	var se *vm.ScriptError
	if errors.As(err, &se) {
		return se.Error()
	}
	return err.Error()
}

// specSeedPath is the part of a spec's path its decks are seeded from: the
// path in a folder of a scripts tree as it loads (rules/ranged_spec.lua,
// houserules/gulch/grit_spec.lua), and for a folder outside one, which loads
// under its own name, the path below that name (gulch-rules/grit_spec.lua →
// grit_spec.lua): a copy of the folder under another name (a CI workspace's
// gulch-rules@2) draws the same cards.
func specSeedPath(p string) string {
	if top, rest, ok := strings.Cut(p, "/"); ok && !ruleset.OwnFolder(top) {
		return rest
	}
	return p
}

// newSession makes a deck and generator seeded from a name (a spec) — the
// same name always gives the same cards.
func (e *Engine) newSession(name string, log *Transcript) *session {
	h := fnv.New64a()
	h.Write([]byte(name))
	seed := h.Sum64()
	return e.seededSession(seed, log)
}

// seededSession is a fight's deck and random generator from one seed. The
// generator for math.random is a second PCG stream of the same seed, so
// scripts' random numbers never disturb the order of the cards.
func (e *Engine) seededSession(seed uint64, log *Transcript) *session {
	s := &session{
		rng: rand.New(rand.NewPCG(seed, 0x7477_7477_7477_7477)),
		log: log,
	}
	if e.uses("action") {
		s.deck = deck.New(e.cards, seed)
	}
	if e.uses("dice") {
		s.dice = dice.New(seed)
	}
	if e.uses("poker") {
		s.poker = poker.New(seed)
	}
	return s
}

// SpecLoadFailure writes the report of a spec run that could not start
// because its scripts do not load (a syntax error or a bad manifest in a
// module beside the specs, which New refuses): each spec file of files
// (its load path → its file on disk) fails at (loading) with err, in the
// format o asks for, so that a CI job still gets a report of what did not
// run and why rather than an empty file.
func SpecLoadFailure(files map[string]string, out io.Writer, o SpecOptions, err error) (*SpecReport, error) {
	rp, rerr := newSpecReporter(o, out)
	if rerr != nil {
		return nil, rerr
	}
	rep := &SpecReport{}
	rp.Start()
	for _, f := range sortedKeys(files) {
		res := loadingResult(f, err, nil)
		res.Path = files[f]
		rp.Result(rep.Add(res))
	}
	if werr := rp.Finish(rep); werr != nil {
		return rep, fmt.Errorf("writing the spec report: %w", werr)
	}
	return rep, nil
}
