package tests

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
		t.Fatalf("twtw %s crashed: %.300s", strings.Join(args, " "), r.stderr)
	}
	return r
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
		t.Errorf("1.6 MB of nesting: exit %d, stderr %q", r.code, r.stderr)
	}
	r = runLimited(t, 60*time.Second, dir, "test", "deep/deep_spec.lua")
	if r.code <= 0 || !strings.Contains(r.stderr, "deep/deep_spec.lua:1: the script nests more than 200 levels deep") {
		t.Errorf("100,000 nested braces: exit %d, stderr %q", r.code, r.stderr)
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
		t.Errorf("nested scenario: exit %d after %v, stderr %q (want exit 2 at once)", r.code, r.elapsed, r.stderr)
	}
	r = runLimited(t, 60*time.Second, dir, "campaign", "show", "campaign.toml")
	if r.code != 2 || !strings.Contains(r.stderr, "campaign.toml:2: tables and arrays nest more than 64 levels deep") || r.elapsed > 10*time.Second {
		t.Errorf("nested campaign: exit %d after %v, stderr %q (want exit 2 at once)", r.code, r.elapsed, r.stderr)
	}
}
