package check

import (
	"slices"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// seed 000 "Fast Draw": Miranda "draws card 37, showing 9 and 1 in the d10
// column. Her Peacemaker has the short attribute, making the standard TN 4.
// She has succeeded with one bump."
func TestFastDrawExample(t *testing.T) {
	r := Read(fastDrawCard(), Spec{Die: card.D10, Skill: 2, TN: 4})
	if r.Card != 37 || r.Die != card.D10 || r.Rows != 2 || !slices.Equal(r.Cells(), []uint8{9, 1}) {
		t.Fatalf("read card %d %v rows %d cells %v; want card 37 d10 rows 2 cells [9 1]", r.Card, r.Die, r.Rows, r.Cells())
	}
	if r.Best != 9 || r.BestRow != 1 || r.Total != 9 || !r.Success || r.Margin != 5 || r.Bumps != 1 || r.Calamity || r.Exceptional {
		t.Fatalf("got %+v; want best 9 (row 1), total 9, success, margin 5, 1 bump, no calamity", r)
	}
}

// seed 001 "Optional Results: Bumps": "For a TN 5 task, bumps would occur on
// 9, 13, 17, etc." One bump per full 4 above the TN.
func TestBumpsTN5(t *testing.T) {
	for _, tc := range []struct{ total, bumps int }{
		{4, 0}, {5, 0}, {8, 0}, {9, 1}, {12, 1}, {13, 2}, {16, 2}, {17, 3}, {21, 4},
	} {
		if got := Bumps(tc.total, 5, 0); got != tc.bumps {
			t.Errorf("Bumps(%d, TN 5, default step) = %d, want %d", tc.total, got, tc.bumps)
		}
		if got := Bumps(tc.total, 5, 4); got != tc.bumps {
			t.Errorf("Bumps(%d, TN 5, step 4) = %d, want %d", tc.total, got, tc.bumps)
		}
		// The same totals reached through Read: best 9 (card 37, d10 row 1) + Mod.
		r := Read(fastDrawCard(), Spec{Die: card.D10, Skill: 1, TN: 5, Mod: tc.total - 9})
		if r.Total != tc.total || r.Bumps != tc.bumps || r.Success != (tc.total >= 5) || r.Margin != tc.total-5 {
			t.Errorf("Read to total %d vs TN 5: total %d, bumps %d, success %v, margin %d; want %d bumps, margin %d",
				tc.total, r.Total, r.Bumps, r.Success, r.Margin, tc.bumps, tc.total-5)
		}
	}
}

func TestBumpStep(t *testing.T) {
	for _, tc := range []struct{ total, tn, step, bumps int }{
		{11, 5, 3, 2}, {10, 5, 3, 1}, {5, 5, 1, 0}, {8, 5, 1, 3}, {20, 5, -2, 3}, {4, 5, 1, 0},
	} {
		if got := Bumps(tc.total, tc.tn, tc.step); got != tc.bumps {
			t.Errorf("Bumps(%d, %d, %d) = %d, want %d", tc.total, tc.tn, tc.step, got, tc.bumps)
		}
	}
	r := Read(fastDrawCard(), Spec{Die: card.D10, Skill: 2, TN: 4, BumpStep: 2})
	if r.Bumps != 2 {
		t.Fatalf("card 37 d10 vs TN 4 with bump step 2: %d bumps, want 2 (margin 5)", r.Bumps)
	}
}

func TestFailureHasNegativeMarginAndNoBumps(t *testing.T) {
	r := Read(fastDrawCard(), Spec{Die: card.D10, Skill: 2, TN: 8, Mod: -3})
	if r.Best != 9 || r.Total != 6 || r.Success || r.Margin != -2 || r.Bumps != 0 {
		t.Fatalf("9 − 3 vs TN 8: got total %d, success %v, margin %d, bumps %d; want 6, false, −2, 0", r.Total, r.Success, r.Margin, r.Bumps)
	}
}

func TestBestOfRowsRead(t *testing.T) {
	c := fastDrawCard() // d10 column: 9, 1, 6, 10, 3
	for skill, want := range []struct{ best, row int }{{}, {9, 1}, {9, 1}, {9, 1}, {10, 4}, {10, 4}} {
		if skill == 0 {
			continue
		}
		r := Read(c, Spec{Die: card.D10, Skill: skill, TN: 4})
		if r.Best != want.best || r.BestRow != want.row || r.Rows != skill {
			t.Errorf("d10 skill %d: best %d (row %d), rows %d; want %d (row %d), %d", skill, r.Best, r.BestRow, r.Rows, want.best, want.row, skill)
		}
	}
}

// action-cards.md "Cause grid": a check is a calamity when the last row it is
// entitled to (row N) shows CF; CF in another row does not count.
func TestCalamityOnlyOnLastRow(t *testing.T) {
	c := fastDrawCard()
	c.Cause[2][card.D10].CF = true // row 3
	for skill := 1; skill <= 5; skill++ {
		r := Read(c, Spec{Die: card.D10, Skill: skill, TN: 4})
		if want := skill == 3; r.Calamity != want {
			t.Errorf("CF in row 3, skill %d: calamity %v, want %v", skill, r.Calamity, want)
		}
		// The calamity is reported beside the success: the best (9 or 10) beats TN 4.
		if !r.Success {
			t.Errorf("skill %d: want success", skill)
		}
	}
	// CF in another column does not count either.
	if r := Read(c, Spec{Die: card.D8, Skill: 3, TN: 4}); r.Calamity {
		t.Error("CF in the d10 column made a d8 check a calamity")
	}
}

// action-cards.md "Untrained": no skill levels → the trait skill's level as
// rows, in the d4 column.
func TestUntrainedReadsD4(t *testing.T) {
	c := fastDrawCard() // d4 column: 3, 2, 4, 1, 5
	for _, tc := range []struct {
		rows, want, best int
	}{{0, 1, 3}, {1, 1, 3}, {2, 2, 3}, {3, 3, 4}, {5, 5, 5}} {
		r := Read(c, Spec{Die: card.D12, Skill: 0, UntrainedRows: tc.rows, TN: 4})
		if r.Die != card.D4 || r.Rows != tc.want || r.Best != tc.best {
			t.Errorf("untrained, trait skill %d, d12 trait: read %v rows %d best %d; want d4 rows %d best %d", tc.rows, r.Die, r.Rows, r.Best, tc.want, tc.best)
		}
	}
	// Trained: the trait column, and UntrainedRows is ignored.
	if r := Read(c, Spec{Die: card.D12, Skill: 2, UntrainedRows: 5, TN: 4}); r.Die != card.D12 || r.Rows != 2 || r.Best != 11 {
		t.Errorf("trained d12 skill 2: read %v rows %d best %d; want d12 rows 2 best 11", r.Die, r.Rows, r.Best)
	}
	// An untrained calamity is read in the d4 column at the untrained last row.
	c.Cause[1][card.D4].CF = true
	if r := Read(c, Spec{Die: card.D10, UntrainedRows: 2, TN: 4}); !r.Calamity {
		t.Error("untrained 2 rows with CF in d4 row 2: want calamity")
	}
}

func TestExceptionalBestCell(t *testing.T) {
	c := fastDrawCard()
	c.Cause[3][card.D10].Exceptional = true // row 4: 10
	if r := Read(c, Spec{Die: card.D10, Skill: 3, TN: 4}); r.Exceptional {
		t.Error("skill 3 does not reach the exceptional row 4")
	}
	if r := Read(c, Spec{Die: card.D10, Skill: 4, TN: 4}); !r.Exceptional || r.BestRow != 4 {
		t.Errorf("skill 4: exceptional %v row %d; want the exceptional row 4", r.Exceptional, r.BestRow)
	}
	// A tie: an exceptional cell wins over an earlier plain one of the same value.
	c.Cause[1][card.D10] = card.Cell{Value: 9, Exceptional: true}
	if r := Read(c, Spec{Die: card.D10, Skill: 2, TN: 4}); r.Best != 9 || r.BestRow != 2 || !r.Exceptional {
		t.Errorf("9 plain and 9 exceptional: best %d row %d exceptional %v; want 9, row 2, true", r.Best, r.BestRow, r.Exceptional)
	}
	// An exceptional cell that is not the best does not make the result exceptional.
	c.Cause[1][card.D10] = card.Cell{Value: 2, Exceptional: true}
	if r := Read(c, Spec{Die: card.D10, Skill: 2, TN: 4}); r.Exceptional {
		t.Error("the exceptional cell is not the best: want not exceptional")
	}
}

// seed 001 "Setting Victory Threshold: Optional": victories are the effect
// divided by the threshold, standard 6.
func TestVictories(t *testing.T) {
	for _, tc := range []struct{ effect, threshold, want int }{
		{13, 6, 2}, {13, 5, 2}, {15, 5, 3}, {12, 0, 2}, {11, 0, 1}, {13, -1, 2},
		{5, 6, 0}, {6, 6, 1}, {0, 6, 0}, {-7, 6, 0}, {16, 8, 2}, {17, 9, 1},
	} {
		if got := Victories(tc.effect, tc.threshold); got != tc.want {
			t.Errorf("Victories(%d, %d) = %d, want %d", tc.effect, tc.threshold, got, tc.want)
		}
	}
}

func TestValidate(t *testing.T) {
	for _, s := range []Spec{
		{Die: card.D4, Skill: 0, UntrainedRows: 0},
		{Die: card.D12, Skill: 5, UntrainedRows: 5, BumpStep: 9, Mod: -4, TN: 11},
	} {
		if err := s.Validate(); err != nil {
			t.Errorf("%+v: %v, want valid", s, err)
		}
	}
	for _, tc := range []struct {
		spec Spec
		want string
	}{
		{Spec{Die: 5, Skill: 1}, "check spec: die column 5: want 0..4 (d4..d12)"},
		{Spec{Skill: 6}, "check spec: skill 6: want 0..5 (0 = untrained)"},
		{Spec{Skill: -1}, "check spec: skill -1: want 0..5 (0 = untrained)"},
		{Spec{UntrainedRows: 6}, "check spec: untrained rows 6: want 0..5"},
		{Spec{UntrainedRows: -2}, "check spec: untrained rows -2: want 0..5"},
		{Spec{Skill: 2, BumpStep: -1}, "check spec: bump step -1: want 0 (default 4) or more"},
	} {
		if err := tc.spec.Validate(); err == nil || err.Error() != tc.want {
			t.Errorf("%+v: error %v, want %q", tc.spec, err, tc.want)
		}
	}
}

func TestReadAllocs(t *testing.T) {
	c := fastDrawCard()
	s := Spec{Die: card.D10, Skill: 3, TN: 5}
	if a := testing.AllocsPerRun(1000, func() { _ = Read(c, s) }); a != 0 {
		t.Fatalf("Read allocates %v times per call, want 0", a)
	}
}
