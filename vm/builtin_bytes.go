package vm

import (
	"encoding/hex"
	"strings"
	"unicode/utf8"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// TextEncoder and TextDecoder: bytes in Uint8Arrays (builtin_typedarray.go).

func init() {
	// TextEncoder / TextDecoder (UTF-8 only, like node's defaults).
	ctorIDs[protoTextEncoder] = registerCtor("TextEncoder", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Class constructor TextEncoder cannot be invoked without 'new'")
	}, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		m.charge(objectSize)
		return obj(&Object{proto: m.proto(protoTextEncoder)}), nil
	})
	ctorTables[protoTextEncoder] = newTable(ctorEntries(protoTextEncoder)...)
	protoTables[protoTextEncoder] = newTable(protoEntries(protoTextEncoder)...)
	protoTables[protoTextEncoder].add(
		val("encoding", func(m *Machine) Value { return str("utf-8") }),
		fn("TextEncoder.prototype.encode", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s := ""
			if a := arg(args, 0); !a.isUndefined() {
				var err error
				if s, err = m.toString(a); err != nil {
					return undefined, err
				}
			}
			b := []byte(wtf8.ToUTF8(s))
			buf := m.newArrayBuffer(b)
			return obj(m.newView(taUint8, buf, 0, len(b))), nil
		}),
		fn("TextEncoder.prototype.encodeInto", 2, textEncodeInto),
	)
	ctorIDs[protoTextDecoder] = registerCtor("TextDecoder", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Class constructor TextDecoder cannot be invoked without 'new'")
	}, textDecoderCtor)
	ctorTables[protoTextDecoder] = newTable(ctorEntries(protoTextDecoder)...)
	protoTables[protoTextDecoder] = newTable(protoEntries(protoTextDecoder)...)
	protoTables[protoTextDecoder].add(
		textDecoderEncoding(),
		fn("TextDecoder.prototype.decode", 1, textDecode),
	)
	globalTable.add(
		val("TextEncoder", func(m *Machine) Value { return obj(m.ctor(protoTextEncoder)) }),
		val("TextDecoder", func(m *Machine) Value { return obj(m.ctor(protoTextDecoder)) }),
	)
}

// textEncodeInto writes the UTF-8 of a string into a Uint8Array, whole
// characters only, and reports the UTF-16 units read and bytes written.
func textEncodeInto(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	src := arg(args, 0)
	if src.kind != KString {
		return undefined, m.typeError("The \"src\" argument must be of type string. Received %s", m.describeArg(src))
	}
	s := src.asString()
	dst := typedArrayOf(arg(args, 1).asObject())
	if dst == nil || dst.kind != taUint8 {
		return undefined, m.typeError("The \"dest\" argument must be an instance of Uint8Array. Received %s", m.describeArg(arg(args, 1)))
	}
	out := viewBytes(arg(args, 1).asObject())
	read, written := 0, 0
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s[i:])
		if r >= 0xD800 && r < 0xE000 {
			r = utf8.RuneError // a lone surrogate is encoded as U+FFFD
		}
		var buf [4]byte
		k := utf8.EncodeRune(buf[:], r)
		if written+k > len(out) {
			break
		}
		copy(out[written:], buf[:k])
		written += k
		read++
		if r > 0xFFFF {
			read++
		}
		i += n
	}
	return obj(m.plainObject("read", read, "written", written)), nil
}

const (
	slotFatal     = symbolPrefix + "#fatal"
	slotIgnoreBOM = symbolPrefix + "#ignoreBOM"
	slotEncoding  = symbolPrefix + "#encoding"
	slotStream    = symbolPrefix + "#stream" // "" or "+"/"-" (decoded anything yet) and the hex of the pending bytes
)

// decoderEncodings maps the WHATWG labels of the encodings TextDecoder
// knows to their names.
var decoderEncodings = map[string]string{
	"utf-8": "utf-8", "utf8": "utf-8", "unicode-1-1-utf-8": "utf-8", "unicode11utf8": "utf-8", "unicode20utf8": "utf-8", "x-unicode20utf8": "utf-8",
	"utf-16le": "utf-16le", "utf-16": "utf-16le", "ucs-2": "utf-16le", "unicode": "utf-16le", "csunicode": "utf-16le", "iso-10646-ucs-2": "utf-16le", "unicodefeff": "utf-16le",
	"windows-1252": "windows-1252", "latin1": "windows-1252", "iso-8859-1": "windows-1252", "iso8859-1": "windows-1252", "iso88591": "windows-1252",
	"iso_8859-1": "windows-1252", "iso_8859-1:1987": "windows-1252", "l1": "windows-1252", "ascii": "windows-1252", "us-ascii": "windows-1252",
	"cp1252": "windows-1252", "cp819": "windows-1252", "csisolatin1": "windows-1252", "ibm819": "windows-1252", "iso-ir-100": "windows-1252", "x-cp1252": "windows-1252",
}

