// Package scripts holds the Lua rules twtw runs, embedded in the binary so it
// runs anywhere with no install. The default ruleset, The West That Wasnt,
// is this folder: ruleset.toml (its manifest), rules/ (the core rules, always
// on), optional/ (the book's optional and advanced modules), houserules/
// (example house rules) and scenarios/. Every other game is a folder of the
// same shape under rulesets/. README.md documents the Lua API.
package scripts

import "embed"

// FS is the embedded scripts tree; package host/ruleset reads the rulesets in it.
//
//go:embed README.md ruleset.toml lib rules optional houserules scenarios rulesets
var FS embed.FS
