-- rules/explain.lua — shootout.explain: one shot, explained. `twtw explain
-- --ruleset shootout` fires one card's shots from a scenario so the
-- gamemaster sees every number — the expertise level and its die, the
-- hitting roll, the severity d6 and its weapon adjustment, the location d8,
-- the chart's letter, cover and the Toughness tests — each with the module
-- and file:line that shaped it.
--
-- seed 004 "Really Simple Wild West Shootout Rules" ("Hitting", "Hit
-- Locations", "Use of Cover").
--
-- Decided here: with no card named the attacker acts on the best shooting
-- card of the hand he was dealt (an ace or joker, then two shots before one,
-- higher before lower); with none in his hand he turns up cards from the
-- deck until one shoots (a black card only moves). A black card named cannot
-- shoot (an error). opts.card (`twtw explain --card KD`) names the card by
-- rank and suit (RJ, BJ: the jokers); a deck number or a name that is no card
-- is an error naming it. opts.aimed > 0: he aimed at the target last turn
-- (one re-roll). opts.stack (`--stack 2,4,1,5`) fixes the dice in the order
-- the shots roll them: for each shot the hitting roll on his Expertise die
-- (and its re-roll when aimed and missed), then on a hit the severity d6 and
-- the location d8 ("Hit Locations": the d6 first), then the d8 the hit calls
-- for (a mortal wound's roll, then the location's Toughness test; a hit
-- cover stops rolls none: the target has laid no card, so he flinches
-- untested); a value that is not a die face, a face larger than the die
-- it comes out on, or one no shot rolled, is an error naming it. The shots
-- are fired as in turn 1. Called shots are no part of seed 004 (opts.called
-- is an error).
local stack = require("lib.stack")
local sorted_keys = require("lib.tables").sorted_keys

-- OPTS are the opts the rule reads itself; every other opt (`--opt KEY=VALUE`
-- that a script reads: weak_side, a house rule's own field) is a field of
-- each shot's context, as TWTW's explain.attack passes them on.
local OPTS = { weapon = true, card = true, stack = true, aimed = true, called = true }
-- SET_BY are the shot's fields the explanation sets itself, and the flag that sets each.
local SET_BY = { fight = false, attacker = "--attacker", target = "--target", weapon = "--weapon", shot = false,
  explain = false }
local context_opts = require("lib.context_opts")

-- ROLLS: which dice the shots roll, for a stacked face they did not roll.
local ROLLS = "a shot rolls its Expertise die; a hit the severity d6, the location d8, then the d8 tests it calls for"

local M = {
  name = "shootout.explain",
  version = "1.0.0",
  summary = "Run and explain one card's shots between two figures of a scenario",
  source = "seed 004 \"Hitting\", \"Hit Locations\", \"Use of Cover\"",
  requires = { "shootout.shooting", "shootout.tactics" },
}

-- find_weapon returns the figure's weapon with that key, else gives him one
-- from the weapon list; a key the list does not have is refused, naming
-- those it has.
local function find_weapon(api, c, key)
  for i, w in ipairs(c.weapons) do
    if w.key == key then return i, w end
  end
  if api.rules["weapons"][key] == nil then
    api.refuse("--weapon", string.format("%s has no weapon %q, and the weapon list neither (want %s)", c.name,
      tostring(key), table.concat(sorted_keys(api.rules["weapons"]), ", ")))
  end
  local w = api.rules["weapon.new"](key)
  c.weapons[#c.weapons + 1] = w
  return #c.weapons, w
end

-- shot_context(api, fight, a, t, w, n, opts) → the context of shot n: the opts
-- that are no option of explain's own, then the shot's own fields.
local function shot_context(api, fight, a, t, w, n, opts)
  local ctx = context_opts.fields(api, opts, OPTS, SET_BY)
  ctx.fight, ctx.attacker, ctx.target, ctx.weapon, ctx.shot, ctx.explain = fight, a, t, w, n, true
  return ctx
end

-- rank(R, card) orders shooting cards: aces and jokers, then two shots,
-- then the count.
local function better(R, a, b)
  local ma, mb = R["cards.meaning"](a), R["cards.meaning"](b)
  if (ma.kind == "both") ~= (mb.kind == "both") then return ma.kind == "both" end
  if ma.shots ~= mb.shots then return ma.shots > mb.shots end
  return R["cards.before"](a, b)
end

-- card_of(api, id) → the playing card id names ("KD", "10H", "RJ"); a
-- number (a place in the deck, not a card a judge names) or a name that is no
-- card is an error naming it.
local function card_of(api, id)
  if type(id) == "number" then
    api.refuse("--card", string.format("%d: name a playing card by rank and suit (such as 4H, 10S, KD; RJ, BJ for the jokers)", id))
  end
  local ok, card = pcall(api.poker.card, id)
  if not ok then
    local why = tostring(card):match("%((.*)%)$") or tostring(card)
    api.refuse("--card", string.format("%q is not a playing card: %s", tostring(id), (why:gsub('^poker: card %b"": ', ""))))
  end
  return card
end

-- define_card(api): the card an explained attack acts on.
local function define_card(api)
  local R = api.rules

  -- explain.card(c, id) → the card c acts on: card id when given, else the
  -- best shooting card of his hand, else the first shooting card turned up.
  api.define("explain.card", function(c, id)
    if id ~= nil then return card_of(api, id) end
    local best
    for _, card in ipairs(c.cards) do
      if R["cards.meaning"](card).shots > 0 and (best == nil or better(R, card, best)) then best = card end
    end
    if best then return best end
    for _ = 1, 54 do
      local card = api.poker.draw()
      api.poker.discard(card)
      if api.logging() then api.log("explain", { text = string.format("%s turns up the %s", c.name, card.text) }) end
      if R["cards.meaning"](card).shots > 0 then return card end
    end
    error("explain: no card in the deck shoots", 2)
  end, "the card an explained attack acts on")
end

-- refuse_flags refuses the explain flags shootout cannot honour: a called
-- shot, and --aimed above 1 (its aim is a turn's aim at the target or none;
-- --aimed 99 was taken as 1).
local function refuse_flags(api, opts)
  if opts.called then
    api.refuse("--called", "seed 004 has no called shots (the d8 says where a hit lands; --stack fixes it: hit, d6, d8)")
  end
  if (tonumber(opts.aimed) or 0) > 1 then
    api.refuse("--aimed", string.format("%s: want 0 or 1 (he aimed at the target last turn, or not)", tostring(opts.aimed)))
  end
end

-- define_attack(api): one card's shots, explained.
local function define_attack(api)
  local R = api.rules

  -- explain.attack(fight, attacker, target, opts) → the last shot's outcome
  -- (outcome.shots lists them all). attacker/target: names, or nil for the
  -- first figure and the nearest enemy he can shoot at; opts.card: the card
  -- he acts on; opts.weapon: a weapon key; others: shot fields (OPTS).
  api.define("explain.attack", function(fight, attacker, target, opts)
    opts = opts or {}
    local a = attacker and fight.by_name[attacker] or (attacker == nil and fight.combatants[1])
    if not a then api.refuse("--attacker", string.format("no figure %q in the scenario", tostring(attacker))) end
    if fight.turn < 1 then fight.turn = 1 end
    local t = target and fight.by_name[target]
    if target == nil then t = R["tactics.target"](fight, a) or R["tactics.enemies"](fight, a)[1] end
    if not t then api.refuse("--target", string.format("no figure %q in the scenario", tostring(target))) end
    local i, w
    if opts.weapon then i, w = find_weapon(api, a, opts.weapon) else i, w = R["weapon.pick"](a) end
    if not w then api.refuse("--weapon", string.format("%s has no weapon he can fire", a.name)) end
    a.weapon = i
    refuse_flags(api, opts)
    local card = R["explain.card"](a, opts.card)
    local m = R["cards.meaning"](card)
    if m.shots == 0 then api.refuse("--card", string.format("the %s does not shoot (a black card moves)", card.text)) end
    local shots = m.shots
    a.state.card, a.state.acted = card, true
    if (tonumber(opts.aimed) or 0) > 0 then a.aim = { target = t.name, turn = fight.turn } end
    api.log("explain", { attacker = a.name, target = t.name, weapon = w.key, text = string.format(
      "explain: %s %s on the %s, %d %s%s%s%s", a.name, R["weapon.attack_text"](w, t), card.text, shots,
      w.thrown and "throw" or "shot", shots == 1 and "" or "s", a.aim and ", aimed (one re-roll)" or "",
      t.cover and string.format(" (%s is behind the %s)", t.name, t.cover.name) or "") })
    local fixed = opts.stack and stack.faces(api, opts.stack)
    if fixed then api.dice.stack(unpack(fixed)) end
    local list, out = {}, nil
    for n = 1, shots do
      if t.dead then break end
      if n > 1 and not R["code.allows"](fight, a, "shoot", t) then
        api.log("explain", { text = string.format("%s holds his fire: a gentleman does not shoot a downed man", a.name) })
        break
      end
      local sctx = shot_context(api, fight, a, t, w, n, opts)
      if fixed then
        out = stack.attempt(api, opts.stack, ROLLS, R["shoot.resolve"], sctx)
      else
        out = R["shoot.resolve"](sctx)
      end
      list[#list + 1] = out
    end
    out.shots = list
    if fixed then stack.rolled(api, opts.stack, fixed, ROLLS) end
    local hits = 0
    for _, o in ipairs(list) do if o.hit then hits = hits + 1 end end
    if hits == 0 then
      api.log("explain", { text = string.format("no hit (%d needed on the d%d): no severity d6 or location d8 is rolled",
        R["shoot.table"].hit, out.die) })
    end
    return out
  end, "run one card's shots for twtw explain")
end

function M.setup(api)
  define_card(api)
  define_attack(api)
end

return M
