package host

import (
	"reflect"
	"testing"
)

// fieldLine finds the line that sets a table field by name, whatever the
// comments, strings and locals around it say.
func TestFieldLine(t *testing.T) {
	src := []byte(`-- requries = { } in a comment is no field
--[[ a long comment:
  versoin = "1.0.0"
]]
local name = "not a field" -- a local is no field
local s = "{ helpers = 1 }" .. [[ { helpers = 2 } ]]
local M = {
  name = "gulch.x", version = "1.0.0",
  requries = { "bleeding" },
  options = {
    n = { type = "int", defualt = 1 },
    ["a.b"] = { type = "int" },
  },
  events = { ["gulch.shot"] = { doc = "d", feilds = { } } },
}
M.helpers = { }
if M.name == "x" then end
function M.set_up(api) end
function M:tear_down() end
local function setupx() end
return M
`)
	for key, want := range map[string]int{
		"requries": 9, "versoin": 0, "name": 8, "version": 8, "defualt": 11, "n": 11,
		"a.b": 12, "gulch.shot": 14, "feilds": 14, "helpers": 16, "options": 10, "nosuch": 0,
		"set_up": 18, "tear_down": 19, "setupx": 0,
	} {
		if got := fieldLine(src, key); got != want {
			t.Errorf("fieldLine(%q) = %d, want %d", key, got, want)
		}
	}
	for field, want := range map[string][]string{
		"requries":                    {"requries"},
		"options.n.defualt":           {"defualt", "n", "options"},
		`events["gulch.shot"].feilds`: {"feilds", "gulch.shot", "events"},
		`options["a.b"]`:              {"a.b", "options"},
		"requires[1]":                 {"requires"},
		"":                            nil,
	} {
		if got := fieldKeys(field); !reflect.DeepEqual(got, want) {
			t.Errorf("fieldKeys(%q) = %q, want %q", field, got, want)
		}
	}
}
