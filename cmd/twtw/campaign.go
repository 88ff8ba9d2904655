package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// campaignCommand is `twtw campaign`: create, show and edit a campaign file.
// Every edit is checked by building the rules engine from the edited
// campaign before anything is written, and the file is replaced atomically;
// a refused edit exits 2 and leaves the file byte for byte as it was.
func campaignCommand() *cli.Command {
	return &cli.Command{
		Name:  "campaign",
		Usage: "create, show and edit a campaign file (each edit is checked before it is written)",
		Subcommands: []*cli.Command{
			campaignNewCommand(),
			campaignShowCommand(),
			campaignEditCommand("enable", "FILE MODULE…", "switch modules on (house rules load in the order given; a disabled default-on module comes back on); in a locked campaign, lock each module switched on (one already on keeps its lock entry)",
				1, -1, func(camp *host.Campaign, args []string) ([]string, error) {
					if err := camp.Enable(args...); err != nil {
						return nil, err
					}
					return prefixAll("enabled ", args), nil
				}),
			campaignEditCommand("disable", "FILE MODULE…", "switch modules off, default-on ones included (refused while another module that is on requires one)",
				1, -1, func(camp *host.Campaign, args []string) ([]string, error) {
					had := map[string]map[string]any{}
					for _, m := range args {
						had[m] = camp.Options[m]
					}
					if err := camp.Disable(args...); err != nil {
						return nil, err
					}
					out := prefixAll("disabled ", args)
					for i, m := range args {
						if opts := had[m]; len(opts) > 0 && camp.Options[m] == nil {
							var kv []string
							for _, k := range slices.Sorted(maps.Keys(opts)) {
								kv = append(kv, k+"="+formatValue(opts[k]))
							}
							out[i] += " (its options " + strings.Join(kv, ", ") + " are dropped: set them again when you enable it)"
						}
					}
					return out, nil
				}),
			campaignEditCommand("set", "FILE MODULE.OPTION=VALUE…", "set module options (all or none; each value checked against the option's type); locks nothing",
				1, -1, func(camp *host.Campaign, args []string) ([]string, error) {
					var settings []host.Setting
					for _, a := range args {
						s, err := parseSetting(camp, a)
						if err != nil {
							return nil, err
						}
						settings = append(settings, s)
					}
					if err := camp.SetOptions(settings...); err != nil {
						return nil, err
					}
					var done []string
					for _, s := range settings {
						done = append(done, fmt.Sprintf("set %s.%s = %s", s.Module, s.Option, formatValue(camp.Options[s.Module][s.Option])))
					}
					return done, nil
				}),
			campaignEditCommand("scripts", "FILE add|remove DIR", "add or remove a house-rule folder (DIR as on the command line; stored relative to FILE); in a locked campaign, add records the folder's files no module loads",
				2, 2, func(camp *host.Campaign, args []string) ([]string, error) {
					dir := relToCampaign(camp.Path, args[1])
					switch args[0] {
					case "add":
						if err := camp.AddScripts(dir); err != nil {
							return nil, err
						}
						return []string{"added house-rule folder " + dir}, nil
					case "remove":
						if !listed(camp.Scripts, dir) && listed(camp.Scripts, args[1]) {
							dir = args[1] // named as the file lists it
						}
						was := slices.Clone(camp.Modules)
						if err := camp.RemoveScripts(dir); err != nil {
							return nil, err
						}
						out := []string{"removed house-rule folder " + dir}
						for _, m := range was {
							if !slices.Contains(camp.Modules, m) {
								out = append(out, "switched off "+m+" (no folder left holds it)")
							}
						}
						return out, nil
					}
					return nil, badInput("%s: campaign scripts: %q: want add or remove", camp.Path, args[0])
				}),
			campaignEditCommand("deck", "FILE standard|DECK", "play the standard deck or a deck file (DECK as on the command line; stored relative to FILE; twtw only: a game that draws no action card has no deck); in a locked campaign, a new deck file is recorded in the lock",
				1, 1, func(camp *host.Campaign, args []string) ([]string, error) {
					deck := args[0]
					if deck != host.StandardDeck {
						deck = relToCampaign(camp.Path, deck)
					}
					if err := camp.SetDeck(deck); err != nil {
						return nil, err
					}
					return []string{"deck " + deck}, nil
				}),
			campaignEditCommand("lock", "FILE [MODULE…]", "accept what changed into the lock: the modules' versions, files and the libraries they load and, with no MODULE, the built-in rules, the deck file and the folders' files no module loads (default: every module that is on, default-on ones included; the only command that accepts a change)",
				0, -1, func(camp *host.Campaign, args []string) ([]string, error) {
					if err := camp.Relock(args...); err != nil {
						return nil, err
					}
					if len(args) == 0 {
						args = lockedModules(camp)
					}
					return append(prefixAll("locked ", args), rulesLockNotes(camp)...), nil
				}),
		},
		Action: func(c *cli.Context) error {
			_ = cli.ShowSubcommandHelp(c)
			return badInput("campaign: name a command (new, show, enable, disable, set, scripts, deck, lock)")
		},
	}
}

