package vm

import "math"

// ArrayBuffer: bytes in a Go slice, shared by the typed arrays and
// DataViews over it (Object.internal of class ClassArrayBuffer). A
// resizable buffer keeps its maximum length; a detached one has no bytes.
// There is no SharedArrayBuffer: a run has one thread.

type arrayBuffer struct {
	data      []byte
	maxLen    int // the maximum byte length of a resizable buffer
	resizable bool
	detached  bool
}

// maxBufferLength bounds a buffer's length (and a resizable one's
// maximum): views save their offsets as 32-bit numbers, and a run's
// memory limit is far below it.
const maxBufferLength = math.MaxInt32

func (m *Machine) newArrayBuffer(data []byte) *Object {
	m.charge(objectSize + len(data))
	return &Object{class: ClassArrayBuffer, proto: m.proto(protoArrayBuffer), internal: &arrayBuffer{data: data}}
}

// bufferOf is o's buffer when o is an ArrayBuffer.
func bufferOf(o *Object) *arrayBuffer {
	if o == nil || o.class != ClassArrayBuffer {
		return nil
	}
	return o.internal.(*arrayBuffer)
}

// thisBuffer is the receiver of an ArrayBuffer.prototype method.
func thisBuffer(m *Machine, this Value, method string) (*arrayBuffer, error) {
	if b := bufferOf(this.asObject()); b != nil {
		return b, nil
	}
	return nil, m.typeError("Method ArrayBuffer.prototype.%s called on incompatible receiver %s", method, m.receiverValueText(this))
}

// bufferLength is ToIndex for a buffer's length, V8's RangeError msg when
// it cannot be one.
func (m *Machine) bufferLength(v Value, msg string) (int, error) {
	f, err := m.toNumber(v)
	if err != nil {
		return 0, err
	}
	f = toInteger(f)
	if f < 0 || f > maxBufferLength {
		return 0, m.rangeError("%s", msg)
	}
	return int(f), nil
}

func arrayBufferCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	nt := m.newTarget
	f, err := m.toNumber(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	if f = toInteger(f); f < 0 || f > 1<<53-1 {
		return undefined, m.rangeError("Invalid array buffer length")
	}
	n := int(min(f, maxBufferLength+1)) // past the limit: refused once the object is made
	b := &arrayBuffer{}
	if opts := arg(args, 1).asObject(); opts != nil {
		mv, err := m.get(opts, "maxByteLength", obj(opts))
		if err != nil {
			return undefined, err
		}
		if !mv.isUndefined() {
			max, err := m.bufferLength(mv, "Invalid array buffer max length")
			if err != nil {
				return undefined, err
			}
			if n > max {
				return undefined, m.rangeError("Invalid array buffer max length")
			}
			b.resizable, b.maxLen = true, max
		}
	}
	proto, err := m.ctorProto(nt, self, protoArrayBuffer)
	if err != nil {
		return undefined, err
	}
	if n > maxBufferLength {
		return undefined, m.rangeError("Array buffer allocation failed")
	}
	m.charge(objectSize + n)
	b.data = make([]byte, n)
	return obj(&Object{class: ClassArrayBuffer, proto: proto, internal: b}), nil
}

func init() {
	ctorIDs[protoArrayBuffer] = registerOwnProtoCtor("ArrayBuffer", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Constructor ArrayBuffer requires 'new'")
	}, arrayBufferCtor)
	ctorTables[protoArrayBuffer] = newTable(ctorEntries(protoArrayBuffer)...)
	ctorTables[protoArrayBuffer].add(
		fn("ArrayBuffer.isView", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := arg(args, 0).asObject()
			return boolean(o != nil && (o.class == ClassTypedArray || o.class == ClassDataView)), nil
		}),
		speciesGetter("ArrayBuffer"),
	)
	bget := func(name string, f func(b *arrayBuffer) Value) lazyEntry {
		return getterEntry("ArrayBuffer.prototype", name, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			b := bufferOf(this.asObject())
			if b == nil {
				return undefined, m.typeError("Method get ArrayBuffer.prototype.%s called on incompatible receiver %s", name, m.receiverValueText(this))
			}
			return f(b), nil
		})
	}
	protoTables[protoArrayBuffer] = newTable(protoEntries(protoArrayBuffer)...)
	protoTables[protoArrayBuffer].add(
		bget("byteLength", func(b *arrayBuffer) Value { return num(float64(len(b.data))) }),
		bget("maxByteLength", func(b *arrayBuffer) Value {
			if b.resizable {
				return num(float64(b.maxLen))
			}
			return num(float64(len(b.data)))
		}),
		bget("resizable", func(b *arrayBuffer) Value { return boolean(b.resizable) }),
		bget("detached", func(b *arrayBuffer) Value { return boolean(b.detached) }),
		fn("ArrayBuffer.prototype.slice", 2, arrayBufferSlice),
		fn("ArrayBuffer.prototype.resize", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			b, err := thisBuffer(m, this, "resize")
			if err != nil {
				return undefined, err
			}
			if !b.resizable {
				return undefined, m.typeError("Method ArrayBuffer.prototype.resize called on incompatible receiver %s", m.receiverValueText(this))
			}
			n, err := m.bufferLength(arg(args, 0), "ArrayBuffer.prototype.resize: Invalid length parameter")
			if err != nil {
				return undefined, err
			}
			if b.detached {
				return undefined, m.typeError("Cannot perform ArrayBuffer.prototype.resize on a detached ArrayBuffer")
			}
			if n > b.maxLen {
				return undefined, m.rangeError("ArrayBuffer.prototype.resize: Invalid length parameter")
			}
			if n > len(b.data) {
				m.charge(n - len(b.data))
				b.data = append(b.data, make([]byte, n-len(b.data))...)
			} else {
				clear(b.data[n:]) // bytes cut off read as zero if the buffer grows again
				b.data = b.data[:n]
			}
			return undefined, nil
		}),
		fn("ArrayBuffer.prototype.transfer", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.arrayBufferTransfer(this, args, "transfer", true)
		}),
		fn("ArrayBuffer.prototype.transferToFixedLength", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.arrayBufferTransfer(this, args, "transferToFixedLength", false)
		}),
		tagEntry("ArrayBuffer"),
	)
	globalTable.add(val("ArrayBuffer", func(m *Machine) Value { return obj(m.ctor(protoArrayBuffer)) }))
}

