package vm

// WeakRef and FinalizationRegistry, deterministic: a run never collects
// what it can still reach by a path the program could observe, and a run
// is short-lived, so a WeakRef keeps its target (deref always gives it
// back) and a FinalizationRegistry's cleanup callback never runs. Both keep
// their state in a mapData, which snapshots save like a WeakMap's: a
// WeakRef's target is its one key; a registry's keys are its cells
// ([target, held value, unregister token] arrays, in registration order)
// and its values their tokens.

func init() {
	ctorIDs[protoWeakRef] = registerCtor("WeakRef", 1,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("Constructor WeakRef requires 'new'")
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			target := arg(args, 0)
			if !m.canBeHeldWeakly(target) {
				return undefined, m.typeError("WeakRef: invalid target")
			}
			d := newMapData()
			d.set(target, undefined)
			m.charge(objectSize + mapDataSize + mapStoreSize)
			return obj(&Object{class: ClassWeakRef, proto: m.proto(protoWeakRef), internal: d}), nil
		})
	ctorTables[protoWeakRef] = newTable(ctorEntries(protoWeakRef)...)
	protoTables[protoWeakRef] = newTable(protoEntries(protoWeakRef)...)
	protoTables[protoWeakRef].add(
		tagEntry("WeakRef"),
		fn("WeakRef.prototype.deref", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := weakData(m, this, ClassWeakRef, "WeakRef.prototype.deref")
			if err != nil {
				return undefined, err
			}
			for i, k := range d.keys {
				if k.kind != KEmpty {
					return d.keys[i], nil
				}
			}
			return undefined, nil
		}),
	)
	globalTable.add(val("WeakRef", func(m *Machine) Value { return obj(m.ctor(protoWeakRef)) }))

	ctorIDs[protoFinalizationRegistry] = registerCtor("FinalizationRegistry", 1,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("Constructor FinalizationRegistry requires 'new'")
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			if !arg(args, 0).isCallable() {
				return undefined, m.typeError("FinalizationRegistry: cleanup must be callable")
			}
			m.charge(objectSize + mapDataSize)
			return obj(&Object{class: ClassFinalizationRegistry, proto: m.proto(protoFinalizationRegistry), internal: newMapData()}), nil
		})
	ctorTables[protoFinalizationRegistry] = newTable(ctorEntries(protoFinalizationRegistry)...)
	protoTables[protoFinalizationRegistry] = newTable(protoEntries(protoFinalizationRegistry)...)
	protoTables[protoFinalizationRegistry].add(
		tagEntry("FinalizationRegistry"),
		fn("FinalizationRegistry.prototype.register", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := weakData(m, this, ClassFinalizationRegistry, "FinalizationRegistry.prototype.register")
			if err != nil {
				return undefined, err
			}
			target, held, token := arg(args, 0), arg(args, 1), arg(args, 2)
			switch {
			case !m.canBeHeldWeakly(target):
				return undefined, m.typeError("FinalizationRegistry.prototype.register: invalid target")
			case sameValue(target, held):
				return undefined, m.typeError("FinalizationRegistry.prototype.register: target and holdings must not be same")
			case token.kind != KUndefined && !m.canBeHeldWeakly(token):
				return undefined, m.typeError("Invalid unregisterToken ('%s')", m.inspectShort(token))
			}
			m.charge(mapStoreSize)
			d.set(m.newArrayValue([]Value{target, held, token}), token)
			return undefined, nil
		}),
		fn("FinalizationRegistry.prototype.unregister", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := weakData(m, this, ClassFinalizationRegistry, "FinalizationRegistry.prototype.unregister")
			if err != nil {
				return undefined, err
			}
			token := arg(args, 0)
			if !m.canBeHeldWeakly(token) {
				return undefined, m.typeError("Invalid unregisterToken ('%s')", m.inspectShort(token))
			}
			var cells []Value
			for i, k := range d.keys {
				if k.kind != KEmpty && sameValue(d.vals[i], token) {
					cells = append(cells, k)
				}
			}
			for _, c := range cells {
				d.delete(c)
			}
			return boolean(len(cells) > 0), nil
		}),
	)
	globalTable.add(val("FinalizationRegistry", func(m *Machine) Value { return obj(m.ctor(protoFinalizationRegistry)) }))
}

// weakData is the mapData of a WeakRef or FinalizationRegistry this (of
// class), or method's incompatible-receiver TypeError.
func weakData(m *Machine, this Value, class Class, method string) (*mapData, error) {
	if o := this.asObject(); o != nil && o.class == class {
		if d, ok := o.internal.(*mapData); ok {
			return d, nil
		}
	}
	return nil, m.typeError("Method %s called on incompatible receiver %s", method, m.receiverValueText(this))
}
