package card

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
)

// Encode writes the deck in its canonical form: the exact bytes of the
// committed standard.json for the standard deck. The layout is fixed JSON
// meant for diffs: one line per card section, one line per grid row, keys in
// schema order. Encode refuses a deck that fails Validate, so every encoded
// deck loads.
func (d *Deck) Encode(w io.Writer) error {
	if err := d.Validate(); err != nil {
		return fmt.Errorf("encode deck: %w", err)
	}
	var b bytes.Buffer
	name, err := json.Marshal(d.Name)
	if err != nil {
		return fmt.Errorf("encode deck name: %w", err)
	}
	b.WriteString("{\n  \"name\": ")
	b.Write(name)
	b.WriteString(",\n  \"cards\": [\n")
	for i := range d.Cards {
		encodeCard(&b, &d.Cards[i])
		if i < Count-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ]\n}\n")
	if _, err := w.Write(b.Bytes()); err != nil {
		return fmt.Errorf("encode deck: %w", err)
	}
	return nil
}

// encodeCard writes one card, indented for its place in the cards array.
func encodeCard(b *bytes.Buffer, c *Card) {
	fmt.Fprintf(b, "    {\n      \"number\": %d, \"fragment\": %d, \"suit\": %d, \"toggle\": %t,\n",
		c.Number, c.Fragment, c.Suit, c.Toggle)
	b.WriteString("      \"cause\": [\n")
	for r, row := range c.Cause {
		b.WriteString("        [")
		for col, cell := range row {
			if col > 0 {
				b.WriteString(", ")
			}
			b.WriteString(`{"v": `)
			b.WriteString(strconv.Itoa(int(cell.Value)))
			if cell.Exceptional {
				b.WriteString(`, "x": true`)
			}
			if cell.CF {
				b.WriteString(`, "cf": true`)
			}
			b.WriteByte('}')
		}
		b.WriteString(rowEnd(r, CauseRows))
	}
	b.WriteString("      ],\n      \"effect\": [\n")
	for r, row := range c.Effect {
		b.WriteString("        [")
		for col, v := range row {
			if col > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(int(v)))
		}
		b.WriteString(rowEnd(r, EffectRows))
	}
	b.WriteString("      ],\n      \"stack\": [")
	for s, e := range c.Stack {
		if s > 0 {
			b.WriteString(", ")
		}
		// Validate has passed, so the name is one of the eight, plain ASCII
		// letters and spaces: no JSON escaping needed.
		fmt.Fprintf(b, `{"loc": "%s", "cost": %d}`, e.Location, e.Cost)
	}
	fmt.Fprintf(b, "],\n      \"pen\": %d, \"clock\": %d, \"step\": %d, \"failure\": %d, \"figures\": [%d, %d, %d], \"burst\": %d\n    }",
		c.Pen, c.Clock, c.Step, c.Failure, c.Figures[0], c.Figures[1], c.Figures[2], c.Burst)
}

// rowEnd closes grid row r of n.
func rowEnd(r, n int) string {
	if r < n-1 {
		return "],\n"
	}
	return "]\n"
}
