// Command gen writes the standard action deck, card.Generate, in its canonical
// encoding to standard.json (or the file named by -o). It is run by
// `go generate ./core/card` from the core/card directory.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"github.com/twtw/twtw/core/card"
)

func main() {
	out := flag.String("o", "standard.json", "file to write")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(path string) error {
	var b bytes.Buffer
	if err := card.Generate().Encode(&b); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write standard deck: %w", err)
	}
	return nil
}
