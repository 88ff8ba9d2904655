package host

import "testing"

func BenchmarkZZNew(b *testing.B) {
	for i := 0; i < b.N; i++ {
		e, err := New(Options{})
		if err != nil {
			b.Fatal(err)
		}
		e.Close()
	}
}
