package host

// The plain-Go reference of one scripted ranged attack, for BenchmarkAttack
// (bench_test.go), and TestReferenceMatchesScript (at the end), which shows
// it is the same attack: the core rules' attack.context, attack.bystanders,
// attack.ranged_tn (ranged.tn with all 14 rules of data ranged.modifiers),
// ranged.mod, ranged.trait, check.skill, bumps.spend (the default policy with
// damage.weigh), damage.preview / damage.resolve, stun.check,
// concussion.check, ancillary.failure and ancillary.strays, the outcome, the
// fight.history record and the "attack.resolved" event, written again in Go.
// It makes the same decisions in the same order, builds the same provenance
// terms (the module is named here; file:line, which the script asks the
// VM, is masked in the comparison), and formats the same log events when a transcript is attached. Rules
// the duel never reaches (unarmed maneuvers, entanglement, fan fire plans)
// panic rather than guess.

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/check"
	"github.com/twtw/twtw/core/damage"
	"github.com/twtw/twtw/core/deck"
)

// The modules the script's terms and log events name.
const (
	refCoreRanged     = "core.ranged"
	refCoreAim        = "core.aim"
	refCoreAttack     = "core.attack"
	refCoreBumps      = "core.bumps"
	refCoreDamage     = "core.damage"
	refCoreApply      = "core.damage_apply"
	refCoreContinuous = "core.continuous"
	refCoreBumpsMore  = "core.bumps_more"
	refCoreChecks     = "core.checks"
	refCoreWounds     = "core.wounds"
	refCoreAncillary  = "core.ancillary"
	refCoreCalled     = "core.called"
	refCoreDodge      = "core.dodge"
	refCoreTwoWeapon  = "core.twoweapon"
	refCoreFanFire    = "core.fanfire"
)

// refWhere stands for the file:line of each term and log call: the test
// compares transcripts with every file:line masked, so edits that move a
// rule within its file or to another file do not break it (which module
// decided is still compared).
const refWhere = "rules/*.lua:*"

// The data tables the rules read, as the core scripts define them.
var (
	// refRangedTable is data ranged.table.
	refRangedTable = struct {
		base, walk, run, mounted, speedPer int
		speedMode                          string
		unseen, humanSize, sizeCap         int
		sizeScale                          string
		forgoDivisor                       float64
	}{5, 1, 4, 2, 5, "relative", 4, 6, 6, "ratio", 2}
	// refMoveRank ranks movement kinds (rules/ranged.lua RANK).
	refMoveRank = map[string]int{"none": 0, "walk": 1, "run": 2}
	// refThrowTable is data throw.table.
	refThrowTable = struct {
		divisor, add, maxMult int
		countFirst            bool
	}{2, 2, 5, false}
	// refTwoWeaponTable is data twoweapon.table.
	refTwoWeaponTable = struct{ each, offHand, oneHanded int }{1, 3, 2}
	// refFanFireTable is data fanfire.table.
	refFanFireTable = struct{ perShot, perTarget int }{1, 1}
	// refCoveringSnap is data continuous.covering_min.snap.
	refCoveringSnap = 1
	// refCalledTable is data called.table.
	refCalledTable = map[string]int{"torso": 2, "arm": 4, "leg": 4, "chest": 4, "belly": 4,
		"head": 6, "hand": 6, "foot": 6, "eyeball": 10, "eye": 10, "heart": 10, "vitals": 10}
	// refDodgeTable is data dodge.table.
	refDodgeTable = struct {
		trait, skill string
		byDie        map[int]int
		still        int
	}{"dexterity", "dodge", map[int]int{4: 1, 6: 1, 8: 2, 10: 2, 12: 3}, 1}
	// refHitBumps is data hit.bumps.
	refHitBumps = damage.LocationBumps{card.Head: 2, card.Vitals: 1}
	// refHitForced is data hit.forced.
	refHitForced = struct{ punch, height, pointBlank, kick int }{-1, -1, -1, 1}
	// refCoverLocations is data damage.cover_locations.
	refCoverLocations = []string{"vitals", "chest", "belly", "arms", "legs"}
	// refAblation is data damage.ablation.
	refAblation = [3]int{damage.Penetrate: 0, damage.Ablate: 1, damage.Deflect: 0}
	// refNaturalVs is data armor.natural_vs; refNaturalTable armor.natural_table.
	refNaturalVs    = [damage.NumKinds]bool{damage.Normal: true}
	refNaturalTable = map[int]int{4: 0, 6: 1, 8: 1, 10: 1, 12: 2}
	// refBumpScore is data bumps.score.
	refBumpScore = struct{ kill, concussion, limb, vitalWound, wound, ct int }{1000, 500, 100, 20, 10, 1}
	// refBumpsEnabled is data bumps.enabled (optional/bumps, on by default).
	refBumpsEnabled = struct {
		on   bool
		step int
	}{true, 4}
	// refSkillTraits is data skills.traits.
	refSkillTraits = map[string]string{
		"shooting": "dexterity", "fast_draw": "dexterity", "throwing": "dexterity",
		"fighting": "dexterity", "brawl": "strength", "bravery": "spirit",
		"initiative": "reflex", "medicine": "acuity", "riding": "dexterity",
		"dodge": "dexterity", "athletics": "strength", "first_aid": "acuity",
		"driving": "dexterity", "ambidexterity": "dexterity",
		"strength": "strength", "dexterity": "dexterity", "reflex": "reflex",
		"fortitude": "fortitude", "acuity": "acuity", "spirit": "spirit",
	}
	// refWoundLevels is data wounds.levels (the second table, the default).
	refWoundLevels = [...]struct {
		name          string
		penalty, stun int
	}{{"Scratched", -1, 3}, {"Light", -1, 5}, {"Heavy", -2, 7}, {"Serious", -2, 7}, {"Critical", -3, 9}}
	// refWoundNames is data wounds.names.
	refWoundNames = [...]string{"Scratched", "Light", "Heavy", "Serious", "Critical"}
	// refStunRules is data stun.rules.
	refStunRules = struct {
		level       string
		ctOnlyLevel int
	}{"before", 1}
	// refAncillaryNumbers is data ancillary.numbers.
	refAncillaryNumbers = struct {
		path, contact float64
		resolveHits   bool
	}{1, 1, true}
	// refTraitNames lists the traits combatant.new fills in.
	refTraitNames = [...]string{"strength", "dexterity", "reflex", "fortitude", "acuity", "spirit"}
)

// refAimSpec is a weapon's aim entry: speed and snap penalty.
type refAimSpec struct {
	speed   string
	penalty int
}

// refAttrs are the weapon attributes the attack rules read.
type refAttrs struct {
	short, revolver, singleAction, handgun         bool
	area, scatter, punch, kick, strength, entangle bool
}

// refWeapon is a weapon instance (combatant.weapon over a gear entry).
type refWeapon struct {
	name, key, kind, skill, trait string
	increment                     int
	aim                           *refAimSpec
	accurate                      int
	dmg, rd                       damage.EffectRef
	dmgText, rdText               string
	pen, rel, shots, hands        int
	length                        string
	attrs                         refAttrs
	damage                        damage.Kind
	freeBumps                     int
	index                         int
	loaded                        int
	cocked, drawn, jammed, failed bool
}

// refGear is gear.weapons for the duel: the gunslinger Peacemaker.
var refGear = map[string]refWeapon{
	"peacemaker": {
		name: "Colt Peacemaker, gunslinger model", kind: "ranged", skill: "shooting", trait: "dexterity",
		increment: 8, aim: &refAimSpec{"F", -2}, accurate: 0,
		dmg: damage.EffectRef{Row: 2, Col: card.D8}, rd: damage.EffectRef{Row: 1, Col: card.D8},
		dmgText: "(2)8", rdText: "(1)8", pen: 2, rel: 2, shots: 6, hands: 1, length: "short",
		attrs:  refAttrs{short: true, revolver: true, singleAction: true, handgun: true},
		damage: damage.Deadly,
	},
}

// refCover is a cover or worn armour table.
type refCover struct {
	name      string
	av        int
	ablated   int
	locations []string
}

// refPos is a position in paces.
type refPos struct{ x, y float64 }

// refContinuous is a continuous action under way.
type refContinuous struct {
	kind  string
	paces int
}

// refAimState is c.state.aim.
type refAimState struct {
	target        string
	actions, held int
}

// refFan is ctx.fan.
type refFan struct{ shot, targetIndex int }

// refState is the per-fight state combatant.new starts and the rules change.
type refState struct {
	stunned, dodging, out, dead, concussed, unconscious, fled, mounted, forgoing, inMelee bool
	moved, mountMoving                                                                    string
	paces, phasePaces, snapBonus, dodgeHinder                                             int
	dodgeMove                                                                             *bool
	continuous                                                                            *refContinuous
	aim                                                                                   *refAimState
	hitThisRound, sinceHits, sinceMeleeHits, shotAtThisRound, sinceShots                  int
	lastHit                                                                               *refWoundEvent
}

// refCombatant is combatant.new's table.
type refCombatant struct {
	name, side      string
	index           int
	traits, skills  map[string]int
	size, ct, speed int
	dodge           *int
	body            damage.Body
	pos             refPos
	cover, armor    *refCover
	weapons         []*refWeapon
	state           refState
}

// refHistory is one fight.history record.
type refHistory struct {
	kind                     string
	round, phase             int
	attacker, target, weapon string
	hit                      bool
	card, wounds             int
	location                 string
}

// refFight is fight.new's table, with the event listeners (none in core).
type refFight struct {
	name             string
	round, phase     int
	combatants       []*refCombatant
	history          []refHistory
	onAttackResolved []func(*refFight, *refOutcome)
	onWoundApplied   []func(*refFight, *refWoundEvent)
}

// refRules holds what the rules reach through the API: the deck and the
// transcript (nil: api.logging() is false).
type refRules struct {
	deck *deck.State
	log  *Transcript
}

// logging is api.logging().
func (r *refRules) logging() bool { return r.log != nil }

// emit is api.log: dropped without a transcript.
func (r *refRules) emit(kind, module, where, text string, fields map[string]any) {
	if r.log != nil {
		r.log.Emit(kind, module, where, text, fields)
	}
}

// refAdd is terms:add.
func refAdd(t *Terms, amount int, reason, tag, module, where string) {
	t.Terms = append(t.Terms, Term{Amount: amount, Reason: reason, Tag: tag, Module: module, Where: where})
}

// refFind is terms:find: the sum and count of the terms with tag.
func refFind(t *Terms, tag string) (sum, count int) {
	for _, x := range t.Terms {
		if x.Tag == tag {
			sum += x.Amount
			count++
		}
	}
	return sum, count
}

// refCount is select(2, terms:find(tag)).
func refCount(t *Terms, tag string) int {
	_, n := refFind(t, tag)
	return n
}

