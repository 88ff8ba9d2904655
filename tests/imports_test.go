package tests

import (
	"os/exec"
	"strings"
	"testing"
)

// The layering holds: the CLI uses the host's public API alone, the Go core
// imports no Lua and no host (the names' checks, core/label, no other twtw
// package), the simulation report, the spec report, the rule coverage, the
// modules, the scenario schema and the "did you mean" are pure Go, and the
// stubs writer reads Lua values but never the host or its VM
// (ARCHITECTURE.md "Packages and what each may import").
func TestImportLayering(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{join .Imports \"\\n\"}}", "../cmd/twtw").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range strings.Fields(string(out)) {
		if strings.HasPrefix(imp, "github.com/twtw/twtw/host/") {
			t.Errorf("cmd/twtw imports %s; it may use package host alone", imp)
		}
	}
	// Only tests import the campaign test helpers: neither twtw nor host has them.
	out, err = exec.Command("go", "list", "-deps", "../cmd/twtw", "../host").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasSuffix(dep, "/campaigntest") {
			t.Errorf("a non-test package depends on %s", dep)
		}
	}
	out, err = exec.Command("go", "list", "-deps", "../core/...").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "gopher-lua") || strings.Contains(dep, "twtw/host") {
			t.Errorf("the core depends on %s", dep)
		}
	}
	// core/label checks the names both the core (a deck's) and the host (a
	// combatant's, a side's, a scenario's) print: it leans on neither.
	out, err = exec.Command("go", "list", "-deps", "../core/label").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "github.com/twtw/twtw/") && dep != "github.com/twtw/twtw/core/label" {
			t.Errorf("core/label depends on %s", dep)
		}
	}
	// Each pure package may import these host packages besides itself
	// (host/module checks an option's range with host/schema's CheckRange;
	// host/campaign reads TOML with host/tomltext, and host, which imports
	// both, hands it host/module's catalog as campaign.Modules);
	// host/stubs alone may import gopher-lua, to read the values it is
	// handed, and never host or host/vm.
	for pkg, allowed := range map[string][]string{
		"simreport":  {"coverage"},
		"specreport": nil,
		"coverage":   nil,
		"didyoumean": nil,
		"campaign":   {"didyoumean", "tomltext"},
		"schema":     {"didyoumean"},
		"module":     {"didyoumean", "schema"},
		"stubs":      {"module", "didyoumean", "schema"},
	} {
		out, err = exec.Command("go", "list", "-deps", "../host/"+pkg).Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, dep := range strings.Fields(string(out)) {
			ok := dep == "github.com/twtw/twtw/host/"+pkg
			for _, a := range allowed {
				ok = ok || dep == "github.com/twtw/twtw/host/"+a
			}
			lua := strings.Contains(dep, "gopher-lua")
			if lua && pkg != "stubs" || strings.Contains(dep, "twtw/host") && !ok {
				t.Errorf("host/%s depends on %s", pkg, dep)
			}
		}
	}
}
