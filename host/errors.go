package host

import "github.com/twtw/twtw/host/vm"

// Layer is one folder of scripts loaded over a ruleset's own (a campaign's
// house rules, a folder of specs): Options.Layers. See vm.Layer.
type Layer = vm.Layer

// ScriptError is a Lua error with the script's path and line: a syntax
// error, or an error a rule raised. See vm.ScriptError.
type ScriptError = vm.ScriptError

// StopError is a script call stopped by its deadline or the memory guard,
// with the path and line it had reached. See vm.StopError.
type StopError = vm.StopError
