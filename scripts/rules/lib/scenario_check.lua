-- rules/lib/scenario_check.lua — the checks across a TWTW scenario's fields
-- that the schema cannot express (rules/scenario.lua's scenario.check): every
-- weapon named is in gear.weapons or is an inline table gear.validate
-- accepts, with no unknown fields; what a hand holds is the combatant's
-- weapon; aims, entanglements, facings and drivers name combatants; a
-- vehicle ridden exists; every weapon drawn has a hand free to hold it
-- (rules/limbs.lua); every skill is one skills.traits names (a misspelt
-- skill would be a skill no check reads); nobody starts dead or concussed
-- (seed 000 "Wound Markers": a fifth wound to the head or torso kills;
-- "Taking Concussion"); no weapon starts in the hand of an arm the wounds
-- disable ("Hit Location and Damage"; rules/limbs.lua); a held aim has a
-- weapon in hand to aim ("Aim and Snap Shots"); nobody is surprised
-- when the scenario says surprise = false; and a tactics names a policy data
-- tactics.policies lists (lib/policies.lua), not a rule the policies call.
-- Each failure returns the field ("combatant[2] (Hank).in_hand.left") and a
-- message; the host prefixes the file. Every fight checks its scenario, so
-- the checks of one combatant return the field's path below the combatant
-- (".in_hand.left") and the combatant's part is written only on a failure.
local M = {}

-- INLINE lists the fields an inline weapon table may have: a gear entry's
-- (rules/gear.lua) and the state an instance starts with.
local INLINE = {}
for _, k in ipairs({ "base", "name", "key", "kind", "skill", "trait", "increment", "aim", "accurate", "dmg",
  "rd", "pen", "rel", "shots", "speed", "ap", "cock_ap", "hands", "length", "attributes", "damage",
  "break_tn", "reload", "source", "loaded", "cocked", "drawn", "jammed", "dropped" }) do
  INLINE[k] = true
end

local sorted = require("lib.tables").sorted_keys
local words = require("lib.words")
local policies = require("lib.policies")
local weapon_numbers = require("rules.lib.weapon_check").numbers

-- strip drops the "file:line: " an error() adds.
local function strip(msg)
  return (tostring(msg):gsub("^[^:]*%.lua:%d+: ", ""))
end

-- state_fields checks the state an inline weapon starts with: loaded a
-- whole number ≥ 0, the flags true or false. Returns a message or nil.
local function state_fields(w)
  local l = w.loaded
  if l ~= nil and (type(l) ~= "number" or l ~= math.floor(l) or l < 0) then
    return string.format("field \"loaded\": want a whole number ≥ 0 (rounds in the weapon), got %s", tostring(l))
  end
  for _, k in ipairs({ "cocked", "drawn", "jammed", "dropped" }) do
    if w[k] ~= nil and type(w[k]) ~= "boolean" then
      return string.format("field %q: want true or false, got %s", k, tostring(w[k]))
    end
  end
  return nil
end

-- inline checks an inline weapon table; returns a message or nil, and the
-- key and name the weapon will have.
local function inline(api, w)
  for _, k in ipairs(sorted(w)) do
    if not INLINE[k] then
      return string.format("unknown field %q of an inline weapon (want a gear field such as base, name, shots, "
        .. "loaded, drawn)", k)
    end
  end
  local ok, res = pcall(api.rules["gear.validate"], w)
  if not ok then return strip(res) end
  local at, why = weapon_numbers(type(res) == "table" and res or w)
  if at then return string.format("field %q: %s", at, why) end
  local bad = state_fields(w)
  if bad then return bad end
  if type(res) == "table" and res.shots and w.loaded and w.loaded > res.shots then
    return string.format("loaded %d is more than its %d shots", w.loaded, res.shots)
  end
  local t = type(res) == "table" and res or w
  return nil, t.key or w.key or w.name, t.name or w.name, t.hands or w.hands or 1
end

-- weapons checks a combatant's weapons and returns the set of names a
-- hand may hold (gear keys and names), and the inline weapons that start
-- drawn ({j, key, name, hands} each).
local function weapons(api, c)
  local gear = api.rules["gear.weapons"] or {}
  local names, drawn = {}, {}
  local list = c.weapons or {}
  for j = 1, #list do
    local w = list[j]
    if type(w) == "string" then
      if not gear[w] then
        local keys = sorted(gear)
        local near = words.nearest(w, keys)
        return nil, ".weapons[" .. j .. "]", string.format("unknown weapon %q%s (the gear table has %s)", w,
          near and string.format("; did you mean %q?", near) or "", table.concat(keys, ", "))
      end
      names[w], names[gear[w].name] = true, true
    elseif type(w) == "table" then
      local msg, key, name, hands = inline(api, w)
      if msg then return nil, ".weapons[" .. j .. "]", msg end
      if key then names[key] = true end
      if name then names[name] = true end
      if w.drawn == true and w.dropped ~= true then drawn[#drawn + 1] = { j = j, key = key, name = name, hands = hands } end
    else
      return nil, ".weapons[" .. j .. "]", "want a gear name or an inline weapon table"
    end
  end
  return names, drawn
end

local HANDS, PARTS = { "right", "left", "both" }, { "head", "torso" }
local SIDES = { right = { "right" }, left = { "left" }, both = { "right", "left" } }
local USELESS = "seed 000 \"Hit Location and Damage\": a limb at its 5th wound is \"rendered useless\""

-- lost_arm(c, side) says whether the scenario's wounds disable that arm.
local function lost_arm(c, side)
  local w = c.wounds
  return w ~= nil and (w[side .. " arm"] or 0) >= 5
end

-- held_lost checks that no hand of a lost arm holds a weapon at the start:
-- in_hand does not name its hand, and (the dominant arm lost) no inline
-- weapon starts drawn unless in_hand names the other hand that holds it
-- (a drawn weapon no hand names is in the dominant hand: rules/limbs.lua).
local function held_lost(c, drawn)
  local h = c.in_hand or {}
  for _, k in ipairs(HANDS) do
    for _, side in ipairs(h[k] and SIDES[k] or {}) do
      if lost_arm(c, side) then
        return ".in_hand." .. k, string.format("the %s arm is lost (5 wounds): its hand holds nothing (%s)", side, USELESS)
      end
    end
  end
  local dom = c.hand or "right"
  if not lost_arm(c, dom) then return nil end
  for _, d in ipairs(drawn) do
    if not (h.right == d.key or h.right == d.name or h.left == d.key or h.left == d.name) then
      return ".weapons[" .. d.j .. "].drawn", string.format("the %s arm, the dominant hand's, is lost (5 wounds), and a drawn "
        .. "weapon no in_hand names is in the dominant hand: name the hand that holds it (in_hand.%s)", dom,
        dom == "right" and "left" or "right")
    end
  end
  return nil
end

-- room checks that every weapon drawn that in_hand does not name has a hand
-- free for it, in order: one hand each, a two-handed one both (rules/
-- limbs.lua: a hand holds one weapon, and the weapons drawn go in the hands
-- in_hand leaves free).
local function room(c, drawn)
  local h = c.in_hand or {}
  local n = (h.both and 2 or 0) + (h.right and 1 or 0) + (h.left and 1 or 0)
  for _, d in ipairs(drawn) do
    local named = false
    for _, k in ipairs(HANDS) do
      if h[k] and (h[k] == d.key or h[k] == d.name) then named = true end
    end
    if not named then
      n = n + (d.hands == 2 and 2 or 1)
      if n > 2 then
        return ".weapons[" .. d.j .. "].drawn", string.format("no hand is free to hold it: a hand holds one weapon, "
          .. "a two-handed one both, and in_hand and the weapons drawn before it %s", d.hands == 2 and "leave one hand at most"
          or "fill both")
      end
    end
  end
  return nil
end

local function hands(c, names, drawn)
  local h = c.in_hand
  if not h then
    local f, msg = held_lost(c, drawn)
    if f then return f, msg end
    return room(c, drawn)
  end
  if h.both and (h.right or h.left) then
    return ".in_hand.both", "a weapon in both hands leaves no hand for another"
  end
  for _, k in ipairs(HANDS) do
    if h[k] and not names[h[k]] then
      return ".in_hand." .. k, string.format("%q is not one of %s's weapons", h[k], c.name)
    end
  end
  if h.right and h.right == h.left then
    return ".in_hand.left", string.format("%q is already in the right hand", h.left)
  end
  local f, msg = held_lost(c, drawn)
  if f then return f, msg end
  return room(c, drawn)
end

-- aim_held checks that a held aim has a weapon in hand to aim (seed 000 "Aim
-- and Snap Shots": a weapon is aimed; "Expecting Danger?": one with "any
-- weapon drawn" is looking for danger): in_hand names one, or an inline
-- weapon starts drawn.
local function aim_held(c, drawn)
  if not c.aim then return nil end
  local h = c.in_hand
  if (h and (h.right or h.left or h.both)) or #drawn > 0 then return nil end
  return ".aim", "an aim needs a weapon in hand (seed 000 \"Aim and Snap Shots\": a weapon is aimed): name it in "
    .. "in_hand, or give an inline weapon drawn = true"
end

-- surprised checks a combatant's surprised against the scenario's surprise:
-- surprise = false says nobody may be surprised (scripts/scenarios/README.md).
local function surprised(sc, c)
  if sc.surprise == false and c.surprised == true then
    return ".surprised", "true, but the scenario says surprise = false (nobody may be surprised): leave one of them out"
  end
  return nil
end

local function body(api, c)
  if c.ct_lost then
    local ct = c.ct or api.rules["combatant.ct"]({ traits = c.traits or {}, size = c.size })
    if c.ct_lost >= ct then
      return ".ct_lost", string.format("%d of %d CT lost: a combatant cannot start concussed", c.ct_lost, ct)
    end
  end
  local wounds = c.wounds
  if not wounds then return nil end
  for _, part in ipairs(PARTS) do
    local n = wounds[part]
    if n and n >= 5 then
      return ".wounds." .. part, "five wounds to the " .. part .. " kill: a combatant cannot start dead"
    end
  end
  return nil
end

-- skills checks that skills.traits, the table a skill check reads its
-- trait from, names every skill a combatant has: "shootin = 3" would give a
-- skill no check reads and leave shooting untrained. A house rule adds a
-- skill there.
local function skills(api, c)
  local known = c.skills and api.has("skills.traits") and api.rules["skills.traits"]
  if not known then return nil end
  for _, s in ipairs(sorted(c.skills)) do
    if known[s] == nil then
      return ".skills." .. s, string.format("unknown skill %q (skills.traits has %s; a house rule adds one there)",
        s, table.concat(sorted(known), ", "))
    end
  end
  return nil
end

-- named checks one field that names another combatant.
local function named(c, field, name, who)
  if name == nil then return nil end
  if not who[name] then return field, string.format("no combatant %q in the scenario", name) end
  if name == c.name then return field, "names the combatant themself" end
  return nil
end

-- names checks the fields that name another combatant or a vehicle.
local function names(api, c, who, vehicles)
  local f, msg = named(c, ".aim.target", c.aim and c.aim.target, who)
  if not f then f, msg = named(c, ".entangled.by", c.entangled and c.entangled.by, who) end
  if not f then f, msg = named(c, ".facing_toward", c.facing_toward, who) end
  if f then return f, msg end
  if c.entangled and not (api.rules["gear.weapons"] or {})[c.entangled.weapon or "lariat"] then
    return ".entangled.weapon", string.format("unknown weapon %q", tostring(c.entangled.weapon))
  end
  if c.vehicle and not vehicles[c.vehicle] then
    return ".vehicle", string.format("no vehicle %q among the scenario's vehicles", c.vehicle)
  end
  if c.vehicle and c.mount then return ".vehicle", "a combatant rides a mount or a vehicle, not both" end
  local no = c.tactics and policies.why_not(api, c.tactics)
  if no then return ".tactics", no end
  if c.task ~= nil and api.has("task.parse") then
    local ok, why = api.rules["task.parse"](c.task)
    if not ok then return ".task", why end
  end
  return nil
end

local function vehicles(sc, who)
  local out = {}
  for i, v in ipairs(sc.vehicles or {}) do
    if out[v.name] then return nil, string.format("vehicles[%d].name", i), "two vehicles are called " .. v.name end
    if v.driver and not who[v.driver] then
      return nil, string.format("vehicles[%d].driver", i), string.format("no combatant %q in the scenario", v.driver)
    end
    out[v.name] = v
  end
  return out
end

-- run(api, scenario) → nil, or field, message.
function M.run(api, sc)
  local who = {}
  for _, c in ipairs(sc.combatants) do who[c.name] = true end
  local vs, vf, vmsg = vehicles(sc, who)
  if not vs then return vf, vmsg end
  for i, c in ipairs(sc.combatants) do
    local held, f, msg = weapons(api, c) -- the names and the drawn inline weapons, or nil, field, message
    local drawn = {}
    if held then drawn, f, msg = f, hands(c, held, f) end
    if not f then f, msg = skills(api, c) end
    if not f then f, msg = body(api, c) end
    if not f then f, msg = names(api, c, who, vs) end
    if not f then f, msg = aim_held(c, drawn) end
    if not f then f, msg = surprised(sc, c) end
    if f then return string.format("combatant[%d] (%s)", i, c.name) .. f, msg end
  end
  return nil
end

return M
