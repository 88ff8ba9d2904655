-- rules/recovery.lua — CT past zero, CT coming back, and the hour within
-- which wounds can be treated.
--
-- seed 000 "Taking Concussion": "When a character is reduced to 0 CT or lower
-- they become 'Concussed' … Heroes who continue to take CT after they reach
-- zero risk death (if applicable)."
-- seed 000 "Optional Bleeding Rules": "A character reduced to negative their
-- starting CT level by bleeding has bled to death."
-- seed 000 "Risk": "Without it, the game is assumed to always be in a state
-- of risk." seed 000 "Healing": "On a simple (3) Medicine check anyone can
-- provide the necessary care to restore all CT in about 2 minutes. Otherwise
-- your hero gets his CT back at the rate of 1 per minute. Only those skilled
-- in first aid (the Medicine skill) may attempt to treat real wounds. This
-- attempt may be made up to one hour after an injury."
--
-- Decided here:
-- * CT past zero (concussion.past_zero, run by every concussion.check): a
--   concussed combatant whose CT falls to the negative of their starting CT
--   dies — the bleeding rule's line, for CT lost any way ("if applicable":
--   the optional Risk system, when on, keeps a protected Hero alive and out
--   of action instead).
-- * healing.rest(fight, c, minutes) gives back healing.numbers.ct_per_minute
--   CT a minute, up to the starting CT; a concussed combatant back above 0
--   CT is no longer concussed.
-- * Wound treatment (healing.treat) takes the minutes since the injury;
--   past healing.numbers.treat_within (60) it is refused.
local M = {
  name = "core.recovery",
  version = "1.0.0",
  summary = "CT past zero risks death; CT back at 1 a minute; wounds treated within the hour",
  source = "seed 000 \"Taking Concussion\", \"Optional Bleeding Rules\", \"Risk\", \"Healing\"",
}

local say = require("lib.say").say

function M.setup(api)
  local R = api.rules

  -- concussion.past_zero(fight, c) → true when c died of CT past zero.
  api.define("concussion.past_zero", function(fight, c)
    local body = c.body
    if body:dead() or body:ct() > -body:start_ct() then return false end
    local protected = api.has("risk.protected") and R["risk.protected"]
    if protected and protected(c) then
      c.state.out, c.state.risk_out = true, true
      say(api, "concussion", string.format("%s would die of concussion (CT %d) — risk: out of action for the scene",
        c.name, body:ct()), { who = c.name, ct = body:ct() })
      return false
    end
    body:kill()
    c.state.dead, c.state.out = true, true
    say(api, "death", string.format("%s dies: CT %d, past the negative of the starting %d", c.name, body:ct(),
      body:start_ct()), { who = c.name, ct = body:ct() })
    return true
  end, "CT past zero: death at the negative of the starting CT (decided here)")

  -- healing.rest(fight, c, minutes) → CT regained.
  api.define("healing.rest", function(fight, c, minutes)
    local body = c.body
    if body:dead() then return 0 end
    local per = R["healing.numbers"].ct_per_minute
    local n = math.max(0, math.min(math.floor(minutes * per), body:start_ct() - body:ct()))
    if n > 0 then body:gain_ct(n) end
    local s = c.state
    if s.concussed and not body:concussed() then
      s.concussed = false
      s.out = s.unconscious or s.risk_out or false
    end
    say(api, "healing", string.format("%s rests %d minute(s): %d CT back (CT %d)", c.name, minutes, n, body:ct()),
      { who = c.name, ct = body:ct(), gained = n })
    return n
  end, "CT back at 1 a minute untreated (seed 000 \"Healing\")")
end

return M
