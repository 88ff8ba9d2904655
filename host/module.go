package host

import (
	"slices"
	"strings"

	"github.com/twtw/twtw/host/module"
)

// Version is a semantic version (semver.org): see module.Version.
type Version = module.Version

// VersionRange is a set of versions such as ">= 1.2, < 2": see
// module.VersionRange.
type VersionRange = module.VersionRange

// ParseVersion reads a full semantic version such as "1.2.0" or
// "2.0.0-rc.1", the form a manifest's version takes.
func ParseVersion(s string) (Version, error) { return module.ParseVersion(s) }

// Kind says where a module comes from, which decides its place in the load
// order: see module.Kind.
type Kind = module.Kind

// Module kinds, in load order.
const (
	KindCore     = module.KindCore     // scripts/rules: always on
	KindOptional = module.KindOptional // scripts/optional: the book's optional and advanced rules
	KindHouse    = module.KindHouse    // scripts/houserules and campaign folders
)

// Manifest is what a module file returns (ARCHITECTURE.md "Modules"): see
// module.Manifest.
type Manifest = module.Manifest

// OptionSpec is one typed module option.
type OptionSpec = module.OptionSpec

// EventSpec is one event a module emits, as its manifest declares it.
type EventSpec = module.EventSpec

// FieldDoc is one field a module's manifest may hold, with what it means.
type FieldDoc = module.FieldDoc

// Enable asks for one optional or house module, with option values as they
// came from a campaign file or the command line.
type Enable = module.Enable

// Planned is one module in load order with its checked option values.
type Planned = module.Planned

// Catalog is every module a script set holds, by name: see module.Catalog.
type Catalog = module.Catalog

// hostEvents are the events the host itself emits, declared for every
// ruleset (module "host").
var hostEvents = []EventSpec{{
	Name:   "fight.end",
	Doc:    "the fight is over (one side left, nobody left, or the round limit): emitted by the host after the last round",
	Args:   []string{"fight", "result"},
	Fields: map[string]string{"winner": "the winning side (\"\" when none)", "reason": "why the fight ended", "rounds": "rounds fought"},
	Module: "host",
	Path:   "host/fight.go",
}}

// Events returns every event the host and the engine's modules declare,
// sorted by name, whether or not a module listens to it (Rules lists only
// those with listeners): the hooks a house rule may listen to.
func (e *Engine) Events() []EventSpec {
	out := append([]EventSpec{}, hostEvents...)
	for _, p := range e.plan {
		out = append(out, p.Events...)
	}
	slices.SortFunc(out, func(a, b EventSpec) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// PlanError is the refusal of a selection of modules: every problem found,
// each naming its module (and option), and for a module written for
// another ruleset, that ruleset. See module.PlanError.
type PlanError = module.PlanError

// PlanProblem is one problem of a PlanError. See module.Problem.
type PlanProblem = module.Problem
