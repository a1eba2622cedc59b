package vm

import "github.com/codemode-go/codemode/vm/compile"

// The method cache is an inline cache for `receiver.name(...)` sites whose
// method lives on the receiver's prototype: xs.push(x) on an array,
// line.split(",") on a string, this.helper() on a class instance. Without
// it every such call walks to the prototype and looks the name up in its
// property index, a map lookup per call.
//
// A site remembers the prototype it found the method on and the slot of
// the method in that prototype's property list. A later lookup takes the
// slot only when it can prove the ordinary lookup would find the same
// property: the receiver is an ordinary object or array with no own
// property of that name (or a primitive string, whose properties come from
// String.prototype), its prototype is the remembered one, and the slot
// still holds a data property of that name (property keys are unique in a
// list, so the slot is the property). Anything else (an accessor, a
// deleted or moved method, a changed prototype) falls back to the ordinary
// lookup, which fills the site again. The cache changes no behaviour and
// is not part of a snapshot: a restored Machine starts with it empty.
type methodCache [methodCacheSize]methodSite

const methodCacheSize = 64

// methodMissesBeforeCache is how many uncached method lookups a run makes
// before it makes its cache: a short run never pays for one.
const methodMissesBeforeCache = 32

type methodSite struct {
	site   *compile.Instr // the GetMethod instruction, in its function's shared code
	holder *Object        // the prototype the method was found on
	slot   int32          // the method's index in holder's property list
}

// cachedMethod is the method a GetMethod site finds on v, when the site's
// cache entry proves it (see methodCache); ok is false otherwise.
func (m *Machine) cachedMethod(site *compile.Instr, pc int, v Value, key string) (Value, bool) {
	if m.methods == nil {
		return undefined, false
	}
	e := &m.methods[pc%methodCacheSize]
	if e.site != site {
		return undefined, false
	}
	holder := m.methodHolder(v, key)
	if holder != e.holder || holder.cold != nil { // a filled entry's holder is never nil
		return undefined, false
	}
	if ps := holder.plist; int(e.slot) < len(ps) {
		if p := &ps[e.slot]; p.key == key && p.flags&flagAccessor == 0 {
			return p.val, true
		}
	}
	return undefined, false
}

// rememberMethod fills a GetMethod site's cache entry after an ordinary
// lookup of key on v, when the method was found on v's prototype.
func (m *Machine) rememberMethod(site *compile.Instr, pc int, v Value, key string) {
	if isPrivateKey(key) {
		return
	}
	if m.methods == nil {
		if m.methodMisses++; m.methodMisses < methodMissesBeforeCache {
			return
		}
		m.methods = new(methodCache)
	}
	holder := m.methodHolder(v, key)
	if holder == nil || holder.class == ClassTypedArray || holder.class == ClassProxy {
		return
	}
	if _, ok := holder.internal.(*toolNS); ok {
		return
	}
	i := holder.find(key)
	if i < 0 || holder.props()[i].flags&flagAccessor != 0 {
		return
	}
	m.methods[pc%methodCacheSize] = methodSite{site: site, holder: holder, slot: int32(i)}
}

// methodHolder is the object an ordinary lookup of key on v goes on to
// after finding nothing on v itself, or nil when v is not a receiver the
// cache can reason about (its own properties are not simply its property
// list, or it has key itself).
func (m *Machine) methodHolder(v Value, key string) *Object {
	if v.kind != KObject && v.kind != KString {
		return nil
	}
	// An array's or a string's length and elements are not in a
	// property list.
	if key == "length" {
		return nil
	}
	if _, isIndex := arrayIndex(key); isIndex {
		return nil
	}
	if v.kind == KString {
		if m.builtinClasses == nil {
			return nil
		}
		return m.builtinClasses.protos[protoString]
	}
	o := v.ref.(*Object)
	if o.class != ClassObject && o.class != ClassArray || o.internal != nil || o.lazy != nil || o.cold != nil {
		return nil
	}
	if o.find(key) >= 0 {
		return nil
	}
	return o.proto
}
