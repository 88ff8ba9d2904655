-- grit.lua — my.grit: house rules for the gulch. Its Standard TN adds the extra of
-- a library of another house-rule folder, gulch-rules/lib/g.lua (the lock tests change it).
local g = require("gulch-rules.lib.g")
---@type twtw.Manifest
local M = {
  name = "my.grit",
  version = "1.0.0",
  summary = "Standard TN is 6 and peacemakers hit harder (Pen 3)",
  source = "house rule",
  ruleset = "twtw >= 1.0",
  options = {
    base = { type = "int", default = 6, min = 1, max = 10, doc = "the Standard TN" },
    pen = { type = "int", default = 4, min = 0, max = 6, doc = "peacemaker Pen" },
  },
}

---@param api twtw.api
function M.setup(api, opts)
  api.set("ranged.table", function(old)
    local t = {}
    for k, v in pairs(old) do t[k] = v end
    t.base = opts.base + g.extra()
    return t
  end)
  api.set("gear.weapons", function(old)
    old.peacemaker.pen = opts.pen
    return old
  end)
end

return M
