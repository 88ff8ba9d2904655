return { name = "test.e", version = "1.0.0", summary = "replaces dispute.cut too", source = "campaign test",
  replaces = { "dispute.cut" },
  setup = function(api, opts) api.replace("dispute.cut", function(q) return "player" end) end }
