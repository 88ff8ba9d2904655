package specreport_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/twtw/twtw/host/specreport"
)

const hooks = "specs/hooks_spec.lua"

// hooksResults are the results of a spec file with setups and teardowns
// that raise errors, pending tests and a describe block that errors while
// declared, as the host hands them to Report.Add: an error has its message
// (a failed assertion has status Failed too: tagged), a pending test its
// status and message, a passing test neither.
func hooksResults() []specreport.Result {
	return []specreport.Result{
		{File: hooks, Name: "a setup that fails › first", Err: "setup failed: specs/hooks_spec.lua:6: no saloon", Duration: time.Millisecond},
		{File: hooks, Name: "a setup that fails › second", Err: "setup failed: specs/hooks_spec.lua:6: no saloon", Duration: time.Millisecond},
		{File: hooks, Name: "a teardown that fails › passes", Duration: 2 * time.Millisecond},
		{File: hooks, Name: "a teardown that fails › teardown", Err: "specs/hooks_spec.lua:12: door stuck"},
		{File: hooks, Name: "pending › a pending test", Status: specreport.Pending, Pending: "pending"},
		{File: hooks, Name: "pending › a test without a body", Status: specreport.Pending, Pending: "not written yet"},
		{File: hooks, Name: "pending › pends inside", Status: specreport.Pending, Pending: "later", Duration: time.Millisecond},
		{File: hooks, Name: "pending › passes", Duration: time.Millisecond},
		{File: hooks, Name: "an error while declaring › before the error", Duration: time.Millisecond},
		{File: hooks, Name: "an error while declaring", Err: "specs/hooks_spec.lua:28: bad describe"},
	}
}

// report runs results through a reporter of format as the host does (Start,
// then Add and Result for each, then Finish) and returns the report and
// what the reporter wrote.
func report(t *testing.T, format string, verbose bool, results []specreport.Result, d time.Duration) (*specreport.Report, string) {
	t.Helper()
	var out strings.Builder
	rp, err := specreport.NewReporter(&out, format, verbose)
	if err != nil {
		t.Fatal(err)
	}
	rep := &specreport.Report{}
	rp.Start()
	for _, r := range results {
		rp.Result(rep.Add(r))
	}
	rep.Duration = d
	if err := rp.Finish(rep); err != nil {
		t.Fatal(err)
	}
	return rep, out.String()
}

// Add sets each result's status and OK and counts it: a result with an
// error is an error whatever its status, unless its status is Failed (a
// failed assertion); a pending test is OK.
func TestAddAndSummary(t *testing.T) {
	rep := &specreport.Report{}
	for _, r := range hooksResults() {
		rep.Add(r)
	}
	if rep.Passed != 3 || rep.Failed != 0 || rep.Errors != 4 || rep.Pending != 3 || len(rep.Results) != 10 {
		t.Fatalf("%d passed, %d failed, %d errors, %d pending, %d results; want 3, 0, 4, 3, 10",
			rep.Passed, rep.Failed, rep.Errors, rep.Pending, len(rep.Results))
	}
	want := []string{specreport.Errored, specreport.Errored, specreport.Passed, specreport.Errored,
		specreport.Pending, specreport.Pending, specreport.Pending, specreport.Passed, specreport.Passed, specreport.Errored}
	for i, r := range rep.Results {
		if r.Status != want[i] || r.OK != (want[i] != specreport.Errored) {
			t.Errorf("result %d %q: status %s, ok %v; want %s", i, r.Name, r.Status, r.OK, want[i])
		}
	}
	if got := rep.Add(specreport.Result{Name: "x", Status: specreport.Pending, Err: "boom"}); got.Status != specreport.Errored || got.OK {
		t.Errorf("a pending result with an error: %+v, want an error", got)
	}
	if got := rep.Summary(); got != "3 passed, 5 failed (5 errors), 3 pending" {
		t.Errorf("summary %q", got)
	}
	for _, r := range []specreport.Result{
		{Name: "a failed assertion", Status: specreport.Failed, Err: "x_spec.lua:3: expected 1, got 2"},
		{Name: "failed, with no message", Status: specreport.Failed},
	} {
		if got := rep.Add(r); got.Status != specreport.Failed || got.OK {
			t.Errorf("%s: %+v, want failed", r.Name, got)
		}
	}
	if got := rep.Add(specreport.Result{Name: "y", Status: specreport.Errored}); got.Status != specreport.Errored || got.OK {
		t.Errorf("an error with no message: %+v, want an error", got)
	}
	if got := rep.Summary(); got != "3 passed, 8 failed (6 errors), 3 pending" {
		t.Errorf("summary %q", got)
	}
	if got := (&specreport.Report{Passed: 2, Failed: 1, Errors: 1}).Summary(); got != "2 passed, 2 failed (1 error)" {
		t.Errorf("summary with one error %q", got)
	}
	if got := (&specreport.Report{Passed: 5}).Summary(); got != "5 passed, 0 failed" {
		t.Errorf("summary without pending tests %q", got)
	}
}

