return { name = "fake.on", version = "1.0.0", summary = "on by default", source = "default-on test",
  default_on = true,
  options = { n = { type = "int", default = 1, min = 0, max = 3, doc = "how many" } },
  setup = function(api, opts) end }
