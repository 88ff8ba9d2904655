package campaign_test

import (
	"errors"
	"fmt"

	"github.com/twtw/twtw/host/campaign"
)

// noEngine is a Checker enough to read a campaign: it knows the ruleset
// twtw and no built-in folder, and builds no engine (package host's checker
// does).
type noEngine struct{}

func (noEngine) Ruleset(name string) error {
	if name != "twtw" {
		return fmt.Errorf("unknown ruleset %q", name)
	}
	return nil
}

func (noEngine) Builtin(_, dir string) error    { return fmt.Errorf("no folder %s", dir) }
func (noEngine) Deck(string) error              { return nil }
func (noEngine) MountName(folder string) string { return folder }
func (noEngine) Catalog(*campaign.Campaign) (campaign.Modules, error) {
	return nil, errors.New("no engine")
}
func (noEngine) Plan(*campaign.Campaign) (*campaign.Plan, error) { return nil, errors.New("no engine") }

// Parse reads a campaign's text and checks its fields; a fault names the
// file, the line and the field.
func Example() {
	c, err := campaign.Parse("gulch.toml", []byte(`name = "Gulch"
modules = ["bleeding"]

[options.bleeding]
rate = 2
`), noEngine{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Name, c.Modules, c.Deck, c.Options["bleeding"]["rate"])

	_, err = campaign.Parse("gulch.toml", []byte(`name = "Gulch"
modules = [
  "bleeding",
  "bleeding",
]
`), noEngine{})
	fmt.Println(err)
	// Output:
	// Gulch [bleeding] standard 2
	// gulch.toml:4: modules[2]: "bleeding" is listed twice
}
