package vm

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// Intrinsics for the self-hosted ES2024/ES2025 additions in lib/lib.js
// (Object.groupBy, Map.groupBy, the Set methods, queueMicrotask) and the
// native ones that need no callbacks (Math.sumPrecise, Math.f16round).

func init() {
	defIntrinsic("__nullObject", func(m *Machine, args []Value) (Value, error) {
		m.charge(objectSize)
		return obj(&Object{}), nil
	})
	defIntrinsic("__toPropertyKey", func(m *Machine, args []Value) (Value, error) {
		k, err := m.toPropertyKey(arg(args, 0))
		return str(k), err
	})
	// __getOwn(o, key) reads an own data property (undefined if absent).
	defIntrinsic("__getOwn", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		k, _ := arg(args, 1).ref.(string)
		if o == nil {
			return undefined, nil
		}
		v, _, _ := m.getOwn(o, k)
		return v, nil
	})
	// __setOwn(o, key, v) creates an own enumerable data property.
	defIntrinsic("__setOwn", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		k, _ := arg(args, 1).ref.(string)
		if o != nil {
			m.charge(propSize + len(k))
			o.setOwn(k, arg(args, 2))
		}
		return undefined, nil
	})
	defIntrinsic("__newMap", func(m *Machine, args []Value) (Value, error) {
		m.charge(objectSize + mapDataSize)
		return obj(&Object{class: ClassMap, proto: m.proto(protoMap), internal: newMapData()}), nil
	})
	defIntrinsic("__mapGet", func(m *Machine, args []Value) (Value, error) {
		d := arg(args, 0).asObject().internal.(*mapData)
		v, _ := d.get(arg(args, 1))
		return v, nil
	})
	defIntrinsic("__mapSet", func(m *Machine, args []Value) (Value, error) {
		d := arg(args, 0).asObject().internal.(*mapData)
		m.charge(mapStoreSize)
		d.set(arg(args, 1), arg(args, 2))
		return undefined, nil
	})
	// __newSet(array) is a new Set of the array's elements.
	defIntrinsic("__newSet", func(m *Machine, args []Value) (Value, error) {
		d := newMapData()
		if a := arg(args, 0).asObject(); a != nil {
			m.charge(objectSize + mapDataSize + len(a.arr)*mapStoreSize)
			for _, v := range a.arr {
				d.set(elem(v), elem(v))
			}
		}
		return obj(&Object{class: ClassSet, proto: m.proto(protoSet), internal: d}), nil
	})
	// __setValues(this, method) checks that this is a Set and returns its
	// elements as an array.
	defIntrinsic("__setValues", func(m *Machine, args []Value) (Value, error) {
		method, _ := arg(args, 1).ref.(string)
		d, err := thisMap(m, arg(args, 0), true, method)
		if err != nil {
			return undefined, err
		}
		vals := make([]Value, 0, d.size)
		for _, k := range d.keys {
			if k.kind != KEmpty {
				vals = append(vals, k)
			}
		}
		return m.newArrayValue(vals), nil
	})
	defIntrinsic("__setHas", func(m *Machine, args []Value) (Value, error) {
		_, ok := arg(args, 0).asObject().internal.(*mapData).get(arg(args, 1))
		return boolean(ok), nil
	})
	defIntrinsic("__setAdd", func(m *Machine, args []Value) (Value, error) {
		v := arg(args, 1)
		arg(args, 0).asObject().internal.(*mapData).set(v, v)
		return undefined, nil
	})
	defIntrinsic("__setDelete", func(m *Machine, args []Value) (Value, error) {
		arg(args, 0).asObject().internal.(*mapData).delete(arg(args, 1))
		return undefined, nil
	})
	// __setRecord(other) is GetSetRecord: {size, has, keys} of a set-like.
	defIntrinsic("__setRecord", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("%s is not an object", m.inspectShort(arg(args, 0)))
		}
		raw, err := m.get(o, "size", obj(o))
		if err != nil {
			return undefined, err
		}
		n, err := m.toNumber(raw)
		if err != nil {
			return undefined, err
		}
		if n != n {
			return undefined, m.typeError("The 'size' property must be a number")
		}
		n = toInteger(n)
		if n < 0 {
			return undefined, m.rangeError("'%s' is an invalid size", numberToString(n))
		}
		rec := m.newObject()
		rec.setOwn("size", num(n))
		for _, name := range []string{"has", "keys"} {
			f, err := m.get(o, name, obj(o))
			if err != nil {
				return undefined, err
			}
			if !f.isCallable() {
				return undefined, m.typeError("The '%s' property must be a function", name)
			}
			rec.setOwn(name, f)
		}
		return obj(rec), nil
	})
	// __inspectArg formats a value as node's ERR_INVALID_ARG_TYPE messages do.
	defIntrinsic("__inspectArg", func(m *Machine, args []Value) (Value, error) {
		return str(m.describeArg(arg(args, 0))), nil
	})

	ctorTables[protoObject].add(lib("groupBy", "Object_groupBy"))
	ctorTables[protoMap].add(lib("groupBy", "Map_groupBy"))
	ctorTables[protoPromise].add(lib("withResolvers", "Promise_withResolvers"))
	protoTables[protoSet].add(
		lib("union", "Set_union"),
		lib("intersection", "Set_intersection"),
		lib("difference", "Set_difference"),
		lib("symmetricDifference", "Set_symmetricDifference"),
		lib("isSubsetOf", "Set_isSubsetOf"),
		lib("isSupersetOf", "Set_isSupersetOf"),
		lib("isDisjointFrom", "Set_isDisjointFrom"),
	)
	globalTable.add(lib("queueMicrotask", "queueMicrotask"))
	jsonTable.add(tagEntry("JSON"))
	ctorTables[protoObject].add(fn("Object.getOwnPropertySymbols", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o, err := m.toObject(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		m.materializeAll(o)
		vals := []Value{}
		for _, p := range o.props() {
			if isSymbolKey(p.key) && !p.isTombstone() {
				if s := m.symbolForKey(p.key); s != nil {
					vals = append(vals, Value{kind: KSymbol, ref: s})
				}
			}
		}
		return m.newArrayValue(vals), nil
	}))
	protoTables[protoArray].add(
		afn("Array.prototype.copyWithin", 2, arrayCopyWithin),
		lib("toLocaleString", "Array_toLocaleString"),
	)
	mathTable.add(
		fn("Math.imul", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			a, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			b, err := m.toNumber(arg(args, 1))
			if err != nil {
				return undefined, err
			}
			return num(float64(toInt32(a) * toInt32(b))), nil
		}),
		fn("Math.sumPrecise", 1, mathSumPrecise),
		math1("f16round", f16round),
	)
}

