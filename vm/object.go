package vm

import (
	"runtime"
	"slices"
	"sort"
	"strconv"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// Class says what kind of object an Object is; class-specific state lives
// in Object.internal.
type Class uint8

const (
	ClassObject Class = iota
	ClassArray
	ClassFunction // a closure of compiled code
	ClassNative   // a built-in function (Object.native is its builtin id)
	ClassBound    // a bound function
	ClassError
	ClassPromise
	ClassBoolean
	ClassNumber
	ClassString
	ClassArguments
	ClassDate
	ClassMap
	ClassSet
	ClassIterator
	ClassGenerator
	ClassRegExp
	ClassWeakMap
	ClassWeakSet
	// A typed array (internal *typedArray, a view of an ArrayBuffer). A
	// state saved before typed arrays had views holds a Uint8Array of
	// this class with its bytes as numbers in arr (restored as a view).
	ClassTypedArray
	// A WeakRef (its target is the one key of its mapData) and a
	// FinalizationRegistry (its cells are the values of its mapData).
	ClassWeakRef
	ClassFinalizationRegistry
	ClassArrayBuffer // internal *arrayBuffer
	ClassDataView    // internal *dataView
	ClassProxy       // internal *proxyData (builtin_proxy.go)
)

type propFlag uint8

const (
	flagHidden   propFlag = 1 << iota // not enumerable
	flagReadOnly                      // not writable
	flagAccessor                      // val.ref is an *accessor
	flagFixed                         // not configurable
)

type prop struct {
	key   string
	val   Value
	flags propFlag
}

// flagTombstone marks a deleted virtual property (a function's name or
// length, which otherwise reappear from functionVirtualProp): an accessor
// marked read-only, a combination nothing else makes, so code unaware of
// it sees a property with neither getter nor setter, and snapshots keep it.
const flagTombstone = flagAccessor | flagReadOnly

func (p *prop) isTombstone() bool { return p.flags&flagTombstone == flagTombstone }

// hasFunctionProps reports whether o has the virtual name and length of a
// function (see functionVirtualProp).
func (o *Object) hasFunctionProps() bool {
	return o.class == ClassFunction || o.class == ClassNative || o.class == ClassBound
}

// deleteVirtual records that a function's virtual name or length is gone.
func (o *Object) deleteVirtual(key string) {
	o.addProp(key, Value{kind: KInternal, ref: &accessor{}}, flagHidden|flagTombstone)
}

type accessor struct {
	get, set *Object
}

// Object is every JavaScript object. Named properties are kept in insertion
// order in props (with a map index once there are many); arrays keep their
// elements densely in arr. The props layout is private to this file's
// methods so that shapes (hidden classes) with inline caches can replace it.
type Object struct {
	class      Class
	sealed     uint8  // 0 extensible, 1 preventExtensions, 2 sealed, 3 frozen
	hasIndex   bool   // some key in props is an array index (affects key order)
	protoReady bool   // a function's "prototype" property has been created
	memMark    uint32 // the memory mark pass that last visited it (memory_mark.go)
	proto      *Object
	plist      []prop // read through props(): it may still be cold
	cold       *coldProps
	index      map[string]int32
	arr        []Value
	fn         *funcData
	native     int32
	saveID     int32     // its id in the State being saved, when memMark is the save's pass (snapshot_save.go)
	lazy       *lazyInst // built-in properties not created yet
	internal   any
}

// funcData is a closure: compiled code plus the cells it captured.
type funcData struct {
	code *compile.Func
	free []*Cell
	name string  // overrides code.Name (self-hosted built-ins)
	home *Object // the object a method was defined on (super lookups start at its prototype)
}

const indexThreshold = 8

// props is the object's own property list. A restored object's list may
// still lie undecoded in the state it came from (cold, see thaw.go): the
// first use decodes it, so a resume builds only what the run touches.
func (o *Object) props() []prop {
	if o.cold != nil {
		o.thaw()
	}
	return o.plist
}

func (o *Object) find(key string) int {
	if o.index != nil {
		if i, ok := o.index[key]; ok {
			return int(i)
		}
		return -1
	}
	for i := range o.props() {
		if o.props()[i].key == key {
			return i
		}
	}
	return -1
}

func (o *Object) addProp(key string, v Value, flags propFlag) {
	if !o.hasIndex {
		if _, ok := arrayIndex(key); ok {
			o.hasIndex = true
		}
	}
	ps := o.props()
	if len(ps) == cap(ps) && cap(ps) >= bigObject {
		// A big object's properties double, as big arrays do
		// (growValues): append's quarter steps left copies resident.
		ps = slices.Grow(ps, cap(ps))
	}
	ps = append(ps, prop{key: key, val: v, flags: flags})
	o.plist = ps
	if o.index != nil {
		o.index[key] = int32(len(ps) - 1)
	} else if len(ps) > indexThreshold {
		o.index = make(map[string]int32, len(ps)*2)
		for i, p := range ps {
			o.index[p.key] = int32(i)
		}
	}
}

// exoticElement is the props index of array element key when it is stored
// as a property (an accessor, or a data element with non-default
// attributes; its arr slot is a hole), else -1.
func (o *Object) exoticElement(key string) int {
	if !o.hasIndex {
		return -1
	}
	if i := o.find(key); i >= 0 && !o.props()[i].isTombstone() {
		return i
	}
	return -1
}

// lengthReadOnly reports whether array o's length was made non-writable: a
// "length" entry in props then records its attributes (the value is still
// len(arr)).
func (o *Object) lengthReadOnly() bool {
	if len(o.props()) == 0 {
		return false
	}
	i := o.find("length")
	return i >= 0 && o.props()[i].flags&flagReadOnly != 0
}

func (o *Object) removeProp(i int) {
	ps := o.props()
	copy(ps[i:], ps[i+1:])
	ps[len(ps)-1] = prop{}
	ps = ps[:len(ps)-1]
	o.plist = ps
	if o.index != nil {
		o.index = make(map[string]int32, len(ps)*2)
		for j, p := range ps {
			o.index[p.key] = int32(j)
		}
	}
}

// sortProps orders the properties by rank, keeping the order of equal
// ranks.
func (o *Object) sortProps(rank func(key string) int) {
	ps := o.props()
	if slices.IsSortedFunc(ps, func(a, b prop) int { return rank(a.key) - rank(b.key) }) {
		return
	}
	slices.SortStableFunc(ps, func(a, b prop) int { return rank(a.key) - rank(b.key) })
	if o.index != nil {
		for j, p := range ps {
			o.index[p.key] = int32(j)
		}
	}
}

// setOwn creates or overwrites an own data property (object literals,
// built-in setup): no setters, no checks.
func (o *Object) setOwn(key string, v Value) {
	if o.class == ClassArray {
		if i, ok := arrayIndex(key); ok {
			o.setIndex(i, v) // built-in setup: indices far below the cap
			return
		}
	}
	if i := o.find(key); i >= 0 {
		o.props()[i].val = v
		o.props()[i].flags = 0
		return
	}
	o.addProp(key, v, 0)
}

func (o *Object) setHidden(key string, v Value) {
	if i := o.find(key); i >= 0 {
		o.props()[i].val = v
		o.props()[i].flags = flagHidden
		return
	}
	o.addProp(key, v, flagHidden)
}

// setIndex stores an array element, growing the array with holes. It
// refuses (false) an index at or past maxArrayLength.
func (o *Object) setIndex(i int, v Value) bool {
	if i < len(o.arr) {
		o.arr[i] = v
		return true
	}
	if i >= maxArrayLength {
		return false
	}
	o.arr = growValues(o.arr, i+1-len(o.arr))
	for len(o.arr) < i {
		o.arr = append(o.arr, empty)
	}
	o.arr = append(o.arr, v)
	return true
}

// growValues returns vs with room for n more values. It doubles the
// capacity: Go's append grows a slice past 256 elements by less (a quarter
// for big ones), so an array built by push was copied about five times its
// size instead of twice, and the copies a growing array leaves behind stay
// in the process's resident memory until the runtime returns them, which
// for an array grown to the memory limit came to several times the array
// itself. (The memory account counts an array by its length, grownCap, so
// that it does not depend on how the array was grown or whether it was
// restored.)
func growValues(vs []Value, n int) []Value {
	if len(vs)+n <= cap(vs) {
		return vs
	}
	if len(vs) < copyChunk {
		return slices.Grow(vs, max(n, cap(vs)))
	}
	grown := make([]Value, len(vs), len(vs)+max(n, cap(vs)))
	copyValues(grown, vs)
	return grown
}

// copyChunk is how many values copyValues moves at once. The runtime copies
// a slice of pointers in one piece that cannot be preempted, so copying a
// million-element array in one go holds up a garbage collection that wants
// to stop the world (every other goroutine waits, the timeout's among them)
// for as long as the copy takes, and the collector spends that time
// signalling the goroutine. 16 Ki values are half a megabyte: tens of
// microseconds.
const copyChunk = 1 << 14

// copyValues is copy(dst, src) in pieces of copyChunk values, so that a big
// copy can be preempted between them.
func copyValues(dst, src []Value) int {
	n := min(len(dst), len(src))
	for i := 0; i < n; i += copyChunk {
		j := min(i+copyChunk, n)
		copy(dst[i:j], src[i:j])
		if j < n {
			runtime.Gosched() // the copy itself has no preemption point
		}
	}
	return n
}

// appendValues is append(vs, more...) with growValues' doubling and
// copyValues' pieces.
func appendValues(vs, more []Value) []Value {
	if n := len(vs); len(more) == 1 && n < cap(vs) {
		vs = vs[:n+1] // one value with room for it: push's usual case
		vs[n] = more[0]
		return vs
	}
	vs = growValues(vs, len(more))
	n := len(vs)
	vs = vs[:n+len(more)]
	copyValues(vs[n:], more)
	return vs
}

// cloneValues is slices.Clone for values, copied with copyValues.
func cloneValues(vs []Value) []Value {
	if vs == nil {
		return nil
	}
	out := make([]Value, len(vs))
	copyValues(out, vs)
	return out
}

// bigArray is the length from which the memory account counts an array
// as possibly twice its size (grownCap); bigObject the number of
// properties from which addProp doubles.
const (
	bigArray  = 1 << 16
	bigObject = 1 << 14
)

func (o *Object) isCallable() bool {
	return o.class == ClassFunction || o.class == ClassNative || o.class == ClassBound ||
		o.class == ClassProxy && o.internal.(*proxyData).callable
}

// isArrayLike reports objects whose index keys live in arr.
func (o *Object) isArrayLike() bool { return o.class == ClassArray || o.class == ClassArguments }

// ownKeys returns the own string keys in JavaScript order: array indices
// ascending, then the other keys in insertion order. onlyEnumerable skips
// hidden properties.
// appendSymbolKeys appends o's enumerable symbol keys to keys (the order of
// CopyDataProperties and Object.assign: string keys first, from ownKeys).
func (o *Object) appendSymbolKeys(keys []string) []string {
	for _, p := range o.props() {
		if isSymbolKey(p.key) && p.flags&flagHidden == 0 && !p.isTombstone() {
			keys = append(keys, p.key)
		}
	}
	return keys
}

func (m *Machine) ownKeys(o *Object, onlyEnumerable bool) []string {
	m.materializeAll(o)
	if ns, ok := o.internal.(*toolNS); ok && !ns.built {
		m.buildToolLevel(o, ns)
	}
	keys := make([]string, 0, len(o.arr)+len(o.props()))
	fnProps := !onlyEnumerable && o.hasFunctionProps()
	if fnProps && o.class == ClassFunction {
		m.functionVirtualProp(o, "prototype") // create it to list it
	}
	if o.isArrayLike() && !o.hasIndex {
		for i, v := range o.arr {
			if v.kind != KEmpty {
				keys = append(keys, strconv.Itoa(i))
			}
		}
	} else if ta := typedArrayOf(o); ta != nil {
		n, _ := ta.bounds()
		for i := range n {
			keys = append(keys, strconv.Itoa(i))
		}
	} else if o.class == ClassString {
		n := wtf8.UTF16Len(o.internal.(string))
		for i := 0; i < n; i++ {
			keys = append(keys, strconv.Itoa(i))
		}
	}
	if o.hasIndex {
		var idx []int
		if o.isArrayLike() {
			// Plain elements and those stored as properties, merged.
			for i, v := range o.arr {
				if v.kind != KEmpty {
					idx = append(idx, i)
				}
			}
		}
		for _, p := range o.props() {
			if onlyEnumerable && p.flags&flagHidden != 0 || p.isTombstone() {
				continue
			}
			if i, ok := arrayIndex(p.key); ok {
				idx = append(idx, i)
			}
		}
		sort.Ints(idx)
		for _, i := range idx {
			keys = append(keys, strconv.Itoa(i))
		}
	}
	if !onlyEnumerable && (o.class == ClassArray || o.class == ClassString) {
		keys = append(keys, "length") // after the indices, before the other keys, as in V8
	}
	if fnProps {
		// A function's length and name come after the indices, in the
		// slots V8 creates them in, even when a static method or field
		// redefined them.
		for _, k := range [...]string{"length", "name"} {
			if i := o.find(k); i < 0 || !o.props()[i].isTombstone() {
				keys = append(keys, k)
			}
		}
		// V8 makes a function's prototype with it; here it is made on
		// first use, so it is listed in that slot too.
		if o.class == ClassFunction && o.find("prototype") >= 0 {
			keys = append(keys, "prototype")
		}
	}
	for _, p := range o.props() {
		if onlyEnumerable && p.flags&flagHidden != 0 || isSymbolKey(p.key) || p.isTombstone() {
			continue
		}
		if fnProps && (p.key == "length" || p.key == "name" || p.key == "prototype" && o.class == ClassFunction) {
			continue // listed above
		}
		if o.class == ClassArray && p.key == "length" {
			continue // a read-only length's attributes; listed below
		}
		if o.hasIndex {
			if _, ok := arrayIndex(p.key); ok {
				continue
			}
		}
		keys = append(keys, p.key)
	}
	m.work(len(keys)) // Object.keys of a million properties is one call
	return keys
}

// getOwn looks up an own property without running getters: ok reports
// whether it exists; acc is non-nil for accessor properties.
func (m *Machine) getOwn(o *Object, key string) (v Value, acc *accessor, ok bool) {
	if o.isArrayLike() {
		if i, isIdx := arrayIndex(key); isIdx {
			if i < len(o.arr) && o.arr[i].kind != KEmpty {
				return o.arr[i], nil, true
			}
			if !o.hasIndex {
				return undefined, nil, false
			}
			// Maybe an element with attributes or accessors (in props).
		} else if key == "length" {
			if o.class == ClassArray {
				return num(float64(len(o.arr))), nil, true
			}
			if i := o.find(key); i < 0 {
				return num(float64(len(o.arr))), nil, true
			}
		}
	}
	if ns, ok := o.internal.(*toolNS); ok && !ns.built {
		m.buildToolLevel(o, ns)
	}
	if o.class == ClassTypedArray {
		if v, found, handled := taGetOwn(o, key); handled {
			return v, nil, found
		}
	}
	if i := o.find(key); i >= 0 {
		p := &o.props()[i]
		if p.isTombstone() {
			return undefined, nil, false
		}
		if p.flags&flagAccessor != 0 {
			return undefined, p.val.ref.(*accessor), true
		}
		return p.val, nil, true
	}
	switch o.class {
	case ClassString:
		s := o.internal.(string)
		if key == "length" {
			return num(float64(wtf8.UTF16Len(s))), nil, true
		}
		if i, isIdx := arrayIndex(key); isIdx && i < wtf8.UTF16Len(s) {
			return str(wtf8.CharAt(s, i)), nil, true
		}
	case ClassFunction, ClassNative, ClassBound:
		if v, ok := m.functionVirtualProp(o, key); ok {
			return v, nil, true
		}
	}
	if o.lazy != nil {
		if v, ok := m.materialize(o, key); ok {
			return v, nil, true
		}
		if i := o.find(key); i >= 0 && o.props()[i].flags&flagAccessor != 0 {
			return undefined, o.props()[i].val.ref.(*accessor), true
		}
	}
	return undefined, nil, false
}

// get is [[Get]] with receiver for getters.
func (m *Machine) get(o *Object, key string, receiver Value) (Value, error) {
	for p, hops := o, 0; p != nil; p, hops = p.proto, hops+1 {
		if hops&protoWalkCheck == protoWalkCheck {
			m.work(protoWalkCheck + 1) // a chain can be a million objects long
		}
		v, acc, ok := m.getOwn(p, key)
		if !ok {
			if p.class == ClassTypedArray && isCanonicalNumeric(key) {
				return undefined, nil // a typed array's missing element is not looked up further
			}
			if p.class == ClassProxy {
				return m.proxyGet(p, key, receiver)
			}
			continue
		}
		if acc != nil {
			if acc.get == nil {
				return undefined, nil
			}
			if g := acc.get; g.class == ClassNative && builtins[g.native].direct {
				return builtins[g.native].fn(m, receiver, nil, g)
			}
			return m.callNested(obj(acc.get), receiver, nil)
		}
		return v, nil
	}
	return undefined, nil
}

// getV reads a property of any value (primitives use their prototype).
func (m *Machine) getV(v Value, key string) (Value, error) {
	switch v.kind {
	case KObject:
		o := v.ref.(*Object)
		if i := o.find(key); i >= 0 && o.props()[i].flags&flagAccessor == 0 {
			return o.props()[i].val, nil
		}
		return m.get(o, key, v)
	case KString:
		s := v.ref.(string)
		if key == "length" {
			return num(float64(m.strLen(s))), nil
		}
		if i, ok := arrayIndex(key); ok {
			if u, ok := m.strUnit(s, i); ok {
				return str(u), nil
			}
			return undefined, nil
		}
		return m.get(m.proto(protoString), key, v)
	case KNumber, KBool, KSymbol, KBigInt:
		return m.get(m.primitiveProto(v), key, v)
	case KUndefined, KNull, KEmpty:
		return undefined, m.typeError("Cannot read properties of %s (reading '%s')", typeName(v), key)
	}
	return undefined, nil
}

// primitiveProto is the prototype a primitive's properties come from (its
// wrapper's), nil for undefined and null.
func (m *Machine) primitiveProto(v Value) *Object {
	switch v.kind {
	case KString:
		return m.proto(protoString)
	case KNumber:
		return m.proto(protoNumber)
	case KBool:
		return m.proto(protoBoolean)
	case KSymbol:
		return m.proto(protoSymbol)
	case KBigInt:
		return m.proto(protoBigInt)
	}
	return nil
}

// wrapperClass names the wrapper object of a primitive (String, Number,
// Boolean, Symbol, BigInt).
func wrapperClass(v Value) string {
	switch v.kind {
	case KString:
		return "String"
	case KNumber:
		return "Number"
	case KBool:
		return "Boolean"
	case KSymbol:
		return "Symbol"
	case KBigInt:
		return "BigInt"
	}
	return "Object"
}

func typeName(v Value) string {
	if v.kind == KNull {
		return "null"
	}
	return "undefined"
}

// getIndex reads v[i] for an integer index (fast path for arrays and strings).
func (m *Machine) getIndex(v Value, i int) (Value, error) {
	if o := v.asObject(); o != nil && o.class == ClassArray {
		if i >= 0 && i < len(o.arr) && o.arr[i].kind != KEmpty {
			return o.arr[i], nil
		}
	} else if ta := typedArrayOf(o); ta != nil && i >= 0 {
		if n, _ := ta.bounds(); i < n {
			return ta.get(i), nil
		}
		return undefined, nil
	}
	if v.kind == KString && i >= 0 {
		if u, ok := m.strUnit(v.ref.(string), i); ok {
			return str(u), nil
		}
		return undefined, nil
	}
	return m.getV(v, strconv.Itoa(i))
}

// set is [[Set]] on an object with v as receiver; it reports failure (a
// read-only property, a non-extensible object) as a TypeError in strict code
// and silently otherwise, like JavaScript.
func (m *Machine) set(o *Object, key string, v Value, strict bool) error {
	if o.class == ClassTypedArray {
		if f, ok := canonicalNumeric(key); ok {
			// Integer-indexed: the value is converted to the element
			// kind; a write past the end is dropped.
			return m.taSet(o, f, v)
		}
	}
	if o.class == ClassString {
		// Its characters and length are read-only own properties.
		if i, ok := arrayIndex(key); ok && i < wtf8.UTF16Len(o.internal.(string)) || key == "length" {
			return m.readOnly(strict, key, o)
		}
	}
	if o.isArrayLike() {
		// Elements of arrays and arguments objects live in arr (an
		// arguments object's length is its own: indices past it are
		// ordinary properties).
		if i, ok := arrayIndex(key); ok && o.exoticElement(key) < 0 && (o.class == ClassArray || i < len(o.arr)) {
			if i >= len(o.arr) && o.class == ClassArray && o.lengthReadOnly() {
				return m.readOnly(strict, "length", o)
			}
			if o.sealed >= 3 || (o.sealed > 0 && i >= len(o.arr)) {
				return m.readOnly(strict, key, o)
			}
			if i >= len(o.arr) && i < maxArrayLength { // past the cap: setIndex refuses
				m.chargeValues(i + 1 - len(o.arr))
			}
			if !o.setIndex(i, v) {
				return m.errArrayLength()
			}
			return nil
		}
		if key == "length" && o.class == ClassArray {
			if o.sealed >= 3 || o.lengthReadOnly() {
				return m.readOnly(strict, key, o)
			}
			n, err := m.toNumber(v)
			if err != nil {
				return err
			}
			if n != toInteger(n) || n < 0 || n > 1<<32-1 {
				return m.rangeError("Invalid array length")
			}
			if o.hasIndex && int(n) < len(o.arr) {
				// A non-configurable element stops the truncation above it.
				for k := len(o.arr) - 1; k >= int(n); k-- {
					if j := o.exoticElement(strconv.Itoa(k)); j >= 0 && o.props()[j].flags&flagFixed != 0 {
						m.setLength(o, k+1)
						if !strict {
							return nil
						}
						return m.typeError("Cannot delete property '%d' of [object Array]", k)
					}
				}
			}
			if o.sealed >= 2 && int(n) < len(o.arr) {
				// Sealed elements cannot be deleted: the length stays.
				if !strict {
					return nil
				}
				return m.typeError("Cannot delete property '%d' of [object Array]", len(o.arr)-1)
			}
			return m.setLength(o, int(n))
		}
	}
	if o.lazy != nil {
		// A built-in property not created yet: create it, so that its
		// attributes (read-only, accessor) apply.
		m.materialize(o, key)
	}
	if i := o.find(key); i >= 0 && !o.props()[i].isTombstone() {
		p := &o.props()[i]
		if p.flags&(flagReadOnly|flagAccessor) == 0 {
			p.val = v
			return nil
		}
		if p.flags&flagAccessor != 0 {
			acc := p.val.ref.(*accessor)
			if acc.set == nil {
				return m.getterOnly(strict, key, o)
			}
			_, err := m.callNested(obj(acc.set), obj(o), []Value{v})
			return err
		}
		return m.readOnly(strict, key, o)
	}
	if o.class == ClassProxy { // it has no properties of its own: its set trap decides
		return m.proxySetOrThrow(o, key, v, obj(o), strict)
	}
	// A function's name and length are read-only (virtual until redefined).
	if (key == "name" || key == "length") && o.hasFunctionProps() && o.find(key) < 0 {
		if _, ok := m.functionVirtualProp(o, key); ok {
			if !strict {
				return nil
			}
			return m.typeError("Cannot assign to read only property '%s' of function '%s'", key, m.functionText(o))
		}
	}
	// Inherited setters and read-only properties.
	for p, hops := o.proto, 0; p != nil; p, hops = p.proto, hops+1 {
		if hops&protoWalkCheck == protoWalkCheck {
			m.work(protoWalkCheck + 1)
		}
		if p.lazy != nil {
			m.materialize(p, key)
		}
		if p.class == ClassProxy {
			return m.proxySetOrThrow(p, key, v, obj(o), strict)
		}
		if p.class == ClassTypedArray {
			if f, ok := canonicalNumeric(key); ok {
				// A typed array's [[Set]] for another receiver: nothing
				// past its end, else a property of the receiver (its
				// prototypes are not asked).
				if _, valid := validIndex(p.internal.(*typedArray), f); !valid {
					return nil
				}
				break
			}
		}
		if i := p.find(key); i >= 0 {
			pr := &p.props()[i]
			if pr.flags&flagAccessor != 0 {
				acc := pr.val.ref.(*accessor)
				if acc.set == nil {
					return m.getterOnly(strict, key, p) // V8 names the holder (#<A> for a getter on A.prototype)
				}
				_, err := m.callNested(obj(acc.set), obj(o), []Value{v})
				return err
			}
			if pr.flags&flagReadOnly != 0 {
				return m.readOnly(strict, key, o)
			}
			break
		}
	}
	if o.sealed > 0 {
		if strict {
			return m.typeError("Cannot add property %s, object is not extensible", key)
		}
		return nil
	}
	if o.lazy != nil {
		m.materialize(o, key)
		if i := o.find(key); i >= 0 {
			o.props()[i].val = v
			return nil
		}
	}
	if o.class == ClassFunction && key == "prototype" {
		m.functionVirtualProp(o, key)
		if i := o.find(key); i >= 0 {
			o.props()[i].val = v
			return nil
		}
	}
	if i := o.find(key); i >= 0 { // a tombstone
		o.props()[i] = prop{key: key, val: v}
		return nil
	}
	m.charge(propSize + len(key))
	o.addProp(key, v, 0)
	return nil
}

// getterOnly is the strict-mode error for assigning to an accessor
// property without a setter.
func (m *Machine) getterOnly(strict bool, key string, o *Object) error {
	if !strict {
		return nil
	}
	return m.typeError("Cannot set property %s of %s which has only a getter", key, m.receiverText(o))
}

func (m *Machine) readOnly(strict bool, key string, o *Object) error {
	if !strict {
		return nil
	}
	what := "object"
	if o.isCallable() {
		what = "function"
	}
	return m.typeError("Cannot assign to read only property '%s' of %s '%s'", key, what, m.receiverText(o))
}

// receiverText is how V8 names an object in a property error message
// (Object::NoSideEffectsToString), reading data properties only: a
// function by its source, an error as "Name: message", an object whose
// toString is Object.prototype.toString as #<Constructor> (a prototype by
// its own constructor), anything else as [object Tag] (an array, a String
// or Date object, a null-prototype object).
func (m *Machine) receiverText(o *Object) string {
	if o.isCallable() {
		return m.functionText(o)
	}
	toString := m.dataProperty(o, "toString").asObject()
	if o.class == ClassError || m.isBuiltin(toString, "Error.prototype.toString") {
		name, msg := "Error", ""
		if v := m.dataProperty(o, "name"); v.kind == KString {
			name = v.asString()
		}
		if v := m.dataProperty(o, "message"); v.kind == KString {
			msg = v.asString()
		}
		return errorText(name, msg)
	}
	if m.isBuiltin(toString, "Object.prototype.toString") {
		if c := m.dataProperty(o, "constructor").asObject(); c != nil && c.isCallable() {
			if n := m.functionName(c); n != "" {
				return "#<" + n + ">"
			}
		}
	}
	tag := classTag(o)
	if v := m.dataProperty(o, symToStringTag.key); v.kind == KString {
		tag = v.asString()
	}
	return "[object " + tag + "]"
}

// receiverValueText is receiverText for any value, as V8 names the
// receiver of "called on incompatible receiver": a primitive as text (a
// string without quotes, a BigInt without its n).
func (m *Machine) receiverValueText(v Value) string {
	switch v.kind {
	case KObject:
		return m.receiverText(v.ref.(*Object))
	case KString:
		return v.ref.(string)
	case KBigInt:
		return bigintDecimal(v)
	}
	return m.inspectShort(v)
}

// dataProperty is o's property key, own or inherited, when it is a data
// property; undefined for an accessor or none (no getter runs).
func (m *Machine) dataProperty(o *Object, key string) Value {
	for p := o; p != nil; p = p.proto {
		if p.lazy != nil {
			m.materialize(p, key)
		}
		if i := p.find(key); i >= 0 {
			if pr := &p.props()[i]; pr.flags&flagAccessor == 0 && !pr.isTombstone() {
				return pr.val
			}
			return undefined
		}
	}
	return undefined
}

// isBuiltin reports whether f is the built-in function named qualified
// (one of identityBuiltins).
func (m *Machine) isBuiltin(f *Object, qualified string) bool {
	if f == nil || f.class != ClassNative {
		return false
	}
	id, ok := identityBuiltins[qualified]
	return ok && f.native == id
}

// identityBuiltins are the ids of the built-ins isBuiltin looks for
// (receiverText's toStrings, sort's localeCompare), found once the tables
// are registered (an init function: a variable's initializer reading the
// tables would be an initialization cycle).
var identityBuiltins = map[string]int32{"Object.prototype.toString": -1, "Error.prototype.toString": -1,
	"String.prototype.localeCompare": -1}

func init() {
	for i, b := range builtins {
		if _, ok := identityBuiltins[b.name]; ok {
			identityBuiltins[b.name] = int32(i)
		}
	}
}

func (m *Machine) setLength(o *Object, n int) error {
	if n < len(o.arr) && o.hasIndex {
		for j := len(o.props()) - 1; j >= 0; j-- {
			if i, ok := arrayIndex(o.props()[j].key); ok && i >= n {
				o.removeProp(j)
			}
		}
	}
	if n < len(o.arr) {
		for i := n; i < len(o.arr); i++ {
			o.arr[i] = Value{}
		}
		o.arr = o.arr[:n]
		return nil
	}
	if n > maxArrayLength {
		return m.errArrayLength()
	}
	m.chargeValues(n - len(o.arr))
	for len(o.arr) < n {
		o.arr = append(o.arr, empty)
	}
	return nil
}

// setV is PutValue on any base value.
func (m *Machine) setV(base Value, key string, v Value, strict bool) error {
	switch base.kind {
	case KObject:
		return m.set(base.ref.(*Object), key, v, strict)
	case KUndefined, KNull:
		return m.typeError("Cannot set properties of %s (setting '%s')", typeName(base), key)
	}
	// Primitives: [[Set]] on the wrapper's prototype with the primitive as
	// the receiver. An inherited setter runs; anything else cannot be
	// written: the write is dropped, and strict mode throws. A string's
	// length and characters are its own read-only properties.
	proto := m.primitiveProto(base)
	readOnly := false
	if base.kind == KString {
		i, ok := arrayIndex(key)
		readOnly = key == "length" || ok && i < wtf8.UTF16Len(base.ref.(string))
	}
	if proto != nil && !readOnly {
		if ok, err := m.setWithReceiver(proto, key, v, base); err != nil || ok {
			return err
		}
	}
	if !strict {
		return nil
	}
	for p := proto; p != nil && !readOnly; p = p.proto {
		if _, acc, found := m.getOwn(p, key); found {
			if acc != nil && acc.set == nil {
				// V8 names the receiver, as its wrapper: [object String].
				return m.typeError("Cannot set property %s of [object %s] which has only a getter", key, wrapperClass(base))
			}
			readOnly = acc == nil && m.ownFlags(p, key)&flagReadOnly != 0
			break
		}
	}
	shown := m.receiverValueText(base)
	if readOnly {
		return m.typeError("Cannot assign to read only property '%s' of %s '%s'", key, typeOf(base), shown)
	}
	return m.typeError("Cannot create property '%s' on %s '%s'", key, typeOf(base), shown)
}

func (m *Machine) deleteProp(o *Object, key string, strict bool) (bool, error) {
	if o.class == ClassProxy {
		ok, err := m.proxyDelete(o, key)
		if err == nil && !ok && strict {
			return false, m.typeError("'deleteProperty' on proxy: trap returned falsish for property '%s'", m.keyText(key))
		}
		return ok, err
	}
	if o.class == ClassString {
		// A String object's length and characters are not configurable.
		s, _ := o.internal.(string)
		if i, isIdx := arrayIndex(key); key == "length" || isIdx && i < wtf8.UTF16Len(s) {
			if strict {
				return false, m.typeError("Cannot delete property '%s' of %s", key, m.receiverText(o))
			}
			return false, nil
		}
	}
	if o.class == ClassTypedArray {
		if f, ok := canonicalNumeric(key); ok {
			if _, valid := validIndex(o.internal.(*typedArray), f); !valid {
				return true, nil
			}
			if strict {
				return false, m.typeError("Cannot delete property '%s' of %s", key, m.receiverText(o))
			}
			return false, nil
		}
	}
	if o.isArrayLike() {
		if i, ok := arrayIndex(key); ok && o.exoticElement(key) < 0 {
			if o.sealed >= 2 && i < len(o.arr) && o.arr[i].kind != KEmpty {
				if strict {
					return false, m.typeError("Cannot delete property '%s' of %s", key, m.receiverText(o))
				}
				return false, nil
			}
			if i < len(o.arr) {
				o.arr[i] = empty // a hole; length is unchanged
			}
			return true, nil
		}
		if key == "length" && o.class == ClassArray {
			return false, nil
		}
	}
	if o.lazy != nil {
		m.materialize(o, key)
	}
	if o.class == ClassFunction && key == "prototype" {
		m.functionVirtualProp(o, key) // a function's prototype is not configurable
	}
	i := o.find(key)
	// A function's name and length are virtual; so is the length of an
	// arguments object restored from a state saved before it had its own.
	virtual := (key == "name" || key == "length") && o.hasFunctionProps() || key == "length" && o.class == ClassArguments
	if i >= 0 && o.props()[i].isTombstone() {
		return true, nil
	}
	if i >= 0 || virtual {
		if i >= 0 && o.props()[i].flags&flagFixed != 0 || o.sealed >= 2 {
			if strict {
				return false, m.typeError("Cannot delete property '%s' of %s", key, m.receiverText(o))
			}
			return false, nil
		}
		if i >= 0 {
			o.removeProp(i)
		}
		if virtual {
			o.deleteVirtual(key)
		}
	}
	return true, nil
}

// hasProperty is [[HasProperty]]; a proxy on the chain answers through
// its has trap, which can throw.
func (m *Machine) hasProperty(o *Object, key string) (bool, error) {
	for p, hops := o, 0; p != nil; p, hops = p.proto, hops+1 {
		if hops&protoWalkCheck == protoWalkCheck {
			m.work(protoWalkCheck + 1)
		}
		if _, _, ok := m.getOwn(p, key); ok {
			return true, nil
		}
		switch p.class {
		case ClassTypedArray:
			if isCanonicalNumeric(key) {
				return false, nil
			}
		case ClassProxy:
			return m.proxyHas(p, key)
		}
	}
	return false, nil
}

func (m *Machine) hasOwn(o *Object, key string) bool {
	_, _, ok := m.getOwn(o, key)
	return ok
}

// defineAccessor adds or extends a getter/setter property.
func (m *Machine) defineAccessor(o *Object, key string, get, set *Object, flags propFlag) {
	if i := o.find(key); i >= 0 {
		p := &o.props()[i]
		if p.flags&flagAccessor != 0 {
			acc := *p.val.ref.(*accessor)
			if get != nil {
				acc.get = get
			}
			if set != nil {
				acc.set = set
			}
			p.val = Value{kind: KInternal, ref: &acc}
			return
		}
		o.removeProp(i)
	}
	o.addProp(key, Value{kind: KInternal, ref: &accessor{get: get, set: set}}, flags|flagAccessor)
}

func (m *Machine) newObject() *Object {
	m.charge(objectSize)
	return &Object{proto: m.proto(protoObject)}
}

func (m *Machine) newArray(vals []Value) *Object {
	m.charge(objectSize + len(vals)*valueSize)
	return &Object{class: ClassArray, proto: m.proto(protoArray), arr: vals}
}

func (m *Machine) newArrayValue(vals []Value) Value { return obj(m.newArray(vals)) }
