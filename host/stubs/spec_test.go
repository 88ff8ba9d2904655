package stubs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/gopher-lua/parse"
)

// Every assertion and DSL function the spec framework (host/lua/spec*.lua)
// defines is in the spec DSL's stub.
func TestStubsCoverTheSpecDSL(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join("..", "lua", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	assertions, core := read("spec_assertions.lua"), read("spec_assert.lua")
	var names []string
	for _, m := range regexp.MustCompile(`def\(\{ ([^}]*) \}`).FindAllStringSubmatch(assertions, -1) {
		for _, q := range regexp.MustCompile(`"([a-z_]+)"`).FindAllStringSubmatch(m[1], -1) {
			names = append(names, q[1])
		}
	}
	for _, list := range regexp.MustCompile(`for _, t in ipairs\(\{ ([^}]*) \}\)`).FindAllStringSubmatch(assertions, -1) {
		for _, q := range regexp.MustCompile(`"([a-z_]+)"`).FindAllStringSubmatch(list[1], -1) {
			names = append(names, q[1])
		}
	}
	names = append(names, "true", "false") // def({ tostring(v) }) for true and false
	for _, m := range regexp.MustCompile(`spy_def\("([a-z_]+)"|  (called_[a-z_]+) = function`).FindAllStringSubmatch(core, -1) {
		names = append(names, m[1]+m[2])
	}
	if len(names) < 30 {
		t.Fatalf("found %d assertions in the spec framework: %v", len(names), names)
	}
	stub := specStubText()
	for _, n := range names {
		if !strings.Contains(stub, "---@field "+fieldKey(n)+" fun(") {
			t.Errorf("spec stub lacks assert.%s", n)
		}
	}
	framework := read("spec.lua")
	var globals []string
	for _, list := range regexp.MustCompile(`for _, name in ipairs\(\{ ([^}]*) \}\)`).FindAllStringSubmatch(framework, -1) {
		for _, q := range regexp.MustCompile(`"([a-z_]+)"`).FindAllStringSubmatch(list[1], -1) {
			globals = append(globals, q[1])
		}
	}
	globals = append(globals, "pending", "finally", "stub", "mock", "fixtures.combatant", "spy.new", "spy.on")
	for _, g := range globals {
		if !strings.Contains(stub, "function "+g+"(") {
			t.Errorf("spec stub lacks %s", g)
		}
	}
	if _, err := parse.Parse(strings.NewReader(stub), "spec.lua"); err != nil {
		t.Errorf("spec stub is not valid Lua: %v", err)
	}
}
