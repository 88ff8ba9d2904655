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
// with 1, 3, 5, 8, 9 and 23 string keys (gopher-lua v1.1.1 keeps every new key
// in three places — the hash, a key list and a key→index map for next() —
// and the last two grow from empty: the ninth key makes the map grow), the
// same 3 keys set one by one on an empty table (its first key allocates a
// hash for 32), a terms object and one terms:add with
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
		{"table-3-keys", keys(3)},
		{"table-empty-then-3-keys", `local t = {} t.k0 = i t.k1 = i t.k2 = i`},
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

// BenchmarkTNCosts prices what a shot's TN is made of, in the duel's fight
// after fight.new, one Lua loop per case: tactics.shot_tn (what a policy asks
// before it shoots: attack.context, then attack.ranged_tn, then the total),
// its two halves, ranged.tn alone on a built context, and a table with the
// context's 15 string keys (gopher-lua keeps each new key in three places, so
// the keys are most of a context's cost).
//
//	go test ./host -run '^$' -bench TNCosts
func BenchmarkTNCosts(b *testing.B) {
	d := benchAttack(b, nil, nil)
	defer d.e.Close()
	cases := []struct{ name, body string }{
		{"loop", ``},
		{"shot-tn", `local x = R["tactics.shot_tn"](fight, c, t, w, { aimed = 0 })`},
		{"attack-context", `local x = R["attack.context"](fight, c, t, w, { no_bystanders = true, aimed = 0 })`},
		{"attack-ranged-tn", `local x = R["attack.ranged_tn"](ctx)`},
		{"ranged-tn", `local x = R["ranged.tn"](ctx)`},
		{"table-15-keys", `local x = { fight = fight, attacker = c, target = t, weapon = w, range = 1, aimed = 0,
      held = 0, moving = "none", firer_speed = 0, target_speed = 0, visible = true, position = "front",
      no_bystanders = true, a1 = 1, a2 = 2 }`},
	}
	L := d.v.State()
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			// the chunk returns a loop of n; it runs in calls of at most
			// 1,000 so that no call meets the call deadline
			fn, err := L.Load(strings.NewReader(`local api, fight = ...
local R = api.rules
local c, t = fight.combatants[1], fight.combatants[2]
local w = c.weapons[1]
local ctx = R["attack.context"](fight, c, t, w, { no_bystanders = true, aimed = 0 })
return function(n)
  for i = 1, n do
    `+c.body+`
  end
end`), c.name)
			if err != nil {
				b.Fatal(err)
			}
			rets, err := d.v.Call(context.Background(), fn, 1, d.a.table, d.fight)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for left := b.N; left > 0; left -= 1000 {
				if _, err := d.v.Call(context.Background(), rets[0], 0, lua.LNumber(min(left, 1000))); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
