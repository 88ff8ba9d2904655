package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"
)

// outputFolders refuses, before any work, a file flag whose folder does not
// exist or takes no file, that names a folder, or that names the file
// another of the flags names: a long simulation should not end by failing
// to write its chart, or by writing its profile over it.
func outputFolders(c *cli.Context, flags ...string) error {
	by := map[string]string{} // absolute path → the flag that names it
	for _, f := range flags {
		name := c.String(f)
		if name == "" {
			continue
		}
		if st, err := os.Stat(filepath.Dir(name)); err != nil || !st.IsDir() {
			return badInput("--%s %s: there is no folder %s to write it in", f, name, filepath.Dir(name))
		}
		if st, err := os.Stat(name); err == nil && st.IsDir() {
			return badInput("--%s %s: that is a folder; name a file", f, name)
		}
		abs, err := filepath.Abs(name)
		if err != nil {
			return badInput("--%s %s: %v", f, name, err)
		}
		if other, ok := by[abs]; ok {
			return badInput("--%s and --%s both name %s: each writes its own file", other, f, name)
		}
		by[abs] = f
		// a folder that takes no file is found now, not after the run
		probe, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
		if err != nil {
			return badInput("--%s %s: cannot write in %s (%v)", f, name, filepath.Dir(name), errors.Unwrap(err))
		}
		probe.Close()
		os.Remove(probe.Name())
	}
	return nil
}

// writeFile writes the file name through write, whole or not at all: into a
// temporary file in the same folder, renamed over name once written and
// closed, so a failure leaves name as it was.
func writeFile(name string, write func(io.Writer) error) error {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer os.Remove(tmp) // nothing left behind on failure; gone anyway after the rename
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}
