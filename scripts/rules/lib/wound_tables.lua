-- rules/lib/wound_tables.lua — the two wound tables seed 000 prints (not a
-- module: a library, loaded with require("rules.lib.wound_tables")).
-- seed 000 "Wound Modifiers" (first table) and "Wounds" (second table);
-- rules/wounds.lua says which is in force and why (Heavy decided there).
-- One row per wound level 1..5.
return {
  conflict = {
    name = "conflict",
    source = "seed 000 \"Wound Modifiers\" (first table)",
    { name = "Flesh wound", penalty = -1, stun = 3 },
    { name = "Light", penalty = -2, stun = 5 },
    { name = "Heavy", penalty = -3, stun = 7 },
    { name = "Serious", penalty = -4, stun = 9 },
    { name = "Critical (limbs)", penalty = -5, stun = 11 },
  },
  wounds = {
    name = "wounds",
    source = "seed 000 \"Wounds\" (second table; Heavy decided here: shares the Serious row)",
    { name = "Scratched", penalty = -1, stun = 3 },
    { name = "Light", penalty = -1, stun = 5 },
    { name = "Heavy", penalty = -2, stun = 7, decided = "not printed: shares the Serious row" },
    { name = "Serious", penalty = -2, stun = 7 },
    { name = "Critical", penalty = -3, stun = 9 },
  },
}
