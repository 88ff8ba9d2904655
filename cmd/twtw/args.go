package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// normalizeArgs lets flags follow positional arguments (`twtw card 37 --json`),
// which urfave/cli v2 does not parse by itself: within each (sub)command it
// moves the flags, with their values, ahead of the positional arguments. It
// also refuses an unknown command, which urfave/cli would answer with help
// and exit code 3.
func normalizeArgs(app *cli.App, args []string) ([]string, error) {
	if len(args) < 2 {
		return args, nil
	}
	out := []string{args[0]}
	rest, flags, cmds := args[1:], app.Flags, app.Commands
	for {
		pre, pos, cmd, after, err := splitLevel(rest, flags, cmds)
		if err != nil {
			return nil, err
		}
		out = append(out, pre...)
		if cmd == nil {
			if asksHelp(pre, flags) {
				// urfave/cli reads the arguments after --help as a help
				// topic: `twtw fight saloon --help` said "No help topic for
				// 'saloon'" and exited 3
				return out, nil
			}
			return append(out, pos...), nil
		}
		out = append(out, after[0])
		rest, flags, cmds = after[1:], cmd.Flags, cmd.Subcommands
	}
}

// splitLevel reads one command level: the flags (with values) and the
// positional arguments, or, when the level has subcommands, the flags before
// the subcommand's name, the subcommand and the arguments from its name on.
func splitLevel(args []string, flags []cli.Flag, cmds []*cli.Command) (pre, pos []string, cmd *cli.Command, after []string, err error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return pre, append(pos, args[i:]...), nil, nil, nil
		case strings.HasPrefix(a, "-") && len(a) > 1:
			if err := knownFlag(flags, a); err != nil {
				return nil, nil, nil, nil, err
			}
			pre = append(pre, a)
			if takesValue(flags, a) && i+1 < len(args) {
				i++
				pre = append(pre, args[i])
			}
		case len(pos) == 0 && len(cmds) > 0:
			if cmd = findCommand(cmds, a); cmd == nil {
				if a == "help" {
					return pre, args[i:], nil, nil, nil
				}
				return nil, nil, nil, nil, fmt.Errorf("unknown command %q%s (twtw --help lists them)", a, host.Suggest(a, commandNames(cmds)))
			}
			return pre, nil, cmd, args[i:], nil
		default:
			pos = append(pos, a)
		}
	}
	return pre, pos, nil, nil, nil
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
		if name, _, _ := strings.Cut(strings.TrimLeft(pre[i], "-"), "="); name == "help" || name == "h" {
			return true
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
