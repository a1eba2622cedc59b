package state

import (
	"errors"
	"fmt"
	"math"
	"strconv"
)

// A reflection-free Core Deterministic CBOR (RFC 8949 §4.2.1) writer and a
// bounded reader for the State. The per-struct code is generated
// (codec_gen.go, by tools/cborgen from the cbor tags in state.go) and
// produces exactly the bytes
// github.com/fxamacker/cbor/v2 produces with CoreDetEncOptions; tests check
// that on many states. Two types have a hand-written compact form, used by
// both: ValueState and PropState (they are most of a snapshot).

// AppendCBOR appends the state's Core Deterministic CBOR encoding to b:
// the bytes the cbor library gives for it with CoreDetEncOptions, without
// reflection.
func (st *State) AppendCBOR(b []byte) []byte {
	e := Encoder{B: b}
	e.EncodeState(st)
	return e.B
}

// SizeHint is a rough estimate of the encoded size, for preallocation.
func (st *State) SizeHint() int {
	n := 1024 + 48*len(st.Objects) + 16*(len(st.Stack)+len(st.Cells)) + 64*len(st.Frames) + len(st.Result)
	for _, l := range st.Logs {
		n += len(l) + 2
	}
	return n
}

// Decode decodes the State item at the start of data and returns
// it with the number of bytes it took. Decoding is bounded like package
// snapshot's library options (nesting, element counts, no tags or
// indefinite lengths, duplicate and unknown keys refused); every problem is
// an error, never a panic.
func Decode(data []byte) (st *State, n int, err error) {
	d := Decoder{Data: data, Str: string(data)}
	st = new(State)
	if err := d.DecodeState(st); err != nil {
		return nil, 0, err
	}
	return st, d.Pos, nil
}

// Encoder appends CBOR items to B. Package vm's saver writes a state with
// it: each table entry with the generated Encode methods, the rest with
// the primitives.
type Encoder struct{ B []byte }

// Head writes the head of an item of major type major with argument n, in
// its shortest form.
func (e *Encoder) Head(major byte, n uint64) {
	if n < 24 { // most heads: small enough to inline at every call
		e.B = append(e.B, major<<5|byte(n))
		return
	}
	e.longHead(major, n)
}

