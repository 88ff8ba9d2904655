return { name = "test.b", version = "1.0.0", summary = "needs test.a", source = "campaign test",
  requires = { "test.a" }, setup = function(api, opts) end }
