package vm

import (
	"encoding/binary"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// Typed arrays: %TypedArray% and its twelve constructors. A typed array
// (class ClassTypedArray) is a view of an ArrayBuffer: an element kind, a
// byte offset and a length, or lengthTracking for a view that follows a
// resizable buffer. Its elements are read from and written to the
// buffer's bytes, little-endian (the byte order of the platforms node runs
// on, and the same on every machine, as a run must be). The methods that
// call back into JavaScript are self-hosted (lib.js, TypedArray_*).

type taKind uint8

const (
	taInt8 taKind = iota
	taUint8
	taUint8Clamped
	taInt16
	taUint16
	taInt32
	taUint32
	taFloat16
	taFloat32
	taFloat64
	taBigInt64
	taBigUint64
	numTAKinds
)

var taInfos = [numTAKinds]struct {
	name  string
	size  int
	proto protoID
}{
	{"Int8Array", 1, protoInt8Array},
	{"Uint8Array", 1, protoUint8Array},
	{"Uint8ClampedArray", 1, protoUint8ClampedArray},
	{"Int16Array", 2, protoInt16Array},
	{"Uint16Array", 2, protoUint16Array},
	{"Int32Array", 4, protoInt32Array},
	{"Uint32Array", 4, protoUint32Array},
	{"Float16Array", 2, protoFloat16Array},
	{"Float32Array", 4, protoFloat32Array},
	{"Float64Array", 8, protoFloat64Array},
	{"BigInt64Array", 8, protoBigInt64Array},
	{"BigUint64Array", 8, protoBigUint64Array},
}

func (k taKind) bigint() bool { return k >= taBigInt64 }

// lengthTracking is the length of a view that follows its buffer's length.
const lengthTracking = -1

type typedArray struct {
	kind   taKind
	buf    *Object // ClassArrayBuffer
	offset int     // in bytes
	length int     // in elements, or lengthTracking
}

// typedArrayOf is o's view when o is a typed array.
func typedArrayOf(o *Object) *typedArray {
	if o == nil || o.class != ClassTypedArray {
		return nil
	}
	return o.internal.(*typedArray)
}

// bounds is the view's current length, and ok false when it is out of
// bounds (its buffer detached, or shrunk below it), when it has no
// elements.
func (ta *typedArray) bounds() (n int, ok bool) {
	b := ta.buf.internal.(*arrayBuffer)
	if b.detached || ta.offset > len(b.data) {
		return 0, false
	}
	size := taInfos[ta.kind].size
	if ta.length == lengthTracking {
		return (len(b.data) - ta.offset) / size, true
	}
	if ta.offset+ta.length*size > len(b.data) {
		return 0, false
	}
	return ta.length, true
}

// bytes is element i's bytes (i below bounds' length).
func (ta *typedArray) bytes(i int) []byte {
	size := taInfos[ta.kind].size
	p := ta.offset + i*size
	return ta.buf.internal.(*arrayBuffer).data[p : p+size]
}

// get reads element i (below bounds' length).
func (ta *typedArray) get(i int) Value { return loadElement(ta.kind, ta.bytes(i)) }

func loadElement(k taKind, b []byte) Value {
	le := binary.LittleEndian
	switch k {
	case taInt8:
		return num(float64(int8(b[0])))
	case taUint8, taUint8Clamped:
		return num(float64(b[0]))
	case taInt16:
		return num(float64(int16(le.Uint16(b))))
	case taUint16:
		return num(float64(le.Uint16(b)))
	case taInt32:
		return num(float64(int32(le.Uint32(b))))
	case taUint32:
		return num(float64(le.Uint32(b)))
	case taFloat16:
		return num(float16Value(le.Uint16(b)))
	case taFloat32:
		return num(float64(math.Float32frombits(le.Uint32(b))))
	case taFloat64:
		return num(math.Float64frombits(le.Uint64(b)))
	case taBigInt64:
		return bigintVal(big.NewInt(int64(le.Uint64(b))))
	}
	return bigintVal(new(big.Int).SetUint64(le.Uint64(b)))
}

var mask64 = new(big.Int).SetUint64(math.MaxUint64)

// storeElement writes v, already converted (a number, or a BigInt for
// the BigInt kinds), as an element of kind k.
func storeElement(k taKind, b []byte, v Value) {
	le := binary.LittleEndian
	if k.bigint() {
		le.PutUint64(b, new(big.Int).And(v.asBigInt(), mask64).Uint64())
		return
	}
	f := v.num
	switch k {
	case taInt8, taUint8:
		b[0] = byte(toInt32(f))
	case taUint8Clamped:
		switch {
		case !(f > 0): // NaN too
			b[0] = 0
		case f >= 255:
			b[0] = 255
		default:
			b[0] = byte(math.RoundToEven(f))
		}
	case taInt16, taUint16:
		le.PutUint16(b, uint16(toInt32(f)))
	case taInt32, taUint32:
		le.PutUint32(b, uint32(toInt32(f)))
	case taFloat16:
		le.PutUint16(b, float16Bits(f))
	case taFloat32:
		le.PutUint32(b, math.Float32bits(float32(f)))
	case taFloat64:
		le.PutUint64(b, math.Float64bits(f))
	}
}

// toElement converts v for an element of kind k: ToBigInt or ToNumber.
func (m *Machine) toElement(k taKind, v Value) (Value, error) {
	if k.bigint() {
		return m.toBigInt(v)
	}
	if v.kind == KNumber {
		return v, nil
	}
	f, err := m.toNumber(v)
	return num(f), err
}

// float16Bits is the binary16 nearest f (Math.f16round's rounding),
// encoded: a binary16 value converts to its fields exactly.
func float16Bits(f float64) uint16 {
	if f != f {
		return 0x7e00
	}
	r := f16round(f)
	sign := uint16(0)
	if math.Signbit(r) {
		sign = 0x8000
	}
	a := math.Abs(r)
	switch {
	case math.IsInf(a, 0):
		return sign | 0x7c00
	case a < 0x1p-14: // subnormal: a multiple of 2^-24
		return sign | uint16(a*0x1p24)
	}
	frac, exp := math.Frexp(a) // a = frac * 2^exp, frac in [0.5, 1)
	return sign | uint16(exp+14)<<10 | uint16(frac*2048-1024)
}

func float16Value(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e, mant := int(h>>10&0x1f), float64(h&0x3ff)
	switch e {
	case 0:
		return sign * math.Ldexp(mant, -24)
	case 31:
		if mant == 0 {
			return math.Inf(int(sign))
		}
		return math.NaN()
	}
	return sign * math.Ldexp(1024+mant, e-25)
}

// canonicalNumeric reports whether key is a CanonicalNumericIndexString
// (the keys a typed array handles itself, "-0" and "1.5" too) and its
// number.
func canonicalNumeric(key string) (float64, bool) {
	if i, ok := arrayIndex(key); ok {
		return float64(i), true
	}
	if key == "" {
		return 0, false
	}
	if key == "-0" {
		return math.Copysign(0, -1), true
	}
	// Number::toString starts with a digit, "-", "I" (Infinity) or "N".
	if c := key[0]; c != '-' && c != 'I' && c != 'N' && (c < '0' || c > '9') {
		return 0, false
	}
	f := stringToNumber(key)
	return f, numberToString(f) == key
}

// validIndex is IsValidIntegerIndex: f names an element of o.
func validIndex(ta *typedArray, f float64) (int, bool) {
	if f != math.Trunc(f) || f == 0 && math.Signbit(f) || f < 0 {
		return 0, false
	}
	n, _ := ta.bounds()
	if f >= float64(n) {
		return 0, false
	}
	return int(f), true
}

// taGetOwn is a typed array's own numeric property: handled tells that
// key is numeric (then nothing else, own or inherited, answers for it).
func taGetOwn(o *Object, key string) (v Value, found, handled bool) {
	f, ok := canonicalNumeric(key)
	if !ok {
		return undefined, false, false
	}
	ta := o.internal.(*typedArray)
	if i, ok := validIndex(ta, f); ok {
		return ta.get(i), true, true
	}
	return undefined, false, true
}

// taSet is a typed array's [[Set]] of a numeric key: the value is
// converted, then written if the index is valid (else dropped).
func (m *Machine) taSet(o *Object, f float64, v Value) error {
	ta := o.internal.(*typedArray)
	x, err := m.toElement(ta.kind, v)
	if err != nil {
		return err
	}
	if i, ok := validIndex(ta, f); ok {
		storeElement(ta.kind, ta.bytes(i), x)
	}
	return nil
}

// taDefine is [[DefineOwnProperty]] of a numeric key.
func (m *Machine) taDefine(o *Object, f float64, pd *propDesc) (bool, error) {
	if _, ok := validIndex(o.internal.(*typedArray), f); !ok {
		return false, nil
	}
	if pd.isAccessor() || pd.hasWritable && !pd.writable || pd.hasEnumerable && !pd.enumerable || pd.hasConfigurable && !pd.configurable {
		return false, nil
	}
	if pd.hasValue {
		return true, m.taSet(o, f, pd.value)
	}
	return true, nil
}

// allocTypedArray makes a typed array of kind k and n zero elements over
// a new buffer.
func (m *Machine) allocTypedArray(k taKind, n int) (*Object, error) {
	size := taInfos[k].size
	if n < 0 || n > maxBufferLength/size {
		return nil, m.rangeError("Invalid typed array length: %d", n)
	}
	buf := m.newArrayBuffer(make([]byte, n*size))
	return m.newView(k, buf, 0, n), nil
}

func (m *Machine) newView(k taKind, buf *Object, offset, length int) *Object {
	m.charge(objectSize + 48)
	return &Object{class: ClassTypedArray, proto: m.proto(taInfos[k].proto), internal: &typedArray{kind: k, buf: buf, offset: offset, length: length}}
}

// viewBytes is the bytes a typed array or DataView shows now (none when
// out of bounds).
func viewBytes(o *Object) []byte {
	switch d := o.internal.(type) {
	case *typedArray:
		n, ok := d.bounds()
		if !ok {
			return nil
		}
		return d.buf.internal.(*arrayBuffer).data[d.offset : d.offset+n*taInfos[d.kind].size]
	case *dataView:
		n, ok := d.bounds()
		if !ok {
			return nil
		}
		return d.buf.internal.(*arrayBuffer).data[d.offset : d.offset+n]
	}
	return nil
}

// values reads all elements (for printing and cloning).
func (ta *typedArray) values() []Value {
	n, _ := ta.bounds()
	vals := make([]Value, n)
	for i := range vals {
		vals[i] = ta.get(i)
	}
	return vals
}

// validTypedArray is ValidateTypedArray: this must be a typed array in
// bounds; it returns the view and its length.
func (m *Machine) validTypedArray(this Value, method string) (*typedArray, int, error) {
	ta := typedArrayOf(this.asObject())
	if ta == nil {
		return nil, 0, m.typeError("this is not a typed array.")
	}
	n, ok := ta.bounds()
	if !ok {
		return nil, 0, m.typeError("Cannot perform %s on a detached ArrayBuffer", method)
	}
	return ta, n, nil
}

// typedArrayCtor is new TA(...) for kind k: the prototype comes from
// new.target after a length argument's conversion and before a buffer or
// typed array argument is looked at (where the specification reads it);
// with an iterable or array-like, after its elements are read (as V8
// does).
func (m *Machine) typedArrayCtor(k taKind) nativeFunc {
	return func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		nt := m.newTarget
		a := arg(args, 0)
		if a.asObject() == nil {
			f := 0.0
			if !a.isUndefined() {
				var err error
				if f, err = m.toNumber(a); err != nil {
					return undefined, err
				}
				f = toInteger(f)
			}
			if f < 0 || f > float64(maxBufferLength) {
				return undefined, m.rangeError("Invalid typed array length: %s", numberToString(f))
			}
			proto, err := m.ctorProto(nt, self, taInfos[k].proto)
			if err != nil {
				return undefined, err
			}
			o, err := m.allocTypedArray(k, int(f))
			if err != nil {
				return undefined, err
			}
			o.proto = proto
			return obj(o), nil
		}
		var proto *Object
		if src := a.asObject(); src.class == ClassArrayBuffer || src.class == ClassTypedArray {
			var err error
			if proto, err = m.ctorProto(nt, self, taInfos[k].proto); err != nil {
				return undefined, err
			}
		}
		v, err := m.typedArrayFrom(k, a, args)
		if err != nil {
			return undefined, err
		}
		if proto == nil {
			if proto, err = m.ctorProto(nt, self, taInfos[k].proto); err != nil {
				return undefined, err
			}
		}
		v.asObject().proto = proto
		return v, nil
	}
}