// refNumber renders a Lua number as tostring does.
func refNumber(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// refSigned is signed() in the scripts: %+d.
func refSigned(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// refInt reads a decoded TOML number (0 when absent).
func refInt(v any) int {
	switch x := v.(type) {
	case int64:
		return int(x)
	case float64:
		return int(x)
	}
	return 0
}

// refFloat reads a decoded TOML number.
func refFloat(v any) float64 {
	switch x := v.(type) {
	case int64:
		return float64(x)
	case float64:
		return x
	}
	return 0
}

// newRefFight is fight.new over a scenario (combatant.new with the gear above).
func newRefFight(sc *Scenario) (*refFight, error) {
	f := &refFight{name: sc.Name}
	for i, spec := range sc.Combatants {
		c := &refCombatant{name: spec.Name, side: spec.Side, index: i + 1,
			traits: map[string]int{}, skills: map[string]int{}}
		for _, t := range refTraitNames {
			c.traits[t] = 6
		}
		fields := spec.Fields
		traits, _ := fields["traits"].(map[string]any)
		for t, d := range traits {
			col, err := card.ParseDie(fmt.Sprint(d))
			if err != nil {
				return nil, fmt.Errorf("reference fight: %s: trait %s: %w", spec.Name, t, err)
			}
			c.traits[t] = col.Sides()
		}
		skills, _ := fields["skills"].(map[string]any)
		for s, lv := range skills {
			c.skills[s] = refInt(lv)
		}
		c.size = refInt(fields["size"])
		if c.size == 0 {
			c.size = 6
		}
		c.ct = refInt(fields["ct"])
		if c.ct == 0 {
			c.ct = c.traits["fortitude"] + c.size
		}
		c.speed = refInt(fields["speed"])
		if c.speed == 0 {
			c.speed = 12
		}
		c.body = damage.NewBody(c.ct)
		if pos, ok := fields["position"].([]any); ok && len(pos) == 2 {
			c.pos = refPos{refFloat(pos[0]), refFloat(pos[1])}
		}
		if cv, ok := fields["cover"].(map[string]any); ok {
			var locs []string
			if ls, ok := cv["locations"].([]any); ok {
				for _, l := range ls {
					locs = append(locs, fmt.Sprint(l))
				}
			}
			name, _ := cv["name"].(string)
			c.cover = &refCover{name: name, av: refInt(cv["av"]), locations: locs}
		}
		weapons, _ := fields["weapons"].([]any)
		for j, w := range weapons {
			name, ok := w.(string)
			g, found := refGear[name]
			if !ok || !found {
				return nil, fmt.Errorf("reference fight: %s: weapon %v is not in the reference gear", spec.Name, w)
			}
			inst := g
			inst.key, inst.index, inst.loaded = name, j+1, inst.shots
			c.weapons = append(c.weapons, &inst)
		}
		c.state = refState{moved: "none"}
		f.combatants = append(f.combatants, c)
	}
	return f, nil
}

// refActive is combatant.active.
func refActive(c *refCombatant) bool {
	s := &c.state
	if s.out || s.unconscious || s.fled {
		return false
	}
	return !c.body.Dead && !c.body.Concussed()
}

// refDistance is combatant.distance.
func refDistance(a, b *refCombatant) int {
	dx, dy := b.pos.x-a.pos.x, b.pos.y-a.pos.y
	return int(math.Floor(math.Sqrt(dx*dx+dy*dy) + 0.5))
}

// refCtx is the attack context attack.context builds.
type refCtx struct {
	fight                                                    *refFight
	attacker, target                                         *refCombatant
	weapon                                                   *refWeapon
	rng, aimed, held                                         int
	moving, mountMoving                                      string
	firerSpeed, targetSpeed                                  int
	mounted, targetForgoing, targetContinuous, pointBlank    bool
	visible, twoWeapons, offHand, oneHanded, melee, throwing bool
	snapBonus                                                int
	bystanders                                               []*refCombatant
	hasBystanders, intoMelee                                 bool
	// fields attack.context leaves unset for a plain shot
	called, attackType, maneuver                     string
	covering, autoHit, alreadyFired, stray, opposite bool
	height, pointBlankLow                            bool
	fan                                              *refFan
	cover                                            *refCover
	forcedShift, relativeSpeed                       *int
	targetSize, damageBumps, projectiles             int
	card                                             *card.Card
}

// attackContext is attack.context(fight, attacker, target, weapon).
func (r *refRules) attackContext(f *refFight, a, t *refCombatant, w *refWeapon) refCtx {
	rng := refDistance(a, t)
	aimed, held := refAimCount(a, t)
	s, ts := &a.state, &t.state
	moving := "none"
	if s.phasePaces > 0 {
		moving = s.moved
	}
	ctx := refCtx{fight: f, attacker: a, target: t, weapon: w, rng: rng, aimed: aimed, held: held,
		moving: moving, mounted: s.mounted, mountMoving: s.mountMoving, targetForgoing: ts.forgoing,
		visible: true, snapBonus: s.snapBonus}
	if moving != "none" {
		ctx.firerSpeed = s.paces
	}
	if ts.continuous != nil {
		ctx.targetSpeed = ts.continuous.paces
	} else {
		ctx.targetSpeed = ts.paces
	}
	ctx.targetContinuous = ts.continuous != nil && ts.continuous.kind == "move"
	ctx.pointBlank = w.kind == "ranged" && rng <= 1
	ctx.melee = w.kind == "melee" || w.kind == "unarmed"
	ctx.throwing = w.kind == "thrown"
	if !ctx.melee {
		ctx.bystanders, ctx.intoMelee = r.bystanders(f, a, t)
		ctx.hasBystanders = true
	}
	return ctx
}

// refAimCount is aim.count.
func refAimCount(c, target *refCombatant) (int, int) {
	a := c.state.aim
	if a == nil || a.target != target.name {
		return 0, 0
	}
	return a.actions, a.held
}

// refSegDist is attack.lua's seg_dist: p's distance from the segment a–b.
func refSegDist(p, a, b refPos) float64 {
	vx, vy := b.x-a.x, b.y-a.y
	wx, wy := p.x-a.x, p.y-a.y
	l2 := vx*vx + vy*vy
	t := 0.0
	if l2 > 0 {
		t = math.Max(0, math.Min(1, (wx*vx+wy*vy)/l2))
	}
	dx, dy := a.x+t*vx-p.x, a.y+t*vy-p.y
	return math.Sqrt(dx*dx + dy*dy)
}

// bystanders is attack.bystanders.
func (r *refRules) bystanders(f *refFight, a, t *refCombatant) ([]*refCombatant, bool) {
	type near struct {
		c *refCombatant
		d float64
	}
	var list []near
	scrum := false
	for _, o := range f.combatants {
		if o != a && o != t && refActive(o) && refSegDist(o.pos, a.pos, t.pos) <= 1 {
			dx, dy := o.pos.x-t.pos.x, o.pos.y-t.pos.y
			d := math.Sqrt(dx*dx + dy*dy)
			list = append(list, near{o, d})
			if d <= 1 {
				scrum = true
			}
		}
	}
	if len(list) > 1 {
		sort.Slice(list, func(i, j int) bool {
			if list[i].d != list[j].d {
				return list[i].d < list[j].d
			}
			return list[i].c.index < list[j].c.index
		})
	}
	var out []*refCombatant
	for _, n := range list {
		out = append(out, n.c)
	}
	return out, scrum
}

// refRangedModifiers is data ranged.modifiers: the rules ranged.tn applies, in order.
var refRangedModifiers = [...]func(*refRules, *refCtx, *Terms){
	(*refRules).modRange, (*refRules).modThrowing, (*refRules).modMoving, (*refRules).modMounted,
	(*refRules).modSize, (*refRules).modSpeed, (*refRules).modPointBlank, (*refRules).modAim,
	(*refRules).modCalled, (*refRules).modUnseen, (*refRules).modDodge, (*refRules).modTwoWeapons,
	(*refRules).modOneHanded, (*refRules).modFanFire,
}

// rangedTN is attack.ranged_tn: ranged.tn plus the flow's terms.
func (r *refRules) rangedTN(ctx *refCtx) Terms {
	tn := Terms{Label: "TN"}
	refAdd(&tn, refRangedTable.base, "Standard", "base", refCoreRanged, refWhere)
	for _, rule := range refRangedModifiers {
		rule(r, ctx, &tn)
	}
	if ctx.targetContinuous && refCount(&tn, "continuous") == 0 {
		refAdd(&tn, -1, "target moving continuously, forgoing defense", "continuous", refCoreContinuous, refWhere)
	}
	if ctx.covering {
		refAdd(&tn, refCoveringSnap, "covering fire (additional −1)", "covering", refCoreAttack, refWhere)
	}
	return tn
}

// refIsThrown is ranged.lua's is_thrown.
func refIsThrown(ctx *refCtx) bool {
	return ctx.throwing || (ctx.weapon != nil && ctx.weapon.kind == "thrown")
}

// effectiveRange is ranged.effective_range.
func (r *refRules) effectiveRange(ctx *refCtx) (float64, string) {
	rng := float64(ctx.rng)
	if ctx.targetForgoing {
		d := refRangedTable.forgoDivisor
		return rng / d, fmt.Sprintf("%s paces ÷ %d: target forgoes defense", refNumber(rng), int(d))
	}
	return rng, refNumber(rng) + " paces"
}

// refIncrements is ranged.increments.
func refIncrements(rng float64, inc int, countFirst bool) int {
	if rng <= 0 || inc <= 0 {
		return 0
	}
	n := int(math.Ceil(rng / float64(inc)))
	if countFirst {
		return n
	}
	return n - 1
}

// modRange is ranged.range.
func (r *refRules) modRange(ctx *refCtx, tn *Terms) {
	if refIsThrown(ctx) {
		return
	}
	w := ctx.weapon
	if w == nil || w.increment == 0 {
		return
	}
	rng, why := r.effectiveRange(ctx)
	if n := refIncrements(rng, w.increment, false); n > 0 {
		refAdd(tn, n, "range "+why+", increment "+strconv.Itoa(w.increment), "range", refCoreRanged, refWhere)
	}
}

// modThrowing is ranged.throwing (with throw.increment).
func (r *refRules) modThrowing(ctx *refCtx, tn *Terms) {
	if !refIsThrown(ctx) {
		return
	}
	s := 6
	if ctx.attacker != nil {
		s = ctx.attacker.traits["strength"]
	}
	inc := s/refThrowTable.divisor + refThrowTable.add
	rng, why := r.effectiveRange(ctx)
	if n := refIncrements(rng, inc, refThrowTable.countFirst); n > 0 {
		refAdd(tn, n, fmt.Sprintf("range %s, thrown: increment %d (Strength/2 + 2)", why, inc), "range", refCoreRanged, refWhere)
	}
}

// movement is ranged.movement.
func (r *refRules) movement(ctx *refCtx) string {
	kind := ctx.moving
	if ctx.mounted {
		m := ctx.mountMoving
		if m == "" {
			m = "none"
		}
		if refMoveRank[m] > refMoveRank[kind] {
			kind = m
		}
	}
	return kind
}

// modMoving is ranged.moving.
func (r *refRules) modMoving(ctx *refCtx, tn *Terms) {
	kind := r.movement(ctx)
	n := 0
	switch kind {
	case "walk":
		n = refRangedTable.walk
	case "run":
		n = refRangedTable.run
	}
	if n > 0 {
		refAdd(tn, n, "firer moving: "+kind, "moving", refCoreRanged, refWhere)
	}
}

// modMounted is ranged.mounted.
func (r *refRules) modMounted(ctx *refCtx, tn *Terms) {
	if !ctx.mounted {
		return
	}
	moving, _ := refFind(tn, "moving")
	if extra := refRangedTable.mounted - moving; extra > 0 {
		refAdd(tn, extra, fmt.Sprintf("firer mounted (−%d in place of the movement penalty)", refRangedTable.mounted),
			"mounted", refCoreRanged, refWhere)
	}
}

// refSizeMod is ranged.size_mod (the "ratio" scale).
func refSizeMod(size int) int {
	h := refRangedTable.humanSize
	if size <= 0 {
		return 0
	}
	if size < h {
		n := 0
		if refRangedTable.sizeScale == "halving" {
			for f := float64(size) / float64(h); f <= 0.5 && n < refRangedTable.sizeCap; f *= 2 {
				n++
			}
		} else {
			n = int(math.Floor(float64(h)/float64(size)+1e-9)) - 1
		}
		return min(n, refRangedTable.sizeCap)
	}
	n := int(math.Floor(float64(size)/float64(h)+1e-9)) - 1
	return -min(n, refRangedTable.sizeCap)
}

// modSize is ranged.size.
func (r *refRules) modSize(ctx *refCtx, tn *Terms) {
	size := ctx.targetSize
	if size == 0 {
		size = refRangedTable.humanSize
		if ctx.target != nil {
			size = ctx.target.size
		}
	}
	switch n := refSizeMod(size); {
	case n > 0:
		refAdd(tn, n, fmt.Sprintf("small target (size %d)", size), "size", refCoreRanged, refWhere)
	case n < 0:
		refAdd(tn, n, fmt.Sprintf("large target (size %d)", size), "size", refCoreRanged, refWhere)
	}
}

// relativeSpeed is ranged.relative_speed (attack.context always gives both speeds).
func (r *refRules) relativeSpeed(ctx *refCtx) int {
	if ctx.relativeSpeed != nil {
		return *ctx.relativeSpeed
	}
	ts, fs := ctx.targetSpeed, ctx.firerSpeed
	if ts == 0 && refRangedTable.speedMode != "total" { // "Target is moving" (the sampled fights keep no headings)
		return 0
	}
	if ctx.opposite || refRangedTable.speedMode == "total" {
		return fs + ts
	}
	if fs > ts {
		return fs - ts
	}
	return ts - fs
}

// modSpeed is ranged.speed.
func (r *refRules) modSpeed(ctx *refCtx, tn *Terms) {
	rel := r.relativeSpeed(ctx)
	if n := rel / refRangedTable.speedPer; n > 0 {
		refAdd(tn, n, fmt.Sprintf("relative speed %d paces", rel), "speed", refCoreRanged, refWhere)
	}
}

// modPointBlank is ranged.point_blank: a hook that adds nothing.
func (r *refRules) modPointBlank(ctx *refCtx, tn *Terms) {}

// modAim is ranged.aim: the snap shot penalty.
func (r *refRules) modAim(ctx *refCtx, tn *Terms) {
	w := ctx.weapon
	if w == nil || w.aim == nil {
		return
	}
	if ctx.aimed > 0 && ctx.fan == nil {
		return
	}
	n := -w.aim.penalty
	cut := 0
	if ctx.snapBonus > 0 {
		cut = min(ctx.snapBonus, n)
		n -= cut
	}
	if n <= 0 {
		return
	}
	reason := "snap shot (" + w.aim.speed + "/" + strconv.Itoa(w.aim.penalty) + ")"
	if ctx.fan != nil {
		reason += ": fan firing is never aimed"
	}
	if ctx.snapBonus > 0 {
		reason = fmt.Sprintf("%s, %d off for the fast draw", reason, cut)
	}
	refAdd(tn, n, reason, "snap", refCoreAim, refWhere)
}

// modCalled is ranged.called.
func (r *refRules) modCalled(ctx *refCtx, tn *Terms) {
	if ctx.called == "" {
		return
	}
	n, ok := refCalledTable[ctx.called]
	if !ok {
		panic("reference: called shot " + ctx.called + " is not mirrored")
	}
	refAdd(tn, n, "called shot: "+ctx.called, "called", refCoreCalled, refWhere)
}

// modUnseen is ranged.unseen.
func (r *refRules) modUnseen(ctx *refCtx, tn *Terms) {
	if !ctx.visible {
		refAdd(tn, refRangedTable.unseen, "target not visible behind cover", "unseen", refCoreRanged, refWhere)
	}
}

// dodgeValue is dodge.value (with dodge.terms).
func (r *refRules) dodgeValue(c *refCombatant) int {
	st := &c.state
	if !st.dodging {
		return 0
	}
	d := Terms{Label: "Dodge"}
	if c.dodge != nil {
		refAdd(&d, *c.dodge, "Dodge attribute", "dodge", refCoreDodge, refWhere)
	} else {
		die := c.traits[refDodgeTable.trait]
		refAdd(&d, refDodgeTable.byDie[die], fmt.Sprintf("Dodge: %s d%d", refDodgeTable.trait, die), "dodge", refCoreDodge, refWhere)
		if sk := c.skills[refDodgeTable.skill]; sk > 0 {
			refAdd(&d, sk, "dodge skill "+strconv.Itoa(sk), "dodge", refCoreDodge, refWhere)
		}
	}
	moves := st.moved != "" && st.moved != "none"
	if st.dodgeMove != nil {
		moves = *st.dodgeMove
	}
	if !moves {
		refAdd(&d, refDodgeTable.still, "dodging in place", "dodge_still", refCoreDodge, refWhere)
	}
	if st.dodgeHinder != 0 {
		refAdd(&d, -refAbs(st.dodgeHinder), "dodge hindered", "dodge_hinder", refCoreDodge, refWhere)
	}
	return max(0, d.Total())
}

// refAbs is math.abs on whole numbers.
func refAbs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// modDodge is ranged.dodge (dodge.tn).
func (r *refRules) modDodge(ctx *refCtx, tn *Terms) {
	if w := ctx.weapon; w != nil && w.attrs.area {
		return
	}
	if n := r.dodgeValue(ctx.target); n > 0 {
		refAdd(tn, n, "target dodging", "dodge", refCoreDodge, refWhere)
	}
}

// modTwoWeapons is ranged.two_weapons.
func (r *refRules) modTwoWeapons(ctx *refCtx, tn *Terms) {
	if ctx.twoWeapons {
		refAdd(tn, refTwoWeaponTable.each, "a weapon in each hand", "two_weapons", refCoreTwoWeapon, refWhere)
	}
	if ctx.offHand {
		refAdd(tn, refTwoWeaponTable.offHand, "off hand", "off_hand", refCoreTwoWeapon, refWhere)
	}
}

// modOneHanded is ranged.one_handed.
func (r *refRules) modOneHanded(ctx *refCtx, tn *Terms) {
	if w := ctx.weapon; ctx.oneHanded && w != nil && w.hands == 2 {
		refAdd(tn, refTwoWeaponTable.oneHanded, "two-handed weapon in one hand", "one_handed", refCoreTwoWeapon, refWhere)
	}
}

// modFanFire is ranged.fan_fire.
func (r *refRules) modFanFire(ctx *refCtx, tn *Terms) {
	f := ctx.fan
	if f == nil {
		return
	}
	shot := max(f.shot, 1)
	refAdd(tn, refFanFireTable.perShot*shot, fmt.Sprintf("fan fire, shot %d", shot), "fan_fire", refCoreFanFire, refWhere)
	if j := f.targetIndex; j > 1 {
		refAdd(tn, refFanFireTable.perTarget*(j-1), fmt.Sprintf("fan fire, target %d", j), "second_target", refCoreFanFire, refWhere)
	}
}

// rangedMod is ranged.mod: Accurate when aimed, the wound penalty.
func (r *refRules) rangedMod(ctx *refCtx) Terms {
	mod := Terms{Label: "result modifier"}
	if bonus, why := refAimBonus(ctx); bonus != 0 {
		refAdd(&mod, bonus, why, "accurate", refCoreRanged, refWhere)
	}
	if ctx.attacker != nil {
		if n := refWoundPenalty(ctx.attacker, ctx.attacker.body.Level()); n != 0 {
			refAdd(&mod, n, "wounds", "wounds", refCoreRanged, refWhere)
		}
	}
	return mod
}

// refAimBonus is aim.bonus.
func refAimBonus(ctx *refCtx) (int, string) {
	acc := 0
	if ctx.weapon != nil {
		acc = ctx.weapon.accurate
	}
	if ctx.fan != nil || ctx.aimed <= 0 || acc == 0 {
		return 0, ""
	}
	aimed := min(ctx.aimed, 2)
	steps := aimed + ctx.held
	return acc * steps, fmt.Sprintf("Accurate (%d) × %d: %d aim action(s), held %d round(s)", acc, steps, aimed, ctx.held)
}

// rangedTrait is ranged.trait.
func (r *refRules) rangedTrait(ctx *refCtx) string {
	trait := ctx.weapon.trait
	if trait == "" {
		trait = "dexterity"
	}
	if a := ctx.attacker; a != nil && ctx.aimed > 0 && ctx.fan == nil && !refIsThrown(ctx) {
		if a.traits["acuity"] > a.traits[trait] {
			trait = "acuity"
		}
	}
	return trait
}

// refWoundRow is wounds.row (level ≥ 1).
func refWoundRow(level int) (name string, penalty, stun int) {
	row := refWoundLevels[min(level, len(refWoundLevels))-1]
	return row.name, row.penalty, row.stun
}

// refWoundPenalty is wounds.penalty(c, level).
func refWoundPenalty(c *refCombatant, level int) int {
	if level < 1 {
		return 0
	}
	_, p, _ := refWoundRow(level)
	return p
}

// refWoundName is wounds.name.
func refWoundName(level int) string {
	if level < 1 {
		return "Unhurt"
	}
	return refWoundNames[min(level, len(refWoundNames))-1]
}

// refCheck is a check result table: the Go core's result plus who, what and why.
type refCheck struct {
	check.Result
	card              *card.Card
	who, what, reason string
}

// refCheckOpts are check.skill / check.trait's opts.
type refCheckOpts struct {
	tn, mod                *Terms
	trait, reason          string
	card                   *card.Card
	noWoundPenalty, silent bool
}

// runCheck is checks.lua's run: the wound penalty, bumps on or off, api.action.check, the log.
func (r *refRules) runCheck(c *refCombatant, what string, die, skill, rows int, o refCheckOpts) refCheck {
	tn := o.tn
	mod := o.mod
	if mod == nil {
		mod = &Terms{Label: "mod"}
	}
	if !o.noWoundPenalty {
		_, n1 := refFind(mod, "wound")
		_, n2 := refFind(mod, "wounds")
		if n1 == 0 && n2 == 0 {
			if n := refWoundPenalty(c, c.body.Level()); n != 0 {
				refAdd(mod, n, "wound penalty", "wounds", refCoreChecks, refWhere)
			}
		}
	}
	col, err := card.ColumnForSides(die)
	if err != nil {
		panic(fmt.Sprintf("reference check: %v", err))
	}
	step := 0
	if refBumpsEnabled.on {
		step = refBumpsEnabled.step
	}
	spec := check.Spec{Die: col, Skill: skill, UntrainedRows: rows, TN: tn.Total(), Mod: mod.Total(), BumpStep: step}
	if err := spec.Validate(); err != nil {
		panic(fmt.Sprintf("reference check: %v", err))
	}
	cd := o.card
	if cd == nil {
		cd = r.deck.Draw()
	}
	res := refCheck{Result: check.Read(cd, spec), card: cd, who: c.name, what: what, reason: o.reason}
	if !refBumpsEnabled.on {
		res.Bumps = 0
	}
	if o.silent || !r.logging() {
		return res
	}
	why := ""
	if o.reason != "" {
		why = " for " + o.reason
	}
	how := "skill " + strconv.Itoa(skill)
	if skill <= 0 {
		how = "untrained, " + strconv.Itoa(rows) + " row(s) of d4"
	}
	verdict := "failure"
	if res.Success {
		verdict = "success"
	}
	tail := ""
	calamity := res.Calamity && !res.Success // the rules' calamity: on a failure only
	if calamity {
		tail = " (calamity)"
	} else if res.Bumps > 0 {
		tail = ", " + strconv.Itoa(res.Bumps) + " bump(s)"
	}
	r.emit("check", refCoreChecks, refWhere,
		fmt.Sprintf("%s: %s check%s (d%d, %s) card %d: %s best %d%+d = %d vs TN %d — %s%s",
			c.name, what, why, die, how, res.Card, refValues(&res), res.Best, res.Mod, res.Total, tn.Total(), verdict, tail),
		map[string]any{"who": c.name, "check": what, "card": int(res.Card), "values": refValueList(&res),
			"best": res.Best, "tn": tn, "mod": mod, "total": res.Total, "success": res.Success,
			"bumps": res.Bumps, "calamity": calamity})
	return res
}

// refValues is table.concat(r.values, ",").
func refValues(r *refCheck) string {
	var b strings.Builder
	for i, v := range r.Cells() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(v)))
	}
	return b.String()
}

