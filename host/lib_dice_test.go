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
