// Package dice is the seeded dice of a fight: dice specs such as "2d6+1"
// parsed strictly, a Roller that rolls them from a math/rand/v2 PCG (see
// core/rng) with faces that tests and replays can stack, percentile dice read
// as tens and units, and a Roll record that prints itself for the transcript.
//
// The hot path (Parse of a valid spec, D, Roll, D100, Record into a reused
// Roll, Snapshot, Restore) does not allocate. A Roller is not safe for
// concurrent use.
package dice

import (
	"fmt"
	"strconv"
)

// Limits of a Spec: 1..100 dice of 2..1000 sides, a modifier within ±1000.
const (
	MaxDice  = 100
	MinSides = 2
	MaxSides = 1000
	MaxMod   = 1000
)

// Spec is a dice spec NdM±K: roll N dice of Sides sides and add Mod.
type Spec struct {
	N, Sides, Mod int
}

// Check returns an error unless the spec is within the limits: N 1..MaxDice,
// Sides MinSides..MaxSides, Mod -MaxMod..+MaxMod.
func (s Spec) Check() error {
	if why := limits(s); why != "" {
		return fmt.Errorf("dice: %s: %s", s, why)
	}
	return nil
}

// Min returns the smallest total the spec can roll: every die showing 1.
func (s Spec) Min() int { return s.N + s.Mod }

// Max returns the largest total the spec can roll: every die showing Sides.
func (s Spec) Max() int { return s.N*s.Sides + s.Mod }

// String returns the spec as Parse reads it, in its shortest form: "d8" for
// one die, "2d6", "2d6+1", "3d6-2".
func (s Spec) String() string {
	b := make([]byte, 0, 16)
	return string(s.appendText(b))
}

// appendText appends the spec's text to b.
func (s Spec) appendText(b []byte) []byte {
	if s.N != 1 {
		b = strconv.AppendInt(b, int64(s.N), 10)
	}
	b = append(b, 'd')
	b = strconv.AppendInt(b, int64(s.Sides), 10)
	return appendMod(b, s.Mod)
}

// appendMod appends "+K" or "-K", or nothing when k is 0.
func appendMod(b []byte, k int) []byte {
	if k > 0 {
		b = append(b, '+')
	}
	if k != 0 {
		b = strconv.AppendInt(b, int64(k), 10)
	}
	return b
}