// typedArrayFrom is new TA(object, ...): a view of a buffer, or a new
// buffer with the elements of a typed array, an iterable or an array-like.
func (m *Machine) typedArrayFrom(k taKind, a Value, args []Value) (Value, error) {
	src := a.asObject()
	if b := bufferOf(src); b != nil {
		return m.typedArrayOverBuffer(k, src, b, arg(args, 1), arg(args, 2))
	}
	var vals []Value
	if ta := typedArrayOf(src); ta != nil {
		n, ok := ta.bounds()
		if !ok {
			return undefined, m.typeError("Cannot perform Construct on a detached ArrayBuffer")
		}
		if ta.kind.bigint() != k.bigint() {
			return undefined, m.errMixBigInt()
		}
		o, err := m.allocTypedArray(k, n)
		if err != nil {
			return undefined, err
		}
		copyElements(o.internal.(*typedArray), 0, ta, 0, n)
		return obj(o), nil
	}
	it, err := m.get(src, symIterator.key, a)
	if err != nil {
		return undefined, err
	}
	switch {
	case it.isCallable():
		if vals, err = m.iterateToSlice(a); err != nil {
			return undefined, err
		}
	case !it.isNullish():
		return undefined, m.typeError("%s is not a function", m.inspectShort(it))
	default:
		if vals, err = m.argList(a); err != nil {
			return undefined, err
		}
	}
	o, err := m.allocTypedArray(k, len(vals))
	if err != nil {
		return undefined, err
	}
	for i, v := range vals {
		if err := m.taSet(o, float64(i), elem(v)); err != nil {
			return undefined, err
		}
	}
	return obj(o), nil
}

