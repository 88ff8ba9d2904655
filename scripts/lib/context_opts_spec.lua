-- lib/context_opts_spec.lua — the --opt fields of an explained attack
-- (lib/context_opts.lua; README.md "Explain any attack").
local context_opts = require("lib.context_opts")

local api = { refuse = function(field, msg) error(field .. ": " .. msg, 0) end }
local OWN, SET_BY = { weapon = true, card = true }, { fight = false, target = "--target" }

describe("lib.context_opts", function()
  it("every opt that is no option of the explanation's own becomes a context field", function()
    assert.same({ braced = true, range = 12 },
      context_opts.fields(api, { braced = true, range = 12, weapon = "rifle", card = 3 }, OWN, SET_BY))
    local into = { shot = 1 }
    assert.equal(into, context_opts.fields(api, { braced = true }, OWN, SET_BY, into))
    assert.same({ shot = 1, braced = true }, into)
  end)
  it("a field the explanation sets itself is refused, naming the flag that sets it", function()
    assert.error(function() context_opts.fields(api, { target = "Bob" }, OWN, SET_BY) end,
      "--opt target: target is set by the explanation (--target)")
    assert.error(function() context_opts.fields(api, { fight = 1 }, OWN, SET_BY) end,
      "--opt fight: fight is set by the explanation")
    -- a field the table given already holds (a context built first)
    assert.error(function() context_opts.fields(api, { range = 9 }, OWN, SET_BY, { range = 12 }) end,
      "--opt range: range is set by the explanation")
  end)
end)
