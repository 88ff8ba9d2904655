-- rules/disputes.lua — cutting the deck for disputes.
-- seed 001 "Determining Target Area": "if a disagreement between players and
-- Judge is insoluble, cut the deck and consult the Toggle result: Yes favors
-- the player, No favors the Judge."
local M = {
  name = "core.disputes",
  version = "1.0.0",
  summary = "Cut the deck to settle a dispute: YES favours the player, NO the Judge",
  source = "seed 001 \"Determining Target Area\"",
}

function M.setup(api)
  -- dispute.cut(question) cuts the deck and returns "player" or "judge" and
  -- the card cut; the transcript records the question and the answer.
  api.define("dispute.cut", function(question)
    local c = api.action.cut()
    local favours = c.toggle and "player" or "judge"
    api.log("dispute", {
      text = string.format("dispute: %s — cut card %d shows %s: favours the %s",
        question or "?", c.number, c.toggle and "YES" or "NO", favours),
      question = question, card = c.number, toggle = c.toggle, favours = favours,
    })
    return favours, c
  end, "cut the deck for a yes/no dispute")
end

return M
