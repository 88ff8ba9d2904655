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
// Loading is bounded before gopher-lua sees a file (its compiler recurses
// once per nesting level, which a deep enough file turns into a fatal Go
// stack overflow, and is quadratic in places): Compile reads only regular
// files, at most MaxSourceSize bytes each, MaxScriptFiles files and
// MaxTotalSource bytes in all, and a linear scan refuses a file that nests
// deeper than MaxNesting levels, defines more than MaxFunctions functions or
// uses more than MaxConstants constants in one function, with a
// *ScriptError naming the file and line. Within these limits a file
// compiles in under a second. (Parsing and compiling cannot be interrupted,
// so they run under these limits rather than a call's deadline.)
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
//   - the global table is locked before the first script runs (in setup or
//     after it): assigning a global, new (a
//     forgotten "local") or existing (print = f), or a field of the string,
//     math and table libraries (string.format = f) fails at the script's
//     line, as do rawset, table.insert, table.remove and table.sort on them;
//     the string metatable is hidden (getmetatable("") is "locked", as the
//     metatables of the host's own types should be). So scripts cannot leak
//     state to each other or to later fights through globals, nor change
//     what another rule calls. ReadOnly makes the same kind of view of any
//     table the host hands to scripts (twtw's API and rules table are such
//     views); pairs, next, ipairs and rawget read through views. Frozen
//     tables are read at full speed but cannot grow (the host's card
//     tables): a new key, rawset or the table library fails. Module
//     tables and upvalues live as long as the module (see Pool).
//
// # Limits
//
// Every Call has a deadline (Options.CallTimeout, default 2 s, or the
// caller's context if earlier), checked by gopher-lua before each
// instruction. pcall and xpcall do not catch a stop, and the pattern
// functions (string.find, match, gmatch, gsub: a port of Lua 5.1's matcher,
// since gopher-lua's own cannot be interrupted) check the deadline while
// they match. A stopped call returns *StopError naming the running
// script's file and line; its Err is ErrCallTimeout for the call's own
// deadline and the context's error (context.DeadlineExceeded,
// context.Canceled) for the caller's, so that the two are told apart; its
// VM is broken: it refuses further calls and
// a Pool closes it on Put rather than reuse a state stopped halfway.
// A Go panic inside a call is recovered into a *ScriptError and breaks the VM
// too. Every protected call (Call, pcall, xpcall) runs through a trampoline
// that notes where each error was raised and gives it a traceback of at
// most a dozen frames: gopher-lua's own traceback has a line per tail call,
// which made an endless tail call take 22 s and 3.4 GB to stop. An error
// object that is not a string (error({...})) is reported as such, at the
// line that raised it, even when a pcall caught it and raised it again; a
// stop is reported at the line running when the deadline passed, whatever
// a pcall does with it. print writes at most Options.MaxPrint (1 MiB) per
// top-level call. Nested calls are capped at Options.CallStackSize ("stack overflow"),
// the value stack at Options.RegistryMaxSize ("registry overflow"), and
// string.rep, string.format, string.gsub and table.concat refuse results over
// Options.MaxString (1 MiB) before allocating them; string.format widths and
// precisions are capped at two digits as in Lua 5.1.
//
// Known holes: a Go host function that loops without calling back into Lua
// is not interrupted. LState.SetMx must not be used: it calls os.Exit.
//
// # Memory
//
// "s = s .. s" doubles a string in one instruction, and a loop can fill a
// table, without any capped function seeing it. A memory guard stops such a
// call once the live heap has grown by more than Options.MaxMemory (default
// 64 MiB) since it began: the call's context is cancelled and it returns a
// *StopError ("memory limit of 64 MiB exceeded", errors.Is ErrMemoryLimit)
// at the script line that was running; the VM is broken, and pcall cannot
// catch it, as for a deadline.
//
// The guard (one per Pool, one per VM made by NewVM) has no goroutine or
// timer. A growing heap makes the Go runtime run GC cycles, so the guard
// looks after each one: while calls run, a cleanup (runtime.AddCleanup) on a
// sentinel object runs at the end of every cycle, reads the live heap the
// cycle found (runtime/metrics "/gc/heap/live:bytes", which leaves out
// garbage) and re-arms itself; after a cycle with no call it stays disarmed
// until the next Call. A Call only publishes its context to the guard, takes
// the live size of the latest cycle as its baseline (lowered to the smallest
// size seen while it runs) and reads the bytes the process has allocated so
// far ("/gc/heap/allocs:bytes", about 0.2 µs): no goroutine, timer or heap
// walk per call. A call's growth is the live heap above its baseline, but
// never more than it has allocated since it began: the baseline is from the
// cycle before the call, and what earlier calls allocated and kept since
// then (a host filing results, a script keeping state between calls) is not
// the running call's doing.
//
// The heap is the process's, so the guard is a heuristic: live growth from
// other goroutines (the other VMs of a parallel simulation) counts against
// every call running at the time. To keep it from stopping the wrong call,
// growth is blamed on the calls that have run longest: a call seen for the
// first time is stopped only if no call seen at an earlier cycle is also
// over the limit, and one spared that way is forgiven that growth. Rule
// calls take microseconds and retain little, so a false stop needs another
// goroutine to allocate and retain more than MaxMemory while a call runs
// (raise MaxMemory for such a process). Overshoot: the instruction running when
// the guard fires still completes, and a cycle may end late (the heap can
// grow by up to GOGC% of the live size between cycles), so the heap peaks at
// two to four times the limit on an idle machine: with the default, 140 to
// 270 MB of RSS for a doubling string and 90 to 240 MB for a growing table,
// against 1 to 8 GB and about 0.8 GB under the 2 s deadline alone. Under
// load it overshoots further, to a gigabyte or more: the doubling string
// peaked at 0.3 to 2.1 GB of RSS with GOMAXPROCS=2 on a busy 2-core
// machine, and at 166 to 298 MB with GOMAXPROCS=1. With GOGC=off and no GOMEMLIMIT no cycle runs and only
// the deadline is left. The guard bounds a runaway script; it is not an
// exact quota.
//
// What the guard does not do: it limits how far the heap grows during one
// script call, judged on the whole process's heap. It does not bound what a
// rule keeps across calls (a module table that grows a little every phase
// is never a call's growth), and the heap it reads is shared by every Pool
// and VM of the process: a runaway script of one engine can trip the guard
// in a call of another engine that runs at the same time, and the error
// then names whichever rule that call was running. A program that hosts
// several groups' rules should run each group in a process of its own, or
// give the process a hard memory limit of the operating system's (a cgroup,
// a container's memory limit) with GOMEMLIMIT set below it, so that the Go
// runtime collects harder before the limit is reached.
//
// # Pool
//
// A Pool reuses VMs (a new one costs an LState, the sandbox and the host
// setup; the compiled scripts are shared). Put resets the random source, the
// print output, tostring's names and the Lua stack, and drops broken VMs;
// the module cache is kept, which is the point of pooling. A module that
// keeps state in its locals would carry it from one fight to the next on
// the same VM, so a host that runs scripts it does not vouch for calls
// ResetModules (and runs the modules' setup again) before each fight.
//
// # Determinism
//
// tostring, print and string.format name a table, function, userdata or
// thread without __tostring by the order the VM first named it ("table: 1",
// "function: 2"), per kind, restarting with each fight, instead of by its
// address, which Go's randomised heap makes differ on every run.
// string.format accepts only Lua 5.1's conversions (Go's %p and %v print
// addresses).
package vm
