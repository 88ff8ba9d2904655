-- retable/retable.lua — probe.retable: test data for
-- tests/provenance_shootout_test.go, not a rule anyone plays. With api.set it
-- changes the entries of the shootout data tables its terms read (every
-- entry of shoot.table, the name of every Expertise level, the fisticuffs
-- bonus, the six-gun's short range), so that each term shows the entry it
-- names and this file's line (retable_spec.lua). weapons.severity is the
-- built-in house rule posse.buckshot's (houserules/buckshot_spec.lua).
return {
  name = "probe.retable",
  version = "1.0.0",
  summary = "Changes the entries shootout's terms read, so each shows the entry it names",
  source = "test data: the data references of seed 004's terms",
  requires = { "shootout.shooting", "shootout.fisticuffs", "shootout.range_bands" },
  setup = function(api)
    api.set("shoot.table", { hit = 3, off_weapon = 2, off_culture = 2, weak_side = 2, off_hand = 2 })
    api.set("expertise.levels", function(old)
      for _, l in ipairs(old) do l.name = "the " .. l.name end
      return old
    end)
    api.set("fisticuffs.table", function(old) old.bonus = 2 return old end)
    api.set("range_bands.table", function(old) old.pistol = 6 return old end)
  end,
}
