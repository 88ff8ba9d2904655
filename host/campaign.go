package host

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/campaign"
	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/module"
	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/vm"
)

// Campaign is a campaign file (ARCHITECTURE.md "Campaigns"), read and edited
// by package host/campaign with the engine as its checker: see
// campaign.Campaign.
type Campaign = campaign.Campaign

// LockEntry records a module as it was when the campaign last changed.
type LockEntry = campaign.LockEntry

// RulesLock is what a campaign's lock records of the rules besides its
// modules: see campaign.RulesLock.
type RulesLock = campaign.RulesLock

// Setting is one option value to set, as typed on a command line.
type Setting = campaign.Setting

// StaleLock is one module of a campaign that changed since the campaign
// locked it, located in the campaign file.
type StaleLock = campaign.StaleLock

// WriteError is a campaign file that could not be written (a full disk, a
// folder that takes no file): see campaign.WriteError.
type WriteError = campaign.WriteError

// StandardDeck is the Deck value of a campaign that plays the standard deck.
const StandardDeck = campaign.StandardDeck

// NewCampaign returns an empty campaign (no modules, no folders, the
// standard deck) to be written to path by Create, which drops the deck
// when the Ruleset set meanwhile draws no action card.
func NewCampaign(path, name string) *Campaign {
	return campaign.New(path, name, &engineChecker{})
}

// LoadCampaign reads and checks a campaign file's syntax and fields; every
// error names the file and field. Module names and options are checked when
// an engine is built from it (CampaignOptions).
func LoadCampaign(path string) (*Campaign, error) {
	return campaign.Load(path, &engineChecker{})
}

// ReadCampaign reads a campaign file to edit it: its syntax and fields are
// checked, but not that its folders exist, so that an edit can mend a
// campaign whose folder has gone (RemoveScripts). Every edit checks the whole
// campaign before it writes.
func ReadCampaign(path string) (*Campaign, error) {
	return campaign.Read(path, &engineChecker{})
}

// ParseCampaign reads a campaign from TOML text; path names it in messages
// and anchors its relative folders, which must exist.
func ParseCampaign(path string, text []byte) (*Campaign, error) {
	return campaign.Parse(path, text, &engineChecker{})
}

// CampaignOptions turns a campaign into engine options: its script folders
// as layers (each mounted under its folder name), its modules with options,
// the default-on modules it disables, and its deck. It checks the campaign's
// fields first (Campaign.Check), as a campaign file is checked when it is
// read: a campaign made in Go is refused, naming the field, for an option
// of a module that is not on or a folder that is not there. A campaign made
// with no checker (a Campaign literal) is checked against the engine, and
// may give an option any Go integer or float.
func CampaignOptions(c *Campaign) (Options, error) {
	if c == nil {
		return Options{}, &InputError{Err: errors.New("campaign options: no campaign (nil)")}
	}
	c = withEngine(c)
	if err := c.Check(); err != nil {
		return Options{Campaign: c}, err
	}
	o, err := checkerOf(c).options(c)
	o.Campaign = c
	return o, err
}

// withEngine returns the campaign, or when it has no checker (a Campaign
// literal) a copy of it with the engine as its checker, its option values
// that are Go numbers of other types made int64 or float64 as a campaign
// file's are.
func withEngine(c *Campaign) *Campaign {
	if c.Checker() != nil {
		return c
	}
	c = c.WithChecker(&engineChecker{})
	for _, opts := range c.Options {
		for k, v := range opts {
			opts[k] = numberFromGo(v)
		}
	}
	return c
}

// engineChecker is the campaign.Checker of package host: it answers a
// campaign's questions by building engines.
type engineChecker struct {
	// layers are script layers loaded before the campaign's folders, as if
	// they were embedded (tests use them to add optional modules).
	layers []vm.Layer
}

// checkerOf returns the engineChecker a campaign was made with (one with no
// extra layers if it was made with another checker).
func checkerOf(c *Campaign) *engineChecker {
	if ch, ok := c.Checker().(*engineChecker); ok {
		return ch
	}
	return &engineChecker{}
}

// Ruleset refuses a ruleset name no ruleset has, with a "did you mean".
func (*engineChecker) Ruleset(name string) error {
	_, err := findRuleset(name)
	return err
}

// Builtin refuses a built-in folder the ruleset lacks.
func (*engineChecker) Builtin(ruleset, dir string) error {
	_, err := BuiltinFolder(ruleset, dir)
	return err
}

// Deck refuses a deck for a ruleset that draws no action card (one whose
// uses lack the action library), and an unknown ruleset.
func (*engineChecker) Deck(name string) error {
	rs, err := findRuleset(name)
	if err != nil {
		return err
	}
	return noActionDeck(rs)
}

// MountName is vm.MountName.
func (*engineChecker) MountName(folder string) string { return vm.MountName(folder) }

