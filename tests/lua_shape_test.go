package tests

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"
)

// Lua shape limits ("Lua that reads like the rulebook"): no function
// longer than a screen, no file longer than a module with one story.
const (
	maxLuaFunctionLines = 60
	maxLuaFileLines     = 400
)

// luaShapeRoots are the folders, relative to the repository root, whose Lua
// the shape test reads: the rules scripts and the host's own Lua.
var luaShapeRoots = []string{"scripts", "host/lua"}

// pendingLongFunctions says, for each base-rule file still to be split, how
// many of its functions may still be over 60 lines (their lengths in the
// comment). Counting per file keeps the list true when lines move; when a
// file has fewer long functions than its entry, the test asks to lower the
// entry (or remove it at 0), so the list can only shrink. Only the base
// rules (scripts/rules, scripts/optional, scripts/houserules) and host/lua
// may appear here; every other file may have none.
var pendingLongFunctions = map[string]int{}

// pendingLongFiles lists files over 400 lines still to be split, under the
// same rules as pendingLongFunctions.
var pendingLongFiles = map[string]bool{}

// pendingRoots are the only folders whose files may be allowlisted.
var pendingRoots = []string{"scripts/rules/", "scripts/optional/", "scripts/houserules/", "host/lua/"}

// luaFunction is one function literal found in a script.
type luaFunction struct {
	file  string // slash path relative to the repository root
	line  int    // line of the function keyword or its parameter list
	lines int    // lines from that line to its closing end, both counted
}

// key names the function the way pendingLongFunctions does.
func (f luaFunction) key() string { return fmt.Sprintf("%s:%d", f.file, f.line) }

// luaShapeFiles lists the non-spec Lua files under the shape roots, as slash
// paths relative to the repository root (the parent of tests/).
func luaShapeFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, root := range luaShapeRoots {
		err := filepath.WalkDir(filepath.Join("..", filepath.FromSlash(root)), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() || !strings.HasSuffix(name, ".lua") || strings.HasSuffix(name, "_spec.lua") {
				return nil
			}
			rel, err := filepath.Rel("..", path)
			if err != nil {
				return fmt.Errorf("relative path of %s: %w", path, err)
			}
			files = append(files, filepath.ToSlash(rel))
			return nil
		})
		if err != nil {
			t.Fatalf("walking %s: %v", root, err)
		}
	}
	sort.Strings(files)
	return files
}

// luaFunctions parses one script and returns every function literal in it,
// nested ones included.
func luaFunctions(file string, src []byte) ([]luaFunction, error) {
	chunk, err := parse.Parse(bytes.NewReader(src), file)
	if err != nil {
		return nil, fmt.Errorf("parsing %s: %w", file, err)
	}
	w := &luaFuncWalker{file: file}
	w.stmts(chunk)
	return w.found, nil
}

// luaFuncWalker visits every statement and expression kind that can hold a
// function literal.
type luaFuncWalker struct {
	file  string
	found []luaFunction
}

func (w *luaFuncWalker) stmts(list []ast.Stmt) {
	for _, s := range list {
		w.stmt(s)
	}
}

func (w *luaFuncWalker) exprs(list []ast.Expr) {
	for _, e := range list {
		w.expr(e)
	}
}

func (w *luaFuncWalker) stmt(s ast.Stmt) {
	switch x := s.(type) {
	case *ast.FuncDefStmt:
		w.expr(x.Func)
	case *ast.LocalAssignStmt:
		w.exprs(x.Exprs)
	case *ast.AssignStmt:
		w.exprs(x.Lhs)
		w.exprs(x.Rhs)
	case *ast.FuncCallStmt:
		w.expr(x.Expr)
	case *ast.ReturnStmt:
		w.exprs(x.Exprs)
	case *ast.DoBlockStmt:
		w.stmts(x.Stmts)
	case *ast.IfStmt:
		w.expr(x.Condition)
		w.stmts(x.Then)
		w.stmts(x.Else)
	case *ast.WhileStmt:
		w.expr(x.Condition)
		w.stmts(x.Stmts)
	case *ast.RepeatStmt:
		w.stmts(x.Stmts)
		w.expr(x.Condition)
	case *ast.NumberForStmt:
		w.expr(x.Init)
		w.expr(x.Limit)
		w.expr(x.Step)
		w.stmts(x.Stmts)
	case *ast.GenericForStmt:
		w.exprs(x.Exprs)
		w.stmts(x.Stmts)
	}
}

