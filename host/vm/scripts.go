package vm

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"

	"github.com/twtw/twtw/host/vm/protocache"
)

// Layer is one source of scripts: every "*.lua" file under FS (hidden files
// and folders, whose names start with ".", are skipped) becomes the script
// Prefix + its slash path. The embedded scripts/ tree is a layer with Prefix
// ""; a campaign folder is a layer with a Prefix such as "gulch/".
type Layer struct {
	// Name identifies the layer in Source and Shadowed ("builtin", "campaign:gulch").
	Name string
	// FS holds the files.
	FS fs.FS
	// Prefix is prepended to every file path ("" or a folder such as "gulch/").
	Prefix string
	// Dir is the folder on disk FS reads, as it was named ("my.rules",
	// "scripts/rules"), so that a report can point at a script's file (see
	// Scripts.File); "" for scripts that are not files, such as the
	// built-in ones.
	Dir string
}

// Scripts is an immutable set of compiled scripts, built once by Compile and
// shared by every VM. Each file is parsed and compiled once; VMs instantiate
// the shared *lua.FunctionProto.
type Scripts struct {
	files map[string]*script
	paths []string
}

type script struct {
	cache    *protocache.Cache // nil: compile every time
	path     string
	text     []byte // the source until it is compiled
	once     sync.Once
	err      error
	proto    *lua.FunctionProto
	layer    string
	file     string // on disk, or ""
	hash     string
	shadowed []string
}

type source struct {
	text     []byte
	layer    string
	file     string
	shadowed []string
}

// Compile reads every layer in order, lets a later layer's file replace an
// earlier file with the same path, and compiles the winners. The chunk name
// of each script is its path ("rules/ranged.lua"), so Lua errors read
// "rules/ranged.lua:12: ...". Syntax errors (as *ScriptError, "path:line:
// message") and badly named files are all reported, joined, in path order.
func Compile(layers ...Layer) (*Scripts, error) {
	return CompileWith(CompileOptions{}, layers...)
}

// CompileOptions are the choices of CompileWith.
type CompileOptions struct {
	// Cache keeps compiled chunks between runs (nil: none): a script whose
	// path and text are in it is not parsed again.
	Cache *protocache.Cache
}

// CompileWith is Compile with options.
func CompileWith(o CompileOptions, layers ...Layer) (*Scripts, error) {
	srcs := make(map[string]*source)
	budget := &readBudget{bytes: MaxTotalSource, files: MaxScriptFiles}
	for _, l := range layers {
		if err := readLayer(l, srcs, budget); err != nil {
			return nil, err
		}
	}
	s := &Scripts{files: make(map[string]*script, len(srcs))}
	for p := range srcs {
		s.paths = append(s.paths, p)
	}
	sort.Strings(s.paths)
	var eager []*script
	for _, p := range s.paths {
		src := srcs[p]
		sum := sha256.Sum256(src.text)
		f := &script{cache: o.Cache, path: p, text: src.text, layer: src.layer, file: src.file, hash: hex.EncodeToString(sum[:]), shadowed: src.shadowed}
		s.files[p] = f
		if !IsSpec(p) {
			eager = append(eager, f)
		}
	}
	compileAll(eager)
	var errs []error
	for _, f := range eager {
		if f.err != nil {
			var se *ScriptError
			if errors.As(f.err, &se) && se.Path == f.path && f.file != "" && f.file != f.path {
				se.File = f.file
			}
			errs = append(errs, f.err)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return s, nil
}

// IsSpec reports whether a script path is a spec file ("…_spec.lua"). Specs
// are compiled when first loaded, not by Compile: a fight never runs them,
// and they are about two fifths of the Lua a ruleset ships.
func IsSpec(p string) bool { return strings.HasSuffix(p, "_spec.lua") }

// compileAll compiles the scripts on GOMAXPROCS goroutines (the parser and
// compiler are most of a command's start-up); each keeps its own result.
func compileAll(files []*script) {
	workers := min(runtime.GOMAXPROCS(0), len(files))
	next := make(chan *script)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range next {
				f.compile()
			}
		}()
	}
	for _, f := range files {
		next <- f
	}
	close(next)
	wg.Wait()
}

