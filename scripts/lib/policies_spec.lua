-- lib/policies_spec.lua — which tactics policies a scenario may name
-- (lib/policies.lua), against a stand-in api: two policies, a rule they
-- call, and a house rule's policy.
local policies = require("lib.policies")

-- api_of(rules) → an api whose rules are rules (a name → a function or a table).
local function api_of(rules)
  return { rules = rules, has = function(name) return rules[name] ~= nil end }
end

local function act() return { kind = "wait" } end

local function base()
  return {
    ["tactics.policies"] = { default = { doc = "d" }, hold = { doc = "h" } },
    ["tactics.default"] = act, ["tactics.hold"] = act, ["tactics.pick"] = function() return nil end,
  }
end

describe("lib.policies", function()
  it("names: the names data tactics.policies lists, sorted (none when the ruleset defines none)", function()
    assert.same({ "default", "hold" }, policies.names(api_of(base())))
    assert.same({}, policies.names(api_of({})))
  end)
  it("why_not: a listed name with its rule is a policy", function()
    assert.equal(nil, policies.why_not(api_of(base()), "hold"))
  end)
  it("why_not: a rule of that name the table does not list (a helper the policies call) is no policy", function()
    assert.equal("no tactics policy \"pick\": rule tactics.pick is defined, but data tactics.policies does not list it "
      .. "(there are: default, hold)", policies.why_not(api_of(base()), "pick"))
  end)
  it("why_not: an unknown name lists the policies, the nearest, and how a house rule adds one", function()
    assert.equal("no tactics policy \"flee\" (there are: default, hold; a house rule adds one with rule tactics.flee and "
      .. "an entry \"flee\" in data tactics.policies)", policies.why_not(api_of(base()), "flee"))
    assert.equal("no tactics policy \"hodl\"; did you mean \"hold\"? (there are: default, hold; a house rule adds one with "
      .. "rule tactics.hodl and an entry \"hodl\" in data tactics.policies)", policies.why_not(api_of(base()), "hodl"))
  end)
  it("why_not: a house rule's policy is one when it adds both its rule and its entry", function()
    local rules = base()
    rules["tactics.flee"] = act
    assert.equal("no tactics policy \"flee\": rule tactics.flee is defined, but data tactics.policies does not list it "
      .. "(there are: default, hold)", policies.why_not(api_of(rules), "flee"))
    rules["tactics.policies"].flee = { doc = "runs" }
    assert.equal(nil, policies.why_not(api_of(rules), "flee"))
    rules["tactics.flee"] = nil
    assert.equal("no tactics policy \"flee\": data tactics.policies lists it, but no rule tactics.flee is defined "
      .. "(there are: default, flee, hold)", policies.why_not(api_of(rules), "flee"))
  end)
  it("why_not: a ruleset that plays a policy otherwise says how (shootout: rules tactics.NAME.<step>)", function()
    local rules = base()
    local how = { defined = function(n) return n == "default" or n == "hold" or n == "call" end,
      rule = "rules tactics.%s.<step>" }
    assert.equal(nil, policies.why_not(api_of(rules), "default", how))
    assert.equal("no tactics policy \"call\": rules tactics.call.<step> are defined, but data tactics.policies does not "
      .. "list it (there are: default, hold)", policies.why_not(api_of(rules), "call", how))
    assert.equal("no tactics policy \"hld\"; did you mean \"hold\"? (there are: default, hold; a house rule adds one with "
      .. "rules tactics.hld.<step> and an entry \"hld\" in data tactics.policies)", policies.why_not(api_of(rules), "hld", how))
  end)
end)
