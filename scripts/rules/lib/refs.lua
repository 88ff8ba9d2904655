-- rules/lib/refs.lua — the data references of terms read from a weapon's
-- entry in gear.weapons (a plain library, not a module): "gear.weapons.
-- peacemaker.pen". A term names its entry on every attack, and the name is
-- the same each time, so each is built once (scripts/README.md "Data
-- provenance").
local M = {}

local weapon_refs = {}

-- weapon(key, field) is "gear.weapons.KEY.FIELD", or nil for a weapon with
-- no key (bare hands, a maneuver's own table).
function M.weapon(key, field)
  if not key then return nil end
  local by = weapon_refs[field]
  if not by then
    by = {}
    weapon_refs[field] = by
  end
  local ref = by[key]
  if not ref then
    ref = "gear.weapons." .. key .. "." .. field
    by[key] = ref
  end
  return ref
end

local field_refs = {}

-- field(ref, name) is "REF.NAME", one field of the row ref names, or nil for
-- no ref: a term that reads only a row's name credits the sets that changed
-- the name, not the row's other fields ("wounds.levels.2" → "wounds.levels.
-- 2.name"). Built once.
function M.field(ref, name)
  if not ref then return nil end
  local by = field_refs[name]
  if not by then
    by = {}
    field_refs[name] = by
  end
  local r = by[ref]
  if not r then
    r = ref .. "." .. name
    by[ref] = r
  end
  return r
end

-- once(cache, k, build, a) is cache[k], built by build(a) the first time: a
-- term's list of data references is the same every call with the same key,
-- so it is built once rather than on every attack.
function M.once(cache, k, build, a)
  local d = cache[k]
  if d == nil then
    d = build(a)
    cache[k] = d
  end
  return d
end

return M