// compile parses and compiles the script once, or takes it from the cache;
// later calls return at once. A script that compiles is stored in the cache
// (a failure to store only costs the next run the compile).
func (f *script) compile() {
	f.once.Do(func() {
		var key string
		if f.cache != nil {
			key = protocache.Key(f.path, f.text)
			if p, ok := f.cache.Load(key); ok {
				f.proto, f.text = p, nil
				return
			}
		}
		f.proto, f.err = compileChunk(f.text, f.path)
		if f.err == nil {
			if f.cache != nil {
				_ = f.cache.Store(key, f.proto)
			}
			f.text = nil
		}
	})
}

// readBudget is what Compile may still read: bytes of source and files.
type readBudget struct{ bytes, files int }

func readLayer(l Layer, srcs map[string]*source, budget *readBudget) error {
	if l.FS == nil {
		return fmt.Errorf("vm: layer %q has no file system", l.Name)
	}
	prefix, err := cleanPrefix(l.Prefix)
	if err != nil {
		return fmt.Errorf("vm: layer %q: %w", l.Name, err)
	}
	var errs []error
	walkErr := fs.WalkDir(l.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return fmt.Errorf("vm: layer %q: %w", l.Name, err)
		}
		if p != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || !strings.HasSuffix(p, ".lua") {
			return nil
		}
		full := prefix + p
		if _, err := ModuleName(full); err != nil {
			errs = append(errs, fmt.Errorf("vm: layer %q: %w", l.Name, err))
			return nil
		}
		text, err := readScript(l.FS, p, full, budget)
		if err != nil {
			var se *ScriptError
			if errors.As(err, &se) {
				errs = append(errs, err)
				return nil
			}
			return fmt.Errorf("vm: layer %q: %w", l.Name, err)
		}
		src := &source{text: text, layer: l.Name}
		if l.Dir != "" {
			src.file = filepath.Join(l.Dir, filepath.FromSlash(p))
		}
		if old, ok := srcs[full]; ok {
			src.shadowed = append(append([]string(nil), old.shadowed...), old.layer)
		}
		srcs[full] = src
		return nil
	})
	if walkErr != nil {
		return walkErr
	}
	return errors.Join(errs...)
}

func cleanPrefix(prefix string) (string, error) {
	if prefix == "" {
		return "", nil
	}
	p := strings.TrimSuffix(prefix, "/")
	for _, seg := range strings.Split(p, "/") {
		if !validSegment(seg) {
			return "", fmt.Errorf("prefix %q: folder names may use only letters, digits, \"_\" and \"-\" (mount a folder on disk under MountName)", prefix)
		}
	}
	return p + "/", nil
}

// compileChunk parses and compiles one script, turning parser and compiler
// failures into *ScriptError.
func compileChunk(text []byte, name string) (proto *lua.FunctionProto, err error) {
	if err := checkShape(name, text); err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = &ScriptError{Path: name, Line: 1, Msg: fmt.Sprintf("cannot compile: %v", r)}
		}
	}()
	chunk, perr := parse.Parse(bytes.NewReader(text), name)
	if perr != nil {
		return nil, syntaxError(perr, name, text)
	}
	proto, cerr := lua.Compile(chunk, name)
	if cerr != nil {
		var ce *lua.CompileError
		if errors.As(cerr, &ce) {
			return nil, &ScriptError{Path: name, Line: ce.Line, Msg: ce.Message}
		}
		return nil, &ScriptError{Path: name, Line: 1, Msg: cerr.Error()}
	}
	return proto, nil
}

func syntaxError(err error, name string, text []byte) *ScriptError {
	var pe *parse.Error
	if !errors.As(err, &pe) {
		return &ScriptError{Path: name, Line: 1, Msg: strings.TrimSpace(err.Error())}
	}
	msg := strings.TrimSpace(pe.Message)
	if pe.Pos.Line == parse.EOF || pe.Pos.Line <= 0 {
		return &ScriptError{Path: name, Line: bytes.Count(text, []byte("\n")) + 1, Msg: msg + " at end of file"}
	}
	if pe.Token != "" {
		msg += fmt.Sprintf(" near '%s'", pe.Token)
	}
	return &ScriptError{Path: name, Line: pe.Pos.Line, Msg: msg}
}

