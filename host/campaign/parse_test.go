package campaign

import (
	"reflect"
	"strings"
	"testing"
)

// A misspelt field gets the same "did you mean" as every other field of a
// twtw file (didyoumean.Best), with no help from the Checker.
func TestParseUnknownFieldSuggests(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"name = \"x\"\nmodule = [\"test.a\"]\n", `; did you mean "modules"?`},
		{"name = \"x\"\nrulset = \"twtw\"\n", `; did you mean "ruleset"?`},
		{"name = \"x\"\ncolour = \"red\"\n", ""},
	} {
		_, err := Parse("camp.toml", []byte(tc.text), fakeChecker{})
		if err == nil {
			t.Fatalf("%q: no error", tc.text)
		}
		msg := err.Error()
		if tc.want == "" && strings.Contains(msg, "did you mean") || tc.want != "" && !strings.HasSuffix(msg, tc.want) {
			t.Errorf("%q: got %q, want it to end %q", tc.text, msg, tc.want)
		}
	}
}

// The unknown-field message lists the fields of a campaign file from the one
// list, fieldNames, which is every TOML field of Campaign.
func TestUnknownFieldListsFields(t *testing.T) {
	var tags []string
	typ := reflect.TypeOf(Campaign{})
	for i := range typ.NumField() {
		tag, _, _ := strings.Cut(typ.Field(i).Tag.Get("toml"), ",")
		if tag != "" && tag != "-" {
			tags = append(tags, tag)
		}
	}
	if !reflect.DeepEqual(tags, fieldNames()) {
		t.Errorf("fieldNames() = %v, the TOML fields are %v", fieldNames(), tags)
	}
	_, err := Parse("camp.toml", []byte("name = \"x\"\ncolour = \"red\"\n"), fakeChecker{})
	want := "camp.toml:2: unknown field colour (a campaign has name, ruleset, modules, disabled, scripts, deck, options, lock, lock_rules)"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %q", err, want)
	}
}

// A folder on disk loads as the layer "campaign:" and its entry, the From of
// its modules, which RemoveScripts compares to refuse removing a folder that
// holds an enabled module; a built-in folder's layer is the checker's.
func TestFolderLayer(t *testing.T) {
	c := newHouseCampaign(t)
	c.Scripts = append(c.Scripts, BuiltinPrefix+"houserules/x")
	got := c.Folders()
	c.Scripts = c.Scripts[:1]
	if len(got) != 2 || got[0].Layer != "campaign:house" || got[1].Layer != "" {
		t.Fatalf("Folders() = %+v", got)
	}
	if err := c.Enable("test.a"); err != nil {
		t.Fatal(err)
	}
	err := c.RemoveScripts("house")
	want := `scripts: "house" holds module test.a (test.a.lua), which is enabled: disable it first`
	if err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("RemoveScripts: got %v, want it to end %q", err, want)
	}
}

// Clone is a deep copy: changing its lists and tables leaves the original as
// it was.
func TestClone(t *testing.T) {
	c := &Campaign{Name: "G", Modules: []string{"a"}, Disabled: []string{"b"}, Scripts: []string{"s"},
		Options: map[string]map[string]any{"a": {"x": int64(1)}}, Lock: map[string]LockEntry{"a": {Version: "1"}}, checker: fakeChecker{}}
	n := c.Clone()
	if !reflect.DeepEqual(n, c) {
		t.Fatalf("Clone() = %+v, want %+v", n, c)
	}
	n.Modules[0], n.Disabled[0], n.Scripts[0] = "z", "z", "z"
	n.Options["a"]["x"] = int64(2)
	n.Lock["a"] = LockEntry{Version: "2"}
	if c.Modules[0] != "a" || c.Disabled[0] != "b" || c.Scripts[0] != "s" || c.Options["a"]["x"] != int64(1) || c.Lock["a"].Version != "1" {
		t.Errorf("changing the clone changed the original: %+v", c)
	}
}

// OptionAt names the line that sets a module's option (a dotted module name
// quoted in its header), for a term that credits it; "" for an option the
// campaign leaves at its default.
func TestOptionAt(t *testing.T) {
	text := "name = \"x\"\nmodules = [\"bumps\", \"my.steady\"]\nscripts = []\n\n[options.bumps]\nstep = 2\n\n[options.\"my.steady\"]\nwind = 3\n"
	c, err := Parse("camp.toml", []byte(text), fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ module, option, want string }{
		{"bumps", "step", "camp.toml:6"},
		{"my.steady", "wind", "camp.toml:9"},
		{"my.steady", "gust", ""},
		{"bleeding", "heavy", ""},
	} {
		if got := c.OptionAt(tc.module, tc.option); got != tc.want {
			t.Errorf("OptionAt(%s, %s) = %q, want %q", tc.module, tc.option, got, tc.want)
		}
	}
}
