package vm

import "math"

// Function: the constructor, Function.prototype and %ThrowTypeError%.

// initFunction registers Function (called in order from builtin_core.go).
func initFunction() {
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
			// BoundFunctionCreate takes the target's prototype first (a
			// proxy's trap runs). length and name are fixed now, from the
			// target's (its own length, when a number; its name, when a
			// string).
			proto, err := m.getPrototypeOf(t)
			if err != nil {
				return undefined, err
			}
			length := 0.0
			hasLength, err := m.hasOwnProperty(t, "length")
			if err != nil {
				return undefined, err
			}
			if hasLength {
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
			b := &Object{class: ClassBound, proto: proto, internal: &boundData{target: t, this: arg(args, 0), args: rest}}
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
}

// hasInstanceID is Function.prototype[Symbol.hasInstance]:
// OrdinaryHasInstance(this, v). instanceof skips calling it.
var hasInstanceID int32

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

// biFunctionPrototype is the behaviour of Function.prototype when called.
var biFunctionPrototype int32

func functionCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	return undefined, m.errorf(protoEvalError, "Code generation from strings disallowed for this context")
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

func initCallerAccessor() {
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
