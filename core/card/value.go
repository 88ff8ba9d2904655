package card

import "math/big"

// valuer computes the "value" by which Generate ranks result sets (decided
// here). A cell's percentile is its mid-rank under the exact distribution of
// what the cell prints: P(X < v) + ½·P(X = v), where X is
//
//   - for a cause cell of column dX: the printed value of one open-ended dX
//     (1..X−1 with probability 1/X each, X+1..2X−1 with 1/X² each, the
//     exceptional ceiling 2X with 1/X²: the die exploded twice);
//   - for effect row r of column dX: the sum of r plain dX.
//
// The value of a card is ½·(mean percentile of its 25 cause cells) +
// ½·(mean percentile of its 35 effect cells), in exact rational arithmetic so
// that the ranking is the same on every platform. CF and the other sections
// do not count.
type valuer struct {
	// cause[col][v] is 2·X²·P(printed value < v) + X²·P(printed value = v), for v in 0..2X+1.
	cause [NumColumns][]int64
	// effect[col][r][s] is 2·X^(r+1)·P(sum < s) + X^(r+1)·P(sum = s) for r+1 dice.
	effect [NumColumns][EffectRows][]int64
	// causeDen and effectDen are the matching denominators 2·X² and 2·X^(r+1).
	causeDen  [NumColumns]int64
	effectDen [NumColumns][EffectRows]int64
}

func newValuer() *valuer {
	v := &valuer{}
	for col := range Column(NumColumns) {
		x := int64(col.Sides())
		// weights of printed values in units of 1/X²
		w := make([]int64, 2*x+2)
		for k := int64(1); k < x; k++ {
			w[k] = x
			w[x+k] = 1
		}
		w[2*x] = 1
		v.cause[col] = midRanks(w)
		v.causeDen[col] = 2 * x * x
		// ways[s] to roll s on r dice, by repeated convolution
		ways := []int64{1}
		den := int64(1)
		for r := range EffectRows {
			next := make([]int64, len(ways)+int(x))
			for s, n := range ways {
				for f := 1; f <= int(x); f++ {
					next[s+f] += n
				}
			}
			ways = next
			den *= x
			v.effect[col][r] = midRanks(ways)
			v.effectDen[col][r] = 2 * den
		}
	}
	return v
}

// midRanks returns m[v] = 2·Σ_{u<v} w[u] + w[v].
func midRanks(w []int64) []int64 {
	m := make([]int64, len(w))
	var below int64
	for i, n := range w {
		m[i] = 2*below + n
		below += n
	}
	return m
}

// causePct returns the percentile of a cause cell of column col printing v.
func (vr *valuer) causePct(col Column, v int) *big.Rat {
	t := vr.cause[col]
	if v >= len(t) {
		return big.NewRat(1, 1)
	}
	return big.NewRat(t[v], vr.causeDen[col])
}

// effectPct returns the percentile of effect row r (0-based) of column col printing s.
func (vr *valuer) effectPct(col Column, r, s int) *big.Rat {
	t := vr.effect[col][r]
	if s >= len(t) {
		return big.NewRat(1, 1)
	}
	return big.NewRat(t[s], vr.effectDen[col][r])
}

// value returns the card's value in [0, 1].
func (vr *valuer) value(c *Card) *big.Rat {
	cause, effect := new(big.Rat), new(big.Rat)
	for r := range c.Cause {
		for col, cell := range c.Cause[r] {
			cause.Add(cause, vr.causePct(Column(col), int(cell.Value)))
		}
	}
	for r := range c.Effect {
		for col, s := range c.Effect[r] {
			effect.Add(effect, vr.effectPct(Column(col), r, int(s)))
		}
	}
	cause.Mul(cause, big.NewRat(1, 2*CauseRows*NumColumns))
	effect.Mul(effect, big.NewRat(1, 2*EffectRows*NumColumns))
	return cause.Add(cause, effect)
}
