-- host/testdata/kinds/gulch/each.lua — rules that call back into the spec
-- beside them (host/spec_kind_test.go): gulch.each calls fn on each item,
-- through a wrap (a Go function between the rule and the spec);
-- gulch.guarded calls fn under pcall and raises what it caught again in its
-- own words; gulch.broken indexes a nil.
return { name = "gulch.each", version = "1.0.0", summary = "rules that call back", source = "house rule",
  setup = function(api)
    api.define("gulch.each", function(items, fn)
      for _, v in ipairs(items) do fn(v) end
      return #items
    end)
    api.wrap("gulch.each", function(next, items, fn) return next(items, fn) end)
    api.define("gulch.guarded", function(fn)
      local ok, err = pcall(fn)
      if not ok then error("gulch.guarded: " .. tostring(err), 0) end
      return true
    end)
    api.define("gulch.broken", function(t) return t.x.y end)
  end }