// typedArrayOverBuffer is new TA(buffer, byteOffset, length).
func (m *Machine) typedArrayOverBuffer(k taKind, bo *Object, b *arrayBuffer, offArg, lenArg Value) (Value, error) {
	name, size := taInfos[k].name, taInfos[k].size
	off := 0
	if !offArg.isUndefined() {
		f, err := m.toNumber(offArg)
		if err != nil {
			return undefined, err
		}
		if f = toInteger(f); f < 0 || f > maxBufferLength {
			return undefined, m.rangeError("Start offset %s is outside the bounds of the buffer", numberToString(f))
		}
		off = int(f)
	}
	if off%size != 0 {
		return undefined, m.rangeError("start offset of %s should be a multiple of %d", name, size)
	}
	length := lengthTracking
	if !lenArg.isUndefined() {
		n, err := m.bufferLength(lenArg, "Invalid typed array length: "+m.inspectShort(lenArg))
		if err != nil {
			return undefined, err
		}
		length = n
	}
	if b.detached {
		return undefined, m.typeError("Cannot perform Construct on a detached ArrayBuffer")
	}
	n := len(b.data)
	switch {
	case length == lengthTracking && b.resizable:
		if off > n {
			return undefined, m.rangeError("Start offset %d is outside the bounds of the buffer", off)
		}
	case length == lengthTracking:
		if n%size != 0 {
			return undefined, m.rangeError("byte length of %s should be a multiple of %d", name, size)
		}
		if off > n {
			return undefined, m.rangeError("Start offset %d is outside the bounds of the buffer", off)
		}
		length = (n - off) / size
	case off+length*size > n:
		return undefined, m.rangeError("Invalid typed array length: %d", length)
	}
	return obj(m.newView(k, bo, off, length)), nil
}

