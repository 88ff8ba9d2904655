package protocache

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"reflect"
	"unsafe"

	lua "github.com/yuin/gopher-lua"
)

// Format is the version of the encoding; a change to it renames every entry.
const Format = 1

// magic opens every encoded chunk.
const magic = "TWLC"

// constant tags
const (
	tagNumber = 'n'
	tagString = 's'
)

// Encode returns the bytes of a compiled chunk. It fails on a constant
// gopher-lua's compiler never makes (only numbers and strings are).
func Encode(p *lua.FunctionProto) ([]byte, error) {
	w := &writer{buf: append(make([]byte, 0, 4096), magic...)}
	w.uvarint(Format)
	if err := w.proto(p); err != nil {
		return nil, err
	}
	return w.buf, nil
}

type writer struct{ buf []byte }

func (w *writer) uvarint(v uint64) { w.buf = binary.AppendUvarint(w.buf, v) }
func (w *writer) varint(v int64)   { w.buf = binary.AppendVarint(w.buf, v) }
func (w *writer) str(s string)     { w.uvarint(uint64(len(s))); w.buf = append(w.buf, s...) }

func (w *writer) proto(p *lua.FunctionProto) error {
	w.str(p.SourceName)
	w.varint(int64(p.LineDefined))
	w.varint(int64(p.LastLineDefined))
	w.buf = append(w.buf, p.NumUpvalues, p.NumParameters, p.IsVarArg, p.NumUsedRegisters)
	w.uvarint(uint64(len(p.Code)))
	for _, c := range p.Code {
		w.buf = binary.LittleEndian.AppendUint32(w.buf, c)
	}
	w.uvarint(uint64(len(p.Constants)))
	for i, c := range p.Constants {
		switch v := c.(type) {
		case lua.LNumber:
			w.buf = append(w.buf, tagNumber)
			w.buf = binary.LittleEndian.AppendUint64(w.buf, math.Float64bits(float64(v)))
		case lua.LString:
			w.buf = append(w.buf, tagString)
			w.str(string(v))
		default:
			return fmt.Errorf("protocache: %s: constant %d is a %s", p.SourceName, i, c.Type())
		}
	}
	w.uvarint(uint64(len(p.FunctionPrototypes)))
	for _, f := range p.FunctionPrototypes {
		if err := w.proto(f); err != nil {
			return err
		}
	}
	w.uvarint(uint64(len(p.DbgSourcePositions)))
	for _, pos := range p.DbgSourcePositions {
		w.varint(int64(pos))
	}
	w.uvarint(uint64(len(p.DbgLocals)))
	for _, l := range p.DbgLocals {
		w.str(l.Name)
		w.varint(int64(l.StartPc))
		w.varint(int64(l.EndPc))
	}
	w.uvarint(uint64(len(p.DbgCalls)))
	for _, c := range p.DbgCalls {
		w.str(c.Name)
		w.varint(int64(c.Pc))
	}
	w.uvarint(uint64(len(p.DbgUpvalues)))
	for _, u := range p.DbgUpvalues {
		w.str(u)
	}
	return nil
}

// errShort is a truncated or malformed encoding.
var errShort = errors.New("protocache: truncated or malformed chunk")

// Decode returns the chunk Encode wrote. Any damage is an error, never a
// half-built chunk.
func Decode(b []byte) (p *lua.FunctionProto, err error) {
	if len(b) < len(magic) || string(b[:len(magic)]) != magic {
		return nil, errors.New("protocache: not an encoded chunk")
	}
	r := &reader{buf: b[len(magic):]}
	if v := r.uvarint(); v != Format {
		return nil, fmt.Errorf("protocache: encoding version %d, want %d", v, Format)
	}
	p = r.proto(0)
	if r.bad || len(r.buf) != 0 {
		return nil, errShort
	}
	return p, nil
}

// maxDepth bounds nested functions in a decoded chunk (the loader refuses
// source nested deeper long before).
const maxDepth = 250

type reader struct {
	buf []byte
	bad bool
}

func (r *reader) uvarint() uint64 {
	v, n := binary.Uvarint(r.buf)
	if n <= 0 {
		r.bad, r.buf = true, nil
		return 0
	}
	r.buf = r.buf[n:]
	return v
}

