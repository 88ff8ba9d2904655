package schema

import "fmt"

// TypeName names a decoded TOML value's type for messages: "nothing",
// `text "x"`, "true", "the number 3", "a list" or "a table".
func TypeName(v any) string {
	switch x := v.(type) {
	case nil:
		return "nothing"
	case string:
		return fmt.Sprintf("text %q", x)
	case bool:
		return fmt.Sprintf("%v", x)
	case int64, float64:
		return fmt.Sprintf("the number %v", x)
	case []any, []map[string]any:
		return "a list"
	case map[string]any:
		return "a table"
	}
	return fmt.Sprintf("%T", v)
}