func arrayBufferSlice(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	b, err := thisBuffer(m, this, "slice")
	if err != nil {
		return undefined, err
	}
	if b.detached {
		return undefined, m.typeError("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer")
	}
	start, end, err := relRange(m, arg(args, 0), arg(args, 1), len(b.data))
	if err != nil {
		return undefined, err
	}
	n := max(end-start, 0)
	o := this.asObject()
	c, err := m.speciesConstructor(o, m.ctor(protoArrayBuffer))
	if err != nil {
		return undefined, err
	}
	if c.asObject() != m.ctor(protoArrayBuffer) {
		// new C(n) runs the program's code: the self-hosted library makes
		// it, then __bufferSliceInto checks it and copies.
		return m.tailCall(m.libFunction("ArrayBuffer_sliceSpecies"), undefined, []Value{c, this, num(float64(start)), num(float64(n))}, retPush, nil)
	}
	if b.detached {
		// The constructor getter detached it.
		return undefined, m.typeError("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer")
	}
	r := m.newArrayBuffer(make([]byte, n))
	copy(bufferOf(r).data, b.data[min(start, len(b.data)):])
	return obj(r), nil
}

// bufferSliceInto ends a slice whose species constructor made r: r must
// be another, long enough ArrayBuffer, and neither may be detached.
func (m *Machine) bufferSliceInto(src, r Value, start, n int) error {
	b, rb := bufferOf(src.asObject()), bufferOf(r.asObject())
	switch {
	case rb == nil:
		return m.typeError("Method ArrayBuffer.prototype.slice called on incompatible receiver %s", m.receiverValueText(r))
	case rb.detached:
		return m.typeError("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer")
	case r.asObject() == src.asObject():
		return m.typeError("ArrayBuffer subclass returned this from species constructor")
	case len(rb.data) < n:
		return m.typeError("Derived ArrayBuffer constructor created a buffer which was too small")
	case b == nil || b.detached:
		// The species constructor detached this buffer.
		return m.typeError("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer")
	}
	if start < len(b.data) {
		copy(rb.data[:n], b.data[start:min(start+n, len(b.data))])
	}
	return nil
}

// arrayBufferTransfer is transfer (keeping resizability) and
// transferToFixedLength: a new buffer takes the bytes, this one is
// detached.
func (m *Machine) arrayBufferTransfer(this Value, args []Value, method string, keepResizable bool) (Value, error) {
	b, err := thisBuffer(m, this, method)
	if err != nil {
		return undefined, err
	}
	n := len(b.data)
	if a := arg(args, 0); !a.isUndefined() {
		if n, err = m.bufferLength(a, "Invalid array buffer length"); err != nil {
			return undefined, err
		}
	}
	if b.detached {
		return undefined, m.typeError("Cannot perform ArrayBuffer.prototype.%s on a detached ArrayBuffer", method)
	}
	nb := &arrayBuffer{}
	if keepResizable && b.resizable {
		if n > b.maxLen {
			return undefined, m.rangeError("ArrayBuffer.prototype.%s: Invalid length parameter", method)
		}
		nb.resizable, nb.maxLen = true, b.maxLen
	}
	data := b.data
	if n != len(data) {
		m.charge(n)
		data = make([]byte, n)
		copy(data, b.data)
	}
	nb.data = data
	b.data, b.detached = nil, true
	m.charge(objectSize)
	return obj(&Object{class: ClassArrayBuffer, proto: m.proto(protoArrayBuffer), internal: nb}), nil
}
