package vm

import (
	"math"
	"math/big"
	"strings"
)

// Map and Set keep entries in insertion order (deleted entries leave
// tombstones so that live iteration behaves like JavaScript's); a Go map
// indexes keys by SameValueZero.

type mapKey struct {
	kind Kind
	bits uint64
	s    string
	ref  any
}

type mapData struct {
	keys  []Value
	vals  []Value
	index map[mapKey]int
	size  int
}

func keyOf(v Value) mapKey {
	switch v.kind {
	case KNumber:
		f := v.num
		if f == 0 {
			f = 0 // -0 and +0 are the same key
		}
		if f != f {
			return mapKey{kind: KNumber, bits: 0x7ff8000000000001}
		}
		return mapKey{kind: KNumber, bits: math.Float64bits(f)}
	case KString:
		return mapKey{kind: KString, s: v.ref.(string)}
	case KBool:
		return mapKey{kind: KBool, bits: uint64(v.num)}
	case KObject:
		return mapKey{kind: KObject, ref: v.ref}
	case KBigInt:
		// Equal BigInts are one key (SameValueZero), whichever *big.Int holds them.
		return mapKey{kind: KBigInt, s: v.ref.(*big.Int).String()}
	}
	return mapKey{kind: v.kind, ref: v.ref}
}

func (d *mapData) get(k Value) (Value, bool) {
	if i, ok := d.index[keyOf(k)]; ok {
		return d.vals[i], true
	}
	return undefined, false
}

func (d *mapData) set(k, v Value) {
	key := keyOf(k)
	if i, ok := d.index[key]; ok {
		d.vals[i] = v
		return
	}
	if k.kind == KNumber && k.num == 0 {
		k = num(0)
	}
	d.index[key] = len(d.keys)
	d.keys = append(d.keys, k)
	d.vals = append(d.vals, v)
	d.size++
}

func (d *mapData) delete(k Value) bool {
	key := keyOf(k)
	i, ok := d.index[key]
	if !ok {
		return false
	}
	delete(d.index, key)
	d.keys[i] = empty
	d.vals[i] = Value{}
	d.size--
	return true
}

func (d *mapData) clear() {
	for i := range d.keys {
		d.keys[i] = empty
		d.vals[i] = Value{}
	}
	d.index = map[mapKey]int{}
	d.size = 0
}

func newMapData() *mapData { return &mapData{index: map[mapKey]int{}} }

func thisMap(m *Machine, this Value, set bool, method string) (*mapData, error) {
	if o := this.asObject(); o != nil {
		if d, ok := o.internal.(*mapData); ok && (o.class == ClassMap && !set || o.class == ClassSet && set) {
			return d, nil
		}
	}
	name := "Map"
	if set {
		name = "Set"
	}
	return nil, m.typeError("Method %s.prototype.%s called on incompatible receiver %s", name, method, m.receiverValueText(this))
}

