-- rules/code.lua — shootout.code: the gentleman's code.
--
-- seed 004 "Really Simple Wild West Shootout Rules": "Decent men will not
-- retreat from a fight, anyone fleeing an engagement will be labeled a
-- scoundrel and shunned by proper civilized people everywhere, likewise no
-- gentleman will take action against a downed opponent for fear of loss of
-- standing. Bandits, rakes, card-sharks and other riff-raff will not shun
-- such actions as they are already unwelcome in polite society."
--
-- The code is a tactics option: a figure's `code` field ("gentleman" or
-- "scoundrel") tells its tactics what it will do (code.allows); the rules
-- themselves do not forbid anything — a gentleman who does it anyway (a
-- policy of your own, or a player at the table) is labelled a scoundrel
-- (code.breach) and keeps the label.
--
-- Decided here: "downed" is fallen or senseless (rules/combatant.lua
-- combatant.downed); "take action against" is shooting at him or striking
-- him with fists; "fleeing an engagement" is walking out of a fistfight.
local M = {
  name = "shootout.code",
  version = "1.0.0",
  summary = "The gentleman's code: no fleeing a fight, no action against a downed man",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (decent men, riff-raff)",
  requires = { "shootout.combatant" },
  events = {
    ["code.breached"] = { doc = "a combatant broke the code and is labelled a scoundrel", args = { "fight", "combatant", "what" } },
  },
}

-- DEEDS: how the label says each act against a downed man.
local DEEDS = { shoot = "shoots at", throw = "throws at", strike = "strikes" }

function M.setup(api)
  local R = api.rules

  -- code.allows(fight, c, act, target) → bool: does c's code let him do act
  -- ("shoot", "throw", "strike", "flee") against target.
  api.define("code.allows", function(fight, c, act, target)
    if c.code ~= "gentleman" then return true end
    if act == "flee" then return false end
    return not (target and R["combatant.downed"](fight, target))
  end, "seed 004: what a gentleman will not do")

  -- code.breach(fight, c, what): a gentleman did it anyway; he is labelled a
  -- scoundrel from now on (c.code = "scoundrel", c.labelled = what).
  api.define("code.breach", function(fight, c, what)
    if c.code ~= "gentleman" then return end
    c.code, c.labelled = "scoundrel", what
    if api.logging() then
      api.log("code", { who = c.name, text = string.format(
        "%s %s: he is labelled a scoundrel and shunned by proper civilized people everywhere", c.name, what) })
    end
    api.emit("code.breached", fight, c, what)
  end, "seed 004: labelled a scoundrel")

  -- code.check(fight, c, act, target): breach when the code forbids act.
  api.define("code.check", function(fight, c, act, target)
    if not R["code.allows"](fight, c, act, target) then
      local what = act == "flee" and "flees an engagement"
        or string.format("%s %s while he is down", DEEDS[act] or "strikes", target and target.name or "a man")
      R["code.breach"](fight, c, what)
    end
  end, "label a gentleman who breaks the code")
end

return M
