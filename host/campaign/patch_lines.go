package campaign

import (
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/twtw/twtw/host/tomltext"
)

// list edits a top-level list of strings: an entry taken out loses its line
// and one added gets a line of its own before the closing bracket, when the
// list has one entry a line (as encode writes it); else the value is
// written anew, on one line when it was on one line (an empty list: [];
// an empty disabled list loses its line).
func (p *patcher) list(key string, was, now []string) {
	if slices.Equal(was, now) {
		return
	}
	st := p.find(key)
	if st == nil {
		if len(now) > 0 {
			p.insertTop(key, renderList(now, true))
		}
		return
	}
	if len(now) == 0 && key == "disabled" {
		p.replace(st.Start, st.End, "") // as encode: no disabled line when none is
		return
	}
	if len(now) > 0 && p.listLines(st, was, now) {
		return
	}
	value := p.text[st.ValStart:st.ValEnd]
	p.replace(st.ValStart, st.ValEnd, renderList(now, len(was) == 0 || strings.Contains(value, "\n")))
}

// renderList writes a list of strings: one entry a line when multi.
func renderList(items []string, multi bool) string {
	if len(items) == 0 {
		return "[]"
	}
	var b strings.Builder
	for i, s := range items {
		switch {
		case multi:
			b.WriteString("\n  " + tomltext.QuoteString(s) + ",")
		case i > 0:
			b.WriteString(", " + tomltext.QuoteString(s))
		default:
			b.WriteString(tomltext.QuoteString(s))
		}
	}
	if multi {
		b.WriteString("\n")
	}
	return "[" + b.String() + "]"
}

// listLines edits a list of one entry a line by lines (see list), when now
// is was with entries taken out and new ones added at the end; false when
// it is not such a list or such an edit.
func (p *patcher) listLines(st *tomltext.Stmt, was, now []string) bool {
	if len(st.Elems) != len(was) || len(was) == 0 {
		return false
	}
	var kept []string
	for _, v := range was {
		if slices.Contains(now, v) {
			kept = append(kept, v)
		}
	}
	if len(kept) > len(now) || !slices.Equal(now[:len(kept)], kept) {
		return false
	}
	line := p.lineStart(st.ValStart)
	for _, e := range st.Elems {
		if p.lineStart(e.Start) == line || !p.aloneOnLine(e) {
			return false
		}
		line = p.lineStart(e.Start)
	}
	if p.lineStart(st.ValEnd-1) == line {
		return false
	}
	lastKept := -1
	for i, v := range was {
		if slices.Contains(now, v) {
			lastKept = i
			continue
		}
		p.replace(p.lineStart(st.Elems[i].Start), p.lineEnd(st.Elems[i].End), "")
	}
	if added := now[len(kept):]; len(added) > 0 {
		last := st.Elems[len(st.Elems)-1]
		indent := p.text[p.lineStart(last.Start):last.Start]
		if lastKept >= 0 {
			if e := st.Elems[lastKept]; !strings.HasPrefix(strings.TrimLeft(p.text[e.End:], " \t"), ",") {
				p.replace(e.End, e.End, ",")
			}
		}
		var b strings.Builder
		for _, v := range added {
			b.WriteString(indent + tomltext.QuoteString(v) + ",\n")
		}
		at := p.lineStart(st.ValEnd - 1)
		p.replace(at, at, b.String())
	}
	return true
}

// aloneOnLine says whether a list entry has its line to itself: blanks
// before it, and after it at most a comma and a comment.
func (p *patcher) aloneOnLine(e tomltext.Span) bool {
	if strings.TrimLeft(p.text[p.lineStart(e.Start):e.Start], " \t") != "" {
		return false
	}
	rest := strings.TrimLeft(p.text[e.End:p.lineEnd(e.End)], " \t")
	rest = strings.TrimLeft(strings.TrimPrefix(rest, ","), " \t")
	return rest == "" || rest[0] == '#' || rest[0] == '\n' || rest[0] == '\r'
}

