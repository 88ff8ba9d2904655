-- gulch/a.lua: module A of the campaign tests, with an int option n (0..3).
return { name = "gulch.a", version = "1.0.0", summary = "Module A", source = "campaign e2e test",
  options = { n = { type = "int", default = 1, min = 0, max = 3, doc = "how many" } },
  setup = function(api, opts) end }
