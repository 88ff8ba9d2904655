package host

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"unicode"

	"github.com/BurntSushi/toml"

	"github.com/twtw/twtw/core/label"
	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/schema"
	"github.com/twtw/twtw/host/tomltext"
)

// Scenario is a fight's starting situation: who is there and on which side.
// Everything else a combatant or the scenario carries (traits, weapons,
// positions, cover …) is the ruleset's business: each ruleset declares the
// fields it reads in its "scenario.schema" data table, and an engine checks
// a scenario against it before a fight (Engine.CheckScenario).
//
// A fight's cost grows steeply with its combatants: a TWTW fight of the
// duel's two combatants copied took 58 ms with 10, 0.76 s with 50 and 3.6 s
// with 100 (on a 2-core machine), and with 200 one script call ran past the
// default 2 s Options.CallTimeout and the fight stopped (ErrCallTimeout). A
// program that takes scenarios from its users should cap their combatants.
type Scenario struct {
	Name    string
	Summary string
	// Rounds is the round limit (0: the caller's, else DefaultRounds).
	Rounds int
	// Ruleset names the ruleset the scenario is written for ("": whichever
	// runs it; a fight under another ruleset is refused).
	Ruleset string
	// Fields are the scenario's own top-level fields, as decoded from TOML
	// (string, bool, int64, float64, []any, map[string]any). A scenario
	// built in Go may also use any Go integer or float, slices and arrays,
	// and maps with string keys, here and in Combatant.Fields: a fight reads
	// them as the TOML shapes ({"shooting": 3}, []string{"peacemaker"}).
	Fields     map[string]any
	Combatants []Combatant

	// Path is the file the scenario came from ("builtin:NAME" for built-ins);
	// Hash is the sha256 of its text.
	Path string
	Hash string

	// lines locates its fields in the text (nil for a scenario built in Go).
	lines tomltext.Lines
}

// Combatant is one person (or beast) in a scenario: a name, a side, and the
// ruleset's fields (for TWTW: traits, skills, weapons, position, cover …).
type Combatant struct {
	Name   string
	Side   string
	Fields map[string]any
}

// hostKeys are the scenario keys the host reads itself; every other key is
// the ruleset's.
var hostKeys = map[string]bool{"name": true, "summary": true, "rounds": true, "ruleset": true, "combatant": true}

// LoadScenario reads a scenario file; every error names the file and the field.
func LoadScenario(path string) (*Scenario, error) {
	b, err := tomltext.ReadFile("scenario", path)
	if err != nil {
		return nil, err
	}
	return ParseScenario(path, b)
}

// ParseScenario reads a scenario from TOML text; name is used in messages.
// It checks what the host itself reads (names, sides, the round limit, that
// every number is finite and every text printable); the ruleset's fields are
// checked by Engine.CheckScenario.
func ParseScenario(name string, text []byte) (*Scenario, error) {
	if err := tomltext.CheckShape(name, text); err != nil { // MaxTOMLSize and MaxTOMLNesting
		return nil, err
	}
	raw := map[string]any{}
	if _, err := toml.NewDecoder(bytes.NewReader(text)).Decode(&raw); err != nil {
		return nil, tomltext.DecodeError(name, text, err)
	}
	lines := tomltext.Index(text)
	fail := func(format string, args ...any) error {
		msg := fmt.Sprintf(format, args...)
		return tomltext.Locate(&InputError{Err: fmt.Errorf("%s: %s", name, msg), Field: scenarioField(msg)}, name, lines)
	}
	sum := sha256.Sum256(text)
	sc := &Scenario{Path: name, Hash: hex.EncodeToString(sum[:]), Fields: map[string]any{}, lines: lines}
	var err error
	if sc.Name, err = textField(raw, "name", "name"); err != nil {
		return nil, fail("%v", err)
	}
	if sc.Summary, err = textField(raw, "summary", "summary"); err != nil {
		return nil, fail("%v", err)
	}
	if sc.Ruleset, err = textField(raw, "ruleset", "ruleset"); err != nil {
		return nil, fail("%v", err)
	}
	switch r := raw["rounds"].(type) {
	case nil:
	case int64:
		if r < 0 || r > MaxRounds {
			return nil, fail("rounds %d: want 0..%d (0: the default)", r, MaxRounds)
		}
		sc.Rounds = int(r)
	default:
		return nil, fail("rounds: want a whole number, got %s", schema.TypeName(r))
	}
	if err := sc.checkOwn(); err != nil {
		return nil, fail("%v", err)
	}
	for _, k := range sortedKeys(raw) {
		if !hostKeys[k] {
			if err := checkValue(k, raw[k]); err != nil {
				return nil, fail("%v", err)
			}
			sc.Fields[k] = raw[k]
		}
	}
	if err := sc.readCombatants(raw); err != nil {
		return nil, fail("%v", err)
	}
	return sc, nil
}

