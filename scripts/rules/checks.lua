-- rules/checks.lua — trait and skill checks for combatants: which die, how
-- many rows, the TN ladder, and the wound penalty added to every check.
--
-- seed 000 "Resolving Actions" / "Skill Checks": "During action time skill
-- checks work exactly the same as they do during narrative time."
-- seed 000 "Surprise": "Standard (5) ... Difficult (9) ... Easy (3)" — the
-- ladder below.
-- seed 000 "Wound Modifiers": "subtract the penalty ... from all action
-- totals" — so check.trait / check.skill add rules["wounds.penalty"](c) to the
-- result modifier (a "mod" term tagged "wounds"), unless the caller says
-- no_wound_penalty or the mod terms already hold a "wounds" (or "wound")
-- term (ranged.mod and melee.mod add their own).
-- action-cards.md "Untrained": no skill levels → the trait skill's level as
-- rows, in the d4 column (the Go core does the column switch when skill = 0).
--
-- Decided here: a trait the combatant lacks is read as d6 (combatant.new fills
-- traits in); the "trait skill" of a trait is skills[<trait>] (default 1).
-- An exceptional result is not extended in a fight: the card notes' "may be
-- extended by drawing another card and adding" says neither which cell of
-- the new card is added nor when a player takes it (the seeds give no rule);
-- the result carries the flag (r.exceptional) for a rule that wants it, and
-- `twtw check` tells the table.
local M = {
  name = "core.checks",
  version = "1.0.0",
  summary = "Trait and skill checks with the TN ladder, untrained reads and the wound penalty",
  source = "seed 000 \"Skill Checks\", \"Surprise\", \"Wound Modifiers\"; action-cards.md \"Untrained\"",
}

local function as_terms(api, v, label)
  if v == nil then return api.terms(label) end
  if type(v) == "number" then
    local t = api.terms(label)
    if v ~= 0 then t:add(v, "modifier", "mod") end
    return t
  end
  return v
end

local function has_tag(api, t, tag)
  local _, n = t:find(tag)
  return n > 0
end

-- run does the draw: die and rows are decided by the caller; R is api.rules.
local function run(api, R, c, what, die, skill, rows, opts)
  opts = opts or {}
  local tn = opts.tn
  if tn == nil then tn = R["tn.ladder"].standard end
  local mod = as_terms(api, opts.mod, "mod")
  if not opts.no_wound_penalty and not has_tag(api, mod, "wound") and not has_tag(api, mod, "wounds") then
    local wp = R["wounds.penalty"]
    local n, from = 0, nil
    if wp then n, from = wp(c) end
    if n ~= 0 then mod:add(n, "wound penalty", "wounds", from) end
  end
  -- bumps are optional (optional/bumps, on by default): no bumps.enabled, no bumps
  local b = api.has("bumps.enabled") and R["bumps.enabled"]
  local bumps_on = b and b.on == true
  -- api.action.check(die, skill, rows, tn, mod, step, card): the table form's
  -- fields as arguments (no table per check)
  local r = api.action.check(die, skill, rows, tn, mod, opts.step or (bumps_on and b.step) or nil, opts.card)
  if not bumps_on then r.bumps = 0 elseif r.bumps > 0 and not opts.step and api.logging() then r.earned = R["bumps.earned"](r, b) end
  r.calamity = R["check.calamity"](r)
  r.who, r.what, r.reason = c.name, what, opts.reason
  if opts.silent or not api.logging() then return r end
  local tn_total = type(tn) == "number" and tn or tn:total()
  api.log("check", {
    text = string.format("%s: %s check%s (d%d, %s) card %d: %s best %d%+d = %d vs TN %d — %s%s",
      c.name, what, opts.reason and (" for " .. opts.reason) or "", die,
      skill > 0 and ("skill " .. skill) or ("untrained, " .. rows .. " row(s) of d4"),
      r.number, table.concat(r.values, ","), r.best, r.mod, r.total, tn_total,
      r.success and "success" or "failure",
      r.calamity and " (calamity)" or (r.bumps > 0 and (", " .. r.bumps .. " bump(s)") or "")),
    who = c.name, check = what, card = r.number, values = r.values, best = r.best,
    tn = tn, mod = mod, total = r.total, success = r.success, bumps = r.bumps, bumps_earned = r.earned,
    calamity = r.calamity,
  })
  return r
end