func campaignNewCommand() *cli.Command {
	return &cli.Command{
		Name:      "new",
		Usage:     "write a new campaign file, FILE.toml (no modules, the standard deck, or none for a game that draws no action card; --ruleset NAME for another game); never replaces a file",
		ArgsUsage: "FILE",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "name", Usage: "the campaign's `NAME` (default: the file name without its extension)"},
			&cli.StringFlag{Name: "ruleset", Aliases: []string{"r"}, Usage: "the ruleset `NAME` the campaign plays (default: twtw; twtw rulesets lists them)"},
			jsonFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return badInput("campaign new: want FILE, got %d arguments", c.NArg())
			}
			file := c.Args().First()
			if ext := filepath.Ext(file); !strings.EqualFold(ext, ".toml") {
				// decided here: the file is TOML whatever its name says
				return badInput("campaign new %s: a campaign file is TOML and its name ends in .toml: name it %s", file, strings.TrimSuffix(file, ext)+".toml")
			}
			name := c.String("name")
			if !c.IsSet("name") {
				name = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
			}
			camp := host.NewCampaign(file, name)
			if r := c.String("ruleset"); r != "" && r != "twtw" {
				camp.Ruleset = r
			}
			if err := camp.Create(); err != nil {
				return campaignError(err)
			}
			return reportCampaign(c, camp, []string{fmt.Sprintf("new campaign %q", name)})
		},
	}
}

func campaignShowCommand() *cli.Command {
	return &cli.Command{
		Name:      "show",
		Usage:     "show a campaign: modules in load order with version, summary and options, folders, deck, and what changed since the lock (STALE; a campaign with no lock says it is unlocked)",
		ArgsUsage: "FILE",
		Flags:     []cli.Flag{jsonFlag()},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return badInput("campaign show: want FILE, got %d arguments", c.NArg())
			}
			camp, err := host.LoadCampaign(c.Args().First())
			if err != nil {
				return campaignFileError("show", "FILE", c.Args().Slice(), err)
			}
			return reportCampaign(c, camp, nil)
		},
	}
}

// campaignEditCommand is a command that loads FILE, applies edit to it with
// the remaining arguments (between min and max of them; max -1: any number)
// and reports what it did.
func campaignEditCommand(name, argsUsage, usage string, min, max int, edit func(camp *host.Campaign, args []string) ([]string, error)) *cli.Command {
	return &cli.Command{
		Name:      name,
		Usage:     usage,
		ArgsUsage: argsUsage,
		Flags:     []cli.Flag{jsonFlag()},
		Action: func(c *cli.Context) error {
			args := c.Args().Slice()
			if len(args) < 1+min || max >= 0 && len(args) > 1+max {
				return badInput("campaign %s: want %s, got %d arguments", name, argsUsage, len(args))
			}
			camp, err := host.ReadCampaign(args[0])
			if err != nil {
				return campaignFileError(name, argsUsage, args, err)
			}
			done, err := edit(camp, args[1:])
			if err != nil {
				return campaignError(err)
			}
			if name != "lock" {
				done = append(done, lockNotes(camp)...)
			}
			noteDroppedComments(c, camp)
			return reportCampaign(c, camp, done)
		},
	}
}

// reportCampaign prints what an edit did and the campaign's state: with
// --json the campaign's status object, else one line per change and any
// module that differs from its lock (or, for show, the whole campaign).
func reportCampaign(c *cli.Context, camp *host.Campaign, done []string) error {
	st, err := host.CampaignStatusOf(camp)
	if err != nil {
		return campaignError(err)
	}
	w := c.App.Writer
	if c.Bool("json") {
		return writeJSON(w, st)
	}
	if done == nil {
		printCampaign(w, st)
		return nil
	}
	for _, d := range done {
		fmt.Fprintf(w, "%s: %s\n", st.File, d)
	}
	for _, s := range st.Stale {
		fmt.Fprintf(w, "%s: STALE %s\n", st.File, s)
	}
	if len(st.Stale) > 0 && st.Locked {
		fmt.Fprintf(w, "%s: `twtw campaign lock %s` accepts what is stale, once you have looked at it\n", st.File, st.File)
	}
	if !st.Locked {
		fmt.Fprintf(w, "%s: %s\n", st.File, unlockedNote(st.File))
	}
	return nil
}

