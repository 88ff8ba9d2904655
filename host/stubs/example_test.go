package stubs_test

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/stubs"
)

// The shape of a data table as twtw doc shows it: a class per table, a
// field per key, a list as ITEM[].
func ExampleDataShape() {
	L := lua.NewState()
	defer L.Close()
	if err := L.DoString(`return { head = 4, arm = 2, notes = { "left", "right" } }`); err != nil {
		panic(err)
	}
	fmt.Print(stubs.DataShape("called.table", L.Get(-1)))
	// Output:
	// ---@class twtw.data.called_table
	// ---@field arm integer
	// ---@field head integer
	// ---@field notes string[]
	//
	// ---@type twtw.data.called_table
}

// One rule as rules.lua annotates it: its doc, its chain with file:line,
// its parameters and its definition.
func ExampleFiles() {
	files, err := stubs.Files(stubs.Input{
		Ruleset: "mini", Version: "0.1.0", Uses: []string{"dice"},
		Rules: []stubs.Rule{{
			Name: "hit.tn", Kind: "function", Doc: "the TN of a hit", Params: []string{"ctx"},
			Chain: []stubs.Link{{Op: "define", Module: "core.hit", Where: "rules/hit.lua:3"}},
		}},
	})
	if err != nil {
		panic(err)
	}
	rules := files["rules.lua"]
	fmt.Print(rules[strings.Index(rules, "--- the TN"):])
	// Output:
	// --- the TN of a hit
	// ---
	// --- defined by core.hit (rules/hit.lua:3)
	// ---@param ctx any
	// ---@return any
	// rules["hit.tn"] = function(ctx) end
}

// The documented API functions by their path under the api table.
func ExampleAPIFunctions() {
	fmt.Println(stubs.APIFunctions()[:4])
	// Output:
	// [define wrap replace set]
}
