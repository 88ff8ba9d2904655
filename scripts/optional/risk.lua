-- optional/risk.lua — heroes who do not die in an unimportant fight, unless
-- they risk death.
-- seed 000 "Risk": "When using the optional risk system, any wound that
-- would be critical in the head or torso is instead treated as a serious
-- wound and the Hero is out of action for the remainder of the scene. The
-- player should devise or accept some kind of complication … a player may
-- designate that their Hero will risk death. This declaration must be made
-- during (or very near, Judge discretion) the first round of combat. A player
-- may make this declaration no more than once per session. At the conclusion
-- of the session the Hero (if they survived, of course) is awarded one extra
-- experience point. … if you declare the risk, then for some reason your
-- character cannot be saved by any means once that final wound is taken."
--
-- A Hero is a combatant with player = true (the scenario's player flag; this
-- module copies it, and risk_death, from the scenario entry onto the
-- combatant). How it works:
-- * damage.preview is wrapped: a hit that would take a protected Hero's head
--   or torso to 5 wounds (Critical: death) takes it to 4 (Serious) instead —
--   before the body records it, so the Hero never dies of it; damage.weigh
--   is wrapped with the same cap, so bumps.spend, which weighs its choices
--   with it, sees the same;
-- * damage.resolve is wrapped: after such a hit the Hero is out of action for
--   the scene (state.out, state.risk_out) with a complication, recorded in
--   c.complications and logged;
-- * a Hero who risks death (scenario risk_death = true, declared at
--   "fight.start"; or risk.declare(fight, c) during the first round) gets none
--   of this: the fifth wound kills, and the death is logged as "nothing can
--   save" them; if they survive, c.experience grows by `experience` and it is
--   logged when the fight ends (fight.over reports a winner or a draw; a
--   "fight.end" event, should the host emit one, does the same).
--
-- Decided here: a session is what the campaign says it is — the option
-- declared_this_session names (comma-separated) the Heroes who have already
-- risked death this session; their declaration is refused. Within one fight
-- a Hero declares at most once. Wounds beyond the fourth in a protected head
-- or torso are dropped (the hit's CT still counts). The experience is
-- awarded at the end of the fight, the only "conclusion" the fight engine
-- sees; the campaign carries it into the session's tally. With
-- optional/bleeding on, a protected Hero does not bleed to death either
-- (bleeding reads risk.protected).
local M = {
  name = "risk",
  version = "1.0.0",
  summary = "Risk: a Hero's critical head or torso wound is serious and takes them out; risking death pays 1 XP",
  source = "seed 000 \"Risk\"",
  options = {
    experience = { type = "int", default = 1, min = 0, max = 10,
      doc = "extra experience for a Hero who risked death and survived" },
    declare_by_round = { type = "int", default = 1, min = 0, max = 5,
      doc = "the last round in which a Hero may declare they risk death (seed: the first round); a scenario's " ..
        "risk_death is declared as the fight starts, so this bounds what a house rule declares later (risk.declare)" },
    declared_this_session = { type = "string", default = "",
      doc = "comma-separated names of Heroes who already risked death this session (once per session)" },
    complication = { type = "string", default = "a complication the player and Judge describe",
      doc = "what the transcript records as the out-of-action Hero's complication" },
  },
}

local VITAL = { head = true, torso = true }

local function split(s)
  local out = {}
  for name in string.gmatch(s or "", "[^,]+") do
    name = string.gsub(string.gsub(name, "^%s+", ""), "%s+$", "")
    if name ~= "" then out[name] = true end
  end
  return out
end

-- define_combatant_new(api, opts): combatant.new, risk.protected, risk.declare, fight.start.
local function define_combatant_new(api, opts)
  local R = api.rules
  local already = split(opts.declared_this_session)

  -- the scenario's player and risk_death flags on the combatant
  api.wrap("combatant.new", function(next, spec)
    local c = next(spec)
    if type(spec) == "table" then
      if c.player == nil then c.player = spec.player and true or false end
      if c.risk_death == nil then c.risk_death = spec.risk_death and true or false end
    end
    return c
  end)

  -- risk.protected(c) -> whether c is a Hero the risk system protects.
  api.define("risk.protected", function(c)
    return c ~= nil and c.player == true and not (c.state and c.state.risk_death)
  end, "a Hero who has not declared the risk of death")

  -- risk.declare(fight, c) -> ok, why: c risks death for this fight.
  api.define("risk.declare", function(fight, c)
    local why
    if not c.player then
      why = "only a player's Hero may risk death"
    elseif (fight and fight.round or 0) > opts.declare_by_round then
      why = string.format("too late: the declaration is made by round %d", opts.declare_by_round)
    elseif already[c.name] then
      why = "already risked death this session"
    elseif c.state.risk_death then
      why = "already declared"
    end
    if why then
      api.log("risk", { text = string.format("risk: %s cannot risk death — %s", c.name or "?", why), who = c.name })
      return false, why
    end
    c.state.risk_death = true
    api.log("risk", {
      text = string.format("risk: %s risks death this fight (no protection; +%d experience if they survive)",
        c.name or "?", opts.experience),
      who = c.name,
    })
    return true, nil
  end, "declare that a Hero risks death")

  api.on("fight.start", function(fight)
    for _, c in ipairs(fight.combatants or {}) do
      if c.risk_death then R["risk.declare"](fight, c) end
    end
  end)
end

-- capped(t, part, wounds) → the wounds a hit of that many in part deals the
-- protected Hero t when they would make it critical (at most to 4 in all),
-- and the wounds the part had before; nil when the hit is not critical.
local function capped(t, part, wounds)
  if (wounds or 0) > 0 and VITAL[part] then
    local before = t.body:wounds(part)
    if before + wounds >= 5 and not t.body:lost(part) then return math.max(0, 4 - before), before end
  end
  return nil
end

-- define_cap(api): damage.preview, damage.weigh.
local function define_cap(api)
  local R = api.rules
  local function protected(t) return R["risk.protected"](t) and t.body ~= nil end
  -- a critical head or torso wound is serious instead (before it is applied)
  api.wrap("damage.preview", function(next, ctx, card, spend)
    local rec = next(ctx, card, spend)
    local t = ctx.target
    if rec and (rec.wounds or 0) > 0 and VITAL[rec.part] and protected(t) then
      local wounds, before = capped(t, rec.part, rec.wounds)
      if wounds then
        rec.risk = { part = rec.part, before = before, wounds = rec.wounds, capped = wounds }
        rec.wounds = wounds
      end
    end
    return rec
  end)

  -- the same cap on the numbers bumps.spend weighs its choices with, so
  -- core damage.weigh keeps its fast path (rules/damage.lua): a spend that
  -- would kill a protected Hero weighs as the serious wound it becomes
  api.wrap("damage.weigh", function(next, ctx, card)
    local weigh, t = next(ctx, card), ctx.target
    if not protected(t) then return weigh end
    return function(shift, p, rd, d)
      local wounds, ct, part, outcome, layers = weigh(shift, p, rd, d)
      return capped(t, part, wounds) or wounds, ct, part, outcome, layers
    end
  end)
end

-- define_out_of_action(api, opts): damage.resolve, wound.applied, risk.award.
local function define_out_of_action(api, opts)
  api.wrap("damage.resolve", function(next, ctx, result, spend)
    local rec = next(ctx, result, spend)
    local t = ctx.target
    if type(rec) == "table" and rec.risk and not t.state.risk_out then
      t.state.out, t.state.risk_out = true, true
      t.complications = t.complications or {}
      t.complications[#t.complications + 1] = { part = rec.risk.part, text = opts.complication }
      api.log("risk", {
        text = string.format("risk: %s's critical %s wound is serious instead (%d → %d wounds); %s is out of action for the scene — complication: %s",
          t.name or "?", rec.risk.part, rec.risk.before, rec.risk.before + rec.risk.capped, t.name or "?",
          opts.complication),
        who = t.name, part = rec.risk.part, complication = opts.complication,
      })
    end
    return rec
  end)

  api.on("wound.applied", function(fight, ev)
    local t = ev.target
    if ev.died and t and t.state and t.state.risk_death then
      api.log("risk", {
        text = string.format("risk: %s risked death — nothing can save them", t.name or "?"),
        who = t.name,
      })
    end
  end)

  -- risk.award(fight): +experience to every Hero who risked death and lives.
  api.define("risk.award", function(fight)
    if fight.risk_awarded then return end
    fight.risk_awarded = true
    for _, c in ipairs(fight.combatants or {}) do
      if c.state.risk_death and not c.body:dead() then
        c.experience = (c.experience or 0) + opts.experience
        api.log("risk", {
          text = string.format("risk: %s risked death and survived: +%d experience", c.name or "?", opts.experience),
          who = c.name, experience = opts.experience,
        })
      end
    end
  end, "award the experience for surviving a declared risk")
end

-- define_fight_over(api, opts): fight.over, fight.end.
local function define_fight_over(api, opts)
  local R = api.rules
  api.wrap("fight.over", function(next, fight)
    local side, why = next(fight)
    if side ~= nil or fight.ended then R["risk.award"](fight) end
    return side, why
  end)

  api.on("fight.end", function(fight) R["risk.award"](fight) end)
end

function M.setup(api, opts)
  define_combatant_new(api, opts)
  define_cap(api)
  define_out_of_action(api, opts)
  define_fight_over(api, opts)
end

return M
