package vm

// Proxy: an exotic object (class ClassProxy) whose internal methods call
// the traps of its handler and check the results against its target with
// the invariants of the specification (ProxyCreate and the proxy internal
// methods), with V8's messages. The generic internal methods at the end
// (getPrototypeOf, isExtensible, getOwnProperty, ownPropertyKeys...) are
// what code that may meet a proxy calls; ordinary objects take their usual
// Go paths, and a proxy reached on those paths is sent to its traps there.

// proxyData is a proxy's state. A revoked proxy has neither target nor
// handler; whether it is callable or a constructor was fixed when it was
// made (from its target), and stays.
type proxyData struct {
	target, handler *Object
	callable, ctor  bool
}

var (
	biProxy       int32
	biProxyRevoke int32
	proxyTable    *lazyTable
)

func init() {
	biProxy = registerCtor("Proxy", 2,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("Constructor Proxy requires 'new'")
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			p, err := m.newProxy(arg(args, 0), arg(args, 1))
			if err != nil {
				return undefined, err
			}
			return obj(p), nil
		})
	// Proxy has no prototype property: its instances take their target's.
	proxyTable = newTable(
		fn("Proxy.revocable", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			p, err := m.newProxy(arg(args, 0), arg(args, 1))
			if err != nil {
				return undefined, err
			}
			r := m.newObject()
			r.setOwn("proxy", obj(p))
			r.setOwn("revoke", obj(m.newNative(biProxyRevoke, p)))
			return obj(r), nil
		}),
	)
	biProxyRevoke = register("%proxyRevoke%", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		// The revoke function forgets its proxy once it has revoked it.
		if p, ok := self.internal.(*Object); ok && p.class == ClassProxy {
			pd := p.internal.(*proxyData)
			pd.target, pd.handler = nil, nil
			self.internal = nil
		}
		return undefined, nil
	})
	globalTable.add(val("Proxy", func(m *Machine) Value {
		c := m.newNative(biProxy, nil)
		c.lazy = &lazyInst{t: proxyTable}
		return obj(c)
	}))
}

// newProxy is ProxyCreate(target, handler).
func (m *Machine) newProxy(target, handler Value) (*Object, error) {
	t, h := target.asObject(), handler.asObject()
	if t == nil || h == nil {
		return nil, m.typeError("Cannot create proxy with a non-object as target or handler")
	}
	m.charge(objectSize + proxyDataSize)
	return &Object{class: ClassProxy, internal: &proxyData{target: t, handler: h,
		callable: t.isCallable(), ctor: m.isConstructor(target)}}, nil
}

// proxyDataSize is what a proxy's state adds to its object in the memory
// account.
const proxyDataSize = 24

// proxyTrap is the start of every proxy internal method: the revocation
// check, then GetMethod(handler, name). trap is nil when the handler has
// none (the operation goes to the target).
func (m *Machine) proxyTrap(p *Object, name string) (target, handler, trap *Object, err error) {
	pd := p.internal.(*proxyData)
	if pd.handler == nil {
		return nil, nil, nil, m.typeError("Cannot perform '%s' on a proxy that has been revoked", name)
	}
	target, handler = pd.target, pd.handler
	f, err := m.get(handler, name, obj(handler))
	if err != nil {
		return nil, nil, nil, err
	}
	if f.isNullish() {
		return target, handler, nil, nil
	}
	if !f.isCallable() {
		return nil, nil, nil, m.typeError("'%s' returned for property '%s' of object '%s' is not a function",
			m.receiverValueText(f), name, m.receiverText(handler))
	}
	return target, handler, f.asObject(), nil
}

// keyValue is a property key as a JavaScript value (a symbol key as its
// symbol), as traps receive it.
func (m *Machine) keyValue(k string) Value {
	if isSymbolKey(k) {
		if s := m.symbolForKey(k); s != nil {
			return sym(s)
		}
	}
	return str(k)
}

