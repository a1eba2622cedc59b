package vm

import (
	"math"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// biArrayPush is Array.prototype.push's builtin id: the interpreter calls
// it on its own fast path (pushOne).
var biArrayPush int32 = -1

func init() {
	ctorIDs[protoArray] = registerCtor("Array", 1, arrayCtor, arrayCtor)
	ctorTables[protoArray] = newTable(ctorEntries(protoArray)...)
	ctorTables[protoArray].add(speciesGetter("Array"))
	ctorTables[protoArray].add(
		fn("Array.isArray", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			ok, err := m.isArray(arg(args, 0))
			return boolean(ok), err
		}),
		lib("of", "Array_of"),
		lib("from", "Array_from"),
	)
	protoTables[protoArray] = newTable(protoEntries(protoArray)...)
	protoTables[protoArray].add(lazyEntry{name: symUnscopables.key, flags: flagReadOnly, make: func(m *Machine) Value {
		// The method names a `with` statement skips (ES2015+ additions).
		u := &Object{}
		for _, k := range [...]string{"at", "copyWithin", "entries", "fill", "find", "findIndex", "findLast", "findLastIndex",
			"flat", "flatMap", "includes", "keys", "values", "toReversed", "toSorted", "toSpliced"} {
			u.setOwn(k, boolean(true))
		}
		return obj(u)
	}})
	protoTables[protoArray].add(
		afn("Array.prototype.push", 1, arrayPush),
		afn("Array.prototype.pop", 0, arrayPop),
		afn("Array.prototype.shift", 0, arrayShift),
		afn("Array.prototype.unshift", 1, arrayUnshift),
		afn("Array.prototype.slice", 2, arraySlice),
		afn("Array.prototype.splice", 2, arraySplice),
		fn("Array.prototype.concat", 1, arrayConcat),
		arrayJoinEntry(),
		arrayToStringEntry(),
		afn("Array.prototype.reverse", 0, arrayReverse),
		afn("Array.prototype.indexOf", 1, arrayIndexOf),
		afn("Array.prototype.lastIndexOf", 1, arrayLastIndexOf),
		afn("Array.prototype.includes", 1, arrayIncludes),
		afn("Array.prototype.fill", 1, arrayFill),
		afn("Array.prototype.at", 1, arrayAt),
		afn("Array.prototype.flat", 0, arrayFlat),
		eachEntry(eachMap),
		eachEntry(eachFilter),
		eachEntry(eachForEach),
		eachEntry(eachSome),
		eachEntry(eachEvery),
		eachEntry(eachFind),
		eachEntry(eachFindIndex),
		eachEntry(eachFindLast),
		eachEntry(eachFindLastIndex),
		eachEntry(eachReduce),
		eachEntry(eachReduceRight),
		eachEntry(eachFlatMap),
		fn("Array.prototype.sort", 1, arraySort),
		lib("toSorted", "Array_toSorted"),
		afn("Array.prototype.toReversed", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			a, err := thisArray(m, this, "toReversed")
			if err != nil {
				return undefined, err
			}
			out := make([]Value, len(a.arr))
			for i, v := range a.arr {
				out[len(out)-1-i] = elem(v)
			}
			return m.newArrayValue(out), nil
		}),
		afn("Array.prototype.with", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			a, err := thisArray(m, this, "with")
			if err != nil {
				return undefined, err
			}
			i, f, err := m.relativeIndex(arg(args, 0), len(a.arr))
			if err != nil {
				return undefined, err
			}
			if i < 0 || i >= len(a.arr) {
				return undefined, m.rangeError("Invalid index : %s", numberToString(f))
			}
			out := make([]Value, len(a.arr))
			for j, v := range a.arr {
				out[j] = elem(v)
			}
			out[i] = arg(args, 1)
			return m.newArrayValue(out), nil
		}),
		afn("Array.prototype.toSpliced", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			a, err := thisArray(m, this, "toSpliced")
			if err != nil {
				return undefined, err
			}
			c := m.newArray(cloneValues(a.arr))
			if _, err := arraySplice(m, obj(c), args, self); err != nil {
				return undefined, err
			}
			for i, v := range c.arr {
				c.arr[i] = elem(v)
			}
			return obj(c), nil
		}),
	)
	biArrayPush = builtinID("Array.prototype.push")
}

func arrayCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if len(args) == 1 && args[0].kind == KNumber {
		n := args[0].num
		if n < 0 || n != math.Trunc(n) || n > 1<<32-1 {
			return undefined, m.rangeError("Invalid array length")
		}
		if n > maxArrayLength {
			return undefined, m.errArrayLength()
		}
		m.chargeValues(int(n))
		m.work(int(n))
		a := make([]Value, int(n))
		for i := range a {
			a[i] = empty
		}
		return m.newArrayValue(a), nil
	}
	return m.newArrayValue(append([]Value{}, args...)), nil
}

// genericArrayMethods are the methods with a self-hosted generic version
// (lib.js ArrayGeneric_*), which runs instead of the native one for a
// receiver whose elements are not just its arr slots (fastElements).
var genericArrayMethods = map[string]bool{
	"push": true, "pop": true, "shift": true, "unshift": true, "slice": true, "splice": true,
	"reverse": true, "indexOf": true, "lastIndexOf": true, "includes": true, "fill": true,
	"copyWithin": true, "at": true, "toReversed": true, "with": true, "toSpliced": true,
}

// arrayIterKinds are the Array.prototype methods that make an array
// iterator, by the iterator's kind.
var arrayIterKinds = map[string]iterKind{"keys": iterArrayKeys, "values": iterArray, "entries": iterArrayEntries}

// afn is fn for the native Array.prototype methods: they work on the
// element storage of arrays and arguments objects (fastElements). Any
// other receiver takes the method's generic version when it has one, else
// a dense copy of its array-like view ({length, 0: ...}); the mutating
// methods write the copy back (elements, holes as deletions, then length).
func afn(qualified string, length int, f nativeFunc) lazyEntry {
	method := qualified[strings.LastIndex(qualified, ".")+1:]
	mutates := false
	switch method {
	case "push", "pop", "shift", "unshift", "splice", "reverse", "fill", "copyWithin":
		mutates = true
	}
	// Methods that may visit every element charge for them (work.go).
	linear := false
	switch method {
	case "unshift", "slice", "splice", "reverse", "indexOf", "lastIndexOf", "includes", "fill", "copyWithin",
		"toReversed", "with", "toSpliced":
		linear = true
	}
	generic := ""
	if genericArrayMethods[method] {
		generic = "ArrayGeneric_" + method
	}
	return fn(qualified, length, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		if o := this.asObject(); o != nil && m.fastElements(o) {
			if linear {
				m.work(len(o.arr))
			}
			return f(m, this, args, self)
		}
		if this.isNullish() {
			if method == "indexOf" {
				return undefined, m.typeError("Array.prototype.%s called on null or undefined", method)
			}
			return undefined, m.typeError("Cannot convert undefined or null to object")
		}
		o, err := m.toObject(this)
		if err != nil {
			return undefined, err
		}
		if generic != "" {
			return m.tailCall(m.libFunction(generic), obj(o), append([]Value(nil), args...), retPush, nil)
		}
		if kind, ok := arrayIterKinds[method]; ok {
			// An array iterator reads its object as it goes
			// (typedArrayStep, arrayIndexStep), not a copy: it sees the
			// object change.
			return obj(m.newIteratorObject(&iterState{kind: kind, arr: o})), nil
		}
		tmp, err := m.arrayLikeCopy(o)
		if err != nil {
			return undefined, err
		}
		var orig []Value
		if mutates {
			orig = cloneValues(tmp.arr)
		}
		r, err := f(m, obj(tmp), args, self)
		if err != nil {
			return undefined, err
		}
		if mutates {
			// reverse, fill and copyWithin never set length.
			setLength := method != "reverse" && method != "fill" && method != "copyWithin"
			if err := m.writeBackArrayLike(o, tmp, orig, setLength); err != nil {
				return undefined, err
			}
		}
		if r.asObject() == tmp {
			r = obj(o)
		}
		return r, nil
	})
}

