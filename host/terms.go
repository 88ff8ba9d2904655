package host

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// Term is one number a judge may question, with where it came from
// (ARCHITECTURE.md "Provenance"): its amount, the reason in words, an optional tag a
// house rule can look it up by, the module and the file:line that added it,
// and — when the amount was read from data table entries that a module
// changed with api.set — those entries and the sets that changed them.
type Term struct {
	Amount int           `json:"amount"`
	Reason string        `json:"reason"`
	Tag    string        `json:"tag,omitempty"`
	Module string        `json:"module"`
	Where  string        `json:"where"`
	Data   []*DataSource `json:"data,omitempty"`
}

// Credit is the provenance a transcript prints after a term:
// "core.called rules/called.lua:78", with
// " · data called.table[head] set by gulch.headshot gulch/headshot.lua:26"
// when a set changed the entry it was read from.
func (x Term) Credit() string {
	s := x.Module + " " + x.Where
	for _, d := range x.Data {
		s += " · " + d.String()
	}
	return s
}

// Terms is a sum built term by term: a TN, a result modifier, a list of bump
// spends, a damage row. Scripts build one with terms(...) and add to it.
type Terms struct {
	Label string `json:"label"`
	Terms []Term `json:"terms"`
}

// MarshalJSON writes the terms with "terms": [] when there are none (not
// null: a reader iterates the list without a check).
func (t *Terms) MarshalJSON() ([]byte, error) {
	type plain Terms
	c := plain(*t)
	if c.Terms == nil {
		c.Terms = []Term{}
	}
	return json.Marshal(c)
}

// Total returns the sum of the amounts.
func (t *Terms) Total() int {
	n := 0
	for _, x := range t.Terms {
		n += x.Amount
	}
	return n
}

// String renders the terms as "5 Standard + 1 range … = 7".
func (t *Terms) String() string {
	var b strings.Builder
	for i, x := range t.Terms {
		switch {
		case i == 0:
			b.WriteString(strconv.Itoa(x.Amount))
		case x.Amount < 0:
			b.WriteString(" − ")
			b.WriteString(strconv.Itoa(-x.Amount))
		default:
			b.WriteString(" + ")
			b.WriteString(strconv.Itoa(x.Amount))
		}
		b.WriteString(" (")
		b.WriteString(x.Reason)
		b.WriteString(")")
	}
	if len(t.Terms) == 0 {
		b.WriteString("0")
	}
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(t.Total()))
	return b.String()
}

const termsType = "twtw.terms"

