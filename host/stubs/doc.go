// Package stubs writes the editor stubs of `twtw stubs`: the
// lua-language-server annotation files that describe the twtw API and its
// libraries, the rules in force with their docs and chains, the shapes of
// the data tables, the declared events, a module's manifest and the spec
// DSL, so an editor completes and checks the Lua a rule writer types.
//
// It reads only what it is handed: the host gathers the ruleset's name and
// version, the modules on, the libraries the ruleset uses, the declared
// events and every rule with its chain, parameters and (for a data table)
// the value in force, and passes them to Files as an Input. It imports
// gopher-lua (to read those values' shapes) and host/module (the manifest's
// fields and the event declarations), never host or host/vm.
package stubs
