package damage

import "github.com/twtw/twtw/core/card"

// Scatter places a thrown item that missed (seed 000 "Scatter"): clock is the
// card's clock direction (6 points back at the thrower); dist is (tn − result)
// plus the card's step, never more than half the throw distance (throw/2,
// truncated) and never negative. Distance is in the unit of throw.
func Scatter(c *card.Card, tn, result, throw int) (clock, dist int) {
	dist = tn - result + int(c.Step)
	dist = max(min(dist, throw/2), 0)
	return int(c.Clock), dist
}

// StrayHits returns a bit mask of the unintended targets hit by strays stray
// shots (seed 000 "Unintended Targets"): bit i is set when figure icon i
// prints a number n with 0 < n ≤ strays. Bit 0 is unintended target 1.
func StrayHits(c *card.Card, strays int) uint8 {
	var m uint8
	for i, n := range c.Figures {
		if n != 0 && int(n) <= strays {
			m |= 1 << i
		}
	}
	return m
}

// StrayShots returns the stray-shot count compared with the figure icons
// (seed 000 "Unintended Targets", "Scatter and Unintended Targets",
// "Unintended Targets and Melee").
//
// base is the projectiles that missed: decided here, a miss counts one stray
// per missed projectile (0 when the shot hit), before any adjustment. A
// scatter weapon then adds its increase, which the seed says depends on range
// and is "minimum of 1": StrayShots adds that minimum of 1; a range table
// giving more is Lua's, which adds the difference to base. Firing into melee
// then doubles the count. Hank's shotgun into Angus and Jonah's scrum: a hit
// gives (0+1)·2 = 2 strays (targets 1 and 2), a miss (1+1)·2 = 4 (targets 1-4).
// A negative base counts as 0.
func StrayShots(base int, scatter, melee bool) int {
	n := max(base, 0)
	if scatter {
		n++
	}
	if melee {
		n *= 2
	}
	return n
}
