// Package module is the rule modules as pure Go: a module's manifest as data
// (its kind, typed options, declared events and the fields a manifest may
// hold), semantic versions and the version ranges a module's requires and
// ruleset fields give.
//
// It runs no Lua and imports no other host package: the host reads each
// manifest from the table its module file returns and hands it here.
package module
