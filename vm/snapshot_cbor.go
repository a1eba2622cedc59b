package vm

import (
	"errors"
	"fmt"
	"math"
	"strconv"
)

// A reflection-free Core Deterministic CBOR (RFC 8949 §4.2.1) writer and a
// bounded reader for the snapshot State. The per-struct code is generated
// (snapshot_codec_gen.go, by tools/cborgen from the cbor tags in
// snapshot_state.go and hostcall.go) and produces exactly the bytes
// github.com/fxamacker/cbor/v2 produces with CoreDetEncOptions; tests check
// that on many states. Two types have a hand-written compact form, used by
// both: ValueState and PropState (they are most of a snapshot).

// AppendCBOR appends the state's Core Deterministic CBOR encoding to b:
// the bytes the cbor library gives for it with CoreDetEncOptions, without
// reflection.
func (st *State) AppendCBOR(b []byte) []byte {
	e := cborEnc{b: b}
	e.encState(st)
	return e.b
}

// SizeHint is a rough estimate of the encoded size, for preallocation.
func (st *State) SizeHint() int {
	n := 1024 + 48*len(st.Objects) + 16*(len(st.Stack)+len(st.Cells)) + 64*len(st.Frames) + len(st.Result)
	for _, l := range st.Logs {
		n += len(l) + 2
	}
	return n
}

// DecodeStateCBOR decodes the State item at the start of data and returns
// it with the number of bytes it took. Decoding is bounded like package
// snapshot's library options (nesting, element counts, no tags or
// indefinite lengths, duplicate and unknown keys refused); every problem is
// an error, never a panic.
func DecodeStateCBOR(data []byte) (st *State, n int, err error) {
	d := cborDec{data: data, str: string(data)}
	st = new(State)
	if err := d.decState(st); err != nil {
		return nil, 0, err
	}
	return st, d.pos, nil
}

// cborEnc appends CBOR items to b.
type cborEnc struct{ b []byte }