func init() {
	newCollection := func(set bool) nativeFunc {
		return func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			class, id := ClassMap, protoMap
			if set {
				class, id = ClassSet, protoSet
			}
			d := newMapData()
			m.charge(objectSize + mapDataSize)
			o := &Object{class: class, proto: m.proto(id), internal: d}
			if src := arg(args, 0); !src.isNullish() {
				adder := "set"
				if set {
					adder = "add"
				}
				err := m.fillCollection(o, src, adder, !set, func(k, v Value) error {
					m.charge(mapStoreSize)
					d.set(k, v)
					return nil
				})
				if err != nil {
					return undefined, err
				}
			}
			return obj(o), nil
		}
	}
	noCall := func(name string) nativeFunc {
		return func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("Constructor %s requires 'new'", name)
		}
	}
	ctorIDs[protoMap] = registerCtor("Map", 0, noCall("Map"), newCollection(false))
	ctorIDs[protoSet] = registerCtor("Set", 0, noCall("Set"), newCollection(true))
	ctorTables[protoMap] = newTable(ctorEntries(protoMap)...)
	ctorTables[protoSet] = newTable(ctorEntries(protoSet)...)
	ctorTables[protoMap].add(speciesGetter("Map"))
	ctorTables[protoSet].add(speciesGetter("Set"))
	size := func(set bool) lazyEntry {
		name := "Map.prototype.get size"
		if set {
			name = "Set.prototype.get size"
		}
		id := register(name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, set, "size")
			if err != nil {
				return undefined, err
			}
			return num(float64(d.size)), nil
		})
		return lazyEntry{name: "size", getter: true, make: func(m *Machine) Value { return obj(m.newNative(id, nil)) }}
	}
	iterFn := func(qual string, set bool, kind iterKind) lazyEntry {
		return fn(qual, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, set, qual[strings.LastIndex(qual, ".")+1:])
			if err != nil {
				return undefined, err
			}
			// obj tells a Set's iterator from a Map's (Symbol.toStringTag).
			return obj(m.newIteratorObject(&iterState{kind: kind, mapd: d, obj: this.asObject()})), nil
		})
	}
	protoTables[protoMap] = newTable(protoEntries(protoMap)...)
	protoTables[protoMap].add(tagEntry("Map"))
	protoTables[protoMap].add(
		fn("Map.prototype.get", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, false, "get")
			if err != nil {
				return undefined, err
			}
			v, _ := d.get(arg(args, 0))
			return v, nil
		}),
		fn("Map.prototype.set", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, false, "set")
			if err != nil {
				return undefined, err
			}
			m.charge(mapStoreSize)
			d.set(arg(args, 0), arg(args, 1))
			return this, nil
		}),
		fn("Map.prototype.has", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, false, "has")
			if err != nil {
				return undefined, err
			}
			_, ok := d.get(arg(args, 0))
			return boolean(ok), nil
		}),
		fn("Map.prototype.delete", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, false, "delete")
			if err != nil {
				return undefined, err
			}
			return boolean(d.delete(arg(args, 0))), nil
		}),
		fn("Map.prototype.clear", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, false, "clear")
			if err != nil {
				return undefined, err
			}
			d.clear()
			return undefined, nil
		}),
		size(false),
		iterFn("Map.prototype.keys", false, iterMapKeys),
		iterFn("Map.prototype.values", false, iterMapValues),
		iterFn("Map.prototype.entries", false, iterMapEntries),
		lib("forEach", "Map_forEach"),
	)
	protoTables[protoSet] = newTable(protoEntries(protoSet)...)
	protoTables[protoSet].add(tagEntry("Set"))
	protoTables[protoSet].add(
		fn("Set.prototype.add", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, true, "add")
			if err != nil {
				return undefined, err
			}
			m.charge(mapStoreSize)
			d.set(arg(args, 0), arg(args, 0))
			return this, nil
		}),
		fn("Set.prototype.has", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, true, "has")
			if err != nil {
				return undefined, err
			}
			_, ok := d.get(arg(args, 0))
			return boolean(ok), nil
		}),
		fn("Set.prototype.delete", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, true, "delete")
			if err != nil {
				return undefined, err
			}
			return boolean(d.delete(arg(args, 0))), nil
		}),
		fn("Set.prototype.clear", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d, err := thisMap(m, this, true, "clear")
			if err != nil {
				return undefined, err
			}
			d.clear()
			return undefined, nil
		}),
		size(true),
		iterFn("Set.prototype.values", true, iterMapKeys),
		aliasOf("keys", protoSet, "values"),
		iterFn("Set.prototype.entries", true, iterMapEntries),
		lib("forEach", "Set_forEach"),
	)
	globalTable.add(
		val("Map", func(m *Machine) Value { return obj(m.ctor(protoMap)) }),
		val("Set", func(m *Machine) Value { return obj(m.ctor(protoSet)) }),
	)

	// The prototype the native iterators shared before each kind had its
	// own (builtin_iterator_protos.go): next() over a native iterator
	// state.
	nextNames[protoIterator] = "Iterator.prototype.next"
	protoTables[protoIterator] = newTable(
		fn("Iterator.prototype.next", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := this.asObject()
			it, ok := (*iterState)(nil), false
			if o != nil {
				it, ok = o.internal.(*iterState)
			}
			if !ok || !it.native() {
				return undefined, m.typeError("next method called on incompatible receiver %s", m.receiverValueText(this))
			}
			v, done, err := m.iterNext(it)
			if err != nil {
				return undefined, err
			}
			r := m.newObject()
			r.setOwn("value", v)
			r.setOwn("done", boolean(done))
			return obj(r), nil
		}),
		iterTag,
		fn("Iterator.prototype.toArray", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			vals, err := m.iterateToSlice(this)
			if vals == nil {
				vals = []Value{}
			}
			return m.newArrayValue(vals), err
		}),
	)
	protoTables[protoArray].add(
		afn("Array.prototype.keys", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			a, err := thisArray(m, this, "keys")
			if err != nil {
				return undefined, err
			}
			return obj(m.newIteratorObject(&iterState{kind: iterArrayKeys, arr: a})), nil
		}),
		afn("Array.prototype.values", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			a, err := thisArray(m, this, "values")
			if err != nil {
				return undefined, err
			}
			return obj(m.newIteratorObject(&iterState{kind: iterArray, arr: a})), nil
		}),
		afn("Array.prototype.entries", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			a, err := thisArray(m, this, "entries")
			if err != nil {
				return undefined, err
			}
			return obj(m.newIteratorObject(&iterState{kind: iterArrayEntries, arr: a})), nil
		}),
	)
}

