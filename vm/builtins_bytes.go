package vm

import (
	"math"
	"strings"
	"unicode/utf8"
)

// Uint8Array, TextEncoder and TextDecoder: as far as tool data with bytes
// needs. A Uint8Array keeps its bytes as numbers in Object.arr (class
// ClassUint8Array), so snapshots and the generic property paths need
// nothing new. There is no ArrayBuffer: subarray returns a copy.

func toUint8(f float64) float64 {
	if f != f || math.IsInf(f, 0) {
		return 0
	}
	return float64(uint8(int64(math.Trunc(math.Mod(f, 256)))))
}

func (m *Machine) newUint8Array(vals []Value) *Object {
	return &Object{class: ClassUint8Array, proto: m.proto(protoUint8Array), arr: vals}
}

func bytesToValues(b []byte) []Value {
	vals := make([]Value, len(b))
	for i, c := range b {
		vals[i] = num(float64(c))
	}
	return vals
}

func valuesToBytes(vals []Value) []byte {
	b := make([]byte, len(vals))
	for i, v := range vals {
		b[i] = byte(v.num)
	}
	return b
}

func thisBytes(m *Machine, this Value, method string) (*Object, error) {
	if o := this.asObject(); o != nil && o.class == ClassUint8Array {
		return o, nil
	}
	return nil, m.typeError("this is not a typed array.")
}

// byteValues converts the elements of an array-like or iterable to bytes.
func (m *Machine) byteValues(src Value) ([]Value, error) {
	vals, err := m.iterateToSlice(src)
	if err != nil {
		return nil, err
	}
	out := make([]Value, len(vals))
	for i, v := range vals {
		f, err := m.toNumber(v)
		if err != nil {
			return nil, err
		}
		out[i] = num(toUint8(f))
	}
	return out, nil
}

func uint8ArrayCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a := arg(args, 0)
	switch {
	case a.kind == KObject:
		o := a.asObject()
		if o.class == ClassUint8Array {
			return obj(m.newUint8Array(append([]Value(nil), o.arr...))), nil
		}
		it, err := m.get(o, symIterator.key, a)
		if err != nil {
			return undefined, err
		}
		var src []Value
		if it.isCallable() {
			src, err = m.iterateToSlice(a)
		} else {
			src, err = m.argList(a)
		}
		if err != nil {
			return undefined, err
		}
		vals := make([]Value, len(src))
		for i, v := range src {
			f, err := m.toNumber(elem(v))
			if err != nil {
				return undefined, err
			}
			vals[i] = num(toUint8(f))
		}
		return obj(m.newUint8Array(vals)), nil
	default:
		f := 0.0
		if !a.isUndefined() {
			var err error
			if f, err = m.toNumber(a); err != nil {
				return undefined, err
			}
			if f != f {
				f = 0
			}
			f = math.Trunc(f)
		}
		if f < 0 || f > maxArrayLength {
			return undefined, m.rangeError("Invalid typed array length: %s", numberToString(f))
		}
		vals := make([]Value, int(f))
		for i := range vals {
			vals[i] = num(0)
		}
		return obj(m.newUint8Array(vals)), nil
	}
}

