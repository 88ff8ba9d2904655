package host

import (
	"context"
	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/vm"
)

// RulesetInfo describes one built-in ruleset for `twtw rulesets`.
type RulesetInfo struct {
	ruleset.Manifest
	// Dir is the ruleset's folder inside the scripts tree ("" for the default).
	Dir string `json:"dir"`
	// Default is true for the ruleset commands run when none is named.
	Default bool `json:"default"`
	// Scenarios are its built-in scenarios.
	Scenarios []string `json:"scenarios"`
	// Modules counts its modules by kind ("core", "optional", "house").
	Modules map[string]int `json:"modules"`
}

// Rulesets lists the built-in rulesets, the default first, each with its
// scenarios and how many modules of each kind it has.
func Rulesets() ([]RulesetInfo, error) { return RulesetsWith(Options{}) }

// RulesetsWith is Rulesets reading the scripts with opts' limits and
// CacheDir (its other fields are not used).
func RulesetsWith(opts Options) ([]RulesetInfo, error) {
	all, err := ruleset.All()
	if err != nil {
		return nil, err
	}
	var out []RulesetInfo
	for _, rs := range all {
		cat, err := readCatalogOf(rs, Options{CallTimeout: opts.CallTimeout, MaxMemory: opts.MaxMemory, CacheDir: opts.CacheDir})
		if err != nil {
			return nil, err
		}
		count := map[string]int{}
		for _, m := range cat.Modules() {
			count[m.Kind.String()]++
		}
		out = append(out, RulesetInfo{Manifest: rs.Manifest, Dir: rs.Dir, Default: rs.Name == ruleset.Default,
			Scenarios: rs.Scenarios(), Modules: count})
	}
	return out, nil
}

// readCatalogOf compiles a ruleset's built-in scripts and reads its modules'
// manifests, without building a registry.
func readCatalogOf(rs *ruleset.Ruleset, opts Options) (*Catalog, error) {
	s, err := vm.CompileWith(opts.compileOptions(), rs.Layers()...)
	if err != nil {
		return nil, err
	}
	e := &Engine{opts: opts, rs: rs, scripts: s, cards: opts.Deck}
	if e.cards == nil {
		e.cards = defaultDeck()
	}
	return e.readCatalog(context.Background())
}

// moduleOwner returns a function naming the built-in ruleset, other than
// current, that has a module called name ("" when none has). It reads the
// other rulesets only when asked: an unknown module is an error path.
func moduleOwner(current string, opts Options) func(string) string {
	return func(name string) string {
		all, err := ruleset.All()
		if err != nil {
			return ""
		}
		for _, rs := range all {
			if rs.Name == current {
				continue
			}
			cat, err := readCatalogOf(rs, Options{CallTimeout: opts.CallTimeout, MaxMemory: opts.MaxMemory, CacheDir: opts.CacheDir})
			if err != nil {
				continue
			}
			if _, ok := cat.Module(name); ok {
				return rs.Name
			}
		}
		return ""
	}
}