func (e *Encoder) longHead(major byte, n uint64) {
	switch {
	case n <= math.MaxUint8:
		e.B = append(e.B, major<<5|24, byte(n))
	case n <= math.MaxUint16:
		e.B = append(e.B, major<<5|25, byte(n>>8), byte(n))
	case n <= math.MaxUint32:
		e.B = append(e.B, major<<5|26, byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
	default:
		e.B = append(e.B, major<<5|27, byte(n>>56), byte(n>>48), byte(n>>40), byte(n>>32),
			byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
	}
}

// Uint writes an unsigned integer.
func (e *Encoder) Uint(n uint64) {
	if n < 24 {
		e.B = append(e.B, byte(n))
		return
	}
	e.longHead(0, n)
}

// int writes an integer.
func (e *Encoder) Int(n int64) {
	if n >= 0 {
		e.Head(0, uint64(n))
	} else {
		e.Head(1, uint64(-(n + 1)))
	}
}

// bool writes a boolean.
func (e *Encoder) bool(v bool) {
	if v {
		e.B = append(e.B, 0xf5)
	} else {
		e.B = append(e.B, 0xf4)
	}
}

// Text writes a text string.
func (e *Encoder) Text(s string) {
	e.Head(3, uint64(len(s)))
	e.B = append(e.B, s...)
}

// Bytes writes a byte string.
func (e *Encoder) Bytes(p []byte) {
	e.Head(2, uint64(len(p)))
	e.B = append(e.B, p...)
}

// null writes null.
func (e *Encoder) null() { e.B = append(e.B, 0xf6) }

// Float writes f in the shortest of half, single and double precision
// that keeps its value; NaN as 0xf97e00 and infinities as half precision
// (CoreDetEncOptions: ShortestFloat16, NaNConvert7e00, InfConvertFloat16).
func (e *Encoder) Float(f float64) {
	if f != f {
		e.B = append(e.B, 0xf9, 0x7e, 0x00)
		return
	}
	f32 := float32(f)
	if float64(f32) != f {
		e.B = append(e.B, 0xfb)
		u := math.Float64bits(f)
		e.B = append(e.B, byte(u>>56), byte(u>>48), byte(u>>40), byte(u>>32), byte(u>>24), byte(u>>16), byte(u>>8), byte(u))
		return
	}
	if h, ok := float16Of(f32); ok {
		e.B = append(e.B, 0xf9, byte(h>>8), byte(h))
		return
	}
	u := math.Float32bits(f32)
	e.B = append(e.B, 0xfa, byte(u>>24), byte(u>>16), byte(u>>8), byte(u))
}

// float16Of converts f to IEEE half precision when that is exact.
func float16Of(f float32) (uint16, bool) {
	u := math.Float32bits(f)
	sign := uint16(u>>16) & 0x8000
	exp := int(u>>23) & 0xff
	mant := u & 0x7fffff
	switch {
	case exp == 0xff: // infinities (NaN is handled by the caller)
		if mant != 0 {
			return 0, false
		}
		return sign | 0x7c00, true
	case exp == 0 && mant == 0:
		return sign, true
	case exp == 0: // float32 subnormals are far below half precision's range
		return 0, false
	}
	e := exp - 127 // unbiased
	switch {
	case e >= -14 && e <= 15: // normal half
		if mant&0x1fff != 0 {
			return 0, false
		}
		return sign | uint16(e+15)<<10 | uint16(mant>>13), true
	case e >= -24 && e < -14: // subnormal half: value = m * 2^-24
		full := mant | 0x800000 // 24 significant bits, value = full * 2^(e-23)
		shift := uint(-14 - e + 13)
		if full&(1<<shift-1) != 0 {
			return 0, false
		}
		return sign | uint16(full>>shift), true
	}
	return 0, false
}

// Value writes the compact form of a value that ValueState.MarshalCBOR
// (value.go) also writes: simple values for undefined, null and
// booleans, an unsigned integer or a float for a number, a text string, a
// negative integer -1-ref for an object reference, and an array [kind] or
// [kind, ref | key] otherwise.
// (Two implementations on purpose: the tests check one against the other
// through the cbor library.) A ref is never negative in a saved state.
func (e *Encoder) Value(v *ValueState) {
	switch v.K {
	case VUndefined:
		e.B = append(e.B, 0xf7)
	case VNull:
		e.null()
	case VFalse:
		e.B = append(e.B, 0xf4)
	case VTrue:
		e.B = append(e.B, 0xf5)
	case VNumber:
		if IsUintNumber(v.N) {
			e.Uint(uint64(v.N))
		} else {
			e.Float(v.N)
		}
	case VNegZero:
		e.B = append(e.B, 0xf9, 0x80, 0x00)
	case VString:
		e.Text(v.S)
	case VObject:
		e.Head(1, uint64(uint32(v.R)))
	case VEmpty:
		e.B = append(e.B, 0x81, VEmpty)
	case VSymbol, VBigInt:
		e.B = append(e.B, 0x82, v.K)
		e.Text(v.S)
	default:
		e.B = append(e.B, 0x82, v.K)
		e.Uint(uint64(uint32(v.R)))
	}
}

// propList writes a PropList: one flat array of key, value for plain
// properties and [key, value, flags, getter, setter] for the others.
func (e *Encoder) propList(ps *PropList) {
	n := 0
	for i := range *ps {
		if p := &(*ps)[i]; p.F == 0 && p.G == 0 && p.S == 0 {
			n += 2
		} else {
			n++
		}
	}
	e.Head(4, uint64(n))
	for i := range *ps {
		p := &(*ps)[i]
		if p.F == 0 && p.G == 0 && p.S == 0 {
			e.Int(int64(p.K))
			e.Value(&p.V)
			continue
		}
		e.B = append(e.B, 0x85)
		e.Int(int64(p.K))
		e.Value(&p.V)
		e.Uint(uint64(p.F))
		e.Int(int64(p.G))
		e.Int(int64(p.S))
	}
}

// MarshalCBOR implements cbor.Marshaler (the library is the reference the
// generated encoder is tested against).
func (ps PropList) MarshalCBOR() ([]byte, error) {
	e := Encoder{}
	e.propList(&ps)
	return e.B, nil
}

// UnmarshalCBOR reads the flat form.
func (ps *PropList) UnmarshalCBOR(data []byte) error {
	d := Decoder{Data: data}
	if err := d.propList(ps); err != nil {
		return err
	}
	return d.End()
}

// Decoding bounds, the same as package snapshot gives the cbor library.
const (
	cborMaxDepth    = 64
	cborMaxArray    = 1 << 24
	cborMaxMapPairs = 1 << 20
)

// Decoder reads CBOR items from Data, from Pos on. Every malformed,
// truncated or out-of-bounds input is an error; nothing allocates more
// than the input can describe (a length is checked against the bytes
// left). Package vm's restorer reads a state with it, a table entry at a
// time.
type Decoder struct {
	Data  []byte
	Pos   int
	Depth int // nesting of the arrays and maps being read
	// Str is Data as one string: text items are substrings of it (one
	// allocation for all the strings of a state; a restore's is its
	// private copy of the state).
	Str string
	// Slabs: small value and property lists are cut from shared chunks.
	valSlab  []ValueState
	propSlab []PropState
	// Scratch: the decoded lists are read once and dropped (the direct
	// restorer turns each table entry into Machine data right away), so
	// they are cut from buffers that ResetScratch reuses for the next
	// entry.
	Scratch bool
}

const decodeSlab = 256

func (d *Decoder) valueSlice(n int) []ValueState {
	if d.Scratch {
		if len(d.valSlab)+n > cap(d.valSlab) {
			d.valSlab = make([]ValueState, 0, max(2*cap(d.valSlab), n, 32))
		}
		i := len(d.valSlab)
		d.valSlab = d.valSlab[:i+n]
		s := d.valSlab[i : i+n : i+n]
		clear(s)
		return s
	}
	if n > decodeSlab/8 || d.Str == "" {
		return make([]ValueState, n)
	}
	if len(d.valSlab)+n > cap(d.valSlab) {
		d.valSlab = make([]ValueState, 0, decodeSlab)
	}
	i := len(d.valSlab)
	d.valSlab = d.valSlab[:i+n]
	return d.valSlab[i : i+n : i+n]
}

func (d *Decoder) propSlice(n int) []PropState {
	if d.Scratch {
		if len(d.propSlab)+n > cap(d.propSlab) {
			d.propSlab = make([]PropState, 0, max(2*cap(d.propSlab), n, 32))
		}
		i := len(d.propSlab)
		d.propSlab = d.propSlab[:i+n]
		s := d.propSlab[i : i+n : i+n]
		clear(s)
		return s
	}
	if n > decodeSlab/8 || d.Str == "" { // d.Str == "": one item for the library
		return make([]PropState, n)
	}
	if len(d.propSlab)+n > cap(d.propSlab) {
		d.propSlab = make([]PropState, 0, decodeSlab)
	}
	i := len(d.propSlab)
	d.propSlab = d.propSlab[:i+n]
	return d.propSlab[i : i+n : i+n]
}

// ResetScratch lets the next table entry reuse the scratch buffers.
func (d *Decoder) ResetScratch() {
	d.valSlab = d.valSlab[:0]
	d.propSlab = d.propSlab[:0]
}

var ErrTruncated = errors.New("cbor: unexpected end of data")

// Errorf is a decoding error at the current position.
func (d *Decoder) Errorf(format string, args ...any) error {
	return fmt.Errorf("cbor: at byte %d: %s", d.Pos, fmt.Sprintf(format, args...))
}

// End checks that the item read was the whole input.
func (d *Decoder) End() error {
	if d.Pos != len(d.Data) {
		return d.Errorf("%d bytes after the item", len(d.Data)-d.Pos)
	}
	return nil
}

// Head reads an item's initial byte and argument. Indefinite lengths,
// reserved values and tags are refused.
func (d *Decoder) Head() (major byte, info byte, arg uint64, err error) {
	if d.Pos >= len(d.Data) {
		return 0, 0, 0, ErrTruncated
	}
	c := d.Data[d.Pos]
	d.Pos++
	major, info = c>>5, c&31
	switch {
	case info < 24:
		arg = uint64(info)
	case info <= 27:
		n := 1 << (info - 24)
		if len(d.Data)-d.Pos < n {
			return 0, 0, 0, ErrTruncated
		}
		for _, b := range d.Data[d.Pos : d.Pos+n] {
			arg = arg<<8 | uint64(b)
		}
		d.Pos += n
	case info == 31:
		return 0, 0, 0, d.Errorf("indefinite-length items are not allowed")
	default:
		return 0, 0, 0, d.Errorf("reserved additional information %d", info)
	}
	if major == 6 {
		return 0, 0, 0, d.Errorf("tags are not allowed")
	}
	return major, info, arg, nil
}

// SmallUint consumes the next item when it is an unsigned integer below
// 24 (one byte: most map keys and counts), inlined, and reports whether it
// did.
func (d *Decoder) SmallUint() (byte, bool) {
	if p := d.Pos; p < len(d.Data) && d.Data[p] < 24 {
		d.Pos = p + 1
		return d.Data[p], true
	}
	return 0, false
}

// SkipSmall consumes the next item when it is a small unsigned integer
// (below 24) or a text of fewer than 24 bytes, and reports whether it did.
// A check of values that needs to look into nothing else skips most of
// them this way, inlined.
func (d *Decoder) SkipSmall() bool {
	p := d.Pos
	if p >= len(d.Data) {
		return false
	}
	c := d.Data[p]
	if c < 24 {
		d.Pos = p + 1
		return true
	}
	if n := int(c ^ 0x60); n < 24 && n < len(d.Data)-p {
		d.Pos = p + 1 + n
		return true
	}
	return false
}

// isNull consumes a null or undefined item.
func (d *Decoder) isNull() bool {
	if d.Pos < len(d.Data) && (d.Data[d.Pos] == 0xf6 || d.Data[d.Pos] == 0xf7) {
		d.Pos++
		return true
	}
	return false
}

// Int64 reads an integer.
func (d *Decoder) Int64() (int64, error) {
	if c, ok := d.SmallUint(); ok {
		return int64(c), nil
	}
	major, _, arg, err := d.Head()
	if err != nil {
		return 0, err
	}
	switch major {
	case 0:
		if arg > math.MaxInt64 {
			return 0, d.Errorf("integer %d overflows int64", arg)
		}
		return int64(arg), nil
	case 1:
		if arg > math.MaxInt64 {
			return 0, d.Errorf("integer -1-%d overflows int64", arg)
		}
		return -1 - int64(arg), nil
	}
	return 0, d.Errorf("want an integer, have major type %d", major)
}

// IntRange reads an integer in [lo, hi].
func (d *Decoder) IntRange(lo, hi int64) (int64, error) {
	n, err := d.Int64()
	if err == nil && (n < lo || n > hi) {
		err = d.Errorf("integer %d out of range", n)
	}
	return n, err
}

// Int32 reads an integer that fits an int32.
func (d *Decoder) Int32() (int32, error) {
	if c, ok := d.SmallUint(); ok {
		return int32(c), nil
	}
	n, err := d.IntRange(math.MinInt32, math.MaxInt32)
	return int32(n), err
}

// int reads an integer that fits an int.
func (d *Decoder) int() (int, error) {
	n, err := d.IntRange(math.MinInt, math.MaxInt)
	return int(n), err
}

// Uint8 reads an unsigned integer below 256.
func (d *Decoder) Uint8() (uint8, error) {
	if c, ok := d.SmallUint(); ok {
		return c, nil
	}
	n, err := d.IntRange(0, math.MaxUint8)
	return uint8(n), err
}

func (d *Decoder) uint16() (uint16, error) {
	n, err := d.IntRange(0, math.MaxUint16)
	return uint16(n), err
}

func (d *Decoder) uint64() (uint64, error) {
	major, _, arg, err := d.Head()
	if err != nil {
		return 0, err
	}
	if major != 0 {
		return 0, d.Errorf("want an unsigned integer, have major type %d", major)
	}
	return arg, nil
}

// bool reads a boolean.
func (d *Decoder) bool() (bool, error) {
	if d.Pos >= len(d.Data) {
		return false, ErrTruncated
	}
	switch d.Data[d.Pos] {
	case 0xf4:
		d.Pos++
		return false, nil
	case 0xf5:
		d.Pos++
		return true, nil
	}
	return false, d.Errorf("want a boolean")
}

// Float64 reads a float or an integer as a number.
func (d *Decoder) Float64() (float64, error) {
	if d.Pos >= len(d.Data) {
		return 0, ErrTruncated
	}
	c := d.Data[d.Pos]
	if c>>5 == 0 || c>>5 == 1 {
		n, err := d.Int64()
		return float64(n), err
	}
	var n int
	switch c {
	case 0xf9:
		n = 2
	case 0xfa:
		n = 4
	case 0xfb:
		n = 8
	default:
		return 0, d.Errorf("want a number")
	}
	if len(d.Data)-d.Pos-1 < n {
		return 0, ErrTruncated
	}
	var u uint64
	for _, b := range d.Data[d.Pos+1 : d.Pos+1+n] {
		u = u<<8 | uint64(b)
	}
	d.Pos += 1 + n
	switch n {
	case 2:
		return float16To64(uint16(u)), nil
	case 4:
		return float64(math.Float32frombits(uint32(u))), nil
	}
	return math.Float64frombits(u), nil
}

func float16To64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	mant := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(mant, -24)
	case 0x1f:
		if mant != 0 {
			return math.NaN()
		}
		return math.Inf(int(sign))
	}
	return sign * math.Ldexp(1024+mant, exp-25)
}

