package host

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/twtw/twtw/host/campaign"
	"github.com/twtw/twtw/host/campaign/campaigntest"
	"github.com/twtw/twtw/host/vm"
)

// fakeOptional are optional modules for the default-on tests, loaded as if
// they were embedded under scripts/optional: fake.on is on by default with
// an int option n (0..3), fake.dep is on by default and requires fake.on,
// fake.off is an ordinary optional module (testdata/optional_default_on).
func fakeOptional(t testing.TB) map[string]string { return fixtureFiles(t, "optional_default_on") }

// fakeLayer returns a layer holding files (path → text) at the root of the
// script set, so that optional/… files are optional modules.
func fakeLayer(files map[string]string) vm.Layer {
	fsys := fstest.MapFS{}
	for p, text := range files {
		fsys[p] = &fstest.MapFile{Data: []byte(text), Mode: 0o644}
	}
	return vm.Layer{Name: "test:optional", FS: fsys}
}

// newDefaultOnCampaign creates a campaign with the house folder and the
// fake optional modules, with the built-in default-on modules disabled so
// that only the fake ones are on by default.
func newDefaultOnCampaign(t *testing.T) *Campaign {
	t.Helper()
	return withHouse(t, campaign.New(campaignDir(t), "Defaults", &engineChecker{layers: []vm.Layer{fakeLayer(fakeOptional(t))}}))
}

// loadWithFakes reads a campaign file back with the fake optional modules.
func loadWithFakes(t *testing.T, path string) *Campaign {
	t.Helper()
	return loadWithLayer(t, path, fakeOptional(t))
}

// loadWithLayer reads a campaign file back with files (path → text) as
// optional modules.
func loadWithLayer(t *testing.T, path string, files map[string]string) *Campaign {
	t.Helper()
	c, err := campaign.Load(path, &engineChecker{layers: []vm.Layer{fakeLayer(files)}})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// textHash is a module's lock hash: the sha256 of its text, in hex.
func textHash(text string) string {
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:])
}

// statusNames lists the status's modules as name/kind/default-on.
func statusNames(st *CampaignStatus) []string {
	var out []string
	for _, m := range st.Modules {
		s := m.Name + "/" + m.Kind
		if m.DefaultOn {
			s += "/default"
		}
		out = append(out, s)
	}
	return out
}

// refused runs a refused edit and checks the error names the file and each
// of want, and that neither the file nor the Campaign value changed.
func refused(t *testing.T, c *Campaign, edit func(c *Campaign) error, want ...string) {
	t.Helper()
	before := fileHash(t, c.Path)
	mem := c.Clone()
	err := edit(c)
	var in *InputError
	if !errors.As(err, &in) {
		t.Fatalf("err = %v, want an *InputError", err)
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, c.Path+": ") {
		t.Errorf("err = %q does not name the file", msg)
	}
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("err = %q, want %q", msg, w)
		}
	}
	if fileHash(t, c.Path) != before {
		t.Errorf("file changed by a refused edit:\n%s", campaigntest.ReadText(t, c.Path))
	}
	if !reflect.DeepEqual(c, mem) {
		t.Errorf("campaign changed by a refused edit: %+v", c)
	}
	campaigntest.NoTempFiles(t, filepath.Dir(c.Path))
}

// ARCHITECTURE.md "Campaigns": default-on optional modules are on without being
// listed, and the lock covers them: a new campaign locks them, show lists
// them in load order (fake.dep after the fake.on it requires) marked as on
// by default, and an ordinary optional module stays off.
func TestCampaignDefaultOnLocked(t *testing.T) {
	c := newDefaultOnCampaign(t)
	text := campaigntest.ReadText(t, c.Path)
	for _, want := range []string{
		"modules = []\n",
		"[lock.\"fake.dep\"]\nversion = \"2.0.0\"\nhash = \"" + textHash(fakeOptional(t)["optional/fake_dep.lua"]) + "\"\n",
		"[lock.\"fake.on\"]\nversion = \"1.0.0\"\nhash = \"" + textHash(fakeOptional(t)["optional/fake_on.lua"]) + "\"\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("file lacks %q:\n%s", want, text)
		}
	}
	if c.Modules != nil || !reflect.DeepEqual(c.Disabled, builtinDefaultOn(t)) {
		t.Errorf("modules %v disabled %v", c.Modules, c.Disabled)
	}
	st, err := CampaignStatusOf(loadWithFakes(t, c.Path))
	if err != nil {
		t.Fatal(err)
	}
	if got := statusNames(st); !reflect.DeepEqual(got, []string{"fake.on/optional/default", "fake.dep/optional/default"}) {
		t.Errorf("status modules %v", got)
	}
	if len(st.Stale) != 0 {
		t.Errorf("stale %q", st.Stale)
	}
	on := st.Modules[0]
	if on.Lock == nil || on.Lock.Hash != on.Hash || len(on.Options) != 1 || on.Options[0].Value != int64(1) || on.Options[0].Set {
		t.Errorf("fake.on status %+v", on)
	}
}

