package main

import (
	"bytes"
	"encoding/json"
	"regexp"
	"testing"
)

// kindsSpec is a folder whose spec has a test that passes, one that fails
// an assertion and one that a runtime error stops.
const kindsSpec = "testdata/kinds"

// twtwRun runs the command line and returns its exit code, stdout and stderr.
func twtwRun(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(append([]string{"twtw"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

// JUnit XML tells a failed assertion (<failure>) from a runtime error
// (<error>, with the file:line it was raised at) and counts them apart in
// the suite's and the document's failures= and errors=; the run exits 1.
func TestTestJUnitTellsFailuresFromErrors(t *testing.T) {
	code, out, errs := twtwRun("test", kindsSpec, "--format", "junit")
	out = regexp.MustCompile(` time="[0-9]+\.[0-9]{6}"`).ReplaceAllString(out, ` time="T"`)
	want := `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="twtw test" tests="3" failures="1" errors="1" skipped="0" time="T">
  <testsuite name="kinds/kinds_spec.lua" file="testdata/kinds/kinds_spec.lua" tests="3" failures="1" errors="1" skipped="0" time="T">
    <testcase name="kinds › passes" classname="kinds/kinds_spec.lua" file="testdata/kinds/kinds_spec.lua" time="T"></testcase>
    <testcase name="kinds › fails an assertion" classname="kinds/kinds_spec.lua" file="testdata/kinds/kinds_spec.lua" time="T">
      <failure message="kinds/kinds_spec.lua:7: expected 5, got 4" type="failure">kinds/kinds_spec.lua:7: expected 5, got 4</failure>
    </testcase>
    <testcase name="kinds › raises an error" classname="kinds/kinds_spec.lua" file="testdata/kinds/kinds_spec.lua" time="T">
      <error message="kinds/kinds_spec.lua:10: attempt to call a non-function object" type="error">kinds/kinds_spec.lua:10: attempt to call a non-function object</error>
    </testcase>
  </testsuite>
</testsuites>
`
	if code != exitFailed || errs != "" || out != want {
		t.Errorf("exit %d, stderr %q, JUnit:\n%s\nwant exit 1 and:\n%s", code, errs, out, want)
	}
}

// The text report marks a failed assertion FAIL and an error ERROR, and
// its summary counts them apart.
func TestTestTextTellsFailuresFromErrors(t *testing.T) {
	code, out, errs := twtwRun("test", kindsSpec, "--verbose")
	want := `ok   kinds/kinds_spec.lua › kinds › passes
FAIL kinds/kinds_spec.lua › kinds › fails an assertion
ERROR kinds/kinds_spec.lua › kinds › raises an error
FAIL kinds/kinds_spec.lua › kinds › fails an assertion
     kinds/kinds_spec.lua:7: expected 5, got 4
ERROR kinds/kinds_spec.lua › kinds › raises an error
     kinds/kinds_spec.lua:10: attempt to call a non-function object
kinds/ is testdata/kinds/ on disk
1 passed, 2 failed (1 error)
`
	if code != exitFailed || errs != "" || out != want {
		t.Errorf("exit %d, stderr %q, text:\n%s\nwant exit 1 and:\n%s", code, errs, out, want)
	}
}

// --json gives each result's kind as its status ("failed", "error") and
// counts them apart; the error object on stderr says how many of each.
func TestTestJSONTellsFailuresFromErrors(t *testing.T) {
	code, out, errs := twtwRun("test", kindsSpec, "--json")
	var doc struct {
		Passed, Failed, Errors, Pending int
		Results                         []struct {
			Name, Status, Error string
			OK                  bool
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if doc.Passed != 1 || doc.Failed != 1 || doc.Errors != 1 || doc.Pending != 0 || len(doc.Results) != 3 {
		t.Fatalf("counts %+v; want passed 1, failed 1, errors 1, pending 0, 3 results", doc)
	}
	for i, w := range []struct {
		name, status, err string
		ok                bool
	}{
		{"kinds › passes", "passed", "", true},
		{"kinds › fails an assertion", "failed", "kinds/kinds_spec.lua:7: expected 5, got 4", false},
		{"kinds › raises an error", "error", "kinds/kinds_spec.lua:10: attempt to call a non-function object", false},
	} {
		if r := doc.Results[i]; r.Name != w.name || r.Status != w.status || r.Error != w.err || r.OK != w.ok {
			t.Errorf("result %d: %+v; want %+v", i, r, w)
		}
	}
	want := `{"error":{"message":"1 of 3 tests failed and 1 raised an error","kind":"test","file":"","line":0,"field":""}}` + "\n"
	if code != exitFailed || errs != want {
		t.Errorf("exit %d, stderr %q; want 1 and %q", code, errs, want)
	}
}
