package protocache_test

import (
	"bytes"
	"fmt"
	"os"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"

	"github.com/twtw/twtw/host/vm/protocache"
)

// A script compiled once is loaded from the cache on the next run.
func Example() {
	dir, _ := os.MkdirTemp("", "chunks")
	defer os.RemoveAll(dir)
	cache := protocache.Open(dir)

	src := []byte("return 6 * 7\n")
	key := protocache.Key("rules/answer.lua", src)
	if _, ok := cache.Load(key); !ok {
		chunk, _ := parse.Parse(bytes.NewReader(src), "rules/answer.lua")
		proto, _ := lua.Compile(chunk, "rules/answer.lua")
		_ = cache.Store(key, proto)
	}

	proto, ok := cache.Load(key)
	L := lua.NewState()
	defer L.Close()
	L.Push(L.NewFunctionFromProto(proto))
	_ = L.PCall(0, 1, nil)
	fmt.Println(ok, L.Get(-1))
	// Output: true 42
}