func (m *Machine) proxyGetPrototypeOf(p *Object) (*Object, error) {
	target, handler, trap, err := m.proxyTrap(p, "getPrototypeOf")
	if err != nil {
		return nil, err
	}
	if trap == nil {
		return m.getPrototypeOf(target)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target)})
	if err != nil {
		return nil, err
	}
	if r.kind != KObject && r.kind != KNull {
		return nil, m.typeError("'getPrototypeOf' on proxy: trap returned neither object nor null")
	}
	ext, err := m.isExtensible(target)
	if err != nil || ext {
		return r.asObject(), err
	}
	tp, err := m.getPrototypeOf(target)
	if err != nil {
		return nil, err
	}
	if tp != r.asObject() {
		return nil, m.typeError("'getPrototypeOf' on proxy: proxy target is non-extensible but the trap did not return its actual prototype")
	}
	return tp, nil
}

func (m *Machine) proxySetPrototypeOf(p, v *Object) (bool, error) {
	target, handler, trap, err := m.proxyTrap(p, "setPrototypeOf")
	if err != nil {
		return false, err
	}
	if trap == nil {
		return m.setPrototypeOf(target, v)
	}
	pv := null
	if v != nil {
		pv = obj(v)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target), pv})
	if err != nil || !truthy(r) {
		return false, err
	}
	ext, err := m.isExtensible(target)
	if err != nil || ext {
		return true, err
	}
	tp, err := m.getPrototypeOf(target)
	if err != nil {
		return false, err
	}
	if tp != v {
		return false, m.typeError("'setPrototypeOf' on proxy: trap returned truish for setting a new prototype on the non-extensible proxy target")
	}
	return true, nil
}

func (m *Machine) proxyIsExtensible(p *Object) (bool, error) {
	target, handler, trap, err := m.proxyTrap(p, "isExtensible")
	if err != nil {
		return false, err
	}
	if trap == nil {
		return m.isExtensible(target)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target)})
	if err != nil {
		return false, err
	}
	ext, err := m.isExtensible(target)
	if err != nil {
		return false, err
	}
	if truthy(r) != ext {
		return false, m.typeError("'isExtensible' on proxy: trap result does not reflect extensibility of proxy target (which is '%t')", ext)
	}
	return ext, nil
}

func (m *Machine) proxyPreventExtensions(p *Object) (bool, error) {
	target, handler, trap, err := m.proxyTrap(p, "preventExtensions")
	if err != nil {
		return false, err
	}
	if trap == nil {
		return m.preventExtensions(target)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target)})
	if err != nil || !truthy(r) {
		return false, err
	}
	ext, err := m.isExtensible(target)
	if err != nil {
		return false, err
	}
	if ext {
		return false, m.typeError("'preventExtensions' on proxy: trap returned truish but the proxy target is extensible")
	}
	return true, nil
}

func (m *Machine) proxyGetOwnProperty(p *Object, k string) (propDesc, bool, error) {
	target, handler, trap, err := m.proxyTrap(p, "getOwnPropertyDescriptor")
	if err != nil {
		return propDesc{}, false, err
	}
	if trap == nil {
		return m.getOwnProperty(target, k)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target), m.keyValue(k)})
	if err != nil {
		return propDesc{}, false, err
	}
	kt := m.keyText(k)
	if r.kind != KObject && r.kind != KUndefined {
		return propDesc{}, false, m.typeError("'getOwnPropertyDescriptor' on proxy: trap returned neither object nor undefined for property '%s'", kt)
	}
	td, tok, err := m.getOwnProperty(target, k)
	if err != nil {
		return propDesc{}, false, err
	}
	if r.kind == KUndefined {
		if !tok {
			return propDesc{}, false, nil
		}
		if !td.configurable {
			return propDesc{}, false, m.typeError("'getOwnPropertyDescriptor' on proxy: trap returned undefined for property '%s' which is non-configurable in the proxy target", kt)
		}
		ext, err := m.isExtensible(target)
		if err != nil {
			return propDesc{}, false, err
		}
		if !ext {
			return propDesc{}, false, m.typeError("'getOwnPropertyDescriptor' on proxy: trap returned undefined for property '%s' which exists in the non-extensible proxy target", kt)
		}
		return propDesc{}, false, nil
	}
	ext, err := m.isExtensible(target)
	if err != nil {
		return propDesc{}, false, err
	}
	rd, err := m.toPropertyDescriptor(r)
	if err != nil {
		return propDesc{}, false, err
	}
	completeDescriptor(rd)
	if !compatibleDescriptor(ext, rd, &td, tok) {
		return propDesc{}, false, m.typeError("'getOwnPropertyDescriptor' on proxy: trap returned descriptor for property '%s' that is incompatible with the existing property in the proxy target", kt)
	}
	if !rd.configurable {
		if !tok || td.configurable {
			return propDesc{}, false, m.typeError("'getOwnPropertyDescriptor' on proxy: trap reported non-configurability for property '%s' which is either non-existent or configurable in the proxy target", kt)
		}
		if rd.hasWritable && !rd.writable && td.writable {
			return propDesc{}, false, m.typeError("'getOwnPropertyDescriptor' on proxy: trap reported non-configurable and writable for property '%s' which is non-configurable, non-writable in the proxy target", kt)
		}
	}
	return *rd, true, nil
}

