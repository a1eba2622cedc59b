package vm

// Boolean.

// initBoolean registers Boolean (called in order from builtin_core.go).
func initBoolean() {
	// Boolean
	ctorIDs[protoBoolean] = registerCtor("Boolean", 1,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return boolean(truthy(arg(args, 0))), nil
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			m.charge(objectSize)
			return obj(&Object{class: ClassBoolean, proto: m.proto(protoBoolean), internal: truthy(arg(args, 0))}), nil
		})
	ctorTables[protoBoolean] = newTable(ctorEntries(protoBoolean)...)
	protoTables[protoBoolean] = newTable(protoEntries(protoBoolean)...)
	protoTables[protoBoolean].add(
		fn("Boolean.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			b, err := thisBool(m, this)
			if err != nil {
				return undefined, err
			}
			if b {
				return str("true"), nil
			}
			return str("false"), nil
		}),
		fn("Boolean.prototype.valueOf", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			b, err := thisBool(m, this)
			return boolean(b), err
		}),
	)
}

func thisBool(m *Machine, this Value) (bool, error) {
	switch this.kind {
	case KBool:
		return this.num != 0, nil
	case KObject:
		if o := this.ref.(*Object); o.class == ClassBoolean {
			return o.internal.(bool), nil
		}
	}
	return false, m.typeError("Boolean.prototype.valueOf requires that 'this' be a Boolean")
}
