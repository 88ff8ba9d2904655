-- rules/wounds.lua — wound levels and penalties, stun and recovery, concussion, healing.
-- seed 000 "Applying Wounds and Concussion", "Wound Markers", "Wound Modifiers",
-- "Wounds", "Figuring Wound Level", "Recovery", "Taking Concussion", "Healing".
--
-- "The character wound level is the highest wound inflicted, regardless of
-- location." The Go body keeps the wounds per part; this module names the
-- levels and says what they cost.
--
-- The seed prints TWO wound tables:
--   conflict (under "Wound Modifiers"): Flesh −1/3, Light −2/5, Heavy −3/7,
--     Serious −4/9, Critical (limbs) −5/11 — one row per wound level 1..5.
--   wounds (under "Wounds"): Scratched −1/3, Light −1/5, Serious −2/7,
--     Critical −3/9 — four rows, no Heavy.
-- Decided here: the second table is mapped onto the five wound levels of
-- "Wounds Description" (1 Scratched, 2 Light, 3 Heavy, 4 Serious, 5 Critical)
-- by NAME, so that "a light wound … and another light wound in the same arm
-- … would then have a serious wound" (2 + 2 = 4) holds for both tables. Heavy,
-- which the second table drops, shares its Serious row (−2 / 7): its stun TN
-- then equals the first table's Heavy (7), and the Healing table (Wind 3,
-- Light 5, Serious 7, Critical 9 — the second table's Stun column) agrees.
-- The DEFAULT is the second table ("wounds"): it is the later, fuller section
-- (Figuring Wound Level, Recovery, the CT-only footnote) and its example "a
-- light and a serious wound … (−2)" holds. The first table's example says
-- "(−3)" for serious, but its printed Serious row is −4 (its −3 is Heavy);
-- we keep the printed rows. Switch with
--   api.set("wounds.levels", require("rules.lib.wound_tables").conflict)
local M = {
  name = "core.wounds",
  version = "1.0.0",
  summary = "Wound levels, wound penalties, stun and recovery checks, concussion and healing",
  source = "seed 000 \"Applying Wounds and Concussion\", \"Wound Modifiers\", \"Wounds\", \"Recovery\", \"Taking Concussion\", \"Healing\"",
}

-- TABLES holds both printed wound tables (rules/lib/wound_tables.lua), one
-- row per wound level 1..5.
local TABLES = require("rules.lib.wound_tables")

local state = require("rules.lib.hit").state

local refs = require("rules.lib.refs")

-- ROW_REFS are the data references of the rows of a wound table of up to
-- 10 levels.
local ROW_REFS = {}
for i = 1, 10 do ROW_REFS[i] = "wounds.levels." .. i end

