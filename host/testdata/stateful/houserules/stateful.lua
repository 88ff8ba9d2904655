local M = { name = "house.stateful", version = "1.0.0", summary = "keeps state across calls", source = "test" }
local n, hoard = 0, {}
function M.setup(api)
  api.wrap("ranged.tn", function(next, ctx, ...)
    local tn = next(ctx, ...)
    n = n + 1
    hoard[#hoard + 1] = string.rep("x", 1000)
    if n % 3 == 0 then tn:add(2, "counter " .. n) end
    api.log("probe", { text = "probe " .. tostring({}), n = n, hoard = #hoard })
    return tn
  end)
end
return M
