package vm

import (
	"encoding/json"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// maxDataDepth is how deep values crossing the host boundary may nest.
const maxDataDepth = 32

// maxGoRecursion bounds built-ins that walk nested data recursively in Go
// (JSON.stringify, structuredClone), like a JavaScript stack would.
const maxGoRecursion = 10000

type jsonEnc struct {
	m        *Machine
	buf      []byte
	indent   string
	replacer Value
	allow    []string
	hasAllow bool
	stack    []*Object
	keys     []string // keys[i] is the key stack[i] was reached by (for the cycle message)
	// slots are the keys of the plain objects being written, each
	// object's after its parent's (plainObject).
	slots    []jsonSlot
	boundary bool // host boundary: depth limit, errors instead of TypeErrors
	memNext  int  // the output length at which fits next checks the memory budget
}

// jsonMemStep is how much the output grows between two checks of the
// memory budget. A value that shares objects (a DAG) can have JSON many
// times its heap size, so the output is bounded by the budget while it is
// written, not after.
const jsonMemStep = 64 << 10

// exportJSON serializes a value crossing the host boundary (tool input,
// the program's result) by JSON.stringify's rules; undefined becomes null.
func (m *Machine) exportJSON(v Value) (json.RawMessage, error) {
	e := &jsonEnc{m: m, boundary: true}
	ok, err := e.value(nil, "", v) // no replacer: the holder is never seen
	if err != nil {
		return nil, err
	}
	if !ok {
		return json.RawMessage("null"), nil
	}
	return json.RawMessage(e.buf), nil
}

// value appends the serialization of v; ok is false when v serializes to
// nothing (undefined, functions).
func (e *jsonEnc) value(holder *Object, key string, v Value) (bool, error) {
	m := e.m
	m.work(1)
	if v.kind == KObject || v.kind == KBigInt {
		toJSON, err := m.getV(v, "toJSON")
		if err != nil {
			return false, err
		}
		if toJSON.isCallable() {
			v, err = m.callFunction(toJSON, v, []Value{str(key)})
			if err != nil {
				return false, err
			}
		}
	}
	if e.replacer.kind != KUndefined {
		var err error
		v, err = m.callFunction(e.replacer, obj(holder), []Value{str(key), v})
		if err != nil {
			return false, err
		}
	}
	if o := v.asObject(); o != nil {
		switch o.class {
		case ClassNumber:
			f, err := m.toNumber(v)
			if err != nil {
				return false, err
			}
			v = num(f)
		case ClassString:
			s, err := m.toString(v)
			if err != nil {
				return false, err
			}
			v = str(s)
		case ClassBoolean:
			v = boolean(o.internal.(bool))
		default:
			if b, ok := o.internal.(*big.Int); ok {
				v = bigintVal(b) // Object(1n): fails below like 1n
			}
		}
	}
	switch v.kind {
	case KBigInt:
		return false, m.typeError("Do not know how to serialize a BigInt")
	case KNull:
		e.buf = append(e.buf, "null"...)
	case KBool:
		if v.num != 0 {
			e.buf = append(e.buf, "true"...)
		} else {
			e.buf = append(e.buf, "false"...)
		}
	case KString:
		if !e.fitsQuoted(v.ref.(string)) {
			return false, m.errStringLength()
		}
		m.workBytes(len(v.ref.(string)))
		e.buf = quoteJSON(e.buf, v.ref.(string))
	case KNumber:
		if math.IsInf(v.num, 0) || v.num != v.num {
			e.buf = append(e.buf, "null"...)
		} else {
			e.buf = append(e.buf, numberToString(v.num)...)
		}
	case KObject:
		o := v.ref.(*Object)
		if o.isCallable() {
			return false, nil
		}
		for i, s := range e.stack {
			if s == o {
				if e.boundary {
					return false, m.typeError("the value contains a cycle, which cannot be copied as plain data")
				}
				return false, m.typeError("%s", e.circularMessage(i, key))
			}
		}
		if e.boundary && len(e.stack) >= maxDataDepth {
			return false, m.typeError("the value nests more than %d levels", maxDataDepth)
		}
		if len(e.stack) >= maxGoRecursion {
			return false, m.rangeError("Maximum call stack size exceeded")
		}
		e.stack = append(e.stack, o)
		e.keys = append(e.keys, key)
		isArr, err := m.isArray(v)
		if err != nil {
			return false, err
		}
		if isArr {
			err = e.array(o)
		} else {
			err = e.object(o)
		}
		e.stack = e.stack[:len(e.stack)-1]
		e.keys = e.keys[:len(e.keys)-1]
		return true, err
	default:
		return false, nil
	}
	return true, nil
}

func (e *jsonEnc) newline() {
	if e.indent == "" {
		return
	}
	e.buf = append(e.buf, '\n')
	for range e.stack {
		e.buf = append(e.buf, e.indent...)
	}
}

// circularMessage is V8's TypeError message for a cycle: the path from the
// object seen again (stack[start]) back to it, at most two steps after the
// start, an ellipsis, and the last step.
func (e *jsonEnc) circularMessage(start int, closingKey string) string {
	ctor := func(o *Object) string {
		if name := e.m.constructorName(o, "Object"); name != "" {
			return name
		}
		return "Object"
	}
	step := func(holder *Object, key string) string {
		if holder.class == ClassArray {
			return "index " + key
		}
		return "property '" + key + "'"
	}
	var b strings.Builder
	b.WriteString("Converting circular structure to JSON\n    --> starting at object with constructor '" + ctor(e.stack[start]) + "'")
	line := func(i int) {
		b.WriteString("\n    |     " + step(e.stack[i-1], e.keys[i]) + " -> object with constructor '" + ctor(e.stack[i]) + "'")
	}
	n := len(e.stack)
	i := start + 1
	for ; i < n && i < start+3; i++ {
		line(i)
	}
	if n > i+1 {
		b.WriteString("\n    |     ...")
	}
	for i = max(i, n-1); i < n; i++ {
		line(i)
	}
	b.WriteString("\n    --- " + step(e.stack[n-1], closingKey) + " closes the circle")
	return b.String()
}

// array writes an array, or a proxy of one (whose length and elements
// are read through its traps).
func (e *jsonEnc) array(o *Object) error {
	e.buf = append(e.buf, '[')
	n := len(o.arr)
	proxy := o.class == ClassProxy
	if proxy {
		f, err := e.m.lengthOf(obj(o))
		if err != nil {
			return err
		}
		n = int(f)
	}
	for i := 0; i < n && (proxy || i < len(o.arr)); i++ {
		if !e.fits(1 + len(e.indent)*len(e.stack) + 5) {
			return e.m.errStringLength()
		}
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		e.newline()
		var v Value
		if proxy {
			var err error
			if v, err = e.m.get(o, strconv.Itoa(i), obj(o)); err != nil {
				return err
			}
		} else if v = o.arr[i]; v.kind == KEmpty {
			// A hole reads through the prototype chain (or is an element
			// with a getter, see exoticElement).
			var err error
			if v, err = e.m.get(o, strconv.Itoa(i), obj(o)); err != nil {
				return err
			}
		}
		ok, err := e.value(o, strconv.Itoa(i), v)
		if err != nil {
			return err
		}
		if !ok {
			e.buf = append(e.buf, "null"...)
		}
	}
	if n > 0 {
		e.stack = e.stack[:len(e.stack)-1]
		e.newline()
		e.stack = append(e.stack, o)
	}
	e.buf = append(e.buf, ']')
	return nil
}

// jsonSlot is an enumerable own key of a plain object and the index of its
// property when the keys were listed.
type jsonSlot struct {
	key string
	i   int
}

// plainObject writes an ordinary object with only string keys that are
// not array indices, as object does but without a key list of its own:
// the keys go on e.slots, and a property still in its slot is read from
// it (a toJSON or replacer that changed o moves it, and the read is then
// the specification's Get).
func (e *jsonEnc) plainObject(o *Object) error {
	m := e.m
	base := len(e.slots)
	for i := range o.props() {
		if p := &o.plist[i]; p.flags&flagHidden == 0 && !isSymbolKey(p.key) && !p.isTombstone() {
			e.slots = append(e.slots, jsonSlot{p.key, i})
		}
	}
	slots := e.slots[base:] // later objects' keys go after these
	defer func() { e.slots = e.slots[:base] }()
	m.work(len(slots))
	e.buf = append(e.buf, '{')
	first := true
	for _, sl := range slots {
		k := sl.key
		var v Value
		if ps := o.props(); sl.i < len(ps) && ps[sl.i].key == k && ps[sl.i].flags&(flagAccessor|flagTombstone) == 0 {
			v = ps[sl.i].val
		} else {
			var err error
			if v, err = m.get(o, k, obj(o)); err != nil {
				return err
			}
		}
		if err := e.member(o, k, v, &first); err != nil {
			return err
		}
	}
	e.close(o, first)
	return nil
}

// member writes the member k: v of object o, after a comma unless *first
// (still set: no member written yet), which it clears once it writes one
// (a value JSON leaves out writes none).
func (e *jsonEnc) member(o *Object, k string, v Value, first *bool) error {
	if !e.fits(1+len(e.indent)*len(e.stack)+3) || !e.fitsQuoted(k) {
		return e.m.errStringLength()
	}
	mark := len(e.buf)
	if !*first {
		e.buf = append(e.buf, ',')
	}
	e.newline()
	e.buf = quoteJSON(e.buf, k)
	e.buf = append(e.buf, ':')
	if e.indent != "" {
		e.buf = append(e.buf, ' ')
	}
	ok, err := e.value(o, k, v)
	if err != nil {
		return err
	}
	if ok {
		*first = false
	} else {
		e.buf = e.buf[:mark]
	}
	return nil
}

// close ends object o's text; empty says it has no members.
func (e *jsonEnc) close(o *Object, empty bool) {
	if !empty {
		e.stack = e.stack[:len(e.stack)-1]
		e.newline()
		e.stack = append(e.stack, o)
	}
	e.buf = append(e.buf, '}')
}

func (e *jsonEnc) object(o *Object) error {
	m := e.m
	if !e.hasAllow && o.class == ClassObject && o.lazy == nil && !o.hasIndex {
		return e.plainObject(o)
	}
	e.buf = append(e.buf, '{')
	keys := e.allow
	if !e.hasAllow {
		var err error
		if keys, err = m.enumerableOwnKeys(o, false); err != nil {
			return err
		}
	}
	first := true
	for _, k := range keys {
		v, err := m.get(o, k, obj(o))
		if err != nil {
			return err
		}
		if err := e.member(o, k, v, &first); err != nil {
			return err
		}
	}
	e.close(o, first)
	return nil
}

const hexDigits = "0123456789abcdef"

// quoteJSON appends s as a JSON string the way JSON.stringify writes it.
// fits reports whether extra more code units (or bytes: an upper bound)
// keep the output within maxStringLength. The output never has more code
// units than bytes, so it is decoded only when its bytes pass the limit.
func (e *jsonEnc) fits(extra int) bool {
	e.account(extra)
	return e.fitsLength(extra)
}

func (e *jsonEnc) fitsLength(extra int) bool {
	if len(e.buf)+extra <= maxStringLength {
		return true
	}
	return wtf8.UTF16Len(unsafe.String(unsafe.SliceData(e.buf), len(e.buf)))+extra <= maxStringLength
}

// account checks, every jsonMemStep bytes, that the output with extra
// bytes more fits in the memory budget: the buffer is a temporary of up to
// twice its length (append's spare room) beside the live heap, and the
// arrays it grew out of are garbage the collector has not taken yet.
func (e *jsonEnc) account(extra int) {
	if n := len(e.buf) + extra; n >= e.memNext {
		e.m.reserve(3 * n)
		e.memNext = n + jsonMemStep
	}
}

// fitsQuoted reports whether s, quoted, fits in the output; checked before
// quoting because escapes can make it six times longer.
func (e *jsonEnc) fitsQuoted(s string) bool {
	e.account(len(s) + 2)
	if e.fitsLength(6*len(s) + 2) {
		return true
	}
	return e.fitsLength(quotedJSONLen(s))
}

// quotedJSONLen is the UTF-16 length of quoteJSON(nil, s).
func quotedJSONLen(s string) int {
	n := 2
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			switch {
			case c == '"' || c == '\\' || c == '\b' || c == '\f' || c == '\n' || c == '\r' || c == '\t':
				n += 2
			case c < 0x20:
				n += 6
			default:
				n++
			}
			i++
			continue
		}
		r, size := wtf8.Decode(s[i:])
		switch {
		case r >= 0xD800 && r < 0xE000, r == utf8.RuneError && size == 1:
			n += 6
		case r >= 0x10000:
			n += 2
		default:
			n++
		}
		i += size
	}
	return n
}

