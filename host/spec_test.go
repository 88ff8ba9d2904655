package host

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/twtw/twtw/host/vm"
)

// specEngine is an engine with host/testdata/specs mounted as specs/.
func specEngine(t *testing.T, opts Options) *Engine {
	t.Helper()
	opts.Layers = append(opts.Layers, vm.Layer{Name: "testdata", FS: os.DirFS("testdata/specs"), Prefix: "specs/"})
	e, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.Close)
	return e
}

// runSpec runs one testdata spec file and returns the report and output.
func runSpec(t *testing.T, e *Engine, file string, o SpecOptions) (*SpecReport, string) {
	t.Helper()
	var out strings.Builder
	rep, err := e.RunSpecsWith(context.Background(), []string{"specs/" + file}, &out, o)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return rep, out.String()
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// Each testdata spec gives the counts its header states, and the text
// report's last line says so.
func TestSpecCounts(t *testing.T) {
	e := specEngine(t, Options{})
	for _, tc := range []struct {
		file                            string
		passed, failed, errors, pending int
		summary                         string
	}{
		{"core_spec.lua", 29, 0, 0, 0, "29 passed, 0 failed"},
		{"order_spec.lua", 5, 0, 0, 0, "5 passed, 0 failed"},
		{"luassert_spec.lua", 14, 0, 0, 0, "14 passed, 0 failed"},
		{"spy_spec.lua", 13, 0, 0, 0, "13 passed, 0 failed"},
		{"match_spec.lua", 9, 0, 0, 0, "9 passed, 0 failed"},
		{"failures_spec.lua", 0, 6, 5, 0, "0 passed, 11 failed (5 errors)"},
		{"hooks_spec.lua", 3, 0, 4, 3, "3 passed, 4 failed (4 errors), 3 pending"},
		{"tags_spec.lua", 5, 0, 0, 0, "5 passed, 0 failed"},
	} {
		rep, out := runSpec(t, e, tc.file, SpecOptions{})
		if rep.Passed != tc.passed || rep.Failed != tc.failed || rep.Errors != tc.errors || rep.Pending != tc.pending {
			t.Errorf("%s: %d passed, %d failed, %d errors, %d pending; want %d, %d, %d, %d\n%s", tc.file,
				rep.Passed, rep.Failed, rep.Errors, rep.Pending, tc.passed, tc.failed, tc.errors, tc.pending, out)
		}
		if got := lastLine(out); got != tc.summary {
			t.Errorf("%s: last line %q, want %q", tc.file, got, tc.summary)
		}
	}
}

// A failure names the file:line of the failing assert and what differs; a
// failed assertion is a failure, any other error (an assertion that does
// not exist among them) an error.
func TestSpecFailureMessages(t *testing.T) {
	rep, _ := runSpec(t, specEngine(t, Options{}), "failures_spec.lua", SpecOptions{})
	want := map[string]struct{ status, err string }{
		"failing › equal":                                             {SpecFailed, "specs/failures_spec.lua:6: expected 1, got 2"},
		"failing › same":                                              {SpecFailed, "specs/failures_spec.lua:7: tables differ at a[1]: expected { a = { 1 } }, got { a = { 2 } }"},
		"failing › is_not_nil":                                        {SpecFailed, "specs/failures_spec.lua:8: expected a value other than nil, got nil"},
		"failing › has_no.errors":                                     {SpecFailed, `specs/failures_spec.lua:9: expected no error, got "specs/failures_spec.lua:9: boom"`},
		"failing › spy":                                               {SpecFailed, "specs/failures_spec.lua:10: expected the spy not to be called, it was called 1 time"},
		"failing › assert as a function":                              {SpecFailed, "specs/failures_spec.lua:11: my message"},
		"failing › a runtime error":                                   {SpecErrored, "specs/failures_spec.lua:12: attempt to index a non-table object(nil) with key 'x'"},
		"failing › an error in finally":                               {SpecErrored, "specs/failures_spec.lua:13: in finally"},
		"failing › an unknown assertion":                              {SpecErrored, "specs/failures_spec.lua:14: assert.is_frobbed: no such assertion (frobbed)"},
		"failing › a stub of a field that is no function":             {SpecErrored, "specs/failures_spec.lua:15: stub: f is not a function but 1"},
		"failing › before_each fails › the test fails with its error": {SpecErrored, "specs/failures_spec.lua:17: in before_each"},
	}
	if len(rep.Results) != len(want) {
		t.Fatalf("%d results, want %d", len(rep.Results), len(want))
	}
	for _, r := range rep.Results {
		if w := want[r.Name]; r.Status != w.status || r.OK || r.Err != w.err {
			t.Errorf("%s: status %s, error %q; want %s, %q", r.Name, r.Status, r.Err, w.status, w.err)
		}
	}
}

// A failed setup is the error of each test of its block; a failed teardown
// and a describe block that errors while declared are errors of their own;
// pending tests are neither passed nor failed.
func TestSpecHooksAndPending(t *testing.T) {
	rep, _ := runSpec(t, specEngine(t, Options{}), "hooks_spec.lua", SpecOptions{})
	want := []struct{ name, status, msg string }{
		{"a setup that fails › first", SpecErrored, "setup failed: specs/hooks_spec.lua:6: no saloon"},
		{"a setup that fails › second", SpecErrored, "setup failed: specs/hooks_spec.lua:6: no saloon"},
		{"a teardown that fails › passes", SpecPassed, ""},
		{"a teardown that fails › teardown", SpecErrored, "specs/hooks_spec.lua:12: door stuck"},
		{"pending › a pending test", SpecPending, "pending"},
		{"pending › a test without a body", SpecPending, "not written yet"},
		{"pending › pends inside", SpecPending, "later"},
		{"pending › passes", SpecPassed, ""},
		{"an error while declaring › before the error", SpecPassed, ""},
		{"(loading)", SpecErrored, `specs/hooks_spec.lua:28: bad describe (in describe "an error while declaring": its tests after the error were not collected)`},
	}
	if len(rep.Results) != len(want) {
		t.Fatalf("%d results, want %d: %+v", len(rep.Results), len(want), rep.Results)
	}
	for i, w := range want {
		r := rep.Results[i]
		msg := r.Err
		if r.Status == SpecPending {
			msg = r.Pending
		}
		if r.Name != w.name || r.Status != w.status || msg != w.msg {
			t.Errorf("result %d: %q %s %q; want %q %s %q", i, r.Name, r.Status, msg, w.name, w.status, w.msg)
		}
	}
}

func names(rep *SpecReport) []string {
	var out []string
	for _, r := range rep.Results {
		out = append(out, r.Name)
	}
	return out
}

// --tags, --exclude-tags, --filter and --filter-out choose tests by their
// #tags and path; a block none of whose tests runs does not run its setup.
func TestSpecSelection(t *testing.T) {
	e := specEngine(t, Options{})
	for _, tc := range []struct {
		name string
		o    SpecOptions
		want []string
		out  string
	}{
		{"tags slow", SpecOptions{Tags: []string{"slow"}},
			[]string{"saloon #unit › a #slow reload", "street › b #slow"}, "setup saloon\nsetup street\n"},
		{"tag of a describe", SpecOptions{Tags: []string{"unit"}},
			[]string{"saloon #unit › a #fast draw", "saloon #unit › a #slow reload", "saloon #unit › plain"}, "setup saloon\n"},
		{"exclude slow", SpecOptions{ExcludeTags: []string{"slow"}},
			[]string{"saloon #unit › a #fast draw", "saloon #unit › plain", "street › c (card 37)"}, "setup saloon\nsetup street\n"},
		{"unit without slow", SpecOptions{Tags: []string{"unit"}, ExcludeTags: []string{"slow"}},
			[]string{"saloon #unit › a #fast draw", "saloon #unit › plain"}, "setup saloon\n"},
		{"filter substring", SpecOptions{Filter: []string{"street"}},
			[]string{"street › b #slow", "street › c (card 37)"}, "setup street\n"},
		{"filter pattern", SpecOptions{Filter: []string{"^street › b"}}, []string{"street › b #slow"}, "setup street\n"},
		{"filter plain text that is a bad pattern", SpecOptions{Filter: []string{"(card 37"}}, []string{"street › c (card 37)"}, "setup street\n"},
		{"filter out", SpecOptions{FilterOut: []string{"saloon", "c %("}}, []string{"street › b #slow"}, "setup street\n"},
		{"nothing", SpecOptions{Filter: []string{"["}}, nil, ""},
	} {
		rep, out := runSpec(t, e, "tags_spec.lua", tc.o)
		if got := names(rep); strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s: ran %q, want %q", tc.name, got, tc.want)
		}
		if want := tc.out + lastLine(out) + "\n"; out != want {
			t.Errorf("%s: output %q, want %q", tc.name, out, want)
		}
	}
}

