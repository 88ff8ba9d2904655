// Package scripts holds the Lua rules twtw runs, embedded in the binary so it
// runs anywhere with no install: rules/ (the core rules, always on),
// optional/ (the book's optional and advanced modules) and houserules/
// (example house rules). README.md documents the Lua API.
package scripts

import "embed"

// FS is the embedded scripts tree; the host reads every *.lua file in it.
//
//go:embed README.md rules optional houserules
var FS embed.FS
