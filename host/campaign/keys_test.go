package campaign

import "testing"

// A campaign file's keys are read as they are spelt: the TOML decoder
// matched "disAbled" to the field disabled, and a file holding both
// spellings read one or the other from run to run. A key spelt otherwise is
// an unknown field at its line, with the field meant.
func TestCampaignKeysAreReadAsSpelt(t *testing.T) {
	const msg = `: unknown field disAbled (a campaign has name, ruleset, modules, disabled, scripts, deck, options, lock, ` +
		`lock_rules; keys are lower case); did you mean "disabled"?`
	for _, c := range []struct{ text, line string }{
		{"name = \"x\"\ndisAbled = [\"bumps\"]\n", "2"},
		{"name = \"x\"\ndisabled = [\"bumps\"]\ndisAbled = [\"risk\"]\n", "3"},
	} {
		for i := 0; i < 5; i++ { // the same answer every time
			_, err := decode("a.toml", []byte(c.text), fakeChecker{})
			if want := "a.toml:" + c.line + msg; err == nil || err.Error() != want {
				t.Fatalf("%q: error %v, want %q", c.text, err, want)
			}
		}
	}
}
