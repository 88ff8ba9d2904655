-- gulch/c.lua: module C of the campaign tests; it conflicts with gulch.a.
return { name = "gulch.c", version = "1.0.0", summary = "Module C", source = "campaign e2e test",
  conflicts = { "gulch.a" }, setup = function(api, opts) end }
