package dice

import "testing"

// BenchmarkD rolls one d20 (the Lua binding's dice.d).
func BenchmarkD(b *testing.B) {
	r := New(1)
	b.ReportAllocs()
	for b.Loop() {
		r.D(20)
	}
}

// BenchmarkRoll rolls 2d6+1 into a faces buffer.
func BenchmarkRoll(b *testing.B) {
	r := New(1)
	spec := Spec{2, 6, 1}
	faces := make([]int, 2)
	b.ReportAllocs()
	for b.Loop() {
		r.Roll(spec, faces)
	}
}

// BenchmarkD100 rolls percentile dice read as tens and units.
func BenchmarkD100(b *testing.B) {
	r := New(1)
	b.ReportAllocs()
	for b.Loop() {
		r.D100()
	}
}

// BenchmarkRecord rolls 2d6+1 into a reused record.
func BenchmarkRecord(b *testing.B) {
	r := New(1)
	spec := Spec{2, 6, 1}
	var rec Roll
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Record(spec, &rec)
	}
}

// BenchmarkParse parses "2d6+1".
func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = Parse("2d6+1")
	}
}

// BenchmarkSnapshotRestore copies the Roller's state out and back.
func BenchmarkSnapshotRestore(b *testing.B) {
	r := New(1)
	b.ReportAllocs()
	for b.Loop() {
		r.Restore(r.Snapshot())
	}
}
