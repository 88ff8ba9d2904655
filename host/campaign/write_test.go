package campaign

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/twtw/twtw/host/campaign/campaigntest"
)

// Save is atomic: an error leaves the old file; the file keeps its mode; a
// symbolic link stays a link to the new text.
func TestCampaignSave(t *testing.T) {
	c := newHouseCampaign(t)
	dir := filepath.Dir(c.Path)
	before := campaigntest.ReadText(t, c.Path)

	bad := c.Clone()
	bad.Options = map[string]map[string]any{}
	bad.Modules = []string{"test.a"}
	bad.Options["test.a"] = map[string]any{"n": []any{int64(1)}}
	if err := bad.Save(); err == nil || !strings.Contains(err.Error(), `options."test.a".n`) {
		t.Errorf("Save of a list value = %v", err)
	}
	if campaigntest.ReadText(t, c.Path) != before {
		t.Error("a failed Save changed the file")
	}

	if err := os.Chmod(c.Path, 0o600); err != nil {
		t.Fatal(err)
	}
	c.Name = "Renamed"
	if err := c.Save(); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(c.Path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v after Save, want 0600", st.Mode().Perm())
	}

	link := filepath.Join(dir, "link.toml")
	if err := os.Symlink("camp.toml", link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	viaLink, err := Load(link, fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	if err := viaLink.Enable("test.a"); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file (%v)", err)
	}
	if !strings.Contains(campaigntest.ReadText(t, c.Path), "\"test.a\"") {
		t.Error("the linked file was not updated")
	}
	campaigntest.NoTempFiles(t, dir)
}

// Create never replaces a file.
func TestCampaignCreateRefusesExisting(t *testing.T) {
	path := campaignDir(t)
	if err := os.WriteFile(path, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := New(path, "x", fakeChecker{}).Create()
	if !errors.Is(err, os.ErrExist) || !strings.HasPrefix(err.Error(), path+": ") {
		t.Errorf("Create over a file = %v", err)
	}
	if campaigntest.ReadText(t, path) != "precious" {
		t.Error("Create changed an existing file")
	}
	campaigntest.NoTempFiles(t, filepath.Dir(path))
}

// An edit whose write fails (a full disk) says which campaign file it could
// not write, as text and in the error's File, and leaves the file as it was.
// The failure comes through writeFile: a read-only folder stops no write
// when the tests run as root.
func TestEditWriteFailureNamesTheFile(t *testing.T) {
	c := newHouseCampaign(t)
	if err := c.Enable("bleeding"); err != nil {
		t.Fatal(err)
	}
	before := campaigntest.ReadText(t, c.Path)
	dir := filepath.Dir(c.Path)
	c.writeFile = func(string, []byte, bool) error {
		return &WriteError{Err: fmt.Errorf("cannot write a new copy in %s: %w", dir, syscall.ENOSPC)}
	}
	for name, edit := range map[string]func() error{
		"set":    func() error { return c.Set("bleeding", "heavy", "2") },
		"enable": func() error { return c.Enable("test.a") },
		"lock":   func() error { return c.Relock() },
	} {
		err := edit()
		want := "saving campaign " + c.Path + ": cannot write a new copy in " + dir + ": no space left on device"
		var we *WriteError
		if err == nil || err.Error() != want || !errors.As(err, &we) || we.File != c.Path {
			t.Errorf("%s: %v (%#v); want %q with File %s", name, err, we, want, c.Path)
		}
		if got := campaigntest.ReadText(t, c.Path); got != before {
			t.Errorf("%s: the failed write changed the file:\n%s", name, got)
		}
	}
	campaigntest.NoTempFiles(t, dir)
}
