package host

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// An option's credit says who set it: a Go caller's Options.Enable has no
// file, and the bump count a shot earns at step 2 names it; the JSON of an
// option's source keeps its value even when it is 0 or false.
func TestOptionCreditOfTheEngineOptions(t *testing.T) {
	e, err := New(Options{Enable: []Enable{{Name: "bumps", Options: map[string]any{"step": 2}}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	s, err := BuiltinScenario("", "saloon")
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	tr, err := e.Explain(context.Background(), s, ExplainOptions{Seed: 3, Target: "Mouthy vaquero", Opts: map[string]string{"card": "50"}, Out: &out})
	if err != nil {
		t.Fatal(err)
	}
	var earned *Terms
	for _, ev := range tr.Events {
		if x, ok := ev.Fields["bumps_earned"].(*Terms); ok && ev.Kind == "attack" {
			earned = x
		}
	}
	if earned == nil || len(earned.Terms) != 1 || earned.Terms[0].Amount != 4 || len(earned.Terms[0].Data) != 1 ||
		earned.Terms[0].Data[0].String() != "option bumps.step = 2 set by Options.Enable" {
		t.Fatalf("bumps earned %+v in\n%s", earned, out.String())
	}
	for _, c := range []struct {
		v    any
		want string
	}{
		{0, `{"table":"m","key":"n","option":true,"set_by":[{"module":"campaign","where":"c.toml:3"}],"value":0}`},
		{false, `{"table":"m","key":"n","option":true,"set_by":[{"module":"campaign","where":"c.toml:3"}],"value":false}`},
	} {
		d := &DataSource{Table: "m", Key: "n", Option: true, Value: c.v, SetBy: []DataLink{{Module: "campaign", Where: "c.toml:3"}}}
		if b, err := json.Marshal(d); err != nil || string(b) != c.want {
			t.Errorf("%v: %s, %v; want %s", c.v, b, err, c.want)
		}
	}
	d := &DataSource{Table: "called.table", Key: "head", SetBy: []DataLink{{Module: "m", Where: "m.lua:3"}}}
	if b, _ := json.Marshal(d); string(b) != `{"table":"called.table","key":"head","set_by":[{"module":"m","where":"m.lua:3"}]}` {
		t.Errorf("a data entry's source: %s", b)
	}
}