func quoteJSON(buf []byte, s string) []byte {
	buf = append(buf, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < 0x80 {
			switch c {
			case '"':
				buf = append(buf, '\\', '"')
			case '\\':
				buf = append(buf, '\\', '\\')
			case '\b':
				buf = append(buf, '\\', 'b')
			case '\f':
				buf = append(buf, '\\', 'f')
			case '\n':
				buf = append(buf, '\\', 'n')
			case '\r':
				buf = append(buf, '\\', 'r')
			case '\t':
				buf = append(buf, '\\', 't')
			default:
				if c < 0x20 {
					buf = append(buf, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&15])
				} else {
					buf = append(buf, c)
				}
			}
			i++
			continue
		}
		r, n := wtf8.Decode(s[i:])
		if r >= 0xD800 && r < 0xE000 {
			buf = append(buf, '\\', 'u', hexDigits[r>>12&15], hexDigits[r>>8&15], hexDigits[r>>4&15], hexDigits[r&15])
		} else if r == utf8.RuneError && n == 1 {
			buf = append(buf, "\\ufffd"...)
		} else {
			buf = append(buf, s[i:i+n]...)
		}
		i += n
	}
	return append(buf, '"')
}

// importJSON turns host JSON into program values.
func (m *Machine) importJSON(data json.RawMessage) (Value, error) {
	if len(data) == 0 {
		return undefined, nil
	}
	m.charge(strHeader + len(data)) // the copy, which strings in the value share
	p := &jsonParser{m: m, s: string(data), boundary: true}
	return p.parse()
}

