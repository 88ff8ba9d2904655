package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"
	"golang.org/x/term"
)

// progress is a progress bar with an ETA on stderr when stderr is a
// terminal, and nothing otherwise (pipes and CI logs stay clean). It uses
// vbauerster/mpb, which, unlike a bar library that also meters HTTP
// downloads, links no net/http: every twtw command pays for what the binary
// links before main runs, and that was about 6 ms of each start-up.
type progress struct {
	p   *mpb.Progress
	bar *mpb.Bar
}

func newProgress(w io.Writer, seeds, variants int) *progress {
	if !isTerminal(w) {
		return &progress{}
	}
	desc := fmt.Sprintf("%d seeds", seeds)
	if variants > 1 {
		desc = fmt.Sprintf("%d seeds × %d variants", seeds, variants)
	}
	p := mpb.New(mpb.WithOutput(w), mpb.WithWidth(30), mpb.WithRefreshRate(100*time.Millisecond))
	bar := p.AddBar(int64(seeds), mpb.BarRemoveOnComplete(),
		mpb.PrependDecorators(decor.Name(desc+" "), decor.CountersNoUnit("%d/%d")),
		mpb.AppendDecorators(decor.Percentage(decor.WCSyncSpace), decor.AverageSpeed(0, " %.0f seeds/s"),
			decor.Name(" ETA "), decor.AverageETA(decor.ET_STYLE_GO)),
	)
	return &progress{p: p, bar: bar}
}

// set shows the number of seeds done.
func (p *progress) set(done, _ int) {
	if p.bar != nil {
		p.bar.SetCurrent(int64(done))
	}
}

// finish clears the bar, also when the sim stopped before its last seed.
func (p *progress) finish() {
	if p.bar == nil {
		return
	}
	p.bar.Abort(true) // nothing when the bar is complete: it removes itself
	p.p.Wait()
}

// isTerminal says whether w is a terminal (not a file, pipe or /dev/null).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
