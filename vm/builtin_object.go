package vm

// Object: the constructor, its static methods and Object.prototype.

// initObject registers Object (called in order from builtin_core.go).
func initObject() {
	// Object
	ctorIDs[protoObject] = registerCtor("Object", 1, objectCall, objectCall)
	ctorTables[protoObject] = newTable(ctorEntries(protoObject)...)
	ctorTables[protoObject].add(
		fn("Object.keys", 1, objectKeys),
		fn("Object.values", 1, objectValues),
		fn("Object.entries", 1, objectEntries),
		fn("Object.assign", 2, objectAssign),
		fn("Object.freeze", 1, objectFreeze),
		fn("Object.isFrozen", 1, objectIsFrozen),
		fn("Object.seal", 1, objectSeal),
		fn("Object.preventExtensions", 1, objectPreventExtensions),
		fn("Object.fromEntries", 1, objectFromEntries),
		fn("Object.create", 2, objectCreate),
		fn("Object.getPrototypeOf", 1, objectGetPrototypeOf),
		fn("Object.setPrototypeOf", 2, objectSetPrototypeOf),
		fn("Object.getOwnPropertyNames", 1, objectGetOwnPropertyNames),
		fn("Object.hasOwn", 2, objectHasOwn),
		fn("Object.defineProperty", 3, objectDefineProperty),
		fn("Object.is", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return boolean(sameValue(arg(args, 0), arg(args, 1))), nil
		}),
	)
	protoTables[protoObject] = newTable(protoEntries(protoObject)...)
	protoTables[protoObject].add(lazyEntry{name: "__proto__", getter: true,
		make:    func(m *Machine) Value { return obj(m.newNative(biProtoGetter, nil)) },
		makeSet: func(m *Machine) Value { return obj(m.newNative(biProtoSetter, nil)) }})
	protoTables[protoObject].add(
		fn("Object.prototype.hasOwnProperty", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			k, err := m.toPropertyKey(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			o, err := m.toObject(this)
			if err != nil {
				return undefined, err
			}
			has, err := m.hasOwnProperty(o, k)
			return boolean(has), err
		}),
		fn("Object.prototype.isPrototypeOf", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			v := arg(args, 0).asObject()
			if v == nil {
				return vFalse, nil
			}
			t, err := m.toObject(this)
			if err != nil {
				return undefined, err
			}
			for p, err := m.getPrototypeOf(v); p != nil || err != nil; p, err = m.getPrototypeOf(p) {
				if err != nil {
					return undefined, err
				}
				if p == t {
					return vTrue, nil
				}
			}
			return vFalse, nil
		}),
		fn("Object.prototype.propertyIsEnumerable", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			k, err := m.toPropertyKey(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			o, err := m.toObject(this)
			if err != nil {
				return undefined, err
			}
			if o.class == ClassProxy {
				d, ok, err := m.proxyGetOwnProperty(o, k)
				return boolean(ok && d.enumerable), err
			}
			return boolean(m.hasOwn(o, k) && m.isEnumerable(o, k)), nil
		}),
		fn("Object.prototype.toString", 0, objectProtoToString),
		fn("Object.prototype.__defineGetter__", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.legacyDefineAccessor(this, args, true)
		}),
		fn("Object.prototype.__defineSetter__", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.legacyDefineAccessor(this, args, false)
		}),
		fn("Object.prototype.__lookupGetter__", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.legacyLookupAccessor(this, args, true)
		}),
		fn("Object.prototype.__lookupSetter__", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.legacyLookupAccessor(this, args, false)
		}),
		fn("Object.prototype.toLocaleString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			// Invoke(this, "toString"): objects may override toString.
			if this.isNullish() {
				return undefined, m.typeError("Object.prototype.toLocaleString called on null or undefined")
			}
			f, err := m.getV(this, "toString")
			if err != nil {
				return undefined, err
			}
			if !f.isCallable() {
				return undefined, m.typeError("%s is not a function", m.inspectShort(f))
			}
			return m.callNested(f, this, nil)
		}),
		fn("Object.prototype.valueOf", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, err := m.toObject(this)
			if err != nil {
				return undefined, err
			}
			return obj(o), nil
		}),
	)
}

func objectCall(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	v := arg(args, 0)
	if v.isNullish() {
		return obj(m.newObject()), nil
	}
	o, err := m.toObject(v)
	return obj(o), err
}

