package card

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"
)

// Load reads a deck in the JSON schema of standard.json and validates it (see
// Validate). Decoding is strict: unknown fields, missing fields, grids of the
// wrong size, more or fewer than 54 cards and data after the deck are refused,
// and so is input larger than MaxFileSize. Every error names the card (by its
// position, which a valid deck's number equals) and the field, such as
// "card 17: cause row 3 d8: value 0 out of range 1..16", and is a
// *FieldError, whose Field is the path ("cards[17].cause[2][2].v").
func Load(r io.Reader) (*Deck, error) {
	dec := json.NewDecoder(&limitReader{r: r, n: MaxFileSize})
	dec.DisallowUnknownFields()
	return decodeDeck(dec)
}

// LoadFile reads and validates the deck file at path (see Load), and refuses
// one whose name does not tell it from the built-in standard deck (see
// CheckOwnName). Every error starts with the path; one in the deck wraps
// a *FieldError.
func LoadFile(path string) (*Deck, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("load deck: %w", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > MaxFileSize {
		return nil, fmt.Errorf("%s: %d bytes, more than the %d-byte limit", path, fi.Size(), MaxFileSize)
	}
	d, err := Load(f)
	if err == nil {
		err = d.CheckOwnName()
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return d, nil
}

var errTooLarge = fmt.Errorf("deck file larger than the %d-byte limit", MaxFileSize)

// limitReader reads at most n bytes from r and fails with errTooLarge when r
// holds more.
type limitReader struct {
	r io.Reader
	n int64
}

func (l *limitReader) Read(p []byte) (int, error) {
	if int64(len(p)) > l.n+1 {
		p = p[:l.n+1]
	}
	k, err := l.r.Read(p)
	l.n -= int64(k)
	if l.n < 0 {
		return k, errTooLarge
	}
	return k, err
}

// decodeDeck reads {"name": ..., "cards": [...]} card by card, so an error
// inside a card names it.
func decodeDeck(dec *json.Decoder) (*Deck, error) {
	if err := expectDelim(dec, '{', "deck", ""); err != nil {
		return nil, err
	}
	d := &Deck{}
	var haveName, haveCards bool
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fieldErr("", fmt.Errorf("deck: %w", describeJSON(err)))
		}
		key, _ := tok.(string)
		switch {
		case key == "name" && !haveName:
			haveName = true
			if err := dec.Decode(&d.Name); err != nil {
				return nil, fieldErr("name", fmt.Errorf("name: %w", describeJSON(err)))
			}
		case key == "cards" && !haveCards:
			haveCards = true
			if err := decodeCards(dec, d); err != nil {
				return nil, err
			}
		case key == "name" || key == "cards":
			return nil, fieldErr(key, fmt.Errorf("%s: given twice", key))
		default:
			return nil, fieldErr(key, fmt.Errorf("deck: unknown field %q (want name and cards)", key))
		}
	}
	if err := expectDelim(dec, '}', "deck", ""); err != nil {
		return nil, err
	}
	switch {
	case !haveName:
		return nil, fieldErr("name", errors.New("name: missing"))
	case !haveCards:
		return nil, fieldErr("cards", errors.New("cards: missing"))
	}
	if _, err := dec.Token(); err != io.EOF {
		if err != nil {
			return nil, fieldErr("", fmt.Errorf("after the deck: %w", describeJSON(err)))
		}
		return nil, fieldErr("", errors.New("after the deck: unexpected data"))
	}
	if err := d.checkName(); err != nil {
		return nil, err
	}
	return d, nil
}

// decodeCards reads the cards array into d, checking each card as it comes.
func decodeCards(dec *json.Decoder, d *Deck) error {
	if err := expectDelim(dec, '[', "cards", "cards"); err != nil {
		return err
	}
	n := 0
	for dec.More() {
		if n == Count {
			return fieldErr(cardPath(n, ""), fmt.Errorf("card %d: more than %d cards", n, Count))
		}
		var w wireCard
		if err := dec.Decode(&w); err != nil {
			return fieldErr(cardJSONPath(n, err), fmt.Errorf("card %d: %w", n, describeJSON(err)))
		}
		c, err := parseCard(n, &w)
		if err != nil {
			return err
		}
		d.Cards[n] = c
		n++
	}
	if err := expectDelim(dec, ']', fmt.Sprintf("card %d", n), cardPath(n, "")); err != nil {
		return err
	}
	if n < Count {
		return fieldErr("cards", fmt.Errorf("cards: %d cards, want %d (card %d is missing)", n, Count, n))
	}
	return nil
}

// expectDelim reads the next token and requires it to be the delimiter
// want; an error names where (in the message) and is at path.
func expectDelim(dec *json.Decoder, want json.Delim, where, path string) error {
	tok, err := dec.Token()
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	if err != nil {
		return fieldErr(path, fmt.Errorf("%s: %w", where, describeJSON(err)))
	}
	if tok != want {
		return fieldErr(path, fmt.Errorf("%s: JSON %v where %s is wanted", where, tok, delimName(want)))
	}
	return nil
}

// delimName describes what a delimiter opens or closes.
func delimName(d json.Delim) string {
	switch d {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case ']':
		return "the end of the array"
	}
	return "the end of the object"
}

// describeJSON rewords encoding/json's errors in the schema's terms; other
// errors (such as the size limit) pass through unchanged.
func describeJSON(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("invalid JSON at byte %d: %v", syn.Offset, syn)
	case errors.As(err, &typ):
		if typ.Field == "" {
			return fmt.Errorf("JSON %s where %s is wanted", typ.Value, kindName(typ.Type))
		}
		return fmt.Errorf("%s: JSON %s where %s is wanted", typ.Field, typ.Value, kindName(typ.Type))
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("input ends early (truncated file?): %w", err)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return errors.New(strings.TrimPrefix(err.Error(), "json: "))
	}
	return err
}

// kindName names a Go type as the JSON a deck file should hold there.
func kindName(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Int:
		return "an integer"
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a string"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct:
		return "an object"
	}
	return t.String()
}
