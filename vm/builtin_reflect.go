package vm

// Reflect, and the helpers of property descriptors it shares with Object.

// init registers WeakMap, WeakSet, Object's descriptor statics and
// Reflect in the order they had when all lived here (ids and BuildID
// follow registration order; see builtin_core.go).
func init() {
	initWeakCollections() // builtin_collections.go

	initObjectDescriptors() // builtin_object.go
	globalTable.add(val("Reflect", func(m *Machine) Value {
		return obj(&Object{proto: m.proto(protoObject), lazy: &lazyInst{t: reflectTable}})
	}))
}

var reflectTable = newTable(
	tagEntry("Reflect"),
	fn("Reflect.ownKeys", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.ownKeys called on non-object")
		}
		keys, err := m.ownPropertyKeys(o) // symbols follow the strings, in creation order
		if err != nil {
			return undefined, err
		}
		vals := make([]Value, len(keys))
		for i, k := range keys {
			vals[i] = m.keyValue(k)
		}
		return m.newArrayValue(vals), nil
	}),
	fn("Reflect.has", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.has called on non-object")
		}
		k, err := m.toPropertyKey(arg(args, 1))
		if err != nil {
			return undefined, err
		}
		has, err := m.hasProperty(o, k)
		return boolean(has), err
	}),
	fn("Reflect.get", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.get called on non-object")
		}
		k, err := m.toPropertyKey(arg(args, 1))
		if err != nil {
			return undefined, err
		}
		receiver := arg(args, 0)
		if len(args) > 2 {
			receiver = args[2]
		}
		return m.get(o, k, receiver)
	}),
	fn("Reflect.set", 3, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.set called on non-object")
		}
		k, err := m.toPropertyKey(arg(args, 1))
		if err != nil {
			return undefined, err
		}
		receiver := arg(args, 0)
		if len(args) > 3 {
			receiver = args[3]
		}
		ok, err := m.setWithReceiver(o, k, arg(args, 2), receiver)
		return boolean(ok), err
	}),
	fn("Reflect.getPrototypeOf", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		if arg(args, 0).asObject() == nil {
			return undefined, m.typeError("Reflect.getPrototypeOf called on non-object")
		}
		return objectGetPrototypeOf(m, this, args, self)
	}),
	fn("Reflect.setPrototypeOf", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.setPrototypeOf called on non-object")
		}
		p := arg(args, 1)
		if p.kind != KObject && p.kind != KNull {
			return undefined, m.typeError("Object prototype may only be an Object or null: %s", m.inspectShort(p))
		}
		ok, err := m.setPrototypeOf(o, p.asObject())
		return boolean(ok), err
	}),
	fn("Reflect.getOwnPropertyDescriptor", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.getOwnPropertyDescriptor called on non-object")
		}
		k, err := m.toPropertyKey(arg(args, 1))
		if err != nil {
			return undefined, err
		}
		return m.descriptorOf(o, k)
	}),
	fn("Reflect.isExtensible", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.isExtensible called on non-object")
		}
		ok, err := m.isExtensible(o)
		return boolean(ok), err
	}),
	fn("Reflect.preventExtensions", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.preventExtensions called on non-object")
		}
		ok, err := m.preventExtensions(o)
		return boolean(ok), err
	}),
	fn("Reflect.defineProperty", 3, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.defineProperty called on non-object")
		}
		k, err := m.toPropertyKey(arg(args, 1))
		if err != nil {
			return undefined, err
		}
		pd, err := m.toPropertyDescriptor(arg(args, 2))
		if err != nil {
			return undefined, err
		}
		ok, err := m.defineOwn(o, k, pd)
		return boolean(ok), err
	}),
	fn("Reflect.deleteProperty", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.deleteProperty called on non-object")
		}
		k, err := m.toPropertyKey(arg(args, 1))
		if err != nil {
			return undefined, err
		}
		ok, err := m.deleteProp(o, k, false)
		return boolean(ok), err
	}),
	fn("Reflect.apply", 3, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		f := arg(args, 0)
		if !f.isCallable() {
			return undefined, m.typeError("Function.prototype.apply was called on %s, which is %s and not a function", m.inspectShort(f), articleType(f))
		}
		list, err := m.reflectArgList(arg(args, 2))
		if err != nil {
			return undefined, err
		}
		return m.tailCall(f, arg(args, 1), list, retPush, nil)
	}),
	fn("Reflect.construct", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		target := arg(args, 0)
		if !m.isConstructor(target) {
			return undefined, m.typeError("%s is not a constructor", m.valueText(target))
		}
		nt := target
		if len(args) > 2 {
			nt = args[2]
			if !m.isConstructor(nt) {
				return undefined, m.typeError("%s is not a constructor", m.valueText(nt))
			}
		}
		list, err := m.reflectArgList(arg(args, 1))
		if err != nil {
			return undefined, err
		}
		m.signals().tail = tailCall{fn: target, args: list, construct: true, newTarget: nt.asObject()}
		return undefined, errTail
	}),
)

