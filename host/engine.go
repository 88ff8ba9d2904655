package host

import (
	"context"
	"errors"
	"fmt"
	"math"
	"path"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/module"
	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/schema"
	"github.com/twtw/twtw/host/vm"
	"github.com/twtw/twtw/host/vm/protocache"
)

// Options configure an Engine.
type Options struct {
	// Ruleset names the game ("": the default, twtw). See package host/ruleset.
	Ruleset string
	// Layers are extra script folders (a campaign's house rules), loaded over
	// the embedded scripts in order. A layer is taken as given: one whose
	// Prefix is a ruleset folder ("rules/") replaces that folder's scripts
	// and its modules count as core. FolderLayer mounts a house-rule folder
	// under its own name and refuses such a name (rules/, optional/,
	// houserules/, lib/), as campaigns and the CLI do; only a folder of a
	// twtw scripts tree (a folder named scripts holding ruleset.toml and
	// rules/, such as this repository's) loads at its path in the tree and
	// so may stand in for the built-in files.
	Layers []Layer
	// Enable lists the optional and house modules to switch on, with options.
	// A number option takes any Go integer or float type (int32, uint,
	// float32 …), as a campaign's options and a scenario's fields do.
	Enable []Enable
	// Disable lists optional modules that are on by default to switch off.
	// A core module (scripts/rules) is always on and cannot be disabled.
	Disable []string
	// Deck is the action deck (nil: the standard deck). New refuses one for
	// a ruleset that draws no action card, and one whose name does not tell
	// it from the built-in deck (card.Deck.CheckOwnName).
	Deck *Deck
	// CallTimeout is the deadline of one script call (0 or negative:
	// vm.DefaultCallTimeout). A call past it is stopped with a *StopError
	// matching ErrCallTimeout, not context.DeadlineExceeded: that is the
	// error of a call stopped by the deadline of the context a method was
	// given.
	CallTimeout time.Duration
	// Expose hands Go values to the rules as api.host.NAME (see Exposed for
	// what that costs and breaks). Nil exposes nothing.
	Expose Exposed
	// MaxMemory caps how much the live heap may grow during one script call
	// (0: vm.DefaultMaxMemory; negative: no memory guard). See package vm,
	// "Memory".
	MaxMemory int64
	// CacheDir is a folder where compiled scripts are kept between runs, so
	// the next engine need not parse them again ("": none). Entries are
	// named by a hash of each script's path and text, so an edited script is
	// compiled afresh; see package host/vm/protocache. The twtw command uses
	// the user cache folder.
	CacheDir string
	// Campaign is the campaign the options came from (CampaignOptions sets
	// it; nil: none). A module or option of it that New refuses is then
	// reported at its line of the campaign file.
	Campaign *Campaign
	// MaxFights caps the fights (and explanations, and other runs of the
	// rules on the engine's VMs) that run at once: more wait for one to end,
	// or for their context (0: DefaultMaxFights; negative: no cap).
	// Scripts run past the CPUs share them, and CallTimeout and MaxMemory
	// measure one call by the wall clock and the process's heap: 64 fights
	// at once on 2 CPUs failed a few at random, on rules that were sound.
	MaxFights int
}

// compileOptions are the script compiler's options: the cache, if any.
func (o Options) compileOptions() vm.CompileOptions {
	if o.CacheDir == "" {
		return vm.CompileOptions{}
	}
	return vm.CompileOptions{Cache: protocache.Open(o.CacheDir)}
}

