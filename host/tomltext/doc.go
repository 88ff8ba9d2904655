// Package tomltext reads and writes TOML text the way twtw's scenario and
// campaign files need it, around the TOML decoder (BurntSushi/toml): limits
// checked before the decoder sees a file (MaxSize, MaxNesting, Depth: the
// decoder is quadratic in nesting), an index from each field, named as error
// messages name them ("combatant[2].weapons[1]"), to the line it starts on
// (Index), the line and key of a decoder error (ErrorAt; LocateError reads
// a syntax error's line off its offset in the text), and keys and
// strings quoted as TOML wants them (QuoteKey, QuoteString), a text's
// statements and comments with their bytes, for an edit that keeps the
// rest of the text (Statements), and the error
// every bad input becomes, located by file, line and field (InputError,
// Locate, DecodeError), with ReadFile, which reads such a file within the
// limits. It runs no Lua and knows nothing of scenarios or campaigns.
package tomltext
