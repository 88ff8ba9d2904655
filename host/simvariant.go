package host

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
)

// Variant returns the engine options of a variant of this engine's rule set
// and a label saying exactly what differs, for a simulation that compares
// them on the same seeds. spec is one or more changes joined by "+":
//
//	MODULE             switch the module the other way (off if the baseline has it on)
//	MODULE=on|off      switch it on or off
//	MODULE.OPTION=V    set an option (switching the module on if it is off)
//	FOLDER             load a house-rule folder (a path, or builtin:houserules/NAME)
//	                   and switch its modules on
//
// It refuses an unknown module or option, a value that does not fit, a
// change the baseline has already, and two changes of one thing (an option
// set twice, a module switched after an earlier change touched it). The
// label is of the changes taken together, against the baseline: "with
// gulch.hard_cover (bonus=2, materials=solid)", "with bleeding (heavy=3)".
func (e *Engine) Variant(spec string) (Options, string, error) {
	o := cloneOptions(e.opts)
	o.Campaign = nil // a change is no line of the campaign's
	var labels []string
	mods := map[string]*moduleChange{} // by module, in the order first changed
	var folders []*folderChange        // their labels are made once every change is made
	// the catalog the changes are read against: a folder's adds its modules,
	// so its modules' options may be set in the same variant
	cat := e.catalog
	for _, part := range foldersFirst(e, spec) {
		part = strings.TrimSpace(part)
		if part == "" {
			return o, "", variantError(spec, "an empty change (changes are joined by +)")
		}
		module, option := e.changeTarget(cat, part)
		if name := houseModule(cat, part); module == "" && name != "" {
			return o, "", variantError(spec, "%s", houseUnknown(cat, name, part, spec))
		}
		if err := touchOnce(mods, part, module, option); err != nil {
			return o, "", variantError(spec, "%v", err)
		}
		if mc := mods[module]; option != "" && mc.switched != "" && !moduleOn(cat, o, module) {
			return o, "", variantError(spec, "%q switches module %s off and %q sets an option of it: "+
				"a module that is off reads no option (give one or the other)", mc.switched, module, part)
		}
		var label string
		var err error
		if module == "" && isFolderChange(cat, part) {
			var f *folderChange
			if f, err = e.addFolder(&o, part); err == nil {
				cat = f.catalog // later changes may set the folder's modules' options
				f.at = len(labels)
				folders = append(folders, f)
			}
		} else {
			label, err = e.applyChange(cat, &o, part)
		}
		if mc := mods[module]; err == nil && mc != nil && option == "" {
			mc.off = !moduleOn(cat, o, module)
		}
		var le *LoadError
		switch {
		case errors.As(err, &le):
			// a folder whose scripts do not load: still a script's fault,
			// located in it
			return o, "", &LoadError{Err: fmt.Errorf("compare %q: %w", spec, err)}
		case err != nil:
			return o, "", variantError(spec, "%v", err)
		}
		switch mc := mods[module]; {
		case module == "":
			labels = append(labels, label)
		case mc.label < 0: // the module's label goes where it was first changed
			mc.label = len(labels)
			labels = append(labels, "")
		}
	}
	byFolder := map[string]bool{} // the modules a folder's label names as switched on
	for _, f := range folders {
		label, named := f.label(cat, o)
		if label == "" {
			return o, "", variantError(spec, "house rules %s: the variant switches off again every module the folder switches on: nothing to compare", f.dir)
		}
		labels[f.at] = label
		for _, n := range named {
			byFolder[n] = true
		}
	}
	for _, name := range sortedKeys(mods) {
		mc := mods[name]
		if mc.off && moduleOn(cat, o, name) {
			return o, "", variantError(spec, "%q switches module %s off, and another change of the variant switches on a module that requires it", mc.switched, name)
		}
		if byFolder[name] && len(mc.options) == 0 {
			continue // "+M" in the folder's label says it: "with M" would say it twice
		}
		if label := e.moduleLabel(cat, o, name, mc.options); label != "" {
			labels[mc.label] = label + e.requiredLabel(cat, o, name, mods)
		}
	}
	return o, strings.Join(slices.DeleteFunc(labels, func(l string) bool { return l == "" }), ", "), nil
}

// foldersFirst splits a variant into its changes, the house-rule folders
// first (in the order given): a folder's modules are known only once it is
// loaded, and "gulch.t.bonus=2+./gulch" sets an option of one of them.
func foldersFirst(e *Engine, spec string) []string {
	var folders, rest []string
	for _, part := range strings.Split(spec, "+") {
		if isFolderChange(e.catalog, strings.TrimSpace(part)) {
			folders = append(folders, part)
		} else {
			rest = append(rest, part)
		}
	}
	return append(folders, rest...)
}

