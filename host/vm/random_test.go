package vm

import (
	"context"
	"math/rand/v2"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

const randomScript = `
local out = {}
for i = 1, 5 do out[#out + 1] = math.random(6) end
for i = 1, 5 do out[#out + 1] = math.random(-2, 2) end
out[#out + 1] = math.random()
out[#out + 1] = math.random(3.9)
return unpack(out)
`

func TestMathRandomFollowsTheFightSeed(t *testing.T) {
	v := newVM(t, map[string]string{"r.lua": randomScript}, Options{}, nil)
	draw := func(seed uint64) []lua.LValue {
		v.SetRand(rand.New(rand.NewPCG(seed, 1)))
		rets, err := run(t, v, "r.lua")
		if err != nil {
			t.Fatal(err)
		}
		return rets
	}
	first, again, other := draw(42), draw(42), draw(43)
	if sprint(first) != sprint(again) {
		t.Errorf("same seed, different draws:\n%s\n%s", sprint(first), sprint(again))
	}
	if sprint(first) == sprint(other) {
		t.Errorf("seeds 42 and 43 drew the same %s", sprint(first))
	}

	// The mapping onto the generator (Lua 5.1 ranges): random(m) = 1 + Int64N(m),
	// random(m, n) = m + Int64N(n-m+1), random() = Float64(), random(3.9) as random(3).
	ref := rand.New(rand.NewPCG(42, 1))
	var want []lua.LValue
	for i := 0; i < 5; i++ {
		want = append(want, lua.LNumber(1+ref.Int64N(6)))
	}
	for i := 0; i < 5; i++ {
		want = append(want, lua.LNumber(-2+ref.Int64N(5)))
	}
	want = append(want, lua.LNumber(ref.Float64()), lua.LNumber(1+ref.Int64N(3)))
	if sprint(first) != sprint(want) {
		t.Errorf("draws = %s\nwant    %s", sprint(first), sprint(want))
	}
}

func TestMathRandomErrors(t *testing.T) {
	v := newVM(t, map[string]string{
		"none.lua":   "return math.random(6)",
		"empty1.lua": "return math.random(0)",
		"empty2.lua": "return math.random(5, 4)",
		"many.lua":   "return math.random(1, 2, 3)",
	}, Options{}, nil)
	_, err := run(t, v, "none.lua")
	if se := scriptError(t, err); se.Error() != "none.lua:1: math.random: no random source is set (the host binds one to the fight's seed with SetRand)" {
		t.Errorf("without SetRand: %q", se.Error())
	}
	v.SetRand(rand.New(rand.NewPCG(1, 2)))
	for path, want := range map[string]string{
		"empty1.lua": "empty1.lua:1: bad argument #1 to random (interval is empty)",
		"empty2.lua": "empty2.lua:1: bad argument #2 to random (interval is empty)",
		"many.lua":   "many.lua:1: wrong number of arguments",
	} {
		_, err := run(t, v, path)
		if se := scriptError(t, err); se.Error() != want {
			t.Errorf("%s: %q, want %q", path, se.Error(), want)
		}
	}
}

func TestPoolClearsTheRandomSource(t *testing.T) {
	pool := NewPool(compileFiles(t, map[string]string{"r.lua": "return math.random(6)"}), Options{}, nil)
	defer pool.Close()
	v, err := pool.Get()
	if err != nil {
		t.Fatal(err)
	}
	v.SetRand(rand.New(rand.NewPCG(7, 7)))
	if _, err := v.Call(context.Background(), mustLoad(t, v, "r.lua"), 1); err != nil {
		t.Fatal(err)
	}
	pool.Put(v)
	v2, err := pool.Get()
	if err != nil {
		t.Fatal(err)
	}
	if v2 != v {
		t.Fatal("the pool did not reuse the idle VM")
	}
	_, err = v2.Call(context.Background(), mustLoad(t, v2, "r.lua"), 1)
	if se := scriptError(t, err); se.Msg != "math.random: no random source is set (the host binds one to the fight's seed with SetRand)" {
		t.Errorf("after Put/Get: %q", se.Msg)
	}
}
