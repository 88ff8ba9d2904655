package main

import (
	"runtime/debug"
	"testing"
)

// sim and coverage collect garbage at 400 % heap growth unless GOGC says
// otherwise.
func TestManyFightsGC(t *testing.T) {
	old := debug.SetGCPercent(100)
	defer debug.SetGCPercent(old)
	t.Setenv("GOGC", "")
	manyFightsGC()
	if got := debug.SetGCPercent(100); got != 400 {
		t.Errorf("GOGC unset: GC percent %d, want 400", got)
	}
	t.Setenv("GOGC", "50")
	manyFightsGC()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("GOGC=50: the command changed the GC percent to %d", got)
	}
}
