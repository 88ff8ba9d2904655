package specreport_test

import (
	"fmt"
	"os"
	"time"

	"github.com/twtw/twtw/host/specreport"
)

// reportTwo reports two results of a spec file, one passing and one
// failing an assertion, in format on standard output; the run took d.
func reportTwo(format string, verbose bool, d time.Duration) {
	rp, err := specreport.NewReporter(os.Stdout, format, verbose)
	if err != nil {
		fmt.Println(err)
		return
	}
	rep := &specreport.Report{}
	rp.Start()
	for _, r := range []specreport.Result{
		{File: "rules/ranged_spec.lua", Name: "ranged › point blank", Duration: 2 * time.Millisecond},
		{File: "rules/ranged_spec.lua", Name: "ranged › long range", Status: specreport.Failed, Err: "rules/ranged_spec.lua:14: expected 9, got 11", Duration: 3 * time.Millisecond},
	} {
		rp.Result(rep.Add(r))
	}
	rep.Duration = d
	if err := rp.Finish(rep); err != nil {
		fmt.Println(err)
	}
}

// Two results of a spec file, one passing and one failing, reported as
// text with a line per test: the failure comes again at the end with its
// message, then the summary.
func Example() {
	reportTwo(specreport.FormatText, true, 0)
	// Output:
	// ok   rules/ranged_spec.lua › ranged › point blank
	// FAIL rules/ranged_spec.lua › ranged › long range
	// FAIL rules/ranged_spec.lua › ranged › long range
	//      rules/ranged_spec.lua:14: expected 9, got 11
	// 1 passed, 1 failed
}

// The same two results as JUnit XML, the format CI servers read: a
// testsuite per spec file, a testcase per test with its time in seconds.
func Example_junit() {
	reportTwo(specreport.FormatJUnit, false, 6*time.Millisecond)
	// Output:
	// <?xml version="1.0" encoding="UTF-8"?>
	// <testsuites name="twtw test" tests="2" failures="1" errors="0" skipped="0" time="0.006000">
	//   <testsuite name="rules/ranged_spec.lua" tests="2" failures="1" errors="0" skipped="0" time="0.005000">
	//     <testcase name="ranged › point blank" classname="rules/ranged_spec.lua" time="0.002000"></testcase>
	//     <testcase name="ranged › long range" classname="rules/ranged_spec.lua" time="0.003000">
	//       <failure message="rules/ranged_spec.lua:14: expected 9, got 11" type="failure">rules/ranged_spec.lua:14: expected 9, got 11</failure>
	//     </testcase>
	//   </testsuite>
	// </testsuites>
}