// arrayLikeCopy reads o's length and elements into a new array (absent
// elements stay holes).
func (m *Machine) arrayLikeCopy(o *Object) (*Object, error) {
	l, err := m.get(o, "length", obj(o))
	if err != nil {
		return nil, err
	}
	f, err := m.toNumber(l)
	if err != nil {
		return nil, err
	}
	f = toInteger(f)
	if f < 0 {
		f = 0
	}
	if f > maxArrayLength {
		return nil, m.errArrayLength()
	}
	vals := make([]Value, int(f))
	for i := range vals {
		m.work(1)
		k := strconv.Itoa(i)
		if has, err := m.hasProperty(o, k); err != nil {
			return nil, err
		} else if !has {
			vals[i] = empty
			continue
		}
		if vals[i], err = m.get(o, k, obj(o)); err != nil {
			return nil, err
		}
	}
	return m.newArray(vals), nil
}

// writeBackArrayLike stores a mutated copy back into the array-like o that
// had oldLen elements.
func (m *Machine) writeBackArrayLike(o, tmp *Object, orig []Value, setLength bool) error {
	oldLen := len(orig)
	m.work(len(tmp.arr))
	for i, v := range tmp.arr {
		if i < oldLen && (v.kind == KEmpty) == (orig[i].kind == KEmpty) && (v.kind == KEmpty || sameValue(v, orig[i])) {
			continue // unchanged: not written (a read-only or getter-only element stays)
		}
		k := strconv.Itoa(i)
		var err error
		if v.kind == KEmpty {
			_, err = m.deleteProp(o, k, true)
		} else {
			err = m.set(o, k, v, true)
		}
		if err != nil {
			return err
		}
	}
	for i := len(tmp.arr); i < oldLen; i++ {
		if _, err := m.deleteProp(o, strconv.Itoa(i), true); err != nil {
			return err
		}
	}
	if !setLength {
		return nil
	}
	return m.set(o, "length", num(float64(len(tmp.arr))), true)
}

// thisArray returns the receiver's element storage: arrays and arguments
// objects (afn turns other receivers into arrays first).
func thisArray(m *Machine, this Value, method string) (*Object, error) {
	if o := this.asObject(); o != nil && o.isArrayLike() {
		return o, nil
	}
	return nil, m.typeError("Array.prototype.%s called on a value that is not an array", method)
}

func elem(v Value) Value {
	if v.kind == KEmpty {
		return undefined
	}
	return v
}

func relIndex(m *Machine, v Value, n int, def int) (int, error) {
	if v.kind == KUndefined {
		return def, nil
	}
	f, err := m.toNumber(v)
	if err != nil {
		return 0, err
	}
	f = toInteger(f)
	if f < 0 {
		f += float64(n)
		if f < 0 {
			f = 0
		}
	} else if f > float64(n) {
		f = float64(n)
	}
	return int(f), nil
}

// relRange converts the start and end arguments of slice-like methods
// (slice, fill, subarray) into indexes clamped to [0, n], in argument
// order; a missing end is n.
func relRange(m *Machine, startArg, endArg Value, n int) (start, end int, err error) {
	if start, err = relIndex(m, startArg, n, 0); err != nil {
		return 0, 0, err
	}
	if end, err = relIndex(m, endArg, n, n); err != nil {
		return 0, 0, err
	}
	return start, end, nil
}

// errFrozenLength is the TypeError of the length update every push, pop,
// shift and unshift makes, which fails on a frozen array.
func (m *Machine) errFrozenLength() error {
	return m.typeError("Cannot assign to read only property 'length' of object '[object Array]'")
}

