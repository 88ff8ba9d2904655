package vm

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

func TestCompileNamesChunksByPath(t *testing.T) {
	v := newVM(t, map[string]string{
		"rules/ranged.lua": "local t = {}\n\nreturn t.missing.field\n",
	}, Options{}, nil)
	_, err := run(t, v, "rules/ranged.lua")
	se := scriptError(t, err)
	if se.Path != "rules/ranged.lua" || se.Line != 3 {
		t.Errorf("location = %s:%d, want rules/ranged.lua:3", se.Path, se.Line)
	}
	if se.Module() != "rules.ranged" {
		t.Errorf("Module() = %q, want rules.ranged", se.Module())
	}
	if !strings.HasPrefix(se.Error(), "rules/ranged.lua:3: attempt to index") {
		t.Errorf("Error() = %q, want it to start with rules/ranged.lua:3: attempt to index", se.Error())
	}
}

// File names the file on disk a script was read from, under its layer's Dir
// as given, from the layer whose file won; a layer without a Dir (the
// built-in scripts) gives none.
func TestFileOnDisk(t *testing.T) {
	s, err := Compile(
		Layer{Name: "builtin", FS: mapFS(map[string]string{"rules/ranged.lua": "return 1", "rules/melee.lua": "return 2"})},
		Layer{Name: "scripts", FS: mapFS(map[string]string{"ranged.lua": "return 3"}), Prefix: "rules/", Dir: "scripts/rules"},
		Layer{Name: "house", FS: mapFS(map[string]string{"gm_spec.lua": "return 4"}), Prefix: "my_rules/", Dir: "my.rules"},
	)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		"rules/ranged.lua":     filepath.Join("scripts", "rules", "ranged.lua"),
		"rules/melee.lua":      "",
		"my_rules/gm_spec.lua": filepath.Join("my.rules", "gm_spec.lua"),
		"rules/none.lua":       "",
	} {
		if got := s.File(path); got != want {
			t.Errorf("File(%s) = %q, want %q", path, got, want)
		}
	}
}

