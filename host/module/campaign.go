package module

import "github.com/twtw/twtw/host/campaign"

// A catalog is what a campaign asks about its modules.
var _ campaign.Modules = (*Catalog)(nil)

// CampaignModule returns the named module as a campaign sees it.
func (c *Catalog) CampaignModule(name string) (campaign.Module, bool) {
	m, ok := c.byName[name]
	if !ok {
		return campaign.Module{}, false
	}
	return campaignModule(m), true
}

// CampaignModules returns every module as a campaign sees it, in the order
// of Modules.
func (c *Catalog) CampaignModules() []campaign.Module {
	ms := c.Modules()
	out := make([]campaign.Module, len(ms))
	for i, m := range ms {
		out[i] = campaignModule(m)
	}
	return out
}

// campaignModule is what a campaign needs of a manifest.
func campaignModule(m *Manifest) campaign.Module {
	return campaign.Module{
		Name: m.Name, Version: m.Version, Hash: m.Hash, Path: m.Path, From: m.From,
		Core: m.Kind == KindCore, Optional: m.Kind == KindOptional, DefaultOn: m.DefaultOn,
		Requires: m.Requires,
	}
}
