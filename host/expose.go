package host

import (
	lua "github.com/yuin/gopher-lua"
	luar "layeh.com/gopher-luar"
)

// Exposed are Go values an embedder hands to its house rules: each is
// reachable in Lua as api.host.NAME (require("twtw").host.NAME in a spec),
// wrapped by gopher-luar, so a rule may read its fields and call its methods
// — a chat bot's character sheet, a dice-log sink, a web table's clock.
//
// What it costs and what it breaks:
//   - A reflected call costs about 1 µs and a field read about 0.8 µs (a
//     hand-written binding costs about 0.15 µs): use it off the hot path.
//   - Calls run inside the calling rule, under the same deadline and memory
//     guard — but Go code cannot be interrupted: a method that blocks holds
//     the rule up until it returns, and the deadline then stops the rule at
//     its next instruction. A panic in it becomes a Lua error naming the
//     rule's file:line.
//   - Replay determinism holds only if the Go side is deterministic: a rule
//     that reads a clock or a live sheet makes the same seed give another
//     fight, and the transcript cannot show why.
//   - The value is shared by every pooled VM: make it safe for concurrent use
//     if the engine runs fights at once (sim --workers).
//   - It must not run fights, explanations or simulations on the engine whose
//     rules call it: the inner call waits for a VM the callers hold, and none
//     is freed until Close.
type Exposed map[string]any

// exposeTable builds api.host from the exposed values, names in sorted order.
func exposeTable(L *lua.LState, values Exposed) *lua.LTable {
	t := L.CreateTable(0, len(values))
	for _, name := range sortedKeys(values) {
		t.RawSetString(name, luar.New(L, values[name]))
	}
	return t
}
