-- bad/letter.lua — probe.letter: test data for tests/rulesets_test.go. It
-- makes the head's row 2 Mortal but types the letter lower-case, which the
-- Hit Location Chart has no code for (seed 004: F, M, W, S): refused when
-- the rules are built (rules/datacheck.lua).
return {
  name = "probe.letter",
  version = "1.0.0",
  summary = "Head row 2 is m (a slip for M)",
  source = "test data: seed 004 Hit Location Chart",
  requires = { "shootout.locations" },
  setup = function(api)
    api.set("locations.chart", function(old)
      old[1].rows[2] = "m"
      return old
    end)
  end,
}
