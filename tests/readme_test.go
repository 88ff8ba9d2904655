package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The README's embedding example is a program that builds and runs: it is
// copied into a temporary package of this module and run.
func TestReadmeEmbeddingExampleRuns(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	start := strings.Index(text, "```go\n")
	if start < 0 {
		t.Fatal("the README has no Go example")
	}
	code := text[start+len("```go\n"):]
	code = code[:strings.Index(code, "```")]
	dir, err := os.MkdirTemp("..", "_readme_example_")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", "./"+filepath.Base(dir))
	cmd.Dir = ".."
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the README's example does not run: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "== won by posse after") || !strings.Contains(string(out), "Mouthy vaquero:{killed") {
		t.Errorf("the README's example printed:\n%s", out)
	}
}