type jsonParser struct {
	m        *Machine
	s        string
	i        int
	depth    int
	boundary bool // host data: its errors name the boundary's limits
	// The elements and properties of the arrays and objects being
	// parsed, innermost last: each array or object is made at its size
	// when it ends, instead of growing as it is read.
	elems []Value
	props []prop
	// boxes hold the headers of the string values (they are substrings of
	// s, which they keep alive anyway).
	boxes stringBoxes
}

func (p *jsonParser) parse() (Value, error) {
	p.skip()
	v, err := p.value()
	if err != nil {
		return undefined, err
	}
	p.skip()
	if p.i < len(p.s) {
		return undefined, p.m.syntaxError("Unexpected non-whitespace character after JSON at position %d", wtf8.UTF16Len(p.s[:p.i]))
	}
	return v, nil
}

// errAt is a V8 JSON.parse error naming the current position (in UTF-16
// code units).
func (p *jsonParser) errAt(msg string) error {
	return p.m.syntaxError("%s in JSON at position %d", msg, wtf8.UTF16Len(p.s[:min(p.i, len(p.s))]))
}

func (p *jsonParser) skip() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *jsonParser) unexpected() error {
	if p.i >= len(p.s) {
		return p.m.syntaxError("Unexpected end of JSON input")
	}
	switch c := p.s[p.i]; {
	case c == '"':
		return p.errAt("Unexpected string")
	case c == '-' || c >= '0' && c <= '9':
		return p.errAt("Unexpected number")
	}
	switch p.s {
	case "NaN", "Infinity", "undefined", "[object Object]":
		return p.m.syntaxError("\"%s\" is not valid JSON", p.s)
	}
	r, _ := wtf8.Decode(p.s[p.i:])
	u := wtf8.ToUTF16(p.s)
	const ctx = 10
	if len(u) <= 2*ctx {
		return p.m.syntaxError("Unexpected token '%s', \"%s\" is not valid JSON", string(r), p.s)
	}
	// Longer sources (V8: from 21 code units) are quoted as ten code units
	// of context either side.
	pos := wtf8.UTF16Len(p.s[:p.i])
	switch {
	case pos < ctx:
		return p.m.syntaxError("Unexpected token '%s', \"%s\"... is not valid JSON", string(r), wtf8.FromUTF16(u[:pos+ctx]))
	case pos < len(u)-ctx:
		return p.m.syntaxError("Unexpected token '%s', ...\"%s\"... is not valid JSON", string(r), wtf8.FromUTF16(u[pos-ctx:pos+ctx]))
	}
	return p.m.syntaxError("Unexpected token '%s', ...\"%s\" is not valid JSON", string(r), wtf8.FromUTF16(u[pos-ctx:]))
}

