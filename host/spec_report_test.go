package host

// These tests run spec files in VMs and read the report in each format end
// to end; host/specreport tests the formats alone, on results made by hand.

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"strconv"
	"strings"
	"testing"
)

// TAP 13: a line per test, failures with their message in a YAML block,
// pending tests as "# SKIP", the plan last and the summary as a comment.
func TestSpecTAP(t *testing.T) {
	_, out := runSpec(t, specEngine(t, Options{}), "hooks_spec.lua", SpecOptions{Format: SpecFormatTAP})
	want := `TAP version 13
not ok 1 - specs/hooks_spec.lua › a setup that fails › first
  ---
  message: |2
    setup failed: specs/hooks_spec.lua:6: no saloon
  ...
not ok 2 - specs/hooks_spec.lua › a setup that fails › second
  ---
  message: |2
    setup failed: specs/hooks_spec.lua:6: no saloon
  ...
ok 3 - specs/hooks_spec.lua › a teardown that fails › passes
not ok 4 - specs/hooks_spec.lua › a teardown that fails › teardown
  ---
  message: |2
    specs/hooks_spec.lua:12: door stuck
  ...
ok 5 - specs/hooks_spec.lua › pending › a pending test # SKIP pending
ok 6 - specs/hooks_spec.lua › pending › a test without a body # SKIP not written yet
ok 7 - specs/hooks_spec.lua › pending › pends inside # SKIP later
ok 8 - specs/hooks_spec.lua › pending › passes
ok 9 - specs/hooks_spec.lua › an error while declaring › before the error
not ok 10 - specs/hooks_spec.lua › (loading)
  ---
  message: |2
    specs/hooks_spec.lua:28: bad describe (in describe "an error while declaring": its tests after the error were not collected)
  ...
1..10
# 3 passed, 4 failed (4 errors), 3 pending
`
	if out != want {
		t.Errorf("TAP:\n%s\nwant:\n%s", out, want)
	}
}

// In TAP a "#" in a name is escaped (it would start a directive) and what a
// test prints becomes "# " comment lines before its own line.
func TestSpecTAPEscapesAndOutput(t *testing.T) {
	_, out := runSpec(t, specEngine(t, Options{}), "tags_spec.lua", SpecOptions{Format: SpecFormatTAP, Tags: []string{"unit"}})
	want := `TAP version 13
# setup saloon
ok 1 - specs/tags_spec.lua › saloon \#unit › a \#fast draw
ok 2 - specs/tags_spec.lua › saloon \#unit › a \#slow reload
ok 3 - specs/tags_spec.lua › saloon \#unit › plain
1..3
# 3 passed, 0 failed
`
	if out != want {
		t.Errorf("TAP:\n%s\nwant:\n%s", out, want)
	}
}

