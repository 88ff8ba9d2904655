package tests

import (
	"regexp"
	"strings"
	"testing"
)

// limbsScenario is a scenario author's fight of two maimed men (seed 000
// "Hit Location and Damage": a limb at its 5th wound is "severed or otherwise
// rendered useless"): A's right arm is gone and his Peacemaker holstered, B's
// legs are both gone, 20 paces off with a Bowie knife. A gun put in A's right
// hand is refused (TestScenarioErrors); here he draws it with the left.
const limbsScenario = `name = "limbs"
surprise = false
[[combatant]]
name = "A"
side = "x"
traits = { dexterity = "d8", fortitude = "d12" }
weapons = ["peacemaker"]
wounds = { "right arm" = 5 }

[[combatant]]
name = "B"
side = "y"
traits = { dexterity = "d8", fortitude = "d12" }
weapons = ["bowie_knife"]
position = [20, 0]
wounds = { "right leg" = 5, "left leg" = 5 }
`

// A lost arm does nothing and lost legs do not walk (rules/limbs.lua, decided
// here): B ran 19 paces on two destroyed legs and A fired from the useless
// arm. Now B starts on the ground and crawls 3 paces a round (a quarter of
// Speed 12), and A draws into his left hand and fires it at the off hand's +3
// (seed 000 "Two Weapons").
func TestLostLimbsFromTheStart(t *testing.T) {
	p := writeFile(t, t.TempDir(), "limbs.toml", limbsScenario)
	out := mustTwtw(t, "fight", p, "--seed", "2")
	for _, want := range []string{
		"A: 5 wound(s) to the right arm (lost)\n",
		"B: 5 wound(s) to the right leg (lost); 5 wound(s) to the left leg (lost); prone\n",
		"A draws the Colt Peacemaker, gunslinger model\n",
		"B moves 3 pace(s) toward A (walk this round: 3, walk)\n",
		"    tn: 5 (Standard) + 2 (range 17 paces, increment 8) + 3 (off hand) = 10\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if m := regexp.MustCompile(`B moves (\d\d|[4-9]) pace`).FindString(out); m != "" {
		t.Errorf("B crawled farther than 3 paces a round: %q", m)
	}
	if strings.Contains(out, "B gets up") || strings.Contains(out, "leaps aside") {
		t.Errorf("B stood up or leapt on no legs:\n%s", out)
	}
}
