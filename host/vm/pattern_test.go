package vm

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	lua "github.com/yuin/gopher-lua"
)

// Expected values below are what the reference Lua 5.1.5 interpreter prints
// for the same calls.
func TestPatternFunctionsMatchLua51(t *testing.T) {
	v := newVM(t, map[string]string{"p.lua": `
		local out = {}
		local function add(...) local t = {} for i = 1, select('#', ...) do t[#t + 1] = tostring((select(i, ...))) end out[#out + 1] = table.concat(t, ",") end
		add(string.find("hello world", "o w"))
		add(string.find("hello world", "l+"))
		add(string.find("hello", "l", -2))
		add(string.find("a.b", ".", 1, true))
		add(string.find("key = value", "(%w+)%s*=%s*(%w+)"))
		add(string.match("  trim  ", "^%s*(.-)%s*$"))
		add(string.match("f(a(b)c)d", "%b()"))
		add(string.match("THE (quick) fox", "%f[%a]%a+", 5))
		add(string.match("hello", "()ll()"))
		add(string.gsub("hello world", "o", "0", 1))
		add(string.gsub("abc", "%w", "%0%0"))
		add(string.gsub("abc", "", "-"))
		add(string.gsub("$name is $age", "%$(%w+)", {name = "Ann", age = 30}))
		add(string.gsub("1 2 3", "%d", function(d) return d * 2 end))
		add(string.gsub("abc", "b", false and "x" or "%%"))
		local words = {}
		for w in string.gmatch("one two  three", "%a+") do words[#words + 1] = w end
		add(table.concat(words, "|"))
		for k, val in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do add(k, val) end
		return table.concat(out, "\n")
	`}, Options{}, nil)
	rets, err := run(t, v, "p.lua")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		"5,7", "3,4", "4,4", "2,2", "1,11,key,value", "trim", "(a(b)c)", "quick", "3,5",
		"hell0 world,1", "aabbcc,3", "-a-b-c-,4", "Ann is 30,2", "2 4 6,3", "a%c,1",
		"one|two|three", "a,1", "b,2",
	}, "\n")
	if got := rets[0].String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestPatternErrors(t *testing.T) {
	v := newVM(t, map[string]string{
		"e1.lua": "return string.find('x', '%')",
		"e2.lua": "return string.find('x', '[a')",
		"e3.lua": "return string.find('x', '(x')",
		"e4.lua": "return string.match('x', 'x)')",
		"e5.lua": "return string.find('x', '%1')",
		"e6.lua": "return string.gsub('x', 'x', true)",
		"e7.lua": "return string.gsub('x', 'x', '%2')",
		"e8.lua": "return string.find('x', '%f')",
	}, Options{}, nil)
	for path, want := range map[string]string{
		"e1.lua": "malformed pattern (ends with '%')",
		"e2.lua": "malformed pattern (missing ']')",
		"e3.lua": "unfinished capture",
		"e4.lua": "invalid pattern capture",
		"e5.lua": "invalid capture index",
		"e6.lua": "bad argument #3 to gsub (string/function/table expected)",
		"e7.lua": "invalid capture index",
		"e8.lua": "missing '[' after '%f' in pattern",
	} {
		_, err := run(t, v, path)
		if se := scriptError(t, err); se.Error() != path+":1: "+want {
			t.Errorf("%s: %q, want %q", path, se.Error(), path+":1: "+want)
		}
	}
}

const fuzzPatternScript = `
return function(s, p)
	local i, j = string.find(s, p, 1, true)
	local g, n = string.gsub(s, p, "%0")
	local m = string.match(s, p)
	local count = 0
	for _ in string.gmatch(s, p) do count = count + 1 if count > 100 then break end end
	return i, g, n, m
end
`

// FuzzPatterns checks that the ported matcher never escapes as a Go panic,
// that a plain find agrees with strings.Index, and that replacing every match
// by itself (%0) gives back the subject.
func FuzzPatterns(f *testing.F) {
	for _, c := range [][2]string{
		{"hello world", "o"}, {"f(a(b)c)d", "%b()"}, {"THE (quick) fox", "%f[%a]%a+"},
		{"key = value", "(%w+)%s*=%s*(%w+)"}, {"aaa", "a-"}, {"abc", ""}, {"x", "%"}, {"x", "[a"},
		{"abab", "(a)(b)%2"}, {"a]b", "[]]"}, {"--", "[%a-]+"}, {"", "^$"}, {"\x00a", "%z"},
	} {
		f.Add(c[0], c[1])
	}
	s := compileFiles(f, map[string]string{"fuzz.lua": fuzzPatternScript})
	f.Fuzz(func(t *testing.T, subject, pattern string) {
		v, err := NewVM(s, Options{CallTimeout: 200 * time.Millisecond}, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer v.Close()
		fn, err := v.RequireContext(context.Background(), "fuzz")
		if err != nil {
			t.Fatal(err)
		}
		rets, err := v.Call(context.Background(), fn, 4, lua.LString(subject), lua.LString(pattern))
		var stop *StopError
		if errors.As(err, &stop) {
			return // a pathological pattern, stopped by the deadline
		}
		if err != nil {
			if v.Broken() {
				t.Fatalf("find/gsub(%q, %q) broke the VM: %v", subject, pattern, err)
			}
			scriptError(t, err)
			return
		}
		if idx := strings.Index(subject, pattern); (idx >= 0) != (rets[0] != lua.LNil) || (idx >= 0 && rets[0] != lua.LNumber(idx+1)) {
			t.Errorf("plain find(%q, %q) = %v, strings.Index = %d", subject, pattern, rets[0], idx)
		}
		if rets[1] != lua.LString(subject) {
			t.Errorf("gsub(%q, %q, %%0) = %q, want the subject back", subject, pattern, rets[1])
		}
	})
}