func (m *Machine) proxyDefineOwn(p *Object, k string, pd *propDesc) (bool, error) {
	target, handler, trap, err := m.proxyTrap(p, "defineProperty")
	if err != nil {
		return false, err
	}
	if trap == nil {
		return m.defineOwn(target, k, pd)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target), m.keyValue(k), m.fromPropertyDescriptor(pd)})
	if err != nil || !truthy(r) {
		return false, err
	}
	td, tok, err := m.getOwnProperty(target, k)
	if err != nil {
		return false, err
	}
	ext, err := m.isExtensible(target)
	if err != nil {
		return false, err
	}
	kt := m.keyText(k)
	settingConfigFalse := pd.hasConfigurable && !pd.configurable
	if !tok {
		if !ext {
			return false, m.typeError("'defineProperty' on proxy: trap returned truish for adding property '%s'  to the non-extensible proxy target", kt)
		}
		if settingConfigFalse {
			return false, m.typeError("'defineProperty' on proxy: trap returned truish for defining non-configurable property '%s' which is either non-existent or configurable in the proxy target", kt)
		}
		return true, nil
	}
	if !compatibleDescriptor(ext, pd, &td, true) {
		return false, m.typeError("'defineProperty' on proxy: trap returned truish for adding property '%s'  that is incompatible with the existing property in the proxy target", kt)
	}
	if settingConfigFalse && td.configurable {
		return false, m.typeError("'defineProperty' on proxy: trap returned truish for defining non-configurable property '%s' which is either non-existent or configurable in the proxy target", kt)
	}
	if td.isData() && !td.configurable && td.writable && pd.hasWritable && !pd.writable {
		return false, m.typeError("'defineProperty' on proxy: trap returned truish for defining non-configurable property '%s' which cannot be non-writable, unless there exists a corresponding non-configurable, non-writable own property of the target object.", kt)
	}
	return true, nil
}

func (m *Machine) proxyHas(p *Object, k string) (bool, error) {
	target, handler, trap, err := m.proxyTrap(p, "has")
	if err != nil {
		return false, err
	}
	if trap == nil {
		return m.hasProperty(target, k)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target), m.keyValue(k)})
	if err != nil || truthy(r) {
		return err == nil, err
	}
	td, tok, err := m.getOwnProperty(target, k)
	if err != nil || !tok {
		return false, err
	}
	if !td.configurable {
		return false, m.typeError("'has' on proxy: trap returned falsish for property '%s' which exists in the proxy target as non-configurable", m.keyText(k))
	}
	ext, err := m.isExtensible(target)
	if err != nil {
		return false, err
	}
	if !ext {
		return false, m.typeError("'has' on proxy: trap returned falsish for property '%s' but the proxy target is not extensible", m.keyText(k))
	}
	return false, nil
}

func (m *Machine) proxyGet(p *Object, k string, receiver Value) (Value, error) {
	target, handler, trap, err := m.proxyTrap(p, "get")
	if err != nil {
		return undefined, err
	}
	if trap == nil {
		return m.get(target, k, receiver)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target), m.keyValue(k), receiver})
	if err != nil {
		return undefined, err
	}
	td, tok, err := m.getOwnProperty(target, k)
	if err != nil || !tok || td.configurable {
		return r, err
	}
	if td.isData() && !td.writable && !sameValue(r, td.value) {
		return undefined, m.typeError("'get' on proxy: property '%s' is a read-only and non-configurable data property on the proxy target but the proxy did not return its actual value (expected '%s' but got '%s')",
			m.keyText(k), m.receiverValueText(td.value), m.receiverValueText(r))
	}
	if td.isAccessor() && td.get.kind == KUndefined && r.kind != KUndefined {
		return undefined, m.typeError("'get' on proxy: property '%s' is a non-configurable accessor property on the proxy target and does not have a getter function, but the trap did not return 'undefined' (got '%s')",
			m.keyText(k), m.receiverValueText(r))
	}
	return r, nil
}