// newIteratorObject is a built-in iterator object over it, on the
// prototype of its kind (builtin_iterator_protos.go).
func (m *Machine) newIteratorObject(it *iterState) *Object {
	return m.newIteratorObjectOn(nativeIteratorProto(it), it)
}

func (m *Machine) newIteratorObjectOn(proto protoID, it *iterState) *Object {
	m.charge(objectSize + iterStateSize)
	return &Object{class: ClassIterator, proto: m.proto(proto), internal: it}
}

// fillCollection is AddEntriesFromIterable / the Set constructor's loop:
// every value of src goes to o's adder method (read once), as [k, v] for
// maps. The built-in adder runs as add directly; an error after the
// iteration started closes the iterator.
func (m *Machine) fillCollection(o *Object, src Value, adderName string, entries bool, add func(k, v Value) error) error {
	adder, err := m.get(o, adderName, obj(o))
	if err != nil {
		return err
	}
	if !adder.isCallable() {
		return m.typeError("'%s' returned for property '%s' of object '%s' is not a function", m.valueText(adder), adderName, m.displayObject(o))
	}
	builtin := false
	if f := adder.asObject(); f.class == ClassNative {
		builtin = builtins[f.native].name == m.constructorName(o, "")+".prototype."+adderName
	}
	it, err := m.getIterator(src)
	if err != nil {
		return err
	}
	// The collection is not reachable from the program yet: pin it for
	// the memory account while it grows.
	keep := []Value{obj(o), src}
	m.pin(&keep)
	defer m.unpin()
	for {
		x, done, err := m.iterNext(it)
		if err != nil || done {
			return err
		}
		k, v := x, x
		if entries {
			if x.kind != KObject {
				err = m.typeError("Iterator value %s is not an entry object", m.inspectShort(x))
			} else if k, err = m.getIndex(x, 0); err == nil {
				v, err = m.getIndex(x, 1)
			}
		}
		if err == nil {
			if builtin {
				err = add(k, v)
			} else if entries {
				_, err = m.callNested(adder, obj(o), []Value{k, v})
			} else {
				_, err = m.callNested(adder, obj(o), []Value{x})
			}
		}
		if err != nil {
			m.closeIterator(it) // the first error wins over return()'s
			return err
		}
	}
}

// iterTag is Symbol.toStringTag of the native iterators. They share one
// prototype, so it is a getter naming the iterator's kind, where node has
// one prototype per kind with a string: "[object Array Iterator]",
// "Map Iterator", "Set Iterator", "String Iterator".
var iterTag = func() lazyEntry {
	id := register("Iterator.prototype.get [Symbol.toStringTag]", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := this.asObject()
		if o == nil {
			return undefined, nil
		}
		it, ok := o.internal.(*iterState)
		if !ok || !it.native() {
			return undefined, nil
		}
		switch it.kind {
		case iterArray, iterArrayKeys, iterArrayEntries:
			return str("Array Iterator"), nil
		case iterString:
			return str("String Iterator"), nil
		case iterMapKeys, iterMapValues, iterMapEntries:
			if it.obj != nil && it.obj.class == ClassSet {
				return str("Set Iterator"), nil
			}
			return str("Map Iterator"), nil
		}
		return undefined, nil
	})
	return lazyEntry{name: symToStringTag.key, getter: true, make: func(m *Machine) Value { return obj(m.newNative(id, nil)) }}
}()

