package main

import (
	"strings"
	"testing"
)

// README's sequence: a scaffolded module's spec passes under a campaign
// that sets its option (head = 8): the spec's "by default" test asks for
// the module at its defaults (it read the campaign's 8: "expected 6, got
// 8"). The generic scaffold's spec, of another ruleset, passes under a
// campaign that sets its option too.
func TestNewModuleSpecPassesWhateverTheCampaignSets(t *testing.T) {
	t.Chdir(t.TempDir())
	campaignOK(t, "campaign", "new", "gulch.toml")
	campaignOK(t, "new", "module", "gulch.headshot", "--dir", "gulch-rules", "--campaign", "gulch.toml")
	campaignOK(t, "campaign", "enable", "gulch.toml", "gulch.headshot")
	campaignOK(t, "campaign", "set", "gulch.toml", "gulch.headshot.head=8")
	if out, _, code := campaignRun(t, "test", "--campaign", "gulch.toml", "gulch-rules"); code != exitOK || !strings.HasSuffix(out, "4 passed, 0 failed\n") {
		t.Errorf("twtw test --campaign gulch.toml gulch-rules: exit %d\n%s\nwant 4 passed, 0 failed", code, out)
	}

	campaignOK(t, "campaign", "new", "posse.toml", "--ruleset", "shootout")
	campaignOK(t, "new", "module", "posse.grit", "--dir", "posse", "--campaign", "posse.toml")
	campaignOK(t, "campaign", "enable", "posse.toml", "posse.grit")
	campaignOK(t, "campaign", "set", "posse.toml", "posse.grit.note=off")
	if out, _, code := campaignRun(t, "test", "--campaign", "posse.toml", "posse"); code != exitOK || !strings.HasSuffix(out, "4 passed, 0 failed\n") {
		t.Errorf("twtw test --campaign posse.toml posse: exit %d\n%s\nwant 4 passed, 0 failed", code, out)
	}
}