func (sc *Scenario) readCombatants(top map[string]any) error {
	var list []map[string]any
	switch x := top["combatant"].(type) {
	case nil:
	case []map[string]any:
		list = x
	default:
		return fmt.Errorf("combatant: want [[combatant]] tables, got %s", schema.TypeName(top["combatant"]))
	}
	if len(list) < 2 {
		if k := slipFor(top, "combatant", true); k != "" {
			return fmt.Errorf("scenario: unknown field %q; did you mean \"combatant\"? (a fight needs at least two [[combatant]] tables, got %d)", k, len(list))
		}
		return fmt.Errorf("combatant: a fight needs at least two combatants, got %d", len(list))
	}
	for i, raw := range list {
		at := fmt.Sprintf("combatant[%d]", i+1)
		c := Combatant{Fields: map[string]any{}}
		var err error
		if c.Name, err = textOf(raw, "name", at+".name"); err != nil {
			return err
		}
		if c.Name == "" {
			return missing(at, raw, "name")
		}
		if err := label.Check(c.Name, label.MaxLen); err != nil {
			return fmt.Errorf("%s.name: %w", at, err)
		}
		at = fmt.Sprintf("combatant[%d] (%s)", i+1, c.Name)
		if c.Side, err = textOf(raw, "side", at+".side"); err != nil {
			return err
		}
		if c.Side == "" {
			return missing(at, raw, "side")
		}
		for _, k := range sortedKeys(raw) {
			if k == "name" || k == "side" {
				continue
			}
			if err := checkValue(at+"."+k, raw[k]); err != nil {
				return err
			}
			c.Fields[k] = raw[k]
		}
		sc.Combatants = append(sc.Combatants, c)
	}
	return checkPeople(sc.Combatants)
}

// check checks what ParseScenario checks of the host's own fields on any
// Scenario value, such as one built in Go: the texts people read in a
// transcript (no control characters; names and sides as checkPeople
// wants them), the round limit, two or more combatants with distinct names
// on two or more sides, and finite numbers and printable texts in every
// field.
func (sc *Scenario) check() error {
	if err := sc.checkOwn(); err != nil {
		return err
	}
	for _, k := range sortedKeys(sc.Fields) {
		if err := checkValue(k, sc.Fields[k]); err != nil {
			return err
		}
	}
	if len(sc.Combatants) < 2 {
		return fmt.Errorf("combatant: a fight needs at least two combatants, got %d", len(sc.Combatants))
	}
	if err := checkPeople(sc.Combatants); err != nil {
		return err
	}
	for i, c := range sc.Combatants {
		if err := checkValue(fmt.Sprintf("combatant[%d] (%s)", i+1, c.Name), c.Fields); err != nil {
			return err
		}
	}
	return loneSideSlip(sc.Combatants)
}

// checkOwn checks the scenario's own texts and its round limit: a name
// label.Check accepts (when it has one; of any length), a summary and a
// ruleset name without control characters.
func (sc *Scenario) checkOwn() error {
	if sc.Name != "" {
		if err := label.Check(sc.Name, 0); err != nil {
			return fmt.Errorf("name: %w", err)
		}
	}
	for _, f := range []struct{ at, s string }{{"summary", sc.Summary}, {"ruleset", sc.Ruleset}} {
		if err := checkText(f.at, f.s); err != nil {
			return err
		}
	}
	if sc.Rounds < 0 || sc.Rounds > MaxRounds {
		return fmt.Errorf("rounds %d: want 0..%d (0: the default)", sc.Rounds, MaxRounds)
	}
	return nil
}

