-- rules/ranged.lua — the TN and result modifier of a ranged attack.
-- seed 000 "Ranged Attacks", "Range": "The Target Number required is
-- Standard (5) plus any relevant modifiers. Add one to the TN for each full
-- range increment between the firer and target." "Modifiers" (the Situation
-- Modifier table), "Move and Fire", "Target Size", "Target Speed", "Throwing
-- Things", "Point Blank"; "Hit Location and Cover" (unseen targets −4);
-- "Movement Actions" (a target forgoing defense: halve the range).
--
-- ranged.tn(ctx) builds the TN as terms: "Standard" 5, then each rule named
-- in data ranged.modifiers is called as rule(ctx, tn) and adds its terms
-- (penalties positive, bonuses negative). The modifier rules of aiming, fan
-- firing, two weapons, called shots and dodge live in aim.lua, fanfire.lua,
-- twoweapon.lua, called.lua and dodge.lua. ranged.mod(ctx) builds the result
-- modifier (Accurate when aimed, the wound penalty).
--
-- The ctx fields read here: attacker, target, weapon, range, moving,
-- mounted, mount_moving, firer_speed, target_speed, opposite,
-- relative_speed, target_size, target_forgoing, point_blank, visible,
-- throwing (see the header of each rule).
local M = {
  name = "core.ranged",
  version = "1.0.0",
  summary = "Ranged attack TN: range, movement, mount, size, relative speed, unseen targets, throwing",
  source = "seed 000 \"Ranged Attacks\" through \"Throwing Things\"; \"Hit Location and Cover\"; \"Movement Actions\"",
}

local RANK, SMALL = { none = 0, walk = 1, run = 2 }, { "ranged.table.human_size", "ranged.table.size_scale", "ranged.table.size_cap" }

local state = require("rules.lib.hit").peek
local refs, credit = require("rules.lib.refs"), require("lib.tables").credit
local geometry = require("rules.lib.geometry")

-- range_data(w, from) lists the data references of a range term: the
-- rules that worked the range out, the weapon's increment, and the entry
-- that changed the range (from, when the target forgoes defense). Without
-- from the list is the same every shot, so it is built once per weapon.
local range_refs = {}
local function range_list(w)
  return { "ranged.effective_range", "ranged.increments", refs.weapon(w.key, "increment") }
end
local function range_data(w, from)
  if from then return { range_list(w), from } end
  return refs.once(range_refs, w.key or "", range_list, w)
end

-- move_penalty is the Move and Fire penalty for one movement kind.
local function move_penalty(t, kind)
  if kind == "walk" then return t.walk end
  if kind == "run" then return t.run end
  return 0
end

-- is_thrown says whether ctx is a throw (a thrown weapon or ctx.throwing).
local function is_thrown(ctx)
  return ctx.throwing == true or (ctx.weapon ~= nil and ctx.weapon.kind == "thrown")
end

-- speed_of is a combatant's speed for a movement kind (walk = Speed, run =
-- double: seed 000 "Target Speed": "If both were running (double speed)").
local function speed_of(c, kind)
  if not c then return 0 end
  local s = c.speed or 0
  if kind == "walk" then return s end
  if kind == "run" then return 2 * s end
  return 0
end

-- check_modifiers refuses a name in ranged.modifiers that is not a defined
-- function rule, naming it.
local function check_modifiers(api, list)
  for i = 1, #list do
    local name = list[i]
    if not (api.has(name) and type(api.rules[name]) == "function") then
      error(string.format("ranged.tn: modifier rule %q (listed in ranged.modifiers) is not defined", name), 3)
    end
  end
end

