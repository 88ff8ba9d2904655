package vm

import (
	"context"
	"fmt"
	"testing"
	"testing/fstest"
	"time"
)

func TestSmoke(t *testing.T) {
	scripts := map[string]string{
		"a.lua": `os.execute("ls")`,
		"b.lua": `io.open("/tmp/x", "w")`,
		"c.lua": `load("return 1")`,
		"d.lua": `require("../../etc/passwd")`,
		"e.lua": `string.dump(print)`,
		"f.lua": "while true do end",
		"g.lua": "while true do pcall(function() while true do end end) end",
		"h.lua": "local function f() return f() + 1 end\nf()",
		"i.lua": `return string.rep("x", 1e10)`,
		"j.lua": "x = 1",
		"k.lua": "error({})",
		"l.lua": "local x = nil; return x.y",
		"m.lua": `return string.gsub("hello world", "(o)", "[%1%%]")`,
		"n.lua": `return string.format("%5d|%-3s|%q", 42, "ab", "a\n")`,
		"o.lua": `return string.format("%100d", 1)`,
		"p.lua": `return table.concat({1, "b", 3.5}, ",")`,
		"q.lua": `return string.find(string.rep("a", 3000), ".-.-.-b")`,
		"r.lua": "while true do xpcall(function() while true do end end, function(e) return e end) end",
		"s.lua": `return require("nope.x")`,
		"t.lua": `return coroutine.create(print)`,
		"u.lua": `local x = 1 +`,
	}
	m := fstest.MapFS{}
	for k, v := range scripts {
		m[k] = &fstest.MapFile{Data: []byte(v)}
	}
	delete(m, "u.lua")
	s, err := Compile(Layer{Name: "t", FS: m})
	if err != nil {
		t.Fatal(err)
	}
	_, err = Compile(Layer{Name: "t", FS: fstest.MapFS{"u.lua": {Data: []byte(scripts["u.lua"])}, "v.lua": {Data: []byte("x = = 1\n")}, "w.lua": {Data: []byte("x = 'abc\n")}}})
	fmt.Println("compile:", err)
	for _, p := range s.Paths() {
		vm, err := NewVM(s, Options{CallTimeout: 100 * time.Millisecond}, nil)
		if err != nil {
			t.Fatal(err)
		}
		fn, _ := vm.Load(p)
		start := time.Now()
		rets, err := vm.Call(context.Background(), fn, -1)
		fmt.Printf("%s: %v %v (%v) %T\n", p, rets, err, time.Since(start).Round(time.Millisecond), err)
		if se, ok := err.(*ScriptError); ok && p == "k.lua" {
			fmt.Println(se.Traceback)
		}
	}
}
