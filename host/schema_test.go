package host

import (
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// A scenario schema written in Lua cannot declare a list or a map without
// an entry type: readType refuses it, naming the field, so schema.Field's
// own refusal of a missing Of is only for fields built in Go.
func TestSchemaTypeWithoutOf(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	for _, typ := range []string{"list", "map"} {
		if err := L.DoString(`return { type = "` + typ + `", doc = "d" }`); err != nil {
			t.Fatal(err)
		}
		v := L.Get(-1)
		L.Pop(1)
		want := `combatant.xs.of: want a type table {type = …, doc = …}, got nil`
		if _, err := readType("combatant.xs", v); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s without of: %v, want %q", typ, err, want)
		}
	}
}
