-- rules/lib/weigh_check.lua — for specs: whether damage.weigh gives the
-- numbers damage.preview gives (wounds, CT, part, outcome, layers), for every
-- choice bumps.spend can weigh of a hit: every seventh card, Pen bumps 0–2,
-- with and without an RD → DMG bump, damage bumps 0–3 (not a module: a
-- library, loaded with require("rules.lib.weigh_check")). rules/damage_spec.lua
-- runs it with the core rules; optional/risk_spec.lua with risk's wrappers.
local M = {}

local FIELDS = { "wounds", "ct", "part", "outcome", "layers" }

-- compare is the first field where a preview and a weigh differ, or nil.
local function compare(rec, got, at)
  local want = { rec.wounds, rec.ct, rec.part, rec.outcome, #rec.layers }
  for i, f in ipairs(FIELDS) do
    if want[i] ~= got[i] then
      return string.format("%s: %s is %s by damage.preview, %s by damage.weigh", at, f, tostring(want[i]), tostring(got[i]))
    end
  end
  return nil
end

-- difference(twtw, ctx, shift) → nil when damage.weigh agrees with
-- damage.preview on every choice at that slot shift, else the first choice
-- where they differ, in words.
function M.difference(twtw, ctx, shift)
  local R = twtw.rules
  for n = 0, 53, 7 do
    local card = twtw.action.card(n)
    local weigh = R["damage.weigh"](ctx, card)
    for p = 0, 2 do
      for _, rd in ipairs({ false, true }) do
        for d = 0, 3 do
          local rec = R["damage.preview"](ctx, card, { shift = shift, pen_bumps = p, rd_to_dmg = rd, damage = d })
          local at = string.format("card %d shift %d pen %d rd %s dmg %d", n, shift, p, tostring(rd), d)
          local diff = compare(rec, { weigh(shift, p, rd, d) }, at)
          if diff then return diff end
        end
      end
    end
  end
  return nil
end

return M
