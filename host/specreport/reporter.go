package specreport

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// The formats a Reporter writes.
const (
	FormatText  = "text"
	FormatTAP   = "tap"
	FormatJUnit = "junit"
	FormatJSON  = "json"
)

// Formats lists the formats a Reporter writes, the default (text) first.
func Formats() []string {
	return []string{FormatText, FormatTAP, FormatJUnit, FormatJSON}
}

// Reporter writes a spec run as it goes: Start once, Result for each test
// as it is filed (see Report.Add), then Finish with the whole report. A
// failed write stops the writing; Finish returns the first such error.
type Reporter interface {
	// Start writes what comes before the first result (TAP's version line).
	Start()
	// Result writes one filed result, in the formats that stream.
	Result(r Result)
	// Finish writes the end of the report, or the whole of it in the
	// formats that wait for the end (JUnit XML, JSON).
	Finish(rep *Report) error
}

// NewReporter returns the reporter of format (one of Formats; "" is text)
// writing to w. In the text format verbose writes a line per test. An
// unknown format is an error naming the known ones.
func NewReporter(w io.Writer, format string, verbose bool) (Reporter, error) {
	out := &writer{w: w}
	switch format {
	case "", FormatText:
		return &textReporter{w: out, verbose: verbose}, nil
	case FormatTAP:
		return &tapReporter{w: out}, nil
	case FormatJUnit:
		return &junitReporter{w: out}, nil
	case FormatJSON:
		return &jsonReporter{w: out}, nil
	}
	return nil, fmt.Errorf("unknown spec report format %q (one of %s)", format, strings.Join(Formats(), ", "))
}

// writer keeps the first error of its writes and writes nothing after it.
type writer struct {
	w   io.Writer
	err error
}

func (w *writer) printf(format string, a ...any) {
	if w.err == nil {
		_, w.err = fmt.Fprintf(w.w, format, a...)
	}
}

func (w *writer) Write(b []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	n, err := w.w.Write(b)
	w.err = err
	return n, err
}

// done is the first error of the writes, naming the format, or nil.
func (w *writer) done(format string) error {
	if w.err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", format, w.err)
}

// indent puts pad before each line of s but the first, and drops the last
// newline.
func indent(s, pad string) string {
	return strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n"+pad)
}

// textReporter writes what tests print as they run (with verbose a line
// per test), then the pending tests, the failures ("FAIL") and errors
// ("ERROR") in the order they came, which folder on disk a
// folder they load under is when the two differ ("my_rules/ is my.rules/ on
// disk") and the summary. It shows no durations, so that the same run
// always gives the same text.
type textReporter struct {
	w       *writer
	verbose bool
}

func (t *textReporter) Start() {}

func (t *textReporter) Result(r Result) {
	t.w.printf("%s", r.Output)
	if !t.verbose {
		return
	}
	switch r.Status {
	case Failed, Errored:
		t.w.printf("%s %s › %s\n", textLabel(r.Status), r.File, r.Name)
	case Pending:
		t.w.printf("PEND %s › %s\n", r.File, r.Name)
	default:
		t.w.printf("ok   %s › %s\n", r.File, r.Name)
	}
}

func (t *textReporter) Finish(rep *Report) error {
	for _, r := range rep.Results {
		if r.Status == Pending {
			t.w.printf("PEND %s › %s\n     %s\n", r.File, r.Name, indent(r.Pending, "     "))
		}
	}
	for _, r := range rep.Results {
		if r.Status == Failed || r.Status == Errored {
			t.w.printf("%s %s › %s\n     %s\n", textLabel(r.Status), r.File, r.Name, indent(r.Err, "     "))
		}
	}
	for _, l := range rep.onDisk() {
		t.w.printf("%s\n", l)
	}
	t.w.printf("%s\n", rep.Summary())
	return t.w.done(FormatText)
}

// textLabel is how the text report marks a failure and an error.
func textLabel(status string) string {
	if status == Errored {
		return "ERROR"
	}
	return "FAIL"
}

// tapReporter writes TAP version 13: a line per test ("ok 1 - file › name",
// "not ok 2 - …" with the message in a YAML block, "# SKIP" for pending),
// what tests print as "# " comments, the plan last and the summary as a
// comment.
type tapReporter struct {
	w *writer
	n int
}

func (t *tapReporter) Start() { t.w.printf("TAP version 13\n") }

// tapEscape escapes what TAP reads in a description: "#" starts a directive.
func tapEscape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, "#", `\#`)
	return strings.ReplaceAll(s, "\n", " ")
}

// yamlText makes s fit a YAML block scalar (and a TAP line): a control
// character other than tab and newline, a line or paragraph separator
// (U+2028, U+2029: YAML breaks lines there), and a byte that is not UTF-8,
// becomes U+FFFD, as encoding/xml writes them in the JUnit report; a
// carriage return goes.
func yamlText(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '\t', '\n':
			return r
		case '\r':
			return -1
		}
		if r < 0x20 || (r >= 0x7f && r <= 0x9f) || r == 0xfeff || r == 0x2028 || r == 0x2029 || r == utf8.RuneError {
			return utf8.RuneError
		}
		return r
	}, strings.ToValidUTF8(s, string(utf8.RuneError)))
}

func (t *tapReporter) Result(r Result) {
	t.n++
	if r.Output != "" {
		t.w.printf("# %s\n", indent(yamlText(r.Output), "# "))
	}
	desc := tapEscape(yamlText(r.File + " › " + r.Name))
	switch r.Status {
	case Failed, Errored:
		// |2: the indentation said, so a message whose first line starts
		// with spaces is no YAML error
		t.w.printf("not ok %d - %s\n  ---\n  message: |2\n    %s\n  ...\n", t.n, desc, indent(yamlText(r.Err), "    "))
	case Pending:
		t.w.printf("ok %d - %s # SKIP %s\n", t.n, desc, tapEscape(yamlText(r.Pending)))
	default:
		t.w.printf("ok %d - %s\n", t.n, desc)
	}
}

func (t *tapReporter) Finish(rep *Report) error {
	for _, l := range rep.onDisk() {
		t.w.printf("# %s\n", l)
	}
	t.w.printf("1..%d\n# %s\n", t.n, rep.Summary())
	return t.w.done(FormatTAP)
}

// jsonReporter writes the report as one JSON document at the end.
type jsonReporter struct{ w *writer }

func (j *jsonReporter) Start()        {}
func (j *jsonReporter) Result(Result) {}

func (j *jsonReporter) Finish(rep *Report) error {
	enc := json.NewEncoder(j.w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(rep); err != nil {
		return fmt.Errorf("%s: %w", FormatJSON, err)
	}
	return nil
}
