-- rules/fisticuffs.lua — shootout.fisticuffs: hand-to-hand.
--
-- seed 004 "Really Simple Wild West Shootout Rules", "Fisticuffs": "When two
-- characters engage in hand to hand combat they will compare their
-- Fisticuffs value with their opponent, the player with the higher score gets
-- to add the difference to his die roll. Players will then roll 1d8 each and
-- compare the results. If the final score of one player is twice that of his
-- opponent he has knocked him unconscious for as many turns as the difference
-- was, if it was less than twice he gets to add an additional one to his next
-- turns die roll. Any weapon held by the character engaging in fisticuffs is
-- holstered (pistols) or dropped (long guns of any type). Mark the location
-- when the fight starts if a weapon is dropped so that the player knows where
-- to go to retrieve his gun."
--
-- Decided here:
-- * a fistfight starts when a figure moves into contact (1 inch) with an
--   enemy meaning to fight him; each card either man acts on while they are
--   engaged is one exchange (both roll); the mover's exchange comes at once.
-- * "twice" is at least twice; the difference is of the final scores; a
--   knocked-out man is senseless as a passed-out one (rules/status.lua).
-- * "less than twice": the higher score (not a tie) earns +1 on his rolls
--   of the next turn ("his next turns die roll"): not on a second exchange in
--   the same turn; the first exchange of the next turn uses it up, and it
--   lapses if he has none then.
-- * the attacker's d8 is rolled first, then the defender's.
-- * the fight ends when either man is down, killed or walks away (a
--   gentleman who walks away breaks the code: rules/code.lua).
-- * the seed names pistols (holstered) and long guns (dropped) only; a knife
--   in hand goes back in its sheath ("sheathes"), as the pistols go back in
--   their holsters, and is not dropped (it is no long gun). A knife he has
--   thrown is not in his hand to put away (rules/weapons.lua: it lies where
--   it fell).
local S = require("lib.say")

local M = {
  name = "shootout.fisticuffs",
  version = "1.0.0",
  summary = "Fisticuffs: d8 + the Fisticuffs difference; twice the score knocks out for the difference",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (Fisticuffs)",
  requires = { "shootout.status", "shootout.code" },
  events = {
    ["fisticuffs.exchanged"] = { doc = "two combatants exchanged blows", args = { "fight", "a", "b", "out" } },
  },
}

-- define_engage(api): squaring up — weapons holstered or dropped.
local function define_engage(api)
  local R = api.rules

  api.define("fisticuffs.table", { knockout = 2, bonus = 1 },
    "seed 004: twice the opponent's score knocks out; less than twice: +1 next turn")

  -- put_away(fight, c): the weapon in hand is holstered (a knife sheathed),
  -- or dropped (long).
  local function put_away(fight, c)
    local w = c.weapon and c.weapons[c.weapon]
    if not w then return end
    if w.spent then
      c.weapon = nil -- a thrown knife lies where it fell: nothing to put away
      return
    end
    if w.long then
      R["combatant.drop"](fight, c, "a long gun is dropped for fisticuffs")
    else
      w.holstered = true
      c.weapon = nil
      local verb = w.class == "knife" and "sheathes" or "holsters"
      S.say(api, "holster", string.format("%s %s his %s", c.name, verb, w.name), { who = c.name })
    end
  end

  -- fisticuffs.engage(fight, a, b): a starts a fistfight with b.
  api.define("fisticuffs.engage", function(fight, a, b)
    R["code.check"](fight, a, "strike", b)
    S.say(api, "brawl", string.format("%s squares up to %s: fisticuffs!", a.name, b.name), { who = a.name, target = b.name })
    put_away(fight, a)
    put_away(fight, b)
    a.brawl, b.brawl = b.name, a.name
    a.brawl_bonus, b.brawl_bonus = 0, 0
  end, "start a fistfight: weapons holstered or dropped")
end

