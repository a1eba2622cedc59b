package vm

import (
	"math/big"
	"strconv"
	"strings"
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
		r, n := decodeWTF8(s[i:])
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
		r, n := decodeWTF8(s[i:])
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
			return m.structuredClone(arg(args, 0), map[*Object]*Object{}, 0)
		}),
	)
}

// structuredClone copies plain data: objects, arrays, Map, Set, Date,
// primitives and wrappers; cycles and shared references are preserved.
func (m *Machine) structuredClone(v Value, seen map[*Object]*Object, depth int) (Value, error) {
	if depth > maxGoRecursion {
		return undefined, m.rangeError("Maximum call stack size exceeded")
	}
	depth++
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
				if j := o.exoticElement(k); j < 0 || o.props[j].flags&flagHidden != 0 {
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
		c := &Object{class: o.class, proto: m.proto(protoObject)}
		if o.class == ClassError {
			c.proto = o.proto
			c.internal = &errorData{}
			for _, k := range []string{"message", "name", "cause"} {
				if i := o.find(k); i >= 0 {
					c.setHidden(k, o.props[i].val)
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
			c.setOwn(k, cx)
		}
		return obj(c), nil
	case ClassMap, ClassSet:
		d := o.internal.(*mapData)
		nd := newMapData()
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
		c := &Object{class: o.class, proto: o.proto, internal: o.internal}
		seen[o] = c
		return obj(c), nil
	}
	return undefined, m.dataCloneError(v)
}

// dataCloneError is the DOMException structuredClone throws (name
// DataCloneError).
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
