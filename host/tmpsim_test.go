package host

import (
	"context"
	"os"
	"strconv"
	"testing"
)

func TestTmpSim(t *testing.T) {
	w, _ := strconv.Atoi(os.Getenv("TMPW"))
	if w == 0 {
		t.Skip()
	}
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	sc, _ := BuiltinScenario("", "duel")
	n := 0
	err = Simulate(context.Background(), sc, []*Engine{e}, SimOptions{Runs: 2000, Workers: w}, func(seed uint64, outs []Outcome) error { n++; return nil })
	if err != nil || n != 2000 {
		t.Fatal(err, n)
	}
}
