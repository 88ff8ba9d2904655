// Package label checks the names people read in a transcript and tell
// apart by eye: a combatant's name and side, a scenario's name, a deck's
// name. Two names that look alike must be one name: no white space at
// either end ("A " beside "A"), no control or format characters (a newline
// forges a transcript line, U+202E turns the text after it around), and
// names are compared in one Unicode form (Key), so that "José" written
// with a combining accent is the same name as "José" written with "é".
package label

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxLen is the longest a combatant's name or side may be, in characters
// (runes, after NFC): a name is read at the start of transcript lines. 64 is
// decided here, well above any name a table uses ("Mouthy vaquero" is 14).
const MaxLen = 64

// Check returns why s is no fit name, or nil (the message quotes s, but
// for one too long, which it counts): blank, white space at its start or end, a control or format
// character (Unicode category Cc or Cf: a bidi override, a zero-width
// joiner), or more than max characters (max 0: no limit). The empty text
// is blank; a caller with an optional name checks a non-empty one.
func Check(s string, max int) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("%q is not UTF-8 text", s)
	}
	if n := utf8.RuneCountInString(Key(s)); max > 0 && n > max {
		return fmt.Errorf("%d characters, over the limit of %d", n, max)
	}
	for _, r := range s {
		switch {
		case unicode.IsControl(r):
			return fmt.Errorf("%q holds a control character (%U)", s, r)
		case unicode.Is(unicode.Cf, r):
			return fmt.Errorf("%q holds a format character (%U), which changes how the text around it shows", s, r)
		}
	}
	first, _ := utf8.DecodeRuneInString(s)
	last, _ := utf8.DecodeLastRuneInString(s)
	switch {
	case strings.TrimSpace(s) == "":
		return fmt.Errorf("%q is blank", s)
	case unicode.IsSpace(first):
		return fmt.Errorf("%q starts with white space (%U): write it without", s, first)
	case unicode.IsSpace(last):
		return fmt.Errorf("%q ends with white space (%U): write it without", s, last)
	}
	return nil
}

// Key is the form names are compared in: Unicode NFC, so that one name
// written with composed or decomposed letters is one name.
func Key(s string) string { return norm.NFC.String(s) }
