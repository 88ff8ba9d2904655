package host

import (
	"strings"
	"testing"
)

// What stops a test is a failure when it is a failed assertion — in the
// test, a helper, a spy a rule called (through a wrap), a hook, a setup or
// a teardown, and raised again after a pcall by the spec or by the rule —
// and an error otherwise: a rule's runtime error, one a rule caught and
// raised again, an assertion used wrongly, and an error raised after a
// failed assertion was caught (testdata/kinds). An assertion that expects
// an error passes on either.
func TestSpecFailuresAndErrorsApart(t *testing.T) {
	rep, out := runFolderSpecs(t, fixtureFiles(t, "kinds"))
	want := []struct{ name, status, err string }{
		{"kinds › a helper's assertion fails", SpecFailed, "gulch/each_spec.lua:6: expected 0, got 1"},
		{"kinds › a spy's assertion fails inside a rule", SpecFailed, "gulch/each_spec.lua:11: expected true, got false"},
		{"kinds › a rule catches the failure and raises it again", SpecFailed,
			"gulch/each.lua:15: gulch.guarded: gulch/each_spec.lua:14: tables differ at [1]: expected { 1 }, got { 2 }"},
		{"kinds › the spec catches the failure and raises it again", SpecFailed, "gulch/each_spec.lua:18: expected nil, got 1"},
		{"kinds › the rule raises an error", SpecErrored, "gulch/each.lua:18: attempt to index a non-table object(nil) with key 'y'"},
		{"kinds › a rule catches an error and raises it again", SpecErrored, "gulch/each.lua:15: gulch.guarded: gulch/each_spec.lua:22: no saloon"},
		{"kinds › an assertion used wrongly", SpecErrored,
			`gulch/each_spec.lua:24: near(expected, value, tolerance): expected and tolerance are numbers, got "a" and 2`},
		{"kinds › has_error passes on an error and on a failed assertion", SpecPassed, ""},
		{"kinds › an error after a failed assertion that was caught", SpecErrored, "gulch/each.lua:18: attempt to index a non-table object(nil) with key 'y'"},
		{"kinds › a before_each › whose assertion fails", SpecFailed, "gulch/each_spec.lua:34: expected 1, got 2"},
		{"kinds › a setup › whose assertion fails", SpecFailed, "setup failed: gulch/each_spec.lua:38: expected true, got false"},
		{"kinds › a teardown › passes", SpecPassed, ""},
		{"kinds › a teardown › teardown", SpecFailed, "gulch/each_spec.lua:42: expected false, got true"},
		{"kinds › passes", SpecPassed, ""},
	}
	var got, wanted []string
	for _, r := range rep.Results {
		got = append(got, r.Name+" | "+r.Status+" | "+r.Err)
	}
	for _, w := range want {
		wanted = append(wanted, w.name+" | "+w.status+" | "+w.err)
	}
	if strings.Join(got, "\n") != strings.Join(wanted, "\n") {
		t.Errorf("results:\n%s\nwant:\n%s\n%s", strings.Join(got, "\n"), strings.Join(wanted, "\n"), out)
	}
	if s := rep.Summary(); s != "3 passed, 11 failed (4 errors)" || lastLine(out) != s {
		t.Errorf("summary %q, last line %q; want 3 passed, 11 failed (4 errors)", s, lastLine(out))
	}
}
