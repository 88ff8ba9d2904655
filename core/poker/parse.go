package poker

import "fmt"

// cardSyntax is what ParseCard wants, for its errors.
const cardSyntax = "want a rank 2..10, T, J, Q, K or A and a suit C, D, H or S (such as KH, 10S, TS, AS), or RJ or BJ for the jokers"

// ParseCard reads a card's short name, in any case: a rank (2 … 10, T for ten,
// J, Q, K, A) and a suit letter (C, D, H, S), such as "KH", "10S", "ts",
// "As"; or "RJ" for the red joker and "BJ" for the black joker. Anything else
// is an error naming the text.
func ParseCard(name string) (Card, error) {
	if len(name) < 2 || len(name) > 3 {
		return 0, fmt.Errorf("poker: card %q: %s", name, cardSyntax)
	}
	last := upper(name[len(name)-1])
	head := name[:len(name)-1]
	if last == 'J' && len(head) == 1 {
		switch upper(head[0]) {
		case 'R':
			return RedJoker, nil
		case 'B':
			return BlackJoker, nil
		}
	}
	var suit Suit
	switch last {
	case 'C':
		suit = Clubs
	case 'D':
		suit = Diamonds
	case 'H':
		suit = Hearts
	case 'S':
		suit = Spades
	default:
		return 0, fmt.Errorf("poker: card %q: no suit %q: %s", name, name[len(name)-1:], cardSyntax)
	}
	rank := parseRank(head)
	if rank == 0 {
		return 0, fmt.Errorf("poker: card %q: no rank %q: %s", name, head, cardSyntax)
	}
	return Card(4*(rank-2) + int(suit)), nil
}

// parseRank returns the rank 2..14 that s names, or 0.
func parseRank(s string) int {
	if s == "10" {
		return 10
	}
	if len(s) != 1 {
		return 0
	}
	switch c := upper(s[0]); {
	case c >= '2' && c <= '9':
		return int(c - '0')
	case c == 'T':
		return 10
	case c == 'J':
		return 11
	case c == 'Q':
		return 12
	case c == 'K':
		return 13
	case c == 'A':
		return 14
	}
	return 0
}

// upper returns an ASCII letter in upper case and any other byte as it is.
func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}
