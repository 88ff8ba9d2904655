-- bad/die.lua — probe.die: test data for tests/rulesets_test.go. It gives
-- the Neophyte a die of no sides (seed 004: "Neophyte d30"): refused when
-- the rules are built (rules/datacheck.lua), where dice.d(0) failed
-- mid-fight.
return {
  name = "probe.die",
  version = "1.0.0",
  summary = "The Neophyte rolls a d0 (a slip)",
  source = "test data: seed 004 Expertise",
  requires = { "shootout.traits" },
  setup = function(api)
    api.set("expertise.levels", function(old)
      old[7].die = 0
      return old
    end)
  end,
}
