package vm

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"
)

// nested returns open*n + inner + close*n.
func nested(open, inner, close string, n int) string {
	return strings.Repeat(open, n) + inner + strings.Repeat(close, n)
}

// shapeCases are scripts that nest one way or another, built at a given
// depth: each is accepted just inside MaxNesting and refused just beyond it.
// Today's gopher-lua compiles every one of them by recursing once per level
// (and some quadratically: 100,000 elseifs took 75 s, 100,000 nested "do" 45 s).
var shapeCases = []struct {
	name  string
	build func(n int) string
}{
	{"braces", func(n int) string { return "local x = " + nested("{", "", "}", n-1) }},
	{"parens", func(n int) string { return "local x = " + nested("(", "1", ")", n-1) }},
	{"brackets", func(n int) string { return "local x = " + nested("t[", "1", "]", n-1) }},
	{"plus chain", func(n int) string { return "local x = 1" + strings.Repeat(" + 1", n-1) }},
	{"concat chain", func(n int) string { return "local x = 'a'" + strings.Repeat(" .. 'a'", n-1) }},
	{"unary minus", func(n int) string { return "local x = " + strings.Repeat("- ", n-1) + "1" }},
	{"not", func(n int) string { return "local x = " + strings.Repeat("not ", n-1) + "true" }},
	{"field chain", func(n int) string { return "local x = a" + strings.Repeat(".b", n-1) }},
	{"call chain", func(n int) string { return "local x = f" + strings.Repeat("()", n-1) }},
	{"string call chain", func(n int) string { return "local x = f" + strings.Repeat(` "s"`, n-1) }},
	{"do blocks", func(n int) string { return nested("do ", "", " end", n-1) }},
	{"functions", func(n int) string { return nested("local function f() ", "", " end", n-1) }},
	{"elseif chain", func(n int) string { return "if a then" + strings.Repeat(" elseif a then", n-2) + " end" }},
	{"repeat", func(n int) string { return nested("repeat ", "", " until x", n-1) }},
}

func TestShapeNestingLimit(t *testing.T) {
	for _, c := range shapeCases {
		t.Run(c.name, func(t *testing.T) {
			if err := checkShape("x.lua", []byte(c.build(MaxNesting))); err != nil {
				t.Errorf("at depth %d: refused: %v", MaxNesting, err)
			}
			// The compiler must take what the check accepts.
			if _, err := compileChunk([]byte(c.build(MaxNesting)), "x.lua"); err != nil && strings.Contains(err.Error(), "nests") {
				t.Errorf("at depth %d: compileChunk refused: %v", MaxNesting, err)
			}
			for _, n := range []int{MaxNesting + 1, 10_000} {
				_, err := compileChunk([]byte(c.build(n)), "x.lua")
				se := scriptError(t, err)
				if se.Path != "x.lua" || se.Line != 1 || !strings.Contains(se.Msg, "nests more than 200 levels") {
					t.Errorf("at depth %d: error %q, want x.lua:1: ... nests more than 200 levels", n, err)
				}
			}
		})
	}
}

// Statements one after another do not nest: a long flat script is fine.
func TestShapeFlatStatementsDoNotNest(t *testing.T) {
	src := strings.Repeat("f(a.b + c.d) g(x) x = y.z w = v\n", 2000) + strings.Repeat("local t = { a = 1, b = { c = 2 } }\n", 500)
	if err := checkShape("flat.lua", []byte(src)); err != nil {
		t.Fatalf("flat script refused: %v", err)
	}
	s := scanShape([]byte(src))
	if s.maxDepth > 6 {
		t.Errorf("flat script: depth %d, want at most 6", s.maxDepth)
	}
}

// Strings, long strings and comments are skipped whatever they hold, and
// their line breaks still count for the line a refusal names.
func TestShapeSkipsStringsAndComments(t *testing.T) {
	src := "local a = '((((' -- {{{{\n" +
		"local b = [==[ {{{{ ]] \n ]==] --[[ ((((\n ]]\n" +
		"local c = \"\\\"((((\"\n" +
		"local x = " + nested("(", "1", ")", 300)
	_, err := compileChunk([]byte(src), "s.lua")
	se := scriptError(t, err)
	if se.Line != 6 || !strings.Contains(se.Msg, "nests more than") {
		t.Errorf("error %v, want s.lua:6: ... nests more than ...", err)
	}
	if err := checkShape("s.lua", []byte(src[:strings.Index(src, "local x")])); err != nil {
		t.Errorf("strings and comments alone refused: %v", err)
	}
}

