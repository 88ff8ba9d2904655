-- rules/health.lua — wounds, unconsciousness, dying, first aid and recovery
-- (seed 003 "Death and Dying").
--
-- seed 003 "Death and Dying": "If your wounds at the end of a round are equal
-- to or exceed your willpower, your character falls unconscious ... If your
-- wounds at the end of a round exceed your resilience, your character is
-- dying. If you are not successfully given first aid within five minutes, your
-- character dies. The difficulty of the test is 10 for every wound beyond
-- your resilience." "it is possible for a strong-willed character to be dying
-- but still conscious and fighting". "Given appropriate medical care, you
-- recover one wound every other day. Note that for wounds beyond resilience,
-- this requires care by someone with a medicine score of at least three."
--
-- Decided here: first aid is a Dexterity × medicine test (the seed names no
-- statistic); a success stabilises the patient (no longer dying) until new
-- wounds come; the seed gives no length for a round, so the core does not run
-- the five-minute clock (optional/bleeding_clock.lua does); without a carer of
-- medicine 3, wounds beyond resilience do not heal at the normal rate (the
-- seed leaves the slower rate to circumstances) and the others wait behind
-- them; armour wears at the end of each round its wearer was hit; the
-- player's choice to fall unconscious early is theirs to make by hand (the
-- default tactics never make it).
local M = {
  name = "ticks.health",
  version = "1.0.0",
  summary = "Wounds; unconscious at willpower, dying past resilience; first aid 10 per wound beyond; recovery",
  source = "seed 003 \"Death and Dying\", \"Armor\"",
  requires = { "ticks.tests", "ticks.gear" },
  events = {
    ["health.dying"] = { doc = "a combatant is dying (wounds above resilience)", args = { "fight", "combatant" } },
    ["wound.taken"] = { doc = "a combatant took wounds", args = { "fight", "combatant", "wounds", "ctx" } },
  },
}

-- AID_REFS: what a first aid difficulty is worked out from (test.check
-- credits a wrap of the rule or a set of the table on it).
local AID_REFS = { "health.first_aid_difficulty", "health.table.first_aid_per_wound" }

-- define_wounds(api): taking wounds, and first aid.
local function define_wounds(api)
  local R = api.rules
  api.define("health.table", { first_aid_per_wound = 10, first_aid_minutes = 5, days_per_wound = 2, carer_medicine = 3,
    first_aid_stat = "dexterity", first_aid_skill = "medicine" },
    "first aid 10 per wound beyond resilience within 5 minutes; a wound per 2 days; medicine 3 beyond resilience")

  -- health.wound(fight, c, n, ctx) adds n wounds to c, marks c hit this round.
  api.define("health.wound", function(fight, c, n, ctx)
    c.state.hit = true
    if n <= 0 then return end
    c.wounds = c.wounds + n
    if api.logging() then
      api.log("wound", { text = string.format("%s has %d wound%s (willpower %d, resilience %d)", c.name, c.wounds,
        c.wounds == 1 and "" or "s", c.stats.willpower, c.stats.resilience), who = c.name, wounds = c.wounds })
    end
    api.emit("wound.taken", fight, c, n, ctx)
  end, "take wounds")

  -- health.first_aid_difficulty(c) is 10 per wound beyond resilience.
  api.define("health.first_aid_difficulty", function(c)
    local beyond = c.wounds - R["combatant.stat"](c, "resilience")
    return math.max(0, beyond) * R["health.table"].first_aid_per_wound
  end, "first aid difficulty: 10 for every wound beyond resilience")

  -- health.first_aid(fight, medic, patient, opts) → the test; a success
  -- stabilises the patient.
  api.define("health.first_aid", function(fight, medic, patient, opts)
    local h = R["health.table"]
    local n = R["health.first_aid_difficulty"](patient)
    local o = { difficulty_from = AID_REFS, difficulty_why = string.format("first aid: %d wound(s) beyond resilience",
      math.max(0, patient.wounds - R["combatant.stat"](patient, "resilience"))) }
    for k, v in pairs(opts or {}) do o[k] = v end
    local r = R["test.check"](medic, n, h.first_aid_stat, h.first_aid_skill, o)
    if r.success then
      patient.status.dying, patient.status.stable = false, true
      patient.status.stable_at = patient.wounds
    end
    if api.logging() then
      api.log("first_aid", { text = string.format("%s gives %s first aid: %s", medic.name, patient.name,
        r.success and "stable" or "still dying"), who = medic.name, patient = patient.name })
    end
    return r
  end, "first aid: Dexterity × medicine against 10 per wound beyond resilience")
