package vm

import (
	"strings"

	"github.com/codemode-go/codemode/vm/compile"
)

// Built-in functions are Go functions in a table indexed by a stable id
// (their registration order); function objects refer to them by id, so the
// heap holds no Go closures and a snapshot can name every built-in.

type nativeFunc func(m *Machine, this Value, args []Value, self *Object) (Value, error)

type builtin struct {
	name   string
	length int
	fn     nativeFunc
	ctor   nativeFunc // behaviour under new (nil: not a constructor)
	// ownProto: ctor reads new.target's prototype itself (ctorProto),
	// where the specification reads it, so new does not set it after.
	ownProto bool
	// direct: a getter that never calls back into JavaScript, which
	// [[Get]] runs as a Go call, without a nested run (a typed array's
	// length, read by every loop over it).
	direct bool
}

var builtins []builtin

// builtinID is the id of the built-in function registered as name (for
// init: it reads the whole table).
func builtinID(name string) int32 {
	for i, b := range builtins {
		if b.name == name {
			return int32(i)
		}
	}
	panic("vm: no built-in " + name)
}

func register(name string, length int, fn nativeFunc) int32 {
	builtins = append(builtins, builtin{name: name, length: length, fn: fn})
	return int32(len(builtins) - 1)
}

func registerCtor(name string, length int, call, ctor nativeFunc) int32 {
	builtins = append(builtins, builtin{name: name, length: length, fn: call, ctor: ctor})
	return int32(len(builtins) - 1)
}

// registerOwnProtoCtor is registerCtor for a constructor that takes its
// object's prototype from ctorProto.
func registerOwnProtoCtor(name string, length int, call, ctor nativeFunc) int32 {
	id := registerCtor(name, length, call, ctor)
	builtins[id].ownProto = true
	return id
}

// ctorProto is GetPrototypeFromConstructor(new.target, the prototype
// id) for the built-in constructor self, read when the constructor
// calls it (nt is m.newTarget, taken before any code of the program ran).
func (m *Machine) ctorProto(nt, self *Object, id protoID) (*Object, error) {
	if nt == nil || nt == self {
		return m.proto(id), nil
	}
	return m.prototypeFrom(nt, m.proto(id))
}

// builtinName is the stable name of builtin id (for snapshots).
func builtinName(id int32) string {
	if id < 0 || int(id) >= len(builtins) {
		return ""
	}
	return builtins[id].name
}

var (
	biResolveFunction = register("%resolve%", 1, nativeResolveFunction)
	biRejectFunction  = register("%reject%", 1, nativeRejectFunction)
	// Registered in init: their code refers back to the builtin table.
	biToolCall    int32
	biUnknownTool int32
)

func init() {
	biToolCall = register("%tool%", 1, nativeToolCall)
	biUnknownTool = register("%unknownTool%", 1, nativeUnknownTool)
}

func (m *Machine) newNative(id int32, internal any) *Object {
	m.charge(objectSize)
	return &Object{class: ClassNative, proto: m.proto(protoFunction), native: id, internal: internal}
}

func (m *Machine) newClosure(code *compile.Func, cells []*Cell) *Object {
	m.charge(objectSize + funcDataSize + 8*len(cells))
	return &Object{class: ClassFunction, proto: m.closureProto(code), fn: &funcData{code: code, free: cells}}
}

// lazyTable lists the properties of a built-in object; a Machine creates
// each one the first time it is read (a fresh Machine builds nothing).
type lazyTable struct {
	entries []lazyEntry
	index   map[string]int
	// names is a Bloom filter of the entries' names (nameBits): a key
	// without both its bits set is not in the table, known without a map
	// lookup. Most lookups that reach a built-in prototype are of names
	// it lacks: toJSON, Symbol.toPrimitive, a property an object may miss.
	names [2]uint64
}

