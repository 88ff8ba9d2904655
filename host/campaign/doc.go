// Package campaign is the campaign file (ARCHITECTURE.md "Campaigns"): its
// one job is the file. It reads and strictly checks the TOML text, naming
// the line and field of every fault (host/tomltext), writes it back
// atomically and under a lock on its folder, refusing a file that changed
// since it was read, editing the text in place so that comments and order
// stay (or, where it cannot, in one canonical form: see patch and
// LastWrite), keeps the lock (each module's version, file and the libraries
// it loads; the built-in rules, the deck file and the folders' files no
// module loads: RulesLock), edits it (Enable, Disable, Set, SetOptions,
// AddScripts, RemoveScripts, SetDeck, Relock; only Relock accepts a change)
// and says what changed since the lock (Stale).
//
// It runs no Lua and knows no engine. Whatever needs the rules — does a
// module exist, which kind it is, its version and hash, whether a candidate
// campaign builds — it asks a Checker, which package host implements and
// hands to Load, Read, Parse and New.
package campaign