-- define_exchange(api): one exchange of blows.
local function define_exchange(api)
  local R = api.rules

  -- bonus_due(c, turn): c won an exchange last turn, and this turn's roll
  -- gets the bonus (c.brawl_bonus, earned for turn c.brawl_bonus_turn).
  local function bonus_due(c, turn)
    return (c.brawl_bonus or 0) > 0 and c.brawl_bonus_turn == turn
  end

  -- score(c, o, roll, turn) → terms: c's d8, the Fisticuffs difference over
  -- o, the bonus he won last turn (its data: fisticuffs.table.bonus).
  local function score(c, o, roll, turn)
    local t = api.terms("fisticuffs score", roll, "d8", "d8")
    local diff = c.fisticuffs - o.fisticuffs
    if diff > 0 then t:add(diff, string.format("Fisticuffs %d against %d", c.fisticuffs, o.fisticuffs), "fisticuffs") end
    if bonus_due(c, turn) then t:add(c.brawl_bonus, "won an exchange last turn", "bonus", "fisticuffs.table.bonus") end
    return t
  end

  -- fisticuffs.exchange(fight, a, b) → {a = terms, b = terms, winner, ko}:
  -- one exchange, a rolling first.
  api.define("fisticuffs.exchange", function(fight, a, b)
    local tbl = R["fisticuffs.table"]
    local ra = api.dice.d(8)
    local rb = api.dice.d(8)
    local turn = fight.turn or 0
    local sa, sb = score(a, b, ra, turn), score(b, a, rb, turn)
    local A, B = sa:total(), sb:total()
    for _, c in ipairs({ a, b }) do
      if bonus_due(c, turn) then c.brawl_bonus, c.brawl_bonus_turn = 0, nil end
    end
    local out = { a = sa, b = sb }
    local win, lose, hi, lo
    if A > B then win, lose, hi, lo = a, b, A, B elseif B > A then win, lose, hi, lo = b, a, B, A end
    local text = string.format("fisticuffs: %s %d, %s %d", a.name, A, b.name, B)
    if win and hi >= tbl.knockout * lo then
      out.winner, out.ko = win.name, hi - lo
      S.say(api, "punch", text .. string.format(" — %s knocks %s cold", win.name, lose.name), { mine = sa, theirs = sb })
      R["combatant.pass_out"](fight, lose, hi - lo, "knocked out by " .. win.name)
    elseif win then
      out.winner = win.name
      win.brawl_bonus, win.brawl_bonus_turn = tbl.bonus, turn + 1
      S.say(api, "punch", text .. string.format(" — %s has the better of it (+%d next turn)", win.name, tbl.bonus),
        { mine = sa, theirs = sb })
    else
      S.say(api, "punch", text .. " — neither gives ground", { mine = sa, theirs = sb })
    end
    api.emit("fisticuffs.exchanged", fight, a, b, out)
    return out
  end, "seed 004: one exchange of fisticuffs")
end

-- define_parting(api): the fight ends, or a man walks away.
local function define_parting(api)
  local R = api.rules

  -- fisticuffs.part(fight, c, why): the fistfight c is in ends.
  api.define("fisticuffs.part", function(fight, c, why)
    local o = c.brawl and fight.by_name[c.brawl]
    c.brawl, c.brawl_bonus, c.brawl_bonus_turn = nil, 0, nil
    if o and o.brawl == c.name then o.brawl, o.brawl_bonus, o.brawl_bonus_turn = nil, 0, nil end
    S.say(api, "brawl_end", string.format("the fistfight between %s and %s is over (%s)", c.name, o and o.name or "?",
      why or "?"), { who = c.name })
  end, "end a fistfight")

  -- fisticuffs.flee(fight, c): c walks out of his fistfight.
  api.define("fisticuffs.flee", function(fight, c)
    if not c.brawl then return end
    R["code.check"](fight, c, "flee")
    R["fisticuffs.part"](fight, c, c.name .. " walks away")
  end, "seed 004: fleeing an engagement")
end

function M.setup(api)
  define_engage(api)
  define_exchange(api)
  define_parting(api)
end

return M