// Length reads the head of a string, array or map of the given major type
// and checks its length against the bytes left (each element takes at
// least min bytes) and the element limit.
func (d *Decoder) Length(want byte, min int, limit uint64) (int, error) {
	major, _, arg, err := d.Head()
	if err != nil {
		return 0, err
	}
	if major != want {
		return 0, d.Errorf("want major type %d, have %d", want, major)
	}
	if arg > limit {
		return 0, d.Errorf("%d elements exceed the limit of %d", arg, limit)
	}
	if arg*uint64(min) > uint64(len(d.Data)-d.Pos) {
		return 0, ErrTruncated
	}
	return int(arg), nil
}

// Text reads a text string (a substring of Str when Str is set).
func (d *Decoder) Text() (string, error) {
	n, err := d.Length(3, 1, math.MaxInt32)
	if err != nil {
		return "", err
	}
	var s string
	if d.Str != "" {
		s = d.Str[d.Pos : d.Pos+n]
	} else {
		s = string(d.Data[d.Pos : d.Pos+n])
	}
	d.Pos += n
	return s, nil
}

// Bytes reads a byte string into a new slice.
func (d *Decoder) Bytes() ([]byte, error) {
	n, err := d.Length(2, 1, math.MaxInt32)
	if err != nil {
		return nil, err
	}
	p := append([]byte(nil), d.Data[d.Pos:d.Pos+n]...)
	d.Pos += n
	return p, nil
}

