package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress is a progress bar with an ETA on stderr when stderr is a
// terminal, and nothing otherwise (pipes and CI logs stay clean).
type progress struct {
	bar *progressbar.ProgressBar
}

func newProgress(w io.Writer, seeds, variants int) *progress {
	if !isTerminal(w) {
		return &progress{}
	}
	desc := fmt.Sprintf("%d seeds", seeds)
	if variants > 1 {
		desc = fmt.Sprintf("%d seeds × %d variants", seeds, variants)
	}
	return &progress{bar: progressbar.NewOptions(seeds,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(desc),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("seeds"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSetWidth(30),
	)}
}

// set shows the number of seeds done.
func (p *progress) set(done, _ int) {
	if p.bar != nil {
		_ = p.bar.Set(done)
	}
}

// finish clears the bar.
func (p *progress) finish() {
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}

// isTerminal says whether w is a terminal (not a file, pipe or /dev/null).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
