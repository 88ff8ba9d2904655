-- rules/fastdraw.lua — the Fast Draw skill: drawing a holstered weapon in an
-- instant.
-- seed 000 "Fast Draw", "Procedure", "Key".
--
-- Key: "Calamity: Dramatic failure as determined by the Judge … Hesitate: The
-- character is unable to draw their weapon and their turn is spent. Draw S:
-- … draws the weapon as a Slow action (turn ends). Draw F: … as a Free
-- action. + (one per bump): Add from the following (in order, as needed):
-- Cock weapon, +1 toward snap shot penalty (max 0 penalty)."
-- Miranda: card 37, d10, Fast Draw 2, Peacemaker (short) → "the standard TN
-- 4"; 9 and 1 → "succeeded with one bump … drawn and cocked … as a free action".
-- Both hands: "-1 to each, reduce the off hand penalty to -1 extra, total -2
-- … apply the slowest speed result."
--
-- Decided here (the seed's table, Fastdraw.JPG, is an image):
-- * TN: Standard 5; a short weapon −1 (Miranda's 4), a long one +1.
-- * fastdraw.table, read by the margin (total − TN):
--     calamity on a failed check ........ Calamity (default: weapon dropped)
--     margin −3 or worse ................ Hesitate
--     margin −2 or −1 ................... Draw S
--     margin 0 or better ................ Draw F
--     each bump (margin 4, 8, …) ........ + cock the weapon (a single action
--                                         weapon not cocked), then +1 toward
--                                         the snap shot penalty, up to 0
-- * The snap relief belongs to the gun drawn: it is left in weapon.snap_bonus
--   (and returned), and that gun's next shot (attack.context's ctx.snap_bonus)
--   carries it to core.aim's ranged.aim. Drawing both, each gun keeps its own
--   ("Resolve each check normally"); a shot with one never spends the other's.
--   Decided here: the relief is the draw's own round's (the draw flowing into
--   its shot); a gun drawn and not fired that round has none the next (it is
--   cleared as a round starts), where it kept it for any later shot.
-- * A fast draw with the off hand alone — into the off hand because the
--   dominant hand holds a weapon or its arm is lost (rules/limbs.lua's
--   limbs.room; action.fast_draw) — is at −1 (fastdraw.numbers.off_hand).
--   The seed is not plain here: "Two Weapons" puts "Any action taken with
--   an off hand" at −3 more, and "Fast Draw" says of readying with both
--   hands that "The standard penalties for performing actions with each hand
--   apply (-1 to each, reduce the off hand penalty to -1 extra, total -2)".
--   The off hand's penalty applies ("any action"), at the amount the seed
--   gives it for readying an item: −3 would leave the off hand drawing worse
--   alone than beside the dominant hand's draw (−2 in all). The −1 each hand
--   takes is the two draws' at once, so a draw alone does not take it.
-- * "turn" in the Key is the character's turn for the round, for Draw S's
--   "(turn ends)" and Hesitate's "turn is spent" alike (action.fast_draw):
--   read as one phase for Hesitate only, a worse result (it draws nothing)
--   would cost less time than Draw S, against the table's order.
local M = {
  name = "core.fastdraw",
  version = "1.0.0",
  summary = "Fast draw: TN by weapon length, Calamity / Hesitate / Draw S / Draw F, bumps cock and cut the snap penalty",
  source = "seed 000 \"Fast Draw\"",
}

local NAMES = { calamity = "Calamity", hesitate = "Hesitate", draw_s = "Draw S", draw_f = "Draw F" }
local SPEED = { draw_s = "S", draw_f = "F" }

-- define_fastdraw_numbers(api): fastdraw.numbers, fastdraw.table, fastdraw.order, ….
local function define_fastdraw_numbers(api)
  api.define("fastdraw.numbers", { standard = 5, short = -1, long = 1, each_hand = 1, off_hand = 1 },
    "fast draw TN: Standard 5, short −1 (Miranda's 4), long +1; both hands −1 each, off hand −1 more")

  api.define("fastdraw.table", {
    { calamity = true, result = "calamity" },
    { upto = -3, result = "hesitate" },
    { upto = -1, result = "draw_s" },
    { result = "draw_f" },
    source = "decided here (seed 000 \"Fast Draw\": Fastdraw.JPG is an image), consistent with its Key and Miranda's draw",
  }, "fast draw results by margin, first match wins")

  api.define("fastdraw.order", { calamity = 0, hesitate = 1, draw_s = 2, draw_f = 3 },
    "fast draw results, slowest first (\"apply the slowest speed result\")")

  -- fastdraw.tn(c, weapon [, opts]) is the TN as terms; opts.both_hands for
  -- drawing with both hands (each −1), opts.off_hand for the off hand's draw
  -- (−1 more), alone or with both hands.
  api.define("fastdraw.tn", function(c, weapon, opts)
    opts = opts or {}
    local n = api.rules["fastdraw.numbers"]
    local t = api.terms("fast draw TN", n.standard, "Standard", "standard", "fastdraw.numbers.standard")
    local len = weapon and weapon.length
    if weapon and weapon.attributes and weapon.attributes.short then len = "short" end
    if len == "short" and n.short ~= 0 then t:add(n.short, "short weapon", "short", "fastdraw.numbers.short") end
    if len == "long" and n.long ~= 0 then t:add(n.long, "long weapon", "long", "fastdraw.numbers.long") end
    if opts.both_hands then t:add(n.each_hand, "drawing with both hands", "two_hands", "fastdraw.numbers.each_hand") end
    if opts.off_hand then t:add(n.off_hand, "off hand", "off_hand", "fastdraw.numbers.off_hand") end
    return t
  end, "the fast draw TN")

  -- fastdraw.read(r) reads a check result off fastdraw.table.
  api.define("fastdraw.read", function(r)
    for _, row in ipairs(api.rules["fastdraw.table"]) do
      if row.calamity then
        if r.calamity then return row.result end
      elseif row.upto == nil or r.margin <= row.upto then
        return row.result
      end
    end
    return "hesitate"
  end, "reads a fast draw check result off fastdraw.table")

  -- fastdraw.calamity(c, weapon, r) is the Judge's dramatic failure; the
  -- default drops the weapon.
  api.define("fastdraw.calamity", function(c, weapon, r)
    weapon.dropped, weapon.drawn = true, false
    return "weapon dropped"
  end, "the Judge's dramatic failure of a fast draw (default: the weapon is dropped)")
end

-- define_fastdraw_resolve(api): fastdraw.resolve, fastdraw.both.
local function define_fastdraw_resolve(api)
  -- fastdraw.resolve(c, weapon [, opts]) draws a card (opts.card to read a
  -- given one), reads the table and applies it: weapon.drawn, weapon.cocked,
  -- weapon.snap_bonus. Returns {result, name, speed, drawn, cocked,
  -- snap_bonus, extras (terms), check, tn}.
  api.define("fastdraw.resolve", function(c, weapon, opts)
    opts = opts or {}
    local tn = api.rules["fastdraw.tn"](c, weapon, opts)
    local r = api.rules["check.skill"](c, "fast_draw", {
      tn = tn, card = opts.card, reason = "fast draw " .. tostring(weapon.name),
    })
    local res = api.rules["fastdraw.read"](r)
    local out = { result = res, name = NAMES[res] or res, speed = SPEED[res], check = r, tn = tn,
      drawn = SPEED[res] ~= nil, cocked = false, snap_bonus = 0, extras = api.terms("fast draw bumps") }
    if res == "calamity" then
      out.calamity = api.rules["fastdraw.calamity"](c, weapon, r)
    end
    if out.drawn then
      weapon.drawn = true
      local left = r.bumps or 0
      local attrs = weapon.attributes or {}
      if left > 0 and attrs.single_action and not weapon.cocked then
        weapon.cocked, out.cocked = true, true
        out.extras:add(1, "cock weapon", "cock")
        left = left - 1
      end
      local snap = weapon.aim and -(weapon.aim.penalty or 0) or 0
      local relief = math.min(left, snap)
      if relief > 0 then
        out.snap_bonus = relief
        out.extras:add(relief, string.format("+%d toward the snap shot penalty", relief), "snap")
      end
      weapon.snap_bonus = relief > 0 and relief or nil
    end
    if api.logging() then
      api.log("fastdraw", {
        text = string.format("%s fast draws the %s: %d vs TN %d — %s%s", c.name or "?", tostring(weapon.name),
          r.total, r.tn, out.name, out.extras:count() > 0 and (" + " .. tostring(out.extras)) or
            (out.calamity and (": " .. out.calamity) or "")),
        who = c.name, weapon = weapon.name, tn = tn, total = r.total, card = r.number,
        result = res, extras = out.extras,
      })
    end
    return out
  end, "resolve a fast draw (seed 000 \"Fast Draw\")")

  -- fastdraw.both(c, main, off [, opts]) draws two weapons at once: each at
  -- −1, the off hand's at −2; the slowest result applies to both.
  api.define("fastdraw.both", function(c, main, off, opts)
    opts = opts or {}
    local a = api.rules["fastdraw.resolve"](c, main, { both_hands = true, card = opts.card })
    local b = api.rules["fastdraw.resolve"](c, off, { both_hands = true, off_hand = true, card = opts.off_card })
    local order = api.rules["fastdraw.order"]
    local slow = (order[a.result] <= order[b.result]) and a or b
    return { main = a, off = b, result = slow.result, name = slow.name, speed = slow.speed }
  end, "fast draw with both hands (seed 000 \"Fast Draw\")")
end

-- spent_at_round_start(api): a round starts with no gun keeping a fast draw's relief.
local function spent_at_round_start(api)
  api.on("round.start", function(fight)
    for ix = 1, #fight.combatants do
      local ws = fight.combatants[ix].weapons or {}
      for j = 1, #ws do ws[j].snap_bonus = nil end
    end
  end)
end

function M.setup(api)
  define_fastdraw_numbers(api)
  define_fastdraw_resolve(api)
  spent_at_round_start(api)
end

return M
