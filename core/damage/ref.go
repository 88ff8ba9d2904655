package damage

import (
	"fmt"
	"strconv"

	"github.com/twtw/twtw/core/card"
)

// EffectRef names one cell of a card's effect grid, written "(2)6": row 2 of
// the d6 column, the sum of two d6 (seed 000 "Why Not 3d6?").
type EffectRef struct {
	Row int         // 1..7
	Col card.Column // die column
}

// CauseRef names cells of a card's cause grid, written "3d6": rows 1..3 of the
// d6 column, three single dice (seed 000 "Why Not 3d6?").
type CauseRef struct {
	Dice int         // 1..5 (the cause grid has five rows)
	Col  card.Column // die column
}

// String returns the reference as written, such as "(2)6".
func (r EffectRef) String() string {
	return "(" + strconv.Itoa(r.Row) + ")" + strconv.Itoa(r.Col.Sides())
}

// String returns the reference as written, such as "3d6".
func (r CauseRef) String() string {
	return strconv.Itoa(r.Dice) + "d" + strconv.Itoa(r.Col.Sides())
}

// Valid reports whether the reference names a cell on a card.
func (r EffectRef) Valid() bool {
	return r.Row >= 1 && r.Row <= card.EffectRows && r.Col < card.NumColumns
}

// Valid reports whether the reference names cells on a card.
func (r CauseRef) Valid() bool {
	return r.Dice >= 1 && r.Dice <= card.CauseRows && r.Col < card.NumColumns
}

// ParseEffect reads an effect reference such as "(2)6". The syntax is strict:
// "(", a row 1..7, ")", a die 4, 6, 8, 10 or 12; no spaces, signs, leading
// zeros or trailing text.
func ParseEffect(s string) (EffectRef, error) {
	if len(s) < 4 || s[0] != '(' {
		return EffectRef{}, fmt.Errorf("effect reference %q: want (row)die such as (2)6", s)
	}
	end := 1
	for end < len(s) && s[end] != ')' {
		end++
	}
	if end == len(s) {
		return EffectRef{}, fmt.Errorf("effect reference %q: want (row)die such as (2)6", s)
	}
	row, ok := strictUint(s[1:end])
	if !ok {
		return EffectRef{}, fmt.Errorf("effect reference %q: row %q is not a number", s, s[1:end])
	}
	if row < 1 || row > card.EffectRows {
		return EffectRef{}, fmt.Errorf("effect reference %q: row %d out of 1..%d", s, row, card.EffectRows)
	}
	col, err := strictDie(s[end+1:])
	if err != nil {
		return EffectRef{}, fmt.Errorf("effect reference %q: %w", s, err)
	}
	return EffectRef{Row: row, Col: col}, nil
}

// ParseCause reads a cause reference such as "3d6". The syntax is strict: a
// count 1..5, a lower-case "d", a die 4, 6, 8, 10 or 12; no spaces, signs,
// leading zeros or trailing text.
func ParseCause(s string) (CauseRef, error) {
	d := 0
	for d < len(s) && s[d] != 'd' {
		d++
	}
	if d == 0 || d == len(s) {
		return CauseRef{}, fmt.Errorf("cause reference %q: want dice and die such as 3d6", s)
	}
	n, ok := strictUint(s[:d])
	if !ok {
		return CauseRef{}, fmt.Errorf("cause reference %q: dice %q is not a number", s, s[:d])
	}
	if n < 1 || n > card.CauseRows {
		return CauseRef{}, fmt.Errorf("cause reference %q: %d dice out of 1..%d", s, n, card.CauseRows)
	}
	col, err := strictDie(s[d+1:])
	if err != nil {
		return CauseRef{}, fmt.Errorf("cause reference %q: %w", s, err)
	}
	return CauseRef{Dice: n, Col: col}, nil
}

// strictDie reads a die size 4, 6, 8, 10 or 12 written without leading zeros.
func strictDie(s string) (card.Column, error) {
	sides, ok := strictUint(s)
	if !ok {
		return 0, fmt.Errorf("die %q is not a number", s)
	}
	col, err := card.ColumnForSides(sides)
	if err != nil {
		return 0, fmt.Errorf("die %d: %w", sides, err)
	}
	return col, nil
}

// strictUint reads 1 to 3 decimal digits with no sign and no leading zero
// (a lone "0" is allowed).
func strictUint(s string) (int, bool) {
	if len(s) == 0 || len(s) > 3 || (len(s) > 1 && s[0] == '0') {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}
