package campaign

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The constructors refuse a nil Checker instead of panicking later.
func TestNilCheckerRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "camp.toml")
	if err := os.WriteFile(path, []byte("name = \"G\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for fn, read := range map[string]func() (*Campaign, error){
		"Parse": func() (*Campaign, error) { return Parse(path, []byte("name = \"G\"\n"), nil) },
		"Load":  func() (*Campaign, error) { return Load(path, nil) },
		"Read":  func() (*Campaign, error) { return Read(path, nil) },
	} {
		c, err := read()
		want := "campaign: " + fn + " needs a Checker, got nil"
		if c != nil || err == nil || err.Error() != want {
			t.Errorf("%s: got %v, %v, want the error %q", fn, c, err, want)
		}
	}
}

// A campaign with no Checker (New with nil, or a literal) fails what needs
// the rules with an error saying so, and writes nothing.
func TestNoCheckerFails(t *testing.T) {
	path := campaignDir(t)
	for name, c := range map[string]*Campaign{
		"New":     New(path, "G", nil),
		"literal": {Name: "G", Path: path, Ruleset: "twtw", Scripts: []string{"house"}},
	} {
		if c.Checker() != nil {
			t.Errorf("%s: Checker() = %v, want nil", name, c.Checker())
		}
		if err := c.Enable("test.a"); err == nil || !strings.HasSuffix(err.Error(), errNoChecker.Error()) {
			t.Errorf("%s: Enable: got %v, want %q", name, err, errNoChecker)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("%s: the refused edit wrote the file (%v)", name, err)
		}
	}
	lit := &Campaign{Name: "G", Path: path, Ruleset: "twtw"}
	if err := lit.Check(); err == nil || !strings.HasSuffix(err.Error(), "ruleset: "+errNoChecker.Error()) {
		t.Errorf("Check: got %v", err)
	}
	if err := lit.WithChecker(fakeChecker{}).Check(); err != nil {
		t.Errorf("WithChecker: %v", err)
	}
	if lit.Checker() != nil {
		t.Error("WithChecker changed the campaign it copied")
	}
}

// nilPlanner is a faulty Checker whose Plan gives nothing and no error.
type nilPlanner struct{ fakeChecker }

func (nilPlanner) Plan(*Campaign) (*Plan, error) { return nil, nil }

// nilCataloguer is a faulty Checker whose Catalog gives nothing and no
// error.
type nilCataloguer struct{ fakeChecker }

func (nilCataloguer) Catalog(*Campaign) (Modules, error) { return nil, nil }

// A Checker that gives no plan or catalog and no error is an error, not a
// panic.
func TestNilPlanRefused(t *testing.T) {
	c := New(campaignDir(t), "G", nilPlanner{})
	if err := c.Create(); err == nil || !strings.Contains(err.Error(), "Plan gave no plan") {
		t.Errorf("Plan: got %v", err)
	}
	c = New(campaignDir(t), "G", nilCataloguer{})
	if err := c.Create(); err == nil || !strings.Contains(err.Error(), "Catalog gave no modules") {
		t.Errorf("Catalog: got %v", err)
	}
}

// Stale of a nil catalog panics saying so.
func TestStaleNilCatalog(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "a nil catalog") {
			t.Errorf("recovered %v", r)
		}
	}()
	(&Campaign{Modules: []string{"a"}}).Stale(nil)
}
