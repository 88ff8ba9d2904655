-- optional/arc_edges.lua — a target on the edge of a field of fire: the
-- toggle says whether he made it into the clear.
-- seed 000 "Optional Rule: Arc edges": "if a target is only able to move into
-- a hex that is halfway within the arc, it is possible he has made it into the
-- clear. This can be easily resolved by drawing a card and consulting the
-- toggle result in the bottom right. When should this card be drawn? … when
-- the movement occurs or when the shot is attempted. … checking the toggle is
-- a resolution, and the card should be used for nothing else. It could even
-- be handled differently between players and NPCs".
--
-- Wraps core.aim's aim.track(c, weapon, range, sidestep [, target]) — the
-- rule that keeps or clears a held aim as its target moves (optional
-- fields_of_fire calls it in the flow and passes the target). The edge: the
-- target ends within `band` paces (half a hex by default) of the arc's edge,
-- range × aim.table.arcs[arc] (the core counts such a target as in).
--
-- Decided here:
-- * The question the card answers is the seed's: "has he made it into the
--   clear?" — YES = the target is out of the field and the aim is lost, NO =
--   still in. YES thus favours the moving target (for a player's hero under
--   an NPC's aim, the player, as with the core's dispute cut).
-- * Players and NPCs are told apart by the TARGET (the one moving): options
--   players / npcs = "toggle" (draw), "in" (an edge counts as inside, as in
--   the core) or "out" (an edge counts as clear). A target the caller does not
--   pass is read with the "toggle" policy.
-- * An edge is read once for each place the target stops on it: measured
--   again there (the next aim action resolving), the aim stays as it was
--   read (seed: "checking the toggle is a resolution").
-- * when = "movement": the card is drawn as aim.track runs. when = "shot": the
--   aim is kept and marked; the card is drawn when the aimed shot is
--   attempted (attack.ranged), before the shot's own card; YES makes the shot
--   a snap shot. Either way the toggle card is drawn (api.action.draw: it goes to the
--   discard pile) and read for nothing else.
local M = {
  name = "arc_edges",
  version = "1.0.0",
  summary = "A target on the edge of a field of fire: a card's toggle says whether he made it into the clear",
  source = "seed 000 \"Optional Rule: Arc edges\"",
  -- the edge is an edge of a field of fire: without fields_of_fire nothing
  -- in the flow measures one (the rule sits inside "Advanced Rule: Fields of Fire")
  requires = { "fields_of_fire" },
  options = {
    when = { type = "enum", values = { "movement", "shot" }, default = "movement",
      doc = "draw the toggle card when the movement resolves or when the aimed shot is attempted" },
    players = { type = "enum", values = { "toggle", "in", "out" }, default = "toggle",
      doc = "a player's hero on an arc edge: draw the toggle, or count the edge as in / out" },
    npcs = { type = "enum", values = { "toggle", "in", "out" }, default = "toggle",
      doc = "an NPC on an arc edge: draw the toggle, or count the edge as in / out" },
    band = { type = "number", default = 0.5, min = 0, max = 3,
      doc = "paces either side of the arc's edge that count as a hex halfway within the arc" },
  },
}

-- define_combatant_new(api, opts): combatant.new, arc_edges.edge, arc_edges.policy, arc_edges.toggle.
local function define_combatant_new(api, opts)
  local R = api.rules
  -- the scenario's player flag (host: [[combatants]] player = true) on the combatant
  api.wrap("combatant.new", function(next, spec)
    local c = next(spec)
    if c.player == nil and type(spec) == "table" then c.player = spec.player and true or false end
    return c
  end)

  -- arc_edges.edge(range, sidestep, arc) -> whether the target is on the edge.
  api.define("arc_edges.edge", function(range, sidestep, arc)
    local ratio = R["aim.table"].arcs[arc]
    if not ratio then return false end
    return math.abs(sidestep - range * ratio) <= opts.band
  end, "whether a sidestep ends on the edge of an arc")

  -- arc_edges.policy(aimer, target) -> "toggle" | "in" | "out".
  api.define("arc_edges.policy", function(aimer, target)
    if type(target) ~= "table" then return "toggle" end
    return target.player and opts.players or opts.npcs
  end, "how an edge is read for this target")

  -- arc_edges.toggle(aimer, target_name, arc) draws the toggle card: true =
  -- YES, the target made it into the clear.
  api.define("arc_edges.toggle", function(aimer, who, arc)
    local card = api.action.draw()
    api.log("arc_edge", {
      text = string.format("arc_edges: %s on the edge of %s's %d° field — card %d toggle %s: %s",
        who or "?", aimer.name or "?", arc, card.number, card.toggle and "YES" or "NO",
        card.toggle and "made it into the clear, aim lost" or "still in the field"),
      who = aimer.name, target = who, card = card.number, toggle = card.toggle, arc = arc,
    })
    return card.toggle, card
  end, "draw the toggle card for an arc edge")
