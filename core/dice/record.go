package dice

import (
	"slices"
	"strconv"
)

// Roll is the record of one roll of a spec, for the transcript: the spec, the
// face of each die in the order rolled, and the total (faces plus modifier).
type Roll struct {
	Spec  Spec
	Faces []int
	Total int
}

// Record rolls spec as TryRoll does and writes the record into rec, reusing
// rec.Faces's array when it is long enough (so a reused Roll does not
// allocate). On an error rec is left as it was.
func (r *Roller) Record(spec Spec, rec *Roll) error {
	faces := rec.Faces[:0]
	if spec.N > 0 && spec.N <= MaxDice {
		faces = slices.Grow(faces, spec.N)[:spec.N]
	}
	total, err := r.TryRoll(spec, faces)
	if err != nil {
		return err
	}
	rec.Spec, rec.Faces, rec.Total = spec, faces, total
	return nil
}

// Text returns the roll as one transcript line: the spec, the faces and the
// modifier added up, and the total, such as "2d6+1: 3+5+1 = 9",
// "3d6-2: 1+4+6-2 = 9" or, for one die and no modifier, "d8: 5".
func (r Roll) Text() string {
	b := make([]byte, 0, 32+4*len(r.Faces))
	b = r.Spec.appendText(b)
	b = append(b, ':', ' ')
	for i, f := range r.Faces {
		if i > 0 {
			b = append(b, '+')
		}
		b = strconv.AppendInt(b, int64(f), 10)
	}
	b = appendMod(b, r.Spec.Mod)
	if len(r.Faces) > 1 || r.Spec.Mod != 0 {
		b = append(b, " = "...)
		b = strconv.AppendInt(b, int64(r.Total), 10)
	}
	return string(b)
}
