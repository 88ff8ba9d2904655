-- rules/explain.lua — one attack, explained: `twtw explain --ruleset ticks`
-- runs a single attack from a scenario and the transcript prints every number
-- — the test scores, the difficulty or the defender's score, the damage
-- terms (base, skill, maneuver, aim, armour, shield, defence, luck) — with
-- the module and file:line that produced it.
-- seed 003 "Attack": "an attack always hits and deals a number of wounds equal
-- to your base weapon damage plus your skill" (unless a maneuver is used).
--
-- Decided here: explain shows an attack's arithmetic, so reach and sight are
-- not checked (a fight's Attack action waits for them); the attack is made
-- with the weapon in hand (a weapon named in
-- opts.weapon is put in hand first); without opts.maneuver it takes the
-- maneuver the default tactics would pick against that target (so a table
-- sees a test worked out), opts.maneuver = "none" for a plain attack;
-- opts.aim (or the CLI's --aimed) = ticks waited explains the shot of an
-- Aim action: it takes no maneuver (seed 003 "Combat": a maneuver is
-- declared with an attack; rules/aim.lua), so none is picked and a named one
-- is refused, and it is fired on the tick the waiting ends, quickness −
-- ticks waited (the saving starts on the quickness statistic, aim.track).
-- An aim the seed forbids is refused, naming the option, as a declaration
-- refuses it (seed 003 "Aim": "a target that you could attack with your
-- ranged weapon"): a weapon in hand that is not ranged, or is thrown, and
-- more ticks waited than the count holds from quickness down to the tick of
-- the shot (at most quickness − 1, by tick 1);
-- opts.luck = levels bought for the test; opts.difficulty (Trick Shot: a
-- number, or a row of the ladder, test.ladder, by key or name);
-- opts.throw = "true" throws a knife or hatchet; opts.tick (the tick of the
-- attack) below 1, or a Quick Draw that would come there, is refused: the
-- count runs down to tick 1. `twtw explain --opt
-- maneuver=mighty_blow` passes one. opts.card and opts.called are errors
-- naming them: seed 003 draws no cards and has no hit locations. opts.stack
-- (`--stack 3,9`) fixes the dice the attack rolls, in order; the book's rules
-- roll none, a house rule may (ticks.swing: a die for the attacker, then one
-- for the defender, in each opposed test), and a face the attack did not roll
-- is an error naming it, as is a value that is no die face. Every other opt
-- is a field of the attack context, as under TWTW (scripts/rules/explain.lua):
-- a house rule's own field (`--opt braced=1` → ctx.braced) reaches the rules
-- that read it; a field attack.context works out itself (kind, skill,
-- test_luck …) is refused, naming the option that sets it, if any.
local M = {
  name = "ticks.explain",
  version = "1.0.0",
  summary = "Run and explain one attack between two combatants of a scenario",
  source = "seed 003 \"Attack\", \"Maneuvers\", \"Aim\", \"Armor\"",
  requires = { "ticks.attack", "ticks.plans" },
}

local G = require("rules.lib.geometry")
local stack = require("lib.stack")
local context_opts = require("lib.context_opts")
local sorted_keys = require("lib.tables").sorted_keys

-- NO_DICE: why a stacked face was not rolled.
local NO_DICE = "seed 003 rolls no dice; a house rule may, such as ticks.swing's die for each side of an opposed test"

-- OPTS are the opts explain.attack reads itself; every other opt is an
-- attack-context field.
local OPTS = { aim = true, aimed = true, luck = true, tick = true, difficulty = true, card = true, called = true,
  stack = true, weapon = true, throw = true, maneuver = true }

-- WORKED_OUT: the context fields attack.context works out, with the option
-- that sets each (false: none, the scenario or the weapon decides it).
local WORKED_OUT = { fight = false, attacker = "--attacker", target = "--target", weapon = "--weapon",
  maneuvers = "--opt maneuver", test_luck = "--opt luck", aim_waited = "--opt aim", kind = false, skill = false,
  skill_terms = false }

-- checked(api, opts) → opts (or {}): the numeric options are numbers, and
-- no card or called location is asked of a game without them; anything
-- else is refused (api.refuse), naming the option.
local function checked(api, opts)
  opts = opts or {}
  for _, k in ipairs({ "aim", "aimed", "luck", "tick" }) do
    if opts[k] ~= nil and type(opts[k]) ~= "number" then
      api.refuse("--opt " .. k, string.format("%q: want a whole number", tostring(opts[k])))
    end
  end
  local d = opts.difficulty
  if d ~= nil and type(d) ~= "number" and not (type(d) == "string" and pcall(api.rules["test.difficulty"], d)) then
    local keys = {}
    for i, row in ipairs(api.rules["test.ladder"]) do keys[i] = row.key end
    api.refuse("--opt difficulty", string.format("%q: want a whole number or a row of the ladder (%s)", tostring(d),
      table.concat(keys, ", ")))
  end
  if opts.tick ~= nil and opts.tick < 1 then
    api.refuse("--opt tick", string.format("%d: the count runs down to tick 1 (seed 003 \"Combat\")", opts.tick))
  end
  if opts.card ~= nil then
    api.refuse("--card", string.format("%s: seed 003 draws no cards (a test is statistic × skill against a difficulty)",
      tostring(opts.card)))
  end
  if opts.called ~= nil then
    api.refuse("--called", string.format("%q: seed 003 has no hit locations (an attack deals wounds)", tostring(opts.called)))
  end
  return opts
end

-- maneuvers(api, fight, a, t, w, m, throw) → the maneuver list and test
-- luck; an unknown maneuver, or one the attack cannot make (maneuver.check:
-- a melee maneuver with a gun, a draw of the wrong kind of weapon, a Double
-- tap with one round left; a requirement his skill and luck cannot meet), is
-- refused, naming why.
local function maneuvers(api, fight, a, t, w, m, throw)
  local R = api.rules
  if m == "none" then return {}, 0 end
  if m and R["maneuver.table"][m] == nil then
    api.refuse("--opt maneuver", string.format("no maneuver %q (want none, %s)", tostring(m),
      table.concat(sorted_keys(R["maneuver.table"]), ", ")))
  end
  if m then
    -- the weapon is put in hand to explain the attack: a draw is checked
    -- as if it were not yet (held = false)
    local ok, why, need = R["maneuver.check"](a, { weapon = w, throw = throw, held = false }, m)
    if not ok then api.refuse("--opt maneuver", string.format("%s with the %s: %s", m, w.name, why)) end
    -- a requirement skill falls short of is met with luck, as a declaration spends it
    if need > (a.luck or 0) then
      api.refuse("--opt maneuver", string.format("%s: %s needs %d luck to meet its requirement and has %d", m, a.name, need,
        a.luck or 0))
    end
    return { m }, 0
  end
  local best, top = nil, nil
  for _, p in ipairs(R["plans.attack"](fight, a, t, w, nil)) do
    if top == nil or p.value > top then best, top = p, p.value end
  end
  return best.maneuvers, best.luck and best.luck.test or 0
end

-- aimed(api, a, w, opts, throw) → the ticks waited of an aimed shot (nil:
-- not aimed) and the tick it is fired on. Refused, naming the option: a
-- maneuver beside it, a weapon in hand that is not ranged (or is thrown), and
-- more ticks than the count holds between quickness and the tick of the shot.
local function aimed(api, a, w, opts, throw)
  local n = opts.aim or ((opts.aimed or 0) > 0 and opts.aimed) or nil
  if n == nil then return nil, nil end
  local field = opts.aim and "--opt aim" or "--aimed"
  if n < 0 then api.refuse(field, string.format("%d: want 0 or more ticks waited", n)) end
  if opts.maneuver ~= nil and opts.maneuver ~= "none" then
    api.refuse("--opt maneuver", string.format("%s: an aimed shot takes no maneuver (seed 003 \"Combat\": a maneuver is "
      .. "declared with the Attack action, and Aim is an action of its own)", tostring(opts.maneuver)))
  end
  if throw or w.kind ~= "ranged" then
    api.refuse(field, string.format("%d: Aim needs a ranged weapon in hand, and %s has the %s%s", n, a.name, w.name,
      throw and " to throw" or ""))
  end
  local q, last = api.rules["combatant.stat"](a, "quickness"), opts.tick or 1
  if n > q - last then
    api.refuse(field, string.format("%d: %s (quickness %d) can have waited at most %d ticks by tick %d (the saving starts "
      .. "on the quickness tick, and the count ends at tick 1)", n, a.name, q, math.max(0, q - last), last))
  end
  return n, opts.tick or (q - n)
end

function M.setup(api)
  local R = api.rules

  -- pick(fight, name, other) → the named combatant, or the first combatant
  -- (other == nil) / the first enemy of other.
  local function pick(fight, name, other)
    if name then
      local c = fight.by_name[name]
      if c == nil then api.refuse(other and "--target" or "--attacker", string.format("no combatant %q in the scenario", tostring(name))) end
      return c
    end
    for _, c in ipairs(fight.combatants) do
      if other == nil or c.side ~= other.side then return c end
    end
    error("explain: the scenario has no enemy to attack", 3)
  end

  -- weapon(a, key) → the weapon to explain, put in hand.
  local function weapon(a, key)
    if key then
      for _, w in ipairs(a.weapons) do
        if w.key == key or w.name == key then a.held = w return w end
      end
      if key == "unarmed" then return a.fists end
      api.refuse("--weapon", string.format("%s has no weapon %q", a.name, tostring(key)))
    end
    if a.held == nil and a.weapons[1] then a.held = a.weapons[1] end
    return R["combatant.weapon"](a)
  end

  -- explain.attack(fight, attacker, target, opts) → the attack's outcome.
  api.define("explain.attack", function(fight, attacker, target, opts)
    opts = checked(api, opts)
    local fixed = opts.stack and stack.faces(api, opts.stack)
    local a = pick(fight, attacker, nil)
    local t = pick(fight, target, a)
    local w = weapon(a, opts.weapon)
    local throw = opts.throw == true or opts.throw == "true"
    local aim, at = aimed(api, a, w, opts, throw)
    local ms, luck = {}, 0
    if aim == nil then ms, luck = maneuvers(api, fight, a, t, w, opts.maneuver, throw) end
    -- a Quick Draw attacks at quickness − 5 or − 10 (action.start)
    fight.tick = at or opts.tick or R["action.start"](a, { kind = "attack", maneuvers = ms })
    if api.logging() then
      api.log("explain", { text = string.format("explain: %s attacks %s with the %s at %s steps (%s to %s)", a.name, t.name,
        w.name, string.format("%.1f", G.distance(a.pos, t.pos)), G.fmt(a.pos), G.fmt(t.pos)),
        attacker = a.name, target = t.name, weapon = w.key })
    end
    local ctx = R["attack.context"](fight, a, t, w, { maneuvers = ms, test_luck = opts.luck or luck,
      aim_waited = aim, difficulty = opts.difficulty, throw = throw })
    context_opts.fields(api, opts, OPTS, WORKED_OUT, ctx)
    if fixed then api.dice.stack(unpack(fixed)) end
    return stack.resolve(api, opts.stack, fixed, NO_DICE, R["attack.resolve"], ctx)
  end, "run one attack for twtw explain")
end

return M