func init() {
	ctorIDs[protoUint8Array] = registerCtor("Uint8Array", 3, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Constructor Uint8Array requires 'new'")
	}, uint8ArrayCtor)
	ctorTables[protoUint8Array] = newTable(ctorEntries(protoUint8Array)...)
	ctorTables[protoUint8Array].add(
		val("BYTES_PER_ELEMENT", func(m *Machine) Value { return num(1) }),
		fn("Uint8Array.of", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return uint8ArrayCtor(m, undefined, []Value{m.newArrayValue(append([]Value{}, args...))}, self)
		}),
		lib("from", "Uint8Array_from"),
	)
	lengthGetter := func(name string) lazyEntry {
		id := register("Uint8Array.prototype."+name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, err := thisBytes(m, this, name)
			if err != nil {
				return undefined, err
			}
			return num(float64(len(o.arr))), nil
		})
		return lazyEntry{name: name, getter: true, make: func(m *Machine) Value { return obj(m.newNative(id, nil)) }}
	}
	bfn := func(name string, length int, f func(m *Machine, o *Object, args []Value) (Value, error)) lazyEntry {
		return fn("Uint8Array.prototype."+name, length, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, err := thisBytes(m, this, name)
			if err != nil {
				return undefined, err
			}
			return f(m, o, args)
		})
	}
	// viaArray runs an Array.prototype native on the bytes (read-only
	// methods whose result is not a typed array).
	viaArray := func(name string, length int, f nativeFunc) lazyEntry {
		return bfn(name, length, func(m *Machine, o *Object, args []Value) (Value, error) {
			return f(m, obj(m.newArray(o.arr)), args, nil)
		})
	}
	protoTables[protoUint8Array] = newTable(protoEntries(protoUint8Array)...)
	protoTables[protoUint8Array].add(
		lengthGetter("length"),
		lengthGetter("byteLength"),
		val("BYTES_PER_ELEMENT", func(m *Machine) Value { return num(1) }),
		bfn("slice", 2, uint8Slice),
		// A copy, not a view: views would not survive a snapshot, and a run
		// must not behave differently after a resume.
		bfn("subarray", 2, uint8Slice),
		bfn("set", 1, func(m *Machine, o *Object, args []Value) (Value, error) {
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
			src := arg(args, 0)
			var vals []Value
			if so := src.asObject(); so != nil && so.class == ClassUint8Array {
				vals = append([]Value(nil), so.arr...)
			} else {
				list, err := m.argList(src)
				if err != nil {
					return undefined, err
				}
				vals = make([]Value, len(list))
				for i, v := range list {
					f, err := m.toNumber(elem(v))
					if err != nil {
						return undefined, err
					}
					vals[i] = num(toUint8(f))
				}
			}
			if off+float64(len(vals)) > float64(len(o.arr)) {
				return undefined, m.rangeError("offset is out of bounds")
			}
			copy(o.arr[int(off):], vals)
			return undefined, nil
		}),
		bfn("fill", 1, func(m *Machine, o *Object, args []Value) (Value, error) {
			f, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			n := len(o.arr)
			start, end, err := relRange(m, arg(args, 1), arg(args, 2), n)
			if err != nil {
				return undefined, err
			}
			for i := start; i < end; i++ {
				o.arr[i] = num(toUint8(f))
			}
			return obj(o), nil
		}),
		bfn("reverse", 0, func(m *Machine, o *Object, args []Value) (Value, error) {
			for i, j := 0, len(o.arr)-1; i < j; i, j = i+1, j-1 {
				o.arr[i], o.arr[j] = o.arr[j], o.arr[i]
			}
			return obj(o), nil
		}),
		bfn("toString", 0, func(m *Machine, o *Object, args []Value) (Value, error) {
			return m.joinArray(m.newArray(o.arr), ",")
		}),
		viaArray("join", 1, arrayJoin),
		viaArray("indexOf", 1, arrayIndexOf),
		viaArray("lastIndexOf", 1, arrayLastIndexOf),
		viaArray("includes", 1, arrayIncludes),
		viaArray("at", 1, arrayAt),
		bfn("values", 0, func(m *Machine, o *Object, args []Value) (Value, error) {
			return obj(m.newIteratorObject(&iterState{kind: iterArray, arr: o})), nil
		}),
		bfn("keys", 0, func(m *Machine, o *Object, args []Value) (Value, error) {
			return obj(m.newIteratorObject(&iterState{kind: iterArrayKeys, arr: o})), nil
		}),
		bfn("entries", 0, func(m *Machine, o *Object, args []Value) (Value, error) {
			return obj(m.newIteratorObject(&iterState{kind: iterArrayEntries, arr: o})), nil
		}),
		lib("map", "Uint8Array_map"),
		lib("filter", "Uint8Array_filter"),
		lib("forEach", "Array_forEach"),
		lib("reduce", "Array_reduce"),
		lib("every", "Array_every"),
		lib("some", "Array_some"),
		lib("find", "Array_find"),
		lib("findIndex", "Array_findIndex"),
		lib("sort", "Uint8Array_sort"),
	)
	protoTables[protoUint8Array].add(lazyEntry{name: symToStringTag.key, make: func(m *Machine) Value { return str("Uint8Array") }})
	protoTables[protoUint8Array].add(lazyEntry{name: symIterator.key, make: func(m *Machine) Value {
		v, _, _ := m.getOwn(m.proto(protoUint8Array), "values")
		return v
	}})
	globalTable.add(val("Uint8Array", func(m *Machine) Value { return obj(m.ctor(protoUint8Array)) }))
	defIntrinsic("__toUint8Array", func(m *Machine, args []Value) (Value, error) {
		vals, err := m.byteValues(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		return obj(m.newUint8Array(vals)), nil
	})
	defIntrinsic("__isUint8Array", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		return boolean(o != nil && o.class == ClassUint8Array), nil
	})
	defIntrinsic("__sortBytes", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		var counts [256]int
		for _, v := range o.arr {
			counts[int(v.num)]++
		}
		k := 0
		for b, c := range counts {
			for ; c > 0; c-- {
				o.arr[k] = num(float64(b))
				k++
			}
		}
		return obj(o), nil
	})

	// TextEncoder / TextDecoder (UTF-8 only, like node's defaults).
	ctorIDs[protoTextEncoder] = registerCtor("TextEncoder", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Class constructor TextEncoder cannot be invoked without 'new'")
	}, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return obj(&Object{proto: m.proto(protoTextEncoder)}), nil
	})
	ctorTables[protoTextEncoder] = newTable(ctorEntries(protoTextEncoder)...)
	protoTables[protoTextEncoder] = newTable(protoEntries(protoTextEncoder)...)
	protoTables[protoTextEncoder].add(
		val("encoding", func(m *Machine) Value { return str("utf-8") }),
		fn("TextEncoder.prototype.encode", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s := ""
			if a := arg(args, 0); !a.isUndefined() {
				var err error
				if s, err = m.toString(a); err != nil {
					return undefined, err
				}
			}
			return obj(m.newUint8Array(bytesToValues([]byte(toUTF8(s))))), nil
		}),
	)
	ctorIDs[protoTextDecoder] = registerCtor("TextDecoder", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Class constructor TextDecoder cannot be invoked without 'new'")
	}, textDecoderCtor)
	ctorTables[protoTextDecoder] = newTable(ctorEntries(protoTextDecoder)...)
	protoTables[protoTextDecoder] = newTable(protoEntries(protoTextDecoder)...)
	protoTables[protoTextDecoder].add(
		val("encoding", func(m *Machine) Value { return str("utf-8") }),
		fn("TextDecoder.prototype.decode", 1, textDecode),
	)
	globalTable.add(
		val("TextEncoder", func(m *Machine) Value { return obj(m.ctor(protoTextEncoder)) }),
		val("TextDecoder", func(m *Machine) Value { return obj(m.ctor(protoTextDecoder)) }),
	)
}

