package host

import (
	"fmt"
	"regexp"
	"strings"
)

// A house file may replace a built-in module by taking its name (a core
// module included: module.Catalog.Add). When the replacement does not
// define a rule the built-in one did, the rules that call it fail during a
// fight, at a line of the built-in rules: the failure's message then names
// the house file (replacedNote). The host cannot refuse the replacement
// when it is built, for a rule may ask api.has first and do without.

// undefinedRule finds the rule a failure says is not defined: "rule NAME is
// not defined" (rules/lib/need.lua, the host's call), `modifier rule "NAME"
// (listed in ranged.modifiers) is not defined` (a list of rules a rule
// runs) or `rules["NAME"]: no such rule` (the rules table).
var undefinedRule = regexp.MustCompile(`rule "?([A-Za-z0-9_.]+)"?(?: \([^)]*\))? is not defined|rules\["([^"]+)"\]: no such rule`)

// replacedNote says which house file replaced the built-in module that
// defines the rule a failure (msg) says is not defined: " (house/ranged.lua
// replaces the built-in module core.ranged, rules/ranged.lua, and does not
// define ranged.tn)"; "" when msg names no such rule, a module defines it
// now, or no replaced built-in module's script names it. Among those that
// do, the module the rule's name begins with is preferred (core.ranged for
// ranged.tn), else the first in load order. It reads compiled scripts
// only, on the error path.
func (e *Engine) replacedNote(msg string, defined func(name string) bool) string {
	m := undefinedRule.FindStringSubmatch(msg)
	if m == nil {
		return ""
	}
	name := m[1] + m[2]
	if defined(name) {
		return ""
	}
	var found *Planned
	for i := range e.plan {
		p := &e.plan[i]
		if p.Overrides == "" || !e.scriptNames(p.Overrides, name) {
			continue
		}
		stem := p.Name[strings.LastIndex(p.Name, ".")+1:]
		if found == nil || strings.HasPrefix(name, stem+".") {
			found = p
		}
	}
	if found == nil {
		return ""
	}
	return fmt.Sprintf(" (%s replaces the built-in module %s, %s, and does not define %s)", found.Path, found.Name, found.Overrides, name)
}
