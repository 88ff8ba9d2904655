// Package module is the rule modules as pure Go: a module's manifest as data
// (its kind, typed options, declared events and the fields a manifest may
// hold), semantic versions and the version ranges a manifest's requires and
// ruleset fields give, and the catalog of a script set's modules, which
// resolves a selection into the plan: the load order (core, then optional in
// dependency order, then house in the order given) with each module's
// options checked, refusing unknown modules, missing or too old
// requirements, conflicts and two replacers of one rule.
//
// It runs no Lua. It imports host/didyoumean for its suggestions and
// host/schema for the range check an option shares with a scenario field,
// never host or host/vm: the host reads each manifest
// from the table its module file returns and hands it to Catalog.Add.
package module
