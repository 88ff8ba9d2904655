package host

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// Limits on one api.log call's fields. The conversion runs in Go, inside the
// script call that logs, so it must stay small: a table that refers to
// itself 40 times over ran for 86 s and took 14 GB before these limits.
const (
	// maxLogDepth is how deep nested tables are kept; deeper ones are left
	// out of the event (as functions are).
	maxLogDepth = 6
	// maxLogValues caps the keys and values one event's fields hold.
	maxLogValues = 10_000
	// maxLogText caps the bytes of strings one event's fields hold.
	maxLogText = 1 << 20
	// logDeadlineEvery is how many values are converted between looks at
	// the call's deadline.
	logDeadlineEvery = 256
)

// logConv converts one event's fields.
type logConv struct {
	L      *lua.LState
	values int
	text   int
	// open are the tables being converted, outermost first (a table met
	// again inside itself is a cycle); keys are their field names.
	open []*lua.LTable
	keys []string
}

// logFields converts a script's log fields to Go values for the transcript:
// arrays to slices, other tables to maps (encoding/json sorts their keys),
// terms to *Terms, card tables to their number; functions, non-string keys
// of maps and tables nested deeper than maxLogDepth are left out. It refuses
// (naming the field) a table that contains itself, NaN and infinite numbers
// (a JSON transcript cannot hold them), more than maxLogValues values or
// maxLogText bytes of strings, and stops with the call's context error once
// the call's deadline has passed.
func logFields(L *lua.LState, t *lua.LTable) (map[string]any, error) {
	c := &logConv{L: L}
	return c.table(t, 0)
}

// errStopped marks a conversion cut short by the call's deadline.
var errStopped = errors.New("stopped")

// field names the field being converted, as a script would write it
// ("a.b[2]").
func (c *logConv) field() string {
	var b strings.Builder
	for _, k := range c.keys {
		if strings.HasPrefix(k, "[") || b.Len() == 0 {
			b.WriteString(k)
		} else {
			b.WriteString("." + k)
		}
	}
	if b.Len() == 0 {
		return "fields"
	}
	return "field " + b.String()
}

// count counts one value and looks at the deadline now and then.
func (c *logConv) count() error {
	c.values++
	if c.values > maxLogValues {
		return fmt.Errorf("the fields hold more than %d values (at %s): log a summary", maxLogValues, c.field())
	}
	if c.values%logDeadlineEvery == 0 && c.L != nil {
		if ctx := c.L.Context(); ctx != nil && ctx.Err() != nil {
			return fmt.Errorf("%w: %v", errStopped, ctx.Err())
		}
	}
	return nil
}

// table converts a table of fields (string keys) at depth.
func (c *logConv) table(t *lua.LTable, depth int) (map[string]any, error) {
	if err := c.enter(t); err != nil {
		return nil, err
	}
	defer c.leave()
	m := map[string]any{}
	for k, v := t.Next(lua.LNil); k != lua.LNil; k, v = t.Next(k) {
		ks, ok := k.(lua.LString)
		if !ok {
			continue
		}
		c.keys = append(c.keys, string(ks))
		x, keep, err := c.value(v, depth+1)
		c.keys = c.keys[:len(c.keys)-1]
		if err != nil {
			return nil, err
		}
		if keep {
			m[string(ks)] = x
		}
	}
	return m, nil
}

// enter puts t on the open path, refusing a cycle.
func (c *logConv) enter(t *lua.LTable) error {
	for _, o := range c.open {
		if o == t {
			return fmt.Errorf("%s is a table that contains itself (a cycle): log the values it holds, not the table", c.field())
		}
	}
	c.open = append(c.open, t)
	return nil
}

func (c *logConv) leave() { c.open = c.open[:len(c.open)-1] }

// value converts one value; keep is false for what the event leaves out.
func (c *logConv) value(v lua.LValue, depth int) (x any, keep bool, err error) {
	if err := c.count(); err != nil {
		return nil, false, err
	}
	switch x := v.(type) {
	case lua.LBool:
		return bool(x), true, nil
	case lua.LNumber:
		f := float64(x)
		switch {
		case math.IsNaN(f):
			return nil, false, fmt.Errorf("%s is NaN (not a number, as 0/0 gives): a transcript holds only finite numbers", c.field())
		case math.IsInf(f, 0):
			return nil, false, fmt.Errorf("%s is %s (a division by zero): a transcript holds only finite numbers", c.field(), map[bool]string{true: "inf", false: "-inf"}[f > 0])
		case f == math.Trunc(f) && math.Abs(f) < 1<<53:
			return int64(f), true, nil
		}
		return f, true, nil
	case lua.LString:
		c.text += len(x)
		if c.text > maxLogText {
			return nil, false, fmt.Errorf("the fields hold more than %d bytes of text (at %s)", maxLogText, c.field())
		}
		return string(x), true, nil
	case *lua.LUserData:
		if tt := toTerms(x); tt != nil {
			return tt, true, nil
		}
	case *lua.LTable:
		if n, ok := x.RawGetString("number").(lua.LNumber); ok && x.RawGetString("cause") != lua.LNil {
			return int64(n), true, nil // a card: its number
		}
		if depth > maxLogDepth {
			return nil, false, nil
		}
		if n := x.Len(); n > 0 {
			arr, err := c.array(x, n, depth)
			return arr, err == nil, err
		}
		m, err := c.table(x, depth)
		return m, err == nil, err
	}
	return nil, false, nil
}

// array converts the array part t[1..n].
func (c *logConv) array(t *lua.LTable, n, depth int) ([]any, error) {
	if err := c.enter(t); err != nil {
		return nil, err
	}
	defer c.leave()
	arr := make([]any, 0, min(n, 64))
	for i := 1; i <= n; i++ {
		c.keys = append(c.keys, "["+strconv.Itoa(i)+"]")
		e, keep, err := c.value(t.RawGetInt(i), depth+1)
		c.keys = c.keys[:len(c.keys)-1]
		if err != nil {
			return nil, err
		}
		if keep {
			arr = append(arr, e)
		}
	}
	return arr, nil
}