// classTag is the built-in tag of o's class, as Object.prototype.toString
// shows it without a Symbol.toStringTag.
func classTag(o *Object) string {
	switch o.class {
	case ClassArray:
		return "Array"
	case ClassFunction, ClassNative, ClassBound:
		return "Function"
	case ClassError:
		return "Error"
	case ClassBoolean:
		return "Boolean"
	case ClassNumber:
		return "Number"
	case ClassString:
		return "String"
	case ClassDate:
		return "Date"
	case ClassArguments:
		return "Arguments"
	case ClassRegExp:
		return "RegExp"
	case ClassTypedArray:
		return taInfos[o.internal.(*typedArray).kind].name
	case ClassProxy:
		// IsArray sees through proxies; a proxy is a function when its
		// target was (a revoked proxy's tag is its last target's class).
		if t := proxyTarget(o); t != nil && t.class == ClassArray {
			return "Array"
		}
		if o.isCallable() {
			return "Function"
		}
	}
	return "Object"
}

func objectProtoToString(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	switch this.kind {
	case KUndefined:
		return str("[object Undefined]"), nil
	case KNull:
		return str("[object Null]"), nil
	}
	o, _ := m.toObject(this)
	if _, err := m.isArray(this); err != nil {
		return undefined, m.typeError("Cannot perform 'Object.prototype.toString' on a proxy that has been revoked")
	}
	tag := classTag(o)
	// Promises, Maps, Sets and generators are named by their prototypes'
	// Symbol.toStringTag (deleting it shows "[object Object]").
	t, err := m.get(o, symToStringTag.key, this)
	if err != nil {
		return undefined, err
	}
	if t.kind == KString {
		tag = t.ref.(string)
	}
	return str("[object " + tag + "]"), nil
}