// copyElements copies n elements from src at j to dst at i, converting
// between kinds (both in bounds, of the same content type); overlapping
// views of one buffer copy as if through a temporary.
func copyElements(dst *typedArray, i int, src *typedArray, j, n int) {
	if dst.kind == src.kind {
		size := taInfos[dst.kind].size
		db := dst.buf.internal.(*arrayBuffer).data[dst.offset+i*size:]
		sb := src.buf.internal.(*arrayBuffer).data[src.offset+j*size:]
		copy(db[:n*size], sb[:n*size])
		return
	}
	vals := make([]Value, n)
	for k := range vals {
		vals[k] = src.get(j + k)
	}
	for k, v := range vals {
		if dst.kind.bigint() {
			storeElement(dst.kind, dst.bytes(i+k), v)
		} else {
			storeElement(dst.kind, dst.bytes(i+k), num(v.num))
		}
	}
}

func init() {
	// %TypedArray%: abstract, the prototype of the twelve constructors.
	ctorIDs[protoTypedArray] = registerCtor("TypedArray", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Abstract class TypedArray not directly constructable")
	}, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Abstract class TypedArray not directly constructable")
	})
	ctorTables[protoTypedArray] = newTable(ctorEntries(protoTypedArray)...)
	ctorTables[protoTypedArray].add(
		lib("from", "TypedArray_from"),
		lib("of", "TypedArray_of"),
		speciesGetter("TypedArray"),
	)
	protoTables[protoTypedArray] = newTable(protoEntries(protoTypedArray)...)
	protoTables[protoTypedArray].add(typedArrayProto()...)
	for k := range numTAKinds {
		info := taInfos[k]
		ctorIDs[info.proto] = registerOwnProtoCtor(info.name, 3, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("Constructor %s requires 'new'", info.name)
		}, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.typedArrayCtor(k)(m, this, args, self)
		})
		bpe := constVal("BYTES_PER_ELEMENT", func(m *Machine) Value { return num(float64(info.size)) })
		ctorTables[info.proto] = newTable(ctorEntries(info.proto)...)
		ctorTables[info.proto].add(bpe)
		protoTables[info.proto] = newTable(protoEntries(info.proto)...)
		protoTables[info.proto].add(bpe)
		globalTable.add(val(info.name, func(m *Machine) Value { return obj(m.ctor(info.proto)) }))
	}
}

// taMethod is a %TypedArray%.prototype method on its validated receiver:
// the view and its length.
type taMethod func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error)

