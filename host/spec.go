package host

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"path"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/deck"
	"github.com/twtw/twtw/host/vm"
)

//go:embed lua/spec.lua
var specLua string

// SpecResult is the outcome of one `it`.
type SpecResult struct {
	File string `json:"file"`
	Name string `json:"name"`
	OK   bool   `json:"ok"`
	Err  string `json:"error,omitempty"`
}

// SpecReport sums up a spec run.
type SpecReport struct {
	Passed  int          `json:"passed"`
	Failed  int          `json:"failed"`
	Results []SpecResult `json:"results"`
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
			if p == pre || strings.HasPrefix(p, strings.TrimSuffix(pre, "/")+"/") {
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
// failures and a closing "N passed, N failed" line to out.
func (e *Engine) RunSpecs(ctx context.Context, paths []string, out io.Writer) *SpecReport {
	rep := &SpecReport{}
	for _, p := range paths {
		if err := ctx.Err(); err != nil {
			rep.add(SpecResult{File: p, Name: "(run)", Err: err.Error()})
			break
		}
		e.runSpecFile(ctx, p, rep, out)
	}
	for _, r := range rep.Results {
		if !r.OK {
			fmt.Fprintf(out, "FAIL %s › %s\n     %s\n", r.File, r.Name, strings.ReplaceAll(r.Err, "\n", "\n     "))
		}
	}
	fmt.Fprintf(out, "%d passed, %d failed\n", rep.Passed, rep.Failed)
	return rep
}

func (r *SpecReport) add(res SpecResult) {
	res.OK = res.Err == ""
	if res.OK {
		r.Passed++
	} else {
		r.Failed++
	}
	r.Results = append(r.Results, res)
}

// specVM is one spec file's VM with its collected tests.
type specVM struct {
	v      *vm.VM
	a      *api
	tests  []*lua.LTable
	names  []string
	runOne lua.LValue
	base   *registry
	used   map[string]*registry
}

// planFor is the engine's plan plus the non-core module a spec file sits beside.
func (e *Engine) planFor(specPath string) ([]Planned, error) {
	sibling := strings.TrimSuffix(specPath, "_spec.lua") + ".lua"
	enable := append([]Enable(nil), e.opts.Enable...)
	for _, m := range e.catalog.byName {
		if m.Path == sibling && m.Kind != KindCore {
			on := false
			for _, x := range enable {
				on = on || x.Name == m.Name
			}
			if !on {
				enable = append(enable, Enable{Name: m.Name})
			}
		}
	}
	var disable []string
	for _, name := range e.opts.Disable {
		if m, ok := e.catalog.byName[name]; !ok || m.Path != sibling {
			disable = append(disable, name)
		}
	}
	return e.catalog.Resolve(enable, disable...)
}

func (e *Engine) newSpecVM(specPath string) (*specVM, error) {
	plan, err := e.planFor(specPath)
	if err != nil {
		return nil, err
	}
	s := &specVM{used: map[string]*registry{}}
	v, err := vm.NewVM(e.scripts, e.vmOptions(), func(v *vm.VM) error {
		s.a = newAPI(v.State(), e.cards, e.moduleOf())
		s.a.vm = v
		v.Preload("twtw", s.a.view)
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.v = v
	L := v.State()
	if err := s.a.build(plan); err != nil {
		v.Close()
		return nil, err
	}
	s.base = s.a.reg
	s.a.table.RawSetString("use", L.NewFunction(func(L *lua.LState) int { return e.use(L, s) }))
	s.a.table.RawSetString("logged", L.NewFunction(logged(s.a)))

	fw, err := L.Load(strings.NewReader(specLua), "twtw/spec.lua")
	if err != nil {
		v.Close()
		return nil, fmt.Errorf("spec framework: %w", err)
	}
	rets, err := v.Call(context.Background(), fw, 1)
	if err != nil {
		v.Close()
		return nil, fmt.Errorf("spec framework: %w", err)
	}
	framework := rets[0].(*lua.LTable)
	s.runOne = framework.RawGetString("run_one")

	body, err := v.Load(specPath)
	if err != nil {
		v.Close()
		return nil, err
	}
	env := L.NewTable()
	meta := L.NewTable()
	meta.RawSetString("__index", v.Globals())
	L.SetMetatable(env, meta)
	fixtures := L.NewTable()
	fixtures.RawSetString("combatant", L.NewFunction(func(L *lua.LState) int {
		fn := s.a.reg.table.RawGetString("combatant.fixture")
		if fn == lua.LNil {
			L.RaiseError("fixtures.combatant: no rule combatant.fixture is defined")
		}
		L.Push(fn)
		L.Push(L.Get(1))
		L.Call(1, 1)
		return 1
	}))
	env.RawSetString("fixtures", fixtures)
	L.SetFEnv(body, env)
	bind := L.NewFunction(func(L *lua.LState) int {
		for i, name := range []string{"describe", "it", "before_each", "after_each", "assert"} {
			env.RawSetString(name, L.Get(i+1))
		}
		return 0
	})
	s.a.sess = e.newSession(specPath, nil)
	rets, err = v.Call(context.Background(), framework.RawGetString("collect"), 1, body, bind)
	if err != nil {
		v.Close()
		return nil, err
	}
	tests, ok := rets[0].(*lua.LTable)
	if !ok {
		v.Close()
		return nil, fmt.Errorf("%s: collecting specs returned %s", specPath, rets[0].Type())
	}
	for i := 1; i <= tests.Len(); i++ {
		t := tests.RawGetInt(i).(*lua.LTable)
		s.tests = append(s.tests, t)
		s.names = append(s.names, lua.LVAsString(t.RawGetString("name")))
	}
	return s, nil
}

// use is twtw.use{...} inside a spec: switch to a registry with the core
// rules, the modules on by default and the named modules ({"bleeding",
// risk = {opt = v}}; without = {"bumps"} switches a default module off), and
// return its rules table. The spec file's own registry comes back for the next test.
func (e *Engine) use(L *lua.LState, s *specVM) int {
	t := L.OptTable(1, L.NewTable())
	var enable []Enable
	var key []string
	for i := 1; i <= t.Len(); i++ {
		name := lua.LVAsString(t.RawGetInt(i))
		enable = append(enable, Enable{Name: name})
		key = append(key, name)
	}
	var named, without []string
	if w, ok := t.RawGetString("without").(*lua.LTable); ok {
		for i := 1; i <= w.Len(); i++ {
			without = append(without, lua.LVAsString(w.RawGetInt(i)))
		}
		key = append(key, "without:"+strings.Join(without, ","))
	}
	t.ForEach(func(k, v lua.LValue) {
		if ks, ok := k.(lua.LString); ok && ks != "without" {
			named = append(named, string(ks))
		}
	})
	sort.Strings(named)
	for _, name := range named {
		opts := map[string]any{}
		if ot, ok := t.RawGetString(name).(*lua.LTable); ok {
			ot.ForEach(func(k, v lua.LValue) { opts[lua.LVAsString(k)] = luaToGo(v) })
		}
		enable = append(enable, Enable{Name: name, Options: opts})
		key = append(key, fmt.Sprintf("%s%v", name, opts))
	}
	k := strings.Join(key, ";")
	reg, ok := s.used[k]
	if !ok {
		plan, err := e.catalog.Resolve(enable, without...)
		if err != nil {
			L.RaiseError("use: %v", err)
		}
		if err := s.a.build(plan); err != nil {
			L.RaiseError("use: %v", err)
		}
		reg = s.a.reg
		s.used[k] = reg
	}
	s.a.reg = reg
	s.a.table.RawSetString("rules", reg.view)
	L.Push(reg.view)
	return 1
}

// runSpecFile runs one spec file; what its scripts print goes to out.
func (e *Engine) runSpecFile(ctx context.Context, p string, rep *SpecReport, out io.Writer) {
	if isExampleFolder(p) {
		e.runExampleSpec(ctx, p, rep, out)
		return
	}
	s, err := e.newSpecVM(p)
	if err != nil {
		rep.add(SpecResult{File: p, Name: "(loading)", Err: err.Error()})
		return
	}
	defer func() { s.v.Close() }()
	if len(s.tests) == 0 {
		rep.add(SpecResult{File: p, Name: "(loading)", Err: "the spec file defines no tests"})
		return
	}
	for i := range s.tests {
		if i > 0 || s.v.Broken() { // each `it` starts from fresh module and spec-file state
			s.v.Close()
			if s, err = e.newSpecVM(p); err != nil {
				rep.add(SpecResult{File: p, Name: "(reloading)", Err: err.Error()})
				return
			}
		}
		s.v.SetOutput(out)
		s.a.reg = s.base
		s.a.table.RawSetString("rules", s.base.view)
		s.a.sess = e.newSession(p+" › "+s.names[i], NewTranscript(nil, false, true))
		s.v.SetRand(s.a.sess.rng)
		_, err := s.v.Call(ctx, s.runOne, 0, s.tests[i])
		res := SpecResult{File: p, Name: s.names[i]}
		if err != nil {
			res.Err = specError(err)
		}
		rep.add(res)
	}
}

// logged is twtw.logged([kind]) inside a spec: the transcript events the
// current test has logged so far (of one kind, when given), each as
// {kind, text, module, where}, so a spec can assert what a rule says.
func logged(a *api) lua.LGFunction {
	return func(L *lua.LState) int {
		kind := L.OptString(1, "")
		out := L.NewTable()
		if a.sess != nil && a.sess.log != nil {
			for _, ev := range a.sess.log.Events {
				if kind != "" && ev.Kind != kind {
					continue
				}
				t := L.CreateTable(0, 4)
				t.RawSetString("kind", lua.LString(ev.Kind))
				t.RawSetString("text", lua.LString(ev.Text))
				t.RawSetString("module", lua.LString(ev.Module))
				t.RawSetString("where", lua.LString(ev.Where))
				out.Append(t)
			}
		}
		L.Push(out)
		return 1
	}
}

// runExampleSpec runs a spec of an example folder (houserules/NAME/…) the
// way a campaign would use the folder: mounted as NAME/ over the built-in
// scripts, so a module there may rewrite a built-in one under its own name.
func (e *Engine) runExampleSpec(ctx context.Context, p string, rep *SpecReport, out io.Writer) {
	layer, err := BuiltinFolder(path.Dir(p))
	if err != nil {
		rep.add(SpecResult{File: p, Name: "(loading)", Err: err.Error()})
		return
	}
	opts := e.opts
	opts.Layers = append(append([]vm.Layer(nil), e.opts.Layers...), layer)
	sub, err := New(opts)
	if err != nil {
		rep.add(SpecResult{File: p, Name: "(loading)", Err: err.Error()})
		return
	}
	defer sub.Close()
	before := len(rep.Results)
	sub.runSpecFile(ctx, layer.Prefix+path.Base(p), rep, out)
	for i := before; i < len(rep.Results); i++ {
		rep.Results[i].File = p
	}
}

func specError(err error) string {
	var se *vm.ScriptError
	if errors.As(err, &se) {
		return se.Error()
	}
	return err.Error()
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
	return &session{
		deck: deck.New(e.cards, seed),
		rng:  rand.New(rand.NewPCG(seed, 0x7477_7477_7477_7477)),
		log:  log,
	}
}
