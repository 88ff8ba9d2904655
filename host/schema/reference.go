package schema

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// FieldDoc is one field as a reference lists it for a person writing a
// scenario: its path ("rounds", "combatant.aim.target"), its type in words
// with what its values must be ("int 1..200", "list of string, 0..2
// entries", `string: "left" or "right"`), whether it is required, its
// default and its doc.
type FieldDoc struct {
	Path     string `json:"path"`
	Type     string `json:"type"`
	Required bool   `json:"required,omitempty"`
	Default  any    `json:"default,omitempty"`
	Doc      string `json:"doc"`
}

// Reference lists the fields under prefix ("" or "combatant."), sorted by
// name, each followed by its own fields: a table's, and those of a list's
// or a map's table entries ("combatant.covers[].name", "combatant.skills.*").
func (fs Fields) Reference(prefix string) []FieldDoc {
	var out []FieldDoc
	for _, k := range slices.Sorted(maps.Keys(fs)) {
		f := fs[k]
		path := prefix + k
		out = append(out, FieldDoc{Path: path, Type: f.TypeText(), Required: f.Required, Default: f.Default, Doc: f.Doc})
		out = append(out, f.inner(path)...)
	}
	return out
}

// inner lists the fields inside a table, or inside a list's or map's
// table entries, below path.
func (f *Field) inner(path string) []FieldDoc {
	switch {
	case f.Type == "table":
		return f.Fields.Reference(path + ".")
	case f.Type == "list" && f.Of != nil:
		return f.Of.inner(path + "[]")
	case f.Type == "map" && f.Of != nil:
		return f.Of.inner(path + ".*")
	}
	return nil
}

// TypeText is the field's type in words with what its values must be:
// "int 1..200", "die: d4, d6, d8", "list of string, 1..3 entries", `string:
// "walk", "run"`, "map of int (keys: a, b)".
func (f *Field) TypeText() string {
	s := f.Type
	switch f.Type {
	case "string":
		if len(f.Values) > 0 {
			s += ": " + quoteAll(f.Values)
		}
	case "int", "number":
		if f.Min != nil || f.Max != nil {
			s += " " + rangeText(f.Min, f.Max)
		}
	case "die":
		if len(f.Sides) > 0 {
			dice := make([]string, len(f.Sides))
			for i, n := range f.Sides {
				dice[i] = fmt.Sprintf("d%d", n)
			}
			s += ": " + strings.Join(dice, ", ")
		}
	case "list", "map":
		if f.Of != nil {
			s += " of " + f.Of.TypeText()
		}
		if len(f.Keys) > 0 {
			s += " (keys: " + strings.Join(f.Keys, ", ") + ")"
		}
		switch {
		case f.Min != nil && f.Max != nil && *f.Min == *f.Max:
			s += fmt.Sprintf(", %v entries", *f.Min)
		case f.Min != nil || f.Max != nil:
			s += ", " + rangeText(f.Min, f.Max) + " entries"
		}
	}
	return s
}

func quoteAll(vs []string) string {
	q := make([]string, len(vs))
	for i, v := range vs {
		q[i] = fmt.Sprintf("%q", v)
	}
	return strings.Join(q, ", ")
}