type junitDoc struct {
	XMLName  xml.Name `xml:"testsuites"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Errors   int      `xml:"errors,attr"`
	Skipped  int      `xml:"skipped,attr"`
	Time     string   `xml:"time,attr"`
	Suites   []struct {
		Name     string `xml:"name,attr"`
		Tests    int    `xml:"tests,attr"`
		Failures int    `xml:"failures,attr"`
		Errors   int    `xml:"errors,attr"`
		Skipped  int    `xml:"skipped,attr"`
		Time     string `xml:"time,attr"`
		Cases    []struct {
			Name      string        `xml:"name,attr"`
			Classname string        `xml:"classname,attr"`
			Time      string        `xml:"time,attr"`
			Failure   *junitMessage `xml:"failure"`
			Error     *junitMessage `xml:"error"`
			Skipped   *struct {
				Message string `xml:"message,attr"`
			} `xml:"skipped"`
			SystemOut string `xml:"system-out"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

// junitMessage is a testcase's failure or error.
type junitMessage struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

func parseSeconds(t *testing.T, what, s string) {
	t.Helper()
	if f, err := strconv.ParseFloat(s, 64); err != nil || f < 0 {
		t.Errorf("%s: time %q is not a duration in seconds", what, s)
	}
}

// JUnit XML: one testsuite per spec file with its counts, one testcase per
// test with its time, an error's message and text (hooks_spec's tests fail
// by error(), not by an assertion), skipped for pending, and what the test
// printed in system-out.
func TestSpecJUnit(t *testing.T) {
	e := specEngine(t, Options{})
	var out strings.Builder
	paths := []string{"specs/order_spec.lua", "specs/hooks_spec.lua", "specs/tags_spec.lua"}
	if _, err := e.RunSpecsWith(context.Background(), paths, &out, SpecOptions{Format: SpecFormatJUnit}); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), `<?xml version="1.0" encoding="UTF-8"?>`) {
		t.Errorf("no XML header: %.60s", out.String())
	}
	var doc junitDoc
	if err := xml.Unmarshal([]byte(out.String()), &doc); err != nil {
		t.Fatalf("not XML: %v\n%s", err, out.String())
	}
	// the failed setups and teardown and the file's (loading) are errors
	if doc.Tests != 20 || doc.Failures != 0 || doc.Errors != 4 || doc.Skipped != 3 || len(doc.Suites) != 3 {
		t.Fatalf("testsuites: %d tests, %d failures, %d errors, %d skipped, %d suites; want 20, 0, 4, 3, 3", doc.Tests, doc.Failures, doc.Errors, doc.Skipped, len(doc.Suites))
	}
	parseSeconds(t, "testsuites", doc.Time)
	for i, want := range []struct {
		name                             string
		tests, failures, errors, skipped int
	}{{"specs/order_spec.lua", 5, 0, 0, 0}, {"specs/hooks_spec.lua", 10, 0, 4, 3}, {"specs/tags_spec.lua", 5, 0, 0, 0}} {
		s := doc.Suites[i]
		if s.Name != want.name || s.Tests != want.tests || s.Failures != want.failures || s.Errors != want.errors ||
			s.Skipped != want.skipped || len(s.Cases) != want.tests {
			t.Errorf("suite %d: %s %d/%d/%d/%d (%d cases); want %+v", i, s.Name, s.Tests, s.Failures, s.Errors, s.Skipped, len(s.Cases), want)
		}
		parseSeconds(t, s.Name, s.Time)
		for _, c := range s.Cases {
			parseSeconds(t, c.Name, c.Time)
			if c.Classname != want.name {
				t.Errorf("%s: classname %q", c.Name, c.Classname)
			}
		}
	}
	hooks := doc.Suites[1].Cases
	if c := hooks[0]; c.Name != "a setup that fails › first" || c.Error == nil || c.Failure != nil || c.Error.Type != "error" ||
		c.Error.Message != "setup failed: specs/hooks_spec.lua:6: no saloon" || c.Error.Text != c.Error.Message {
		t.Errorf("a case with an error: %+v", c)
	}
	if c := hooks[6]; c.Name != "pending › pends inside" || c.Skipped == nil || c.Skipped.Message != "later" || c.Failure != nil || c.Error != nil {
		t.Errorf("a pending case: %+v", c)
	}
	if c := hooks[2]; c.Failure != nil || c.Error != nil || c.Skipped != nil {
		t.Errorf("a passing case: %+v", c)
	}
	if c := doc.Suites[2].Cases[0]; c.SystemOut != "setup saloon\n" {
		t.Errorf("system-out %q, want the setup's print", c.SystemOut)
	}
}

// JSON: the counts, and per test its status, message, tags, output and
// duration in seconds.
func TestSpecJSON(t *testing.T) {
	_, out := runSpec(t, specEngine(t, Options{}), "tags_spec.lua", SpecOptions{Format: SpecFormatJSON, Tags: []string{"slow"}})
	var doc struct {
		Passed, Failed, Pending int
		Seconds                 *float64
		Results                 []struct {
			File, Name, Status, Output string
			OK                         bool
			Tags                       []string
			Seconds                    *float64
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if doc.Passed != 2 || doc.Failed != 0 || doc.Pending != 0 || doc.Seconds == nil || len(doc.Results) != 2 {
		t.Fatalf("report: %+v", doc)
	}
	r := doc.Results[1]
	if r.File != "specs/tags_spec.lua" || r.Name != "street › b #slow" || r.Status != SpecPassed || !r.OK ||
		strings.Join(r.Tags, ",") != "slow" || r.Output != "setup street\n" || r.Seconds == nil || *r.Seconds <= 0 {
		t.Errorf("result: %+v", r)
	}
	if got := strings.Join(doc.Results[0].Tags, ","); got != "unit,slow" {
		t.Errorf("tags of a test in a tagged block: %q, want unit,slow", got)
	}
}