-- define_ranged_table(api, R): ranged.table, ranged.modifiers, ranged.tn, ranged.mod.
local function define_ranged_table(api, R)
  api.define("ranged.table", {
    base = 5,             -- seed 000 "Range": Standard (5)
    walk = 1, run = 4,    -- seed 000 "Move and Fire": −1/−4
    mounted = 2,          -- seed 000 "Move and Fire": firer is mounted −2
    speed_per = 5,        -- seed 000 "Target Speed": −1 per 5 paces relative speed
    speed_mode = "relative", -- or "total" (seed 000: "If you prefer to use total movement …")
    unseen = 4,           -- seed 000 "Hit Location and Cover": not visible behind cover −4
    human_size = 6,       -- seed 000 "Dealing Damage": "Most humans have a Size of 6"
    size_cap = 6,         -- seed 000 "Target Size": "to a maximum of -6 … up to a maximum of +6"
    size_scale = "ratio", -- small targets: "ratio" (6/size) or "halving" (.5, .25 …); see ranged.size
    forgo_divisor = 2,    -- seed 000 "Movement Actions": "divide the range by 2"
  }, "numbers of the ranged TN modifiers")

  api.define("ranged.modifiers", {
    "ranged.range", "ranged.throwing", "ranged.moving", "ranged.mounted", "ranged.size",
    "ranged.speed", "ranged.point_blank", "ranged.aim", "ranged.called", "ranged.unseen",
    "ranged.dodge", "ranged.two_weapons", "ranged.one_handed", "ranged.fan_fire",
  }, "the modifier rules ranged.tn applies, in order; each is rule(ctx, tn)")

  -- ranged.tn(ctx) -> terms: Standard 5 plus every modifier rule. The list
  -- is checked once (rules are sealed before the first call, so a name that
  -- is defined stays defined); each rule is still read from api.rules (R) at
  -- every call, so coverage counting sees it.
  local checked
  api.define("ranged.tn", function(ctx)
    local rules = R -- a local: the loop below reads it once per modifier rule
    local tn = api.terms("TN", rules["ranged.table"].base, "Standard", "base", "ranged.table.base")
    local list = rules["ranged.modifiers"]
    if list ~= checked then
      check_modifiers(api, list)
      checked = list
    end
    for i = 1, #list do
      rules[list[i]](ctx, tn)
    end
    return tn
  end, "the TN of a ranged attack, as terms")

  -- ranged.mod(ctx) -> terms added to the result: Accurate when aimed
  -- (aim.bonus), the attacker's wound penalty (wounds.penalty). Callers pass
  -- these to the check with no_wound_penalty = true so it is not taken twice.
  api.define("ranged.mod", function(ctx)
    local mod = api.terms("result modifier")
    local bonus, why, from = R["aim.bonus"](ctx)
    if bonus ~= 0 then mod:add(bonus, why ~= "" and why or "aim bonus", "accurate", credit("aim.bonus", from)) end
    local wp = R["wounds.penalty"]
    if not wp then error("ranged.mod: rule wounds.penalty is not defined (core.wounds)", 2) end
    if ctx.attacker then
      local n, row = wp(ctx.attacker)
      if n ~= 0 then mod:add(n, "wounds", "wounds", row) end
    end
    return mod
  end, "the result modifier of a ranged attack, as terms")
end

