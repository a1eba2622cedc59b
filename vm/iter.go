package vm

import (
	"slices"
	"strconv"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// Iteration for for-of, for-in, spread and destructuring. Arrays, strings
// and arguments objects iterate natively.

type iterKind uint8

const (
	iterArray iterKind = iota
	iterString
	iterKeys
	iterValues // a snapshot of values
	iterArrayKeys
	iterArrayEntries
	iterMapKeys // Map keys, Set values
	iterMapValues
	iterMapEntries
	iterProtocol // a user iterator: next() called through callNested
	// The iterator objects of the self-hosted Iterator helpers
	// (builtin_iterator.go): arr is the helper's record.
	iterHelper // an Iterator helper (map, filter, take, drop, flatMap)
	iterWrap   // Iterator.from's wrapper of an iterator not inheriting from Iterator.prototype
	// A RegExp String Iterator (matchAll): obj is the matcher, vals are
	// [string, global, fullUnicode]; its next method is regexpIterNext.
	iterRegExp
)

type iterState struct {
	kind iterKind
	arr  *Object
	s    []uint16
	keys []string
	vals []Value
	obj  *Object
	mapd *mapData
	next Value // iterProtocol: the next method of obj
	i    int
	done bool
}

// native reports whether the VM steps the iterator itself (iterNext): not
// a helper or wrapper of the self-hosted Iterator helpers, whose next
// method is JavaScript, nor a RegExp String Iterator, which runs exec.
func (it *iterState) native() bool { return it.kind < iterHelper }

func (m *Machine) getIterator(v Value) (*iterState, error) {
	if !m.iterationPristine(v) {
		return m.protocolIterator(v)
	}
	return m.builtinIterator(v)
}

// iterationPristine reports whether the iterator of v would step as the
// VM steps it natively (builtinIterator): for an array, a string, a Map or
// a Set, that the program has not replaced the next method of their
// iterators' prototype (nor an array's [Symbol.iterator]).
func (m *Machine) iterationPristine(v Value) bool {
	if v.kind == KString {
		return m.nextPristine(protoStringIterator)
	}
	o := v.asObject()
	if o == nil {
		return true
	}
	switch o.class {
	case ClassArray:
		return m.arrayIterPristine(o)
	case ClassString:
		return m.nextPristine(protoStringIterator)
	case ClassMap:
		return m.nextPristine(protoMapIterator)
	case ClassSet:
		return m.nextPristine(protoSetIterator)
	}
	return true
}

// arrayIterPristine reports whether iterating array o would run the
// built-in Array.prototype[Symbol.iterator] and %ArrayIteratorPrototype%.next
// (so it may iterate natively).
func (m *Machine) arrayIterPristine(o *Object) bool {
	if len(o.props()) > 0 && o.find(symIterator.key) >= 0 {
		return false
	}
	p := o.proto
	if p == nil || p != m.classes().protos[protoArray] {
		return false
	}
	return m.builtinPropPristine(p, symIterator.key, "Array.prototype.values") && m.nextPristine(protoArrayIterator)
}

// builtinPropPristine reports whether built-in object p's property key
// still holds the built-in function of that name, without creating it.
func (m *Machine) builtinPropPristine(p *Object, key, name string) bool {
	i := p.find(key)
	if i < 0 {
		return !p.lazyDeleted(key) // else not created yet
	}
	f := p.props()[i].val.asObject()
	return f != nil && f.class == ClassNative && builtins[f.native].name == name
}

// builtinIterator iterates arrays, strings, Maps and Sets natively (the
// built-in [Symbol.iterator] methods) and anything else by the protocol.
func (m *Machine) builtinIterator(v Value) (*iterState, error) {
	switch v.kind {
	case KObject:
		o := v.ref.(*Object)
		if o.isArrayLike() {
			return &iterState{kind: iterArray, arr: o}, nil
		}
		switch o.class {
		case ClassString:
			return &iterState{kind: iterString, s: wtf8.ToUTF16(o.internal.(string))}, nil
		case ClassMap:
			return &iterState{kind: iterMapEntries, mapd: o.internal.(*mapData)}, nil
		case ClassSet:
			return &iterState{kind: iterMapKeys, mapd: o.internal.(*mapData)}, nil
		case ClassIterator:
			if it := o.internal.(*iterState); it.native() && m.iterObjectPristine(o, it) && m.selfIteratorPristine(o) {
				return it, nil
			}
		}
	case KString:
		return &iterState{kind: iterString, s: wtf8.ToUTF16(v.ref.(string))}, nil
	}
	return m.protocolIterator(v)
}

// selfIteratorPristine reports whether o[Symbol.iterator] is the built-in
// Iterator.prototype[Symbol.iterator], which returns o: neither o nor a
// prototype before Iterator.prototype has one of its own, and the
// program has not replaced Iterator.prototype's.
func (m *Machine) selfIteratorPristine(o *Object) bool {
	ip := m.classes().protos[protoIteratorPrototype]
	for p := o; p != nil; p = p.proto {
		if p == ip {
			return m.builtinPropPristine(p, symIterator.key, "IteratorPrototype.[Symbol.iterator]")
		}
		if p.class == ClassProxy || p.find(symIterator.key) >= 0 {
			return false
		}
	}
	return true // a chain of an earlier build's iterator prototype (protoIterator)
}

// protocolIterator calls v[Symbol.iterator]() and steps the iterator it
// returns through its next method.
func (m *Machine) protocolIterator(v Value) (*iterState, error) {
	if !v.isNullish() {
		// A primitive's prototype may have one (Number.prototype[Symbol.iterator] = ...).
		method, err := m.getV(v, symIterator.key)
		if err != nil {
			return nil, err
		}
		if method.isCallable() {
			itv, err := m.callNested(method, v, nil)
			if err != nil {
				return nil, err
			}
			ito := itv.asObject()
			if ito == nil {
				return nil, m.typeError("Result of the Symbol.iterator method is not an object")
			}
			if it, ok := ito.internal.(*iterState); ok && ito.class == ClassIterator && it.native() && m.iterObjectPristine(ito, it) {
				return it, nil
			}
			next, err := m.getV(itv, "next")
			if err != nil {
				return nil, err
			}
			return &iterState{kind: iterProtocol, obj: ito, next: next}, nil
		}
	}
	return nil, m.notIterable(v)
}

// spreadDesc marks a call's spread argument in Machine.iterDesc.
const spreadDesc = "\x00spread"

// notIterable is the TypeError for iterating v; Machine.iterDesc, when set,
// is the iterated expression's source text (V8 names it in the message).
func (m *Machine) notIterable(v Value) error {
	switch d := m.iterDesc; {
	case d == spreadDesc:
		return m.typeError("Spread syntax requires ...iterable[Symbol.iterator] to be a function")
	case d != "":
		return m.typeError("%s is not iterable", d)
	}
	return m.notIterableValue(v)
}

// notAsyncIterable is the TypeError of for await over v, named by its
// source text when there is one (Machine.iterDesc).
func (m *Machine) notAsyncIterable(v Value) error {
	what := m.iterDesc
	if what == "" {
		what = m.inspectShort(v)
	}
	return m.typeError("%s is not async iterable", what)
}

// notIterableValue is V8's "x is not iterable" for a value without source
// text (a builtin's argument, a parameter pattern's argument): it is named
// by its type.
func (m *Machine) notIterableValue(v Value) error {
	what := typeOf(v) // "object" for null and objects
	switch v.kind {
	case KUndefined:
		what = "undefined"
	case KObject:
	default:
		what += " " + m.inspectShort(v)
	}
	return m.typeError("%s is not iterable (cannot read property Symbol(Symbol.iterator))", what)
}

// closeIterator ends an iteration early (break, destructuring): a user
// iterator's return method runs.
func (m *Machine) closeIterator(it *iterState) error {
	if it.kind != iterProtocol {
		// Built-in iterators have no return method: an array iterator
		// left by break goes on where it stopped.
		return nil
	}
	if it.done {
		return nil
	}
	it.done = true
	return m.iteratorReturn(obj(it.obj))
}

// iteratorReturn is IteratorClose of iterator object it with a normal
// completion: its return method (if any) is called, and an error reading
// or calling it, a return that is not callable, or a non-object result is
// thrown.
func (m *Machine) iteratorReturn(it Value) error {
	rf, err := m.getV(it, "return")
	if err != nil || rf.isNullish() {
		return err
	}
	if !rf.isCallable() {
		what := typeOf(rf) // V8 shows the value of numbers, strings and booleans only
		switch rf.kind {
		case KNumber, KString, KBool:
			what += " " + m.inspectShort(rf)
		}
		return m.typeError("%s is not a function", what)
	}
	r, err := m.callNested(rf, it, nil)
	if err == nil && r.kind != KObject {
		err = m.typeError("Iterator result %s is not an object", m.inspectShort(r))
	}
	return err
}

// arrayIndexStep is a step of an array iterator that goes by index: the
// keys and entries iterators of an array, and every array iterator over an
// object other than an array of plain elements (live: an arguments object,
// whose length is a property the program may change, an object given to
// Array.prototype.values), which reads its length and element at each
// step, as %ArrayIteratorPrototype%.next does.
func (m *Machine) arrayIndexStep(it *iterState, live bool) (Value, bool, error) {
	n := float64(len(it.arr.arr))
	if live {
		var err error
		if n, err = m.lengthOf(obj(it.arr)); err != nil {
			return undefined, false, err
		}
	}
	if float64(it.i) >= n {
		it.done = true
		return undefined, true, nil
	}
	i := it.i
	it.i++
	if it.kind == iterArrayKeys {
		return num(float64(i)), false, nil
	}
	if !live {
		return m.newArrayValue([]Value{num(float64(i)), elem(it.arr.arr[i])}), false, nil
	}
	v, err := m.get(it.arr, strconv.Itoa(i), obj(it.arr))
	if err != nil || it.kind == iterArray {
		return v, false, err
	}
	return m.newArrayValue([]Value{num(float64(i)), v}), false, nil
}

func (m *Machine) iterNext(it *iterState) (Value, bool, error) {
	if it.done {
		return undefined, true, nil
	}
	switch it.kind {
	case iterArray, iterArrayKeys, iterArrayEntries:
		// Typed arrays step by their buffer; arguments objects, other
		// objects and arrays with elements beyond their slice by their
		// length; keys and entries of arrays by index.
		if ta := typedArrayOf(it.arr); ta != nil {
			return m.typedArrayStep(it, ta)
		}
		if live := it.arr.class != ClassArray || it.arr.hasIndex; live || it.kind != iterArray {
			return m.arrayIndexStep(it, live)
		}
	}
	switch it.kind {
	case iterArray:
		if it.i >= len(it.arr.arr) {
			it.done = true
			return undefined, true, nil
		}
		v := it.arr.arr[it.i]
		it.i++
		if v.kind == KEmpty {
			// A hole reads through the prototype chain (maybe an accessor
			// element, or Array.prototype[1] = ...).
			x, err := m.get(it.arr, strconv.Itoa(it.i-1), obj(it.arr))
			return x, false, err
		}
		return v, false, nil
	case iterString:
		if it.i >= len(it.s) {
			it.done = true
			return undefined, true, nil
		}
		c := it.s[it.i]
		n := 1
		if c >= 0xD800 && c < 0xDC00 && it.i+1 < len(it.s) && it.s[it.i+1] >= 0xDC00 && it.s[it.i+1] < 0xE000 {
			n = 2
		}
		r := wtf8.FromUTF16(it.s[it.i : it.i+n])
		it.i += n
		return str(r), false, nil
	case iterKeys:
		for it.i < len(it.keys) {
			k := it.keys[it.i]
			it.i++
			// Keys deleted during the loop are skipped (V8 asks no
			// proxy: its keys were checked when the loop began).
			if it.obj != nil && !reachesProxy(it.obj) {
				if has, err := m.hasProperty(it.obj, k); err != nil {
					return undefined, false, err
				} else if !has {
					continue
				}
			}
			// The loop's keys are never written once listed: their headers
			// box the Values.
			return boxedString(&it.keys[it.i-1]), false, nil
		}
		it.done = true
		return undefined, true, nil
	case iterMapKeys, iterMapValues, iterMapEntries:
		d := it.mapd
		for it.i < len(d.keys) && d.keys[it.i].kind == KEmpty {
			it.i++
		}
		if it.i >= len(d.keys) {
			it.done = true
			return undefined, true, nil
		}
		i := it.i
		it.i++
		switch it.kind {
		case iterMapKeys:
			return d.keys[i], false, nil
		case iterMapValues:
			return d.vals[i], false, nil
		}
		return m.newArrayValue([]Value{d.keys[i], d.vals[i]}), false, nil
	case iterProtocol:
		if ri := builtinRegExpIter(it); ri != nil {
			v, done, err := stepRegExpIter(m, ri)
			if err != nil || done {
				it.done = true
				return undefined, true, err
			}
			return v, false, nil
		}
		if !it.next.isCallable() {
			return undefined, true, m.typeError("%s is not a function", m.inspectShort(it.next))
		}
		r, err := m.callNested(it.next, obj(it.obj), nil)
		if err != nil {
			it.done = true
			return undefined, true, err
		}
		ro := r.asObject()
		if ro == nil {
			it.done = true
			return undefined, true, m.typeError("Iterator result %s is not an object", m.inspectShort(r))
		}
		d, err := m.get(ro, "done", r)
		if err != nil {
			return undefined, true, err
		}
		if truthy(d) {
			it.done = true
			return undefined, true, nil
		}
		v, err := m.get(ro, "value", r)
		return v, false, err
	case iterValues:
		if it.i >= len(it.vals) {
			it.done = true
			return undefined, true, nil
		}
		v := it.vals[it.i]
		it.i++
		return v, false, nil
	}
	it.done = true
	return undefined, true, nil
}

// forInIterator is EnumerateObjectProperties(v): the enumerable string
// keys of v and its prototypes, each once. A proxy on the chain lists its
// keys through its ownKeys, getOwnPropertyDescriptor and getPrototypeOf
// traps.
func (m *Machine) forInIterator(v Value) (*iterState, error) {
	it := &iterState{kind: iterKeys}
	var o *Object
	switch v.kind {
	case KObject:
		o = v.ref.(*Object)
	case KString:
		o, _ = m.toObject(v)
	default:
		return it, nil
	}
	it.obj = o
	var seen forInSeen
	for p := o; p != nil; p = p.proto {
		for p != nil && p.class == ClassProxy {
			var err error
			if p, err = m.proxyForInKeys(p, it, seen.set()); err != nil {
				return nil, err
			}
		}
		if p == nil {
			break
		}
		if p.lazy != nil && p != o {
			// Built-in prototypes have no enumerable properties of their
			// own unless the program added some.
			if len(p.props()) == 0 {
				continue
			}
		}
		keys := m.ownKeysNoMaterialize(p)
		m.work(1 + len(keys)) // a chain may be a million prototypes long
		if len(keys) == 0 {
			continue
		}
		if seen.keys == nil && seen.met == nil {
			// The first keys met: an object's own keys are distinct.
			seen.met = keys
			for _, k := range keys {
				if m.isEnumerable(p, k) {
					it.keys = append(it.keys, k)
				}
			}
			continue
		}
		set := seen.set()
		for _, k := range keys {
			if set[k] {
				continue
			}
			set[k] = true
			if m.isEnumerable(p, k) {
				it.keys = append(it.keys, k)
			}
		}
	}
	return it, nil
}

// forInSeen is the keys a for-in has met on the chain so far, enumerable
// or not, which hide the same keys further up. Most loops meet keys on one
// object only (its own, all distinct), so the set is made only when a
// second object has keys or a proxy lists its own.
type forInSeen struct {
	met  []string        // the first object's keys, until the set is made
	keys map[string]bool // the set, once made
}

func (s *forInSeen) set() map[string]bool {
	if s.keys == nil {
		s.keys = make(map[string]bool, 2*len(s.met))
		for _, k := range s.met {
			s.keys[k] = true
		}
	}
	return s.keys
}

// proxyForInKeys adds proxy p's enumerable string keys to a for-in's
// keys and returns p's prototype, with V8's order of the traps: ownKeys,
// getPrototypeOf, then getOwnPropertyDescriptor of each key.
func (m *Machine) proxyForInKeys(p *Object, it *iterState, seen map[string]bool) (*Object, error) {
	keys, err := m.proxyOwnKeys(p)
	if err != nil {
		return nil, err
	}
	proto, err := m.proxyGetPrototypeOf(p)
	if err != nil {
		return nil, err
	}
	for _, k := range keys {
		if isSymbolKey(k) || seen[k] {
			continue
		}
		d, ok, err := m.proxyGetOwnProperty(p, k)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		seen[k] = true
		if d.enumerable {
			it.keys = append(it.keys, k)
		}
	}
	return proto, nil
}

// ownKeysNoMaterialize lists own keys without creating lazy built-ins (they
// are all non-enumerable).
func (m *Machine) ownKeysNoMaterialize(o *Object) []string {
	lazy := o.lazy
	o.lazy = nil
	keys := m.ownKeys(o, false)
	o.lazy = lazy
	if o.class == ClassArray && len(keys) > 0 && keys[len(keys)-1] == "length" {
		keys = keys[:len(keys)-1]
	}
	return keys
}

func (m *Machine) isEnumerable(o *Object, k string) bool {
	if ta := typedArrayOf(o); ta != nil {
		if f, ok := canonicalNumeric(k); ok {
			_, valid := validIndex(ta, f) // its elements are enumerable
			return valid
		}
	}
	if o.isArrayLike() && o.exoticElement(k) >= 0 {
		return o.props()[o.find(k)].flags&flagHidden == 0
	}
	if o.isArrayLike() || o.class == ClassString {
		if _, ok := arrayIndex(k); ok {
			return true
		}
	}
	if i := o.find(k); i >= 0 {
		return o.props()[i].flags&flagHidden == 0
	}
	return false
}

func (m *Machine) iterateToSlice(v Value) ([]Value, error) {
	if o := v.asObject(); o != nil && o.class == ClassArray && !o.hasIndex && m.arrayIterPristine(o) &&
		!slices.ContainsFunc(o.arr, func(x Value) bool { return x.kind == KEmpty }) {
		// Without holes (which read through the prototype chain, maybe a
		// getter) the elements are the values.
		m.chargeValues(len(o.arr))
		m.work(len(o.arr))
		return cloneValues(o.arr), nil
	}
	it, err := m.getIterator(v)
	if err != nil {
		return nil, err
	}
	return m.drainIterator(it)
}

// drainIterator collects the rest of an iteration (spread, rest elements).
// The values collected so far are pinned for the memory account: a user
// iterator runs program code between them.
func (m *Machine) drainIterator(it *iterState) ([]Value, error) {
	var out []Value
	m.pin(&out)
	defer m.unpin()
	for {
		x, done, err := m.iterNext(it)
		if err != nil {
			return nil, err
		}
		if done {
			return out, nil
		}
		if len(out) >= maxArrayLength {
			return nil, m.errArrayLength()
		}
		m.chargeValues(1)
		m.work(1)
		out = append(growValues(out, 1), x)
	}
}

// isConstructor is IsConstructor(v): whether `new v()` can run.
func (m *Machine) isConstructor(v Value) bool {
	o := v.asObject()
	for o != nil && o.class == ClassBound {
		o = o.internal.(*boundData).target
	}
	if o == nil {
		return false
	}
	switch o.class {
	case ClassProxy:
		return o.internal.(*proxyData).ctor
	case ClassFunction:
		code := o.fn.code
		return !(code.IsArrow || code.IsAsync || code.IsGenerator || code.SelfHosted || o.fn.home != nil && !code.IsClassConstructor)
	case ClassNative:
		return builtins[o.native].ctor != nil
	}
	return false
}

// speciesConstructor is SpeciesConstructor(o, def) with V8's messages. The
// built-in [Symbol.species] getters return their receiver without a call.
func (m *Machine) speciesConstructor(o *Object, def *Object) (Value, error) {
	c, err := m.get(o, "constructor", obj(o))
	if err != nil || c.isUndefined() {
		return obj(def), err
	}
	co := c.asObject()
	if co == nil {
		return undefined, m.typeError("The .constructor property is not an object")
	}
	s, err := m.getSpecies(co)
	if err != nil || s.isNullish() {
		return obj(def), err
	}
	if m.isConstructor(s) {
		return s, nil
	}
	return undefined, m.typeError("object.constructor[Symbol.species] is not a constructor")
}

// getSpecies is Get(c, @@species).
func (m *Machine) getSpecies(c *Object) (Value, error) {
	for p := c; p != nil; p = p.proto {
		if p.class == ClassProxy {
			return m.get(p, symSpecies.key, obj(c))
		}
		v, acc, ok := m.getOwn(p, symSpecies.key)
		if !ok {
			continue
		}
		if acc == nil {
			return v, nil
		}
		if g := acc.get; g != nil && g.class == ClassNative && speciesGetterIDs[g.native] {
			return obj(c), nil
		}
		return m.get(p, symSpecies.key, obj(c))
	}
	return undefined, nil
}

// construct runs `new f(args...)`; the stack holds f and argc arguments.
func (m *Machine) construct(argc int, desc string) error {
	return m.constructWith(argc, desc, nil)
}

// unwrapConstructor follows a chain of bound functions and proxies from o,
// the function in slot base of a construct with argc arguments above its
// receiver slot, to the function that constructs: bound arguments are
// inserted and newTarget follows the chain (nil, for o itself, becomes the
// first proxy). A proxy with a construct trap constructs at once: pushed
// reports that its result is on the stack in place of the call.
func (m *Machine) unwrapConstructor(o *Object, base, argc int, newTarget *Object) (_ *Object, _ int, _ *Object, pushed bool, _ error) {
	for o != nil && (o.class == ClassBound || o.class == ClassProxy && o.internal.(*proxyData).ctor) {
		if o.class == ClassBound {
			var n int
			o, _, n, newTarget = m.unbind(o, base, newTarget)
			argc += n
			m.stack[base] = obj(o)
			continue
		}
		// A proxy's [[Construct]]: its target's, or the construct trap's
		// (with new.target the proxy when none was given).
		if newTarget == nil {
			newTarget = o
		}
		target, handler, trap, err := m.proxyTrap(o, "construct")
		if err != nil {
			m.sp = base
			return nil, 0, nil, false, err
		}
		if trap == nil {
			o = target
			m.stack[base] = obj(o)
			continue
		}
		args := append([]Value(nil), m.stack[base+2:m.sp]...)
		m.sp = base
		v, err := m.proxyConstruct(target, handler, trap, args, newTarget)
		if err != nil {
			return nil, 0, nil, false, err
		}
		m.push(v)
		return nil, 0, nil, true, nil
	}
	return o, argc, newTarget, false, nil
}

// constructWith is Construct(f, args, newTarget) (Reflect.construct); a nil
// newTarget is f itself.
func (m *Machine) constructWith(argc int, desc string, newTarget *Object) error {
	// Make room for the receiver slot below the arguments.
	if m.sp+1 > len(m.stack) {
		m.growStack(m.sp + 8)
	}
	base := m.sp - argc - 1
	copy(m.stack[base+2:m.sp+1], m.stack[base+1:m.sp])
	m.stack[base+1] = undefined
	m.sp++
	f := m.stack[base]
	o := f.asObject()
	var err error
	var pushed bool
	if o, argc, newTarget, pushed, err = m.unwrapConstructor(o, base, argc, newTarget); err != nil || pushed {
		return err
	}
	if desc == "" {
		desc = m.inspectShort(f)
	}
	switch {
	case o == nil:
	case o.class == ClassFunction:
		code := o.fn.code
		if code.IsArrow || code.IsAsync || code.IsGenerator || code.SelfHosted || o.fn.home != nil && !code.IsClassConstructor {
			break
		}
		nt := newTarget
		if nt == nil {
			nt = o
		}
		if code.IsDerived {
			// super() creates this.
			if err := m.enterFunction(o, argc, retConstruct, nil); err != nil {
				return err
			}
			m.frames[len(m.frames)-1].newTarget = nt
			return nil
		}
		proto, err := m.prototypeFor(nt)
		if err != nil {
			m.sp = base
			return err
		}
		m.charge(objectSize)
		this := &Object{proto: proto}
		m.stack[base+1] = obj(this)
		if err := m.enterFunction(o, argc, retConstruct, this); err != nil {
			return err
		}
		m.frames[len(m.frames)-1].newTarget = nt
		return nil
	case o.class == ClassNative && builtins[o.native].ctor != nil:
		m.newTarget = o
		if newTarget != nil {
			m.newTarget = newTarget
		}
		v, err := builtins[o.native].ctor(m, undefined, m.stack[base+2:m.sp], o)
		m.newTarget = nil
		if newTarget != nil && newTarget != o && !builtins[o.native].ownProto {
			// The built-in made its object with its own prototype; a
			// different new.target supplies it instead.
			var target *Object
			if err == errTail {
				if rs, ok := m.signals().tail.data.internal.(*resolvingState); ok {
					target = rs.promise
				}
			} else if err == nil {
				target = v.asObject()
			}
			if target != nil {
				proto, perr := m.prototypeFrom(newTarget, target.proto)
				if perr != nil {
					m.takeTail()
					m.sp = base
					return perr
				}
				target.proto = proto
			}
		}
		if err == errTail {
			// Only the Promise constructor continues with a call.
			t := m.pushTail(base)
			return m.callValue(len(t.args), t.ret, t.data, "")
		}
		m.sp = base
		if err != nil {
			return err
		}
		m.push(v)
		return nil
	}
	m.sp = base
	return m.typeError("%s is not a constructor", desc)
}

// prototypeFor is the prototype of objects constructed with new.target nt.
func (m *Machine) prototypeFor(nt *Object) (*Object, error) {
	return m.prototypeFrom(nt, m.proto(protoObject))
}

// prototypeFrom is GetPrototypeFromConstructor(nt, fallback): nt's
// "prototype" when it is an object, else fallback (for a built-in
// constructor, its own prototype, not Object.prototype).
func (m *Machine) prototypeFrom(nt, fallback *Object) (*Object, error) {
	pv, err := m.get(nt, "prototype", obj(nt))
	if err != nil {
		return nil, err
	}
	if p := pv.asObject(); p != nil {
		return p, nil
	}
	// GetFunctionRealm(nt): a revoked proxy has no realm.
	for o := nt; o.class == ClassProxy; {
		pd := o.internal.(*proxyData)
		if pd.handler == nil {
			return nil, m.typeError("Cannot perform 'construct' on a proxy that has been revoked")
		}
		o = pd.target
	}
	return fallback, nil
}

// superCall runs super(args...) in the top frame: it constructs the parent
// of the class constructor ctor with new.target nt (the running frame's own,
// or its enclosing constructor's for an arrow). The arguments are the top
// argc stack values.
func (m *Machine) superCall(argc int, ctor, nt *Object) error {
	fr := m.frames[len(m.frames)-1]
	var parent *Object
	if ctor != nil {
		parent = ctor.proto
	}
	if parent == nil || !m.isConstructor(obj(parent)) || nt == nil {
		m.sp -= argc
		return m.superNotConstructor(parent, ctor)
	}
	if m.sp+2 > len(m.stack) {
		m.growStack(m.sp + 8)
	}
	base := m.sp - argc
	copy(m.stack[base+2:m.sp+2], m.stack[base:m.sp])
	m.stack[base] = obj(parent)
	m.stack[base+1] = undefined
	m.sp += 2
	parent, argc, nt, pushed, err := m.unwrapConstructor(parent, base, argc, nt)
	if err != nil {
		return err
	}
	if pushed {
		fr.this = m.stack[m.sp-1]
		return nil
	}
	switch {
	case parent.class == ClassFunction:
		var this Value
		if !parent.fn.code.IsDerived {
			proto, err := m.prototypeFor(nt)
			if err != nil {
				m.sp = base
				return err
			}
			m.charge(objectSize)
			this = obj(&Object{proto: proto})
			m.stack[base+1] = this
		}
		if err := m.enterFunction(parent, argc, retSuper, nil); err != nil {
			return err
		}
		m.frames[len(m.frames)-1].newTarget = nt
		return nil
	case parent.class == ClassNative && builtins[parent.native].ctor != nil:
		m.newTarget = nt
		v, err := builtins[parent.native].ctor(m, undefined, m.stack[base+2:m.sp], parent)
		m.newTarget = nil
		m.sp = base
		if err == errTail {
			// The Promise constructor continues with its executor: the
			// new promise becomes this, and super() gives it back once
			// the executor returned.
			t := m.takeTail()
			rs, ok := t.data.internal.(*resolvingState)
			if !ok || t.ret != retPromiseCtor {
				return m.typeError("extending %s is not supported", m.functionName(parent))
			}
			proto, err := m.prototypeFor(nt)
			if err != nil {
				return err
			}
			rs.promise.proto = proto
			fr.this = obj(rs.promise)
			m.push(t.fn)
			m.push(t.this)
			for _, a := range t.args {
				m.push(a)
			}
			return m.callValue(len(t.args), retPromiseCtor, t.data, "")
		}
		if err != nil {
			return err
		}
		if o := v.asObject(); o != nil && !builtins[parent.native].ownProto {
			proto, err := m.prototypeFor(nt)
			if err != nil {
				return err
			}
			o.proto = proto
		}
		fr.this = v
		m.push(v)
		return nil
	}
	m.sp = base
	return m.superNotConstructor(parent, ctor)
}

// superNotConstructor is V8's error for a super() whose parent cannot
// construct: the parent by its name ("null" for a nameless function, as
// Function.prototype is under `extends null`, or for no parent at all), an
// object as V8 names receivers; the class by its name.
func (m *Machine) superNotConstructor(parent, ctor *Object) error {
	what := "null"
	switch {
	case parent == nil:
	case parent.isCallable():
		if n := m.functionName(parent); n != "" {
			what = n
		}
	default:
		what = m.receiverText(parent)
	}
	class := "anonymous class"
	if ctor != nil {
		if n := m.functionName(ctor); n != "" {
			class = n
		}
	}
	return m.typeError("Super constructor %s of %s is not a constructor", what, class)
}

// makeClass creates a class constructor and its prototype (OpClass).
func (m *Machine) makeClass(code *compile.Func, cells []*Cell, super Value, hasSuper bool) (*Object, *Object, error) {
	protoParent := m.proto(protoObject)
	ctorProto := m.proto(protoFunction)
	if hasSuper {
		switch so := super.asObject(); {
		case super.kind == KNull:
			protoParent = nil
		case so == nil || !m.isConstructor(super):
			return nil, nil, m.typeError("Class extends value %s is not a constructor or null", m.inspectShort(super))
		default:
			pv, err := m.get(so, "prototype", super)
			if err != nil {
				return nil, nil, err
			}
			if pv.kind != KObject && pv.kind != KNull {
				return nil, nil, m.typeError("Class extends value does not have valid prototype property %s", m.inspectShort(pv))
			}
			protoParent = pv.asObject()
			ctorProto = so
		}
	}
	m.charge(2*objectSize + funcDataSize + 8*len(cells) + 2*propSize)
	proto := &Object{proto: protoParent}
	ctor := &Object{class: ClassFunction, proto: ctorProto, fn: &funcData{code: code, free: cells}}
	ctor.fn.home = proto
	ctor.protoReady = true
	ctor.addProp("prototype", obj(proto), flagHidden|flagReadOnly|flagFixed)
	proto.addProp("constructor", obj(ctor), flagHidden)
	return ctor, proto, nil
}

// superBase is where super.x lookups start for the running function.
func (m *Machine) superBase(fr *frame) (*Object, error) {
	home := fr.fnObj.fn.home
	if home == nil || home.proto == nil {
		return nil, m.syntaxError("'super' keyword unexpected here")
	}
	return home.proto, nil
}

// superSet is super[key] = v: [[Set]] starting at the home object's
// prototype with this as the receiver. A refused assignment is a TypeError
// in strict code (all class code), worded like V8: a getter without setter
// names the object holding it, a read-only property the receiver.
func (m *Machine) superSet(base *Object, key string, v, recv Value, strict bool) error {
	ok, err := m.setWithReceiver(base, key, v, recv)
	if err != nil || ok || !strict {
		return err
	}
	for p := base; p != nil; p = p.proto {
		if _, acc, found := m.getOwn(p, key); found {
			if acc != nil && acc.set == nil {
				return m.getterOnly(true, key, p)
			}
			break
		}
	}
	if r := recv.asObject(); r != nil {
		return m.readOnly(true, key, r)
	}
	return m.typeError("Cannot create property '%s' on %s '%s'", key, typeOf(recv), m.inspect(recv))
}

// getIteratorObject is GetIterator(v, sync or async) for yield* and for
// await: the iterator object and its next method. An async iteration of an
// object without Symbol.asyncIterator wraps its sync iterator
// (CreateAsyncFromSyncIterator).
func (m *Machine) getIteratorObject(v Value, async bool) (Value, Value, error) {
	if async {
		if v.isNullish() {
			return undefined, undefined, m.typeError("Cannot read properties of %s (reading 'Symbol(Symbol.asyncIterator)')", typeName(v))
		}
		method, err := m.getV(v, symAsyncIterator.key)
		if err != nil {
			return undefined, undefined, err
		}
		if !method.isNullish() {
			if !method.isCallable() {
				return undefined, undefined, m.notAsyncIterable(v)
			}
			return m.iteratorFrom(v, method, "Symbol.asyncIterator")
		}
		var it *iterState
		if ao := v.asObject(); v.kind == KString && m.nextPristine(protoStringIterator) || ao != nil && ao.class == ClassArray && m.arrayIterPristine(ao) {
			var err error
			if it, err = m.builtinIterator(v); err != nil {
				return undefined, undefined, err
			}
		} else {
			sm, err := m.getV(v, symIterator.key)
			if err != nil {
				return undefined, undefined, err
			}
			if !sm.isCallable() {
				return undefined, undefined, m.notAsyncIterable(v)
			}
			sit, next, err := m.iteratorFrom(v, sm, "Symbol.iterator")
			if err != nil {
				return undefined, undefined, err
			}
			it = &iterState{kind: iterProtocol, obj: sit.asObject(), next: next}
		}
		m.charge(objectSize + iterStateSize)
		w := &Object{class: ClassIterator, proto: m.proto(protoAsyncFromSyncIterator), internal: it}
		next, err := m.getV(obj(w), "next")
		return obj(w), next, err
	}
	var method Value
	if !v.isNullish() {
		// A primitive's prototype may have one (Boolean.prototype[Symbol.iterator] = ...).
		var err error
		method, err = m.getV(v, symIterator.key)
		if err != nil {
			return undefined, undefined, err
		}
	}
	if !method.isCallable() {
		return undefined, undefined, m.notIterableValue(v)
	}
	return m.iteratorFrom(v, method, "Symbol.iterator")
}

// iteratorFrom calls an @@iterator/@@asyncIterator method and reads the
// iterator's next method.
func (m *Machine) iteratorFrom(v, method Value, which string) (Value, Value, error) {
	itv, err := m.callNested(method, v, nil)
	if err != nil {
		return undefined, undefined, err
	}
	if itv.kind != KObject {
		return undefined, undefined, m.typeError("Result of the %s method is not an object", which)
	}
	next, err := m.getV(itv, "next")
	return itv, next, err
}

// The async-from-sync iterator (for await and yield* in async generators
// over sync iterables): each method steps the sync iterator and returns a
// promise of {value: await value, done}.

func thisAsyncFromSync(this Value) *iterState {
	if o := this.asObject(); o != nil && o.class == ClassIterator && o.proto != nil {
		if it, ok := o.internal.(*iterState); ok && it.native() {
			return it
		}
	}
	return nil
}

// asyncFromSyncContinue settles p from a sync iterator result: the value is
// awaited (a rejected value rejects p). For next and throw (closeOnReject)
// a rejected value of a result that is not done closes the sync iterator
// of w first.
func (m *Machine) asyncFromSyncContinue(p *Object, v Value, done bool, w Value, closeOnReject bool) {
	vw := m.promiseResolve(v)
	r := reaction{kind: reactIterResult, derived: p}
	switch {
	case done:
		r.kind = reactIterResultDone
	case closeOnReject:
		r.kind, r.onRejected = reactIterResultClose, w
	}
	m.performThen(vw, r)
}

// syncResult reads done and value of a sync iterator's result object.
func (m *Machine) syncResult(r Value) (Value, bool, error) {
	ro := r.asObject()
	if ro == nil {
		return undefined, false, m.typeError("Iterator result %s is not an object", m.inspectShort(r))
	}
	d, err := m.get(ro, "done", r)
	if err != nil {
		return undefined, false, err
	}
	v, err := m.get(ro, "value", r)
	return v, truthy(d), err
}

func asyncFromSyncMethod(mode resumeMode) nativeFunc {
	return func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		p := m.newPromise()
		it := thisAsyncFromSync(this)
		if it == nil {
			m.rejectPromise(p, m.typeErrorValue("not an async-from-sync iterator"))
			return obj(p), nil
		}
		v, done, err := m.asyncFromSyncStep(it, mode, args)
		if err != nil {
			m.rejectPromise(p, m.exceptionValue(err))
			return obj(p), nil
		}
		if mode == resumeThrow && done && it.kind != iterProtocol {
			m.rejectPromise(p, v)
			return obj(p), nil
		}
		m.asyncFromSyncContinue(p, v, done, this, mode != resumeReturn && it.kind == iterProtocol)
		return obj(p), nil
	}
}

