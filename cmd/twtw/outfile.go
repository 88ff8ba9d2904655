package main

import (
	"io"
	"os"
	"path/filepath"
)

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
