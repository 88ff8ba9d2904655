package check

import "github.com/twtw/twtw/core/card"

// Result is a check read off one card.
type Result struct {
	// Card is the number of the card read.
	Card uint8
	// Die is the column read: the trait's die, or d4 when untrained.
	Die card.Column
	// Rows is how many rows were read (rows 1..Rows).
	Rows int
	// Values holds the cells read, row 1 first; only Values[:Rows] are used.
	Values [card.CauseRows]uint8
	// Best is the highest value read.
	Best int
	// BestRow is the row (1..Rows) of the best cell: the first row showing
	// Best, except that an exceptional cell showing Best wins a tie.
	BestRow int
	// Exceptional reports that the best cell is exceptional: the result may be
	// extended by drawing another card and adding.
	Exceptional bool
	// Mod is the modifier added to Best.
	Mod int
	// Total is Best + Mod.
	Total int
	// TN is the target number.
	TN int
	// Success reports Total ≥ TN.
	Success bool
	// Margin is Total − TN (negative on a failure).
	Margin int
	// Bumps is one per full bump step of Margin (0 on a failure).
	Bumps int
	// Calamity reports that the last row read (row Rows) shows CF. It is
	// reported whatever Success says; the rules decide what it does.
	Calamity bool
}

// Cells returns the values read, row 1 first. The slice shares r's storage.
func (r *Result) Cells() []uint8 { return r.Values[:r.Rows] }

// Read reads the check s off card c. It is pure and does not allocate. It does
// not validate s (see Spec.Validate): rows are clamped into 1..5 and a Die
// outside d4..d12 panics.
func Read(c *card.Card, s Spec) (r Result) {
	col := s.Column()
	rows := s.Rows()
	r.Card, r.Die, r.Rows, r.Mod, r.TN, r.Best = c.Number, col, rows, s.Mod, s.TN, -1
	for i := range rows {
		cell := c.Cause[i][col]
		r.Values[i] = cell.Value
		v := int(cell.Value)
		if v > r.Best || (v == r.Best && cell.Exceptional && !r.Exceptional) {
			r.Best, r.BestRow, r.Exceptional = v, i+1, cell.Exceptional
		}
	}
	r.Calamity = c.Cause[rows-1][col].CF
	r.Total = r.Best + s.Mod
	r.Margin = r.Total - s.TN
	r.Success = r.Margin >= 0
	r.Bumps = Bumps(r.Total, s.TN, s.Step())
	return r
}

// Bumps returns the bumps a total earns against tn: one for each full step by
// which it exceeds tn, 0 below tn. step ≤ 0 means DefaultBumpStep. Seed 001
// "Optional Results: Bumps": for a TN 5 task, bumps occur on 9, 13, 17.
func Bumps(total, tn, step int) int {
	if step <= 0 {
		step = DefaultBumpStep
	}
	if total < tn {
		return 0
	}
	return (total - tn) / step
}

// Victories returns the victories an effect magnitude earns: effect ÷
// threshold, rounded down, and 0 for an effect below 0. threshold ≤ 0 means
// DefaultVictoryThreshold (seed 001 "Setting Victory Threshold: Optional").
func Victories(effect, threshold int) int {
	if threshold <= 0 {
		threshold = DefaultVictoryThreshold
	}
	if effect <= 0 {
		return 0
	}
	return effect / threshold
}
