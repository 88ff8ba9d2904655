package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// limited is one run of the binary under a time limit: its output, exit
// code (-1 when the limit killed it), how long it ran and its peak RSS.
type limited struct {
	stdout, stderr string
	code           int
	elapsed        time.Duration
	maxRSSKB       int64
}

// runLimited runs the binary in dir with a time limit. Crash and runaway
// cases run this way, in a child process, so that a regression fails the
// test instead of taking the test binary down.
func runLimited(t testing.TB, limit time.Duration, dir string, args ...string) limited {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	r := limited{stdout: out.String(), stderr: errb.String(), elapsed: time.Since(start)}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok && cmd.ProcessState != nil {
		r.maxRSSKB = ru.Maxrss
	}
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		r.code = -1
	case errors.As(err, &ee):
		r.code = ee.ExitCode()
	case err != nil:
		t.Fatalf("running twtw %v: %v", args, err)
	}
	if strings.Contains(r.stderr, "fatal error") || strings.Contains(r.stderr, "goroutine ") {
		t.Fatalf("twtw %s crashed: %.300s", strings.Join(args, " "), clip(r.stderr))
	}
	return r
}

// clip shortens output for a test message.
func clip(s string) string {
	if len(s) > 400 {
		return s[:400] + "…"
	}
	return s
}

// writeFiles writes path → text under dir.
func writeFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for p, text := range files {
		full := filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A spec file of 800,000 nested braces (1.6 MB) killed the process with
// "fatal error: stack overflow"; one of 100,000 (200 KB, under the size
// limit) compiled for seconds. Both are refused before gopher-lua parses them.
func TestNestedSourceIsRefusedNotCrashing(t *testing.T) {
	dir := t.TempDir()
	spec := func(n int) string {
		return `describe("a", function() it("b", function() local x = ` + strings.Repeat("{", n) + strings.Repeat("}", n) + ` end) end)`
	}
	writeFiles(t, dir, map[string]string{"big/big_spec.lua": spec(800_000), "deep/deep_spec.lua": spec(100_000)})
	r := runLimited(t, 60*time.Second, dir, "test", "big/big_spec.lua")
	if r.code <= 0 || !strings.Contains(r.stderr, "big/big_spec.lua:1: the script is 1600064 bytes, over the limit of 262144 bytes for one script") {
		t.Errorf("1.6 MB of nesting: exit %d, stderr %q", r.code, clip(r.stderr))
	}
	// A spec is compiled when it is first loaded, so its refusal is that
	// spec's failure, reported with the others on stdout; a script that does
	// not load exits 2 (README "Exit codes and errors").
	r = runLimited(t, 60*time.Second, dir, "test", "deep/deep_spec.lua")
	if r.code != 2 || !strings.Contains(r.stdout, "deep/deep_spec.lua:1: the script nests more than 200 levels deep") {
		t.Errorf("100,000 nested braces: exit %d, stdout %q, stderr %q", r.code, clip(r.stdout), clip(r.stderr))
	}
}

// 10,000 nested inline tables took BurntSushi/toml minutes and gigabytes;
// the shape check refuses them as bad input (exit 2) at once.
func TestNestedTOMLIsRefusedFast(t *testing.T) {
	dir := t.TempDir()
	const n = 10_000
	writeFiles(t, dir, map[string]string{
		"nest.toml":     "x = " + strings.Repeat("{a=", n) + "1" + strings.Repeat("}", n) + "\n",
		"campaign.toml": "name = \"deep\"\nmodules = " + strings.Repeat("[", n) + strings.Repeat("]", n) + "\n",
	})
	r := runLimited(t, 60*time.Second, dir, "fight", "nest.toml", "--seed", "1")
	if r.code != 2 || !strings.Contains(r.stderr, "nest.toml:1: tables and arrays nest more than 64 levels deep") || r.elapsed > 10*time.Second {
		t.Errorf("nested scenario: exit %d after %v, stderr %q (want exit 2 at once)", r.code, r.elapsed, clip(r.stderr))
	}
	r = runLimited(t, 60*time.Second, dir, "campaign", "show", "campaign.toml")
	if r.code != 2 || !strings.Contains(r.stderr, "campaign.toml:2: tables and arrays nest more than 64 levels deep") || r.elapsed > 10*time.Second {
		t.Errorf("nested campaign: exit %d after %v, stderr %q (want exit 2 at once)", r.code, r.elapsed, clip(r.stderr))
	}
}

// A table holding itself 40 times, logged, ran 86 s and took 14 GB outside
// the deadline; the conversion now refuses the cycle at once, at the line
// that logged it.
func TestLoggedCycleIsRefused(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"logb/logb_spec.lua": `describe("log", function() it("wide cycle", function()
  local t = {} for i = 1, 40 do t[i] = t end
  require("twtw").log("x", { a = t })
end) end)
`})
	r := runLimited(t, 60*time.Second, dir, "--timeout", "1s", "test", "logb/logb_spec.lua")
	want := `logb/logb_spec.lua:3: api.log("x"): field a[1] is a table that contains itself (a cycle)`
	if r.code != 1 || !strings.Contains(r.stdout, want) || !strings.HasSuffix(r.stdout, "0 passed, 1 failed (1 error)\n") || r.elapsed > 10*time.Second {
		t.Errorf("exit %d after %v; stdout %q, want %q and 0 passed, 1 failed (1 error)", r.code, r.elapsed, clip(r.stdout), want)
	}
}

