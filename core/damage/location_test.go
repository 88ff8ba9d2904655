package damage

import (
	"testing"

	"github.com/twtw/twtw/core/card"
)

// seed 001 "Bumping Hit Location": card 16's standard is belly; one bump
// reaches vitals (up) or right arm (down). Card 50: left leg standard, one
// step either way changes legs, two steps up is the left leg again.
func TestLocate(t *testing.T) {
	cases := []struct {
		name  string
		c     *card.Card
		shift int
		slot  int
		loc   card.Location
	}{
		{"card 16 standard", card16(), 0, 2, card.Belly},
		{"card 16 one up", card16(), -1, 1, card.Vitals},
		{"card 16 one down", card16(), 1, 3, card.RightArm},
		{"card 16 two up", card16(), -2, 0, card.Chest},
		{"card 16 clamped up", card16(), -9, 0, card.Chest},
		{"card 16 clamped down", card16(), 4, 3, card.RightArm},
		{"card 50 standard", card50(), 0, 2, card.LeftLeg},
		{"card 50 one up", card50(), -1, 1, card.RightLeg},
		{"card 50 one down", card50(), 1, 3, card.RightLeg},
		{"card 50 two up", card50(), -2, 0, card.LeftLeg},
	}
	for _, tc := range cases {
		slot, loc := Locate(tc.c, tc.shift)
		if slot != tc.slot || loc != tc.loc {
			t.Errorf("%s: Locate(%d) = %d %v, want %d %v", tc.name, tc.shift, slot, loc, tc.slot, tc.loc)
		}
	}
}

// seed 001 "Bumping Hit Location": the triangles print the bumps needed.
func TestLocateCost(t *testing.T) {
	c := card16()
	for slot, want := range []int{2, 1, 0, 1} {
		if got := LocateCost(c, slot); got != want {
			t.Errorf("LocateCost(slot %d) = %d, want %d", slot, got, want)
		}
	}
	if got := LocateCost(c, 4); got != -1 {
		t.Errorf("LocateCost(slot 4) = %d, want -1", got)
	}
	if got := LocateCost(c, -1); got != -1 {
		t.Errorf("LocateCost(slot -1) = %d, want -1", got)
	}
}

// seed 000 "Hit Location Modifiers": punch, height and point blank one up each,
// kick one down.
func TestForcedShift(t *testing.T) {
	cases := []struct {
		f    Forced
		want int
	}{
		{Forced{}, 0},
		{Forced{Punch: true}, -1},
		{Forced{PointBlank: true}, -1},
		{Forced{Punch: true, Height: true}, -2},
		{Forced{Punch: true, Height: true, PointBlank: true}, -3},
		{Forced{Kick: true}, 1},
		{Forced{Kick: true, Height: true}, 0},
	}
	for _, tc := range cases {
		if got := tc.f.Shift(); got != tc.want {
			t.Errorf("%+v.Shift() = %d, want %d", tc.f, got, tc.want)
		}
	}
}

// seed 000 "Hit Location and Damage": head 2 damage bumps, vitals 1.
func TestDefaultLocationBumps(t *testing.T) {
	b := DefaultLocationBumps()
	want := map[card.Location]int{card.Head: 2, card.Vitals: 1}
	for l := card.Location(0); l < card.NumLocations; l++ {
		if b[l] != want[l] {
			t.Errorf("DefaultLocationBumps()[%v] = %d, want %d", l, b[l], want[l])
		}
	}
	b[card.Head] = 9
	if DefaultLocationBumps()[card.Head] != 2 {
		t.Error("DefaultLocationBumps shares state between calls")
	}
}