func arrayPush(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "push")
	if err != nil {
		return undefined, err
	}
	if a.sealed >= 3 && len(args) == 0 {
		return undefined, m.errFrozenLength()
	}
	if a.sealed > 0 && len(args) > 0 {
		return undefined, m.typeError("Cannot add property %d, object is not extensible", len(a.arr))
	}
	if err := m.checkArrayLen(len(a.arr) + len(args)); err != nil {
		return undefined, err
	}
	a.arr = appendValues(a.arr, args)
	return num(float64(len(a.arr))), nil
}

// pushOne is xs.push(v) where xs is an extensible array with dense
// elements (fastElements), done as arrayPush does it, without the call; it
// reports false, having done nothing, for any other this.
func (m *Machine) pushOne(this Value, v []Value) (float64, bool) {
	a := this.asObject()
	if a == nil || a.class != ClassArray || a.sealed != 0 || len(a.arr) >= maxArrayLength || !m.fastElements(a) {
		return 0, false
	}
	a.arr = appendValues(a.arr, v)
	return float64(len(a.arr)), true
}

func arrayPop(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "pop")
	if err != nil {
		return undefined, err
	}
	if len(a.arr) == 0 {
		if a.sealed >= 3 {
			return undefined, m.errFrozenLength()
		}
		return undefined, nil
	}
	if a.sealed >= 2 {
		return undefined, m.typeError("Cannot delete property '%d' of [object Array]", len(a.arr)-1)
	}
	v := a.arr[len(a.arr)-1]
	a.arr[len(a.arr)-1] = Value{}
	a.arr = a.arr[:len(a.arr)-1]
	return elem(v), nil
}

func arrayShift(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "shift")
	if err != nil {
		return undefined, err
	}
	if len(a.arr) == 0 {
		if a.sealed >= 3 {
			return undefined, m.errFrozenLength()
		}
		return undefined, nil
	}
	if a.sealed >= 3 && len(a.arr) > 1 {
		return undefined, m.typeError("Cannot assign to read only property '0' of object '[object Array]'")
	}
	if a.sealed >= 2 {
		return undefined, m.typeError("Cannot delete property '%d' of [object Array]", len(a.arr)-1)
	}
	// Reslicing keeps shift O(1) (queues built on shift stay linear).
	v := a.arr[0]
	a.arr[0] = Value{}
	a.arr = a.arr[1:]
	return elem(v), nil
}

func arrayUnshift(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "unshift")
	if err != nil {
		return undefined, err
	}
	if a.sealed >= 3 && len(args) == 0 {
		return undefined, m.errFrozenLength()
	}
	if a.sealed > 0 && len(args) > 0 {
		return undefined, m.typeError("Cannot add property %d, object is not extensible", len(a.arr)+len(args)-1)
	}
	if err := m.checkArrayLen(len(a.arr) + len(args)); err != nil {
		return undefined, err
	}
	n := make([]Value, len(args), len(a.arr)+len(args))
	copy(n, args)
	a.arr = appendValues(n, a.arr)
	return num(float64(len(a.arr))), nil
}

func arraySlice(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "slice")
	if err != nil {
		return undefined, err
	}
	n := len(a.arr)
	start, end, err := relRange(m, arg(args, 0), arg(args, 1), n)
	if err != nil {
		return undefined, err
	}
	if end < start {
		end = start
	}
	c, err := m.arraySpecies(a)
	if err != nil {
		return undefined, err
	}
	out := cloneValues(a.arr[start:end])
	return m.speciesFill(c, len(out), out, true)
}

// speciesFill is the result of slice, splice, concat and flat: a plain
// array of out, or (c from arraySpecies) new c(n) filled by the
// self-hosted Array_fillSpecies.
func (m *Machine) speciesFill(c Value, n int, out []Value, setLength bool) (Value, error) {
	if c.isUndefined() {
		return m.newArrayValue(out), nil
	}
	return m.tailCall(m.libFunction("Array_fillSpecies"), undefined, []Value{c, num(float64(n)), m.newArrayValue(out), boolean(setLength)}, retPush, nil)
}

