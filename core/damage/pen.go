package damage

import "fmt"

// Outcome is the result of penetration against cover or armor.
type Outcome uint8

// Penetration outcomes (seed 000 "Cover Penetration").
const (
	// Penetrate: deal the DMG effect.
	Penetrate Outcome = iota
	// Ablate: deal the RD effect.
	Ablate
	// Deflect: no effect.
	Deflect
)

// String returns the letter printed on the card: "P", "A" or "D".
func (o Outcome) String() string {
	switch o {
	case Penetrate:
		return "P"
	case Ablate:
		return "A"
	case Deflect:
		return "D"
	}
	return fmt.Sprintf("outcome(%d)", uint8(o))
}

// Penetration compares PV (card modifier + weapon Pen) with AV (seed 000
// "Cover Penetration"): P when PV is at least AV+2, A when PV is AV or AV+1,
// D when PV is below AV.
func Penetration(pv, av int) Outcome {
	switch {
	case pv >= av+2:
		return Penetrate
	case pv >= av:
		return Ablate
	}
	return Deflect
}

// PenCheapMax is the highest penetration modifier that costs one bump per
// step; each step above it costs two (seed 001 "Bumping Penetration").
const PenCheapMax = 2

// PenBumpCost returns the bumps needed to raise the card's penetration
// modifier from from to to (seed 001 "Bumping Penetration"): one bump per +1
// up to +2, two per +1 above +2. Raising to a value not above from costs 0.
func PenBumpCost(from, to int) int {
	if to <= from {
		return 0
	}
	cheap := max(0, min(to, PenCheapMax)-from)
	dear := max(0, to-max(from, PenCheapMax))
	return cheap + 2*dear
}

// PenReach returns the highest modifier reachable from from with bumps bumps
// and the bumps that costs (at most bumps; one may be left over above +2).
func PenReach(from, bumps int) (mod, spent int) {
	if bumps <= 0 {
		return from, 0
	}
	cheap := max(0, PenCheapMax-from)
	if bumps <= cheap {
		return from + bumps, bumps
	}
	dear := (bumps - cheap) / 2
	return from + cheap + dear, cheap + 2*dear
}