// lineStart is where the line holding pos begins.
func (p *patcher) lineStart(pos int) int {
	return strings.LastIndexByte(p.text[:pos], '\n') + 1
}

// lineEnd is past the newline ending the line holding pos (or the end of
// the text).
func (p *patcher) lineEnd(pos int) int {
	if i := strings.IndexByte(p.text[pos:], '\n'); i >= 0 {
		return pos + i + 1
	}
	return len(p.text)
}

// table edits the table at prefix (a module's options or lock entry, the
// lock's record of the rules, a table of hashes under one of those) from
// the values was to now, each rendered as TOML by key, its keys in order
// (nil: by name): a changed value is replaced, a key that went loses its
// line and one that came gets a line at the end of the table; a table that
// went is removed with its lines, its sub-tables and the comments just above
// its header. A table the text does not have yet is returned, to be added
// by insertTables.
func (p *patcher) table(prefix, order []string, was, now map[string]string) []string {
	if maps.Equal(was, now) {
		return nil
	}
	hdr := p.header(prefix...)
	if p.find(prefix...) != nil {
		p.ok = false // an inline table: not edited in place
		return nil
	}
	if len(now) == 0 && hdr != nil {
		start, end := p.block(hdr)
		p.replace(start, end, "")
		return nil
	}
	if len(now) > 0 && hdr == nil && len(was) == 0 {
		return []string{renderTable(prefix, order, now)}
	}
	for _, k := range tableKeys(order, was, now) {
		st := p.find(append(slices.Clone(prefix), tomltext.QuoteKey(k))...)
		then, had := was[k]
		v, has := now[k]
		switch {
		case had && has && then == v:
		case had && st == nil:
			p.ok = false
		case had && has:
			p.replace(st.ValStart, st.ValEnd, v)
		case had:
			p.replace(st.Start, st.End, "")
		case hdr == nil:
			// the table's keys are dotted keys (options.bleeding.heavy = 2):
			// one more, after the last
			last := p.lastUnder(prefix)
			if last == nil {
				p.ok = false
				continue
			}
			key := append(slices.Clone(last.Path[last.Key:len(last.Path)-1]), tomltext.QuoteKey(k))
			p.insertAfter(last.End, strings.Join(key, ".")+" = "+v+"\n")
		default:
			p.insertAfter(p.tableEnd(hdr), tomltext.QuoteKey(k)+" = "+v+"\n")
		}
	}
	return nil
}

// lastUnder returns the last key = value statement of a key in the table
// of path (nil when there is none).
func (p *patcher) lastUnder(path []string) *tomltext.Stmt {
	var last *tomltext.Stmt
	for i, st := range p.stmts {
		if !st.Header && len(st.Path) == len(path)+1 && slices.Equal(st.Path[:len(path)], path) {
			last = &p.stmts[i]
		}
	}
	return last
}

// tableKeys lists the keys of a table's two states in the order encode
// writes them: those of order that either has (a lock entry's version then
// hash), else all by name (options, hashes by path).
func tableKeys(order []string, was, now map[string]string) []string {
	if order != nil {
		var keys []string
		for _, k := range order {
			_, had := was[k]
			if _, has := now[k]; had || has {
				keys = append(keys, k)
			}
		}
		return keys
	}
	keys := slices.Collect(maps.Keys(was))
	keys = append(keys, slices.Collect(maps.Keys(now))...)
	sort.Strings(keys)
	return slices.Compact(keys)
}

// renderTable writes a new table at prefix with its keys (see tableKeys).
func renderTable(prefix, order []string, values map[string]string) string {
	var b strings.Builder
	b.WriteString("[" + strings.Join(prefix, ".") + "]\n")
	for _, k := range tableKeys(order, nil, values) {
		b.WriteString(tomltext.QuoteKey(k) + " = " + values[k] + "\n")
	}
	return b.String()
}

