package tomltext

import (
	"testing"
)

// MessageField reads the field a host message starts with.
func TestMessageField(t *testing.T) {
	for msg, want := range map[string]string{
		`combatant[2] (Hank).weapons[1]: unknown weapon "bow"`:            "combatant[2].weapons[1]",
		`combatant[1] (A): unknown field "skils"; did you mean "skills"?`: "combatant[1].skils",
		`combatant[1].name is missing`:                                    "combatant[1].name",
		`options."gulch.b": module "gulch.b" is not in modules`:           `options."gulch.b"`,
		`rounds 5000: want 0..1000 (0: the default)`:                      "rounds",
	} {
		if got := MessageField(msg); got != want {
			t.Errorf("MessageField(%q) = %q, want %q", msg, got, want)
		}
	}
}