// setWithReceiver is OrdinarySet(o, k, v, receiver): it reports whether
// the assignment happened instead of throwing when it cannot.
func (m *Machine) setWithReceiver(o *Object, k string, v, receiver Value) (bool, error) {
	for p := o; p != nil; p = p.proto {
		if p.class == ClassProxy {
			return m.proxySet(p, k, v, receiver)
		}
		if p.class == ClassTypedArray {
			if f, isNum := canonicalNumeric(k); isNum {
				// A typed array's [[Set]]: its own element, or for
				// another receiver nothing past its end.
				if receiver.asObject() == p {
					return true, m.taSet(p, f, v)
				}
				if _, valid := validIndex(p.internal.(*typedArray), f); !valid {
					return true, nil
				}
				break
			}
		}
		_, acc, ok := m.getOwn(p, k)
		if !ok {
			continue
		}
		if acc != nil {
			if acc.set == nil {
				return false, nil
			}
			_, err := m.callNested(obj(acc.set), receiver, []Value{v})
			return err == nil, err
		}
		if m.ownFlags(p, k)&flagReadOnly != 0 {
			return false, nil
		}
		break
	}
	r := receiver.asObject()
	if r == nil {
		return false, nil
	}
	if r.class == ClassProxy {
		d, ok, err := m.proxyGetOwnProperty(r, k)
		if err != nil {
			return false, err
		}
		if ok {
			if d.isAccessor() || !d.writable {
				return false, nil
			}
			return m.proxyDefineOwn(r, k, &propDesc{value: v, hasValue: true})
		}
	} else if _, acc, ok := m.getOwn(r, k); ok {
		if acc != nil || m.ownFlags(r, k)&flagReadOnly != 0 {
			return false, nil
		}
		return m.defineOwn(r, k, &propDesc{value: v, hasValue: true})
	}
	return m.defineOwn(r, k, &propDesc{value: v, hasValue: true, writable: true, enumerable: true, configurable: true,
		hasWritable: true, hasEnumerable: true, hasConfigurable: true})
}

// reflectArgList is CreateListFromArrayLike (no nullish shortcut, unlike
// Function.prototype.apply).
func (m *Machine) reflectArgList(v Value) ([]Value, error) {
	if v.kind != KObject {
		return nil, m.typeError("CreateListFromArrayLike called on non-object")
	}
	list, err := m.argList(v)
	if list == nil && err == nil {
		list = []Value{}
	}
	return list, err
}

// valueText is how V8 shows a value in Reflect's messages: functions by
// their source text.
func (m *Machine) valueText(v Value) string {
	if o := v.asObject(); o != nil && o.isCallable() {
		return m.functionText(o)
	}
	if v.kind == KString {
		return v.ref.(string)
	}
	return m.inspectShort(v)
}

// articleType is V8's "a number", "an object", "null" in messages about
// a value's type.
func articleType(v Value) string {
	switch v.kind {
	case KNull:
		return "null"
	case KUndefined:
		return "a undefined"
	case KObject:
		return "an object"
	case KString:
		return "a string"
	case KBool:
		return "a boolean"
	case KSymbol:
		return "a symbol"
	}
	return "a number"
}

// descriptorOf is the descriptor object of an own property of any object
// (undefined when there is none).
func (m *Machine) descriptorOf(o *Object, k string) (Value, error) {
	if o.class != ClassProxy {
		return m.descriptor(o, k), nil
	}
	d, ok, err := m.proxyGetOwnProperty(o, k)
	if err != nil || !ok {
		return undefined, err
	}
	return m.fromPropertyDescriptor(&d), nil
}

// descriptor is the property descriptor object of an own property.
func (m *Machine) descriptor(o *Object, k string) Value {
	if k == "stack" {
		m.settleOwnStack(o) // an error's stack is a data property
	}
	v, acc, ok := m.getOwn(o, k)
	if !ok {
		return undefined
	}
	flags := m.ownFlags(o, k) // includes a String's read-only indices and length, and seal/freeze
	d := m.newObject()
	if acc != nil {
		if acc.get != nil {
			d.setOwn("get", obj(acc.get))
		} else {
			d.setOwn("get", undefined)
		}
		if acc.set != nil {
			d.setOwn("set", obj(acc.set))
		} else {
			d.setOwn("set", undefined)
		}
	} else {
		d.setOwn("value", v)
		d.setOwn("writable", boolean(flags&flagReadOnly == 0))
	}
	d.setOwn("enumerable", boolean(flags&flagHidden == 0))
	d.setOwn("configurable", boolean(flags&flagFixed == 0))
	return obj(d)
}
