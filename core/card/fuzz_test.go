package card

import (
	"bytes"
	"testing"
)

// FuzzLoad: Load never panics; an error comes without a deck; a deck that
// loads is valid, encodes, and reloads to the same deck and the same bytes.
func FuzzLoad(f *testing.F) {
	f.Add(standardJSON)
	for _, tc := range badFiles(f) {
		f.Add(tc.data)
	}
	f.Add([]byte(`{"name":"x","cards":[]}`))
	f.Add([]byte(`{"name":"\u2028<&>","cards":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Load(bytes.NewReader(data))
		if err != nil {
			if d != nil {
				t.Fatalf("Load returned a deck with error %v", err)
			}
			return
		}
		var once bytes.Buffer
		if err := d.Encode(&once); err != nil {
			t.Fatalf("a loaded deck does not encode: %v", err)
		}
		again, err := Load(bytes.NewReader(once.Bytes()))
		if err != nil {
			t.Fatalf("an encoded deck does not reload: %v", err)
		}
		if *again != *d {
			t.Fatal("reloaded deck differs from the loaded one")
		}
		var twice bytes.Buffer
		if err := again.Encode(&twice); err != nil || !bytes.Equal(once.Bytes(), twice.Bytes()) {
			t.Fatalf("re-encoding differs (err %v)", err)
		}
	})
}
