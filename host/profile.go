package host

import (
	"strconv"
	"time"

	"github.com/twtw/twtw/host/vm"
)

// Profiler samples where fights spend their time in Lua (FightOptions and
// SimOptions take one): a call stack every interval of running time, each
// frame a rule by name and file:line. WriteFolded writes the samples as
// folded stacks, which flame-graph tools read.
type Profiler = vm.Profiler

// NewProfiler returns a profiler that samples every interval (≤ 0: a
// millisecond).
func NewProfiler(interval time.Duration) *Profiler { return vm.NewProfiler(interval) }

// NewCountingProfiler returns a profiler that samples every n Lua
// instructions (n < 1: 1,000) instead of by time: each sample stands for n
// instructions, the same on any machine (see vm.NewCountingProfiler).
func NewCountingProfiler(n int) *Profiler { return vm.NewCountingProfiler(n) }

// ruleSite is a rule's function as a chain holds it: the rule, how the
// module put it there (define, wrap, replace, set, on) and the module.
type ruleSite struct {
	Rule   string
	Op     Op
	Module string
}

// label is the name a profile gives the function: "round.run" for a rule's
// definition, "damage.resolve[wrap:MODULE]" for a wrapper (and [replace:…],
// [set:…] for a replacement or a data table's setter),
// "on:wound.applied[MODULE]" for a listener.
func (r ruleSite) label() string {
	switch r.Op {
	case OpWrap, OpReplace, OpSet:
		return r.Rule + "[" + string(r.Op) + ":" + r.Module + "]"
	case OpOn:
		return "on:" + r.Rule + "[" + r.Module + "]"
	}
	return r.Rule
}

// what says in words which rule the function is: "ranged.tn (wrapped by
// module gulch.t)", "ranged.tn (module core.ranged)", "a listener of
// wound.applied (module M)".
func (r ruleSite) what() string {
	switch r.Op {
	case OpWrap:
		return r.Rule + " (wrapped by module " + r.Module + ")"
	case OpReplace:
		return r.Rule + " (replaced by module " + r.Module + ")"
	case OpSet:
		return r.Rule + " (set by module " + r.Module + ")"
	case OpOn:
		return "a listener of " + r.Rule + " (module " + r.Module + ")"
	}
	return r.Rule + " (module " + r.Module + ")"
}

// ruleSites maps each function a rule's chain holds, by the file and line
// it is defined at, to its rule; built once per engine. Functions no chain
// holds (local helpers) are not in it.
func (e *Engine) ruleSites() map[siteKey]ruleSite {
	e.sitesOnce.Do(func() {
		e.sitesByDef = map[siteKey]ruleSite{}
		for _, rp := range e.rules {
			for _, l := range rp.Chain {
				if l.fn == nil || l.fn.IsG || l.fn.Proto == nil {
					continue
				}
				k := siteKey{source: l.fn.Proto.SourceName, line: l.fn.Proto.LineDefined}
				if _, seen := e.sitesByDef[k]; seen {
					continue // one function under two names: the first (sorted) names it
				}
				e.sitesByDef[k] = ruleSite{Rule: rp.Name, Op: l.Op, Module: l.Module}
			}
		}
	})
	return e.sitesByDef
}

// profileLabels returns the names a profile gives the engine's Lua
// functions, by the file and line each is defined at (ruleSite.label),
// each followed by "(file:line)". Functions no chain holds (local helpers)
// are left to the profiler's "file:line".
func (e *Engine) profileLabels() func(source string, line int) string {
	sites := e.ruleSites()
	return func(source string, line int) string {
		r, ok := sites[siteKey{source: source, line: line}]
		if !ok {
			return ""
		}
		return r.label() + "(" + source + ":" + strconv.Itoa(line) + ")"
	}
}
