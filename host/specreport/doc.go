// Package specreport is the report of a spec run, what `twtw test` prints:
// the result of each test (Result), their sum (Report, with its closing
// Summary line), and the Reporter that writes them as they come in one of
// the Formats — text, TAP version 13, JUnit XML or JSON.
//
// It is pure Go: it runs no spec and knows no Lua. The host runs each spec
// file in its own VM and hands every result to Report.Add and then to the
// Reporter, and the whole report to Reporter.Finish at the end.
package specreport
