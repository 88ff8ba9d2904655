package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// normalizeArgs lets flags follow positional arguments (`twtw card 37 --json`),
// which urfave/cli v2 does not parse by itself: within each (sub)command it
// moves the flags, with their values, ahead of the positional arguments, and
// a global flag given after the command (`twtw fight --timeout 5s`) to the
// front, where urfave/cli reads global flags. It also refuses an unknown
// command, which urfave/cli would answer with help and exit code 3.
func normalizeArgs(app *cli.App, args []string) ([]string, error) {
	if len(args) < 2 {
		return args, nil
	}
	var top, global, out []string // the top level's flags, global flags hoisted from below, the rest
	rest, flags, cmds, path := args[1:], app.Flags, app.Commands, "twtw"
	for depth := 0; ; depth++ {
		var hoist []cli.Flag
		if depth > 0 {
			hoist = app.Flags
		}
		pre, pos, cmd, after, err := splitLevel(rest, flags, hoist, cmds, path)
		if err != nil {
			return nil, err
		}
		pre, hoisted := splitHoisted(pre, flags, hoist)
		global = append(global, hoisted...)
		if depth == 0 {
			top = pre
		} else {
			out = append(out, pre...)
		}
		if cmd == nil {
			if !asksHelp(pre, flags) {
				if slices.ContainsFunc(pos, negativeNumber) && !slices.Contains(pos, "--") {
					// urfave/cli would read "-1" as a flag
					out = append(out, "--")
				}
				out = append(out, pos...)
			}
			// with --help, urfave/cli reads the arguments after it as a help
			// topic (`twtw fight saloon --help` said "No help topic for
			// 'saloon'" and exited 3), so they are dropped. A global flag
			// given after the command comes after those given before it, so
			// the last one typed wins, as for any flag.
			return slices.Concat([]string{args[0]}, top, global, out), nil
		}
		out = append(out, after[0])
		rest, flags, cmds, path = after[1:], cmd.Flags, cmd.Subcommands, path+" "+cmd.Name
	}
}

// splitHoisted takes out of one level's flag tokens (as splitLevel keeps
// them, values after their flags) those that are not the level's own but
// global ones (hoist), with their values.
func splitHoisted(pre []string, flags, hoist []cli.Flag) (own, hoisted []string) {
	if len(hoist) == 0 {
		return pre, nil
	}
	for i := 0; i < len(pre); i++ {
		tok, fs, to := pre[i], flags, &own
		if knownFlag(flags, tok) != nil {
			fs, to = hoist, &hoisted
		}
		*to = append(*to, tok)
		if takesValue(fs, tok) && i+1 < len(pre) {
			i++
			*to = append(*to, pre[i])
		}
	}
	return own, hoisted
}

// splitLevel reads one command level: the flags (with values) and the
// positional arguments, or, when the level has subcommands, the flags before
// the subcommand's name, the subcommand and the arguments from its name on.
// A flag of hoist (the global flags, below the top level) is taken as one
// of the level's. path is the command line so far ("twtw campaign"), for
// the message that refuses an unknown subcommand.
func splitLevel(args []string, flags, hoist []cli.Flag, cmds []*cli.Command, path string) (pre, pos []string, cmd *cli.Command, after []string, err error) {
	all := flags
	if len(hoist) > 0 {
		all = append(append([]cli.Flag{}, flags...), hoist...)
	}
	var written []string // the output file flags seen
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return pre, append(pos, args[i:]...), nil, nil, nil
		case strings.HasPrefix(a, "-") && len(a) > 1 && !negativeNumber(a):
			if err := knownFlag(all, a); err != nil {
				return nil, nil, nil, nil, err
			}
			if err := flagValue(all, args[i:]); err != nil {
				return nil, nil, nil, nil, err
			}
			if name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "="); writesFile(name) {
				if contains(written, name) {
					return nil, nil, nil, nil, fmt.Errorf("flag --%s given twice: each names a file to write, and only the last would be written; give it once", name)
				}
				written = append(written, name)
			}
			pre = append(pre, a)
			if takesValue(all, a) {
				i++
				pre = append(pre, args[i])
			}
		case len(pos) == 0 && len(cmds) > 0:
			if cmd = findCommand(cmds, a); cmd == nil {
				if a == "help" {
					// a help topic that is no command is refused as one
					// (urfave/cli said "No help topic" and exited 3)
					if i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") && findCommand(cmds, args[i+1]) == nil {
						return nil, nil, nil, nil, unknownCommand(args[i+1], cmds, path)
					}
					return pre, args[i:], nil, nil, nil
				}
				return nil, nil, nil, nil, unknownCommand(a, cmds, path)
			}
			return pre, nil, cmd, args[i:], nil
		default:
			pos = append(pos, a)
		}
	}
	return pre, pos, nil, nil, nil
}

