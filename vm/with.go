package vm

import "github.com/codemode-go/codemode/vm/compile"

// withBase finds, among the objects of the with statements around a name
// (innermost last), the one whose binding the name is: the innermost that
// has the property and does not list it in its Symbol.unscopables
// (ECMA-262 HasBinding of an object environment). It returns undefined
// when the name is the binding the compiler resolved instead.
func (m *Machine) withBase(objs []Value, name string) (Value, error) {
	for i := len(objs) - 1; i >= 0; i-- {
		o := objs[i].asObject()
		if o == nil {
			continue
		}
		if has, err := m.hasProperty(o, name); err != nil || !has {
			if err != nil {
				return undefined, err
			}
			continue
		}
		u, err := m.get(o, symUnscopables.key, objs[i])
		if err != nil {
			return undefined, err
		}
		if uo := u.asObject(); uo != nil {
			blocked, err := m.get(uo, name, u)
			if err != nil {
				return undefined, err
			}
			if truthy(blocked) {
				continue
			}
		}
		return objs[i], nil
	}
	return undefined, nil
}

// execWithBase runs OpWithBase: w1..wn -> base.
func (m *Machine) execWithBase(in compile.Instr, consts []any) error {
	n := int(in.B)
	objs := make([]Value, n)
	copy(objs, m.stack[m.sp-n:m.sp])
	base, err := m.withBase(objs, consts[in.A].(string))
	if err != nil {
		return err
	}
	m.sp -= n
	m.stack[m.sp] = base
	m.sp++
	return nil
}

// withSet assigns to a name a with object binds (SetMutableBinding of an
// object environment): strict code may not create the property again
// after something deleted it since the name was resolved.
func (m *Machine) withSet(base Value, name string, v Value, strict bool) error {
	if o := base.asObject(); strict && o != nil {
		has, err := m.hasProperty(o, name)
		if err != nil {
			return err
		}
		if !has {
			return m.referenceError("%s is not defined", name)
		}
	}
	return m.setV(base, name, v, strict)
}
