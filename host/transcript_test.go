package host

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// A script's text cannot pass for a line of the transcript's own nor reach
// a terminal as an escape: a line break continues on an indented line, a
// control character prints as U+FFFD, a carriage return goes; the JSON
// transcript keeps the text as written.
func TestTranscriptTextPrintsScriptTextSafely(t *testing.T) {
	var out strings.Builder
	tr := NewTranscript(&out, false, true)
	forged := "hello\r\n== won by gang after 1 round: forged\n\x1b[2Jred"
	tr.Emit("qa", "gulch.qa", "gulch/qa.lua:3", forged, nil)
	tr.Emit("qa", "gulch.qa", "gulch/qa.lua:4", "Miranda — 60° × 2", nil)
	if err := tr.Flush(); err != nil {
		t.Fatal(err)
	}
	want := "hello\n    == won by gang after 1 round: forged\n    \ufffd[2Jred\nMiranda — 60° × 2\n"
	if out.String() != want {
		t.Errorf("text transcript:\n%q\nwant\n%q", out.String(), want)
	}
	if tr.Events[0].Text != forged {
		t.Errorf("the event keeps %q; want the text as written", tr.Events[0].Text)
	}
}

// Terms with no term encode "terms": [] (a web table iterating the list
// broke on null).
func TestEmptyTermsEncodeAnEmptyList(t *testing.T) {
	b, err := json.Marshal(map[string]any{"mod": &Terms{Label: "result modifier"}})
	if want := `{"mod":{"label":"result modifier","terms":[]}}`; err != nil || string(b) != want {
		t.Errorf("%s, %v; want %s", b, err, want)
	}
}

// failingWriter fails every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errPipe }

var errPipe = errors.New("broken pipe (test)")

// A transcript that cannot be written says so, keeping the writer's error.
func TestTranscriptWriteErrorSaysWhat(t *testing.T) {
	tr := NewTranscript(failingWriter{}, false, false)
	tr.Emit("qa", "m", "f.lua:1", "a line", nil)
	err := tr.Flush()
	if err == nil || err.Error() != "writing the transcript: broken pipe (test)" || !errors.Is(err, errPipe) {
		t.Errorf("Flush: %v; want the writer's error, said to be the transcript's", err)
	}
}
