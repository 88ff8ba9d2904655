package host

import (
	"bytes"
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"

	"github.com/twtw/twtw/host/vm"
)

// specFS holds the spec framework (host/lua/spec*.lua): the DSL and runner
// (spec.lua), the assertions and their chains, spies and matchers.
//
//go:embed lua/spec*.lua
var specFS embed.FS

// specProtos compiles the framework's files once per process: a compiled
// chunk never changes and every spec VM instantiates its own functions from
// it, so this is a constant computed on first use, not shared state.
var specProtos = sync.OnceValues(func() (map[string]*lua.FunctionProto, error) {
	entries, err := fs.Glob(specFS, "lua/spec*.lua")
	if err != nil {
		return nil, err
	}
	protos := map[string]*lua.FunctionProto{}
	for _, p := range entries {
		src, err := specFS.ReadFile(p)
		if err != nil {
			return nil, err
		}
		name := "twtw/" + path.Base(p)
		chunk, err := parse.Parse(bytes.NewReader(src), name)
		if err != nil {
			return nil, fmt.Errorf("spec framework: %w", err)
		}
		if protos[path.Base(p)], err = lua.Compile(chunk, name); err != nil {
			return nil, fmt.Errorf("spec framework: %w", err)
		}
	}
	return protos, nil
})

// specVM is one spec file's VM with its collected tests.
type specVM struct {
	e     *Engine
	v     *vm.VM
	a     *api
	fw    *lua.LTable
	tests []specTest
	base  *registry
	used  map[string]*registry
	// data holds the data tables of base and of each rule set used, put
	// back before every test (runSpec).
	data pristine
	// inHook is set while setups or teardowns run: twtw.use is refused
	// there (a test's rules are the spec file's until it switches them).
	inHook bool
}

// specTest is one collected test: its Lua table, full name ("describe ›
// it"), tags and whether the run's options select it. A visit is no test
// but a describe block without tests whose strict setups must run.
type specTest struct {
	t        *lua.LTable
	name     string
	tags     []string
	selected bool
	visit    bool
}