// The text report is the same on every run (no durations), while each
// result carries its wall-clock duration.
func TestSpecTextIsDeterministic(t *testing.T) {
	e := specEngine(t, Options{})
	rep, first := runSpec(t, e, "hooks_spec.lua", SpecOptions{Verbose: true})
	_, second := runSpec(t, e, "hooks_spec.lua", SpecOptions{Verbose: true})
	if first != second {
		t.Errorf("two runs differ:\n%s\n---\n%s", first, second)
	}
	wantStart := "ok   specs/hooks_spec.lua › a teardown that fails › passes\n"
	lines := strings.Split(first, "\n")
	if lines[2]+"\n" != wantStart || !strings.HasPrefix(lines[0], "ERROR specs/hooks_spec.lua › a setup that fails › first") {
		t.Errorf("verbose lines:\n%s", first)
	}
	for _, r := range rep.Results {
		if r.Duration <= 0 && r.Status == SpecPassed {
			t.Errorf("%s: duration %v", r.Name, r.Duration)
		}
	}
}

// A test stopped by the call deadline is an error naming the deadline; the
// next test runs in a fresh VM, whose block runs its setup again.
func TestSpecTimeout(t *testing.T) {
	e := specEngine(t, Options{CallTimeout: 100 * time.Millisecond})
	rep, _ := runSpec(t, e, "timeout_spec.lua", SpecOptions{})
	if rep.Passed != 1 || rep.Failed != 0 || rep.Errors != 1 {
		t.Fatalf("%d passed, %d failed, %d errors; want 1, 0, 1: %+v", rep.Passed, rep.Failed, rep.Errors, rep.Results)
	}
	if r := rep.Results[0]; !strings.Contains(r.Err, "specs/timeout_spec.lua:7") || !strings.Contains(r.Err, "deadline of 100ms exceeded") {
		t.Errorf("the stopped test: %q", r.Err)
	}
	if r := rep.Results[1]; r.Output != "setup\nafter\n" {
		t.Errorf("the next test printed %q, want its setup run again", r.Output)
	}
}

