-- retable/short_ladder.lua — probe.short_ladder: test data for
-- tests/provenance_shootout_test.go. It ends the Expertise ladder at Slob
-- (d20), so the bottom of the ladder a term keeps a shot on is credited to
-- a set that removed a level (retable_spec.lua). Off in the campaign; the
-- spec switches it on with twtw.use.
return {
  name = "probe.short_ladder",
  version = "1.0.0",
  summary = "Ends the Expertise ladder at Slob: no Neophyte",
  source = "test data: the data references of seed 004's terms",
  requires = { "shootout.traits" },
  setup = function(api)
    api.set("expertise.levels", function(old) old[7] = nil return old end)
  end,
}
