package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// noteDroppedComments warns on stderr when a campaign edit dropped comments
// of the file: those on what it removed, or every one when the file's
// layout is not one an edit changes in place and it was rewritten in
// canonical form. An edit keeps the others (host/campaign's patch).
func noteDroppedComments(c *cli.Context, camp *host.Campaign) {
	note := camp.LastWrite()
	n := len(note.Comments)
	if n == 0 {
		return
	}
	quoted := make([]string, 0, 3)
	for _, s := range note.Comments[:min(n, 3)] {
		quoted = append(quoted, fmt.Sprintf("%q", s))
	}
	if n > 3 {
		quoted = append(quoted, "…")
	}
	lines := "comment line"
	if n > 1 {
		lines += "s"
	}
	why := "with what the edit removed"
	if note.Canonical {
		why = "rewriting the file in canonical form (its layout, such as an inline table, is not one an edit changes in place)"
	}
	warn(c.App.ErrWriter, c.Bool("json"), errorJSON{
		Message: fmt.Sprintf("%s: dropped %d %s %s: %s", camp.Path, n, lines, why, strings.Join(quoted, ", ")),
		Kind:    kindInput, File: camp.Path,
	})
}