// registerTerms registers the terms userdata type and returns the terms
// constructor; sites names the file:line and module of each term, and
// source resolves a term's data reference (its fifth argument).
func registerTerms(L *lua.LState, sites *sites, source func(*lua.LState, lua.LValue) *DataSource) *lua.LFunction {
	mt := L.NewTypeMetatable(termsType)
	methods := L.NewTable()
	check := func(L *lua.LState) *Terms {
		ud := L.CheckUserData(1)
		t, ok := ud.Value.(*Terms)
		if !ok {
			L.ArgError(1, "terms expected")
		}
		return t
	}
	add := func(L *lua.LState) int {
		t := check(L)
		amount := L.CheckNumber(2)
		if float64(amount) != float64(int(amount)) {
			L.ArgError(2, "a term's amount must be a whole number")
		}
		reason := L.CheckString(3)
		tag := L.OptString(4, "")
		at := sites.caller(L)
		t.Terms = append(t.Terms, Term{Amount: int(amount), Reason: reason, Tag: tag, Module: at.module, Where: at.where, Data: dataArg(L, 5, source)})
		L.Push(L.Get(1))
		return 1
	}
	L.SetFuncs(methods, map[string]lua.LGFunction{
		// add(amount, reason [, tag [, data]]) appends a term; zero amounts
		// are kept only when a reason matters, so callers skip them. data
		// names the data table entry the amount was read from ("TABLE.KEY",
		// {data = TABLE, key = KEY}, what api.datum returns, a module's
		// option {option = "MODULE.OPTION"}, or a list of these when it was
		// read from several).
		"add": add,
		// total() is the sum.
		"total": func(L *lua.LState) int { L.Push(lua.LNumber(check(L).Total())); return 1 },
		// find(tag) is the sum of the terms with that tag, and how many there are.
		"find": func(L *lua.LState) int {
			t := check(L)
			tag := L.CheckString(2)
			n, count := 0, 0
			for _, x := range t.Terms {
				if x.Tag == tag {
					n += x.Amount
					count++
				}
			}
			L.Push(lua.LNumber(n))
			L.Push(lua.LNumber(count))
			return 2
		},
		// count() is the number of terms.
		"count": func(L *lua.LState) int { L.Push(lua.LNumber(len(check(L).Terms))); return 1 },
		// list() returns the terms as an array of tables {amount, reason,
		// tag, module, where}, with data ("called.table[head]") and set_by
		// ("gulch.headshot gulch/headshot.lua:26") when a set changed an
		// entry a term was read from (several joined by ", " and "; ").
		"list": func(L *lua.LState) int {
			t := check(L)
			arr := L.CreateTable(len(t.Terms), 0)
			for _, x := range t.Terms {
				e := L.CreateTable(0, 7)
				e.RawSetString("amount", lua.LNumber(x.Amount))
				e.RawSetString("reason", lua.LString(x.Reason))
				e.RawSetString("tag", lua.LString(x.Tag))
				e.RawSetString("module", lua.LString(x.Module))
				e.RawSetString("where", lua.LString(x.Where))
				if len(x.Data) > 0 {
					entries, setters := make([]string, len(x.Data)), make([]string, len(x.Data))
					for i, d := range x.Data {
						entries[i], setters[i] = d.Entry(), d.Setters()
					}
					e.RawSetString("data", lua.LString(strings.Join(entries, ", ")))
					e.RawSetString("set_by", lua.LString(strings.Join(setters, "; ")))
				}
				arr.Append(e)
			}
			L.Push(arr)
			return 1
		},
		// extend(other) appends every term of other as it is, with the
		// module, file:line and data that added it (copying other's list()
		// through add would credit the copier's line); returns the terms.
		"extend": func(L *lua.LState) int {
			t, o := check(L), toTerms(L.Get(2))
			if o == nil {
				L.ArgError(2, "terms expected")
			}
			t.Terms = append(t.Terms, o.Terms...)
			L.Push(L.Get(1))
			return 1
		},
		// label() is the label given when the terms were made.
		"label": func(L *lua.LState) int { L.Push(lua.LString(check(L).Label)); return 1 },
	})
	mt.RawSetString("__index", methods)
	mt.RawSetString("__metatable", lua.LString("locked")) // scripts cannot reach or change the methods
	mt.RawSetString("__tostring", L.NewFunction(func(L *lua.LState) int {
		L.Push(lua.LString(check(L).String()))
		return 1
	}))
	// terms(label [, base, reason [, tag [, data]]]) makes new terms, optionally with a first term.
	return L.NewFunction(func(L *lua.LState) int {
		t := &Terms{Label: L.CheckString(1)}
		if L.GetTop() >= 2 {
			amount := L.CheckNumber(2)
			at := sites.caller(L)
			t.Terms = append(t.Terms, Term{Amount: int(amount), Reason: L.CheckString(3), Tag: L.OptString(4, ""), Module: at.module, Where: at.where, Data: dataArg(L, 5, source)})
		}
		ud := L.NewUserData()
		ud.Value = t
		L.SetMetatable(ud, mt)
		L.Push(ud)
		return 1
	})
}

// dataArg resolves the optional data reference (or list of them, lists
// within it flattened: a rule's own list of references beside the rule's
// name) at argument n to the entries a set changed; nil and false mean none.
// A reference may be terms: what their terms credit, as resolved when they
// were added (a number worked out earlier, kept as terms, and added again
// later credits what changed it then, whatever ran in between).
func dataArg(L *lua.LState, n int, source func(*lua.LState, lua.LValue) *DataSource) []*DataSource {
	return dataRefs(L, L.Get(n), source, nil, 0)
}

// maxRefDepth bounds how deeply lists of data references may nest.
const maxRefDepth = 4

func dataRefs(L *lua.LState, v lua.LValue, source func(*lua.LState, lua.LValue) *DataSource, out []*DataSource, depth int) []*DataSource {
	if v == lua.LNil || v == lua.LFalse {
		return out
	}
	if t, ok := v.(*lua.LTable); ok && t.RawGetInt(1) != lua.LNil {
		if depth >= maxRefDepth {
			L.RaiseError("terms: data references nest more than %d lists deep", maxRefDepth)
		}
		for i := 1; i <= t.Len(); i++ {
			out = dataRefs(L, t.RawGetInt(i), source, out, depth+1)
		}
		return out
	}
	if o := toTerms(v); o != nil {
		for _, x := range o.Terms {
			for _, ds := range x.Data {
				if !slices.Contains(out, ds) {
					out = append(out, ds)
				}
			}
		}
		return out
	}
	if ds := source(L, v); ds != nil {
		out = append(out, ds)
	}
	return out
}

// toTerms returns the Terms inside a Lua value, or nil.
func toTerms(v lua.LValue) *Terms {
	if ud, ok := v.(*lua.LUserData); ok {
		if t, ok := ud.Value.(*Terms); ok {
			return t
		}
	}
	return nil
}
