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
		if b, ok := boolOf(v); ok {
			return b, nil
		}
		return nil, fmt.Errorf("want a bool (true, false, 1 or 0), got %s", describe(v))
	case "int", "number":
		return o.checkNumber(v)
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

// boolOf reads a bool option's value: a bool, the text true, false, 1 or 0,
// or the number 1 or 0 (a campaign file's recenter = 0). Nothing else is
// one: Lua reads the number 0 as true, so a 0 taken as it is switched the
// option on.
func boolOf(v any) (b, ok bool) {
	switch x := v.(type) {
	case bool:
		return x, true
	case string:
		switch x {
		case "true", "1":
			return true, true
		case "false", "0":
			return false, true
		}
	case int64:
		return x == 1, x == 0 || x == 1
	case int:
		return x == 1, x == 0 || x == 1
	case float64:
		return x == 1, x == 0 || x == 1
	}
	return false, false
}

// checkNumber is Check of an int or number option. A whole number given as
// one (a Go integer, or text of decimal digits) is checked as written: a
// float cannot hold 9223372036854775807, and shows it as
// 9.223372036854776e+18.
func (o *OptionSpec) checkNumber(v any) (any, error) {
	var f float64
	switch x := v.(type) {
	case int64:
		return o.checkInt(x)
	case int:
		return o.checkInt(int64(x))
	case float64:
		f = x
	case string:
		if n, err := strconv.ParseInt(x, 10, 64); err == nil {
			return o.checkInt(n)
		}
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
	// a whole number an int64 holds (1e300 is whole, and no int64)
	if o.Type == "int" && (f != math.Trunc(f) || f < math.MinInt64 || f >= math.MaxInt64) {
		return nil, fmt.Errorf("want a whole number, got %s", describe(v))
	}
	if err := schema.CheckRange(f, o.Min, o.Max); err != nil {
		return nil, err
	}
	if o.Type == "int" {
		return int64(f), nil
	}
	return f, nil
}

// checkInt is checkNumber of a whole number given as one.
func (o *OptionSpec) checkInt(n int64) (any, error) {
	if err := schema.CheckIntRange(n, o.Min, o.Max); err != nil {
		return nil, err
	}
	if o.Type == "int" {
		return n, nil
	}
	return float64(n), nil
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