// use is twtw.use{...} inside a spec: switch to a registry with the core
// rules, the modules on by default and the named modules ({"bleeding",
// risk = {opt = v}}; without = {"bumps"} switches a default module off), and
// return its rules table. The spec file's own registry comes back for the next test.
// Each distinct set is built once per spec file, with module tables of its
// own, and kept for the tests that ask for it again.
func (e *Engine) use(L *lua.LState, s *specVM) int {
	if s.inHook {
		L.RaiseError("twtw.use in a setup or teardown: each test starts with the spec file's rules, so it would " +
			"switch them for no test; call it in before_each or in the test")
	}
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
	vm.Each(t, func(k, v lua.LValue) {
		if ks, ok := k.(lua.LString); ok && ks != "without" {
			named = append(named, string(ks))
		}
	})
	sort.Strings(named)
	for _, name := range named {
		opts := map[string]any{}
		if ot, ok := t.RawGetString(name).(*lua.LTable); ok {
			vm.Each(ot, func(k, v lua.LValue) { opts[lua.LVAsString(k)] = luaToGo(v) })
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
		// each set runs its modules' main chunks afresh: a module's file-level
		// locals (a value its setup keeps from its options) are that set's, not
		// shared with the spec file's rules or another set's
		s.v.ForgetModules()
		// an option this set gives is the spec's, set at this call
		origins, at := s.a.origins, s.a.sites.caller(L)
		s.a.origins.from = func(string, string) DataLink { return DataLink{Module: "twtw.use", Where: at.where} }
		err = s.a.build(context.Background(), plan)
		s.a.origins = origins
		if err != nil {
			L.RaiseError("use: %v", err)
		}
		reg = s.a.reg
		s.used[k] = reg
		s.recordData(reg)
	}
	s.a.reg = reg
	s.a.table.RawSetString("rules", reg.view)
	L.Push(reg.view)
	return 1
}

// loadFramework runs the framework's files in order, each given the modules
// it needs as chunk arguments, and returns spec.lua's table.
func (s *specVM) loadFramework(L *lua.LState) (*lua.LTable, error) {
	protos, err := specProtos()
	if err != nil {
		return nil, err
	}
	load := func(name string, args ...lua.LValue) (lua.LValue, error) {
		proto, ok := protos[name]
		if !ok {
			return nil, fmt.Errorf("spec framework: no file %s", name)
		}
		rets, err := s.v.Call(context.Background(), L.NewFunctionFromProto(proto), 1, args...)
		if err != nil {
			return nil, fmt.Errorf("spec framework %s: %w", name, err)
		}
		return rets[0], nil
	}
	util, err := load("spec_util.lua")
	if err != nil {
		return nil, err
	}
	spies, err := load("spec_spy.lua", util)
	if err != nil {
		return nil, err
	}
	matchMod, err := load("spec_match.lua", util)
	if err != nil {
		return nil, err
	}
	assertions, err := load("spec_assertions.lua", util, spies)
	if err != nil {
		return nil, err
	}
	assert, err := load("spec_assert.lua", util, spies, matchMod, assertions, locateFunc(L))
	if err != nil {
		return nil, err
	}
	setfenv := L.NewFunction(func(L *lua.LState) int {
		if fn, ok := L.Get(1).(*lua.LFunction); ok && !fn.IsG {
			fn.Env = L.CheckTable(2)
		}
		return 0
	})
	// defined(fn) is "file:line" where a Lua function begins (nil for a Go one)
	defined := L.NewFunction(func(L *lua.LState) int {
		fn, ok := L.Get(1).(*lua.LFunction)
		if !ok || fn.IsG || fn.Proto == nil {
			return 0
		}
		L.Push(lua.LString(fmt.Sprintf("%s:%d", fn.Proto.SourceName, fn.Proto.LineDefined)))
		return 1
	})
	run, err := load("spec_run.lua", util, spies, setfenv, defined)
	if err != nil {
		return nil, err
	}
	match := L.GetField(matchMod, "match")
	fw, err := load("spec.lua", util, spies, assert, match, run, setfenv)
	if err != nil {
		return nil, err
	}
	t, ok := fw.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("spec framework: spec.lua returned %s", fw.Type())
	}
	return t, nil
}

// selection is the run's test selection as the Lua table collect reads.
func selection(L *lua.LState, o SpecOptions) *lua.LTable {
	t := L.NewTable()
	for key, list := range map[string][]string{
		"tags": o.Tags, "exclude_tags": o.ExcludeTags, "filter": o.Filter, "filter_out": o.FilterOut,
	} {
		l := L.CreateTable(len(list), 0)
		for _, x := range list {
			l.Append(lua.LString(x))
		}
		t.RawSetString(key, l)
	}
	return t
}

func (e *Engine) newSpecVM(specPath string, o SpecOptions) (*specVM, error) {
	plan, err := e.planFor(specPath)
	if err != nil {
		return nil, err
	}
	s, err := e.emptySpecVM()
	if err != nil {
		return nil, err
	}
	if err := e.collectSpecs(s, specPath, plan, o); err != nil {
		s.v.Close()
		return nil, err
	}
	return s, nil
}

