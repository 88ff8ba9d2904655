package stubs

// apiDocs documents every function the twtw API gives Lua, by the path
// under the api table ("define", "action.draw", "Terms:add", "Body:apply"),
// one line each: "name(params) → returns — doc". twtw stubs renders them as
// lua-language-server annotations, and a test checks that every function
// the host registers has a line here and every line a function.
//
// Classes: twtw.api (the general part), twtw.action, twtw.damage,
// twtw.dice and twtw.poker (the Go-core libraries a ruleset names in its
// uses), twtw.Terms (api.terms),
// twtw.Body (api.damage.body). Lines marked "(specs only)" exist in a spec
// file's twtw table only.
var apiDocs = []string{
	// the registry — only inside setup
	"define(name: string, value: function|table, doc?: string) — a new rule function or data table; only inside a module's setup (core modules define)",
	"wrap(name: twtw.RuleName, fn: fun(next: function, ...: any): any) — runs fn around the rule in force; call next(...) to run it; only inside setup; the last loaded wrapper is outermost",
	"replace(name: twtw.RuleName, fn: function) — a new base function; the manifest must list name in replaces; two replacers are refused; only inside setup",
	"set(name: twtw.RuleName, value: table|fun(old: table): table) — a data table, or a function of the table in force returning the new one; only inside setup",
	"on(event: twtw.Event, fn: function) — a listener of a declared event; listeners run in load order; only inside setup",
	"emit(event: twtw.Event, ...: any) — calls the listeners of a declared event in load order with the arguments",
	"has(name: string) → boolean — whether a rule or data table of that name is defined (reading api.rules[name] of an unknown name is an error)",
	"chain(name: string) → { op: string, module: string, where: string }[] — the chain of a rule, data table or event in load order, as twtw modules --plan prints it (op: define, replace, wrap, set or on); at run time only, when every module has set up",
	"unchanged(name: twtw.RuleName) → boolean — whether the rule in force is its first definition, neither wrapped, replaced nor reassigned (a fast path may assume it; ask this instead of comparing functions: a coverage run counts through other functions)",
	// the session
	"log(kind: string, fields?: table) — a transcript event; fields.text is the line people read; terms in fields are printed with their breakdown; records the module and file:line",
	"logging() → boolean — true when events go to a transcript (a rule may skip building text when false)",
	"random(n: integer) → integer — a whole number 1..n from the fight's seeded generator (so does math.random)",
	"refuse(field: string, message: string) — refuses the input the rule was handed (an explain option it cannot read: field \"--opt maneuver\"): the command stops as for bad input (exit 2) naming the field, not as a rule that failed",
	"terms(label: string, amount?: integer, reason?: string, tag?: string, data?: string|table|twtw.Terms) → twtw.Terms — a provenance ledger, optionally with a first term (data as in Terms:add)",
	"datum(name: twtw.RuleName, ...: string|integer) → any, string — an entry of a data table in force (nil when a key is missing) and the reference Terms:add takes to credit the sets that changed it",
	// specs only
	"use(modules?: table) → twtw.Rules — (specs only) switches the rule set for the rest of the it: core rules, default-on modules and those named ({ \"bleeding\", arc_edges = { when = \"shot\" }, without = { \"bumps\" } }); returns its rules",
	"here(name: string) → string — (specs only) the path twtw names a script of the spec's own folder by in a where, a set_by or an error's file:line (here(\"grit.lua\") → \"gulch/grit.lua\" for gulch/grit_spec.lua), so a spec asserting one passes wherever its folder is copied; name is relative to the spec's folder and must be a script",
	"logged(kind?: string) → table[] — (specs only) the transcript events the test has logged so far, each { kind, text, module, where, fields } (fields as logged, terms as terms)",

	// library action: TWTW's action deck and checks
	"action.card(n: integer) → twtw.Card — card n (0..53)",
	"action.draw() → twtw.Card — the next card of the fight's deck",
	"action.stack(...: integer) — puts the named cards on top of the deck, the first named drawn first",
	"action.cut() → twtw.Card — a card cut from the deck for a yes/no dispute (card.toggle: true = YES, favours the player)",
	"action.discard() → integer[] — the discard pile, card numbers in order",
	"action.fails(card: twtw.Card|integer, rel: integer) → boolean — equipment failure (seed 000 \"Equipment Failure\") with the Rel 1 discard rule",
	"action.check(spec: table|integer, skill?: integer, rows?: integer, tn?: integer|twtw.Terms, mod?: integer|twtw.Terms, step?: integer, card?: twtw.Card|integer) → twtw.CheckResult — a check: check{die=10, skill=3, tn=t, mod=m, rows=r, step=4, card=c} or the same fields as arguments (die first); draws unless card is given",
	"action.bumps(total: integer, tn: integer, step?: integer) → integer — bumps earned by a total against a TN (step 4 unless given)",
	"action.victories(effect: integer, threshold?: integer) → integer — victories of an effect (threshold 6 unless given)",

	// library damage: TWTW's damage math
	"damage.effect(card: twtw.Card|integer, ref: string, bumps?: integer) → integer, integer, integer — an effect reference such as \"(2)6\" read off a card: value, row reached, extra dice",
	"damage.parse(ref: string) → string, integer, integer — \"effect\", row, die or \"cause\", dice, die; an error for anything else",
	"damage.penetration(pv: integer, av: integer) → string — \"P\", \"A\" or \"D\"",
	"damage.pen_cost(from: string, to: string) → integer — bumps to move a penetration outcome",
	"damage.pen_reach(from: string, bumps: integer) → integer, integer — modifier and bumps used",
	"damage.wounds(kind: string, effect: integer, size: integer) → integer, integer — wounds and CT (kind: deadly, normal, brawling, impact)",
	"damage.locate(card: twtw.Card|integer, shift?: integer) → integer, string, integer — slot (1 top .. 4), location, printed bump cost of that slot",
	"damage.body(ct: integer) → twtw.Body — a six-part body with ct CT",
	"damage.scatter(card: twtw.Card|integer, tn: integer, result: integer, throw?: integer) → integer, integer — clock direction, distance of a missed throw",
	"damage.stray_hits(card: twtw.Card|integer, strays: integer) → integer[] — the unintended target numbers hit, in order",
	"damage.locations() → string[] — the hit location names, top of the body first",
	"damage.part_of(where: string) → string? — the body part a hit location wounds (vitals, chest, belly: torso); a part names itself; nil for anything else",
	"damage.parts() → string[] — the six body parts wounds are kept in, in the core's order (head, torso, right arm, left arm, right leg, left leg)",

	// library dice: seeded dice for any ruleset
	"dice.roll(spec: string) → integer, twtw.DiceRoll — rolls a spec such as \"2d6+1\": the total and the roll",
	"dice.d(sides: integer) → integer — one die, 1..sides (builds no table: the hot path's form)",
	"dice.d100() → integer, integer, integer — d100 as tens and units: total 1..100, tens 0..9, units 0..9 (0 and 0 are 100)",
	"dice.parse(spec: string) → integer, integer, integer — a spec's number of dice, sides and modifier; an error for a bad spec",
	"dice.stack(...: integer) — the next dice rolled show these faces, in order",
	"dice.stacked() → integer — how many stacked faces are still to be rolled (0: every one came out)",

	// library poker: a seeded 54-card poker deck with both jokers
	"poker.draw() → twtw.PokerCard — the next card of the fight's poker deck",
	"poker.deal(n: integer) → twtw.PokerCard[] — n cards off the top",
	"poker.discard(...: twtw.PokerCard|integer|string) — puts held cards on the discard pile",
	"poker.reshuffle() — shuffles the discards back into the deck",
	"poker.card(id: twtw.PokerCard|integer|string) → twtw.PokerCard — a card by number 0..53 or name (\"KH\", \"10S\", \"RJ\", \"BJ\")",
	"poker.left() → integer — cards left to draw",
	"poker.stack(...: twtw.PokerCard|integer|string) — puts the named cards on top of the deck, the first named drawn first",

	// terms (api.terms)
	"Terms:add(amount: integer, reason: string, tag?: string, data?: string|table|twtw.Terms) → twtw.Terms — appends a term recording its module and file:line; data names the data table entry the amount was read from (\"called.table.head\", {data = \"called.table\", key = \"head\"}, or api.datum's second result), so a set that changed it is credited, a module's option ({option = \"bumps.step\"}: credited when not at its default), or terms the amount was worked out as earlier (what they credit); returns the terms",
	"Terms:total() → integer — the sum",
	"Terms:find(tag: string) → integer, integer — the sum and count of the terms with that tag",
	"Terms:count() → integer — the number of terms",
	"Terms:list() → { amount: integer, reason: string, tag: string, module: string, where: string, data: string?, set_by: string? }[] — the terms (data and set_by when a set changed the entry a term was read from)",
	"Terms:extend(other: twtw.Terms) → twtw.Terms — appends other's terms as they are, each with the module, file:line and data that added it; returns the terms",
	"Terms:label() → string — the label given when the terms were made",

	// a body (api.damage.body)
	"Body:apply(location: string, wounds: integer, ct: integer, overflow_ct?: integer) → twtw.Applied — deals damage and returns what happened",
	"Body:level() → integer — the wound level: the highest wounds in any part, 0..5",
	"Body:ct() → integer — the current CT",
	"Body:start_ct() → integer — the CT the body started with",
	"Body:lose_ct(n: integer) → boolean — takes n CT (bleeding); true when that concussed the body",
	"Body:gain_ct(n: integer) — restores up to n CT, not above the start",
	"Body:heal(part: string, n: integer) → integer — removes up to n wounds from a part that is not lost; the wounds left",
	"Body:concussed() → boolean — CT at 0 or below",
	"Body:dead() → boolean — dead",
	"Body:down() → boolean — dead or concussed, in one call",
	"Body:kill() — marks the body dead (bleeding to death, a house rule)",
	"Body:wounds(part: string) → integer — the wounds in one part (head, torso, right arm, … or a hit location)",
	"Body:lost(part: string) → boolean — whether the part is disabled",
	"Body:parts() → table<string, integer> — { part = wounds } for every wounded part",
}

