package vm

// The ES2024/ES2025 additions: the intrinsics their self-hosted parts in
// lib/lib.js use (Object.groupBy, Map.groupBy, the Set methods,
// queueMicrotask), and the order in which the additions register. Each
// addition is in the file of its global; this init calls them where this
// file's init used to add them, since ids and BuildID follow registration
// order (see builtin_core.go).

func init() {
	defIntrinsic("__nullObject", func(m *Machine, args []Value) (Value, error) {
		m.charge(objectSize)
		return obj(&Object{}), nil
	})
	defIntrinsic("__toPropertyKey", func(m *Machine, args []Value) (Value, error) {
		k, err := m.toPropertyKey(arg(args, 0))
		return str(k), err
	})
	// __getOwn(o, key) reads an own data property (undefined if absent).
	defIntrinsic("__getOwn", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		k, _ := arg(args, 1).ref.(string)
		if o == nil {
			return undefined, nil
		}
		v, _, _ := m.getOwn(o, k)
		return v, nil
	})
	// __setOwn(o, key, v) creates an own enumerable data property.
	defIntrinsic("__setOwn", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		k, _ := arg(args, 1).ref.(string)
		if o != nil {
			m.charge(propSize + len(k))
			o.setOwn(k, arg(args, 2))
		}
		return undefined, nil
	})
	defIntrinsic("__newMap", func(m *Machine, args []Value) (Value, error) {
		m.charge(objectSize + mapDataSize)
		return obj(&Object{class: ClassMap, proto: m.proto(protoMap), internal: newMapData()}), nil
	})
	defIntrinsic("__mapGet", func(m *Machine, args []Value) (Value, error) {
		d := arg(args, 0).asObject().internal.(*mapData)
		v, _ := d.get(arg(args, 1))
		return v, nil
	})
	defIntrinsic("__mapSet", func(m *Machine, args []Value) (Value, error) {
		d := arg(args, 0).asObject().internal.(*mapData)
		m.charge(mapStoreSize)
		d.set(arg(args, 1), arg(args, 2))
		return undefined, nil
	})
	// __newSet(array) is a new Set of the array's elements.
	defIntrinsic("__newSet", func(m *Machine, args []Value) (Value, error) {
		d := newMapData()
		if a := arg(args, 0).asObject(); a != nil {
			m.charge(objectSize + mapDataSize + len(a.arr)*mapStoreSize)
			for _, v := range a.arr {
				d.set(elem(v), elem(v))
			}
		}
		return obj(&Object{class: ClassSet, proto: m.proto(protoSet), internal: d}), nil
	})
	// __setValues(this, method) checks that this is a Set and returns its
	// elements as an array.
	defIntrinsic("__setValues", func(m *Machine, args []Value) (Value, error) {
		method, _ := arg(args, 1).ref.(string)
		d, err := thisMap(m, arg(args, 0), true, method)
		if err != nil {
			return undefined, err
		}
		vals := make([]Value, 0, d.size)
		for _, k := range d.keys {
			if k.kind != KEmpty {
				vals = append(vals, k)
			}
		}
		return m.newArrayValue(vals), nil
	})
	defIntrinsic("__setHas", func(m *Machine, args []Value) (Value, error) {
		_, ok := arg(args, 0).asObject().internal.(*mapData).get(arg(args, 1))
		return boolean(ok), nil
	})
	defIntrinsic("__setAdd", func(m *Machine, args []Value) (Value, error) {
		v := arg(args, 1)
		arg(args, 0).asObject().internal.(*mapData).set(v, v)
		return undefined, nil
	})
	defIntrinsic("__setDelete", func(m *Machine, args []Value) (Value, error) {
		arg(args, 0).asObject().internal.(*mapData).delete(arg(args, 1))
		return undefined, nil
	})
	// __setRecord(other) is GetSetRecord: {size, has, keys} of a set-like.
	defIntrinsic("__setRecord", func(m *Machine, args []Value) (Value, error) {
		o := arg(args, 0).asObject()
		if o == nil {
			return undefined, m.typeError("%s is not an object", m.inspectShort(arg(args, 0)))
		}
		raw, err := m.get(o, "size", obj(o))
		if err != nil {
			return undefined, err
		}
		n, err := m.toNumber(raw)
		if err != nil {
			return undefined, err
		}
		if n != n {
			return undefined, m.typeError("The 'size' property must be a number")
		}
		n = toInteger(n)
		if n < 0 {
			return undefined, m.rangeError("'%s' is an invalid size", numberToString(n))
		}
		rec := m.newObject()
		rec.setOwn("size", num(n))
		for _, name := range []string{"has", "keys"} {
			f, err := m.get(o, name, obj(o))
			if err != nil {
				return undefined, err
			}
			if !f.isCallable() {
				return undefined, m.typeError("The '%s' property must be a function", name)
			}
			rec.setOwn(name, f)
		}
		return obj(rec), nil
	})
	// __inspectArg formats a value as node's ERR_INVALID_ARG_TYPE messages do.
	defIntrinsic("__inspectArg", func(m *Machine, args []Value) (Value, error) {
		return str(m.describeArg(arg(args, 0))), nil
	})

	initObjectES2025()  // builtin_object.go
	initMapSetES2025()  // builtin_collections.go
	initPromiseES2025() // builtin_promise.go
	initGlobalsES2025() // builtin_global.go
	initJSONTag()       // json.go
	initArrayES2025()   // builtin_array.go
	initMathES2025()    // builtin_math.go
}
