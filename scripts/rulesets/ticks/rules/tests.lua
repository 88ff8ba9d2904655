-- rules/tests.lua — tests: statistic × skill against a difficulty, opposed
-- tests, help, luck (seed 003 "Tests").
--
-- seed 003 "Tests": "you multiply the appropriate statistic by the
-- appropriate skill (if there is one—otherwise just take the unmodified
-- statistic). If this number is equal to or greater than the difficulty then
-- the character succeeds. If a skill is required and you don't have it at
-- all, you use half of the appropriate statistic." The ladder: Easy 5, Basic
-- 20, Moderate 35, Difficult 50, Extreme 70, Impossible 90. Opposed: "the
-- higher one wins. (In the unlikely event of a tie, the defender ... wins.)"
-- Help: "A character may contribute half of their relevant Statistic if they
-- have the Skill in question. Otherwise a character may add 3 points." The
-- GM's role-play award: "an increase of 1 level in the Skill".
--
-- No dice: a test is decided by its numbers alone.
-- Decided here: "half" rounds down (half of 13 is 6), for a missing skill and
-- for help alike; luck cannot raise a statistic (it buys skill levels), so a
-- plain statistic test takes no luck; a skill raised above 0 by luck, the
-- GM's award or a bonus (Disarm's "two higher") is no longer "missing".
local M = {
  name = "ticks.tests",
  version = "1.0.0",
  summary = "Tests: stat × skill vs the difficulty ladder, half stat without the skill, opposed tests (defender wins ties), help, luck",
  source = "seed 003 \"Tests\"",
  requires = { "ticks.luck" },
}

local refs = require("lib.tables").refs

-- The rules a score's numbers are worked out by, named as its terms' data
-- (a wrap or replace of one is credited on the number it changed): the
-- statistic; the statistic and skill; half the statistic without the skill.
local STAT, STAT_SKILL = "combatant.stat", { "combatant.stat", "combatant.skill" }
local HALF = { "test.half", "combatant.stat", "combatant.skill" }

local LADDER = {
  { key = "easy", name = "Easy", difficulty = 5 },
  { key = "basic", name = "Basic", difficulty = 20 },
  { key = "moderate", name = "Moderate", difficulty = 35 },
  { key = "difficult", name = "Difficult", difficulty = 50 },
  { key = "extreme", name = "Extreme", difficulty = 70 },
  { key = "impossible", name = "Impossible", difficulty = 90 },
}

-- LADDER_REFS[i] is the data reference of row i's difficulty, built once.
local LADDER_REFS = {}

-- ladder_ref(i) → "test.ladder.I.difficulty".
local function ladder_ref(i)
  local r = LADDER_REFS[i]
  if r == nil then
    r = "test.ladder." .. i .. ".difficulty"
    LADDER_REFS[i] = r
  end
  return r
end

-- define_difficulty(api): the difficulty ladder, half a statistic, a helper's share.
local function define_difficulty(api)
  local R = api.rules
  api.define("test.ladder", LADDER, "the difficulty ladder (seed 003 \"Tests\"): Easy 5 … Impossible 90")

  -- test.difficulty(d) → number, name, from: d is a number or a ladder
  -- key/name; from names the ladder's entry ("test.ladder.3.difficulty",
  -- nil for a number), so a term of the difficulty credits a set of the ladder.
  api.define("test.difficulty", function(d)
    if type(d) == "number" then return d, tostring(d) end
    local want = string.lower(tostring(d))
    for i, row in ipairs(R["test.ladder"]) do
      if row.key == want or string.lower(row.name) == want then return row.difficulty, row.name, ladder_ref(i) end
    end
    error(string.format("test.difficulty: unknown difficulty %q", tostring(d)), 2)
  end, "a difficulty from a number or a ladder name (and, from the ladder, its entry's data reference)")

  -- test.half(stat) is half a statistic, rounded down (decided here).
  api.define("test.half", function(v) return math.floor(v / 2) end, "half a statistic, rounded down (decided here)")

  -- test.help(helper, stat, skill) → points, reason, data: half the helper's
  -- statistic with the skill (data: the rules test.half, combatant.stat and
  -- combatant.skill, so a house rule that changes one is credited), else
  -- test.table.help (3; seed 003 "Tests").
  api.define("test.help", function(h, stat, skill)
    local v = R["combatant.stat"](h, stat)
    if skill and R["combatant.skill"](h, skill) >= 1 then
      return R["test.half"](v), string.format("help: %s, half %s %d (has %s)", h.name, stat, v, skill), HALF
    end
    return R["test.table"].help, string.format("help: %s without %s", h.name, tostring(skill)), "test.table.help"
  end, "what a helper adds: half their statistic with the skill, else test.table.help (3)")
end