// writesFile says whether the flag named name names a file the command
// writes (sim's --plot and --profile): given twice, the first would be
// dropped without a word, where any other flag's last value simply wins.
func writesFile(name string) bool { return name == "plot" || name == "profile" }

// flagValue refuses a flag token (args[0]) that takes a value and has none:
// given last, or followed by another flag, it would take a positional
// argument or that flag as its value (`twtw sim duel --profile` wrote the
// profile over a file named duel, `--profile --json` into a file named
// --json); and an empty value, which would silently mean the flag was not
// given (`--campaign="$C"`, C unset, played without the campaign).
func flagValue(flags []cli.Flag, args []string) error {
	tok, val, hasVal := strings.Cut(args[0], "=")
	if !takesValue(flags, tok) {
		return nil
	}
	if !hasVal {
		if len(args) == 1 || args[1] == "--" || isFlag(flags, args[1]) {
			return fmt.Errorf("flag %s needs a value", tok)
		}
		val = args[1]
	}
	if val == "" {
		return fmt.Errorf("flag %s: empty value", tok)
	}
	return nil
}

// isFlag says whether tok is one of flags (or --help), not a value.
func isFlag(flags []cli.Flag, tok string) bool {
	return strings.HasPrefix(tok, "-") && len(tok) > 1 && !negativeNumber(tok) && knownFlag(flags, tok) == nil
}

// unknownCommand refuses a name that is none of cmds, the commands under path.
func unknownCommand(name string, cmds []*cli.Command, path string) error {
	return fmt.Errorf("unknown command %q%s (%s --help lists them)", name, host.Suggest(name, commandNames(cmds)), path)
}

// commandNames lists the names and aliases of the commands of one level.
func commandNames(cmds []*cli.Command) []string {
	var out []string
	for _, c := range cmds {
		out = append(out, c.Names()...)
	}
	return out
}

// knownFlag refuses a flag token that no flag of the level (or help) is
// called, suggesting the nearest name: urfave/cli would print the whole
// help and, for a flag before the command, read its value as the command.
func knownFlag(flags []cli.Flag, tok string) error {
	name, _, _ := strings.Cut(strings.TrimLeft(tok, "-"), "=")
	names := []string{"help", "h"}
	for _, f := range flags {
		names = append(names, f.Names()...)
	}
	if contains(names, name) {
		return nil
	}
	var dashed []string
	for _, n := range names {
		if len(n) > 1 {
			dashed = append(dashed, "--"+n)
		}
	}
	return fmt.Errorf("unknown flag %s%s", tok, host.Suggest("--"+name, dashed))
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func findCommand(cmds []*cli.Command, name string) *cli.Command {
	for _, c := range cmds {
		if c.Name == name {
			return c
		}
		for _, a := range c.Aliases {
			if a == name {
				return c
			}
		}
	}
	return nil
}

// asksHelp reports whether one level's flags, with their values as
// splitLevel keeps them, ask for help (--help or -h).
func asksHelp(pre []string, flags []cli.Flag) bool {
	for i := 0; i < len(pre); i++ {
		name, val, hasVal := strings.Cut(strings.TrimLeft(pre[i], "-"), "=")
		if name == "help" || name == "h" {
			// --help=false asks for none: the command runs
			if on, err := strconv.ParseBool(val); !hasVal || err != nil || on {
				return true
			}
		}
		if takesValue(flags, pre[i]) {
			i++
		}
	}
	return false
}

// takesValue says whether a flag token needs the next argument as its value.
func takesValue(flags []cli.Flag, tok string) bool {
	if strings.Contains(tok, "=") {
		return false
	}
	name := strings.TrimLeft(tok, "-")
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				_, isBool := f.(*cli.BoolFlag)
				return !isBool
			}
		}
	}
	return false
}

// negativeNumber says whether tok is a negative number ("-1", "-2.5"), an
// argument (`twtw card -1` is refused as a card number, not as a flag).
func negativeNumber(tok string) bool {
	if !strings.HasPrefix(tok, "-") {
		return false
	}
	_, err := strconv.ParseFloat(tok, 64)
	return err == nil
}