end

-- The end-of-round checks log their numbers as terms, as a test logs its
-- score and difficulty (rules/tests.lua): the wounds, and the statistic they
-- are held against, named as the rule combatant.stat (a wrap of it is
-- credited where it changed the statistic); the dying's first aid difficulty
-- as the book reads it (10 per wound beyond resilience, health.table's entry
-- named), and, when health.first_aid_difficulty in force says otherwise, the
-- difference "changed by rule health.first_aid_difficulty". Built only when
-- the fight logs.

-- held(api, c, stat, v) → terms of c's wounds and of the statistic v they are
-- held against; the caller has just asked combatant.stat for v.
local function held(api, c, stat, v)
  return api.terms("wounds", c.wounds, "wounds at the end of the round", "wounds"),
    api.terms(stat, v, string.format("%s %d", stat, v), "stat", "combatant.stat")
end

-- aid_terms(api, c, res) → terms of c's first aid difficulty: the wounds
-- beyond resilience res times health.table's 10, then what a change of
-- health.first_aid_difficulty did to it.
local function aid_terms(api, c, res)
  local R = api.rules
  local beyond, per, from = math.max(0, c.wounds - res), api.datum("health.table", "first_aid_per_wound")
  local book = beyond * per
  local t = api.terms("first aid", book, string.format("%d wound%s beyond resilience %d × %d", beyond, beyond == 1 and "" or "s",
    res, per), "first_aid", from)
  local n = R["health.first_aid_difficulty"](c)
  if n ~= book then t:add(n - book, "changed by rule health.first_aid_difficulty", "first_aid", "health.first_aid_difficulty") end
  return t
end

-- log_unconscious(api, c, will) logs c falling unconscious at willpower will
-- (the event names health.check's line, which called it).
local function log_unconscious(api, c, will)
  local wounds, stat = held(api, c, "willpower", will)
  api.log("unconscious", { text = string.format("%s falls unconscious (%d wounds ≥ willpower %d)", c.name, c.wounds, will),
    who = c.name, wounds = wounds, willpower = stat }, 2)
end

-- log_dying(api, c, res) logs c dying past resilience res (the event names
-- health.check's line).
local function log_dying(api, c, res)
  local wounds, stat = held(api, c, "resilience", res)
  local aid = aid_terms(api, c, res)
  api.log("dying", { text = string.format("%s is dying (%d wounds > resilience %d): first aid difficulty %d", c.name,
    c.wounds, res, aid:total()), who = c.name, wounds = wounds, resilience = stat, difficulty = aid }, 2)
end

-- define_thresholds(api): unconscious, dying, recovering.
local function define_thresholds(api)
  local R = api.rules

  -- health.check(fight, c) applies the end-of-round thresholds to c.
  api.define("health.check", function(fight, c)
    local st = c.status
    if st.dead then return end
    if st.stable and c.wounds > (st.stable_at or 0) then st.stable = false end
    if not st.unconscious then
      local will = R["combatant.stat"](c, "willpower")
      if c.wounds >= will then
        st.unconscious = true
        if api.logging() then log_unconscious(api, c, will) end
      end
    end
    if not st.stable and not st.dying then
      local res = R["combatant.stat"](c, "resilience")
      if c.wounds > res then
        st.dying = true
        if api.logging() then log_dying(api, c, res) end
        api.emit("health.dying", fight, c)
      end
    end
  end, "end of round: unconscious at willpower, dying past resilience")

  -- health.end_round(fight): thresholds for everyone, armour wear.
  api.define("health.end_round", function(fight)
    for _, c in ipairs(fight.combatants) do
      R["health.check"](fight, c)
      if c.state.hit and c.armour then R["armour.wear"](c) end
    end
  end, "end of round: health thresholds and armour wear")

  -- health.recovery(c, days, carer) → wounds after days of care by a carer
  -- of that medicine score (nil: no appropriate care: unchanged).
  api.define("health.recovery", function(c, days, carer)
    local h = R["health.table"]
    if carer == nil then return c.wounds end
    local n = math.floor(days / h.days_per_wound)
    local res = R["combatant.stat"](c, "resilience")
    if c.wounds > res and carer < h.carer_medicine then return c.wounds end
    return math.max(0, c.wounds - n)
  end, "recovery: a wound every other day; beyond resilience only with medicine 3")
end

function M.setup(api)
  define_wounds(api)
  define_thresholds(api)
end

return M
