-- retable/braced.lua — probe.braced: test data for
-- tests/provenance_shootout_test.go. A house rule's own context field: a
-- shooter braced on a rail (ctx.braced, `twtw explain --opt braced=true`)
-- shoots one Expertise level better (seed 004 "Expertise" counts levels on
-- the dice ladder). Off in the campaign; the test switches it on.
return {
  name = "probe.braced",
  version = "1.0.0",
  summary = "A shooter braced on a rail shoots one level better",
  source = "test data: seed 004 \"Expertise\"",
  requires = { "shootout.shooting" },
  setup = function(api)
    api.wrap("expertise.modifiers", function(next, ctx, t)
      local r = next(ctx, t)
      if ctx.braced then t:add(-1, "braced on a rail", "braced") end
      return r
    end)
  end,
}
