package coverage

// SweepResult is the rule coverage of every built-in scenario of a ruleset
// under its core rules and under every optional module.
type SweepResult struct {
	Ruleset   string            `json:"ruleset"`
	Scenarios []string          `json:"scenarios"`
	Sets      []string          `json:"rule_sets"` // what each rule set ran
	FirstSeed uint64            `json:"first_seed"`
	Runs      int               `json:"runs"` // seeds per scenario and rule set
	Coverage  *Coverage         `json:"coverage"`
	Exempt    map[string]string `json:"exempt,omitempty"` // coverage.exempt
	// Gaps are the core and optional rules (and links) that never ran,
	// exempt or not; house rules are left out.
	Gaps []Gap `json:"gaps"`
	// Stale are coverage.exempt entries that ran after all or name nothing.
	Stale []string `json:"stale,omitempty"`
}

// Missing returns the gaps coverage.exempt does not excuse.
func (r *SweepResult) Missing() []Gap {
	var out []Gap
	for _, g := range r.Gaps {
		if g.Exempt == "" {
			out = append(out, g)
		}
	}
	return out
}
