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
			t := this.asObject()
			if v == nil || t == nil {
				return vFalse, nil
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
		fn("Object.prototype.toLocaleString", 0, objectProtoToString),
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
			b := &Object{class: ClassBound, proto: t.proto, internal: &boundData{target: t, this: arg(args, 0), args: rest}}
			return obj(b), nil
		}),
		fn("Function.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t := this.asObject()
			if t == nil || !t.isCallable() {
				return undefined, m.typeError("Function.prototype.toString requires that 'this' be a Function")
			}
			if t.class == ClassFunction && !t.fn.code.SelfHosted {
				if src := m.functionSource(t); src != "" {
					return str(src), nil
				}
			}
			return str("function " + m.functionName(t) + "() { [native code] }"), nil
		}),
	)

	// Errors
	errorCtor := func(id protoID, name string) {
		c := func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := &Object{class: ClassError, proto: m.proto(id), internal: &errorData{}}
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
	protoTables[protoError].add(fn("Error.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := this.asObject()
		if o == nil {
			return undefined, m.typeError("Error.prototype.toString requires that 'this' be an Object")
		}
		return str(m.errorToString(o)), nil
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
		errs, err := m.iterateToSlice(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		if errs == nil {
			errs = []Value{}
		}
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
	ctorTables[protoPromise].add(
		fn("Promise.resolve", 1, promiseResolveStatic),
		fn("Promise.reject", 1, promiseRejectStatic),
		lib("all", "Promise_all"),
		lib("allSettled", "Promise_allSettled"),
		lib("race", "Promise_race"),
		lib("any", "Promise_any"),
	)
	protoTables[protoPromise] = newTable(protoEntries(protoPromise)...)
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
		val("NaN", func(m *Machine) Value { return num(math.NaN()) }),
		val("Infinity", func(m *Machine) Value { return num(math.Inf(1)) }),
		val("undefined", func(m *Machine) Value { return undefined }),
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

var consoleTable = newTable(
	fn("console.log", 0, consoleLog),
	fn("console.info", 0, consoleLog),
	fn("console.debug", 0, consoleLog),
	fn("console.warn", 0, consoleLog),
	fn("console.error", 0, consoleLog),
	fn("console.trace", 0, consoleLog),
)

func consoleLog(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	line, err := m.formatLog(args)
	if err != nil {
		return undefined, err
	}
	m.logs = append(m.logs, line)
	return undefined, nil
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

func functionCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	return undefined, m.errorf(protoEvalError, "Code generation from strings disallowed for this context")
}

func objectProtoToString(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	switch this.kind {
	case KUndefined:
		return str("[object Undefined]"), nil
	case KNull:
		return str("[object Null]"), nil
	}
	o, _ := m.toObject(this)
	tag := "Object"
	switch o.class {
	case ClassArray:
		tag = "Array"
	case ClassFunction, ClassNative, ClassBound:
		tag = "Function"
	case ClassError:
		tag = "Error"
	case ClassBoolean:
		tag = "Boolean"
	case ClassNumber:
		tag = "Number"
	case ClassString:
		tag = "String"
	case ClassDate:
		tag = "Date"
	case ClassArguments:
		tag = "Arguments"
	case ClassPromise:
		tag = "Promise"
	case ClassMap:
		tag = "Map"
	case ClassSet:
		tag = "Set"
	case ClassGenerator:
		tag = "Generator"
	case ClassRegExp:
		tag = "RegExp"
	}
	if t, err := m.get(o, symToStringTag.key, this); err == nil && t.kind == KString {
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
	if o.isArrayLike() {
		out := make([]Value, len(o.arr))
		for i, x := range o.arr {
			if x.kind == KEmpty {
				x = undefined
			}
			out[i] = x
		}
		return out, nil
	}
	lv, err := m.get(o, "length", v)
	if err != nil {
		return nil, err
	}
	n, _ := m.toNumber(lv)
	if toInteger(n) > maxArrayLength {
		return nil, m.errArrayLength()
	}
	var out []Value
	for i := 0; i < int(toInteger(n)); i++ {
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
	o, err := m.toObject(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	keys := m.ownKeys(o, true)
	vals := make([]Value, 0, len(keys))
	for _, k := range keys {
		v, err := m.get(o, k, obj(o))
		if err != nil {
			return undefined, err
		}
		vals = append(vals, v)
	}
	return m.newArrayValue(vals), nil
}

func objectEntries(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, err := m.toObject(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	keys := m.ownKeys(o, true)
	vals := make([]Value, 0, len(keys))
	for _, k := range keys {
		v, err := m.get(o, k, obj(o))
		if err != nil {
			return undefined, err
		}
		vals = append(vals, m.newArrayValue([]Value{str(k), v}))
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
		for _, k := range m.ownKeys(so, true) {
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
		for i := range o.props {
			o.props[i].flags |= flagFixed
			if o.props[i].flags&flagAccessor == 0 {
				o.props[i].flags |= flagReadOnly
			}
		}
	}
	return arg(args, 0), nil
}

func objectSeal(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if o := arg(args, 0).asObject(); o != nil && o.sealed < 2 {
		o.sealed = 2
		for i := range o.props {
			o.props[i].flags |= flagFixed
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
	if o == nil {
		return vTrue, nil
	}
	if o.sealed == 3 {
		return vTrue, nil
	}
	if o.sealed == 0 {
		return vFalse, nil
	}
	for _, p := range o.props {
		if p.flags&flagFixed == 0 || (p.flags&flagAccessor == 0 && p.flags&flagReadOnly == 0) {
			return vFalse, nil
		}
	}
	return boolean(!o.isArrayLike() || len(o.arr) == 0), nil
}

func objectFromEntries(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	entries, err := m.iterateToSlice(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	o := m.newObject()
	for _, e := range entries {
		if e.kind != KObject {
			return undefined, m.typeError("Iterator value %s is not an entry object", m.inspectShort(e))
		}
		k, err := m.getIndex(e, 0)
		if err != nil {
			return undefined, err
		}
		v, err := m.getIndex(e, 1)
		if err != nil {
			return undefined, err
		}
		ks, err := m.toPropertyKey(k)
		if err != nil {
			return undefined, err
		}
		o.setOwn(ks, v)
	}
	return obj(o), nil
}

func objectCreate(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	p := arg(args, 0)
	if p.kind != KObject && p.kind != KNull {
		return undefined, m.typeError("Object prototype may only be an Object or null: %s", m.inspectShort(p))
	}
	o := &Object{proto: p.asObject()}
	if props := arg(args, 1).asObject(); props != nil {
		for _, k := range m.ownKeys(props, true) {
			d, _ := m.get(props, k, obj(props))
			if err := m.defineFromDescriptor(o, k, d); err != nil {
				return undefined, err
			}
		}
	}
	return obj(o), nil
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
	o := arg(args, 0).asObject()
	p := arg(args, 1)
	if p.kind != KObject && p.kind != KNull {
		return undefined, m.typeError("Object prototype may only be an Object or null: %s", m.inspectShort(p))
	}
	if o != nil {
		for q := p.asObject(); q != nil; q = q.proto {
			if q == o {
				return undefined, m.typeError("Cyclic __proto__ value")
			}
		}
		o.proto = p.asObject()
	}
	return arg(args, 0), nil
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

// defineFromDescriptor implements the common cases of defineProperty.
func (m *Machine) defineFromDescriptor(o *Object, k string, d Value) error {
	do := d.asObject()
	if do == nil {
		return m.typeError("Property description must be an object: %s", m.inspectShort(d))
	}
	field := func(name string) (Value, bool, error) {
		if !m.hasProperty(do, name) {
			return undefined, false, nil
		}
		v, err := m.get(do, name, d)
		return v, true, err
	}
	getter, hasGet, err := field("get")
	if err != nil {
		return err
	}
	setter, hasSet, err := field("set")
	if err != nil {
		return err
	}
	value, hasValue, err := field("value")
	if err != nil {
		return err
	}
	enumerable, _, _ := field("enumerable")
	writable, _, _ := field("writable")
	configurable, _, _ := field("configurable")
	var flags propFlag
	exists := m.hasOwn(o, k)
	if !truthy(enumerable) {
		flags |= flagHidden
	}
	if !truthy(configurable) {
		flags |= flagFixed
	}
	if hasGet || hasSet {
		if (hasGet && !getter.isCallable() && getter.kind != KUndefined) || (hasSet && !setter.isCallable() && setter.kind != KUndefined) {
			return m.typeError("Getter must be a function")
		}
		m.defineAccessor(o, k, getter.asObject(), setter.asObject(), flags)
		return nil
	}
	if !truthy(writable) {
		flags |= flagReadOnly
	}
	if o.isArrayLike() {
		if i, ok := arrayIndex(k); ok {
			if !o.setIndex(i, value) {
				return m.errArrayLength()
			}
			return nil
		}
	}
	if i := o.find(k); i >= 0 {
		if o.props[i].flags&flagFixed != 0 && o.props[i].flags&flagReadOnly != 0 {
			return m.typeError("Cannot redefine property: %s", k)
		}
		if hasValue {
			o.props[i].val = value
		}
		if exists {
			// Attributes not mentioned keep their values.
			old := o.props[i].flags
			if !m.hasProperty(do, "enumerable") {
				flags = flags&^flagHidden | old&flagHidden
			}
			if !m.hasProperty(do, "writable") {
				flags = flags&^flagReadOnly | old&flagReadOnly
			}
			if !m.hasProperty(do, "configurable") {
				flags = flags&^flagFixed | old&flagFixed
			}
		}
		o.props[i].flags = flags
		return nil
	}
	o.addProp(k, value, flags)
	return nil
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
