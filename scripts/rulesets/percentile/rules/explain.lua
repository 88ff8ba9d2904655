-- rules/explain.lua — one attack, explained: `twtw explain --ruleset
-- percentile` runs a single shot or blow from a scenario and logs every
-- number as terms (skill, range, cover, aimed area, damage dice, multiplier;
-- combat speed and the shots it gives), each with module and file:line.
-- seed 002 "4.2.1 The sequence of combat": "Determining the order of combat;
-- Determining the target; Hit the target; Location of the stroke; Damage
-- inflicted."
--
-- Decided here: the attack is explained as in round 1 of the scenario (so
-- the aimed/instinctive choice of 4.2.2.1.1 applies as the scenario sets
-- it); a latecomer named is brought into that round and appears as in a
-- fight: one who `surprises` surprises his opponents there (skill.surprise),
-- as the seed's gunman at the window surprises Bill ("he suddenly sees a
-- gunman at the window … Your character will use the "instinctive pistol
-- shot" skill"); opts.roll (or a numeric opts.card) is the D100 the hit roll shows,
-- opts.location the D100 of the location chart; opts.stack (`twtw explain
-- --stack 4,64,5`) the dice rolled after those, in order (the hit D100, the
-- location D100, the damage dice: a face larger than the die rolled is an
-- error naming both, and so is a face the attack did not roll); opts.area
-- (or opts.called, `twtw explain --called "right hand"`) aims at an area;
-- opts.mode forces "aimed" or "instinctive". Every other opt is an
-- attack-context field, as TWTW's explain passes them (`--opt distance=30`,
-- or a house rule's own: r.braced reads `--opt braced=1` as ctx.braced);
-- the host has refused a key no script on reads (host/explain_opts.go).
local d100 = require("rules.lib.d100")
local stack = require("lib.stack")
local lib_opts = require("lib.context_opts")

local M = {
  name = "percentile.explain",
  version = "1.0.0",
  summary = "Run and explain one shot or blow between two combatants of a scenario",
  source = "seed 002 \"4.2.1 The sequence of combat\"",
  requires = { "percentile.attack", "percentile.shots", "percentile.tactics" },
}

-- OPTS are the opts the rule reads itself; FIGHT the context fields it sets
-- from the fight, which an opt cannot name (a combatant is --attacker or
-- --target, a weapon --weapon; mods is a list).
local OPTS = { weapon = true, card = true, roll = true, stack = true, location = true, area = true, called = true,
  mode = true }
local FIGHT = { fight = "the fight explained", attacker = "--attacker", target = "--target", mods = "a list of modifiers" }

-- context_opts(api, opts, area) → the attack context's extra fields: every
-- opt the rule does not read itself, and the area aimed at.
local function context_opts(api, opts, area)
  if opts.aimed then -- --aimed 3 was taken as a context field nothing reads
    api.refuse("--aimed", string.format("%s: percentile counts no aim actions (seed 002 \"4.2.2.1.1\": a pistol "
      .. "shot is aimed or instinctive): --opt mode=aimed", tostring(opts.aimed)))
  end
  return lib_opts.fields(api, opts, OPTS, FIGHT, { area = area })
end

-- pick_weapon: by key or name, else the first loaded firearm, else fists.
local function pick_weapon(c, key)
  for _, w in ipairs(c.weapons) do
    if key and (w.key == key or w.name == key) then return w end
  end
  if key == "fists" then return c.unarmed end
  if key then return nil end
  for _, w in ipairs(c.weapons) do
    if w.capacity and w.loaded > 0 then return w end
  end
  return c.weapons[1] or c.unarmed
end

