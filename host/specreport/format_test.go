package specreport_test

import (
	"strings"
	"testing"
	"time"

	"github.com/twtw/twtw/host/specreport"
)

const tags = "specs/tags_spec.lua"

// tagged are results whose names hold "#" (a TAP directive) and that
// printed, a multi-line failed assertion and a pending test in another file.
func tagged() []specreport.Result {
	return []specreport.Result{
		{File: tags, Name: "saloon #unit › a #fast draw", Tags: []string{"unit", "fast"}, Output: "setup saloon\n", Duration: 1500 * time.Microsecond},
		{File: tags, Name: "saloon #unit › a #slow reload", Tags: []string{"unit", "slow"}, Duration: 3 * time.Millisecond},
		{File: tags, Name: "street › two lines", Output: "one\ntwo\n", Status: specreport.Failed, Err: "specs/tags_spec.lua:9: expected 1, got 2\nin the second round", Duration: time.Millisecond},
		{File: "specs/later_spec.lua", Name: "c \\ d", Status: specreport.Pending, Pending: "not # yet", Duration: 0},
	}
}

// The text report: what tests printed as they ran (with verbose a line per
// test), then the pending tests, the failures (FAIL) and errors (ERROR),
// each message's lines indented under its test, and the summary last.
func TestText(t *testing.T) {
	_, out := report(t, specreport.FormatText, false, hooksResults(), time.Second)
	want := `PEND specs/hooks_spec.lua › pending › a pending test
     pending
PEND specs/hooks_spec.lua › pending › a test without a body
     not written yet
PEND specs/hooks_spec.lua › pending › pends inside
     later
ERROR specs/hooks_spec.lua › a setup that fails › first
     setup failed: specs/hooks_spec.lua:6: no saloon
ERROR specs/hooks_spec.lua › a setup that fails › second
     setup failed: specs/hooks_spec.lua:6: no saloon
ERROR specs/hooks_spec.lua › a teardown that fails › teardown
     specs/hooks_spec.lua:12: door stuck
ERROR specs/hooks_spec.lua › an error while declaring
     specs/hooks_spec.lua:28: bad describe
3 passed, 4 failed (4 errors), 3 pending
`
	if out != want {
		t.Errorf("text:\n%s\nwant:\n%s", out, want)
	}
	if _, def := report(t, "", false, hooksResults(), time.Second); def != want {
		t.Errorf("the default format is not text:\n%s", def)
	}
	_, out = report(t, specreport.FormatText, true, tagged(), time.Second)
	want = `setup saloon
ok   specs/tags_spec.lua › saloon #unit › a #fast draw
ok   specs/tags_spec.lua › saloon #unit › a #slow reload
one
two
FAIL specs/tags_spec.lua › street › two lines
PEND specs/later_spec.lua › c \ d
PEND specs/later_spec.lua › c \ d
     not # yet
FAIL specs/tags_spec.lua › street › two lines
     specs/tags_spec.lua:9: expected 1, got 2
     in the second round
2 passed, 1 failed, 1 pending
`
	if out != want {
		t.Errorf("verbose text:\n%s\nwant:\n%s", out, want)
	}
}

// The text report shows no durations: the same results in other times give
// the same text.
func TestTextHasNoDurations(t *testing.T) {
	_, first := report(t, specreport.FormatText, true, tagged(), time.Second)
	slow := tagged()
	for i := range slow {
		slow[i].Duration += time.Minute
	}
	if _, second := report(t, specreport.FormatText, true, slow, time.Hour); first != second {
		t.Errorf("durations change the text:\n%s\n---\n%s", first, second)
	}
}

// In TAP a "#" in a name or a pending message is escaped (it would start a
// directive), and so is "\"; what a test prints becomes "# " comment lines
// before its own line, and a message of several lines stays in its block.
func TestTAPEscapesAndOutput(t *testing.T) {
	_, out := report(t, specreport.FormatTAP, true, tagged(), time.Second)
	want := `TAP version 13
# setup saloon
ok 1 - specs/tags_spec.lua › saloon \#unit › a \#fast draw
ok 2 - specs/tags_spec.lua › saloon \#unit › a \#slow reload
# one
# two
not ok 3 - specs/tags_spec.lua › street › two lines
  ---
  message: |2
    specs/tags_spec.lua:9: expected 1, got 2
    in the second round
  ...
ok 4 - specs/later_spec.lua › c \\ d # SKIP not \# yet
1..4
# 2 passed, 1 failed, 1 pending
`
	if out != want {
		t.Errorf("TAP:\n%s\nwant:\n%s", out, want)
	}
}

// TAP's failure message is a YAML block scalar, which may hold no control
// character but tab and newline: one in a message, a name or what a test
// printed is written as U+FFFD (as JUnit's XML writes it), a byte that is
// not UTF-8 too, and a carriage return goes.
func TestTAPWritesNoControlCharacters(t *testing.T) {
	rs := []specreport.Result{{File: "specs/x_spec.lua", Name: "a\x1bb", Output: "c\x01d\r\n",
		Err: "specs/x_spec.lua:3: msg with \x01 ctrl\tand \xff tab"}}
	_, out := report(t, specreport.FormatTAP, true, rs, time.Second)
	want := "TAP version 13\n# c\ufffdd\nnot ok 1 - specs/x_spec.lua › a\ufffdb\n  ---\n  message: |2\n" +
		"    specs/x_spec.lua:3: msg with \ufffd ctrl\tand \ufffd tab\n  ...\n1..1\n# 0 passed, 1 failed (1 error)\n"
	if out != want {
		t.Errorf("TAP:\n%q\nwant:\n%q", out, want)
	}
	// a message whose first line starts with spaces, and a line separator
	rs = []specreport.Result{{File: "specs/x_spec.lua", Name: "b", Err: "   indented\u2028first"}}
	_, out = report(t, specreport.FormatTAP, true, rs, time.Second)
	if want := "  message: |2\n       indented\ufffdfirst\n  ...\n"; !strings.Contains(out, want) {
		t.Errorf("TAP:\n%q\nwant it to hold %q", out, want)
	}
}

// JSON: the counts, and per test its status, message, tags, output and
// duration in seconds, and the run's duration.
func TestJSON(t *testing.T) {
	_, out := report(t, specreport.FormatJSON, false, tagged()[1:3], 7*time.Millisecond)
	want := `{
  "passed": 1,
  "failed": 1,
  "errors": 0,
  "pending": 0,
  "results": [
    {
      "file": "specs/tags_spec.lua",
      "name": "saloon #unit › a #slow reload",
      "ok": true,
      "status": "passed",
      "tags": [
        "unit",
        "slow"
      ],
      "seconds": 0.003
    },
    {
      "file": "specs/tags_spec.lua",
      "name": "street › two lines",
      "ok": false,
      "status": "failed",
      "error": "specs/tags_spec.lua:9: expected 1, got 2\nin the second round",
      "output": "one\ntwo\n",
      "seconds": 0.001
    }
  ],
  "seconds": 0.007
}
`
	if out != want {
		t.Errorf("JSON:\n%s\nwant:\n%s", out, want)
	}
}

// A run in which no test ran (a filter that matched nothing) is still the
// whole document, with an empty list of results, not null.
func TestJSONNoResults(t *testing.T) {
	_, out := report(t, specreport.FormatJSON, false, nil, 2*time.Millisecond)
	want := `{
  "passed": 0,
  "failed": 0,
  "errors": 0,
  "pending": 0,
  "results": [],
  "seconds": 0.002
}
`
	if out != want {
		t.Errorf("JSON:\n%s\nwant:\n%s", out, want)
	}
}
