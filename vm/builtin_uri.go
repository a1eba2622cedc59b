package vm

import (
	"encoding/base64"
	"math/big"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// encodeURIComponent, encodeURI, decodeURIComponent, decodeURI and
// structuredClone.

const uriUnreservedMarks = "-_.!~*'()"
const uriReserved = ";/?:@&=+$,#"

func isURIUnreserved(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte(uriUnreservedMarks, c) >= 0
}

func (m *Machine) uriEncode(s string, keep string) (string, error) {
	b := strBuf{m: m} // escapes triple every byte: the result can pass the limit
	for i := 0; i < len(s) && !b.tooLong; {
		c := s[i]
		if c < 0x80 {
			if isURIUnreserved(c) || strings.IndexByte(keep, c) >= 0 {
				b.WriteByte(c)
			} else {
				b.WriteString("%" + strings.ToUpper(hex2(c)))
			}
			i++
			continue
		}
		r, n := wtf8.Decode(s[i:])
		if r >= 0xD800 && r < 0xE000 {
			return "", m.errorf(protoURIError, "URI malformed")
		}
		for j := 0; j < n; j++ {
			b.WriteString("%" + strings.ToUpper(hex2(s[i+j])))
		}
		i += n
	}
	if b.tooLong {
		return "", m.errStringLength()
	}
	return b.String(), nil
}

func (m *Machine) uriDecode(s string, reservedKeep string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		if i+2 >= len(s) || digitVal(rune(s[i+1])) < 0 || digitVal(rune(s[i+1])) > 15 || digitVal(rune(s[i+2])) < 0 || digitVal(rune(s[i+2])) > 15 {
			return "", m.errorf(protoURIError, "URI malformed")
		}
		v := byte(digitVal(rune(s[i+1]))<<4 | digitVal(rune(s[i+2])))
		if v < 0x80 && strings.IndexByte(reservedKeep, v) >= 0 {
			b.WriteString(s[i : i+3])
		} else {
			b.WriteByte(v)
		}
		i += 2
	}
	out := b.String()
	if !isValidUTF8(out) {
		return "", m.errorf(protoURIError, "URI malformed")
	}
	return out, nil
}

func isValidUTF8(s string) bool {
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s[i:])
		if r == 0xFFFD && n == 1 {
			return false
		}
		i += n
	}
	return true
}

func uriFn(qual string, f func(m *Machine, s string) (string, error)) lazyEntry {
	return fn(qual, 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		s, err := m.toString(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		r, err := f(m, s)
		return str(r), err
	})
}

func init() {
	globalTable.add(
		uriFn("encodeURIComponent", func(m *Machine, s string) (string, error) { return m.uriEncode(s, "") }),
		uriFn("encodeURI", func(m *Machine, s string) (string, error) { return m.uriEncode(s, uriReserved) }),
		uriFn("decodeURIComponent", func(m *Machine, s string) (string, error) { return m.uriDecode(s, "") }),
		uriFn("decodeURI", func(m *Machine, s string) (string, error) { return m.uriDecode(s, uriReserved) }),
		fn("structuredClone", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			seen := map[*Object]*Object{}
			moved, err := m.cloneTransfers(arg(args, 1), seen)
			if err != nil {
				return undefined, err
			}
			v, err := m.structuredClone(arg(args, 0), seen, 0)
			if err != nil {
				return undefined, err
			}
			for _, b := range moved {
				b.data, b.detached = nil, true
			}
			return v, nil
		}),
		base64Fn("btoa", btoa),
		base64Fn("atob", atob),
		uriFn("escape", func(m *Machine, s string) (string, error) { return escapeString(s), nil }),
		uriFn("unescape", func(m *Machine, s string) (string, error) { return unescapeString(s), nil }),
	)
}

// base64Fn is btoa or atob: like uriFn, but node's TypeError when called
// without an argument.
func base64Fn(qual string, f func(m *Machine, s string) (string, error)) lazyEntry {
	return fn(qual, 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		if len(args) == 0 {
			return undefined, m.typeError("The \"input\" argument must be specified")
		}
		s, err := m.toString(args[0])
		if err != nil {
			return undefined, err
		}
		r, err := f(m, s)
		return str(r), err
	})
}

// btoa is the web's base64 encoder over a "binary string": every code unit
// must be at most U+00FF (one byte), like in node.
func btoa(m *Machine, s string) (string, error) {
	units := wtf8.ToUTF16(s)
	raw := make([]byte, len(units))
	for i, u := range units {
		if u > 0xFF {
			return "", m.domException("InvalidCharacterError", "Invalid character")
		}
		raw[i] = byte(u)
	}
	return base64.StdEncoding.EncodeToString(raw), nil
}

