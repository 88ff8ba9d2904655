package card

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// FieldError is a fault in a deck (a deck file Load reads, or a deck
// Validate or CheckOwnName checks) at one field. Every error Load,
// Validate and CheckOwnName return is one (LoadFile's wrap one under the
// path, but for a file that does not open or is too large); a caller
// finds it with errors.As.
type FieldError struct {
	// Field is where the fault is, as a path into the deck's JSON:
	// "name", "cards", "cards[5].pen", "cards[17].cause[2][2].v",
	// "cards[7].stack[1].loc", "cards[9].bogus" (an unknown field);
	// "" when it is the deck as a whole (not a JSON object, data after it,
	// more than MaxFileSize bytes). Indices count from 0, as the file's
	// arrays do.
	Field string
	// Err is the fault as the message says it, naming the field in the
	// deck's own words: "card 5: pen: value 40 out of range -9..9".
	Err error
}

// Error is the message: Err's, unchanged.
func (e *FieldError) Error() string { return e.Err.Error() }

// Unwrap returns Err, so errors.Is finds what it wraps (io.ErrUnexpectedEOF).
func (e *FieldError) Unwrap() error { return e.Err }

// fieldErr is err at the field path; a deck over the size limit is the
// deck as a whole, wherever the reading stopped.
func fieldErr(path string, err error) *FieldError {
	if errors.Is(err, errTooLarge) {
		path = ""
	}
	return &FieldError{Field: path, Err: err}
}

// cardPath is the path of card n ("cards[5]"), or of its field f
// ("cards[5].pen") when f is not "".
func cardPath(n int, f string) string {
	if f == "" {
		return "cards[" + strconv.Itoa(n) + "]"
	}
	return "cards[" + strconv.Itoa(n) + "]." + f
}

// cardJSONPath is the path of what encoding/json could not read in card
// n: the card's field it names (encoding/json names a nested one without
// its indices, "cause.v", so the path stops at the card's own field,
// "cards[3].cause"), the unknown field, or the card.
func cardJSONPath(n int, err error) string {
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) && typ.Field != "" {
		f, _, _ := strings.Cut(typ.Field, ".")
		return cardPath(n, f)
	}
	if q, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		if name, err := strconv.Unquote(q); err == nil {
			return cardPath(n, name)
		}
	}
	return cardPath(n, "")
}

// field names a card's field twice: as the message says it ("cause row 3
// d8") and as its path inside the card's JSON ("cause[2][2].v").
type field struct{ say, path string }

// named is a card's field that the message calls by its JSON name ("pen").
func named(name string) field { return field{name, name} }

// fail keeps the first fault of the card: at f, the message format and args.
func (p *cardParser) fail(f field, format string, args ...any) {
	if p.err == nil {
		p.err = &FieldError{
			Field: cardPath(p.index, f.path),
			Err:   fmt.Errorf("card %d: %s: %s", p.index, f.say, fmt.Sprintf(format, args...)),
		}
	}
}
