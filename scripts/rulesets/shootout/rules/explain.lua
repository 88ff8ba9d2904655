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
-- Decided here: with no card named the attacker fires one shot; a red card
-- (or an ace or joker) fires its shots; a black card cannot shoot (an
-- error). The shot is fired as in turn 1 with the attacker's card face up.
local M = {
  name = "shootout.explain",
  version = "1.0.0",
  summary = "Run and explain one card's shots between two figures of a scenario",
  source = "seed 004 \"Hitting\", \"Hit Locations\", \"Use of Cover\"",
  requires = { "shootout.shooting", "shootout.tactics" },
}

local function find_weapon(api, c, key)
  for i, w in ipairs(c.weapons) do
    if w.key == key then return i, w end
  end
  local w = api.rules["weapon.new"](key)
  c.weapons[#c.weapons + 1] = w
  return #c.weapons, w
end

function M.setup(api)
  local R = api.rules

  -- explain.attack(fight, attacker, target, opts) → the last shot's outcome
  -- (outcome.shots lists them all). attacker/target: names, or nil for the
  -- first figure and the nearest enemy he can shoot at; opts.card: the card
  -- he acts on; opts.weapon: a weapon key.
  api.define("explain.attack", function(fight, attacker, target, opts)
    opts = opts or {}
    local a = attacker and fight.by_name[attacker] or (attacker == nil and fight.combatants[1])
    if not a then error(string.format("explain: no figure %q in the scenario", tostring(attacker)), 2) end
    if fight.turn < 1 then fight.turn = 1 end
    local t = target and fight.by_name[target]
    if target == nil then t = R["tactics.target"](fight, a) or R["tactics.enemies"](fight, a)[1] end
    if not t then error(string.format("explain: no figure %q in the scenario", tostring(target)), 2) end
    local i, w
    if opts.weapon then i, w = find_weapon(api, a, opts.weapon) else i, w = R["weapon.pick"](a) end
    if not w then error(string.format("explain: %s has no weapon he can fire", a.name), 2) end
    a.weapon = i
    local shots, card = 1, nil
    if opts.card ~= nil then
      card = api.poker.card(opts.card)
      local m = R["cards.meaning"](card)
      if m.shots == 0 then error(string.format("explain: the %s does not shoot (a black card moves)", card.text), 2) end
      shots = m.shots
      a.state.card, a.state.acted = card, true
    end
    api.log("explain", { attacker = a.name, target = t.name, weapon = w.key, text = string.format(
      "explain: %s shoots at %s with the %s%s, %d shot%s%s", a.name, t.name, w.name,
      card and (" on the " .. card.text) or "", shots, shots == 1 and "" or "s",
      t.cover and string.format(" (%s is behind the %s)", t.name, t.cover.name) or "") })
    local list, out = {}, nil
    for n = 1, shots do
      if t.dead then break end
      out = R["shoot.resolve"]({ fight = fight, attacker = a, target = t, weapon = w, shot = n, explain = true })
      list[#list + 1] = out
    end
    out.shots = list
    return out
  end, "run one card's shots for twtw explain")
end

return M
