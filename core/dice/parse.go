package dice

import "fmt"

// SpecError is a dice spec that Parse refused: the text as given and why.
type SpecError struct {
	Text   string
	Reason string
}

// Error returns the message, naming the text: dice: spec "2x6": want NdM, ….
func (e *SpecError) Error() string {
	return fmt.Sprintf("dice: spec %q: %s", e.Text, e.Reason)
}

// syntax is the reason Parse gives for text that is not NdM±K at all.
const syntax = "want NdM, NdM+K or NdM-K, such as 2d6+1, d8 or d100"

// Parse reads a dice spec: an optional count N, "d" or "D", the sides M and an
// optional modifier "+K" or "-K", with nothing else (no spaces). "d8" is one
// die; "d100" is percentile dice read as one number 1..100. N must be 1..100,
// M 2..1000 and K at most 1000. A refused text gives a *SpecError naming it.
func Parse(text string) (Spec, error) {
	var s Spec
	i := 0
	n, k := digits(text, i)
	s.N, i = 1, k
	if k > 0 {
		s.N = n
	}
	if i == len(text) || (text[i] != 'd' && text[i] != 'D') {
		return Spec{}, &SpecError{text, syntax}
	}
	i++
	if s.Sides, k = digits(text, i); k == i {
		return Spec{}, &SpecError{text, "no number of sides after the d: " + syntax}
	}
	i = k
	if i < len(text) {
		sign := 1
		switch text[i] {
		case '+':
		case '-':
			sign = -1
		default:
			return Spec{}, &SpecError{text, fmt.Sprintf("%q after the sides: %s", text[i:], syntax)}
		}
		if s.Mod, k = digits(text, i+1); k == i+1 {
			return Spec{}, &SpecError{text, "no number after the " + text[i:i+1] + ": " + syntax}
		}
		if k < len(text) {
			return Spec{}, &SpecError{text, fmt.Sprintf("%q after the modifier: %s", text[k:], syntax)}
		}
		s.Mod *= sign
	}
	if err := limits(s); err != "" {
		return Spec{}, &SpecError{text, err}
	}
	return s, nil
}

// tooBig stands for any number of digits past the limits, so that a long run
// of digits cannot overflow.
const tooBig = 1_000_000

// digits reads the decimal digits of text from i and returns their value
// (tooBig when larger) and the index after them (i when there are none).
func digits(text string, i int) (int, int) {
	v := 0
	for ; i < len(text) && text[i] >= '0' && text[i] <= '9'; i++ {
		v = min(v*10+int(text[i]-'0'), tooBig)
	}
	return v, i
}

// limits returns why s is outside the limits, or "" when it is within them.
func limits(s Spec) string {
	switch {
	case s.N < 1 || s.N > MaxDice:
		return fmt.Sprintf("%s dice: want 1..%d", count(s.N), MaxDice)
	case s.Sides < MinSides || s.Sides > MaxSides:
		return fmt.Sprintf("%s sides: want %d..%d", count(s.Sides), MinSides, MaxSides)
	case s.Mod <= -tooBig || s.Mod >= tooBig:
		return fmt.Sprintf("modifier too large: want -%d..+%d", MaxMod, MaxMod)
	case s.Mod < -MaxMod || s.Mod > MaxMod:
		return fmt.Sprintf("modifier %+d: want -%d..+%d", s.Mod, MaxMod, MaxMod)
	}
	return ""
}

// count prints a count, or "too many" for one at or past tooBig.
func count(v int) string {
	if v >= tooBig {
		return "too many"
	}
	return fmt.Sprint(v)
}
