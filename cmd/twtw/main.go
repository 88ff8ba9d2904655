// Command twtw runs the combat rules of The West That Wasnt: it shows and
// draws action cards, resolves checks, runs scripted fights and their specs,
// and edits campaigns. Exit codes: 0 ok, 1 the rules ran and failed (a rule
// error, a stopped script call, a failed spec), 2 bad input or usage (a
// script that does not load included); README "Exit codes and errors".
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"
)

// Exit codes of the CLI contract (ARCHITECTURE.md "CLI contract").
const (
	exitOK      = 0
	exitFailed  = 1
	exitBadUsed = 2
)

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

// run runs the CLI with args and returns the exit code; tests call it directly.
// A failure prints "twtw: message" on stderr, or under --json one
// {"error": {"message", "kind", "file", "line", "field"}} object.
// A write to stdout that fails (a full disk) is the run's failure, exit 1,
// whatever the command did: the output is lost.
func run(args []string, stdout, stderr io.Writer) int {
	out := &checkedWriter{w: stdout}
	app := newApp(out, stderr)
	asJSON := len(args) > 1 && wantsJSON(args[1:])
	args, err := normalizeArgs(app, args)
	if err != nil {
		return report(stderr, asJSON, &cliError{code: exitBadUsed, kind: kindUsage, err: err})
	}
	err = app.Run(args)
	if out.err != nil {
		err = writeError(fmt.Errorf("write standard output: %w", pathCause(out.err)))
	}
	if err == nil {
		return exitOK
	}
	return report(stderr, asJSON, err)
}

// checkedWriter remembers the first error writing to w, and writes nothing
// after it: a command need not check every Fprintf on stdout, and run
// reports the failure once.
type checkedWriter struct {
	w   io.Writer
	err error
}

// Write writes p to w unless an earlier write failed.
func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	c.err = err
	return n, err
}

// pathCause is the cause of a file operation's error without the file's
// name ("no space left on device", not "write /dev/stdout: …").
func pathCause(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func newApp(stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:      "twtw",
		Usage:     "the combat rules of The West That Wasnt, scripted in Lua",
		Writer:    stdout,
		ErrWriter: stderr,
		// Errors are printed once, by run.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError:   usageError,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "deck", Usage: "a deck `FILE` of the standard deck's schema, its name its own (one named standard must hold the built-in cards; default: the standard deck)"},
			&cli.DurationFlag{Name: "timeout", Usage: "stop a script call that runs longer than `D` (at most 1h)", DefaultText: "2s"},
			&cli.IntFlag{Name: "max-memory", Usage: "stop a script call that grows the heap by more than `MIB` MiB (-1: no limit)", DefaultText: "64"},
		},
		Commands: []*cli.Command{
			cardCommand(),
			drawCommand(),
			checkCommand(),
			testCommand(),
			fightCommand(),
			modulesCommand(),
			explainCommand(),
			simCommand(),
			coverageCommand(),
			campaignCommand(),
			rulesetsCommand(),
			stubsCommand(),
			newCommand(),
			docCommand(),
		},
	}
	onUsageErrors(app.Commands)
	argsAreNoHelp(app.Commands)
	refuseStrayArgs(app.Commands, "")
	return app
}

// refuseStrayArgs makes every command that takes no arguments (no
// ArgsUsage, no subcommands) refuse them, exit 2: `twtw check d8 2 5`
// resolved a d6 check and `twtw draw 5` drew one card, the arguments
// ignored. parent is the command path above cmds ("campaign").
func refuseStrayArgs(cmds []*cli.Command, parent string) {
	for _, c := range cmds {
		name := strings.TrimSpace(parent + " " + c.Name)
		refuseStrayArgs(c.Subcommands, name)
		if c.Action == nil || c.ArgsUsage != "" || len(c.Subcommands) > 0 {
			continue
		}
		action := c.Action
		c.Action = func(ctx *cli.Context) error {
			if ctx.NArg() > 0 {
				return badInput("%s: takes no arguments, got %q; its options are flags (twtw %s --help)",
					name, strings.Join(ctx.Args().Slice(), " "), name)
			}
			return action(ctx)
		}
	}
}

// argsAreNoHelp keeps urfave/cli from reading a first argument "help" or
// "h" of a command without subcommands as a request for help: it gives
// every command a help subcommand, so `twtw test h` (a folder h of specs)
// printed the help and exited 0, running no spec, and `twtw fight h` never
// said there is no scenario h. --help stays, and so does the help
// subcommand of a command that has subcommands (twtw campaign help; sim,
// whose merge needs it to print its --help).
func argsAreNoHelp(cmds []*cli.Command) {
	for _, c := range cmds {
		if len(c.Subcommands) == 0 {
			c.HideHelpCommand = true
		}
		argsAreNoHelp(c.Subcommands)
	}
}

// usageError is a bad command line (a flag's value that does not parse, an
// unknown flag): one line on stderr and exit 2, like every other error,
// instead of urfave/cli's "Incorrect Usage" and the help on stdout. Go's
// flag package names a flag with one dash; twtw's flags are written with two.
func usageError(_ *cli.Context, err error, _ bool) error {
	msg := err.Error()
	if i := strings.Index(msg, " flag -"); i >= 0 && !strings.HasPrefix(msg[i+len(" flag -"):], "-") {
		if name, _, _ := strings.Cut(msg[i+len(" flag -"):], ":"); len(name) > 1 {
			msg = msg[:i] + " flag --" + msg[i+len(" flag -"):]
		}
	}
	return &cliError{code: exitBadUsed, kind: kindUsage, err: errors.New(msg)}
}

// onUsageErrors gives every command and subcommand usageError.
func onUsageErrors(cmds []*cli.Command) {
	for _, c := range cmds {
		if c.OnUsageError == nil {
			c.OnUsageError = usageError
		}
		onUsageErrors(c.Subcommands)
	}
}

// jsonFlag returns the --json flag every command takes.
func jsonFlag() cli.Flag {
	return &cli.BoolFlag{Name: "json", Usage: "print JSON instead of text"}
}
