package vm

import (
	"reflect"
	"testing"
)

// Strings gives every string constant of a script, nested functions
// included (after their parent's), once each; comments leave none.
func TestStringsOfAScript(t *testing.T) {
	s, err := Compile(Layer{Name: "builtin", FS: mapFS(map[string]string{
		"rules/aim.lua": `-- a comment naming ctx.unread leaves no constant
local M = { name = "core.aim" }
function M.tn(ctx)
  local function extra(o) return o["snap"] or o.moving end
  return ctx.aimed, extra(ctx), ctx.moving
end
return M
`,
	})})
	if err != nil {
		t.Fatal(err)
	}
	got, ok, err := s.Strings("rules/aim.lua")
	if want := []string{"name", "core.aim", "tn", "aimed", "moving", "snap"}; !ok || err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Strings(rules/aim.lua) = %q, %v, %v; want %q", got, ok, err, want)
	}
	if got, ok, err := s.Strings("rules/none.lua"); ok || err != nil || got != nil {
		t.Errorf("Strings of a missing script = %q, %v, %v; want nothing, not ok", got, ok, err)
	}
}

// IsName is a Lua name: what a field read with a dot may be called.
func TestIsName(t *testing.T) {
	for s, want := range map[string]bool{"moving": true, "_x1": true, "two_weapon_mode": true, "A": true,
		"": false, "1x": false, "core.aim": false, "left hand": false, "é": false} {
		if got := IsName(s); got != want {
			t.Errorf("IsName(%q) = %v, want %v", s, got, want)
		}
	}
}