// nameBits are key's two bits in a lazyTable's names.
func nameBits(key string) (uint, uint) {
	n := uint(len(key))
	if n == 0 {
		return 0, 1
	}
	return (n*7 + uint(key[n-1])) & 127, (n*13 + 3*uint(key[0]) + uint(key[n/2])) & 127
}

// find is the index of the entry named key.
func (t *lazyTable) find(key string) (int, bool) {
	b1, b2 := nameBits(key)
	if t.names[b1>>6]&(1<<(b1&63)) == 0 || t.names[b2>>6]&(1<<(b2&63)) == 0 {
		return 0, false
	}
	i, ok := t.index[key]
	return i, ok
}

func (t *lazyTable) addName(key string, i int) {
	t.index[key] = i
	b1, b2 := nameBits(key)
	t.names[b1>>6] |= 1 << (b1 & 63)
	t.names[b2>>6] |= 1 << (b2 & 63)
}

type lazyEntry struct {
	name    string
	make    func(m *Machine) Value
	getter  bool                   // make returns a getter function: the property is an accessor
	makeSet func(m *Machine) Value // the accessor's setter (nil: none)
	flags   propFlag               // attributes beyond non-enumerable (constVal: read-only, fixed)
}

type lazyInst struct {
	t    *lazyTable
	done []bool
	// ordered: materializeAll has put the built-in properties first, in
	// the table's order (a program may have touched them in any order).
	ordered bool
}

// lazyDeleted reports whether the property key of o's built-in table was
// created and deleted since: a key o does not have is otherwise one not
// created yet.
func (o *Object) lazyDeleted(key string) bool {
	li := o.lazy
	if li == nil || li.done == nil {
		return false
	}
	j, ok := li.t.find(key)
	return ok && li.done[j]
}

func newTable(entries ...lazyEntry) *lazyTable {
	t := &lazyTable{entries: entries, index: map[string]int{}}
	for i, e := range entries {
		t.addName(e.name, i)
	}
	return t
}

func (t *lazyTable) add(entries ...lazyEntry) {
	for _, e := range entries {
		t.addName(e.name, len(t.entries))
		t.entries = append(t.entries, e)
	}
}

// fn is a table entry for a native method; qualified is its stable name
// ("Array.prototype.push"), the property name is its last part.
func fn(qualified string, length int, f nativeFunc) lazyEntry {
	id := register(qualified, length, f)
	name := qualified[strings.LastIndex(qualified, ".")+1:]
	return lazyEntry{name: name, make: func(m *Machine) Value { return obj(m.newNative(id, nil)) }}
}

func val(name string, make func(m *Machine) Value) lazyEntry {
	return lazyEntry{name: name, make: make}
}

// getterEntry is a prototype accessor with only a getter, named
// "owner.get name" (its function's name is "get name"); f must not call
// back into JavaScript (it is direct).
func getterEntry(owner, name string, f nativeFunc) lazyEntry {
	id := register(owner+".get "+name, 0, f)
	builtins[id].direct = true
	return lazyEntry{name: name, getter: true, make: func(m *Machine) Value { return obj(m.newNative(id, nil)) }}
}

// speciesGetter is C[Symbol.species], a getter returning this.
func speciesGetter(ctor string) lazyEntry {
	e := fn(ctor+".get [Symbol.species]", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return this, nil
	})
	e.name = symSpecies.key
	e.getter = true
	speciesGetterIDs[int32(len(builtins)-1)] = true
	return e
}

// speciesGetterIDs are the built-in [Symbol.species] getters.
var speciesGetterIDs = map[int32]bool{}

// aliasOf is a property holding the same function object as the property
// target of the same prototype (Array.prototype[Symbol.iterator] is
// Array.prototype.values).
func aliasOf(name string, id protoID, target string) lazyEntry {
	return lazyEntry{name: name, make: func(m *Machine) Value {
		v, _, _ := m.getOwn(m.proto(id), target)
		return v
	}}
}

// tagEntry is a [Symbol.toStringTag] property (read-only, configurable).
func tagEntry(tag string) lazyEntry {
	return lazyEntry{name: symToStringTag.key, make: func(m *Machine) Value { return str(tag) }, flags: flagReadOnly}
}

