package vm

// Property descriptors and [[DefineOwnProperty]] (ValidateAndApplyPropertyDescriptor),
// used by Object.defineProperty and defineProperties, Reflect.defineProperty
// and the self-hosted library's intrinsics.

import "github.com/codemode-go/codemode/vm/internal/wtf8"

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
		if has, err := m.hasProperty(do, name); !has || err != nil {
			return undefined, false, err
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
	if o.class == ClassProxy {
		ok, err := m.proxyDefineOwn(o, k, pd)
		if err == nil && !ok {
			return m.typeError("'defineProperty' on proxy: trap returned falsish for property '%s'", m.keyText(k))
		}
		return err
	}
	had := m.hasOwn(o, k)
	ok, err := m.defineOwn(o, k, pd)
	if err != nil || ok {
		return err
	}
	if !had && (o.sealed > 0 || o.class == ClassArray && o.lengthReadOnly()) {
		return m.typeError("Cannot define property %s, object is not extensible", k)
	}
	if !had && o.class == ClassTypedArray && isCanonicalNumeric(k) {
		return m.typeError("Invalid typed array index")
	}
	return m.typeError("Cannot redefine property: %s", k)
}

// stringOwnKey reports whether k is one of the own properties a String
// object has from its string: an index of one of its code units, or length.
func stringOwnKey(o *Object, k string) bool {
	if k == "length" {
		return true
	}
	i, ok := arrayIndex(k)
	return ok && i < wtf8.UTF16Len(o.internal.(string))
}

// ownFlags are the attributes of an existing own property.
func (m *Machine) ownFlags(o *Object, k string) propFlag {
	flags := propFlag(0)
	if i := o.find(k); i >= 0 {
		flags = o.props()[i].flags
	} else if o.class == ClassArray && k == "length" {
		flags = flagHidden | flagFixed
	} else if o.class == ClassString && stringOwnKey(o, k) {
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
	if o.class == ClassProxy {
		return m.proxyDefineOwn(o, k, pd)
	}
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
	if o.class == ClassTypedArray {
		if f, ok := canonicalNumeric(k); ok {
			return m.taDefine(o, f, pd)
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
	if o.class == ClassString && stringOwnKey(o, k) {
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
