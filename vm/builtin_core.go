package vm

import (
	"math"
	"strings"
)

// Object, Function, Error, Promise, Boolean, console and the global
// functions.

func init() {
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
			return boolean(m.hasOwn(o, k)), nil
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
			for p := v.proto; p != nil; p = p.proto {
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

	// Function
	ctorIDs[protoFunction] = registerCtor("Function", 1, functionCtor, functionCtor)
	ctorTables[protoFunction] = newTable(ctorEntries(protoFunction)...)
	protoTables[protoFunction] = newTable(protoEntries(protoFunction)...)
	for _, k := range [...]string{"caller", "arguments"} {
		protoTables[protoFunction].add(lazyEntry{name: k, getter: true,
			make:    func(m *Machine) Value { return obj(m.throwTypeErrorFn()) },
			makeSet: func(m *Machine) Value { return obj(m.throwTypeErrorFn()) }})
	}
	// Function.prototype is itself a function: it accepts any arguments
	// and returns undefined (its name is "", its length 0).
	biFunctionPrototype = register("%FunctionPrototype%", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, nil
	})
	hasInstanceID = register("Function.prototype[Symbol.hasInstance]", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		r, err := m.ordinaryHasInstance(arg(args, 0), this)
		return boolean(r), err
	})
	protoTables[protoFunction].add(
		fn("Function.prototype.call", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			var rest []Value
			if len(args) > 1 {
				rest = append([]Value(nil), args[1:]...)
			}
			return m.tailCall(this, arg(args, 0), rest, retPush, nil)
		}),
		fn("Function.prototype.apply", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			list, err := m.argList(arg(args, 1))
			if err != nil {
				return undefined, err
			}
			return m.tailCall(this, arg(args, 0), list, retPush, nil)
		}),
		fn("Function.prototype.bind", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t := this.asObject()
			if t == nil || !t.isCallable() {
				return undefined, m.typeError("Bind must be called on a function")
			}
			var rest []Value
			if len(args) > 1 {
				rest = append([]Value(nil), args[1:]...)
			}
			// length and name are fixed now, from the target's (its own
			// length, when a number; its name, when a string).
			length := 0.0
			if m.hasOwn(t, "length") {
				l, err := m.get(t, "length", this)
				if err != nil {
					return undefined, err
				}
				if l.kind == KNumber {
					length = math.Max(toInteger(l.num)-float64(len(rest)), 0)
				}
			}
			nv, err := m.get(t, "name", this)
			if err != nil {
				return undefined, err
			}
			name, _ := nv.ref.(string)
			if nv.kind != KString {
				name = ""
			}
			// The name is a copy: a chain of binds makes names of quadratic
			// total length, which the account must see.
			m.charge(objectSize + boundDataSize + 2*propSize + strHeader + len("bound ") + len(name))
			m.workBytes(len(name))
			b := &Object{class: ClassBound, proto: t.proto, internal: &boundData{target: t, this: arg(args, 0), args: rest}}
			b.addProp("length", num(length+0), flagHidden|flagReadOnly)
			b.addProp("name", str("bound "+name), flagHidden|flagReadOnly)
			return obj(b), nil
		}),
		lazyEntry{name: symHasInstance.key, flags: flagReadOnly | flagFixed, make: func(m *Machine) Value {
			return obj(m.newNative(hasInstanceID, nil))
		}},
		fn("Function.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t := this.asObject()
			if t == nil || !t.isCallable() {
				return undefined, m.typeError("Function.prototype.toString requires that 'this' be a Function")
			}
			return str(m.functionText(t)), nil
		}),
	)

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
			if opts := arg(args, 1).asObject(); opts != nil && m.hasProperty(opts, "cause") {
				cause, err := m.get(opts, "cause", obj(opts))
				if err != nil {
					return undefined, err
				}
				o.setHidden("cause", cause)
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
			shown := m.inspectShort(this)
			switch this.kind {
			case KString:
				shown = this.ref.(string)
			case KBigInt:
				shown = bigintDecimal(this)
			}
			return undefined, m.typeError("Method Error.prototype.toString called on incompatible receiver %s", shown)
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

	// Promise
	ctorIDs[protoPromise] = registerCtor("Promise", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Promise constructor cannot be invoked without 'new'")
	}, promiseConstruct)
	ctorTables[protoPromise] = newTable(ctorEntries(protoPromise)...)
	ctorTables[protoPromise].add(speciesGetter("Promise"))
	ctorTables[protoPromise].add(
		fn("Promise.resolve", 1, promiseResolveStatic),
		fn("Promise.reject", 1, promiseRejectStatic),
		lib("all", "Promise_all"),
		lib("allSettled", "Promise_allSettled"),
		lib("race", "Promise_race"),
		lib("any", "Promise_any"),
	)
	protoTables[protoPromise] = newTable(protoEntries(protoPromise)...)
	protoTables[protoPromise].add(tagEntry("Promise"))
	protoTables[protoPromise].add(
		fn("Promise.prototype.then", 2, promiseThen),
		fn("Promise.prototype.catch", 1, promiseCatch),
		lib("finally", "Promise_finally"),
	)

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

	for _, e := range []struct {
		name string
		id   protoID
	}{{"Object", protoObject}, {"Function", protoFunction}, {"Array", protoArray}, {"String", protoString},
		{"Number", protoNumber}, {"Boolean", protoBoolean}, {"Promise", protoPromise}, {"Date", protoDate}} {
		id := e.id
		globalTable.add(val(e.name, func(m *Machine) Value { return obj(m.ctor(id)) }))
	}
	globalTable.add(
		val("globalThis", func(m *Machine) Value { return obj(m.global()) }),
		constVal("NaN", func(m *Machine) Value { return num(math.NaN()) }),
		constVal("Infinity", func(m *Machine) Value { return num(math.Inf(1)) }),
		constVal("undefined", func(m *Machine) Value { return undefined }),
		val("console", func(m *Machine) Value {
			return obj(&Object{proto: m.proto(protoObject), lazy: &lazyInst{t: consoleTable}})
		}),
		fn("parseInt", 2, globalParseInt),
		fn("parseFloat", 1, globalParseFloat),
		fn("isNaN", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := m.toNumber(arg(args, 0))
			return boolean(f != f), err
		}),
		fn("isFinite", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := m.toNumber(arg(args, 0))
			return boolean(!math.IsInf(f, 0) && f == f), err
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

// hasInstanceID is Function.prototype[Symbol.hasInstance]:
// OrdinaryHasInstance(this, v). instanceof skips calling it.
var hasInstanceID int32

var consoleTable = newTable(
	fn("console.log", 0, consoleLog),
	fn("console.info", 0, consoleLog),
	fn("console.debug", 0, consoleLog),
	fn("console.warn", 0, consoleLog),
	fn("console.error", 0, consoleLog),
	fn("console.trace", 0, consoleTrace),
)

func consoleLog(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	line, err := m.formatLog(args)
	if err != nil {
		return undefined, err
	}
	return undefined, m.logLine(line)
}

// functionText is Function.prototype.toString of a callable.
func (m *Machine) functionText(t *Object) string {
	if t.class == ClassFunction && !t.fn.code.SelfHosted {
		if src := m.functionSource(t); src != "" {
			return src
		}
	}
	return "function " + m.functionName(t) + "() { [native code] }"
}

func (m *Machine) functionSource(o *Object) string {
	code := o.fn.code
	src := m.prog.Source
	start := int(code.Pos.Offset)
	end := int(code.End)
	if start < 0 || end > len(src) || start >= end {
		return ""
	}
	return src[start:end]
}

func objectCall(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	v := arg(args, 0)
	if v.isNullish() {
		return obj(m.newObject()), nil
	}
	o, err := m.toObject(v)
	return obj(o), err
}

// biFunctionPrototype is the behaviour of Function.prototype when called.
var biFunctionPrototype int32

func functionCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	return undefined, m.errorf(protoEvalError, "Code generation from strings disallowed for this context")
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
	case ClassUint8Array:
		return "Uint8Array"
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

func (m *Machine) argList(v Value) ([]Value, error) {
	if v.isNullish() {
		return nil, nil
	}
	o := v.asObject()
	if o == nil {
		return nil, m.typeError("CreateListFromArrayLike called on non-object")
	}
	if m.fastElements(o) {
		out := make([]Value, len(o.arr))
		for i, x := range o.arr {
			if x.kind == KEmpty {
				x = undefined
			}
			out[i] = x
		}
		return out, nil
	}
	n, err := m.lengthOf(v)
	if err != nil {
		return nil, err
	}
	if n > maxArrayLength {
		return nil, m.errArrayLength()
	}
	var out []Value
	for i := 0; i < int(n); i++ {
		if i&0x3fff == 0x3fff {
			m.checkInterrupt() // up to 2^24 lookups (interrupt.go)
		}
		x, err := m.getIndex(v, i)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}

func objectKeys(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, err := m.toObject(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	keys := m.ownKeys(o, true)
	vals := make([]Value, len(keys))
	for i, k := range keys {
		vals[i] = str(k)
	}
	return m.newArrayValue(vals), nil
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
			x = m.newArrayValue([]Value{str(k), x})
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
	if o := arg(args, 0).asObject(); o != nil {
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
	if o := arg(args, 0).asObject(); o != nil && o.sealed < 2 {
		o.sealed = 2
		for i := range o.props() {
			o.props()[i].flags |= flagFixed
		}
	}
	return arg(args, 0), nil
}

func objectPreventExtensions(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if o := arg(args, 0).asObject(); o != nil && o.sealed < 1 {
		o.sealed = 1
	}
	return arg(args, 0), nil
}

func objectIsFrozen(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o := arg(args, 0).asObject()
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
	if o.proto == nil {
		return null, nil
	}
	return obj(o.proto), nil
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
	if o.proto == p {
		return nil
	}
	if o == m.protos[protoObject] {
		return m.typeError("Immutable prototype object 'Object.prototype' cannot have their prototype set")
	}
	if o.sealed > 0 {
		return m.typeError("%s is not extensible", m.displayObject(o))
	}
	for q := p; q != nil; q = q.proto {
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
	vals := make([]Value, len(keys))
	for i, k := range keys {
		vals[i] = str(k)
	}
	return m.newArrayValue(vals), nil
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
	return boolean(m.hasOwn(o, k)), nil
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

// propDesc is a property descriptor as read from an object
// (ToPropertyDescriptor): has* say which fields were present.
type propDesc struct {
	value, get, set                             Value
	enumerable, configurable, writable          bool
	hasValue, hasGet, hasSet                    bool
	hasEnumerable, hasConfigurable, hasWritable bool
}

func (d *propDesc) isAccessor() bool { return d.hasGet || d.hasSet }
func (d *propDesc) isData() bool     { return d.hasValue || d.hasWritable }

// toPropertyDescriptor reads a descriptor object's fields in the
// specification's order (each is a HasProperty then a Get).
func (m *Machine) toPropertyDescriptor(d Value) (*propDesc, error) {
	do := d.asObject()
	if do == nil {
		return nil, m.typeError("Property description must be an object: %s", m.inspectShort(d))
	}
	field := func(name string) (Value, bool, error) {
		if !m.hasProperty(do, name) {
			return undefined, false, nil
		}
		v, err := m.get(do, name, d)
		return v, err == nil, err
	}
	var pd propDesc
	var v Value
	var err error
	if v, pd.hasEnumerable, err = field("enumerable"); err != nil {
		return nil, err
	}
	pd.enumerable = truthy(v)
	if v, pd.hasConfigurable, err = field("configurable"); err != nil {
		return nil, err
	}
	pd.configurable = truthy(v)
	if pd.value, pd.hasValue, err = field("value"); err != nil {
		return nil, err
	}
	if v, pd.hasWritable, err = field("writable"); err != nil {
		return nil, err
	}
	pd.writable = truthy(v)
	if pd.get, pd.hasGet, err = field("get"); err != nil {
		return nil, err
	}
	if pd.hasGet && !pd.get.isCallable() && pd.get.kind != KUndefined {
		return nil, m.typeError("Getter must be a function: %s", m.inspectShort(pd.get))
	}
	if pd.set, pd.hasSet, err = field("set"); err != nil {
		return nil, err
	}
	if pd.hasSet && !pd.set.isCallable() && pd.set.kind != KUndefined {
		return nil, m.typeError("Setter must be a function: %s", m.inspectShort(pd.set))
	}
	if pd.isAccessor() && pd.isData() {
		return nil, m.typeError("Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, %s", m.displayObject(do))
	}
	return &pd, nil
}

// defineFromDescriptor is Object.defineProperty's DefinePropertyOrThrow
// with a descriptor object.
func (m *Machine) defineFromDescriptor(o *Object, k string, d Value) error {
	pd, err := m.toPropertyDescriptor(d)
	if err != nil {
		return err
	}
	return m.defineOwnOrThrow(o, k, pd)
}

// defineOwnOrThrow is DefinePropertyOrThrow with V8's messages.
func (m *Machine) defineOwnOrThrow(o *Object, k string, pd *propDesc) error {
	had := m.hasOwn(o, k)
	ok, err := m.defineOwn(o, k, pd)
	if err != nil || ok {
		return err
	}
	if !had && (o.sealed > 0 || o.class == ClassArray && o.lengthReadOnly()) {
		return m.typeError("Cannot define property %s, object is not extensible", k)
	}
	return m.typeError("Cannot redefine property: %s", k)
}

// ownFlags are the attributes of an existing own property.
func (m *Machine) ownFlags(o *Object, k string) propFlag {
	flags := propFlag(0)
	if i := o.find(k); i >= 0 {
		flags = o.props()[i].flags
	} else if o.class == ClassArray && k == "length" {
		flags = flagHidden | flagFixed
	} else if o.class == ClassString {
		flags = flagReadOnly | flagFixed // its indices and length
		if k == "length" {
			flags |= flagHidden
		}
	} else if o.isCallable() && (k == "name" || k == "length") {
		flags = flagHidden | flagReadOnly
	} else if o.lazy != nil || o.isCallable() {
		flags = flagHidden
	}
	if o.sealed >= 2 {
		flags |= flagFixed
	}
	if o.sealed >= 3 && flags&flagAccessor == 0 {
		flags |= flagReadOnly
	}
	return flags
}

// defineOwn is [[DefineOwnProperty]] (ValidateAndApplyPropertyDescriptor):
// ok is false when the definition is not allowed.
func (m *Machine) defineOwn(o *Object, k string, pd *propDesc) (bool, error) {
	if o.lazy != nil {
		m.materialize(o, k)
	}
	if k == "stack" {
		m.settleOwnStack(o) // redefine the data property an error's stack stands for
	}
	tomb := o.find(k) // a deleted virtual property is replaced in place
	if tomb >= 0 && !o.props()[tomb].isTombstone() {
		tomb = -1
	}
	add := func(v Value, flags propFlag) {
		if tomb >= 0 {
			o.props()[tomb] = prop{key: k, val: v, flags: flags}
			return
		}
		o.addProp(k, v, flags)
	}
	if o.class == ClassUint8Array {
		if _, ok := arrayIndex(k); ok {
			if pd.isAccessor() || pd.hasWritable && !pd.writable || pd.hasEnumerable && !pd.enumerable || pd.hasConfigurable && !pd.configurable {
				return false, nil
			}
			return true, m.set(o, k, pd.value, true)
		}
	}
	if o.class == ClassArray && k == "length" && pd.hasValue {
		// ArraySetLength checks the new length before the attributes:
		// {value: 1.5, enumerable: true} is a RangeError, not a TypeError.
		f, err := m.toNumber(pd.value)
		if err != nil {
			return false, err
		}
		if f != float64(toUint32(f)) {
			return false, m.errArrayLength()
		}
		pd.value = num(f)
	}
	curVal, curAcc, exists := m.getOwn(o, k)
	if !exists {
		if o.sealed > 0 || o.class == ClassString && k == "length" {
			return false, nil
		}
		if o.isArrayLike() {
			if i, ok := arrayIndex(k); ok {
				// Past an arguments object's own length an index is an
				// ordinary property.
				if o.class == ClassArray && i >= len(o.arr) && o.lengthReadOnly() {
					return false, nil
				}
				inArr := o.class == ClassArray || i < len(o.arr)
				if inArr && !pd.isAccessor() && pd.writable && pd.enumerable && pd.configurable {
					if !o.setIndex(i, pd.value) {
						return false, m.errArrayLength()
					}
					return true, nil
				}
				// An accessor or an element with attributes is a property;
				// its slot in arr stays a hole.
				if inArr && i >= len(o.arr) {
					if i >= maxArrayLength {
						return false, m.errArrayLength()
					}
					m.chargeValues(i + 1 - len(o.arr))
					for len(o.arr) <= i {
						o.arr = append(o.arr, empty)
					}
				}
			}
		}
		var flags propFlag
		if !pd.enumerable {
			flags |= flagHidden
		}
		if !pd.configurable {
			flags |= flagFixed
		}
		if pd.isAccessor() {
			add(Value{kind: KInternal, ref: &accessor{get: pd.get.asObject(), set: pd.set.asObject()}}, flags|flagAccessor)
			return true, nil
		}
		if !pd.writable {
			flags |= flagReadOnly
		}
		add(pd.value, flags)
		return true, nil
	}
	cur := m.ownFlags(o, k)
	curIsAcc := curAcc != nil
	if cur&flagFixed != 0 {
		if pd.hasConfigurable && pd.configurable || pd.hasEnumerable && pd.enumerable != (cur&flagHidden == 0) {
			return false, nil
		}
		if (pd.isAccessor() || pd.isData()) && pd.isAccessor() != curIsAcc {
			return false, nil
		}
		if curIsAcc {
			if pd.hasGet && pd.get.asObject() != curAcc.get || pd.hasSet && pd.set.asObject() != curAcc.set {
				return false, nil
			}
		} else if cur&flagReadOnly != 0 {
			if pd.hasWritable && pd.writable || pd.hasValue && !sameValue(pd.value, curVal) {
				return false, nil
			}
		}
	}
	// Apply. Array elements and lengths live outside props.
	if o.isArrayLike() {
		if i, ok := arrayIndex(k); ok && o.exoticElement(k) < 0 {
			plain := !pd.isAccessor() && (!pd.hasWritable || pd.writable) &&
				(!pd.hasEnumerable || pd.enumerable) && (!pd.hasConfigurable || pd.configurable)
			if plain {
				if pd.hasValue {
					o.arr[i] = pd.value
				}
				return true, nil
			}
			// It gets attributes or accessors: move it into props.
			o.arr[i] = empty
			o.addProp(k, curVal, cur)
		}
		if o.class == ClassArray && k == "length" {
			if pd.isAccessor() || pd.hasEnumerable && pd.enumerable {
				return false, nil
			}
			if pd.hasValue && !o.lengthReadOnly() { // (read-only: validated as unchanged)
				if err := m.set(o, "length", pd.value, true); err != nil {
					return false, err
				}
			}
			if pd.hasWritable && !pd.writable && !o.lengthReadOnly() {
				// Nothing can change the length any more: fast paths may
				// read the entry's value.
				o.addProp("length", num(float64(len(o.arr))), flagHidden|flagFixed|flagReadOnly)
			}
			return true, nil
		}
	}
	if o.class == ClassString {
		return true, nil // validated above: nothing can change
	}
	i := o.find(k)
	if i < 0 {
		// A virtual property (a function's name or length): make it real.
		o.addProp(k, curVal, cur&^flagFixed)
		i = len(o.props()) - 1
	}
	p := &o.props()[i]
	flags := p.flags
	if pd.hasEnumerable {
		flags = flags&^flagHidden | boolFlag(!pd.enumerable, flagHidden)
	}
	if pd.hasConfigurable {
		flags = flags&^flagFixed | boolFlag(!pd.configurable, flagFixed)
	}
	switch {
	case pd.isAccessor():
		acc := &accessor{}
		if curIsAcc {
			*acc = *curAcc
		} else {
			flags &^= flagReadOnly
		}
		if pd.hasGet {
			acc.get = pd.get.asObject()
		}
		if pd.hasSet {
			acc.set = pd.set.asObject()
		}
		p.val = Value{kind: KInternal, ref: acc}
		flags |= flagAccessor
	case pd.isData():
		if curIsAcc {
			flags &^= flagAccessor
			flags |= flagReadOnly
			p.val = undefined
		}
		if pd.hasValue {
			p.val = pd.value
		}
		if pd.hasWritable {
			flags = flags&^flagReadOnly | boolFlag(!pd.writable, flagReadOnly)
		}
	}
	p.flags = flags
	return true, nil
}

func boolFlag(b bool, f propFlag) propFlag {
	if b {
		return f
	}
	return 0
}

func globalParseInt(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	s = trimJSSpace(s)
	sign := 1.0
	if s != "" && (s[0] == '+' || s[0] == '-') {
		if s[0] == '-' {
			sign = -1
		}
		s = s[1:]
	}
	r, err := m.toNumber(arg(args, 1))
	if err != nil {
		return undefined, err
	}
	radix := int(toInt32(r))
	strip := true
	if radix != 0 {
		if radix < 2 || radix > 36 {
			return num(math.NaN()), nil
		}
		if radix != 16 {
			strip = false
		}
	} else {
		radix = 10
	}
	if strip && len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s = s[2:]
		radix = 16
	}
	return num(sign * parseIntDigits(s, radix, false)), nil
}

func globalParseFloat(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	return num(parseFloatPrefix(trimJSSpace(s))), nil
}

// parseFloatPrefix parses the longest prefix of s that is a decimal literal.
func parseFloatPrefix(s string) float64 {
	s = trimJSSpace(s)
	for _, inf := range []string{"Infinity", "+Infinity", "-Infinity"} {
		if strings.HasPrefix(s, inf) {
			if inf[0] == '-' {
				return math.Inf(-1)
			}
			return math.Inf(1)
		}
	}
	best := math.NaN()
	for end := 1; end <= len(s); end++ {
		if isDecimalLiteral(s[:end]) {
			best = stringToNumber(s[:end])
		} else if end > 1 && !strings.ContainsAny(s[end-1:end], "0123456789.eE+-") {
			break
		}
	}
	return best
}

// Object.prototype.__proto__ reads and sets [[Prototype]].
var (
	biProtoGetter = register("Object.prototype.get __proto__", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o, err := m.toObject(this)
		if err != nil || o.proto == nil {
			return null, err
		}
		return obj(o.proto), nil
	})
	biProtoSetter = register("Object.prototype.set __proto__", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		if this.isNullish() {
			return undefined, m.typeError("set Object.prototype.__proto__ called on null or undefined")
		}
		p := arg(args, 0)
		o := this.asObject()
		if o == nil || p.kind != KObject && p.kind != KNull {
			return undefined, nil
		}
		return undefined, m.setPrototype(o, p.asObject())
	})
)

// throwTypeErrorKey holds %ThrowTypeError% on Function.prototype: a key no
// program can write or list (not a registered symbol).
const throwTypeErrorKey = symbolPrefix + "%ThrowTypeError%"

// throwTypeErrorFn is the machine's %ThrowTypeError%, the frozen getter and
// setter of Function.prototype.caller and .arguments.
func (m *Machine) throwTypeErrorFn() *Object {
	fp := m.proto(protoFunction)
	if i := fp.find(throwTypeErrorKey); i >= 0 {
		if f := fp.props()[i].val.asObject(); f != nil {
			return f
		}
	}
	f := m.newNative(biCallerAccessor, nil)
	f.sealed = 3
	fp.addProp(throwTypeErrorKey, obj(f), flagHidden|flagFixed|flagReadOnly)
	return f
}

// biCallerAccessor throws, except that a sloppy-mode ordinary function
// answers null for caller and arguments (V8 gives those own properties).
// (Registered in init: its code refers to the error machinery.)
var biCallerAccessor int32

func init() {
	biCallerAccessor = register("%ThrowTypeError%.caller", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		if o := this.asObject(); o != nil && o.class == ClassFunction && o.fn.home == nil {
			c := o.fn.code
			if !c.Strict && !c.IsArrow && !c.IsClassConstructor && !c.IsAsync && !c.IsGenerator && !c.SelfHosted {
				if len(args) > 0 {
					return undefined, nil // the setter: ignored
				}
				return null, nil
			}
		}
		return undefined, m.typeError("'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them")
	})
}