// constVal is a value property that is neither writable nor configurable
// (Math.PI, Number.MAX_VALUE, Symbol.iterator, globalThis.NaN).
func constVal(name string, make func(m *Machine) Value) lazyEntry {
	return lazyEntry{name: name, make: make, flags: flagReadOnly | flagFixed}
}

func (m *Machine) materialize(o *Object, key string) (Value, bool) {
	li := o.lazy
	i, ok := li.t.find(key)
	if !ok {
		return undefined, false
	}
	if li.done == nil {
		li.done = make([]bool, len(li.t.entries))
	}
	if li.done[i] {
		return undefined, false
	}
	li.done[i] = true
	e := li.t.entries[i]
	v := e.make(m)
	if e.getter {
		var set *Object
		if e.makeSet != nil {
			set = e.makeSet(m).asObject()
		}
		m.defineAccessor(o, key, v.asObject(), set, flagHidden)
		return undefined, false
	}
	o.addProp(key, v, flagHidden|e.flags)
	return v, true
}

func (m *Machine) materializeAll(o *Object) {
	if o.lazy == nil {
		return
	}
	for _, e := range o.lazy.t.entries {
		m.materialize(o, e.name)
	}
	if li := o.lazy; !li.ordered {
		// A built-in object has all its properties from the start, in
		// definition order, before any the program added: key order
		// must not depend on which ones the program read first.
		li.ordered = true
		o.sortProps(func(key string) int {
			if i, ok := li.t.index[key]; ok {
				return i
			}
			return len(li.t.entries)
		})
	}
}

type protoID uint8

const (
	protoObject protoID = iota
	protoFunction
	protoArray
	protoString
	protoNumber
	protoBoolean
	protoError
	protoTypeError
	protoRangeError
	protoSyntaxError
	protoReferenceError
	protoEvalError
	protoURIError
	protoAggregateError
	protoPromise
	protoDate
	protoIterator
	protoMap
	protoSet
	protoSymbol
	protoGenerator
	protoRegExp
	protoWeakMap
	protoWeakSet
	protoAsyncIterator
	protoAsyncGenerator
	protoAsyncFromSyncIterator
	protoURL
	protoURLSearchParams
	protoUint8Array
	protoTextEncoder
	protoTextDecoder
	protoIntlNumberFormat
	protoIntlDateTimeFormat
	protoIntlCollator
	protoIntlPluralRules
	protoIntlRelativeTimeFormat
	protoIntlListFormat
	protoIntlSegmenter
	protoIntlSegments
	protoBigInt
	protoIteratorPrototype    // %IteratorPrototype%, Iterator.prototype
	protoIteratorHelper       // %IteratorHelperPrototype%
	protoWrapForValidIterator // %WrapForValidIteratorPrototype%
	protoWeakRef
	protoFinalizationRegistry
	protoArrayBuffer
	protoDataView
	protoTypedArray // %TypedArray%.prototype
	protoInt8Array
	protoUint8ClampedArray
	protoInt16Array
	protoUint16Array
	protoInt32Array
	protoUint32Array
	protoFloat16Array
	protoFloat32Array
	protoFloat64Array
	protoBigInt64Array
	protoBigUint64Array
	protoArrayIterator        // %ArrayIteratorPrototype%
	protoStringIterator       // %StringIteratorPrototype%
	protoMapIterator          // %MapIteratorPrototype%
	protoSetIterator          // %SetIteratorPrototype%
	protoRegExpStringIterator // %RegExpStringIteratorPrototype%
	numProtos
)

// protoTables and ctorTables are filled by the builtins_*.go files at init.
var (
	protoTables [numProtos]*lazyTable
	ctorTables  [numProtos]*lazyTable
	ctorIDs     [numProtos]int32
)