// textDecoderEncoding is the encoding getter (the decoder's encoding name).
func textDecoderEncoding() lazyEntry {
	e := fn("TextDecoder.prototype.encoding", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		t := this.asObject()
		if t == nil || t.find(slotFatal) < 0 {
			return undefined, m.typeError("Value of \"this\" must be of type TextDecoder")
		}
		if i := t.find(slotEncoding); i >= 0 {
			return t.props()[i].val, nil
		}
		return str("utf-8"), nil
	})
	e.getter = true
	return e
}

func textDecoderCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	encoding := "utf-8"
	if l := arg(args, 0); !l.isUndefined() {
		s, err := m.toString(l)
		if err != nil {
			return undefined, err
		}
		if encoding = decoderEncodings[strings.ToLower(strings.TrimSpace(s))]; encoding == "" {
			return undefined, m.rangeError("The \"%s\" encoding is not supported", s)
		}
	}
	m.charge(objectSize)
	o := &Object{proto: m.proto(protoTextDecoder)}
	o.setHidden(slotEncoding, str(encoding))
	fatal, ignoreBOM := false, false
	if opts := arg(args, 1).asObject(); opts != nil {
		f, err := m.get(opts, "fatal", obj(opts))
		if err != nil {
			return undefined, err
		}
		b, err := m.get(opts, "ignoreBOM", obj(opts))
		if err != nil {
			return undefined, err
		}
		fatal, ignoreBOM = truthy(f), truthy(b)
	}
	o.setHidden(slotFatal, boolean(fatal))
	o.setHidden(slotIgnoreBOM, boolean(ignoreBOM))
	o.setOwn("fatal", boolean(fatal))
	o.setOwn("ignoreBOM", boolean(ignoreBOM))
	o.props()[o.find("fatal")].flags = flagHidden
	o.props()[o.find("ignoreBOM")].flags = flagHidden
	return obj(o), nil
}

func textDecode(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	t := this.asObject()
	if t == nil || t.find(slotFatal) < 0 {
		return undefined, m.typeError("Value of \"this\" must be of type TextDecoder")
	}
	fatal := truthy(t.props()[t.find(slotFatal)].val)
	ignoreBOM := truthy(t.props()[t.find(slotIgnoreBOM)].val)
	stream := false
	if opts := arg(args, 1).asObject(); opts != nil {
		v, err := m.get(opts, "stream", obj(opts))
		if err != nil {
			return undefined, err
		}
		stream = truthy(v)
	}
	in := arg(args, 0)
	var b []byte
	switch o := in.asObject(); {
	case in.isUndefined():
	case o != nil && (o.class == ClassTypedArray || o.class == ClassDataView):
		b = viewBytes(o)
	case o != nil && o.class == ClassArrayBuffer:
		b = bufferOf(o).data
	case o != nil && o.class == ClassArray:
		// Not a buffer in node either, but tool data often arrives as a
		// plain array of bytes: accept it like a Uint8Array.
		vals, err := m.iterateToSlice(in)
		if err != nil {
			return undefined, err
		}
		m.charge(len(vals))
		b = make([]byte, len(vals))
		for i, v := range vals {
			f, err := m.toNumber(v)
			if err != nil {
				return undefined, err
			}
			b[i] = byte(toInt32(f))
		}
	default:
		return undefined, m.typeError("The \"input\" argument must be an instance of ArrayBuffer or ArrayBufferView. Received %s", m.describeArg(in))
	}
	encoding := "utf-8"
	if i := t.find(slotEncoding); i >= 0 {
		encoding = t.props()[i].val.asString()
	}
	// A streaming decode keeps an incomplete trailing sequence for the
	// next call (hex in a hidden slot) and strips the BOM only once.
	started := false
	if i := t.find(slotStream); i >= 0 {
		st := t.props()[i].val.asString()
		started = strings.HasPrefix(st, "+")
		if len(st) > 1 {
			if pending, err := hex.DecodeString(st[1:]); err == nil {
				b = append(pending, b...)
			}
		}
	}
	var pending []byte
	if stream {
		b, pending = splitIncomplete(b, encoding)
		state := "-" // nothing decoded yet: a BOM may still come
		if started || len(b) > 0 {
			state = "+"
		}
		t.setHidden(slotStream, str(state+hex.EncodeToString(pending)))
	} else {
		t.setHidden(slotStream, str(""))
	}
	var s string
	ok := true
	switch encoding {
	case "utf-16le":
		if !ignoreBOM && !started && len(b) >= 2 && b[0] == 0xFF && b[1] == 0xFE {
			b = b[2:]
		}
		units := make([]uint16, 0, len(b)/2+1)
		for i := 0; i+1 < len(b); i += 2 {
			units = append(units, uint16(b[i])|uint16(b[i+1])<<8)
		}
		if len(b)%2 == 1 {
			units, ok = append(units, 0xFFFD), false
		}
		for i := 0; i < len(units); i++ {
			switch u := units[i]; {
			case u >= 0xD800 && u < 0xDC00 && i+1 < len(units) && units[i+1] >= 0xDC00 && units[i+1] < 0xE000:
				i++
			case u >= 0xD800 && u < 0xE000:
				units[i], ok = 0xFFFD, false
			}
		}
		s = wtf8.FromUTF16(units)
	case "windows-1252":
		// Node 20 decodes this label as ISO-8859-1 (each byte is its
		// code point), not with the 0x80-0x9F table of windows-1252.
		rs := make([]rune, len(b))
		for i, c := range b {
			rs[i] = rune(c)
		}
		s = string(rs)
	default:
		if !ignoreBOM && !started && len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
			b = b[3:]
		}
		s, ok = decodeUTF8(b)
	}
	if !ok && fatal {
		return undefined, m.typeError("The encoded data was not valid for encoding %s", encoding)
	}
	return str(s), nil
}

