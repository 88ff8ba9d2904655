return { name = "fake.off", version = "1.0.0", summary = "off unless enabled", source = "default-on test",
  setup = function(api, opts) end }
