package card

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Validate checks the deck against the schema and returns the first problem
// found (cards in number order, fields in schema order), naming the card and
// the field (a *FieldError), or nil. It checks:
//
//   - the name: valid UTF-8, at most 200 bytes;
//   - numbers 0..53, each once and in order (Cards[i].Number == i);
//   - the corners: fragment, suit and toggle equal Corners(number);
//   - cause cells: value 1..Ceiling of the column; Exceptional only on a cell
//     at the ceiling; CF only on a cell showing 1 (the die showed 1);
//   - effect row r of column dX: r..r·X (the range of r dice dX);
//   - the stack: each location one of the eight (a file writes it by name,
//     such as "right arm"); the standard slot costs 0, every other slot 1..9
//     bumps;
//   - pen −9..+9, clock 1..12, step 0..9, failure 1..13, burst 0..9;
//   - figures: non-zero icons first, then zeros (empty icons); each 1..9 and
//     none smaller than the one before.
//
// It does not check the standard deck's statistical design (anatomical stacks,
// counts, distributions): a group's own deck may differ there.
func (d *Deck) Validate() error {
	if err := d.checkName(); err != nil {
		return err
	}
	for i := range d.Cards {
		w := toWire(&d.Cards[i])
		if _, err := parseCard(i, &w); err != nil {
			return err
		}
	}
	return nil
}

// checkName checks the name's encoding and size (a *FieldError at "name").
func (d *Deck) checkName() error {
	switch {
	case !utf8.ValidString(d.Name):
		return fieldErr("name", errors.New("name: not valid UTF-8"))
	case len(d.Name) > maxNameLen:
		return fieldErr("name", fmt.Errorf("name: %d bytes, want at most %d", len(d.Name), maxNameLen))
	}
	return nil
}

// wireCard is a Card as a deck file holds it, with wide integers so that any
// out-of-range value is reported in the schema's terms, and pointers so that a
// missing field is told apart from a zero.
type wireCard struct {
	Number   *int         `json:"number"`
	Fragment *int         `json:"fragment"`
	Suit     *int         `json:"suit"`
	Toggle   *bool        `json:"toggle"`
	Cause    [][]wireCell `json:"cause"`
	Effect   [][]int      `json:"effect"`
	Stack    []wireEntry  `json:"stack"`
	Pen      *int         `json:"pen"`
	Clock    *int         `json:"clock"`
	Step     *int         `json:"step"`
	Failure  *int         `json:"failure"`
	Figures  []int        `json:"figures"`
	Burst    *int         `json:"burst"`
}

type wireCell struct {
	V  *int `json:"v"`
	X  bool `json:"x"`
	CF bool `json:"cf"`
}

// wireEntry is a stack entry as a deck file holds it. Loc is kept raw so that
// a number or other non-name is reported with the slot named (a location is
// written by name: "chest", "right arm").
type wireEntry struct {
	Loc  json.RawMessage `json:"loc"`
	Cost *int            `json:"cost"`
}

func intp(v int) *int { return &v }

// toWire converts a Card to its file form, for Validate.
func toWire(c *Card) wireCard {
	w := wireCard{
		Number:   intp(int(c.Number)),
		Fragment: intp(int(c.Fragment)),
		Suit:     intp(int(c.Suit)),
		Toggle:   &c.Toggle,
		Cause:    make([][]wireCell, CauseRows),
		Effect:   make([][]int, EffectRows),
		Stack:    make([]wireEntry, StackSize),
		Pen:      intp(int(c.Pen)),
		Clock:    intp(int(c.Clock)),
		Step:     intp(int(c.Step)),
		Failure:  intp(int(c.Failure)),
		Figures:  make([]int, MaxFigures),
		Burst:    intp(int(c.Burst)),
	}
	for r := range w.Cause {
		w.Cause[r] = make([]wireCell, NumColumns)
		for col := range w.Cause[r] {
			cell := c.Cause[r][col]
			w.Cause[r][col] = wireCell{V: intp(int(cell.Value)), X: cell.Exceptional, CF: cell.CF}
		}
	}
	for r := range w.Effect {
		w.Effect[r] = make([]int, NumColumns)
		for col := range w.Effect[r] {
			w.Effect[r][col] = int(c.Effect[r][col])
		}
	}
	for s, e := range c.Stack {
		// String gives a value outside the eight as "location(8)", which
		// parseStack then refuses as an unknown name.
		w.Stack[s] = wireEntry{Loc: json.RawMessage(strconv.Quote(e.Location.String())), Cost: intp(int(e.Cost))}
	}
	for i, f := range c.Figures {
		w.Figures[i] = int(f)
	}
	return w
}