// unlockedNote is what show and every edit say of a campaign with no lock.
func unlockedNote(file string) string {
	return "unlocked: twtw campaign lock " + shellQuote(file) + " records the scripts"
}

// lockNotes says what an edit other than lock wrote into the lock: the
// modules it switched on, a new deck file, a new folder's files.
func lockNotes(camp *host.Campaign) []string {
	var out []string
	for _, m := range camp.LastLock().Modules {
		out = append(out, "locked "+m+" at its current scripts")
	}
	return append(out, rulesLockNotes(camp)...)
}

// rulesLockNotes says what an edit wrote into the lock's record of the
// rules besides the modules.
func rulesLockNotes(camp *host.Campaign) []string {
	ch := camp.LastLock()
	var out []string
	if ch.Builtin {
		out = append(out, "locked the built-in rules of ruleset "+camp.Rules.Ruleset)
	}
	if ch.Deck {
		out = append(out, "locked deck file "+camp.Deck+" at its current cards")
	}
	for _, f := range ch.Files {
		out = append(out, "locked "+f+" (no module loads it) at its current text")
	}
	return out
}

// printCampaign prints a campaign's status for people.
func printCampaign(w io.Writer, st *host.CampaignStatus) {
	fmt.Fprintf(w, "campaign %q (%s)\n", st.Name, st.File)
	fmt.Fprintf(w, "ruleset: %s %s\n", st.Ruleset, st.RulesetVersion)
	if st.Deck == "" {
		fmt.Fprintf(w, "deck: none (ruleset %s draws no action card)\n", st.Ruleset)
	} else {
		fmt.Fprintf(w, "deck: %s\n", st.Deck)
	}
	if len(st.Scripts) == 0 {
		fmt.Fprintln(w, "house-rule folders: none")
	} else {
		fmt.Fprintf(w, "house-rule folders: %s\n", strings.Join(st.Scripts, ", "))
	}
	if len(st.Modules) == 0 {
		fmt.Fprintln(w, "modules: none (the core rules only)")
	} else {
		fmt.Fprintln(w, "modules, in load order:")
	}
	for _, m := range st.Modules {
		flag := ""
		if m.DefaultOn {
			flag = " (on by default)"
		}
		if m.Stale != "" {
			flag += "  STALE: " + m.Stale
		}
		over := ""
		if m.Overrides != "" {
			over = ", replaces " + m.Overrides
		}
		fmt.Fprintf(w, "  %s %s (%s, %s%s)%s\n", m.Name, m.Version, m.Kind, m.Path, over, flag)
		fmt.Fprintf(w, "      %s\n", m.Summary)
		if len(m.Libraries) > 0 {
			fmt.Fprintf(w, "      loads %s\n", strings.Join(m.Libraries, ", "))
		}
		for _, o := range m.Options {
			set := "default"
			if o.Set {
				set = "set"
			}
			fmt.Fprintf(w, "      %s = %s (%s; %s) %s\n", o.Name, formatValue(o.Value), set, optionType(o.OptionSpec), o.Doc)
		}
	}
	if len(st.Disabled) > 0 {
		fmt.Fprintf(w, "disabled (on by default, switched off here; `twtw campaign enable %s MODULE` switches one back on):\n", st.File)
	}
	for _, d := range st.Disabled {
		fmt.Fprintf(w, "  %s\n", d)
	}
	for _, s := range st.RulesStale {
		fmt.Fprintf(w, "STALE: %s\n", s)
	}
	n, rules := len(st.Stale)-len(st.RulesStale), len(st.RulesStale) > 0
	what := fmt.Sprintf("%d module(s)", n)
	switch {
	case n > 0 && rules:
		what += " and the rules besides them"
	case rules:
		what = "the rules besides the modules"
	}
	switch {
	case !st.Locked:
		fmt.Fprintln(w, unlockedNote(st.File))
	case n > 0 || rules:
		fmt.Fprintf(w, "STALE: %s changed since the lock; `twtw campaign lock %s` accepts the change\n", what, st.File)
	default:
		fmt.Fprintln(w, "lock: every module matches its lock")
	}
}