// refValueList is r.values as a list for a log event's fields.
func refValueList(r *refCheck) []int {
	out := make([]int, r.Rows)
	for i, v := range r.Cells() {
		out[i] = int(v)
	}
	return out
}

// refTraitSkill is check.trait_skill.
func refTraitSkill(c *refCombatant, trait string) int {
	lv, ok := c.skills[trait]
	if !ok || lv < 1 {
		return 1
	}
	return lv
}

// checkSkill is check.skill.
func (r *refRules) checkSkill(c *refCombatant, skill string, o refCheckOpts) refCheck {
	trait := o.trait
	if trait == "" {
		trait = refSkillTraits[skill]
	}
	return r.runCheck(c, skill, c.traits[trait], c.skills[skill], refTraitSkill(c, trait), o)
}

// checkTrait is check.trait.
func (r *refRules) checkTrait(c *refCombatant, trait string, o refCheckOpts) refCheck {
	lv := refTraitSkill(c, trait)
	return r.runCheck(c, trait, c.traits[trait], lv, lv, o)
}

// refLayer is one thing a hit must get through (damage.layers).
type refLayer struct {
	what, name string
	av         int
	obj        *refCover
	outcome    damage.Outcome
}

// refWoundEvent is the "wound.applied" event (and state.last_hit).
type refWoundEvent struct {
	target, attacker                *refCombatant
	weapon                          *refWeapon
	location                        card.Location
	part                            damage.Part
	wounds, ct, effect, card, size  int
	kind                            damage.Kind
	outcome                         damage.Outcome
	cover                           string
	before, after, overflow, ctLost int
	disabled, died, concussedNow    bool
	levelBefore, levelAfter, ctLeft int
	levelName                       string
}

