package host

import (
	"context"
	"errors"
	"testing"
)

// endsAfterFirstLook is a context that is live the first time it is asked
// and past its deadline after: one that ends while New compiles.
type endsAfterFirstLook struct {
	context.Context
	looks int
}

func (c *endsAfterFirstLook) Err() error {
	c.looks++
	if c.looks > 1 {
		return context.DeadlineExceeded
	}
	return nil
}

// A context that ends while the scripts compile (which nothing interrupts)
// stops NewContext before any script runs, with the "not started" error of
// a context that had ended before: it named the first module file it was
// to run, a built-in house rule that was not even on, as the one that ran
// out of time.
func TestNewContextEndedWhileCompiling(t *testing.T) {
	_, err := NewContext(&endsAfterFirstLook{Context: context.Background()}, Options{})
	var le *LoadError
	if err == nil || err.Error() != "not started: context deadline exceeded" || !errors.Is(err, context.DeadlineExceeded) || errors.As(err, &le) {
		t.Errorf("NewContext: %v (%T); want \"not started: context deadline exceeded\", no *LoadError", err, err)
	}
}

// A nil context reads as context.Background() in every method that takes
// one: Simulate had failed in a goroutine of its own, where no recover of
// the caller's could catch it.
func TestNilContextIsBackground(t *testing.T) {
	e, err := NewContext(nil, Options{}) //nolint:staticcheck // the nil context is the test
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	rep, err := e.Simulate(nil, nil, SimOptions{Runs: 3}) //nolint:staticcheck // the nil context is the test
	if err != nil || rep == nil || len(rep.Variants) != 1 || rep.Variants[0].Tally.Fights != 3 {
		t.Fatalf("Simulate(nil): %v, %+v; want 3 fights", err, rep)
	}
	res, err := e.Fight(nil, nil, FightOptions{Seed: 1}) //nolint:staticcheck // the nil context is the test
	if err != nil || res.Winner == "" {
		t.Errorf("Fight(nil): %v, %+v", err, res)
	}
	if _, err := e.Explain(nil, nil, ExplainOptions{}); err != nil { //nolint:staticcheck // the nil context is the test
		t.Errorf("Explain(nil): %v", err)
	}
	if err := e.CheckScenario(nil, nil); err != nil { //nolint:staticcheck // the nil context is the test
		t.Errorf("CheckScenario(nil): %v", err)
	}
	if rep := e.RunSpecs(nil, e.SpecPaths("optional/bumps_spec.lua"), nil); rep.Passed == 0 || rep.Errors+rep.Failed != 0 { //nolint:staticcheck // the nil context is the test
		t.Errorf("RunSpecs(nil): %d passed, %d failed, %d errors; want every bumps spec to pass", rep.Passed, rep.Failed, rep.Errors)
	}
}

// A plan refused with no campaign file to locate it in names, as the
// *InputError's Field, what the Options selected that it is about: the
// option ("bleeding.heavy") or the module. It was "" (a campaign file's
// refusal names its field and line).
func TestRefusedSelectionNamesItsField(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts Options
		want string
	}{
		{"unknown module", Options{Enable: []Enable{{Name: "bleding"}}}, "bleding"},
		{"option of the wrong type", Options{Enable: []Enable{{Name: "bleeding", Options: map[string]any{"heavy": "two"}}}}, "bleeding.heavy"},
		{"unknown option", Options{Enable: []Enable{{Name: "bleeding", Options: map[string]any{"hevy": int64(1)}}}}, "bleeding.hevy"},
	} {
		e, err := New(tc.opts)
		if err == nil {
			e.Close()
			t.Errorf("%s: New accepted it", tc.name)
			continue
		}
		var ie *InputError
		if !errors.As(err, &ie) || ie.Field != tc.want || ie.File != "" {
			t.Errorf("%s: %T %v, field %q; want an *InputError of field %q", tc.name, err, err, fieldOf(ie), tc.want)
		}
	}
}
