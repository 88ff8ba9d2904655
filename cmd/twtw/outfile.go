package main

import (
	"io"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"
)

// outputFolders refuses, before any work, a file flag whose folder does not
// exist or that names a folder: a long simulation should not end by failing
// to write its chart.
func outputFolders(c *cli.Context, flags ...string) error {
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
