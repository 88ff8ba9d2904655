package main

import (
	"os"
	"testing"
)

// A campaign file that cannot be written is an error, exit 1 (the README's
// "a file that cannot be written"), not bad input, exit 2; a read-only
// campaign, which twtw refuses to replace, stays bad input.
func TestCampaignWriteFailureIsAnError(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.WriteFile("f", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := campaignRun(t, "campaign", "new", "f/g.toml", "--json")
	want := `{"error":{"message":"creating campaign f/g.toml: cannot write a new copy in f: not a directory","kind":"error","file":"","line":0,"field":""}}` + "\n"
	if code != exitFailed || errs != want {
		t.Errorf("campaign new f/g.toml (f a file): exit %d, stderr %q; want 1 and %q", code, errs, want)
	}
	campaignOK(t, "campaign", "new", "g.toml")
	if err := os.Chmod("g.toml", 0o444); err != nil {
		t.Fatal(err)
	}
	_, errs, code = campaignRun(t, "campaign", "enable", "g.toml", "bleeding", "--json")
	want = `{"error":{"message":"saving campaign g.toml: the file is read-only (mode -r--r--r--): nothing written; make it writable to edit it","kind":"input","file":"g.toml","line":0,"field":""}}` + "\n"
	if code != exitBadUsed || errs != want {
		t.Errorf("campaign enable of a read-only file: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
}