func arraySplice(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "splice")
	if err != nil {
		return undefined, err
	}
	n := len(a.arr)
	start, err := relIndex(m, arg(args, 0), n, 0)
	if err != nil {
		return undefined, err
	}
	del := 0
	switch {
	case len(args) == 0:
	case len(args) == 1:
		del = n - start
	default:
		f, err := m.toNumber(args[1])
		if err != nil {
			return undefined, err
		}
		f = toInteger(f)
		del = int(math.Max(0, math.Min(f, float64(n-start))))
	}
	var items []Value
	if len(args) > 2 {
		items = args[2:]
	}
	c, err := m.arraySpecies(a)
	if err != nil {
		return undefined, err
	}
	switch {
	case a.sealed >= 3 && del == 0 && len(items) == 0:
		return undefined, m.typeError("Cannot assign to read only property 'length' of object '[object Array]'")
	case a.sealed >= 3:
		return undefined, m.typeError("Cannot assign to read only property '%d' of object '[object Array]'", start)
	case a.sealed >= 2 && del > len(items):
		return undefined, m.typeError("Cannot delete property '%d' of [object Array]", n-1)
	case a.sealed > 0 && len(items) > del:
		return undefined, m.typeError("Cannot add property %d, object is not extensible", n-del+len(items)-1)
	}
	if err := m.checkArrayLen(len(a.arr) - del + len(items)); err != nil {
		return undefined, err
	}
	removed := cloneValues(a.arr[start : start+del])
	rest := cloneValues(a.arr[start+del:])
	a.arr = appendValues(append(a.arr[:start], items...), rest)
	return m.speciesFill(c, del, removed, true)
}

func arrayConcat(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, err := m.toObject(this)
	if err != nil {
		return undefined, err
	}
	c, err := m.arraySpecies(o)
	if err != nil {
		return undefined, err
	}
	var out []Value
	m.pin(&out)
	defer m.unpin()
	add := func(v Value) error {
		x := v.asObject()
		spread := false
		if x != nil {
			// IsConcatSpreadable: Symbol.isConcatSpreadable, else IsArray.
			s, err := m.get(x, symSpreadable.key, v)
			if err != nil {
				return err
			}
			spread = x.class == ClassArray
			if !s.isUndefined() {
				spread = truthy(s)
			} else if x.class == ClassProxy {
				if spread, err = m.isArray(v); err != nil {
					return err
				}
			}
		}
		if !spread {
			if len(out)+1 > maxArrayLength {
				return m.errArrayLength()
			}
			out = append(growValues(out, 1), v)
			return nil
		}
		if m.fastElements(x) {
			if len(out)+len(x.arr) > maxArrayLength {
				return m.errArrayLength()
			}
			m.chargeValues(len(x.arr))
			m.work(len(x.arr))
			out = appendValues(out, x.arr)
			return nil
		}
		// A spreadable array-like: its present indices below length.
		lv, err := m.get(x, "length", v)
		if err != nil {
			return err
		}
		f, err := m.toNumber(lv)
		if err != nil {
			return err
		}
		f = toInteger(f)
		if f > 9007199254740991-float64(len(out)) {
			return m.typeError("Invalid array length")
		}
		if float64(len(out))+f > maxArrayLength {
			return m.errArrayLength()
		}
		for k := 0; k < int(f); k++ {
			m.work(1)
			key := strconv.Itoa(k)
			if has, err := m.hasProperty(x, key); err != nil {
				return err
			} else if !has {
				out = append(out, empty)
				continue
			}
			e, err := m.get(x, key, v)
			if err != nil {
				return err
			}
			m.chargeValues(1)
			out = append(out, e)
		}
		return nil
	}
	if err := add(obj(o)); err != nil {
		return undefined, err
	}
	for _, v := range args {
		if err := add(v); err != nil {
			return undefined, err
		}
	}
	if out == nil {
		out = []Value{}
	}
	return m.speciesFill(c, 0, out, true)
}

func arrayJoin(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "join")
	if err != nil {
		return undefined, err
	}
	sep := ","
	if s := arg(args, 0); s.kind != KUndefined {
		sep, err = m.toString(s)
		if err != nil {
			return undefined, err
		}
	}
	return m.joinArray(a, sep)
}

