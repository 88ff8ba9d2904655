package host

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// The formats RunSpecsWith writes.
const (
	SpecFormatText  = "text"
	SpecFormatTAP   = "tap"
	SpecFormatJUnit = "junit"
	SpecFormatJSON  = "json"
)

// SpecFormats lists the report formats of RunSpecsWith.
func SpecFormats() []string {
	return []string{SpecFormatText, SpecFormatTAP, SpecFormatJUnit, SpecFormatJSON}
}

// specReporter writes a spec run as it goes: start, one result per test,
// then finish with the whole report.
type specReporter interface {
	start()
	result(r SpecResult)
	finish(rep *SpecReport) error
}

func newSpecReporter(o SpecOptions, out io.Writer) (specReporter, error) {
	switch o.Format {
	case "", SpecFormatText:
		return &textReporter{w: out, verbose: o.Verbose}, nil
	case SpecFormatTAP:
		return &tapReporter{w: out}, nil
	case SpecFormatJUnit:
		return &junitReporter{w: out}, nil
	case SpecFormatJSON:
		return &jsonReporter{w: out}, nil
	}
	return nil, &InputError{Err: fmt.Errorf("unknown spec report format %q (one of %s)", o.Format, strings.Join(SpecFormats(), ", "))}
}

// Summary is the closing line of a text report: "N passed, N failed", with
// ", N pending" when tests are pending.
func (r *SpecReport) Summary() string {
	s := fmt.Sprintf("%d passed, %d failed", r.Passed, r.Failed)
	if r.Pending > 0 {
		s += fmt.Sprintf(", %d pending", r.Pending)
	}
	return s
}

func indent(s, pad string) string {
	return strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n"+pad)
}

// textReporter writes what tests print as they run (with -verbose a line
// per test), then the failures, the pending tests and the summary. It shows
// no durations, so that the same run always gives the same text.
type textReporter struct {
	w       io.Writer
	verbose bool
}

func (t *textReporter) start() {}

func (t *textReporter) result(r SpecResult) {
	io.WriteString(t.w, r.Output)
	if !t.verbose {
		return
	}
	switch r.Status {
	case SpecFailed:
		fmt.Fprintf(t.w, "FAIL %s › %s\n", r.File, r.Name)
	case SpecPending:
		fmt.Fprintf(t.w, "PEND %s › %s\n", r.File, r.Name)
	default:
		fmt.Fprintf(t.w, "ok   %s › %s\n", r.File, r.Name)
	}
}

func (t *textReporter) finish(rep *SpecReport) error {
	for _, r := range rep.Results {
		if r.Status == SpecPending {
			fmt.Fprintf(t.w, "PEND %s › %s\n     %s\n", r.File, r.Name, indent(r.Pending, "     "))
		}
	}
	for _, r := range rep.Results {
		if r.Status == SpecFailed {
			fmt.Fprintf(t.w, "FAIL %s › %s\n     %s\n", r.File, r.Name, indent(r.Err, "     "))
		}
	}
	_, err := fmt.Fprintln(t.w, rep.Summary())
	return err
}

// tapReporter writes TAP version 13: a line per test ("ok 1 - file › name",
// "not ok 2 - …" with the message in a YAML block, "# SKIP" for pending),
// what tests print as "# " comments, the plan last and the summary as a
// comment.
type tapReporter struct {
	w io.Writer
	n int
}

func (t *tapReporter) start() { fmt.Fprintln(t.w, "TAP version 13") }

// tapEscape escapes what TAP reads in a description: "#" starts a directive.
func tapEscape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, "#", `\#`)
	return strings.ReplaceAll(s, "\n", " ")
}

func (t *tapReporter) result(r SpecResult) {
	t.n++
	if r.Output != "" {
		fmt.Fprintf(t.w, "# %s\n", indent(r.Output, "# "))
	}
	desc := tapEscape(r.File + " › " + r.Name)
	switch r.Status {
	case SpecFailed:
		fmt.Fprintf(t.w, "not ok %d - %s\n  ---\n  message: |\n    %s\n  ...\n", t.n, desc, indent(r.Err, "    "))
	case SpecPending:
		fmt.Fprintf(t.w, "ok %d - %s # SKIP %s\n", t.n, desc, tapEscape(r.Pending))
	default:
		fmt.Fprintf(t.w, "ok %d - %s\n", t.n, desc)
	}
}

func (t *tapReporter) finish(rep *SpecReport) error {
	_, err := fmt.Fprintf(t.w, "1..%d\n# %s\n", t.n, rep.Summary())
	return err
}

// jsonReporter writes the report as one JSON document at the end.
type jsonReporter struct{ w io.Writer }

func (j *jsonReporter) start()            {}
func (j *jsonReporter) result(SpecResult) {}
func (j *jsonReporter) finish(rep *SpecReport) error {
	enc := json.NewEncoder(j.w)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}
