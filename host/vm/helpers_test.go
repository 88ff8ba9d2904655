package vm

import (
	"context"
	"errors"
	"testing"
	"testing/fstest"

	lua "github.com/yuin/gopher-lua"
)

// mapFS builds a layer file system from path → source.
func mapFS(files map[string]string) fstest.MapFS {
	m := fstest.MapFS{}
	for p, src := range files {
		m[p] = &fstest.MapFile{Data: []byte(src)}
	}
	return m
}

// compileFiles compiles one layer named "test" or fails the test.
func compileFiles(t testing.TB, files map[string]string) *Scripts {
	t.Helper()
	s, err := Compile(Layer{Name: "test", FS: mapFS(files)})
	if err != nil {
		t.Fatalf("Compile: %v", err)
	}
	return s
}

// newVM compiles files and returns a VM over them, closed at the end of the test.
func newVM(t testing.TB, files map[string]string, opts Options, setup func(*VM) error) *VM {
	t.Helper()
	v, err := NewVM(compileFiles(t, files), opts, setup)
	if err != nil {
		t.Fatalf("NewVM: %v", err)
	}
	t.Cleanup(v.Close)
	return v
}

// run loads the script at path and calls its main chunk for all results.
func run(t testing.TB, v *VM, path string) ([]lua.LValue, error) {
	t.Helper()
	fn, err := v.Load(path)
	if err != nil {
		t.Fatalf("Load(%q): %v", path, err)
	}
	return v.Call(context.Background(), fn, lua.MultRet)
}

// scriptError asserts err is a *ScriptError and returns it.
func scriptError(t testing.TB, err error) *ScriptError {
	t.Helper()
	var se *ScriptError
	if !errors.As(err, &se) {
		t.Fatalf("error = %v (%T), want *ScriptError", err, err)
	}
	return se
}

// stopError asserts err is a *StopError and returns it.
func stopError(t testing.TB, err error) *StopError {
	t.Helper()
	var se *StopError
	if !errors.As(err, &se) {
		t.Fatalf("error = %v (%T), want *StopError", err, err)
	}
	return se
}
