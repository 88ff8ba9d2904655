// Package check reads a check off an action card: the best cause cell of the
// rows a character is entitled to, the total against the TN, the margin, the
// bumps, calamity and exceptional results, and victories.
//
// The rules followed are action-cards.md "Cause grid" and "Untrained" and seed
// 001 "Optional Results: Bumps" and "Setting Victory Threshold: Optional".
// Everything here is pure arithmetic on a card: no randomness, no allocation.
// What a calamity or an exceptional result does is up to the rules (Lua).
package check

import (
	"fmt"

	"github.com/twtw/twtw/core/card"
)

// Default step sizes.
const (
	// DefaultBumpStep is the margin per bump: "for each full multiple of 4
	// above the TN one bump is awarded" (seed 001 "Optional Results: Bumps").
	DefaultBumpStep = 4
	// DefaultVictoryThreshold is the standard victory threshold, 6 (seed 001
	// "Setting Victory Threshold: Optional").
	DefaultVictoryThreshold = 6
	// MaxSkill is the highest skill level: one cause row per level.
	MaxSkill = card.CauseRows
)

// Spec describes one check.
type Spec struct {
	// Die is the trait's die column.
	Die card.Column
	// Skill is the skill level 0..5; the check reads rows 1..Skill of the Die
	// column. 0 means untrained (see UntrainedRows).
	Skill int
	// UntrainedRows is used when Skill is 0: the untrained check reads this
	// many rows (the trait skill's level, 0..5; 0 counts as 1) of the d4
	// column instead of the trait's column (action-cards.md "Untrained").
	UntrainedRows int
	// TN is the target number.
	TN int
	// Mod is the sum of the modifiers added to the best cell.
	Mod int
	// BumpStep is the margin per bump; 0 means DefaultBumpStep.
	BumpStep int
}

// Validate reports the first field of s that is out of range, naming it.
func (s Spec) Validate() error {
	switch {
	case int(s.Die) >= card.NumColumns:
		return fmt.Errorf("check spec: die column %d: want 0..%d (d4..d12)", s.Die, card.NumColumns-1)
	case s.Skill < 0 || s.Skill > MaxSkill:
		return fmt.Errorf("check spec: skill %d: want 0..%d (0 = untrained)", s.Skill, MaxSkill)
	case s.UntrainedRows < 0 || s.UntrainedRows > MaxSkill:
		return fmt.Errorf("check spec: untrained rows %d: want 0..%d", s.UntrainedRows, MaxSkill)
	case s.BumpStep < 0:
		return fmt.Errorf("check spec: bump step %d: want 0 (default %d) or more", s.BumpStep, DefaultBumpStep)
	}
	return nil
}

// Column returns the column the check reads: Die when trained, d4 when untrained.
func (s Spec) Column() card.Column {
	if s.Skill <= 0 {
		return card.D4
	}
	return s.Die
}

// Rows returns how many cause rows the check reads, 1..5: Skill when
// trained, UntrainedRows (at least 1) when untrained. Out-of-range values are
// clamped into 1..5 so that Read never leaves the grid.
func (s Spec) Rows() int {
	n := s.Skill
	if n <= 0 {
		n = s.UntrainedRows
	}
	return min(max(n, 1), card.CauseRows)
}

// Step returns the bump step: BumpStep, or DefaultBumpStep when it is 0 or less.
func (s Spec) Step() int {
	if s.BumpStep <= 0 {
		return DefaultBumpStep
	}
	return s.BumpStep
}
