package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// namedFile is a file a command line names, with how it names it ("--plot",
// "--campaign", "the scenario").
type namedFile struct{ label, path string }

// readFiles lists the files a command reads that its command line names:
// --campaign and the deck file it plays, the global --deck, and each
// positional argument that is a file (labelled argLabel: "the scenario",
// "the report").
func readFiles(c *cli.Context, args []string, argLabel string) []namedFile {
	var in []namedFile
	for _, f := range []string{"campaign", "deck"} {
		if p := c.String(f); p != "" {
			in = append(in, namedFile{"--" + f, p})
		}
	}
	if p := c.String("campaign"); p != "" {
		// a campaign that does not load is reported by the run
		if cp, err := host.LoadCampaign(p); err == nil && cp.DeckFile() != "" {
			in = append(in, namedFile{"the deck of --campaign " + p, cp.DeckFile()})
		}
	}
	for _, a := range args {
		if st, err := os.Stat(a); err == nil && st.Mode().IsRegular() {
			in = append(in, namedFile{argLabel + " " + a, a})
		}
	}
	return in
}

// sameFile says whether two names are one file: the same cleaned absolute
// path, or, when both exist, the same file by os.SameFile (a link to it).
func sameFile(a, b string) bool {
	if absPath(a) == absPath(b) {
		return true
	}
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(sa, sb)
}

// outputFolders refuses, before any work, a file flag whose folder does not
// exist or takes no file, that names a folder, that names the file another
// of the flags names, or that names a file the run reads (inputs): a long
// simulation should not end by failing to write its chart, by writing its
// profile over it, or by writing over its own campaign or scenario.
func outputFolders(c *cli.Context, inputs []namedFile, flags ...string) error {
	var outs []namedFile
	for _, f := range flags {
		name := c.String(f)
		if name == "" {
			continue
		}
		if err := outputFolder(f, name); err != nil {
			return err
		}
		for _, o := range outs {
			if sameFile(o.path, name) {
				return badInput("%s and --%s both name %s: each writes its own file", o.label, f, name)
			}
		}
		for _, in := range inputs {
			if sameFile(in.path, name) {
				return badInput("--%s and %s both name %s: the run reads that file and would write over it", f, in.label, name)
			}
		}
		outs = append(outs, namedFile{"--" + f, name})
	}
	return nil
}

// outputFolder refuses an output file flag f naming name whose folder does
// not exist (exit 2) or takes no file (an error, exit 1), or that names a
// folder (exit 2).
func outputFolder(f, name string) error {
	if target, err := linkTarget(name); err == nil {
		name = target // written where the link points
	}
	if st, err := os.Stat(filepath.Dir(name)); err != nil || !st.IsDir() {
		return badInput("--%s %s: there is no folder %s to write it in", f, name, filepath.Dir(name))
	}
	if st, err := os.Stat(name); err == nil && st.IsDir() {
		return badInput("--%s %s: that is a folder; name a file", f, name)
	}
	// a folder that takes no file is found now, not after the run
	probe, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return writeError(fmt.Errorf("--%s %s: cannot write in %s (%w)", f, name, filepath.Dir(name), pathCause(err)))
	}
	probe.Close()
	os.Remove(probe.Name())
	return nil
}

// writeFile writes the file name through write, whole or not at all: into a
// temporary file in the same folder, renamed over name once written and
// closed, so a failure leaves name as it was. A symbolic link at name is
// followed (the file it points at is replaced, the link kept), and an
// existing file keeps its mode (a new one is 0644), as campaign edits do.
// Errors give the cause, not the temporary file's name.
func writeFile(name string, write func(io.Writer) error) error {
	target, err := linkTarget(name)
	if err != nil {
		return err
	}
	mode := fs.FileMode(0o644)
	if st, err := os.Stat(target); err == nil {
		mode = st.Mode().Perm()
	}
	f, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".*")
	if err != nil {
		return pathCause(err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // nothing left behind on failure; gone anyway after the rename
	if err := f.Chmod(mode); err != nil {
		f.Close()
		return pathCause(err)
	}
	if err := write(f); err != nil {
		f.Close()
		return pathCause(err)
	}
	if err := f.Close(); err != nil {
		return pathCause(err)
	}
	if err := os.Rename(tmp, target); err != nil {
		return errors.Unwrap(err)
	}
	return nil
}

// maxLinks is how many symbolic links linkTarget follows before it gives up.
const maxLinks = 40

// linkTarget follows the symbolic links at name to the file they point at,
// which need not exist yet; name itself when it is no link.
func linkTarget(name string) (string, error) {
	p := name
	for range maxLinks {
		st, err := os.Lstat(p)
		if err != nil || st.Mode()&fs.ModeSymlink == 0 {
			return p, nil
		}
		dest, err := os.Readlink(p)
		if err != nil {
			return "", fmt.Errorf("reading the link %s: %w", p, pathCause(err))
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(p), dest)
		}
		p = dest
	}
	return "", fmt.Errorf("%s: more than %d symbolic links", name, maxLinks)
}