// insertTables adds new tables, each after a blank line: before the block
// of the first table whose first key is one of before (new options go
// before the lock's tables, a new record of the rules before the lock's
// entries), or when there is none at the end of the text.
func (p *patcher) insertTables(tables []string, before ...string) {
	for i, st := range p.stmts {
		if st.Header && len(st.Path) > 0 && slices.Contains(before, st.Path[0]) {
			p.insertBefore(tables, &p.stmts[i])
			return
		}
	}
	p.insertBefore(tables, nil)
}

// insertBefore adds new tables, each after a blank line: before the
// comment lines just above a header, or with none at the end of the text.
func (p *patcher) insertBefore(tables []string, hdr *tomltext.Stmt) {
	if len(tables) == 0 {
		return
	}
	if hdr != nil {
		start := p.attached(hdr.Start)
		p.replace(start, start, strings.Join(tables, "\n")+"\n")
		return
	}
	p.insertAfter(len(p.text), "\n"+strings.Join(tables, "\n"))
}

// block returns the bytes of a header's table and the sub-tables right
// after it ([lock."m".libraries] after [lock."m"]): from the comment lines
// just above the header to the next other header's (or the end of the text,
// then with the blank lines before it).
func (p *patcher) block(hdr *tomltext.Stmt) (start, end int) {
	start, end = p.attached(hdr.Start), len(p.text)
	for _, st := range p.stmts {
		under := len(st.Path) > len(hdr.Path) && slices.Equal(st.Path[:len(hdr.Path)], hdr.Path)
		if st.Header && st.Start > hdr.Start && !under {
			end = p.attached(st.Start)
			break
		}
	}
	if end == len(p.text) {
		for start > 0 && strings.TrimSpace(p.text[p.lineStart(start-1):start]) == "" {
			start = p.lineStart(start - 1)
		}
	}
	return start, end
}

// attached moves a line start up over the comment lines just above it.
func (p *patcher) attached(start int) int {
	for start > 0 {
		prev := p.lineStart(start - 1)
		if !strings.HasPrefix(strings.TrimSpace(p.text[prev:start]), "#") {
			break
		}
		start = prev
	}
	return start
}

// tableEnd is the end of the last key = value line of a header's table
// (the header's own when it has none).
func (p *patcher) tableEnd(hdr *tomltext.Stmt) int {
	end := hdr.End
	for _, st := range p.stmts {
		if st.Start <= hdr.Start {
			continue
		}
		if st.Header {
			break
		}
		end = st.End
	}
	return end
}

// apply returns the text with the edits made, in the order of where they
// start (an insertion before a replacement at the same place); deletions
// that overlap delete both their bytes; no blank line is left at the end
// of a text that had none. False when the patcher gave up or an edit that
// writes text overlaps another.
func (p *patcher) apply() ([]byte, bool) {
	if !p.ok {
		return nil, false
	}
	sort.SliceStable(p.edits, func(i, j int) bool {
		a, b := p.edits[i], p.edits[j]
		if a.start != b.start {
			return a.start < b.start
		}
		return a.start == a.end && b.start != b.end
	})
	var b strings.Builder
	pos := 0
	for _, e := range p.edits {
		if e.start < pos && e.text == "" {
			// a deletion reaching into the one before (the blank lines
			// before the last table, the end of the table before it)
			e.start = min(pos, e.end)
		}
		if e.start < pos {
			return nil, false
		}
		b.WriteString(p.text[pos:e.start])
		b.WriteString(e.text)
		pos = e.end
	}
	b.WriteString(p.text[pos:])
	out := b.String()
	if !strings.HasSuffix(p.text, "\n\n") {
		// the text ends as it did: deletions that met at its end (a table
		// of the last one's, then the last one) leave no blank line
		for strings.HasSuffix(out, "\n\n") {
			out = out[:len(out)-1]
		}
	}
	return []byte(out), true
}
