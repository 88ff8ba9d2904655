package stubs

import (
	"reflect"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/module"
)

// An API line reads as its class, name, typed parameters, returns and doc;
// a method is marked, and a line that is not one is refused by name.
func TestParseAPILine(t *testing.T) {
	l, err := parseAPILine("Terms:add(amount: integer, reason: string, tag?: string, data?: string|table) → twtw.Terms — appends a term")
	if err != nil {
		t.Fatal(err)
	}
	want := apiLine{class: "Terms", name: "add", method: true, doc: "appends a term",
		params:  [][2]string{{"amount", "integer"}, {"reason", "string"}, {"tag?", "string"}, {"data?", "string|table"}},
		returns: []string{"twtw.Terms"}}
	if !reflect.DeepEqual(l, want) {
		t.Errorf("parsed\n%+v\nwant\n%+v", l, want)
	}
	if l.path() != "Terms:add" {
		t.Errorf("path %q, want Terms:add", l.path())
	}
	l, err = parseAPILine("damage.effect(card: twtw.Card|integer, ref: string) → integer, integer, integer — an effect")
	if err != nil {
		t.Fatal(err)
	}
	if l.class != "damage" || l.method || l.path() != "damage.effect" || len(l.returns) != 3 {
		t.Errorf("damage.effect parsed as %+v", l)
	}
	l, err = parseAPILine("logging() → boolean — true when events go to a transcript")
	if err != nil {
		t.Fatal(err)
	}
	if l.class != "" || l.path() != "logging" || l.params != nil {
		t.Errorf("logging parsed as %+v", l)
	}
	for line, msg := range map[string]string{
		"no dash here()":           `apiDocs: cannot read "no dash here()"`,
		"f(x) — a parameter alone": `apiDocs: parameter "x" of f has no type`,
	} {
		if _, err := parseAPILine(line); err == nil || err.Error() != msg {
			t.Errorf("parseAPILine(%q): %v, want %s", line, err, msg)
		}
	}
}

// A list splits at the commas outside brackets, braces and angles.
func TestSplitTop(t *testing.T) {
	got := splitTop(" a: table<string, integer>, b: { x: integer, y: string }[], c: fun(n: integer, m: integer) ")
	want := []string{"a: table<string, integer>", "b: { x: integer, y: string }[]", "c: fun(n: integer, m: integer)"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("splitTop: %q, want %q", got, want)
	}
	if got := splitTop("  "); got != nil {
		t.Errorf("splitTop of blanks: %q", got)
	}
}

// Every documented line reads, and each path is documented once.
func TestAPILinesRead(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range apiDocs {
		l, err := parseAPILine(s)
		if err != nil {
			t.Error(err)
			continue
		}
		if seen[l.path()] {
			t.Errorf("%s is documented twice", l.path())
		}
		seen[l.path()] = true
	}
	if fs := APIFunctions(); len(fs) != len(apiDocs) || fs[0] != "define" {
		t.Errorf("APIFunctions: %d paths starting %q, want %d starting define", len(fs), fs[0], len(apiDocs))
	}
}

// A function's annotation: doc, parameters (optional ones marked), returns,
// overloads and the empty definition on its owner.
func TestAPILineFunction(t *testing.T) {
	for line, want := range map[string]string{
		"terms(label: string, amount?: integer) → twtw.Terms — a ledger": "--- a ledger\n---@param label string\n---@param amount? integer\n---@return twtw.Terms\n---@overload fun()\nfunction api.terms(label, amount) end\n\n",
		"dice.d(sides: integer) → integer — one die":                     "--- one die\n---@param sides integer\n---@return integer\n---@overload fun()\nfunction dice.d(sides) end\n\n",
		"Body:kill() — marks the body dead":                              "--- marks the body dead\n---@overload fun()\nfunction Body:kill() end\n\n",
	} {
		l, err := parseAPILine(line)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		l.function(&b, []string{"fun()"})
		if b.String() != want {
			t.Errorf("%s:\n%s\nwant\n%s", line, b.String(), want)
		}
	}
}

// api.on is typed for every event, api.emit for those with arguments, the
// last argument by the event's class when it has fields; no other function
// gets overloads.
func TestEventOverloads(t *testing.T) {
	events := map[string]*module.EventSpec{
		"wound.applied": {Name: "wound.applied", Args: []string{"fight", "target", "wound"}, Fields: map[string]string{"level": "the level"}},
		"round.end":     {Name: "round.end", Args: []string{"fight"}},
		"tick":          {Name: "tick"},
	}
	on := eventOverloads("on", events)
	wantOn := []string{
		`fun(event: "round.end", fn: fun(fight: any))`,
		`fun(event: "tick", fn: fun())`,
		`fun(event: "wound.applied", fn: fun(fight: any, target: any, wound: twtw.event.wound_applied))`,
	}
	if !reflect.DeepEqual(on, wantOn) {
		t.Errorf("on overloads:\n%q\nwant\n%q", on, wantOn)
	}
	emit := eventOverloads("emit", events)
	wantEmit := []string{
		`fun(event: "round.end", fight: any)`,
		`fun(event: "wound.applied", fight: any, target: any, wound: twtw.event.wound_applied)`,
	}
	if !reflect.DeepEqual(emit, wantEmit) {
		t.Errorf("emit overloads:\n%q\nwant\n%q", emit, wantEmit)
	}
	if got := eventOverloads("log", events); got != nil {
		t.Errorf("log has overloads %q", got)
	}
}

// The events stub lists every event in the alias and gives a class to each
// with fields, keys that are not identifiers quoted.
func TestEventsStub(t *testing.T) {
	got := eventsStub(map[string]*module.EventSpec{
		"stun": {Name: "stun", Doc: "a combatant\n  is stunned", Args: []string{"fight", "info"},
			Fields: map[string]string{"end": "the round it ends", "who": "the combatant"}, Module: "core.stun", Path: "rules/stun.lua"},
		"tick": {Name: "tick", Doc: "a tick", Module: "core.clock", Path: "rules/clock.lua"},
	})
	want := "--- An event a module declares (manifest events) and emits; api.on of any other name is refused.\n---@alias twtw.Event\n" +
		"---| \"stun\" # a combatant is stunned (emitted by core.stun, rules/stun.lua)\n" +
		"---| \"tick\" # a tick (emitted by core.clock, rules/clock.lua)\n\n" +
		"--- The event stun: a combatant is stunned (listener: fun(fight: any, info: twtw.event.stun))\n---@class twtw.event.stun\n" +
		"---@field [\"end\"] any the round it ends\n---@field who any the combatant\n\n"
	if got != want {
		t.Errorf("events stub:\n%s\nwant\n%s", got, want)
	}
}
