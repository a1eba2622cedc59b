package vm

import (
	"strconv"
	"strings"
)

// Private class members (#x) are stored as non-enumerable own properties
// under a hidden key (compile.PrivateKey, made anew at every evaluation of
// the class) that only private syntax produces. Access is brand-checked: only
// an object the class initialized (one that owns "#x") has it, as in
// JavaScript; private methods are copied onto each instance when its fields
// are initialized.

func isPrivateKey(key string) bool { return len(key) > 3 && key[:3] == "\x00p#" }

// privateName is the #name a private key stands for (in messages).
func privateName(key string) string {
	key = key[2:]
	if i := strings.LastIndexByte(key, '@'); i >= 0 {
		key = key[:i]
	}
	return key
}

// privateKeyOf is the key a private-name binding holds (a string made by
// newPrivateName); anything else is a key no object has.
func privateKeyOf(v Value) string {
	if k, ok := v.ref.(string); ok && v.kind == KString {
		return k
	}
	return "\x00p#?"
}

// newPrivateName makes the key of a private name for one evaluation of its
// class: prefix ("\x00p#x@") and a number from the symbol counter, which
// snapshots keep, so keys made after a resume differ from earlier ones.
func (m *Machine) newPrivateName(prefix string) Value {
	m.symbolCount++
	return str(prefix + strconv.Itoa(m.symbolCount))
}

// getNamedKey is v.key for a name in the code: a private name (#x) or a
// property key.
func (m *Machine) getNamedKey(v Value, key string) (Value, error) {
	if isPrivateKey(key) {
		return m.privateGet(v, key)
	}
	return m.getV(v, key)
}

// privateGet reads obj.#x.
func (m *Machine) privateGet(v Value, key string) (Value, error) {
	if o := v.asObject(); o != nil {
		if pv, acc, ok := m.getOwn(o, key); ok {
			if acc == nil {
				return pv, nil
			}
			if acc.get == nil {
				return undefined, m.typeError("'%s' was defined without a getter", privateName(key))
			}
			return m.callNested(obj(acc.get), v, nil)
		}
	}
	return undefined, m.privateMissing(key, "Cannot read private member %s from an object whose class did not declare it")
}

// privateMissing is the TypeError for an object without the private name:
// V8 words it differently for private methods and accessors, which live on
// the running class's prototype (instance ones) or on the class (static).
func (m *Machine) privateMissing(key, format string) error {
	if n := len(m.frames); n > 0 {
		if fd := m.frames[n-1].fnObj.fn; fd != nil && fd.home != nil {
			var ctor, proto *Object
			if pv, _, ok := m.getOwn(fd.home, "prototype"); ok && pv.kind == KObject {
				ctor, proto = fd.home, pv.asObject() // a static method's home is the class
			} else if cv, _, ok := m.getOwn(fd.home, "constructor"); ok && cv.kind == KObject {
				ctor, proto = cv.asObject(), fd.home
			} else {
				proto = fd.home
			}
			className := func() string {
				if ctor != nil {
					if s := m.functionName(ctor); s != "" {
						return s
					}
				}
				return "anonymous"
			}
			if proto.find(key) >= 0 {
				return m.typeError("Receiver must be an instance of class %s", className())
			}
			if ctor != nil {
				if i := ctor.find(key); i >= 0 && ctor.props()[i].flags&(flagAccessor|flagReadOnly) != 0 {
					return m.typeError("Receiver must be class %s", className())
				}
			}
		}
	}
	return m.typeError(format, privateName(key))
}

// privateSet writes obj.#x = val.
func (m *Machine) privateSet(v Value, key string, val Value) error {
	if o := v.asObject(); o != nil {
		if i := o.find(key); i >= 0 {
			p := &o.props()[i]
			if p.flags&flagAccessor != 0 {
				acc := p.val.ref.(*accessor)
				if acc.set == nil {
					return m.typeError("'%s' was defined without a setter", privateName(key))
				}
				_, err := m.callNested(obj(acc.set), v, []Value{val})
				return err
			}
			if p.flags&flagReadOnly != 0 {
				return m.typeError("Private method '%s' is not writable", privateName(key))
			}
			p.val = val
			return nil
		}
	}
	return m.privateMissing(key, "Cannot write private member %s to an object whose class did not declare it")
}

// privateIn is `#x in obj`.
func (m *Machine) privateIn(key string, v Value) (bool, error) {
	o := v.asObject()
	if o == nil {
		return false, m.typeError("Cannot use 'in' operator to search for '%s' in %s", privateName(key), m.inspectShort(v))
	}
	return o.find(key) >= 0, nil
}

// initPrivateMethods copies the private instance methods and accessors of
// the class of constructor ctor (kept on its prototype) onto this.
func (m *Machine) initPrivateMethods(thisv Value, ctor *Object) error {
	this := thisv.asObject()
	if this == nil || ctor == nil || ctor.fn == nil || ctor.fn.home == nil {
		return nil
	}
	home := ctor.fn.home
	for _, p := range home.props() {
		if !isPrivateKey(p.key) {
			continue
		}
		if this.find(p.key) >= 0 {
			// The constructor of a base class returned an object this
			// class already initialized.
			name := m.functionName(ctor)
			if name == "" {
				name = "anonymous"
			}
			return m.typeError("Cannot initialize private methods of class %s twice on the same object", name)
		}
		if p.flags&flagAccessor != 0 {
			acc := p.val.ref.(*accessor)
			m.defineAccessor(this, p.key, acc.get, acc.set, flagHidden)
			continue
		}
		this.addProp(p.key, p.val, flagHidden|flagReadOnly)
	}
	return nil
}

// checkDefineField checks that field key can be defined on o (has says
// whether o owns it already): a private name is added once per object; a
// public field is CreateDataPropertyOrThrow.
func (m *Machine) checkDefineField(o *Object, key string, has bool) error {
	if isPrivateKey(key) {
		if has {
			return m.typeError("Cannot initialize %s twice on the same object", privateName(key))
		}
		return nil
	}
	if has {
		if o.props()[o.find(key)].flags&flagFixed != 0 {
			return m.typeError("Cannot redefine property: %s", key)
		}
		return nil
	}
	if o.sealed > 0 {
		return m.typeError("Cannot define property %s, object is not extensible", key)
	}
	return nil
}