const (
	slotFatal     = symbolPrefix + "#fatal"
	slotIgnoreBOM = symbolPrefix + "#ignoreBOM"
)

func textDecoderCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if l := arg(args, 0); !l.isUndefined() {
		s, err := m.toString(l)
		if err != nil {
			return undefined, err
		}
		switch strings.ToLower(strings.TrimSpace(s)) {
		case "utf-8", "utf8", "unicode-1-1-utf-8":
		default:
			return undefined, m.rangeError("The \"%s\" encoding is not supported", s)
		}
	}
	o := &Object{proto: m.proto(protoTextDecoder)}
	fatal, ignoreBOM := false, false
	if opts := arg(args, 1).asObject(); opts != nil {
		f, err := m.get(opts, "fatal", obj(opts))
		if err != nil {
			return undefined, err
		}
		b, err := m.get(opts, "ignoreBOM", obj(opts))
		if err != nil {
			return undefined, err
		}
		fatal, ignoreBOM = truthy(f), truthy(b)
	}
	o.setHidden(slotFatal, boolean(fatal))
	o.setHidden(slotIgnoreBOM, boolean(ignoreBOM))
	o.setOwn("fatal", boolean(fatal))
	o.setOwn("ignoreBOM", boolean(ignoreBOM))
	o.props[o.find("fatal")].flags = flagHidden
	o.props[o.find("ignoreBOM")].flags = flagHidden
	return obj(o), nil
}