func (m *Machine) proxySet(p *Object, k string, v, receiver Value) (bool, error) {
	target, handler, trap, err := m.proxyTrap(p, "set")
	if err != nil {
		return false, err
	}
	if trap == nil {
		return m.setWithReceiver(target, k, v, receiver)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target), m.keyValue(k), v, receiver})
	if err != nil || !truthy(r) {
		return false, err
	}
	td, tok, err := m.getOwnProperty(target, k)
	if err != nil || !tok || td.configurable {
		return err == nil, err
	}
	if td.isData() && !td.writable && !sameValue(v, td.value) {
		return false, m.typeError("'set' on proxy: trap returned truish for property '%s' which exists in the proxy target as a non-configurable and non-writable data property with a different value", m.keyText(k))
	}
	if td.isAccessor() && td.set.kind == KUndefined {
		return false, m.typeError("'set' on proxy: trap returned truish for property '%s' which exists in the proxy target as a non-configurable and non-writable accessor property without a setter", m.keyText(k))
	}
	return true, nil
}

// proxySetOrThrow is a proxy's [[Set]] for an assignment, which throws
// in strict code when the trap refuses.
func (m *Machine) proxySetOrThrow(p *Object, k string, v, receiver Value, strict bool) error {
	ok, err := m.proxySet(p, k, v, receiver)
	if err == nil && !ok && strict {
		return m.typeError("'set' on proxy: trap returned falsish for property '%s'", m.keyText(k))
	}
	return err
}

func (m *Machine) proxyDelete(p *Object, k string) (bool, error) {
	target, handler, trap, err := m.proxyTrap(p, "deleteProperty")
	if err != nil {
		return false, err
	}
	if trap == nil {
		return m.deleteProp(target, k, false)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target), m.keyValue(k)})
	if err != nil || !truthy(r) {
		return false, err
	}
	td, tok, err := m.getOwnProperty(target, k)
	if err != nil || !tok {
		return err == nil, err
	}
	if !td.configurable {
		return false, m.typeError("'deleteProperty' on proxy: trap returned truish for property '%s' which is non-configurable in the proxy target", m.keyText(k))
	}
	ext, err := m.isExtensible(target)
	if err != nil {
		return false, err
	}
	if !ext {
		return false, m.typeError("'deleteProperty' on proxy: trap returned truish for property '%s' but the proxy target is non-extensible", m.keyText(k))
	}
	return true, nil
}

func (m *Machine) proxyOwnKeys(p *Object) ([]string, error) {
	target, handler, trap, err := m.proxyTrap(p, "ownKeys")
	if err != nil {
		return nil, err
	}
	if trap == nil {
		return m.ownPropertyKeys(target)
	}
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target)})
	if err != nil {
		return nil, err
	}
	// CreateListFromArrayLike(r, « String, Symbol »).
	if r.kind != KObject {
		return nil, m.typeError("CreateListFromArrayLike called on non-object")
	}
	n, err := m.lengthOf(r)
	if err != nil {
		return nil, err
	}
	// Not sized by n: a length is no promise of elements (the first that
	// is no key throws).
	var keys []string
	seen := map[string]bool{}
	for i := 0; i < int(n); i++ {
		if i >= maxArrayLength {
			return nil, m.errArrayLength()
		}
		x, err := m.getIndex(r, i)
		if err != nil {
			return nil, err
		}
		var k string
		switch x.kind {
		case KString:
			k = x.ref.(string)
		case KSymbol:
			k = x.ref.(*Symbol).key
		default:
			return nil, m.typeError("%s is not a valid property name", m.inspectShort(x))
		}
		if seen[k] {
			return nil, m.typeError("'ownKeys' on proxy: trap returned duplicate entries")
		}
		seen[k] = true
		m.work(1)
		keys = append(keys, k)
	}
	ext, err := m.isExtensible(target)
	if err != nil {
		return nil, err
	}
	tkeys, err := m.ownPropertyKeys(target)
	if err != nil {
		return nil, err
	}
	var configurable, fixed []string
	for _, k := range tkeys {
		d, ok, err := m.getOwnProperty(target, k)
		if err != nil {
			return nil, err
		}
		if ok && !d.configurable {
			fixed = append(fixed, k)
		} else {
			configurable = append(configurable, k)
		}
	}
	if ext && len(fixed) == 0 {
		return keys, nil
	}
	unchecked := seen
	for _, k := range fixed {
		if !unchecked[k] {
			return nil, m.typeError("'ownKeys' on proxy: trap result did not include '%s'", m.keyText(k))
		}
		delete(unchecked, k)
	}
	if ext {
		return keys, nil
	}
	for _, k := range configurable {
		if !unchecked[k] {
			return nil, m.typeError("'ownKeys' on proxy: trap result did not include '%s'", m.keyText(k))
		}
		delete(unchecked, k)
	}
	if len(unchecked) > 0 {
		return nil, m.typeError("'ownKeys' on proxy: trap returned extra keys but proxy target is non-extensible")
	}
	return keys, nil
}

