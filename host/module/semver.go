package module

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is a semantic version (semver.org): MAJOR.MINOR.PATCH with an
// optional -prerelease (build metadata after "+" is ignored).
type Version struct {
	Major, Minor, Patch int
	Pre                 []string
}

// ParseVersion reads a full semantic version such as "1.2.0" or
// "2.0.0-rc.1", the form a manifest's version takes.
func ParseVersion(s string) (Version, error) {
	v, parts, err := parseVersion(s)
	if err == nil && parts != 3 {
		err = fmt.Errorf("%q is not a semantic version: want MAJOR.MINOR.PATCH, such as \"1.0.0\"", s)
	}
	return v, err
}

// parseVersion reads "1", "1.2" or "1.2.3" (with an optional prerelease on a
// full version) and says how many numbers it had.
func parseVersion(s string) (Version, int, error) {
	bad := fmt.Errorf("%q is not a semantic version: want MAJOR.MINOR.PATCH, such as \"1.0.0\"", s)
	core := s
	if i := strings.IndexByte(core, '+'); i >= 0 {
		core = core[:i]
	}
	var v Version
	if i := strings.IndexByte(core, '-'); i >= 0 {
		for _, id := range strings.Split(core[i+1:], ".") {
			if id == "" {
				return v, 0, bad
			}
			v.Pre = append(v.Pre, id)
		}
		core = core[:i]
	}
	nums := strings.Split(core, ".")
	if len(nums) > 3 || len(v.Pre) > 0 && len(nums) != 3 {
		return v, 0, bad
	}
	dst := []*int{&v.Major, &v.Minor, &v.Patch}
	for i, n := range nums {
		if n == "" || len(n) > 1 && n[0] == '0' || strings.TrimLeft(n, "0123456789") != "" {
			return v, 0, bad
		}
		x, err := strconv.Atoi(n)
		if err != nil {
			return v, 0, bad
		}
		*dst[i] = x
	}
	return v, len(nums), nil
}

// String returns the version as MAJOR.MINOR.PATCH[-PRE].
func (v Version) String() string {
	s := fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
	if len(v.Pre) > 0 {
		s += "-" + strings.Join(v.Pre, ".")
	}
	return s
}

// Compare returns -1, 0 or 1 by semver precedence.
func (v Version) Compare(w Version) int {
	for _, d := range [][2]int{{v.Major, w.Major}, {v.Minor, w.Minor}, {v.Patch, w.Patch}} {
		if d[0] != d[1] {
			return cmpInt(d[0], d[1])
		}
	}
	switch {
	case len(v.Pre) == 0 && len(w.Pre) == 0:
		return 0
	case len(v.Pre) == 0:
		return 1
	case len(w.Pre) == 0:
		return -1
	}
	for i := 0; i < len(v.Pre) && i < len(w.Pre); i++ {
		a, b := v.Pre[i], w.Pre[i]
		an, aerr := strconv.Atoi(a)
		bn, berr := strconv.Atoi(b)
		switch {
		case aerr == nil && berr == nil && an != bn:
			return cmpInt(an, bn)
		case aerr == nil && berr != nil:
			return -1
		case aerr != nil && berr == nil:
			return 1
		case a != b:
			return strings.Compare(a, b)
		}
	}
	return cmpInt(len(v.Pre), len(w.Pre))
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// VersionRange is a set of versions such as ">= 1.2", ">= 1.2, < 2",
// "^1.2" (same major), "~1.2" (same minor) or "= 1.0.0". Missing numbers
// are 0 (">= 1.2" is ">= 1.2.0"). The zero range allows every version.
type VersionRange struct {
	text  string
	terms []rangeTerm
}

type rangeTerm struct {
	op string // ">=", ">", "<=", "<", "="
	v  Version
}

// rangeOps are the operators a range may use, longest first.
var rangeOps = []string{">=", "<=", "==", "!=", ">", "<", "=", "^", "~"}

// parseRange reads a version range: terms separated by commas (or spaces),
// each an operator and a version.
func parseRange(s string) (VersionRange, error) {
	r := VersionRange{text: strings.TrimSpace(s)}
	fields := strings.FieldsFunc(s, func(c rune) bool { return c == ',' })
	for _, f := range fields {
		f = strings.TrimSpace(f)
		for f != "" {
			op := ""
			for _, o := range rangeOps {
				if strings.HasPrefix(f, o) {
					op = o
					break
				}
			}
			if op == "" || op == "!=" {
				return r, fmt.Errorf("version range %q: want terms like \">= 1.2\", \"< 2\", \"^1.2\", \"~1.2\" or \"= 1.0.0\"", s)
			}
			rest := strings.TrimSpace(f[len(op):])
			end := strings.IndexAny(rest, " \t<>=^~")
			ver := rest
			if end >= 0 {
				ver, rest = rest[:end], strings.TrimSpace(rest[end:])
			} else {
				rest = ""
			}
			v, n, err := parseVersion(ver)
			if err != nil || ver == "" {
				return r, fmt.Errorf("version range %q: %q is not a version like 1.2 or 1.2.0", s, ver)
			}
			r.terms = append(r.terms, expand(op, v, n)...)
			f = rest
		}
	}
	if len(r.terms) == 0 {
		return r, fmt.Errorf("version range %q: empty", s)
	}
	return r, nil
}

// expand turns ^ and ~ into a lower and an upper bound, and == into =.
func expand(op string, v Version, parts int) []rangeTerm {
	switch op {
	case "==":
		return []rangeTerm{{"=", v}}
	case "^":
		up := Version{Major: v.Major + 1}
		if v.Major == 0 && parts > 1 {
			up = Version{Minor: v.Minor + 1}
		}
		return []rangeTerm{{">=", v}, {"<", up}}
	case "~":
		up := Version{Major: v.Major, Minor: v.Minor + 1}
		if parts == 1 {
			up = Version{Major: v.Major + 1}
		}
		return []rangeTerm{{">=", v}, {"<", up}}
	}
	return []rangeTerm{{op, v}}
}

// Allows reports whether v is in the range.
func (r VersionRange) Allows(v Version) bool {
	for _, t := range r.terms {
		c := v.Compare(t.v)
		ok := map[string]bool{">=": c >= 0, ">": c > 0, "<=": c <= 0, "<": c < 0, "=": c == 0}[t.op]
		if !ok {
			return false
		}
	}
	return true
}

// String returns the range as written.
func (r VersionRange) String() string { return r.text }

// IsZero reports whether the range is empty (every version allowed).
func (r VersionRange) IsZero() bool { return len(r.terms) == 0 }

// ParseConstraint reads "bleeding", "bleeding >= 1.2" or "twtw ^1": a name
// and an optional version range.
func ParseConstraint(s string) (name string, r VersionRange, err error) {
	s = strings.TrimSpace(s)
	end := strings.IndexAny(s, " \t<>=^~!,")
	if end < 0 {
		return s, r, nil
	}
	name = s[:end]
	rest := strings.TrimSpace(s[end:])
	if rest == "" {
		return name, r, nil
	}
	r, err = parseRange(rest)
	return name, r, err
}
