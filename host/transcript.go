package host

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	lua "github.com/yuin/gopher-lua"
)

// Event is one step of a fight as the transcript records it: a draw, a check
// with its TN breakdown, a bump spend, damage, a wound, stun, a death, or what
// a module did. Fields hold the data; Text is the line people read.
type Event struct {
	Seq    int            `json:"seq"`
	Kind   string         `json:"kind"`
	Text   string         `json:"text,omitempty"`
	Module string         `json:"module"`
	Where  string         `json:"where"`
	Fields map[string]any `json:"fields,omitempty"`
}

// Transcript writes a fight's events as text for people or JSON lines for
// machines. Output depends only on the events, so the same seed, scenario,
// campaign and scripts give byte-identical transcripts.
type Transcript struct {
	w      *bufio.Writer
	json   bool
	seq    int
	err    error
	keep   bool
	Events []Event // every event, when Keep was asked for
}

// NewTranscript returns a transcript writing to w (nil: nowhere) as JSON lines
// when jsonLines is set, else as text. keep also retains the events in memory.
func NewTranscript(w io.Writer, jsonLines, keep bool) *Transcript {
	if w == nil {
		w = io.Discard
	}
	return &Transcript{w: bufio.NewWriter(w), json: jsonLines, keep: keep}
}

// Header writes the transcript's header record.
func (t *Transcript) Header(fields map[string]any, lines []string) {
	if t.json {
		t.writeJSON(map[string]any{"kind": "header", "fields": fields})
		return
	}
	for _, l := range lines {
		t.printf("%s\n", l)
	}
}

// Emit records an event from Go.
func (t *Transcript) Emit(kind, module, where, text string, fields map[string]any) {
	t.seq++
	e := Event{Seq: t.seq, Kind: kind, Text: text, Module: module, Where: where, Fields: fields}
	if t.keep {
		t.Events = append(t.Events, e)
	}
	if t.json {
		t.writeJSON(e)
		return
	}
	if text == "" {
		text = kind + fieldSummary(fields)
	}
	t.printf("%s\n", lineText(text))
	for _, k := range sortedKeys(fields) {
		if tt, ok := fields[k].(*Terms); ok && len(tt.Terms) > 0 {
			t.printf("    %s: %s\n", k, lineText(tt.String()))
			for _, x := range tt.Terms {
				t.printf("      %+d %s  [%s]\n", x.Amount, lineText(x.Reason), x.Credit())
			}
		}
	}
}

// lineText is a script's text as the text transcript prints it: a line
// break goes on an indented line, so no text passes for a line of the
// transcript's own (a result line, a round's header), and a control
// character (a terminal's escape) or a byte that is not UTF-8 prints as
// U+FFFD; a carriage return goes. The JSON transcript keeps the text as it
// is, escaped.
func lineText(s string) string {
	if utf8.ValidString(s) && !strings.ContainsFunc(s, unprintable) {
		return s
	}
	s = strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return r
		case r == '\r':
			return -1
		case unprintable(r):
			return utf8.RuneError
		}
		return r
	}, strings.ToValidUTF8(s, string(utf8.RuneError)))
	return strings.ReplaceAll(s, "\n", "\n    ")
}

// unprintable says whether lineText changes r: a line break, or a control
// character other than tab.
func unprintable(r rune) bool {
	return r == '\n' || r == '\r' || (r < 0x20 && r != '\t') || (r >= 0x7f && r <= 0x9f)
}

// add records an event logged by a script (api.log): the fields are
// converted within the limits of logFields, and a Lua error is raised at the
// script's line when they break one.
func (t *Transcript) add(L *lua.LState, kind, module, where string, fields *lua.LTable) {
	var m map[string]any
	text := ""
	if fields != nil {
		var err error
		if m, err = logFields(L, fields); err != nil {
			L.RaiseError("api.log(%q): %v", kind, err)
		}
		if s, ok := m["text"].(string); ok {
			text = s
			delete(m, "text")
		}
	}
	t.Emit(kind, module, where, text, m)
}

func (t *Transcript) printf(format string, args ...any) {
	if t.err == nil {
		_, t.err = fmt.Fprintf(t.w, format, args...)
	}
}

func (t *Transcript) writeJSON(v any) {
	if t.err != nil {
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.err = err
		return
	}
	b = append(b, '\n')
	_, t.err = t.w.Write(b)
}

// Flush writes out what is buffered and returns the first write error,
// wrapped to say it was the transcript's ("writing the transcript: broken
// pipe"; errors.Is still finds the writer's).
func (t *Transcript) Flush() error {
	if err := t.w.Flush(); t.err == nil {
		t.err = err
	}
	if t.err != nil {
		return fmt.Errorf("writing the transcript: %w", t.err)
	}
	return nil
}

func fieldSummary(m map[string]any) string {
	var b strings.Builder
	for _, k := range sortedKeys(m) {
		if _, ok := m[k].(*Terms); ok {
			continue
		}
		fmt.Fprintf(&b, " %s=%v", k, m[k])
	}
	return b.String()
}