// The formats, the default first; an unknown one is an error naming them.
func TestFormats(t *testing.T) {
	if got := strings.Join(specreport.Formats(), ","); got != "text,tap,junit,json" {
		t.Errorf("formats %q", got)
	}
	_, err := specreport.NewReporter(&strings.Builder{}, "yaml", false)
	if err == nil || err.Error() != `unknown spec report format "yaml" (one of text, tap, junit, json)` {
		t.Errorf("format yaml: %v", err)
	}
	for _, f := range append(specreport.Formats(), "") {
		if _, err := specreport.NewReporter(&strings.Builder{}, f, false); err != nil {
			t.Errorf("format %q: %v", f, err)
		}
	}
}

// failingWriter fails every write after the first n bytes.
type failingWriter struct{ n int }

func (w *failingWriter) Write(b []byte) (int, error) {
	if len(b) > w.n {
		return 0, errBroken
	}
	w.n -= len(b)
	return len(b), nil
}

var errBroken = errors.New("broken pipe")

// A write that fails while the run goes on is returned by Finish, naming
// the format; nothing is written after it.
func TestWriteErrors(t *testing.T) {
	for _, f := range specreport.Formats() {
		w := &failingWriter{n: 20}
		rp, err := specreport.NewReporter(w, f, true)
		if err != nil {
			t.Fatal(err)
		}
		rep := &specreport.Report{}
		rp.Start()
		for _, r := range hooksResults() {
			rp.Result(rep.Add(r))
		}
		err = rp.Finish(rep)
		if err == nil || !strings.HasPrefix(err.Error(), f+": ") || !errors.Is(err, errBroken) {
			t.Errorf("%s: %v, want the write error", f, err)
		}
	}
}

// The text and TAP reports say which folder on disk each folder a failing
// or pending spec loads under is, when they differ (a name with a dot, the
// working folder, a path), each once and sorted; not for a passing spec, a
// built-in one (no Path) or a folder mounted under its own name.
func TestReportSaysWhichFolderIsOnDisk(t *testing.T) {
	results := []specreport.Result{
		{File: "my_rules/a_spec.lua", Path: "my.rules/a_spec.lua", Name: "a", Err: "my_rules/a_spec.lua:3: no"},
		{File: "my_rules/sub/b_spec.lua", Path: "my.rules/sub/b_spec.lua", Name: "b", Err: "x"},
		{File: "hrx/c_spec.lua", Path: "c_spec.lua", Name: "c", Status: specreport.Pending, Pending: "later"},
		{File: "pct/d_spec.lua", Path: "/tmp/1/pct/d_spec.lua", Name: "d", Err: "x"},
		{File: "gulch/e_spec.lua", Path: "gulch/e_spec.lua", Name: "e", Err: "x"},
		{File: "rules/f_spec.lua", Name: "f", Err: "x"},
		{File: "ok_rules/g_spec.lua", Path: "ok.rules/g_spec.lua", Name: "g"},
	}
	rep, text := report(t, specreport.FormatText, false, results, 0)
	want := "     x\nhrx/ is ./ on disk\nmy_rules/ is my.rules/ on disk\npct/ is /tmp/1/pct/ on disk\n" + rep.Summary() + "\n"
	if !strings.HasSuffix(text, want) || strings.Count(text, " on disk") != 3 {
		t.Errorf("text report:\n%s\nwant it to end:\n%s", text, want)
	}
	_, tap := report(t, specreport.FormatTAP, false, results, 0)
	if !strings.Contains(tap, "# hrx/ is ./ on disk\n# my_rules/ is my.rules/ on disk\n# pct/ is /tmp/1/pct/ on disk\n1..7\n") {
		t.Errorf("TAP report:\n%s", tap)
	}
}
