package vm

import (
	"fmt"
	"io"
	"io/fs"
)

// readScript reads the script file p of fsys (named full in messages) within
// the budget: only a regular file (a pipe or device could block forever), no
// more than MaxSourceSize bytes of it (it is refused unread when its size
// says it is larger) and no more than the bytes and files left in budget.
func readScript(fsys fs.FS, p, full string, budget *readBudget) ([]byte, error) {
	st, err := fs.Stat(fsys, p)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, &ScriptError{Path: full, Line: 1, Msg: "not a regular file"}
	}
	if st.Size() > MaxSourceSize {
		return nil, sizeError(full, st.Size())
	}
	if budget.files--; budget.files < 0 {
		return nil, &ScriptError{Path: full, Line: 1, Msg: fmt.Sprintf("more than %d script files in all", MaxScriptFiles)}
	}
	f, err := fsys.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	text, err := io.ReadAll(io.LimitReader(f, MaxSourceSize+1))
	if err != nil {
		return nil, err
	}
	if len(text) > MaxSourceSize {
		return nil, sizeError(full, int64(len(text)))
	}
	if budget.bytes -= len(text); budget.bytes < 0 {
		return nil, &ScriptError{Path: full, Line: 1, Msg: fmt.Sprintf("the scripts add up to more than %d bytes in all", MaxTotalSource)}
	}
	return text, nil
}

func sizeError(full string, size int64) error {
	return &ScriptError{Path: full, Line: 1, Msg: fmt.Sprintf("the script is %d bytes, over the limit of %d bytes for one script", size, MaxSourceSize)}
}
