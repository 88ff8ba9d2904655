package host

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
)

// Scenario is a fight's starting situation (DESIGN.md "Campaigns, scenarios,
// transcripts"): who is there, on which side, with what traits, skills,
// weapons, position and cover, and which tactics policy drives them.
type Scenario struct {
	Name       string      `toml:"name"`
	Summary    string      `toml:"summary"`
	Rounds     int         `toml:"rounds"`
	Combatants []Combatant `toml:"combatant"`

	// Path is the file the scenario came from ("" for built-ins); Hash is the
	// sha256 of its text.
	Path string `toml:"-"`
	Hash string `toml:"-"`
}

// Combatant is one person (or beast) in a scenario.
type Combatant struct {
	Name     string            `toml:"name"`
	Side     string            `toml:"side"`
	Traits   map[string]string `toml:"traits"` // trait → die, such as dexterity = "d10"
	Skills   map[string]int    `toml:"skills"` // skill → level 0..5
	Size     int               `toml:"size"`
	CT       int               `toml:"ct"`
	Speed    int               `toml:"speed"`
	Hand     string            `toml:"hand"`
	Weapons  []any             `toml:"weapons"` // gear names, or inline weapon tables
	Position []float64         `toml:"position"`
	Cover    *Cover            `toml:"cover"`
	Tactics  string            `toml:"tactics"`
	Expects  bool              `toml:"expects_danger"`
	Player   bool              `toml:"player"`     // a player's hero (not an NPC)
	Risk     bool              `toml:"risk_death"` // the player declared "risk death" (optional Risk rule)
	Notes    string            `toml:"notes"`
}

// Cover is what a combatant stands behind.
type Cover struct {
	Name      string   `toml:"name"`
	AV        int      `toml:"av"`
	Locations []string `toml:"locations"` // hit locations it covers; empty = all but the head
}

// LoadScenario reads and checks a scenario file; every error names the file
// and the field.
func LoadScenario(path string) (*Scenario, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("scenario: %w", err)}
	}
	return ParseScenario(path, b)
}

// ParseScenario reads a scenario from TOML text; name is used in messages.
func ParseScenario(name string, text []byte) (*Scenario, error) {
	if err := checkTOMLShape(name, text); err != nil {
		return nil, err
	}
	var sc Scenario
	md, err := toml.NewDecoder(bytes.NewReader(text)).Decode(&sc)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", name, err)}
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		return nil, &InputError{Err: fmt.Errorf("%s: unknown field %s", name, strings.Join(keys, ", "))}
	}
	sum := sha256.Sum256(text)
	sc.Path, sc.Hash = name, hex.EncodeToString(sum[:])
	if err := sc.validate(); err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", name, err)}
	}
	return &sc, nil
}

func (sc *Scenario) validate() error {
	if sc.Rounds < 0 || sc.Rounds > 1000 {
		return fmt.Errorf("rounds %d: want 0..1000 (0: the default)", sc.Rounds)
	}
	if len(sc.Combatants) < 2 {
		return fmt.Errorf("combatant: a fight needs at least two combatants, got %d", len(sc.Combatants))
	}
	sides := map[string]bool{}
	names := map[string]bool{}
	for i := range sc.Combatants {
		c := &sc.Combatants[i]
		at := fmt.Sprintf("combatant[%d]", i+1)
		if c.Name == "" {
			return fmt.Errorf("%s.name is missing", at)
		}
		at = fmt.Sprintf("combatant[%d] (%s)", i+1, c.Name)
		if names[c.Name] {
			return fmt.Errorf("%s.name: two combatants are called %q", at, c.Name)
		}
		names[c.Name] = true
		if c.Side == "" {
			return fmt.Errorf("%s.side is missing", at)
		}
		sides[c.Side] = true
		if len(c.Traits) == 0 {
			return fmt.Errorf("%s.traits is missing", at)
		}
		for _, t := range sortedKeys(c.Traits) {
			if _, err := card.ParseDie(c.Traits[t]); err != nil {
				return fmt.Errorf("%s.traits.%s: %v", at, t, err)
			}
		}
		for _, s := range sortedKeys(c.Skills) {
			if lv := c.Skills[s]; lv < 0 || lv > 5 {
				return fmt.Errorf("%s.skills.%s: level %d, want 0..5", at, s, lv)
			}
		}
		if c.Size < 0 || c.Size > 100 {
			return fmt.Errorf("%s.size %d: want 1..100 (most humans are 6; 0 or none: the rules' default)", at, c.Size)
		}
		if c.CT < 0 || c.CT > 200 {
			return fmt.Errorf("%s.ct %d: want 1..200 (0: the rules' default)", at, c.CT)
		}
		if c.Speed < 0 || c.Speed > 200 {
			return fmt.Errorf("%s.speed %d: want 0..200 paces", at, c.Speed)
		}
		switch c.Hand {
		case "", "right", "left":
		default:
			return fmt.Errorf("%s.hand %q: want right or left", at, c.Hand)
		}
		if len(c.Position) != 0 && len(c.Position) != 2 {
			return fmt.Errorf("%s.position: want [x, y] in paces", at)
		}
		for j, w := range c.Weapons {
			switch w.(type) {
			case string, map[string]any:
			default:
				return fmt.Errorf("%s.weapons[%d]: want a gear name or an inline weapon table", at, j+1)
			}
		}
		if c.Cover != nil {
			if c.Cover.AV < 0 || c.Cover.AV > 20 {
				return fmt.Errorf("%s.cover.av %d: want 0..20", at, c.Cover.AV)
			}
			for j, l := range c.Cover.Locations {
				if _, err := card.ParseLocation(l); err != nil {
					return fmt.Errorf("%s.cover.locations[%d]: %v", at, j+1, err)
				}
			}
		}
	}
	if len(sides) < 2 {
		return fmt.Errorf("combatant: a fight needs at least two sides")
	}
	return nil
}