func TestShapeFunctionAndConstantLimits(t *testing.T) {
	funcs := strings.Repeat("local function f() end\n", MaxFunctions)
	if err := checkShape("f.lua", []byte(funcs)); err != nil {
		t.Errorf("%d functions refused: %v", MaxFunctions, err)
	}
	se := scriptError(t, checkShape("f.lua", []byte(funcs+"local function g() end\n")))
	if se.Line != MaxFunctions+1 || !strings.Contains(se.Msg, "more than 1000 functions") {
		t.Errorf("one function too many: %v, want f.lua:%d: ... more than 1000 functions", se, MaxFunctions+1)
	}

	var b strings.Builder
	b.WriteString("return {")
	for i := 1; i < MaxConstants; i++ { // "return" is not a constant; {1, ..., N-1} plus nothing else
		b.WriteString(strconv.Itoa(i) + ",")
	}
	b.WriteString("}")
	if err := checkShape("c.lua", []byte(b.String())); err != nil {
		t.Errorf("%d constants refused: %v", MaxConstants-1, err)
	}
	b.WriteString(" x = 1 y = 2")
	se = scriptError(t, checkShape("c.lua", []byte(b.String())))
	if !strings.Contains(se.Msg, "more than 2000 distinct names, numbers and strings") {
		t.Errorf("too many constants: %v", se)
	}
	// Nested functions count on their own.
	inner := "local function g() return " + strings.TrimPrefix(b.String()[:len(b.String())-len(" x = 1 y = 2")], "return ") + " end\n"
	if err := checkShape("n.lua", []byte(inner+inner[:len(inner)-1])); err != nil {
		t.Errorf("two functions with %d constants each refused: %v", MaxConstants-1, err)
	}
}

// A 1.6 MB file of nested braces killed the process with a Go stack
// overflow; now it is refused by its size, before it is even read.
func TestCompileRefusesOversizedScriptUnread(t *testing.T) {
	big := "local x = " + nested("{", "", "}", 800_000)
	_, err := Compile(Layer{Name: "big", FS: mapFS(map[string]string{"big.lua": big, "ok.lua": "return 1"})})
	se := scriptError(t, err)
	want := "big.lua:1: the script is 1600010 bytes, over the limit of 262144 bytes for one script"
	if se.Error() != want {
		t.Errorf("error %q, want %q", se.Error(), want)
	}
}

func TestCompileRefusesTooMuchSourceInAll(t *testing.T) {
	files := map[string]string{}
	chunk := "return '" + strings.Repeat("x", MaxSourceSize-20) + "'"
	for i := 0; i < MaxTotalSource/len(chunk)+1; i++ {
		files["f"+strconv.Itoa(i)+".lua"] = chunk
	}
	_, err := Compile(Layer{Name: "many", FS: mapFS(files)})
	if err == nil || !strings.Contains(err.Error(), "the scripts add up to more than 4194304 bytes in all") {
		t.Errorf("error %v, want the total limit", err)
	}
	few := fstest.MapFS{}
	for i := 0; i <= MaxScriptFiles; i++ {
		few["f"+strconv.Itoa(i)+".lua"] = &fstest.MapFile{Data: []byte("return 1")}
	}
	if _, err := Compile(Layer{Name: "many", FS: few}); err == nil || !strings.Contains(err.Error(), "more than 2000 script files") {
		t.Errorf("error %v, want the file count limit", err)
	}
}

// A named pipe called x.lua blocked Compile forever (ReadFile waits for a
// writer); only regular files are read.
func TestCompileRefusesPipe(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.lua"), 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "ok.lua"), []byte("return 1"), 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Compile(Layer{Name: "dir", FS: os.DirFS(dir)})
		done <- err
	}()
	select {
	case err := <-done:
		se := scriptError(t, err)
		if se.Error() != "pipe.lua:1: not a regular file" {
			t.Errorf("error %q, want pipe.lua:1: not a regular file", se.Error())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Compile blocked on a named pipe")
	}
}

// The built-in scripts stay well inside every limit, so the limits refuse
// only scripts made to hurt.
func TestBuiltinScriptsWithinHalfOfEachLimit(t *testing.T) {
	fsys := os.DirFS("../../scripts")
	total := 0
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || !strings.HasSuffix(p, ".lua") {
			return err
		}
		text, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		total += len(text)
		s := scanShape(text)
		switch {
		case s.msg != "":
			t.Errorf("%s refused: %s", p, s.msg)
		case len(text) > MaxSourceSize/2, s.maxDepth > MaxNesting/2, s.funcs > MaxFunctions/2, s.maxConsts > MaxConstants/2:
			t.Errorf("%s: %d bytes, depth %d, %d functions, %d constants: over half a limit", p, len(text), s.maxDepth, s.funcs, s.maxConsts)
		case len(s.levels) != 1:
			t.Errorf("%s: %d levels left open at the end: the scan lost track", p, len(s.levels)-1)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if total > MaxTotalSource/2 {
		t.Errorf("built-in scripts: %d bytes, over half of MaxTotalSource", total)
	}
}

// FuzzCheckShape: the scan never panics, and what it accepts the compiler
// compiles (or refuses with an error) without crashing the process. Its seeds
// run with go test.
func FuzzCheckShape(f *testing.F) {
	for _, c := range shapeCases {
		f.Add([]byte(c.build(MaxNesting)))
		f.Add([]byte(c.build(MaxNesting + 1)))
	}
	for _, s := range []string{
		"", "--", "--[[", "[[", "'", "\"\\", "[==[ ]=]", "0x1e+5", "1e+", "a..b...c", "}{)(][", "end end until",
		"local t = {f = function() return 1 end}", "if a then elseif b then else end", "return f'x'{y}(z)[1]",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 4096 {
			return
		}
		if err := checkShape("fuzz.lua", src); err != nil {
			var se *ScriptError
			if !errors.As(err, &se) || se.Path != "fuzz.lua" || se.Line < 1 {
				t.Fatalf("refusal %v is not a located *ScriptError", err)
			}
			return
		}
		_, _ = compileChunk(src, "fuzz.lua")
	})
}
