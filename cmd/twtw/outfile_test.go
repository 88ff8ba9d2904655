package main

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// readBack returns a file's content, failing the test if it cannot be read.
func readBack(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// An output flag naming a file the run reads is refused before the run,
// naming both: `twtw sim duel --campaign g.toml --profile g.toml` wrote its
// folded stacks over the campaign, and `twtw sim d2.toml --profile d2.toml`
// over the scenario.
func TestOutputOverInputIsRefused(t *testing.T) {
	scenario, err := os.ReadFile(filepath.Join("..", "..", "scripts", "scenarios", "duel.toml"))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	campaignOK(t, "campaign", "new", "g.toml")
	campaignOK(t, "campaign", "enable", "g.toml", "bleeding")
	if err == nil {
		err = os.WriteFile("d2.toml", scenario, 0o644)
	}
	if err == nil {
		err = os.Symlink("g.toml", "link.toml")
	}
	if err != nil {
		t.Fatal(err)
	}
	camp := readBack(t, "g.toml")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"sim", "duel", "--runs", "3", "--campaign", "g.toml", "--profile", "g.toml"},
			"twtw: --profile and --campaign both name g.toml: the run reads that file and would write over it\n"},
		{[]string{"sim", "duel", "--runs", "3", "--campaign", "g.toml", "--profile", "./link.toml"},
			"twtw: --profile and --campaign both name ./link.toml: the run reads that file and would write over it\n"},
		{[]string{"sim", "d2.toml", "--runs", "3", "--profile", "d2.toml"},
			"twtw: --profile and the scenario d2.toml both name d2.toml: the run reads that file and would write over it\n"},
		{[]string{"--deck", "g.toml", "sim", "duel", "--runs", "3", "--profile", "g.toml"},
			"twtw: --profile and --deck both name g.toml: the run reads that file and would write over it\n"},
	} {
		out, errs, code := campaignRun(t, tc.args...)
		if code != exitBadUsed || errs != tc.want || out != "" {
			t.Errorf("twtw %q: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
	if got := readBack(t, "g.toml"); got != camp {
		t.Errorf("the campaign changed:\n%s\nwant\n%s", got, camp)
	}
	if got := readBack(t, "d2.toml"); got != string(scenario) {
		t.Errorf("the scenario changed:\n%s", got)
	}
}

// The deck file a --campaign plays is read by the run too: an output flag
// naming it wrote over it.
func TestOutputOverCampaignDeckIsRefused(t *testing.T) {
	t.Chdir(t.TempDir())
	f, err := os.Create("d.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := card.Standard().Encode(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	deck := readBack(t, "d.json")
	campaignOK(t, "campaign", "new", "g.toml")
	campaignOK(t, "campaign", "deck", "g.toml", "d.json")
	out, errs, code := campaignRun(t, "sim", "duel", "--runs", "3", "--campaign", "g.toml", "--profile", "d.json")
	if want := "twtw: --profile and the deck of --campaign g.toml both name d.json: the run reads that file and would write over it\n"; code != exitBadUsed || errs != want || out != "" {
		t.Errorf("--profile over the campaign's deck: exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errs, want)
	}
	if got := readBack(t, "d.json"); got != deck {
		t.Errorf("the deck changed:\n%.200s", got)
	}
}

// writeString is writeFile of a string.
func writeString(name, text string) error {
	return writeFile(name, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
}

// An output file written through a symbolic link replaces the file the link
// points at and keeps the link, and an existing file keeps its mode, as
// campaign edits do: `sim … --plot lp.svg` (lp.svg a link to
// real/plot.svg) turned lp.svg into a file of its own and left
// real/plot.svg stale, and a 0600 file became 0644.
func TestWriteFileFollowsLinksAndKeepsMode(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.Mkdir("real", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("real/plot.svg", []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	for link, to := range map[string]string{"lp.svg": "real/plot.svg", "dangling": "real/new.folded"} {
		if err := os.Symlink(to, link); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"lp.svg", "dangling"} {
		if err := writeString(name, "new "+name); err != nil {
			t.Fatalf("writing %s: %v", name, err)
		}
	}
	for link, want := range map[string]string{"lp.svg": "real/plot.svg", "dangling": "real/new.folded"} {
		if got, err := os.Readlink(link); err != nil || got != want {
			t.Errorf("%s: link to %q (%v); want it kept, to %q", link, got, err, want)
		}
	}
	for file, want := range map[string]struct {
		text string
		mode os.FileMode
	}{"real/plot.svg": {"new lp.svg", 0o600}, "real/new.folded": {"new dangling", 0o644}} {
		st, err := os.Stat(file)
		if err != nil {
			t.Fatal(err)
		}
		if got := readBack(t, file); got != want.text || st.Mode().Perm() != want.mode {
			t.Errorf("%s: %q, mode %v; want %q, mode %v", file, got, st.Mode().Perm(), want.text, want.mode)
		}
	}
	if left, _ := filepath.Glob("real/.*"); len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}
