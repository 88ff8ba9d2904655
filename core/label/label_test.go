package label

import (
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
		{"Ha\u200dnk", MaxLen, `"Ha\u200dnk" holds a format character (U+200D), which changes how the text around it shows`},
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
}
