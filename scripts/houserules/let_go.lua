-- houserules/let_go.lua — gulch.let_go: letting go of a weapon to free a
-- hand costs AP, or is not allowed at all.
-- House rule (Gulch campaign). Technique: WRAP A RULE DRIVEN BY ITS OPTIONS
-- (`twtw campaign set FILE gulch.let_go.ap=2`, `gulch.let_go.forbid=true`).
--
-- What: core (rules/letgo.lua, rule combatant.let_go_cost) rules that a man
-- whose hands are full lets go of what a hand holds at no cost, as part of
-- the draw, fast draw or pick-up that wants the hand (the weapon falls at
-- his feet). This house rule makes it cost `ap` AP (option, default 1: he
-- sets the weapon down, or sheathes it, rather than letting it fall), paid
-- with the draw; with `forbid` (option, default false) a weapon in hand is
-- never let go of, and hands full stay full — the seeds read strictly, as
-- they have no action to put a weapon down. The tactics follow either way
-- (tactics.swap asks combatant.let_go_cost): with `forbid` they reload or
-- clear the gun in hand, with a cost they drop it only when the AP are there.
--
-- Why a group wants it: a free swap lets a gunman drop a dry Winchester in
-- the dirt and fast draw his Colt in the same instant; groups who want
-- running dry to hurt make the swap cost something, or take it away.
--
-- Seed rule changed: rules/letgo.lua combatant.let_go_cost (decided there
-- from seed 000 "Fast Draw": "weapon dropped" among a Calamity's outcomes).
local M = {
  name = "gulch.let_go",
  version = "1.0.0",
  summary = "Letting go of a weapon in hand to free the hand costs ap AP, or (forbid) is not allowed",
  source = "house rule; changes rules/letgo.lua (seed 000 \"Fast Draw\")",
  options = {
    ap = { type = "int", default = 1, min = 0, max = 4, doc = "AP letting go of a weapon in hand costs" },
    forbid = { type = "bool", default = false, doc = "a weapon in hand is never let go of: hands full stay full" },
  },
}

function M.setup(api, opts)
  api.wrap("combatant.let_go_cost", function(next, c, w)
    if opts.forbid then return nil, "gulch.let_go: no weapon in hand is let go of" end
    local n, why = next(c, w)
    if n == nil then return nil, why end
    return n + opts.ap
  end)
end

return M