// refRec is damage.preview's record (plus applied and event after damage.resolve).
type refRec struct {
	card       int
	weapon     *refWeapon
	kind       damage.Kind
	forced     Terms
	shift      int
	location   card.Location
	slot       int
	part       damage.Part
	layers     []refLayer
	pv         Terms
	outcome    damage.Outcome
	layer      *refLayer
	cover      string
	wounds, ct int
	value      int
	rdToDmg    bool
	hasRef     bool
	ref        damage.EffectRef
	refText    string
	bumps      Terms
	row, extra int
	effect     Terms
	size       int
	applied    *damage.Applied
	event      *refWoundEvent
}

// refSpend is bumps.spend's choice.
type refSpend struct {
	shift, penBumps, damage, ablate, spent, left, score int
	rdToDmg                                             bool
	minor                                               string
	terms                                               Terms
	preview                                             *refRec
}

// damageWeapon is damage.weapon.
func (r *refRules) damageWeapon(ctx *refCtx) *refWeapon {
	w := ctx.weapon
	if ctx.maneuver != "" || w == nil || w.kind == "unarmed" {
		panic("reference: unarmed.weapon is not mirrored")
	}
	return w
}

// forcedShift is damage.forced_shift.
func (r *refRules) forcedShift(ctx *refCtx) (int, Terms) {
	t := Terms{Label: "forced location shift"}
	if ctx.forcedShift != nil {
		refAdd(&t, *ctx.forcedShift, "Judge's ruling", "judge", refCoreDamage, refWhere)
		return t.Total(), t
	}
	w := r.damageWeapon(ctx)
	a := w.attrs
	melee := ctx.melee || w.kind == "melee" || w.kind == "unarmed"
	if a.punch {
		refAdd(&t, refHitForced.punch, "punch: one up", "punch", refCoreDamage, refWhere)
	}
	if ctx.height && melee {
		refAdd(&t, refHitForced.height, "height advantage: one up", "height", refCoreDamage, refWhere)
	}
	if ctx.pointBlank && w.kind == "ranged" {
		if ctx.pointBlankLow {
			refAdd(&t, -refHitForced.pointBlank, "point blank, aimed low: one down", "point_blank", refCoreDamage, refWhere)
		} else {
			refAdd(&t, refHitForced.pointBlank, "point blank: one up", "point_blank", refCoreDamage, refWhere)
		}
	}
	if a.kick {
		refAdd(&t, refHitForced.kick, "kick: one down", "kick", refCoreDamage, refWhere)
	}
	return t.Total(), t
}

// location is damage.location: the slot (1..4) shift steps from the standard one.
func (r *refRules) location(ctx *refCtx, c *card.Card, shift int) (card.Location, int) {
	if ctx.called != "" {
		panic("reference: called.location is not mirrored")
	}
	slot, loc := damage.Locate(c, shift)
	return loc, slot + 1
}

// refInList is damage.lua's in_list over location, part and group names.
func refInList(list []string, loc card.Location) bool {
	name, part := loc.String(), damage.PartOf(loc).String()
	for _, l := range list {
		switch {
		case l == name || l == part || l == "all":
			return true
		case l == "torso" && loc.IsTorso():
			return true
		case l == "arms" && (loc == card.RightArm || loc == card.LeftArm):
			return true
		case l == "legs" && (loc == card.RightLeg || loc == card.LeftLeg):
			return true
		}
	}
	return false
}

// layers is damage.layers (with damage.cover and armor.natural).
func (r *refRules) layers(ctx *refCtx, loc card.Location, kind damage.Kind) []refLayer {
	var out []refLayer
	cover := ctx.cover
	if cover == nil && ctx.target != nil {
		cover = ctx.target.cover
	}
	if cover != nil {
		list := cover.locations
		if len(list) == 0 {
			list = refCoverLocations
		}
		if refInList(list, loc) {
			name := cover.name
			if name == "" {
				name = "cover"
			}
			out = append(out, refLayer{what: "cover", name: name, av: max(0, cover.av-cover.ablated), obj: cover})
		}
	}
	if ctx.target != nil {
		if armor := ctx.target.armor; armor != nil && (armor.locations == nil || refInList(armor.locations, loc)) {
			name := armor.name
			if name == "" {
				name = "armor"
			}
			out = append(out, refLayer{what: "armor", name: name, av: max(0, armor.av-armor.ablated), obj: armor})
		}
	}
	if refNaturalVs[kind] && ctx.target != nil {
		fort := ctx.target.traits["fortitude"]
		if av := refNaturalTable[fort]; av > 0 {
			out = append(out, refLayer{what: "natural", av: av, name: fmt.Sprintf("natural armor (Fortitude d%d)", fort)})
		}
	}
	return out
}

// pv is damage.pv: the card's modifier raised by bumps plus the weapon's Pen, as terms.
func (r *refRules) pv(c *card.Card, w *refWeapon, penBumps int) Terms {
	pen := int(c.Pen)
	mod, _ := damage.PenReach(pen, penBumps)
	t := Terms{Label: "PV"}
	refAdd(&t, pen, "card "+strconv.Itoa(int(c.Number))+" penetration", "card", refCoreDamage, refWhere)
	if mod > pen {
		refAdd(&t, mod-pen, "penetration bumps: "+refSigned(pen)+" → "+refSigned(mod), "bumps", refCoreDamage, refWhere)
	}
	refAdd(&t, w.pen, "Pen of "+w.name, "weapon", refCoreDamage, refWhere)
	return t
}

// preview is damage.preview.
func (r *refRules) preview(ctx *refCtx, c *card.Card, sp *refSpend) *refRec {
	if sp == nil {
		sp = &refSpend{}
	}
	w := r.damageWeapon(ctx)
	kind := w.damage
	forced, fterms := r.forcedShift(ctx)
	shift := forced + sp.shift
	loc, slot := r.location(ctx, c, shift)
	layers := r.layers(ctx, loc, kind)
	pv := r.pv(c, w, sp.penBumps)
	pvn := pv.Total()
	outcome := damage.Penetrate
	var layer *refLayer
	for i := range layers {
		l := &layers[i]
		l.outcome = damage.Penetration(pvn, l.av)
		if l.outcome > outcome {
			outcome, layer = l.outcome, l
		}
	}
	rec := &refRec{card: int(c.Number), weapon: w, kind: kind, forced: fterms, shift: shift, location: loc,
		slot: slot, part: damage.PartOf(loc), layers: layers, pv: pv, outcome: outcome, layer: layer}
	if len(layers) > 0 && layers[0].what == "cover" {
		rec.cover = layers[0].name
	}
	switch outcome {
	case damage.Penetrate:
		rec.hasRef, rec.ref, rec.refText = true, w.dmg, w.dmgText
	case damage.Ablate:
		rec.hasRef, rec.ref, rec.refText = true, w.rd, w.rdText
		if sp.rdToDmg {
			rec.ref, rec.refText, rec.rdToDmg = w.dmg, w.dmgText, true
		}
	}
	if !rec.hasRef {
		return rec
	}
	b := Terms{Label: "damage bumps"}
	free := 0
	if lb := refHitBumps[loc]; lb > 0 {
		refAdd(&b, lb, "hit to the "+loc.String(), "location", refCoreDamage, refWhere)
		free += lb
	}
	if w.freeBumps > 0 {
		refAdd(&b, w.freeBumps, w.name+": free damage bump", "maneuver", refCoreDamage, refWhere)
		free += w.freeBumps
	}
	if w.attrs.strength && ctx.attacker != nil {
		panic("reference: damage.strength_bumps is not mirrored")
	}
	if ctx.damageBumps > 0 {
		refAdd(&b, ctx.damageBumps, "situation", "situation", refCoreDamage, refWhere)
		free += ctx.damageBumps
	}
	perRow := refPerRow(ctx)
	if sp.damage > 0 {
		refAdd(&b, sp.damage, "bumps spent on damage ("+strconv.Itoa(perRow)+" a row)", "bumps", refCoreDamage, refWhere)
	}
	e := refEffectRead(c, rec.ref, free, sp.damage, perRow)
	reason := "card " + strconv.Itoa(int(c.Number)) + ", " + rec.refText + " at row (" + strconv.Itoa(e.Row) + ")" +
		strconv.Itoa(rec.ref.Col.Sides())
	if e.ExtraDice > 0 {
		reason += " + " + strconv.Itoa(e.ExtraDice) + " die"
	}
	eff := Terms{Label: "effect"}
	refAdd(&eff, e.Value, reason, "card", refCoreDamage, refWhere)
	v := e.Value
	if w.kind == "unarmed" {
		panic("reference: the punching wound penalty is not mirrored")
	}
	v = max(v, 0)
	size := 6
	if ctx.target != nil {
		size = ctx.target.size
	}
	rec.wounds, rec.ct = damage.Wounds(kind, v, size)
	rec.value, rec.bumps, rec.row, rec.extra, rec.effect, rec.size = e.Value, b, e.Row, e.ExtraDice, eff, size
	return rec
}