func typedArrayProto() []lazyEntry {
	method := func(name string, length int, f taMethod) lazyEntry {
		qual := "%TypedArray%.prototype." + name
		return fn("TypedArray.prototype."+name, length, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			ta, n, err := m.validTypedArray(this, qual)
			if err != nil {
				return undefined, err
			}
			return f(m, this.asObject(), ta, n, args)
		})
	}
	getter := func(name string, f func(ta *typedArray) Value) lazyEntry {
		return getterEntry("TypedArray.prototype", name, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			ta := typedArrayOf(this.asObject())
			if ta == nil {
				return undefined, m.typeError("Method get TypedArray.prototype.%s called on incompatible receiver %s", name, m.receiverValueText(this))
			}
			return f(ta), nil
		})
	}
	iter := func(name string, kind iterKind) lazyEntry {
		return method(name, 0, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			return obj(m.newIteratorObject(&iterState{kind: kind, arr: o})), nil
		})
	}
	entries := []lazyEntry{
		getter("buffer", func(ta *typedArray) Value { return obj(ta.buf) }),
		getter("byteLength", func(ta *typedArray) Value {
			n, _ := ta.bounds()
			return num(float64(n * taInfos[ta.kind].size))
		}),
		getter("byteOffset", func(ta *typedArray) Value {
			if _, ok := ta.bounds(); !ok {
				return num(0)
			}
			return num(float64(ta.offset))
		}),
		getter("length", func(ta *typedArray) Value {
			n, _ := ta.bounds()
			return num(float64(n))
		}),
		method("at", 1, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			at, _, err := m.relativeIndex(arg(args, 0), n)
			if err != nil {
				return undefined, err
			}
			if i, ok := validIndex(ta, float64(at)); ok {
				return ta.get(i), nil
			}
			return undefined, nil
		}),
		method("copyWithin", 2, taCopyWithin),
		iter("entries", iterArrayEntries),
		iter("keys", iterArrayKeys),
		iter("values", iterArray),
		method("fill", 1, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			v, err := m.toElement(ta.kind, arg(args, 0))
			if err != nil {
				return undefined, err
			}
			start, end, err := relRange(m, arg(args, 1), arg(args, 2), n)
			if err != nil {
				return undefined, err
			}
			n, ok := ta.bounds() // the conversions may have shrunk or detached the buffer
			if !ok {
				return undefined, m.typeError("Cannot perform %s on a detached ArrayBuffer", "%TypedArray%.prototype.fill")
			}
			for i := start; i < min(end, n); i++ {
				storeElement(ta.kind, ta.bytes(i), v)
			}
			return obj(o), nil
		}),
		method("includes", 1, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			return taSearch(m, ta, n, args, true, false)
		}),
		method("indexOf", 1, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			return taSearch(m, ta, n, args, false, false)
		}),
		method("lastIndexOf", 1, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			return taSearch(m, ta, n, args, false, true)
		}),
		method("join", 1, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			sep := ","
			if a := arg(args, 0); !a.isUndefined() {
				s, err := m.toString(a)
				if err != nil {
					return undefined, err
				}
				sep = s
			}
			return m.taJoin(ta, n, sep)
		}),
		method("reverse", 0, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			size := taInfos[ta.kind].size
			tmp := make([]byte, size)
			for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
				copy(tmp, ta.bytes(i))
				copy(ta.bytes(i), ta.bytes(j))
				copy(ta.bytes(j), tmp)
			}
			return obj(o), nil
		}),
		method("toReversed", 0, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			r, err := m.allocTypedArray(ta.kind, n)
			if err != nil {
				return undefined, err
			}
			rt := r.internal.(*typedArray)
			for i := range n {
				copy(rt.bytes(n-1-i), ta.bytes(i))
			}
			return obj(r), nil
		}),
		fn("TypedArray.prototype.set", 1, taSetMethod),
		method("slice", 2, taSlice),
		fn("TypedArray.prototype.subarray", 2, taSubarray),
		method("sort", 1, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			if c := arg(args, 0); !c.isUndefined() {
				if !c.isCallable() {
					return undefined, m.typeError("The comparison function must be either a function or undefined")
				}
				return m.tailCall(m.libFunction("TypedArray_sort"), obj(o), []Value{c}, retPush, nil)
			}
			sortElements(ta, n)
			return obj(o), nil
		}),
		method("toSorted", 1, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			c := arg(args, 0)
			if !c.isUndefined() && !c.isCallable() {
				return undefined, m.typeError("The comparison function must be either a function or undefined")
			}
			r, err := m.allocTypedArray(ta.kind, n)
			if err != nil {
				return undefined, err
			}
			copyElements(r.internal.(*typedArray), 0, ta, 0, n)
			if !c.isUndefined() {
				return m.tailCall(m.libFunction("TypedArray_sort"), obj(r), []Value{c}, retPush, nil)
			}
			sortElements(r.internal.(*typedArray), n)
			return obj(r), nil
		}),
		method("with", 2, func(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
			at, _, err := m.relativeIndex(arg(args, 0), n)
			if err != nil {
				return undefined, err
			}
			v, err := m.toElement(ta.kind, arg(args, 1))
			if err != nil {
				return undefined, err
			}
			// The index is checked against the length after the value's
			// conversion, which may have resized the buffer.
			if _, ok := validIndex(ta, float64(at)); !ok {
				return undefined, m.rangeError("Invalid typed array index")
			}
			r, err := m.allocTypedArray(ta.kind, n)
			if err != nil {
				return undefined, err
			}
			rt := r.internal.(*typedArray)
			cur, _ := ta.bounds()
			copyElements(rt, 0, ta, 0, min(n, cur))
			if cur < n {
				// Elements past a shrunk buffer read as undefined.
				missing, err := m.toElement(ta.kind, undefined)
				if err != nil {
					return undefined, err
				}
				for i := cur; i < n; i++ {
					storeElement(ta.kind, rt.bytes(i), missing)
				}
			}
			if at < n {
				storeElement(ta.kind, rt.bytes(at), v)
			}
			return obj(r), nil
		}),
		lib("toLocaleString", "TypedArray_toLocaleString"),
		lazyEntry{name: "toString", make: func(m *Machine) Value {
			// The same function as Array.prototype.toString.
			v, _, _ := m.getOwn(m.proto(protoArray), "toString")
			return v
		}},
		lib("map", "TypedArray_map"),
		lib("filter", "TypedArray_filter"),
		lib("forEach", "TypedArray_forEach"),
		lib("reduce", "TypedArray_reduce"),
		lib("reduceRight", "TypedArray_reduceRight"),
		lib("every", "TypedArray_every"),
		lib("some", "TypedArray_some"),
		lib("find", "TypedArray_find"),
		lib("findIndex", "TypedArray_findIndex"),
		lib("findLast", "TypedArray_findLast"),
		lib("findLastIndex", "TypedArray_findLastIndex"),
		lazyEntry{name: symIterator.key, make: func(m *Machine) Value {
			v, _, _ := m.getOwn(m.proto(protoTypedArray), "values")
			return v
		}},
		getterEntry("TypedArray.prototype", "[Symbol.toStringTag]", func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			if ta := typedArrayOf(this.asObject()); ta != nil {
				return str(taInfos[ta.kind].name), nil
			}
			return undefined, nil
		}),
	}
	entries[len(entries)-1].name = symToStringTag.key
	return entries
}

