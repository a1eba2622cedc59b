package vm

import (
	_ "embed"
	"math"
	"sync"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

//go:embed lib/lib.js
var libSource string

var (
	libOnce  sync.Once
	libFuncs map[string]*compile.Func
	libProg  *compile.Program // kept for snapshots (library names, build id)
	libErr   error
)

// loadLib compiles the self-hosted library once per process; the compiled
// functions are immutable and shared by all Machines.
func loadLib() {
	libOnce.Do(func() {
		p, err := syntax.ParseOptions(libSource, syntax.Options{NoTypeScript: true})
		if err != nil {
			libErr = err
			return
		}
		prog, err := compile.CompileSelfHosted(p)
		if err != nil {
			libErr = err
			return
		}
		libProg = prog
		libFuncs = map[string]*compile.Func{}
		for _, f := range prog.Main.Funcs {
			if len(f.Free) == 0 {
				libFuncs[f.Name] = f
			}
		}
	})
}

// lib is a table entry for a self-hosted method.
func lib(prop, funcName string) lazyEntry {
	return lazyEntry{name: prop, make: func(m *Machine) Value {
		loadLib()
		f := libFuncs[funcName]
		if f == nil {
			return obj(m.newNative(biLibUnavailable, nil))
		}
		o := m.newClosure(f, nil)
		o.fn.name = prop
		return obj(o)
	}}
}

// libFunction is a fresh closure of the self-hosted function funcName.
func (m *Machine) libFunction(funcName string) Value {
	loadLib()
	if f := libFuncs[funcName]; f != nil {
		return obj(m.newClosure(f, nil))
	}
	return obj(m.newNative(biLibUnavailable, nil))
}

var biLibUnavailable = register("%libUnavailable%", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	msg := "built-in library unavailable"
	if libErr != nil {
		msg += ": " + libErr.Error()
	}
	return undefined, m.errorf(protoError, "%s", msg)
})

type intrinsicFunc func(m *Machine, args []Value) (Value, error)

// intrinsics are the implementations of the compiler's intrinsics, by id
// (compile.IntrinsicID); TestEveryIntrinsicIsDefined checks there is one
// for each.
var intrinsics = make([]intrinsicFunc, len(compile.IntrinsicNames()))

// defIntrinsic implements the intrinsic name, which must be in the
// compiler's list.
func defIntrinsic(name string, f intrinsicFunc) {
	id, ok := compile.IntrinsicID(name)
	if !ok {
		panic("vm: " + name + " is not an intrinsic the compiler knows (vm/compile/intrinsics.go)")
	}
	intrinsics[id] = f
}