-- define_score(api): a score — statistic × skill.
local function define_score(api)
  local R = api.rules

  -- test.score(c, stat, skill, opts) → terms, detail. opts: luck (levels
  -- bought now, spent from c.luck), award (the GM's role-play level), bonus
  -- (levels "considered higher"), bonus_from (its data), help (helpers), label,
  -- from (the data the statistic and skill were chosen from: a maneuver's row).
  api.define("test.score", function(c, stat, skill, opts)
    opts = opts or {}
    local v = R["combatant.stat"](c, stat)
    local t = api.terms(opts.label or (c.name .. "'s score"))
    local d = { stat = stat, value = v, skill = skill, base = 0, level = 0 }
    if skill == nil then
      if (opts.luck or 0) > 0 then error("test.score: luck raises a skill, not a statistic", 2) end
      t:add(v, string.format("%s %d (no skill)", stat, v), "stat", refs(STAT, opts.from))
    else
      d.base = R["combatant.skill"](c, skill)
      local luck = R["luck.spend"](c, opts.luck or 0, "test", "in " .. skill .. " for one test")
      d.level = d.base + luck + (opts.award or 0) + (opts.bonus or 0)
      local extra = {}
      if luck > 0 then extra[#extra + 1] = string.format("+%d luck", luck) end
      if (opts.award or 0) > 0 then extra[#extra + 1] = string.format("+%d GM award", opts.award) end
      if (opts.bonus or 0) ~= 0 then extra[#extra + 1] = string.format("%+d %s", opts.bonus, opts.bonus_why or "bonus") end
      local note = #extra > 0 and (" (" .. table.concat(extra, ", ") .. ")") or ""
      if d.level <= 0 then
        t:add(R["test.half"](v), string.format("half %s %d (no %s skill)", stat, v, skill), "stat",
          refs(HALF, opts.from, opts.bonus_from))
      else
        t:add(v * d.level, string.format("%s %d × %s %d%s", stat, v, skill, d.level, note), "stat",
          refs(STAT_SKILL, opts.from, opts.bonus_from))
      end
    end
    for _, h in ipairs(opts.help or {}) do
      local n, why, from = R["test.help"](h, stat, skill)
      t:add(n, why, "help", from)
    end
    return t, d
  end, "a score: statistic × skill (half the statistic without it), help added")
end

-- define_tests(api): a test against a difficulty, the best choice, an opposed test.
local function define_tests(api)
  local R = api.rules

  -- test.check(c, difficulty, stat, skill, opts) → {score, difficulty,
  -- name, success, margin}: success when score ≥ difficulty. Beside
  -- test.score's opts: what (the test's name, a maneuver's: "Vera: Trick
  -- Shot 56 vs Moderate 35"), difficulty_from and difficulty_why (the data
  -- reference and reason of a difficulty given as a number). The transcript
  -- shows the difficulty as terms: a ladder entry names its row, so a set
  -- that re-tabled the ladder is credited on it.
  api.define("test.check", function(c, difficulty, stat, skill, opts)
    local n, name, from = R["test.difficulty"](difficulty)
    local score = R["test.score"](c, stat, skill, opts)
    local r = { score = score, difficulty = n, name = name, success = score:total() >= n, margin = score:total() - n }
    if api.logging() then
      opts = opts or {}
      local against = api.terms("difficulty")
      against:add(n, opts.difficulty_why or (from and name) or ("difficulty " .. n), "difficulty",
        { "test.difficulty", from or opts.difficulty_from })
      local head = opts.what and string.format("%s: %s", c.name, opts.what)
        or string.format("%s tests %s%s:", c.name, stat, skill and (" × " .. skill) or "")
      api.log("test", { text = string.format("%s %d vs %s%d — %s", head, score:total(),
        name ~= tostring(n) and (name .. " ") or "", n, r.success and "success" or "failure"),
        who = c.name, score = score, difficulty = against })
    end
    return r
  end, "a test against a difficulty: success when the score is at least the difficulty")

  -- test.best(c, stats, skills, opts) → terms, stat, skill: the highest of
  -- every statistic × skill pairing offered ("your choice"); ties go to the
  -- first offered. skills may hold false for "no skill".
  api.define("test.best", function(c, stats, skills, opts)
    local best, bs, bk
    for _, s in ipairs(stats) do
      for _, k in ipairs(skills) do
        local t = R["test.score"](c, s, k or nil, { bonus = opts and opts.bonus, bonus_why = opts and opts.bonus_why,
          label = opts and opts.label, bonus_from = opts and opts.bonus_from, from = opts and opts.from })
        if best == nil or t:total() > best:total() then best, bs, bk = t, s, k end
      end
    end
    return best, bs, bk
  end, "the best statistic × skill among the offered choices")

  -- test.opposed(a, d, a_score, d_score) → {attacker, defender, winner,
  -- success}: the higher score wins; a tie goes to the defender.
  api.define("test.opposed", function(a, d, a_score, d_score)
    local win = a_score:total() > d_score:total()
    local r = { attacker = a_score, defender = d_score, success = win, winner = win and a or d,
      margin = a_score:total() - d_score:total() }
    if api.logging() then
      api.log("test", { text = string.format("opposed test: %s %d vs %s %d — %s wins%s", a.name, a_score:total(),
        d.name, d_score:total(), r.winner.name, a_score:total() == d_score:total() and " (a tie goes to the defender)" or ""),
        attacker = a_score, defender = d_score })
    end
    return r
  end, "an opposed test: the higher score wins, the defender wins ties")
end

-- define_table(api): the numbers of a test beside the ladder.
local function define_table(api)
  api.define("test.table", { help = 3 },
    "help: a helper without the skill adds 3 (seed 003 \"Tests\": \"Otherwise a character may add 3 points\")")
end

function M.setup(api)
  define_table(api)
  define_difficulty(api)
  define_score(api)
  define_tests(api)
end

return M