-- define_ranged_trait(api, R): ranged.trait, ranged.increments, ranged.effective_range, ranged.range.
local function define_ranged_trait(api, R)
  -- ranged.trait(ctx) -> the trait of the attack: the weapon's (Dexterity),
  -- or Acuity for an aimed shot when it is the better die (seed 000 "Aim and
  -- Snap Shots": "the character may choose to use either their Dexterity or
  -- Acuity trait").
  api.define("ranged.trait", function(ctx)
    local w = ctx.weapon or {}
    local trait = w.trait or "dexterity"
    local a = ctx.attacker
    if a and a.traits and (ctx.aimed or 0) > 0 and not ctx.fan and not is_thrown(ctx) then
      local acu, cur = a.traits.acuity or 0, a.traits[trait] or 0
      if acu > cur then trait = "acuity" end
    end
    return trait
  end, "the trait a ranged attack uses")

  -- ranged.increments(range, increment [, count_first]) -> the number of
  -- range steps that add to the TN. seed 000 "Range": the Peacemaker
  -- (increment 8) is TN 5 up to 8 paces, 6 up to 16: every increment begun
  -- after the first adds one. count_first = true counts the first as well.
  api.define("ranged.increments", function(range, inc, count_first)
    if not range or range <= 0 or not inc or inc <= 0 then return 0 end
    local n = math.ceil(range / inc)
    if count_first then return n end
    return n - 1
  end, "range steps that add to the TN")

  -- ranged.effective_range(ctx) -> the range the TN is read at, why, and
  -- the data entry that changed it (nil when none did): halved when the
  -- target forgoes defense for extra movement.
  api.define("ranged.effective_range", function(ctx)
    local r = ctx.range or 0
    local forgo = ctx.target_forgoing
    if forgo == nil then forgo = state(ctx.target).forgoing end
    if forgo then
      local d = R["ranged.table"].forgo_divisor
      return r / d, string.format("%s paces ÷ %d: target forgoes defense", tostring(r), d), "ranged.table.forgo_divisor"
    end
    return r, r .. " paces" -- a number concatenates as tostring writes it (no Go call)
  end, "the range used for the TN")

  -- ranged.range(ctx, tn): +1 per increment begun after the first (not for throws).
  api.define("ranged.range", function(ctx, tn)
    if is_thrown(ctx) then return end
    local w = ctx.weapon
    if not w or not w.increment then return end
    local r, why, from = R["ranged.effective_range"](ctx)
    local inc = w.increment
    local n = R["ranged.increments"](r, inc)
    if n > 0 then
      tn:add(n, "range " .. why .. ", increment " .. inc, "range", range_data(w, from))
    end
  end, "seed 000 \"Range\"")
end

-- define_throw_table(api, R): throw.table, throw.increment, throw.max_range, ….
local function define_throw_table(api, R)
  -- throw.table: seed 000 "Throwing Things": increment = Strength/2 + 2,
  -- maximum range Strength × 5. count_first: see ranged.throwing.
  api.define("throw.table", { divisor = 2, add = 2, max_mult = 5, count_first = false },
    "thrown weapons: increment Strength/divisor + add, max range Strength × max_mult")

  -- throw.increment(c) -> the thrower's range increment in paces.
  api.define("throw.increment", function(c)
    local t = R["throw.table"]
    local s = (c and c.traits and c.traits.strength) or 6
    return math.floor(s / t.divisor) + t.add
  end, "a thrower's range increment")

  -- throw.max_range(c) -> the farthest a thrower can throw a 1–2 lb weapon.
  api.define("throw.max_range", function(c)
    local s = (c and c.traits and c.traits.strength) or 6
    return s * R["throw.table"].max_mult
  end, "a thrower's maximum range")

  -- ranged.throwing(ctx, tn): the range term of a throw, with the thrower's
  -- increment. The seed's example ("A target at 10 meters is TN 7 (8/2 =4,
  -- +2 is 6)") disagrees with its own rule ("+1 to the base TN … for every 6
  -- paces distance") and with "Range" (the first increment is free): 10 paces
  -- with increment 6 is one full increment, TN 6. We read it as "Range" does,
  -- so every ranged weapon counts range the same way: TN 6. A group that
  -- plays the example's reading sets throw.table count_first = true (TN 7).
  api.define("ranged.throwing", function(ctx, tn)
    if not is_thrown(ctx) then return end
    local inc = R["throw.increment"](ctx.attacker)
    local r, why, from = R["ranged.effective_range"](ctx)
    local t = R["throw.table"]
    local n = R["ranged.increments"](r, inc, t.count_first)
    if n > 0 then
      local data = { "ranged.effective_range", "ranged.increments", "throw.increment", "throw.table.divisor", "throw.table.add", from }
      tn:add(n, string.format("range %s, thrown: increment %d (Strength/%s + %s)", why, inc, tostring(t.divisor),
        tostring(t.add)), "range", data)
    end
  end, "seed 000 \"Throwing Things\"")

  -- ranged.in_range(ctx) -> bool, max: a throw reaches at most throw.max_range;
  -- firearms have no maximum in the seeds (max = nil).
  api.define("ranged.in_range", function(ctx)
    if is_thrown(ctx) then
      local max = R["throw.max_range"](ctx.attacker)
      return (ctx.range or 0) <= max, max
    end
    return true, nil
  end, "whether the target is within the weapon's reach")
end

