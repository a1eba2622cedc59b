package vm

// Error and its native subclasses (TypeError, RangeError, ..., AggregateError).

// initError registers the error constructors (called in order from
// builtin_core.go).
func initError() {
	// Errors
	errorCtor := func(id protoID, name string) {
		c := func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			m.charge(errorObjectSize)
			o := &Object{class: ClassError, proto: m.proto(id), internal: &errorData{}}
			o.setHidden("stack", undefined) // first, as in V8 (filled by stampError)
			if msg := arg(args, 0); msg.kind != KUndefined {
				s, err := m.toString(msg)
				if err != nil {
					return undefined, err
				}
				o.setHidden("message", str(s))
			}
			if opts := arg(args, 1).asObject(); opts != nil {
				has, err := m.hasProperty(opts, "cause")
				if err != nil {
					return undefined, err
				}
				if has {
					cause, err := m.get(opts, "cause", obj(opts))
					if err != nil {
						return undefined, err
					}
					o.setHidden("cause", cause)
				}
			}
			m.stampError(o)
			return obj(o), nil
		}
		ctorIDs[id] = registerCtor(name, 1, c, c)
		ctorTables[id] = newTable(ctorEntries(id)...)
		protoTables[id] = newTable(protoEntries(id)...)
		protoTables[id].add(
			val("name", func(m *Machine) Value { return str(name) }),
			val("message", func(m *Machine) Value { return str("") }),
		)
		globalTable.add(val(name, func(m *Machine) Value { return obj(m.ctor(id)) }))
	}
	errorCtor(protoError, "Error")
	// V8's Error.captureStackTrace(target[, constructorOpt]) and
	// Error.stackTraceLimit, which custom error classes often use.
	ctorTables[protoError].add(
		fn("Error.captureStackTrace", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := arg(args, 0).asObject()
			if o == nil {
				return undefined, m.typeError("invalid_argument")
			}
			return undefined, m.captureStackTrace(o)
		}),
		lazyEntry{name: "stackTraceLimit", make: func(m *Machine) Value { return num(10) }},
	)
	protoTables[protoError].add(fn("Error.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := this.asObject()
		if o == nil {
			return undefined, m.typeError("Method Error.prototype.toString called on incompatible receiver %s", m.receiverValueText(this))
		}
		// Unlike errorToString (for display), getters' and conversions'
		// errors propagate.
		parts := [2]string{"Error", ""}
		for i, k := range [...]string{"name", "message"} {
			v, err := m.get(o, k, this)
			if err != nil {
				return undefined, err
			}
			if v.kind != KUndefined {
				if parts[i], err = m.toString(v); err != nil {
					return undefined, err
				}
			}
		}
		switch {
		case parts[0] == "":
			return str(parts[1]), nil
		case parts[1] == "":
			return str(parts[0]), nil
		}
		return str(parts[0] + ": " + parts[1]), nil
	}))
	errorCtor(protoTypeError, "TypeError")
	errorCtor(protoRangeError, "RangeError")
	errorCtor(protoSyntaxError, "SyntaxError")
	errorCtor(protoReferenceError, "ReferenceError")
	errorCtor(protoEvalError, "EvalError")
	errorCtor(protoURIError, "URIError")
	errorCtor(protoAggregateError, "AggregateError")
	builtins[ctorIDs[protoAggregateError]].length = 2
	aggregate := func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		// The message and cause are read before the errors are iterated.
		var rest []Value
		if len(args) > 1 {
			rest = args[1:]
		}
		v, err := builtins[ctorIDs[protoError]].ctor(m, this, rest, self)
		if err != nil {
			return undefined, err
		}
		o := v.asObject()
		o.proto = m.proto(protoAggregateError)
		m.stampError(o) // the stack's header names AggregateError
		hold := []Value{v}
		m.pin(&hold)
		defer m.unpin()
		errs, err := m.iterateToSlice(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		if errs == nil {
			errs = []Value{}
		}
		o.setHidden("errors", m.newArrayValue(errs))
		return v, nil
	}
	builtins[ctorIDs[protoAggregateError]].fn = aggregate
	builtins[ctorIDs[protoAggregateError]].ctor = aggregate
}