// isJoining reports whether a is being joined already (a cycle). A few
// levels are scanned; deeper nesting uses a set, so that a deep array
// costs linear time, not quadratic.
func (m *Machine) isJoining(a *Object) bool {
	if m.joinSet != nil {
		return m.joinSet[a]
	}
	if len(m.joining) < 64 {
		for _, x := range m.joining {
			if x == a {
				return true
			}
		}
		return false
	}
	m.joinSet = make(map[*Object]bool, 2*len(m.joining))
	for _, x := range m.joining {
		m.joinSet[x] = true
	}
	return m.joinSet[a]
}

// joinDepth guards against cycles in join (JavaScript prints "" for them).
func (m *Machine) joinArray(a *Object, sep string) (Value, error) {
	if m.isJoining(a) {
		return str(""), nil
	}
	m.joining = append(m.joining, a)
	if m.joinSet != nil {
		m.joinSet[a] = true
	}
	defer func() {
		m.joining = m.joining[:len(m.joining)-1]
		if m.joinSet != nil {
			delete(m.joinSet, a)
			if len(m.joining) == 0 {
				m.joinSet = nil
			}
		}
	}()
	// The separators alone may already be too long: fail before building.
	if n := len(a.arr); n > 1 && float64(n-1)*float64(wtf8.UTF16Len(sep)) > maxStringLength {
		return undefined, m.errStringLength()
	}
	b := strBuf{m: m}
	b.presize(joinSize(a.arr, sep))
	for i := 0; i < len(a.arr); i++ {
		m.work(1) // nested arrays join here too, sharing subarrays in exponential number
		if i > 0 {
			b.WriteString(sep)
		}
		if b.tooLong {
			return undefined, m.errStringLength()
		}
		v := a.arr[i]
		if v.isNullish() || v.kind == KEmpty {
			continue
		}
		if inner := v.asObject(); inner != nil && inner.class == ClassArray && m.hasBuiltinToString(inner) {
			// Nested arrays join natively (no nested run per level).
			if len(m.joining) > 100000 {
				return undefined, m.rangeError("Maximum call stack size exceeded")
			}
			r, err := m.joinArray(inner, ",")
			if err != nil {
				return undefined, err
			}
			b.WriteString(r.ref.(string))
			continue
		}
		s, err := m.toString(v)
		if err != nil {
			return undefined, err
		}
		b.WriteString(s)
	}
	return b.result(m)
}

// joinSize is the length in bytes of the join of elems with sep when all
// of them are strings (or holes, undefined or null), else 0. Past
// maxPresize the exact size does not matter: it stops counting.
func joinSize(elems []Value, sep string) int {
	if len(elems) < 2 {
		return 0
	}
	size := (len(elems) - 1) * len(sep)
	for _, v := range elems {
		switch v.kind {
		case KString:
			size += len(v.ref.(string))
		case KUndefined, KNull, KEmpty:
		default:
			return 0
		}
		if size > maxPresize {
			return size
		}
	}
	return size
}

var biArrayToString int32

func arrayToStringEntry() lazyEntry {
	e := fn("Array.prototype.toString", 0, arrayToString)
	biArrayToString = int32(len(builtins) - 1)
	return e
}

// hasBuiltinToString reports an array whose toString is the built-in one.
func (m *Machine) hasBuiltinToString(a *Object) bool {
	f, err := m.get(a, "toString", obj(a))
	o := f.asObject()
	return err == nil && o != nil && o.class == ClassNative && o.native == biArrayToString
}

var biArrayJoin int32

func arrayJoinEntry() lazyEntry {
	e := afn("Array.prototype.join", 1, arrayJoin)
	biArrayJoin = int32(len(builtins) - 1)
	return e
}

