-- houserules/both_barrels.lua — posse.both_barrels: a shotgun runs dry
-- after both barrels, not on a double.
-- House rule. Seed 004 "Hit Locations": "NOTE Shotguns run out of ammo after
-- any double." The core reads "double" as the two location dice showing the
-- same face (rules/shooting.lua shoot.empties). Many tables read it as the
-- double-barrelled shotgun firing its second barrel: this house rule makes
-- that the rule — a shotgun is empty once it has fired `barrels` shots
-- (option, default 2) since it was last loaded, whatever the dice show, and
-- needs reloading (rules/actions.lua: a black card or a special move).
--
-- Rules changed: shoot.empties (never on dice) and a listener on
-- "shot.resolved" that counts the barrels.
local M = {
  name = "posse.both_barrels",
  version = "1.0.0",
  summary = "A shotgun is empty after both barrels are fired, not on a double",
  source = "house rule; changes seed 004 \"Hit Locations\" (\"Shotguns run out of ammo after any double\")",
  ruleset = "shootout >= 1.0", requires = { "shootout.shooting" },
  options = {
    barrels = { type = "int", default = 2, min = 1, max = 8, doc = "shots a shotgun fires before it must be reloaded" },
  },
}

function M.setup(api, opts)
  api.wrap("shoot.empties", function(next, ctx, d6, d8)
    if ctx.weapon.class == "shotgun" then return false end
    return next(ctx, d6, d8)
  end)

  api.on("shot.resolved", function(fight, ctx, out)
    local w = ctx.weapon
    if w.class ~= "shotgun" then return end
    w.barrels = (w.barrels or 0) + 1
    if w.barrels >= opts.barrels then
      w.barrels, w.empty = 0, true
      if api.logging() then
        api.log("empty", { who = ctx.attacker.name, text = string.format("%s has fired both barrels: the %s is empty",
          ctx.attacker.name, w.name) })
      end
    end
  end)
end

return M
