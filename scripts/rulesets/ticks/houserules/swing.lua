-- houserules/swing.lua — "Swing": each side of an opposed test adds a die.
-- House rule; changes seed 003 "Tests" ("you will each calculate a total
-- score ... and the higher one wins. (In the unlikely event of a tie, the
-- defender ... wins.)").
--
-- Why a table wants it: by the book a maneuver's outcome is known before it
-- is declared (no die is rolled), so the strong always win their tests. A
-- die on each side (d10 by default) lets an underdog's Trip or Disarm come off
-- now and then; ties still go to the defender. Tests against a difficulty stay
-- diceless. Technique: wrap a rule (test.opposed); the rolls are terms, so
-- `twtw explain` shows them with file:line. The default tactics still plan
-- on the book's numbers (the dice are luck).
local M = {
  name = "ticks.swing",
  version = "1.0.0",
  summary = "Opposed tests: each side adds a die (d10 by default)",
  source = "house rule; seed 003 \"Tests\"",
  ruleset = "ticks >= 1.0", requires = { "ticks.tests" },
  options = {
    die = { type = "int", default = 10, min = 2, max = 100, doc = "sides of the die each side adds" },
  },
}

function M.setup(api, opts)
  api.wrap("test.opposed", function(next, a, d, a_score, d_score)
    a_score:add(api.dice.d(opts.die), string.format("swing: d%d", opts.die), "swing")
    d_score:add(api.dice.d(opts.die), string.format("swing: d%d", opts.die), "swing")
    return next(a, d, a_score, d_score)
  end)
end

return M
