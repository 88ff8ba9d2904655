package campaign

import (
	"fmt"
	"maps"
	"slices"

	"github.com/twtw/twtw/host/tomltext"
)

// An edit's candidate (see edit) differs from the file it was read from:
// values its arguments gave are in no line of the file, and a list entry
// after one it removed sits at another place in the file. Its errors name
// such a field by where it is: the argument ("enable bleding",
// "set bleeding.heavy=99", "scripts add nope", "deck standrd") with no line,
// or the file's own field and line ("modules[3]" in the file is the
// candidate's "modules[2]" after modules[1] was disabled). Decided here:
// such an error keeps the field it is about in Field (the one it would set),
// and its Line is 0, for no line of the file holds the value.

// fieldSource is where an edited field of a candidate comes from: the
// argument that gave it, or the file's field holding it.
type fieldSource struct {
	arg  string // "enable bleding"; "" when the file holds the value
	file string // the file's field, as "modules[3]"
}

// noteEdited records, on an edit's candidate, the fields that differ from
// old, the campaign as its file holds it.
func (c *Campaign) noteEdited(old *Campaign) {
	m := map[string]fieldSource{}
	lists := []struct {
		name, verb string
		now, was   []string
	}{
		{"modules", "enable", c.Modules, old.Modules},
		{"disabled", "disable", c.Disabled, old.Disabled},
		{"scripts", "scripts add", c.Scripts, old.Scripts},
	}
	for _, l := range lists {
		for i, v := range l.now {
			field := fmt.Sprintf("%s[%d]", l.name, i+1)
			j := slices.Index(l.was, v)
			if l.name == "scripts" {
				j = indexDir(l.was, v)
			}
			switch {
			case j < 0 && l.name == "modules" && len(c.Options[v]) > 0:
				// a default-on module set listed to keep its options
				k := slices.Sorted(maps.Keys(c.Options[v]))[0]
				m[field] = fieldSource{arg: "set " + setting(v, k, c.Options[v][k])}
			case j < 0:
				m[field] = fieldSource{arg: l.verb + " " + argText(v)}
			case j != i:
				m[field] = fieldSource{file: fmt.Sprintf("%s[%d]", l.name, j+1)}
			}
		}
	}
	for mod, opts := range c.Options {
		for k, v := range opts {
			if was, ok := old.Options[mod][k]; ok && fmt.Sprint(was) == fmt.Sprint(v) {
				continue
			}
			m["options."+tomltext.QuoteKey(mod)+"."+tomltext.QuoteKey(k)] = fieldSource{arg: "set " + setting(mod, k, v)}
		}
	}
	if c.Deck != old.Deck && c.Deck != "" {
		m["deck"] = fieldSource{arg: "deck " + argText(c.Deck)}
	}
	c.edited = m
}

// setting is an option setting as typed: MODULE.OPTION=VALUE.
func setting(module, option string, v any) string {
	return argText(module + "." + option + "=" + fmt.Sprint(v))
}

// argText is an argument as a shell takes it: quoted when it holds a space,
// a quote or a character that is not printable ASCII.
func argText(s string) string {
	for _, r := range s {
		if r <= ' ' || r > '~' || r == '"' || r == '\'' || r == '\\' {
			return fmt.Sprintf("%q", s)
		}
	}
	if s == "" {
		return `""`
	}
	return s
}
