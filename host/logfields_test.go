package host

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// luaTable evaluates a Lua expression into a table.
func luaTable(t testing.TB, L *lua.LState, expr string) *lua.LTable {
	t.Helper()
	if err := L.DoString("return " + expr); err != nil {
		t.Fatal(err)
	}
	v := L.Get(-1)
	L.Pop(1)
	tb, ok := v.(*lua.LTable)
	if !ok {
		t.Fatalf("%s is %s, not a table", expr, v.Type())
	}
	return tb
}

func TestLogFieldsConverts(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	got, err := logFields(L, luaTable(t, L, `{
		n = 3, f = 2.5, s = "x", b = true, list = {1, "two", {3}}, map = {k = "v"},
		fn = function() end, [1] = "array part, not a field",
		deep = {a = {b = {c = {d = {e = {f = {g = 1}}}}}}},
	}`))
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"b":true,"deep":{"a":{"b":{"c":{"d":{"e":{}}}}}},"f":2.5,"list":[1,"two",[3]],"map":{"k":"v"},"n":3,"s":"x"}`
	if string(b) != want {
		t.Errorf("fields\n got %s\nwant %s", b, want)
	}
}

// A table that contains itself made the old conversion walk 40^6 paths
// (86 s, 14 GB); a cycle is now refused at once, naming the field.
func TestLogFieldsRefusesCycles(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	for _, c := range []struct{ build, want string }{
		{`(function() local t = {} t.self = t return {a = t} end)()`, "field a.self is a table that contains itself (a cycle)"},
		{`(function() local t = {} for i = 1, 40 do t[i] = t end return {a = t} end)()`, "field a[1] is a table that contains itself (a cycle)"},
		{`(function() local t = {x = {}} t.x.y = {t} return {w = t} end)()`, "field w.x.y[1] is a table that contains itself (a cycle)"},
	} {
		_, err := logFields(L, luaTable(t, L, c.build))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.build, err, c.want)
		}
	}
	// The same table twice, side by side, is no cycle.
	got, err := logFields(L, luaTable(t, L, `(function() local x = {1, 2} return {a = x, b = x} end)()`))
	if err != nil || len(got) != 2 {
		t.Errorf("a shared table: %v, %v", got, err)
	}
}

// Without a cycle, sharing can still multiply: 40 references to the next
// table, six levels down, are 40^6 values. The count stops it.
func TestLogFieldsCapsValues(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	wide := luaTable(t, L, `(function()
		local t = {1}
		for level = 1, 6 do local n = {} for i = 1, 40 do n[i] = t end t = n end
		return {a = t}
	end)()`)
	_, err := logFields(L, wide)
	if err == nil || !strings.HasPrefix(err.Error(), "the fields hold more than 10000 values (at field a[1][1]") {
		t.Errorf("error %v", err)
	}
	_, err = logFields(L, luaTable(t, L, `{s = string.rep("x", 600000), t = string.rep("y", 600000)}`))
	if err == nil || !strings.HasPrefix(err.Error(), "the fields hold more than 1048576 bytes of text") {
		t.Errorf("error %v", err)
	}
}

// NaN and infinities broke encoding/json halfway through a --json
// transcript; they are refused, naming the field.
func TestLogFieldsRefusesNaNAndInf(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	for expr, want := range map[string]string{
		`{x = 0/0}`:       "field x is NaN",
		`{a = {b = 1/0}}`: "field a.b is inf",
		`{l = {1, -1/0}}`: "field l[2] is -inf",
	} {
		_, err := logFields(L, luaTable(t, L, expr))
		if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "a transcript holds only finite numbers") {
			t.Errorf("%s: error %v, want %q…", expr, err, want)
		}
	}
}

// The conversion runs inside the script call: once the call's deadline has
// passed it stops.
func TestLogFieldsStopsAtTheDeadline(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	big := luaTable(t, L, `(function() local t = {} for i = 1, 5000 do t[i] = i end return {a = t} end)()`)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	L.SetContext(ctx)
	defer L.RemoveContext()
	_, err := logFields(L, big)
	if !errors.Is(err, errStopped) || !strings.HasSuffix(err.Error(), context.Canceled.Error()) {
		t.Errorf("error %v, want a stop ending in %q", err, context.Canceled)
	}
}

// FuzzLogFields builds tables from bytes (nesting, shared tables, cycles,
// any float bits) and checks that the conversion never panics and that what
// it returns always encodes as JSON. Its seeds run with go test.
func FuzzLogFields(f *testing.F) {
	nan := make([]byte, 9)
	nan[0] = 'n'
	binary.LittleEndian.PutUint64(nan[1:], math.Float64bits(math.NaN()))
	f.Add(nan)
	f.Add([]byte("t(t(c0)c1)"))
	f.Add([]byte("tttttttc0c0c0c0"))
	f.Add([]byte("s\x05hellot(s\x01x)"))
	f.Fuzz(func(t *testing.T, prog []byte) {
		L := lua.NewState()
		defer L.Close()
		root := L.NewTable()
		stack := []*lua.LTable{root}
		all := []*lua.LTable{root}
		key := 0
		put := func(v lua.LValue) {
			top := stack[len(stack)-1]
			key++
			if key%3 == 0 {
				top.Append(v)
			} else {
				top.RawSetString(string(rune('a'+key%26)), v)
			}
		}
		for i := 0; i < len(prog); i++ {
			switch prog[i] {
			case 't': // open a new table
				n := L.NewTable()
				put(n)
				stack = append(stack, n)
				all = append(all, n)
			case ')':
				if len(stack) > 1 {
					stack = stack[:len(stack)-1]
				}
			case 'c': // refer to an earlier table (shared or cyclic)
				if i+1 < len(prog) {
					i++
					put(all[int(prog[i])%len(all)])
				}
			case 'n': // any float
				if i+8 < len(prog) {
					put(lua.LNumber(math.Float64frombits(binary.LittleEndian.Uint64(prog[i+1 : i+9]))))
					i += 8
				}
			case 's': // a string
				if i+1 < len(prog) {
					n := int(prog[i+1])
					put(lua.LString(strings.Repeat("x", n*n*16)))
					i++
				}
			default:
				put(lua.LNumber(prog[i]))
			}
		}
		m, err := logFields(L, root)
		if err != nil {
			return
		}
		if _, err := json.Marshal(m); err != nil {
			t.Fatalf("converted fields do not encode: %v", err)
		}
	})
}

// TestLuaFieldReadsBack: a spec reads an event's fields back as they were
// logged (twtw.logged, through anyToLua): numbers, strings, booleans, lists
// and maps as Lua values, terms as the same terms with their methods.
func TestLuaFieldReadsBack(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	newTerms := registerTerms(L, newSites(func(string) string { return "m" }), func(*lua.LState, lua.LValue) *DataSource { return nil })
	L.SetGlobal("terms", newTerms)
	got, err := logFields(L, luaTable(t, L, `{n = 3, f = 2.5, s = "x", b = true, list = {1, "two"}, map = {k = "v"},
		tn = terms("TN", 5, "Standard"):add(2, "range")}`))
	if err != nil {
		t.Fatal(err)
	}
	L.SetGlobal("fields", anyToLua(L, got))
	if err := L.DoString(`assert(fields.n == 3 and fields.f == 2.5 and fields.s == "x" and fields.b == true)
		assert(fields.list[1] == 1 and fields.list[2] == "two" and #fields.list == 2 and fields.map.k == "v")
		assert(fields.tn:total() == 7 and fields.tn:count() == 2 and fields.tn:list()[2].reason == "range")`); err != nil {
		t.Fatal(err)
	}
	if anyToLua(L, struct{}{}) != lua.LNil {
		t.Error("a value no event holds should read as nil")
	}
}
