package dice

import "fmt"

// MaxStacked is the most faces that can wait in a Roller's queue.
const MaxStacked = 256

// queue holds the stacked faces waiting to be rolled: faces[head:head+n].
type queue struct {
	faces   [MaxStacked]int16
	head, n uint16
}

// pop takes the next stacked face, if any.
func (q *queue) pop() (int, bool) {
	if q.n == 0 {
		return 0, false
	}
	f := q.faces[q.head]
	q.head++
	q.n--
	if q.n == 0 {
		q.head = 0
	}
	return int(f), true
}

// fits returns an error unless each of the next k stacked faces (those
// waiting, up to k) fits a die of the given sides. The caller prefixes it.
func (q *queue) fits(sides, k int) error {
	for i := range min(k, int(q.n)) {
		if f := int(q.faces[int(q.head)+i]); f > sides {
			return fmt.Errorf("stacked face %d is larger than the d%d rolled", f, sides)
		}
	}
	return nil
}

// Stack puts faces at the end of the queue: the next dice rolled show the
// stacked faces in order, after any stacked before, whatever the die (a d6
// shows a stacked 4, a 2d6 shows two stacked faces). A percentile roll (D100)
// shows one stacked face as its total 1..100. Stack is meant for tests, specs
// and replays. It refuses a face outside 1..1000 or more than MaxStacked faces
// waiting, and then stacks nothing. A face larger than the die it comes out
// on is refused when that die is rolled (see TryD).
func (r *Roller) Stack(faces ...int) error {
	for i, f := range faces {
		if f < 1 || f > MaxSides {
			return fmt.Errorf("dice: stack argument %d: face %d is outside 1..%d", i+1, f, MaxSides)
		}
	}
	q := &r.queue
	if int(q.n)+len(faces) > MaxStacked {
		return fmt.Errorf("dice: stack: %d faces waiting and %d more is over %d", q.n, len(faces), MaxStacked)
	}
	if int(q.head)+int(q.n)+len(faces) > MaxStacked {
		copy(q.faces[:], q.faces[q.head:q.head+q.n])
		q.head = 0
	}
	for _, f := range faces {
		q.faces[q.head+q.n] = int16(f)
		q.n++
	}
	return nil
}

// Stacked returns how many stacked faces are waiting to be rolled.
func (r *Roller) Stacked() int { return int(r.n) }

// Unstack drops every stacked face still waiting.
func (r *Roller) Unstack() { r.head, r.n = 0, 0 }