// emptySpecVM is a spec VM with the twtw API and no rules built yet.
func (e *Engine) emptySpecVM() (*specVM, error) {
	s := &specVM{e: e, used: map[string]*registry{}}
	v, err := vm.NewVM(e.scripts, e.vmOptions(), func(v *vm.VM) error {
		s.a = newAPI(v.State(), e.rs.Uses, e.cards, e.moduleOf())
		s.a.cardTabs.guard = true // runSpec restores the cards before each test
		if len(e.opts.Expose) > 0 {
			s.a.table.RawSetString("host", exposeTable(v.State(), e.opts.Expose))
		}
		s.a.vm = v
		s.a.events = e.catalog.EventsByName()
		s.a.origins = optionOrigins{catalog: e.catalog, from: e.optionFrom}
		v.Preload("twtw", s.a.view)
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.v = v
	return s, nil
}

// recordData records the data tables reg holds, so that what a test writes
// into one is gone for the next, as its globals are.
func (s *specVM) recordData(reg *registry) {
	s.data.extras = true
	for _, name := range sortedKeys(reg.rules) {
		if t, ok := reg.table.RawGetString(name).(*lua.LTable); ok && reg.rules[name].Kind == "data" {
			s.data.record(t)
		}
	}
}

// collectSpecs builds the spec file's registry, loads the framework and runs
// the file's chunk to collect its tests.
func (e *Engine) collectSpecs(s *specVM, specPath string, plan []Planned, o SpecOptions) error {
	L := s.v.State()
	if err := s.a.build(context.Background(), plan); err != nil {
		return err
	}
	s.base = s.a.reg
	s.a.table.RawSetString("use", L.NewFunction(func(L *lua.LState) int { return e.use(L, s) }))
	s.a.table.RawSetString("logged", L.NewFunction(logged(s.a)))
	s.a.table.RawSetString("here", L.NewFunction(e.here(specPath)))
	fw, err := s.loadFramework(L)
	if err != nil {
		return err
	}
	s.fw = fw
	body, err := s.v.Load(specPath)
	if err != nil {
		return err
	}
	env := L.NewTable()
	meta := L.NewTable()
	meta.RawSetString("__index", s.v.Globals())
	L.SetMetatable(env, meta)
	env.RawSetString("fixtures", fixtures(L, s.a))
	L.SetFEnv(body, env)
	s.a.sess = e.newSession(specSeedPath(specPath), nil)
	name, err := vm.ModuleName(specPath)
	if err != nil {
		return err
	}
	rets, err := s.v.Call(context.Background(), fw.RawGetString("collect"), 1, body, env, selection(L, o), lua.LString(name))
	if err != nil {
		return err
	}
	// the file has run, once, as busted runs it: what it left in the data
	// tables is what every test starts from
	s.recordData(s.base)
	tests, ok := rets[0].(*lua.LTable)
	if !ok {
		return fmt.Errorf("%s: collecting specs returned %s", specPath, rets[0].Type())
	}
	for i := 1; i <= tests.Len(); i++ {
		t, ok := tests.RawGetInt(i).(*lua.LTable)
		if !ok {
			return fmt.Errorf("%s: test %d is not a table", specPath, i)
		}
		st := specTest{
			t:        t,
			name:     lua.LVAsString(t.RawGetString("name")),
			selected: lua.LVAsBool(t.RawGetString("selected")),
			visit:    lua.LVAsBool(t.RawGetString("visit")),
		}
		if tags, ok := t.RawGetString("tags").(*lua.LTable); ok {
			for j := 1; j <= tags.Len(); j++ {
				st.tags = append(st.tags, lua.LVAsString(tags.RawGetInt(j)))
			}
		}
		s.tests = append(s.tests, st)
	}
	return nil
}

// fixtures is the spec's fixtures table: fixtures.combatant{…} calls the
// rule combatant.fixture of the registry in use.
func fixtures(L *lua.LState, a *api) *lua.LTable {
	t := L.NewTable()
	t.RawSetString("combatant", L.NewFunction(func(L *lua.LState) int {
		fn := a.reg.table.RawGetString("combatant.fixture")
		if fn == lua.LNil {
			L.RaiseError("fixtures.combatant: no rule combatant.fixture is defined")
		}
		L.Push(fn)
		L.Push(L.Get(1))
		L.Call(1, 1)
		return 1
	}))
	return t
}

// hookFailure is a teardown that raised an error; failure, a failed
// assertion.
type hookFailure struct {
	name, err string
	failure   bool
}

// leave runs the teardowns of the blocks the next test (nil: none) is not
// in, and returns those that failed.
func (s *specVM) leave(ctx context.Context, next lua.LValue) ([]hookFailure, error) {
	s.inHook = true
	defer func() { s.inHook = false }()
	rets, err := s.v.Call(ctx, s.fw.RawGetString("leave"), 1, next)
	if err != nil {
		return nil, err
	}
	var out []hookFailure
	if t, ok := rets[0].(*lua.LTable); ok {
		for i := 1; i <= t.Len(); i++ {
			f, ok := t.RawGetInt(i).(*lua.LTable)
			if !ok {
				continue
			}
			out = append(out, hookFailure{lua.LVAsString(f.RawGetString("name")), lua.LVAsString(f.RawGetString("err")),
				lua.LVAsBool(f.RawGetString("failure"))})
		}
	}
	return out, nil
}

// enter runs the setups test i needs that have not run (those of the
// blocks it opens), before the test gets its own deck: each block's setups
// draw from a deck seeded from the spec file and the block's path, so what
// they draw is the same whichever tests run, and no test's cards are drawn
// by them. A failed setup is the test's error (runOne raises it); the error
// returned is one that broke the VM (a deadline).
func (s *specVM) enter(ctx context.Context, p string, i int) error {
	L := s.v.State()
	before := L.NewFunction(func(L *lua.LState) int {
		s.a.sess = s.e.newSession(specSeedPath(p)+" › "+L.CheckString(1)+" › setup", NewTranscript(nil, false, true))
		s.v.SetRand(s.a.sess.rng)
		return 0
	})
	s.inHook = true
	defer func() { s.inHook = false }()
	_, err := s.v.Call(ctx, s.fw.RawGetString("enter"), 0, s.tests[i].t, before)
	if err != nil && s.v.Broken() {
		return err
	}
	return nil
}

// reset gives the VM the spec file's rules and puts back what a script
// overwrote in a card or wrote into a data table.
func (s *specVM) reset() {
	s.a.cardTabs.restore()
	s.data.restore()
	s.a.reg = s.base
	s.a.table.RawSetString("rules", s.base.view)
}

// runOne runs test i; pending reports a pending test and its message.
func (s *specVM) runOne(ctx context.Context, i int) (pending bool, msg string, err error) {
	rets, err := s.v.Call(ctx, s.fw.RawGetString("run_one"), 2, s.tests[i].t)
	if err != nil {
		return false, "", err
	}
	if len(rets) > 0 && lua.LVAsString(rets[0]) == SpecPending {
		return true, lua.LVAsString(rets[1]), nil
	}
	return false, "", nil
}

// count is the number of tests (not visits) collected.
func (s *specVM) count() int {
	n := 0
	for _, t := range s.tests {
		if !t.visit {
			n++
		}
	}
	return n
}

// logged is twtw.logged([kind]) inside a spec: the transcript events the
// current test has logged so far (of one kind, when given), each as
// {kind, text, module, where, fields}, so a spec can assert what a rule
// says and the terms it credits (fields: the event's fields as logged, terms
// as terms).
func logged(a *api) lua.LGFunction {
	return func(L *lua.LState) int {
		kind := L.OptString(1, "")
		out := L.NewTable()
		if a.sess != nil && a.sess.log != nil {
			for _, ev := range a.sess.log.Events {
				if kind != "" && ev.Kind != kind {
					continue
				}
				t := L.CreateTable(0, 5)
				t.RawSetString("kind", lua.LString(ev.Kind))
				t.RawSetString("text", lua.LString(ev.Text))
				t.RawSetString("module", lua.LString(ev.Module))
				t.RawSetString("where", lua.LString(ev.Where))
				t.RawSetString("fields", anyToLua(L, ev.Fields))
				out.Append(t)
			}
		}
		L.Push(out)
		return 1
	}
}