func init() {
	defIntrinsic("__toObject", func(m *Machine, args []Value) (Value, error) {
		o, err := m.toObject(arg(args, 0))
		return obj(o), err
	})
	// __thisObject(this, "Array.prototype.map") is ToObject with V8's
	// message for the callback methods.
	defIntrinsic("__thisObject", func(m *Machine, args []Value) (Value, error) {
		if arg(args, 0).isNullish() {
			s, _ := arg(args, 1).ref.(string)
			return undefined, m.typeError("%s called on null or undefined", s)
		}
		o, err := m.toObject(arg(args, 0))
		return obj(o), err
	})
	defIntrinsic("__length", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		if o != nil && o.isArrayLike() && (o.class == ClassArray || o.find("length") < 0) {
			return num(float64(len(o.arr))), nil
		}
		n, err := m.lengthOf(arg(args, 0))
		return num(n), err
	})
	// __lengthOf(o) is LengthOfArrayLike: ToLength(Get(o, "length")).
	defIntrinsic("__lengthOf", func(m *Machine, args []Value) (Value, error) {
		n, err := m.lengthOf(arg(args, 0))
		return num(n), err
	})
	defIntrinsic("__toNumber", func(m *Machine, args []Value) (Value, error) {
		f, err := m.toNumber(arg(args, 0))
		return num(f), err
	})
	// __toInteger(v) is ToIntegerOrInfinity (never -0).
	defIntrinsic("__toInteger", func(m *Machine, args []Value) (Value, error) {
		f, err := m.toNumber(arg(args, 0))
		return num(toInteger(f) + 0), err
	})
	// __relIndex(v, len) is the relative index of slice, fill, splice, ...:
	// ToIntegerOrInfinity(v), counted from len when negative, clamped to
	// [0, len].
	defIntrinsic("__relIndex", func(m *Machine, args []Value) (Value, error) {
		f, err := m.toNumber(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		n := arg(args, 1).num
		f = toInteger(f) + 0
		switch {
		case f < 0:
			f = math.Max(n+f, 0)
		case f > n:
			f = n
		}
		return num(f), nil
	})
	// __calleeText(v) is how V8's built-ins show a non-callable callback
	// in "<v> is not a function": strings bare, BigInts without n, arrays
	// as [object Array].
	defIntrinsic("__calleeText", func(m *Machine, args []Value) (Value, error) {
		v := arg(args, 0)
		switch v.kind {
		case KString:
			return v, nil
		case KBigInt:
			return str(bigintDecimal(v)), nil
		}
		if o := v.asObject(); o != nil && o.class == ClassArray {
			return str("[object Array]"), nil
		}
		return str(m.inspectShort(v)), nil
	})
	defIntrinsic("__rangeError", func(m *Machine, args []Value) (Value, error) {
		s, _ := m.toString(arg(args, 0))
		return obj(m.makeError(protoRangeError, s)), nil
	})
	defIntrinsic("__nextIndex", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return num(-1), nil
		}
		i, err := m.nextIndex(o, arg(args, 1).num, arg(args, 2).num)
		return num(i), err
	})
	defIntrinsic("__prevIndex", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return num(-1), nil
		}
		i, err := m.prevIndex(o, arg(args, 1).num, arg(args, 2).num)
		return num(i), err
	})
	// __reachesProxy(o): o or a prototype of it is a proxy, whose traps
	// see every index a generic method reads (no skipping absent ones).
	defIntrinsic("__reachesProxy", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		return boolean(o != nil && reachesProxy(o)), nil
	})
	defIntrinsic("__isCallable", func(m *Machine, args []Value) (Value, error) {
		return boolean(arg(args, 0).isCallable()), nil
	})
	defIntrinsic("__isArray", func(m *Machine, args []Value) (Value, error) {
		ok, err := m.isArray(arg(args, 0))
		return boolean(ok), err
	})
	defIntrinsic("__typeError", func(m *Machine, args []Value) (Value, error) {
		s, _ := m.toString(arg(args, 0))
		return obj(m.makeError(protoTypeError, s)), nil
	})
	defIntrinsic("__inspect", func(m *Machine, args []Value) (Value, error) {
		return str(m.inspectShort(arg(args, 0))), nil
	})
	defIntrinsic("__newArray", func(m *Machine, args []Value) (Value, error) {
		f := arg(args, 0).num
		if !(f >= 0 && f <= maxArrayLength) {
			return undefined, m.errArrayLength()
		}
		n := int(f)
		m.chargeValues(n)
		a := make([]Value, n)
		for i := range a {
			a[i] = empty
		}
		return m.newArrayValue(a), nil
	})
	defIntrinsic("__iterToArray", func(m *Machine, args []Value) (Value, error) {
		v := arg(args, 0)
		if v.kind == KNumber || v.kind == KBool {
			// Array.from(5): an array-like without length.
			return m.newArrayValue([]Value{}), nil
		}
		if o := v.asObject(); o != nil && !o.isArrayLike() && o.class != ClassString {
			// Array-likes: {length: n, 0: ...}.
			if l, _, ok := m.getOwn(o, "length"); ok {
				vals, err := m.argList(obj(o))
				_ = l
				if err != nil {
					return undefined, err
				}
				if vals == nil {
					vals = []Value{}
				}
				return m.newArrayValue(vals), nil
			}
		}
		vals, err := m.iterateToSlice(v)
		if err != nil {
			return undefined, err
		}
		if vals == nil {
			vals = []Value{}
		}
		return m.newArrayValue(vals), nil
	})
	defIntrinsic("__sortDefault", func(m *Machine, args []Value) (Value, error) {
		sorted, err := m.sortDefault(arg(args, 0).asObject().arr)
		if err != nil {
			return undefined, err
		}
		return m.newArrayValue(sorted), nil
	})
	defIntrinsic("__promiseResolve", func(m *Machine, args []Value) (Value, error) {
		return obj(m.promiseResolve(arg(args, 0))), nil
	})
	defIntrinsic("__newCapability", func(m *Machine, args []Value) (Value, error) {
		p := m.newPromise()
		res, rej := m.makeResolvingFunctions(p)
		return m.newArrayValue([]Value{obj(p), obj(res), obj(rej)}), nil
	})
	defIntrinsic("__isObject", func(m *Machine, args []Value) (Value, error) {
		return boolean(arg(args, 0).kind == KObject), nil
	})
	defIntrinsic("__isConstructor", func(m *Machine, args []Value) (Value, error) {
		return boolean(m.isConstructor(arg(args, 0))), nil
	})
	defIntrinsic("__isPromise", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		return boolean(o != nil && o.class == ClassPromise), nil
	})
	defIntrinsic("__intrinsicPromise", func(m *Machine, args []Value) (Value, error) {
		return obj(m.ctor(protoPromise)), nil
	})
	defIntrinsic("__isIntrinsicPromise", func(m *Machine, args []Value) (Value, error) {
		return boolean(arg(args, 0).asObject() == m.ctor(protoPromise)), nil
	})
	defIntrinsic("__getSpecies", func(m *Machine, args []Value) (Value, error) {
		c := arg(args, 0).asObject()
		if c == nil {
			return undefined, nil
		}
		return m.getSpecies(c)
	})
	// __performThen(p, onFulfilled, onRejected) adds a reaction to the
	// promise p without a derived promise.
	defIntrinsic("__performThen", func(m *Machine, args []Value) (Value, error) {
		p := arg(args, 0).asObject()
		if p == nil || p.class != ClassPromise {
			return undefined, m.typeError("not a promise")
		}
		m.performThen(p, reaction{kind: reactThen, onFulfilled: arg(args, 1), onRejected: arg(args, 2)})
		return undefined, nil
	})
	// __lib("Name") is another self-hosted function (top-level functions
	// cannot refer to each other directly).
	defIntrinsic("__lib", func(m *Machine, args []Value) (Value, error) {
		name, _ := arg(args, 0).ref.(string)
		loadLib()
		f := libFuncs[name]
		if f == nil {
			return undefined, m.errorf(protoError, "built-in library function %s unavailable", name)
		}
		return obj(m.newClosure(f, nil)), nil
	})
	// __mapIterator(m, isSet, method) checks that m is a Map (Set) and
	// iterates its entries (values) natively.
	defIntrinsic("__mapIterator", func(m *Machine, args []Value) (Value, error) {
		set := arg(args, 1).kind == KBool && arg(args, 1).num != 0
		method, _ := arg(args, 2).ref.(string)
		d, err := thisMap(m, arg(args, 0), set, method)
		if err != nil {
			return undefined, err
		}
		kind := iterMapEntries
		if set {
			kind = iterMapKeys
		}
		return obj(m.newIteratorObject(&iterState{kind: kind, mapd: d})), nil
	})
	defIntrinsic("__mapNext", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		var it *iterState
		ok := false
		if o != nil {
			it, ok = o.internal.(*iterState)
		}
		if !ok {
			return undefined, m.typeError("not an iterator")
		}
		v, done, err := m.iterNext(it)
		if done {
			return arg(args, 0), err
		}
		return v, err
	})
	// __typedText is V8's "number 5", "string \"s\"", "object null" in
	// some messages about a value that is not a function.
	defIntrinsic("__typedText", func(m *Machine, args []Value) (Value, error) {
		v := arg(args, 0)
		switch v.kind {
		case KNumber:
			return str("number " + numberToString(v.num)), nil
		case KString:
			return str("string \"" + v.ref.(string) + "\""), nil
		case KBool:
			return str("boolean " + m.inspectShort(v)), nil
		case KNull:
			return str("object null"), nil
		case KUndefined:
			return str("undefined"), nil
		case KSymbol:
			return str("symbol"), nil
		}
		return str("object"), nil
	})
	defIntrinsic("__arraySpecies", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, nil
		}
		return m.arraySpecies(o)
	})
	// __createDataProperty(o, k, v) is CreateDataPropertyOrThrow.
	defIntrinsic("__createDataProperty", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("not an object")
		}
		k, err := m.toPropertyKey(arg(args, 1))
		if err != nil {
			return undefined, err
		}
		return undefined, m.defineOwnOrThrow(o, k, &propDesc{value: arg(args, 2), writable: true, enumerable: true, configurable: true,
			hasValue: true, hasWritable: true, hasEnumerable: true, hasConfigurable: true})
	})
	// __setOrThrow(o, k, v) is Set(o, k, v, true).
	defIntrinsic("__setOrThrow", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("not an object")
		}
		k, err := m.toPropertyKey(arg(args, 1))
		if err != nil {
			return undefined, err
		}
		return undefined, m.set(o, k, arg(args, 2), true)
	})
	defIntrinsic("__isIntrinsicArray", func(m *Machine, args []Value) (Value, error) {
		return boolean(arg(args, 0).asObject() == m.ctor(protoArray)), nil
	})
	// __getIteratorMethod(v) is GetMethod(v, @@iterator) with V8's
	// Array.from message.
	defIntrinsic("__getIteratorMethod", func(m *Machine, args []Value) (Value, error) {
		f, err := m.getV(arg(args, 0), symIterator.key)
		if err != nil || f.isNullish() {
			return undefined, err
		}
		if !f.isCallable() {
			return undefined, m.typeError("%s", "%Array%.from requires that the property of the first argument, items[Symbol.iterator], when exists, be a function")
		}
		return f, nil
	})
	defIntrinsic("__aggregateError", func(m *Machine, args []Value) (Value, error) {
		s, _ := m.toString(arg(args, 1))
		e := m.makeError(protoAggregateError, s)
		e.setHidden("errors", arg(args, 0))
		return obj(e), nil
	})
}
