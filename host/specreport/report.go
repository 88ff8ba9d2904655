package specreport

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// The status of a Result. A test that did not pass has Failed when a
// failed assertion stopped it (an expectation the code did not meet) and
// Errored when anything else did (a Lua error, a deadline, a file that did
// not load): JUnit XML's failure and error.
const (
	Passed  = "passed"
	Failed  = "failed"
	Errored = "error"
	Pending = "pending"
)

// Loading is the Name of the result of a spec file that could not be loaded
// (a syntax error, rules that do not set up, no tests). Such a result is an
// error (Errored): it fails the run, and JUnit XML counts it among the
// errors, as a CI server tells a test that ran and failed from one that
// could not run.
const Loading = "(loading)"

// Result is the outcome of one test (an `it`), or of a spec file that could
// not be loaded or a teardown that failed (the host names those "(loading)",
// "… › teardown").
type Result struct {
	// File is the spec's script path, as the scripts load it and errors
	// name it ("my_rules/gm_spec.lua").
	File string `json:"file"`
	// Path is the spec's file on disk as its folder was named
	// ("my.rules/gm_spec.lua"), or "" for a built-in spec: what a CI server
	// links a result to.
	Path string `json:"path,omitempty"`
	// Name is the test's path: its describe blocks' names and its own, joined by " › ".
	Name string `json:"name"`
	// OK is false for a failure or an error only (a pending test is OK).
	OK bool `json:"ok"`
	// Status is Passed, Failed (a failed assertion), Errored (any other
	// error) or Pending.
	Status string `json:"status"`
	// Err is the message of a failure or an error, "file:line: message"
	// when the line is known.
	Err string `json:"error,omitempty"`
	// FaultFile and FaultLine locate on disk an error raised in a script
	// other than the spec (a module beside it whose setup failed): the file
	// as Path names a spec's (its load path for a built-in one), and the
	// line; "" and 0 otherwise. Err begins with the script's file:line as it
	// loads.
	FaultFile string `json:"-"`
	FaultLine int    `json:"-"`
	// Pending is a pending test's message.
	Pending string `json:"pending,omitempty"`
	// Tags are the #tags in the test's path, without the "#".
	Tags []string `json:"tags,omitempty"`
	// Output is what the test printed.
	Output string `json:"output,omitempty"`
	// Duration is the wall-clock time of the test with its hooks.
	Duration time.Duration `json:"-"`
}

// folders returns the folder File loads under and the folder on disk it
// is, each with its trailing "/" ("my_rules/", "my.rules/"; "./" for the
// working folder): File's first folder, and what is left of Path without
// the path after it. Two equal strings when there is no Path, when File
// has no folder, or when Path does not end with the rest of File.
func (r Result) folders() (load, disk string) {
	if r.Path == "" {
		return "", ""
	}
	f := strings.Split(r.File, "/")
	p := strings.Split(filepath.ToSlash(r.Path), "/")
	for len(f) > 1 && len(p) > 0 && f[len(f)-1] == p[len(p)-1] {
		f, p = f[:len(f)-1], p[:len(p)-1]
	}
	if len(f) != 1 {
		return "", "" // Path is not File's folder mounted under a name
	}
	if len(p) == 0 {
		return f[0] + "/", "./"
	}
	return f[0] + "/", strings.Join(p, "/") + "/"
}

// onDisk says, for the results that did not pass, which folder on
// disk each folder their specs load under is, when the two differ
// ("my_rules/ is my.rules/ on disk"), each once, sorted: the text and TAP
// reports name files as the scripts and their errors do (the load path),
// and this line tells a person which file to open.
func (rep *Report) onDisk() []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range rep.Results {
		if r.Status == Passed {
			continue
		}
		if load, disk := r.folders(); load != disk {
			if line := load + " is " + disk + " on disk"; !seen[line] {
				seen[line] = true
				out = append(out, line)
			}
		}
	}
	sort.Strings(out)
	return out
}

// MarshalJSON adds the duration in seconds ("seconds").
func (r Result) MarshalJSON() ([]byte, error) {
	type plain Result
	return json.Marshal(struct {
		plain
		Seconds float64 `json:"seconds"`
	}{plain(r), r.Duration.Seconds()})
}

// Report sums up a spec run. Failed counts the failed assertions, Errors
// the other errors.
type Report struct {
	Passed  int      `json:"passed"`
	Failed  int      `json:"failed"`
	Errors  int      `json:"errors"`
	Pending int      `json:"pending"`
	Results []Result `json:"results"`
	// Duration is the wall-clock time of the whole run.
	Duration time.Duration `json:"-"`
}

// MarshalJSON adds the duration in seconds ("seconds"); a run without
// results has "results": [], not null.
func (r Report) MarshalJSON() ([]byte, error) {
	type plain Report
	if r.Results == nil {
		r.Results = []Result{}
	}
	return json.Marshal(struct {
		plain
		Seconds float64 `json:"seconds"`
	}{plain(r), r.Duration.Seconds()})
}

// Add files a result and counts it: a result with status Failed (the
// host's mark of a failed assertion) has failed; one with an error (Err)
// is an error (Errored) whatever other status it has, and so is one with
// status Errored; one with status Pending is pending; any other has
// passed. It sets the result's Status and OK and returns it as filed.
func (r *Report) Add(res Result) Result {
	switch {
	case res.Status == Failed:
		r.Failed++
	case res.Err != "" || res.Status == Errored:
		res.Status = Errored
		r.Errors++
	case res.Status == Pending:
		r.Pending++
	default:
		res.Status = Passed
		r.Passed++
	}
	res.OK = res.Status != Failed && res.Status != Errored
	r.Results = append(r.Results, res)
	return res
}

// Summary is the closing line of a text report: "N passed, N failed", the
// failed counting every test that neither passed nor is pending, with
// " (1 error)" (" (N errors)") saying how many of them raised an error
// rather than failed an assertion, and ", N pending" when tests are pending.
// Decided here: "failed" keeps the meaning it had before errors were told
// apart, so a CI script reading "0 failed" still reads every test that did
// not pass; JUnit and --json count the two apart.
func (r *Report) Summary() string {
	s := fmt.Sprintf("%d passed, %d failed", r.Passed, r.Failed+r.Errors)
	if r.Errors == 1 {
		s += " (1 error)"
	} else if r.Errors > 1 {
		s += fmt.Sprintf(" (%d errors)", r.Errors)
	}
	if r.Pending > 0 {
		s += fmt.Sprintf(", %d pending", r.Pending)
	}
	return s
}