func (m *Machine) proto(id protoID) *Object {
	c := m.classes()
	if p := c.protos[id]; p != nil {
		return p
	}
	p := &Object{}
	c.protos[id] = p
	switch id {
	case protoObject:
	case protoTypeError, protoRangeError, protoSyntaxError, protoReferenceError, protoEvalError, protoURIError, protoAggregateError:
		p.proto = m.proto(protoError)
	case protoAsyncGenerator, protoAsyncFromSyncIterator:
		p.proto = m.proto(protoAsyncIterator)
	case protoIterator, protoGenerator, protoIteratorHelper, protoWrapForValidIterator,
		protoArrayIterator, protoStringIterator, protoMapIterator, protoSetIterator, protoRegExpStringIterator:
		p.proto = m.proto(protoIteratorPrototype)
	case protoInt8Array, protoUint8Array, protoUint8ClampedArray, protoInt16Array, protoUint16Array, protoInt32Array,
		protoUint32Array, protoFloat16Array, protoFloat32Array, protoFloat64Array, protoBigInt64Array, protoBigUint64Array:
		p.proto = m.proto(protoTypedArray)
	case protoNumber:
		// Number.prototype, Boolean.prototype and String.prototype are
		// wrapper objects (Number.prototype.toString() is "0",
		// String.prototype.length 0).
		p.proto = m.proto(protoObject)
		p.class, p.internal = ClassNumber, 0.0
	case protoString:
		p.proto = m.proto(protoObject)
		p.class, p.internal = ClassString, ""
	case protoArray:
		// Array.prototype is itself an array (Array.isArray is true, its
		// length 0).
		p.proto = m.proto(protoObject)
		p.class = ClassArray
	case protoBoolean:
		p.proto = m.proto(protoObject)
		p.class, p.internal = ClassBoolean, false
	case protoFunction:
		// Function.prototype is itself a function (it returns undefined).
		p.proto = m.proto(protoObject)
		p.class, p.native = ClassNative, biFunctionPrototype
	default:
		p.proto = m.proto(protoObject)
	}
	if t := protoTables[id]; t != nil {
		p.lazy = &lazyInst{t: t}
	}
	return p
}

// ctor returns the constructor function of a prototype.
func (m *Machine) ctor(id protoID) *Object {
	t := m.classes()
	if c := t.ctors[id]; c != nil {
		return c
	}
	c := m.newNative(ctorIDs[id], nil)
	t.ctors[id] = c
	switch id {
	case protoTypeError, protoRangeError, protoSyntaxError, protoReferenceError, protoEvalError, protoURIError, protoAggregateError:
		c.proto = m.ctor(protoError) // Object.getPrototypeOf(TypeError) is Error
	case protoInt8Array, protoUint8Array, protoUint8ClampedArray, protoInt16Array, protoUint16Array, protoInt32Array,
		protoUint32Array, protoFloat16Array, protoFloat32Array, protoFloat64Array, protoBigInt64Array, protoBigUint64Array:
		c.proto = m.ctor(protoTypedArray)
	}
	if t := ctorTables[id]; t != nil {
		c.lazy = &lazyInst{t: t}
	}
	return c
}

// ctorEntries are the entries every constructor table starts with.
func ctorEntries(id protoID) []lazyEntry {
	return []lazyEntry{constVal("prototype", func(m *Machine) Value { return obj(m.proto(id)) })}
}

func protoEntries(id protoID) []lazyEntry {
	return []lazyEntry{val("constructor", func(m *Machine) Value { return obj(m.ctor(id)) })}
}

func (m *Machine) global() *Object {
	if m.globalObj == nil {
		m.globalObj = &Object{proto: m.proto(protoObject), lazy: &lazyInst{t: globalTable}}
		m.addExtensionGlobals(m.globalObj)
	}
	return m.globalObj
}

var globalTable = newTable()

func (m *Machine) lookupGlobal(name string) (Value, bool) {
	g := m.global()
	if i := g.find(name); i >= 0 && g.props()[i].flags&flagAccessor == 0 {
		return g.props()[i].val, true
	}
	for p := g; p != nil; p = p.proto {
		if v, _, ok := m.getOwn(p, name); ok {
			return v, true
		}
	}
	return undefined, false
}

