package host

import "errors"

// onDisk notes, on a load error of e's scripts, the file on disk of the
// script at fault (File of a ManifestError, SetError or ScriptError in err)
// when it differs from the name the script loads under: --json locates the
// error at a file an editor opens (my.rules/x.lua), where the message keeps
// the load name every other message uses (my_rules/x.lua). It returns err.
func (e *Engine) onDisk(err error) error {
	file := func(path string) string {
		if f := e.scripts.File(path); f != path {
			return f
		}
		return ""
	}
	var me *ManifestError
	var de *SetError
	var se *ScriptError
	if errors.As(err, &me) && me.File == "" {
		me.File = file(me.Path)
	}
	if errors.As(err, &de) && de.File == "" {
		de.File = file(de.Path)
	}
	if errors.As(err, &se) && se.File == "" {
		se.File = file(se.Path)
	}
	return err
}
