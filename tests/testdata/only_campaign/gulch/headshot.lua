-- gulch/headshot.lua: a house rule that changes nothing
return { name = "gulch.headshot", version = "1.0.0", summary = "head shots", source = "house",
  setup = function(api) end }
