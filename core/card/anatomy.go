package card

import "math/rand/v2"

// The anatomy behind the standard deck's hit-location stacks (decided here).
//
// Heights, toward the head: head 4, chest 3, vitals 2, belly 1, each arm 1
// (arms hang beside the torso, their middle beside the belly), each leg 0.
// Card 16 (seed 001 "Bumping Hit Location") reads chest, vitals, belly, right
// arm from the top, which these heights follow.
//
// Adjacency (undirected): head–chest; chest–vitals, chest–right arm,
// chest–left arm; vitals–belly; belly–right arm, belly–left arm,
// belly–right leg, belly–left leg; right leg–left leg. The head touches only
// the chest (the neck); the vitals lie between chest and belly; the arms
// reach from the shoulders (chest) to the hips (belly) and never touch each
// other; the legs touch each other (card 50 alternates them) and the belly.
var heights = [NumLocations]int{
	Head: 4, Chest: 3, Vitals: 2, Belly: 1, RightArm: 1, LeftArm: 1, RightLeg: 0, LeftLeg: 0,
}

// neighbours lists each location's adjacent locations, in location order.
var neighbours = [NumLocations][]Location{
	Head:     {Chest},
	Vitals:   {Chest, Belly},
	Chest:    {Head, Vitals, RightArm, LeftArm},
	Belly:    {Vitals, RightArm, LeftArm, RightLeg, LeftLeg},
	RightArm: {Chest, Belly},
	LeftArm:  {Chest, Belly},
	RightLeg: {Belly, LeftLeg},
	LeftLeg:  {Belly, RightLeg},
}

// stepCandidates appends to dst the locations one stack step from l: up means
// adjacent locations at least as high as l, down adjacent locations at most as
// high. When there is none (up from the head) every neighbour qualifies, so
// the stack bounces back.
func stepCandidates(dst []Location, l Location, up bool) []Location {
	dst = dst[:0]
	for _, n := range neighbours[l] {
		if (up && heights[n] >= heights[l]) || (!up && heights[n] <= heights[l]) {
			dst = append(dst, n)
		}
	}
	if len(dst) == 0 {
		dst = append(dst, neighbours[l]...)
	}
	return dst
}

// walkStack builds a stack around the standard location std: slot 1 is one up
// step from std, slot 0 one up step from slot 1, slot 3 one down step from
// std, each chosen uniformly among stepCandidates. Costs are the distance
// from the standard slot: 2, 1, 0, 1.
func walkStack(rng *rand.Rand, std Location) [StackSize]StackEntry {
	var buf [NumLocations]Location
	pick := func(from Location, up bool) Location {
		c := stepCandidates(buf[:0], from, up)
		return c[rng.IntN(len(c))]
	}
	var s [StackSize]StackEntry
	s[StandardSlot] = StackEntry{Location: std}
	s[1] = StackEntry{Location: pick(std, true), Cost: 1}
	s[0] = StackEntry{Location: pick(s[1].Location, true), Cost: 2}
	s[3] = StackEntry{Location: pick(std, false), Cost: 1}
	return s
}
