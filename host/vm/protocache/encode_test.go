package protocache_test

import (
	"bytes"
	"io/fs"
	"math"
	"reflect"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"

	"github.com/twtw/twtw/host/vm/protocache"
	"github.com/twtw/twtw/scripts"
)

// compile parses and compiles Lua source as the loader does.
func compile(t testing.TB, name string, src []byte) *lua.FunctionProto {
	t.Helper()
	chunk, err := parse.Parse(bytes.NewReader(src), name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := lua.Compile(chunk, name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Every script the binary ships, of every ruleset, specs included, comes
// back from Encode and Decode equal to the compiled chunk field for field —
// unexported fields too (reflect.DeepEqual reads them), so a gopher-lua
// upgrade that changes FunctionProto fails here.
func TestRoundTripEveryScript(t *testing.T) {
	n := 0
	err := fs.WalkDir(scripts.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".lua") {
			return err
		}
		src, err := fs.ReadFile(scripts.FS, path)
		if err != nil {
			return err
		}
		want := compile(t, path, src)
		b, err := protocache.Encode(want)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		got, err := protocache.Decode(b)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if !sameNaNs(got, want) || !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: the decoded chunk differs from the compiled one", path)
		}
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 250 {
		t.Fatalf("%d scripts checked, want every one of the 250 or more the binary ships", n)
	}
}

// A decoded chunk runs as the compiled one: globals read through the
// chunk's string constants, nested closures, numbers and debug lines.
func TestDecodedChunkRuns(t *testing.T) {
	src := []byte("local t = {}\nfor i = 1, 3 do t[i] = function() return i * 1.5 end end\n" +
		"answer = t[3]() .. tostring(#t) .. string.rep('x', 2)\nerror('line four')\n")
	b, err := protocache.Encode(compile(t, "chunk.lua", src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := protocache.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	L := lua.NewState()
	defer L.Close()
	L.Push(L.NewFunctionFromProto(p))
	err = L.PCall(0, 0, nil)
	if err == nil || !strings.Contains(err.Error(), "chunk.lua:4: line four") {
		t.Fatalf("error %v, want chunk.lua:4: line four", err)
	}
	if got := L.GetGlobal("answer").String(); got != "4.53xx" {
		t.Fatalf("answer = %q, want 4.53xx", got)
	}
}

// Damage of any kind is an error, never a panic or half a chunk: every
// truncation of an encoded chunk, and every single flipped byte of it.
func TestDecodeRefusesDamage(t *testing.T) {
	b, err := protocache.Encode(compile(t, "d.lua", []byte("local function f(a, b) return a .. b, 2.5 end\nreturn f('x', 'y')\n")))
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < len(b); n++ {
		if _, err := protocache.Decode(b[:n]); err == nil {
			t.Fatalf("a chunk cut to %d of %d bytes decoded", n, len(b))
		}
	}
	for i := range b {
		c := append([]byte(nil), b...)
		c[i] ^= 0xff
		_, _ = protocache.Decode(c) // must not panic
	}
	if _, err := protocache.Decode(append(append([]byte(nil), b...), 0)); err == nil {
		t.Fatal("a chunk with a trailing byte decoded")
	}
}

// FuzzDecode: no input makes Decode panic or hang.
func FuzzDecode(f *testing.F) {
	b, err := protocache.Encode(compile(f, "f.lua", []byte("local x = {1, 'a', 2.5}\nreturn function() return x end\n")))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add([]byte("TWLC"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := protocache.Decode(data)
		if err == nil && p == nil {
			t.Fatal("nil chunk without an error")
		}
	})
}

// sameNaNs says whether got has a NaN constant wherever want has one, in
// every nested function too, and then sets both to 0: reflect.DeepEqual
// finds NaN unequal to itself, and a spec's 0 / 0 folds into one (lib/
// datacheck_spec.lua). Bits are not compared: NaN is NaN.
func sameNaNs(got, want *lua.FunctionProto) bool {
	if len(got.Constants) != len(want.Constants) || len(got.FunctionPrototypes) != len(want.FunctionPrototypes) {
		return false
	}
	for i, c := range want.Constants {
		w, ok := c.(lua.LNumber)
		if !ok || !math.IsNaN(float64(w)) {
			continue
		}
		if g, ok := got.Constants[i].(lua.LNumber); !ok || !math.IsNaN(float64(g)) {
			return false
		}
		got.Constants[i], want.Constants[i] = lua.LNumber(0), lua.LNumber(0)
	}
	for i := range want.FunctionPrototypes {
		if !sameNaNs(got.FunctionPrototypes[i], want.FunctionPrototypes[i]) {
			return false
		}
	}
	return true
}
