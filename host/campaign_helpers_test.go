package host

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/campaign"
	"github.com/twtw/twtw/host/tomltext"
)

// houseModules are house-rule modules for campaign tests (scripts/README.md
// "A module"): test.a has options of every scalar type, test.b requires
// test.a, test.c conflicts with test.a, test.d and test.e both replace the
// core rule dispute.cut (scripts/rules/disputes.lua); testdata/campaign_house.
func houseModules(t testing.TB) map[string]string { return fixtureFiles(t, "campaign_house") }

// campaignDir makes a folder with a house-rule folder "house" holding
// houseModules and returns the path of a campaign file in it (not created).
func campaignDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	house := filepath.Join(dir, "house")
	if err := os.Mkdir(house, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range houseModules(t) {
		if err := os.WriteFile(filepath.Join(house, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "camp.toml")
}

// newHouseCampaign creates a campaign with the house folder added and the
// built-in default-on modules disabled, so that only house modules are on.
func newHouseCampaign(t *testing.T) *Campaign {
	t.Helper()
	return withHouse(t, NewCampaign(campaignDir(t), "Gulch"))
}

// withHouse creates c's file, adds the house folder and disables the
// built-in default-on modules.
func withHouse(t *testing.T, c *Campaign) *Campaign {
	t.Helper()
	if err := c.Create(); err != nil {
		t.Fatal(err)
	}
	if err := c.AddScripts("house"); err != nil {
		t.Fatal(err)
	}
	if def := builtinDefaultOn(t); len(def) > 0 {
		if err := c.Disable(def...); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// builtinDefaultOn lists the embedded optional modules that are on by
// default, by name.
func builtinDefaultOn(t *testing.T) []string {
	t.Helper()
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	return e.Catalog().DefaultOn()
}

// disabledLine is a campaign file's disabled list of the given modules ("" for none).
func disabledLine(names []string) string {
	if len(names) == 0 {
		return ""
	}
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = tomltext.QuoteString(n)
	}
	return "disabled = [" + strings.Join(quoted, ", ") + "]\n"
}

func fileHash(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// mustCatalog is every module the campaign's scripts hold, as an engine
// built from the campaign gives them (its modules on), which is what fight
// and campaign show check the lock against.
func mustCatalog(t *testing.T, c *Campaign) campaign.Modules {
	t.Helper()
	plan, err := checkerOf(c).Plan(c)
	if err != nil {
		t.Fatal(err)
	}
	return plan.Modules
}
