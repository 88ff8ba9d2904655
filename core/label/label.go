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
// (runes, after NFC; a joiner counts): a name is read at the start of transcript lines. 64 is
// decided here, well above any name a table uses ("Mouthy vaquero" is 14).
const MaxLen = 64

// The joiners: Persian and Indic names need them inside a word ("Ali\u200cReza",
// a conjunct after a virama), and emoji sequences need ZWJ ("👩\u200d🚒").
const (
	zwnj = '\u200c' // ZERO WIDTH NON-JOINER
	zwj  = '\u200d' // ZERO WIDTH JOINER
)

// Check returns why s is no fit name, or nil (the message quotes s, but
// for one too long, which it counts): blank, white space at its start or
// end, a control or format character (Unicode category Cc or Cf: a bidi
// override, a zero-width space), or more than max characters (max 0: no
// limit). The two joiners are the format characters a name may hold, each
// only between two characters it joins: U+200C ZERO WIDTH NON-JOINER between
// two letters (or combining marks, such as a virama), U+200D ZERO WIDTH
// JOINER between two letters or two emoji; anywhere else (at an end,
// beside a space, two in a row) they are refused. The empty text is blank;
// a caller with an optional name checks a non-empty one.
func Check(s string, max int) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("%q is not UTF-8 text", s)
	}
	if n := utf8.RuneCountInString(norm.NFC.String(s)); max > 0 && n > max {
		return fmt.Errorf("%d characters, over the limit of %d", n, max)
	}
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case unicode.IsControl(r):
			return fmt.Errorf("%q holds a control character (%U)", s, r)
		case r == zwnj && !joins(rs, i, inWord):
			return fmt.Errorf("%q holds a zero width non-joiner (%U) that is not between two letters: write it only inside a word", s, r)
		case r == zwj && !joins(rs, i, inWordOrEmoji):
			return fmt.Errorf("%q holds a zero width joiner (%U) that is not between two letters or two emoji: write it only inside a word or an emoji sequence", s, r)
		case r != zwnj && r != zwj && unicode.Is(unicode.Cf, r):
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

// joins says whether the joiner at rs[i] stands between two characters
// that ok accepts.
func joins(rs []rune, i int, ok func(rune) bool) bool {
	return i > 0 && i+1 < len(rs) && ok(rs[i-1]) && ok(rs[i+1])
}

// inWord is a letter or a combining mark (a virama, an accent).
func inWord(r rune) bool { return unicode.IsLetter(r) || unicode.IsMark(r) }

// inWordOrEmoji is inWord, or an emoji: a symbol (Unicode category So,
// where the emoji are) or a skin-tone modifier (U+1F3FB..U+1F3FF); the
// emoji presentation selector U+FE0F is a mark.
func inWordOrEmoji(r rune) bool {
	return inWord(r) || unicode.Is(unicode.So, r) || r >= 0x1F3FB && r <= 0x1F3FF
}

// Key is the form names are compared in: Unicode NFC, so that one name
// written with composed or decomposed letters is one name, without the
// joiners, which show as nothing between Latin letters ("Ha\u200dnk" is
// "Hank" to the eye).
func Key(s string) string { return norm.NFC.String(stripJoiners.Replace(s)) }

var stripJoiners = strings.NewReplacer(string(zwnj), "", string(zwj), "")