// houseRule makes a campaign c.toml in dir with the house-rule folder
// files (folder/name.lua …) mounted and the module enabled.
func houseRule(t *testing.T, dir, module string, files map[string]string) {
	t.Helper()
	writeFiles(t, dir, files)
	var folder string
	for p := range files {
		folder = "./" + filepath.Dir(p)
	}
	for _, args := range [][]string{
		{"campaign", "new", "c.toml"}, {"campaign", "scripts", "c.toml", "add", folder}, {"campaign", "enable", "c.toml", module},
	} {
		if r := runLimited(t, 60*time.Second, dir, args...); r.code != 0 {
			t.Fatalf("twtw %v: exit %d: %s", args, r.code, clip(r.stderr))
		}
	}
}

// A NaN in logged fields made encoding/json fail halfway through a --json
// transcript, which then stopped mid-line. Now the rule fails, naming the
// module and file:line, and every line written is whole JSON.
func TestLoggedNaNFailsTheRuleNotTheTranscript(t *testing.T) {
	dir := t.TempDir()
	houseRule(t, dir, "bar.nan", map[string]string{"nanr/nanr.lua": `local M = { name = "bar.nan", version = "1.0.0", summary = "logs NaN", source = "test" }
function M.setup(api)
  api.wrap("ranged.tn", function(next, ctx, ...)
    local tn = next(ctx, ...)
    api.log("probe", { text = "probe", x = 0/0 })
    return tn
  end)
end
return M
`})
	r := runLimited(t, 60*time.Second, dir, "fight", "--campaign", "c.toml", "--seed", "1", "--json")
	want := `failed in ranged.tn (wrapped by module bar.nan): nanr/nanr.lua:5: api.log("probe"): field x is NaN`
	var failure struct {
		Error struct{ Message, Kind string }
	}
	if err := json.Unmarshal([]byte(r.stderr), &failure); err != nil || r.code != 1 || failure.Error.Kind != "rule" || !strings.Contains(failure.Error.Message, want) {
		t.Errorf("exit %d, stderr %q, want exit 1 and a rule error %q", r.code, r.stderr, want)
	}
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) < 2 || !strings.HasSuffix(r.stdout, "\n") {
		t.Fatalf("transcript of %d lines, not ending in a newline: …%.200s", len(lines), r.stdout[max(0, len(r.stdout)-200):])
	}
	for i, l := range lines {
		if !json.Valid([]byte(l)) {
			t.Fatalf("transcript line %d is not JSON: %.200s", i+1, l)
		}
	}
}

// An endless tail call under --timeout 1s took 20 s and 2 GB to stop (a
// traceback line per tail call); now it stops at the deadline, small.
func TestTailCallStopsFast(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"tail/tail_spec.lua": `describe("tail", function() it("forever", function()
  local function f() return f() end f()
end) end)
`})
	r := runLimited(t, 60*time.Second, dir, "--timeout", "1s", "test", "tail/tail_spec.lua")
	want := "tail/tail_spec.lua:2: script stopped: deadline of 1s exceeded"
	if r.code != 1 || !strings.Contains(r.stdout, want) {
		t.Errorf("exit %d, stdout %q, want %q", r.code, clip(r.stdout), want)
	}
	if r.elapsed > 4*time.Second || r.maxRSSKB > 500_000 {
		t.Errorf("the stop took %v and %d KB, want at most 4 s and 500 MB", r.elapsed, r.maxRSSKB)
	}
	t.Logf("tail call under --timeout 1s: exit after %v, peak RSS %d KB", r.elapsed, r.maxRSSKB)
}

// Rewriting api.rules or string.format at run time fails (with file:line).
func TestRuntimeRewritesFail(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"poison/poison_spec.lua": `describe("poison", function()
  it("rules", function() require("twtw").rules["ranged.tn"] = function() end end)
  it("string", function() string.format = function() return "x" end end)
end)
`})
	r := runLimited(t, 60*time.Second, dir, "test", "poison/poison_spec.lua")
	for _, want := range []string{
		`poison/poison_spec.lua:2: api.rules["ranged.tn"] is read-only`,
		`poison/poison_spec.lua:3: string.format is read-only`,
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, clip(r.stdout))
		}
	}
	if r.code != 1 || !strings.HasSuffix(r.stdout, "0 passed, 2 failed (2 errors)\n") {
		t.Errorf("exit %d, stdout ends %q, want 0 passed, 2 failed (2 errors)", r.code, r.stdout[max(0, len(r.stdout)-40):])
	}
}

