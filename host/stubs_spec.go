package host

// specStub annotates the spec DSL that host/lua/spec.lua gives a
// *_spec.lua file (scripts/README.md "Specs"). A test checks that every
// assertion spec.lua defines is annotated here.
const specStub = `--- A group of tests; groups nest, and their names prefix the tests'.
---@param name string
---@param fn fun()
function describe(name, fn) end

--- One test. Each runs with a fresh deck seeded from the spec file's name
--- (twtw.action.stack puts cards on top) and the spec file's rule set.
---@param name string
---@param fn fun()
function it(name, fn) end

--- Runs before each test of the enclosing describe.
---@param fn fun()
function before_each(fn) end

--- Runs after each test of the enclosing describe.
---@param fn fun()
function after_each(fn) end

--- The spec assertions; a failure reports the spec's file:line.
---@class twtw.spec.assert
assert = {}

--- expected == actual
---@param expected any
---@param actual any
---@param msg? string
function assert.equal(expected, actual, msg) end

--- a deep comparison of tables
---@param expected any
---@param actual any
---@param msg? string
function assert.same(expected, actual, msg) end

--- |expected − actual| ≤ tol
---@param expected number
---@param actual number
---@param tol number
---@param msg? string
function assert.near(expected, actual, tol, msg) end

--- v is neither nil nor false
---@param v any
---@param msg? string
function assert.truthy(v, msg) end

--- v is nil or false
---@param v any
---@param msg? string
function assert.falsy(v, msg) end

--- fn raises an error (containing the plain text pattern, when given)
---@param fn fun()
---@param pattern? string
---@param msg? string
function assert.error(fn, pattern, msg) end

--- Spec fixtures built by the ruleset's rules.
---@class twtw.spec.fixtures
fixtures = {}

--- A combatant with sensible defaults (the rule combatant.fixture).
---@param spec? table
---@return table
function fixtures.combatant(spec) end
`
