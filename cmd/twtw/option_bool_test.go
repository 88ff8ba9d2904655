package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A bool module option takes true, false, 1 or 0, and the module reads 0
// and false as false: "0" was refused, and Lua reads the number 0 as true.
// Anything else is refused naming the option and its type, by campaign set
// and sim --compare alike (one parser, module.OptionSpec.Check, serves every
// ruleset). The module's setup fails when it reads the option as on, so a
// set that passes read it as off.
func TestBoolOptionTakesTrueFalseOneZero(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.Mkdir("h", 0o755); err != nil {
		t.Fatal(err)
	}
	flag := "return {\n  name = \"h.flag\", version = \"1.0.0\", summary = \"a flag\", source = \"house rule\",\n" +
		"  options = { on = { type = \"bool\", default = false, doc = \"switches it on\" } },\n" +
		"  setup = function(_, opts)\n    if opts.on then error(\"on read as \" .. tostring(opts.on), 0) end\n  end,\n}\n"
	if err := os.WriteFile(filepath.Join("h", "flag.lua"), []byte(flag), 0o644); err != nil {
		t.Fatal(err)
	}
	campaignOK(t, "campaign", "new", "c.toml")
	campaignOK(t, "campaign", "scripts", "c.toml", "add", "h")
	campaignOK(t, "campaign", "enable", "c.toml", "h.flag")
	for _, v := range []string{"1", "0", "true", "false"} {
		_, errs, code := campaignRun(t, "campaign", "set", "c.toml", "h.flag.on="+v)
		want := "twtw: c.toml: building the rules: module h.flag: setup: h/flag.lua:5: on read as true " +
			"(fix the file, or take folder h out of the campaign with: twtw campaign scripts remove c.toml h)\n"
		if v == "0" || v == "false" {
			want = ""
		}
		if errs != want || (code == exitOK) != (want == "") {
			t.Errorf("set h.flag.on=%s: exit %d, stderr %q; want %q", v, code, errs, want)
		}
	}
	text, err := os.ReadFile("c.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "[options.\"h.flag\"]\non = false\n") {
		t.Errorf("c.toml after set h.flag.on=false:\n%s", text)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"campaign", "set", "c.toml", "h.flag.on=yes"}, "twtw: c.toml: set h.flag.on=yes: option h.flag.on: want a bool (true, false, 1 or 0), got \"yes\"\n"},
		{[]string{"sim", "duel", "--runs", "1", "--campaign", "c.toml", "--compare", "h.flag.on=0"}, "twtw: compare \"h.flag.on=0\": h.flag.on is false in the baseline already: nothing to compare\n"},
		{[]string{"sim", "duel", "--runs", "1", "--campaign", "c.toml", "--compare", "h.flag.on=False"}, "twtw: compare \"h.flag.on=False\": h.flag.on: want a bool (true, false, 1 or 0), got \"False\"\n"},
	} {
		if _, errs, code := campaignRun(t, tc.args...); code != exitBadUsed || errs != tc.want {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}
