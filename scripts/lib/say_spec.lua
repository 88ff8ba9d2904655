-- lib/say_spec.lua — a transcript line on behalf of the calling rule (lib/say.lua).
local say = require("lib.say")
local api = require("twtw")

describe("lib.say", function()
  it("logs the text and the fields, naming the caller's file:line, not the helper's", function()
    say.say(api, "note", "Hank draws", { card = 37 })
    local ev = api.logged("note")[1]
    assert.equal("Hank draws", ev.text)
    assert.equal("lib/say_spec.lua:7", ev.where)
  end)

  it("about names the combatant as who", function()
    say.about(api, "note", { name = "Angus" }, "Angus ducks")
    local ev = api.logged("note")[1]
    assert.equal("Angus ducks", ev.text)
    assert.equal("lib/say_spec.lua:14", ev.where)
  end)
end)
