package campaign

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/twtw/twtw/host/campaign/campaigntest"
)

// Two `campaign enable` at once on one file lost an update every time: each
// read the file, checked, and wrote its own version over the other's. Edits
// now take the folder's lock and apply themselves to the file as it is then.
func TestConcurrentEditsAllLand(t *testing.T) {
	c := newHouseCampaign(t)
	mods := []string{"test.a", "test.d", "bleeding", "arc_edges"}
	var wg sync.WaitGroup
	errs := make([]error, len(mods))
	for i, m := range mods {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine, err := Read(c.Path, fakeChecker{})
			if err == nil {
				err = mine.Enable(m)
			}
			errs[i] = err
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("enable %s: %v", mods[i], err)
		}
	}
	back, err := Load(c.Path, fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mods {
		if !slices.Contains(back.Modules, m) {
			t.Errorf("module %s was lost: modules %v", m, back.Modules)
		}
		if _, ok := back.Lock[m]; !ok {
			t.Errorf("module %s has no lock entry", m)
		}
	}
	campaigntest.NoTempFiles(t, filepath.Dir(c.Path))
}

// Save cannot merge, so it refuses to write over a file changed since the
// campaign was read; an edit re-reads it instead.
func TestSaveRefusesAFileChangedSinceRead(t *testing.T) {
	c := newHouseCampaign(t)
	stale, err := Read(c.Path, fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Enable("test.a"); err != nil {
		t.Fatal(err)
	}
	after := campaigntest.ReadText(t, c.Path)
	stale.Name = "Stale"
	err = stale.Save()
	if err == nil || err.Error() != c.Path+" changed since it was read (another edit?): nothing written; read it again and redo the change" {
		t.Errorf("Save of a stale campaign = %v", err)
	}
	if campaigntest.ReadText(t, c.Path) != after {
		t.Error("a refused Save changed the file")
	}
	if err := stale.Enable("test.d"); err != nil {
		t.Fatal(err)
	}
	back, err := Load(c.Path, fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(back.Modules, "test.a") || !slices.Contains(back.Modules, "test.d") {
		t.Errorf("an edit of the stale copy lost the other: %v", back.Modules)
	}
}

// Renaming a new file over a read-only campaign succeeded (the folder is
// writable), silently defeating the protection.
func TestReadOnlyCampaignIsNotReplaced(t *testing.T) {
	c := newHouseCampaign(t)
	if err := os.Chmod(c.Path, 0o444); err != nil {
		t.Fatal(err)
	}
	before := campaigntest.ReadText(t, c.Path)
	err := c.Enable("test.a")
	want := "saving campaign " + c.Path + ": the file is read-only (mode -r--r--r--): nothing written; make it writable to edit it"
	if err == nil || err.Error() != want {
		t.Errorf("Enable on a read-only file = %v\nwant %s", err, want)
	}
	if campaigntest.ReadText(t, c.Path) != before {
		t.Error("the read-only file was replaced")
	}
	campaigntest.NoTempFiles(t, filepath.Dir(c.Path))
}

// An edit killed between writing its temporary file and renaming it left
// the file behind; the next edit of the folder removes it.
func TestStaleTempFilesAreRemoved(t *testing.T) {
	c := newHouseCampaign(t)
	dir := filepath.Dir(c.Path)
	stale := filepath.Join(dir, "."+filepath.Base(c.Path)+".tmp-12345")
	if err := os.WriteFile(stale, []byte("half an edit"), 0o644); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, ".other.toml.tmp-1")
	if err := os.WriteFile(other, []byte("another file's"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.Enable("test.a"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("stale temporary file still there (%v)", err)
	}
	if _, err := os.Stat(other); err != nil {
		t.Errorf("another campaign's temporary file was removed: %v", err)
	}
}

// Write errors name the campaign, not the temporary file.
func TestWriteErrorsNameTheCampaign(t *testing.T) {
	c := New(filepath.Join(t.TempDir(), "gone", "c.toml"), "x", fakeChecker{})
	err := c.Save()
	if err == nil || !strings.HasPrefix(err.Error(), c.Path+": cannot lock the folder for the edit: ") || strings.Contains(err.Error(), ".tmp-") {
		t.Errorf("Save into a missing folder = %v", err)
	}
	if err := writeAtomic(filepath.Join(t.TempDir(), "gone", "c.toml"), []byte("x"), false); err == nil ||
		!strings.HasPrefix(err.Error(), "cannot write a new copy in ") || strings.Contains(err.Error(), ".tmp-") {
		t.Errorf("writeAtomic into a missing folder = %v", err)
	}
}

// An empty campaign file (or one of comments only) read as a fresh campaign.
func TestEmptyCampaignFileIsAnError(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"empty.toml": "", "blank.toml": "\n  \n", "comments.toml": "# just a comment\n"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		want := p + ": the campaign file is empty (twtw campaign new makes one)"
		if _, err := Load(p, fakeChecker{}); err == nil || err.Error() != want {
			t.Errorf("Load(%s) = %v", name, err)
		}
		if _, err := Read(p, fakeChecker{}); err == nil || err.Error() != want {
			t.Errorf("Read(%s) = %v", name, err)
		}
	}
}
