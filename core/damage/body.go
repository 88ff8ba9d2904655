package damage

import (
	"fmt"

	"github.com/twtw/twtw/core/card"
)

// Part is a body part that holds wounds (seed 000 "Wound Markers").
type Part uint8

// Body parts. Vitals, chest and belly all wound the torso.
const (
	Head Part = iota
	Torso
	RightArm
	LeftArm
	RightLeg
	LeftLeg
	// NumParts is the number of body parts.
	NumParts = 6
)

// MaxWounds is the wounds a part holds; the MaxWounds-th disables it (seed 000
// "Applying Wounds and Concussion", "Hit Location and Damage").
const MaxWounds = 5

var partNames = [NumParts]string{"head", "torso", "right arm", "left arm", "right leg", "left leg"}

// String returns the part's name, such as "right arm".
func (p Part) String() string {
	if int(p) < NumParts {
		return partNames[p]
	}
	return fmt.Sprintf("part(%d)", uint8(p))
}

// Vital reports whether disabling the part kills: the head and the torso.
func (p Part) Vital() bool { return p == Head || p == Torso }

var partOf = [card.NumLocations]Part{
	card.Head: Head, card.Vitals: Torso, card.Chest: Torso, card.Belly: Torso,
	card.RightArm: RightArm, card.LeftArm: LeftArm, card.RightLeg: RightLeg, card.LeftLeg: LeftLeg,
}

// PartOf returns the part a hit location wounds: vitals, chest and belly are
// the torso (seed 000 "Hit Location"). An unknown location gives NumParts.
func PartOf(l card.Location) Part {
	if int(l) < card.NumLocations {
		return partOf[l]
	}
	return NumParts
}

// PartNamed reads a body part ("torso") or a hit location ("chest") as the
// part it wounds; ok is false for any other name.
func PartNamed(s string) (p Part, ok bool) {
	if loc, err := card.ParseLocation(s); err == nil {
		return PartOf(loc), true
	}
	for p := Part(0); p < NumParts; p++ {
		if p.String() == s {
			return p, true
		}
	}
	return NumParts, false
}

// Body is one combatant's wounds per part and concussion. The zero Body has
// no CT; use NewBody. A Body is a plain value: copying it never allocates.
type Body struct {
	// Wounds holds each part's wounds, 0..MaxWounds.
	Wounds [NumParts]uint8
	// CT is the current concussion; at 0 or below the body is concussed.
	CT int
	// StartCT is the CT the body started with (bleeding rules compare with it).
	StartCT int
	// Lost marks disabled parts: a severed or useless limb, or the head or
	// torso of a dead body.
	Lost [NumParts]bool
	// Dead is set when the head or torso is disabled.
	Dead bool
}

// NewBody returns an unwounded body with ct CT.
func NewBody(ct int) Body { return Body{CT: ct, StartCT: ct} }

// Level returns the wound level: the highest wounds in any one part, 0..5
// (seed 000 "Wound Markers": wounds add only within a part). The names of the
// levels are Lua data.
func (b *Body) Level() int {
	lv := uint8(0)
	for _, w := range b.Wounds {
		lv = max(lv, w)
	}
	return int(lv)
}

// Concussed reports whether CT is 0 or below (seed 000 "Taking Concussion").
func (b *Body) Concussed() bool { return b.CT <= 0 }

// Applied reports what one Apply did.
type Applied struct {
	Part          Part
	WoundsBefore  int // the part's wounds before
	WoundsAfter   int // the part's wounds after
	Overflow      int // wounds that did not fit in the part and became CT
	CTLost        int // CT taken: ct plus Overflow × overflowCT
	Disabled      bool
	Died          bool
	ConcussedNow  bool // CT went from above 0 to 0 or below
	LevelBefore   int
	LevelAfter    int
	UnknownTarget bool // the location was unknown; nothing was applied
}

// Apply deals wounds and ct to the part loc belongs to (seed 000 "Applying
// Wounds and Concussion", "Wound Markers", "Hit Location and Damage"). Wounds
// add to the part up to MaxWounds; the wound that reaches MaxWounds disables
// it (a lost limb; for the head or torso, death). Wounds that do not fit — the
// part is already at MaxWounds, or the hit would take it past — are not
// recorded; each becomes overflowCT CT instead. The seed's "ignore the new
// wounds" is overflowCT 0; the reading that a wound's worth of damage still
// lands as CT is overflowCT = Size. The caller decides. Negative wounds, ct
// and overflowCT count as 0. Apply does not allocate.
func (b *Body) Apply(loc card.Location, wounds, ct, overflowCT int) Applied {
	return b.ApplyPart(PartOf(loc), wounds, ct, overflowCT)
}

// ApplyPart is Apply for a body part rather than a hit location (a
// scenario's wounds already taken are given by part: "torso", not "chest").
func (b *Body) ApplyPart(p Part, wounds, ct, overflowCT int) Applied {
	if p >= NumParts {
		return Applied{Part: p, UnknownTarget: true}
	}
	wounds, ct, overflowCT = max(wounds, 0), max(ct, 0), max(overflowCT, 0)
	a := Applied{Part: p, WoundsBefore: int(b.Wounds[p]), LevelBefore: b.Level()}
	wasConcussed := b.Concussed()

	fit := min(wounds, MaxWounds-a.WoundsBefore)
	if b.Lost[p] {
		fit = 0
	}
	a.WoundsAfter = a.WoundsBefore + fit
	a.Overflow = wounds - fit
	b.Wounds[p] = uint8(a.WoundsAfter)
	if a.WoundsAfter >= MaxWounds && !b.Lost[p] {
		b.Lost[p] = true
		a.Disabled = true
		if p.Vital() && !b.Dead {
			b.Dead = true
			a.Died = true
		}
	}
	a.CTLost = ct + a.Overflow*overflowCT
	b.CT -= a.CTLost
	a.ConcussedNow = !wasConcussed && b.Concussed()
	a.LevelAfter = b.Level()
	return a
}