// taSearch is includes, indexOf and lastIndexOf.
func taSearch(m *Machine, ta *typedArray, n int, args []Value, includes, last bool) (Value, error) {
	notFound := num(-1)
	if includes {
		notFound = boolean(false)
	}
	if n == 0 {
		return notFound, nil
	}
	from := 0.0
	if last {
		from = float64(n - 1)
	}
	if len(args) > 1 {
		f, err := m.toNumber(args[1])
		if err != nil {
			return undefined, err
		}
		from = toInteger(f) + 0 // -0 is index 0
	}
	target := arg(args, 0)
	cur, _ := ta.bounds() // fromIndex's conversion may have shrunk the buffer
	match := func(i int) bool {
		if i >= cur {
			return includes && target.isUndefined() // a missing element reads as undefined
		}
		v := ta.get(i)
		if includes {
			return sameValueZero(v, target)
		}
		return strictEquals(v, target)
	}
	if last {
		if from < 0 {
			from += float64(n)
		}
		for i := min(from, float64(n-1)); i >= 0; i-- {
			if match(int(i)) {
				return num(i), nil
			}
		}
		return notFound, nil
	}
	if from < 0 {
		from = max(from+float64(n), 0)
	}
	for i := from; i < float64(n); i++ {
		if match(int(i)) {
			if includes {
				return boolean(true), nil
			}
			if int(i) >= cur {
				continue // indexOf never finds a missing element
			}
			return num(i), nil
		}
	}
	return notFound, nil
}

func (m *Machine) taJoin(ta *typedArray, n int, sep string) (Value, error) {
	var sb strings.Builder
	cur, _ := ta.bounds()
	for i := range n {
		if i > 0 {
			sb.WriteString(sep)
		}
		if i < cur {
			v := ta.get(i)
			if v.kind == KBigInt {
				sb.WriteString(bigintDecimal(v))
			} else {
				sb.WriteString(numberToString(v.num))
			}
		}
		if sb.Len() > maxStringLength {
			return undefined, m.rangeError("Invalid string length")
		}
	}
	m.charge(sb.Len())
	return str(sb.String()), nil
}

// sortElements sorts numerically, -0 before +0 and NaN last.
func sortElements(ta *typedArray, n int) {
	vals := make([]Value, n)
	for i := range vals {
		vals[i] = ta.get(i)
	}
	if ta.kind.bigint() {
		slices.SortStableFunc(vals, func(a, b Value) int { return a.asBigInt().Cmp(b.asBigInt()) })
	} else {
		slices.SortStableFunc(vals, func(a, b Value) int {
			x, y := a.num, b.num
			switch {
			case x != x:
				if y != y {
					return 0
				}
				return 1
			case y != y || x < y:
				return -1
			case x > y:
				return 1
			case x == 0 && y == 0 && math.Signbit(x) != math.Signbit(y):
				if math.Signbit(x) {
					return -1
				}
				return 1
			}
			return 0
		})
	}
	for i, v := range vals {
		storeElement(ta.kind, ta.bytes(i), v)
	}
}

func taCopyWithin(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
	to, err := relIndex(m, arg(args, 0), n, 0)
	if err != nil {
		return undefined, err
	}
	from, end, err := relRange(m, arg(args, 1), arg(args, 2), n)
	if err != nil {
		return undefined, err
	}
	count := min(end-from, n-to)
	if count <= 0 {
		return obj(o), nil
	}
	cur, ok := ta.bounds()
	if !ok {
		return undefined, m.typeError("Cannot perform %s on a detached ArrayBuffer", "%TypedArray%.prototype.copyWithin")
	}
	size := taInfos[ta.kind].size
	data := ta.buf.internal.(*arrayBuffer).data
	limit := ta.offset + cur*size
	fromB, toB, countB := ta.offset+from*size, ta.offset+to*size, count*size
	countB = min(countB, limit-fromB, limit-toB)
	if countB > 0 {
		copy(data[toB:toB+countB], data[fromB:fromB+countB])
	}
	return obj(o), nil
}