// Paths returns every script path, sorted.
func (s *Scripts) Paths() []string {
	return append([]string(nil), s.paths...)
}

// Has reports whether path is a script of the set.
func (s *Scripts) Has(path string) bool {
	_, ok := s.files[path]
	return ok
}

// Source returns the name of the layer the script at path came from, or ""
// when there is no such script.
func (s *Scripts) Source(path string) string {
	if f, ok := s.files[path]; ok {
		return f.layer
	}
	return ""
}

// File returns the file on disk the script at path was read from, under
// its layer's Dir as that was named ("my.rules/gm_spec.lua" for the script
// that loads as "my_rules/gm_spec.lua"), or "" when its layer has no Dir or
// there is no such script.
func (s *Scripts) File(path string) string {
	if f, ok := s.files[path]; ok {
		return f.file
	}
	return ""
}

// Shadowed returns the names of the earlier layers whose file at path was
// replaced by a later layer, oldest first (nil when nothing was replaced).
func (s *Scripts) Shadowed(path string) []string {
	if f, ok := s.files[path]; ok && len(f.shadowed) > 0 {
		return append([]string(nil), f.shadowed...)
	}
	return nil
}

// Hash returns the hex SHA-256 of the source text of the script at path, or
// "" when there is no such script.
func (s *Scripts) Hash(path string) string {
	if f, ok := s.files[path]; ok {
		return f.hash
	}
	return ""
}

// proto returns the compiled script at path, compiling a spec on its first
// load; ok is false when there is no such script.
func (s *Scripts) proto(path string) (proto *lua.FunctionProto, ok bool, err error) {
	f, ok := s.files[path]
	if !ok {
		return nil, false, nil
	}
	f.compile()
	return f.proto, true, f.err
}

// ModuleName maps a script path to its dotted module name:
// "rules/ranged.lua" → "rules.ranged". Every folder and file name must be
// non-empty and use only letters, digits, "_" and "-".
func ModuleName(p string) (string, error) {
	if !strings.HasSuffix(p, ".lua") || path.Clean(p) != p {
		return "", fmt.Errorf("%s: not a script path like \"rules/ranged.lua\"", p)
	}
	segs := strings.Split(strings.TrimSuffix(p, ".lua"), "/")
	for _, seg := range segs {
		if !validSegment(seg) {
			return "", fmt.Errorf("%s: script folder and file names may use only letters, digits, \"_\" and \"-\" (module names are dotted paths)", p)
		}
	}
	return strings.Join(segs, "."), nil
}

// ModulePath maps a dotted module name to its script path:
// "rules.ranged" → "rules/ranged.lua". Names with "/", "\\", "..", a ".lua"
// ending or any character other than letters, digits, "_", "-" and single
// dots are refused.
func ModulePath(name string) (string, error) {
	if strings.ContainsAny(name, "/\\") || strings.Contains(name, "..") || strings.HasSuffix(name, ".lua") {
		return "", fmt.Errorf("module names are dotted names inside the script set, like \"rules.ranged\" (no \"/\", \"\\\", \"..\" or \".lua\")")
	}
	segs := strings.Split(name, ".")
	for _, seg := range segs {
		if !validSegment(seg) {
			return "", fmt.Errorf("module names are dotted names made of letters, digits, \"_\" and \"-\", like \"rules.ranged\"")
		}
	}
	return strings.Join(segs, "/") + ".lua", nil
}

// MountName turns any folder name into one a script path may use: every
// character other than a letter, digit, "_" or "-" becomes "_" ("my.rules" →
// "my_rules", "tmp.x1y2" → "tmp_x1y2"; "" → "_"). Layers of folders on disk
// are mounted under it, so a folder loads whatever its name; modules are
// named by their manifests, not by their paths.
func MountName(folder string) string {
	if folder == "" {
		return "_"
	}
	b := []byte(folder)
	for i, c := range b {
		if !validSegment(string(c)) {
			b[i] = '_'
		}
	}
	return string(b)
}

func validSegment(seg string) bool {
	if seg == "" {
		return false
	}
	for i := 0; i < len(seg); i++ {
		c := seg[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '_', c == '-':
		default:
			return false
		}
	}
	return true
}