// arrayToString calls this.join() (the built-in join of an array runs
// natively), or is Object.prototype.toString when join is not callable.
func arrayToString(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if this.isNullish() {
		return undefined, m.typeError("Cannot convert undefined or null to object")
	}
	o, err := m.toObject(this)
	if err != nil {
		return undefined, err
	}
	join, err := m.get(o, "join", obj(o))
	if err != nil {
		return undefined, err
	}
	j := join.asObject()
	switch {
	case j == nil || !j.isCallable():
		return objectProtoToString(m, obj(o), nil, self)
	case j.class != ClassNative || j.native != biArrayJoin || !o.isArrayLike():
		return m.tailCall(join, obj(o), nil, retPush, nil)
	case !m.fastElements(o):
		// Elements with getters: read them through the array-like view.
		c, err := m.arrayLikeCopy(o)
		if err != nil {
			return undefined, err
		}
		return m.joinArray(c, ",")
	}
	return m.joinArray(o, ",")
}

func arrayReverse(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "reverse")
	if err != nil {
		return undefined, err
	}
	if a.sealed >= 3 && len(a.arr) > 1 {
		return undefined, m.typeError("Cannot assign to read only property '0' of object '[object Array]'")
	}
	for i, j := 0, len(a.arr)-1; i < j; i, j = i+1, j-1 {
		a.arr[i], a.arr[j] = a.arr[j], a.arr[i]
	}
	return this, nil
}

func arrayIndexOf(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "indexOf")
	if err != nil {
		return undefined, err
	}
	if len(a.arr) == 0 {
		return num(-1), nil // fromIndex is not converted
	}
	start, err := relIndex(m, arg(args, 1), len(a.arr), 0)
	if err != nil {
		return undefined, err
	}
	x := arg(args, 0)
	for i := start; i < len(a.arr); i++ {
		if a.arr[i].kind != KEmpty && strictEquals(a.arr[i], x) {
			return num(float64(i)), nil
		}
	}
	return num(-1), nil
}

func arrayLastIndexOf(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "lastIndexOf")
	if err != nil {
		return undefined, err
	}
	if len(a.arr) == 0 {
		return num(-1), nil // fromIndex is not converted
	}
	start := len(a.arr) - 1
	if len(args) > 1 {
		f, err := m.toNumber(args[1])
		if err != nil {
			return undefined, err
		}
		f = toInteger(f)
		if f < 0 {
			f += float64(len(a.arr))
		}
		if f < float64(start) {
			start = int(f)
		}
	}
	x := arg(args, 0)
	for i := min(start, len(a.arr)-1); i >= 0; i-- { // fromIndex's valueOf may have shortened the array
		if a.arr[i].kind != KEmpty && strictEquals(a.arr[i], x) {
			return num(float64(i)), nil
		}
	}
	return num(-1), nil
}

func arrayIncludes(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "includes")
	if err != nil {
		return undefined, err
	}
	if len(a.arr) == 0 {
		return vFalse, nil // fromIndex is not converted
	}
	start, err := relIndex(m, arg(args, 1), len(a.arr), 0)
	if err != nil {
		return undefined, err
	}
	x := arg(args, 0)
	for i := start; i < len(a.arr); i++ {
		if sameValueZero(elem(a.arr[i]), x) {
			return vTrue, nil
		}
	}
	return vFalse, nil
}

func arrayFill(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "fill")
	if err != nil {
		return undefined, err
	}
	n := len(a.arr)
	start, end, err := relRange(m, arg(args, 1), arg(args, 2), n)
	if err != nil {
		return undefined, err
	}
	if a.sealed >= 3 && start < end {
		return undefined, m.typeError("Cannot assign to read only property '%d' of object '[object Array]'", start)
	}
	for i := start; i < end; i++ {
		a.arr[i] = arg(args, 0)
	}
	return this, nil
}

// relativeIndex converts the index argument of at and with: an integer,
// counted from the end when negative. The caller checks the range; f is the
// number as given, for error messages.
func (m *Machine) relativeIndex(v Value, n int) (i int, f float64, err error) {
	if f, err = m.toNumber(v); err != nil {
		return 0, 0, err
	}
	i = int(toInteger(f))
	if i < 0 {
		i += n
	}
	return i, f, nil
}

