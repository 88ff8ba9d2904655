package campaign

import (
	"path/filepath"
	"testing"
)

// A house-rule folder mounts under its name as the campaign writes it, never
// under its name on disk: "." is the campaign file's name, so one campaign
// and its scripts in a checkout called my.rules or tmp.x1y2 load the same
// (a file:line names the mount; sim merge compares the rules holding it).
func TestMountIsTheCampaignsWordNotTheDisk(t *testing.T) {
	for _, tc := range []struct{ file, entry, want string }{
		{"my.rules/camp.toml", ".", "camp"},
		{"tmp.x1y2/camp.toml", ".", "camp"},
		{"a/b/table.toml", "..", "table"},
		{"x/camp.toml", "../gulch", "gulch"},
		{"x/camp.toml", "./my.rules/", "my_rules"},
	} {
		c := New(filepath.Join(t.TempDir(), tc.file), "c", fakeChecker{})
		if got := c.mount(tc.entry); got != tc.want {
			t.Errorf("%s with scripts %q: mount %q, want %q", tc.file, tc.entry, got, tc.want)
		}
	}
}
