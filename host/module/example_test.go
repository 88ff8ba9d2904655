package module_test

import (
	"fmt"

	"github.com/twtw/twtw/host/module"
)

// A catalog of a core rule and an optional module that requires it,
// resolved into a plan: the core rule first, then the optional module with
// its options checked against their types.
func ExampleCatalog_Resolve() {
	maxRounds := 10.0
	cat := module.NewCatalog("twtw", "1.0.0", nil)
	for _, m := range []*module.Manifest{
		{Name: "core.wounds", Version: "1.0.0", Kind: module.KindCore, Path: "rules/wounds.lua"},
		{
			Name: "bleeding", Version: "1.2.0", Kind: module.KindOptional, Path: "optional/bleeding.lua",
			Requires: []string{"core.wounds"},
			Options: []module.OptionSpec{{
				Name: "rounds", Type: "int", Default: int64(3), Max: &maxRounds,
				Doc: "rounds a wound bleeds",
			}},
		},
	} {
		if err := cat.Add(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	plan, err := cat.Resolve([]module.Enable{{Name: "bleeding", Options: map[string]any{"rounds": "5"}}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range plan {
		fmt.Println(p.Kind, p.Name, p.Version, p.Options)
	}
	_, err = cat.Resolve([]module.Enable{{Name: "bleeding", Options: map[string]any{"rounds": 12}}})
	fmt.Println(err)
	// Output:
	// core core.wounds 1.0.0 map[]
	// optional bleeding 1.2.0 map[rounds:5]
	// option bleeding.rounds: 12 is outside −∞..10
}
