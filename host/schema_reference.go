package host

import (
	"fmt"
	"maps"

	"github.com/twtw/twtw/host/schema"
)

// scenarioReference is the field reference `twtw doc scenario.schema`
// lists: the ruleset's declared fields with the ones the host reads itself
// (name, summary, rounds, ruleset; each combatant's name and side), as a
// person writes them in a scenario file.
func scenarioReference(s *schema.Schema) []schema.FieldDoc {
	minCombatants, maxRounds := 2.0, float64(MaxRounds)
	zero := 0.0
	top := maps.Clone(s.Fields)
	top["name"] = &schema.Field{Type: "string", Doc: "the scenario's name, printed at the top of a transcript (read by the host)"}
	top["summary"] = &schema.Field{Type: "string", Doc: "one line on what the scenario is (read by the host)"}
	top["ruleset"] = &schema.Field{Type: "string", Doc: "the game the scenario is for; under another ruleset it is refused (read by the host)"}
	top["rounds"] = &schema.Field{Type: "int", Min: &zero, Max: &maxRounds,
		Doc: fmt.Sprintf("the round limit (0 or left out: %d; --rounds overrides it) (read by the host)", DefaultRounds)}
	combatant := maps.Clone(s.Combatant)
	combatant["name"] = &schema.Field{Type: "string", Required: true, Doc: "the combatant's name, unique in the scenario (as Unicode NFC), at most 64 characters, " +
		"no spaces at either end, no control or bidi characters (read by the host)"}
	combatant["side"] = &schema.Field{Type: "string", Required: true, Doc: "the combatant's side; a fight needs two sides or more, which differ by more than case; " +
		"at most 64 characters, no spaces at either end, no control or bidi characters (read by the host)"}
	top["combatant"] = &schema.Field{Type: "list", Min: &minCombatants, Of: &schema.Field{Type: "table", Fields: combatant},
		Doc: "the [[combatant]] tables: the people in the fight"}
	return schema.Fields(top).Reference("")
}
