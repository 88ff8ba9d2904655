package card

import (
	"bytes"
	"testing"
)

// BenchmarkCard: the per-draw lookup, allocation-free.
func BenchmarkCard(b *testing.B) {
	d := Standard()
	b.ReportAllocs()
	sum := 0
	for i := 0; b.Loop(); i++ {
		c, err := d.Card(i % Count)
		if err != nil {
			b.Fatal(err)
		}
		sum += int(c.Failure)
	}
	if sum == 0 {
		b.Fatal("no cards read")
	}
}

// BenchmarkStandard: a fresh copy of the (once-parsed) standard deck.
func BenchmarkStandard(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if Standard().Cards[53].Number != 53 {
			b.Fatal("bad deck")
		}
	}
}

// BenchmarkLoad: parsing and validating the standard file.
func BenchmarkLoad(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(standardJSON)))
	for b.Loop() {
		if _, err := Load(bytes.NewReader(standardJSON)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGenerate: the whole generator (run by go generate and the
// regeneration test).
func BenchmarkGenerate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		Generate()
	}
}