-- define_ranged_movement(api, R): ranged.movement, ranged.moving, ranged.mounted.
local function define_ranged_movement(api, R)
  -- ranged.movement(ctx) -> the firer's movement kind for Move and Fire:
  -- ctx.moving (or attacker.state.moved); when mounted, the worse of that and
  -- the mount's (ctx.mount_moving or attacker.state.mount_moving).
  api.define("ranged.movement", function(ctx)
    local st = state(ctx.attacker)
    local kind = ctx.moving or st.moved or "none"
    local mounted = ctx.mounted
    if mounted == nil then mounted = st.mounted end
    if mounted then
      local m = ctx.mount_moving or st.mount_moving or "none"
      if (RANK[m] or 0) > (RANK[kind] or 0) then kind = m end
    end
    return kind
  end, "the firer's movement kind")

  -- ranged.moving(ctx, tn): walk −1, run −4 (seed 000 "Move and Fire").
  api.define("ranged.moving", function(ctx, tn)
    local kind = R["ranged.movement"](ctx)
    local t = R["ranged.table"]
    local n = move_penalty(t, kind)
    if n > 0 then tn:add(n, "firer moving: " .. kind, "moving", "ranged.table." .. kind) end
  end, "seed 000 \"Move and Fire\"")

  -- ranged.mounted(ctx, tn): the mount's −2 is "used only if it is worse than
  -- the movement penalty": it tops the moving term up to 2 (stationary or
  -- walking mount −2; a galloping mount leaves the run's −4 alone).
  api.define("ranged.mounted", function(ctx, tn)
    local mounted = ctx.mounted
    if mounted == nil then mounted = state(ctx.attacker).mounted end
    if not mounted then return end
    local moving = tn:find("moving")
    local extra = R["ranged.table"].mounted - moving
    if extra > 0 then
      tn:add(extra, string.format("firer mounted (−%d in place of the movement penalty)",
        R["ranged.table"].mounted), "mounted", "ranged.table.mounted")
    end
  end, "seed 000 \"Move and Fire\": mounted characters")
end

-- define_ranged_size_mod(api, R): ranged.size_mod, ranged.size.
local function define_ranged_size_mod(api, R)
  -- ranged.size_mod(size) -> the TN change for a target of that Size.
  -- seed 000 "Target Size": "If the target has a size 3 or less (1/2 human
  -- size), add 1 to the TN. If it's two or less, add 2, and so on … A target
  -- that is size 12 gives … a +1 bonus …, size 18 … +2, and so on". The seed's
  -- parenthesis "(increments at .5, .25 etc)" contradicts "two or less, add
  -- 2" (2 is 1/3 human size, not 1/4). Decided here: the default "ratio"
  -- scale mirrors the large side — small targets take +1 per whole multiple
  -- of their size that fits in a human beyond the first (6/size − 1: size 3
  -- +1, 2 +2, 1.5 +3, 1.2 +4, 1 +5, 6/7 +6); large targets −1 per whole
  -- multiple of human size beyond the first (12 −1, 18 −2). size_scale =
  -- "halving" plays the parenthesis: +1 at 1/2, +2 at 1/4, +3 at 1/8 …
  -- Both sides are capped at size_cap (6).
  api.define("ranged.size_mod", function(size)
    local t = R["ranged.table"]
    local h = t.human_size
    if not size or size <= 0 or size == h then return 0 end -- a human: no Go call
    local n = 0
    if size < h then
      if t.size_scale == "halving" then
        local f = size / h
        while f <= 0.5 and n < t.size_cap do
          n = n + 1
          f = f * 2
        end
      else
        n = math.floor(h / size + 1e-9) - 1
      end
      return math.min(n, t.size_cap)
    end
    n = math.floor(size / h + 1e-9) - 1
    return -math.min(n, t.size_cap)
  end, "the TN change for a target's Size")

  -- ranged.size(ctx, tn): ctx.target_size or the target's size (default 6).
  api.define("ranged.size", function(ctx, tn)
    local t = ctx.target
    local size = ctx.target_size or (t and t.size) or R["ranged.table"].human_size
    local n = R["ranged.size_mod"](size)
    if n > 0 then
      tn:add(n, string.format("small target (size %s)", tostring(size)), "size", SMALL)
    elseif n < 0 then
      tn:add(n, string.format("large target (size %s)", tostring(size)), "size", { "ranged.table.human_size", "ranged.table.size_cap" })
    end
  end, "seed 000 \"Target Size\"")
