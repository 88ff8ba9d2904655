package damage

import "github.com/twtw/twtw/core/card"

// EffectResult is an effect cell after damage bumps.
type EffectResult struct {
	// Row is the effect row read, 1..7.
	Row int
	// ExtraDice counts the dice added past row (7), one per bump.
	ExtraDice int
	// Value is the effect: the printed cell plus ExtraDice times the column's
	// (1) cell.
	Value int
}

// Effect reads ref on the card after bumps damage bumps (seed 001 "Bumping
// Damage or Effect Magnitude"; seed 000 "Damage Bumps"): every two bumps raise
// the row by one; once at row (7), each further bump adds one more die of the
// column. An odd bump left over below row (7) is wasted.
//
// Decided here: "one more die" is the card's own (1) cell of the same column
// (Effect[0][col]), so the extra dice come from the drawn card like every
// other effect value. Negative bumps count as none. An invalid ref (see
// EffectRef.Valid) yields the zero EffectResult. Effect does not allocate.
func Effect(c *card.Card, ref EffectRef, bumps int) EffectResult {
	if !ref.Valid() {
		return EffectResult{}
	}
	if bumps < 0 {
		bumps = 0
	}
	row, extra := ref.Row, 0
	if toTop := 2 * (card.EffectRows - row); bumps >= toTop {
		row, extra = card.EffectRows, bumps-toTop
	} else {
		row += bumps / 2
	}
	value := int(c.Effect[row-1][ref.Col]) + extra*int(c.Effect[0][ref.Col])
	return EffectResult{Row: row, ExtraDice: extra, Value: value}
}
