package host

import (
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
)

// A card table's cause, cf and exceptional grids are built on first read
// and then hold the card's own cells, for every card, die and row; the other
// fields are there from the start, and an unknown field is nil.
func TestCardTableGridsOnFirstRead(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v, a := pooledAPI(t, e)
	L := v.State()
	for n := range card.Count {
		tab, c := a.cardTabs.tabs[n], &a.cards.Cards[n]
		if tab.RawGetString("effect") == lua.LNil || tab.RawGetString("pen") == lua.LNil {
			t.Fatalf("card %d: effect or pen missing", n)
		}
		if n%2 == 0 && tab.RawGetString("cause") != lua.LNil {
			t.Fatalf("card %d: cause built before it was read", n)
		}
		// Even cards are read cause first, odd ones exceptional first.
		first := []string{"cause", "cf", "exceptional"}
		if n%2 == 1 {
			first = []string{"exceptional", "cause", "cf"}
		}
		for _, f := range first {
			if L.GetField(tab, f) == lua.LNil {
				t.Fatalf("card %d: %s is nil", n, f)
			}
		}
		for col, d := range dieKeys {
			for r := range card.CauseRows {
				cell := c.Cause[r][col]
				val := L.GetField(tab, "cause").(*lua.LTable).RawGetInt(d).(*lua.LTable).RawGetInt(r + 1)
				cf := L.GetField(tab, "cf").(*lua.LTable).RawGetInt(d).(*lua.LTable).RawGetInt(r + 1)
				ex := L.GetField(tab, "exceptional").(*lua.LTable).RawGetInt(d).(*lua.LTable).RawGetInt(r + 1)
				if val != lua.LNumber(cell.Value) || cf != lua.LBool(cell.CF) || ex != lua.LBool(cell.Exceptional) {
					t.Fatalf("card %d d%d row %d: %v %v %v, want %d %v %v", n, d, r+1, val, cf, ex, cell.Value, cell.CF, cell.Exceptional)
				}
			}
		}
		if L.GetField(tab, "nosuchfield") != lua.LNil {
			t.Fatalf("card %d: an unknown field is not nil", n)
		}
	}
	// Pinned against the printed card (twtw card 37): cause d8 row 1 is 2,
	// d4 row 3 carries a calamity (CF), d12 row 1 is 11.
	grid := func(f string, d, row int) lua.LValue {
		return L.GetField(a.cardTabs.tabs[37], f).(*lua.LTable).RawGetInt(d).(*lua.LTable).RawGetInt(row)
	}
	if grid("cause", 8, 1) != lua.LNumber(2) || grid("cf", 4, 3) != lua.LTrue || grid("cause", 12, 1) != lua.LNumber(11) {
		t.Fatalf("card 37: cause[8][1] %v, cf[4][3] %v, cause[12][1] %v; want 2, true, 11",
			grid("cause", 8, 1), grid("cf", 4, 3), grid("cause", 12, 1))
	}
}
