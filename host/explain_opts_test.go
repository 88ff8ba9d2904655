package host

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// An explain opt that no script of the game reads is refused up front, named
// with the field the scripts read that is closest, instead of reaching the
// attack context and being ignored: --opt movng=run explained a shot that
// did not move. A house rule's own context field is read once its module is
// on: its sharpshooter term then shows with its file:line, taking Miranda's
// snap shot at Angus Laroq in the saloon (seed 000 "Ranged Combat": 5
// Standard, +1 at 10 paces with an increment of 8, +2 for a snap shot) from
// TN 8 to 6.
func TestExplainRefusesAnOptNoScriptReads(t *testing.T) {
	files := map[string]string{"houserules/sharp.lua": houseRule("sharp", `    api.wrap("ranged.tn", function(next, ctx)
      local tn = next(ctx)
      if ctx.sharpshooter then tn:add(-2, "sharpshooter") end
      return tn
    end)`)}
	explain := func(opts map[string]string, enable ...Enable) (string, error) {
		t.Helper()
		e, err := New(Options{Layers: []vm.Layer{fakeLayer(files)}, Enable: enable})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		var out strings.Builder
		_, err = e.Explain(context.Background(), nil, ExplainOptions{Seed: 1, Opts: opts, Out: &out})
		return out.String(), err
	}
	for _, tc := range []struct {
		opts        map[string]string
		field, want string
	}{
		{map[string]string{"movng": "run"}, "--opt movng",
			`--opt movng: no script of ruleset twtw or of a module on reads "movng"; did you mean "moving"?`},
		{map[string]string{"sharpshooter": "1", "card": "30"}, "--opt sharpshooter",
			`--opt sharpshooter: no script of ruleset twtw or of a module on reads "sharpshooter"`},
	} {
		out, err := explain(tc.opts)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Field != tc.field || err.Error() != tc.want || out != "" {
			t.Errorf("explain %v: %v (%#v), output %q; want an InputError for %s: %s, and nothing written", tc.opts, err, ie, out, tc.field, tc.want)
		}
	}
	out, err := explain(map[string]string{"sharpshooter": "1", "card": "30"}, Enable{Name: "gulch.sharp"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "    tn: 5 (Standard) + 1 (range 10 paces, increment 8) + 2 (snap shot (F/-2)) − 2 (sharpshooter) = 6\n"; !strings.Contains(out, want) ||
		!strings.Contains(out, "-2 sharpshooter  [gulch.sharp houserules/sharp.lua:5]") {
		t.Errorf("with gulch.sharp on: no %q credited to houserules/sharp.lua:5 in\n%s", want, out)
	}
}
