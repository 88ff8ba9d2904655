// Package module is the rule modules as pure Go: semantic versions and the
// version ranges a module's requires and ruleset fields give.
//
// It runs no Lua and imports no other host package.
package module
