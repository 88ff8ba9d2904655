package campaign

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"slices"
	"unicode/utf8"
)

// What a campaign's lock records (see Campaign): an entry per module and a
// record of the rules besides them.

// LockEntry records a module as it was when the campaign locked it.
type LockEntry struct {
	Version string `toml:"version" json:"version"`
	// Hash is the module's Module.Hash: its file's sha256, or LockHash of
	// its file and the libraries it loads.
	Hash string `toml:"hash" json:"hash"`
	// Libraries are the scripts outside the built-in rules it loaded, by
	// script path, with the sha256 of each (none: it loaded none, or an
	// older twtw, which recorded no library, locked it).
	Libraries map[string]string `toml:"libraries,omitempty" json:"libraries,omitempty"`
}

// RulesLock records what a campaign's fights ran on besides its modules when
// it was locked (the [lock_rules] table of its file).
type RulesLock struct {
	// Ruleset is the ruleset's name and version ("twtw 1.0.0").
	Ruleset string `toml:"ruleset" json:"ruleset"`
	// Builtin fingerprints the ruleset's built-in rules: its scripts and its
	// built-in deck (the checker's Modules.Rules says how).
	Builtin string `toml:"builtin" json:"builtin"`
	// Deck is the sha256 of the campaign's deck file ("" for the standard
	// deck or none).
	Deck string `toml:"deck,omitempty" json:"deck,omitempty"`
	// Unloaded are the files of the campaign's house-rule folders that are
	// no module and that no module on loads while the rules are built, by
	// script path, with the sha256 of each: a rule may still require one
	// during a fight.
	Unloaded map[string]string `toml:"unloaded,omitempty" json:"unloaded,omitempty"`
}

// Locked says whether the campaign has a lock: an entry of a module or a
// record of the rules. A campaign without one (written by hand) is
// unlocked: Stale flags nothing, and Relock of every module locks it.
func (c *Campaign) Locked() bool { return len(c.Lock) > 0 || c.Rules != nil }

// validTexts says whether every key and value of m is UTF-8 text.
func validTexts(m map[string]string) bool {
	for k, v := range m {
		if !utf8.ValidString(k) || !utf8.ValidString(v) {
			return false
		}
	}
	return true
}

// LockHash is what a campaign locks of a module as one number: the sha256 of
// the module file's text (fileHash) when it loads no library, else the
// sha256 of a line "PATH HASH" for the file and then for each library, by
// path.
func LockHash(path, fileHash string, libraries map[string]string) string {
	if len(libraries) == 0 {
		return fileHash
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s %s\n", path, fileHash)
	for _, p := range slices.Sorted(maps.Keys(libraries)) {
		fmt.Fprintf(h, "%s %s\n", p, libraries[p])
	}
	return hex.EncodeToString(h.Sum(nil))
}
