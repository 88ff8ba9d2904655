package host

import "github.com/twtw/twtw/host/tomltext"

// Limits on the TOML files twtw reads (scenarios and campaigns), checked
// before the TOML parser sees them (tomltext.CheckShape). BurntSushi/toml
// v1.5.0 is quadratic in nesting: 4,000 nested inline tables (16 KB) took
// 15 s and 1.2 GB, a 4,000-segment dotted key 4.5 s, and 80 KB of nesting
// ran out of memory. Within these limits the slowest file parses in about a
// second.
const (
	// MaxTOMLSize caps a scenario or campaign file, in bytes.
	MaxTOMLSize = tomltext.MaxSize
	// MaxTOMLNesting caps how deep a file nests tables and arrays (see
	// tomltext.MaxNesting for how levels count).
	MaxTOMLNesting = tomltext.MaxNesting
)

// InputError is bad input from a file or the command line: the CLI exits 2.
// File, Line and Field locate it when they are known (Line 0: unknown).
type InputError = tomltext.InputError
