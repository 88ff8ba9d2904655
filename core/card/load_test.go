package card

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadRoundTrip: the standard file loads, equals Standard, and encodes
// back to the same bytes.
func TestLoadRoundTrip(t *testing.T) {
	d, err := Load(bytes.NewReader(standardJSON))
	if err != nil {
		t.Fatalf("Load(standard.json): %v", err)
	}
	if *d != *Standard() {
		t.Fatal("loaded standard.json differs from Standard()")
	}
	var b bytes.Buffer
	if err := d.Encode(&b); err != nil {
		t.Fatalf("Encode: %v", err)
	}
	if !bytes.Equal(b.Bytes(), standardJSON) {
		t.Fatal("Encode(Load(standard.json)) is not standard.json")
	}
	path := filepath.Join(t.TempDir(), "deck.json")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := LoadFile(path)
	if err != nil || *f != *d {
		t.Fatalf("LoadFile: %v (equal %v)", err, err == nil && *f == *d)
	}
	// Load also takes the compact form encoding/json gives a Deck.
	compact, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	if c, err := Load(bytes.NewReader(compact)); err != nil || *c != *d {
		t.Fatalf("Load(json.Marshal(deck)): %v", err)
	}
}

// mutated returns standard.json decoded generically, changed by f and re-encoded.
func mutated(t testing.TB, f func(deck map[string]any, cards []any)) []byte {
	t.Helper()
	var deck map[string]any
	if err := json.Unmarshal(standardJSON, &deck); err != nil {
		t.Fatal(err)
	}
	f(deck, deck["cards"].([]any))
	b, err := json.Marshal(deck)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func cardObj(cards []any, n int) map[string]any { return cards[n].(map[string]any) }

// grid returns a grid row of a card as a slice.
func gridRow(cards []any, n int, field string, row int) []any {
	return cardObj(cards, n)[field].([]any)[row].([]any)
}

// stackEntry returns stack slot s of card n.
func stackEntry(cards []any, n, s int) map[string]any {
	return cardObj(cards, n)["stack"].([]any)[s].(map[string]any)
}

func causeCell(cards []any, n, row int, col Column) map[string]any {
	return gridRow(cards, n, "cause", row)[col].(map[string]any)
}

// badFiles are deck files Load must refuse, with the error each must give: it
// names the card and the field.
func badFiles(t testing.TB) []struct {
	name string
	data []byte
	want string
} {
	std := string(standardJSON)
	card20 := strings.Index(std, `"number": 20,`)
	return []struct {
		name string
		data []byte
		want string
	}{
		{"cause value 0", mutated(t, func(_ map[string]any, c []any) { causeCell(c, 17, 2, D8)["v"] = 0 }),
			"card 17: cause row 3 d8: value 0 out of range 1..16"},
		{"cause value 300", mutated(t, func(_ map[string]any, c []any) { causeCell(c, 17, 0, D4)["v"] = 300 }),
			"card 17: cause row 1 d4: value 300 out of range 1..8"},
		{"cause past the ceiling", mutated(t, func(_ map[string]any, c []any) { causeCell(c, 3, 4, D12)["v"] = 25 }),
			"card 3: cause row 5 d12: value 25 out of range 1..24"},
		{"exceptional below the ceiling", mutated(t, func(_ map[string]any, c []any) {
			causeCell(c, 3, 0, D6)["v"], causeCell(c, 3, 0, D6)["x"] = 11, true
		}), "card 3: cause row 1 d6: exceptional on 11: only the ceiling 12 may be exceptional"},
		{"CF on a 5", mutated(t, func(_ map[string]any, c []any) {
			causeCell(c, 4, 1, D10)["v"], causeCell(c, 4, 1, D10)["cf"] = 5, true
		}), "card 4: cause row 2 d10: CF on 5: only a die showing 1 may carry CF"},
		{"duplicate number", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 18)["number"] = 17 }),
			"card 18: number: 17, want 18 (cards are numbered 0..53 in order)"},
		{"number out of range", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 9)["number"] = 54 }),
			"card 9: number: value 54 out of range 0..53"},
		{"pen 40", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 5)["pen"] = 40 }),
			"card 5: pen: value 40 out of range -9..9"},
		{"clock 13", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 6)["clock"] = 13 }),
			"card 6: clock: value 13 out of range 1..12"},
		{"clock 0", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 6)["clock"] = 0 }),
			"card 6: clock: value 0 out of range 1..12"},
		{"failure 0", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 7)["failure"] = 0 }),
			"card 7: failure: value 0 out of range 1..13"},
		{"failure 14", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 7)["failure"] = 14 }),
			"card 7: failure: value 14 out of range 1..13"},
		{"step 10", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 8)["step"] = 10 }),
			"card 8: step: value 10 out of range 0..9"},
		{"burst -1", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 8)["burst"] = -1 }),
			"card 8: burst: value -1 out of range 0..9"},
		{"unknown card field", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 9)["bogus"] = 1 }),
			`card 9: unknown field "bogus"`},
		{"unknown deck field", mutated(t, func(d map[string]any, _ []any) { d["extra"] = 1 }),
			`deck: unknown field "extra" (want name and cards)`},
		{"missing field", mutated(t, func(_ map[string]any, c []any) { delete(cardObj(c, 8), "pen") }),
			"card 8: pen: missing"},
		{"missing cause value", mutated(t, func(_ map[string]any, c []any) { delete(causeCell(c, 2, 1, D6), "v") }),
			"card 2: cause row 2 d6: missing"},
		{"wrong type", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 4)["pen"] = "x" }),
			"card 4: pen: JSON string where an integer is wanted"},
		{"fraction", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 4)["clock"] = 3.5 }),
			"card 4: clock: JSON number 3.5 where an integer is wanted"},
		{"truncated JSON", []byte(std[:card20+200]), "card 20: input ends early (truncated file?): unexpected EOF"},
		{"truncated after a card", []byte(std[:card20-6]), "card 20: input ends early (truncated file?): unexpected EOF"},
		{"53 cards", mutated(t, func(d map[string]any, c []any) { d["cards"] = c[:53] }),
			"cards: 53 cards, want 54 (card 53 is missing)"},
		{"55 cards", mutated(t, func(d map[string]any, c []any) { d["cards"] = append(c, c[53]) }),
			"card 54: more than 54 cards"},
		{"wrong fragment", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 12)["fragment"] = 4 }),
			"card 12: fragment: 4, want 3 for card 12 (the number determines the corners)"},
		{"wrong suit", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 0)["suit"] = 5 }),
			"card 0: suit: 5, want 0 for card 0 (the number determines the corners)"},
		{"wrong toggle", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 27)["toggle"] = false }),
			"card 27: toggle: NO (false), want YES (true) for card 27 (YES on odd numbers)"},
		{"six cause rows", mutated(t, func(_ map[string]any, c []any) {
			o := cardObj(c, 2)
			o["cause"] = append(o["cause"].([]any), o["cause"].([]any)[0])
		}), "card 2: cause: 6 rows, want 5"},
		{"short effect row", mutated(t, func(_ map[string]any, c []any) {
			o := cardObj(c, 2)
			o["effect"].([]any)[6] = gridRow(c, 2, "effect", 6)[:4]
		}), "card 2: effect row (7): 4 cells, want 5"},
		{"effect above r·X", mutated(t, func(_ map[string]any, c []any) { gridRow(c, 30, "effect", 1)[D6] = 13 }),
			"card 30: effect row (2) d6: value 13 out of range 2..12"},
		{"effect below r", mutated(t, func(_ map[string]any, c []any) { gridRow(c, 30, "effect", 6)[D12] = 6 }),
			"card 30: effect row (7) d12: value 6 out of range 7..84"},
		{"unknown location name", mutated(t, func(_ map[string]any, c []any) { stackEntry(c, 17, 2)["loc"] = "elbow" }),
			`card 17: stack slot 2 loc: unknown hit location "elbow"`},
		{"location name in capitals", mutated(t, func(_ map[string]any, c []any) { stackEntry(c, 17, 1)["loc"] = "Chest" }),
			`card 17: stack slot 1 loc: unknown hit location "Chest"`},
		{"location as a number", mutated(t, func(_ map[string]any, c []any) { stackEntry(c, 7, 0)["loc"] = 2 }),
			"card 7: stack slot 0 loc: JSON number 2 where a hit location name is wanted " +
				"(head, vitals, chest, belly, right arm, left arm, right leg or left leg)"},
		{"location as an array", mutated(t, func(_ map[string]any, c []any) { stackEntry(c, 7, 3)["loc"] = []string{"chest"} }),
			"card 7: stack slot 3 loc: JSON array where a hit location name is wanted " +
				"(head, vitals, chest, belly, right arm, left arm, right leg or left leg)"},
		{"missing location", mutated(t, func(_ map[string]any, c []any) { delete(stackEntry(c, 7, 1), "loc") }),
			"card 7: stack slot 1 loc: missing"},
		{"null location", mutated(t, func(_ map[string]any, c []any) { stackEntry(c, 7, 1)["loc"] = nil }),
			"card 7: stack slot 1 loc: missing"},
		{"standard slot cost", mutated(t, func(_ map[string]any, c []any) { stackEntry(c, 7, 2)["cost"] = 1 }), "card 7: stack slot 2 cost: 1, want 0 on the standard slot"},
		{"free bump", mutated(t, func(_ map[string]any, c []any) { stackEntry(c, 7, 3)["cost"] = 0 }), "card 7: stack slot 3 cost: value 0 out of range 1..9"},
		{"three stack entries", mutated(t, func(_ map[string]any, c []any) {
			cardObj(c, 7)["stack"] = cardObj(c, 7)["stack"].([]any)[:3]
		}), "card 7: stack: 3 entries, want 4"},
		{"figure after empty icon", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 11)["figures"] = []int{0, 3, 0} }),
			"card 11: figures icon 2: 3 after an empty icon: icons come first, then zeros"},
		{"figures decrease", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 11)["figures"] = []int{5, 3, 0} }),
			"card 11: figures icon 2: 3 after 5: icon numbers must not decrease"},
		{"figure 10", mutated(t, func(_ map[string]any, c []any) { cardObj(c, 11)["figures"] = []int{10, 0, 0} }),
			"card 11: figures icon 1: value 10 out of range 0..9 (0 = no icon)"},
		{"missing name", mutated(t, func(d map[string]any, _ []any) { delete(d, "name") }), "name: missing"},
		{"data after the deck", []byte(std + "{}"), "after the deck: unexpected data"},
		{"not an object", []byte("[]"), "deck: JSON [ where an object is wanted"},
		{"empty", nil, "deck: input ends early (truncated file?): unexpected EOF"},
	}
}

