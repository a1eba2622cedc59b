package vm

// WeakMap and WeakSet (plain maps keyed by objects: a run is short-lived,
// so nothing needs collecting), Reflect, and property descriptors.

func init() {
	weak := func(name string, set bool) {
		id := protoWeakMap
		if set {
			id = protoWeakSet
		}
		class := ClassWeakMap
		if set {
			class = ClassWeakSet
		}
		checkKey := func(m *Machine, k Value) error {
			if k.kind != KObject && k.kind != KSymbol {
				if set {
					return m.typeError("Invalid value used in weak set")
				}
				return m.typeError("Invalid value used as weak map key")
			}
			return nil
		}
		thisWeak := func(m *Machine, this Value, method string) (*mapData, error) {
			if o := this.asObject(); o != nil && o.class == class {
				return o.internal.(*mapData), nil
			}
			return nil, m.typeError("Method %s.prototype.%s called on incompatible receiver %s", name, method, m.inspectShort(this))
		}
		ctorIDs[id] = registerCtor(name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("Constructor %s requires 'new'", name)
		}, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d := newMapData()
			if src := arg(args, 0); !src.isNullish() {
				vals, err := m.iterateToSlice(src)
				if err != nil {
					return undefined, err
				}
				for _, v := range vals {
					k, x := v, v
					if !set {
						if k, err = m.getIndex(v, 0); err != nil {
							return undefined, err
						}
						if x, err = m.getIndex(v, 1); err != nil {
							return undefined, err
						}
					}
					if err := checkKey(m, k); err != nil {
						return undefined, err
					}
					d.set(k, x)
				}
			}
			return obj(&Object{class: class, proto: m.proto(id), internal: d}), nil
		})
		ctorTables[id] = newTable(ctorEntries(id)...)
		protoTables[id] = newTable(protoEntries(id)...)
		protoTables[id].add(
			fn(name+".prototype.has", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
				d, err := thisWeak(m, this, "has")
				if err != nil {
					return undefined, err
				}
				_, ok := d.get(arg(args, 0))
				return boolean(ok), nil
			}),
			fn(name+".prototype.delete", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
				d, err := thisWeak(m, this, "delete")
				if err != nil {
					return undefined, err
				}
				return boolean(d.delete(arg(args, 0))), nil
			}),
		)
		if set {
			protoTables[id].add(fn(name+".prototype.add", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
				d, err := thisWeak(m, this, "add")
				if err != nil {
					return undefined, err
				}
				if err := checkKey(m, arg(args, 0)); err != nil {
					return undefined, err
				}
				d.set(arg(args, 0), arg(args, 0))
				return this, nil
			}))
		} else {
			protoTables[id].add(
				fn(name+".prototype.get", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
					d, err := thisWeak(m, this, "get")
					if err != nil {
						return undefined, err
					}
					v, _ := d.get(arg(args, 0))
					return v, nil
				}),
				fn(name+".prototype.set", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
					d, err := thisWeak(m, this, "set")
					if err != nil {
						return undefined, err
					}
					if err := checkKey(m, arg(args, 0)); err != nil {
						return undefined, err
					}
					d.set(arg(args, 0), arg(args, 1))
					return this, nil
				}),
			)
		}
		globalTable.add(val(name, func(m *Machine) Value { return obj(m.ctor(id)) }))
	}
	weak("WeakMap", false)
	weak("WeakSet", true)

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
			return m.descriptor(o, k), nil
		}),
		fn("Object.getOwnPropertyDescriptors", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, err := m.toObject(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			r := m.newObject()
			for _, k := range m.ownKeys(o, false) {
				r.setOwn(k, m.descriptor(o, k))
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
			return boolean(o == nil || o.sealed >= 2), nil
		}),
		fn("Object.isExtensible", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := arg(args, 0).asObject()
			return boolean(o != nil && o.sealed == 0), nil
		}),
	)

	globalTable.add(val("Reflect", func(m *Machine) Value {
		return obj(&Object{proto: m.proto(protoObject), lazy: &lazyInst{t: reflectTable}})
	}))
}

var reflectTable = newTable(
	fn("Reflect.ownKeys", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.ownKeys called on non-object")
		}
		keys := m.ownKeys(o, false)
		vals := make([]Value, len(keys))
		for i, k := range keys {
			vals[i] = str(k)
		}
		return m.newArrayValue(vals), nil
	}),
	fn("Reflect.has", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.has called on non-object")
		}
		k, err := m.toPropertyKey(arg(args, 1))
		return boolean(err == nil && m.hasProperty(o, k)), err
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
		return m.get(o, k, arg(args, 0))
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
		return boolean(m.set(o, k, arg(args, 2), true) == nil), nil
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
		return boolean(m.setPrototype(o, p.asObject()) == nil), nil
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
		return m.descriptor(o, k), nil
	}),
	fn("Reflect.isExtensible", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.isExtensible called on non-object")
		}
		return boolean(o.sealed == 0), nil
	}),
	fn("Reflect.preventExtensions", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("Reflect.preventExtensions called on non-object")
		}
		if o.sealed == 0 {
			o.sealed = 1
		}
		return vTrue, nil
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
		ok, err := m.deleteV(arg(args, 0), str(k), false)
		return boolean(ok), err
	}),
	fn("Reflect.apply", 3, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		list, err := m.argList(arg(args, 2))
		if err != nil {
			return undefined, err
		}
		return m.tailCall(arg(args, 0), arg(args, 1), list, retPush, nil)
	}),
)

// descriptor is the property descriptor object of an own property.
func (m *Machine) descriptor(o *Object, k string) Value {
	v, acc, ok := m.getOwn(o, k)
	if !ok {
		return undefined
	}
	flags := propFlag(0)
	if i := o.find(k); i >= 0 {
		flags = o.props[i].flags
	} else if o.class == ClassArray && k == "length" {
		flags = flagHidden | flagFixed
	} else if o.isCallable() && (k == "name" || k == "length") {
		flags = flagHidden | flagReadOnly // a function's own name and length
	} else if o.lazy != nil || o.isCallable() {
		flags = flagHidden
	}
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
		d.setOwn("writable", boolean(flags&flagReadOnly == 0 && o.sealed < 3))
	}
	d.setOwn("enumerable", boolean(flags&flagHidden == 0))
	d.setOwn("configurable", boolean(flags&flagFixed == 0 && o.sealed < 2))
	return obj(d)
}
