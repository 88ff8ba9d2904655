package damage

import "fmt"

// Kind is the kind of damage an attack deals.
type Kind uint8

// Damage kinds (seed 000 "Dealing Damage", "Hand to Hand Damage", "Brawling").
const (
	// Deadly: weapons. One wound per full Size, the remainder in CT.
	Deadly Kind = iota
	// Normal: hand-to-hand attacks. One wound per full 2·Size, the remainder in CT.
	Normal
	// Brawling: non-lethal. 3 CT per full Size, 1 wound per full 2·Size.
	Brawling
	// Impact: non-lethal weapons with the impact attribute. Brawling's wounds,
	// and 1 CT per point of effect.
	Impact
	// NumKinds is the number of damage kinds.
	NumKinds = 4
)

var kindNames = [NumKinds]string{"deadly", "normal", "brawling", "impact"}

// String returns the kind's name, such as "deadly".
func (k Kind) String() string {
	if int(k) < NumKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// ParseKind reads a kind name: "deadly", "normal", "brawling" or "impact".
func ParseKind(s string) (Kind, error) {
	for i, n := range kindNames {
		if s == n {
			return Kind(i), nil
		}
	}
	return 0, fmt.Errorf("damage kind %q: want deadly, normal, brawling or impact", s)
}

// ValidSize reports whether size can take wounds: Size is at least 1.
func ValidSize(size int) bool { return size >= 1 }

// Wounds turns an effect value into wounds and CT for a target of the given
// Size. Readings of the seed (000):
//   - Deadly ("Dealing Damage"): wounds = effect / Size, CT = the remainder.
//     13 against Size 6 → 2 wounds, 1 CT.
//   - Normal ("Hand to Hand Damage": "wounds for every 12, rather than every
//     6"): wounds = effect / (2·Size), CT = the remainder. 13 vs 6 → 1 wound, 1 CT.
//   - Brawling ("Brawling"): CT = 3 per full Size, wounds = 1 per full 2·Size,
//     fractions truncated. 13 vs 6 → 1 wound, 6 CT.
//   - Impact ("Brawling": "deal wounds as listed above, but also deal one point
//     of CT per point of effect"): brawling's wounds, CT = effect in place of
//     brawling's 3 per Size. 13 vs 6 → 1 wound, 13 CT.
//
// An effect ≤ 0, a Size that is not ValidSize, or an unknown kind gives
// (0, 0); callers that must refuse a bad Size check ValidSize first.
func Wounds(kind Kind, effect, size int) (wounds, ct int) {
	if effect <= 0 || !ValidSize(size) {
		return 0, 0
	}
	switch kind {
	case Deadly:
		return effect / size, effect % size
	case Normal:
		return effect / (2 * size), effect % (2 * size)
	case Brawling:
		return effect / (2 * size), 3 * (effect / size)
	case Impact:
		return effect / (2 * size), effect
	}
	return 0, 0
}