// TestLoadRefusesBadFiles: each bad file is refused with an error naming the
// card and the field (action-cards.md "Decided here": "a bad file is refused
// with the card number and field named").
func TestLoadRefusesBadFiles(t *testing.T) {
	for _, tc := range badFiles(t) {
		d, err := Load(bytes.NewReader(tc.data))
		if err == nil {
			t.Errorf("%s: loaded, want error %q", tc.name, tc.want)
			continue
		}
		if err.Error() != tc.want || d != nil {
			t.Errorf("%s: error\n  %q\nwant\n  %q", tc.name, err, tc.want)
		}
	}
}

// TestLoadFileNamesTheFile: LoadFile's errors start with the path.
func TestLoadFileNamesTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "deck.json")
	bad := mutated(t, func(_ map[string]any, c []any) { causeCell(c, 17, 2, D8)["v"] = 0 })
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadFile(path)
	if want := path + ": card 17: cause row 3 d8: value 0 out of range 1..16"; err == nil || err.Error() != want {
		t.Errorf("LoadFile(bad) error %v, want %q", err, want)
	}
	missing := filepath.Join(t.TempDir(), "nope.json")
	if _, err := LoadFile(missing); err == nil || !strings.Contains(err.Error(), missing) || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("LoadFile(missing) error %v, want one naming %s and wrapping os.ErrNotExist", err, missing)
	}
	big := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(big, bytes.Repeat([]byte(" "), MaxFileSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadFile(big); err == nil || !strings.HasPrefix(err.Error(), big+": 4194305 bytes, more than the 4194304-byte limit") {
		t.Errorf("LoadFile(4 MiB + 1) error %v, want the size refused", err)
	}
}

// TestLoadSizeLimit: a reader with more than MaxFileSize bytes is refused
// without being read past the limit; exactly MaxFileSize bytes is read.
func TestLoadSizeLimit(t *testing.T) {
	r := &countingReader{r: io.MultiReader(bytes.NewReader(standardJSON), zeroSpaces{})}
	_, err := Load(r)
	if !errors.Is(err, errTooLarge) {
		t.Fatalf("Load(endless) error %v, want the %d-byte limit", err, MaxFileSize)
	}
	if r.n > MaxFileSize+1 {
		t.Errorf("read %d bytes, want at most %d", r.n, MaxFileSize+1)
	}
	padded := append(bytes.Clone(standardJSON), bytes.Repeat([]byte(" "), MaxFileSize-len(standardJSON))...)
	if _, err := Load(bytes.NewReader(padded)); err != nil {
		t.Errorf("Load(exactly %d bytes): %v", len(padded), err)
	}
}

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	c.n += k
	return k, err
}

