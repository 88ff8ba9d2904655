return { name = "test.c", version = "1.0.0", summary = "not with test.a", source = "campaign test",
  conflicts = { "test.a" }, setup = function(api, opts) end }