// arrayCopyWithin is Array.prototype.copyWithin(target, start, end).
func arrayCopyWithin(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "copyWithin")
	if err != nil {
		return undefined, err
	}
	n := len(a.arr)
	to, err := relIndex(m, arg(args, 0), n, 0)
	if err != nil {
		return undefined, err
	}
	from, err := relIndex(m, arg(args, 1), n, 0)
	if err != nil {
		return undefined, err
	}
	end, err := relIndex(m, arg(args, 2), n, n)
	if err != nil {
		return undefined, err
	}
	if a.sealed >= 3 && end > from {
		return undefined, m.typeError("Cannot assign to read only property '%d' of object '[object Array]'", to)
	}
	count := min(end-from, n-to)
	if count <= 0 {
		return this, nil
	}
	if len(a.arr) == n && a.sealed == 0 {
		copy(a.arr[to:to+count], a.arr[from:from+count])
		return this, nil
	}
	// The argument conversions resized the array (or it is sealed): follow
	// the specification's element-by-element steps on the stale length.
	step := 1
	if from < to && to < from+count {
		step, from, to = -1, from+count-1, to+count-1
	}
	for ; count > 0; count-- {
		fk, tk := strconv.Itoa(from), strconv.Itoa(to)
		if m.hasProperty(a, fk) {
			v, err := m.get(a, fk, this)
			if err != nil {
				return undefined, err
			}
			if err := m.set(a, tk, v, true); err != nil {
				return undefined, err
			}
		} else if _, err := m.deleteProp(a, tk, true); err != nil {
			return undefined, err
		}
		from, to = from+step, to+step
	}
	return this, nil
}

// describeArg is the "Received ..." part of node's ERR_INVALID_ARG_TYPE.
func (m *Machine) describeArg(v Value) string {
	switch v.kind {
	case KUndefined, KNull:
		return m.inspect(v)
	case KObject:
		o := v.ref.(*Object)
		if o.isCallable() {
			if n := m.functionName(o); n != "" {
				return "function " + n
			}
			return "function "
		}
		return "an instance of " + m.constructorName(o, "Object")
	}
	s := m.inspect(v)
	if len(s) > 28 {
		s = s[:25] + "..."
	}
	return "type " + typeOf(v) + " (" + s + ")"
}

