package campaign

import (
	"fmt"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/tomltext"
)

// fieldNames are the fields of a campaign file, for a "did you mean".
func fieldNames() []string {
	return []string{"name", "ruleset", "modules", "disabled", "scripts", "deck", "options", "lock", "lock_rules"}
}

// checkKeyCase refuses a top-level key that is a field but for its case:
// the TOML decoder matches a key to a field whatever its case ("disAbled"
// is read as disabled, and a file with both spellings read one or the other
// from run to run), so a key is a field only as the field is spelt.
func (c *Campaign) checkKeyCase(path string, keys []toml.Key) error {
	fields := fieldNames()
	for _, k := range keys {
		if len(k) != 1 || slices.Contains(fields, k[0]) {
			continue
		}
		if slices.ContainsFunc(fields, func(f string) bool { return strings.EqualFold(f, k[0]) }) {
			return &tomltext.InputError{Err: fmt.Errorf("%s: unknown field %s (a campaign has %s; keys are lower case)%s",
				path, k[0], strings.Join(fields, ", "), didyoumean.Best(k[0], fields)),
				File: path, Field: tomltext.QuoteKey(k[0]), Line: c.lines.Line(tomltext.QuoteKey(k[0]))}
		}
	}
	return nil
}