// zeroSpaces is an endless stream of spaces.
type zeroSpaces struct{}

func (zeroSpaces) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

// TestValidate: Validate gives the same errors for a deck built in Go, and
// Encode refuses an invalid deck.
func TestValidate(t *testing.T) {
	if err := Standard().Validate(); err != nil {
		t.Fatalf("standard deck: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(d *Deck)
		want   string
	}{
		{"cause 0", func(d *Deck) { d.Cards[17].Cause[2][D8].Value = 0 }, "card 17: cause row 3 d8: value 0 out of range 1..16"},
		{"swapped cards", func(d *Deck) { d.Cards[3], d.Cards[4] = d.Cards[4], d.Cards[3] }, "card 3: number: 4, want 3 (cards are numbered 0..53 in order)"},
		{"pen", func(d *Deck) { d.Cards[5].Pen = -10 }, "card 5: pen: value -10 out of range -9..9"},
		{"location", func(d *Deck) { d.Cards[5].Stack[1].Location = NumLocations }, `card 5: stack slot 1 loc: unknown hit location "location(8)"`},
		{"name", func(d *Deck) { d.Name = "\xff" }, "name: not valid UTF-8"},
		{"long name", func(d *Deck) { d.Name = strings.Repeat("x", 201) }, "name: 201 bytes, want at most 200"},
	} {
		d := Standard()
		tc.change(d)
		if err := d.Validate(); err == nil || err.Error() != tc.want {
			t.Errorf("%s: Validate() = %v, want %q", tc.name, err, tc.want)
		}
		var b bytes.Buffer
		if err := d.Encode(&b); err == nil || err.Error() != "encode deck: "+tc.want || b.Len() != 0 {
			t.Errorf("%s: Encode() = %v after writing %d bytes, want the validation error and nothing written", tc.name, err, b.Len())
		}
	}
}

// badFields is the field each of badFiles is at (FieldError.Field): a path
// into the deck's JSON, "" for the deck as a whole.
var badFields = map[string]string{
	"cause value 0":                 "cards[17].cause[2][2].v",
	"cause value 300":               "cards[17].cause[0][0].v",
	"cause past the ceiling":        "cards[3].cause[4][4].v",
	"exceptional below the ceiling": "cards[3].cause[0][1].x",
	"CF on a 5":                     "cards[4].cause[1][3].cf",
	"duplicate number":              "cards[18].number",
	"number out of range":           "cards[9].number",
	"pen 40":                        "cards[5].pen",
	"clock 13":                      "cards[6].clock",
	"clock 0":                       "cards[6].clock",
	"failure 0":                     "cards[7].failure",
	"failure 14":                    "cards[7].failure",
	"step 10":                       "cards[8].step",
	"burst -1":                      "cards[8].burst",
	"unknown card field":            "cards[9].bogus",
	"unknown deck field":            "extra",
	"missing field":                 "cards[8].pen",
	"missing cause value":           "cards[2].cause[1][1].v",
	"wrong type":                    "cards[4].pen",
	"fraction":                      "cards[4].clock",
	"truncated JSON":                "cards[20]",
	"truncated after a card":        "cards[20]",
	"53 cards":                      "cards",
	"55 cards":                      "cards[54]",
	"wrong fragment":                "cards[12].fragment",
	"wrong suit":                    "cards[0].suit",
	"wrong toggle":                  "cards[27].toggle",
	"six cause rows":                "cards[2].cause",
	"short effect row":              "cards[2].effect[6]",
	"effect above r·X":              "cards[30].effect[1][1]",
	"effect below r":                "cards[30].effect[6][4]",
	"unknown location name":         "cards[17].stack[2].loc",
	"location name in capitals":     "cards[17].stack[1].loc",
	"location as a number":          "cards[7].stack[0].loc",
	"location as an array":          "cards[7].stack[3].loc",
	"missing location":              "cards[7].stack[1].loc",
	"null location":                 "cards[7].stack[1].loc",
	"standard slot cost":            "cards[7].stack[2].cost",
	"free bump":                     "cards[7].stack[3].cost",
	"three stack entries":           "cards[7].stack",
	"figure after empty icon":       "cards[11].figures[1]",
	"figures decrease":              "cards[11].figures[1]",
	"figure 10":                     "cards[11].figures[0]",
	"missing name":                  "name",
	"data after the deck":           "",
	"not an object":                 "",
	"empty":                         "",
}

// Every fault Load finds is a *FieldError carrying the field's path (what
// the CLI's --json prints as the error's field), its message unchanged; a
// card field encoding/json cannot read names the card's own field, a
// nested one with no index ("cause" for a cell's v); a file over the size
// limit names no field, wherever the reading stopped.
func TestLoadErrorsCarryTheFieldPath(t *testing.T) {
	for _, tc := range badFiles(t) {
		want, ok := badFields[tc.name]
		if !ok {
			t.Errorf("%s: no field in badFields", tc.name)
			continue
		}
		_, err := Load(bytes.NewReader(tc.data))
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != want || err.Error() != tc.want {
			t.Errorf("%s: error %v (%#v), want %q at field %q", tc.name, err, fe, tc.want, want)
		}
	}
	nested := mutated(t, func(_ map[string]any, c []any) { causeCell(c, 2, 1, D6)["v"] = "x" })
	var fe *FieldError
	if _, err := Load(bytes.NewReader(nested)); !errors.As(err, &fe) || fe.Field != "cards[2].cause" ||
		err.Error() != "card 2: cause.v: JSON string where an integer is wanted" {
		t.Errorf("a cell's v as a string: %v (%#v), want it at cards[2].cause", err, fe)
	}
	big := append([]byte(`{"name": "`), bytes.Repeat([]byte("x"), MaxFileSize)...)
	if _, err := Load(bytes.NewReader(big)); !errors.As(err, &fe) || fe.Field != "" || !errors.Is(err, errTooLarge) ||
		err.Error() != "name: deck file larger than the 4194304-byte limit" {
		t.Errorf("a 4 MiB name: %v (%#v), want the size limit at no field", err, fe)
	}
}

// Validate and CheckOwnName give a *FieldError too: a deck built in Go has
// its fields where a file has them.
func TestValidateErrorsCarryTheFieldPath(t *testing.T) {
	for _, tc := range []struct {
		change func(d *Deck)
		field  string
		check  func(d *Deck) error
	}{
		{func(d *Deck) { d.Cards[17].Cause[2][D8].Value = 0 }, "cards[17].cause[2][2].v", (*Deck).Validate},
		{func(d *Deck) { d.Cards[5].Stack[1].Location = NumLocations }, "cards[5].stack[1].loc", (*Deck).Validate},
		{func(d *Deck) { d.Name = strings.Repeat("x", 201) }, "name", (*Deck).Validate},
		{func(d *Deck) { d.Name = "hot\n" }, "name", (*Deck).CheckOwnName},
		{func(d *Deck) { d.Name = "" }, "name", (*Deck).CheckOwnName},
		{func(d *Deck) { d.Cards[3].Pen++ }, "name", (*Deck).CheckOwnName},
	} {
		d := Standard()
		tc.change(d)
		var fe *FieldError
		if err := tc.check(d); !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("%v (%#v), want field %q", err, fe, tc.field)
		}
	}
}
