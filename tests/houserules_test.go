package tests

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// waryRule is the house rule a new user writes for the end-to-end test: a
// wrap of check.trait that lowers any surprise TN above Standard (5) to 5.
// seed 000 "Surprise": "a Standard (5) difficulty Acuity check … if a
// character expects danger; Difficult (9) at other times."
const waryRule = `-- gulch/wary.lua — Gulch folk sleep with one eye open.
-- House rule: a surprise check is never harder than Standard (5); the seed
-- (000 "Surprise") makes it Difficult (9) for anyone not expecting danger.
local M = {
  name = "gulch.wary",
  version = "1.0.0",
  summary = "Nobody in Gulch is caught napping: surprise checks are at most Standard (5)",
  source = "house rule; changes seed 000 \"Surprise\"",
}

function M.setup(api)
  -- round.surprise builds the TN as terms tagged "surprise" and hands them
  -- to check.trait; lower any that is above Standard.
  api.wrap("check.trait", function(next, c, trait, opts)
    local tn = opts and opts.tn
    if type(tn) == "userdata" and select(2, tn:find("surprise")) > 0 then
      local standard = api.rules["tn.ladder"].standard
      if tn:total() > standard then
        tn:add(standard - tn:total(), "Gulch: nobody is caught napping", "gulch_wary")
      end
    end
    return next(c, trait, opts)
  end)
end

return M
`

// waryAddLine is the line of waryRule that adds the term: the transcript
// names it as gulch/wary.lua:N.
func waryAddLine(t *testing.T) int {
	t.Helper()
	for i, l := range strings.Split(waryRule, "\n") {
		if strings.Contains(l, "tn:add(") {
			return i + 1
		}
	}
	t.Fatal("waryRule has no tn:add line")
	return 0
}

// splitTranscript splits a text transcript into its header lines (up to the
// blank line that ends the header, host/fight.go header: title, seed,
// scenario, campaign, modules) and its body lines.
func splitTranscript(t *testing.T, s string) (header, body []string) {
	t.Helper()
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l == "" {
			return lines[:i], lines[i+1:]
		}
	}
	t.Fatalf("transcript has no blank line ending its header:\n%.600s", s)
	return nil, nil
}

// campaignLine is the header line naming a campaign file: its path as given,
// the first 12 hex digits of its sha256 and the fingerprint of the rules it
// plays, as a simulation report gives it (simRules).
func campaignLine(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	return fmt.Sprintf("campaign %s (sha256 %s) · rules %s", path, hex.EncodeToString(sum[:])[:12], simRules(t, path))
}

// simRules is the fingerprint of the rules a campaign plays as twtw sim's
// report gives it (its first variant's rules), which fight and explain
// headers under the campaign print.
func simRules(t *testing.T, campaign string) string {
	t.Helper()
	var report struct{ Variants []struct{ Rules string } }
	if err := json.Unmarshal([]byte(mustTwtw(t, "sim", "--campaign", campaign, "--runs", "1", "--json")), &report); err != nil {
		t.Fatal(err)
	}
	if len(report.Variants) != 1 || len(report.Variants[0].Rules) != 16 {
		t.Fatalf("sim --campaign %s: variants %+v, want one with a 16-digit fingerprint", campaign, report.Variants)
	}
	return report.Variants[0].Rules
}

// withModule is the header's modules line once module (name and version)
// is loaded after the modules of line.
func withModule(line, module string) string {
	if line == "modules: core rules only" {
		return "modules: " + module
	}
	return line + ", " + module
}

