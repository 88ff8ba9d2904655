package host_test

import (
	"context"
	"errors"
	"fmt"
	"testing/fstest"
	"time"

	"github.com/twtw/twtw/host"
)

// Tell a house rule that ran too long (Options.CallTimeout:
// host.ErrCallTimeout) from the program's own deadline
// (context.DeadlineExceeded).
func Example_callTimeout() {
	spin := `return { name = "gulch.spin", version = "1.0.0", summary = "never ends", source = "house rule",
  setup = function(api) api.on("round.start", function() while true do end end) end }
`
	e, err := host.New(host.Options{
		Layers:      []host.Layer{{Name: "example", FS: fstest.MapFS{"houserules/spin.lua": {Data: []byte(spin)}}}},
		Enable:      []host.Enable{{Name: "gulch.spin"}},
		CallTimeout: 500 * time.Millisecond, // every call's, each module's load too
	})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	sc, err := host.BuiltinScenario("", "duel")
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, err = e.Fight(ctx, sc, host.FightOptions{Seed: 1})
	fmt.Println(err)
	fmt.Println("the rule's deadline:", errors.Is(err, host.ErrCallTimeout))
	fmt.Println("the program's deadline:", errors.Is(err, context.DeadlineExceeded))
	// Output:
	// rule round.run failed in a listener of round.start (module gulch.spin): houserules/spin.lua:2: script stopped: deadline of 500ms exceeded
	// the rule's deadline: true
	// the program's deadline: false
}