// atob decodes base64 into a binary string (one code unit per byte). It
// checks the input the way node 20 does (lib/buffer.js): ASCII whitespace
// is ignored, at most two '=' and only at the end, and the length without
// padding must not leave a single character over.
func atob(m *Machine, s string) (string, error) {
	invalid := func() (string, error) {
		return "", m.domException("InvalidCharacterError", "Invalid character")
	}
	var data strings.Builder
	count, equals := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r':
			continue
		case c == '=':
			equals++
			if equals > 2 {
				return invalid()
			}
		case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/':
			if equals > 0 {
				return invalid() // '=' only at the end
			}
			data.WriteByte(c)
		default:
			return invalid()
		}
		count++
	}
	rem := count % 4
	if rem == 0 {
		rem = (count - equals) % 4
	} else if equals > 0 {
		return invalid()
	}
	if rem == 1 {
		return "", m.domException("InvalidCharacterError", "The string to be decoded is not correctly encoded.")
	}
	raw := decodeBase64Bits(data.String())
	units := make([]uint16, len(raw))
	for i, c := range raw {
		units[i] = uint16(c)
	}
	return wtf8.FromUTF16(units), nil
}

// decodeBase64Bits decodes validated, unpadded base64 text; left-over bits
// of the last character are dropped (Go's strict decoder would refuse
// non-zero ones, the web's decoder ignores them).
func decodeBase64Bits(data string) []byte {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	var out []byte
	var acc, bits uint
	for i := 0; i < len(data); i++ {
		acc = acc<<6 | uint(strings.IndexByte(alphabet, data[i]))
		bits += 6
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>bits))
			acc &= 1<<bits - 1
		}
	}
	return out
}

// escape and unescape are Annex B's percent encodings of UTF-16 code units
// (%XX below U+0100, %uXXXX above).
func escapeString(s string) string {
	const keep = "@*_+-./"
	var b strings.Builder
	for _, u := range wtf8.ToUTF16(s) {
		switch {
		case u < 0x80 && (isAlnumByte(byte(u)) || strings.IndexByte(keep, byte(u)) >= 0):
			b.WriteByte(byte(u))
		case u < 0x100:
			b.WriteString("%" + strings.ToUpper(hex2(byte(u))))
		default:
			b.WriteString("%u" + strings.ToUpper(hex2(byte(u>>8))+hex2(byte(u))))
		}
	}
	return b.String()
}

func isAlnumByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func unescapeString(s string) string {
	u := wtf8.ToUTF16(s)
	out := make([]uint16, 0, len(u))
	hexAt := func(i, n int) (uint16, bool) {
		if i+n > len(u) {
			return 0, false
		}
		var v uint16
		for _, c := range u[i : i+n] {
			d := digitVal(rune(c))
			if c > 0x7F || d < 0 || d > 15 {
				return 0, false
			}
			v = v<<4 | uint16(d)
		}
		return v, true
	}
	for i := 0; i < len(u); i++ {
		if u[i] == '%' {
			if i+1 < len(u) && u[i+1] == 'u' {
				if v, ok := hexAt(i+2, 4); ok {
					out = append(out, v)
					i += 5
					continue
				}
			} else if v, ok := hexAt(i+1, 2); ok {
				out = append(out, v)
				i += 2
				continue
			}
		}
		out = append(out, u[i])
	}
	return wtf8.FromUTF16(out)
}

// domException makes an Error named like node's DOMException (name, code
// of the legacy table when it has one).
func (m *Machine) domException(name, msg string) error {
	err := m.errorf(protoError, "%s", msg)
	if te, ok := err.(*Exception); ok {
		if o := te.Value.asObject(); o != nil {
			o.setHidden("name", str(name))
			if name == "InvalidCharacterError" {
				o.setHidden("code", num(5))
			}
		}
	}
	return err
}