-- enter(R, fight, a, t) brings a and t into the round explained as
-- round.start would: one not there yet appears now, and when anyone did,
-- the round's entrants (all there whose first round it is) surprise their
-- opponents by skill.surprise (seed 002 "4.2.2.1.1": "surprised by the
-- sudden appearance of an opponent(s)").
local function enter(R, fight, a, t)
  local came = false
  for _, c in ipairs({ a, t }) do
    if not c.state.present then c.state.present, c.state.first_round, came = true, fight.round, true end
  end
  if not came then return end
  local entrants = {}
  for _, c in ipairs(fight.combatants) do
    if c.state.present and c.state.first_round == fight.round then entrants[#entrants + 1] = c end
  end
  R["skill.surprise"](fight, entrants)
end

local function pick(api, fight, attacker, target)
  local a = attacker and fight.by_name[attacker] or (attacker == nil and fight.combatants[1])
  if not a then api.refuse("--attacker", string.format("no combatant %q in the scenario", tostring(attacker))) end
  local t = target and fight.by_name[target]
  if target == nil then
    for _, o in ipairs(fight.combatants) do
      if o.side ~= a.side then t = o break end
    end
  end
  if not t then api.refuse("--target", string.format("no combatant %q in the scenario", tostring(target or "opponent"))) end
  return a, t
end

-- percent refuses a D100 roll the judge fixed (field) that is no whole
-- number 1..100; nil passes.
local function percent(api, field, roll)
  if roll ~= nil and (type(roll) ~= "number" or roll < 1 or roll > 100 or roll % 1 ~= 0) then
    api.refuse(field, string.format("%s: want a D100 roll, 1..100", tostring(roll)))
  end
end

-- known_area refuses an area to aim at that the location chart does not have
-- (seed 002 "4.2.5 Hit location"), naming those it has; field is the flag
-- the area came from.
local function known_area(api, area, field)
  local R = api.rules
  if area == nil or R["location.parse"](area) then return end
  local known = {}
  for part in pairs(R["location.multipliers"]) do
    if R["location.parse"](part) then
      known[#known + 1] = part
    elseif R["location.parse"]("right " .. part) then
      known[#known + 1] = "left/right " .. part
    end
  end
  table.sort(known)
  api.refuse(field, string.format("no area %q (want %s)", tostring(area), table.concat(known, ", ")))
end

function M.setup(api)
  local R = api.rules

  -- explain.attack(fight, attacker, target, opts) → the attack's outcome
  -- (attack.resolve) plus shots and shots_terms.
  api.define("explain.attack", function(fight, attacker, target, opts)
    opts = opts or {}
    local a, t = pick(api, fight, attacker, target)
    local w = pick_weapon(a, opts.weapon)
    if not w then api.refuse("--weapon", string.format("%s has no weapon %q", a.name, tostring(opts.weapon))) end
    if fight.round < 1 then fight.round = 1 end
    enter(R, fight, a, t)
    if w.capacity and w.loaded < 1 then w.loaded = 1 end
    known_area(api, opts.area or opts.called, opts.area and "--opt area" or "--called")
    local ctx = R["attack.context"](fight, a, t, w, context_opts(api, opts, opts.area or opts.called))
    if opts.mode and opts.mode ~= "aimed" and opts.mode ~= "instinctive" then
      api.refuse("--opt mode", string.format("%q: want aimed or instinctive", tostring(opts.mode)))
    end
    if opts.mode then
      -- a mode the rules would never allow is refused (seed 002 "4.2.2.1.1")
      if w.kind ~= "pistol" then
        api.refuse("--opt mode", string.format("%s: the %s uses the %s skill (aimed or instinctive is a pistol's)", opts.mode,
          w.name, w.skill or "brawl"))
      end
      local beyond = fight.aimed_beyond or 20
      if opts.mode == "instinctive" and (ctx.distance or 0) > beyond then
        api.refuse("--opt mode", string.format("instinctive at %.0f m: beyond %g m fire is always aimed", ctx.distance, beyond))
      end
      ctx.mode, ctx.mode_reason = opts.mode, "chosen for the explanation"
    end
    local n, shots = R["shots.count"](a, w, ctx.mode)
    api.log("explain", { text = string.format("explain: %s attacks %s with the %s at %.0f m — %s skill (%s)",
      a.name, t.name, R["combatant.weapon_label"](a, w), ctx.distance, (R["skill.key"](ctx.mode):gsub("_", " ")), ctx.mode_reason),
      attacker = a.name, target = t.name, weapon = w.key })
    api.log("explain", { text = string.format("combat speed and shots this round: %d", n),
      speed = R["speed.combat"](a), shots = shots })
    local roll = opts.roll or (type(opts.card) == "number" and opts.card) or tonumber(opts.card)
    if opts.card ~= nil and tonumber(opts.card) == nil then percent(api, "--card", tostring(opts.card)) end
    if opts.location and not roll then api.refuse("--opt location", "a location roll needs the hit roll too (--card)") end
    percent(api, "--card", roll)
    percent(api, "--opt location", opts.location)
    if roll then d100.stack(api.dice, roll, opts.location) end
    local fixed = opts.stack and stack.faces(api, opts.stack)
    if fixed then api.dice.stack(unpack(fixed)) end
    local out = stack.resolve(api, opts.stack, fixed, "an attack rolls the hit D100; a hit the location D100, then the damage",
      R["attack.resolve"], ctx)
    out.shots, out.shots_terms = n, shots
    return out
  end, "run one attack for twtw explain")
end

return M
