package check

import "github.com/twtw/twtw/core/card"

// column sets the cause cells of one column of c, row 1 first.
func column(c *card.Card, col card.Column, values ...uint8) {
	for i, v := range values {
		c.Cause[i][col].Value = v
	}
}

// fastDrawCard is card 37 as seed 000 "Fast Draw" describes it: "showing 9
// and 1 in the d10 column" (rows 1 and 2). The other cells are fixture values.
func fastDrawCard() *card.Card {
	c := &card.Card{Number: 37}
	column(c, card.D4, 3, 2, 4, 1, 5)
	column(c, card.D6, 4, 6, 1, 2, 3)
	column(c, card.D8, 7, 2, 8, 5, 1)
	column(c, card.D10, 9, 1, 6, 10, 3)
	column(c, card.D12, 2, 11, 7, 12, 4)
	return c
}