func (e *cborEnc) head(major byte, n uint64) {
	switch {
	case n < 24:
		e.b = append(e.b, major<<5|byte(n))
	case n <= math.MaxUint8:
		e.b = append(e.b, major<<5|24, byte(n))
	case n <= math.MaxUint16:
		e.b = append(e.b, major<<5|25, byte(n>>8), byte(n))
	case n <= math.MaxUint32:
		e.b = append(e.b, major<<5|26, byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
	default:
		e.b = append(e.b, major<<5|27, byte(n>>56), byte(n>>48), byte(n>>40), byte(n>>32),
			byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
	}
}

func (e *cborEnc) uint(n uint64) { e.head(0, n) }

func (e *cborEnc) int(n int64) {
	if n >= 0 {
		e.head(0, uint64(n))
	} else {
		e.head(1, uint64(-(n + 1)))
	}
}

func (e *cborEnc) bool(v bool) {
	if v {
		e.b = append(e.b, 0xf5)
	} else {
		e.b = append(e.b, 0xf4)
	}
}

func (e *cborEnc) text(s string) {
	e.head(3, uint64(len(s)))
	e.b = append(e.b, s...)
}

func (e *cborEnc) bytes(p []byte) {
	e.head(2, uint64(len(p)))
	e.b = append(e.b, p...)
}

func (e *cborEnc) null() { e.b = append(e.b, 0xf6) }

// float writes f in the shortest of half, single and double precision
// that keeps its value; NaN as 0xf97e00 and infinities as half precision
// (CoreDetEncOptions: ShortestFloat16, NaNConvert7e00, InfConvertFloat16).
func (e *cborEnc) float(f float64) {
	if f != f {
		e.b = append(e.b, 0xf9, 0x7e, 0x00)
		return
	}
	f32 := float32(f)
	if float64(f32) != f {
		e.b = append(e.b, 0xfb)
		u := math.Float64bits(f)
		e.b = append(e.b, byte(u>>56), byte(u>>48), byte(u>>40), byte(u>>32), byte(u>>24), byte(u>>16), byte(u>>8), byte(u))
		return
	}
	if h, ok := float16Of(f32); ok {
		e.b = append(e.b, 0xf9, byte(h>>8), byte(h))
		return
	}
	u := math.Float32bits(f32)
	e.b = append(e.b, 0xfa, byte(u>>24), byte(u>>16), byte(u>>8), byte(u))
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

// value writes the compact form of a value that ValueState.MarshalCBOR
// (snapshot_value.go) also writes: simple values for undefined, null and
// booleans, an unsigned integer or a float for a number, a text string, a
// negative integer -1-ref for an object reference, and an array [kind] or
// [kind, ref | key] otherwise.
// (Two implementations on purpose: the tests check one against the other
// through the cbor library.) A ref is never negative in a saved state.
func (e *cborEnc) value(v *ValueState) {
	switch v.K {
	case svUndefined:
		e.b = append(e.b, 0xf7)
	case svNull:
		e.null()
	case svFalse:
		e.b = append(e.b, 0xf4)
	case svTrue:
		e.b = append(e.b, 0xf5)
	case svNumber:
		if isUintNumber(v.N) {
			e.uint(uint64(v.N))
		} else {
			e.float(v.N)
		}
	case svNegZero:
		e.b = append(e.b, 0xf9, 0x80, 0x00)
	case svString:
		e.text(v.S)
	case svObject:
		e.head(1, uint64(uint32(v.R)))
	case svEmpty:
		e.b = append(e.b, 0x81, svEmpty)
	case svSymbol, svBigInt:
		e.b = append(e.b, 0x82, v.K)
		e.text(v.S)
	default:
		e.b = append(e.b, 0x82, v.K)
		e.uint(uint64(uint32(v.R)))
	}
}

// propList writes a PropList: one flat array of key, value for plain
// properties and [key, value, flags, getter, setter] for the others.
func (e *cborEnc) propList(ps *PropList) {
	n := 0
	for i := range *ps {
		if p := &(*ps)[i]; p.F == 0 && p.G == 0 && p.S == 0 {
			n += 2
		} else {
			n++
		}
	}
	e.head(4, uint64(n))
	for i := range *ps {
		p := &(*ps)[i]
		if p.F == 0 && p.G == 0 && p.S == 0 {
			e.int(int64(p.K))
			e.value(&p.V)
			continue
		}
		e.b = append(e.b, 0x85)
		e.int(int64(p.K))
		e.value(&p.V)
		e.uint(uint64(p.F))
		e.int(int64(p.G))
		e.int(int64(p.S))
	}
}

// MarshalCBOR implements cbor.Marshaler (the library is the reference the
// generated encoder is tested against).
func (ps PropList) MarshalCBOR() ([]byte, error) {
	e := cborEnc{}
	e.propList(&ps)
	return e.b, nil
}

// UnmarshalCBOR reads the flat form.
func (ps *PropList) UnmarshalCBOR(data []byte) error {
	d := cborDec{data: data}
	if err := d.propList(ps); err != nil {
		return err
	}
	return d.end()
}

// Decoding bounds, the same as package snapshot gives the cbor library.
const (
	cborMaxDepth    = 64
	cborMaxArray    = 1 << 24
	cborMaxMapPairs = 1 << 20
)

// cborDec reads CBOR items from data. Every malformed, truncated or
// out-of-bounds input is an error; nothing allocates more than the input
// can describe (a length is checked against the bytes left).
type cborDec struct {
	data  []byte
	pos   int
	depth int
	// str is data as one string: text items are substrings of it (one
	// allocation for all the strings of a state; a restore's is its
	// private copy of the state).
	str string
	// Slabs: small value and property lists are cut from shared chunks.
	valSlab  []ValueState
	propSlab []PropState
	// scratch: the decoded lists are read once and dropped (the direct
	// restorer turns each table entry into Machine data right away), so
	// they are cut from buffers that resetScratch reuses for the next
	// entry.
	scratch bool
}

const decodeSlab = 256

func (d *cborDec) valueSlice(n int) []ValueState {
	if d.scratch {
		if len(d.valSlab)+n > cap(d.valSlab) {
			d.valSlab = make([]ValueState, 0, max(2*cap(d.valSlab), n, 32))
		}
		i := len(d.valSlab)
		d.valSlab = d.valSlab[:i+n]
		s := d.valSlab[i : i+n : i+n]
		clear(s)
		return s
	}
	if n > decodeSlab/8 || d.str == "" {
		return make([]ValueState, n)
	}
	if len(d.valSlab)+n > cap(d.valSlab) {
		d.valSlab = make([]ValueState, 0, decodeSlab)
	}
	i := len(d.valSlab)
	d.valSlab = d.valSlab[:i+n]
	return d.valSlab[i : i+n : i+n]
}

func (d *cborDec) propSlice(n int) []PropState {
	if d.scratch {
		if len(d.propSlab)+n > cap(d.propSlab) {
			d.propSlab = make([]PropState, 0, max(2*cap(d.propSlab), n, 32))
		}
		i := len(d.propSlab)
		d.propSlab = d.propSlab[:i+n]
		s := d.propSlab[i : i+n : i+n]
		clear(s)
		return s
	}
	if n > decodeSlab/8 || d.str == "" { // d.str == "": one item for the library
		return make([]PropState, n)
	}
	if len(d.propSlab)+n > cap(d.propSlab) {
		d.propSlab = make([]PropState, 0, decodeSlab)
	}
	i := len(d.propSlab)
	d.propSlab = d.propSlab[:i+n]
	return d.propSlab[i : i+n : i+n]
}

// resetScratch lets the next table entry reuse the scratch buffers.
func (d *cborDec) resetScratch() {
	d.valSlab = d.valSlab[:0]
	d.propSlab = d.propSlab[:0]
}

var errCBORTruncated = errors.New("cbor: unexpected end of data")

func (d *cborDec) errorf(format string, args ...any) error {
	return fmt.Errorf("cbor: at byte %d: %s", d.pos, fmt.Sprintf(format, args...))
}

func (d *cborDec) end() error {
	if d.pos != len(d.data) {
		return d.errorf("%d bytes after the item", len(d.data)-d.pos)
	}
	return nil
}

// head reads an item's initial byte and argument. Indefinite lengths,
// reserved values and tags are refused.
func (d *cborDec) head() (major byte, info byte, arg uint64, err error) {
	if d.pos >= len(d.data) {
		return 0, 0, 0, errCBORTruncated
	}
	c := d.data[d.pos]
	d.pos++
	major, info = c>>5, c&31
	switch {
	case info < 24:
		arg = uint64(info)
	case info <= 27:
		n := 1 << (info - 24)
		if len(d.data)-d.pos < n {
			return 0, 0, 0, errCBORTruncated
		}
		for _, b := range d.data[d.pos : d.pos+n] {
			arg = arg<<8 | uint64(b)
		}
		d.pos += n
	case info == 31:
		return 0, 0, 0, d.errorf("indefinite-length items are not allowed")
	default:
		return 0, 0, 0, d.errorf("reserved additional information %d", info)
	}
	if major == 6 {
		return 0, 0, 0, d.errorf("tags are not allowed")
	}
	return major, info, arg, nil
}

// isNull consumes a null or undefined item.
func (d *cborDec) isNull() bool {
	if d.pos < len(d.data) && (d.data[d.pos] == 0xf6 || d.data[d.pos] == 0xf7) {
		d.pos++
		return true
	}
	return false
}

func (d *cborDec) int64() (int64, error) {
	if d.pos < len(d.data) && d.data[d.pos] < 24 { // a small unsigned integer (fast path)
		d.pos++
		return int64(d.data[d.pos-1]), nil
	}
	major, _, arg, err := d.head()
	if err != nil {
		return 0, err
	}
	switch major {
	case 0:
		if arg > math.MaxInt64 {
			return 0, d.errorf("integer %d overflows int64", arg)
		}
		return int64(arg), nil
	case 1:
		if arg > math.MaxInt64 {
			return 0, d.errorf("integer -1-%d overflows int64", arg)
		}
		return -1 - int64(arg), nil
	}
	return 0, d.errorf("want an integer, have major type %d", major)
}

func (d *cborDec) intRange(lo, hi int64) (int64, error) {
	n, err := d.int64()
	if err == nil && (n < lo || n > hi) {
		err = d.errorf("integer %d out of range", n)
	}
	return n, err
}

func (d *cborDec) int32() (int32, error) {
	n, err := d.intRange(math.MinInt32, math.MaxInt32)
	return int32(n), err
}

func (d *cborDec) int() (int, error) {
	n, err := d.intRange(math.MinInt, math.MaxInt)
	return int(n), err
}

func (d *cborDec) uint8() (uint8, error) {
	n, err := d.intRange(0, math.MaxUint8)
	return uint8(n), err
}

func (d *cborDec) uint16() (uint16, error) {
	n, err := d.intRange(0, math.MaxUint16)
	return uint16(n), err
}

func (d *cborDec) uint64() (uint64, error) {
	major, _, arg, err := d.head()
	if err != nil {
		return 0, err
	}
	if major != 0 {
		return 0, d.errorf("want an unsigned integer, have major type %d", major)
	}
	return arg, nil
}

func (d *cborDec) bool() (bool, error) {
	if d.pos >= len(d.data) {
		return false, errCBORTruncated
	}
	switch d.data[d.pos] {
	case 0xf4:
		d.pos++
		return false, nil
	case 0xf5:
		d.pos++
		return true, nil
	}
	return false, d.errorf("want a boolean")
}

func (d *cborDec) float64() (float64, error) {
	if d.pos >= len(d.data) {
		return 0, errCBORTruncated
	}
	c := d.data[d.pos]
	if c>>5 == 0 || c>>5 == 1 {
		n, err := d.int64()
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
		return 0, d.errorf("want a number")
	}
	if len(d.data)-d.pos-1 < n {
		return 0, errCBORTruncated
	}
	var u uint64
	for _, b := range d.data[d.pos+1 : d.pos+1+n] {
		u = u<<8 | uint64(b)
	}
	d.pos += 1 + n
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

// length reads the head of a string, array or map of the given major type
// and checks its length against the bytes left (each element takes at
// least min bytes) and the element limit.
func (d *cborDec) length(want byte, min int, limit uint64) (int, error) {
	major, _, arg, err := d.head()
	if err != nil {
		return 0, err
	}
	if major != want {
		return 0, d.errorf("want major type %d, have %d", want, major)
	}
	if arg > limit {
		return 0, d.errorf("%d elements exceed the limit of %d", arg, limit)
	}
	if arg*uint64(min) > uint64(len(d.data)-d.pos) {
		return 0, errCBORTruncated
	}
	return int(arg), nil
}

func (d *cborDec) text() (string, error) {
	n, err := d.length(3, 1, math.MaxInt32)
	if err != nil {
		return "", err
	}
	var s string
	if d.str != "" {
		s = d.str[d.pos : d.pos+n]
	} else {
		s = string(d.data[d.pos : d.pos+n])
	}
	d.pos += n
	return s, nil
}

func (d *cborDec) bytes() ([]byte, error) {
	n, err := d.length(2, 1, math.MaxInt32)
	if err != nil {
		return nil, err
	}
	p := append([]byte(nil), d.data[d.pos:d.pos+n]...)
	d.pos += n
	return p, nil
}

// array reads an array head (elements of at least one byte each).
func (d *cborDec) array() (int, error) { return d.length(4, 1, cborMaxArray) }

// mapHead reads a map head (pairs of at least two bytes each).
func (d *cborDec) mapHead() (int, error) { return d.length(5, 2, cborMaxMapPairs) }

// enter and leave bound the nesting of arrays and maps.
func (d *cborDec) enter() error {
	d.depth++
	if d.depth > cborMaxDepth {
		return d.errorf("nesting exceeds %d levels", cborMaxDepth)
	}
	return nil
}

func (d *cborDec) leave() { d.depth-- }

// textKey reads a text map key.
func (d *cborDec) textKey() (string, error) { return d.text() }

// seen marks key bit i of a struct's map, refusing duplicates.
func (d *cborDec) seen(mask *uint64, i int) error {
	if *mask&(1<<i) != 0 {
		return d.errorf("duplicate map key")
	}
	*mask |= 1 << i
	return nil
}

func (d *cborDec) unknownKey(k any) error { return d.errorf("unknown field %v", k) }

// value reads what ValueState.UnmarshalCBOR reads.
func (d *cborDec) value(v *ValueState) error {
	if d.pos >= len(d.data) {
		return errCBORTruncated
	}
	// v is fresh (zero): the generated decoder fills new slices and structs.
	switch c := d.data[d.pos]; {
	case c == 0xf7:
		d.pos++
	case c == 0xf6:
		d.pos++
		v.K = svNull
	case c == 0xf4:
		d.pos++
		v.K = svFalse
	case c == 0xf5:
		d.pos++
		v.K = svTrue
	case c == 0xf9 || c == 0xfa || c == 0xfb:
		f, err := d.float64()
		if err != nil {
			return err
		}
		v.K, v.N = svNumber, f
		if f == 0 && math.Signbit(f) {
			v.K, v.N = svNegZero, 0
		}
	case c>>5 == 0:
		_, _, n, err := d.head()
		if err != nil {
			return err
		}
		v.K, v.N = svNumber, float64(n)
	case c>>5 == 1:
		_, _, r, err := d.head()
		if err != nil {
			return err
		}
		if r > math.MaxInt32 {
			return d.errorf("object ref %d out of range", r)
		}
		v.K, v.R = svObject, int32(r)
	case c>>5 == 3:
		s, err := d.text()
		if err != nil {
			return err
		}
		v.K, v.S = svString, s
	case c == 0x81 || c == 0x82:
		d.pos++
		if d.pos >= len(d.data) || d.data[d.pos] > 0x17 {
			return d.errorf("malformed value")
		}
		v.K = d.data[d.pos]
		d.pos++
		var err error
		switch {
		case v.K == svEmpty && c == 0x81:
		case (v.K == svCell || v.K == svIter || v.K == svStrRef || v.K == svBigRef) && c == 0x82:
			var r int64
			r, err = d.intRange(0, math.MaxInt32)
			v.R = int32(r)
		case (v.K == svSymbol || v.K == svBigInt) && c == 0x82:
			v.S, err = d.text()
		default:
			err = d.errorf("malformed value")
		}
		return err
	default:
		return d.errorf("malformed value")
	}
	return nil
}

func (d *cborDec) propList(ps *PropList) error {
	n, err := d.array()
	if err != nil {
		return err
	}
	if err := d.enter(); err != nil {
		return err
	}
	list := d.propSlice(n)
	count := 0
	for items := 0; items < n; count++ {
		p := &list[count]
		if d.pos < len(d.data) && d.data[d.pos] == 0x85 {
			d.pos++
			items++
			if err := d.propFields(p, true); err != nil {
				return err
			}
			continue
		}
		if items += 2; items > n {
			return d.errorf("property list of %d items", n)
		}
		if err := d.propFields(p, false); err != nil {
			return err
		}
	}
	d.leave()
	if n > count && len(d.propSlab) >= n && &d.propSlab[len(d.propSlab)-n] == &list[0] {
		// Give the unused tail back to the slab (it was never written).
		d.propSlab = d.propSlab[:len(d.propSlab)-(n-count)]
	}
	*ps = PropList(list[:count:count])
	return nil
}

// propFields reads a property's key and value, and with full its flags,
// getter and setter.
func (d *cborDec) propFields(p *PropState, full bool) (err error) {
	if p.K, err = d.int32(); err != nil {
		return err
	}
	if err := d.value(&p.V); err != nil {
		return err
	}
	if full {
		if p.F, err = d.uint8(); err != nil {
			return err
		}
		if p.G, err = d.int32(); err != nil {
			return err
		}
		if p.S, err = d.int32(); err != nil {
			return err
		}
	}
	return nil
}

// skip passes over one well-formed item (within the same bounds).
func (d *cborDec) skip() error {
	major, info, arg, err := d.head()
	if err != nil {
		return err
	}
	switch major {
	case 2, 3:
		if arg > uint64(len(d.data)-d.pos) {
			return errCBORTruncated
		}
		d.pos += int(arg)
	case 4, 5:
		if err := d.enter(); err != nil {
			return err
		}
		n := arg
		if major == 5 {
			if arg > cborMaxMapPairs {
				return d.errorf("map too large")
			}
			n *= 2
		} else if arg > cborMaxArray {
			return d.errorf("array too large")
		}
		if n > uint64(len(d.data)-d.pos) {
			return errCBORTruncated
		}
		for i := uint64(0); i < n; i++ {
			if err := d.skip(); err != nil {
				return err
			}
		}
		d.leave()
	case 7:
		if info == 24 && arg < 32 {
			return d.errorf("malformed simple value")
		}
	}
	return nil
}

// keyName formats an integer map key for errors.
func keyName(k int64) string { return strconv.FormatInt(k, 10) }