func (m *Machine) loadGlobal(name string) (Value, error) {
	v, ok := m.lookupGlobal(name)
	if !ok {
		return undefined, m.referenceError("%s is not defined", name)
	}
	return v, nil
}

func (m *Machine) storeGlobal(name string, v Value, strict bool) error {
	g := m.global()
	if has, _ := m.hasProperty(g, name); !has && strict { // the global object is no proxy
		return m.referenceError("%s is not defined", name)
	}
	return m.set(g, name, v, strict)
}

// functionVirtualProp provides name, length and prototype of functions
// without storing them on every function object.
func (m *Machine) functionVirtualProp(o *Object, key string) (Value, bool) {
	switch key {
	case "name":
		return str(m.functionName(o)), true
	case "length":
		switch o.class {
		case ClassFunction:
			return num(float64(o.fn.code.Length)), true
		case ClassNative:
			return num(float64(builtins[o.native].length)), true
		case ClassBound:
			bd := o.internal.(*boundData)
			l, _ := m.getV(obj(bd.target), "length")
			n := l.num - float64(len(bd.args))
			if n < 0 {
				n = 0
			}
			return num(n), true
		}
	case "prototype":
		if o.class != ClassFunction || o.protoReady {
			return undefined, false
		}
		code := o.fn.code
		if code.IsArrow || code.IsAsync && !code.IsGenerator || code.SelfHosted {
			return undefined, false
		}
		if o.fn.home != nil && !code.IsGenerator && !code.IsClassConstructor {
			return undefined, false // a method, getter or setter (it has a home object)
		}
		o.protoReady = true
		p := m.newObject()
		if code.IsGenerator && code.IsAsync {
			p.proto = m.proto(protoAsyncGenerator)
		} else if code.IsGenerator {
			p.proto = m.proto(protoGenerator)
		} else {
			p.setHidden("constructor", obj(o))
		}
		o.addProp("prototype", obj(p), flagHidden|flagFixed) // writable, not configurable
		return obj(p), true
	}
	return undefined, false
}

func (m *Machine) functionName(o *Object) string {
	if i := o.find("name"); i >= 0 {
		if v := o.props()[i].val; v.kind == KString {
			return v.ref.(string)
		}
		return ""
	}
	switch o.class {
	case ClassFunction:
		if o.fn.name != "" {
			return o.fn.name
		}
		return o.fn.code.Name
	case ClassNative:
		if tf, ok := o.internal.(*toolFn); ok {
			return tf.path[strings.LastIndex(tf.path, ".")+1:]
		}
		n := builtins[o.native].name
		if strings.HasPrefix(n, "%") {
			return ""
		}
		if i := strings.IndexByte(n, '['); i >= 0 {
			// A symbol-keyed method: "Array.prototype.[Symbol.iterator]"
			// is "[Symbol.iterator]", "Array.get [Symbol.species]" is
			// "get [Symbol.species]".
			if strings.HasSuffix(n[:i], "get ") || strings.HasSuffix(n[:i], "set ") {
				i -= 4
			}
			return n[i:]
		}
		if i := strings.Index(n, "[Symbol."); i >= 0 {
			return n[i:] // "Function.prototype[Symbol.hasInstance]"
		}
		if i := strings.LastIndex(n, "."); i >= 0 {
			return n[i+1:]
		}
		return n
	case ClassBound:
		// A chain of bound functions whose names were deleted: one
		// "bound " per level, counted without recursion (a chain can be
		// a hundred thousand deep).
		n := 0
		for o.class == ClassBound && o.find("name") < 0 {
			o = o.internal.(*boundData).target
			n++
		}
		m.workBytes(6 * n)
		return strings.Repeat("bound ", n) + m.functionName(o)
	}
	return ""
}

type boundData struct {
	target *Object
	this   Value
	args   []Value
}
