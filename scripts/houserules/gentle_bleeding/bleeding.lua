-- gentle_bleeding/bleeding.lua — a gentler optional bleeding rule, under the
-- built-in module's own name ("bleeding"), so a campaign that mounts this
-- folder plays it in place of the built-in.
-- House rule, example campaign folder (mount it with
--   scripts = ["builtin:houserules/gentle_bleeding"]
-- and enable "bleeding"). Technique: REWRITE A BUILT-IN MODULE UNDER ITS OWN
-- NAME — `twtw modules --plan` says that this file replaces
-- optional/bleeding.lua.
--
-- What (against the built-in, optional/bleeding.lua, seed 000 "Optional
-- Bleeding Rules": "a heavy wound … 1 CT per round. Seriously wounded
-- characters bleed 2 CT per round. Critically wounded limbs bleed 3 CT per
-- round. A character reduced to negative their starting CT level by bleeding
-- has bled to death."):
--   * rates: heavy 0, serious 1, critical limb 2 CT a round (options heavy,
--     serious, critical — the built-in's option names, so a campaign's
--     settings carry over);
--   * nobody bleeds to death: bleeding stops at CT 0 (it can knock a
--     character out, never kill) — option to_death = true restores the
--     seed's death at −(starting CT);
--   * a successful Medicine check stops the bleeding (bleeding.bandage, or
--     the Slow action "bandage" on someone within 1 pace): Standard (5)
--     (option bandage_tn), anyone may try (untrained reads the d4 column); a
--     new wound of Heavy or worse opens it again.
-- As in the built-in: the worst bleeding part sets the rate (not a sum),
-- bleeding happens at the end step of each round ("round.end"), the dead do
-- not bleed, state.bleeding_stopped stops it.
--
-- Why a group wants it: the seed's bleeding turns every Serious wound into a
-- countdown that kills more heroes after the fight than during it; this
-- keeps the pressure (CT still drains, a friend with bandages matters) and
-- takes out the slow death.
--
-- Seed rule changed: optional/bleeding.lua (seed 000 "Optional Bleeding
-- Rules"). Rules defined, as the built-in's: bleeding.rates, bleeding.rate,
-- bleeding.bleed; new: bleeding.bandage, action.bandage.
local M = {
  name = "bleeding",
  version = "1.0.0+gentle", -- semver build metadata: tells the transcript header it is not the built-in
  summary = "Gentle bleeding: heavy 0, serious 1, critical limb 2 CT a round; stops at CT 0; Medicine stops it",
  source = "house rule (gentle_bleeding); rewrites seed 000 \"Optional Bleeding Rules\"",
  options = {
    heavy = { type = "int", default = 0, min = 0, max = 20, doc = "CT a round bled from a heavy wound (level 3)" },
    serious = { type = "int", default = 1, min = 0, max = 20, doc = "CT a round bled from a serious wound (level 4)" },
    critical = { type = "int", default = 2, min = 0, max = 20, doc = "CT a round bled from a critically wounded limb (level 5)" },
    to_death = { type = "bool", default = false, doc = "bleeding goes on below CT 0 and kills at −(starting CT), as in the seed" },
    bandage_tn = { type = "int", default = 5, min = 3, max = 13, doc = "TN of the Medicine check that stops bleeding" },
  },
}

-- BLEEDS is the first wound level that bleeds (seed 000: "a heavy wound").
local BLEEDS = 3

local copy = require("lib.tables").copy

-- RATE_REFS[level]: what a bleeding line's CT is read from — rule
-- bleeding.rate, its entry of bleeding.rates and the option that filled it;
-- BANDAGE_TN: the option the bandage TN is.
local RATE_REFS = {}
for level, option in pairs({ [3] = "heavy", [4] = "serious", [5] = "critical" }) do
  RATE_REFS[level] = { "bleeding.rate", "bleeding.rates." .. level, { option = "bleeding." .. option } }
end
local BANDAGE_TN = { option = "bleeding.bandage_tn" }

-- define_bleeding_rates(api, opts): bleeding.rates, bleeding.rate, bleeding.bleed.
local function define_bleeding_rates(api, opts)
  local R = api.rules
  local parts = api.damage.parts() -- worst part first on a tie: the core's order
  api.define("bleeding.rates", { [3] = opts.heavy, [4] = opts.serious, [5] = opts.critical },
    "CT bled a round by the wound level of the worst bleeding part (gentle: 0, 1, 2)")

  -- bleeding.rate(c) -> CT a round, the part and its level (0 when not bleeding).
  api.define("bleeding.rate", function(c)
    if not c.body or c.body:dead() or (c.state and c.state.bleeding_stopped) then return 0, nil, 0 end
    local rates = R["bleeding.rates"]
    local best, part, level = 0, nil, 0
    for _, p in ipairs(parts) do
      local lv = c.body:wounds(p)
      local n = rates[math.min(lv, 5)] or 0
      if n > best then best, part, level = n, p, lv end
    end
    return best, part, level
  end, "how fast a character bleeds")

  -- bleeding.bleed(fight, c) -> CT lost, died. Without to_death, bleeding
  -- never takes CT below 0.
  api.define("bleeding.bleed", function(fight, c)
    local n, part, level = R["bleeding.rate"](c)
    local before = c.body:ct()
    if not opts.to_death then n = math.min(n, math.max(0, before)) end
    if n <= 0 then return 0, false end
    c.body:lose_ct(n)
    local after = c.body:ct()
    local wound = string.lower(R["wounds.name"](level)) .. " wound to the " .. part
    api.log("bleeding", {
      text = string.format("bleeding: %s loses %d CT (%s); CT %d → %d", c.name or "?", n, wound, before, after),
      who = c.name, ct_lost = n, part = part, level = level, ct = after,
      rate = api.logging() and api.terms("CT bled", n, "a " .. wound, "bleeding", RATE_REFS[math.min(level, 5)]) or nil,
    })
    if opts.to_death and after <= -c.body:start_ct() then
      c.body:kill()
      c.state = c.state or {}
      c.state.dead, c.state.out = true, true
      api.log("death", {
        text = string.format("bleeding: %s has bled to death (CT %d, starting CT %d)", c.name or "?", after,
          c.body:start_ct()),
        who = c.name, ct = after,
      })
      return n, true
    end
    if c.body:concussed() then R["concussion.check"](fight, c) end
    return n, false
  end, "one round's bleeding (gentle: stops at CT 0)")
end

-- define_bleeding_bandage(api, opts): bleeding.bandage, action.default_speeds, action.ap, ….
local function define_bleeding_bandage(api, opts)
  local R = api.rules
  -- bleeding.bandage(fight, helper, patient) -> stopped, result: a Medicine
  -- check against bandage_tn; success stops the patient's bleeding.
  api.define("bleeding.bandage", function(fight, helper, patient)
    local tn = api.terms("bandage TN", opts.bandage_tn, "stop the bleeding", "bandage", BANDAGE_TN)
    local r = R["check.skill"](helper, "medicine", { tn = tn, reason = "stop " .. tostring(patient.name) .. "'s bleeding" })
    patient.state = patient.state or {}
    if r.success then patient.state.bleeding_stopped = true end
    api.log("bleeding", {
      text = string.format("bandage: %s %s %s's bleeding (%d vs TN %d)", helper.name or "?",
        r.success and "stops" or "cannot stop", patient.name or "?", r.total, r.tn),
      who = patient.name, helper = helper.name, stopped = r.success,
    })
    return r.success, r
  end, "stop a character's bleeding with a Medicine check")

  -- action.bandage: a = {kind = "bandage", target = name}: Slow, 1 AP, the
  -- patient within 1 pace (oneself included).
  api.set("action.default_speeds", function(old)
    local t = copy(old)
    t.bandage = "S"
    return t
  end)
  api.set("action.ap", function(old)
    local t = copy(old)
    t.bandage = 1
    return t
  end)
  api.define("action.bandage", function(fight, c, a)
    local p = (a.target and fight.by_name[a.target]) or c
    if R["combatant.distance"](c, p) > 1 then
      api.log("action", { text = string.format("%s: %s is too far to bandage", c.name, p.name), who = c.name })
      return { done = false }
    end
    local stopped = R["bleeding.bandage"](fight, c, p)
    return { done = true, stopped = stopped }
  end, "bandage someone within 1 pace (Slow)")

  -- A new wound of Heavy or worse opens the bleeding again.
  api.on("wound.applied", function(fight, ev)
    local s = ev.target and ev.target.state
    if s and s.bleeding_stopped and (ev.wounds or 0) > 0 and (ev.after or 0) >= BLEEDS then
      s.bleeding_stopped = false
    end
  end)

  api.on("round.end", function(fight)
    for _, c in ipairs(fight.combatants or {}) do
      R["bleeding.bleed"](fight, c)
    end
  end)
end

function M.setup(api, opts)
  define_bleeding_rates(api, opts)
  define_bleeding_bandage(api, opts)
end

return M
