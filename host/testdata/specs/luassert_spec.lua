-- host/testdata/specs/luassert_spec.lua — luassert's assertions and chains
-- as a busted spec uses them: each modifier (is, are, was, has, does; not
-- and no negate), the names with underscores, the messages a failure gives.
-- Every test passes (host/spec_test.go pins 13 passed, 0 failed).

describe("luassert chains", function()
  it("are.same / are.equal / are_not.equal / not_equal", function()
    assert.are.same({ 1, { 2, x = "y" } }, { 1, { 2, x = "y" } })
    assert.are.equal(4, 2 + 2)
    assert.are.equals("a", "a")
    assert.are_not.equal(1, 2)
    assert.not_equal(1, 2)
    assert.is_not.same({ 1 }, { 2 })
    assert.are_not.same({ a = 1 }, { a = 1, b = 2 })
  end)

  it("is_true / is_false / is_nil / is_not_nil / truthy / falsy", function()
    assert.is_true(true)
    assert.is_false(false)
    assert.is_not_true(1)
    assert.is_nil(nil)
    assert.is_not_nil(0)
    assert.truthy(0)
    assert.is.truthy("")
    assert.falsy(nil)
    assert.is.falsy(false)
    assert.is_not.truthy(nil)
    assert.True(true)
    assert.is.Nil(nil)
  end)

  it("type names", function()
    assert.is_number(1)
    assert.is_string("s")
    assert.is_table({})
    assert.is_function(print)
    assert.is_boolean(false)
    assert.is_not_number("1")
  end)

  it("has_error / has_no.errors / has.errors / error_matches", function()
    assert.has_error(function() error("boom") end)
    assert.has_error(function() error("boom") end, "boom")
    assert.has.errors(function() error({ code = 7 }) end, { code = 7 })
    assert.has_no.errors(function() end)
    assert.has_no_error(function() end)
    assert.error_matches(function() error("card 37 is red") end, "card %d+")
    assert.does_not.error(function() end)
  end)

  it("has_error leaves a local that a closure shares shared (gopher-lua issue 448)", function()
    local n = 0
    local bump = function() n = n + 1 end
    assert.has_error(function() error("x") end)
    n = 10
    bump()
    assert.equal(11, n)
  end)

  it("near, matches, unique", function()
    assert.is.near(0.5, 0.52, 0.05)
    assert.matches("^%u", "Hank")
    assert.does_not.match("^%d", "Hank")
    assert.is.unique({ 1, 2, { 3 } })
    assert.is_not.unique({ { 1 }, { 1 } })
  end)

  it("the twtw names keep working: equal, same, near, truthy, falsy, error", function()
    assert.equal(5, 5, "five")
    assert.same({ 1 }, { 1 })
    assert.near(1, 1.01, 0.1)
    assert.truthy(1)
    assert.falsy(false)
    assert.error(function() error("no ammunition left") end, "ammunition")
  end)
end)

describe("failure messages", function()
  local function message(fn)
    local ok, err = pcall(fn)
    assert.is_false(ok)
    return (string.gsub(err, "^[^:]+:%d+: ", ""))
  end

  it("equal and its negation", function()
    assert.equal("expected 1, got 2", message(function() assert.are.equal(1, 2) end))
    assert.equal("expected a value other than 1", message(function() assert.are_not.equal(1, 1) end))
    assert.equal("expected \"a\", got \"b\"", message(function() assert.equal("a", "b") end))
  end)

  it("near and matches say what their arguments should be, not where in the library they broke", function()
    assert.equal("near(expected, value, tolerance): expected and tolerance are numbers, got nil and 0.1",
      message(function() assert.near(nil, 1, 0.1) end))
    assert.equal("matches(pattern, s): \"[\" is no Lua pattern (malformed pattern (missing ']'))",
      message(function() assert.matches("[", "abc") end))
  end)

  it("same names the first difference", function()
    assert.equal("tables differ at [2][1]: expected { 1, { 2 } }, got { 1, { 3 } }",
      message(function() assert.same({ 1, { 2 } }, { 1, { 3 } }) end))
    assert.equal("tables differ at b: expected { a = 1 }, got { a = 1, b = 2 }",
      message(function() assert.same({ a = 1 }, { a = 1, b = 2 }) end))
  end)

  it("the spec's own message comes first", function()
    assert.equal("the door: expected true, got false", message(function() assert.is_true(false, "the door") end))
    assert.equal("m: expected nil, got 0", message(function() assert.message("m").is_nil(0) end))
  end)

  it("errors", function()
    assert.equal("expected an error, got none", message(function() assert.has_error(function() end) end))
    assert.equal("expected no error, got \"x\"", message(function() assert.has_no.errors(function() error("x", 0) end) end))
    assert.equal("expected an error containing \"y\", got \"x\"",
      message(function() assert.has_error(function() error("x", 0) end, "y") end))
  end)

  it("misuse", function()
    assert.equal("assert.is_frobbed: no such assertion (frobbed)", message(function() assert.is_frobbed(1) end))
    assert.equal("assert.equal takes 2 arguments, got 1", message(function() assert.equal(1) end))
    assert.equal("assert: end the chain in an assertion, as in assert.is_true(v)", message(function() assert.is(true) end))
  end)

  it("assert:register adds an assertion", function()
    assert:register("assertion", "has_field", function(_, args) return type(args[1]) == "table" and args[1][args[2]] ~= nil end)
    assert.has_field({ x = 1 }, "x")
    assert.is_not.has_field({ x = 1 }, "y")
    assert.equal("assert.has_field failed for ({ x = 1 }, \"y\")", message(function() assert.has_field({ x = 1 }, "y") end))
  end)
end)
