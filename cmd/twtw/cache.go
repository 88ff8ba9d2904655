package main

import (
	"os"
	"path/filepath"
)

// scriptCache is the folder where compiled scripts are kept between runs
// (host.Options.CacheDir): $TWTW_CACHE, "off" for none; else twtw/ in the
// user cache folder ($XDG_CACHE_HOME or ~/.cache on Linux); none when there
// is no such folder. Entries are named by each script's text, so an edited
// script is compiled afresh.
func scriptCache() string {
	switch v := os.Getenv("TWTW_CACHE"); v {
	case "off":
		return ""
	case "":
		d, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		return filepath.Join(d, "twtw")
	default:
		return v
	}
}
