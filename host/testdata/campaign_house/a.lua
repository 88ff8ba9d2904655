return {
  name = "test.a", version = "1.0.0", summary = "options of every type", source = "campaign test",
  options = {
    n = { type = "int", default = 1, min = 0, max = 3, doc = "how many" },
    mode = { type = "enum", default = "shot", values = { "shot", "burst" }, doc = "fire mode" },
    flag = { type = "bool", default = false, doc = "a switch" },
    rate = { type = "number", default = 1, min = 0, doc = "a rate" },
  },
  setup = function(api, opts) end,
}