// proxyConstruct is a proxy's [[Construct]] through its construct trap.
func (m *Machine) proxyConstruct(target, handler, trap *Object, args []Value, newTarget *Object) (Value, error) {
	r, err := m.callNested(obj(trap), obj(handler), []Value{obj(target), m.newArrayValue(args), obj(newTarget)})
	if err != nil {
		return undefined, err
	}
	if r.kind != KObject {
		return undefined, m.typeError("'construct' on proxy: trap returned non-object ('%s')", m.receiverValueText(r))
	}
	return r, nil
}

// completeDescriptor is CompletePropertyDescriptor.
func completeDescriptor(d *propDesc) {
	if !d.isAccessor() {
		if !d.hasValue {
			d.value, d.hasValue = undefined, true
		}
		d.hasWritable = true
	} else {
		if !d.hasGet {
			d.get, d.hasGet = undefined, true
		}
		if !d.hasSet {
			d.set, d.hasSet = undefined, true
		}
	}
	d.hasEnumerable, d.hasConfigurable = true, true
}

// compatibleDescriptor is IsCompatiblePropertyDescriptor(extensible, desc,
// current): ValidateAndApplyPropertyDescriptor without an object. cur is
// complete when exists.
func compatibleDescriptor(extensible bool, desc, cur *propDesc, exists bool) bool {
	if !exists {
		return extensible
	}
	if !desc.hasValue && !desc.hasWritable && !desc.hasGet && !desc.hasSet && !desc.hasEnumerable && !desc.hasConfigurable {
		return true
	}
	if cur.configurable {
		return true
	}
	if desc.hasConfigurable && desc.configurable {
		return false
	}
	if desc.hasEnumerable && desc.enumerable != cur.enumerable {
		return false
	}
	generic := !desc.isAccessor() && !desc.isData()
	if !generic && desc.isAccessor() != cur.isAccessor() {
		return false
	}
	if cur.isAccessor() {
		if desc.hasGet && !sameValue(desc.get, cur.get) || desc.hasSet && !sameValue(desc.set, cur.set) {
			return false
		}
	} else if !cur.writable {
		if desc.hasWritable && desc.writable || desc.hasValue && !sameValue(desc.value, cur.value) {
			return false
		}
	}
	return true
}

// fromPropertyDescriptor is FromPropertyDescriptor: an object with the
// descriptor's present fields.
func (m *Machine) fromPropertyDescriptor(d *propDesc) Value {
	o := m.newObject()
	if d.hasValue {
		o.setOwn("value", d.value)
	}
	if d.hasWritable {
		o.setOwn("writable", boolean(d.writable))
	}
	if d.hasGet {
		o.setOwn("get", d.get)
	}
	if d.hasSet {
		o.setOwn("set", d.set)
	}
	if d.hasEnumerable {
		o.setOwn("enumerable", boolean(d.enumerable))
	}
	if d.hasConfigurable {
		o.setOwn("configurable", boolean(d.configurable))
	}
	return obj(o)
}

// The generic internal methods: for a proxy its traps, for any other
// object the ordinary behaviour.

// getPrototypeOf is [[GetPrototypeOf]].
func (m *Machine) getPrototypeOf(o *Object) (*Object, error) {
	if o.class == ClassProxy {
		return m.proxyGetPrototypeOf(o)
	}
	return o.proto, nil
}