// Field names for errors, built once (immutable tables).
var (
	causeRowField  [CauseRows]field
	causeField     [CauseRows][NumColumns][3]field // v, x, cf
	effectRowField [EffectRows]field
	effectField    [EffectRows][NumColumns]field
	stackField     [StackSize][2]field // loc, cost
	figureField    [MaxFigures]field
)

func init() {
	for r := range CauseRows {
		causeRowField[r] = field{fmt.Sprintf("cause row %d", r+1), fmt.Sprintf("cause[%d]", r)}
		for col := range Column(NumColumns) {
			say, cell := fmt.Sprintf("cause row %d %v", r+1, col), fmt.Sprintf("cause[%d][%d]", r, col)
			causeField[r][col] = [3]field{{say, cell + ".v"}, {say, cell + ".x"}, {say, cell + ".cf"}}
		}
	}
	for r := range EffectRows {
		effectRowField[r] = field{fmt.Sprintf("effect row (%d)", r+1), fmt.Sprintf("effect[%d]", r)}
		for col := range Column(NumColumns) {
			effectField[r][col] = field{fmt.Sprintf("effect row (%d) %v", r+1, col), fmt.Sprintf("effect[%d][%d]", r, col)}
		}
	}
	for s := range StackSize {
		stackField[s] = [2]field{
			{fmt.Sprintf("stack slot %d loc", s), fmt.Sprintf("stack[%d].loc", s)},
			{fmt.Sprintf("stack slot %d cost", s), fmt.Sprintf("stack[%d].cost", s)},
		}
	}
	for i := range MaxFigures {
		figureField[i] = field{fmt.Sprintf("figures icon %d", i+1), fmt.Sprintf("figures[%d]", i)}
	}
}

// cardParser checks one wireCard field by field and keeps the first error.
type cardParser struct {
	index int
	err   error
}

// in checks that v is present and within lo..hi and returns it (0 after an error).
func (p *cardParser) in(f field, v *int, lo, hi int) int {
	switch {
	case p.err != nil:
		return 0
	case v == nil:
		p.fail(f, "missing")
		return 0
	case *v < lo || *v > hi:
		p.fail(f, "value %d out of range %d..%d", *v, lo, hi)
		return 0
	}
	return *v
}

// length checks that a grid or list has n entries.
func (p *cardParser) length(f field, got, n int, what string) bool {
	if p.err == nil && got != n {
		if got == 0 {
			p.fail(f, "missing or empty")
		} else {
			p.fail(f, "%d %s, want %d", got, what, n)
		}
	}
	return p.err == nil
}

// parseCard checks the card at position i of a deck and converts it.
func parseCard(i int, w *wireCard) (Card, error) {
	p := cardParser{index: i}
	var c Card
	if n := p.in(named("number"), w.Number, 0, Count-1); p.err == nil && n != i {
		p.fail(named("number"), "%d, want %d (cards are numbered 0..%d in order)", n, i, Count-1)
	}
	c.Number = uint8(i)
	frag, suit, toggle := Corners(i)
	if f := p.in(named("fragment"), w.Fragment, FragmentRedJoker, FragmentBlackJoker); p.err == nil && f != int(frag) {
		p.fail(named("fragment"), "%d, want %d for card %d (the number determines the corners)", f, frag, i)
	}
	if s := p.in(named("suit"), w.Suit, SuitRedJoker, SuitBlackJoker); p.err == nil && s != int(suit) {
		p.fail(named("suit"), "%d, want %d for card %d (the number determines the corners)", s, suit, i)
	}
	switch {
	case p.err != nil:
	case w.Toggle == nil:
		p.fail(named("toggle"), "missing")
	case *w.Toggle != toggle:
		p.fail(named("toggle"), "%s, want %s for card %d (YES on odd numbers)", yesNo(*w.Toggle), yesNo(toggle), i)
	}
	c.Fragment, c.Suit, c.Toggle = frag, suit, toggle

	p.parseCause(&c, w.Cause)
	p.parseEffect(&c, w.Effect)
	p.parseStack(&c, w.Stack)

	c.Pen = int8(p.in(named("pen"), w.Pen, -maxPen, maxPen))
	c.Clock = uint8(p.in(named("clock"), w.Clock, 1, maxClock))
	c.Step = uint8(p.in(named("step"), w.Step, 0, maxStep))
	c.Failure = uint8(p.in(named("failure"), w.Failure, 1, maxFailure))
	p.parseFigures(&c, w.Figures)
	c.Burst = uint8(p.in(named("burst"), w.Burst, 0, maxBurst))
	if p.err != nil {
		return Card{}, p.err
	}
	return c, nil
}

