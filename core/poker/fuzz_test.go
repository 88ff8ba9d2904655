package poker

import (
	"slices"
	"testing"
)

// FuzzOperations runs a byte string as deck operations (draw, deal, discard,
// reshuffle, stack) and checks after each that every card is in exactly one
// place and that stacked cards come out in order.
func FuzzOperations(f *testing.F) {
	f.Add(uint64(1), []byte{0, 0, 0, 2, 3, 1, 5, 4, 9, 0})
	f.Add(uint64(2), make([]byte, 300))
	f.Add(uint64(3), []byte{4, 53, 4, 0, 0, 0, 2, 2, 3, 1, 60, 0})
	f.Fuzz(func(t *testing.T, seed uint64, ops []byte) {
		s := New(seed)
		var held, want []Card // held: in draw order; want: stacked, next first
		took := func(c Card) {
			if len(want) > 0 {
				if c != want[0] {
					t.Fatalf("drew %s, want stacked %s", c, want[0])
				}
				want = want[1:]
			}
			held = append(held, c)
		}
		for i := 0; i < len(ops); i++ {
			var arg byte
			if i+1 < len(ops) {
				arg = ops[i+1]
			}
			switch ops[i] % 5 {
			case 0:
				if c, err := s.Draw(); err == nil {
					took(c)
				} else if len(held) != Count {
					t.Fatalf("op %d: draw failed with %d held: %v", i, len(held), err)
				}
			case 1:
				i++
				room := Count - len(held)
				hand, err := s.Deal(nil, int(arg%5))
				for _, c := range hand {
					took(c)
				}
				if (err != nil) != (int(arg%5) > room) {
					t.Fatalf("op %d: deal %d with %d held: %v", i, arg%5, len(held), err)
				}
			case 2:
				if len(held) > 0 {
					k := int(arg) % len(held)
					if err := s.Discard(held[k]); err != nil {
						t.Fatalf("op %d: %v", i, err)
					}
					held = slices.Delete(held, k, k+1)
				}
			case 3:
				s.Reshuffle()
			case 4:
				i++
				c := Card(arg % (Count + 2)) // 54 and 55 are refused
				err := s.Stack(c)
				if (err != nil) != (!c.Valid() || slices.Contains(held, c)) {
					t.Fatalf("op %d: Stack(%d) with held %v: %v", i, c, held, err)
				}
				if err == nil {
					want = append([]Card{c}, slices.DeleteFunc(want, func(v Card) bool { return v == c })...)
				}
			}
			checkPlaces(t, s)
			if s.HeldLen() != len(held) || s.Stacked() != len(want) {
				t.Fatalf("op %d: held %d (want %d), stacked %d (want %d)", i, s.HeldLen(), len(held), s.Stacked(), len(want))
			}
		}
	})
}
