package host

import (
	"fmt"
	"strings"

	"github.com/twtw/twtw/core/label"
	"github.com/twtw/twtw/host/didyoumean"
)

// checkPeople checks the combatants' names and sides, for ParseScenario and
// for a scenario built in Go alike: each has a name and a side that
// label.Check accepts (not blank, no white space at either end, no control
// or format characters but a joiner inside a word, at most label.MaxLen
// characters); no two are called alike (the same label.Key: Unicode NFC
// without the joiners, "José" composed and decomposed); no two sides differ only in case or Unicode form ("X" beside
// "x" is a slip that would make two sides of one, or a second side no one
// could tell by eye); and there are two sides or more.
func checkPeople(cs []Combatant) error {
	names := map[string]int{}    // label.Key of a name → its combatant's number
	sides := map[string]string{} // a side's key, folded → the side as first written
	for i, c := range cs {
		at := fmt.Sprintf("combatant[%d]", i+1)
		if c.Name == "" {
			return fmt.Errorf("%s.name is missing", at)
		}
		if err := label.Check(c.Name, label.MaxLen); err != nil {
			return fmt.Errorf("%s.name: %w", at, err)
		}
		at = fmt.Sprintf("combatant[%d] (%s)", i+1, c.Name)
		if j, dup := names[label.Key(c.Name)]; dup {
			if other := cs[j-1].Name; other != c.Name {
				return fmt.Errorf("%s.name: two combatants are called %q: combatant[%d]'s name is written with other Unicode code points that look the same", at, c.Name, j)
			}
			return fmt.Errorf("%s.name: two combatants are called %q", at, c.Name)
		}
		names[label.Key(c.Name)] = i + 1
		if c.Side == "" {
			return fmt.Errorf("%s.side is missing", at)
		}
		if err := label.Check(c.Side, label.MaxLen); err != nil {
			return fmt.Errorf("%s.side: %w", at, err)
		}
		fold := strings.ToLower(label.Key(c.Side))
		first, seen := sides[fold]
		if !seen {
			sides[fold] = c.Side
			continue
		}
		if first != c.Side {
			how := "differ only in case"
			if label.Key(first) == label.Key(c.Side) {
				how = "are written with other Unicode code points that look the same"
			}
			return fmt.Errorf("%s.side: sides %q and %q %s: write them alike for one side, or name two sides apart", at, first, c.Side, how)
		}
	}
	if len(sides) < 2 {
		return fmt.Errorf("combatant: a fight needs at least two sides")
	}
	return nil
}

// missing reports a field a table must have that it left out ("side"). A
// key standing in its place that is a slip of the keyboard for it (one edit
// away or the same but for case: "sid", "Name") is named first, at its
// line: "combatant[1] (A): unknown field "sid"; did you mean "side"? (side
// is missing)".
func missing(at string, table map[string]any, field string) error {
	if k := slipFor(table, field, false); k != "" {
		return fmt.Errorf("%s: unknown field %q; did you mean %q? (%s is missing)", at, k, field, field)
	}
	return fmt.Errorf("%s.%s is missing", at, field)
}

// slipFor returns the key of table that is a slip for field (didyoumean.Slip)
// and holds what field holds, tables (a list of tables: "[[combatants]]")
// or text, or "" when none is. A key the host reads itself is no slip: it
// is there rightly.
func slipFor(table map[string]any, field string, tables bool) string {
	for _, k := range sortedKeys(table) {
		if hostKeys[k] || k == "side" {
			continue
		}
		_, isTables := table[k].([]map[string]any)
		_, isText := table[k].(string)
		if (tables && isTables || !tables && isText) && didyoumean.Slip(k, []string{field}) != "" {
			return k
		}
	}
	return ""
}