// The issue's end-to-end story, as a new user runs it (scripts/README.md "A
// module"; ARCHITECTURE.md "Campaigns"): write a house rule in a folder of one's
// own, make a campaign, add the folder, enable the rule, and fight the
// built-in saloon gunfight with and without it. The transcripts are the same
// line for line up to the first check the rule touches; that line and the
// TN breakdown under it say what the rule did and name the module and its
// file:line. Disabled again, the campaign gives the plain transcript byte
// for byte but for the header's campaign line, and the same body as a
// campaign that never had the rule.
//
// Seed 13 is chosen because the rule flips a result at once: Jonah Benton
// (not expecting danger, Acuity d10) draws card 6 for his surprise check
// and reads 7 — a failure against the seed's Difficult (9), a success
// against the house rule's Standard (5).
func TestHouseRuleEndToEnd(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	writeFile(t, dir, "gulch/wary.lua", waryRule)
	ok := func(args ...string) string { t.Helper(); return mustTwtw(t, args...) }
	ok("campaign", "new", "camp.toml")
	ok("campaign", "scripts", "camp.toml", "add", "gulch")
	ok("campaign", "enable", "camp.toml", "gulch.wary")

	const seed = "13"
	plain := ok("fight", "--seed", seed)
	with := ok("fight", "--seed", seed, "--campaign", "camp.toml")
	if strings.Contains(plain, "gulch.wary") {
		t.Fatalf("the run without a campaign mentions gulch.wary")
	}

	// Header: the same fight, seed, scenario; the campaign and its module named.
	ph, pb := splitTranscript(t, plain)
	wh, wb := splitTranscript(t, with)
	if len(ph) != 5 || len(wh) != 5 {
		t.Fatalf("headers have %d and %d lines, want 5 (title, seed, scenario, campaign, modules):\n%s\n--\n%s",
			len(ph), len(wh), strings.Join(ph, "\n"), strings.Join(wh, "\n"))
	}
	for i := 0; i < 3; i++ {
		if ph[i] != wh[i] {
			t.Errorf("header line %d: %q without the campaign, %q with it", i+1, ph[i], wh[i])
		}
	}
	if ph[3] != "campaign none" {
		t.Errorf("header without a campaign: %q, want \"campaign none\"", ph[3])
	}
	if want := campaignLine(t, "camp.toml"); wh[3] != want {
		t.Errorf("header with the campaign: %q, want %q", wh[3], want)
	}
	if want := withModule(ph[4], "gulch.wary 1.0.0"); wh[4] != want {
		t.Errorf("modules line with the campaign: %q, want %q", wh[4], want)
	}

	// Body: identical up to the first line the rule changes.
	first := -1
	for i := 0; i < len(pb) && i < len(wb); i++ {
		if pb[i] != wb[i] {
			first = i
			break
		}
	}
	if first < 0 {
		t.Fatalf("the house rule changed nothing in the seed %s fight", seed)
	}
	before := strings.Join(wb[:first], "\n")
	for _, want := range []string{"— round 1 —", "Miranda Valentine: acuity check for surprise"} {
		if !strings.Contains(before, want) {
			t.Errorf("the shared part of the transcripts lacks %q: the first difference (body line %d) comes too early", want, first+1)
		}
	}
	const check = "Jonah Benton: acuity check for surprise (d10, skill 1) card 6: 7 best 7+0 = 7 vs TN "
	if want := check + "9 — failure"; pb[first] != want {
		t.Errorf("first differing line without the rule:\n  %q\nwant\n  %q", pb[first], want)
	}
	if want := check + "5 — success"; wb[first] != want {
		t.Errorf("first differing line with the rule:\n  %q\nwant\n  %q", wb[first], want)
	}
	if len(wb) < first+4 || len(pb) < first+4 {
		t.Fatalf("transcripts end right after the first difference")
	}
	if want := "    tn: 9 (Difficult: not expecting danger) = 9"; pb[first+1] != want {
		t.Errorf("TN line without the rule: %q, want %q", pb[first+1], want)
	}
	if want := "    tn: 9 (Difficult: not expecting danger) − 4 (Gulch: nobody is caught napping) = 5"; wb[first+1] != want {
		t.Errorf("TN line with the rule: %q, want %q", wb[first+1], want)
	}
	if want := fmt.Sprintf("      -4 Gulch: nobody is caught napping  [gulch.wary gulch/wary.lua:%d]", waryAddLine(t)); wb[first+3] != want {
		t.Errorf("the term the rule added: %q, want %q", wb[first+3], want)
	}
	// The flipped check has its consequence: Jonah is surprised without the
	// rule, and acts in round 1 with it.
	const surprised = "Jonah Benton is surprised and cannot act this round"
	if pb[first+3] != surprised || strings.Contains(with, surprised) {
		t.Errorf("without the rule Jonah should be surprised (line %q); with it never", pb[first+3])
	}
	if !strings.Contains(with, "Jonah Benton declares:") {
		t.Errorf("with the rule Jonah never declares an action")
	}

	// Disabled: the campaign still mounts the folder (the module is known,
	// off), and the fight is the plain one byte for byte but for the header's
	// campaign line.
	ok("campaign", "disable", "camp.toml", "gulch.wary")
	var mods struct {
		Modules []struct {
			Name, Kind, Path string
			On               bool
		}
	}
	if err := json.Unmarshal([]byte(ok("modules", "--campaign", "camp.toml", "--json")), &mods); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, m := range mods.Modules {
		if m.Name == "gulch.wary" {
			found = true
			if m.On || m.Kind != "house" || m.Path != "gulch/wary.lua" {
				t.Errorf("gulch.wary after disable: on %v, kind %q, path %q; want off, house, gulch/wary.lua", m.On, m.Kind, m.Path)
			}
		}
	}
	if !found {
		t.Errorf("gulch.wary is not listed by modules --campaign after disable")
	}
	off := ok("fight", "--seed", seed, "--campaign", "camp.toml")
	if want := strings.Replace(plain, "\ncampaign none\n", "\n"+campaignLine(t, "camp.toml")+"\n", 1); off != want {
		oh, ob := splitTranscript(t, off)
		t.Errorf("disabled: the transcript is not the plain one with the campaign line %q\nheader:\n%s\nbody identical: %v",
			campaignLine(t, "camp.toml"), strings.Join(oh, "\n"), strings.Join(ob, "\n") == strings.Join(pb, "\n"))
	}

	// A campaign with the same folder that never enabled the rule: the same
	// modules line and a byte-identical body.
	ok("campaign", "new", "never.toml")
	ok("campaign", "scripts", "never.toml", "add", "gulch")
	never := ok("fight", "--seed", seed, "--campaign", "never.toml")
	nh, nb := splitTranscript(t, never)
	oh, ob := splitTranscript(t, off)
	if nh[4] != oh[4] || nh[4] != ph[4] {
		t.Errorf("modules lines: never enabled %q, disabled %q, no campaign %q", nh[4], oh[4], ph[4])
	}
	if want := campaignLine(t, "never.toml"); nh[3] != want {
		t.Errorf("header of the never-enabled campaign: %q, want %q", nh[3], want)
	}
	if strings.Join(nb, "\n") != strings.Join(ob, "\n") {
		t.Errorf("the bodies of the disabled and the never-enabled campaign differ")
	}
}