func arrayAt(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "at")
	if err != nil {
		return undefined, err
	}
	i, _, err := m.relativeIndex(arg(args, 0), len(a.arr))
	if err != nil {
		return undefined, err
	}
	if i < 0 || i >= len(a.arr) {
		return undefined, nil
	}
	return elem(a.arr[i]), nil
}

func arrayFlat(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	a, err := thisArray(m, this, "flat")
	if err != nil {
		return undefined, err
	}
	depth := 1.0
	if d := arg(args, 0); d.kind != KUndefined {
		depth, err = m.toNumber(d)
		if err != nil {
			return undefined, err
		}
		depth = toInteger(depth)
	}
	c, err := m.arraySpecies(a)
	if err != nil {
		return undefined, err
	}
	out := []Value{}
	tooDeep, tooLong := false, false
	var flatten func(arr []Value, d float64, level int)
	flatten = func(arr []Value, d float64, level int) {
		if level > 10000 {
			tooDeep = true
			return
		}
		for _, v := range arr {
			m.work(1) // nested arrays may share subarrays, in exponential number
			if v.kind == KEmpty {
				continue
			}
			if o := v.asObject(); o != nil && o.class == ClassArray && d > 0 {
				flatten(o.arr, d-1, level+1)
				continue
			}
			if len(out) >= maxArrayLength {
				tooLong = true
				return
			}
			out = append(out, v)
		}
	}
	flatten(a.arr, depth, 0)
	if tooDeep {
		return undefined, m.rangeError("Maximum call stack size exceeded")
	}
	if tooLong {
		return undefined, m.errArrayLength()
	}
	return m.speciesFill(c, 0, out, false)
}

// arraySpecies is the constructor ArraySpeciesCreate(o, n) would call, or
// undefined when the result is a plain array (o is not an array, or its
// constructor's Symbol.species is Array, undefined or null).
func (m *Machine) arraySpecies(o *Object) (Value, error) {
	if o.class == ClassProxy {
		if isArr, err := m.isArray(obj(o)); err != nil || !isArr {
			return undefined, err
		}
	} else if o.class != ClassArray || m.plainArraySpecies(o) {
		return undefined, nil
	}
	arrayCtor := m.ctor(protoArray)
	c, err := m.get(o, "constructor", obj(o))
	if err != nil {
		return undefined, err
	}
	if co := c.asObject(); co != nil {
		if c, err = m.getSpecies(co); err != nil {
			return undefined, err
		}
		if c.kind == KNull {
			c = undefined
		}
	}
	if c.isUndefined() || c.asObject() == arrayCtor {
		return undefined, nil
	}
	if !m.isConstructor(c) {
		return undefined, m.typeError("object.constructor[Symbol.species] is not a constructor")
	}
	return c, nil
}

// plainArraySpecies reports, without observable lookups, the common case
// of an array of Array.prototype whose constructor and
// Array[Symbol.species] are the built-ins: ArraySpeciesCreate makes a plain
// array.
func (m *Machine) plainArraySpecies(o *Object) bool {
	p := o.proto
	if p != m.classes().protos[protoArray] || o.find("constructor") >= 0 {
		return false
	}
	arrayCtor := m.ctor(protoArray)
	c, acc, _ := m.getOwn(p, "constructor")
	s, sacc, _ := m.getOwn(arrayCtor, symSpecies.key)
	return acc == nil && c.asObject() == arrayCtor && s.isUndefined() && sacc != nil && sacc.get != nil &&
		sacc.get.class == ClassNative && speciesGetterIDs[sacc.get.native]
}

// initArrayES2025 adds Array.prototype.copyWithin and toLocaleString
// (called in order from builtin_es2025.go).
func initArrayES2025() {
	protoTables[protoArray].add(
		afn("Array.prototype.copyWithin", 2, arrayCopyWithin),
		lib("toLocaleString", "Array_toLocaleString"),
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
		if has, err := m.hasProperty(a, fk); err != nil {
			return undefined, err
		} else if has {
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