// options builds a campaign's engine options (CampaignOptions).
// Options.Campaign is c, so that the engine locates what it refuses at the
// line of c's file that selected it, for an edit and for --campaign alike.
func (ch *engineChecker) options(c *Campaign) (Options, error) {
	var o Options
	o.Campaign = c
	o.Ruleset = c.Ruleset
	o.Layers = append(o.Layers, ch.layers...)
	for i, f := range c.Folders() {
		if ruleset.OwnFolder(f.Mount) {
			return o, c.Errorf("scripts[%d]: %q would load as %s/, where the ruleset's own scripts load, and replace them file by file (folders load under their own names): rename the folder", i+1, f.Entry, f.Mount)
		}
		if f.Builtin {
			l, err := BuiltinFolder(c.Ruleset, f.Entry)
			if err != nil {
				return o, c.Errorf("scripts: %w", err)
			}
			o.Layers = append(o.Layers, l)
			continue
		}
		o.Layers = append(o.Layers, vm.Layer{Name: f.Layer, FS: newConfinedFS(f.Dir), Prefix: f.Mount + "/", Dir: f.Dir})
	}
	for _, m := range c.Modules {
		o.Enable = append(o.Enable, Enable{Name: m, Options: c.Options[m]})
	}
	o.Disable = append(o.Disable, c.Disabled...)
	if file := c.DeckFile(); file != "" {
		d, err := card.LoadFile(file)
		if err != nil {
			hint := "" // deck = "standrd": a slip for the standard deck, not a file
			if errors.Is(err, fs.ErrNotExist) {
				hint = didyoumean.Best(path.Base(c.Deck), []string{campaign.StandardDeck})
			}
			return o, c.Errorf("deck: %w%s", err, hint)
		}
		o.Deck = d
	}
	return o, nil
}

// Catalog builds an engine from the campaign's scripts with no module
// switched on or off and returns its catalog.
func (ch *engineChecker) Catalog(c *Campaign) (campaign.Modules, error) {
	o, err := ch.options(c)
	if err != nil {
		return nil, err
	}
	o.Enable, o.Disable = nil, nil
	e, err := New(o)
	if err != nil {
		return nil, c.Fault(folderHint(c, err))
	}
	defer e.Close()
	return e.CampaignModules(), nil
}

// Plan builds an engine from the campaign and returns its plan.
func (ch *engineChecker) Plan(c *Campaign) (*campaign.Plan, error) {
	e, err := ch.engine(c)
	if err != nil {
		return nil, err
	}
	defer e.Close()
	plan := &campaign.Plan{Modules: e.CampaignModules()}
	for _, p := range e.Plan() {
		plan.Planned = append(plan.Planned, campaign.Planned{Name: p.Name, Core: p.Kind == KindCore && p.Overrides == "", Options: p.Options})
	}
	return plan, nil
}

// engine builds an engine from the campaign; the caller closes it.
func (ch *engineChecker) engine(c *Campaign) (*Engine, error) {
	o, err := ch.options(c)
	if err != nil {
		return nil, err
	}
	e, err := New(o)
	if err != nil {
		return nil, c.Fault(folderHint(c, err))
	}
	return e, nil
}

// folderHint adds to the error of a script of one of the campaign's folders
// that does not load (a syntax error) the way out: every module's file is
// read to learn its name, so disabling the module cannot skip a file that
// does not compile, but removing its folder from the campaign does.
func folderHint(c *Campaign, err error) error {
	var se *vm.ScriptError
	if !errors.As(err, &se) || se.Path == "" {
		return err
	}
	for _, f := range c.Folders() {
		if !f.Builtin && strings.HasPrefix(se.Path, f.Mount+"/") {
			return fmt.Errorf("%w (fix the file, or take folder %s out of the campaign with: twtw campaign scripts remove %s %s)", err, f.Entry, c.Path, f.Entry)
		}
	}
	return err
}

// CampaignModules returns the engine's catalog as a campaign asks about it,
// such as for Campaign.StaleLocks: each module with what it loads, and the
// rules besides the modules (Rules).
func (e *Engine) CampaignModules() CampaignModules { return campaignModules{e} }

// campaignModules is a module catalog as a campaign sees it: host adapts
// package host/module to package host/campaign, so that neither imports the
// other.
type campaignModules struct{ e *Engine }

// CampaignModule returns the named module as a campaign sees it.
func (m campaignModules) CampaignModule(name string) (campaign.Module, bool) {
	man, ok := m.e.catalog.Module(name)
	if !ok {
		return campaign.Module{}, false
	}
	return m.e.campaignModule(man), true
}

// Unknown says that the catalog has no module called name (Catalog.Unknown).
func (m campaignModules) Unknown(name string) string { return m.e.catalog.Unknown(name) }

// CampaignModules returns every module as a campaign sees it, in the order
// of Catalog.Modules.
func (m campaignModules) CampaignModules() []campaign.Module {
	ms := m.e.catalog.Modules()
	out := make([]campaign.Module, len(ms))
	for i, man := range ms {
		out[i] = m.e.campaignModule(man)
	}
	return out
}

// Rules is what the lock records of the rules besides the modules: the
// ruleset, BuiltinHash and the house-rule folders' libraries no module on
// loads.
func (m campaignModules) Rules() campaign.RulesLock {
	return campaign.RulesLock{Ruleset: m.e.rs.Name + " " + m.e.rs.Version, Builtin: m.e.BuiltinHash(), Unloaded: m.e.unloaded()}
}

// campaignModule is what a campaign needs of a manifest.
func (e *Engine) campaignModule(m *module.Manifest) campaign.Module {
	var libs map[string]string
	if len(m.Libraries) > 0 {
		libs = map[string]string{}
		for _, p := range m.Libraries {
			libs[p] = e.scripts.Hash(p)
		}
	}
	legacy, folder := e.legacyHash(m.Path)
	return campaign.Module{
		Name: m.Name, Version: m.Version, Hash: m.Hash, FileHash: e.scripts.Hash(m.Path), Path: m.Path, From: m.From,
		Libraries: libs, LegacyHash: legacy, FolderLibraries: folder,
		Core: m.Kind == module.KindCore, Optional: m.Kind == module.KindOptional, DefaultOn: m.DefaultOn,
		Requires: m.Requires, Overrides: m.Overrides,
	}
}