// loneSideSlip refuses a side only one combatant is on whose name is one
// letter from a side of several ("gnag" beside a gang of three): a slip
// that would play a three-way fight, the lone man shooting at his own gang.
// A side of one is fine (a bounty hunter between two gangs) when its name
// is further from the others'. (Sides the same but for case, "Gang" beside
// "gang", checkPeople refuses whatever their numbers.)
func loneSideSlip(cs []Combatant) error {
	count := map[string]int{}
	for _, c := range cs {
		count[c.Side]++
	}
	var crowds []string
	for _, side := range sortedKeys(count) {
		if count[side] > 1 {
			crowds = append(crowds, side)
		}
	}
	for i, c := range cs {
		if count[c.Side] != 1 {
			continue
		}
		if near := didyoumean.Near(c.Side, crowds); near != "" {
			return fmt.Errorf("combatant[%d] (%s).side: %q has no one else on it and all but names side %q (%d combatants): a slip? "+
				"(a side of one is fine: give it a name further from the others)", i+1, c.Name, c.Side, near, count[near])
		}
	}
	return nil
}

// fingerprint is the scenario's Hash, or for a scenario built in Go with
// none, the sha256 of its content as JSON (map keys sorted; a Go int and the
// int64 TOML decodes write alike), so that a transcript header and a
// simulation report tell two such scenarios apart ("" if it does not encode,
// such as a NaN, which a fight refuses anyway).
func (sc *Scenario) fingerprint() string {
	if sc.Hash != "" {
		return sc.Hash
	}
	b, err := json.Marshal(struct {
		Name, Summary, Ruleset string
		Rounds                 int
		Fields                 map[string]any
		Combatants             []Combatant
	}{sc.Name, sc.Summary, sc.Ruleset, sc.Rounds, sc.Fields, sc.Combatants})
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// located prefixes a message about the scenario with the file it came from;
// a scenario built in Go with no Path is not named.
func (sc *Scenario) located(err error) error {
	if sc.Path == "" {
		return err
	}
	return fmt.Errorf("%s: %w", sc.Path, err)
}

// textField reads an optional string field that people will read in a
// transcript: no control characters (a newline would forge transcript lines).
func textField(m map[string]any, key, at string) (string, error) {
	s, err := textOf(m, key, at)
	if err != nil {
		return "", err
	}
	return s, checkText(at, s)
}

// textOf reads an optional string field ("" when it is left out).
func textOf(m map[string]any, key, at string) (string, error) {
	v, ok := m[key]
	if !ok {
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%s: want text, got %s", at, schema.TypeName(v))
	}
	return s, nil
}

func checkText(at, s string) error {
	for _, r := range s {
		if unicode.IsControl(r) {
			return fmt.Errorf("%s: %q holds a control character (%U)", at, s, r)
		}
	}
	return nil
}

// checkValue refuses non-finite numbers and control characters anywhere in
// a decoded TOML value.
func checkValue(at string, v any) error {
	switch x := v.(type) {
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("%s: %v is not a finite number", at, x)
		}
	case string:
		return checkText(at, x)
	case []any:
		for i, e := range x {
			if err := checkValue(fmt.Sprintf("%s[%d]", at, i+1), e); err != nil {
				return err
			}
		}
	case []map[string]any:
		for i, e := range x {
			if err := checkValue(fmt.Sprintf("%s[%d]", at, i+1), e); err != nil {
				return err
			}
		}
	case map[string]any:
		for _, k := range sortedKeys(x) {
			if err := checkText(at+" key", k); err != nil {
				return err
			}
			if err := checkValue(at+"."+k, x[k]); err != nil {
				return err
			}
		}
	}
	return nil
}