// initMapSetES2025 adds Map.groupBy and the Set methods (union, ...)
// (called in order from builtin_es2025.go).
func initMapSetES2025() {
	ctorTables[protoMap].add(lib("groupBy", "Map_groupBy"))
	protoTables[protoSet].add(
		lib("union", "Set_union"),
		lib("intersection", "Set_intersection"),
		lib("difference", "Set_difference"),
		lib("symmetricDifference", "Set_symmetricDifference"),
		lib("isSubsetOf", "Set_isSubsetOf"),
		lib("isSupersetOf", "Set_isSupersetOf"),
		lib("isDisjointFrom", "Set_isDisjointFrom"),
	)
}

// canBeHeldWeakly is CanBeHeldWeakly: objects and symbols that Symbol.for
// did not register (those live as long as the realm).
func (m *Machine) canBeHeldWeakly(v Value) bool {
	if v.kind == KSymbol {
		s := v.ref.(*Symbol)
		r, ok := m.symbolRegistry[s.description]
		return !(ok && r == s)
	}
	return v.kind == KObject
}

// initWeakCollections registers WeakMap and WeakSet (plain maps keyed by
// objects: a run is short-lived, so nothing needs collecting); called in
// order from builtin_reflect.go.
func initWeakCollections() {
	weak := func(name string, set bool) {
		id := protoWeakMap
		if set {
			id = protoWeakSet
		}
		class := ClassWeakMap
		if set {
			class = ClassWeakSet
		}
		checkKey := func(m *Machine, k Value) error {
			if !m.canBeHeldWeakly(k) {
				if set {
					return m.typeError("Invalid value used in weak set")
				}
				return m.typeError("Invalid value used as weak map key")
			}
			return nil
		}
		thisWeak := func(m *Machine, this Value, method string) (*mapData, error) {
			if o := this.asObject(); o != nil && o.class == class {
				return o.internal.(*mapData), nil
			}
			return nil, m.typeError("Method %s.prototype.%s called on incompatible receiver %s", name, method, m.receiverValueText(this))
		}
		ctorIDs[id] = registerCtor(name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("Constructor %s requires 'new'", name)
		}, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d := newMapData()
			m.charge(objectSize + mapDataSize)
			o := &Object{class: class, proto: m.proto(id), internal: d}
			if src := arg(args, 0); !src.isNullish() {
				adder := "set"
				if set {
					adder = "add"
				}
				err := m.fillCollection(o, src, adder, !set, func(k, v Value) error {
					if err := checkKey(m, k); err != nil {
						return err
					}
					d.set(k, v)
					return nil
				})
				if err != nil {
					return undefined, err
				}
			}
			return obj(o), nil
		})
		ctorTables[id] = newTable(ctorEntries(id)...)
		protoTables[id] = newTable(protoEntries(id)...)
		protoTables[id].add(tagEntry(name))
		protoTables[id].add(
			fn(name+".prototype.has", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
				d, err := thisWeak(m, this, "has")
				if err != nil {
					return undefined, err
				}
				_, ok := d.get(arg(args, 0))
				return boolean(ok), nil
			}),
			fn(name+".prototype.delete", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
				d, err := thisWeak(m, this, "delete")
				if err != nil {
					return undefined, err
				}
				return boolean(d.delete(arg(args, 0))), nil
			}),
		)
		if set {
			protoTables[id].add(fn(name+".prototype.add", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
				d, err := thisWeak(m, this, "add")
				if err != nil {
					return undefined, err
				}
				if err := checkKey(m, arg(args, 0)); err != nil {
					return undefined, err
				}
				d.set(arg(args, 0), arg(args, 0))
				return this, nil
			}))
		} else {
			protoTables[id].add(
				fn(name+".prototype.get", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
					d, err := thisWeak(m, this, "get")
					if err != nil {
						return undefined, err
					}
					v, _ := d.get(arg(args, 0))
					return v, nil
				}),
				fn(name+".prototype.set", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
					d, err := thisWeak(m, this, "set")
					if err != nil {
						return undefined, err
					}
					if err := checkKey(m, arg(args, 0)); err != nil {
						return undefined, err
					}
					d.set(arg(args, 0), arg(args, 1))
					return this, nil
				}),
			)
		}
		globalTable.add(val(name, func(m *Machine) Value { return obj(m.ctor(id)) }))
	}
	weak("WeakMap", false)
	weak("WeakSet", true)
}
