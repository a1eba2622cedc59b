package vm

// DataView: a view of an ArrayBuffer (class ClassDataView) that reads and
// writes numbers of any kind at any byte offset, big-endian unless asked
// for little-endian.

type dataView struct {
	buf    *Object // ClassArrayBuffer
	offset int
	length int // in bytes, or lengthTracking
}

// bounds is the view's current byte length, ok false when it is out of
// bounds.
func (dv *dataView) bounds() (n int, ok bool) {
	b := dv.buf.internal.(*arrayBuffer)
	if b.detached || dv.offset > len(b.data) {
		return 0, false
	}
	if dv.length == lengthTracking {
		return len(b.data) - dv.offset, true
	}
	if dv.offset+dv.length > len(b.data) {
		return 0, false
	}
	return dv.length, true
}

func dataViewCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	nt := m.newTarget
	bo := arg(args, 0).asObject()
	b := bufferOf(bo)
	if b == nil {
		return undefined, m.typeError("First argument to DataView constructor must be an ArrayBuffer")
	}
	off := 0
	if a := arg(args, 1); !a.isUndefined() {
		f, err := m.toNumber(a)
		if err != nil {
			return undefined, err
		}
		if f = toInteger(f); f < 0 || f > maxBufferLength {
			return undefined, m.rangeError("Start offset %s is outside the bounds of the buffer", numberToString(f))
		}
		off = int(f)
	}
	if b.detached {
		return undefined, m.typeError("Cannot perform DataView constructor on a detached ArrayBuffer")
	}
	n := len(b.data)
	if off > n {
		return undefined, m.rangeError("Start offset %d is outside the bounds of the buffer", off)
	}
	length := lengthTracking
	if a := arg(args, 2); !a.isUndefined() {
		f, err := m.toNumber(a)
		if err != nil {
			return undefined, err
		}
		if f = toInteger(f); f < 0 || float64(off)+f > float64(n) {
			return undefined, m.rangeError("Invalid DataView length %s", numberToString(f))
		}
		length = int(f)
	}
	proto, err := m.ctorProto(nt, self, protoDataView)
	if err != nil {
		return undefined, err
	}
	// Reading the prototype may have run code that detached or shrank
	// the buffer.
	if b.detached {
		return undefined, m.typeError("Cannot perform DataView constructor on a detached ArrayBuffer")
	}
	if n = len(b.data); off > n {
		return undefined, m.rangeError("Start offset %d is outside the bounds of the buffer", off)
	}
	if length == lengthTracking && !b.resizable {
		length = n - off
	} else if length != lengthTracking && off+length > n {
		return undefined, m.rangeError("Invalid DataView length undefined") // (V8's words for this second check)
	}
	m.charge(objectSize + 32)
	return obj(&Object{class: ClassDataView, proto: proto, internal: &dataView{buf: bo, offset: off, length: length}}), nil
}

func thisDataView(m *Machine, this Value, method string) (*dataView, error) {
	if o := this.asObject(); o != nil && o.class == ClassDataView {
		return o.internal.(*dataView), nil
	}
	return nil, m.errDataViewReceiver("DataView.prototype." + method)
}

// errDataViewReceiver is V8's TypeError for a DataView method or getter
// called on something else, which names the receiver "undefined" whatever
// it is.
func (m *Machine) errDataViewReceiver(method string) error {
	return m.typeError("Method %s called on incompatible receiver undefined", method)
}

// dataViewAccess is GetViewValue and SetViewValue: the element's bytes,
// big-endian order reversed to the little-endian of loadElement and
// storeElement.
func (m *Machine) dataViewAccess(this Value, args []Value, k taKind, method string, set bool) (Value, error) {
	dv, err := thisDataView(m, this, method)
	if err != nil {
		return undefined, err
	}
	f, err := m.toNumber(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	idx := toInteger(f)
	if idx < 0 || idx > 9007199254740991 {
		return undefined, m.rangeError("Offset is outside the bounds of the DataView")
	}
	var v Value
	little := arg(args, 1)
	if set {
		if v, err = m.toElement(k, arg(args, 1)); err != nil {
			return undefined, err
		}
		little = arg(args, 2)
	}
	n, ok := dv.bounds()
	if !ok {
		return undefined, m.typeError("Cannot perform DataView.prototype.%s on a detached ArrayBuffer", method)
	}
	size := taInfos[k].size
	if idx+float64(size) > float64(n) {
		return undefined, m.rangeError("Offset is outside the bounds of the DataView")
	}
	p := dv.offset + int(idx)
	b := dv.buf.internal.(*arrayBuffer).data[p : p+size]
	var tmp [8]byte
	t := tmp[:size]
	if set {
		storeElement(k, t, v)
		if !truthy(little) {
			reverseBytes(t)
		}
		copy(b, t)
		return undefined, nil
	}
	copy(t, b)
	if !truthy(little) {
		reverseBytes(t)
	}
	return loadElement(k, t), nil
}

func reverseBytes(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}

func init() {
	ctorIDs[protoDataView] = registerOwnProtoCtor("DataView", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Constructor DataView requires 'new'")
	}, dataViewCtor)
	ctorTables[protoDataView] = newTable(ctorEntries(protoDataView)...)
	protoTables[protoDataView] = newTable(protoEntries(protoDataView)...)
	getter := func(name string, f func(m *Machine, dv *dataView) (Value, error)) lazyEntry {
		return getterEntry("DataView.prototype", name, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := this.asObject()
			if o == nil || o.class != ClassDataView {
				return undefined, m.errDataViewReceiver("get DataView.prototype." + name)
			}
			return f(m, o.internal.(*dataView))
		})
	}
	protoTables[protoDataView].add(
		getter("buffer", func(m *Machine, dv *dataView) (Value, error) { return obj(dv.buf), nil }),
		getter("byteLength", func(m *Machine, dv *dataView) (Value, error) {
			n, ok := dv.bounds()
			if !ok {
				return undefined, m.typeError("Cannot perform DataView.prototype.byteLength on a detached ArrayBuffer")
			}
			return num(float64(n)), nil
		}),
		getter("byteOffset", func(m *Machine, dv *dataView) (Value, error) {
			if _, ok := dv.bounds(); !ok {
				return undefined, m.typeError("Cannot perform DataView.prototype.byteOffset on a detached ArrayBuffer")
			}
			return num(float64(dv.offset)), nil
		}),
		tagEntry("DataView"),
	)
	kinds := []struct {
		name string
		k    taKind
	}{
		{"Int8", taInt8}, {"Uint8", taUint8}, {"Int16", taInt16}, {"Uint16", taUint16},
		{"Int32", taInt32}, {"Uint32", taUint32}, {"Float16", taFloat16}, {"Float32", taFloat32},
		{"Float64", taFloat64}, {"BigInt64", taBigInt64}, {"BigUint64", taBigUint64},
	}
	for _, kd := range kinds {
		get, set := "get"+kd.name, "set"+kd.name
		protoTables[protoDataView].add(
			fn("DataView.prototype."+get, 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
				return m.dataViewAccess(this, args, kd.k, get, false)
			}),
			fn("DataView.prototype."+set, 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
				return m.dataViewAccess(this, args, kd.k, set, true)
			}),
		)
	}
	globalTable.add(val("DataView", func(m *Machine) Value { return obj(m.ctor(protoDataView)) }))
}
