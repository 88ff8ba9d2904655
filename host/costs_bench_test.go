package host

import (
	"context"
	"fmt"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// BenchmarkLuaCosts measures what the building blocks of a scripted rule
// cost in this VM (sandboxed, under the call deadline), to set against
// BenchmarkAttack: a Lua call, a small rule called through the registry
// table (check.trait_skill), a hand-written Go binding, a table built
// with 1, 5, 8, 9 and 23 string keys (gopher-lua v1.1.1 keeps every new key
// in three places — the hash, a key list and a key→index map for next() —
// and the last two grow from empty), a terms object and one terms:add with
// its provenance, a string concatenation. Each sub-benchmark runs the
// construct b.N times in one Lua loop and subtracts nothing: the loop's own
// cost is the "loop" line.
//
//	go test ./host -run '^$' -bench LuaCosts
func BenchmarkLuaCosts(b *testing.B) {
	keys := func(n int) string {
		var f []string
		for i := 0; i < n; i++ {
			f = append(f, fmt.Sprintf("k%d = i", i))
		}
		return "local t = {" + strings.Join(f, ", ") + "}"
	}
	cases := []struct{ name, body string }{
		{"loop", ``},
		{"lua-call", `local x = id(c)`},
		{"rule-call", `local x = R["check.trait_skill"](c, "reflex")`},
		{"go-call", `local x = api.logging()`},
		{"table-1-key", keys(1)},
		{"table-5-keys", keys(5)},
		{"table-8-keys", keys(8)},
		{"table-9-keys", keys(9)},
		{"table-23-keys", keys(23)},
		{"table-3-array", `local t = {i, i, i}`},
		{"terms-new", `local t = api.terms("TN")`},
		{"terms-add", `tn:add(1, "reason", "tag") if i % 8 == 0 then tn = api.terms("TN") end`},
		{"concat-3", `local s = "card " .. i .. " penetration"`},
	}
	e, err := New(Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	v, err := e.pool.Get()
	if err != nil {
		b.Fatal(err)
	}
	a := apiOf(v)
	L := v.State()
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			src := `local api, n = ...
local R = api.rules
local c = { state = {}, skills = { reflex = 2 } }
local function id(x) return x end
local tn = api.terms("TN")
for i = 1, n do
  ` + c.body + `
end`
			fn, err := L.Load(strings.NewReader(src), c.name)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			if _, err := v.Call(context.Background(), fn, 0, a.table, lua.LNumber(b.N)); err != nil {
				b.Fatal(err)
			}
		})
	}
}