// The example campaign folder scripts/houserules/gentle_bleeding rewrites
// the built-in optional bleeding under its own name ("bleeding"). A campaign
// that mounts it (builtin:houserules/gentle_bleeding) and enables bleeding
// plays the gentle rule: the plan says the built-in is replaced, the header
// names the gentle version, and the fight goes as with the built-in up to the
// first bleeding — seed 000 "Optional Bleeding Rules": "Seriously wounded
// characters bleed 2 CT per round"; the gentle rule bleeds 1. Seed 1 is
// chosen because a serious wound bleeds first (Angus Laroq's left leg, CT 11).
func TestHouseRuleExampleFolder(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	ok := func(args ...string) string { t.Helper(); return mustTwtw(t, args...) }
	ok("campaign", "new", "builtin.toml")
	ok("campaign", "enable", "builtin.toml", "bleeding")
	ok("campaign", "new", "gentle.toml")
	ok("campaign", "scripts", "gentle.toml", "add", "builtin:houserules/gentle_bleeding")
	ok("campaign", "enable", "gentle.toml", "bleeding")

	plan := ok("modules", "--plan", "--campaign", "gentle.toml")
	if want := "gentle_bleeding/bleeding.lua (replaces the built-in optional/bleeding.lua)"; !strings.Contains(plan, want) {
		t.Errorf("modules --plan does not say %q:\n%.2000s", want, plan)
	}

	const seed = "1"
	bh, bb := splitTranscript(t, ok("fight", "--seed", seed, "--campaign", "builtin.toml"))
	gh, gb := splitTranscript(t, ok("fight", "--seed", seed, "--campaign", "gentle.toml"))
	if !strings.Contains(bh[4], "bleeding 1.0.0 (critical=3, heavy=1, serious=2)") {
		t.Errorf("built-in modules line: %q", bh[4])
	}
	if !strings.Contains(gh[4], "bleeding 1.0.0+gentle (bandage_tn=5, critical=2, heavy=0, serious=1, to_death=false; replaced by gentle_bleeding/bleeding.lua)") {
		t.Errorf("gentle modules line: %q", gh[4])
	}
	first := -1
	for i := 0; i < len(bb) && i < len(gb); i++ {
		if bb[i] != gb[i] {
			first = i
			break
		}
	}
	if first < 0 {
		t.Fatalf("the gentle bleeding changed nothing in the seed %s fight", seed)
	}
	if strings.Contains(strings.Join(bb[:first], "\n"), "bleeding:") {
		t.Errorf("someone bled before the first difference")
	}
	if want := "bleeding: Angus Laroq loses 2 CT (serious wound to the left leg); CT 11 → 9"; bb[first] != want {
		t.Errorf("first differing line, built-in: %q, want %q", bb[first], want)
	}
	if want := "bleeding: Angus Laroq loses 1 CT (serious wound to the left leg); CT 11 → 10"; gb[first] != want {
		t.Errorf("first differing line, gentle: %q, want %q", gb[first], want)
	}
}
