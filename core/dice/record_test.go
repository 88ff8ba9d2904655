package dice

import (
	"slices"
	"testing"
)

func TestRollText(t *testing.T) {
	cases := []struct {
		rec  Roll
		want string
	}{
		{Roll{Spec{2, 6, 1}, []int{3, 5}, 9}, "2d6+1: 3+5+1 = 9"},
		{Roll{Spec{3, 6, -2}, []int{1, 4, 6}, 9}, "3d6-2: 1+4+6-2 = 9"},
		{Roll{Spec{2, 6, 0}, []int{6, 6}, 12}, "2d6: 6+6 = 12"},
		{Roll{Spec{1, 8, 0}, []int{5}, 5}, "d8: 5"},
		{Roll{Spec{1, 8, 2}, []int{5}, 7}, "d8+2: 5+2 = 7"},
		{Roll{Spec{1, 100, 0}, []int{42}, 42}, "d100: 42"},
		{Roll{Spec{1, 2, -1000}, []int{1}, -999}, "d2-1000: 1-1000 = -999"},
	}
	for _, c := range cases {
		if got := c.rec.Text(); got != c.want {
			t.Errorf("Text() = %q, want %q", got, c.want)
		}
	}
}

func TestRecord(t *testing.T) {
	r := New(1)
	if err := r.Stack(3, 5); err != nil {
		t.Fatal(err)
	}
	var rec Roll
	if err := r.Record(Spec{2, 6, 1}, &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Spec != (Spec{2, 6, 1}) || !slices.Equal(rec.Faces, []int{3, 5}) || rec.Total != 9 || rec.Text() != "2d6+1: 3+5+1 = 9" {
		t.Fatalf("record %+v %q", rec, rec.Text())
	}
	// Reused for a smaller roll, then a refused one: the refused one leaves it.
	if err := r.Record(Spec{1, 6, 0}, &rec); err != nil || rec.Text() != "d6: 3" {
		t.Fatalf("second record %q, %v; want seed 1's first d6, 3", rec.Text(), err)
	}
	if err := r.Stack(7); err != nil {
		t.Fatal(err)
	}
	if err := r.Record(Spec{2, 6, 0}, &rec); err == nil || rec.Text() != "d6: 3" {
		t.Fatalf("refused record: %v, rec now %q", err, rec.Text())
	}
	if err := r.Record(Spec{0, 6, 0}, &rec); err == nil || rec.Text() != "d6: 3" {
		t.Fatalf("0d6 record: %v, rec now %q", err, rec.Text())
	}
}