func textDecode(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	t := this.asObject()
	if t == nil || t.find(slotFatal) < 0 {
		return undefined, m.typeError("Value of \"this\" must be of type TextDecoder")
	}
	fatal := truthy(t.props[t.find(slotFatal)].val)
	ignoreBOM := truthy(t.props[t.find(slotIgnoreBOM)].val)
	in := arg(args, 0)
	var b []byte
	switch o := in.asObject(); {
	case in.isUndefined():
	case o != nil && o.class == ClassUint8Array:
		b = valuesToBytes(o.arr)
	case o != nil && o.class == ClassArray:
		// Not a buffer in node either, but tool data often arrives as a
		// plain array of bytes: accept it like a Uint8Array.
		vals, err := m.byteValues(in)
		if err != nil {
			return undefined, err
		}
		b = valuesToBytes(vals)
	default:
		return undefined, m.typeError("The \"input\" argument must be an instance of ArrayBuffer or ArrayBufferView. Received %s", m.describeArg(in))
	}
	if !ignoreBOM && len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		b = b[3:]
	}
	s, ok := decodeUTF8(b)
	if !ok && fatal {
		return undefined, m.typeError("The encoded data was not valid for encoding utf-8")
	}
	return str(s), nil
}

// decodeUTF8 is the WHATWG UTF-8 decoder: each maximal invalid subpart
// becomes one U+FFFD; ok reports that there was none.
func decodeUTF8(b []byte) (string, bool) {
	if utf8.Valid(b) {
		return string(b), true
	}
	var sb strings.Builder
	ok := true
	for i := 0; i < len(b); {
		c := b[i]
		if c < 0x80 {
			sb.WriteByte(c)
			i++
			continue
		}
		need, lower, upper := 0, byte(0x80), byte(0xBF)
		switch {
		case c >= 0xC2 && c <= 0xDF:
			need = 1
		case c >= 0xE0 && c <= 0xEF:
			need = 2
			if c == 0xE0 {
				lower = 0xA0
			} else if c == 0xED {
				upper = 0x9F
			}
		case c >= 0xF0 && c <= 0xF4:
			need = 3
			if c == 0xF0 {
				lower = 0x90
			} else if c == 0xF4 {
				upper = 0x8F
			}
		default:
			sb.WriteRune(utf8.RuneError)
			ok = false
			i++
			continue
		}
		j := i + 1
		valid := true
		for k := 0; k < need; k++ {
			if j >= len(b) || b[j] < lower || b[j] > upper {
				valid = false
				break
			}
			lower, upper = 0x80, 0xBF
			j++
		}
		if !valid {
			sb.WriteRune(utf8.RuneError)
			ok = false
			i = j
			continue
		}
		sb.Write(b[i:j])
		i = j
	}
	return sb.String(), ok
}

// uint8Slice is slice and subarray: a new Uint8Array with a copy of the
// elements from start to end.
func uint8Slice(m *Machine, o *Object, args []Value) (Value, error) {
	start, end, err := relRange(m, arg(args, 0), arg(args, 1), len(o.arr))
	if err != nil {
		return undefined, err
	}
	end = max(end, start)
	return obj(m.newUint8Array(append([]Value(nil), o.arr[start:end]...))), nil
}