// setPrototypeOf is [[SetPrototypeOf]]: false when it is refused.
func (m *Machine) setPrototypeOf(o, p *Object) (bool, error) {
	if o.class == ClassProxy {
		return m.proxySetPrototypeOf(o, p)
	}
	return m.setPrototype(o, p) == nil, nil
}

// isExtensible is IsExtensible.
func (m *Machine) isExtensible(o *Object) (bool, error) {
	if o.class == ClassProxy {
		return m.proxyIsExtensible(o)
	}
	return o.sealed == 0, nil
}

// preventExtensions is [[PreventExtensions]].
func (m *Machine) preventExtensions(o *Object) (bool, error) {
	if o.class == ClassProxy {
		return m.proxyPreventExtensions(o)
	}
	if o.sealed == 0 {
		o.sealed = 1
	}
	return true, nil
}

// getOwnProperty is [[GetOwnProperty]]: a complete descriptor, and
// whether the property exists.
func (m *Machine) getOwnProperty(o *Object, k string) (propDesc, bool, error) {
	if o.class == ClassProxy {
		return m.proxyGetOwnProperty(o, k)
	}
	if k == "stack" {
		m.settleOwnStack(o) // an error's stack is a data property
	}
	v, acc, ok := m.getOwn(o, k)
	if !ok {
		return propDesc{}, false, nil
	}
	flags := m.ownFlags(o, k)
	d := propDesc{enumerable: flags&flagHidden == 0, configurable: flags&flagFixed == 0,
		hasEnumerable: true, hasConfigurable: true}
	if acc != nil {
		d.get, d.set, d.hasGet, d.hasSet = undefined, undefined, true, true
		if acc.get != nil {
			d.get = obj(acc.get)
		}
		if acc.set != nil {
			d.set = obj(acc.set)
		}
	} else {
		d.value, d.writable, d.hasValue, d.hasWritable = v, flags&flagReadOnly == 0, true, true
	}
	return d, true, nil
}

// hasOwnProperty is HasOwnProperty.
func (m *Machine) hasOwnProperty(o *Object, k string) (bool, error) {
	if o.class == ClassProxy {
		_, ok, err := m.proxyGetOwnProperty(o, k)
		return ok, err
	}
	return m.hasOwn(o, k), nil
}

// ownPropertyKeys is [[OwnPropertyKeys]]: the string keys in order, then
// the symbol keys in creation order (private names and internal keys are
// not listed).
func (m *Machine) ownPropertyKeys(o *Object) ([]string, error) {
	if o.class == ClassProxy {
		return m.proxyOwnKeys(o)
	}
	keys := m.ownKeys(o, false)
	for _, p := range o.props() {
		if isSymbolKey(p.key) && !p.isTombstone() && m.symbolForKey(p.key) != nil {
			keys = append(keys, p.key)
		}
	}
	return keys, nil
}

// enumerableOwnKeys is the keys Object.keys lists (with symbols too, the
// keys Object.assign copies) of any object; a proxy's through its ownKeys
// and getOwnPropertyDescriptor traps.
func (m *Machine) enumerableOwnKeys(o *Object, symbols bool) ([]string, error) {
	if o.class != ClassProxy {
		keys := m.ownKeys(o, true)
		if symbols {
			keys = o.appendSymbolKeys(keys)
		}
		return keys, nil
	}
	var keys []string
	err := m.proxyEachEnumerable(o, symbols, false, nil, func(k string, _ Value) error {
		keys = append(keys, k)
		return nil
	})
	return keys, err
}

// proxyEachEnumerable calls f with each enumerable own key of proxy o
// (its symbols too if symbols; none of exclude), and the key's value
// when read: the
// specification's loops over [[OwnPropertyKeys]] that ask
// [[GetOwnProperty]] and then [[Get]] key by key (CopyDataProperties,
// Object.assign, ObjectDefineProperties).
func (m *Machine) proxyEachEnumerable(o *Object, symbols, read bool, exclude []string, f func(k string, v Value) error) error {
	all, err := m.proxyOwnKeys(o)
	if err != nil {
		return err
	}
	for _, k := range all {
		if isSymbolKey(k) && !symbols || contains(exclude, k) {
			continue
		}
		d, ok, err := m.proxyGetOwnProperty(o, k)
		if err != nil {
			return err
		}
		if !ok || !d.enumerable {
			continue
		}
		v := undefined
		if read {
			if v, err = m.proxyGet(o, k, obj(o)); err != nil {
				return err
			}
		}
		if err := f(k, v); err != nil {
			return err
		}
	}
	return nil
}