// Disabling a default-on module lists it in disabled; enabling it takes it
// off the list (and locks it); enabling one that is on changes nothing;
// setting its option lists it in modules, where its options are kept.
func TestCampaignDefaultOnDisableEnable(t *testing.T) {
	c := newDefaultOnCampaign(t)
	builtins := builtinDefaultOn(t)

	refused(t, c, func(c *Campaign) error { return c.Disable("fake.on") },
		"cannot disable fake.on: module fake.dep requires it (disable fake.dep as well, or first)")

	if err := c.Disable("fake.dep"); err != nil {
		t.Fatal(err)
	}
	text := campaigntest.ReadText(t, c.Path)
	if !strings.Contains(text, "modules = []\ndisabled = [\n") || !strings.Contains(text, "  \"fake.dep\",\n]\nscripts = [") ||
		strings.Contains(text, "lock.\"fake.dep\"") {
		t.Errorf("after disabling fake.dep:\n%s", text)
	}
	back := loadWithFakes(t, c.Path)
	if !reflect.DeepEqual(back.Disabled, append(append([]string(nil), builtins...), "fake.dep")) || back.Modules != nil {
		t.Errorf("read back: modules %v disabled %v", back.Modules, back.Disabled)
	}
	st, err := CampaignStatusOf(back)
	if err != nil {
		t.Fatal(err)
	}
	if got := statusNames(st); !reflect.DeepEqual(got, []string{"fake.on/optional/default"}) || st.Disabled[len(st.Disabled)-1] != "fake.dep" {
		t.Errorf("status modules %v disabled %v", got, st.Disabled)
	}

	refused(t, c, func(c *Campaign) error { return c.Disable("fake.dep") }, `module "fake.dep" is already disabled`)
	refused(t, c, func(c *Campaign) error { return c.Set("fake.dep", "n", "1") }, `set fake.dep.n=1: module "fake.dep" is disabled (enable it first)`)
	refused(t, c, func(c *Campaign) error { return c.Relock("fake.dep") }, `lock fake.dep: module "fake.dep" is not enabled`)
	refused(t, c, func(c *Campaign) error { return c.Disable("fake.off") }, `module "fake.off" is not enabled`)

	if err := c.Enable("fake.dep"); err != nil {
		t.Fatal(err)
	}
	if c.Modules != nil || !reflect.DeepEqual(c.Disabled, builtins) ||
		!reflect.DeepEqual(c.Lock["fake.dep"], LockEntry{Version: "2.0.0", Hash: textHash(fakeOptional(t)["optional/fake_dep.lua"])}) {
		t.Errorf("after enabling fake.dep: modules %v disabled %v lock %v", c.Modules, c.Disabled, c.Lock)
	}

	// Enabling a module that is on by default changes nothing in the file.
	before := campaigntest.ReadText(t, c.Path)
	if err := c.Enable("fake.on"); err != nil {
		t.Fatal(err)
	}
	if after := campaigntest.ReadText(t, c.Path); after != before {
		t.Errorf("enabling fake.on, which is on, changed the file:\n%s", after)
	}

	if err := c.Set("fake.on", "n", "2"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(campaigntest.ReadText(t, c.Path), "modules = [\n  \"fake.on\",\n]\n") || c.Options["fake.on"]["n"] != int64(2) {
		t.Errorf("after set:\n%s", campaigntest.ReadText(t, c.Path))
	}
	refused(t, c, func(c *Campaign) error { return c.Set("fake.on", "n", "4") }, "option fake.on.n: 4 is outside 0..3")

	// Both off at once; the options go with the module.
	if err := c.Disable("fake.dep", "fake.on"); err != nil {
		t.Fatal(err)
	}
	if c.Modules != nil || c.Options != nil || len(c.Lock) != 0 ||
		!reflect.DeepEqual(c.Disabled, append(append([]string(nil), builtins...), "fake.dep", "fake.on")) {
		t.Errorf("after disabling both: modules %v options %v lock %v disabled %v", c.Modules, c.Options, c.Lock, c.Disabled)
	}
	if err := c.Enable("fake.on"); err != nil {
		t.Fatal(err)
	}
	st, err = CampaignStatusOf(c)
	if err != nil {
		t.Fatal(err)
	}
	if got := statusNames(st); !reflect.DeepEqual(got, []string{"fake.on/optional/default"}) || st.Modules[0].Options[0].Value != int64(1) {
		t.Errorf("after enabling fake.on again: %v, n = %v (want the default 1)", got, st.Modules[0].Options[0].Value)
	}
}

// A house module that requires a default-on module keeps it on: disabling
// it is refused naming both.
func TestCampaignDefaultOnRequiredByHouse(t *testing.T) {
	c := newDefaultOnCampaign(t)
	needs := `return { name = "test.needs", version = "1.0.0", summary = "needs fake.on", source = "default-on test",
  requires = { "fake.on" }, setup = function(api, opts) end }
`
	if err := os.WriteFile(filepath.Join(filepath.Dir(c.Path), "house", "needs.lua"), []byte(needs), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := c.Enable("test.needs"); err != nil {
		t.Fatal(err)
	}
	refused(t, c, func(c *Campaign) error { return c.Disable("fake.dep", "fake.on") },
		"cannot disable fake.on: module test.needs requires it (disable test.needs as well, or first)")
	if err := c.Disable("fake.dep", "test.needs", "fake.on"); err != nil {
		t.Fatal(err)
	}
}

// The lock covers default-on modules: a locked file without their entries
// flags them until Relock, and a changed module file is flagged as for any
// module. A file without any lock is unlocked: nothing is flagged.
func TestCampaignDefaultOnStale(t *testing.T) {
	path := campaignDir(t)
	text := "name = \"hand\"\nmodules = [\"test.a\"]\nscripts = [\"house\"]\n" + disabledLine(builtinDefaultOn(t))
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c := loadWithFakes(t, path)
	if got := c.Stale(mustCatalog(t, c)); len(got) != 0 || c.Locked() {
		t.Errorf("an unlocked campaign: stale %q, locked %v", got, c.Locked())
	}
	if err := c.Relock(); err != nil {
		t.Fatal(err)
	}
	if got := c.Stale(mustCatalog(t, c)); len(got) != 0 || len(c.Lock) != 3 || c.Rules == nil {
		t.Errorf("after Relock: stale %q lock %v rules %v", got, c.Lock, c.Rules)
	}

	// A default-on module the lock lacks (new in a later build) is flagged.
	locked := campaigntest.ReadText(t, c.Path)
	entry := "\n[lock.\"fake.on\"]\nversion = \"1.0.0\"\nhash = \"" + c.Lock["fake.on"].Hash + "\"\n"
	if !strings.Contains(locked, entry) {
		t.Fatalf("the file lacks %q:\n%s", entry, locked)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(locked, entry, "", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	c = loadWithFakes(t, path)
	if got, want := c.Stale(mustCatalog(t, c)), []string{"fake.on: not in the lock"}; !reflect.DeepEqual(got, want) {
		t.Errorf("stale %q, want %q", got, want)
	}
	if err := c.Relock(); err != nil {
		t.Fatal(err)
	}

	changed := map[string]string{}
	for p, s := range fakeOptional(t) {
		changed[p] = s
	}
	changed["optional/fake_on.lua"] += "-- reworded\n"
	c = loadWithLayer(t, c.Path, changed)
	st, err := CampaignStatusOf(c)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(st.Stale, []string{"fake.on: optional/fake_on.lua changed since it was locked"}) {
		t.Errorf("stale %q", st.Stale)
	}
	if err := c.Relock("fake.on"); err != nil {
		t.Fatal(err)
	}
	if c.Lock["fake.on"].Hash != textHash(changed["optional/fake_on.lua"]) {
		t.Errorf("lock of fake.on %+v", c.Lock["fake.on"])
	}
}

// Only a default-on module may be disabled, and a campaign that disables
// another one is refused; enabling that module mends it.
func TestCampaignDisabledMustBeDefaultOn(t *testing.T) {
	path := campaignDir(t)
	for _, tc := range []struct{ disabled, want string }{
		{`"fake.off"`, `module "fake.off" is not on by default, so it cannot be disabled`},
		{`"test.a"`, `module "test.a" is not on by default, so it cannot be disabled`},
		{`"nope"`, `unknown module "nope"`},
	} {
		text := "name = \"d\"\nscripts = [\"house\"]\ndisabled = [" + tc.disabled + "]\n"
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := CampaignStatusOf(loadWithFakes(t, path))
		// located at its line, as fight --campaign locates it
		if err == nil || !strings.HasPrefix(err.Error(), path+":3: disabled[1]: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("disabled = [%s]: Status = %v, want %q", tc.disabled, err, tc.want)
		}
	}
	text := "name = \"d\"\nscripts = [\"house\"]\n" + disabledLine(append([]string{"fake.off"}, builtinDefaultOn(t)...))
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c := loadWithFakes(t, path)
	if err := c.Enable("fake.off"); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(c.Modules, []string{"fake.off"}) || contains(c.Disabled, "fake.off") {
		t.Errorf("after enabling fake.off: modules %v disabled %v", c.Modules, c.Disabled)
	}
}

// Only an optional module can be on by default: a house rule in a campaign
// folder or a core rule that says default_on is refused, naming the file.
func TestDefaultOnOnlyOptional(t *testing.T) {
	c := newHouseCampaign(t)
	loud := filepath.Join(filepath.Dir(c.Path), "loud")
	if err := os.Mkdir(loud, 0o755); err != nil {
		t.Fatal(err)
	}
	text := `return { name = "house.loud", version = "1.0.0", summary = "wants to be on", source = "default-on test",
  default_on = true, setup = function(api, opts) end }
`
	if err := os.WriteFile(filepath.Join(loud, "loud.lua"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	refused(t, c, func(c *Campaign) error { return c.AddScripts("loud") },
		`loud/loud.lua: manifest field "default_on": only an optional module (scripts/optional) can be on by default, and house.loud is a house module`)

	for _, tc := range []struct{ path, text, want string }{
		{"rules/fake_core.lua", `return { name = "core.fake", version = "1.0.0", summary = "s", source = "t", default_on = true, setup = function() end }`,
			`rules/fake_core.lua: manifest field "default_on": only an optional module (scripts/optional) can be on by default, and core.fake is a core module`},
		{"houserules/fake.lua", `return { name = "house.fake", version = "1.0.0", summary = "s", source = "t", default_on = true, setup = function() end }`,
			"and house.fake is a house module"},
		{"optional/fake_yes.lua", `return { name = "fake.yes", version = "1.0.0", summary = "s", source = "t", default_on = "yes", setup = function() end }`,
			`optional/fake_yes.lua:1: manifest field "default_on" must be true or false, got string`},
	} {
		_, err := New(Options{Layers: []vm.Layer{fakeLayer(map[string]string{tc.path: tc.text})}})
		var in *InputError
		var me *ManifestError // default_on of the wrong type: the manifest does not read
		if !(errors.As(err, &in) || errors.As(err, &me)) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: New = %v, want %q", tc.path, err, tc.want)
		}
	}
}

// Disabling a core module says that core modules are always on: it said
// the module "is not on by default … off unless a campaign enables it",
// which a core module never is.
func TestDisablingACoreModuleSaysItIsAlwaysOn(t *testing.T) {
	_, err := New(Options{Disable: []string{"core.ranged"}})
	want := `module "core.ranged" is a core rule and always on, so it cannot be disabled`
	if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "not on by default") {
		t.Errorf("Disable core.ranged: %v; want %q", err, want)
	}
}