func (p *jsonParser) value() (Value, error) {
	p.m.work(1)
	if p.i >= len(p.s) {
		return undefined, p.unexpected()
	}
	switch c := p.s[p.i]; {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		s, err := p.str()
		if err != nil {
			return undefined, err
		}
		return p.boxes.value(s), nil
	case c == 't':
		return p.lit("true", vTrue)
	case c == 'f':
		return p.lit("false", vFalse)
	case c == 'n':
		return p.lit("null", null)
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	}
	return undefined, p.unexpected()
}

func (p *jsonParser) lit(word string, v Value) (Value, error) {
	for j := 0; j < len(word); j++ {
		if p.i >= len(p.s) || p.s[p.i] != word[j] {
			return undefined, p.unexpected()
		}
		p.i++
	}
	return v, nil
}

func (p *jsonParser) number() (Value, error) {
	start := p.i
	if p.s[p.i] == '-' {
		p.i++
	}
	if p.i >= len(p.s) {
		return undefined, p.errAt("No number after minus sign")
	}
	if p.s[p.i] == '0' {
		p.i++
		if p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			return undefined, p.errAt("Unexpected number")
		}
	} else if p.s[p.i] >= '1' && p.s[p.i] <= '9' {
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
		}
	} else {
		return undefined, p.errAt("No number after minus sign")
	}
	if p.i < len(p.s) && p.s[p.i] == '.' {
		p.i++
		if p.i >= len(p.s) || p.s[p.i] < '0' || p.s[p.i] > '9' {
			return undefined, p.errAt("Unterminated fractional number")
		}
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
		}
	}
	if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		p.i++
		if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
			p.i++
		}
		if p.i >= len(p.s) || p.s[p.i] < '0' || p.s[p.i] > '9' {
			return undefined, p.errAt("Exponent part is missing a number")
		}
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
		}
	}
	f, err := strconv.ParseFloat(p.s[start:p.i], 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
			return undefined, p.unexpected()
		}
	}
	return num(f), nil
}

