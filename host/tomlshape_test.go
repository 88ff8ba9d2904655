package host

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/twtw/twtw/host/tomltext"
)

// A campaign file over the size limit is refused before it is read.
func TestTOMLShapeSize(t *testing.T) {
	text := []byte("x = \"" + strings.Repeat("a", MaxTOMLSize) + "\"\n")
	dir := t.TempDir()
	p := filepath.Join(dir, "big.toml")
	if err := os.WriteFile(p, text, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadCampaign(p); err == nil || !strings.Contains(err.Error(), "over the limit of 524288 bytes") {
		t.Errorf("LoadCampaign of a large file: %v", err)
	}
}

// A named pipe given as a campaign blocked the read forever.
func TestReadInputFileRefusesPipe(t *testing.T) {
	p := filepath.Join(t.TempDir(), "pipe.toml")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan error, 1)
	go func() { _, err := ReadCampaign(p); done <- err }()
	select {
	case err := <-done:
		var ie *InputError
		if !errors.As(err, &ie) || err.Error() != "campaign: "+p+": not a regular file" {
			t.Errorf("error %v, want an *InputError: not a regular file", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("reading a named pipe as a campaign blocked")
	}
}

// The built-in scenarios stay well inside the limits.
func TestBuiltinScenariosWithinTOMLLimits(t *testing.T) {
	found := 0
	for _, dir := range []string{"scenarios", "../scripts/scenarios"} {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if !strings.HasSuffix(e.Name(), ".toml") {
				continue
			}
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			found++
			_, _, maxDepth := tomltext.Depth(b)
			if len(b) > MaxTOMLSize/8 || maxDepth > 8 {
				t.Errorf("%s: %d bytes, depth %d", e.Name(), len(b), maxDepth)
			}
		}
	}
	if found == 0 {
		t.Fatal("no built-in scenario found")
	}
}