// An unknown format is an input error; RunSpecs keeps its old behaviour.
func TestSpecFormatsAndRunSpecs(t *testing.T) {
	e := specEngine(t, Options{})
	_, err := e.RunSpecsWith(context.Background(), []string{"specs/order_spec.lua"}, &strings.Builder{}, SpecOptions{Format: "yaml"})
	var in *InputError
	if !errors.As(err, &in) || !strings.Contains(err.Error(), `unknown spec report format "yaml"`) {
		t.Errorf("format yaml: %v", err)
	}
	var out strings.Builder
	rep := e.RunSpecs(context.Background(), []string{"specs/order_spec.lua", "specs/failures_spec.lua"}, &out)
	if rep.Passed != 5 || rep.Failed != 6 || rep.Errors != 5 || lastLine(out.String()) != "5 passed, 11 failed (5 errors)" {
		t.Errorf("RunSpecs: %d passed, %d failed, %d errors, last line %q", rep.Passed, rep.Failed, rep.Errors, lastLine(out.String()))
	}
}

// An error raised with a value that is not a string (error{…}, error())
// has no position of its own: the failure names the file:line where the
// function that raised it begins — the test, the hook or the describe block.
func TestSpecErrorValuesNameTheirLine(t *testing.T) {
	rep, out := runSpec(t, specEngine(t, Options{}), "errvalues_spec.lua", SpecOptions{})
	want := []string{
		"error values › a table: specs/errvalues_spec.lua:5: error value { code = 1 } (raised in the function that begins here)",
		"error values › nothing: specs/errvalues_spec.lua:6: error value nil (raised in the function that begins here)",
		"error values › pending is no error: ",
		"error values › a hook › fails its test: specs/errvalues_spec.lua:11: error value { hook = true } (raised in the function that begins here)",
		"error values › a teardown › passes: ",
		"error values › a teardown › teardown: specs/errvalues_spec.lua:15: error value false (raised in the function that begins here)",
		`(loading): specs/errvalues_spec.lua:19: error value { declaring = 1 } (raised in the function that begins here) (in describe "a block": its tests after the error were not collected)`,
	}
	var got []string
	for _, r := range rep.Results {
		got = append(got, r.Name+": "+r.Err)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || rep.Pending != 1 || lastLine(out) != "1 passed, 5 failed (5 errors), 1 pending" {
		t.Errorf("results:\n%s\nwant:\n%s\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), out)
	}
}

// A nil out writes the report nowhere, as FightOptions.Out does, and the
// report still counts every test (it was a nil-pointer panic), in every
// format.
func TestSpecNilOut(t *testing.T) {
	e := specEngine(t, Options{})
	for _, format := range SpecFormats() {
		rep, err := e.RunSpecsWith(context.Background(), []string{"specs/hooks_spec.lua"}, nil, SpecOptions{Format: format})
		if err != nil || rep.Summary() != "3 passed, 4 failed (4 errors), 3 pending" {
			t.Errorf("%s: RunSpecsWith(nil out) = %v, %v; want 3 passed, 4 failed (4 errors), 3 pending", format, rep, err)
		}
	}
	if rep := e.RunSpecs(context.Background(), []string{"specs/order_spec.lua"}, nil); rep.Summary() != "5 passed, 0 failed" {
		t.Errorf("RunSpecs(nil out) = %s, want 5 passed, 0 failed", rep.Summary())
	}
}
