package host

import (
	"io"

	"github.com/twtw/twtw/host/specreport"
)

// The status of a SpecResult.
const (
	SpecPassed  = specreport.Passed
	SpecFailed  = specreport.Failed
	SpecErrored = specreport.Errored
	SpecPending = specreport.Pending
)

// SpecResult is the outcome of one test (an `it`), or of a spec file that
// could not be loaded or a teardown that failed (Name SpecLoading, "… ›
// teardown"): see specreport.Result.
type SpecResult = specreport.Result

// SpecReport sums up a spec run: the counts, each result and the run's
// duration; its Summary is the text report's closing line. See
// specreport.Report.
type SpecReport = specreport.Report

// The formats RunSpecsWith writes.
const (
	SpecFormatText  = specreport.FormatText
	SpecFormatTAP   = specreport.FormatTAP
	SpecFormatJUnit = specreport.FormatJUnit
	SpecFormatJSON  = specreport.FormatJSON
)

// SpecFormats lists the report formats of RunSpecsWith.
func SpecFormats() []string { return specreport.Formats() }

// newSpecReporter is the reporter of o's format writing to out; an unknown
// format is an *InputError.
func newSpecReporter(o SpecOptions, out io.Writer) (specreport.Reporter, error) {
	rp, err := specreport.NewReporter(out, o.Format, o.Verbose)
	if err != nil {
		return nil, &InputError{Err: err}
	}
	return rp, nil
}
