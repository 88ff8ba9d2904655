// Package protocache keeps compiled Lua chunks between runs, so a command
// does not parse and compile the same scripts again: about three quarters of
// a Lua command's start-up is gopher-lua's parser and compiler.
//
// Encode and Decode turn a *lua.FunctionProto (gopher-lua v1.1.1's compiled
// chunk: code, constants, nested functions and debug information) into bytes
// and back, exactly: a decoded chunk equals the compiled one field for field.
// A Cache stores them in a folder, one file per script, named by a hash of
// the script's path and text, the encoding's version and gopher-lua's
// version: an edited script has a new name, so an entry is never stale.
// Files are written to a temporary name and renamed, so a reader never sees
// half a file; a damaged or unreadable entry is a miss (the caller compiles).
//
// The folder is the user's own (the twtw command uses the user cache
// folder, TWTW_CACHE overrides it): like Go's build cache, whoever can write
// there can change what runs.
package protocache
