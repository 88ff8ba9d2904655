-- houserules/snagged_draw.lua — gulch.snagged_draw: a botched fast draw
-- snags the gun in the holster instead of dropping it in the dirt.
-- House rule (Gulch campaign). Technique: REPLACE A CORE RULE (api.replace,
-- with the rule named in the manifest's `replaces`).
--
-- What: seed 000 "Fast Draw", Key: "Calamity: Dramatic failure as determined
-- by the Judge". Core (rules/fastdraw.lua, rule fastdraw.calamity) decides
-- the Judge's default: the weapon is dropped (weapon.dropped; getting it back
-- takes a pickup action, Normal, 1 AP). This house rule replaces that
-- default: the gun catches on the holster — not drawn, not dropped — so the
-- turn is spent (as for Hesitate) and the next draw can be tried at once.
-- Nothing else about the fast draw changes (TN, table, bumps).
--
-- Why a group wants it: at the table a dropped gun in a quick-draw duel ends
-- the duel on one card; groups that want the duel decided by the next
-- exchange, not by a single calamity, soften it. It is a REPLACE rather than
-- a wrap because the house rule does not build on the core's result — it
-- says what a calamity is. Only one module may replace a rule: another
-- replacer of fastdraw.calamity is refused when both are on.
--
-- Seed rule changed: rules/fastdraw.lua fastdraw.calamity (seed 000 "Fast
-- Draw", Key: Calamity).
local M = {
  name = "gulch.snagged_draw",
  version = "1.0.0",
  summary = "A fast-draw calamity snags the gun in the holster (turn spent) instead of dropping it",
  source = "house rule; changes seed 000 \"Fast Draw\" (Key: Calamity)",
  replaces = { "fastdraw.calamity" },
}

function M.setup(api)
  api.replace("fastdraw.calamity", function(c, weapon, r)
    weapon.drawn, weapon.dropped = false, false
    return "the gun snags in the holster"
  end)
end

return M
