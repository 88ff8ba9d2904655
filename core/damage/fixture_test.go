package damage

import "github.com/twtw/twtw/core/card"

// fixtureEffect is a plausible effect grid, [row][column] as card.Card stores
// it. Values are distinct per cell so a wrong row or column shows.
var fixtureEffect = [card.EffectRows][card.NumColumns]uint8{
	{3, 4, 5, 6, 7},      // (1)4 (1)6 (1)8 (1)10 (1)12
	{5, 7, 9, 11, 13},    // (2)
	{8, 11, 14, 17, 20},  // (3)
	{10, 14, 18, 22, 26}, // (4)
	{13, 18, 23, 28, 33}, // (5)
	{15, 21, 27, 33, 39}, // (6)
	{18, 25, 32, 39, 46}, // (7)
}

// card16 is shaped like the book's card 16 (seed 001 "Bumping Hit Location"):
// standard belly, vitals one step up, right arm one step down. The chest
// above vitals and the triangle costs are ours.
func card16() *card.Card {
	return &card.Card{
		Number: 16,
		Effect: fixtureEffect,
		Stack: [card.StackSize]card.StackEntry{
			{Location: card.Chest, Cost: 2},
			{Location: card.Vitals, Cost: 1},
			{Location: card.Belly, Cost: 0},
			{Location: card.RightArm, Cost: 1},
		},
		Pen:     0,
		Clock:   4,
		Step:    2,
		Figures: [card.MaxFigures]uint8{1, 3, 0},
	}
}

// card50 is shaped like the book's card 50 (seed 001 "Bumping Hit Location",
// "Bumping Penetration"): left leg, right leg, left leg (standard), right
// leg; penetration modifier 0.
func card50() *card.Card {
	return &card.Card{
		Number: 50,
		Effect: fixtureEffect,
		Stack: [card.StackSize]card.StackEntry{
			{Location: card.LeftLeg, Cost: 2},
			{Location: card.RightLeg, Cost: 1},
			{Location: card.LeftLeg, Cost: 0},
			{Location: card.RightLeg, Cost: 1},
		},
		Pen:     0,
		Clock:   9,
		Step:    5,
		Figures: [card.MaxFigures]uint8{2, 4, 5},
	}
}

// headCard has the head one step above a chest standard.
func headCard() *card.Card {
	return &card.Card{
		Number: 40,
		Effect: fixtureEffect,
		Stack: [card.StackSize]card.StackEntry{
			{Location: card.Head, Cost: 2},
			{Location: card.Head, Cost: 1},
			{Location: card.Chest, Cost: 0},
			{Location: card.LeftArm, Cost: 1},
		},
		Pen: 1,
	}
}
