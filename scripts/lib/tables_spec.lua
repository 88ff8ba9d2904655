-- lib/tables_spec.lua — the shared table helpers (lib/tables.lua).
local T = require("lib.tables")

describe("lib.tables", function()
  it("copy is shallow and takes nil", function()
    local inner = { 1 }
    local c = T.copy({ a = inner, b = 2 })
    assert.equal(inner, c.a)
    assert.equal(2, c.b)
    assert.same({}, T.copy(nil))
  end)

  it("default keeps false and replaces only nil", function()
    assert.equal(false, T.default(false, true))
    assert.equal(3, T.default(nil, 3))
  end)

  it("sorted_keys lists a map's keys by their text, nil as none", function()
    assert.same({ "arm", "head", "leg" }, T.sorted_keys({ leg = 4, head = 6, arm = 4 }))
    assert.same({ 10, 9 }, T.sorted_keys({ [9] = true, [10] = true })) -- "10" < "9"
    assert.same({}, T.sorted_keys(nil))
  end)

  it("position reads position = [x, y] or pos = {x, y}, a missing coordinate 0", function()
    assert.same({ x = 4, y = -2 }, T.position({ position = { 4, -2 } }))
    assert.same({ x = 1, y = 0 }, T.position({ pos = { x = 1 } }))
    assert.same({ x = 0, y = 0 }, T.position({}))
  end)

  it("refs leaves nil references out: none is nil, one is itself, more a list that begins with one", function()
    assert.is_nil(T.refs(nil, nil, nil))
    assert.equal("test.half", T.refs("test.half"))
    assert.equal("t.x", T.refs(nil, nil, "t.x"))
    assert.same({ "test.half", "t.x" }, T.refs("test.half", nil, "t.x"))
    assert.same({ "t.x", "t.y" }, T.refs(nil, "t.x", "t.y"))
    assert.same({ "a", { "b", "c" }, "d" }, T.refs("a", { "b", "c" }, "d"))
  end)

  it("credit names the rule first: the data as it is when it already does, else the rule and the data", function()
    assert.equal("aim.bonus", T.credit("aim.bonus", nil))
    assert.equal("aim.bonus", T.credit("aim.bonus", "aim.bonus"))
    local named = { "aim.bonus", "gear.weapons.peacemaker.accurate" }
    assert.equal(named, T.credit("aim.bonus", named)) -- the same table: nothing built
    assert.same({ "aim.bonus", "t.x" }, T.credit("aim.bonus", "t.x"))
    assert.same({ "aim.bonus", { "t.x", "aim.bonus" } }, T.credit("aim.bonus", { "t.x", "aim.bonus" }))
  end)
end)