// optionType describes an option's type: "int 0..3", "enum shot|burst".
func optionType(o host.OptionSpec) string {
	s := o.Type
	if len(o.Values) > 0 {
		s += " " + strings.Join(o.Values, "|")
	}
	if o.Min != nil || o.Max != nil {
		lo, hi := "", ""
		if o.Min != nil {
			lo = fmt.Sprint(*o.Min)
		}
		if o.Max != nil {
			hi = fmt.Sprint(*o.Max)
		}
		s += " " + lo + ".." + hi
	}
	return s
}

// formatValue prints an option value: strings quoted, others as Go prints them.
func formatValue(v any) string {
	if s, ok := v.(string); ok {
		return fmt.Sprintf("%q", s)
	}
	return fmt.Sprint(v)
}

// parseSetting reads MODULE.OPTION=VALUE; the option is the part after the
// module name's last dot ("gulch.last_stand.rounds=2").
func parseSetting(camp *host.Campaign, arg string) (host.Setting, error) {
	lhs, value, ok := strings.Cut(arg, "=")
	dot := strings.LastIndexByte(lhs, '.')
	if !ok || dot <= 0 || dot == len(lhs)-1 {
		lister := "twtw modules"
		if camp.Ruleset != "" {
			lister += " --ruleset " + camp.Ruleset
		}
		return host.Setting{}, badInput("%s: campaign set: %q: want MODULE.OPTION=VALUE (%s lists the modules and their options)", camp.Path, arg, lister)
	}
	return host.Setting{Module: lhs[:dot], Option: lhs[dot+1:], Value: value}, nil
}

// relToCampaign turns a path given on the command line (relative to the
// working folder) into one relative to the campaign file's folder, as the
// campaign stores it, with forward slashes.
func relToCampaign(file, p string) string {
	absFile, err1 := filepath.Abs(file)
	absP, err2 := filepath.Abs(p)
	if err1 != nil || err2 != nil {
		return p
	}
	rel, err := filepath.Rel(filepath.Dir(absFile), absP)
	if err != nil {
		return filepath.ToSlash(absP)
	}
	return filepath.ToSlash(rel)
}

// listed says whether a folder is in a campaign's scripts list.
func listed(list []string, dir string) bool {
	for _, d := range list {
		if filepath.Clean(filepath.FromSlash(d)) == filepath.Clean(filepath.FromSlash(dir)) {
			return true
		}
	}
	return false
}

// lockedModules lists the modules in a campaign's lock: those in modules in
// order, then the others (default-on modules) by name.
func lockedModules(camp *host.Campaign) []string {
	var out []string
	for _, m := range camp.Modules {
		if _, ok := camp.Lock[m]; ok {
			out = append(out, m)
		}
	}
	var rest []string
	for m := range camp.Lock {
		if !slices.Contains(camp.Modules, m) {
			rest = append(rest, m)
		}
	}
	slices.Sort(rest)
	return append(out, rest...)
}

func prefixAll(prefix string, list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = prefix + s
	}
	return out
}

// campaignFileError is campaignError for the FILE a campaign command was
// given: a file that does not exist is named as the campaign file it was
// taken for, with the command's arguments and, when a later argument is an
// existing file, the likely slip (the campaign file comes first: `campaign
// scripts add c.toml dir` used to say only "stat add: no such file").
func campaignFileError(name, argsUsage string, args []string, err error) error {
	if !errors.Is(err, fs.ErrNotExist) || len(args) == 0 {
		return campaignError(err)
	}
	hint := "twtw campaign new FILE writes one"
	for _, a := range args[1:] {
		if st, e := os.Stat(a); e == nil && st.Mode().IsRegular() {
			hint = fmt.Sprintf("%q is a file: the campaign file comes first", a)
			break
		}
	}
	return &cliError{code: exitBadUsed, kind: kindInput, err: &host.InputError{File: args[0],
		Err: fmt.Errorf("campaign %s: %s: no such campaign file (want %s; %s)", name, args[0], argsUsage, hint)}}
}

// campaignError maps a campaign error to exit 2: every refused campaign edit
// is bad input (the campaign or the scripts it names: kind script when a
// script does not load), and nothing was written; a file that could not be
// written is an error, exit 1.
func campaignError(err error) error {
	var ec cli.ExitCoder
	var le *host.LoadError
	var we *host.WriteError
	switch {
	case errors.As(err, &ec):
		return err
	case errors.As(err, &we):
		return writeError(err)
	case errors.As(err, &le):
		return &cliError{code: exitBadUsed, kind: kindScript, err: err}
	}
	return &cliError{code: exitBadUsed, kind: kindInput, err: err}
}
