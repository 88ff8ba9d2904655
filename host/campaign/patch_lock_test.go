package campaign

import (
	"strings"
	"testing"

	"github.com/twtw/twtw/host/campaign/campaigntest"
)

// lockedHand is a locked campaign file as someone edits it by hand:
// comments on the lock's tables too.
const lockedHand = `# session notes
name = "gulch"
modules = [
  "bleeding",  # brutal
  "test.a",
]
scripts = ["house"]

# house settings
[options.bleeding]
heavy = 3

# what we fought on
[lock_rules]
ruleset = "twtw 1.0.0"
builtin = "builtin-of-the-fake"  # week 1

# bleeding as it was
[lock.bleeding]
version = "1.0.0"
hash = "hash-of-bleeding"

# ours
[lock."test.a"]
version = "1.0.0"
hash = "hash-of-test.a"  # pinned
`

// An edit of a locked campaign patches the lock's tables as it does the
// rest (it rewrote the file in canonical form: the comments on the lock
// went): enable adds the new module's [lock."m"] table at the end, disable
// takes a module's table out with the comment above it, set and relock of
// what did not change leave the lock as it is.
func TestEditLockedKeepsComments(t *testing.T) {
	c := readHand(t, lockedHand)
	text := lockedHand
	step := func(name string, edit func() error, want string, dropped ...string) {
		t.Helper()
		if err := edit(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := campaigntest.ReadText(t, c.Path); got != want {
			t.Fatalf("%s: file\n%s\nwant\n%s", name, got, want)
		}
		if got := c.LastWrite(); got.Canonical || strings.Join(got.Comments, "|") != strings.Join(dropped, "|") {
			t.Fatalf("%s: LastWrite %+v, want %q dropped, edited in place", name, got, dropped)
		}
		text = want
	}
	step("set", func() error { return c.Set("bleeding", "heavy", "2") }, strings.Replace(text, "heavy = 3", `heavy = "2"`, 1))
	step("enable", func() error { return c.Enable("test.d") },
		strings.Replace(text, "  \"test.a\",\n", "  \"test.a\",\n  \"test.d\",\n", 1)+
			"\n[lock.\"test.d\"]\nversion = \"1.0.0\"\nhash = \"hash-of-test.d\"\n")
	step("disable", func() error { return c.Disable("bleeding") }, `# session notes
name = "gulch"
modules = [
  "test.a",
  "test.d",
]
scripts = ["house"]

# what we fought on
[lock_rules]
ruleset = "twtw 1.0.0"
builtin = "builtin-of-the-fake"  # week 1

# ours
[lock."test.a"]
version = "1.0.0"
hash = "hash-of-test.a"  # pinned

[lock."test.d"]
version = "1.0.0"
hash = "hash-of-test.d"
`, "# brutal", "# house settings", "# bleeding as it was")
	step("lock", func() error { return c.Relock() }, text+"\n[lock.\"fake.on\"]\nversion = \"1.0.0\"\nhash = \"hash-of-fake.on\"\n")
}

// The lock's tables of hashes ([lock."m".libraries], [lock_rules.unloaded])
// are patched like any table: a changed hash in place, a new one at the end
// of its table, a new table right after the keys of the table it belongs
// to, a table that goes with its comments; a lock entry that goes takes
// its libraries with it; a new entry goes before the next one in the
// lock's order (modules, then the others by name) and a new record of the
// rules before the first entry, as encode orders them.
func TestPatchLockTables(t *testing.T) {
	const locked = `name = "g"
modules = [
  "test.a",
  "test.d",
]
scripts = ["house"]

# the rules
[lock_rules]
ruleset = "twtw 1.0.0"
builtin = "b1"  # week 1

# loaded by no module
[lock_rules.unloaded]
"house/util.lua" = "u1"  # util

# ours
[lock."test.a"]
version = "1.0.0"
hash = "h1"  # first

# its libraries
[lock."test.a".libraries]
"house/lib.lua" = "l1"  # lib

[lock."test.d"]
version = "1.0.0"
hash = "d1"
`
	for _, tc := range []struct {
		name string
		text string
		edit func(n *Campaign)
		want string
	}{
		{"change, add", locked, func(n *Campaign) {
			n.Rules.Builtin, n.Rules.Deck = "b2", "k1"
			n.Rules.Unloaded["house/util.lua"] = "u2"
			n.Rules.Unloaded["house/zz.lua"] = "z1"
			n.Lock["test.a"] = LockEntry{Version: "1.1.0", Hash: "h2", Libraries: map[string]string{"house/lib.lua": "l2", "house/lib2.lua": "m1"}}
			n.Lock["test.d"] = LockEntry{Version: "1.0.0", Hash: "d2", Libraries: map[string]string{"house/d.lua": "e1"}}
		}, strings.NewReplacer(
			`builtin = "b1"  # week 1`+"\n", `builtin = "b2"  # week 1`+"\ndeck = \"k1\"\n",
			`"house/util.lua" = "u1"  # util`+"\n", `"house/util.lua" = "u2"  # util`+"\n\"house/zz.lua\" = \"z1\"\n",
			"version = \"1.0.0\"\nhash = \"h1\"", "version = \"1.1.0\"\nhash = \"h2\"",
			`"house/lib.lua" = "l1"  # lib`+"\n", `"house/lib.lua" = "l2"  # lib`+"\n\"house/lib2.lua\" = \"m1\"\n",
			`hash = "d1"`+"\n", `hash = "d2"`+"\n\n[lock.\"test.d\".libraries]\n\"house/d.lua\" = \"e1\"\n",
		).Replace(locked)},
		{"remove", locked, func(n *Campaign) {
			n.Rules.Unloaded = nil
			n.Modules = []string{"test.d"}
			delete(n.Lock, "test.a")
		}, `name = "g"
modules = [
  "test.d",
]
scripts = ["house"]

# the rules
[lock_rules]
ruleset = "twtw 1.0.0"
builtin = "b1"  # week 1

[lock."test.d"]
version = "1.0.0"
hash = "d1"
`},
		{"remove libraries, then the last entry", locked, func(n *Campaign) {
			n.Lock["test.a"] = LockEntry{Version: "1.0.0", Hash: "h1"}
			n.Modules = []string{"test.a"}
			delete(n.Lock, "test.d")
		}, strings.NewReplacer("  \"test.d\",\n", "", "\n# its libraries\n[lock.\"test.a\".libraries]\n\"house/lib.lua\" = \"l1\"  # lib\n\n[lock.\"test.d\"]\nversion = \"1.0.0\"\nhash = \"d1\"\n", "").Replace(locked)},
		{"new entry in the lock's order", "modules = [\"test.a\", \"test.d\"]\n\n[lock.\"test.a\"]\nversion = \"1\"\nhash = \"a\"\n\n# default on\n[lock.\"fake.on\"]\nversion = \"1\"\nhash = \"f\"\n", func(n *Campaign) {
			n.Lock["test.d"] = LockEntry{Version: "1", Hash: "d", Libraries: map[string]string{"house/d.lua": "e"}}
		}, "modules = [\"test.a\", \"test.d\"]\n\n[lock.\"test.a\"]\nversion = \"1\"\nhash = \"a\"\n\n[lock.\"test.d\"]\nversion = \"1\"\nhash = \"d\"\n\n[lock.\"test.d\".libraries]\n\"house/d.lua\" = \"e\"\n\n# default on\n[lock.\"fake.on\"]\nversion = \"1\"\nhash = \"f\"\n"},
		{"new record of the rules", "name = \"g\"\nmodules = [\"test.a\"]\n\n# ours\n[lock.\"test.a\"]\nversion = \"1\"\nhash = \"h\"\n", func(n *Campaign) {
			n.Rules = &RulesLock{Ruleset: "twtw 1.0.0", Builtin: "b", Unloaded: map[string]string{"house/u.lua": "u"}}
		}, "name = \"g\"\nmodules = [\"test.a\"]\n\n[lock_rules]\nruleset = \"twtw 1.0.0\"\nbuiltin = \"b\"\n\n[lock_rules.unloaded]\n\"house/u.lua\" = \"u\"\n\n# ours\n[lock.\"test.a\"]\nversion = \"1\"\nhash = \"h\"\n"},
	} {
		c, err := decode("f.toml", []byte(tc.text), fakeChecker{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		n := c.Clone()
		tc.edit(n)
		n.normalize()
		out, ok := n.patch([]byte(tc.text))
		if !ok {
			t.Fatalf("%s: not patched", tc.name)
		}
		if string(out) != tc.want {
			t.Errorf("%s: patched\n%s\nwant\n%s", tc.name, out, tc.want)
		}
	}
}