func taSetMethod(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o := this.asObject()
	ta := typedArrayOf(o)
	if ta == nil {
		return undefined, m.typeError("this is not a typed array.")
	}
	off := 0.0
	if a := arg(args, 1); !a.isUndefined() {
		f, err := m.toNumber(a)
		if err != nil {
			return undefined, err
		}
		off = toInteger(f)
	}
	if off < 0 {
		return undefined, m.rangeError("offset is out of bounds")
	}
	n, ok := ta.bounds()
	if !ok {
		return undefined, m.typeError("Cannot perform %s on a detached ArrayBuffer", "%TypedArray%.prototype.set")
	}
	src := arg(args, 0)
	if st := typedArrayOf(src.asObject()); st != nil {
		sn, ok := st.bounds()
		if !ok {
			return undefined, m.typeError("Cannot perform %s on a detached ArrayBuffer", "%TypedArray%.prototype.set")
		}
		if st.kind.bigint() != ta.kind.bigint() {
			return undefined, m.typeError("Cannot mix BigInt and other types, use explicit conversions")
		}
		if off+float64(sn) > float64(n) {
			return undefined, m.rangeError("offset is out of bounds")
		}
		copyElements(ta, int(off), st, 0, sn)
		return undefined, nil
	}
	so, err := m.toObject(src)
	if err != nil {
		return undefined, err
	}
	lv, err := m.get(so, "length", obj(so))
	if err != nil {
		return undefined, err
	}
	sl, err := m.toLength(lv)
	if err != nil {
		return undefined, err
	}
	if off+sl > float64(n) {
		return undefined, m.rangeError("offset is out of bounds")
	}
	for i := 0; i < int(sl); i++ {
		v, err := m.get(so, strconv.Itoa(i), obj(so))
		if err != nil {
			return undefined, err
		}
		if err := m.taSet(o, off+float64(i), v); err != nil {
			return undefined, err
		}
	}
	return undefined, nil
}

// taSpecies is TypedArraySpeciesCreate's constructor: nil for the
// built-in constructor of o's kind (made here, with no program code).
func (m *Machine) taSpecies(o *Object, ta *typedArray) (Value, error) {
	def := m.ctor(taInfos[ta.kind].proto)
	c, err := m.speciesConstructor(o, def)
	if err != nil || c.asObject() == def {
		return undefined, err
	}
	return c, nil
}

func taSlice(m *Machine, o *Object, ta *typedArray, n int, args []Value) (Value, error) {
	start, end, err := relRange(m, arg(args, 0), arg(args, 1), n)
	if err != nil {
		return undefined, err
	}
	count := max(end-start, 0)
	c, err := m.taSpecies(o, ta)
	if err != nil {
		return undefined, err
	}
	if !c.isUndefined() {
		return m.tailCall(m.libFunction("TypedArray_sliceSpecies"), obj(o), []Value{c, num(float64(start)), num(float64(count))}, retPush, nil)
	}
	r, err := m.allocTypedArray(ta.kind, count)
	if err != nil {
		return undefined, err
	}
	return obj(r), m.sliceInto(ta, r.internal.(*typedArray), start, count)
}

// sliceInto copies count elements of ta from start into r (made by the
// species constructor), after checking ta is still in bounds.
func (m *Machine) sliceInto(ta, r *typedArray, start, count int) error {
	if count == 0 {
		return nil
	}
	cur, ok := ta.bounds()
	if !ok {
		return m.typeError("Cannot perform %s on a detached ArrayBuffer", "%TypedArray%.prototype.slice")
	}
	if ta.kind.bigint() != r.kind.bigint() {
		return m.errMixBigInt()
	}
	count = min(count, max(cur-start, 0))
	if rn, _ := r.bounds(); count > rn {
		count = rn
	}
	if count == 0 {
		return nil // (start may be past a shrunk buffer's end)
	}
	if ta.kind == r.kind {
		// Byte by byte from the first, as the specification copies: a
		// result over the same buffer at a higher offset sees the bytes
		// already written.
		size := taInfos[ta.kind].size
		sb := ta.buf.internal.(*arrayBuffer).data[ta.offset+start*size : ta.offset+(start+count)*size]
		db := r.buf.internal.(*arrayBuffer).data[r.offset : r.offset+count*size]
		for i := range db {
			db[i] = sb[i]
		}
		return nil
	}
	for k := range count {
		v := ta.get(start + k)
		if !r.kind.bigint() {
			v = num(v.num)
		}
		storeElement(r.kind, r.bytes(k), v)
	}
	return nil
}