-- The data references of a wound penalty term (wounds.penalty, wounds.row
-- and the row's penalty entry) and of a stun TN term (wounds.row and the
-- row's stun entry), built once per row (from: "wounds.levels.2").
local PEN_REFS, STUN_REFS = {}, {}
local function pen_list(from) return { "wounds.penalty", "wounds.row", from .. ".penalty" } end
local function stun_list(from) return { "wounds.row", from .. ".stun" } end
local function pen_refs(from)
  if not from then return { "wounds.penalty", "wounds.row" } end
  return refs.once(PEN_REFS, from, pen_list, from)
end
local function stun_refs(from)
  if not from then return { "wounds.row" } end
  return refs.once(STUN_REFS, from, stun_list, from)
end


-- define_wounds_tables(api): wounds.tables, wounds.levels, wounds.names, ….
local function define_wounds_tables(api)
  api.define("wounds.tables", TABLES, "both printed wound tables (seed 000 \"Wound Modifiers\" and \"Wounds\")")
  api.define("wounds.levels", TABLES.wounds,
    "the wound table in force: rows {name, penalty, stun} for levels 1..5 (default: seed 000 \"Wounds\")")
  api.define("wounds.names", { "Scratched", "Light", "Heavy", "Serious", "Critical" },
    "names of wound levels 1..5 (seed 000 \"Wounds Description\")")
  -- seed 000 "Wound Markers": "Further damage in critically injured limbs
  -- cause no more wounds, but continue to cause CT. Figure wounds and CT
  -- normally, but ignore the new wounds." ct = 0 (the default): a wound that
  -- does not fit a lost limb is ignored, the hit's CT still lands; ct =
  -- "size": each such wound becomes Size CT (a harsher table's reading);
  -- a number: that many CT each.
  api.define("wounds.overflow", { ct = 0 },
    "CT per wound dealt to a part that cannot take it: 0 (default: ignored), \"size\" or a number")
  -- stun.rules: level = "before" reads the stun TN from the wound level the
  -- character had before the new wound ("do not apply the current wound
  -- yet"); "after" reads it from the level after. ct_only_level = 1: "The
  -- Stun Save value for Scratched applies for wounds consisting exclusively
  -- of CT". An unwounded character also reads level 1.
  api.define("stun.rules", { level = "before", ct_only_level = 1 },
    "which wound level gives the stun TN (seed 000 \"Wound Modifier Stun\", \"Wounds\")")
  -- seed 000 "Healing": Wind 3, Light 5, Serious 7, Critical 9; Heavy
  -- decided here as Serious (7), as in the default wound table.
  api.define("healing.table", {
    { name = "Wind", tn = 3 },
    { name = "Light", tn = 5 },
    { name = "Heavy", tn = 7, decided = "not printed: as Serious" },
    { name = "Serious", tn = 7 },
    { name = "Critical", tn = 9 },
  }, "Medicine / natural healing TN by wound level (seed 000 \"Healing\")")
  api.define("healing.numbers", { concussion_tn = 3, revive_tn = 5, ct_per_minute = 1, treat_within = 60 },
    "simple (3) Medicine restores all CT; Standard (5) Medicine revives (seed 000 \"Healing\", \"Wound Modifier Stun\")")

  -- wounds.level(c) is the character's wound level: the most wounds in any part.
  api.define("wounds.level", function(c) return c.body:level() end,
    "a combatant's wound level: the most wounds in any part")

  -- wounds.row(level) is the row of the table in force for a level, or nil for 0; second, "wounds.levels.N" for a term's data.
  api.define("wounds.row", function(level)
    if not level or level < 1 then return nil end
    local t = api.rules["wounds.levels"]
    local i = level < #t and level or #t
    return t[i], ROW_REFS[i] or "wounds.levels." .. i
  end, "the row of the wound table in force for a level (nil for 0) and its data reference for terms")

  -- wounds.name(level) names a level ("Unhurt" for 0): the name of its row in
  -- the wound table in force, else wounds.names (a set that retables
  -- wounds.levels renames the levels with it).
  api.define("wounds.name", function(level)
    if not level or level < 1 then return "Unhurt" end
    local row = api.rules["wounds.row"](level)
    if row and row.name then return row.name end
    local names = api.rules["wounds.names"]
    return names[level < #names and level or #names]
  end, "the name of a wound level (\"Unhurt\" for 0)")
end

-- define_wounds_penalty(api): wounds.penalty, stun.tn.
local function define_wounds_penalty(api)
  -- wounds.penalty(c [, level]) -> n, data: the check penalty (≤ 0) of the
  -- highest wound (seed 000 "Wound Modifiers"), and the data references of
  -- a term of it (wounds.penalty, wounds.row and the entry of the wound
  -- table it was read from; nil for level 0); level defaults to c's current
  -- level.
  api.define("wounds.penalty", function(c, level)
    level = level or (c.body and c.body:level()) or 0
    local row, from = api.rules["wounds.row"](level)
    if not row then return 0 end
    return row.penalty or 0, pen_refs(from)
  end, "the check penalty (0 or less) of a wound level (seed 000 \"Wound Modifiers\") and its data references")

  -- stun.tn(c [, level]) is the Stun column of a level; level 0 (and the
  -- default) reads the Scratched row.
  api.define("stun.tn", function(c, level)
    level = level or (c.body and c.body:level()) or 0
    return api.rules["wounds.row"](level > 1 and level or 1).stun
  end, "the Stun column of a wound level (level 0 reads the Scratched row): the TN stun.check and stun.recover read")
end

-- define_stun_check(api): stun.check.
local function define_stun_check(api)
  -- stun.check(fight, c [, ev]) makes the stun check after damage (seed 000
  -- "Wound Modifier Stun": "Whenever a character is dealt damage they must
  -- check Fortitude … Wound penalties from previous wounds apply (do not
  -- apply the current wound yet)"; "Wounds": "unless already stunned"). ev is
  -- the "wound.applied" event (default: c.state.last_hit, which
  -- damage.resolve leaves). Returns nil when no check is due, else
  -- {stunned, result, tn, mod}.
  api.define("stun.check", function(fight, c, ev)
    local st = state(c)
    ev = ev or st.last_hit
    st.last_hit = nil
    if not ev or ((ev.wounds or 0) <= 0 and (ev.ct or 0) <= 0) then return nil end
    if st.stunned or st.out or (c.body and c.body:dead()) then return nil end
    local rules = api.rules["stun.rules"]
    local before = ev.level_before or 0
    local level, why
    if (ev.wounds or 0) <= 0 then
      level, why = rules.ct_only_level, "CT only"
    elseif rules.level == "after" then
      level, why = ev.level_after or c.body:level(), "wound level after the hit"
    else
      level, why = before, "wound level before the hit"
    end
    if level < 1 then level = 1 end
    local row, from = api.rules["wounds.row"](level)
    local tn = api.terms("stun TN", row.stun, "Stun: " .. tostring(row.name) .. " (" .. why .. ")", "stun",
      stun_refs(from))
    local n = api.rules["stun.tn"](c, level)
    if n ~= row.stun then tn:add(n - row.stun, "changed by rule stun.tn", "stun", "stun.tn") end
    local mod, pen, pen_from = api.terms("stun modifier"), api.rules["wounds.penalty"](c, before)
    if pen ~= 0 then mod:add(pen, "previous wounds: " .. api.rules["wounds.name"](before), "wounds", pen_from) end
    -- (the TN above is the Stun column as rule stun.tn gives it: a house rule's wrap of it counts, and is credited)
    -- silent: the "stun" line below reports the check (card, cells, TN terms)
    local r = api.rules["check.trait"](c, "fortitude", {
      tn = tn, mod = mod, reason = "stun check", no_wound_penalty = true, silent = true,
    })
    local stunned = not r.success
    if stunned then
      st.stunned = true
      -- seed 000 "Dodge": failing a shock save loses the Dodge attribute
      if api.rules["dodge.cancel"] then api.rules["dodge.cancel"](c, "stunned") end
      st.dodging = false
    end
    if api.logging() then
      api.log("stun", {
        text = string.format("%s stun check (fortitude d%d): card %d [%s] best %d%+d = %d vs TN %d — %s",
          c.name or "?", r.die, r.number, table.concat(r.values, ","), r.best, r.mod, r.total, r.tn,
          stunned and "STUNNED" or "shakes it off"),
        who = c.name, tn = tn, mod = mod, total = r.total, card = r.number, values = r.values,
        best = r.best, calamity = r.calamity, stunned = stunned,
      })
    end
    return { stunned = stunned, result = r, tn = tn, mod = mod }
  end, "the stun check after a wound (seed 000 \"Wound Modifier Stun\"): nil or {stunned, result, tn, mod}")
end

-- define_stun_recover(api): stun.recover, concussion.check.
local function define_stun_recover(api)
  -- stun.recover(fight, c) is the recovery check, the Recover action (Slow):
  -- Fortitude against the Stun TN of the current wound level, wound penalty
  -- applying (seed 000 "Recovery", "Wounds"). Success ends the stun; a
  -- calamity knocks the character out for 1d6 hours (seed 000 "Wound Modifier
  -- Stun"). Returns {recovered, unconscious, result, tn}.
  api.define("stun.recover", function(fight, c)
    local st = state(c)
    local level = c.body:level()
    local row, from = api.rules["wounds.row"](level > 1 and level or 1)
    local tn = api.terms("recovery TN", row.stun, "Stun: " .. row.name .. " (current wound level)", "stun",
      stun_refs(from))
    -- the Stun column as rule stun.tn gives it, as stun.check reads it
    local n = api.rules["stun.tn"](c, level)
    if n ~= row.stun then tn:add(n - row.stun, "changed by rule stun.tn", "stun", "stun.tn") end
    local r = api.rules["check.trait"](c, "fortitude", { tn = tn, reason = "recovery check" })
    local out = { recovered = false, unconscious = false, result = r, tn = tn, speed = "S" }
    if r.success then
      st.stunned, out.recovered = false, true
    elseif r.calamity then -- a failed check's ("critically fails a recovery check")
      st.unconscious_hours = api.random(6)
      st.unconscious, st.out, out.unconscious = true, true, true
    end
    if api.logging() then
      api.log("stun", {
        text = string.format("%s recovery check: %d vs TN %d — %s", c.name or "?", r.total, r.tn,
          out.recovered and "recovers" or (out.unconscious and "CALAMITY: falls unconscious" or "still stunned")),
        who = c.name, tn = tn, total = r.total, card = r.number,
        recovered = out.recovered, unconscious = out.unconscious,
      })
    end
    return out
  end, "the check to recover from stun (seed 000 \"Recovery\"): {recovered, unconscious, result, tn}")

  -- concussion.check(fight, c) marks c out of the fight once CT is 0 or
  -- below (seed 000 "Taking Concussion"); returns true when c is concussed.
  api.define("concussion.check", function(fight, c)
    if not c.body:concussed() then return false end
    local st = state(c)
    -- "Heroes who continue to take CT after they reach zero risk death" (rules/recovery.lua)
    if api.has("concussion.past_zero") and api.rules["concussion.past_zero"](fight, c) then return true end
    if not st.concussed then
      st.concussed = true
      st.out = true
      if c.body:dead() then return true end -- death was logged already
      if api.logging() then
        api.log("concussion", {
          text = string.format("%s is concussed (CT %d) and out of the fight", c.name or "?", c.body:ct()),
          who = c.name, ct = c.body:ct(),
        })
      end
    end
    return true
  end, "marks a combatant out once CT is 0 or below; true when concussed (seed 000 \"Taking Concussion\")")
end

-- define_healing_tn(api): healing.tn, healing.treat, healing.natural.
local function define_healing_tn(api)
  -- healing.tn(level) is the TN to treat or naturally heal a part at a level.
  api.define("healing.tn", function(level)
    local t = api.rules["healing.table"]
    local row = t[math.max(1, math.min(level, #t))]
    return api.terms("healing TN", row.tn, "wound level " .. row.name, "healing", "healing.table." .. math.max(1, math.min(level, #t)) .. ".tn")
  end, "the TN to treat or naturally heal a part at a wound level")

  local function heal_part(kind, c, part, r)
    local before = c.body:wounds(part)
    local healed = r.success and not c.body:lost(part) and before > 0
    if healed then c.body:heal(part, 1) end
    local after = c.body:wounds(part)
    api.log("healing", {
      text = string.format("%s: %s %s — %d vs TN %d, %s wounds %d → %d", kind, c.name or "?", part,
        r.total, r.tn, healed and "healed:" or "no change:", before, after),
      who = c.name, part = part, before = before, after = after, total = r.total, tn = r.tn,
    })
    return { healed = healed, before = before, after = after, result = r }
  end

  -- healing.treat(fight, doctor, patient, part [, minutes]) is one Medicine
  -- attempt on one wounded part, minutes after the injury (default 0): success
  -- removes one wound there (seed 000 "Healing"). Only the skilled may try;
  -- one attempt per part; "up to one hour after an injury": later, nil and
  -- "too late".
  api.define("healing.treat", function(fight, doctor, patient, part, minutes)
    if ((doctor.skills or {}).medicine or 0) < 1 then
      error("healing.treat: " .. (doctor.name or "?") .. " has no Medicine skill (seed 000 \"Healing\")", 2)
    end
    if (minutes or 0) > api.rules["healing.numbers"].treat_within then return nil, "too late" end
    local st = state(patient)
    st.treated = st.treated or {}
    if st.treated[part] then return nil end
    st.treated[part] = true
    local tn = api.rules["healing.tn"](patient.body:wounds(part))
    local r = api.rules["check.skill"](doctor, "medicine", { tn = tn, reason = "treat " .. part })
    return heal_part("medicine", patient, part, r)
  end, "one Medicine attempt on one wounded part: success removes a wound there (seed 000 \"Healing\")")

  -- healing.natural(fight, c, part) is the weekly Fortitude check for one part.
  api.define("healing.natural", function(fight, c, part)
    local tn = api.rules["healing.tn"](c.body:wounds(part))
    local r = api.rules["check.trait"](c, "fortitude", { tn = tn, reason = "natural healing " .. part })
    return heal_part("natural healing", c, part, r)
  end, "the weekly Fortitude check that heals one part (seed 000 \"Healing\")")
end

-- define_healing_concussion(api): healing.concussion, healing.revive.
local function define_healing_concussion(api)
  -- healing.concussion(fight, helper, patient): a simple (3) Medicine check
  -- restores all CT (anyone may try; untrained reads the d4 column).
  api.define("healing.concussion", function(fight, helper, patient)
    local n = api.rules["healing.numbers"]
    local r = api.rules["check.skill"](helper, "medicine", {
      tn = api.terms("TN", n.concussion_tn, "simple (3) Medicine", "healing"), reason = "restore CT",
    })
    if r.success then
      patient.body:gain_ct(patient.body:start_ct() - patient.body:ct())
      local st = state(patient)
      if st.concussed and not patient.body:concussed() then
        st.concussed = false
        st.out = patient.body:down() or st.unconscious or st.fled or st.risk_out or false -- back in, as revive does
      end
    end
    api.log("healing", {
      text = string.format("%s tends %s's concussion: %d vs TN %d — %s", helper.name or "?",
        patient.name or "?", r.total, r.tn, r.success and "all CT restored" or "no help"),
      who = patient.name, ct = patient.body:ct(), total = r.total, tn = r.tn,
    })
    return { restored = r.success, result = r }
  end, "a simple (3) Medicine check restores all CT (seed 000 \"Healing\")")

  -- healing.revive(fight, helper, patient): a Standard (5) Medicine check
  -- wakes an unconscious character.
  api.define("healing.revive", function(fight, helper, patient)
    local n = api.rules["healing.numbers"]
    local r = api.rules["check.skill"](helper, "medicine", {
      tn = api.terms("TN", n.revive_tn, "Standard (5) Medicine", "healing"), reason = "revive",
    })
    local st = state(patient)
    if r.success and st.unconscious then
      st.unconscious = false
      st.unconscious_hours = nil
      st.out = patient.body:down()
    end
    return { revived = r.success, result = r }
  end, "a Standard (5) Medicine check wakes an unconscious character (seed 000 \"Healing\")")
end

function M.setup(api)
  define_wounds_tables(api)
  define_wounds_penalty(api)
  define_stun_check(api)
  define_stun_recover(api)
  define_healing_tn(api)
  define_healing_concussion(api)
end

return M
