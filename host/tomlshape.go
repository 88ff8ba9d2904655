package host

import (
	"fmt"
	"io"
	"os"

	"github.com/twtw/twtw/host/tomltext"
)

// Limits on the TOML files twtw reads (scenarios and campaigns), checked
// before the TOML parser sees them. BurntSushi/toml v1.5.0 is quadratic in
// nesting: 4,000 nested inline tables (16 KB) took 15 s and 1.2 GB, a
// 4,000-segment dotted key 4.5 s, and 80 KB of nesting ran out of memory.
// Within these limits the slowest file parses in about a second.
const (
	// MaxTOMLSize caps a scenario or campaign file, in bytes.
	MaxTOMLSize = tomltext.MaxSize
	// MaxTOMLNesting caps how deep a file nests tables and arrays (see
	// tomltext.MaxNesting for how levels count).
	MaxTOMLNesting = tomltext.MaxNesting
)

// readInputFile reads a scenario or campaign file: only a regular file (a
// pipe or device could block forever) of at most MaxTOMLSize bytes, refused
// unread when its size says it is larger. Errors are *InputError naming what
// (and the path).
func readInputFile(what, path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", what, err)}
	}
	if !st.Mode().IsRegular() {
		return nil, &InputError{Err: fmt.Errorf("%s: %s: not a regular file", what, path)}
	}
	if st.Size() > MaxTOMLSize {
		return nil, tomlSizeError(path, st.Size())
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", what, err)}
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxTOMLSize+1))
	if err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: %w", what, err)}
	}
	if len(b) > MaxTOMLSize {
		return nil, tomlSizeError(path, int64(len(b)))
	}
	return b, nil
}

func tomlSizeError(name string, size int64) error {
	return &InputError{Err: fmt.Errorf("%s: the file is %d bytes, over the limit of %d bytes", name, size, MaxTOMLSize)}
}

// checkTOMLShape refuses TOML text that is larger than MaxTOMLSize or nests
// deeper than MaxTOMLNesting, with an *InputError naming name and the line.
// It only scans (skipping strings and comments); on text that is not TOML it
// stops quietly and leaves the error to the parser.
func checkTOMLShape(name string, b []byte) error {
	if len(b) > MaxTOMLSize {
		return tomlSizeError(name, int64(len(b)))
	}
	if line, depth, _ := tomltext.Depth(b); depth > MaxTOMLNesting {
		return &InputError{Err: fmt.Errorf("%s:%d: tables and arrays nest more than %d levels deep (dotted keys count a level per segment)", name, line, MaxTOMLNesting), File: name, Line: line}
	}
	return nil
}
