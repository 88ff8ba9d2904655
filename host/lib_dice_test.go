package host

import (
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/dice"
)

// runDice runs a Lua chunk with api (the dice library only) as its argument.
func runDice(t *testing.T, code string) (lua.LValue, error) {
	t.Helper()
	L := lua.NewState()
	t.Cleanup(L.Close)
	a := newAPI(L, []string{"dice"}, card.Standard(), func(string) string { return "" })
	a.sess = &session{dice: dice.New(1)}
	fn, err := L.LoadString(code)
	if err != nil {
		t.Fatal(err)
	}
	L.Push(fn)
	L.Push(a.table)
	if err := L.PCall(1, 1, nil); err != nil {
		return nil, err
	}
	return L.Get(-1), nil
}

func TestDiceLibrary(t *testing.T) {
	v, err := runDice(t, `local api = ...
api.dice.stack(3, 5, 57, 4)
local total, rec = api.dice.roll("2d6+1")
local t100, tens, units = api.dice.d100()
local d = api.dice.d(8)
local n, sides, mod = api.dice.parse("3d10-2")
return table.concat({ total, rec.text, #rec.faces, t100, tens, units, d, n, sides, mod, tostring(api.action) }, "|")`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := lua.LVAsString(v), "9|2d6+1: 3+5+1 = 9|2|57|5|7|4|3|10|-2|nil"; got != want {
		t.Errorf("got %s, want %s (a dice-only ruleset has no action deck)", got, want)
	}
	for _, tc := range []struct{ code, want string }{
		{`local api = ... api.dice.roll("2d")`, "bad argument #1"},
		{`local api = ... api.dice.stack(9) api.dice.d(6)`, "dice.d:"},
		{`local api = ... api.dice.d(1)`, "want 2..1000 sides"},
	} {
		if _, err := runDice(t, tc.code); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.code, err, tc.want)
		}
	}
}

// newDiceLua returns a bare Lua state with the global dice = diceLib(...)
// over a Roller seeded with seed; *running = false makes the accessor raise,
// as the host's does when no fight or spec is running.
func newDiceLua(t *testing.T, seed uint64) (*lua.LState, *bool) {
	t.Helper()
	L := lua.NewState()
	t.Cleanup(L.Close)
	r := dice.New(seed)
	running := true
	L.SetGlobal("dice", diceLib(L, func(L *lua.LState) *dice.Roller {
		if !running {
			L.RaiseError("dice: no fight or spec is running")
		}
		return r
	}))
	return L, &running
}

// A stacked sequence: seed 004 "Hit Locations" rolls 1d6 and 1d8 for a hit;
// the stacked faces come out first, whatever the die, then the seeded ones.
func TestLuaDiceStacked(t *testing.T) {
	L, _ := newDiceLua(t, 1)
	luaWant(t, L, `dice.stack(3, 5, 6, 4, 42)
		local total, rec = dice.roll("2d6+1")
		return total, rec.spec, rec.n, rec.sides, rec.mod, #rec.faces, rec.faces[1], rec.faces[2], rec.total, rec.text`,
		"9", "2d6+1", "2", "6", "1", "2", "3", "5", "9", "2d6+1: 3+5+1 = 9")
	luaWant(t, L, `return dice.stacked()`, "3")
	luaWant(t, L, `return dice.d(6), dice.d(8), dice.d100()`, "6", "4", "42", "4", "2")
	luaWant(t, L, `return dice.stacked()`, "0")
	// Nothing stacked is left: seed 1's first d6 is 3 (stacked faces draw no randomness).
	luaWant(t, L, `return dice.d(6), dice.d(6), dice.d(6)`, "3", "5", "4")
	luaWant(t, L, `dice.stack(100) return dice.d100()`, "100", "0", "0")
}

// With nothing stacked the rolls are the seed's (pinned in core/dice too).
func TestLuaDiceSeeded(t *testing.T) {
	L, _ := newDiceLua(t, 7)
	luaWant(t, L, `local total, rec = dice.roll("2D6+1") return total, rec.text, rec.spec`, "4", "2d6+1: 1+2+1 = 4", "2d6+1")
	luaWant(t, L, `local t, rec = dice.roll("d8") return rec.text == "d8: " .. t, t >= 1 and t <= 8`, "true", "true")
	L, _ = newDiceLua(t, 100)
	luaWant(t, L, `return dice.d100()`, "45", "4", "5")
}

func TestLuaDiceParse(t *testing.T) {
	L, running := newDiceLua(t, 1)
	*running = false // parse needs no fight
	luaWant(t, L, `return dice.parse("D8")`, "1", "8", "0")
	luaWant(t, L, `return dice.parse("3d6-2")`, "3", "6", "-2")
	luaWant(t, L, `return dice.parse("d100")`, "1", "100", "0")
	luaErr(t, L, `dice.parse("2d6 + 1")`, `bad argument #1 to dice.parse (dice: spec "2d6 + 1": " + 1" after the sides`)
	luaErr(t, L, `dice.parse(26)`, `bad argument #1 to dice.parse (a dice spec such as "2d6+1" expected, got number)`)
	luaErr(t, L, `dice.d(6)`, "dice: no fight or spec is running")
	luaErr(t, L, `dice.roll("d6")`, "dice: no fight or spec is running")
}

func TestLuaDiceErrors(t *testing.T) {
	L, _ := newDiceLua(t, 1)
	for _, c := range [][2]string{
		{`dice.roll("2x6")`, `bad argument #1 to dice.roll (dice: spec "2x6": want NdM, NdM+K or NdM-K`},
		{`dice.roll("0d6")`, `bad argument #1 to dice.roll (dice: spec "0d6": 0 dice: want 1..100)`},
		{`dice.roll()`, `bad argument #1 to dice.roll (a dice spec such as "2d6+1" expected, got nil)`},
		{`dice.d(1)`, `bad argument #1 to dice.d (d1: want 2..1000 sides)`},
		{`dice.d("6")`, `bad argument #1 to dice.d (number expected, got string)`},
		{`dice.d(6.5)`, `bad argument #1 to dice.d (whole number expected, got 6.5)`},
		{`local d = dice.d; d(0)`, `bad argument #1 to dice.d (d0: want 2..1000 sides)`},
		{`dice.stack(3, 0)`, `dice.stack: argument 2: face 0 is outside 1..1000`},
		{`dice.stack(3, "x")`, `bad argument #2 to dice.stack (number expected, got string)`},
		{`dice.stack(9) dice.d(6)`, `dice.d: stacked face 9 is larger than the d6 rolled`},
		{`dice.roll("2d6")`, `dice.roll: 2d6: stacked face 9 is larger than the d6 rolled`},
		{`dice.stack(101) dice.d(6)`, `dice.d: stacked face 9 is larger than the d6 rolled`},
	} {
		luaErr(t, L, c[0], c[1])
	}
	// The refused rolls rolled nothing: 9 and 101 still wait, in order.
	luaWant(t, L, `return dice.d(10), dice.d(1000)`, "9", "101")
}

// dice.d allocates nothing but the number it returns (gopher-lua boxes it);
// the loop itself costs a few allocations per run, well under 0.1 a call.
func TestLuaDiceAllocs(t *testing.T) {
	L, _ := newDiceLua(t, 1)
	if a := luaAllocsPerIteration(t, L, `for i = 1, 1000 do dice.d(6) end`, 1000); a > 1.1 {
		t.Fatalf("dice.d allocates %.2f times per call, want at most 1 (the returned number)", a)
	}
}
