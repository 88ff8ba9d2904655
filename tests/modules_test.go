package tests

import (
	"encoding/json"

	"strings"
	"testing"
)

// The plan shows each rule's chain with file:line; a module that replaces a
// core rule appears in that rule's chain (issue: two_weapon_advanced "replaces
// the standard two-weapon rule, and the plan shows that").
func TestPlanShowsReplacement(t *testing.T) {
	dir := t.TempDir()
	camp := writeFile(t, dir, "c.toml", "name = \"x\"\nmodules = [\"two_weapon_advanced\"]\n")
	out, errs, code := twtw(t, "modules", "--campaign", camp, "--plan", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var plan struct {
		Rules []struct {
			Name  string
			Chain []struct{ Op, Module, Where string }
		}
	}
	if err := json.Unmarshal([]byte(out), &plan); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range plan.Rules {
		if r.Name != "ranged.two_weapons" {
			continue
		}
		found = true
		if len(r.Chain) != 2 || r.Chain[0].Op != "define" || r.Chain[0].Module != "core.twoweapon" ||
			r.Chain[1].Op != "replace" || r.Chain[1].Module != "two_weapon_advanced" ||
			!strings.HasPrefix(r.Chain[1].Where, "optional/two_weapon_advanced.lua:") {
			t.Errorf("ranged.two_weapons chain = %+v, want define by core.twoweapon then replace by two_weapon_advanced", r.Chain)
		}
	}
	if !found {
		t.Error("the plan has no rule ranged.two_weapons")
	}
	// Without the module the chain is the core definition alone.
	out, _, _ = twtw(t, "modules", "--plan")
	i := strings.Index(out, "  ranged.two_weapons (function)\n")
	if i < 0 || strings.Contains(strings.SplitN(out[i:], "\n  ranged.", 3)[1], "replace") {
		t.Errorf("without the module, ranged.two_weapons should have no replacement:\n%s", out[i:min(len(out), i+300)])
	}
}

// Modules a campaign can't have: an unknown one, two that conflict, one whose
// requirement is missing, a bad option value — exit 2 naming them.
func TestPlanRefusals(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ toml, want string }{
		{"modules = [\"no_such\"]\n", `unknown module "no_such"`},
		{"modules = [\"arc_edges\"]\n[options.arc_edges]\nwhen = \"sometimes\"\n", `option arc_edges.when: want one of "movement", "shot", got "sometimes"`},
		{"modules = [\"bleeding\"]\n[options.bleeding]\nheavy = \"lots\"\n", `option bleeding.heavy`},
	} {
		camp := writeFile(t, dir, "c.toml", "name = \"x\"\n"+tc.toml)
		_, errs, code := twtw(t, "modules", "--campaign", camp)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tc.toml, code, errs, tc.want)
		}
	}

}

// The plan lists every event the modules declare, each with its declarer
// first and then its listeners: shootout declares shot.resolved, which no
// module listens to, and the plan left it out (only events with listeners
// were rules), so a house-rule author could not find the hook.
func TestPlanListsEveryDeclaredEvent(t *testing.T) {
	out := mustTwtw(t, "modules", "--ruleset", "shootout", "--plan")
	for _, want := range []string{
		"  shot.resolved (event)\n      declare shootout.shooting        rules/shooting.lua\n  turn.end (event)\n",
		"  turn.end (event)\n      declare shootout.turn            rules/turn.lua\n      on      shootout.summary         rules/summary.lua:",
		"  fight.end (event)\n      declare host                     host/fight.go\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the plan lacks %q:\n%s", want, out[strings.Index(out, "(event)")-30:])
		}
	}
	js := mustTwtw(t, "modules", "--ruleset", "shootout", "--plan", "--json")
	var plan struct {
		Events []struct{ Name, Module string }
	}
	if err := json.Unmarshal([]byte(js), &plan); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, ev := range plan.Events {
		names = append(names, ev.Name+"="+ev.Module)
	}
	if got, want := strings.Join(names, " "), "card.acted=shootout.actions code.breached=shootout.code combatant.died=shootout.status "+
		"combatant.out=shootout.status fight.end=host fight.start=shootout.turn fisticuffs.exchanged=shootout.fisticuffs "+
		"shot.resolved=shootout.shooting turn.end=shootout.turn turn.start=shootout.turn wound.applied=shootout.wounds"; got != want {
		t.Errorf("--json events:\n%s\nwant\n%s", got, want)
	}
}