func taSubarray(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o := this.asObject()
	ta := typedArrayOf(o)
	if ta == nil {
		return undefined, m.typeError("this is not a typed array.")
	}
	n, _ := ta.bounds()
	start, end, err := relRange(m, arg(args, 0), arg(args, 1), n)
	if err != nil {
		return undefined, err
	}
	size := taInfos[ta.kind].size
	begin := ta.offset + start*size
	length := num(float64(max(end-start, 0)))
	if ta.length == lengthTracking && arg(args, 1).isUndefined() {
		length = undefined // the new view tracks the buffer too
	}
	c, err := m.taSpecies(o, ta)
	if err != nil {
		return undefined, err
	}
	if c.isUndefined() {
		return m.typedArrayOverBuffer(ta.kind, ta.buf, bufferOf(ta.buf), num(float64(begin)), length)
	}
	return m.tailCall(m.libFunction("TypedArray_subarrayCreate"), undefined, []Value{c, obj(ta.buf), num(float64(begin)), length}, retPush, nil)
}

// checkCreated is the check of TypedArrayCreateFromConstructor and
// TypedArraySpeciesCreate: r, made for method, must be a typed array in
// bounds, of at least n elements (n < 0: any), of ex's content type when
// ex is one.
func (m *Machine) checkCreated(r Value, n int, ex *typedArray, method string) error {
	rt := typedArrayOf(r.asObject())
	if rt == nil {
		return m.typeError("Method %s called on incompatible receiver %s", method, m.receiverValueText(r))
	}
	rn, ok := rt.bounds()
	if !ok {
		return m.typeError("Cannot perform Construct on a detached ArrayBuffer")
	}
	if n >= 0 && rn < n {
		return m.typeError("Derived TypedArray constructor created an array which was too small")
	}
	if ex != nil && ex.kind.bigint() != rt.kind.bigint() {
		return m.errMixBigInt()
	}
	return nil
}

// errMixBigInt is V8's TypeError for BigInt and Number elements met in
// one copy.
func (m *Machine) errMixBigInt() error {
	return m.typeError("Cannot mix BigInt and other types, use explicit conversions")
}

func isCanonicalNumeric(key string) bool {
	_, ok := canonicalNumeric(key)
	return ok
}

// typedArrayStep is the next step of an array iterator over a typed
// array (values, keys or entries): a TypeError once the view is out of
// bounds, done at its current length.
func (m *Machine) typedArrayStep(it *iterState, ta *typedArray) (Value, bool, error) {
	n, ok := ta.bounds()
	if !ok {
		return undefined, true, m.typeError("Cannot perform Array Iterator.prototype.next on a detached ArrayBuffer")
	}
	if it.i >= n {
		it.done = true
		return undefined, true, nil
	}
	i := it.i
	it.i++
	switch it.kind {
	case iterArrayKeys:
		return num(float64(i)), false, nil
	case iterArrayEntries:
		return m.newArrayValue([]Value{num(float64(i)), ta.get(i)}), false, nil
	}
	return ta.get(i), false, nil
}

func init() {
	defIntrinsic("__taLength", func(m *Machine, args []Value) (Value, error) {
		method, _ := m.toString(arg(args, 1))
		_, n, err := m.validTypedArray(arg(args, 0), method)
		return num(float64(n)), err
	})
	defIntrinsic("__taSpecies", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		return m.taSpecies(o, typedArrayOf(o))
	})
	defIntrinsic("__taNew", func(m *Machine, args []Value) (Value, error) {
		ta := typedArrayOf(arg(args, 0).asObject())
		r, err := m.allocTypedArray(ta.kind, int(arg(args, 1).num))
		return obj(r), err
	})
	defIntrinsic("__taCheck", func(m *Machine, args []Value) (Value, error) {
		n := -1
		if a := arg(args, 1); a.kind == KNumber {
			n = int(a.num)
		}
		method, _ := m.toString(arg(args, 3))
		return arg(args, 0), m.checkCreated(arg(args, 0), n, typedArrayOf(arg(args, 2).asObject()), method)
	})
	defIntrinsic("__taSliceInto", func(m *Machine, args []Value) (Value, error) {
		ta, r := typedArrayOf(arg(args, 0).asObject()), typedArrayOf(arg(args, 1).asObject())
		return undefined, m.sliceInto(ta, r, int(arg(args, 2).num), int(arg(args, 3).num))
	})
	defIntrinsic("__taSetAll", func(m *Machine, args []Value) (Value, error) {
		o, vals := arg(args, 0).asObject(), arg(args, 1).asObject()
		m.work(len(vals.arr))
		for i, v := range vals.arr {
			if err := m.taSet(o, float64(i), elem(v)); err != nil {
				return undefined, err
			}
		}
		return obj(o), nil
	})
	defIntrinsic("__bufferSliceInto", func(m *Machine, args []Value) (Value, error) {
		return undefined, m.bufferSliceInto(arg(args, 0), arg(args, 1), int(arg(args, 2).num), int(arg(args, 3).num))
	})
}