// refShiftInfo is what damage.weigh keeps per location shift.
type refShiftInfo struct {
	ok     bool
	part   damage.Part
	layers []refLayer
	lb     int
	outs   map[int]damage.Outcome
}

// refWeigher is damage.weigh's closure: the numbers of damage.preview for
// many spends of one hit, with the work that does not change cached.
type refWeigher struct {
	r                *refRules
	ctx              *refCtx
	card             *card.Card
	kind             damage.Kind
	forced           int
	fixed, pen, size int
	wpen, perRow     int
	dmgRef, rdRef    damage.EffectRef
	shifts           [16]refShiftInfo // by forced + shift + 8
	pvs              [16]int          // by pen bumps
	pvOK             [16]bool
}

// newWeigher is damage.weigh(ctx, card).
func (r *refRules) newWeigher(ctx *refCtx, c *card.Card) *refWeigher {
	w := r.damageWeapon(ctx)
	g := &refWeigher{r: r, ctx: ctx, card: c, kind: w.damage}
	g.forced, _ = r.forcedShift(ctx)
	if w.freeBumps > 0 {
		g.fixed += w.freeBumps
	}
	if w.attrs.strength && ctx.attacker != nil {
		panic("reference: damage.strength_bumps is not mirrored")
	}
	if ctx.damageBumps > 0 {
		g.fixed += ctx.damageBumps
	}
	g.size = 6
	if ctx.target != nil {
		g.size = ctx.target.size
	}
	g.wpen, g.dmgRef, g.rdRef, g.perRow = w.pen, w.dmg, w.rd, refPerRow(ctx)
	return g
}

// weigh returns wounds, ct, part, outcome and how many layers for one spend.
func (g *refWeigher) weigh(shift, p int, rd bool, dmg int) (int, int, damage.Part, damage.Outcome, int) {
	s := g.forced + shift
	si := &g.shifts[s+8]
	if !si.ok {
		loc, _ := g.r.location(g.ctx, g.card, s)
		*si = refShiftInfo{ok: true, part: damage.PartOf(loc), layers: g.r.layers(g.ctx, loc, g.kind), lb: max(refHitBumps[loc], 0)}
	}
	if !g.pvOK[p] {
		pen := int(g.card.Pen)
		mod, _ := damage.PenReach(pen, p)
		g.pvs[p], g.pvOK[p] = pen+max(mod-pen, 0)+g.wpen, true
	}
	pv := g.pvs[p]
	nl := len(si.layers)
	outcome := damage.Penetrate
	if nl > 0 {
		if si.outs == nil {
			si.outs = map[int]damage.Outcome{}
		}
		o, ok := si.outs[pv]
		if !ok {
			o = damage.Penetrate
			for _, l := range si.layers {
				o = max(o, damage.Penetration(pv, l.av))
			}
			si.outs[pv] = o
		}
		outcome = o
		if outcome == damage.Deflect {
			return 0, 0, si.part, outcome, nl
		}
	}
	ref := g.dmgRef
	if outcome == damage.Ablate && !rd {
		ref = g.rdRef
	}
	eff := max(refEffectRead(g.card, ref, g.fixed+si.lb, dmg, g.perRow).Value+g.pen, 0)
	wounds, ct := damage.Wounds(g.kind, eff, g.size)
	return wounds, ct, si.part, outcome, nl
}

// refPerRow is damage.per_row: spent bumps per damage row, 2 (the duel
// has no DMG Add attack type).
func refPerRow(ctx *refCtx) int {
	if ctx.attackType != "" {
		panic("reference: damage.per_row with an attack type is not mirrored")
	}
	return 2
}

// refEffectRead is rules/lib/effect.lua's read: free damage bumps one row
// each, then spent bumps perRow a row; past row (7) one die each.
func refEffectRead(c *card.Card, ref damage.EffectRef, free, spent, perRow int) damage.EffectResult {
	row, extra := ref.Row+max(free, 0), 0
	if row > card.EffectRows {
		extra, row = row-card.EffectRows, card.EffectRows
	}
	spent = max(spent, 0)
	if row < card.EffectRows && spent > 0 {
		if rows := spent / perRow; row+rows >= card.EffectRows {
			spent -= (card.EffectRows - row) * perRow
			row = card.EffectRows
		} else {
			row, spent = row+rows, 0
		}
	}
	if row == card.EffectRows {
		extra += spent
	}
	v := int(c.Effect[row-1][ref.Col]) + extra*int(c.Effect[0][ref.Col])
	return damage.EffectResult{Row: row, ExtraDice: extra, Value: v}
}

// refScoreOf is bumps.lua's score_of; overflow is called as the script calls it.
func refScoreOf(before int, lost bool, overflow func() int, now, wounds, ct int, part damage.Part) int {
	s := refBumpScore
	fit := 0
	if !lost {
		fit = min(wounds, 5-before)
	}
	c := ct + (wounds-fit)*overflow()
	per := s.wound
	if part.Vital() {
		per = s.vitalWound
	}
	n := fit*per + c*s.ct
	if fit > 0 && before+fit >= 5 {
		if part.Vital() {
			n += s.kill
		} else {
			n += s.limb
		}
	}
	if now > 0 && now-c <= 0 {
		n += s.concussion
	}
	return n
}

// refOverflowCT is damage.overflow_ct (data wounds.overflow ct = 0: ignored).
func refOverflowCT(_ *refCombatant) int { return 0 }

// bumpsSpend is bumps.spend: the default policy.
func (r *refRules) bumpsSpend(ctx *refCtx, res *refCheck) refSpend {
	terms := Terms{Label: "bump spends"}
	n := res.Bumps
	if !res.Success || n <= 0 || !refBumpsEnabled.on {
		return refSpend{terms: terms}
	}
	c := res.card
	w := r.damageWeapon(ctx)
	if ctx.attackType != "" {
		panic("reference: melee attack types are not mirrored")
	}
	dmgMult, locExtra := 1, 0
	forced, _ := r.forcedShift(ctx)
	std, _ := damage.Locate(c, 0)
	base, _ := damage.Locate(c, forced)
	std, base = std+1, base+1
	var slots [7]int
	slots[0] = base
	ns := 1
	if ctx.called == "" {
		for d := 1; d <= 3; d++ {
			if base-d >= 1 {
				slots[ns] = base - d
				ns++
			}
			if base+d <= 4 {
				slots[ns] = base + d
				ns++
			}
		}
	}
	rdOK := w.kind == "unarmed"
	g := r.newWeigher(ctx, c)
	body := &ctx.target.body
	now := body.CT
	o, haveO := 0, false
	overflow := func() int {
		if !haveO {
			o, haveO = refOverflowCT(ctx.target), true
		}
		return o
	}
	var befores [damage.NumParts]int
	var losts, known [damage.NumParts]bool

	have := false
	var bScore, bSpent, bSlot, bSteps, bPaid, bP, bD int
	var bRD bool
	for _, slot := range slots[:ns] {
		steps := refAbs(slot - base)
		paid := max(0, steps-locExtra)
		r1 := n - paid
		if r1 < 0 {
			continue
		}
		shift := (slot - std) - forced
		w0, c0, part, o0, nlayers := g.weigh(shift, 0, false, 0)
		if !known[part] {
			befores[part], losts[part], known[part] = int(body.Wounds[part]), body.Lost[part], true
		}
		maxPen := 0
		if nlayers > 0 {
			maxPen = r1
		}
		for p := 0; p <= maxPen; p++ {
			if _, used := damage.PenReach(int(c.Pen), p); used != p {
				continue
			}
			rds := 1
			if rdOK && r1-p >= 1 {
				rds = 2
			}
			for k := 1; k <= rds; k++ {
				rd := k == 2
				r2 := r1 - p
				if rd {
					r2--
				}
				for d := 0; d <= r2; d++ {
					wounds, ct, outcome := w0, c0, o0
					if p > 0 || rd || d > 0 {
						wounds, ct, _, outcome, _ = g.weigh(shift, p, rd, d*dmgMult)
					}
					if rd && outcome != damage.Ablate {
						continue
					}
					score := 0
					if wounds > 0 || ct > 0 {
						score = refScoreOf(befores[part], losts[part], overflow, now, wounds, ct, part)
					}
					spent := paid + p + d
					if rd {
						spent++
					}
					if !have || score > bScore || (score == bScore && spent < bSpent) {
						have = true
						bScore, bSpent, bSlot, bSteps, bPaid, bP, bRD, bD = score, spent, slot, steps, paid, p, rd, d
					}
				}
			}
		}
	}
	if !have {
		return refSpend{terms: terms}
	}
	shift, dmg := (bSlot-std)-forced, bD*dmgMult
	out := refSpend{shift: shift, penBumps: bP, damage: dmg, rdToDmg: bRD, spent: bSpent, left: n - bSpent, score: bScore}
	rec := r.preview(ctx, c, &out)
	out.preview = rec
	if bSteps > 0 {
		dir := "down"
		if bSlot < base {
			dir = "up"
		}
		acc := ""
		if bPaid < bSteps {
			acc = ", Accurate"
		}
		refAdd(&terms, bPaid, "hit location: "+c.Stack[base-1].Location.String()+" → "+rec.location.String()+
			" ("+strconv.Itoa(bSteps)+" "+dir+")"+acc, "location", refCoreBumps, refWhere)
	}
	if bP > 0 {
		mod, _ := damage.PenReach(int(c.Pen), bP)
		refAdd(&terms, bP, "penetration "+refSigned(int(c.Pen))+" → "+refSigned(mod), "penetration", refCoreBumps, refWhere)
	}
	if bRD {
		refAdd(&terms, 1, "RD result bumped to DMG (hand to hand)", "rd_to_dmg", refCoreBumps, refWhere)
	}
	if bD > 0 {
		refAdd(&terms, bD, "damage: "+strconv.Itoa(bD)+" bump(s) → row ("+strconv.Itoa(rec.row)+")", "damage", refCoreBumps, refWhere)
	}
	if out.left > 0 && len(rec.layers) > 0 && rec.layers[0].obj != nil && rec.layers[0].outcome != damage.Deflect {
		out.ablate = out.left
		refAdd(&terms, out.left, "ablate "+rec.layers[0].name+" by "+strconv.Itoa(out.left), "ablate", refCoreBumps, refWhere)
		out.spent, out.left = n, 0
	}
	// bumps.leftover (rules/bumps_more.lua): no cover in the duel, so a minor action
	if out.left > 0 {
		if ctx.target != nil && ctx.target.cover != nil {
			panic("reference: bumps.leftover with cover is not mirrored")
		}
		if ctx.attacker != nil {
			reason := "minor action: 1 AP back"
			out.minor = "ap"
			if w.kind == "ranged" && w.attrs.singleAction {
				out.minor, reason = "cock", "minor action: cock the "+w.name
			}
			refAdd(&terms, 1, reason, "minor", refCoreBumpsMore, refWhere)
			out.spent, out.left = out.spent+1, out.left-1
		}
	}
	out.terms = terms
	if r.logging() {
		text := "none spent"
		if out.spent > 0 {
			text = terms.String()
		}
		r.emit("bumps", refCoreBumps, refWhere, strconv.Itoa(n)+" bump(s): "+text,
			map[string]any{"bumps": n, "spends": &out.terms, "left": out.left})
	}
	return out
}