func (w *luaFuncWalker) expr(e ast.Expr) {
	switch x := e.(type) {
	case nil:
	case *ast.FunctionExpr:
		w.found = append(w.found, luaFunction{file: w.file, line: x.Line(), lines: x.LastLine() - x.Line() + 1})
		w.stmts(x.Stmts)
	case *ast.FuncCallExpr:
		w.expr(x.Func)
		w.expr(x.Receiver)
		w.exprs(x.Args)
	case *ast.TableExpr:
		for _, f := range x.Fields {
			w.expr(f.Key)
			w.expr(f.Value)
		}
	case *ast.AttrGetExpr:
		w.expr(x.Object)
		w.expr(x.Key)
	case *ast.LogicalOpExpr:
		w.expr(x.Lhs)
		w.expr(x.Rhs)
	case *ast.RelationalOpExpr:
		w.expr(x.Lhs)
		w.expr(x.Rhs)
	case *ast.ArithmeticOpExpr:
		w.expr(x.Lhs)
		w.expr(x.Rhs)
	case *ast.StringConcatOpExpr:
		w.expr(x.Lhs)
		w.expr(x.Rhs)
	case *ast.UnaryMinusOpExpr:
		w.expr(x.Expr)
	case *ast.UnaryNotOpExpr:
		w.expr(x.Expr)
	case *ast.UnaryLenOpExpr:
		w.expr(x.Expr)
	}
}

// pendingAllowed reports whether file lies where an allowlist entry may point.
func pendingAllowed(file string) bool {
	for _, root := range pendingRoots {
		if strings.HasPrefix(file, root) {
			return true
		}
	}
	return false
}

// The walker finds functions in every place Lua allows one, with the line
// count from the function line to its end.
func TestLuaShapeWalkerFindsEveryFunction(t *testing.T) {
	src := `local M = {}
function M.a() end
local function b()
  return function() end
end
M.c = { f = function() end, [function() end] = 1 }
print(function() end, x or function() end)
if function() end then
  while function() end do
    for i = 1, #{function() end} do end
    for _ in pairs({}) do local g = function() end end
    repeat until function() end
  end
else
  do local s = "" .. tostring(function() end) end
end
local t = -(function() return 1 end)() + 2 == not function() end
return M
`
	got, err := luaFunctions("walker.lua", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, f := range got {
		lines = append(lines, fmt.Sprintf("%d/%d", f.line, f.lines))
	}
	want := "2/1 3/3 4/1 6/1 6/1 7/1 7/1 8/1 9/1 10/1 11/1 12/1 15/1 17/1 17/1"
	if strings.Join(lines, " ") != want {
		t.Errorf("functions (line/length) = %s, want %s", strings.Join(lines, " "), want)
	}
}

// No Lua function over 60 lines and no Lua file over 400 lines;
// allowlisted base-rule entries must still be long.
func TestLuaShape(t *testing.T) {
	stillLong := map[string]bool{}
	long := map[string][]luaFunction{}
	for _, file := range luaShapeFiles(t) {
		src, err := os.ReadFile(filepath.Join("..", filepath.FromSlash(file)))
		if err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(src, []byte("\n")); n > maxLuaFileLines {
			if pendingLongFiles[file] {
				stillLong[file] = true
			} else {
				t.Errorf("%s: %d lines, over %d: split it by topic", file, n, maxLuaFileLines)
			}
		}
		funcs, err := luaFunctions(file, src)
		if err != nil {
			t.Error(err)
			continue
		}
		for _, f := range funcs {
			if f.lines > maxLuaFunctionLines {
				long[file] = append(long[file], f)
			}
		}
		allowed := pendingLongFunctions[file]
		if n := len(long[file]); n > allowed {
			for _, f := range long[file] {
				t.Errorf("%s: function of %d lines, over %d: split it into named local functions", f.key(), f.lines, maxLuaFunctionLines)
			}
		}
	}
	for _, file := range sortedKeys(pendingLongFunctions) {
		if !pendingAllowed(file) {
			t.Errorf("%s is allowlisted but lies outside %v", file, pendingRoots)
		}
		if n := len(long[file]); n < pendingLongFunctions[file] {
			t.Errorf("%s has %d functions over %d lines, its entry allows %d: lower the entry (remove it at 0)", file, n, maxLuaFunctionLines, pendingLongFunctions[file])
		}
	}
	for _, file := range sortedKeys(pendingLongFiles) {
		if !pendingAllowed(file) {
			t.Errorf("%s is allowlisted but lies outside %v", file, pendingRoots)
		}
		if !stillLong[file] {
			t.Errorf("%s is allowlisted but no longer over the limit: remove it from the list", file)
		}
	}
	// TWTW_LUA_SHAPE_LIST=1 go test ./tests -run LuaShape -v prints the
	// entries of pendingLongFunctions as they stand
	if os.Getenv("TWTW_LUA_SHAPE_LIST") != "" {
		for _, file := range sortedKeys(long) {
			var lens []string
			for _, f := range long[file] {
				lens = append(lens, fmt.Sprint(f.lines))
			}
			t.Logf("%q: %d, // %s lines", file, len(long[file]), strings.Join(lens, ", "))
		}
	}
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