end

-- read_before says whether the edge where target stands was read already
-- for this aim ("checking the toggle is a resolution": one reading per place
-- the target stops on the edge, not one per aim action measuring it there),
-- and notes this place as read.
local function read_before(aim, who, target, sidestep)
  local at = type(target) == "table" and target.pos
  if not at then return false end
  local read = aim.edge_read
  if read and read.target == who and read.x == at.x and read.y == at.y and read.side == sidestep then return true end
  aim.edge_read = { target = who, x = at.x, y = at.y, side = sidestep }
  return false
end

-- counted reads an edge by a fixed policy ("in" or "out"): logs it, clears
-- the aim when the edge counts as clear, and says whether the aim is kept.
local function counted(api, c, who, arc, policy)
  api.log("arc_edge", {
    text = string.format("arc_edges: %s on the edge of %s's %d° field counts as %s", who or "?", c.name or "?",
      arc, policy == "in" and "in the field" or "in the clear"),
    who = c.name, target = who, policy = policy,
  })
  if policy == "out" then
    api.rules["aim.clear"](c, "arc_edges: target on the arc's edge, counted as clear")
    return false
  end
  return true
end

-- define_aim_track(api, opts): aim.track, attack.ranged.
local function define_aim_track(api, opts)
  local R = api.rules
  api.wrap("aim.track", function(next, c, weapon, range, sidestep, target)
    local aim = c.state and c.state.aim
    local arc = R["aim.arc"](weapon)
    if not aim or not R["arc_edges.edge"](range, sidestep, arc) then
      local kept = next(c, weapon, range, sidestep, target)
      if kept and c.state.aim then c.state.aim.edge = nil end
      return kept
    end
    local who = (type(target) == "table" and target.name) or aim.target
    if read_before(aim, who, target, sidestep) then return true end
    local policy = R["arc_edges.policy"](c, target)
    if policy == "in" or policy == "out" then return counted(api, c, who, arc, policy) end
    if opts.when == "shot" then
      aim.edge = { target = who, arc = arc }
      api.log("arc_edge", {
        text = string.format("arc_edges: %s on the edge of %s's %d° field — the toggle is drawn when the shot is attempted",
          who or "?", c.name or "?", arc),
        who = c.name, target = who, arc = arc,
      })
      return true
    end
    local clear = R["arc_edges.toggle"](c, who, arc)
    if clear then
      R["aim.clear"](c, "arc_edges: target made it into the clear")
      return false
    end
    return true
  end)

  -- when = "shot": the pending edge is resolved as the aimed shot is attempted.
  api.wrap("attack.ranged", function(next, ctx)
    local a = ctx.attacker
    local aim = a and a.state and a.state.aim
    local edge = aim and aim.edge
    if edge and not ctx.fan and ctx.target and edge.target == ctx.target.name and (ctx.aimed or 0) > 0 then
      aim.edge = nil
      if R["arc_edges.toggle"](a, edge.target, edge.arc) then
        ctx.aimed, ctx.held = 0, 0
        R["aim.clear"](a, "arc_edges: target made it into the clear")
      end
    end
    return next(ctx)
  end)
end

function M.setup(api, opts)
  define_combatant_new(api, opts)
  define_aim_track(api, opts)
end

return M
