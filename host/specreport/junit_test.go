package specreport_test

import (
	"encoding/xml"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/twtw/twtw/host/specreport"
)

// JUnit XML byte for byte: a testsuite per file in the order files first
// come, times in seconds with six decimals (a suite's the sum of its
// tests'), a failure's first line as its message and the whole as its text,
// skipped for pending, and what a test printed in system-out.
func TestJUnitText(t *testing.T) {
	_, out := report(t, specreport.FormatJUnit, false, tagged(), 7*time.Millisecond)
	want := `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="twtw test" tests="4" failures="1" errors="0" skipped="1" time="0.007000">
  <testsuite name="specs/tags_spec.lua" tests="3" failures="1" errors="0" skipped="0" time="0.005500">
    <testcase name="saloon #unit › a #fast draw" classname="specs/tags_spec.lua" time="0.001500">
      <system-out>setup saloon&#xA;</system-out>
    </testcase>
    <testcase name="saloon #unit › a #slow reload" classname="specs/tags_spec.lua" time="0.003000"></testcase>
    <testcase name="street › two lines" classname="specs/tags_spec.lua" time="0.001000">
      <failure message="specs/tags_spec.lua:9: expected 1, got 2" type="failure">specs/tags_spec.lua:9: expected 1, got 2&#xA;in the second round</failure>
      <system-out>one&#xA;two&#xA;</system-out>
    </testcase>
  </testsuite>
  <testsuite name="specs/later_spec.lua" tests="1" failures="0" errors="0" skipped="1" time="0.000000">
    <testcase name="c \ d" classname="specs/later_spec.lua" time="0.000000">
      <skipped message="not # yet"></skipped>
    </testcase>
  </testsuite>
</testsuites>
`
	if out != want {
		t.Errorf("JUnit:\n%s\nwant:\n%s", out, want)
	}
}

type junitDoc struct {
	XMLName  xml.Name `xml:"testsuites"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Skipped  int      `xml:"skipped,attr"`
	Time     string   `xml:"time,attr"`
	Suites   []struct {
		Name     string `xml:"name,attr"`
		Tests    int    `xml:"tests,attr"`
		Failures int    `xml:"failures,attr"`
		Skipped  int    `xml:"skipped,attr"`
		Time     string `xml:"time,attr"`
		Cases    []struct {
			Name      string `xml:"name,attr"`
			Classname string `xml:"classname,attr"`
			Time      string `xml:"time,attr"`
			Failure   *struct {
				Message string `xml:"message,attr"`
				Text    string `xml:",chardata"`
			} `xml:"failure"`
			Skipped *struct {
				Message string `xml:"message,attr"`
			} `xml:"skipped"`
			SystemOut string `xml:"system-out"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

func parseSeconds(t *testing.T, what, s string) {
	t.Helper()
	if f, err := strconv.ParseFloat(s, 64); err != nil || f < 0 {
		t.Errorf("%s: time %q is not a duration in seconds", what, s)
	}
}

// JUnit XML as a CI server reads it: one testsuite per spec file with its
// counts, one testcase per test with its time, a failure's message and
// text, skipped for pending, and what the test printed in system-out.
func TestJUnit(t *testing.T) {
	var results []specreport.Result
	for i := range 5 {
		results = append(results, specreport.Result{File: "specs/order_spec.lua", Name: "order › " + strconv.Itoa(i), Duration: time.Millisecond})
	}
	results = append(results, hooksResults()...)
	results = append(results, tagged()[:2]...)
	_, out := report(t, specreport.FormatJUnit, false, results, 50*time.Millisecond)
	if !strings.HasPrefix(out, `<?xml version="1.0" encoding="UTF-8"?>`) {
		t.Errorf("no XML header: %.60s", out)
	}
	var doc junitDoc
	if err := xml.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("not XML: %v\n%s", err, out)
	}
	if doc.Tests != 17 || doc.Failures != 4 || doc.Skipped != 3 || len(doc.Suites) != 3 {
		t.Fatalf("testsuites: %d tests, %d failures, %d skipped, %d suites; want 17, 4, 3, 3", doc.Tests, doc.Failures, doc.Skipped, len(doc.Suites))
	}
	parseSeconds(t, "testsuites", doc.Time)
	for i, want := range []struct {
		name                     string
		tests, failures, skipped int
	}{{"specs/order_spec.lua", 5, 0, 0}, {"specs/hooks_spec.lua", 10, 4, 3}, {"specs/tags_spec.lua", 2, 0, 0}} {
		s := doc.Suites[i]
		if s.Name != want.name || s.Tests != want.tests || s.Failures != want.failures || s.Skipped != want.skipped || len(s.Cases) != want.tests {
			t.Errorf("suite %d: %s %d/%d/%d (%d cases); want %+v", i, s.Name, s.Tests, s.Failures, s.Skipped, len(s.Cases), want)
		}
		parseSeconds(t, s.Name, s.Time)
		for _, c := range s.Cases {
			parseSeconds(t, c.Name, c.Time)
			if c.Classname != want.name {
				t.Errorf("%s: classname %q", c.Name, c.Classname)
			}
		}
	}
	if got := doc.Suites[0].Time; got != "0.005000" {
		t.Errorf("a suite's time %q, want the sum of its tests' 0.005000", got)
	}
	hooks := doc.Suites[1].Cases
	if c := hooks[0]; c.Name != "a setup that fails › first" || c.Failure == nil ||
		c.Failure.Message != "setup failed: specs/hooks_spec.lua:6: no saloon" || c.Failure.Text != c.Failure.Message {
		t.Errorf("a failed case: %+v", c)
	}
	if c := hooks[6]; c.Name != "pending › pends inside" || c.Skipped == nil || c.Skipped.Message != "later" || c.Failure != nil {
		t.Errorf("a pending case: %+v", c)
	}
	if c := hooks[2]; c.Failure != nil || c.Skipped != nil {
		t.Errorf("a passing case: %+v", c)
	}
	if c := doc.Suites[2].Cases[0]; c.SystemOut != "setup saloon\n" {
		t.Errorf("system-out %q, want the test's print", c.SystemOut)
	}
}
