package vm

// The Iterator global (ES2025): the Iterator constructor, Iterator.from,
// Iterator.prototype (%IteratorPrototype%, which the native iterators and
// generators inherit from) with the iterator helpers, and the prototypes
// of the helper and wrapper objects those return. The helpers call back
// into JavaScript, so they are self-hosted (lib/lib.js, Iterator_* and
// IteratorHelper_*); a helper or wrapper is a ClassIterator object whose
// iterState (kind iterHelper or iterWrap) holds the self-hosted code's
// record of its state in arr, where snapshots keep it.

func init() {
	ctorIDs[protoIteratorPrototype] = registerCtor("Iterator", 0,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("Constructor Iterator requires 'new'")
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			// Iterator is abstract: it constructs only for another
			// new.target (a subclass's super(), Reflect.construct), whose
			// prototype the object then gets.
			if m.newTarget == nil || m.newTarget == self {
				return undefined, m.typeError("Abstract class Iterator not directly constructable")
			}
			m.charge(objectSize)
			return obj(&Object{proto: m.proto(protoIteratorPrototype)}), nil
		})
	ctorTables[protoIteratorPrototype] = newTable(ctorEntries(protoIteratorPrototype)...)
	ctorTables[protoIteratorPrototype].add(lib("from", "Iterator_from"))
	globalTable.add(val("Iterator", func(m *Machine) Value { return obj(m.ctor(protoIteratorPrototype)) }))

	selfIter := fn("IteratorPrototype.[Symbol.iterator]", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return this, nil
	})
	selfIter.name = symIterator.key
	protoTables[protoIteratorPrototype] = newTable(
		lib("map", "Iterator_map"),
		lib("filter", "Iterator_filter"),
		lib("take", "Iterator_take"),
		lib("drop", "Iterator_drop"),
		lib("flatMap", "Iterator_flatMap"),
		lib("reduce", "Iterator_reduce"),
		lib("toArray", "Iterator_toArray"),
		lib("forEach", "Iterator_forEach"),
		lib("some", "Iterator_some"),
		lib("every", "Iterator_every"),
		lib("find", "Iterator_find"),
		selfIter,
		// Iterator.prototype[Symbol.toStringTag] and .constructor are
		// accessors, so that assigning them on an iterator that inherits
		// them defines its own property instead of failing.
		ignoringAccessor("IteratorPrototype", "[Symbol.toStringTag]", symToStringTag.key, func(m *Machine) Value { return str("Iterator") }),
		ignoringAccessor("IteratorPrototype", "constructor", "constructor", func(m *Machine) Value { return obj(m.ctor(protoIteratorPrototype)) }),
	)

	protoTables[protoIteratorHelper] = newTable(
		lib("next", "IteratorHelper_next"),
		lib("return", "IteratorHelper_return"),
		tagEntry("Iterator Helper"),
	)
	protoTables[protoWrapForValidIterator] = newTable(
		lib("next", "WrapForValidIterator_next"),
		lib("return", "WrapForValidIterator_return"),
	)

	// __newIteratorObject(wrapper, record) is a new helper (wrapper false)
	// or Iterator.from wrapper (true) holding record.
	defIntrinsic("__newIteratorObject", func(m *Machine, args []Value) (Value, error) {
		record := arg(args, 1).asObject()
		if record == nil {
			return undefined, m.typeError("internal error: an iterator helper needs its record")
		}
		kind, proto := iterHelper, protoIteratorHelper
		if truthy(arg(args, 0)) {
			kind, proto = iterWrap, protoWrapForValidIterator
		}
		m.charge(objectSize + iterStateSize)
		return obj(&Object{class: ClassIterator, proto: m.proto(proto), internal: &iterState{kind: kind, arr: record}}), nil
	})
	// __iteratorRecord(o, wrapper, method) is the record of helper (or
	// wrapper) o; any other o is method's incompatible receiver.
	defIntrinsic("__iteratorRecord", func(m *Machine, args []Value) (Value, error) {
		kind := iterHelper
		if truthy(arg(args, 1)) {
			kind = iterWrap
		}
		if o := arg(args, 0).asObject(); o != nil && o.class == ClassIterator {
			if it, ok := o.internal.(*iterState); ok && it.kind == kind && it.arr != nil {
				return obj(it.arr), nil
			}
		}
		method, _ := arg(args, 2).ref.(string)
		return undefined, m.typeError("Method %s called on incompatible receiver %s", method, m.receiverValueText(arg(args, 0)))
	})
	// __isIteratorInstance(o) is OrdinaryHasInstance(%Iterator%, o):
	// Iterator.prototype is on o's prototype chain.
	defIntrinsic("__isIteratorInstance", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return vFalse, nil
		}
		target := m.proto(protoIteratorPrototype)
		for p := o.proto; p != nil; p = p.proto {
			if p == target {
				return vTrue, nil
			}
		}
		return vFalse, nil
	})
	// __iteratorMethod(v) is GetMethod(v, @@iterator).
	defIntrinsic("__iteratorMethod", func(m *Machine, args []Value) (Value, error) {
		f, err := m.getV(arg(args, 0), symIterator.key)
		if err != nil || f.isNullish() {
			return undefined, err
		}
		if !f.isCallable() {
			return undefined, m.typeError("'%s' returned for property 'Symbol(Symbol.iterator)' of object '%s' is not a function",
				m.inspectShort(f), m.receiverValueText(arg(args, 0)))
		}
		return f, nil
	})
}

// ignoringAccessor is an accessor property of %IteratorPrototype% whose
// getter gives get's value and whose setter is the specification's
// SetterThatIgnoresPrototypeProperties: assigning through an object that
// inherits the property defines the object's own, and assigning on the
// prototype itself is a TypeError.
func ignoringAccessor(home, display, key string, get func(m *Machine) Value) lazyEntry {
	shown := display // as V8's messages name the key
	if display == "[Symbol.toStringTag]" {
		shown = "Symbol(Symbol.toStringTag)"
	}
	getter := register(home+".get "+display, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return get(m), nil
	})
	setter := register(home+".set "+display, 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := this.asObject()
		if o == nil {
			return undefined, m.typeError("Iterator.prototype.%s setter called on non-object", shown)
		}
		if o == m.proto(protoIteratorPrototype) {
			return undefined, m.typeError("Cannot assign to read only property '%s' of object '[object Object]'", shown)
		}
		if !m.hasOwn(o, key) {
			return undefined, m.defineOwnOrThrow(o, key, &propDesc{value: arg(args, 0), writable: true, enumerable: true, configurable: true,
				hasValue: true, hasWritable: true, hasEnumerable: true, hasConfigurable: true})
		}
		return undefined, m.set(o, key, arg(args, 0), true)
	})
	return lazyEntry{name: key, getter: true,
		make:    func(m *Machine) Value { return obj(m.newNative(getter, nil)) },
		makeSet: func(m *Machine) Value { return obj(m.newNative(setter, nil)) }}
}
