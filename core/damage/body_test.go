package damage

import (
	"testing"

	"github.com/twtw/twtw/core/card"
)

func TestPartOf(t *testing.T) {
	want := map[card.Location]Part{
		card.Head: Head, card.Vitals: Torso, card.Chest: Torso, card.Belly: Torso,
		card.RightArm: RightArm, card.LeftArm: LeftArm, card.RightLeg: RightLeg, card.LeftLeg: LeftLeg,
	}
	for l, p := range want {
		if got := PartOf(l); got != p {
			t.Errorf("PartOf(%v) = %v, want %v", l, got, p)
		}
	}
	if got := PartOf(card.Location(8)); got != NumParts {
		t.Errorf("PartOf(8) = %v, want NumParts", got)
	}
}

// seed 000 "Wound Markers": "a character who takes a light wound to the right
// arm in one round and another light wound in the same arm later would then
// have a serious wound in that arm" (light 2 + light 2 = serious 4).
func TestLightPlusLightIsSerious(t *testing.T) {
	b := NewBody(20)
	b.Apply(card.RightArm, 2, 0, 0)
	a := b.Apply(card.RightArm, 2, 0, 0)
	if a.WoundsBefore != 2 || a.WoundsAfter != 4 || b.Wounds[RightArm] != 4 || b.Level() != 4 {
		t.Errorf("light+light in the right arm: %+v, level %d; want 2→4, level 4", a, b.Level())
	}
	if a.LevelBefore != 2 || a.LevelAfter != 4 {
		t.Errorf("levels %d→%d, want 2→4", a.LevelBefore, a.LevelAfter)
	}
	if a.Disabled || b.Dead || b.Lost[RightArm] {
		t.Error("4 wounds must not disable the arm")
	}
}

// seed 000 "Wound Markers": "a light wound to the head and then a heavy wound
// to his leg, his wound level is heavy" — wounds in different parts do not add.
func TestLevelIsHighestPart(t *testing.T) {
	b := NewBody(20)
	b.Apply(card.Head, 2, 0, 0)
	a := b.Apply(card.LeftLeg, 3, 0, 0)
	if b.Level() != 3 || a.LevelAfter != 3 || b.Wounds[Head] != 2 || b.Wounds[LeftLeg] != 3 {
		t.Errorf("head 2 then leg 3: wounds %v level %d, want level 3", b.Wounds, b.Level())
	}
	// A lower wound elsewhere leaves the level.
	a = b.Apply(card.Chest, 1, 0, 0)
	if a.LevelBefore != 3 || a.LevelAfter != 3 || b.Wounds[Torso] != 1 {
		t.Errorf("torso 1 after level 3: %+v", a)
	}
}

// seed 000 "Hit Location and Damage": the 5th wound disables; torso or head → death.
func TestFifthWound(t *testing.T) {
	for _, loc := range []card.Location{card.Vitals, card.Chest, card.Belly, card.Head} {
		b := NewBody(20)
		b.Apply(loc, 4, 0, 0)
		if b.Dead {
			t.Fatalf("%v at 4 wounds is dead", loc)
		}
		a := b.Apply(loc, 1, 0, 0)
		if !a.Disabled || !a.Died || !b.Dead || b.Level() != 5 {
			t.Errorf("5th wound to %v: %+v dead=%v; want disabled and died", loc, a, b.Dead)
		}
	}
	for _, loc := range []card.Location{card.RightArm, card.LeftArm, card.RightLeg, card.LeftLeg} {
		b := NewBody(20)
		a := b.Apply(loc, 5, 0, 0)
		if !a.Disabled || a.Died || b.Dead || !b.Lost[PartOf(loc)] {
			t.Errorf("5 wounds to %v: %+v dead=%v; want the limb lost, not dead", loc, a, b.Dead)
		}
	}
}

