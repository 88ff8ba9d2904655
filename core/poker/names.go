package poker

// Rank spellings, indexed by rank 2..14.
var (
	rankNames = [...]string{2: "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}
	rankWords = [...]string{2: "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"}
	// suitLetters are the suits' letters in names, indexed by Suit.
	suitLetters = [...]byte{Clubs: 'C', Diamonds: 'D', Hearts: 'H', Spades: 'S'}
)

// tables holds every card's name and text, built once when the package is
// loaded and never changed, so that Name and Text do not allocate.
var tables = buildTables()

type nameTables struct {
	names, texts [Count]string
}

func buildTables() (t nameTables) {
	for n := range Card(Count) {
		switch n {
		case RedJoker:
			t.names[n], t.texts[n] = "RJ", "red joker"
		case BlackJoker:
			t.names[n], t.texts[n] = "BJ", "black joker"
		default:
			t.names[n] = rankNames[n.Rank()] + string(suitLetters[n.Suit()])
			t.texts[n] = rankWords[n.Rank()] + " of " + n.Suit().String()
		}
	}
	return t
}
