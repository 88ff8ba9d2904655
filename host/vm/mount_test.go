package vm

import "testing"

// A folder of any name mounts under a name a script path may hold, and the
// layer then compiles (twtw test of a folder my.rules or tmp.x1y2).
func TestMountName(t *testing.T) {
	for in, want := range map[string]string{
		"my.rules": "my_rules", "tmp.x1y2": "tmp_x1y2", "gulch-rules": "gulch-rules", "": "_", "..": "__",
		"café": "caf__", "a b": "a_b",
	} {
		got := MountName(in)
		if got != want {
			t.Errorf("MountName(%q) = %q, want %q", in, got, want)
		}
		if _, err := Compile(Layer{Name: "dir", FS: mapFS(map[string]string{"x_spec.lua": "return 1"}), Prefix: got + "/"}); err != nil {
			t.Errorf("a layer under %q: %v", got, err)
		}
	}
}
