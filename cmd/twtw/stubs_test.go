package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// fullDisk is a writer that takes room bytes and then fails as a full disk.
type fullDisk struct {
	w    io.Writer
	room int
}

func (f *fullDisk) Write(p []byte) (int, error) {
	if len(p) <= f.room {
		f.room -= len(p)
		return f.w.Write(p)
	}
	n, _ := f.w.Write(p[:f.room])
	f.room = 0
	return n, syscall.ENOSPC
}

// fullDiskAt is writeFile, but the file called base fails after room bytes.
func fullDiskAt(base string, room int) fileWriter {
	return func(name string, write func(io.Writer) error) error {
		if filepath.Base(name) != base {
			return writeFile(name, write)
		}
		return writeFile(name, func(w io.Writer) error { return write(&fullDisk{w: w, room: room}) })
	}
}

// A .luarc.json that is not JSON is refused before anything is written:
// the stubs were written first and left behind.
func TestStubsCheckLuarcFirst(t *testing.T) {
	dir := t.TempDir()
	rc := filepath.Join(dir, ".luarc.json")
	if err := os.WriteFile(rc, []byte("{bad\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := campaignRun(t, "stubs", dir)
	want := "twtw: stubs: " + rc + ": not JSON, so not merged into: invalid character 'b' looking for beginning of object key string\n"
	if code != exitBadUsed || errs != want || out != "" {
		t.Errorf("stubs over a bad .luarc.json: exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errs, want)
	}
	if _, err := os.Stat(filepath.Join(dir, ".twtw")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a refused stubs left %s/.twtw behind (%v)", dir, err)
	}
	if got := readBack(t, rc); got != "{bad\n" {
		t.Errorf(".luarc.json changed: %q", got)
	}
}

// A .luarc.json that cannot be written whole is left as it was (a full
// disk truncated a user's settings to 4096 bytes of broken JSON), and the
// failure is an error, exit 1, not bad usage.
func TestStubsWriteLuarcWholeOrNotAtAll(t *testing.T) {
	dir := t.TempDir()
	rc := filepath.Join(dir, ".luarc.json")
	old := `{"diagnostics.globals": ["gulch"]}` + "\n"
	if err := os.WriteFile(rc, []byte(old), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := writeStubs(dir, map[string]string{"twtw.lua": "-- stub\n"}, fullDiskAt(".luarc.json", 10))
	code, ej := describe(err)
	want := "stubs: write " + rc + ": no space left on device"
	if code != exitFailed || ej.Kind != kindError || ej.Message != want {
		t.Errorf("a full disk: exit %d, kind %q, %q; want 1, error and %q", code, ej.Kind, ej.Message, want)
	}
	if got := readBack(t, rc); got != old {
		t.Errorf(".luarc.json is now %q; want it as it was, %q", got, old)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".luarc.json.*")); len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
	// a folder that cannot be made is an error too
	blocked := t.TempDir()
	if err := os.WriteFile(filepath.Join(blocked, ".twtw"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := campaignRun(t, "stubs", blocked, "--json")
	want = `{"error":{"message":"stubs: mkdir ` + blocked + `/.twtw: not a directory","kind":"error","file":"","line":0,"field":""}}` + "\n"
	if code != exitFailed || errs != want || out != "" {
		t.Errorf("stubs where .twtw is a file: exit %d, stdout %q, stderr %q; want 1 and %q", code, out, errs, want)
	}
}
