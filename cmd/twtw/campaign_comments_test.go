package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The judge's hand-written campaign: comments on its own lines and after
// values, its own order of keys.
const handCampaign = `# session notes
name = "h"
scripts = ["house"]  # our house rules
modules = [
  "bleeding",  # it hurts
]
[options.bleeding]
heavy = 3  # was 2
`

// beforeLock is a campaign file's text before its lock tables.
func beforeLock(text string) string {
	if i := strings.Index(text, "\n[lock."); i >= 0 {
		return text[:i]
	}
	return text
}

// campaign set keeps a hand-written file's comments and the order of its
// keys (it rewrote the file canonical: every comment gone, the header
// replaced by "(comments are not kept)", the keys reordered) and says
// nothing; an edit that drops comments — with what it removed, or
// rewriting a layout it does not edit in place — says how many and which,
// on stderr, as a warning (a JSON one under --json).
func TestCampaignEditKeepsCommentsOrSaysSo(t *testing.T) {
	dir := campaignFolder(t)
	t.Chdir(dir)
	if err := os.WriteFile("h.toml", []byte(handCampaign), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := campaignRun(t, "campaign", "set", "h.toml", "bleeding.heavy=2")
	text := readText(t, "h.toml")
	if code != exitOK || errs != "" || beforeLock(text) != strings.Replace(handCampaign, "heavy = 3", "heavy = 2", 1) {
		t.Errorf("campaign set: exit %d, stderr %q, file:\n%s\nwant the same file but heavy = 2 (and a lock)", code, errs, text)
	}

	_, errs, code = campaignRun(t, "campaign", "disable", "h.toml", "bleeding")
	want := "twtw: warning: h.toml: dropped 2 comment lines with what the edit removed: \"# it hurts\", \"# was 2\"\n"
	if text := readText(t, "h.toml"); code != exitOK || errs != want || beforeLock(text) != "# session notes\nname = \"h\"\nscripts = [\"house\"]  # our house rules\nmodules = []\n" {
		t.Errorf("campaign disable: exit %d, stderr %q, want %q; file:\n%s", code, errs, want, text)
	}

	inline := "# inline\nname = \"i\"\nmodules = [\"test.a\"]\noptions = { \"test.a\" = { n = 2 } }\nscripts = [\"house\"]\n"
	if err := os.WriteFile("i.toml", []byte(inline), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code = campaignRun(t, "campaign", "set", "i.toml", "test.a.n=3", "--json")
	want = `{"warning":{"message":"i.toml: dropped 1 comment line rewriting the file in canonical form (its layout, such as an inline table, is not one an edit changes in place): \"# inline\"","kind":"input","file":"i.toml","line":0,"field":""}}` + "\n"
	if code != exitOK || errs != want {
		t.Errorf("campaign set of an inline table --json: exit %d, stderr %q, want %q", code, errs, want)
	}
	if text := readText(t, "i.toml"); !strings.Contains(text, "[options.\"test.a\"]\nn = 3\n") {
		t.Errorf("i.toml:\n%s", text)
	}

	// twtw new module --campaign edits the file as campaign scripts add does
	if err := os.WriteFile("n.toml", []byte("name = \"n\"  # mine\nscripts = []  # none yet\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	campaignOK(t, "new", "module", "gulch.headshot", "--dir", filepath.Join(dir, "gulch-rules"), "--campaign", "n.toml")
	if text := readText(t, "n.toml"); text != "name = \"n\"  # mine\nscripts = [\n  \"gulch-rules\",\n]  # none yet\n" {
		t.Errorf("n.toml after new module --campaign:\n%s", text)
	}
}
