package tests

import (
	"encoding/json"
	"encoding/xml"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// bustedStyle is a spec that uses only busted's and luassert's DSL: it runs
// unchanged under `twtw test`, one test failing on purpose (tagged #slow).
const bustedStyle = `local log = ""
describe("busted style", function()
  setup(function() log = log .. "S" end)
  teardown(function() log = log .. "T" end)
  before_each(function() log = log .. "b" end)
  context("a context", function()
    it("assert as a function", function() assert(true, "never shown") end)
    spec("are.same", function() assert.are.same({ 1, { 2 } }, { 1, { 2 } }) end)
    test("is_true / is_nil / is_not_nil", function() assert.is_true(true); assert.is_nil(nil); assert.is_not_nil(1) end)
    it("has_error / has_no.errors", function() assert.has_error(function() error("x") end); assert.has_no.errors(function() end) end)
    it("spy", function() local s = spy.new(function() end); s(1, 2); assert.spy(s).was.called_with(1, 2) end)
    it("fails #slow", function() assert.are.equal(1, 2) end)
  end)
end)
`

func lastOf(out string) string {
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	return lines[len(lines)-1]
}

// A busted-style spec runs unchanged: 5 pass, the #slow one fails (exit 1)
// with its file:line; --exclude-tags slow leaves it out (exit 0).
func TestTestCommandBustedStyle(t *testing.T) {
	spec := writeFile(t, t.TempDir(), "bst/style_spec.lua", bustedStyle)
	out, _, code := twtw(t, "test", spec)
	if code != 1 || lastOf(out) != "5 passed, 1 failed" {
		t.Errorf("exit %d, last line %q; want 1 and \"5 passed, 1 failed\"\n%s", code, lastOf(out), out)
	}
	if !strings.Contains(out, "FAIL bst/style_spec.lua › busted style › a context › fails #slow\n     bst/style_spec.lua:12: expected 1, got 2\n") {
		t.Errorf("the failure is not reported with its file:line:\n%s", out)
	}
	out, _, code = twtw(t, "test", "--exclude-tags", "slow", spec)
	if code != 0 || out != "5 passed, 0 failed\n" {
		t.Errorf("--exclude-tags slow: exit %d, output %q", code, out)
	}
	out, _, code = twtw(t, "test", spec, "--tags", "slow,fast", "--verbose")
	if want := "FAIL bst/style_spec.lua › busted style › a context › fails #slow\n"; code != 1 || !strings.HasPrefix(out, want) || lastOf(out) != "0 passed, 1 failed" {
		t.Errorf("--tags slow,fast --verbose: exit %d, output %q", code, out)
	}
}

// --format junit is JUnit XML with a testcase per spec; tap is TAP with a
// line per spec; an unknown format exits 2.
func TestTestCommandFormats(t *testing.T) {
	spec := writeFile(t, t.TempDir(), "bst/style_spec.lua", bustedStyle)
	out, _, code := twtw(t, "test", "--format", "junit", spec)
	var doc struct {
		XMLName xml.Name `xml:"testsuites"`
		Tests   int      `xml:"tests,attr"`
		Fails   int      `xml:"failures,attr"`
		Cases   []struct {
			Name string `xml:"name,attr"`
			Time string `xml:"time,attr"`
		} `xml:"testsuite>testcase"`
	}
	if err := xml.Unmarshal([]byte(out), &doc); err != nil || code != 1 {
		t.Fatalf("--format junit: exit %d, %v\n%s", code, err, out)
	}
	if doc.Tests != 6 || doc.Fails != 1 || len(doc.Cases) != 6 || doc.Cases[1].Name != "busted style › a context › are.same" {
		t.Errorf("junit: %+v", doc)
	}
	if _, err := strconv.ParseFloat(doc.Cases[0].Time, 64); err != nil {
		t.Errorf("junit time %q: %v", doc.Cases[0].Time, err)
	}
	out, _, code = twtw(t, "test", "--format", "tap", "--exclude-tags", "slow", spec)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if code != 0 || len(lines) != 8 || lines[0] != "TAP version 13" ||
		lines[1] != "ok 1 - bst/style_spec.lua › busted style › a context › assert as a function" ||
		lines[6] != "1..5" || lines[7] != "# 5 passed, 0 failed" {
		t.Errorf("tap: exit %d\n%s", code, out)
	}
	_, errs, code := twtw(t, "test", "--format", "yaml", spec)
	if code != 2 || !strings.Contains(errs, `unknown --format "yaml"`) {
		t.Errorf("--format yaml: exit %d, stderr %q; want 2", code, errs)
	}
}

// --filter runs the built-in specs whose describe › it path matches: some,
// not all (the fan-firing ones). The runs get a 1m deadline per call: a
// loaded machine must not make the heaviest spec miss the 2s default.
func TestTestCommandFilter(t *testing.T) {
	all, _, code := twtw(t, "--timeout", "1m", "test")
	if code != 0 {
		t.Fatalf("twtw test: exit %d\n%s", code, all)
	}
	some, _, code := twtw(t, "--timeout", "1m", "test", "--filter", "fan", "--verbose")
	if code != 0 {
		t.Fatalf("twtw test --filter fan: exit %d\n%s", code, some)
	}
	count := func(s string) int {
		n, _ := strconv.Atoi(strings.Fields(lastOf(s))[0])
		return n
	}
	if n, m := count(some), count(all); n < 5 || n >= m {
		t.Errorf("--filter fan ran %d of %d specs", n, m)
	}
	for _, line := range strings.Split(strings.TrimRight(some, "\n"), "\n") {
		if strings.HasPrefix(line, "ok   ") && !strings.Contains(strings.SplitN(line, " › ", 2)[1], "fan") {
			t.Errorf("--filter fan ran %q", line)
		}
	}
	out, errs, code := twtw(t, "test", "--filter", "no such spec anywhere")
	if code != 2 || out != "0 passed, 0 failed\n" || !strings.Contains(errs, "no test matched") {
		t.Errorf("a filter matching nothing: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// --only-campaign runs the specs of the campaign's own folders alone.
func TestTestCommandOnlyCampaign(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, "only_campaign/gulch", dir+"/gulch")
	camp := dir + "/g.toml"
	mustTwtw(t, "campaign", "new", camp)
	mustTwtw(t, "campaign", "scripts", camp, "add", dir+"/gulch")
	out, errs, code := twtw(t, "test", "--campaign", camp, "--only-campaign", "--verbose")
	want := "ok   gulch/headshot_spec.lua › headshot › one\nok   gulch/headshot_spec.lua › headshot › two\n2 passed, 0 failed\n"
	if code != 0 || out != want {
		t.Errorf("--only-campaign: exit %d, stdout %q, stderr %q; want %q", code, out, errs, want)
	}
	if _, errs, code := twtw(t, "test", "--only-campaign"); code != 2 || !strings.Contains(errs, "--only-campaign needs --campaign FILE") {
		t.Errorf("--only-campaign alone: exit %d, stderr %q; want 2", code, errs)
	}
	// a campaign whose folder has no specs: the message names the campaign
	bare := filepath.Join(dir, "bare")
	writeFile(t, bare, "m.lua", `return { name = "gulch.bare", version = "1.0.0", summary = "s", source = "test", setup = function() end }`)
	other := dir + "/bare.toml"
	mustTwtw(t, "campaign", "new", other)
	mustTwtw(t, "campaign", "scripts", other, "add", bare)
	if _, errs, code := twtw(t, "test", "--campaign", other, "--only-campaign"); code != 2 || errs != "twtw: test: no spec files (*_spec.lua) under the folders of campaign "+other+"\n" {
		t.Errorf("--only-campaign without specs: exit %d, stderr %q", code, errs)
	}
}

// A folder or spec file of another ruleset's tree runs with that ruleset,
// its scripts named as the ruleset loads them (houserules/…, not
// rulesets/ticks/houserules/…); paths of two rulesets, or of another ruleset
// than --ruleset, exit 2. The whole scripts tree run in place of the
// built-in one is the default ruleset's specs, the same as `twtw test`
// (its example campaign folder replaces optional/bleeding.lua by name as it
// replaces the built-in file).
func TestTestCommandRulesetPaths(t *testing.T) {
	all := mustTwtw(t, "test")
	if out, errs, code := twtw(t, "test", "../scripts"); code != 0 || errs != "" || out != all {
		t.Errorf("test ../scripts: exit %d, stderr %q, last line %q; want exit 0 and %q", code, errs, lastOf(out), lastOf(all))
	}
	const ticks = "../scripts/rulesets/ticks/houserules"
	out, errs, code := twtw(t, "test", "--verbose", ticks)
	if code != 0 || errs != "" || !strings.HasSuffix(lastOf(out), " passed, 0 failed") ||
		!strings.Contains(out, "\nok   houserules/firearms_spec.lua › ") || strings.Contains(out, "rulesets/") {
		t.Errorf("test %s: exit %d, stderr %q, output:\n%s", ticks, code, errs, out)
	}
	out, errs, code = twtw(t, "test", "../scripts/rulesets/ticks/rules/aim_spec.lua", "--verbose")
	if code != 0 || errs != "" || !strings.HasPrefix(out, "ok   rules/aim_spec.lua › ") {
		t.Errorf("a ticks spec file: exit %d, stderr %q, output:\n%s", code, errs, out)
	}
	_, errs, code = twtw(t, "test", ticks, "../scripts/rulesets/shootout/houserules")
	if want := "twtw: test: " + ticks + " is of ruleset ticks and ../scripts/rulesets/shootout/houserules of ruleset shootout; test one ruleset at a time\n"; code != 2 || errs != want {
		t.Errorf("two rulesets: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
	_, errs, code = twtw(t, "test", "--ruleset", "twtw", ticks)
	if want := "twtw: test: " + ticks + " is of ruleset ticks, but ruleset twtw is played (--ruleset ticks to test it)\n"; code != 2 || errs != want {
		t.Errorf("--ruleset twtw with a ticks folder: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
}

// Two folders of one name given to `twtw test` would load under the same
// prefix, one shadowing the other's spec files (and reporting them under its
// name): refused, exit 2, naming both, as a campaign refuses them. A folder
// or spec file named twice, or a file also under a folder named, runs once.
func TestTestCommandFoldersOfOneName(t *testing.T) {
	dir := t.TempDir()
	one := writeFile(t, dir, "gulch/a_spec.lua", `describe("a", function() it("one", function() end) end)`+"\n")
	writeFile(t, dir, "other/gulch/a_spec.lua", `describe("a", function() it("other", function() end) end)`+"\n")
	camp := filepath.Join(dir, "c.toml")
	mustTwtw(t, "campaign", "new", camp)
	mustTwtw(t, "campaign", "scripts", camp, "add", filepath.Join(dir, "gulch"))
	for _, args := range [][]string{
		{"test", filepath.Join(dir, "gulch"), filepath.Join(dir, "other/gulch")},
		{"test", filepath.Join(dir, "gulch"), filepath.Join(dir, "other/gulch/a_spec.lua")},
		{"test", "--campaign", camp, filepath.Join(dir, "other/gulch")},
	} {
		out, errs, code := twtw(t, args...)
		if code != 2 || out != "" || !strings.Contains(errs, " would both load as gulch/ (folders load under their own names): rename one, or test them one at a time\n") ||
			!strings.Contains(errs, filepath.Join(dir, "other/gulch")) || !strings.Contains(errs, filepath.Join(dir, "gulch")+" ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 naming both folders", args[1:], code, out, errs)
		}
	}
	want := "ok   gulch/a_spec.lua › a › one\n1 passed, 0 failed\n"
	for _, args := range [][]string{
		{"test", "-v", one, one},
		{"test", "-v", filepath.Join(dir, "gulch"), one, filepath.Join(dir, "gulch") + "/"},
		{"test", "-v", "--campaign", camp, filepath.Join(dir, "gulch")},
	} {
		if out, errs, code := twtw(t, args...); code != 0 || out != want {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %q", args[1:], code, out, errs, want)
		}
	}
}

// --json is --format json: with another --format it is bad usage (it used
// to win silently, even over an unknown format), and a selection that
// matches no test is bad usage (exit 2: a typo in a CI job's --filter
// passed), a JSON object on stderr under --json, after the empty report.
func TestTestCommandJSONFlag(t *testing.T) {
	spec := writeFile(t, t.TempDir(), "bst/style_spec.lua", bustedStyle)
	for _, format := range []string{"tap", "yaml"} {
		out, errs, code := twtw(t, "test", "--json", "--format", format, spec)
		want := `{"error":{"message":"test: --json reports as --format json, not \"` + format + `\": give one of them","kind":"usage","file":"","line":0,"field":""}}` + "\n"
		if code != 2 || out != "" || errs != want {
			t.Errorf("--json --format %s: exit %d, stdout %q, stderr %q; want 2 and %q", format, code, out, errs, want)
		}
	}
	if out, _, code := twtw(t, "test", "--json", "--format", "json", "--exclude-tags", "slow", spec); code != 0 || !strings.HasPrefix(out, "{\n  \"passed\": 5,\n") {
		t.Errorf("--json --format json: exit %d, stdout %q", code, out)
	}
	out, errs, code := twtw(t, "test", "--json", "--filter", "no such test", spec)
	want := `{"error":{"message":"test: no test matched the --tags, --exclude-tags, --filter and --filter-out given","kind":"usage","file":"","line":0,"field":""}}` + "\n"
	if code != 2 || !strings.Contains(out, `"results": []`) || errs != want {
		t.Errorf("--json, no test matched: exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errs, want)
	}
	_, errs, code = twtw(t, "test", "--filter", "no such test", spec)
	if want := "twtw: test: no test matched the --tags, --exclude-tags, --filter and --filter-out given\n"; code != 2 || errs != want {
		t.Errorf("no test matched: exit %d, stderr %q, want 2 and %q", code, errs, want)
	}
}

// A PATH argument under which there is no spec file — a misspelled folder or
// file, or a folder without specs — is bad usage naming it, even beside
// arguments that have specs: it used to be left out of the run unnoticed
// (exit 0), and alone it was said to have "no spec files" as if it existed.
func TestTestCommandPathWithoutSpecs(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "gulch/a_spec.lua", `describe("a", function() it("one", function() end) end)`+"\n")
	empty := filepath.Join(dir, "empty")
	writeFile(t, dir, "empty/notes.txt", "no specs here\n")
	missing := filepath.Join(dir, "gulhc")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{spec, missing}, "twtw: test " + missing + ": no such file or folder, nor a folder or spec file of the built-in scripts\n"},
		{[]string{missing}, "twtw: test " + missing + ": no such file or folder, nor a folder or spec file of the built-in scripts\n"},
		{[]string{spec, "rules/nosuch_spec.lua"}, "twtw: test rules/nosuch_spec.lua: no such file or folder, nor a folder or spec file of the built-in scripts\n"},
		{[]string{spec, empty}, "twtw: test " + empty + ": no spec files (*_spec.lua) in this folder\n"},
	} {
		out, errs, code := twtw(t, append([]string{"test"}, c.args...)...)
		if code != 2 || out != "" || errs != c.want {
			t.Errorf("test %q: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errs, c.want)
		}
	}
	if out, errs, code := twtw(t, "test", spec, "rules/ranged_spec.lua", "lib"); code != 0 || !strings.HasSuffix(out, " passed, 0 failed\n") {
		t.Errorf("a file, a built-in spec and a built-in folder: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// A folder whose modules say they are for another ruleset (ruleset =
// "percentile"), tested with no --ruleset, plays that ruleset: every spec in
// it failed, asking for --ruleset percentile. Under a ruleset chosen
// otherwise (--ruleset twtw), its spec says which ruleset to run it under,
// not only that the module does not fit.
func TestTestCommandNamesTheModulesRuleset(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "pct/counter.lua", `local M = { name = "pct.counter", version = "1.0.0", summary = "s", source = "test", ruleset = "percentile" }
function M.setup() end
return M
`)
	writeFile(t, dir, "pct/counter_spec.lua", `describe("counter", function() it("runs", function() assert.equal(1, 1) end) end)
`)
	if out, errs, code := twtw(t, "test", filepath.Join(dir, "pct")); code != 0 || out != "1 passed, 0 failed\n" {
		t.Errorf("with no --ruleset: exit %d, stdout %q, stderr %q; want 0 and the spec passed under percentile", code, out, errs)
	}
	out, _, code := twtw(t, "test", "--ruleset", "twtw", filepath.Join(dir, "pct"))
	want := "(pct/counter_spec.lua is a spec of ruleset percentile: run it under that ruleset, twtw test --ruleset percentile)"
	if code != 2 || !strings.Contains(out, want) {
		t.Errorf("exit %d, stdout %q; want 2 and %q", code, out, want)
	}
	if out := mustTwtw(t, "test", "--ruleset", "percentile", filepath.Join(dir, "pct")); !strings.HasSuffix(out, "1 passed, 0 failed\n") {
		t.Errorf("under --ruleset percentile: %q", out)
	}
}

// A JUnit or JSON report names each spec's file on disk beside its script
// path, so a CI server links a result to the file: a folder my.rules loads
// as my_rules/ (module names come from manifests, and a script path holds
// no dots), and a report named only my_rules/sum_spec.lua, a file the
// repository does not have. A built-in spec has no file on disk.
func TestTestCommandReportsTheFileOnDisk(t *testing.T) {
	t.Chdir(t.TempDir())
	writeFile(t, ".", "my.rules/sum_spec.lua", "describe(\"sums\", function()\n  it(\"adds\", function()\n    assert.equal(2, 1 + 1)\n  end)\nend)\n")
	out, errs, code := twtw(t, "test", "my.rules", "--format", "junit")
	var doc struct {
		Suites []struct {
			Name string `xml:"name,attr"`
			File string `xml:"file,attr"`
			Case struct {
				Classname string `xml:"classname,attr"`
				File      string `xml:"file,attr"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal([]byte(out), &doc); err != nil || code != 0 || len(doc.Suites) != 1 {
		t.Fatalf("test my.rules --format junit: exit %d, %v, stderr %q\n%s", code, err, errs, out)
	}
	want := filepath.Join("my.rules", "sum_spec.lua")
	if s := doc.Suites[0]; s.Name != "my_rules/sum_spec.lua" || s.File != want || s.Case.Classname != "my_rules/sum_spec.lua" || s.Case.File != want {
		t.Errorf("junit suite %+v: want it named my_rules/sum_spec.lua, with file %s", s, want)
	}
	var rep struct {
		Results []struct{ File, Path string }
	}
	out, _, code = twtw(t, "test", "my.rules", "--format", "json")
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 || len(rep.Results) != 1 ||
		rep.Results[0].File != "my_rules/sum_spec.lua" || rep.Results[0].Path != want {
		t.Errorf("test my.rules --format json: exit %d, %v, %+v; want file my_rules/sum_spec.lua, path %s", code, err, rep.Results, want)
	}
	// text and TAP name files as the scripts do, and say which folder on
	// disk a failing spec's folder is
	writeFile(t, ".", "my.rules/miss_spec.lua", "describe(\"misses\", function()\n  it(\"adds\", function()\n    assert.equal(3, 1 + 1)\n  end)\nend)\n")
	out, _, code = twtw(t, "test", "my.rules")
	if want := "FAIL my_rules/miss_spec.lua › misses › adds\n     my_rules/miss_spec.lua:3: expected 3, got 2\nmy_rules/ is my.rules/ on disk\n1 passed, 1 failed\n"; code != 1 || !strings.HasSuffix(out, want) {
		t.Errorf("test my.rules: exit %d, want it to end %q:\n%s", code, want, out)
	}
	out, _, code = twtw(t, "test", "my.rules", "--format", "tap")
	if want := "# my_rules/ is my.rules/ on disk\n1..2\n"; code != 1 || !strings.Contains(out, want) {
		t.Errorf("test my.rules --format tap: exit %d, want %q in:\n%s", code, want, out)
	}
	out, _, code = twtw(t, "test", "--filter", "the seed's table", "--format", "json")
	var builtin struct {
		Results []struct{ File, Path string }
	}
	if err := json.Unmarshal([]byte(out), &builtin); err != nil || code != 0 || len(builtin.Results) == 0 || builtin.Results[0].Path != "" {
		t.Errorf("a built-in spec: exit %d, %v, %+v; want no path", code, err, builtin.Results)
	}
}

// Scripts that do not load at all (a module beside the specs with a syntax
// error: no engine to run any spec on) still give a report in the format
// asked, each spec file failing at (loading) with the error: a CI job got
// an empty JUnit file and a line on stderr.
func TestTestCommandReportsScriptsThatDoNotLoad(t *testing.T) {
	t.Chdir(t.TempDir())
	writeFile(t, ".", "bad/broken.lua", "local M = {\n")
	writeFile(t, ".", "bad/ok_spec.lua", "describe(\"ok\", function() it(\"adds\", function() assert.equal(2, 1 + 1) end) end)\n")
	out, errs, code := twtw(t, "test", "bad", "--format", "junit")
	var doc struct {
		Errors int `xml:"errors,attr"`
		Suites []struct {
			File  string `xml:"file,attr"`
			Cases []struct {
				Name  string `xml:"name,attr"`
				Error string `xml:"error"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("not JUnit XML (%v):\n%s", err, out)
	}
	const msg = "loading scripts: bad/broken.lua:2: syntax error at end of file"
	if code != 2 || errs != "twtw: "+msg+"\n" || doc.Errors != 1 || len(doc.Suites) != 1 || doc.Suites[0].File != "bad/ok_spec.lua" ||
		len(doc.Suites[0].Cases) != 1 || doc.Suites[0].Cases[0].Name != "(loading)" || doc.Suites[0].Cases[0].Error != msg {
		t.Errorf("exit %d, stderr %q, report %+v; want 2, the error, and bad/ok_spec.lua's (loading) error", code, errs, doc)
	}
	if out, _, _ := twtw(t, "test", "bad"); out != "ERROR bad/ok_spec.lua › (loading)\n     "+msg+"\n0 passed, 1 failed (1 error)\n" {
		t.Errorf("text report %q", out)
	}
	// a folder with a dot loads under its mount name, the folders below it
	// under their own, and a hidden folder not at all: the report names
	// each spec as a run would
	writeFile(t, ".", "my.rules/broken.lua", "local M = {\n")
	writeFile(t, ".", "my.rules/sub/b_spec.lua", "describe(\"b\", function() it(\"b\", function() end) end)\n")
	writeFile(t, ".", "my.rules/.old/c_spec.lua", "describe(\"c\", function() it(\"c\", function() end) end)\n")
	out, _, _ = twtw(t, "test", "my.rules")
	const mine = "loading scripts: my_rules/broken.lua:2: syntax error at end of file"
	if want := "ERROR my_rules/sub/b_spec.lua › (loading)\n     " + mine + "\nmy_rules/ is my.rules/ on disk\n0 passed, 1 failed (1 error)\n"; out != want {
		t.Errorf("text report of my.rules:\n%s\nwant\n%s", out, want)
	}
}

// A spec file that does not load: --json's error object names the spec on
// disk and the line its error is at (they were empty), as the report's own
// (loading) result does.
func TestTestCommandLocatesASpecThatDoesNotLoad(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "gulch/x_spec.lua", "local twtw = require(\"twtw\")\ndescribe(\"x\", function()\n  it(\"a\", function() end)\n  local x = nil + 1\nend)\n")
	_, errs, code := twtw(t, "test", filepath.Join(dir, "gulch"), "--json")
	want := `{"error":{"message":"1 spec file(s) could not be loaded: gulch/x_spec.lua","kind":"script","file":"` + spec + `","line":4,"field":""}}` + "\n"
	if code != 2 || errs != want {
		t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
}