// Array reads an array head (elements of at least one byte each).
func (d *Decoder) Array() (int, error) {
	// Most lengths fit the head byte: this path inlines at the call. n is
	// the head's argument when its major type is 4, else 24 or more.
	if p := d.Pos; p < len(d.Data) {
		if n := int(d.Data[p] ^ 4<<5); n < 24 && n < len(d.Data)-p {
			d.Pos = p + 1
			return n, nil
		}
	}
	return d.Length(4, 1, cborMaxArray)
}

// MapHead reads a map head (pairs of at least two bytes each).
func (d *Decoder) MapHead() (int, error) {
	if p := d.Pos; p < len(d.Data) { // as in Array
		if n := int(d.Data[p] ^ 5<<5); n < 24 && 2*n < len(d.Data)-p {
			d.Pos = p + 1
			return n, nil
		}
	}
	return d.Length(5, 2, cborMaxMapPairs)
}

// Enter and Leave bound the nesting of arrays and maps.
func (d *Decoder) Enter() error {
	d.Depth++
	if d.Depth > cborMaxDepth {
		return d.Errorf("nesting exceeds %d levels", cborMaxDepth)
	}
	return nil
}

func (d *Decoder) Leave() { d.Depth-- }

// textKey reads a text map key.
func (d *Decoder) textKey() (string, error) { return d.Text() }

