package damage

import (
	"errors"
	"fmt"

	"github.com/twtw/twtw/core/card"
)

// Hit is everything Resolve needs about one landed attack besides the card.
// Every field is decided by the caller (the Lua rules): Resolve only does
// the arithmetic.
type Hit struct {
	// Ref is the weapon's DMG reference, dealt on P.
	Ref EffectRef
	// RD is the weapon's RD reference, dealt on A.
	RD EffectRef
	// WeaponPen is the weapon's Pen, added to the card's modifier to make PV.
	WeaponPen int
	// PenBumps are bumps spent raising the card's penetration modifier
	// (PenReach); bumps it cannot use are lost, so spend exactly
	// PenBumpCost(c.Pen, target).
	PenBumps int
	// AV is the armor value of the cover or armor hit; AV ≤ 0 means none.
	AV int
	// Shift moves the hit location from the standard slot: bumps spent on
	// location plus any Forced shift the caller applies.
	Shift int
	// DamageBumps are bumps spent on damage, plus any free ones (dirty blow).
	DamageBumps int
	// Kind is the kind of damage.
	Kind Kind
	// Size is the target's Size.
	Size int
	// Bumps are the free damage bumps per hit location, usually
	// DefaultLocationBumps(); the zero value gives none.
	Bumps LocationBumps
	// OverflowCT is the CT each wound to a disabled part becomes (Body.Apply).
	OverflowCT int
}

// Validate reports what is wrong with h, if anything: both references must
// name effect cells, the kind must be known and the Size at least 1.
func (h *Hit) Validate() error {
	var errs []error
	if !h.Ref.Valid() {
		errs = append(errs, fmt.Errorf("DMG %v is not an effect cell", h.Ref))
	}
	if !h.RD.Valid() {
		errs = append(errs, fmt.Errorf("RD %v is not an effect cell", h.RD))
	}
	if h.Kind >= NumKinds {
		errs = append(errs, fmt.Errorf("unknown damage %v", h.Kind))
	}
	if !ValidSize(h.Size) {
		errs = append(errs, fmt.Errorf("size %d: want 1 or more", h.Size))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("hit: %w", err)
	}
	return nil
}

// Damage is what Resolve did, step by step, for the transcript.
type Damage struct {
	Slot     int           // stack slot hit
	Location card.Location // location hit
	PenMod   int           // the card's modifier after PenBumps
	PenSpent int           // bumps PenReach used
	PV       int           // PenMod + WeaponPen
	Outcome  Outcome       // P, A or D
	Ref      EffectRef     // the reference dealt (DMG on P, RD on A; zero on D)
	Bumps    int           // damage bumps used: DamageBumps + the location's
	Effect   EffectResult  // the effect after bumps (zero on D)
	Wounds   int           // wounds from the effect for Size and Kind
	CT       int           // CT from the effect for Size and Kind
	Applied  Applied       // what the body took (zero on D or with no body)
}

// Resolve runs the damage pipeline for one hit on card c (seed 000 "Applying
// Results" to "Dealing Damage"; seed 001 "Using Bumps"):
//
//  1. hit location: Locate(c, h.Shift);
//  2. PV = PenReach(c.Pen, h.PenBumps) + h.WeaponPen, and Penetration(PV, AV).
//     Decided here: AV ≤ 0 (no cover, no armor) always penetrates, since
//     there is nothing to ablate or deflect;
//  3. P deals DMG (h.Ref), A deals RD (h.RD), D deals nothing and stops;
//  4. Effect with h.DamageBumps plus the location's h.Bumps (head +2,
//     vitals +1 with DefaultLocationBumps);
//  5. Wounds for h.Kind and h.Size;
//  6. b.Apply at the location with h.OverflowCT, unless b is nil.
//
// Resolve does not validate h (see Hit.Validate) and does not allocate.
func Resolve(c *card.Card, h *Hit, b *Body) Damage {
	var d Damage
	d.Slot, d.Location = Locate(c, h.Shift)
	d.PenMod, d.PenSpent = PenReach(int(c.Pen), h.PenBumps)
	d.PV = d.PenMod + h.WeaponPen
	switch {
	case h.AV <= 0:
		d.Outcome = Penetrate
	default:
		d.Outcome = Penetration(d.PV, h.AV)
	}
	switch d.Outcome {
	case Penetrate:
		d.Ref = h.Ref
	case Ablate:
		d.Ref = h.RD
	default:
		return d
	}
	d.Bumps = max(h.DamageBumps, 0)
	if int(d.Location) < card.NumLocations {
		d.Bumps += h.Bumps[d.Location]
	}
	d.Effect = Effect(c, d.Ref, d.Bumps)
	d.Wounds, d.CT = Wounds(h.Kind, d.Effect.Value, h.Size)
	if b != nil {
		d.Applied = b.Apply(d.Location, d.Wounds, d.CT, h.OverflowCT)
	}
	return d
}