func yesNo(b bool) string {
	if b {
		return "YES (true)"
	}
	return "NO (false)"
}

func (p *cardParser) parseCause(c *Card, rows [][]wireCell) {
	if !p.length(named("cause"), len(rows), CauseRows, "rows") {
		return
	}
	for r, row := range rows {
		if !p.length(causeRowField[r], len(row), NumColumns, "cells") {
			return
		}
		for col, w := range row {
			if p.err != nil {
				return
			}
			column, f := Column(col), &causeField[r][col]
			v := p.in(f[0], w.V, 1, column.Ceiling())
			switch {
			case p.err != nil:
				return
			case w.X && v != column.Ceiling():
				p.fail(f[1], "exceptional on %d: only the ceiling %d may be exceptional", v, column.Ceiling())
			case w.CF && v != 1:
				p.fail(f[2], "CF on %d: only a die showing 1 may carry CF", v)
			}
			c.Cause[r][col] = Cell{Value: uint8(v), Exceptional: w.X, CF: w.CF}
		}
	}
}

func (p *cardParser) parseEffect(c *Card, rows [][]int) {
	if !p.length(named("effect"), len(rows), EffectRows, "rows") {
		return
	}
	for r, row := range rows {
		if !p.length(effectRowField[r], len(row), NumColumns, "cells") {
			return
		}
		for col, v := range row {
			if p.err != nil {
				return
			}
			c.Effect[r][col] = uint8(p.in(effectField[r][col], &v, r+1, (r+1)*Column(col).Sides()))
		}
	}
}

func (p *cardParser) parseStack(c *Card, stack []wireEntry) {
	if !p.length(named("stack"), len(stack), StackSize, "entries") {
		return
	}
	for s, e := range stack {
		c.Stack[s].Location = p.location(stackField[s][0], e.Loc)
		if s == StandardSlot {
			if cost := p.in(stackField[s][1], e.Cost, 0, maxCost); p.err == nil && cost != 0 {
				p.fail(stackField[s][1], "%d, want 0 on the standard slot", cost)
			}
			continue
		}
		c.Stack[s].Cost = uint8(p.in(stackField[s][1], e.Cost, 1, maxCost))
	}
}

// location reads a hit location written by name ("chest", "right arm"; see
// Location.UnmarshalText) and returns it (0 after an error).
func (p *cardParser) location(f field, raw json.RawMessage) Location {
	if p.err != nil {
		return 0
	}
	raw = bytes.TrimSpace(raw)
	switch {
	case len(raw) == 0 || string(raw) == "null":
		p.fail(f, "missing")
		return 0
	case raw[0] != '"':
		p.fail(f, "JSON %s where a hit location name is wanted (%s)", jsonKind(raw), locationList)
		return 0
	}
	text := raw[1 : len(raw)-1] // a JSON string token: the names need no escapes
	if bytes.IndexByte(text, '\\') >= 0 {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			p.fail(f, "%v", describeJSON(err))
			return 0
		}
		text = []byte(s)
	}
	var l Location
	if err := l.UnmarshalText(text); err != nil {
		p.fail(f, "%v", err)
		return 0
	}
	return l
}

// locationList names the hit locations for errors, in location order:
// "head, vitals, …, right leg or left leg".
var locationList = strings.Join(locationNames[:NumLocations-1], ", ") + " or " + locationNames[NumLocations-1]

// jsonKind describes a JSON value that is not a string, as encoding/json's
// type errors do ("number 2", "bool", "array", "object").
func jsonKind(raw json.RawMessage) string {
	switch raw[0] {
	case 't', 'f':
		return "bool"
	case '[':
		return "array"
	case '{':
		return "object"
	}
	return "number " + string(raw)
}

func (p *cardParser) parseFigures(c *Card, figs []int) {
	if !p.length(named("figures"), len(figs), MaxFigures, "icons") {
		return
	}
	prev := 0
	for i, f := range figs {
		at := figureField[i]
		switch {
		case p.err != nil:
			return
		case f < 0 || f > maxFigure:
			p.fail(at, "value %d out of range 0..%d (0 = no icon)", f, maxFigure)
		case f != 0 && i > 0 && prev == 0:
			p.fail(at, "%d after an empty icon: icons come first, then zeros", f)
		case f != 0 && f < prev:
			p.fail(at, "%d after %d: icon numbers must not decrease", f, prev)
		}
		c.Figures[i] = uint8(f)
		prev = f
	}
}