local function die_of(api, c, trait)
  local d = c.traits and c.traits[trait]
  if d == nil then
    error(string.format("check: %s has no %s trait", tostring(c.name), tostring(trait)), 3)
  end
  return d
end

-- define_calamity(api): check.calamity.
local function define_calamity(api)
  -- check.calamity(r) says whether check result r is a calamity, r.calamity
  -- being the CF of the last row read. Decided here, once for every rule:
  -- a calamity counts on a failed check only (seed 001 "Covering Fire": "If
  -- the test is successful, the character may attempt their action"; seed
  -- 000 "Recovery": "critically fails"). A table that lets a CF sink a
  -- success wraps this rule.
  api.define("check.calamity", function(r) return r.calamity and not r.success end,
    "is a check a calamity: its last row shows CF and it failed (decided here)")
end

function M.setup(api)
  define_calamity(api)
  local R = api.rules -- a local costs less than api.rules at every check
  -- tn.ladder: the seeds' Easy (3), Standard (5), Difficult (9); the rest decided here, in steps of 2/3.
  api.define("tn.ladder", {
    easy = 3, standard = 5, difficult = 9,
    simple = 3, fair = 5, hard = 7, very_difficult = 11, heroic = 13,
  }, "named TNs: easy 3, standard 5, difficult 9 (seed 000 \"Surprise\")")

  -- skills.traits: every skill, and the trait it is checked with (the rules
  -- contract); scenario.check refuses a skill it does not name. Decided
  -- here: driving (a wagon's driver, seed 001 vehicles; ride.maneuver checks
  -- it with Dexterity, as riding) and ambidexterity (seed 001 "Advanced
  -- Two-Weapon Actions" reads its level, no check) are Dexterity skills.
  api.define("skills.traits", {
    shooting = "dexterity", fast_draw = "dexterity", throwing = "dexterity",
    fighting = "dexterity", brawl = "strength", bravery = "spirit",
    initiative = "reflex", medicine = "acuity", riding = "dexterity",
    dodge = "dexterity", athletics = "strength", first_aid = "acuity",
    driving = "dexterity", ambidexterity = "dexterity",
    strength = "strength", dexterity = "dexterity", reflex = "reflex",
    fortitude = "fortitude", acuity = "acuity", spirit = "spirit",
  }, "every skill → the trait it is checked with (rules contract)")

  -- check.trait_skill(c, trait) is the level of a trait's own skill (rows
  -- read by a trait check and by an untrained check), default 1.
  api.define("check.trait_skill", function(c, trait)
    local lv = c.skills and c.skills[trait]
    if lv == nil or lv < 1 then return 1 end
    return lv
  end, "the level of a trait's trait skill (default 1)")

  -- check.trait(c, trait, opts) checks a trait: the trait die, rows = the
  -- trait skill's level. opts: tn (number or terms, default Standard 5), mod
  -- (number or terms; terms get the wound term added), reason, card (read
  -- this card instead of drawing), step, no_wound_penalty, silent (the caller
  -- logs the result itself).
  api.define("check.trait", function(c, trait, opts)
    local lv = R["check.trait_skill"](c, trait)
    return run(api, R, c, trait, die_of(api, c, trait), lv, lv, opts)
  end, "a trait check (trait die, trait-skill rows) with the wound penalty")

  -- check.skill(c, skill, opts) checks a skill: the trait die of
  -- skills.traits[skill] (or opts.trait), rows = the skill level; untrained
  -- (level 0) reads the d4 column with the trait skill's level as rows. A
  -- trait named as the skill (a judge's "skill:strength") is check.trait:
  -- its own skill is level 1 unless the sheet says more.
  api.define("check.skill", function(c, skill, opts)
    opts = opts or {}
    local trait = opts.trait or R["skills.traits"][skill]
    if trait == nil then
      error(string.format("check.skill: %s: unknown skill %q (skills.traits has no entry; pass opts.trait)",
        tostring(c.name), tostring(skill)), 2)
    end
    if skill == trait then return R["check.trait"](c, trait, opts) end -- a trait's own skill: level 1 by default
    local lv = (c.skills and c.skills[skill]) or 0
    local rows = R["check.trait_skill"](c, trait)
    return run(api, R, c, skill, die_of(api, c, trait), lv, rows, opts)
  end, "a skill check (untrained: d4 column) with the wound penalty")
end

return M