func (p *jsonParser) str() (string, error) {
	p.i++ // opening quote
	start := p.i
	defer func() { p.m.workBytes(p.i - start) }()
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '"' {
			s := p.s[start:p.i]
			p.i++
			return s, nil
		}
		if c == '\\' || c < 0x20 {
			break
		}
		p.i++
	}
	var b strings.Builder
	b.WriteString(p.s[start:p.i])
	var units []uint16
	flush := func() {
		if len(units) > 0 {
			b.WriteString(wtf8.FromUTF16(units))
			units = units[:0]
		}
	}
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			flush()
			p.i++
			return b.String(), nil
		case c < 0x20:
			return "", p.errAt("Bad control character in string literal")
		case c == '\\':
			p.i++
			if p.i >= len(p.s) {
				// V8: a backslash at the very end is the end of the input.
				return "", p.m.syntaxError("Unexpected end of JSON input")
			}
			e := p.s[p.i]
			p.i++
			if e == 'u' {
				for k := 0; k < 4; k++ {
					if p.i+k >= len(p.s) || !isHex(p.s[p.i+k]) {
						p.i += k
						return "", p.errAt("Bad Unicode escape")
					}
				}
				x, _ := strconv.ParseUint(p.s[p.i:p.i+4], 16, 16)
				p.i += 4
				units = append(units, uint16(x))
				continue
			}
			flush()
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			default:
				p.i--
				return "", p.errAt("Bad escaped character")
			}
		default:
			flush()
			b.WriteByte(c)
			p.i++
		}
	}
	return "", p.errAt("Unterminated string")
}

