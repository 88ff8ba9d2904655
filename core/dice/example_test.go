package dice_test

import (
	"fmt"

	"github.com/twtw/twtw/core/dice"
)

func ExampleParse() {
	for _, text := range []string{"2d6+1", "D8", "d100", "2d6 + 1", "0d6"} {
		s, err := dice.Parse(text)
		fmt.Println(s.N, s.Sides, s.Mod, err)
	}
	// Output:
	// 2 6 1 <nil>
	// 1 8 0 <nil>
	// 1 100 0 <nil>
	// 0 0 0 dice: spec "2d6 + 1": " + 1" after the sides: want NdM, NdM+K or NdM-K, such as 2d6+1, d8 or d100
	// 0 0 0 dice: spec "0d6": 0 dice: want 1..100
}

func ExampleRoller_Record() {
	r := dice.New(7)
	spec, _ := dice.Parse("2d6+1")
	var rec dice.Roll
	if err := r.Record(spec, &rec); err != nil {
		fmt.Println(err)
	}
	fmt.Println(rec.Text())
	// Output: 2d6+1: 1+2+1 = 4
}

func ExampleRoller_Stack() {
	r := dice.New(1)
	_ = r.Stack(3, 5, 9)
	fmt.Println(r.D(6), r.D(8))
	_, err := r.TryD(6)
	fmt.Println(err)
	fmt.Println(r.D(10))
	// Output:
	// 3 5
	// dice: stacked face 9 is larger than the d6 rolled
	// 9
}

func ExampleRoller_D100() {
	r := dice.New(1)
	_ = r.Stack(100, 37)
	fmt.Println(r.D100())
	fmt.Println(r.D100())
	// Output:
	// 100 0 0
	// 37 3 7
}