// seen marks key bit i of a struct's map, refusing duplicates.
func (d *Decoder) seen(mask *uint64, i int) error {
	if *mask&(1<<i) != 0 {
		return d.Errorf("duplicate map key")
	}
	*mask |= 1 << i
	return nil
}

// UnknownKey is the error for a map key the schema does not have.
func (d *Decoder) UnknownKey(k any) error { return d.Errorf("unknown field %v", k) }

// Value reads what ValueState.UnmarshalCBOR reads.
func (d *Decoder) Value(v *ValueState) error {
	if d.Pos >= len(d.Data) {
		return ErrTruncated
	}
	// v is fresh (zero): the generated decoder fills new slices and structs.
	switch c := d.Data[d.Pos]; {
	case c == 0xf7:
		d.Pos++
	case c == 0xf6:
		d.Pos++
		v.K = VNull
	case c == 0xf4:
		d.Pos++
		v.K = VFalse
	case c == 0xf5:
		d.Pos++
		v.K = VTrue
	case c == 0xf9 || c == 0xfa || c == 0xfb:
		f, err := d.Float64()
		if err != nil {
			return err
		}
		v.K, v.N = VNumber, f
		if f == 0 && math.Signbit(f) {
			v.K, v.N = VNegZero, 0
		}
	case c>>5 == 0:
		_, _, n, err := d.Head()
		if err != nil {
			return err
		}
		v.K, v.N = VNumber, float64(n)
	case c>>5 == 1:
		_, _, r, err := d.Head()
		if err != nil {
			return err
		}
		if r > math.MaxInt32 {
			return d.Errorf("object ref %d out of range", r)
		}
		v.K, v.R = VObject, int32(r)
	case c>>5 == 3:
		s, err := d.Text()
		if err != nil {
			return err
		}
		v.K, v.S = VString, s
	case c == 0x81 || c == 0x82:
		d.Pos++
		if d.Pos >= len(d.Data) || d.Data[d.Pos] > 0x17 {
			return d.Errorf("malformed value")
		}
		v.K = d.Data[d.Pos]
		d.Pos++
		var err error
		switch {
		case v.K == VEmpty && c == 0x81:
		case (v.K == VCell || v.K == VIter || v.K == VStrRef || v.K == VBigRef) && c == 0x82:
			var r int64
			r, err = d.IntRange(0, math.MaxInt32)
			v.R = int32(r)
		case (v.K == VSymbol || v.K == VBigInt) && c == 0x82:
			v.S, err = d.Text()
		default:
			err = d.Errorf("malformed value")
		}
		return err
	default:
		return d.Errorf("malformed value")
	}
	return nil
}

