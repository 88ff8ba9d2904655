package campaign

import (
	"errors"
	"fmt"
)

// Checker is what a campaign needs of the rules engine: package host
// implements it. A campaign keeps the Checker it was read or made with and
// asks it whenever an edit or Status needs the rules.
type Checker interface {
	// Ruleset refuses a ruleset name no ruleset has.
	Ruleset(name string) error
	// Builtin refuses a built-in folder (BuiltinPrefix…) the ruleset lacks.
	Builtin(ruleset, dir string) error
	// Deck refuses a deck for a ruleset ("": the default) that draws no
	// action card, saying so ("ruleset ticks draws no action card (it uses
	// dice)"); nil for a ruleset that plays a deck. It refuses an unknown
	// ruleset too.
	Deck(ruleset string) error
	// MountName makes a folder's base name fit for a script path
	// ("my.rules" → "my_rules").
	MountName(folder string) string
	// Catalog loads the campaign's scripts, with no module switched on or
	// off, and returns every module they hold (never nil with a nil error).
	Catalog(c *Campaign) (Modules, error)
	// Plan builds an engine from the campaign, which resolves its modules
	// and options and runs their setup, and returns what it planned (never
	// nil, nor with nil Modules, with a nil error).
	Plan(c *Campaign) (*Plan, error)
}

// Modules is a catalog: every module a campaign's scripts hold.
type Modules interface {
	// CampaignModule returns the named module.
	CampaignModule(name string) (Module, bool)
	// CampaignModules returns every module: core first, then optional,
	// then house, each by name.
	CampaignModules() []Module
	// Unknown says that no module is called name here: the ruleset that has
	// one by that name, or a close name.
	Unknown(name string) string
	// Rules is what the lock records of the rules the modules run on, as
	// they are now: the ruleset, the fingerprint of its built-in rules and
	// the house-rule folders' files no module on loads (the campaign hashes
	// its deck file itself: Deck is left empty).
	Rules() RulesLock
}

// Module is what a campaign needs to know of one module.
type Module struct {
	Name    string
	Version string
	// Hash is what a campaign locks of it as one number: LockHash of its
	// file and its Libraries, in hex.
	Hash string
	// FileHash is the sha256 of the module file's text, in hex.
	FileHash string
	// Path is the module's script path, such as "optional/bleeding.lua".
	Path string
	// Libraries are the scripts outside the built-in rules that it loads
	// (requires, itself or through them) while the rules are built, by
	// script path, with the sha256 of each.
	Libraries map[string]string
	// LegacyHash is the hash an older twtw locked, LockHash of its file and
	// every library of its folder (FolderLibraries), whether it loads them
	// or not; "" when that is FileHash.
	LegacyHash string
	// FolderLibraries are the library files of its folder (lib/), by path.
	FolderLibraries []string
	// From is the script layer it was loaded from (Folder.Layer,
	// "campaign:DIR", for a folder the campaign lists).
	From string
	// Core and Optional give the module's kind (neither: a house module).
	Core, Optional bool
	// Overrides is the path of the built-in module this one replaces by
	// name ("" for none). A core module a house-rule folder replaces is
	// locked like a house module: the built-in rules' fingerprint does not
	// cover its file.
	Overrides string
	// DefaultOn marks a module that is on unless a campaign disables it.
	DefaultOn bool
	// Requires names the modules it needs.
	Requires []string
}

// Plan is what building an engine from a campaign gave: the modules on, in
// load order, and every module the scripts hold.
type Plan struct {
	// Planned are the modules on, core ones included, in load order.
	Planned []Planned
	// Modules is every module the campaign's scripts hold.
	Modules Modules
}

// Planned is one module of a plan with its options as checked (each value
// converted by the option's type).
type Planned struct {
	Name string
	// Core marks a built-in core module: always on, never locked (the
	// built-in rules' fingerprint covers it). A core module a house-rule
	// folder replaces is not Core here: it is locked like a house module.
	Core bool
	// Options are the module's options in force, by name.
	Options map[string]any
}

// errNoChecker is the error of a campaign with no Checker.
var errNoChecker = errors.New("campaign: no checker: make it with New, Load, Read or Parse")

// errNilChecker refuses a nil Checker given to a constructor.
func errNilChecker(fn string) error {
	return fmt.Errorf("campaign: %s needs a Checker, got nil", fn)
}

// noChecker is the Checker of a campaign made with none (such as a
// Campaign literal): whatever needs the rules fails with errNoChecker.
type noChecker struct{}

// Ruleset fails: there is no checker.
func (noChecker) Ruleset(string) error { return errNoChecker }

// Builtin fails: there is no checker.
func (noChecker) Builtin(_, _ string) error { return errNoChecker }

// Deck refuses no deck: with no checker to ask, a campaign keeps the deck
// it has (the default ruleset plays one).
func (noChecker) Deck(string) error { return nil }

// MountName keeps the folder's name as it is: there is no checker to ask.
func (noChecker) MountName(folder string) string { return folder }

// Catalog fails: there is no checker.
func (noChecker) Catalog(*Campaign) (Modules, error) { return nil, errNoChecker }

// Plan fails: there is no checker.
func (noChecker) Plan(*Campaign) (*Plan, error) { return nil, errNoChecker }
