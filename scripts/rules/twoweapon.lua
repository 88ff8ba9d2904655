-- rules/twoweapon.lua — a weapon in each hand, and two-handed weapons in one.
-- seed 000 "Two Weapons": "A Hero using weapons in each hand suffers -1 to
-- each attack. Any action taken with an off hand is made at an additional -3
-- (for a total of -4) … The previous penalties are in addition to any snap
-- shot penalties … increase the speed of any aim action one level (Fast to
-- Normal, Normal to Slow). It is never possible to aim at two different
-- targets". seed 000 "Two handed ranged weapons": "Apply a penalty of 2 to any
-- two-handed ranged weapon being used with one hand."
-- (seed 001 "Advanced Two-Weapon Actions" is an optional module, not this one.)
local M = {
  name = "core.twoweapon",
  version = "1.0.0",
  summary = "Two weapons: −1 each hand, −3 more off hand; a two-handed weapon in one hand −2",
  source = "seed 000 \"Two Weapons\", \"Two handed ranged weapons\"",
}
local SLOWER = { F = "N", N = "S", S = "S" } -- one aim speed level slower

-- in_each_hand(c) → whether c holds a weapon in each hand: the right and the
-- left hold two weapons, drawn and not dropped (c.state.hands; a weapon held
-- in both is one weapon). A combatant whose hands record nothing (weapons
-- drawn by hand, as a spec may) is read as before: two one-handed weapons
-- drawn.
local function in_each_hand(c)
  local h = c and c.state and c.state.hands
  local r, l = h and h.right, h and h.left
  if r or l then
    return r ~= nil and l ~= nil and r ~= l and r.drawn == true and l.drawn == true and not r.dropped and not l.dropped
  end
  local ws = c and c.weapons
  if not ws then return false end
  local n = 0
  for i = 1, #ws do
    local w = ws[i]
    if w.drawn and not w.dropped and (w.hands or 1) == 1 and w.kind ~= "unarmed" then
      n = n + 1
      if n >= 2 then return true end
    end
  end
  return false
end

function M.setup(api)
  local R = api.rules -- a local costs less than api.rules at every call
  api.define("twoweapon.table", { each = 1, off_hand = 3, one_handed = 2 },
    "seed 000 \"Two Weapons\" and \"Two handed ranged weapons\" penalties")

  api.define("twoweapon.in_each_hand", in_each_hand, "true when c holds a weapon in each hand (c.state.hands: the "
    .. "right and the left hold two weapons; with none recorded, two one-handed weapons drawn and not dropped)")

  -- ranged.two_weapons(ctx, tn): a weapon in each hand (ctx.two_weapons, or
  -- unset and twoweapon.in_each_hand of the attacker: "A Hero using weapons in
  -- each hand suffers -1 to each attack", whichever he attacks with) → +1;
  -- ctx.off_hand → +3 more.
  -- Decided here: an off-hand action without a second weapon (ctx.off_hand
  -- alone) takes the off hand's +3 only.
  api.define("ranged.two_weapons", function(ctx, tn)
    local t = R["twoweapon.table"]
    local both = ctx.two_weapons
    if both == nil then both = R["twoweapon.in_each_hand"](ctx.attacker) end
    if both then tn:add(t.each, "a weapon in each hand", "two_weapons", "twoweapon.table.each") end
    if ctx.off_hand then tn:add(t.off_hand, "off hand", "off_hand", "twoweapon.table.off_hand") end
  end, "seed 000 \"Two Weapons\"")

  -- ranged.one_handed(ctx, tn): ctx.one_handed with a two-handed weapon → +2.
  api.define("ranged.one_handed", function(ctx, tn)
    local w = ctx.weapon
    if ctx.one_handed and w and w.hands == 2 then
      tn:add(R["twoweapon.table"].one_handed, "two-handed weapon in one hand", "one_handed", "twoweapon.table.one_handed")
    end
  end, "seed 000 \"Two handed ranged weapons\"")

  -- twoweapon.aim_speed(speed) -> the speed of an aim with both weapons
  -- pointed together: one level slower (S stays S).
  api.define("twoweapon.aim_speed", function(speed)
    local s = SLOWER[speed]
    if not s then error(string.format("twoweapon.aim_speed: want F, N or S, got %s", tostring(speed)), 2) end
    return s
  end, "aiming two weapons together is one speed level slower")

  -- twoweapon.can_aim(target1, target2) -> whether both weapons may be aimed:
  -- only at a single target (compared by name when given).
  api.define("twoweapon.can_aim", function(a, b)
    local na = type(a) == "table" and a.name or a
    local nb = type(b) == "table" and b.name or b
    return na ~= nil and na == nb
  end, "both weapons can be aimed only at one target")
end

return M
