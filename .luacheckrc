-- .luacheckrc — luacheck settings for the rules in Lua (scripts/) and the spec
-- framework (host/lua/). `.ci/run` runs `luacheck scripts host/lua`.
--
-- The globals are the sandbox's (host/vm/sandbox.go): Lua 5.1's base library,
-- string, table and math, and require; it refuses os, io, debug, package,
-- coroutine, load*, dofile, *fenv, module, newproxy and collectgarbage, and
-- creating a global is an error there too.
std = "lua51"
not_globals = {
  "os", "io", "debug", "package", "coroutine", "load", "loadstring", "loadfile", "dofile",
  "getfenv", "setfenv", "module", "newproxy", "collectgarbage",
}

-- Rules share signatures (fight, ctx, attacker, …) whether they read every
-- argument or not: an unused argument is not a mistake here.
unused_args = false

max_line_length = 160

-- Spec files run in the spec DSL (scripts/README.md "Specs"; host/lua/spec.lua):
-- busted's names, plus the ruleset's fixtures.
files["**/*_spec.lua"] = {
  std = "+busted",
  read_globals = { "fixtures" },
}