func objectKeys(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, err := m.toObject(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	keys, err := m.enumerableOwnKeys(o, false)
	if err != nil {
		return undefined, err
	}
	return m.newArrayValue(boxedStrings(keys)), nil // keys is the call's own list
}

func objectValues(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	return m.enumerableOwnProperties(arg(args, 0), false)
}

func objectEntries(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	return m.enumerableOwnProperties(arg(args, 0), true)
}

// enumerableOwnProperties is Object.values (entries false) and
// Object.entries: a key is read only if it is still an enumerable own
// property when its turn comes (an earlier getter may delete it or make it
// non-enumerable).
func (m *Machine) enumerableOwnProperties(v Value, entries bool) (Value, error) {
	o, err := m.toObject(v)
	if err != nil {
		return undefined, err
	}
	if o.class == ClassProxy {
		return m.proxyEnumerableOwnProperties(o, entries)
	}
	keys := m.ownKeys(o, true)
	vals := make([]Value, 0, len(keys))
	m.pin(&vals)
	defer m.unpin()
	for i, k := range keys {
		if i > 0 && (!m.hasOwn(o, k) || m.ownFlags(o, k)&flagHidden != 0) {
			continue
		}
		x, err := m.get(o, k, obj(o))
		if err != nil {
			return undefined, err
		}
		if entries {
			x = m.newArrayValue([]Value{boxedString(&keys[i]), x})
		}
		vals = append(growValues(vals, 1), x)
	}
	return m.newArrayValue(vals), nil
}

func objectAssign(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	t, err := m.toObject(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	for _, src := range args[min(1, len(args)):] {
		if src.isNullish() {
			continue
		}
		so, _ := m.toObject(src)
		if so.class == ClassProxy {
			err := m.proxyEachEnumerable(so, true, true, nil, func(k string, v Value) error { return m.set(t, k, v, true) })
			if err != nil {
				return undefined, err
			}
			continue
		}
		for _, k := range so.appendSymbolKeys(m.ownKeys(so, true)) {
			v, err := m.get(so, k, src)
			if err != nil {
				return undefined, err
			}
			if err := m.set(t, k, v, true); err != nil {
				return undefined, err
			}
		}
	}
	return obj(t), nil
}

func objectFreeze(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if o := arg(args, 0).asObject(); o != nil && o.class == ClassProxy {
		return arg(args, 0), m.setIntegrityLevel(o, true)
	} else if o != nil {
		if ta := typedArrayOf(o); ta != nil {
			// Its elements stay writable: it cannot be frozen.
			if n, _ := ta.bounds(); n > 0 || ta.length == lengthTracking {
				return undefined, m.typeError("Cannot freeze array buffer views with elements")
			}
		}
		m.materializeAll(o)
		o.sealed = 3
		for i := range o.props() {
			o.props()[i].flags |= flagFixed
			if o.props()[i].flags&flagAccessor == 0 {
				o.props()[i].flags |= flagReadOnly
			}
		}
	}
	return arg(args, 0), nil
}

func objectSeal(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if o := arg(args, 0).asObject(); o != nil && o.class == ClassProxy {
		return arg(args, 0), m.setIntegrityLevel(o, false)
	} else if o != nil && o.sealed < 2 {
		o.sealed = 2
		for i := range o.props() {
			o.props()[i].flags |= flagFixed
		}
	}
	return arg(args, 0), nil
}

func objectPreventExtensions(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if o := arg(args, 0).asObject(); o != nil && o.class == ClassProxy {
		ok, err := m.proxyPreventExtensions(o)
		if err == nil && !ok {
			err = m.typeError("'preventExtensions' on proxy: trap returned falsish")
		}
		return arg(args, 0), err
	} else if o != nil && o.sealed < 1 {
		o.sealed = 1
	}
	return arg(args, 0), nil
}

func objectIsFrozen(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o := arg(args, 0).asObject()
	if o != nil && o.class == ClassProxy {
		ok, err := m.proxyTestIntegrity(o, true)
		return boolean(ok), err
	}
	return boolean(o == nil || m.testIntegrity(o, true)), nil
}

// testIntegrity is TestIntegrityLevel: a non-extensible object whose own
// properties are all non-configurable (and, for frozen, data properties
// read-only) is sealed (frozen) even if seal or freeze was never called,
// e.g. an emptied Object.preventExtensions({k: 1}).
func (m *Machine) testIntegrity(o *Object, frozen bool) bool {
	level := uint8(2)
	if frozen {
		level = 3
	}
	if o.sealed >= level {
		return true
	}
	if o.sealed == 0 {
		return false
	}
	ok := func(f propFlag) bool {
		return f&flagFixed != 0 && (!frozen || f&flagAccessor != 0 || f&flagReadOnly != 0)
	}
	for _, k := range m.ownKeys(o, false) {
		if k == "length" && o.class == ClassArray {
			continue // V8 never counts an array's writable length (Object.preventExtensions([]) is frozen)
		}
		if !ok(m.ownFlags(o, k)) {
			return false
		}
	}
	for _, p := range o.props() {
		if isSymbolKey(p.key) && !p.isTombstone() && !ok(p.flags) {
			return false
		}
	}
	return true
}

func objectFromEntries(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if arg(args, 0).isNullish() {
		return undefined, m.typeError("undefined is not iterable") // V8 names neither null nor undefined
	}
	it, err := m.getIterator(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	o := m.newObject()
	hold := []Value{obj(o)}
	m.pin(&hold)
	defer m.unpin()
	// One entry at a time (an endless iterator is fine while its entries
	// are); an abrupt entry closes the iterator (its own error is dropped).
	fail := func(err error) (Value, error) {
		m.closeIterator(it)
		return undefined, err
	}
	for {
		e, done, err := m.iterNext(it)
		if err != nil {
			return undefined, err
		}
		if done {
			return obj(o), nil
		}
		if e.kind != KObject {
			return fail(m.typeError("Iterator value %s is not an entry object", m.inspectShort(e)))
		}
		k, err := m.getIndex(e, 0)
		if err != nil {
			return fail(err)
		}
		v, err := m.getIndex(e, 1)
		if err != nil {
			return fail(err)
		}
		ks, err := m.toPropertyKey(k)
		if err != nil {
			return fail(err)
		}
		o.setOwn(ks, v)
	}
}

// legacyDefineAccessor is __defineGetter__ / __defineSetter__ (Annex B).
func (m *Machine) legacyDefineAccessor(this Value, args []Value, getter bool) error {
	o, err := m.toObject(this)
	if err != nil {
		return err
	}
	f := arg(args, 1)
	if !f.isCallable() {
		if getter {
			return m.typeError("Object.prototype.__defineGetter__: Expecting function")
		}
		return m.typeError("Object.prototype.__defineSetter__: Expecting function")
	}
	k, err := m.toPropertyKey(arg(args, 0))
	if err != nil {
		return err
	}
	pd := &propDesc{enumerable: true, configurable: true, hasEnumerable: true, hasConfigurable: true}
	if getter {
		pd.get, pd.hasGet = f, true
	} else {
		pd.set, pd.hasSet = f, true
	}
	return m.defineOwnOrThrow(o, k, pd)
}

// legacyLookupAccessor is __lookupGetter__ / __lookupSetter__ (Annex B).
func (m *Machine) legacyLookupAccessor(this Value, args []Value, getter bool) (Value, error) {
	o, err := m.toObject(this)
	if err != nil {
		return undefined, err
	}
	k, err := m.toPropertyKey(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	for p := o; p != nil; p = p.proto {
		if p.class == ClassProxy {
			return m.proxyLookupAccessor(p, k, getter)
		}
		_, acc, ok := m.getOwn(p, k)
		if !ok {
			continue
		}
		if acc == nil {
			return undefined, nil
		}
		f := acc.set
		if getter {
			f = acc.get
		}
		if f == nil {
			return undefined, nil
		}
		return obj(f), nil
	}
	return undefined, nil
}

func objectCreate(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	p := arg(args, 0)
	if p.kind != KObject && p.kind != KNull {
		return undefined, m.typeError("Object prototype may only be an Object or null: %s", m.inspectShort(p))
	}
	m.charge(objectSize)
	o := &Object{proto: p.asObject()}
	if props := arg(args, 1); props.kind != KUndefined {
		if err := m.defineProperties(o, props); err != nil {
			return undefined, err
		}
	}
	return obj(o), nil
}

// defineProperties is ObjectDefineProperties: it reads every descriptor
// before defining any property.
func (m *Machine) defineProperties(o *Object, props Value) error {
	po, err := m.toObject(props)
	if err != nil {
		return err
	}
	type def struct {
		key string
		pd  *propDesc
	}
	var defs []def
	if po.class == ClassProxy {
		err := m.proxyEachEnumerable(po, true, true, nil, func(k string, d Value) error {
			pd, err := m.toPropertyDescriptor(d)
			defs = append(defs, def{k, pd})
			return err
		})
		if err != nil {
			return err
		}
	}
	keys := m.ownKeys(po, true)
	for _, p := range po.props() { // then the enumerable symbol keys, in creation order
		if isSymbolKey(p.key) && !p.isTombstone() && p.flags&flagHidden == 0 {
			keys = append(keys, p.key)
		}
	}
	for _, k := range keys {
		d, err := m.get(po, k, obj(po))
		if err != nil {
			return err
		}
		pd, err := m.toPropertyDescriptor(d)
		if err != nil {
			return err
		}
		defs = append(defs, def{k, pd})
	}
	for _, d := range defs {
		if err := m.defineOwnOrThrow(o, d.key, d.pd); err != nil {
			return err
		}
	}
	return nil
}

func objectGetPrototypeOf(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, err := m.toObject(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	p, err := m.getPrototypeOf(o)
	if err != nil || p == nil {
		return null, err
	}
	return obj(p), nil
}

func objectSetPrototypeOf(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if arg(args, 0).isNullish() {
		return undefined, m.typeError("Object.setPrototypeOf called on null or undefined")
	}
	o := arg(args, 0).asObject()
	p := arg(args, 1)
	if p.kind != KObject && p.kind != KNull {
		return undefined, m.typeError("Object prototype may only be an Object or null: %s", m.inspectShort(p))
	}
	if o != nil {
		if err := m.setPrototype(o, p.asObject()); err != nil {
			return undefined, err
		}
	}
	return arg(args, 0), nil
}

// setPrototype is [[SetPrototypeOf]]; a refusal (a cycle, a non-extensible
// object) is a TypeError.
func (m *Machine) setPrototype(o, p *Object) error {
	if o.class == ClassProxy {
		ok, err := m.proxySetPrototypeOf(o, p)
		if err == nil && !ok {
			err = m.typeError("'setPrototypeOf' on proxy: trap returned falsish for property 'undefined'")
		}
		return err
	}
	if o.proto == p {
		return nil
	}
	if o == m.classes().protos[protoObject] {
		return m.typeError("Immutable prototype object 'Object.prototype' cannot have their prototype set")
	}
	if o.sealed > 0 {
		return m.typeError("%s is not extensible", m.displayObject(o))
	}
	for q := p; q != nil && q.class != ClassProxy; q = q.proto { // a proxy's prototype is its trap's to say
		if q == o {
			return m.typeError("Cyclic __proto__ value")
		}
	}
	o.proto = p
	return nil
}

func objectGetOwnPropertyNames(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, err := m.toObject(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	keys := m.ownKeys(o, false)
	if o.class == ClassProxy {
		all, err := m.proxyOwnKeys(o)
		if err != nil {
			return undefined, err
		}
		keys = keys[:0]
		for _, k := range all {
			if !isSymbolKey(k) {
				keys = append(keys, k)
			}
		}
	}
	return m.newArrayValue(boxedStrings(keys)), nil // keys is the call's own list
}

func objectHasOwn(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, err := m.toObject(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	k, err := m.toPropertyKey(arg(args, 1))
	if err != nil {
		return undefined, err
	}
	has, err := m.hasOwnProperty(o, k)
	return boolean(has), err
}

func objectDefineProperty(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o := arg(args, 0).asObject()
	if o == nil {
		return undefined, m.typeError("Object.defineProperty called on non-object")
	}
	k, err := m.toPropertyKey(arg(args, 1))
	if err != nil {
		return undefined, err
	}
	if err := m.defineFromDescriptor(o, k, arg(args, 2)); err != nil {
		return undefined, err
	}
	return arg(args, 0), nil
}

// initObjectES2025 adds Object.groupBy and Object.getOwnPropertySymbols
// (called in order from builtin_es2025.go).
func initObjectES2025() {
	ctorTables[protoObject].add(lib("groupBy", "Object_groupBy"))
	ctorTables[protoObject].add(fn("Object.getOwnPropertySymbols", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o, err := m.toObject(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		m.materializeAll(o)
		vals := []Value{}
		if o.class == ClassProxy {
			keys, err := m.proxyOwnKeys(o)
			if err != nil {
				return undefined, err
			}
			for _, k := range keys {
				if isSymbolKey(k) {
					vals = append(vals, m.keyValue(k))
				}
			}
		}
		for _, p := range o.props() {
			if isSymbolKey(p.key) && !p.isTombstone() {
				if s := m.symbolForKey(p.key); s != nil {
					vals = append(vals, Value{kind: KSymbol, ref: s})
				}
			}
		}
		return m.newArrayValue(vals), nil
	}))
}

// initObjectDescriptors adds Object.getOwnPropertyDescriptor(s),
// defineProperties, isSealed and isExtensible (called in order from
// builtin_reflect.go).
func initObjectDescriptors() {
	ctorTables[protoObject].add(
		fn("Object.getOwnPropertyDescriptor", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, err := m.toObject(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			k, err := m.toPropertyKey(arg(args, 1))
			if err != nil {
				return undefined, err
			}
			return m.descriptorOf(o, k)
		}),
		fn("Object.getOwnPropertyDescriptors", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, err := m.toObject(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			r := m.newObject()
			if o.class == ClassProxy {
				keys, err := m.proxyOwnKeys(o)
				if err != nil {
					return undefined, err
				}
				for _, k := range keys {
					d, err := m.descriptorOf(o, k)
					if err != nil {
						return undefined, err
					}
					if d.kind != KUndefined {
						r.setOwn(k, d)
					}
				}
				return obj(r), nil
			}
			for _, k := range m.ownKeys(o, false) {
				r.setOwn(k, m.descriptor(o, k))
			}
			// Symbol keys follow the strings, in creation order (private
			// names and internal keys have no symbol).
			for _, p := range o.props() {
				if isSymbolKey(p.key) && !p.isTombstone() && m.symbolForKey(p.key) != nil {
					r.setOwn(p.key, m.descriptor(o, p.key))
				}
			}
			return obj(r), nil
		}),
		fn("Object.defineProperties", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := arg(args, 0).asObject()
			if o == nil {
				return undefined, m.typeError("Object.defineProperties called on non-object")
			}
			if err := m.defineProperties(o, arg(args, 1)); err != nil {
				return undefined, err
			}
			return arg(args, 0), nil
		}),
		fn("Object.isSealed", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := arg(args, 0).asObject()
			if o != nil && o.class == ClassProxy {
				ok, err := m.proxyTestIntegrity(o, false)
				return boolean(ok), err
			}
			return boolean(o == nil || m.testIntegrity(o, false)), nil
		}),
		fn("Object.isExtensible", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := arg(args, 0).asObject()
			if o == nil {
				return vFalse, nil
			}
			ok, err := m.isExtensible(o)
			return boolean(ok), err
		}),
	)
}