// apiShapes are the tables the API returns, as lua-language-server classes:
// class name, then "field: type — doc" lines.
var apiShapes = []struct {
	Class, Doc string
	Fields     []string
}{
	{"twtw.Card", "an action card (api.action.card, draw, cut)", []string{
		"number: integer — 0..53", "fragment: integer — the fragment number", "suit: integer — the suit",
		"toggle: boolean — the yes/no toggle (true = YES)", "name: string — the card's name",
		"cause: table<integer, integer[]> — cause[die][row]", "cf: table<integer, integer[]> — cf[die][row]",
		"exceptional: table<integer, boolean[]> — exceptional[die][row]", "effect: table<integer, integer[]> — effect[die][row]",
		"stack: { loc: string, cost: integer }[] — the hit location stack, slots 1..4 (top first)",
		"standard: string — the standard location", "pen: integer — penetration", "clock: integer — clock direction",
		"step: integer — bump step", "failure: integer — equipment failure number", "figures: integer[] — figures",
		"burst: integer — burst",
	}},
	{"twtw.CheckResult", "a check's result (api.action.check)", []string{
		"card: twtw.Card — the card read", "number: integer — its number", "die: integer — die sides (4..12)",
		"rows: integer — rows read", "values: integer[] — the values read", "best: integer — the best value",
		"best_row: integer — its row", "exceptional: boolean — an exceptional result", "mod: integer — the modifier",
		"total: integer — best + mod", "tn: integer — the TN", "success: boolean — total ≥ TN",
		"margin: integer — total − TN", "bumps: integer — bumps earned", "calamity: boolean — a calamity",
	}},
	{"twtw.DiceRoll", "a roll of api.dice.roll", []string{
		"spec: string — the spec as written back (\"2d6+1\")", "n: integer — dice rolled", "sides: integer — sides of each",
		"mod: integer — the modifier", "faces: integer[] — each die's face", "total: integer — faces plus modifier",
		"text: string — the roll for people to read",
	}},
	{"twtw.PokerCard", "a poker card (api.poker)", []string{
		"number: integer — 0..53", "rank: integer — the rank", "suit: string — the suit", "colour: string — red or black",
		"joker: boolean — a joker", "face: boolean — a face card", "name: string — such as \"KH\", \"10S\", \"RJ\"",
		"text: string — the card for people to read",
	}},
	{"twtw.Applied", "what Body:apply did", []string{
		"part: string — the body part", "before: integer — its wounds before", "after: integer — its wounds after",
		"overflow: integer — wounds that did not fit", "ct_lost: integer — CT lost", "disabled: boolean — the part is lost",
		"died: boolean — the body died", "concussed_now: boolean — it became concussed",
		"level_before: integer — wound level before", "level_after: integer — wound level after",
	}},
}
