package label

import (
	"fmt"
	"strings"
	"testing"
)

// Check says why a name is no fit one, or nothing; max 0 sets no length.
func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		s    string
		max  int
		want string
	}{
		{"Hank", MaxLen, ""},
		{"Ñandú 🤠", MaxLen, ""},
		{"", MaxLen, `"" is blank`},
		{" \t", MaxLen, `" \t" holds a control character (U+0009)`},
		{"\u3000", MaxLen, `"\u3000" is blank`},
		{" Hank", MaxLen, `" Hank" starts with white space (U+0020): write it without`},
		{"Hank\u00a0", MaxLen, `"Hank\u00a0" ends with white space (U+00A0): write it without`},
		{"\u200dHank", MaxLen, `"\u200dHank" holds a zero width joiner (U+200D) that is not between two letters or two emoji: write it only inside a word or an emoji sequence`},
		{"Hank\u200d", MaxLen, `"Hank\u200d" holds a zero width joiner (U+200D) that is not between two letters or two emoji: write it only inside a word or an emoji sequence`},
		{"Ha\u200d\u200dnk", MaxLen, `"Ha\u200d\u200dnk" holds a zero width joiner (U+200D) that is not between two letters or two emoji: write it only inside a word or an emoji sequence`},
		{"1\u200d2", MaxLen, `"1\u200d2" holds a zero width joiner (U+200D) that is not between two letters or two emoji: write it only inside a word or an emoji sequence`},
		{"Ali \u200cReza", MaxLen, `"Ali \u200cReza" holds a zero width non-joiner (U+200C) that is not between two letters: write it only inside a word`},
		{"\u200cAli", MaxLen, `"\u200cAli" holds a zero width non-joiner (U+200C) that is not between two letters: write it only inside a word`},
		{"\U0001F469\u200c\U0001F692", MaxLen, "\"\U0001F469\\u200c\U0001F692\" holds a zero width non-joiner (U+200C) that is not between two letters: write it only inside a word"},
		{"\xff", MaxLen, `"\xff" is not UTF-8 text`},
		{strings.Repeat("e\u0301", 64), MaxLen, ""}, // 64 characters once composed
		{strings.Repeat("e", 65), MaxLen, "65 characters, over the limit of 64"},
		{strings.Repeat("e", 65), 0, ""},
	} {
		got := ""
		if err := Check(tc.s, tc.max); err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("Check(%q, %d) = %q, want %q", tc.s, tc.max, got, tc.want)
		}
	}
	if Key("Jose\u0301") != "Jos\u00e9" || Key("Jos\u00e9") != "Jos\u00e9" {
		t.Errorf("Key does not compose: %q", Key("Jose\u0301"))
	}
	// a joiner shows as nothing between Latin letters: the name is "Hank"
	if Key("Ha\u200dnk") != "Hank" || Key("Ali\u200cReza") != "AliReza" {
		t.Errorf("Key keeps the joiners: %q, %q", Key("Ha\u200dnk"), Key("Ali\u200cReza"))
	}
}

// The joiners stand inside a word or an emoji sequence: Persian and Indic
// names and emoji sequences need them.
func TestCheckAcceptsJoinersInsideAWord(t *testing.T) {
	for _, s := range []string{
		"Ali\u200cReza",                        // a Persian name written in Latin letters
		"Ha\u200dnk",                           // accepted; Key makes it one name with "Hank"
		"\u0645\u06cc\u200c\u0631\u0648\u062f", // Persian: a ZWNJ between two letters
		"\u0915\u094d\u200d\u0937",             // Devanagari: KA, VIRAMA, ZWJ, SSA (a half form)
		"\u0915\u094d\u200c\u0937",             // the same with ZWNJ (the virama shown)
		"\U0001F469\u200d\U0001F692",           // woman firefighter
		"\U0001F469\U0001F3FD\u200d\U0001F692", // the same with a skin tone
		"\U0001F3F3\ufe0f\u200d\U0001F308",     // rainbow flag (after the emoji selector)
		"Hank \U0001F469\u200d\U0001F692",
	} {
		if err := Check(s, MaxLen); err != nil {
			t.Errorf("Check(%q): %v, want it accepted", s, err)
		}
	}
}

// Every other format character is refused wherever it stands, between two
// letters too: the bidi controls (embeddings and overrides, isolates, the
// marks LRM, RLM and ALM), the zero-width space, the byte order mark, the
// word joiner, a soft hyphen.
func TestCheckRefusesOtherFormatCharacters(t *testing.T) {
	for _, r := range []rune{
		0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
		0x200E, 0x200F, 0x061C, 0x200B, 0xFEFF, 0x2060, 0x00AD,
	} {
		s := "Ha" + string(r) + "nk"
		want := fmt.Sprintf("%q holds a format character (%U), which changes how the text around it shows", s, r)
		if err := Check(s, MaxLen); err == nil || err.Error() != want {
			t.Errorf("Check(%q) = %v, want %q", s, err, want)
		}
	}
}