// refSplitHow is damage_apply.lua's SPLIT: how each kind turns an effect
// into wounds, then CT.
var refSplitHow = [damage.NumKinds][2]string{
	{"a wound per full Size", "the rest"},
	{"a wound per full 2 × Size", "the rest"},
	{"a wound per full 2 × Size", "3 CT per full Size"},
	{"a wound per full 2 × Size", "a CT per point"},
}

// refSplitCredit is damage_apply.lua's split_credit under the core rules
// (nothing changes damage.preview's record): the wounds and CT dealt.
func refSplitCredit(rec *refRec) (wounds, ct *Terms) {
	e := max(0, rec.effect.Total())
	w0, ct0 := damage.Wounds(rec.kind, e, rec.size)
	of := "effect " + strconv.Itoa(e) + ", Size " + strconv.Itoa(rec.size) + ": "
	how := refSplitHow[rec.kind]
	wounds, ct = &Terms{Label: "wounds dealt"}, &Terms{Label: "CT dealt"}
	refAdd(wounds, w0, of+how[0]+" ("+rec.kind.String()+")", "split", refCoreApply, refWhere)
	refAdd(ct, ct0, of+how[1]+" ("+rec.kind.String()+")", "split", refCoreApply, refWhere)
	return wounds, ct
}

// refSlotCredit is damage_apply.lua's slot_credit under the core rules: the
// card's standard slot, the forced shifts, the bumps, the stack's end.
func refSlotCredit(rec *refRec, c *card.Card, sp *refSpend) *Terms {
	std, stdLoc := damage.Locate(c, 0)
	t := &Terms{Label: "slot"}
	refAdd(t, std+1, "card "+strconv.Itoa(int(c.Number))+"'s standard location, the "+stdLoc.String(), "card", refCoreApply, refWhere)
	t.Terms = append(t.Terms, rec.forced.Terms...)
	if sp.shift != 0 {
		refAdd(t, sp.shift, "bumps spent on the hit location", "bumps", refCoreApply, refWhere)
	}
	read, _ := damage.Locate(c, rec.shift)
	read++
	if shifted := t.Total(); read != shifted {
		end := 1
		if read < shifted {
			end = read
		}
		refAdd(t, read-shifted, "the stack ends at slot "+strconv.Itoa(end), "stack", refCoreApply, refWhere)
	}
	return t
}

// refLevelCredit is damage_apply.lua's level_credit: the wound level after
// the hit, and the CT of wounds a lost part could not take (nil: none).
func refLevelCredit(a *damage.Applied, ev *refWoundEvent, body *damage.Body) (level, over *Terms) {
	part, most := a.Part, a.WoundsAfter
	for p := damage.Part(0); p < damage.NumParts; p++ {
		if n := int(body.Wounds[p]); n > most {
			part, most = p, n
		}
	}
	level = &Terms{Label: "wound level"}
	refAdd(level, ev.levelAfter, "the most wounds in any part: "+part.String()+" "+strconv.Itoa(most)+" ("+ev.levelName+")",
		"level", refCoreApply, refWhere)
	if a.Overflow > 0 {
		over = &Terms{Label: "overflow CT"}
		refAdd(over, a.CTLost-ev.ct, strconv.Itoa(a.Overflow)+" wound(s) the "+a.Part.String()+" cannot take",
			"overflow", refCoreApply, refWhere)
	}
	return level, over
}

// damageResolve is damage.resolve: preview, log, ablation, apply, the event,
// and concussion.check when the hit concussed without killing.
func (r *refRules) damageResolve(ctx *refCtx, res *refCheck, sp *refSpend) *refRec {
	if sp == nil {
		sp = &refSpend{}
	}
	c := res.card
	target := ctx.target
	rec := r.preview(ctx, c, sp)
	who := target.name
	logging := r.logging()
	if logging {
		through := ""
		l := rec.layer
		if l == nil && len(rec.layers) > 0 {
			l = &rec.layers[0]
		}
		if l != nil {
			through = ", " + l.name + " AV " + strconv.Itoa(l.av) + " vs PV " + strconv.Itoa(rec.pv.Total()) + ": " + rec.outcome.String()
		}
		covered := ""
		fields := map[string]any{"target": who, "location": rec.location.String(), "slot": rec.slot, "outcome": rec.outcome.String()}
		if rec.cover != "" {
			covered = " (covered: hits " + refNamed(rec.cover) + ")"
			fields["cover"] = rec.cover
		}
		if len(rec.forced.Terms) > 0 {
			fields["shift"] = &rec.forced
		}
		if len(rec.layers) > 0 {
			fields["pv"] = &rec.pv
		}
		fields["located"] = refSlotCredit(rec, c, sp)
		r.emit("damage", refCoreApply, refWhere, who+" hit in the "+rec.location.String()+covered+through, fields)
	}
	for i := range rec.layers {
		l := &rec.layers[i]
		n := refAblation[l.outcome]
		if i == 0 && l.outcome != damage.Deflect {
			n += sp.ablate
		}
		if l.obj != nil && n > 0 {
			l.obj.ablated += n
			if logging {
				r.emit("damage", refCoreApply, refWhere,
					l.name+" ablated by "+strconv.Itoa(n)+" (AV now "+strconv.Itoa(max(0, l.obj.av-l.obj.ablated))+")",
					map[string]any{"layer": l.name, "ablated": n})
			}
		}
	}
	if rec.outcome == damage.Deflect || !rec.hasRef {
		return rec
	}
	effect := rec.effect.Total()
	if logging {
		dealt, dealtCT := refSplitCredit(rec)
		what := "RD"
		if rec.outcome == damage.Penetrate {
			what = "DMG"
		}
		r.emit("damage", refCoreApply, refWhere,
			rec.weapon.name+" "+what+": effect "+strconv.Itoa(max(0, effect))+" ("+rec.kind.String()+") → "+
				strconv.Itoa(rec.wounds)+" wound(s), "+strconv.Itoa(rec.ct)+" CT",
			map[string]any{"effect": &rec.effect, "bumps": &rec.bumps, "kind": rec.kind.String(), "wounds": rec.wounds, "ct": rec.ct,
				"wounds_dealt": dealt, "ct_dealt": dealtCT})
	}
	if rec.wounds <= 0 && rec.ct <= 0 {
		return rec
	}
	overflow := refOverflowCT(target)
	body := &target.body
	a := body.Apply(rec.location, rec.wounds, rec.ct, overflow)
	rec.applied = &a
	ctLeft := body.CT
	ev := &refWoundEvent{target: target, attacker: ctx.attacker, weapon: rec.weapon, location: rec.location,
		part: a.Part, wounds: rec.wounds, ct: rec.ct, kind: rec.kind, effect: effect, outcome: rec.outcome,
		card: int(c.Number), size: rec.size, cover: rec.cover, before: a.WoundsBefore, after: a.WoundsAfter,
		overflow: a.Overflow, ctLost: a.CTLost, disabled: a.Disabled, died: a.Died, concussedNow: a.ConcussedNow,
		levelBefore: a.LevelBefore, levelAfter: a.LevelAfter, levelName: refWoundName(a.LevelAfter), ctLeft: ctLeft}
	rec.event = ev
	target.state.lastHit = ev
	if logging {
		level, over := refLevelCredit(&a, ev, body)
		fields := map[string]any{"target": who, "part": a.Part.String(), "wounds": rec.wounds, "before": a.WoundsBefore,
			"after": a.WoundsAfter, "overflow": a.Overflow, "ct_lost": a.CTLost, "level": a.LevelAfter, "wound_level": level}
		if over != nil {
			fields["overflow_ct"] = over
		}
		r.emit("wound", refCoreApply, refWhere,
			who+": "+strconv.Itoa(rec.wounds)+" wound(s) to the "+a.Part.String()+" ("+strconv.Itoa(a.WoundsBefore)+" → "+
				strconv.Itoa(a.WoundsAfter)+"), "+strconv.Itoa(a.CTLost)+" CT lost (CT "+strconv.Itoa(ctLeft)+"); wound level "+ev.levelName,
			fields)
		if a.Disabled && !a.Died {
			r.emit("wound", refCoreApply, refWhere, who+"'s "+a.Part.String()+" is lost",
				map[string]any{"target": who, "part": a.Part.String(), "lost": true})
		}
	}
	if a.Died {
		target.state.dead, target.state.out = true, true
		if logging {
			r.emit("death", refCoreApply, refWhere, who+" is dead: a fifth wound to the "+a.Part.String(),
				map[string]any{"target": who, "part": a.Part.String()})
		}
	}
	for _, fn := range ctx.fight.onWoundApplied {
		fn(ctx.fight, ev)
	}
	if body.Concussed() && !body.Dead {
		r.concussionCheck(ctx.fight, target)
	}
	return rec
}

// refStun is stun.check's result.
type refStun struct {
	stunned bool
	result  refCheck
	tn, mod Terms
}

// stunCheck is stun.check(fight, c) with the event damage.resolve left.
func (r *refRules) stunCheck(f *refFight, c *refCombatant) *refStun {
	st := &c.state
	ev := st.lastHit
	st.lastHit = nil
	if ev == nil || (ev.wounds <= 0 && ev.ct <= 0) {
		return nil
	}
	if st.stunned || st.out || c.body.Dead {
		return nil
	}
	before := ev.levelBefore
	var level int
	var why string
	switch {
	case ev.wounds <= 0:
		level, why = refStunRules.ctOnlyLevel, "CT only"
	case refStunRules.level == "after":
		level, why = ev.levelAfter, "wound level after the hit"
	default:
		level, why = before, "wound level before the hit"
	}
	name, _, stun := refWoundRow(max(level, 1))
	out := &refStun{tn: Terms{Label: "stun TN"}, mod: Terms{Label: "stun modifier"}}
	refAdd(&out.tn, stun, "Stun: "+name+" ("+why+")", "stun", refCoreWounds, refWhere)
	if pen := refWoundPenalty(c, before); pen != 0 {
		refAdd(&out.mod, pen, "previous wounds: "+refWoundName(before), "wounds", refCoreWounds, refWhere)
	}
	out.result = r.checkTrait(c, "fortitude", refCheckOpts{tn: &out.tn, mod: &out.mod, reason: "stun check", noWoundPenalty: true, silent: true})
	out.stunned = !out.result.Success
	if out.stunned {
		st.stunned = true
		if st.dodging { // dodge.cancel(c, "stunned")
			st.dodging, st.dodgeMove = false, nil
			r.emit("dodge", refCoreDodge, "rules/dodge.lua:99", c.name+" stops dodging: stunned",
				map[string]any{"who": c.name, "reason": "stunned"})
		}
		st.dodging = false
	}
	if r.logging() {
		verdict := "shakes it off"
		if out.stunned {
			verdict = "STUNNED"
		}
		r.emit("stun", refCoreWounds, refWhere,
			fmt.Sprintf("%s stun check (fortitude %s): card %d [%s] best %d%+d = %d vs TN %d — %s", c.name, out.result.Die,
				out.result.Card, refValues(&out.result), out.result.Best, out.result.Mod, out.result.Total, out.result.TN, verdict),
			map[string]any{"who": c.name, "tn": &out.tn, "mod": &out.mod, "total": out.result.Total,
				"card": int(out.result.Card), "values": refValueList(&out.result), "best": out.result.Best,
				"calamity": out.result.Calamity && !out.result.Success, "stunned": out.stunned})
	}
	return out
}