// seed 000 "Wound Markers": "Further damage in critically injured limbs cause
// no more wounds, but continue to cause CT." overflowCT decides what a wound
// that does not fit is worth.
func TestOverflow(t *testing.T) {
	b := NewBody(30)
	b.Apply(card.LeftArm, 5, 0, 0)
	a := b.Apply(card.LeftArm, 2, 3, 6)
	if a.Overflow != 2 || a.CTLost != 3+12 || b.CT != 30-15 || b.Wounds[LeftArm] != 5 || a.Disabled {
		t.Errorf("2 wounds + 3 CT to a lost arm, overflowCT 6: %+v CT %d; want 15 CT lost", a, b.CT)
	}

	b = NewBody(30)
	b.Apply(card.LeftArm, 5, 0, 0)
	a = b.Apply(card.LeftArm, 2, 0, 0)
	if a.Overflow != 2 || a.CTLost != 0 || b.CT != 30 {
		t.Errorf("2 wounds to a lost arm, overflowCT 0: %+v CT %d; want none", a, b.CT)
	}

	// 3 wounds then 4 more: 2 fit (disabling), 2 overflow.
	b = NewBody(30)
	b.Apply(card.RightLeg, 3, 0, 0)
	a = b.Apply(card.RightLeg, 4, 1, 6)
	if a.WoundsAfter != 5 || a.Overflow != 2 || a.CTLost != 13 || !a.Disabled || b.Dead {
		t.Errorf("3 then 4 wounds to a leg: %+v; want 5 wounds, 2 over, 13 CT, disabled", a)
	}
}

// seed 000 "Taking Concussion": reduced to 0 CT or lower → concussed.
func TestConcussion(t *testing.T) {
	b := NewBody(10)
	a := b.Apply(card.Belly, 0, 9, 0)
	if a.ConcussedNow || b.Concussed() || b.CT != 1 {
		t.Fatalf("9 CT of 10: %+v CT %d", a, b.CT)
	}
	a = b.Apply(card.Belly, 0, 1, 0)
	if !a.ConcussedNow || !b.Concussed() || b.CT != 0 {
		t.Errorf("CT to 0: %+v CT %d; want concussed now", a, b.CT)
	}
	a = b.Apply(card.Belly, 0, 3, 0)
	if a.ConcussedNow || !b.Concussed() || b.CT != -3 || b.StartCT != 10 {
		t.Errorf("more CT when concussed: %+v CT %d; want -3 and not newly concussed", a, b.CT)
	}
}

func TestApplyUnknownLocation(t *testing.T) {
	b := NewBody(10)
	a := b.Apply(card.Location(12), 3, 4, 6)
	if !a.UnknownTarget || b != NewBody(10) {
		t.Errorf("unknown location: %+v, body %+v; want nothing applied", a, b)
	}
}

// TestApplyPart: wounds given by body part land where a hit location of that
// part would put them (seed 000 "Wound Markers": the torso is chest, belly and
// vitals), and five in the torso kill.
func TestApplyPart(t *testing.T) {
	byPart, byLoc := NewBody(14), NewBody(14)
	a := byPart.ApplyPart(Torso, 2, 1, 0)
	b := byLoc.Apply(card.Belly, 2, 1, 0)
	if a != b || byPart != byLoc || byPart.Wounds[Torso] != 2 {
		t.Errorf("ApplyPart(Torso) = %+v %+v, Apply(Belly) = %+v %+v; want equal, 2 torso wounds", a, byPart, b, byLoc)
	}
	if a := byPart.ApplyPart(Torso, 3, 0, 0); !a.Died || !byPart.Dead {
		t.Errorf("five torso wounds: %+v; want dead", a)
	}
	if a := byPart.ApplyPart(NumParts, 1, 1, 0); !a.UnknownTarget {
		t.Errorf("ApplyPart(NumParts) = %+v; want UnknownTarget", a)
	}
}

func TestPartNamed(t *testing.T) {
	for name, want := range map[string]Part{"vitals": Torso, "chest": Torso, "belly": Torso, "torso": Torso,
		"head": Head, "left leg": LeftLeg, "right arm": RightArm} {
		if p, ok := PartNamed(name); !ok || p != want {
			t.Errorf("PartNamed(%q) = %v, %v; want %v", name, p, ok, want)
		}
	}
	if p, ok := PartNamed("tail"); ok || p != NumParts {
		t.Errorf("PartNamed(tail) = %v, %v; want NumParts, false", p, ok)
	}
}

func TestApplyAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() {
		b := NewBody(12)
		_ = b.Apply(card.Chest, 2, 3, 6)
	}); n != 0 {
		t.Errorf("Apply allocates %v times", n)
	}
}
