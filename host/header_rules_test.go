package host

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// A fight's and an explanation's header under a campaign give the rules'
// fingerprint (RulesHash, as a simulation report's), in text and JSON;
// without a campaign they give none.
func TestHeaderGivesTheRulesUnderACampaign(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	fp := e.RulesHash()
	for _, tc := range []struct {
		camp, line string
		fields     bool
	}{
		{"", "campaign none\n", false},
		{"c.toml", "campaign c.toml (sha256 0123456789ab) · rules " + fp + "\n", true},
	} {
		var text, js bytes.Buffer
		if _, err := e.Fight(context.Background(), nil, FightOptions{Seed: 1, Rounds: 1, Out: &text, Campaign: tc.camp, CampaignHash: map[bool]string{true: "0123456789abcdef"}[tc.fields]}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text.String(), "\n"+tc.line) {
			t.Errorf("fight header under %q lacks %q:\n%.400s", tc.camp, tc.line, text.String())
		}
		if _, err := e.Fight(context.Background(), nil, FightOptions{Seed: 1, Rounds: 1, Out: &js, JSON: true, Campaign: tc.camp}); err != nil {
			t.Fatal(err)
		}
		var first struct{ Fields map[string]any }
		if err := json.Unmarshal([]byte(strings.SplitN(js.String(), "\n", 2)[0]), &first); err != nil {
			t.Fatal(err)
		}
		if got, ok := first.Fields["rules"]; ok != tc.fields || ok && got != fp {
			t.Errorf("fight --json header under %q: rules %v (%v)", tc.camp, got, ok)
		}
		var ex bytes.Buffer
		if _, err := e.Explain(context.Background(), nil, ExplainOptions{Seed: 1, Out: &ex, Campaign: tc.camp}); err != nil {
			t.Fatal(err)
		}
		want := "\ncampaign none · modules: "
		if tc.fields {
			want = "\ncampaign c.toml · rules " + fp + " · modules: "
		}
		if !strings.Contains(ex.String(), want) {
			t.Errorf("explain header under %q lacks %q:\n%.300s", tc.camp, want, ex.String())
		}
	}
}
