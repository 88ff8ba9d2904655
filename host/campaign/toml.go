package campaign

import (
	"bytes"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/twtw/twtw/host/tomltext"
)

// encode returns the campaign as canonical TOML (what Create writes, and an
// edit when it cannot patch the file: see patch): a header comment, then
// name, deck (none for a ruleset that draws no action card), modules, disabled (only when it lists a module) and scripts,
// then one [options."module"] table per module with options (in modules
// order, option names sorted), then the [lock_rules] table (its unloaded
// files by path), then one [lock."module"] table per lock entry (its
// libraries by path): those of modules in modules order, then the others
// (default-on modules) by name. Lock entries of disabled modules are dropped. Decoding the text and
// encoding it again gives the same bytes.
func (c *Campaign) encode() ([]byte, error) {
	if err := c.checkFields(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString(header)
	fmt.Fprintf(&b, "name = %s\n", tomltext.QuoteString(c.Name))
	if c.Ruleset != "" {
		fmt.Fprintf(&b, "ruleset = %s\n", tomltext.QuoteString(c.Ruleset))
	}
	switch {
	case c.Deck != "" && c.Deck != StandardDeck:
		fmt.Fprintf(&b, "deck = %s\n", tomltext.QuoteString(c.Deck))
	case c.playsDeck():
		fmt.Fprintf(&b, "deck = %s\n", tomltext.QuoteString(StandardDeck))
	} // a ruleset that draws no action card: no deck line
	writeList(&b, "modules", c.Modules)
	if len(c.Disabled) > 0 {
		writeList(&b, "disabled", c.Disabled)
	}
	writeList(&b, "scripts", c.Scripts)
	for _, m := range c.Modules {
		opts := c.Options[m]
		if len(opts) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n[options.%s]\n", tomltext.QuoteKey(m))
		for _, k := range slices.Sorted(maps.Keys(opts)) {
			v, err := tomlValue(opts[k])
			if err != nil {
				return nil, &tomltext.InputError{Err: fmt.Errorf("%s: options.%s.%s: %w", c.Path, tomltext.QuoteKey(m), tomltext.QuoteKey(k), err)}
			}
			fmt.Fprintf(&b, "%s = %s\n", tomltext.QuoteKey(k), v)
		}
	}
	locked := append([]string(nil), c.Modules...)
	for _, m := range slices.Sorted(maps.Keys(c.Lock)) {
		if !slices.Contains(c.Modules, m) && !slices.Contains(c.Disabled, m) {
			locked = append(locked, m)
		}
	}
	if r := c.Rules; r != nil {
		fmt.Fprintf(&b, "\n[lock_rules]\nruleset = %s\nbuiltin = %s\n", tomltext.QuoteString(r.Ruleset), tomltext.QuoteString(r.Builtin))
		if r.Deck != "" {
			fmt.Fprintf(&b, "deck = %s\n", tomltext.QuoteString(r.Deck))
		}
		writeHashes(&b, "lock_rules.unloaded", r.Unloaded)
	}
	for _, m := range locked {
		l, ok := c.Lock[m]
		if !ok {
			continue
		}
		fmt.Fprintf(&b, "\n[lock.%s]\nversion = %s\nhash = %s\n", tomltext.QuoteKey(m), tomltext.QuoteString(l.Version), tomltext.QuoteString(l.Hash))
		writeHashes(&b, "lock."+tomltext.QuoteKey(m)+".libraries", l.Libraries)
	}
	return b.Bytes(), nil
}

// writeHashes writes a table of files' hashes, by path (nothing when empty).
func writeHashes(b *bytes.Buffer, table string, hashes map[string]string) {
	if len(hashes) == 0 {
		return
	}
	fmt.Fprintf(b, "\n[%s]\n", table)
	for _, p := range slices.Sorted(maps.Keys(hashes)) {
		fmt.Fprintf(b, "%s = %s\n", tomltext.QuoteKey(p), tomltext.QuoteString(hashes[p]))
	}
}

// header is the comment a campaign file written by twtw begins with.
const header = "# twtw campaign file. `twtw campaign show FILE` explains it; the twtw campaign\n" +
	"# commands edit it safely and keep your comments (they say so when one has to go).\n"

// oldHeader is the header twtw wrote before edits kept comments; an edit
// replaces it with header.
const oldHeader = "# twtw campaign file. `twtw campaign show FILE` explains it; the twtw campaign\n" +
	"# commands edit it safely and rewrite it in this form (comments are not kept).\n"

// writeList writes a list of strings, one a line.
func writeList(b *bytes.Buffer, key string, items []string) {
	if len(items) == 0 {
		fmt.Fprintf(b, "%s = []\n", key)
		return
	}
	fmt.Fprintf(b, "%s = [\n", key)
	for _, s := range items {
		fmt.Fprintf(b, "  %s,\n", tomltext.QuoteString(s))
	}
	b.WriteString("]\n")
}

// tomlValue writes an option value: a bool, a whole number (int64), a
// float64 (always with a point or exponent, so it reads back as a float) or
// a string.
func tomlValue(v any) (string, error) {
	switch x := v.(type) {
	case bool:
		return strconv.FormatBool(x), nil
	case int64:
		return strconv.FormatInt(x, 10), nil
	case float64:
		switch {
		case math.IsNaN(x):
			return "nan", nil
		case math.IsInf(x, 1):
			return "inf", nil
		case math.IsInf(x, -1):
			return "-inf", nil
		}
		s := strconv.FormatFloat(x, 'g', -1, 64)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return s, nil
	case string:
		return tomltext.QuoteString(x), nil
	}
	return "", fmt.Errorf("an option value is true/false, a number or a string, got %s", tomlKind(v))
}

// tomlKind names what a value that is not an option value is.
func tomlKind(v any) string {
	switch v.(type) {
	case []any:
		return "an array"
	case map[string]any:
		return "a table"
	case nil:
		return "nothing"
	}
	return fmt.Sprintf("a %T", v)
}
