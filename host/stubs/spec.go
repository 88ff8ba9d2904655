package stubs

import (
	"fmt"
	"strings"
)

// specAssertions are the assertions of host/lua/spec_assertions.lua and
// spec_assert.lua (luassert's names), each "name(params) — doc"; a test
// checks the list against those files.
var specAssertions = []string{
	"equal(expected: any, actual: any, msg?: string) — expected == actual",
	"equals(expected: any, actual: any, msg?: string) — expected == actual",
	"same(expected: any, actual: any, msg?: string) — a deep comparison (matchers allowed inside)",
	"near(expected: number, actual: number, tol: number, msg?: string) — |expected − actual| ≤ tol",
	"truthy(v: any, msg?: string) — v is neither nil nor false",
	"falsy(v: any, msg?: string) — v is nil or false",
	"true(v: any, msg?: string) — v == true",
	"false(v: any, msg?: string) — v == false",
	"nil(v: any, msg?: string) — v == nil",
	"boolean(v: any, msg?: string) — v is a boolean",
	"number(v: any, msg?: string) — v is a number",
	"string(v: any, msg?: string) — v is a string",
	"table(v: any, msg?: string) — v is a table",
	"function(v: any, msg?: string) — v is a function",
	"userdata(v: any, msg?: string) — v is a userdata",
	"thread(v: any, msg?: string) — v is a thread",
	"unique(t: table, msg?: string) — no two values of t are the same",
	"matches(pattern: string, s: string, msg?: string) — s matches the Lua pattern",
	"match(pattern: string, s: string, msg?: string) — s matches the Lua pattern",
	"error(fn: fun(), err?: any, msg?: string) — fn raises an error (equal to err, when given)",
	"errors(fn: fun(), err?: any, msg?: string) — fn raises an error (equal to err, when given)",
	"error_matches(fn: fun(), pattern: string, msg?: string) — fn raises an error matching the pattern",
	"matches_error(fn: fun(), pattern: string, msg?: string) — fn raises an error matching the pattern",
	"called(n?: integer) — (after assert.spy(s)) the spy was called, or exactly n times",
	"called_with(...: any) — (after assert.spy(s)) a call had these arguments (matchers allowed)",
	"returned_with(...: any) — (after assert.spy(s)) a call returned these values",
	"called_at_least(n: integer) — (after assert.spy(s)) called n times or more",
	"called_at_most(n: integer) — (after assert.spy(s)) called n times or fewer",
	"called_more_than(n: integer) — (after assert.spy(s)) called more than n times",
	"called_less_than(n: integer) — (after assert.spy(s)) called fewer than n times",
}

// specModifiers are luassert's chain words: any of them, and any _-joined
// run of them before a name (is_not_nil, has_no_errors), reads the same.
var specModifiers = []string{"is", "are", "was", "has", "have", "does", "to", "be", "not", "no", "is_not", "are_not", "was_not", "has_no", "does_not"}

// specGlobals are the spec DSL's functions ("name(params) — doc").
var specGlobals = []string{
	"describe(name: string, fn?: fun()) — a group of tests; groups nest and their names prefix the tests'",
	"context(name: string, fn?: fun()) — describe",
	"insulate(name: string, fn?: fun()) — describe",
	"expose(name: string, fn?: fun()) — describe",
	"it(name: string, fn?: fun()) — one test; each runs with a fresh deck and dice seeded from the spec file's name (#tags in the name)",
	"spec(name: string, fn?: fun()) — it",
	"test(name: string, fn?: fun()) — it",
	"pending(name: string) — a test not written yet",
	"setup(fn: fun()) — runs once before the block's tests",
	"teardown(fn: fun()) — runs once after the block's tests",
	"strict_setup(fn: fun()) — setup",
	"strict_teardown(fn: fun()) — teardown",
	"lazy_setup(fn: fun()) — setup, run only when the block runs a test",
	"lazy_teardown(fn: fun()) — teardown, run only when the block ran a test",
	"before_each(fn: fun()) — runs before each test of the block",
	"after_each(fn: fun()) — runs after each test of the block",
	"finally(fn: fun()) — runs when the running test ends, passed or failed",
	"stub(obj: table, key: string, ...: any) → twtw.spec.spy — replaces obj[key] by a spy returning the values given; put back when the test ends",
	"mock(obj: table, stub?: boolean) → table — spies (or stubs) on every function of obj",
}

