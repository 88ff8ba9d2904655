-- retable/wound_table.lua — probe.wound_table: test data for
-- tests/provenance_shootout_test.go. With api.set it makes three wounds in
-- one place disable a limb and four a mortal wound (seed 004 "W= Wound":
-- two and three), so the lines of those wounds say the numbers in force and
-- credit the set (retable_spec.lua). Off in the campaign; the spec switches
-- it on.
return {
  name = "probe.wound_table",
  version = "1.0.0",
  summary = "Three wounds in one place disable a limb, four are mortal",
  source = "test data: seed 004 \"W= Wound\"",
  requires = { "shootout.wounds" },
  setup = function(api)
    api.set("wounds.table", { disable = 3, mortal = 4 })
  end,
}