func TestCompileLaterLayerOverrides(t *testing.T) {
	builtin := mapFS(map[string]string{
		"rules/ranged.lua": "return 1",
		"rules/melee.lua":  "return 10",
	})
	campaignSrc := "return 2"
	campaign := mapFS(map[string]string{
		"rules/ranged.lua": campaignSrc,
		"last_stand.lua":   "return 3",
	})
	s, err := Compile(
		Layer{Name: "builtin", FS: builtin},
		Layer{Name: "override", FS: campaign},
		Layer{Name: "gulch", FS: mapFS(map[string]string{"last_stand.lua": "return 4"}), Prefix: "gulch/"},
	)
	if err != nil {
		t.Fatal(err)
	}
	wantPaths := []string{"gulch/last_stand.lua", "last_stand.lua", "rules/melee.lua", "rules/ranged.lua"}
	if got := s.Paths(); !reflect.DeepEqual(got, wantPaths) {
		t.Errorf("Paths() = %v, want %v", got, wantPaths)
	}
	if got := s.Source("rules/ranged.lua"); got != "override" {
		t.Errorf("Source(rules/ranged.lua) = %q, want override", got)
	}
	if got := s.Source("rules/melee.lua"); got != "builtin" {
		t.Errorf("Source(rules/melee.lua) = %q, want builtin", got)
	}
	if got := s.Shadowed("rules/ranged.lua"); !reflect.DeepEqual(got, []string{"builtin"}) {
		t.Errorf("Shadowed(rules/ranged.lua) = %v, want [builtin]", got)
	}
	if got := s.Shadowed("rules/melee.lua"); got != nil {
		t.Errorf("Shadowed(rules/melee.lua) = %v, want nil", got)
	}
	sum := sha256.Sum256([]byte(campaignSrc))
	if got, want := s.Hash("rules/ranged.lua"), hex.EncodeToString(sum[:]); got != want {
		t.Errorf("Hash(rules/ranged.lua) = %s, want %s (sha256 of the overriding file)", got, want)
	}
	if s.Hash("nope.lua") != "" || s.Source("nope.lua") != "" {
		t.Error("Hash/Source of an unknown path should be empty")
	}

	v, err := NewVM(s, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	for name, want := range map[string]lua.LNumber{"rules.ranged": 2, "rules.melee": 10, "last_stand": 3, "gulch.last_stand": 4} {
		got, err := v.Require(name)
		if err != nil {
			t.Fatalf("Require(%q): %v", name, err)
		}
		if got != want {
			t.Errorf("Require(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestCompileSyntaxErrorNamesPathAndLine(t *testing.T) {
	_, err := Compile(Layer{Name: "test", FS: mapFS(map[string]string{
		"rules/ok.lua":  "return 1\n",
		"rules/bad.lua": "local a = 1\nlocal b = = 2\n",
		"rules/eof.lua": "local function f()\n  return 1\n",
	})})
	if err == nil {
		t.Fatal("Compile accepted two broken files")
	}
	want := "rules/bad.lua:2: syntax error near '='\nrules/eof.lua:3: syntax error at end of file"
	if err.Error() != want {
		t.Errorf("Compile error =\n%s\nwant\n%s", err, want)
	}
	se := scriptError(t, err)
	if se.Path != "rules/bad.lua" || se.Line != 2 {
		t.Errorf("first error at %s:%d, want rules/bad.lua:2", se.Path, se.Line)
	}
}

func TestCompileRefusesUnmappableNames(t *testing.T) {
	_, err := Compile(Layer{Name: "camp", FS: mapFS(map[string]string{
		"rules/last.stand.lua": "return 1",
	})})
	if err == nil || !strings.Contains(err.Error(), `rules/last.stand.lua: script folder and file names may use only letters, digits, "_" and "-"`) {
		t.Errorf("Compile error = %v, want a refusal naming rules/last.stand.lua", err)
	}
	if _, err := Compile(Layer{Name: "camp", FS: mapFS(nil), Prefix: "../up/"}); err == nil {
		t.Error("Compile accepted the prefix ../up/")
	}
}

func TestCompileSkipsHiddenAndNonLua(t *testing.T) {
	s, err := Compile(Layer{Name: "t", FS: mapFS(map[string]string{
		"rules/a.lua":       "return 1",
		".git/hooks/x.lua":  "this is not lua",
		"rules/.draft.lua":  "neither is this",
		"rules/README.md":   "# notes",
		"rules/data.lua.bk": "nope",
	})})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Paths(); !reflect.DeepEqual(got, []string{"rules/a.lua"}) {
		t.Errorf("Paths() = %v, want [rules/a.lua]", got)
	}
}

func TestCompileNilFS(t *testing.T) {
	_, err := Compile(Layer{Name: "empty"})
	if err == nil || !strings.Contains(err.Error(), `layer "empty" has no file system`) {
		t.Errorf("Compile(nil FS) error = %v", err)
	}
}

func TestModuleNameAndPath(t *testing.T) {
	for _, c := range []struct{ path, name string }{
		{"rules/ranged.lua", "rules.ranged"},
		{"gulch/last_stand.lua", "gulch.last_stand"},
		{"optional/hit-locations.lua", "optional.hit-locations"},
		{"round.lua", "round"},
	} {
		if got, err := ModuleName(c.path); err != nil || got != c.name {
			t.Errorf("ModuleName(%q) = %q, %v; want %q", c.path, got, err, c.name)
		}
		if got, err := ModulePath(c.name); err != nil || got != c.path {
			t.Errorf("ModulePath(%q) = %q, %v; want %q", c.name, got, err, c.path)
		}
	}
	for _, bad := range []string{"", "../../etc/passwd", "/etc/passwd", `rules\ranged`, "rules..ranged", "rules.ranged.lua", ".rules", "rules.", "rules. ranged", "rules.rängé"} {
		if p, err := ModulePath(bad); err == nil {
			t.Errorf("ModulePath(%q) = %q, want an error", bad, p)
		}
	}
}

// FuzzModulePath checks that every accepted module name maps to a relative
// path inside the script set and back to the same name.
func FuzzModulePath(f *testing.F) {
	for _, s := range []string{"rules.ranged", "../../etc/passwd", "/etc/passwd", "a..b", "a.lua", "x", "a-b.c_d", "a/b", `a\b`, "a.b.", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		p, err := ModulePath(name)
		if err != nil {
			return
		}
		if strings.HasPrefix(p, "/") || strings.Contains(p, "..") || strings.Contains(p, `\`) || !strings.HasSuffix(p, ".lua") {
			t.Fatalf("ModulePath(%q) = %q escapes the script set", name, p)
		}
		back, err := ModuleName(p)
		if err != nil || back != name {
			t.Fatalf("ModuleName(ModulePath(%q)) = %q, %v", name, back, err)
		}
	})
}

func TestErrorsWithoutLocation(t *testing.T) {
	if got := (&ScriptError{Msg: "boom"}).Error(); got != "boom" {
		t.Errorf("ScriptError without path = %q", got)
	}
	if got := (&StopError{Reason: "context canceled"}).Error(); got != "script stopped: context canceled" {
		t.Errorf("StopError without path = %q", got)
	}
	if !errors.Is(&StopError{Err: errBoom}, errBoom) {
		t.Error("StopError does not unwrap to its Err")
	}
}

var errBoom = errors.New("boom")

// A spec file is compiled when first loaded: a broken spec does not stop
// the rules from loading, and loading it reports its file:line.
func TestCompileLeavesSpecsForTheirFirstLoad(t *testing.T) {
	s, err := Compile(Layer{Name: "test", FS: mapFS(map[string]string{
		"rules/ok.lua":       "return 1\n",
		"rules/ok_spec.lua":  "return 2\n",
		"rules/bad_spec.lua": "local a = 1\nlocal b = = 2\n",
	})})
	if err != nil {
		t.Fatalf("a broken spec stopped Compile: %v", err)
	}
	v, err := NewVM(s, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	if _, err := v.Load("rules/ok_spec.lua"); err != nil {
		t.Errorf("a good spec: %v", err)
	}
	_, err = v.Load("rules/bad_spec.lua")
	if se := scriptError(t, err); se.Path != "rules/bad_spec.lua" || se.Line != 2 {
		t.Errorf("the broken spec's error is at %s:%d, want rules/bad_spec.lua:2", se.Path, se.Line)
	}
}