// splitIncomplete cuts a chunk before a trailing character whose bytes
// have not all arrived (a valid prefix of a UTF-8 sequence, an odd byte or
// a high surrogate of UTF-16).
func splitIncomplete(b []byte, encoding string) ([]byte, []byte) {
	switch encoding {
	case "windows-1252":
		return b, nil
	case "utf-16le":
		n := len(b) - len(b)%2
		if n >= 2 {
			if u := uint16(b[n-2]) | uint16(b[n-1])<<8; u >= 0xD800 && u < 0xDC00 {
				n -= 2
			}
		}
		return b[:n], append([]byte(nil), b[n:]...)
	}
	for back := 1; back <= 3 && back <= len(b); back++ {
		i := len(b) - back
		c := b[i]
		if c < 0x80 {
			return b, nil
		}
		if c < 0xC0 {
			continue // a continuation byte: look further back
		}
		need := 0
		switch {
		case c >= 0xC2 && c <= 0xDF:
			need = 2
		case c >= 0xE0 && c <= 0xEF:
			need = 3
		case c >= 0xF0 && c <= 0xF4:
			need = 4
		}
		if need > back && validPrefix(b[i:]) {
			return b[:i], append([]byte(nil), b[i:]...)
		}
		return b, nil
	}
	return b, nil
}

// validPrefix reports whether p can start a well-formed UTF-8 sequence.
func validPrefix(p []byte) bool {
	if len(p) < 2 {
		return true
	}
	lower, upper := byte(0x80), byte(0xBF)
	switch p[0] {
	case 0xE0:
		lower = 0xA0
	case 0xED:
		upper = 0x9F
	case 0xF0:
		lower = 0x90
	case 0xF4:
		upper = 0x8F
	}
	if p[1] < lower || p[1] > upper {
		return false
	}
	for _, c := range p[2:] {
		if c < 0x80 || c > 0xBF {
			return false
		}
	}
	return true
}

// decodeUTF8 is the WHATWG UTF-8 decoder: each maximal invalid subpart
// becomes one U+FFFD; ok reports that there was none.
func decodeUTF8(b []byte) (string, bool) {
	if utf8.Valid(b) {
		return string(b), true
	}
	var sb strings.Builder
	ok := true
	for i := 0; i < len(b); {
		c := b[i]
		if c < 0x80 {
			sb.WriteByte(c)
			i++
			continue
		}
		need, lower, upper := 0, byte(0x80), byte(0xBF)
		switch {
		case c >= 0xC2 && c <= 0xDF:
			need = 1
		case c >= 0xE0 && c <= 0xEF:
			need = 2
			if c == 0xE0 {
				lower = 0xA0
			} else if c == 0xED {
				upper = 0x9F
			}
		case c >= 0xF0 && c <= 0xF4:
			need = 3
			if c == 0xF0 {
				lower = 0x90
			} else if c == 0xF4 {
				upper = 0x8F
			}
		default:
			sb.WriteRune(utf8.RuneError)
			ok = false
			i++
			continue
		}
		j := i + 1
		valid := true
		for k := 0; k < need; k++ {
			if j >= len(b) || b[j] < lower || b[j] > upper {
				valid = false
				break
			}
			lower, upper = 0x80, 0xBF
			j++
		}
		if !valid {
			sb.WriteRune(utf8.RuneError)
			ok = false
			i = j
			continue
		}
		sb.Write(b[i:j])
		i = j
	}
	return sb.String(), ok
}
