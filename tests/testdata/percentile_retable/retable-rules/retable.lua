-- retable-rules/retable.lua — one changed entry in each data table whose
-- entries the percentile terms name (a test of their data references).
local M = {
  name = "posse.retable",
  version = "1.0.0",
  summary = "One changed entry in each data table the percentile terms name",
  source = "house rule (a test)",
}

local function copy(v)
  if type(v) ~= "table" then return v end
  local t = {}
  for k, x in pairs(v) do t[k] = copy(x) end
  return t
end

-- retable(api, name, change): set name to a copy of itself, changed.
local function retable(api, name, change)
  api.set(name, function(old)
    local t = copy(old)
    change(t)
    return t
  end)
end

function M.setup(api)
  retable(api, "combatant.base_skills", function(t) t.aimed_pistol = 30 end)
  retable(api, "gear.range_table", function(t) t.long = -25 end)
  retable(api, "gear.weapons", function(t) t.revolver.effective, t.revolver.damage = 20, "1d10" end)
  retable(api, "location.areas", function(t) t.head = -30 end)
  retable(api, "location.chart", function(t) t[8].upto = 64 end)
  retable(api, "location.steps", function(t) t.hand.need = 20 end)
  retable(api, "shots.table", function(t) t[4].aimed, t[3].upto = 2, 16 end)
  retable(api, "shots.hands", function(t) t.secondary = -2 end)
  retable(api, "stun.table", function(t) t.light.dark, t.distance[3].rolls = -4, 4 end)
  retable(api, "stun.target", function(t) t.plus = 12 end)
end

return M
