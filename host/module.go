package host

import "github.com/twtw/twtw/host/module"

// Version is a semantic version (semver.org): see module.Version.
type Version = module.Version

// VersionRange is a set of versions such as ">= 1.2, < 2": see
// module.VersionRange.
type VersionRange = module.VersionRange

// ParseVersion reads a full semantic version such as "1.2.0" or
// "2.0.0-rc.1", the form a manifest's version takes.
func ParseVersion(s string) (Version, error) { return module.ParseVersion(s) }
