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

// profileLabels returns the names a profile gives the engine's Lua
// functions, by the file and line each is defined at: "round.run" for a
// rule's definition, "damage.resolve[wrap:MODULE]" for a wrapper (and
// [replace:…], [set:…] for a replacement or a data table's setter),
// "on:wound.applied[MODULE]" for a listener, each followed by
// "(file:line)". Functions no chain holds (local helpers) are left to the
// profiler's "file:line".
func (e *Engine) profileLabels() func(source string, line int) string {
	e.labelsOnce.Do(func() {
		names := map[siteKey]string{}
		for _, rp := range e.rules {
			for _, l := range rp.Chain {
				if l.fn == nil || l.fn.IsG || l.fn.Proto == nil {
					continue
				}
				k := siteKey{source: l.fn.Proto.SourceName, line: l.fn.Proto.LineDefined}
				if _, seen := names[k]; seen {
					continue // one function under two names: the first (sorted) names it
				}
				label := rp.Name
				switch l.Op {
				case OpWrap, OpReplace, OpSet:
					label += "[" + string(l.Op) + ":" + l.Module + "]"
				case OpOn:
					label = "on:" + rp.Name + "[" + l.Module + "]"
				}
				names[k] = label + "(" + k.source + ":" + strconv.Itoa(k.line) + ")"
			}
		}
		e.labels = func(source string, line int) string { return names[siteKey{source: source, line: line}] }
	})
	return e.labels
}