// isFolderChange says whether a change names a house-rule folder: a
// built-in example, a path, or a folder on disk that is no module's name.
func isFolderChange(cat *Catalog, part string) bool {
	if strings.Contains(part, "=") {
		return false
	}
	if _, isModule := cat.Module(part); isModule {
		return false
	}
	return strings.HasPrefix(part, BuiltinPrefix) || strings.ContainsAny(part, `/\`) || isDir(part)
}

// houseModule is the module a change names when the catalog does not have
// it and it looks like a house rule's (a dotted name with no module close
// to it: gulch.dust of gulch.dust.level=3, gulch.dust=off, gulch.dust), or
// "" for a change of a module there is, a folder, or anything else.
func houseModule(cat *Catalog, part string) string {
	lhs, val, isSet := strings.Cut(part, "=")
	name := lhs
	switch dot := strings.LastIndexByte(lhs, '.'); {
	case !isSet && isFolderChange(cat, part):
		return ""
	case isSet && (val != "on" && val != "off" || dot > 0 && hasModule(cat, lhs[:dot])):
		// MODULE.OPTION=V (bleeding.heavy=on sets an option too)
		if dot <= 0 {
			return ""
		}
		name = lhs[:dot]
	}
	if hasModule(cat, name) || !strings.Contains(name, ".") {
		return ""
	}
	if msg := cat.Unknown(name); strings.Contains(msg, "; did you mean") || strings.Contains(msg, "belongs to ruleset") {
		return "" // a misspelt module, or another ruleset's: Unknown says which
	}
	return name
}

// houseUnknown refuses change part of variant spec, which names house
// module name without its folder, with the forms that load it.
func houseUnknown(cat *Catalog, name, part, spec string) string {
	msg := cat.Unknown(name)
	if !strings.Contains(part, "=") {
		msg += fmt.Sprintf(", and no folder %q", part)
	}
	return msg + fmt.Sprintf("; a house rule's module is known once its folder loads: --compare ./FOLDER+%s, or --campaign FILE whose scripts hold the folder", spec)
}

// hasModule says whether the catalog has module name.
func hasModule(cat *Catalog, name string) bool {
	_, ok := cat.Module(name)
	return ok
}

// moduleChange is what one variant changes of one module: whether it
// switched it, the options it set (in order), and where its label goes.
type moduleChange struct {
	switched string   // the change that switched the module ("" for none)
	off      bool     // that change switched it off
	options  []string // the options set, in order
	by       map[string]string
	label    int
}

// changeTarget names the module a change acts on and the option it sets
// ("" for a switch); module "" for a folder or what is no module.
func (e *Engine) changeTarget(cat *Catalog, part string) (module, option string) {
	lhs, val, isSet := strings.Cut(part, "=")
	if _, ok := cat.Module(lhs); ok && (!isSet || val == "on" || val == "off") {
		return lhs, ""
	}
	if !isSet {
		return "", ""
	}
	if dot := strings.LastIndexByte(lhs, '.'); dot > 0 && dot < len(lhs)-1 {
		if _, ok := cat.Module(lhs[:dot]); ok {
			return lhs[:dot], lhs[dot+1:]
		}
	}
	return "", ""
}

// touchOnce records that part changes module (option "" for a switch),
// refusing a second change of the same thing: an option set twice, or a
// module switched after an earlier change of it (an option set switches a
// module on, so switching it first and then setting options is one change).
func touchOnce(mods map[string]*moduleChange, part string, module, option string) error {
	if module == "" {
		return nil
	}
	mc := mods[module]
	if mc == nil {
		mc = &moduleChange{by: map[string]string{}, label: -1}
		mods[module] = mc
	}
	if option == "" {
		if len(mc.by) > 0 || mc.switched != "" {
			prev := mc.switched
			if prev == "" {
				prev = mc.by[mc.options[0]]
			}
			return fmt.Errorf("%q and %q both change module %s: give each change once (MODULE.OPTION=V switches a module on)", prev, part, module)
		}
		mc.switched = part
		return nil
	}
	if prev, ok := mc.by[option]; ok {
		return fmt.Errorf("%q and %q both set %s.%s: give each change once", prev, part, module, option)
	}
	mc.by[option] = part
	mc.options = append(mc.options, option)
	return nil
}

// moduleLabel says what o changes of a module against the baseline: "with
// M", "with M (a=1, b=2)", "without M", each option set as
// "M.a=1 (baseline 2)", or "" for nothing (off in both).
func (e *Engine) moduleLabel(cat *Catalog, o Options, name string, options []string) string {
	m, _ := cat.Module(name)
	value := func(opts Options, option string) any {
		i := slices.IndexFunc(m.Options, func(s OptionSpec) bool { return s.Name == option })
		return e.optionValue(opts, name, m.Options[i])
	}
	baseOn, nowOn := moduleOn(cat, e.opts, name), moduleOn(cat, o, name)
	switch {
	case baseOn && !nowOn:
		return "without " + name
	case !baseOn && !nowOn:
		return "" // a folder's module the variant switches off again: no difference
	case !baseOn:
		if len(options) == 0 {
			return "with " + name
		}
		set := make([]string, len(options))
		for i, opt := range options {
			set[i] = fmt.Sprintf("%s=%v", opt, value(o, opt))
		}
		return fmt.Sprintf("with %s (%s)", name, strings.Join(set, ", "))
	}
	set := make([]string, len(options))
	for i, opt := range options {
		set[i] = fmt.Sprintf("%s.%s=%v (baseline %v)", name, opt, value(o, opt), value(e.opts, opt))
	}
	return strings.Join(set, ", ")
}

func variantError(spec, format string, args ...any) error {
	return &InputError{Err: fmt.Errorf("compare %q: "+format, append([]any{spec}, args...)...)}
}

// applyChange applies one change to o, other than a folder (addFolder), and
// returns its label.
func (e *Engine) applyChange(cat *Catalog, o *Options, part string) (string, error) {
	if lhs, val, ok := strings.Cut(part, "="); ok {
		if _, isModule := cat.Module(lhs); isModule && (val == "on" || val == "off") {
			return e.switchModule(cat, o, lhs, val == "on")
		}
		dot := strings.LastIndexByte(lhs, '.')
		if dot <= 0 || dot == len(lhs)-1 {
			return "", fmt.Errorf("%q: want MODULE.OPTION=VALUE or MODULE=on|off", part)
		}
		return e.setOption(cat, o, lhs[:dot], lhs[dot+1:], val)
	}
	if _, isModule := cat.Module(part); isModule {
		// the other way from the baseline (a module an earlier change of the
		// variant switched on as a requirement is on already)
		return e.switchModule(cat, o, part, !moduleOn(cat, e.opts, part))
	}
	// the "did you mean" ends the message: "…, and no folder "x"; did you mean "y"?"
	msg, hint, _ := strings.Cut(cat.Unknown(part), "; did you mean")
	if hint != "" {
		hint = "; did you mean" + hint
	}
	return "", fmt.Errorf("%s, and no folder %q%s", msg, part, hint)
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// moduleOn says whether a module is on under options o.
func moduleOn(c *Catalog, o Options, name string) bool {
	m, ok := c.Module(name)
	if !ok {
		return false
	}
	if m.Kind == KindCore {
		return true
	}
	if slices.ContainsFunc(o.Enable, func(x Enable) bool { return x.Name == name }) {
		return true
	}
	return m.DefaultOn && !slices.Contains(o.Disable, name)
}

// switchModule switches a module on or off.
func (e *Engine) switchModule(cat *Catalog, o *Options, name string, on bool) (string, error) {
	m, _ := cat.Module(name)
	if m.Kind == KindCore {
		return "", fmt.Errorf("module %s is a core rule and always on", name)
	}
	if moduleOn(cat, *o, name) == on {
		if moduleOn(cat, e.opts, name) != on {
			return "with " + name, nil // switched on already, as a requirement of an earlier change
		}
		state := map[bool]string{true: "on", false: "off"}[on]
		return "", fmt.Errorf("module %s is %s in the baseline already: nothing to compare", name, state)
	}
	if on {
		if slices.Contains(o.Disable, name) {
			o.Disable = slices.DeleteFunc(o.Disable, func(s string) bool { return s == name })
		} else {
			o.Enable = append(o.Enable, Enable{Name: name})
		}
		return "with " + name + e.switchOnRequired(cat, o, m), nil
	}
	o.Enable = slices.DeleteFunc(o.Enable, func(x Enable) bool { return x.Name == name })
	if m.DefaultOn {
		o.Disable = append(o.Disable, name)
	}
	return "without " + name, nil
}

// switchOnRequired switches on, for a variant that switches m on, the
// optional modules m requires that are off (arc_edges reads the fields
// fields_of_fire keeps), and returns what the label adds (requiredLabel).
// A requirement that is not a module of the catalog is left to Resolve to
// refuse.
func (e *Engine) switchOnRequired(cat *Catalog, o *Options, m *Manifest) string {
	for _, r := range m.Requires {
		if req, ok := cat.Module(r); ok && req.Kind != KindCore && !moduleOn(cat, *o, r) {
			_, _ = e.switchModule(cat, o, req.Name, true) // off, not core: it switches on
		}
	}
	return e.requiredLabel(cat, *o, m.Name, nil)
}

// requiredLabel is what a label adds for the modules name requires that the
// variant switched on with it and changed no other way (changed): " and
// fields_of_fire (arc_edges requires it)", or "".
func (e *Engine) requiredLabel(cat *Catalog, o Options, name string, changed map[string]*moduleChange) string {
	m, ok := cat.Module(name)
	if !ok || !moduleOn(cat, o, name) || moduleOn(cat, e.opts, name) {
		return ""
	}
	var added []string
	for _, r := range m.Requires {
		if _, own := changed[r]; !own && moduleOn(cat, o, r) && !moduleOn(cat, e.opts, r) {
			added = append(added, r)
		}
	}
	if len(added) == 0 {
		return ""
	}
	return fmt.Sprintf(" and %s (%s requires it)", strings.Join(added, " and "), name)
}

// setOption sets one option of a module, switching the module on if need be.
func (e *Engine) setOption(cat *Catalog, o *Options, module, option, value string) (string, error) {
	m, ok := cat.Module(module)
	if !ok {
		return "", fmt.Errorf("%s", cat.Unknown(module))
	}
	i := slices.IndexFunc(m.Options, func(s OptionSpec) bool { return s.Name == option })
	if i < 0 {
		var names []string
		for _, s := range m.Options {
			names = append(names, s.Name)
		}
		return "", fmt.Errorf("module %s has no option %q (its options: %s)", module, option, strings.Join(names, ", "))
	}
	spec := m.Options[i]
	v, err := spec.Check(value)
	if err != nil {
		return "", fmt.Errorf("%s.%s: %v", module, option, err)
	}
	wasOn := moduleOn(cat, *o, module)
	was := e.optionValue(*o, module, spec)
	// against the baseline: the module may have been switched on by an
	// earlier change of this variant, which a default value then completes
	if moduleOn(cat, e.opts, module) && fmt.Sprint(e.optionValue(e.opts, module, spec)) == fmt.Sprint(v) {
		return "", fmt.Errorf("%s.%s is %v in the baseline already: nothing to compare", module, option, v)
	}
	required := ""
	if !wasOn {
		lab, err := e.switchModule(cat, o, module, true)
		if err != nil {
			return "", err
		}
		required = strings.TrimPrefix(lab, "with "+module)
	}
	k := slices.IndexFunc(o.Enable, func(x Enable) bool { return x.Name == module })
	if k < 0 {
		o.Enable = append(o.Enable, Enable{Name: module})
		k = len(o.Enable) - 1
	}
	opts := maps.Clone(o.Enable[k].Options)
	if opts == nil {
		opts = map[string]any{}
	}
	opts[option] = v
	o.Enable[k].Options = opts
	if !wasOn {
		return fmt.Sprintf("with %s (%s=%v)%s", module, option, v, required), nil
	}
	return fmt.Sprintf("%s.%s=%v (baseline %v)", module, option, v, was), nil
}

// optionValue is a module option's value under o: the one given, else the default.
func (e *Engine) optionValue(o Options, module string, spec OptionSpec) any {
	for _, x := range o.Enable {
		if x.Name == module {
			if v, ok := x.Options[spec.Name]; ok {
				if c, err := spec.Check(v); err == nil {
					return c
				}
				return v
			}
		}
	}
	return spec.Default
}

// SamePlan reports whether two engines run the same modules, files and
// options (a comparison of them would compare a rule set with itself).
func (e *Engine) SamePlan(o *Engine) bool {
	key := func(x *Engine) []string {
		var out []string
		for _, p := range x.plan {
			out = append(out, p.Name+" "+p.Hash+optionText(p.Options))
		}
		return out
	}
	return slices.Equal(key(e), key(o))
}

func cloneOptions(o Options) Options {
	n := o
	n.Layers = slices.Clone(o.Layers)
	n.Enable = slices.Clone(o.Enable)
	n.Disable = slices.Clone(o.Disable)
	return n
}