// A house rule keeping a counter (and naming tables with tostring) made
// sim --workers 2 differ from --workers 1, and the same fight differ from
// run to run.
func TestStatefulHouseRuleKeepsFightsIndependent(t *testing.T) {
	dir := t.TempDir()
	houseRule(t, dir, "bar.stateful", map[string]string{"stateful/stateful.lua": `local M = { name = "bar.stateful", version = "1.0.0", summary = "keeps a counter across calls", source = "test" }
local n = 0
function M.setup(api)
  api.wrap("ranged.tn", function(next, ctx, ...)
    local tn = next(ctx, ...)
    n = n + 1
    if n % 3 == 0 then tn:add(2, "counter " .. tostring({}):len()) end
    api.log("probe", { text = "probe " .. tostring({}) })
    return tn
  end)
end
return M
`})
	sim := func(workers string) string {
		r := runLimited(t, 120*time.Second, dir, "sim", "duel", "--campaign", "c.toml", "--runs", "150", "--workers", workers, "--json")
		if r.code != 0 {
			t.Fatalf("sim --workers %s: exit %d: %s", workers, r.code, clip(r.stderr))
		}
		return r.stdout
	}
	if one, two := sim("1"), sim("2"); one != two {
		t.Errorf("sim --workers 1:\n%s\nsim --workers 2:\n%s", one, two)
	}
	fight := func() string {
		r := runLimited(t, 60*time.Second, dir, "fight", "--campaign", "c.toml", "--seed", "2")
		if r.code != 0 {
			t.Fatalf("fight: exit %d: %s", r.code, clip(r.stderr))
		}
		return r.stdout
	}
	a, b := fight(), fight()
	if a != b || !strings.Contains(a, "probe table: 1\n") {
		t.Errorf("two runs of seed 2 differ (or name tables by address): %q…", a[:min(len(a), 300)])
	}
}

// Two `campaign enable` runs at once on one file: both land.
func TestConcurrentCampaignEnablesBothLand(t *testing.T) {
	dir := t.TempDir()
	for i := 0; i < 3; i++ {
		file := "c" + string(rune('0'+i)) + ".toml"
		if r := runLimited(t, 60*time.Second, dir, "campaign", "new", file); r.code != 0 {
			t.Fatalf("campaign new: %s", clip(r.stderr))
		}
		var wg sync.WaitGroup
		codes := make([]int, 2)
		for j, m := range []string{"bleeding", "risk"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[j] = runLimited(t, 120*time.Second, dir, "campaign", "enable", file, m).code
			}()
		}
		wg.Wait()
		text, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		if codes[0] != 0 || codes[1] != 0 || !strings.Contains(string(text), `"bleeding"`) || !strings.Contains(string(text), `"risk"`) {
			t.Errorf("pair %d: exits %v, file:\n%s", i+1, codes, text)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "empty.toml"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if r := runLimited(t, 60*time.Second, dir, "campaign", "show", "empty.toml"); r.code != 2 || !strings.Contains(r.stderr, "empty.toml: the campaign file is empty") {
		t.Errorf("campaign show of an empty file: exit %d, %q", r.code, clip(r.stderr))
	}
}

// --seed past the largest seed, given or reached by sim's runs, is refused
// (exit 2), never wrapped around.
func TestSeedsDoNotWrap(t *testing.T) {
	dir := t.TempDir()
	r := runLimited(t, 60*time.Second, dir, "fight", "--seed", "18446744073709551616")
	if r.code != 2 || !strings.Contains(r.stderr, `--seed "18446744073709551616": out of range (want 0..18446744073709551615)`) {
		t.Errorf("fight --seed 2^64: exit %d, %q", r.code, clip(r.stderr))
	}
	r = runLimited(t, 60*time.Second, dir, "sim", "--seed", "18446744073709551615", "--runs", "2")
	if r.code != 2 || !strings.Contains(r.stderr, "would pass 18446744073709551615, the largest seed") {
		t.Errorf("sim past the last seed: exit %d, %q", r.code, clip(r.stderr))
	}
}

// A house-rule folder reached through a campaign's scripts or a sim
// --compare variant opens no file outside it, as a folder named to test
// does: a link out of it is refused before its text is read.
func TestFolderLinksOutAreRefusedEverywhere(t *testing.T) {
	dir := t.TempDir()
	secret := writeFile(t, dir, "secret.txt", "\"sk_live_SECRET\n")
	house := filepath.Join(dir, "gulch")
	writeFile(t, house, "x.lua", `return { name = "gulch.x", version = "1.0.0", summary = "s", source = "test", setup = function() end }`)
	if err := os.Symlink(secret, filepath.Join(house, "leak.lua")); err != nil {
		t.Fatal(err)
	}
	camp := filepath.Join(dir, "c.toml")
	mustTwtw(t, "campaign", "new", camp)
	for _, args := range [][]string{
		{"campaign", "scripts", camp, "add", house},
		{"sim", "duel", "--runs", "1", "--compare", house},
		{"test", house},
	} {
		_, errs, code := twtw(t, args...)
		if code != 2 || !strings.Contains(errs, "leak.lua") || !strings.Contains(errs, "outside the folder") || strings.Contains(errs, "SECRET") {
			t.Errorf("%v: exit %d, stderr %q; want 2, the link refused without its text", args, code, errs)
		}
	}
}
