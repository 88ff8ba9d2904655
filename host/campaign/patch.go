package campaign

import (
	"bytes"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/twtw/twtw/host/tomltext"
)

// An edit keeps the file as its author wrote it: patch rewrites, in the
// text the campaign was read from, only the values that changed (a list
// loses or gains the lines of its entries, an option or a lock's value its
// line, a module its options or lock tables, the lock its record of the
// rules) and keeps every other byte, comments and order
// included. A text patch cannot edit (a value in an inline table, a
// [[table]]), or whose edit would not read back as the campaign, is
// rewritten in canonical form (encode) instead; either way write notes the
// comments that went (see DroppedComments). Decided here: comments on what
// an edit removes (a disabled module's options table) go with it.

// textEdit replaces the bytes from start to end of a text (an insertion
// when they are equal).
type textEdit struct {
	start, end int
	text       string
}

// patcher edits a campaign file's text towards a campaign.
type patcher struct {
	text  string
	stmts []tomltext.Stmt
	edits []textEdit
	ok    bool
}

// patch returns old, the text c was read from, edited to read as c, and
// whether it could be: false when the text has a shape patch does not edit
// or the edited text would not decode to c.
func (c *Campaign) patch(old []byte) ([]byte, bool) {
	stmts, _, ok := tomltext.Statements(old)
	var was Campaign
	if !ok || toml.Unmarshal(old, &was) != nil {
		return nil, false
	}
	p := &patcher{text: string(old), stmts: stmts, ok: true}
	for _, st := range stmts {
		if st.Array || oddCase(st.Path) {
			return nil, false
		}
	}
	if strings.HasPrefix(p.text, oldHeader) {
		p.edits = append(p.edits, textEdit{0, len(oldHeader), header})
	}
	p.scalar("name", was.Name, c.Name)
	p.scalar("ruleset", was.Ruleset, c.Ruleset)
	switch {
	case c.Deck == "":
		p.scalar("deck", was.Deck, "") // a game that draws no action card: no deck line
	case c.Deck != StandardDeck || was.Deck != "":
		p.scalar("deck", was.Deck, c.Deck)
	}
	p.list("modules", was.Modules, c.Modules)
	p.list("disabled", was.Disabled, c.Disabled)
	p.list("scripts", was.Scripts, c.Scripts)
	var newTables []string
	for _, m := range sortedUnion(was.Options, c.Options, c.Modules) {
		newTables = append(newTables, p.table([]string{"options", tomltext.QuoteKey(m)}, nil, optionLines(was.Options[m]), optionLines(c.Options[m]))...)
	}
	p.insertTables(newTables, "lock_rules", "lock")
	p.lockTables(&was, c)
	text, ok := p.apply()
	if !ok {
		return nil, false
	}
	// the edited text must read as c: else the canonical form is written
	back, err := decode(c.Path, text, c.checker)
	if err != nil {
		return nil, false
	}
	want, err1 := c.encode()
	got, err2 := back.encode()
	if err1 != nil || err2 != nil || !bytes.Equal(want, got) {
		return nil, false
	}
	return text, true
}

// oddCase says whether a key names a campaign field in another case than
// its own ("Modules", a lock's "Hash" or "Libraries", the rules'
// "Unloaded"): the decoder takes it for the field, and a line patch adds
// for the field would be a second one.
func oddCase(path []string) bool {
	odd := func(key string, names ...string) bool {
		for _, n := range names {
			if key != n && strings.EqualFold(key, n) {
				return true
			}
		}
		return false
	}
	return len(path) > 0 && odd(path[0], fieldNames()...) ||
		len(path) > 2 && path[0] == "lock" && odd(path[2], lockKeys...) ||
		len(path) > 1 && path[0] == "lock_rules" && odd(path[1], rulesKeys...)
}

// sortedUnion lists the modules of two tables: those in order first, then
// the others by name.
func sortedUnion[V any](a, b map[string]V, order []string) []string {
	var out []string
	for _, m := range order {
		if _, in := a[m]; in {
			out = append(out, m)
		} else if _, in := b[m]; in {
			out = append(out, m)
		}
	}
	keys := slices.Sorted(maps.Keys(a))
	keys = append(keys, slices.Sorted(maps.Keys(b))...)
	sort.Strings(keys)
	for _, m := range slices.Compact(keys) {
		if !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	return out
}

// optionLines renders a module's options as TOML values by name (values
// that do not render are left out: checkFields refused them).
func optionLines(opts map[string]any) map[string]string {
	if len(opts) == 0 {
		return nil
	}
	out := map[string]string{}
	for k, v := range opts {
		if s, err := tomlValue(v); err == nil {
			out[k] = s
		}
	}
	return out
}

// find returns the key = value statement of a whole key (nil when the text
// has none).
func (p *patcher) find(path ...string) *tomltext.Stmt {
	for i, st := range p.stmts {
		if !st.Header && slices.Equal(st.Path, path) {
			return &p.stmts[i]
		}
	}
	return nil
}

// header returns the [table] header of a path (nil when the text has none).
func (p *patcher) header(path ...string) *tomltext.Stmt {
	for i, st := range p.stmts {
		if st.Header && slices.Equal(st.Path, path) {
			return &p.stmts[i]
		}
	}
	return nil
}

// replace has the bytes from start to end become text.
func (p *patcher) replace(start, end int, text string) {
	p.edits = append(p.edits, textEdit{start, end, text})
}

// topOrder is the order of a campaign's top-level keys, as encode writes them.
var topOrder = []string{"name", "ruleset", "deck", "modules", "disabled", "scripts"}

// insertTop inserts a top-level key = value line: after the key before it
// in topOrder that the text has, else before the first statement (a table:
// before the comment lines just above it).
func (p *patcher) insertTop(key, value string) {
	line := key + " = " + value + "\n"
	for i := slices.Index(topOrder, key) - 1; i >= 0; i-- {
		if st := p.find(topOrder[i]); st != nil {
			p.insertAfter(st.End, line)
			return
		}
	}
	if len(p.stmts) > 0 {
		at := p.stmts[0].Start
		if p.stmts[0].Header {
			at = p.attached(at) // above the table and the comments on it
		}
		p.replace(at, at, line)
		return
	}
	p.insertAfter(len(p.text), line)
}

// insertAfter inserts whole lines at pos, the end of a line or of the text
// (a text that ends with no newline gets one first).
func (p *patcher) insertAfter(pos int, lines string) {
	if pos > 0 && p.text[pos-1] != '\n' {
		lines = "\n" + lines
	}
	p.replace(pos, pos, lines)
}

// scalar edits a top-level string: its value replaced, its line added, or,
// for "", removed.
func (p *patcher) scalar(key, was, now string) {
	st := p.find(key)
	switch {
	case was == now:
	case now == "" && st != nil:
		p.replace(st.Start, st.End, "")
	case now == "":
	case st != nil:
		p.replace(st.ValStart, st.ValEnd, tomltext.QuoteString(now))
	default:
		p.insertTop(key, tomltext.QuoteString(now))
	}
}
