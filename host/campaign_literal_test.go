package host

import (
	"errors"
	"path/filepath"
	"testing"
)

// A Campaign literal is checked as a campaign file is when it is read,
// before an engine is built from it: an option of a module that is not on
// is refused (it was dropped without a word), a folder that is not there
// is named by its field (it was "stat .: no such file or directory"), and
// with no Path no message starts with an empty file name.
func TestCampaignLiteralIsCheckedAsAFileIs(t *testing.T) {
	gone := filepath.Join(t.TempDir(), "gone")
	cases := []struct {
		name  string
		c     *Campaign
		msg   string
		field string
	}{
		{"option of a module not on", &Campaign{Options: map[string]map[string]any{"bleeding": {"heavy": int64(2)}}},
			`options.bleeding: module "bleeding" is not in modules`, "options.bleeding"},
		{"missing folder", &Campaign{Scripts: []string{gone}},
			`scripts[1]: "` + gone + `" is not a folder`, "scripts[1]"},
		{"module twice", &Campaign{Modules: []string{"bleeding", "bleeding"}},
			`modules[2]: "bleeding" is listed twice`, "modules[2]"},
		{"a list for an option", &Campaign{Modules: []string{"bleeding"}, Options: map[string]map[string]any{"bleeding": {"heavy": []int{2}}}},
			`options.bleeding.heavy: an option value is true/false, a number or a string, got a []int`, "options.bleeding.heavy"},
		{"nil", nil, "campaign options: no campaign (nil)", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := CampaignOptions(tc.c)
			var in *InputError
			if !errors.As(err, &in) || err.Error() != tc.msg || in.Field != tc.field {
				t.Errorf("CampaignOptions = %T %v (field %q), want *InputError %q (field %q)", err, err, fieldOf(in), tc.msg, tc.field)
			}
			if tc.c == nil {
				return
			}
			tc.c.Path = filepath.Join(t.TempDir(), "gulch.toml")
			if _, err := CampaignOptions(tc.c); err == nil || err.Error() != tc.c.Path+": "+tc.msg {
				t.Errorf("CampaignOptions with a Path = %v, want %q", err, tc.c.Path+": "+tc.msg)
			}
		})
	}
	if _, err := CampaignStatusOf(nil); err == nil || err.Error() != "campaign status: no campaign (nil)" {
		t.Errorf("CampaignStatusOf(nil) = %v", err)
	}
}

// A Campaign literal may give an option as any Go integer: the engine and
// the campaign's status both take it (the status refused "a int" that the
// engine had taken).
func TestCampaignLiteralTakesGoIntegers(t *testing.T) {
	c := &Campaign{Modules: []string{"bleeding"}, Options: map[string]map[string]any{"bleeding": {"heavy": 2, "serious": uint8(3)}}}
	o, err := CampaignOptions(c)
	if err != nil {
		t.Fatal(err)
	}
	e, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if got := e.ModuleList()[0]; got != "bleeding 1.0.0 (critical=3, heavy=2, serious=3)" {
		t.Errorf("engine runs %q", got)
	}
	st, err := CampaignStatusOf(c)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	for _, op := range st.Modules[0].Options {
		got[op.Name] = op.Value
	}
	if got["heavy"] != int64(2) || got["serious"] != int64(3) || got["critical"] != int64(3) {
		t.Errorf("status options = %v, want heavy 2, serious 3, critical 3", got)
	}
	if _, ok := c.Options["bleeding"]["heavy"].(int); !ok {
		t.Errorf("the caller's option became %T", c.Options["bleeding"]["heavy"])
	}
}

// Options.Enable takes an option value of any Go integer or float type, as
// a campaign literal and a scenario do: int32, int8, uint, uint64 and
// float32 were refused ("want a number, got 2") while int, int64 and
// float64 were taken. The caller's map is left as it was.
func TestEnableOptionsTakeAnyGoNumber(t *testing.T) {
	for _, v := range []any{int(2), int8(2), int16(2), int32(2), int64(2), uint(2), uint8(2), uint16(2), uint32(2), uint64(2), float32(2), float64(2)} {
		opts := map[string]any{"heavy": v}
		e, err := New(Options{Enable: []Enable{{Name: "bleeding", Options: opts}, {Name: "fields_of_fire"}, {Name: "arc_edges", Options: map[string]any{"band": float32(0.25)}}}})
		if err != nil {
			t.Errorf("heavy = %T(2): %v", v, err)
			continue
		}
		got := map[string]any{}
		for _, p := range e.Plan() {
			for k, o := range p.Options {
				got[p.Name+"."+k] = o
			}
		}
		e.Close()
		if got["bleeding.heavy"] != int64(2) || got["arc_edges.band"] != float64(0.25) {
			t.Errorf("heavy = %T(2), band = float32(0.25): planned %v and %v, want 2 and 0.25", v, got["bleeding.heavy"], got["arc_edges.band"])
		}
		if opts["heavy"] != v {
			t.Errorf("heavy = %T(2): the caller's map now holds %T", v, opts["heavy"])
		}
	}
}
