package damage

import (
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
)

func mustEffect(t testing.TB, s string) EffectRef {
	t.Helper()
	r, err := ParseEffect(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A rifle: DMG (2)6, RD (1)6, Pen 1, deadly, against a Size 6 man.
func rifle(t testing.TB) Hit {
	return Hit{
		Ref: mustEffect(t, "(2)6"), RD: mustEffect(t, "(1)6"), WeaponPen: 1,
		Kind: Deadly, Size: 6, Bumps: DefaultLocationBumps(), OverflowCT: 0,
	}
}

// No cover: penetrate; bumped up to vitals (+1 location bump, seed 000 "Hit
// Location and Damage") plus 1 damage bump → 2 bumps → (3)6 = 11 → 1 wound,
// 5 CT (seed 000 "Dealing Damage").
func TestResolveNoCoverVitals(t *testing.T) {
	c := card16()
	h := rifle(t)
	h.Shift, h.DamageBumps = -1, 1
	b := NewBody(20)
	d := Resolve(c, &h, &b)
	want := Damage{
		Slot: 1, Location: card.Vitals, PenMod: 0, PV: 1, Outcome: Penetrate,
		Ref: h.Ref, Bumps: 2, Effect: EffectResult{Row: 3, Value: 11}, Wounds: 1, CT: 5,
		Applied: Applied{Part: Torso, WoundsBefore: 0, WoundsAfter: 1, CTLost: 5, LevelAfter: 1},
	}
	if d != want {
		t.Errorf("Resolve =\n %+v\nwant\n %+v", d, want)
	}
	if b.Wounds[Torso] != 1 || b.CT != 15 {
		t.Errorf("body %+v; want torso 1, CT 15", b)
	}
}

// seed 000 "Cover Penetration": hardwood AV 3. Card pen 0 + weapon 1 = PV 1: D,
// nothing. Two pen bumps (0→+2, seed 001 "Bumping Penetration") → PV 3: A, the
// RD (1)6 = 4 → 0 wounds, 4 CT. Four pen bumps (→+3) → PV 4: still A. Six
// (→+4) → PV 5: P, DMG (2)6 = 7 → 1 wound, 1 CT.
func TestResolveCover(t *testing.T) {
	c := card16()
	cases := []struct {
		penBumps, mod, spent, pv int
		out                      Outcome
		value, wounds, ct        int
	}{
		{0, 0, 0, 1, Deflect, 0, 0, 0},
		{2, 2, 2, 3, Ablate, 4, 0, 4},
		{3, 2, 2, 3, Ablate, 4, 0, 4},
		{4, 3, 4, 4, Ablate, 4, 0, 4},
		{6, 4, 6, 5, Penetrate, 7, 1, 1},
	}
	for _, tc := range cases {
		h := rifle(t)
		h.AV, h.PenBumps = 3, tc.penBumps
		b := NewBody(20)
		d := Resolve(c, &h, &b)
		if d.PenMod != tc.mod || d.PenSpent != tc.spent || d.PV != tc.pv || d.Outcome != tc.out ||
			d.Effect.Value != tc.value || d.Wounds != tc.wounds || d.CT != tc.ct {
			t.Errorf("pen bumps %d: %+v; want mod %d spent %d PV %d %v value %d, %d wounds %d CT",
				tc.penBumps, d, tc.mod, tc.spent, tc.pv, tc.out, tc.value, tc.wounds, tc.ct)
		}
		if b.CT != 20-tc.ct || b.Wounds[Torso] != uint8(tc.wounds) {
			t.Errorf("pen bumps %d: body %+v", tc.penBumps, b)
		}
	}
}

// A deflected hit leaves the body alone and reports no effect.
func TestResolveDeflectTouchesNothing(t *testing.T) {
	h := rifle(t)
	h.AV = 4
	b := NewBody(20)
	d := Resolve(card16(), &h, &b)
	if d.Outcome != Deflect || d.Effect != (EffectResult{}) || d.Applied != (Applied{}) || b != NewBody(20) {
		t.Errorf("deflect: %+v body %+v", d, b)
	}
}

// A head hit gets 2 free damage bumps (seed 000 "Hit Location and Damage"):
// (6)6 + 2 → (7)6 = 25 → 4 wounds 1 CT. A second hit with 1 damage bump more
// (3 bumps): (7)6 + one extra die (1)6 = 29 → 4 wounds 5 CT; one fits, the 5th
// head wound kills, 3 overflow.
func TestResolveHead(t *testing.T) {
	c := headCard() // pen +1
	h := rifle(t)
	h.Ref, h.Shift = mustEffect(t, "(6)6"), -1
	b := NewBody(30)
	d := Resolve(c, &h, &b)
	if d.Location != card.Head || d.PV != 2 || d.Bumps != 2 || d.Effect != (EffectResult{Row: 7, Value: 25}) || d.Wounds != 4 || d.CT != 1 {
		t.Errorf("head hit: %+v", d)
	}
	h.DamageBumps = 1
	d = Resolve(c, &h, &b)
	if d.Effect != (EffectResult{Row: 7, ExtraDice: 1, Value: 29}) || d.Wounds != 4 || d.CT != 5 {
		t.Errorf("head hit + 1 bump: %+v", d)
	}
	if !d.Applied.Died || !b.Dead || d.Applied.WoundsAfter != 5 || d.Applied.Overflow != 3 {
		t.Errorf("second head hit: %+v dead=%v; want 5th wound kills, 3 overflow", d.Applied, b.Dead)
	}
	// Without location bumps the same hit reads (6)6 = 21.
	h.Bumps, h.DamageBumps = LocationBumps{}, 0
	if d = Resolve(c, &h, nil); d.Effect != (EffectResult{Row: 6, Value: 21}) || d.Applied != (Applied{}) {
		t.Errorf("no location bumps, nil body: %+v", d)
	}
}

func TestHitValidate(t *testing.T) {
	h := rifle(t)
	if err := h.Validate(); err != nil {
		t.Fatalf("rifle: %v", err)
	}
	h.Size, h.RD, h.Kind = 0, EffectRef{Row: 9, Col: card.D6}, Kind(7)
	err := h.Validate()
	if err == nil {
		t.Fatal("bad hit validated")
	}
	for _, s := range []string{"hit: ", "RD (9)6 is not an effect cell", "unknown damage kind(7)", "size 0: want 1 or more"} {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("Validate error %q lacks %q", err, s)
		}
	}
}

func TestResolveAllocs(t *testing.T) {
	c := card16()
	h := rifle(t)
	h.Shift, h.DamageBumps, h.AV, h.PenBumps = -1, 3, 2, 2
	if n := testing.AllocsPerRun(100, func() {
		b := NewBody(20)
		_ = Resolve(c, &h, &b)
	}); n != 0 {
		t.Errorf("Resolve allocates %v times", n)
	}
}

// BenchmarkPipeline: location + penetration + effect + wounds + body apply.
func BenchmarkPipeline(b *testing.B) {
	c := card16()
	h := rifle(b)
	h.Shift, h.DamageBumps, h.AV, h.PenBumps, h.OverflowCT = -1, 3, 2, 2, 6
	start := NewBody(40)
	var sink int
	b.ReportAllocs()
	for b.Loop() {
		body := start
		d := Resolve(c, &h, &body)
		sink += d.Wounds + body.CT
	}
	if sink == 0 {
		b.Fatal("pipeline dealt nothing")
	}
}
