package campaign

import (
	"math"
	"reflect"
	"testing"
)

// ARCHITECTURE.md "Campaigns": the file is canonical TOML in a stable order, and
// decoding then encoding it again gives the same bytes.
func TestCampaignEncodeCanonical(t *testing.T) {
	c := &Campaign{
		Name:     "Gulch \"Dry\" \\ Creek\n\x01",
		Modules:  []string{"test.b", "test.a"},
		Disabled: []string{"off.z", "off.a"},
		Scripts:  []string{"house", "../common/rules"},
		Deck:     "",
		Options: map[string]map[string]any{
			"test.a": {"rate": 2.0, "n": int64(3), "mode": "burst", "flag": true, "big": 1e21, "inf": math.Inf(1), "odd key": "x"},
		},
		Lock: map[string]LockEntry{
			"test.a": {Version: "1.0.0", Hash: "aa"},
			"test.b": {Version: "2.1", Hash: "bb"},
			"off.a":  {Version: "1", Hash: "cc"}, // disabled: dropped
			"on.z":   {Version: "3", Hash: "dd"}, // default-on: after the modules, by name
			"on.b":   {Version: "4", Hash: "ee"},
		},
		Path:    "camp.toml",
		checker: fakeChecker{},
	}
	got, err := c.encode()
	if err != nil {
		t.Fatal(err)
	}
	want := `# twtw campaign file. ` + "`twtw campaign show FILE`" + ` explains it; the twtw campaign
# commands edit it safely and keep your comments (they say so when one has to go).
name = "Gulch \"Dry\" \\ Creek\n\u0001"
deck = "standard"
modules = [
  "test.b",
  "test.a",
]
disabled = [
  "off.z",
  "off.a",
]
scripts = [
  "house",
  "../common/rules",
]

[options."test.a"]
big = 1e+21
flag = true
inf = inf
mode = "burst"
n = 3
"odd key" = "x"
rate = 2.0

[lock."test.b"]
version = "2.1"
hash = "bb"

[lock."test.a"]
version = "1.0.0"
hash = "aa"

[lock."on.b"]
version = "4"
hash = "ee"

[lock."on.z"]
version = "3"
hash = "dd"
`
	if string(got) != want {
		t.Fatalf("encode:\n%s\nwant:\n%s", got, want)
	}
	back, err := decode("camp.toml", got, fakeChecker{})
	if err != nil {
		t.Fatal(err)
	}
	if back.Name != c.Name || back.Deck != StandardDeck || back.Options["test.a"]["n"] != int64(3) ||
		back.Options["test.a"]["rate"] != 2.0 || back.Options["test.a"]["flag"] != true || len(back.Lock) != 4 ||
		!reflect.DeepEqual(back.Disabled, c.Disabled) {
		t.Errorf("decoded %+v", back)
	}
	again, err := back.encode()
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != want {
		t.Errorf("re-encoded text differs:\n%s", again)
	}
}

// FuzzCampaignText: any text that decodes as a campaign encodes to text
// that decodes to the same campaign and encodes to the same bytes.
func FuzzCampaignText(f *testing.F) {
	f.Add([]byte("name = \"x\"\nmodules = [\"a.b\"]\n[options.\"a.b\"]\nn = 3\nf = 1.5\ns = \"q\\\"\"\n[lock.\"a.b\"]\nversion = \"1\"\nhash = \"h\"\n"))
	f.Add([]byte("name = 'lit'\ndeck = \"my deck.json\"\nmodules = []\n"))
	f.Add([]byte("name = \"\"\nmodules = [\"z\", \"y\"]\n[options.z]\nx = -0.0\ny = 1e300\nb = false\n"))
	f.Add([]byte("name = \"\\u00e9\\t\"\n[lock.z]\nversion = \"\"\nhash = \"\"\n"))
	f.Add([]byte("modules = [\"a\"]\n[options.a]\nn = nan\nm = -inf\n"))
	f.Add([]byte("modules = [\"a\"]\ndisabled = [\"c\", \"b\"]\n[lock.b]\nversion = \"1\"\nhash = \"h\"\n[lock.d]\nversion = \"2\"\nhash = \"i\"\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		c, err := decode("f.toml", text, fakeChecker{})
		if err != nil {
			return
		}
		enc, err := c.encode()
		if err != nil {
			t.Fatalf("encode of a decoded campaign: %v\n%s", err, text)
		}
		back, err := decode("f.toml", enc, fakeChecker{})
		if err != nil {
			t.Fatalf("decode of encoded text: %v\n%s", err, enc)
		}
		// Lock entries of disabled modules are not written.
		for _, name := range c.Disabled {
			delete(c.Lock, name)
		}
		c.normalize()
		if !sameCampaign(c, back) {
			t.Fatalf("round trip changed the campaign:\n%#v\n%#v\n%s", c, back, enc)
		}
		enc2, err := back.encode()
		if err != nil || string(enc2) != string(enc) {
			t.Fatalf("second encoding differs (%v):\n%s\n---\n%s", err, enc, enc2)
		}
	})
}

// sameCampaign compares campaigns, NaN options equal to NaN.
func sameCampaign(a, b *Campaign) bool {
	nan := func(c *Campaign) {
		for _, opts := range c.Options {
			for k, v := range opts {
				if f, ok := v.(float64); ok && math.IsNaN(f) {
					opts[k] = "NaN!"
				}
			}
		}
	}
	a, b = a.Clone(), b.Clone()
	a.lines, b.lines = nil, nil // where fields are in the text is not the campaign
	nan(a)
	nan(b)
	return reflect.DeepEqual(a, b)
}