func (r *reader) varint() int64 {
	v, n := binary.Varint(r.buf)
	if n <= 0 {
		r.bad, r.buf = true, nil
		return 0
	}
	r.buf = r.buf[n:]
	return v
}

// count reads a length and checks that at least n*each bytes remain.
func (r *reader) count(each int) int {
	n := r.uvarint()
	if n > uint64(len(r.buf)/max(each, 1)) {
		r.bad, r.buf = true, nil
		return 0
	}
	return int(n)
}

func (r *reader) bytes(n int) []byte {
	if n > len(r.buf) {
		r.bad, r.buf = true, nil
		return nil
	}
	b := r.buf[:n]
	r.buf = r.buf[n:]
	return b
}

func (r *reader) str() string { return string(r.bytes(r.count(1))) }

func (r *reader) proto(depth int) *lua.FunctionProto {
	if depth > maxDepth {
		r.bad, r.buf = true, nil
		return nil
	}
	p := &lua.FunctionProto{SourceName: r.str()}
	p.LineDefined = int(r.varint())
	p.LastLineDefined = int(r.varint())
	if h := r.bytes(4); h != nil {
		p.NumUpvalues, p.NumParameters, p.IsVarArg, p.NumUsedRegisters = h[0], h[1], h[2], h[3]
	}
	p.Code = make([]uint32, r.count(4))
	for i := range p.Code {
		if c := r.bytes(4); c != nil {
			p.Code[i] = binary.LittleEndian.Uint32(c)
		}
	}
	p.Constants = make([]lua.LValue, r.count(2))
	strs := make([]string, len(p.Constants))
	for i := range p.Constants {
		switch tag := r.bytes(1); {
		case tag == nil:
			return p
		case tag[0] == tagNumber:
			if v := r.bytes(8); v != nil {
				p.Constants[i] = lua.LNumber(math.Float64frombits(binary.LittleEndian.Uint64(v)))
			}
		case tag[0] == tagString:
			s := r.str()
			p.Constants[i], strs[i] = lua.LString(s), s
		default:
			r.bad, r.buf = true, nil
			return p
		}
	}
	if !setStringConstants(p, strs) {
		r.bad, r.buf = true, nil
		return p
	}
	p.FunctionPrototypes = make([]*lua.FunctionProto, r.count(8))
	for i := range p.FunctionPrototypes {
		p.FunctionPrototypes[i] = r.proto(depth + 1)
	}
	p.DbgSourcePositions = make([]int, r.count(1))
	for i := range p.DbgSourcePositions {
		p.DbgSourcePositions[i] = int(r.varint())
	}
	p.DbgLocals = make([]*lua.DbgLocalInfo, r.count(3))
	for i := range p.DbgLocals {
		l := &lua.DbgLocalInfo{Name: r.str()}
		l.StartPc, l.EndPc = int(r.varint()), int(r.varint())
		p.DbgLocals[i] = l
	}
	p.DbgCalls = make([]lua.DbgCall, r.count(2))
	for i := range p.DbgCalls {
		p.DbgCalls[i].Name = r.str()
		p.DbgCalls[i].Pc = int(r.varint())
	}
	p.DbgUpvalues = make([]string, r.count(1))
	for i := range p.DbgUpvalues {
		p.DbgUpvalues[i] = r.str()
	}
	return p
}

// setStringConstants fills the chunk's unexported copy of its string
// constants ("" for a number), as gopher-lua's compiler does after compiling
// a function: the VM reads global names from it. gopher-lua v1.1.1 offers no
// way to set it, so it is written through reflection; TestRoundTrip fails if
// a gopher-lua upgrade changes the field, and without it Decode fails (the
// caller compiles the source instead).
func setStringConstants(p *lua.FunctionProto, strs []string) bool {
	f := reflect.ValueOf(p).Elem().FieldByName("stringConstants")
	if !f.IsValid() || f.Type() != reflect.TypeOf(strs) {
		return false
	}
	reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem().Set(reflect.ValueOf(strs))
	return true
}
