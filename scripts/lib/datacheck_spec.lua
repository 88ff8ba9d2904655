-- lib/datacheck_spec.lua — the helpers of a ruleset's data.check
-- (lib/datacheck.lua): how a value is shown, what a number spec allows and
-- how its refusal reads, and the path of the entry at fault.
local D = require("lib.datacheck")

local MOD = { whole = true, min = 0, max = 20, what = "a TN penalty" }

describe("lib.datacheck", function()
  it("show quotes a string and names NaN, the infinities, nil, a table", function()
    assert.equal('"2x8"', D.show("2x8"))
    assert.equal("NaN", D.show(0 / 0))
    assert.equal("inf", D.show(1 / 0))
    assert.equal("-inf", D.show(-1 / 0))
    assert.equal("nothing", D.show(nil))
    assert.equal("a table", D.show({}))
    assert.equal("2.5", D.show(2.5))
  end)

  it("finite and whole refuse NaN and the infinities; whole a fraction, and below min (1 unless given)", function()
    assert.is_true(D.finite(-2.5))
    assert.is_false(D.finite(0 / 0))
    assert.is_false(D.finite(1 / 0))
    assert.is_false(D.finite("3"))
    assert.is_true(D.whole(3))
    assert.is_false(D.whole(0))
    assert.is_true(D.whole(0, 0))
    assert.is_false(D.whole(2.5))
    assert.is_false(D.whole(1 / 0))
  end)

  it("number says the value and what is wanted", function()
    assert.is_nil(D.number(6, MOD))
    assert.equal("-1000: want a whole number 0..20 (a TN penalty)", D.number(-1000, MOD))
    assert.equal("2.5: want a whole number 0..20 (a TN penalty)", D.number(2.5, MOD))
    assert.equal("NaN: want a whole number 0..20 (a TN penalty)", D.number(0 / 0, MOD))
    assert.equal('"6": want a whole number 0..20 (a TN penalty)', D.number("6", MOD))
    assert.equal("0: want a number above 0, up to 1000", D.number(0, { above = 0, max = 1000 }))
    assert.equal("inf: want a number above 0", D.number(1 / 0, { above = 0 }))
    assert.equal("-1: want a number, 0 or more", D.number(-1, { min = 0 }))
    assert.equal("99: want a number, 10 or less", D.number(99, { max = 10 }))
  end)

  it("one_of lists the words", function()
    assert.is_nil(D.one_of("total", { "relative", "total" }))
    assert.equal('"both": want relative or total', D.one_of("both", { "relative", "total" }))
    assert.equal('nothing: want F, N or S', D.one_of(nil, { "F", "N", "S" }))
  end)

  it("fields checks the keys the specs name, in key order, under a path; optional allows nil", function()
    local specs = { base = MOD, mode = { "a", "b" }, extra = { whole = true, optional = true } }
    assert.is_nil(D.fields({ base = 5, mode = "a", other = "anything" }, specs))
    assert.same({ "base", "-1: want a whole number 0..20 (a TN penalty)" }, { D.fields({ base = -1, mode = "z" }, specs) })
    assert.same({ "w.mode", '"z": want a or b' }, { D.fields({ base = 1, mode = "z" }, specs, "w") })
    assert.same({ "w.extra", "0.5: want a whole number" }, { D.fields({ base = 1, mode = "a", extra = 0.5 }, specs, "w") })
  end)

  it("each checks every entry alike, in key order; a function spec answers for itself", function()
    assert.same({ "head", "NaN: want a whole number 0..20 (a TN penalty)" }, { D.each({ arm = 4, head = 0 / 0, leg = -1 }, MOD) })
    assert.same({ "t.b", "odd" }, { D.each({ a = 2, b = 3 }, function(v) return v % 2 == 1 and "odd" or nil end, "t") })
    assert.is_nil(D.each({}, MOD))
  end)
end)
