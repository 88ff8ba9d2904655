package module

import "fmt"

// Kind says where a module comes from, which decides its place in the load order.
type Kind int

// Module kinds, in load order (ARCHITECTURE.md "The rule registry": core rules, then
// optional modules in dependency order, then house rules in the campaign's order).
const (
	KindCore     Kind = iota // scripts/rules: always on
	KindOptional             // scripts/optional: the book's optional and advanced rules
	KindHouse                // scripts/houserules and campaign folders
)

// String returns "core", "optional" or "house", and "kind(N)" for any
// other value.
func (k Kind) String() string {
	names := [...]string{"core", "optional", "house"}
	if k < 0 || int(k) >= len(names) {
		return fmt.Sprintf("kind(%d)", int(k))
	}
	return names[k]
}

// Manifest is what a module file returns (ARCHITECTURE.md "Modules"). The
// host reads it from the module's Lua table and checks its fields; Version
// is then a semantic version and Ruleset a ruleset name with an optional
// version range.
type Manifest struct {
	Name string `json:"name"`
	// Version is the module's semantic version ("1.2.0"). The host refuses
	// a manifest whose version is not one, so a Manifest it reads always
	// has a valid one. Catalog.Add parses it once; Resolve refuses a
	// module whose Version is neither a semantic version nor empty (a
	// Manifest built by hand), and reads an empty one as 0.0.0.
	Version   string       `json:"version"`
	Summary   string       `json:"summary"`
	Source    string       `json:"source"`
	Requires  []string     `json:"requires,omitempty"`
	Conflicts []string     `json:"conflicts,omitempty"`
	Replaces  []string     `json:"replaces,omitempty"`
	Options   []OptionSpec `json:"options,omitempty"`
	// Events are the events the module emits, declared with a doc; api.on
	// of an event no module declares is refused.
	Events []EventSpec `json:"events,omitempty"`
	// Ruleset is the manifest's ruleset field as written ("twtw >= 1.0"):
	// the rulesets the module works with ("" for any). The host refuses a
	// manifest whose ruleset field is not a ruleset name with an optional
	// version range, so a Manifest it reads always has a valid one.
	// Catalog.Add parses it once; Resolve refuses a module whose Ruleset
	// does not parse (a Manifest built by hand) rather than read it as any.
	Ruleset string `json:"ruleset,omitempty"`
	// Ranges holds the version range of each requirement that gives one
	// ("bleeding >= 1.2" → bleeding: >= 1.2).
	Ranges map[string]VersionRange `json:"-"`
	// DefaultOn marks an optional module that is on unless a campaign
	// disables it (the book's optional rules that its examples assume, such
	// as bumps).
	DefaultOn bool `json:"default_on,omitempty"`

	Kind Kind   `json:"-"`
	Path string `json:"path"` // chunk path, such as "optional/bleeding.lua"
	// Hash is the sha256 of the file's text, or, for a module that loads
	// libraries (Libraries), campaign.LockHash of the file and them: what a
	// campaign locks, and transcripts show.
	Hash string `json:"hash"`
	From string `json:"layer"` // the script layer it was loaded from
	// Libraries are the scripts outside the ruleset's built-in ones that the
	// module loads (requires, itself or through them) while the rules are
	// built: in its main chunk and, when it is on, its setup. Its Hash
	// covers them. By path.
	Libraries []string `json:"libraries,omitempty"`
	// Overrides is the path of a built-in module this one replaces by name.
	Overrides string `json:"overrides,omitempty"`

	// parsed is Version and Ruleset parsed, filled in by Catalog.Add.
	parsed parsedFields
}

// parsedFields are a manifest's Version and Ruleset parsed, or why they do
// not parse.
type parsedFields struct {
	version      Version
	rulesetName  string // "" for any
	rulesetRange VersionRange
	// versionErr and rulesetErr say, naming the module, why Version or
	// Ruleset does not parse (nil when it does).
	versionErr, rulesetErr error
}

// parse fills in m.parsed from Version and Ruleset.
func (m *Manifest) parse() {
	p := parsedFields{}
	if m.Version != "" {
		v, err := ParseVersion(m.Version)
		if err != nil {
			p.versionErr = fmt.Errorf("module %s: manifest field \"version\": %v", m.Name, err)
		}
		p.version = v
	}
	if m.Ruleset != "" {
		name, r, err := ParseConstraint(m.Ruleset)
		if err != nil || name == "" {
			p.rulesetErr = fmt.Errorf("module %s: manifest field \"ruleset\" %q: want a ruleset name and an optional version range (\"twtw >= 1.0\")", m.Name, m.Ruleset)
		} else {
			p.rulesetName, p.rulesetRange = name, r
		}
	}
	m.parsed = p
}

// EventSpec is one event a module emits, as its manifest declares it.
type EventSpec struct {
	Name string `json:"name"`
	Doc  string `json:"doc"`
	// Args names the arguments listeners get, in order.
	Args []string `json:"args,omitempty"`
	// Fields documents the fields of the last argument (an event table).
	Fields map[string]string `json:"fields,omitempty"`
	// Module and Path name the module that declares (and emits) it.
	Module string `json:"module"`
	Path   string `json:"path"`
}
