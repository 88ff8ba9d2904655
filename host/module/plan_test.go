package module

import (
	"reflect"
	"strings"
	"testing"
)

// Catalog.Resolve adds the default-on optional modules unless disabled, in
// dependency order, and refuses disabling a module that is not default-on or
// one that is also enabled.
func TestResolveDefaultOn(t *testing.T) {
	cat := NewCatalog("twtw", "1.0.0", nil)
	for _, m := range []*Manifest{
		{Name: "core.x", Kind: KindCore},
		{Name: "opt.on", Kind: KindOptional, DefaultOn: true},
		{Name: "opt.dep", Kind: KindOptional, DefaultOn: true, Requires: []string{"opt.on"}},
		{Name: "opt.off", Kind: KindOptional},
		{Name: "h.a", Kind: KindHouse},
	} {
		if err := cat.Add(m); err != nil {
			t.Fatal(err)
		}
	}
	names := func(plan []Planned) []string {
		var out []string
		for _, p := range plan {
			out = append(out, p.Name)
		}
		return out
	}
	for _, tc := range []struct {
		name     string
		enable   []Enable
		disable  []string
		want     []string
		wantErrs []string
	}{
		{"defaults", nil, nil, []string{"core.x", "opt.on", "opt.dep"}, nil},
		{"asked as well", []Enable{{Name: "opt.on"}, {Name: "h.a"}}, nil, []string{"core.x", "opt.on", "opt.dep", "h.a"}, nil},
		{"one disabled", []Enable{{Name: "opt.off"}}, []string{"opt.dep"}, []string{"core.x", "opt.off", "opt.on"}, nil},
		{"requirement disabled", nil, []string{"opt.on"}, nil, []string{"module opt.dep requires opt.on, which is not enabled"}},
		{"not default-on", nil, []string{"opt.off", "h.a"}, nil, []string{`module "opt.off" is not on by default, so it cannot be disabled`, `module "h.a" is not on by default, so it cannot be disabled`}},
		{"core", nil, []string{"core.x"}, nil, []string{`module "core.x" is a core rule and always on, so it cannot be disabled`}},
		{"both", []Enable{{Name: "opt.on"}}, []string{"opt.on", "opt.dep"}, nil, []string{`module "opt.on" is both enabled and disabled`}},
		{"unknown", nil, []string{"nope"}, nil, []string{`unknown module "nope"`}},
	} {
		plan, err := cat.Resolve(tc.enable, tc.disable...)
		if tc.wantErrs == nil {
			if err != nil || !reflect.DeepEqual(names(plan), tc.want) {
				t.Errorf("%s: plan %v, %v; want %v", tc.name, names(plan), err, tc.want)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s: plan %v, want an error", tc.name, names(plan))
			continue
		}
		for _, w := range tc.wantErrs {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: err %q, want %q", tc.name, err, w)
			}
		}
	}
}