// structuredClone copies plain data: objects, arrays, Map, Set, Date,
// primitives and wrappers; cycles and shared references are preserved.
func (m *Machine) structuredClone(v Value, seen map[*Object]*Object, depth int) (Value, error) {
	if depth > maxGoRecursion {
		return undefined, m.rangeError("Maximum call stack size exceeded")
	}
	depth++
	m.work(1)
	o := v.asObject()
	if o == nil {
		if v.kind == KSymbol {
			return undefined, m.dataCloneError(v)
		}
		return v, nil
	}
	if c, ok := seen[o]; ok {
		return obj(c), nil
	}
	switch o.class {
	case ClassArray:
		c := m.newArray(make([]Value, len(o.arr)))
		seen[o] = c
		for i, x := range o.arr {
			if x.kind == KEmpty {
				// A hole, or an enumerable element with a getter or
				// attributes (read through [[Get]]).
				k := strconv.Itoa(i)
				if j := o.exoticElement(k); j < 0 || o.props()[j].flags&flagHidden != 0 {
					c.arr[i] = empty
					continue
				}
				var err error
				if x, err = m.get(o, k, v); err != nil {
					return undefined, err
				}
			}
			cx, err := m.structuredClone(x, seen, depth)
			if err != nil {
				return undefined, err
			}
			c.arr[i] = cx
		}
		return obj(c), nil
	case ClassObject, ClassError:
		if b, ok := o.internal.(*big.Int); ok {
			c := m.bigintObject(bigintVal(b)) // Object(1n)
			seen[o] = c
			return obj(c), nil
		}
		m.charge(objectSize)
		c := &Object{class: o.class, proto: m.proto(protoObject)}
		if o.class == ClassError {
			c.proto = o.proto
			c.internal = &errorData{}
			for _, k := range []string{"message", "name", "cause"} {
				if i := o.find(k); i >= 0 {
					c.setHidden(k, o.props()[i].val)
				}
			}
		}
		seen[o] = c
		for _, k := range m.ownKeys(o, true) {
			x, err := m.get(o, k, v)
			if err != nil {
				return undefined, err
			}
			cx, err := m.structuredClone(x, seen, depth)
			if err != nil {
				return undefined, err
			}
			m.charge(propSize + len(k))
			c.setOwn(k, cx)
		}
		return obj(c), nil
	case ClassArrayBuffer:
		b := o.internal.(*arrayBuffer)
		if b.detached {
			return undefined, m.dataCloneError(v)
		}
		c := m.newArrayBuffer(append([]byte{}, b.data...))
		cb := c.internal.(*arrayBuffer)
		cb.resizable, cb.maxLen = b.resizable, b.maxLen
		seen[o] = c
		return obj(c), nil
	case ClassTypedArray, ClassDataView:
		// The buffer is cloned once: views of one buffer share its clone.
		var buf *Object
		switch d := o.internal.(type) {
		case *typedArray:
			buf = d.buf
		case *dataView:
			buf = d.buf
		}
		cb, err := m.structuredClone(obj(buf), seen, depth)
		if err != nil {
			return undefined, err
		}
		m.charge(objectSize + 48)
		c := &Object{class: o.class, proto: o.proto}
		switch d := o.internal.(type) {
		case *typedArray:
			c.proto = m.proto(taInfos[d.kind].proto)
			c.internal = &typedArray{kind: d.kind, buf: cb.asObject(), offset: d.offset, length: d.length}
		case *dataView:
			c.proto = m.proto(protoDataView)
			c.internal = &dataView{buf: cb.asObject(), offset: d.offset, length: d.length}
		}
		seen[o] = c
		return obj(c), nil
	case ClassMap, ClassSet:
		d := o.internal.(*mapData)
		nd := newMapData()
		m.charge(objectSize + mapDataSize + len(d.keys)*mapStoreSize)
		c := &Object{class: o.class, proto: o.proto, internal: nd}
		seen[o] = c
		for i, k := range d.keys {
			if k.kind == KEmpty {
				continue
			}
			ck, err := m.structuredClone(k, seen, depth)
			if err != nil {
				return undefined, err
			}
			cv, err := m.structuredClone(d.vals[i], seen, depth)
			if err != nil {
				return undefined, err
			}
			nd.set(ck, cv)
		}
		return obj(c), nil
	case ClassDate, ClassBoolean, ClassNumber, ClassString:
		m.charge(objectSize + 16)
		c := &Object{class: o.class, proto: o.proto, internal: o.internal}
		seen[o] = c
		return obj(c), nil
	case ClassRegExp:
		// The pattern and flags only, as node clones it: a plain RegExp
		// (a subclass's prototype is not kept), lastIndex 0, no own
		// properties.
		d := o.internal.(*regexpData)
		c, err := m.newRegExp(d.source, d.flags)
		if err != nil {
			return undefined, err
		}
		seen[o] = c
		return obj(c), nil
	}
	return undefined, m.dataCloneError(v)
}

// dataCloneError is the DOMException structuredClone throws (name
// DataCloneError).
// cloneTransfers reads structuredClone's {transfer: [...]}: each
// ArrayBuffer listed gets its clone in seen now (taking its bytes), and is
// detached once the clone succeeds.
func (m *Machine) cloneTransfers(opts Value, seen map[*Object]*Object) ([]*arrayBuffer, error) {
	oo := opts.asObject()
	if oo == nil {
		return nil, nil
	}
	tv, err := m.get(oo, "transfer", opts)
	if err != nil || tv.isUndefined() {
		return nil, err
	}
	list, err := m.iterateToSlice(tv)
	if err != nil {
		return nil, err
	}
	var moved []*arrayBuffer
	for _, t := range list {
		b := bufferOf(t.asObject())
		if b == nil || b.detached || seen[t.asObject()] != nil {
			return nil, m.dataCloneError(t)
		}
		c := m.newArrayBuffer(b.data)
		cb := c.internal.(*arrayBuffer)
		cb.resizable, cb.maxLen = b.resizable, b.maxLen
		seen[t.asObject()] = c
		moved = append(moved, b)
	}
	return moved, nil
}

func (m *Machine) dataCloneError(v Value) error {
	what := m.inspectShort(v)
	if o := v.asObject(); o != nil && o.isCallable() {
		what = m.functionText(o) // node quotes the function's source
	}
	err := m.errorf(protoError, "%s could not be cloned.", what)
	if te, ok := err.(*Exception); ok {
		if o := te.Value.asObject(); o != nil {
			o.setHidden("name", str("DataCloneError"))
		}
	}
	return err
}
