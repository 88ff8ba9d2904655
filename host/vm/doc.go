// Package vm is twtw's sandboxed, pooled gopher-lua VM: the only place that
// decides what a rule script can reach and how long it may run.
//
// # Scripts
//
// Compile reads layers of "*.lua" files (the embedded scripts/ tree, then
// campaign folders), lets a later layer replace an earlier file with the same
// path, and compiles every file once into a *lua.FunctionProto shared by all
// VMs. A script's chunk name is its path ("rules/ranged.lua"), so errors read
// "rules/ranged.lua:12: ...". Its module name is the dotted path
// ("rules.ranged"); folder and file names may use only letters, digits, "_"
// and "-", and Compile refuses any other .lua file name.
//
// # Sandbox
//
// A VM opens only the base, table, string and math libraries, then:
//   - load, loadstring, dofile, loadfile, collectgarbage, getfenv, setfenv,
//     module, newproxy and string.dump raise "<name> is not available in the
//     twtw sandbox (<why>)"; _printregs is gone;
//   - os, io, debug, package and coroutine are locked empty tables: any use
//     (os.execute, io.open) raises "os.execute is not available in the twtw
//     sandbox (<why>)" at the script's line. Coroutines are left out because a
//     gopher-lua thread keeps the context it was created under (one kept
//     across calls would run under a stale deadline) and each thread
//     allocates its own stacks;
//   - require resolves dotted names in the script set only and caches each
//     module's value per VM in a Go map scripts cannot reach;
//   - print writes to Options.Output (io.Discard unless set), for spec output;
//   - math.random draws from the *rand.Rand given to SetRand (the fight's
//     seeded PCG), with Lua 5.1 semantics; without one it fails, and
//     math.randomseed always fails: the fight's seed decides every draw;
//   - the global table is locked after setup: assigning a new global (a
//     forgotten "local") or rawset(_G, ...) fails, so scripts cannot leak
//     state to each other or to later fights through globals. Reassigning an
//     existing global or a library field (string.trim = ...) is still
//     possible; module tables and upvalues also live as long as the VM.
//
// # Limits
//
// Every Call has a deadline (Options.CallTimeout, default 2 s, or the
// caller's context if earlier), checked by gopher-lua before each
// instruction. pcall and xpcall do not catch a stop, and the pattern
// functions (string.find, match, gmatch, gsub: a port of Lua 5.1's matcher,
// since gopher-lua's own cannot be interrupted) check the deadline while
// they match. A stopped call returns *StopError naming the running
// script's file and line, and its VM is broken: it refuses further calls and
// a Pool closes it on Put rather than reuse a state stopped halfway.
// A Go panic inside a call is recovered into a *ScriptError and breaks the VM
// too. Nested calls are capped at Options.CallStackSize ("stack overflow"),
// the value stack at Options.RegistryMaxSize ("registry overflow"), and
// string.rep, string.format, string.gsub and table.concat refuse results over
// Options.MaxString (1 MiB) before allocating them; string.format widths and
// precisions are capped at two digits as in Lua 5.1.
//
// Known holes: "s = s .. s" doubles a string in one instruction, so only the
// deadline bounds it (a few GB within the default 2 s); a Go host function
// that loops without calling back into Lua is not interrupted either.
// LState.SetMx must not be used: it calls os.Exit.
//
// # Pool
//
// A Pool reuses VMs (a new one costs an LState, the sandbox and the host
// setup; the compiled scripts are shared). Put resets the random source, the
// print output and the Lua stack, and drops broken VMs; the module cache is
// kept, which is the point of pooling.
package vm