func specLine(s string) (name, params, ret, doc string) {
	sig, doc, _ := strings.Cut(s, " — ")
	if i := strings.Index(sig, " → "); i >= 0 {
		sig, ret = sig[:i], sig[i+len(" → "):]
	}
	name, params, _ = strings.Cut(sig, "(")
	return name, strings.TrimSuffix(params, ")"), ret, doc
}

func funType(params, ret string) string {
	if ret != "" {
		return "fun(" + params + "): " + ret
	}
	return "fun(" + params + ")"
}

// specStubText annotates the spec DSL (scripts/README.md "Specs").
func specStubText() string {
	var b strings.Builder
	for _, g := range specGlobals {
		name, params, ret, doc := specLine(g)
		fmt.Fprintf(&b, "--- %s\n", doc)
		var names []string
		for _, p := range splitTop(params) {
			n, t, _ := strings.Cut(p, ": ")
			opt := ""
			if strings.HasSuffix(n, "?") {
				n, opt = strings.TrimSuffix(n, "?"), "?"
			}
			fmt.Fprintf(&b, "---@param %s%s %s\n", n, opt, t)
			names = append(names, n)
		}
		if ret != "" {
			fmt.Fprintf(&b, "---@return %s\n", ret)
		}
		fmt.Fprintf(&b, "function %s(%s) end\n\n", name, strings.Join(names, ", "))
	}
	b.WriteString("--- luassert's assert: assert(v, msg) as in Lua, assertions by name (assert.equal), read through\n")
	b.WriteString("--- modifiers (assert.are.same, assert.is_not.nil, assert.has_no.errors) or joined by _ (assert.is_true,\n")
	b.WriteString("--- assert.has_error); assert.spy(s).was.called_with(…) for spies. A failure reports the spec's file:line.\n")
	b.WriteString("---@class twtw.spec.assert\n---@overload fun(v: any, msg?: string, ...: any): any\n")
	for _, a := range specAssertions {
		name, params, ret, doc := specLine(a)
		fmt.Fprintf(&b, "---@field %s %s %s\n", fieldKey(name), funType(params, ret), doc)
		for _, pre := range []string{"is_", "is_not_", "are_", "are_not_", "has_", "has_no_", "was_", "was_not_"} {
			fmt.Fprintf(&b, "---@field %s %s %s\n", pre+name, funType(params, ret), doc)
		}
	}
	for _, m := range specModifiers {
		fmt.Fprintf(&b, "---@field %s twtw.spec.assert a modifier (\"not\" and \"no\" negate)\n", fieldKey(m))
	}
	b.WriteString("---@field spy fun(s: twtw.spec.spy): twtw.spec.assert the assertions of a spy: assert.spy(s).was.called(2)\n")
	b.WriteString("---@field register fun(self: any, kind: string, name: string, fn: function) adds an assertion or a matcher, as luassert does\n")
	b.WriteString("assert = {}\n\n")
	b.WriteString(`--- A spy records its calls (spy.new, spy.on, stub).
---@class twtw.spec.spy
---@overload fun(...: any): any
---@field calls table[] each call's arguments
---@field called fun(self: twtw.spec.spy, n?: integer): boolean
---@field called_with fun(self: twtw.spec.spy, ...: any): boolean
---@field returned_with fun(self: twtw.spec.spy, ...: any): boolean
---@field clear fun(self: twtw.spec.spy) forgets the calls
---@field revert fun(self: twtw.spec.spy) puts back what spy.on or stub replaced

--- Spies, as luassert's: restored when the test (or block) that made them ends.
---@class twtw.spec.spies
spy = {}

--- a spy that calls fn (or nothing)
---@param fn? function
---@return twtw.spec.spy
function spy.new(fn) end

--- replaces obj[key] by a spy that calls the original
---@param obj table
---@param key string
---@return twtw.spec.spy
function spy.on(obj, key) end

--- whether v is a spy
---@param v any
---@return boolean
function spy.is_spy(v) end

--- Argument matchers for called_with, returned_with and assert.same: match._ is any value;
--- match.is_number(), match.is_not_nil(), match.same(t), match.matches("^a"), match.equals(v) ….
---@class twtw.spec.match
---@field _ any any value
match = {}

--- Spec fixtures built by the ruleset's rules.
---@class twtw.spec.fixtures
fixtures = {}

--- A combatant with sensible defaults (the rule combatant.fixture).
---@param spec? table
---@return table
function fixtures.combatant(spec) end
`)
	return b.String()
}