func (d *Decoder) propList(ps *PropList) error {
	n, err := d.Array()
	if err != nil {
		return err
	}
	if err := d.Enter(); err != nil {
		return err
	}
	list := d.propSlice(n)
	count := 0
	for items := 0; items < n; count++ {
		p := &list[count]
		if d.Pos < len(d.Data) && d.Data[d.Pos] == 0x85 {
			d.Pos++
			items++
			if err := d.propFields(p, true); err != nil {
				return err
			}
			continue
		}
		if items += 2; items > n {
			return d.Errorf("property list of %d items", n)
		}
		if err := d.propFields(p, false); err != nil {
			return err
		}
	}
	d.Leave()
	if n > count && len(d.propSlab) >= n && &d.propSlab[len(d.propSlab)-n] == &list[0] {
		// Give the unused tail back to the slab (it was never written).
		d.propSlab = d.propSlab[:len(d.propSlab)-(n-count)]
	}
	*ps = PropList(list[:count:count])
	return nil
}

// propFields reads a property's key and value, and with full its flags,
// getter and setter.
func (d *Decoder) propFields(p *PropState, full bool) (err error) {
	if p.K, err = d.Int32(); err != nil {
		return err
	}
	if err := d.Value(&p.V); err != nil {
		return err
	}
	if full {
		if p.F, err = d.Uint8(); err != nil {
			return err
		}
		if p.G, err = d.Int32(); err != nil {
			return err
		}
		if p.S, err = d.Int32(); err != nil {
			return err
		}
	}
	return nil
}

// Skip passes over one well-formed item (within the same bounds).
func (d *Decoder) Skip() error {
	major, info, arg, err := d.Head()
	if err != nil {
		return err
	}
	switch major {
	case 2, 3:
		if arg > uint64(len(d.Data)-d.Pos) {
			return ErrTruncated
		}
		d.Pos += int(arg)
	case 4, 5:
		if err := d.Enter(); err != nil {
			return err
		}
		n := arg
		if major == 5 {
			if arg > cborMaxMapPairs {
				return d.Errorf("map too large")
			}
			n *= 2
		} else if arg > cborMaxArray {
			return d.Errorf("array too large")
		}
		if n > uint64(len(d.Data)-d.Pos) {
			return ErrTruncated
		}
		for i := uint64(0); i < n; i++ {
			if err := d.Skip(); err != nil {
				return err
			}
		}
		d.Leave()
	case 7:
		if info == 24 && arg < 32 {
			return d.Errorf("malformed simple value")
		}
	}
	return nil
}

// keyName formats an integer map key for errors.
func keyName(k int64) string { return strconv.FormatInt(k, 10) }

// VersionOf is the version of an encoded state: State.Version, or 3 for a
// state without one, or 0 when the bytes do not start like a state.
func VersionOf(state []byte) int {
	d := Decoder{Data: state}
	n, err := d.MapHead()
	if err != nil || n == 0 {
		return 0
	}
	if len(d.Data) > d.Pos && d.Data[d.Pos] != 0 { // the first key is not 0
		return 3
	}
	d.Pos++
	v, err := d.IntRange(0, 1<<31-1)
	if err != nil {
		return 0
	}
	return int(v)
}