// mathSumPrecise is Math.sumPrecise: the exactly rounded sum of an
// iterable of numbers. Doubles span 2^-1074 .. 2^1024, so a big.Float of
// 2200 bits holds any partial sum of up to 2^100 of them exactly; the one
// rounding happens in Float64 (to nearest, ties to even).
func mathSumPrecise(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	items := arg(args, 0)
	if items.isNullish() {
		return undefined, m.typeError("%s is not iterable", m.inspectShort(items))
	}
	vals, err := m.iterateToSlice(items)
	if err != nil {
		return undefined, err
	}
	sum := new(big.Float).SetPrec(2200)
	posInf, negInf, nan, allNegZero := false, false, false, true
	for _, v := range vals {
		if v.kind != KNumber {
			return undefined, m.typeError("%s is not a number", m.inspectShort(v))
		}
		f := v.num
		switch {
		case f != f:
			nan = true
		case math.IsInf(f, 1):
			posInf = true
		case math.IsInf(f, -1):
			negInf = true
		default:
			if !(f == 0 && math.Signbit(f)) {
				allNegZero = false
			}
			sum.Add(sum, new(big.Float).SetFloat64(f))
		}
	}
	switch {
	case nan || posInf && negInf:
		return num(math.NaN()), nil
	case posInf:
		return num(math.Inf(1)), nil
	case negInf:
		return num(math.Inf(-1)), nil
	case allNegZero:
		return num(math.Copysign(0, -1)), nil
	}
	f, _ := sum.Float64()
	return num(f), nil
}

// f16round rounds a double to the nearest IEEE 754 binary16 value (ties
// to even). Scaling by a power of two is exact, so RoundToEven on the
// scaled value is the only rounding.
func f16round(x float64) float64 {
	if x != x || math.IsInf(x, 0) || x == 0 {
		return x
	}
	a := math.Abs(x)
	var r float64
	if a < 0x1p-14 {
		r = math.RoundToEven(a*0x1p24) * 0x1p-24 // subnormals: quantum 2^-24
	} else {
		_, exp := math.Frexp(a) // a = frac * 2^exp, frac in [0.5, 1)
		unit := math.Ldexp(1, exp-11)
		r = math.RoundToEven(a/unit) * unit
		if r > 65504 {
			r = math.Inf(1)
		}
	}
	return math.Copysign(r, x)
}

// regexpEscape is RegExp.escape (ES2025).
func regexpEscape(s string) string {
	var b strings.Builder
	first := true
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s[i:])
		i += n
		switch {
		case first && (r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'):
			b.WriteString(`\x`)
			b.WriteString(lowerHex2(int(r)))
		case strings.ContainsRune(`^$\.*+?()[]{}|/`, r):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\v':
			b.WriteString(`\v`)
		case r == '\f':
			b.WriteString(`\f`)
		case r == '\r':
			b.WriteString(`\r`)
		case strings.ContainsRune(",-=<>#&!%:;@~'`\"", r):
			b.WriteString(`\x`)
			b.WriteString(lowerHex2(int(r)))
		case isJSWhiteSpace(r) || r >= 0xD800 && r < 0xE000:
			if r <= 0xFF {
				b.WriteString(`\x`)
				b.WriteString(lowerHex2(int(r)))
			} else {
				b.WriteString(`\u`)
				b.WriteString(lowerHex2(int(r) >> 8))
				b.WriteString(lowerHex2(int(r) & 0xFF))
			}
		default:
			b.Write(wtf8.Append(nil, r))
		}
		first = false
	}
	return b.String()
}

func lowerHex2(c int) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4&0xF], digits[c&0xF]})
}

// isJSWhiteSpace reports WhiteSpace or LineTerminator code points.
func isJSWhiteSpace(r rune) bool {
	switch r {
	case '\t', '\v', '\f', ' ', 0xA0, 0xFEFF, '\n', '\r', 0x2028, 0x2029, 0x1680, 0x202F, 0x205F, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// isWellFormed reports whether s has no lone surrogates.
func isWellFormed(s string) bool {
	if wtf8.IsASCII(s) {
		return true
	}
	u := wtf8.ToUTF16(s)
	for i := 0; i < len(u); i += unitsAt(u, i) {
		if isLoneSurrogate(u, i) {
			return false
		}
	}
	return true
}

// unitsAt is how many code units the code point at u[i] takes (2 for a
// surrogate pair).
func unitsAt(u []uint16, i int) int {
	if c := u[i]; c >= 0xD800 && c < 0xDC00 && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000 {
		return 2
	}
	return 1
}

// isLoneSurrogate reports whether u[i], the start of a code point (the
// loops step by unitsAt), is a surrogate outside a pair.
func isLoneSurrogate(u []uint16, i int) bool {
	return u[i] >= 0xD800 && u[i] < 0xE000 && unitsAt(u, i) == 1
}

// toWellFormed replaces lone surrogates by U+FFFD.
func toWellFormed(s string) string {
	if isWellFormed(s) {
		return s
	}
	u := wtf8.ToUTF16(s)
	for i := 0; i < len(u); i += unitsAt(u, i) {
		if isLoneSurrogate(u, i) {
			u[i] = 0xFFFD
		}
	}
	return wtf8.FromUTF16(u)
}
