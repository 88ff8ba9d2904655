package specreport_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/twtw/twtw/host/specreport"
)

const hooks = "specs/hooks_spec.lua"

// hooksResults are the results of a spec file with failing setups and
// teardowns, pending tests and a describe block that errors while declared,
// as the host hands them to Report.Add: a failure has its error, a pending
// test its status and message, a passing test neither.
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

// Add sets each result's status and OK and counts it: an error fails a
// result whatever its status, a pending test is OK.
func TestAddAndSummary(t *testing.T) {
	rep := &specreport.Report{}
	for _, r := range hooksResults() {
		rep.Add(r)
	}
	if rep.Passed != 3 || rep.Failed != 4 || rep.Pending != 3 || len(rep.Results) != 10 {
		t.Fatalf("%d passed, %d failed, %d pending, %d results; want 3, 4, 3, 10", rep.Passed, rep.Failed, rep.Pending, len(rep.Results))
	}
	want := []string{specreport.Failed, specreport.Failed, specreport.Passed, specreport.Failed,
		specreport.Pending, specreport.Pending, specreport.Pending, specreport.Passed, specreport.Passed, specreport.Failed}
	for i, r := range rep.Results {
		if r.Status != want[i] || r.OK != (want[i] != specreport.Failed) {
			t.Errorf("result %d %q: status %s, ok %v; want %s", i, r.Name, r.Status, r.OK, want[i])
		}
	}
	if got := rep.Add(specreport.Result{Name: "x", Status: specreport.Pending, Err: "boom"}); got.Status != specreport.Failed || got.OK {
		t.Errorf("a pending result with an error: %+v, want failed", got)
	}
	if got := rep.Summary(); got != "3 passed, 5 failed, 3 pending" {
		t.Errorf("summary %q", got)
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
