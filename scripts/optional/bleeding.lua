-- optional/bleeding.lua — heavy wounds bleed CT every round.
-- seed 000 "Optional Bleeding Rules": "Whenever a character takes a heavy
-- wound, they begin bleeding, losing 1 CT per round. Seriously wounded
-- characters bleed 2 CT per round. Critically wounded limbs bleed 3 CT per
-- round. A character reduced to negative their starting CT level by bleeding
-- has bled to death."
--
-- Listens to "round.end" (core.round's end step): every living combatant
-- loses the CT of their highest bleeding wound — wound level 3 (Heavy) in any
-- part: `heavy`; 4 (Serious): `serious`; 5 (Critical, a limb: a head or torso
-- at 5 is dead already): `critical` — logs "bleeding: Hank loses 2 CT", runs
-- core.wounds' concussion.check when CT reaches 0, and kills a character whose
-- bleeding takes CT to −(starting CT) or below.
--
-- Decided here: the rate is the highest one among the parts, not a sum (the
-- seed speaks of the character: "Seriously wounded characters bleed 2");
-- bleeding starts at the end of the round the wound was taken; concussed
-- characters go on bleeding (that is how one bleeds to death); the line at
-- −(starting CT) is the core's for CT lost any way (core.recovery's
-- concussion.past_zero: a blow that takes CT there kills too), so this
-- module adds the bleeding, not the line; a character whose
-- state.bleeding_stopped is true (a house rule's bandage) does not bleed.
-- With optional/risk on, a Hero it protects (risk.protected) does not bleed
-- to death: at −(starting CT) the bleeding stops and the Hero is out of
-- action for the scene (seed 000 "Risk": true heroes "never die in an
-- unimportant circumstance").
local M = {
  name = "bleeding",
  version = "1.0.0",
  summary = "Bleeding: heavy wounds 1 CT a round, serious 2, critical limbs 3; bled to −start CT is death",
  source = "seed 000 \"Optional Bleeding Rules\"",
  options = {
    heavy = { type = "int", default = 1, min = 0, max = 20, doc = "CT a round bled from a heavy wound (level 3)" },
    serious = { type = "int", default = 2, min = 0, max = 20, doc = "CT a round bled from a serious wound (level 4)" },
    critical = { type = "int", default = 3, min = 0, max = 20, doc = "CT a round bled from a critically wounded limb (level 5)" },
  },
}

-- RATE_REFS[level]: what a bleeding line's CT is read from — rule
-- bleeding.rate, its entry of bleeding.rates and the option that filled it.
local RATE_REFS = {}
for level, option in pairs({ [3] = "heavy", [4] = "serious", [5] = "critical" }) do
  RATE_REFS[level] = { "bleeding.rate", "bleeding.rates." .. level, { option = "bleeding." .. option } }
end

-- define_bleeding_rates(api, opts): bleeding.rates, bleeding.rate, bleeding.bleed.
local function define_bleeding_rates(api, opts)
  local parts = api.damage.parts() -- worst part first on a tie: the core's order
  api.define("bleeding.rates", { [3] = opts.heavy, [4] = opts.serious, [5] = opts.critical },
    "CT bled a round by the wound level of the worst bleeding part (seed 000 \"Optional Bleeding Rules\")")

  -- bleeding.rate(c) -> CT a round, the part and its level (0 when not bleeding).
  api.define("bleeding.rate", function(c)
    if not c.body or c.body:dead() or (c.state and c.state.bleeding_stopped) then return 0, nil, 0 end
    local rates = api.rules["bleeding.rates"]
    local best, part, level = 0, nil, 0
    for _, p in ipairs(parts) do
      local lv = c.body:wounds(p)
      local n = rates[math.min(lv, 5)] or 0
      if n > best then best, part, level = n, p, lv end
    end
    return best, part, level
  end, "how fast a character bleeds")

  -- bleeding.bleed(fight, c) -> CT lost, died.
  api.define("bleeding.bleed", function(fight, c)
    local n, part, level = api.rules["bleeding.rate"](c)
    if n <= 0 then return 0, false end
    local before = c.body:ct()
    local now_concussed = c.body:lose_ct(n)
    local after = c.body:ct()
    local wound = string.lower(api.rules["wounds.name"](level)) .. " wound to the " .. part
    api.log("bleeding", {
      text = string.format("bleeding: %s loses %d CT (%s); CT %d → %d", c.name or "?", n, wound, before, after),
      who = c.name, ct_lost = n, part = part, level = level, ct = after,
      rate = api.logging() and api.terms("CT bled", n, "a " .. wound, "bleeding", RATE_REFS[math.min(level, 5)]) or nil,
    })
    local died = false
    local protected = api.has("risk.protected") and api.rules["risk.protected"] -- optional/risk, when it is on
    if after <= -c.body:start_ct() and protected and protected(c) then
      c.state = c.state or {}
      c.state.bleeding_stopped, c.state.out, c.state.risk_out = true, true, true
      api.log("bleeding", {
        text = string.format("bleeding: %s would bleed to death (CT %d) — risk: out of action for the scene instead",
          c.name or "?", after),
        who = c.name, ct = after,
      })
    elseif after <= -c.body:start_ct() then
      c.body:kill()
      c.state = c.state or {}
      c.state.dead, c.state.out = true, true
      died = true
      api.log("death", {
        text = string.format("bleeding: %s has bled to death (CT %d, starting CT %d)", c.name or "?", after,
          c.body:start_ct()),
        who = c.name, ct = after,
      })
    elseif now_concussed or c.body:concussed() then
      api.rules["concussion.check"](fight, c)
    end
    return n, died
  end, "one round's bleeding")
end

-- define_round_end(api, opts): round.end.
local function define_round_end(api, opts)
  api.on("round.end", function(fight)
    for _, c in ipairs(fight.combatants or {}) do
      api.rules["bleeding.bleed"](fight, c)
    end
  end)
end

function M.setup(api, opts)
  define_bleeding_rates(api, opts)
  define_round_end(api, opts)
end

return M
