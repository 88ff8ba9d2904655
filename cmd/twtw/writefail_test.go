package main

import (
	"os"
	"testing"
)

// A campaign file that cannot be written is an error, exit 1 (the README's
// "a file that cannot be written"), not bad input, exit 2, and --json names
// the file (its "file" was ""); a read-only campaign, which twtw refuses to
// replace, stays bad input.
func TestCampaignWriteFailureIsAnError(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.WriteFile("f", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := campaignRun(t, "campaign", "new", "f/g.toml", "--json")
	want := `{"error":{"message":"creating campaign f/g.toml: cannot write a new copy in f: not a directory","kind":"error","file":"f/g.toml","line":0,"field":""}}` + "\n"
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

// An edit of a campaign in a folder that takes no new file (read-only)
// names the campaign file in the message and in --json's file, exits 1 and
// leaves the file as it was, whichever command edits it. Root writes into a
// read-only folder: host/campaign's TestEditWriteFailureNamesTheFile fails
// the write another way.
func TestCampaignEditWriteFailureNamesTheFile(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes into a read-only folder")
	}
	t.Chdir(t.TempDir())
	if err := os.Mkdir("ro", 0o755); err != nil {
		t.Fatal(err)
	}
	campaignOK(t, "campaign", "new", "ro/c.toml")
	campaignOK(t, "campaign", "enable", "ro/c.toml", "fields_of_fire")
	before := sha256File(t, "ro/c.toml")
	if err := os.Chmod("ro", 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.Chmod("ro", 0o755) })
	for _, args := range [][]string{
		{"set", "ro/c.toml", "fields_of_fire.recenter=false"},
		{"enable", "ro/c.toml", "bleeding"},
		{"lock", "ro/c.toml"},
	} {
		msg := "saving campaign ro/c.toml: cannot write a new copy in ro: permission denied"
		_, errs, code := campaignRun(t, append(append([]string{"campaign"}, args...), "--json")...)
		want := `{"error":{"message":"` + msg + `","kind":"error","file":"ro/c.toml","line":0,"field":""}}` + "\n"
		if code != exitFailed || errs != want {
			t.Errorf("campaign %s --json: exit %d, stderr %q; want 1 and %q", args[0], code, errs, want)
		}
		if _, errs, code = campaignRun(t, append([]string{"campaign"}, args...)...); code != exitFailed || errs != "twtw: "+msg+"\n" {
			t.Errorf("campaign %s: exit %d, stderr %q; want 1 and %q", args[0], code, errs, msg)
		}
		if sha256File(t, "ro/c.toml") != before {
			t.Fatalf("campaign %s changed the file it could not write", args[0])
		}
	}
}