// isArray is IsArray: an array, or a proxy whose target is one.
func (m *Machine) isArray(v Value) (bool, error) {
	o := v.asObject()
	for o != nil && o.class == ClassProxy {
		pd := o.internal.(*proxyData)
		if pd.handler == nil {
			return false, m.typeError("Cannot perform 'IsArray' on a proxy that has been revoked")
		}
		o = pd.target
	}
	return o != nil && o.class == ClassArray, nil
}

// proxyTarget is the object at the end of a chain of proxies (nil for a
// revoked one), for what looks through proxies without running traps
// (console output, the class a tag names).
func proxyTarget(o *Object) *Object {
	for o != nil && o.class == ClassProxy {
		o = o.internal.(*proxyData).target
	}
	return o
}

// proxyEnumerableOwnProperties is EnumerableOwnProperties of a proxy
// (Object.values, entries false, and Object.entries).
func (m *Machine) proxyEnumerableOwnProperties(o *Object, entries bool) (Value, error) {
	keys, err := m.proxyOwnKeys(o)
	if err != nil {
		return undefined, err
	}
	var vals []Value
	for _, k := range keys {
		if isSymbolKey(k) {
			continue
		}
		d, ok, err := m.proxyGetOwnProperty(o, k)
		if err != nil {
			return undefined, err
		}
		if !ok || !d.enumerable {
			continue
		}
		x, err := m.proxyGet(o, k, obj(o))
		if err != nil {
			return undefined, err
		}
		if entries {
			x = m.newArrayValue([]Value{str(k), x})
		}
		vals = append(vals, x)
	}
	return m.newArrayValue(vals), nil
}

// setIntegrityLevel is SetIntegrityLevel(o, sealed or frozen) for a
// proxy (Object.seal and Object.freeze throw when it fails).
func (m *Machine) setIntegrityLevel(o *Object, frozen bool) error {
	ok, err := m.proxyPreventExtensions(o)
	if err != nil {
		return err
	}
	if !ok {
		return m.typeError("'preventExtensions' on proxy: trap returned falsish")
	}
	keys, err := m.proxyOwnKeys(o)
	if err != nil {
		return err
	}
	for _, k := range keys {
		pd := &propDesc{hasConfigurable: true}
		if frozen {
			d, ok, err := m.proxyGetOwnProperty(o, k)
			if err != nil {
				return err
			}
			if !ok {
				continue
			}
			if !d.isAccessor() {
				pd.hasWritable = true
			}
		}
		if err := m.defineOwnOrThrow(o, k, pd); err != nil {
			return err
		}
	}
	return nil
}

// proxyTestIntegrity is TestIntegrityLevel of a proxy (Object.isSealed,
// Object.isFrozen).
func (m *Machine) proxyTestIntegrity(o *Object, frozen bool) (bool, error) {
	ext, err := m.proxyIsExtensible(o)
	if err != nil || ext {
		return false, err
	}
	keys, err := m.proxyOwnKeys(o)
	if err != nil {
		return false, err
	}
	for _, k := range keys {
		d, ok, err := m.proxyGetOwnProperty(o, k)
		if err != nil {
			return false, err
		}
		if ok && (d.configurable || frozen && d.isData() && d.writable) {
			return false, nil
		}
	}
	return true, nil
}

// proxyLookupAccessor is __lookupGetter__ and __lookupSetter__ from a
// proxy on: the chain is walked through the internal methods.
func (m *Machine) proxyLookupAccessor(o *Object, k string, getter bool) (Value, error) {
	for o != nil {
		d, ok, err := m.getOwnProperty(o, k)
		if err != nil {
			return undefined, err
		}
		if ok {
			switch {
			case !d.isAccessor():
				return undefined, nil
			case getter:
				return d.get, nil
			}
			return d.set, nil
		}
		if o, err = m.getPrototypeOf(o); err != nil {
			return undefined, err
		}
	}
	return undefined, nil
}