// Engine is a loaded, checked rule set: compiled scripts, the module catalog,
// the resolved plan and a pool of VMs that each hold the sealed registry.
// An Engine is safe for concurrent use; each fight takes its own VM, and at
// most Options.MaxFights run at once (more wait, under their context: one
// whose context ends first returns "not started: …", the context's error).
// Once it is closed, its methods that run scripts return ErrClosed.
type Engine struct {
	opts    Options
	rs      *ruleset.Ruleset
	schema  *schema.Schema
	scripts *vm.Scripts
	catalog *Catalog
	plan    []Planned
	rules   []RulePlan
	cards   *card.Deck
	pool    *vm.Pool

	// sitesByDef names the rules' functions by where they are defined
	// (ruleSites), for a profile's frames and a failed rule's message.
	sitesOnce  sync.Once
	sitesByDef map[siteKey]ruleSite
	// buildCtx is the context the pool's VMs build the rules under: New's
	// while it builds the first, then context.Background().
	buildCtx context.Context
	// loads records the requires made while the engine is built (see
	// loadGraph); recording is set while the first VM builds the rules.
	loads     loadGraph
	recording bool
	// builtinHash is BuiltinHash, made once; rulesHash is RulesHash.
	builtinOnce, rulesOnce sync.Once
	builtinHash, rulesHash string
}

// New compiles the scripts, reads every module's manifest, resolves the plan
// (refusing conflicts, missing requirements, unknown modules and bad options)
// and builds the registry once to check it. Its errors are *InputError (bad
// options, unknown names) or *LoadError (a script that does not load or set
// up; a bad manifest is a *ManifestError inside it, naming file and field);
// NewContext's also "not started" when its ctx ends before a script runs.
func New(opts Options) (*Engine, error) {
	return NewContext(context.Background(), opts)
}

// NewContext is New under ctx: the scripts' main chunks (every module file's
// is run to read its manifest) and the first build of the rules stop when
// ctx is done, so a host that loads uploaded folders bounds how long their
// loading may take (each call also keeps its own Options.CallTimeout).
// Compiling is not interrupted (a file's size is bounded): a ctx that ends
// while the scripts compile stops New before any script runs, with the same
// "not started" error as a ctx that had ended before. A nil ctx is
// context.Background().
func NewContext(ctx context.Context, opts Options) (*Engine, error) {
	ctx = orBackground(ctx)
	if err := ctx.Err(); err != nil {
		return nil, notStarted(err)
	}
	e, err := newEngine(ctx, opts)
	if ns := (*notStartedError)(nil); errors.As(err, &ns) {
		return nil, err
	}
	return e, asLoadError(err)
}

