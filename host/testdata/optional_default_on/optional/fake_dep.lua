return { name = "fake.dep", version = "2.0.0", summary = "on by default, needs fake.on", source = "default-on test",
  default_on = true, requires = { "fake.on" }, setup = function(api, opts) end }
