package vm

import "strings"

// Private class members (#x) are stored as non-enumerable own properties
// under a hidden key (compile.PrivateKey) that only private syntax produces. Access is brand-checked: only
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
// the running class's prototype.
func (m *Machine) privateMissing(key, format string) error {
	if n := len(m.frames); n > 0 {
		if fd := m.frames[n-1].fnObj.fn; fd != nil && fd.home != nil {
			proto := fd.home
			if pv, _, ok := m.getOwn(proto, "prototype"); ok && pv.kind == KObject {
				proto = pv.asObject() // a static method's home is the class
			}
			if proto.find(key) >= 0 {
				name := "anonymous"
				if cv, _, ok := m.getOwn(proto, "constructor"); ok && cv.kind == KObject {
					if s := m.functionName(cv.asObject()); s != "" {
						name = s
					}
				}
				return m.typeError("Receiver must be an instance of class %s", name)
			}
		}
	}
	return m.typeError(format, privateName(key))
}

// privateSet writes obj.#x = val.
func (m *Machine) privateSet(v Value, key string, val Value) error {
	if o := v.asObject(); o != nil {
		if i := o.find(key); i >= 0 {
			p := &o.props[i]
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
// the running constructor's class (kept on its prototype) onto this.
func (m *Machine) initPrivateMethods(fr *frame) {
	this := fr.this.asObject()
	home := fr.fnObj.fn.home
	if this == nil || home == nil {
		return
	}
	for _, p := range home.props {
		if !isPrivateKey(p.key) {
			continue
		}
		if this.find(p.key) >= 0 {
			continue
		}
		if p.flags&flagAccessor != 0 {
			acc := p.val.ref.(*accessor)
			m.defineAccessor(this, p.key, acc.get, acc.set, flagHidden)
			continue
		}
		this.addProp(p.key, p.val, flagHidden|flagReadOnly)
	}
}
