package check

import (
	"testing"

	"github.com/twtw/twtw/core/card"
)

// FuzzRead checks Read against a direct restatement of the rules on random
// cells and specs.
func FuzzRead(f *testing.F) {
	f.Add([]byte{9, 1, 6, 10, 3}, uint8(3), 2, 0, 4, 0, 0, uint8(0), uint8(0))
	f.Add([]byte{4, 4, 4, 4, 4}, uint8(0), 0, 3, 5, -2, 3, uint8(2), uint8(4))
	f.Add([]byte{24, 0, 1, 2, 3}, uint8(4), 5, 0, 20, 7, 1, uint8(31), uint8(16))
	f.Fuzz(func(t *testing.T, vals []byte, die uint8, skill, untrained, tn, mod, step int, cfBits, xBits uint8) {
		spec := Spec{Die: card.Column(die % card.NumColumns), Skill: skill % 6, UntrainedRows: untrained % 6, TN: tn % 100, Mod: mod % 100, BumpStep: step % 10}
		if spec.Skill < 0 || spec.UntrainedRows < 0 || spec.BumpStep < 0 {
			if spec.Validate() == nil {
				t.Fatalf("%+v validated", spec)
			}
			return
		}
		if err := spec.Validate(); err != nil {
			t.Fatalf("%+v: %v", spec, err)
		}
		col, rows := spec.Die, spec.Skill
		if rows == 0 {
			col, rows = card.D4, max(spec.UntrainedRows, 1)
		}
		var c card.Card
		for i, v := range vals[:min(len(vals), card.CauseRows)] {
			c.Cause[i][col] = card.Cell{Value: v, CF: cfBits>>i&1 == 1, Exceptional: xBits>>i&1 == 1}
		}
		r := Read(&c, spec)
		best, exceptional := 0, false
		for i := range rows {
			cell := c.Cause[i][col]
			if r.Values[i] != cell.Value {
				t.Fatalf("value %d = %d, want %d", i, r.Values[i], cell.Value)
			}
			if v := int(cell.Value); v > best {
				best, exceptional = v, cell.Exceptional
			} else if v == best && cell.Exceptional {
				exceptional = true
			}
		}
		stepWant := spec.BumpStep
		if stepWant == 0 {
			stepWant = 4
		}
		bumps := 0
		if total := best + spec.Mod; total >= spec.TN {
			bumps = (total - spec.TN) / stepWant
		}
		switch {
		case r.Die != col || r.Rows != rows || len(r.Cells()) != rows:
			t.Fatalf("%+v: read %v rows %d, want %v rows %d", spec, r.Die, r.Rows, col, rows)
		case r.Best != best || r.Exceptional != exceptional || int(r.Values[r.BestRow-1]) != best:
			t.Fatalf("%+v: best %d (row %d, exceptional %v), want %d (%v)", spec, r.Best, r.BestRow, r.Exceptional, best, exceptional)
		case r.Total != best+spec.Mod || r.Margin != r.Total-spec.TN || r.Success != (r.Total >= spec.TN) || r.Bumps != bumps:
			t.Fatalf("%+v: %+v, want total %d, bumps %d", spec, r, best+spec.Mod, bumps)
		case r.Calamity != c.Cause[rows-1][col].CF:
			t.Fatalf("%+v: calamity %v, want the CF of row %d", spec, r.Calamity, rows)
		}
	})
}
