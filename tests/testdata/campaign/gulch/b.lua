-- gulch/b.lua: module B of the campaign tests; it requires gulch.a.
return { name = "gulch.b", version = "1.0.0", summary = "Module B", source = "campaign e2e test",
  requires = { "gulch.a" }, setup = function(api, opts) end }
