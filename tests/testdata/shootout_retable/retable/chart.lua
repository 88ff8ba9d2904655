-- retable/chart.lua — probe.chart: test data for
-- tests/provenance_shootout_test.go. With api.set it makes a head hit on
-- a severity of 2 Mortal (seed 004 Hit Location Chart: #1 Head 2F), so the
-- hit's line credits the chart cell it read (retable_spec.lua). Off in the
-- campaign; the spec and the test switch it on.
return {
  name = "probe.chart",
  version = "1.0.0",
  summary = "Head row 2 is M (Mortal), not F",
  source = "test data: seed 004 Hit Location Chart, #1 Head",
  requires = { "shootout.locations" },
  setup = function(api)
    api.set("locations.chart", function(old)
      old[1].rows[2] = "M"
      return old
    end)
  end,
}
