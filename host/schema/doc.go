// Package schema checks a scenario's values against the fields a ruleset
// declares for them (its "scenario.schema" data table): each Field has a
// type (string, int, number, bool, die, list, map, table or any) and may
// carry a doc, a default, required, allowed values, min and max (a number's
// range, a list's length), a die's sides, a map's keys, the type of a list's
// or map's entries and a table's own fields. Checking a value returns it
// normalised (a die "d8" becomes 8, whole numbers int64, defaults filled in)
// or an error that names the field, such as
// `combatant[1] (A).skills.shooting: 6 is outside 0..5`.
//
// It is pure Go and runs no Lua: the host reads the ruleset's Lua table into
// Fields and hands this package the decoded TOML values. It imports
// host/didyoumean for its suggestions, never host, host/vm or gopher-lua.
// Module options share its range check (CheckRange).
package schema
