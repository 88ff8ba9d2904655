package host

import (
	"bytes"
	"context"
	"errors"
	"math"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// body:heal with a negative amount added wounds (and past five wrapped the
// 8-bit count); gain_ct and lose_ct with a negative amount did the opposite
// of their names unseen. Amounts are whole numbers 0 or more.
func TestBodyAmountsAreNotNegative(t *testing.T) {
	spec := `local twtw = require("twtw")
describe("body amounts", function()
  it("refuses negative and fractional amounts", function()
    local b = twtw.damage.body(10)
    assert.error(function() b:heal("head", -3) end, "heal: want a whole number 0 or more, got -3")
    assert.error(function() b:heal("head", 1.5) end, "heal: want a whole number 0 or more, got 1.5")
    assert.error(function() b:gain_ct(-2) end, "gain_ct: want a whole number 0 or more, got -2")
    assert.error(function() b:lose_ct(-2) end, "lose_ct: want a whole number 0 or more, got -2")
    assert.equal(0, b:wounds("head"))
    assert.equal(10, b:ct())
  end)
  it("still heals, loses and gains", function()
    local b = twtw.damage.body(10)
    b:apply("head", 3, 0)
    assert.equal(1, b:heal("head", 2))
    b:lose_ct(4) b:gain_ct(1)
    assert.equal(7, b:ct())
  end)
end)
`
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(map[string]string{"t/body_spec.lua": spec})}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var out bytes.Buffer
	if rep := e.RunSpecs(context.Background(), []string{"t/body_spec.lua"}, &out); rep.Passed != 2 || rep.Failed != 0 {
		t.Errorf("%d passed, %d failed:\n%s", rep.Passed, rep.Failed, out.String())
	}
}

// sim's seeds are FirstSeed .. FirstSeed+Runs-1: past the largest seed they
// wrapped around to 0 silently.
func TestSimulateRefusesSeedsPastTheLast(t *testing.T) {
	e, sc := duelEngine(t, Options{})
	_, err := e.Simulate(context.Background(), sc, SimOptions{Runs: 2, FirstSeed: math.MaxUint64})
	var ie *InputError
	if !errors.As(err, &ie) || err.Error() != "seeds 18446744073709551615 and 1 more would pass 18446744073709551615, the largest seed: choose a smaller first seed" {
		t.Errorf("Simulate past the last seed = %v", err)
	}
	st, err := e.Simulate(context.Background(), sc, SimOptions{Runs: 2, FirstSeed: math.MaxUint64 - 1})
	if err != nil || st.Runs != 2 {
		t.Errorf("Simulate up to the last seed = %v, %v", st, err)
	}
}
