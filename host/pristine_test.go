package host

import (
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// A recorded table and the tables inside it come back as recorded, with
// extras also without the keys a script added: overwritten, removed and
// added entries in the array part, the string keys and the other keys.
func TestPristineRestores(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	if err := L.DoString(`
t = { 10, 20, 30, name = "ladder", inner = { standard = 5 }, [4.5] = "half" }
t[9] = "sparse"
`); err != nil {
		t.Fatal(err)
	}
	tab := L.GetGlobal("t").(*lua.LTable)
	p := pristine{extras: true}
	p.record(tab)
	if n := entries(tab); n != 7 {
		t.Fatalf("entries = %d, want 7 (3 in the array, name, inner, 4.5, 9)", n)
	}
	if err := L.DoString(`
t[1], t[3], t[4] = 11, nil, 40
t.name, t.added = nil, true
t.inner.standard, t.inner.gulch = 7, 2
t[4.5], t[10] = nil, "more"
`); err != nil {
		t.Fatal(err)
	}
	p.restore()
	if err := L.DoString(`
local keys = {}
for k in pairs(t) do keys[#keys + 1] = tostring(k) end
table.sort(keys)
got = table.concat(keys, " ") .. " | " .. t[1] .. t[2] .. t[3] .. " " .. t.name .. " " .. t.inner.standard ..
  " " .. tostring(t.inner.gulch) .. " " .. t[4.5] .. " " .. t[9]
`); err != nil {
		t.Fatal(err)
	}
	want := "1 2 3 4.5 9 inner name | 102030 ladder 5 nil half sparse"
	if got := L.GetGlobal("got").String(); got != want {
		t.Errorf("after restore: %s\nwant          %s", got, want)
	}
}

// An entry given to note is put back like a recorded one, but with extras
// its table keeps the keys it had beside that entry: note records one entry,
// not the whole table.
func TestPristineNotedEntryKeepsItsTable(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	if err := L.DoString(`card = { number = 3 }`); err != nil {
		t.Fatal(err)
	}
	card := L.GetGlobal("card").(*lua.LTable)
	grid := L.NewTable()
	card.RawSetString("cause", grid)
	p := pristine{extras: true}
	p.note(card, lua.LString("cause"), grid)
	if err := L.DoString(`card.cause = "scribbled"`); err != nil {
		t.Fatal(err)
	}
	p.restore()
	if card.RawGetString("cause") != grid {
		t.Errorf("cause = %v, want the noted grid back", card.RawGetString("cause"))
	}
	if n := card.RawGetString("number"); n != lua.LNumber(3) {
		t.Errorf("number = %v after restore, want 3: a noted entry's table lost its other keys", n)
	}
}