func newEngine(ctx context.Context, opts Options) (*Engine, error) {
	rs, err := findRuleset(opts.Ruleset)
	if err != nil {
		return nil, &InputError{Err: err}
	}
	if err := checkDeck(rs, opts.Deck); err != nil {
		return nil, &InputError{Err: err}
	}
	cards := opts.Deck // nil stays nil in opts: a variant built from them is no deck given
	if cards == nil {
		cards = defaultDeck()
	}
	if err := checkLibraries(rs.Uses); err != nil {
		return nil, fmt.Errorf("ruleset %s: %w", rs.Name, err)
	}
	layers := append(rs.Layers(), opts.Layers...)
	s, err := vm.CompileWith(opts.compileOptions(), layers...)
	if err != nil {
		if opts.Campaign != nil && opts.Campaign.Path != "" {
			// the path is the folder's load name: say whose folder it is
			return nil, fmt.Errorf("%s: loading scripts: %w", opts.Campaign.Path, err)
		}
		return nil, fmt.Errorf("loading scripts: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return nil, notStarted(err) // it ended while compiling: no script ran, none is to blame
	}
	e := &Engine{opts: opts, rs: rs, scripts: s, cards: cards}
	if e.catalog, err = e.readCatalog(ctx); err != nil {
		return nil, e.onDisk(err)
	}
	if e.plan, err = e.resolve(opts.Enable, opts.Disable...); err != nil {
		return nil, locatePlan(opts.Campaign, err)
	}
	// the first VM builds the rules under ctx (the pool's later ones under
	// their own call deadlines): buildCtx is reset before New returns
	e.buildCtx, e.recording = ctx, true
	e.pool = vm.NewPool(s, e.vmOptions(), e.setupVM)
	v, err := e.pool.Get()
	e.buildCtx, e.recording = context.Background(), false
	if err != nil {
		// The first VM runs every module's setup: report the module's own
		// error ("module X: setup: file:line: …") without the VM's wrapping.
		if inner := errors.Unwrap(err); inner != nil {
			err = inner
		}
		return nil, fmt.Errorf("building the rules: %w", e.onDisk(err))
	}
	e.hashModules()
	reg := apiOf(v).reg
	e.rules = reg.plan()
	e.schema, err = readSchema(reg.table.RawGetString(SchemaRule))
	e.pool.Put(v)
	if err != nil {
		e.Close()
		return nil, fmt.Errorf("ruleset %s: %w", rs.Name, err)
	}
	return e, nil
}

// DefaultMaxFights is the cap on fights run at once that an engine takes
// when Options.MaxFights is 0: twice the CPUs Go may use, and at least 4 (so
// that a caller holding one fight's VM while it starts another never waits
// on itself).
func DefaultMaxFights() int { return max(4, 2*runtime.GOMAXPROCS(0)) }

func (e *Engine) vmOptions() vm.Options {
	size := e.opts.MaxFights
	switch {
	case size == 0:
		size = DefaultMaxFights()
	case size < 0:
		size = 0 // no cap
	}
	return vm.Options{CallTimeout: e.opts.CallTimeout, MaxMemory: e.opts.MaxMemory, PoolSize: size}
}

// Close releases the pooled VMs and stops what runs on them. A fight,
// explanation, simulation or scenario check waiting for a VM
// (Options.MaxFights) returns ErrClosed at once. One that is running has
// its script call stopped within moments, as a deadline stops it, and
// returns an error wrapping ErrClosed (errors.Is; a *RuleError whose
// *StopError names the line that was running); a simulation's fights that
// had not begun fail with ErrClosed. Later calls of the methods that run
// scripts return ErrClosed. A spec run (RunSpecs) started before Close runs
// on VMs of its own and is not stopped: cancel its context. Close does not
// wait for the stopped calls to return; calling it again does nothing.
func (e *Engine) Close() { e.pool.CloseCause(ErrClosed) }

// defaultDeck is the action deck an engine plays when none is given.
func defaultDeck() *card.Deck { return card.Standard() }

// uses reports whether the ruleset uses the Go-core library name.
func (e *Engine) uses(name string) bool { return contains(e.rs.Uses, name) }

// Ruleset returns the ruleset the engine runs.
func (e *Engine) Ruleset() *Ruleset { return e.rs }

// Catalog returns every module the scripts hold.
func (e *Engine) Catalog() *Catalog { return e.catalog }

// Plan returns the modules in load order with their options.
func (e *Engine) Plan() []Planned { return e.plan }

// Rules returns every rule, data table and event with its chain.
func (e *Engine) Rules() []RulePlan { return e.rules }

// Scripts returns the compiled script set.
func (e *Engine) Scripts() *Scripts { return e.scripts }

// isModulePath says whether a script is a module: not a spec, not a library.
func isModulePath(p string) bool {
	return strings.HasSuffix(p, ".lua") && !strings.HasSuffix(p, "_spec.lua") &&
		!strings.Contains("/"+p, "/lib/") && !isExampleFolder(p)
}

func kindOf(p string) Kind {
	switch {
	case strings.HasPrefix(p, "rules/"):
		return KindCore
	case strings.HasPrefix(p, "optional/"):
		return KindOptional
	}
	return KindHouse
}

// readCatalog loads every module file once in a bare VM and reads its manifest.
func (e *Engine) readCatalog(ctx context.Context) (*Catalog, error) {
	v, err := vm.NewVM(e.scripts, e.vmOptions(), func(v *vm.VM) error {
		a := newAPI(v.State(), e.rs.Uses, e.cards, func(string) string { return "" })
		v.Preload("twtw", a.view)
		return nil
	})
	if err != nil {
		return nil, err
	}
	defer v.Close()
	if e.loads == nil {
		e.loads = loadGraph{}
	}
	v.OnRequire(e.loads.note)
	c := module.NewCatalog(e.rs.Name, e.rs.Version, moduleOwner(e.rs.Name, e.opts))
	if e.rs.Name != ruleset.Default {
		c.ListedBy = "twtw modules --ruleset " + e.rs.Name
	}
	for _, p := range e.scripts.Paths() {
		if !isModulePath(p) {
			continue
		}
		name, err := vm.ModuleName(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		val, err := v.RequireContext(ctx, name)
		if err != nil {
			return nil, fmt.Errorf("loading module %s: %w", p, err)
		}
		m, err := readManifest(p, val)
		if err != nil {
			var me *ManifestError
			if errors.As(err, &me) {
				e.locateManifest(p, me)
			}
			return nil, &LoadError{Err: err}
		}
		m.Kind = kindOf(p)
		m.From = e.scripts.Source(p)
		m.Hash = e.scripts.Hash(p) // with its libraries once the rules are built (hashModules)
		if slices.Contains(e.scripts.Shadowed(p), "builtin") {
			// a folder of the scripts tree run in place of the built-in
			// file (twtw test scripts/…) stands in for the built-in module
			m.From = "builtin"
		}
		if err := c.Add(m); err != nil {
			return nil, &InputError{Err: err}
		}
	}
	if err := c.Finish(hostEvents); err != nil {
		return nil, &InputError{Err: err}
	}
	return c, nil
}

// locatePlan is Resolve's refusal as an *InputError: one line per problem,
// each located at the line of the campaign file that selected what it is
// about (when the options came from a campaign file that names it), in the
// file's order; the error's own File, Line and Field are the first problem's.
func locatePlan(c *Campaign, err error) error {
	var pe *module.PlanError
	if !errors.As(err, &pe) || c == nil || c.Path == "" || len(pe.Problems) == 0 {
		return &InputError{Err: err, Field: selectionField(pe)}
	}
	var all []*InputError
	for _, p := range pe.Problems {
		msg := p.Msg
		if field := c.Field(p.Module, p.Option, p.Disabled); field != "" {
			msg = field + ": " + msg
		}
		var ie *InputError
		if !errors.As(c.Errorf("%s", msg), &ie) {
			return &InputError{Err: err}
		}
		all = append(all, ie)
	}
	// in the file's order (what has no line last), the first named by the
	// error's file, line and field
	at := func(ie *InputError) int {
		if ie.Line == 0 {
			return math.MaxInt
		}
		return ie.Line
	}
	sort.SliceStable(all, func(i, j int) bool { return at(all[i]) < at(all[j]) })
	first := all[0]
	var rest []string
	for _, ie := range all[1:] {
		rest = append(rest, ie.Error())
	}
	if len(rest) > 0 {
		first.Err = fmt.Errorf("%w\n%s", first.Err, strings.Join(rest, "\n"))
	}
	return first
}

// moduleOf maps a "file:line" (or a path) to the module that owns the file.
func (e *Engine) moduleOf() func(string) string {
	byPath := map[string]string{}
	for _, m := range e.catalog.Modules() {
		byPath[m.Path] = m.Name
	}
	return func(where string) string {
		p := where
		if i := strings.LastIndexByte(p, ':'); i > 0 {
			p = p[:i]
		}
		if n, ok := byPath[p]; ok {
			return n
		}
		if p == "" { // a call stopped before it ran a line of any script
			return ""
		}
		return path.Base(p)
	}
}

const apiKey = "twtw.api"

// setupVM registers the twtw API in a new pooled VM and builds its registry.
func (e *Engine) setupVM(v *vm.VM) error {
	L := v.State()
	a := newAPI(L, e.rs.Uses, e.cards, e.moduleOf())
	a.vm = v
	a.ruleset = e.rs.Name
	a.cardTabs.guard = len(e.opts.Layers) > 0 // freshVM restores the cards
	a.events = e.catalog.EventsByName()
	a.offRule = e.offRule
	a.replaced = e.replacedNote
	a.origins = optionOrigins{catalog: e.catalog, from: e.optionFrom}
	a.ruleSites = e.ruleSites
	if len(e.opts.Expose) > 0 {
		a.table.RawSetString("host", exposeTable(L, e.opts.Expose))
	}
	v.Preload("twtw", a.view)
	ud := L.NewUserData()
	ud.Value = a
	L.SetField(L.Get(lua.RegistryIndex), apiKey, ud)
	ctx := e.buildCtx
	if ctx == nil {
		ctx = context.Background()
	}
	if e.recording {
		v.OnRequire(e.loads.note)
		defer v.OnRequire(nil)
	}
	return a.build(ctx, e.plan)
}

// otherGameHint is the end of the message of a house module's setup that
// failed on a rule this ruleset does not have and nothing like it (no "did
// you mean"), when the module's manifest names no ruleset: it may be written
// for another game, and a manifest that says which is refused up front by
// any other ("" otherwise).
func (a *api) otherGameHint(m *Manifest, err error) string {
	msg := err.Error()
	if m.Kind != module.KindHouse || m.Ruleset != "" || a.ruleset == "" ||
		!(strings.Contains(msg, "no such rule") || strings.Contains(msg, "no such data table")) || strings.Contains(msg, "did you mean") {
		return ""
	}
	return fmt.Sprintf(" (%s's manifest names no ruleset and the game played is %s: a module written for another game says so with ruleset = \"NAME\", and %s then refuses it up front)", m.Name, a.ruleset, a.ruleset)
}

// apiOf returns the API a pooled VM was set up with.
func apiOf(v *vm.VM) *api {
	L := v.State()
	return L.GetField(L.Get(lua.RegistryIndex), apiKey).(*lua.LUserData).Value.(*api)
}

// build runs every planned module's setup(api, opts) into a fresh registry,
// seals it, checks the data tables sets changed (DataCheckRule) and makes it
// the one api.rules reads; its calls stop when ctx is done.
func (a *api) build(ctx context.Context, plan []Planned) error {
	L := a.L
	reg := newRegistry(L, a.sites)
	reg.declare(plan, a.events)
	reg.offRule = a.offRule
	reg.planned, reg.origins = plan, a.origins
	a.reg = reg
	a.table.RawSetString("rules", reg.view)
	for _, p := range plan {
		name, err := vm.ModuleName(p.Path)
		if err != nil {
			return err
		}
		val, err := a.vm.RequireContext(ctx, name)
		if err != nil {
			return fmt.Errorf("module %s: %w", p.Name, err)
		}
		t, ok := val.(*lua.LTable)
		if !ok {
			return fmt.Errorf("module %s (%s): did not return its manifest", p.Name, p.Path)
		}
		opts := L.NewTable()
		for _, k := range sortedKeys(p.Options) {
			opts.RawSetString(k, anyToLua(L, p.Options[k]))
		}
		reg.current = p.Manifest
		if _, err := a.vm.Call(ctx, t.RawGetString("setup"), 0, a.view, opts); err != nil {
			return &setupError{module: p.Name, err: err, hint: a.otherGameHint(p.Manifest, err)}
		}
	}
	reg.current = nil
	if err := reg.checkReplaces(plan); err != nil {
		return err
	}
	err := reg.seal(func(fn *lua.LFunction, arg lua.LValue) (lua.LValue, error) {
		rets, err := a.vm.Call(ctx, fn, 1, arg)
		if err != nil {
			return nil, err
		}
		return rets[0], nil
	})
	if err != nil {
		return err
	}
	return a.checkData(ctx)
}