// asyncFromSyncStep calls next/return/throw of the sync iterator.
func (m *Machine) asyncFromSyncStep(it *iterState, mode resumeMode, args []Value) (Value, bool, error) {
	a := arg(args, 0)
	if it.kind != iterProtocol {
		switch mode {
		case resumeNext:
			v, done, err := m.iterNext(it)
			return v, done, err
		default:
			it.done = true
			return a, true, nil
		}
	}
	name := "next"
	switch mode {
	case resumeReturn:
		name = "return"
	case resumeThrow:
		name = "throw"
	}
	f := it.next
	if mode != resumeNext {
		var err error
		f, err = m.getV(obj(it.obj), name)
		if err != nil {
			return undefined, true, err
		}
		if f.isNullish() {
			if mode == resumeThrow {
				// A protocol violation: the iterator is closed (so that it
				// can clean up) and the throw becomes a TypeError.
				if err := m.closeIterator(it); err != nil {
					return undefined, true, err
				}
				return undefined, true, m.typeError("The iterator does not provide a 'throw' method.")
			}
			return a, true, nil
		}
	}
	if !f.isCallable() {
		return undefined, true, m.typeError("%s is not a function", m.inspectShort(f))
	}
	var callArgs []Value
	if len(args) > 0 {
		callArgs = args[:1]
	}
	r, err := m.callNested(f, obj(it.obj), callArgs)
	if err != nil {
		return undefined, true, err
	}
	return m.syncResult(r)
}

func init() {
	protoTables[protoAsyncFromSyncIterator] = newTable(
		fn("%AsyncFromSyncIteratorPrototype%.next", 1, asyncFromSyncMethod(resumeNext)),
		fn("%AsyncFromSyncIteratorPrototype%.return", 1, asyncFromSyncMethod(resumeReturn)),
		fn("%AsyncFromSyncIteratorPrototype%.throw", 1, asyncFromSyncMethod(resumeThrow)),
	)
}
