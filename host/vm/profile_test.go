package vm

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
	"time"

	lua "github.com/yuin/gopher-lua"
)

// spinScript spends its time in spin (defined on line 1), called by outer
// (line 6) from the main chunk (no tail calls: a tail call replaces its
// caller's frame).
const spinScript = `local function spin(n)
  local x = 0
  for i = 1, n do x = x + i % 7 end
  return x
end
local function outer(n)
  local x = spin(n)
  return x
end
local x = outer(...)
return x`

// profileSpin runs spinScript under a profiler until it has enough samples
// and returns the folded stacks.
func profileSpin(t *testing.T, label func(string, int) string) (string, *Profiler) {
	t.Helper()
	v := newVM(t, map[string]string{"spin.lua": spinScript}, Options{CallTimeout: time.Minute}, nil)
	p := NewProfiler(time.Millisecond)
	v.SetProfiler(p, label)
	fn, err := v.Load("spin.lua")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200 && p.Samples() < 20; i++ {
		if _, err := v.Call(t.Context(), fn, 1, lua.LNumber(300_000)); err != nil {
			t.Fatal(err)
		}
	}
	var b bytes.Buffer
	if err := p.WriteFolded(&b); err != nil {
		t.Fatal(err)
	}
	return b.String(), p
}

// A profile attributes a loop's time to the function that runs it, with the
// callers above it, outermost first, and leaves Go functions out.
func TestProfilerFoldsTheLuaStack(t *testing.T) {
	out, p := profileSpin(t, nil)
	if p.Samples() < 20 {
		t.Fatalf("%d samples after 200 calls, want at least 20", p.Samples())
	}
	inSpin := 0
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		i := strings.LastIndexByte(line, ' ')
		n, err := strconv.Atoi(line[i+1:])
		if err != nil {
			t.Fatalf("line %q: no count", line)
		}
		if line[:i] == "spin.lua:0;spin.lua:6;spin.lua:1" {
			inSpin += n
		}
	}
	if inSpin*10 < p.Samples()*9 {
		t.Errorf("%d of %d samples in main;outer;spin, want 90 %% or more:\n%s", inSpin, p.Samples(), out)
	}
}

// A label names the functions it knows; the others keep file:line.
func TestProfilerLabels(t *testing.T) {
	out, _ := profileSpin(t, func(source string, line int) string {
		if source == "spin.lua" && line == 1 {
			return "the spinner"
		}
		return ""
	})
	if !strings.Contains(out, "spin.lua:0;spin.lua:6;the_spinner ") {
		t.Errorf("no labelled stack main;outer;the_spinner in:\n%s", out)
	}
}

// A VM detached from its profiler is no longer sampled.
func TestProfilerDetach(t *testing.T) {
	v := newVM(t, map[string]string{"spin.lua": spinScript}, Options{CallTimeout: time.Minute}, nil)
	p := NewProfiler(time.Millisecond)
	v.SetProfiler(p, nil)
	v.SetProfiler(nil, nil)
	fn, err := v.Load("spin.lua")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := v.Call(t.Context(), fn, 1, lua.LNumber(1_000_000)); err != nil {
		t.Fatal(err)
	}
	if n := p.Samples(); n != 0 {
		t.Errorf("%d samples from a detached VM, want 0", n)
	}
}

// A counting profiler samples every n instructions, whatever the clock: the
// same calls give the same folded stacks, and twice the work twice the
// samples, all in the loop's function (spin) but for the few instructions
// around it.
func TestCountingProfilerCountsInstructions(t *testing.T) {
	run := func(n int) (string, int) {
		v := newVM(t, map[string]string{"spin.lua": spinScript}, Options{CallTimeout: time.Minute}, nil)
		p := NewCountingProfiler(100)
		v.SetProfiler(p, nil)
		fn, err := v.Load("spin.lua")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := v.Call(t.Context(), fn, 1, lua.LNumber(n)); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := p.WriteFolded(&b); err != nil {
			t.Fatal(err)
		}
		return b.String(), p.Samples()
	}
	once, n1 := run(10_000)
	again, n2 := run(10_000)
	_, double := run(20_000)
	if once != again || n1 != n2 {
		t.Errorf("two runs of the same call differ:\n%s\n%s", once, again)
	}
	// a step of the loop is at least 3 instructions (MOD, ADD, FORLOOP)
	if n1 < 10_000*3/100 || double < 2*n1-2 || double > 2*n1+2 {
		t.Errorf("samples %d for 10,000 steps, %d for 20,000; want 300 or more, and twice as many for twice the steps", n1, double)
	}
	if !strings.Contains(once, "spin.lua:6;spin.lua:1 ") {
		t.Errorf("no sample in spin under outer:\n%s", once)
	}
}
