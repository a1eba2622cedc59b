package vm

import "github.com/codemode-go/codemode/vm/compile"

// Generator, async and async generator functions inherit from prototypes of
// their own (%GeneratorFunction.prototype%, %AsyncFunction.prototype%,
// %AsyncGeneratorFunction.prototype%), which inherit from
// Function.prototype: (async () => {}).constructor is AsyncFunction and
// Object.prototype.toString of a generator function is
// "[object GeneratorFunction]". Their constructors are no globals and, like
// Function, refuse to compile source text.

type functionKind struct {
	name     string  // the constructor's name and the prototype's Symbol.toStringTag
	key      string  // where the prototype is kept on Function.prototype
	ctor     int32   // the constructor's builtin id
	instance protoID // the prototype's "prototype": what instances' prototypes inherit from
	hasInst  bool    // async functions have no such property
}

var (
	generatorFunctionKind      = functionKind{name: "GeneratorFunction", instance: protoGenerator, hasInst: true}
	asyncFunctionKind          = functionKind{name: "AsyncFunction"}
	asyncGeneratorFunctionKind = functionKind{name: "AsyncGeneratorFunction", instance: protoAsyncGenerator, hasInst: true}
)

func init() {
	for _, k := range []*functionKind{&generatorFunctionKind, &asyncFunctionKind, &asyncGeneratorFunctionKind} {
		k.key = symbolPrefix + "%" + k.name + ".prototype%" // a key no program can name
		k.ctor = registerCtor(k.name, 1, functionCtor, functionCtor)
	}
}

// closureProto is the [[Prototype]] of a new closure of code.
func (m *Machine) closureProto(code *compile.Func) *Object {
	switch {
	case code.SelfHosted || !code.IsAsync && !code.IsGenerator:
		return m.proto(protoFunction)
	case code.IsAsync && code.IsGenerator:
		return m.functionKindProto(&asyncGeneratorFunctionKind)
	case code.IsGenerator:
		return m.functionKindProto(&generatorFunctionKind)
	}
	return m.functionKindProto(&asyncFunctionKind)
}

// functionKindProto returns the prototype of kind k's functions, made on
// first use and kept on Function.prototype (so snapshots hold it).
func (m *Machine) functionKindProto(k *functionKind) *Object {
	fp := m.proto(protoFunction)
	if i := fp.find(k.key); i >= 0 {
		if p := fp.props()[i].val.asObject(); p != nil {
			return p
		}
	}
	m.charge(2 * objectSize)
	p := &Object{proto: fp}
	c := m.newNative(k.ctor, nil)
	c.proto = m.ctor(protoFunction)
	c.addProp("prototype", obj(p), flagHidden|flagReadOnly|flagFixed)
	if k.hasInst {
		p.addProp("prototype", obj(m.proto(k.instance)), flagHidden|flagReadOnly)
	}
	p.addProp("constructor", obj(c), flagHidden|flagReadOnly)
	p.addProp(symToStringTag.key, str(k.name), flagHidden|flagReadOnly)
	fp.addProp(k.key, obj(p), flagHidden|flagReadOnly|flagFixed)
	return p
}