end

-- define_ranged_relative_speed(api, R): ranged.relative_speed, ranged.speed, ranged.point_blank, ranged.unseen.
local function define_ranged_relative_speed(api, R)
  -- ranged.relative_speed(ctx) -> paces of relative speed between firer and
  -- target: ctx.relative_speed as given; else the two speeds (ctx.firer_speed,
  -- ctx.target_speed, or each side's Speed for its state.moved: walk = Speed,
  -- run = double) added when ctx.opposite; with both headings known
  -- (ctx.firer_heading, ctx.target_heading: where each last moved) the speed
  -- between the two velocities (geometry.relative_speed: seed 000's "going
  -- opposite directions" adds, the chase subtracts); else their difference.
  -- speed_mode "total" adds them always ("If you prefer to use total movement").
  -- Decided here: the seed's row is "Target is moving", so a target that did
  -- not move gives no speed penalty (the firer's own movement, on foot or in
  -- the saddle, is the Move and Fire penalty) unless speed_mode is "total"; a
  -- moving target's counts both (the chase; the wagon's 18: movement.speed).
  api.define("ranged.relative_speed", function(ctx)
    if ctx.relative_speed then return ctx.relative_speed end
    local ts = ctx.target_speed or speed_of(ctx.target, state(ctx.target).moved)
    local total = R["ranged.table"].speed_mode == "total"
    if ts == 0 and not total then return 0 end
    local fs = ctx.firer_speed or speed_of(ctx.attacker, R["ranged.movement"](ctx))
    if ctx.opposite or total then return fs + ts end
    local hf, ht = ctx.firer_heading, ctx.target_heading
    if hf and ht and fs > 0 then return geometry.relative_speed(fs, hf, ts, ht) end
    return fs >= ts and fs - ts or ts - fs
  end, "relative speed of firer and target")

  -- ranged.speed(ctx, tn): +1 per full 5 paces of relative speed (seed 000
  -- "Target Speed": 12 vs 8 → 0; both running 24 vs 16 → 1; 18 and 8 in
  -- opposite directions, 26 → 5).
  api.define("ranged.speed", function(ctx, tn)
    local rel = R["ranged.relative_speed"](ctx)
    local per = R["ranged.table"].speed_per
    if rel < per then return end -- no full step: no Go call (math.floor)
    local n = math.floor(rel / per)
    if n > 0 then
      tn:add(n, string.format("relative speed %s paces", tostring(rel)), "speed", { "movement.speed", "ranged.table.speed_per", "ranged.table.speed_mode" })
    end
  end, "seed 000 \"Target Speed\"")

  -- ranged.point_blank(ctx, tn): seed 000 "Point Blank" defines the range but
  -- gives it no TN modifier; its only effect is one hit location bump up
  -- ("Hit Location Modifiers", core.damage's damage.forced_shift). A hook
  -- for house rules: adds nothing.
  api.define("ranged.point_blank", function(ctx, tn) end, "seed 000 \"Point Blank\": no TN change")

  -- ranged.unseen(ctx, tn): ctx.visible == false → +4 (seed 000 "Hit
  -- Location and Cover": "targets that are not visible behind cover can be
  -- attacked at -4").
  api.define("ranged.unseen", function(ctx, tn)
    if ctx.visible == false then
      tn:add(R["ranged.table"].unseen, "target not visible behind cover", "unseen", "ranged.table.unseen")
    end
  end, "seed 000 \"Hit Location and Cover\"")
end

function M.setup(api)
  -- R: api.rules, read once here (a local costs less than api.rules at every call)
  local R = api.rules
  define_ranged_table(api, R)
  define_ranged_trait(api, R)
  define_throw_table(api, R)
  define_ranged_movement(api, R)
  define_ranged_size_mod(api, R)
  define_ranged_relative_speed(api, R)
end

return M
