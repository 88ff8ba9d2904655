package tomltext

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// MessageField reads the field a host message starts with.
func TestMessageField(t *testing.T) {
	for msg, want := range map[string]string{
		`combatant[2] (Hank).weapons[1]: unknown weapon "bow"`:            "combatant[2].weapons[1]",
		`combatant[1] (A): unknown field "skils"; did you mean "skills"?`: "combatant[1].skils",
		`combatant[1].name is missing`:                                    "combatant[1].name",
		`options."gulch.b": module "gulch.b" is not in modules`:           `options."gulch.b"`,
		`rounds 5000: want 0..1000 (0: the default)`:                      "rounds",
	} {
		if got := MessageField(msg); got != want {
			t.Errorf("MessageField(%q) = %q, want %q", msg, got, want)
		}
	}
}

// ReadFile's errors name the file in File, as the message does, so an
// embedder (and --json's "file") can point at it: a missing file, a folder,
// a file over MaxSize.
func TestReadFileNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.toml")
	if err := os.WriteFile(big, make([]byte, MaxSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{filepath.Join(dir, "none.toml"), dir, big} {
		_, err := ReadFile("scenario", path)
		var in *InputError
		if !errors.As(err, &in) || in.File != path || !strings.Contains(err.Error(), path) {
			t.Errorf("ReadFile(%s) = %T %v (File %q), want an *InputError whose File is the path", path, err, err, fileOf(in))
		}
	}
}

func fileOf(in *InputError) string {
	if in == nil {
		return ""
	}
	return in.File
}
