-- rules/called.lua — called shots at a part of a person.
-- seed 000 "Called Shots": "Called shots adjust the TN, with smaller targets
-- causing larger adjustments. The table below is for targeting people":
-- torso −2; legs, arms −4; heads, hands, feet −6; eyeball, heart −10.
local M = {
  name = "core.called",
  version = "1.0.0",
  summary = "Called shots: torso −2, arm/leg −4, head/hand/foot −6, eyeball/heart −10",
  source = "seed 000 \"Called Shots\"",
}

-- CANON: the keys of the seed's tables, which normalize returns unchanged;
-- the policies ask for "head" and "torso" at every decision, and below are
-- six Go calls, four of them pattern matches.
local CANON = {
  torso = true, arm = true, leg = true, chest = true, belly = true, head = true, hand = true,
  foot = true, eyeball = true, eye = true, heart = true, vitals = true,
}

-- normalize turns "Right Arms" / "left foot" / "feet" into a table key.
local function normalize(part)
  if CANON[part] then return part end
  local p = string.lower(part)
  p = string.gsub(p, "^%s+", "")
  p = string.gsub(p, "%s+$", "")
  p = string.gsub(p, "^left%s+", "")
  p = string.gsub(p, "^right%s+", "")
  if p == "feet" then return "foot" end
  if p == "eyes" then return "eye" end
  if string.sub(p, -1) == "s" and p ~= "vitals" then p = string.sub(p, 1, -2) end
  return p
end

function M.setup(api)
  -- called.table: the seed's rows, plus (decided here) chest and belly as
  -- limb-sized (4), vitals as heart-sized (10), eye as eyeball.
  api.define("called.table", {
    torso = 2,
    arm = 4, leg = 4, chest = 4, belly = 4,
    head = 6, hand = 6, foot = 6,
    eyeball = 10, eye = 10, heart = 10, vitals = 10,
  }, "seed 000 \"Called Shots\": TN penalty by part (left/right and plurals are ignored)")

  -- called.locations: the hit location (api.damage.body / card stack name) a called
  -- part points at, for core.damage. Decided here: torso → chest, an
  -- unsided limb → the right one.
  api.define("called.locations", {
    torso = "chest", chest = "chest", belly = "belly", vitals = "vitals", heart = "vitals",
    head = "head", eye = "head", eyeball = "head",
    arm = "arm", hand = "arm", leg = "leg", foot = "leg",
  }, "the hit location of a called part")

  -- called.penalty(part) -> the TN penalty (positive), or an error naming
  -- the part when the table has no row for it.
  api.define("called.penalty", function(part)
    if type(part) ~= "string" then error("called.penalty: a part name expected, got " .. type(part), 2) end
    local n = api.rules["called.table"][normalize(part)]
    if not n then error(string.format("called.penalty: no called-shot row for %q (see called.table)", part), 2) end
    return n
  end, "the TN penalty of a called shot")

  -- called.location(part) -> the hit location for a called part ("left
  -- hand" → "left arm", "heart" → "vitals").
  api.define("called.location", function(part)
    local key = normalize(part)
    local loc = api.rules["called.locations"][key]
    if not loc then error(string.format("called.location: no location for %q", part), 2) end
    if loc == "arm" or loc == "leg" then
      local side = string.match(string.lower(part), "^%s*(left)") or "right"
      return side .. " " .. loc
    end
    return loc
  end, "the hit location a called shot aims at")

  -- ranged.called(ctx, tn): ctx.called names the part.
  api.define("ranged.called", function(ctx, tn)
    if not ctx.called then return end
    tn:add(api.rules["called.penalty"](ctx.called), "called shot: " .. ctx.called, "called", "called.table." .. normalize(ctx.called))
  end, "seed 000 \"Called Shots\"")
end

return M
