package tests

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
)

// optionCampaign makes campaign file in a fresh working folder with module
// on and its option set (opt is "module.option=value") and returns the
// line of the file that sets it.
func optionCampaign(t *testing.T, file, module, opt string) string {
	t.Helper()
	t.Chdir(t.TempDir())
	mustTwtw(t, "campaign", "new", file)
	if module != "" {
		mustTwtw(t, "campaign", "enable", file, module)
	}
	mustTwtw(t, "campaign", "set", file, opt)
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	_, set, _ := strings.Cut(opt, ".")
	set = strings.Replace(set[strings.LastIndex(set, ".")+1:], "=", " = ", 1)
	return textLine(t, file, string(b), set)
}

// A number a module's option shaped names the option, its value and the
// campaign line that set it, as a term of the line it is printed on: the
// bumps a shot earns at bumps.step = 2 ("HIT, 4 bump(s)" had no credit and
// --json a bare "bumps": 4); at the book's step there is no such term.
func TestExplainCreditsTheBumpStepOption(t *testing.T) {
	line := optionCampaign(t, "bs.toml", "", "bumps.step=2")
	args := []string{"explain", "--campaign", "bs.toml", "--seed", "3", "--card", "50", "-t", "Mouthy vaquero"}
	out := mustTwtw(t, args...)
	want := "best 16+0 = 16 vs TN 7 — HIT, 4 bump(s)\n    bumps_earned: 4 (9 over TN 7, a bump per full 2) = 4\n" +
		"      +4 9 over TN 7, a bump per full 2  [core.bumps rules/bumps.lua:" + scriptLine(t, "rules/bumps.lua", `return api.terms("bumps earned"`) +
		" · option bumps.step = 2 set by campaign bs.toml:" + line + "]\n"
	if !strings.Contains(out, want) {
		t.Errorf("explain lacks %q:\n%s", want, out)
	}
	var terms []struct {
		Amount int
		Data   []struct {
			Table, Key string
			Option     bool
			Value      int
			SetBy      []jsonLink `json:"set_by"`
		}
	}
	var found string
	for _, l := range strings.Split(mustTwtw(t, append(args, "--json")...), "\n") {
		if strings.Contains(l, `"bumps_earned"`) {
			var ev struct {
				Fields struct {
					Bumps  int
					Earned struct{ Terms json.RawMessage } `json:"bumps_earned"`
				}
			}
			if err := json.Unmarshal([]byte(l), &ev); err != nil || ev.Fields.Bumps != 4 {
				t.Fatalf("%v, bumps %d: %s", err, ev.Fields.Bumps, l)
			}
			if err := json.Unmarshal(ev.Fields.Earned.Terms, &terms); err != nil {
				t.Fatal(err)
			}
			found = l
		}
	}
	if len(terms) != 1 || terms[0].Amount != 4 || len(terms[0].Data) != 1 || !reflect.DeepEqual(terms[0].Data[0].SetBy, []jsonLink{{Module: "campaign", Where: "bs.toml:" + line}}) ||
		terms[0].Data[0].Table != "bumps" || terms[0].Data[0].Key != "step" || !terms[0].Data[0].Option || terms[0].Data[0].Value != 2 {
		t.Errorf("--json bumps_earned: %+v in %s", terms, found)
	}
	// the book's step: the count is the core's, as before
	mustTwtw(t, "campaign", "set", "bs.toml", "bumps.step=4")
	if out := mustTwtw(t, args...); strings.Contains(out, "bumps_earned") || !strings.Contains(out, "HIT, 2 bump(s)\n") {
		t.Errorf("at step 4:\n%s", out)
	}
}

// pushing_the_limit's line shows the Rel it raised as terms, the extra
// credited to the option (it printed "Rel 2 → 5" and nothing more).
func TestExplainCreditsTheFanFiringExtraOption(t *testing.T) {
	line := optionCampaign(t, "pl.toml", "pushing_the_limit", "pushing_the_limit.extra=3")
	out := mustTwtw(t, "explain", "--campaign", "pl.toml", "--seed", "3", "--card", "43", "--opt", "fan=2", "-t", "Mouthy vaquero")
	want := "pushing_the_limit: Colt Peacemaker, gunslinger model fan fired — Rel 2 → 5: failure 2 FAILS\n" +
		"    reliability: 2 (Rel of the Colt Peacemaker, gunslinger model) + 3 (fan firing a revolver) = 5\n" +
		"      +2 Rel of the Colt Peacemaker, gunslinger model  [pushing_the_limit optional/pushing_the_limit.lua:" +
		scriptLine(t, "optional/pushing_the_limit.lua", `local terms = api.terms("Rel"`) + "]\n" +
		"      +3 fan firing a revolver  [pushing_the_limit optional/pushing_the_limit.lua:" +
		scriptLine(t, "optional/pushing_the_limit.lua", `terms:add(rel - w.rel, why, "fan", EXTRA)`) + " · option pushing_the_limit.extra = 3 set by campaign pl.toml:" + line + "]\n"
	if !strings.Contains(out, want) {
		t.Errorf("explain lacks %q:\n%s", want, out)
	}
}

// bleeding's line shows the CT bled as a term crediting the option that
// set the rate (it printed "loses 2 CT" alone).
func TestFightCreditsTheBleedingRateOption(t *testing.T) {
	line := optionCampaign(t, "bl.toml", "bleeding", "bleeding.heavy=2")
	out := mustTwtw(t, "fight", "--campaign", "bl.toml", "--seed", "2")
	want := "bleeding: Mouthy vaquero loses 2 CT (heavy wound to the torso); CT 8 → 6\n" +
		"    rate: 2 (a heavy wound to the torso) = 2\n" +
		"      +2 a heavy wound to the torso  [bleeding optional/bleeding.lua:" + scriptLine(t, "optional/bleeding.lua", `rate = api.logging()`) +
		" · option bleeding.heavy = 2 set by campaign bl.toml:" + line + "]\n"
	if !strings.Contains(out, want) {
		t.Errorf("fight lacks %q:\n%s", want, out)
	}
}
