-- optional/total_movement.lua — target speed from total, not relative, movement.
-- seed 000 "Target Speed": "Not all groups prefer the idea of relative
-- movement. If you prefer to use total movement instead of relative movement,
-- check with the Judge and be consistent. Play the game you want to play!"
--
-- Sets core.ranged's data ranged.table speed_mode = "total": ranged.relative_speed
-- then adds the firer's and the target's speeds whichever way they move
-- (Miranda 12 chasing a bandit 8: 20 paces, −4, where relative speed gives 4,
-- 0). The speed term of the TN is relabelled so the transcript says which
-- reading was used (ranged.speed is wrapped; its number is the core's).
local M = {
  name = "total_movement",
  version = "1.0.0",
  summary = "Target speed penalty from total movement (firer + target), not relative movement",
  source = "seed 000 \"Target Speed\" (last paragraph)",
}

function M.setup(api)
  api.set("ranged.table", function(old)
    local t = {}
    for k, v in pairs(old) do t[k] = v end
    t.speed_mode = "total"
    return t
  end)

  -- ranged.speed(ctx, tn): the core's term, relabelled "total movement"
  -- and credited here, with the entries it was read from (speed_mode is
  -- this module's set).
  local SPEED = { "ranged.table.speed_per", "ranged.table.speed_mode" }
  api.wrap("ranged.speed", function(next, ctx, tn)
    local scratch = api.terms("speed")
    next(ctx, scratch)
    for _, x in ipairs(scratch:list()) do
      if x.tag == "speed" then
        tn:add(x.amount, (string.gsub(x.reason, "^relative speed", "total_movement: total movement")), x.tag, SPEED)
      else
        tn:add(x.amount, x.reason, x.tag)
      end
    end
  end)
end

return M
