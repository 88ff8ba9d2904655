-- houserules/bad_modifier.lua — lists a modifier rule nobody defines, for
-- TestRangedTNRefusesAnUndefinedModifier: ranged.tn must name it.
return {
  name = "house.bad_modifier", version = "1.0.0", summary = "a misspelt modifier", source = "test",
  setup = function(api)
    api.set("ranged.modifiers", function(old)
      local list = {}
      for i = 1, #old do list[i] = old[i] end
      list[#list + 1] = "ranged.windage"
      return list
    end)
  end,
}