// concussionCheck is concussion.check; its log line is built only when a
// transcript is attached, as the script's api.logging() guard does.
func (r *refRules) concussionCheck(f *refFight, c *refCombatant) bool {
	if !c.body.Concussed() {
		return false
	}
	st := &c.state
	if !st.concussed {
		st.concussed, st.out = true, true
		if c.body.Dead {
			return true
		}
		if r.logging() {
			r.emit("concussion", refCoreWounds, refWhere,
				fmt.Sprintf("%s is concussed (CT %d) and out of the fight", c.name, c.body.CT),
				map[string]any{"who": c.name, "ct": c.body.CT})
		}
	}
	return true
}

// refFailure is ancillary.failure's result.
type refFailure struct {
	failed       bool
	rel, failure int
}

// failure is ancillary.failure; like the script it formats its line even
// without a transcript.
func (r *refRules) failure(ctx *refCtx, res *refCheck) refFailure {
	w := ctx.weapon
	if w == nil || w.rel == 0 {
		return refFailure{}
	}
	failed := r.deck.EquipmentFails(res.card, w.rel)
	if failed {
		w.failed = true
		if r.logging() {
			rel := &Terms{Label: "Rel"}
			refAdd(rel, w.rel, "Rel of the "+w.name, "weapon", refCoreAncillary, refWhere)
			r.emit("failure", refCoreAncillary, refWhere,
				fmt.Sprintf("%s fails (failure %d vs Rel %d)", w.name, res.card.Failure, w.rel),
				map[string]any{"weapon": w.name, "rel": w.rel, "failure": int(res.card.Failure), "reliability": rel})
		}
	}
	return refFailure{failed: failed, rel: w.rel, failure: int(res.card.Failure)}
}

// refStrays is ancillary.strays' result.
type refStrays struct {
	strays  int
	terms   Terms
	hits    uint8
	targets []*refCombatant
	damage  []*refCombatant // the bystanders ancillary.stray_hit dealt
}

// strayCount is ancillary.stray_count.
func (r *refRules) strayCount(ctx *refCtx, res *refCheck) (int, Terms) {
	t := Terms{Label: "stray shots"}
	if !res.Success {
		p := ctx.projectiles
		if p == 0 {
			p = 1
		}
		refAdd(&t, p, "missed", "missed", refCoreAncillary, refWhere)
	}
	if w := ctx.weapon; w != nil && w.attrs.scatter {
		panic("reference: scatter weapons are not mirrored")
	}
	if t.Total() > 0 && r.intoMelee(ctx) {
		refAdd(&t, t.Total(), "fired into melee: doubled", "melee", refCoreAncillary, refWhere)
	}
	return t.Total(), t
}

// intoMelee is ancillary.into_melee: attack.context always says for a shot.
func (r *refRules) intoMelee(ctx *refCtx) bool {
	if !ctx.hasBystanders {
		panic("reference: ancillary.into_melee without attack.context is not mirrored")
	}
	return ctx.intoMelee
}

// strays is ancillary.strays.
func (r *refRules) strays(ctx *refCtx, res *refCheck) *refStrays {
	n, t := r.strayCount(ctx, res)
	out := &refStrays{strays: n, terms: t}
	if n > 0 {
		out.hits = damage.StrayHits(res.card, n)
	}
	if n == 0 {
		return out
	}
	if !ctx.hasBystanders {
		panic("reference: ancillary.bystanders without attack.context is not mirrored")
	}
	by := ctx.bystanders
	var names []string
	for i := 0; i < card.MaxFigures; i++ {
		if out.hits&(1<<i) != 0 && i < len(by) {
			out.targets = append(out.targets, by[i])
			names = append(names, fmt.Sprintf("%d (%s)", i+1, by[i].name))
		}
	}
	if r.logging() {
		what := "no one near the line of fire"
		switch {
		case len(names) > 0:
			what = "unintended target " + strings.Join(names, ", ") + " hit"
		case len(by) > 0:
			what = "no unintended target hit"
		}
		var hits any = map[string]any{}
		if out.hits != 0 {
			var list []int
			for i := 0; i < card.MaxFigures; i++ {
				if out.hits&(1<<i) != 0 {
					list = append(list, i+1)
				}
			}
			hits = list
		}
		r.emit("strays", refCoreAncillary, refWhere, fmt.Sprintf("%d stray shot(s): %s", n, what),
			map[string]any{"strays": &out.terms, "hits": hits})
	}
	if refAncillaryNumbers.resolveHits {
		for _, b := range out.targets {
			if refActive(b) {
				r.strayHitAncillary(ctx, res, b)
				out.damage = append(out.damage, b)
			}
		}
	}
	return out
}

// strayHitAncillary is ancillary.stray_hit.
func (r *refRules) strayHitAncillary(ctx *refCtx, res *refCheck, b *refCombatant) {
	c2 := *ctx
	c2.target, c2.cover, c2.called, c2.pointBlank, c2.height = b, nil, "", false, false
	r.damageResolve(&c2, res, nil)
	r.stunCheck(ctx.fight, b)
}

// refOutcome is attack.ranged's outcome.
type refOutcome struct {
	attacker, target, weapon string
	hit, fired               bool
	result                   refCheck
	tn, card                 int
	tnTerms, modTerms        Terms
	spend                    *refSpend
	damage                   *refRec
	wounds                   int
	location                 string
	stun                     *refStun
	failure                  refFailure
	strays                   *refStrays
	ctx                      *refCtx
}

// onHit is attack.lua's on_hit: bumps → damage → stun → concussion.
func (r *refRules) onHit(ctx *refCtx, res *refCheck, out *refOutcome) {
	t := ctx.target
	t.state.hitThisRound++
	if ctx.melee {
		t.state.sinceMeleeHits++
	} else {
		t.state.sinceHits++
	}
	if ctx.melee && ctx.weapon != nil && ctx.weapon.attrs.entangle {
		panic("reference: entangle.contest is not mirrored")
	}
	spend := r.bumpsSpend(ctx, res)
	rec := r.damageResolve(ctx, res, &spend)
	out.spend, out.damage = &spend, rec
	if spend.minor != "" {
		r.bumpsMinor(ctx, &spend)
	}
	out.wounds, out.location = rec.wounds, rec.location.String()
	out.stun = r.stunCheck(ctx.fight, t)
	r.concussionCheck(ctx.fight, t)
	if t.body.Dead {
		t.state.out = true
	}
}

// bumpsMinor is bumps.minor (rules/bumps_more.lua).
func (r *refRules) bumpsMinor(ctx *refCtx, sp *refSpend) {
	text := "1 AP back"
	if sp.minor == "cock" {
		ctx.weapon.cocked = true
		text = "cocks the " + ctx.weapon.name
	} else {
		panic("reference: a minor action other than cocking is not mirrored")
	}
	if r.logging() {
		r.emit("bumps", refCoreBumpsMore, refWhere, ctx.attacker.name+"'s minor action: "+text,
			map[string]any{"who": ctx.attacker.name})
	}
}

// ancillary is attack.lua's ancillary: failure, strays (a bystander the
// strays name but did not deal is dealt here), scatter and the dodge leap.
func (r *refRules) ancillary(ctx *refCtx, res *refCheck, out *refOutcome, thrown bool) {
	out.failure = r.failure(ctx, res)
	if out.failure.failed {
		ctx.weapon.jammed = true
	}
	if !ctx.melee {
		s := r.strays(ctx, res)
		out.strays = s
		if refAncillaryNumbers.resolveHits {
			for _, b := range s.targets {
				dealt := false
				for _, d := range s.damage {
					dealt = dealt || d == b
				}
				if !dealt {
					r.strayHit(ctx, res, b)
				}
			}
		}
	}
	if !out.hit && (thrown || ctx.target.state.dodging) {
		panic("reference: scatter and the dodge leap are not mirrored")
	}
}

// strayHit is attack.lua's stray_hit: the same card, no bumps.
func (r *refRules) strayHit(ctx *refCtx, res *refCheck, b *refCombatant) {
	c2 := *ctx
	c2.target, c2.called, c2.stray = b, "", true
	if r.logging() {
		r.emit("strays", refCoreAttack, refWhere, "a stray shot hits "+b.name, map[string]any{"target": b.name})
	}
	r.damageResolve(&c2, res, nil)
	r.stunCheck(ctx.fight, b)
	if b.body.Dead {
		b.state.out = true
	}
}

