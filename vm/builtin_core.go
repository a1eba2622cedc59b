package vm

// The registration order of the core built-ins.
//
// A built-in's id is its index in the builtins table, in the order the
// built-ins register, and BuildID hashes that table and every property
// table in order. Go runs a package's variable initializers and init
// functions in the order of its file names, so moving registration code
// from one file to another can reorder the built-ins (and change BuildID)
// without changing any code. Object, Function, Error, Promise, Boolean and
// the global functions used to register from one init in this file; each
// now lives in the file of its global, and this init calls them in the
// order they had. The Object.prototype.__proto__ accessors register while
// variables initialize, so they stay at this file's place too.

func init() {
	initObject()         // builtin_object.go
	initFunction()       // builtin_function.go
	initError()          // builtin_error.go
	initPromise()        // builtin_promise.go
	initBoolean()        // builtin_boolean.go
	initGlobals()        // builtin_global.go
	initCallerAccessor() // builtin_function.go
}

// Object.prototype.__proto__ reads and sets [[Prototype]].
var (
	biProtoGetter = register("Object.prototype.get __proto__", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o, err := m.toObject(this)
		if err != nil {
			return null, err
		}
		p, err := m.getPrototypeOf(o)
		if err != nil || p == nil {
			return null, err
		}
		return obj(p), nil
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
