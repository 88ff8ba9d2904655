package campaign

import (
	"maps"
	"slices"

	"github.com/twtw/twtw/host/tomltext"
)

// The lock's tables, as an edit patches them: the record of the rules
// ([lock_rules] and its [lock_rules.unloaded]) and an entry per module
// ([lock."m"] and its [lock."m".libraries]), each table edited in place
// (see table), added as a whole block or removed with its sub-table.

// lockKeys are a lock entry's keys, in the order encode writes them.
var lockKeys = []string{"version", "hash", "libraries"}

// rulesKeys are the keys of the record of the rules, in the order encode
// writes them.
var rulesKeys = []string{"ruleset", "builtin", "deck", "unloaded"}

// lockTables edits the lock's tables from was's to c's: a new record of the
// rules goes before the first lock entry (or at the end), a new entry before
// the next one in the lock's order that stays (or at the end), as encode
// orders them.
func (p *patcher) lockTables(was, c *Campaign) {
	p.insertTables(p.entry([]string{"lock_rules"}, rulesLines(was.Rules), rulesLines(c.Rules), "unloaded", unloaded(was.Rules), unloaded(c.Rules)), "lock")
	order := sortedUnion(was.Lock, c.Lock, c.Modules)
	kept := func(m string) bool {
		_, locked := c.Lock[m]
		return locked && !slices.Contains(c.Disabled, m)
	}
	for i, m := range order {
		var now, then LockEntry
		if kept(m) {
			now = c.Lock[m]
		}
		if l, locked := was.Lock[m]; locked {
			then = l
		}
		prefix := []string{"lock", tomltext.QuoteKey(m)}
		added := p.entry(prefix, lockLines(then), lockLines(now), "libraries", then.Libraries, now.Libraries)
		if len(added) == 0 {
			continue
		}
		var next *tomltext.Stmt
		for _, after := range order[i+1:] {
			if next = p.header("lock", tomltext.QuoteKey(after)); next != nil && kept(after) {
				break
			}
			next = nil
		}
		p.insertBefore(added, next)
	}
}

// entry edits the table at prefix from was to now (see table) and its
// sub-table sub of hashes by path from wasSub to nowSub: a sub-table the
// text lacks goes right after its table's keys, or with a new table after
// it. It returns the tables to add (none, or a new table and its
// sub-table).
func (p *patcher) entry(prefix []string, was, now map[string]string, sub string, wasSub, nowSub map[string]string) []string {
	hdr := p.header(prefix...)
	added := p.table(prefix, lockOrder(prefix), was, now)
	if len(now) == 0 && hdr != nil && !maps.Equal(was, now) {
		return nil // the table went, its sub-table with it
	}
	subAdded := p.table(append(slices.Clone(prefix), tomltext.QuoteKey(sub)), nil, hashLines(wasSub), hashLines(nowSub))
	switch {
	case len(added) > 0:
		return []string{added[0] + joinTables(subAdded)}
	case len(subAdded) > 0 && hdr != nil:
		p.insertAfter(p.tableEnd(hdr), "\n"+subAdded[0])
		return nil
	}
	return subAdded
}

// joinTables is tables each after a blank line.
func joinTables(tables []string) string {
	out := ""
	for _, t := range tables {
		out += "\n" + t
	}
	return out
}

// lockOrder is the key order of a lock table at prefix: a lock entry's or
// the record of the rules'.
func lockOrder(prefix []string) []string {
	if prefix[0] == "lock_rules" {
		return rulesKeys
	}
	return lockKeys
}

// lockLines renders a lock entry's version and hash as TOML values by key
// (none for the zero entry: no entry).
func lockLines(l LockEntry) map[string]string {
	if l.Version == "" && l.Hash == "" && len(l.Libraries) == 0 {
		return nil
	}
	return map[string]string{"version": tomltext.QuoteString(l.Version), "hash": tomltext.QuoteString(l.Hash)}
}

// rulesLines renders the record of the rules's values as TOML by key (none
// for no record; no deck key for no deck, as encode writes it).
func rulesLines(r *RulesLock) map[string]string {
	if r == nil {
		return nil
	}
	out := map[string]string{"ruleset": tomltext.QuoteString(r.Ruleset), "builtin": tomltext.QuoteString(r.Builtin)}
	if r.Deck != "" {
		out["deck"] = tomltext.QuoteString(r.Deck)
	}
	return out
}

// unloaded is the record of the rules' files no module loads (none for no
// record).
func unloaded(r *RulesLock) map[string]string {
	if r == nil {
		return nil
	}
	return r.Unloaded
}

// hashLines renders files' hashes as TOML values by path.
func hashLines(hashes map[string]string) map[string]string {
	if len(hashes) == 0 {
		return nil
	}
	out := make(map[string]string, len(hashes))
	for p, h := range hashes {
		out[p] = tomltext.QuoteString(h)
	}
	return out
}