// checkWeapons refuses weapon names the gear table does not hold.
func (sc *Scenario) checkWeapons(known map[string]bool) error {
	for i, c := range sc.Combatants {
		for j, w := range c.Weapons {
			if name, ok := w.(string); ok && !known[name] {
				names := make([]string, 0, len(known))
				for k := range known {
					names = append(names, k)
				}
				sort.Strings(names)
				return &InputError{Err: fmt.Errorf("%s: combatant[%d] (%s).weapons[%d]: unknown weapon %q (the gear table has %s)",
					sc.Path, i+1, c.Name, j+1, name, strings.Join(names, ", "))}
			}
		}
	}
	return nil
}

// table renders the scenario as the Lua table rules["fight.new"] receives.
func (sc *Scenario) table(L *lua.LState) *lua.LTable {
	t := L.NewTable()
	t.RawSetString("name", lua.LString(sc.Name))
	t.RawSetString("summary", lua.LString(sc.Summary))
	cs := L.CreateTable(len(sc.Combatants), 0)
	for _, c := range sc.Combatants {
		ct := L.NewTable()
		ct.RawSetString("name", lua.LString(c.Name))
		ct.RawSetString("side", lua.LString(c.Side))
		traits := L.NewTable()
		for _, k := range sortedKeys(c.Traits) {
			col, _ := card.ParseDie(c.Traits[k])
			traits.RawSetString(k, lua.LNumber(col.Sides()))
		}
		ct.RawSetString("traits", traits)
		skills := L.NewTable()
		for _, k := range sortedKeys(c.Skills) {
			skills.RawSetString(k, lua.LNumber(c.Skills[k]))
		}
		ct.RawSetString("skills", skills)
		if c.Size > 0 {
			ct.RawSetString("size", lua.LNumber(c.Size)) // else combatant.defaults decides
		}
		if c.CT > 0 {
			ct.RawSetString("ct", lua.LNumber(c.CT))
		}
		if c.Speed > 0 {
			ct.RawSetString("speed", lua.LNumber(c.Speed))
		}
		if c.Hand != "" {
			ct.RawSetString("hand", lua.LString(c.Hand))
		}
		ws := L.NewTable()
		for _, w := range c.Weapons {
			ws.Append(anyToLua(L, w))
		}
		ct.RawSetString("weapons", ws)
		if len(c.Position) == 2 {
			pos := L.NewTable()
			pos.RawSetString("x", lua.LNumber(c.Position[0]))
			pos.RawSetString("y", lua.LNumber(c.Position[1]))
			ct.RawSetString("pos", pos)
		}
		if c.Cover != nil {
			cv := L.NewTable()
			cv.RawSetString("name", lua.LString(c.Cover.Name))
			cv.RawSetString("av", lua.LNumber(c.Cover.AV))
			locs := L.NewTable()
			for _, l := range c.Cover.Locations {
				locs.Append(lua.LString(l))
			}
			cv.RawSetString("locations", locs)
			ct.RawSetString("cover", cv)
		}
		if c.Tactics != "" {
			ct.RawSetString("tactics", lua.LString(c.Tactics))
		}
		ct.RawSetString("expects_danger", lua.LBool(c.Expects))
		ct.RawSetString("player", lua.LBool(c.Player))
		ct.RawSetString("risk_death", lua.LBool(c.Risk))
		cs.Append(ct)
	}
	t.RawSetString("combatants", cs)
	return t
}

// anyToLua converts decoded TOML values to Lua, with map keys in sorted order.
func anyToLua(L *lua.LState, v any) lua.LValue {
	switch x := v.(type) {
	case string:
		return lua.LString(x)
	case bool:
		return lua.LBool(x)
	case int64:
		return lua.LNumber(x)
	case float64:
		return lua.LNumber(x)
	case []any:
		t := L.CreateTable(len(x), 0)
		for _, e := range x {
			t.Append(anyToLua(L, e))
		}
		return t
	case map[string]any:
		t := L.NewTable()
		for _, k := range sortedKeys(x) {
			t.RawSetString(k, anyToLua(L, x[k]))
		}
		return t
	}
	return lua.LNil
}

// InputError is bad input from a file or the command line: the CLI exits 2.
type InputError struct{ Err error }

// Error returns the message.
func (e *InputError) Error() string { return e.Err.Error() }

// Unwrap returns the cause.
func (e *InputError) Unwrap() error { return e.Err }
