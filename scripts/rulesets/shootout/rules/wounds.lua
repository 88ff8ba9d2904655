-- rules/wounds.lua — shootout.wounds: what a hit does — Fatal, Mortal,
-- Wound, Scratch — and the Toughness test of the location hit.
--
-- seed 004 "Really Simple Wild West Shootout Rules":
--   "F= Fatal, your character is killed instantly".
--   "M= Mortal roll 1d8 to score under your toughness, the difference is how
--   long your character remains conscious before expiring."
--   "W= Wound, check notes on stat sheet, two wounds in the same place
--   disable a limb, three become a mortal wound."
--   "S= Scratch, 'Tis but a scratch, you may carry on."
--   Chart notes: head — "test Toughness not to fall down"; arms — "not to
--   drop your weapon"; lower abdomen and legs — "not to fall down".
--
-- Decided here:
-- * Mortal: a d8 under Toughness keeps him conscious for Toughness − d8
--   turns (rules/status.lua: the rest of this turn and that many more); a d8
--   equal or over expires him at once. A second mortal wound cannot lengthen
--   the time he has left: the seed gives each M its own "how long your
--   character remains conscious before expiring", and he expires when the
--   first of them runs out (a new wound buys no time). Its line says the
--   roll's difference and that the earlier time stands, with the turns he
--   actually has left.
-- * the place is the chart location (#1..#8); only W results count toward
--   "two wounds in the same place" (a scratch is no wound). A disabled arm
--   cannot hold a long gun and shoots a pistol with the other hand (one
--   expertise level worse); a disabled leg halves his moves. Head, chest and
--   abdomen are no limb: their second wound does nothing more, the third is
--   mortal there too.
-- * the location test follows a W or M result on a conscious figure; a
--   failure falls him (or drops his weapon) and, as every Toughness failure
--   does (rules/traits.lua), passes him out for the difference — except
--   after an M: the mortal wound's own roll says how long he "remains
--   conscious before expiring", so he falls or drops his weapon but stays
--   conscious.
local S = require("lib.say")
local words = require("lib.words")

local M = {
  name = "shootout.wounds",
  version = "1.0.0",
  summary = "Fatal, Mortal (d8 under Toughness), Wounds (2 disable a limb, 3 are mortal), Scratch; location tests",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (F, M, W, S; the chart's Toughness notes)",
  requires = { "shootout.locations", "shootout.status", "shootout.traits" },
  events = {
    ["wound.applied"] = { doc = "a hit wounded a combatant, after the wound test", args = { "fight", "combatant", "hit", "out" } },
  },
}

-- turns(n) → "n more turn(s)".
local function turns(n)
  return string.format("%d more turn%s", n, n == 1 and "" or "s")
end

-- log_mortal(api, c, why, roll, left, stands): the mortal roll's line; stands
-- is the turns left when an earlier, shorter time stands, else nil.
local function log_mortal(api, c, why, roll, left, stands)
  local t = api.terms("turns conscious", c.toughness, "Toughness", "toughness")
  t:add(-roll, "mortal roll d8", "d8")
  local says = left > 0 and "conscious " .. turns(left) or "he expires"
  if stands then
    t:add(stands - left, "his earlier mortal wound's time stands", "earlier")
    says = string.format("%s by this roll, but his earlier mortal wound's time stands: %s", turns(left),
      stands > 0 and "conscious " .. turns(stands) or "he expires at the end of this turn")
  end
  S.about(api, "mortal", c, string.format("%s is mortally wounded (%s): d8 rolls %d against Toughness %d — %s", c.name,
    why or "?", roll, c.toughness, says), { roll = roll, left = t })
end

-- COUNTS: the lines of wounds in one place (wounds.table's entries), and
-- what the entry says.
local COUNTS = {
  mortal = { kind = "wound", says = "%s: %s wounds in the %s become a mortal wound",
    why = "wounds in one place become a mortal wound" },
  disable = { kind = "disabled", says = "%s's %s is disabled (%s wounds)", why = "wounds in one place disable a limb" },
}

-- log_count(api, c, hit, n, key): the line of n wounds in the place hit that
-- wounds.table[key] (mortal or disable) turned into more; the entry in
-- force is its term, so a set that re-tabled it is credited there. The line
-- names wound.apply's call, as lib/say's lines name their caller's.
local function log_count(api, c, hit, n, key)
  local line, count = COUNTS[key], words.number(n)
  local text = key == "mortal" and string.format(line.says, c.name, count, hit.where)
    or string.format(line.says, c.name, hit.where, count)
  local at = api.terms("wounds", api.rules["wounds.table"][key], line.why, key, "wounds.table." .. key)
  api.log(line.kind, { who = c.name, location = hit.location, count = n, wounds = at, text = text }, 2)
end

-- define_tests(api): the mortal roll and the location's Toughness test.
local function define_tests(api)
  local R = api.rules

  api.define("wounds.table", { disable = 2, mortal = 3 },
    "seed 004: two wounds in the same place disable a limb, three become a mortal wound")

  -- wound.mortal(fight, c, why) → the turns of consciousness he has left
  -- after this one (0: dead now, or expiring at the end of this turn).
  api.define("wound.mortal", function(fight, c, why)
    local roll = api.dice.d(8)
    local left = c.toughness - roll
    local now = fight.turn or 0
    local stands = left > 0 and c.dies_after and c.dies_after < now + left and c.dies_after - now or nil
    if api.logging() then log_mortal(api, c, why, roll, left, stands) end
    if left <= 0 then
      R["combatant.kill"](fight, c, "a mortal wound in the " .. tostring(why))
      return 0
    end
    if stands then return stands end
    c.dies_after = now + left
    return left
  end, "seed 004 M: d8 under Toughness, the difference in turns conscious (decided: an earlier, shorter time stands)")

  -- wound.test(fight, c, hit [, letter]) → test result or nil: the
  -- location's Toughness test (hit.test: "fall" or "drop") after the result
  -- letter applied (default hit.letter; "M" for a third wound made mortal).
  api.define("wound.test", function(fight, c, hit, letter)
    letter = letter or hit.letter
    if not hit.test or c.dead or not R["combatant.conscious"](fight, c) then return nil end
    local r = R["toughness.test"](fight, c, string.format("%s %s", hit.where, letter == "M" and "mortal wound" or "wound"),
      { pass_out = false })
    if not r.success then
      if hit.test == "drop" then
        R["combatant.drop"](fight, c, "wounded in the " .. hit.where)
      else
        R["combatant.fall"](fight, c, "wounded in the " .. hit.where)
      end
      if letter ~= "M" then
        R["combatant.pass_out"](fight, c, r.by, "failed Toughness after a wound in the " .. hit.where)
      end
    end
    return r
  end, "seed 004: the location's Toughness test — fall down or drop the weapon")
end

-- define_apply(api): a chart result applied to a figure.
local function define_apply(api)
  local R = api.rules

  -- wound.apply(fight, c, hit) → {letter, killed, mortal, disabled, count,
  -- test}: the result read on the chart, applied to c.
  api.define("wound.apply", function(fight, c, hit)
    local out = { letter = hit.letter }
    local tbl = R["wounds.table"]
    if hit.letter == "F" then
      R["combatant.kill"](fight, c, "a fatal hit in the " .. hit.where)
      out.killed = true
      return out
    end
    if hit.letter == "S" then
      S.about(api, "scratch", c, string.format("%s: 'tis but a scratch (%s) — he carries on", c.name, hit.where))
      return out
    end
    if hit.letter == "W" then
      local n = (c.wounds[hit.location] or 0) + 1
      c.wounds[hit.location] = n
      out.count = n
      S.about(api, "wound", c, string.format("%s is wounded in the %s (wound %d there)", c.name, hit.where, n),
        { location = hit.location, count = n })
      if n >= tbl.mortal then
        out.letter = "M"
        if api.logging() then log_count(api, c, hit, n, "mortal") end
      elseif n >= tbl.disable and hit.limb and not c.disabled[hit.location] then
        c.disabled[hit.location] = true
        out.disabled = true
        if api.logging() then log_count(api, c, hit, n, "disable") end
      end
    end
    if out.letter == "M" then
      out.mortal = R["wound.mortal"](fight, c, hit.where)
      if c.dead then out.killed = true return out end
    end
    out.test = R["wound.test"](fight, c, hit, out.letter)
    api.emit("wound.applied", fight, c, hit, out)
    return out
  end, "seed 004: apply F, M, W or S")
end

function M.setup(api)
  define_tests(api)
  define_apply(api)
end

return M
