package host

import (
	"path"
	"strings"

	"github.com/twtw/twtw/host/campaign"
	"github.com/twtw/twtw/host/vm"
)

// BuiltinPrefix marks a campaign script folder that is one of the embedded
// example folders, such as "builtin:houserules/gentle_bleeding".
const BuiltinPrefix = campaign.BuiltinPrefix

// isExampleFolder says whether a script path lies in a sub-folder of
// houserules/: each such folder is an example of a campaign folder (it may
// rewrite a built-in module under the built-in's own name), so its files are
// not part of the built-in catalog; a campaign mounts it with
// "builtin:houserules/NAME".
func isExampleFolder(p string) bool {
	return strings.HasPrefix(p, "houserules/") && strings.Count(p, "/") >= 2
}

// BuiltinFolder returns the layer of an example folder of a ruleset's
// houserules/, named "builtin:houserules/NAME" (or "houserules/NAME"),
// mounted under "NAME/" as a campaign folder is.
func BuiltinFolder(rulesetName, dir string) (Layer, error) {
	rs, err := findRuleset(rulesetName)
	if err != nil {
		return vm.Layer{}, err
	}
	rel := path.Clean(strings.TrimPrefix(dir, BuiltinPrefix))
	sub, err := rs.Folder(rel)
	if err != nil {
		return vm.Layer{}, err
	}
	return vm.Layer{Name: BuiltinPrefix + rel, FS: sub, Prefix: path.Base(rel) + "/"}, nil
}
