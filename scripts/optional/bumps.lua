-- optional/bumps.lua — bumps are an optional result; on unless a campaign
-- switches them off.
-- seed 001 "Optional Results: Bumps": "If the result generated exceeds the TN
-- by 4 or more, a bump has been achieved. For each full multiple of 4 above
-- the TN one bump is awarded. For a TN 5 task, bumps would occur on 9, 13,
-- 17, etc." The heading calls them optional; every worked example of the
-- seeds assumes them, so this module is default_on.
--
-- ON (the default): the data rule bumps.enabled = {on = true, step} exists and
-- the core behaves as written — checks award bumps (api.action.check), bumps.spend
-- spends them. OFF: bumps.enabled does not exist, and the core reads that as
-- "no bumps". The core's part of the contract (core.checks, core.bumps):
--   * check.trait / check.skill: after api.action.check, when
--     bumps.enabled is not defined (api.has) or its `on` is not true, set r.bumps = 0
--     (so the attack log, fast draw and every other reader see none); when
--     on, pass step = bumps.enabled.step unless the caller gave one;
--   * bumps.spend: when bumps are off, spend nothing (the zero spend).
-- bumps.enabled is owned by this module: core modules must not define it.
-- The Accurate attack type's location step follows the step in force: seed
-- 000 "Hand to Hand Attack Types": "Accurate: Hit location bumps available
-- every 3 instead of every 4 (cost one less…)" — one less than the step, so
-- with step = 5 an Accurate blow gets a location bump every 4 (at least 1).
-- The core defines bumps.accurate_step at 3 (rules/bumps.lua); this module
-- sets it from its step, and the location spend's term names the entry.
-- Seed 000's fixed "damage only" bumps (a head hit's 2, vitals 1, Strength,
-- maneuvers) are not check bumps and stay either way.
local M = {
  name = "bumps",
  version = "1.0.0",
  summary = "Bumps: a bump per full 4 over the TN, spent on location, penetration, damage (on by default)",
  source = "seed 001 \"Optional Results: Bumps\", \"Using Bumps\"",
  default_on = true,
  options = {
    step = { type = "int", default = 4, min = 1, max = 12,
      doc = "result over the TN per bump (seed 001: \"each full multiple of 4\")" },
  },
}

function M.setup(api, opts)
  api.define("bumps.enabled", { on = true, step = opts.step },
    "bumps are in play (seed 001 \"Optional Results: Bumps\"); absent = no bumps awarded or spent")
  -- Accurate is "one less" than the step in force (seed 000 "Hand to Hand Attack Types")
  api.set("bumps.accurate_step", function(t)
    t.step = math.max(1, opts.step - 1)
    return t
  end)
end

return M