func (p *jsonParser) enter() error {
	p.depth++
	if p.depth > 5000 {
		return p.m.rangeError("Maximum call stack size exceeded")
	}
	return nil
}

func (p *jsonParser) array() (Value, error) {
	if err := p.enter(); err != nil {
		return undefined, err
	}
	defer func() { p.depth-- }()
	p.i++
	p.skip()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return p.m.newArrayValue([]Value{}), nil
	}
	start := len(p.elems)
	for {
		p.skip()
		v, err := p.value()
		if err != nil {
			return undefined, err
		}
		if len(p.elems)-start >= maxArrayLength {
			if p.boundary {
				return undefined, p.m.rangeError("an array has more than %d elements, the most a program can hold", maxArrayLength)
			}
			return undefined, p.m.errArrayLength()
		}
		p.elems = append(p.elems, v)
		p.skip()
		if p.i < len(p.s) && p.s[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.s) && p.s[p.i] == ']' {
			p.i++
			vals := slices.Clone(p.elems[start:])
			clear(p.elems[start:])
			p.elems = p.elems[:start]
			return p.m.newArrayValue(vals), nil
		}
		return undefined, p.errAt("Expected ',' or ']' after array element")
	}
}

func (p *jsonParser) object() (Value, error) {
	if err := p.enter(); err != nil {
		return undefined, err
	}
	defer func() { p.depth-- }()
	p.i++
	o := p.m.newObject()
	p.skip()
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return obj(o), nil
	}
	start := len(p.props)
	for first := true; ; first = false {
		p.skip()
		if p.i >= len(p.s) || p.s[p.i] != '"' {
			if first {
				return undefined, p.errAt("Expected property name or '}'")
			}
			return undefined, p.errAt("Expected double-quoted property name")
		}
		k, err := p.str()
		if err != nil {
			return undefined, err
		}
		p.skip()
		if p.i >= len(p.s) || p.s[p.i] != ':' {
			return undefined, p.errAt("Expected ':' after property name")
		}
		p.i++
		p.skip()
		v, err := p.value()
		if err != nil {
			return undefined, err
		}
		p.m.charge(propCharge)
		p.props = append(p.props, prop{key: k, val: v})
		p.skip()
		if p.i < len(p.s) && p.s[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.s) && p.s[p.i] == '}' {
			p.i++
			// setOwn keeps a repeated key where it was first, with the
			// last value; the list has room for every key.
			read := p.props[start:]
			o.plist = make([]prop, 0, len(read))
			for _, e := range read {
				o.setOwn(e.key, e.val)
			}
			clear(read)
			p.props = p.props[:start]
			return obj(o), nil
		}
		return undefined, p.errAt("Expected ',' or '}' after property value")
	}
}

func init() {
	globalTable.add(val("JSON", func(m *Machine) Value {
		o := &Object{proto: m.proto(protoObject), lazy: &lazyInst{t: jsonTable}}
		return obj(o)
	}))
}

var jsonTable = newTable(
	fn("JSON.parse", 2, jsonParse), // node's own-key order: parse, stringify
	fn("JSON.stringify", 3, jsonStringify),
)

