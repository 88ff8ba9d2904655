return { name = "test.d", version = "1.0.0", summary = "replaces dispute.cut", source = "campaign test",
  replaces = { "dispute.cut" },
  setup = function(api, opts) api.replace("dispute.cut", function(q) return "judge" end) end }
