package host

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
)

// A module's manifest is a Lua table whose keys leave no trace once it is
// built (gopher-lua compiles every field of a table constructor at the line
// of its "{"), so a fault in a manifest field is located in the source text:
// the line where a table field of that name is set.

// locateManifest sets the line of a manifest fault of the script at path:
// the line that sets the field at fault, else the nearest enclosing field
// that is set by name (options.n for a missing options.n.doc); 0 when none is.
func (e *Engine) locateManifest(path string, me *ManifestError) {
	src := e.sourceText(path)
	if src == nil {
		return
	}
	for _, m := range append([]*ManifestError{me}, me.More...) {
		for _, key := range fieldKeys(m.Field) {
			if line := fieldLine(src, key); line > 0 {
				m.Line = line
				break
			}
		}
	}
}

// sourceText is the text of the script at path as the engine loaded it (the
// last layer that holds it), or nil.
func (e *Engine) sourceText(path string) []byte {
	layers := append(e.rs.Layers(), e.opts.Layers...)
	for i := len(layers) - 1; i >= 0; i-- {
		l := layers[i]
		if rel, ok := strings.CutPrefix(path, l.Prefix); ok && l.FS != nil {
			if b, err := fs.ReadFile(l.FS, rel); err == nil {
				return b
			}
		}
	}
	return nil
}

// fieldKeys are the Lua keys of a manifest field's path, innermost first:
// `options.n.defualt` → defualt, n, options; `events["gulch.shot"].doc` →
// doc, gulch.shot, events; `requires[1]` → requires.
func fieldKeys(field string) []string {
	var keys []string
	for field != "" {
		var key string
		switch {
		case strings.HasSuffix(field, `"]`):
			i := strings.LastIndex(field, `["`)
			if i < 0 {
				return keys
			}
			key, field = field[i+2:len(field)-2], field[:i]
		case strings.HasSuffix(field, "]"):
			i := strings.LastIndexByte(field, '[')
			if i < 0 {
				return keys
			}
			field = field[:i] // a list index: the list's own key is next
			continue
		default:
			i := strings.LastIndexByte(field, '.')
			key, field = field[i+1:], field[:max(i, 0)]
		}
		field = strings.TrimSuffix(field, ".")
		if key != "" {
			keys = append(keys, key)
		}
	}
	return keys
}

// fieldLine returns the line of src at which a table field named key is set
// by name — {key = …}, {["key"] = …}, t.key = …, function t.key(…) — or 0
// when none is.
// Comments and strings are skipped as Lua reads them.
func fieldLine(src []byte, key string) int {
	toks := luaTokens(src)
	for i, t := range toks {
		prev := func(k int) string {
			if i-k < 0 {
				return ""
			}
			return toks[i-k].text
		}
		next := func(k int) string {
			if i+k >= len(toks) {
				return ""
			}
			return toks[i+k].text
		}
		opens := func(s string) bool { return s == "{" || s == "," || s == ";" }
		switch {
		case t.kind == 'i' && t.text == key && (opens(prev(1)) || prev(1) == ".") && next(1) == "=":
			return t.line
		case t.text == "[" && next(1) == `"`+key+`"` && next(2) == "]" && next(3) == "=" && opens(prev(1)):
			return t.line
		case t.kind == 'i' && t.text == key && (prev(1) == "." || prev(1) == ":") && prev(3) == "function" && next(1) == "(":
			return t.line
		}
	}
	return 0
}

// luaToken is one token of Lua source: an identifier ('i'), a quoted
// string as written, with '"' quotes ('s'), or a punctuation mark or "=="
// ('p'); numbers and long strings are skipped.
type luaToken struct {
	kind byte
	text string
	line int
}

// luaTokens splits src into tokens, leaving out comments, numbers and long
// strings (a key is never one).
func luaTokens(src []byte) []luaToken {
	var out []luaToken
	line := 1
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '-' && i+1 < len(src) && src[i+1] == '-':
			i += 2
			if n := longOpen(src[i:]); n > 0 {
				i, line = skipLong(src, i, n, line)
				continue
			}
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '[' && longOpen(src[i:]) > 0:
			i, line = skipLong(src, i, longOpen(src[i:]), line)
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(src) && src[j] != c && src[j] != '\n' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			out = append(out, luaToken{'s', `"` + string(src[i+1:min(j, len(src))]) + `"`, line})
			i = j + 1
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i
			for j < len(src) && (src[j] == '_' || src[j] >= 'a' && src[j] <= 'z' || src[j] >= 'A' && src[j] <= 'Z' || src[j] >= '0' && src[j] <= '9') {
				j++
			}
			out = append(out, luaToken{'i', string(src[i:j]), line})
			i = j
		case c >= '0' && c <= '9':
			for i < len(src) && (src[i] == '.' || src[i] == '_' || src[i] >= '0' && src[i] <= '9' || src[i] >= 'a' && src[i] <= 'z' || src[i] >= 'A' && src[i] <= 'Z') {
				i++
			}
		case c == '=' && i+1 < len(src) && src[i+1] == '=':
			out = append(out, luaToken{'p', "==", line})
			i += 2
		default:
			out = append(out, luaToken{'p', string(c), line})
			i++
		}
	}
	return out
}

// longOpen is the length of a long bracket opening "[[" or "[==[" at the
// start of b, or 0.
func longOpen(b []byte) int {
	if len(b) < 2 || b[0] != '[' {
		return 0
	}
	n := 1
	for n < len(b) && b[n] == '=' {
		n++
	}
	if n < len(b) && b[n] == '[' {
		return n + 1
	}
	return 0
}

// skipLong skips the long bracket opened at src[i:i+n] to its close,
// counting lines; it returns the index after the close and the line there.
func skipLong(src []byte, i, n, line int) (int, int) {
	closer := "]" + strings.Repeat("=", n-2) + "]"
	rest := string(src[i+n:])
	end := strings.Index(rest, closer)
	if end < 0 {
		return len(src), line + strings.Count(rest, "\n")
	}
	return i + n + end + len(closer), line + strings.Count(rest[:end], "\n")
}

// resolve is the catalog's plan of enable and disable, a requirement or
// conflict no module answers (a misspelt name in a manifest's requires or
// conflicts) located at its line of the module's file: "gulch/grit.lua:4:
// module gulch.grit (…) requires bumsp, … did you mean "bumps"?".
func (e *Engine) resolve(enable []Enable, disable ...string) ([]Planned, error) {
	plan, err := e.catalog.Resolve(numbersFromGo(enable), disable...)
	var pe *PlanError
	if !errors.As(err, &pe) {
		return plan, err
	}
	for i, p := range pe.Problems {
		m, ok := e.catalog.Module(p.Module)
		if p.Require == "" || !ok {
			continue
		}
		if line := requireLine(e.sourceText(m.Path), p.Field, p.Require); line > 0 {
			pe.Problems[i].Msg = fmt.Sprintf("%s:%d: %s", m.Path, line, p.Msg)
		}
	}
	return plan, err
}

// requireLine is the line of src that names the requirement (or conflict)
// req in quotes, at or after the line where the manifest field begins
// (field: "requires", "conflicts"; 0: none).
func requireLine(src []byte, field, req string) int {
	in := false
	for i, l := range strings.Split(string(src), "\n") {
		in = in || strings.Contains(l, field)
		if in && (strings.Contains(l, `"`+req+`"`) || strings.Contains(l, `'`+req+`'`) || strings.Contains(l, `"`+req+` `)) {
			return i + 1
		}
	}
	return 0
}