// attackRanged is attack.ranged(ctx).
func (r *refRules) attackRanged(ctx *refCtx) *refOutcome {
	a, t, w, f := ctx.attacker, ctx.target, ctx.weapon, ctx.fight
	if !ctx.alreadyFired {
		if w.loaded < 1 {
			panic("reference: an empty weapon is not mirrored")
		}
		w.loaded--
	}
	w.cocked = false
	if w.kind == "thrown" && w.loaded < 1 {
		w.drawn = false
	}
	ts := &t.state
	ts.shotAtThisRound++
	ts.sinceShots++
	tn := r.rangedTN(ctx)
	mod := r.rangedMod(ctx)
	trait := r.rangedTrait(ctx)
	skill := w.skill
	if skill == "" {
		skill = "shooting"
	}
	res := r.checkSkill(a, skill, refCheckOpts{tn: &tn, mod: &mod, trait: trait, card: ctx.card,
		noWoundPenalty: true, silent: true, reason: "shot at " + t.name})
	if ctx.autoHit {
		res.Success, res.Bumps = true, 0
	}
	out := &refOutcome{attacker: a.name, target: t.name, weapon: w.name, hit: res.Success, result: res,
		tn: res.TN, tnTerms: tn, modTerms: mod, card: int(res.Card), fired: true, ctx: ctx}
	if r.logging() {
		verb := "shoots at"
		if w.kind == "thrown" {
			verb = "throws at"
		}
		aimed, fan := "", ""
		if ctx.aimed > 0 {
			aimed = fmt.Sprintf(" (aimed ×%d)", ctx.aimed)
		}
		if ctx.fan != nil {
			fan = fmt.Sprintf(" (fan shot %d)", ctx.fan.shot)
		}
		verdict, tail := "miss", ""
		if res.Success {
			verdict = "HIT"
		}
		if ctx.autoHit {
			tail = " (covering fire: calamity card)"
		} else if res.Bumps > 0 && res.Success {
			tail = fmt.Sprintf(", %d bump(s)", res.Bumps)
		}
		r.emit("attack", refCoreAttack, refWhere,
			fmt.Sprintf("%s %s %s with the %s at %d paces%s%s: %s — %s%s", a.name, verb, t.name, w.name, ctx.rng,
				aimed, fan, fmt.Sprintf("card %d [%s] best %d%+d = %d vs TN %d", res.Card, refValues(&res), res.Best,
					res.Mod, res.Total, res.TN), verdict, tail),
			map[string]any{"attacker": a.name, "target": t.name, "weapon": w.name, "trait": trait, "skill": skill,
				"tn": &out.tnTerms, "mod": &out.modTerms, "card": int(res.Card), "values": refValueList(&res),
				"best": res.Best, "total": res.Total, "hit": res.Success, "bumps": res.Bumps,
				"calamity": res.Calamity && !res.Success, "range": ctx.rng})
	}
	if res.Success {
		r.onHit(ctx, &res, out)
	}
	r.ancillary(ctx, &res, out, w.kind == "thrown")
	if a.state.aim != nil { // aim.clear(a, "fired")
		if r.logging() {
			r.emit("aim", refCoreAim, "rules/aim.lua:158", a.name+" loses aim: fired", map[string]any{"who": a.name, "reason": "fired"})
		}
		a.state.aim = nil
	}
	a.state.snapBonus = 0
	f.history = append(f.history, refHistory{kind: "attack", round: f.round, phase: f.phase, attacker: out.attacker,
		target: out.target, weapon: out.weapon, hit: out.hit, card: out.card, wounds: out.wounds, location: out.location})
	for _, fn := range f.onAttackResolved {
		fn(f, out)
	}
	return out
}

// refAttackSummary is what TestReferenceMatchesScript compares, attack by attack.
type refAttackSummary struct {
	Card, TN, Best, Bumps              int
	Hit                                bool
	Spend                              bool // bumps.spend ran (a hit)
	Shift, PenBumps, DamageBumps, Slot int
	Location, Outcome                  string
	Effect, Wounds, CT                 int
	Stun, Stunned                      bool
	StunTN, StunCard                   int
	Failed                             bool
	Strays                             int
	Draws                              int // 1 + the stun check's card
}

// refLuaSummary reads an attack.ranged outcome table.
func refLuaSummary(out *lua.LTable) refAttackSummary {
	num := func(t *lua.LTable, k string) int {
		v, _ := t.RawGetString(k).(lua.LNumber)
		return int(v)
	}
	tab := func(t *lua.LTable, k string) *lua.LTable {
		v, _ := t.RawGetString(k).(*lua.LTable)
		return v
	}
	total := func(v lua.LValue) int {
		if t := toTerms(v); t != nil {
			return t.Total()
		}
		return -1
	}
	res := tab(out, "result")
	s := refAttackSummary{Card: num(out, "card"), TN: num(out, "tn"), Best: num(res, "best"), Bumps: num(res, "bumps"),
		Hit: lua.LVAsBool(out.RawGetString("hit")), Draws: 1}
	if sp := tab(out, "spend"); sp != nil {
		s.Spend, s.Shift, s.PenBumps, s.DamageBumps = true, num(sp, "shift"), num(sp, "pen_bumps"), num(sp, "damage")
	}
	if dm := tab(out, "damage"); dm != nil {
		s.Slot, s.Location, s.Outcome = num(dm, "slot"), lua.LVAsString(dm.RawGetString("location")), lua.LVAsString(dm.RawGetString("outcome"))
		s.Effect, s.Wounds, s.CT = total(dm.RawGetString("effect")), num(dm, "wounds"), num(dm, "ct")
	}
	if st := tab(out, "stun"); st != nil {
		s.Stun, s.Stunned, s.StunTN = true, lua.LVAsBool(st.RawGetString("stunned")), total(st.RawGetString("tn"))
		s.StunCard = num(tab(st, "result"), "number")
		s.Draws++
	}
	if f := tab(out, "failure"); f != nil {
		s.Failed = lua.LVAsBool(f.RawGetString("failed"))
	}
	if sr := tab(out, "strays"); sr != nil {
		s.Strays = num(sr, "strays")
	}
	return s
}

// refSummary reads the reference's outcome.
func refSummary(out *refOutcome) refAttackSummary {
	s := refAttackSummary{Card: out.card, TN: out.tn, Best: out.result.Best, Bumps: out.result.Bumps, Hit: out.hit,
		Failed: out.failure.failed, Draws: 1}
	if sp := out.spend; sp != nil {
		s.Spend, s.Shift, s.PenBumps, s.DamageBumps = true, sp.shift, sp.penBumps, sp.damage
	}
	if dm := out.damage; dm != nil {
		s.Slot, s.Location, s.Outcome = dm.slot, dm.location.String(), dm.outcome.String()
		s.Effect, s.Wounds, s.CT = -1, dm.wounds, dm.ct
		if dm.hasRef {
			s.Effect = dm.effect.Total()
		}
	}
	if st := out.stun; st != nil {
		s.Stun, s.Stunned, s.StunTN, s.StunCard = true, st.stunned, st.tn.Total(), int(st.result.Card)
		s.Draws++
	}
	if out.strays != nil {
		s.Strays = out.strays.strays
	}
	return s
}

// refDrawn is how many cards a deck has dealt since New (the default
// reshuffle policy reshuffles exactly when the draw pile is empty).
func refDrawn(d *deck.State) int { return card.Count*(d.Reshuffles()+1) - d.DrawLen() }

// refWhereLine masks a term's or event's file:line: the reference does not
// know the scripts' lines.
var refWhereLine = regexp.MustCompile(`"where":"[^"]*"`)

// TestReferenceMatchesScript runs the duel attack of BenchmarkAttack 300
// times through the scripts and through the plain-Go reference, each on its
// own deck with seed 1, and checks they are the same attack: per attack the
// card, TN, best, hit, bumps, the spend (location shift and slot, pen bumps,
// damage bumps), location, P/A/D, effect, wounds, CT, the stun check (TN,
// card, result), equipment failure and strays, and the cards drawn; with a
// transcript, the same events (kind, text, module, fields and every term's
// reason, tag and module; file:line masked).
func TestReferenceMatchesScript(t *testing.T) {
	const n = 300
	for _, logged := range []bool{false, true} {
		name := "silent"
		if logged {
			name = "transcript"
		}
		t.Run(name, func(t *testing.T) {
			var luaText, goText bytes.Buffer
			var luaLog, goLog *Transcript
			if logged {
				luaLog, goLog = NewTranscript(&luaText, true, false), NewTranscript(&goText, true, false)
			}
			ld := benchAttack(t, nil, luaLog)
			defer ld.e.Close()
			gd := newRefDuel(t, goLog)
			var hits, bumped, stuns, misses int
			for i := 0; i < n; i++ {
				ls, gs := refLuaSummary(ld.attack(t)), refSummary(gd.attack())
				if ls != gs {
					t.Fatalf("attack %d differs:\nscript    %+v\nreference %+v", i, ls, gs)
				}
				if ld.deck.Snapshot() != gd.r.deck.Snapshot() {
					t.Fatalf("attack %d: the decks differ after the attack", i)
				}
				if got := refDrawn(gd.r.deck); got != refDrawn(ld.deck) {
					t.Fatalf("attack %d: reference drew %d cards in all, script %d", i, got, refDrawn(ld.deck))
				}
				switch {
				case !gs.Hit:
					misses++
				case gs.Bumps > 0:
					bumped++
				}
				if gs.Hit {
					hits++
				}
				if gs.Stun {
					stuns++
				}
			}
			if got, want := refDrawn(gd.r.deck), n+stuns; got != want {
				t.Fatalf("reference drew %d cards for %d attacks with %d stun checks, want %d", got, n, stuns, want)
			}
			// the run must reach every branch the duel has: misses (strays),
			// hits without bumps, hits whose bumps the policy spends, stun checks
			t.Logf("%d attacks: %d misses, %d hits (%d with bumps), %d stun checks", n, misses, hits, bumped, stuns)
			if misses == 0 || bumped == 0 || hits-bumped == 0 || stuns == 0 {
				t.Fatalf("%d attacks: %d misses, %d hits (%d with bumps), %d stun checks: a branch is never reached", n, misses, hits, bumped, stuns)
			}
			if !logged {
				return
			}
			if err := luaLog.Flush(); err != nil {
				t.Fatal(err)
			}
			if err := goLog.Flush(); err != nil {
				t.Fatal(err)
			}
			ll := strings.Split(refWhereLine.ReplaceAllString(luaText.String(), `"where":"*"`), "\n")
			gl := strings.Split(refWhereLine.ReplaceAllString(goText.String(), `"where":"*"`), "\n")
			for i := 0; i < min(len(ll), len(gl)); i++ {
				if ll[i] != gl[i] {
					t.Fatalf("transcript line %d differs:\nscript    %s\nreference %s", i+1, ll[i], gl[i])
				}
			}
			if len(ll) != len(gl) || len(ll) < 4*n {
				t.Fatalf("transcripts: script %d lines, reference %d; want equal and at least %d", len(ll), len(gl), 4*n)
			}
		})
	}
}

// TestReferenceAttackMatchesScript pins one attack on a stacked card: card 40
// read by Miranda (Dexterity d10, shooting 3) at 10 paces with the
// Peacemaker. seed 000 "Range": "Standard (5) … Add one to the TN for each
// full range increment" (increment 8: 10 paces is +1); "Aim and Snap Shots":
// the Peacemaker's F/-2 unaimed is +2 — TN 8. Both the scripts and the
// reference read best 11 off card 40: a hit.
func TestReferenceAttackMatchesScript(t *testing.T) {
	ld := benchAttack(t, nil, nil)
	defer ld.e.Close()
	gd := newRefDuel(t, nil)
	for _, d := range []*deck.State{ld.deck, gd.r.deck} {
		if err := d.Stack(40); err != nil {
			t.Fatal(err)
		}
	}
	ls, out := refLuaSummary(ld.attack(t)), gd.attack()
	gs := refSummary(out)
	if ls != gs {
		t.Fatalf("card 40:\nscript    %+v\nreference %+v", ls, gs)
	}
	if gs.Card != 40 || gs.TN != 8 || gs.Best != 11 || !gs.Hit {
		t.Fatalf("card 40: card %d, TN %d, best %d, hit %v; want card 40, TN 8, best 11, a hit", gs.Card, gs.TN, gs.Best, gs.Hit)
	}
	if got, want := out.tnTerms.String(), "5 (Standard) + 1 (range 10 paces, increment 8) + 2 (snap shot (F/-2)) = 8"; got != want {
		t.Fatalf("card 40: TN %q, want %q", got, want)
	}
}

// refNamed is a cover's name as a noun phrase: as written when it has its
// article ("a woodpile"), else with "the" ("hardwood bar").
func refNamed(name string) string {
	lower := strings.ToLower(name)
	for _, art := range []string{"a ", "an ", "the "} {
		if strings.HasPrefix(lower, art) {
			return name
		}
	}
	return "the " + name
}
