package module

// FieldDoc is one field a module's manifest may hold, with what it means.
// The same list checks manifests (an unknown field is an error with a
// suggestion) and documents them (twtw stubs).
type FieldDoc struct {
	Name, Type, Doc string
}

// ManifestFields returns the fields of a module's manifest, in the order
// the docs list them. Nothing else may be in the table a module returns.
func ManifestFields() []FieldDoc {
	return []FieldDoc{
		{"name", "string", "the module's name: core.<topic> for core rules; house rules namespace theirs (gulch.last_stand)"},
		{"version", "string", "a semantic version, MAJOR.MINOR.PATCH (\"1.0.0\")"},
		{"summary", "string", "one line saying what the module does"},
		{"source", "string", "the seed file and heading the rule comes from (or \"house rule; …\")"},
		{"ruleset", "string?", "the rulesets it works with, a name and an optional version range: \"twtw\", \"twtw >= 1.0\""},
		{"requires", "string[]?", "modules that must be on and load first, each with an optional version range: \"bleeding >= 1.2\""},
		{"conflicts", "string[]?", "modules that must be off, each a module of the ruleset (a name no module has is refused, as in requires)"},
		{"replaces", "string[]?", "rules this module may replace() (wrapping needs no permission)"},
		{"default_on", "boolean?", "an optional module that is on unless a campaign disables it"},
		{"options", "table<string, twtw.OptionSpec>?", "typed options: { NAME = { type = …, default = …, doc = … } }"},
		{"events", "table<string, string|twtw.EventSpec>?", "the events this module emits: { [\"wound.applied\"] = \"doc\" } or { doc = …, args = { … }, fields = { NAME = \"doc\" } }"},
		{"setup", "fun(api: twtw.api, opts: table)", "registers the module's rules, changes and listeners; runs once per rule set"},
	}
}

// OptionFields returns the fields of one option in a manifest's options.
func OptionFields() []FieldDoc {
	return []FieldDoc{
		{"type", "\"bool\"|\"int\"|\"number\"|\"string\"|\"enum\"", "the option's type"},
		{"default", "any", "the value when a campaign sets none"},
		{"doc", "string", "one line saying what the option does"},
		{"values", "string[]?", "the allowed values of an enum"},
		{"min", "number?", "the least value of an int or number"},
		{"max", "number?", "the greatest value of an int or number"},
	}
}

// EventFields returns the fields of an event declared as a table in a
// manifest's events.
func EventFields() []FieldDoc {
	return []FieldDoc{
		{"doc", "string", "one line saying when the event is emitted"},
		{"args", "string[]?", "the names of the listener's arguments, in order (\"fight\", \"ev\")"},
		{"fields", "table<string, string>?", "the fields of the last argument, each with a one-line doc"},
	}
}
