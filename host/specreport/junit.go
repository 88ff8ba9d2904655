package specreport

import (
	"encoding/xml"
	"fmt"
	"strings"
	"time"
)

// The JUnit XML document: one testsuite per spec file, one testcase per
// test, as CI servers (Jenkins, GitLab, GitHub's test reporters) read it.
// Suites and cases are named by the script path (Result.File); their file
// attribute is the file on disk (Result.Path), when there is one.
type junitSuites struct {
	XMLName xml.Name `xml:"testsuites"`
	Name    string   `xml:"name,attr"`
	junitCounts
	Suites []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name string `xml:"name,attr"`
	File string `xml:"file,attr,omitempty"` // on disk, for a CI server's links
	junitCounts
	Cases    []junitCase `xml:"testcase"`
	duration time.Duration
}

// junitCounts are the attributes the document and each suite carry.
type junitCounts struct {
	Tests    int    `xml:"tests,attr"`
	Failures int    `xml:"failures,attr"`
	Errors   int    `xml:"errors,attr"`
	Skipped  int    `xml:"skipped,attr"`
	Time     string `xml:"time,attr"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	File      string        `xml:"file,attr,omitempty"`
	Time      string        `xml:"time,attr"`
	Failure   *junitMessage `xml:"failure,omitempty"`
	Error     *junitMessage `xml:"error,omitempty"`
	Skipped   *junitMessage `xml:"skipped,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitMessage struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr,omitempty"`
	Text    string `xml:",chardata"`
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.6f", d.Seconds()) }

// firstLine is a message's first line, for the message attribute.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// junitReporter writes the report as JUnit XML at the end.
type junitReporter struct{ w *writer }

func (j *junitReporter) Start()        {}
func (j *junitReporter) Result(Result) {}

func (j *junitReporter) Finish(rep *Report) error {
	doc := junitDocument(rep)
	j.w.printf("%s", xml.Header)
	enc := xml.NewEncoder(j.w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("%s: %w", FormatJUnit, err)
	}
	j.w.printf("\n")
	return j.w.done(FormatJUnit)
}

// junitDocument groups the results by file, in the order files first come,
// and sums each suite's counts and time and the document's counts. A failed
// assertion is a failure; any other error (a Lua error, a spec file that
// could not be loaded), an error.
func junitDocument(rep *Report) junitSuites {
	doc := junitSuites{Name: "twtw test", junitCounts: junitCounts{Time: seconds(rep.Duration)}}
	index := map[string]int{}
	for _, r := range rep.Results {
		i, ok := index[r.File]
		if !ok {
			i = len(doc.Suites)
			index[r.File] = i
			doc.Suites = append(doc.Suites, junitSuite{Name: r.File, File: r.Path})
		}
		s := &doc.Suites[i]
		c := junitCase{Name: r.Name, Classname: r.File, File: r.Path, Time: seconds(r.Duration), SystemOut: r.Output}
		switch r.Status {
		case Failed:
			c.Failure = &junitMessage{Message: firstLine(r.Err), Type: "failure", Text: r.Err}
			s.Failures++
		case Errored:
			c.Error = &junitMessage{Message: firstLine(r.Err), Type: "error", Text: r.Err}
			s.Errors++
		case Pending:
			c.Skipped = &junitMessage{Message: r.Pending}
			s.Skipped++
		}
		s.Tests++
		s.duration += r.Duration
		s.Cases = append(s.Cases, c)
	}
	for i := range doc.Suites {
		s := &doc.Suites[i]
		s.Time = seconds(s.duration)
		doc.Tests += s.Tests
		doc.Failures += s.Failures
		doc.Errors += s.Errors
		doc.Skipped += s.Skipped
	}
	return doc
}
