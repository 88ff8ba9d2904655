package specreport_test

import (
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

// A spec file that could not be loaded is a JUnit error (it did not run),
// counted in errors, not failures, in its suite and the document; a test
// that ran and failed an assertion stays a failure.
func TestJUnitLoadingIsAnError(t *testing.T) {
	results := []specreport.Result{
		{File: "specs/broken_spec.lua", Name: specreport.Loading, Err: "specs/broken_spec.lua:4: syntax error at end of file"},
		{File: "specs/ok_spec.lua", Name: "a › fails", Status: specreport.Failed, Err: "specs/ok_spec.lua:2: expected 1, got 2", Duration: time.Millisecond},
	}
	_, out := report(t, specreport.FormatJUnit, false, results, 2*time.Millisecond)
	want := `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="twtw test" tests="2" failures="1" errors="1" skipped="0" time="0.002000">
  <testsuite name="specs/broken_spec.lua" tests="1" failures="0" errors="1" skipped="0" time="0.000000">
    <testcase name="(loading)" classname="specs/broken_spec.lua" time="0.000000">
      <error message="specs/broken_spec.lua:4: syntax error at end of file" type="error">specs/broken_spec.lua:4: syntax error at end of file</error>
    </testcase>
  </testsuite>
  <testsuite name="specs/ok_spec.lua" tests="1" failures="1" errors="0" skipped="0" time="0.001000">
    <testcase name="a › fails" classname="specs/ok_spec.lua" time="0.001000">
      <failure message="specs/ok_spec.lua:2: expected 1, got 2" type="failure">specs/ok_spec.lua:2: expected 1, got 2</failure>
    </testcase>
  </testsuite>
</testsuites>
`
	if out != want {
		t.Errorf("JUnit:\n%s\nwant:\n%s", out, want)
	}
}
