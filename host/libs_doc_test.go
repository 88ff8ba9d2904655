package host

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/dice"
	"github.com/twtw/twtw/core/poker"
)

// scripts/README.md documents every call of the Go core's dice and poker
// libraries (their doc comments point there), as it does the action and
// damage ones, and documents no call they lack: a ruleset's author and a
// spec that stacks dice or poker cards find them there.
func TestReadmeDocumentsDiceAndPoker(t *testing.T) {
	b, err := os.ReadFile("../scripts/README.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	L := lua.NewState()
	defer L.Close()
	libs := map[string]*lua.LTable{
		"dice":  diceLib(L, func(*lua.LState) *dice.Roller { return nil }),
		"poker": openPoker(L, func(*lua.LState) *poker.State { return nil }),
	}
	for _, lib := range []string{"dice", "poker"} {
		have := map[string]bool{}
		var names []string
		libs[lib].ForEach(func(k, _ lua.LValue) { have[k.String()] = true; names = append(names, k.String()) })
		sort.Strings(names)
		for _, name := range names {
			if !strings.Contains(doc, "`api."+lib+"."+name+"(") {
				t.Errorf("scripts/README.md does not document api.%s.%s", lib, name)
			}
		}
		var extra []string
		for _, m := range regexp.MustCompile(`api\.`+lib+`\.([a-z0-9_]+)\(`).FindAllStringSubmatch(doc, -1) {
			if !have[m[1]] {
				extra = append(extra, m[1])
			}
		}
		sort.Strings(extra)
		if len(extra) > 0 {
			t.Errorf("scripts/README.md documents api.%s calls that do not exist: %v", lib, extra)
		}
	}
}
