package vm

import (
	"context"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

var benchScripts = map[string]string{
	"bench/loop.lua": "return function(n) local s = 0 for i = 1, n do s = s + i % 7 end return s end",
	"bench/add.lua":  "return function(a, b) return a + b end",
}

// BenchmarkNewVM is the cost a Pool saves: a fresh LState with the sandbox.
func BenchmarkNewVM(b *testing.B) {
	s := compileFiles(b, benchScripts)
	b.ReportAllocs()
	for b.Loop() {
		v, err := NewVM(s, Options{}, nil)
		if err != nil {
			b.Fatal(err)
		}
		v.Close()
	}
}

// BenchmarkPoolGet is a Get/Put round trip on a warm pool.
func BenchmarkPoolGet(b *testing.B) {
	pool := NewPool(compileFiles(b, benchScripts), Options{}, nil)
	defer pool.Close()
	b.ReportAllocs()
	for b.Loop() {
		v, err := pool.Get()
		if err != nil {
			b.Fatal(err)
		}
		pool.Put(v)
	}
}

func loopFunction(b *testing.B) (*VM, lua.LValue) {
	v := newVM(b, benchScripts, Options{}, nil)
	fn, err := v.Require("bench.loop")
	if err != nil {
		b.Fatal(err)
	}
	return v, fn
}

// BenchmarkLoopWithContext runs a Lua-heavy loop (10,000 iterations) through
// Call, which sets a context and so makes gopher-lua check it per instruction.
func BenchmarkLoopWithContext(b *testing.B) {
	v, fn := loopFunction(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := v.Call(context.Background(), fn, 1, lua.LNumber(10000)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoopNoContext runs the same loop with a bare PCall and no context:
// the baseline for the cost of the deadline.
func BenchmarkLoopNoContext(b *testing.B) {
	v, fn := loopFunction(b)
	l := v.State()
	b.ReportAllocs()
	for b.Loop() {
		l.Push(fn)
		l.Push(lua.LNumber(10000))
		if err := l.PCall(1, 1, nil); err != nil {
			b.Fatal(err)
		}
		l.Pop(1)
	}
}

// BenchmarkCall is one small Lua function call through Call.
func BenchmarkCall(b *testing.B) {
	v := newVM(b, benchScripts, Options{}, nil)
	fn, err := v.Require("bench.add")
	if err != nil {
		b.Fatal(err)
	}
	args := []lua.LValue{lua.LNumber(2), lua.LNumber(3)}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := v.Call(ctx, fn, 1, args...); err != nil {
			b.Fatal(err)
		}
	}
}
