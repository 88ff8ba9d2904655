// Package host runs tabletop combat rules written in Lua on the Go core: it
// loads a ruleset's scripts (embedded, plus campaign folders) into sandboxed
// VMs, resolves modules into a deterministic plan, builds the rule registry,
// and runs fights, explanations and specs. The default ruleset is The West
// That Wasnt (TWTW); package host/ruleset lists the others. With the
// packages under it (host/vm, its compiled-script cache, host/stubs) it is
// the only code that imports gopher-lua; a Go program embeds twtw through
// this package alone: the types its API hands out from the packages under
// it have names here (Layer, Deck, Ruleset, Campaign …).
//
// A rule that fails while a fight runs is a *RuleError. One whose script
// call was stopped holds a *StopError, and errors.Is tells why: ErrCallTimeout
// (the call ran past Options.CallTimeout: the rule ran too long),
// context.DeadlineExceeded or context.Canceled (the context the caller
// passed ended), ErrMemoryLimit (the memory guard) or ErrClosed (Close).
//
// Every method that takes a context reads a nil one as context.Background().
package host
