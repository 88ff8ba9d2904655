package module

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/twtw/twtw/host/schema"
)

// OptionSpec is one typed module option.
type OptionSpec struct {
	Name    string   `json:"name"`
	Type    string   `json:"type"` // "bool", "int", "number", "string" or "enum"
	Default any      `json:"default"`
	Values  []string `json:"values,omitempty"` // allowed values of an enum
	Min     *float64 `json:"min,omitempty"`
	Max     *float64 `json:"max,omitempty"`
	Doc     string   `json:"doc"`
}

// Check converts a value (from TOML, the command line or Lua) to the option's
// type, or says why it does not fit.
func (o *OptionSpec) Check(v any) (any, error) {
	switch o.Type {
	case "bool":
		switch x := v.(type) {
		case bool:
			return x, nil
		case string:
			switch x {
			case "true":
				return true, nil
			case "false":
				return false, nil
			}
		}
		return nil, fmt.Errorf("want true or false, got %s", describe(v))
	case "int", "number":
		var f float64
		switch x := v.(type) {
		case int64:
			f = float64(x)
		case int:
			f = float64(x)
		case float64:
			f = x
		case string:
			// the whole text is the number: "1abc" or "2 3" is no 1 or 2;
			// decimal only (no 0x1p3, no 1_000)
			n, err := strconv.ParseFloat(x, 64)
			if err != nil || strings.ContainsAny(x, "xX_") {
				return nil, fmt.Errorf("want a number, got %s", describe(v))
			}
			f = n
		default:
			return nil, fmt.Errorf("want a number, got %s", describe(v))
		}
		if o.Type == "int" && f != math.Trunc(f) {
			return nil, fmt.Errorf("want a whole number, got %s", describe(v))
		}
		if err := schema.CheckRange(f, o.Min, o.Max); err != nil {
			return nil, err
		}
		if o.Type == "int" {
			return int64(f), nil
		}
		return f, nil
	case "string":
		if s, ok := v.(string); ok {
			return s, nil
		}
		return nil, fmt.Errorf("want a string, got %s", describe(v))
	case "enum":
		if s, ok := v.(string); ok && slices.Contains(o.Values, s) {
			return s, nil
		}
		quoted := make([]string, len(o.Values))
		for i, s := range o.Values {
			quoted[i] = strconv.Quote(s)
		}
		return nil, fmt.Errorf("want one of %s, got %s", strings.Join(quoted, ", "), describe(v))
	}
	return nil, fmt.Errorf("unknown option type %q", o.Type)
}

func describe(v any) string {
	switch x := v.(type) {
	case nil:
		return "nothing"
	case string:
		return fmt.Sprintf("%q", x)
	}
	return fmt.Sprint(v)
}
