package campaign

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
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
