// Package damage holds the fixed arithmetic of TWTW damage: effect and cause
// references ("(2)6", "3d6"), effect lookup with damage bumps, penetration
// (P/A/D) and its bump costs, wounds and CT per Size, hit location on the
// card's stack, per-part body state, and the ancillary effects scatter and
// unintended targets.
//
// Every number a table might argue about (location damage bumps, the CT that
// wounds to a disabled part turn into, whether forced location shifts apply)
// is a parameter; the values live in Lua. The hot path (Resolve and what it
// calls) does not allocate.
//
// Sources: seed 000 (Conflict) "Applying Results" through "Taking
// Concussion"; seed 001 (Advanced Action Resolution) "Using Bumps".
package damage