func jsonStringify(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	e := &jsonEnc{m: m}
	if r := arg(args, 1); r.isCallable() {
		e.replacer = r
	} else if isArr, err := m.isArray(r); err != nil {
		return undefined, err
	} else if isArr {
		e.hasAllow = true
		items, err := m.argList(r) // LengthOfArrayLike and Get: a proxy's traps run
		if err != nil {
			return undefined, err
		}
		for _, x := range items {
			if xo := x.asObject(); xo != nil && (xo.class == ClassString || xo.class == ClassNumber) {
				s, err := m.toString(x) // String and Number objects name keys too
				if err != nil {
					return undefined, err
				}
				x = str(s)
			}
			if x.kind == KString || x.kind == KNumber {
				s, _ := m.toString(x)
				if !contains(e.allow, s) {
					e.allow = append(e.allow, s)
				}
			}
		}
	}
	sp := arg(args, 2)
	if so := sp.asObject(); so != nil && so.class == ClassNumber {
		f, err := m.toNumber(sp)
		if err != nil {
			return undefined, err
		}
		sp = num(f)
	} else if so != nil && so.class == ClassString {
		s, err := m.toString(sp)
		if err != nil {
			return undefined, err
		}
		sp = str(s)
	}
	switch sp.kind {
	case KNumber:
		n := int(math.Min(10, math.Max(0, toInteger(sp.num))))
		e.indent = strings.Repeat(" ", n)
	case KString:
		s := sp.ref.(string)
		if wtf8.UTF16Len(s) > 10 {
			s = wtf8.Substring(s, 0, 10)
		}
		e.indent = s
	}
	holder := m.newObject()
	v := arg(args, 0)
	holder.setOwn("", v)
	ok, err := e.value(holder, "", v)
	if err != nil {
		return undefined, err
	}
	if !ok {
		return undefined, nil
	}
	m.charge(strHeader + len(e.buf))
	return str(string(e.buf)), nil
}

func jsonParse(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	p := &jsonParser{m: m, s: s}
	v, err := p.parse()
	if err != nil {
		return undefined, err
	}
	if rv := arg(args, 1); rv.isCallable() {
		holder := m.newObject()
		holder.setOwn("", v)
		return m.revive(rv, holder, "", 0)
	}
	return v, nil
}

// revive is InternalizeJSONProperty. It walks the values as they are when
// it reaches them, which the reviver may have replaced by deeper ones than
// the text had: its depth is bounded like a stack.
func (m *Machine) revive(reviver Value, holder *Object, key string, depth int) (Value, error) {
	if depth > maxGoRecursion {
		return undefined, m.rangeError("Maximum call stack size exceeded")
	}
	m.work(1)
	v, err := m.get(holder, key, obj(holder))
	if err != nil {
		return undefined, err
	}
	if o := v.asObject(); o != nil && o.class == ClassProxy {
		if err := m.reviveProxy(reviver, o, depth); err != nil {
			return undefined, err
		}
	} else if o != nil {
		for _, k := range m.ownKeys(o, true) {
			nv, err := m.revive(reviver, o, k, depth+1)
			if err != nil {
				return undefined, err
			}
			if nv.kind == KUndefined {
				m.deleteProp(o, k, false)
			} else {
				o.setOwn(k, nv)
			}
		}
	}
	return m.callFunction(reviver, obj(holder), []Value{str(key), v})
}

// reviveProxy is InternalizeJSONProperty's walk of a proxy a reviver
// returned: its elements (IsArray) or enumerable keys, each revived value
// stored by CreateDataProperty or removed by [[Delete]], through its traps.
func (m *Machine) reviveProxy(reviver Value, o *Object, depth int) error {
	isArr, err := m.isArray(obj(o))
	if err != nil {
		return err
	}
	var keys []string
	if isArr {
		n, err := m.lengthOf(obj(o))
		if err != nil {
			return err
		}
		for i := 0; i < int(n); i++ {
			m.work(1)
			keys = append(keys, strconv.Itoa(i))
		}
	} else if keys, err = m.enumerableOwnKeys(o, false); err != nil {
		return err
	}
	for _, k := range keys {
		nv, err := m.revive(reviver, o, k, depth+1)
		if err != nil {
			return err
		}
		if nv.kind == KUndefined {
			_, err = m.deleteProp(o, k, false)
		} else {
			_, err = m.defineOwn(o, k, &propDesc{value: nv, writable: true, enumerable: true, configurable: true,
				hasValue: true, hasWritable: true, hasEnumerable: true, hasConfigurable: true})
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// initJSONTag adds JSON[Symbol.toStringTag] (called in order from
// builtin_es2025.go).
func initJSONTag() {
	jsonTable.add(tagEntry("JSON"))
}
