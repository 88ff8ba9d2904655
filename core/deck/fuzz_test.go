package deck

import (
	"slices"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// step is one recorded deck operation and its outcome.
type step struct {
	op  byte // 'd' draw, 'c' cut, 's' stack
	num int  // card drawn, revealed or stacked
}

// apply repeats a recorded operation and returns the card number it gave.
func apply(t *testing.T, s *State, st step) int {
	switch st.op {
	case 'd':
		return int(s.Draw().Number)
	case 'c':
		return int(s.Cut().Number)
	}
	if err := s.Stack(st.num); err != nil {
		t.Fatal(err)
	}
	return st.num
}

// FuzzOperations runs a byte string as a sequence of deck operations (draw,
// cut, stack, snapshot) and checks after each that every card is in exactly
// one pile, that a draw puts the card on top of the discard pile, that stacked
// cards come out in order, and that restoring the last snapshot repeats every
// operation made after it.
func FuzzOperations(f *testing.F) {
	f.Add(uint64(1), []byte{0, 0, 0, 1, 2, 5, 0, 0})
	f.Add(uint64(2), []byte{2, 0, 2, 53, 0, 0, 1, 1, 3, 0})
	f.Add(uint64(3), make([]byte, 200))
	f.Add(uint64(4), []byte{3, 4, 2, 10, 2, 20, 0, 1, 0, 3, 2, 55, 1, 1, 1})
	f.Fuzz(func(t *testing.T, seed uint64, ops []byte) {
		s := New(fixtureDeck(), seed, WithPolicy(AfterJoker))
		snap := s.Snapshot()
		var since []step // operations since snap
		var want []int   // stacked cards still waiting, next first
		for i := 0; i < len(ops); i++ {
			switch ops[i] % 5 {
			case 0, 4:
				c := s.Draw()
				if d := s.Discards(); d[len(d)-1] != c.Number {
					t.Fatalf("op %d: drawn %d is not on top of the discard pile %v", i, c.Number, d)
				}
				if len(want) > 0 {
					if int(c.Number) != want[0] {
						t.Fatalf("op %d: drew %d, want stacked %d", i, c.Number, want[0])
					}
					want = want[1:]
				}
				since = append(since, step{'d', int(c.Number)})
			case 1:
				c := s.Cut()
				if len(want) > 0 {
					if int(c.Number) != want[0] {
						t.Fatalf("op %d: cut %d, want stacked %d", i, c.Number, want[0])
					}
					want = want[1:]
				}
				since = append(since, step{'c', int(c.Number)})
			case 2:
				if i+1 == len(ops) {
					break
				}
				i++
				n := int(ops[i]) % (card.Count + 2) // 54 and 55 are refused
				err := s.Stack(n)
				if (err != nil) != (n >= card.Count) {
					t.Fatalf("op %d: Stack(%d) error %v", i, n, err)
				}
				if err == nil {
					want = append([]int{n}, slices.DeleteFunc(want, func(v int) bool { return v == n })...)
					since = append(since, step{'s', n})
				}
			case 3:
				snap = s.Snapshot()
				since = since[:0]
			}
			checkPiles(t, s)
			if s.Stacked() != len(want) {
				t.Fatalf("op %d: %d stacked, want %d", i, s.Stacked(), len(want))
			}
			if len(want) > 0 && int(s.Peek().Number) != want[0] {
				t.Fatalf("op %d: Peek gives %d, want stacked %d", i, s.Peek().Number, want[0])
			}
		}
		end := s.Snapshot()
		s.Restore(snap)
		for j, st := range since {
			if got := apply(t, s, st); got != st.num {
				t.Fatalf("replay %d (%c): got card %d, want %d", j, st.op, got, st.num)
			}
		}
		if s.Snapshot() != end {
			t.Fatal("replay from the snapshot ended in a different state")
		}
	})
}
