package vm

import (
	"math"
	"strconv"
	"unsafe"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// Conversions and operators with JavaScript semantics. Slow paths of the
// interpreter loop land here; they may call back into JavaScript
// (valueOf/toString) through callNested.

func (m *Machine) toPrimitive(v Value, hint string) (Value, error) {
	if v.kind != KObject {
		return v, nil
	}
	o := v.ref.(*Object)
	if ex, err := m.get(o, symToPrimitive.key, v); err != nil {
		return undefined, err
	} else if ex.isCallable() {
		h := hint
		if h == "" {
			h = "default"
		}
		r, err := m.callFunction(ex, v, []Value{str(h)})
		if err != nil {
			return undefined, err
		}
		if r.kind == KObject {
			return undefined, m.typeError("Cannot convert object to primitive value")
		}
		return r, nil
	} else if !ex.isNullish() {
		// GetMethod: a present [Symbol.toPrimitive] must be callable.
		return undefined, m.typeError("%s is not a function", m.inspectShort(ex))
	}
	if hint == "" {
		hint = "number"
		if o.class == ClassDate {
			hint = "string"
		}
	}
	order := [2]string{"valueOf", "toString"}
	if hint == "string" {
		order = [2]string{"toString", "valueOf"}
	}
	for _, name := range order {
		f, err := m.get(o, name, v)
		if err != nil {
			return undefined, err
		}
		if f.isCallable() {
			r, err := m.callFunction(f, v, nil)
			if err != nil {
				return undefined, err
			}
			if r.kind != KObject {
				return r, nil
			}
		}
	}
	return undefined, m.typeError("Cannot convert object to primitive value")
}

func (m *Machine) toNumber(v Value) (float64, error) {
	switch v.kind {
	case KNumber:
		return v.num, nil
	case KBool:
		return v.num, nil
	case KString:
		return stringToNumber(v.ref.(string)), nil
	case KNull:
		return 0, nil
	case KSymbol:
		return 0, m.typeError("Cannot convert a Symbol value to a number")
	case KBigInt:
		return 0, m.typeError("Cannot convert a BigInt value to a number")
	case KObject:
		p, err := m.toPrimitive(v, "number")
		if err != nil {
			return 0, err
		}
		return m.toNumber(p)
	}
	return math.NaN(), nil
}

func (m *Machine) toString(v Value) (string, error) {
	switch v.kind {
	case KString:
		return v.ref.(string), nil
	case KNumber:
		return numberToString(v.num), nil
	case KBool:
		if v.num != 0 {
			return "true", nil
		}
		return "false", nil
	case KNull:
		return "null", nil
	case KSymbol:
		return "", m.typeError("Cannot convert a Symbol value to a string")
	case KBigInt:
		s := bigintDecimal(v)
		m.charge(strHeader + len(s))
		return s, nil
	case KObject:
		p, err := m.toPrimitive(v, "string")
		if err != nil {
			return "", err
		}
		return m.toString(p)
	}
	return "undefined", nil
}

func (m *Machine) toPropertyKey(v Value) (string, error) {
	switch v.kind {
	case KString:
		return v.ref.(string), nil
	case KSymbol:
		return v.ref.(*Symbol).key, nil
	case KNumber:
		f := v.num
		if f >= 0 && f < 1e9 && f == math.Trunc(f) {
			return strconv.Itoa(int(f)), nil
		}
		return numberToString(f), nil
	case KObject:
		// ToPrimitive(hint string) may give a symbol.
		p, err := m.toPrimitive(v, "string")
		if err != nil {
			return "", err
		}
		if p.kind == KSymbol {
			return p.ref.(*Symbol).key, nil
		}
		return m.toString(p)
	}
	return m.toString(v)
}

func (m *Machine) toObject(v Value) (*Object, error) {
	switch v.kind {
	case KObject:
		return v.ref.(*Object), nil
	case KUndefined, KNull:
		return nil, m.typeError("Cannot convert undefined or null to object")
	case KString:
		return &Object{class: ClassString, proto: m.proto(protoString), internal: v.ref.(string)}, nil
	case KSymbol:
		return &Object{proto: m.proto(protoSymbol), internal: v.ref.(*Symbol)}, nil
	case KNumber:
		return &Object{class: ClassNumber, proto: m.proto(protoNumber), internal: v.num}, nil
	case KBool:
		return &Object{class: ClassBoolean, proto: m.proto(protoBoolean), internal: v.num != 0}, nil
	case KBigInt:
		return m.bigintObject(v), nil
	}
	return m.newObject(), nil
}

func (m *Machine) add(a, b Value) (Value, error) {
	if a.kind == KString && b.kind == KString {
		s, err := m.concatStrings(a.ref.(string), b.ref.(string))
		return str(s), err
	}
	if a.kind == KString && b.kind == KNumber && isSafeInteger(b.num) && a.ref.(string) != "" {
		// "item " + i: the digits are not made a string of their own
		// (with a empty, the result would be that string).
		var digits [20]byte
		ds := intDigits(&digits, b.num)
		if err := m.checkConcatLen(a.ref.(string), ds); err != nil {
			return undefined, err
		}
		return str(m.appendConcat(a.ref.(string), ds)), nil // ASCII digits: no surrogate halves meet
	}
	pa, err := m.toPrimitive(a, "")
	if err != nil {
		return undefined, err
	}
	pb, err := m.toPrimitive(b, "")
	if err != nil {
		return undefined, err
	}
	if pa.kind == KString || pb.kind == KString {
		sa, err := m.toString(pa)
		if err != nil {
			return undefined, err
		}
		sb, err := m.toString(pb)
		if err != nil {
			return undefined, err
		}
		s, err := m.concatStrings(sa, sb)
		return str(s), err
	}
	// Numbers, BigInts, or a TypeError (a Symbol, a mix).
	return m.numericOp(compile.OpAdd, pa, pb)
}

func (m *Machine) arith(op compile.Opcode, a, b Value) (Value, error) {
	return m.numericOp(op, a, b)
}

func (m *Machine) compareOp(op compile.Opcode, a, b Value) (bool, error) {
	pa, err := m.toPrimitive(a, "number")
	if err != nil {
		return false, err
	}
	pb, err := m.toPrimitive(b, "number")
	if err != nil {
		return false, err
	}
	if pa.kind == KString && pb.kind == KString {
		return orderHolds(op, wtf8.Compare(pa.ref.(string), pb.ref.(string))), nil
	}
	if pa.kind == KBigInt || pb.kind == KBigInt {
		return m.compareBigIntOp(op, pa, pb)
	}
	x, err := m.toNumber(pa)
	if err != nil {
		return false, err
	}
	y, err := m.toNumber(pb)
	if err != nil {
		return false, err
	}
	switch op {
	case compile.OpLt:
		return x < y, nil
	case compile.OpLtEq:
		return x <= y, nil
	case compile.OpGt:
		return x > y, nil
	}
	return x >= y, nil
}

// orderHolds reports whether the relational operator op (< <= > >=) holds
// for two operands that compare as c (-1, 0 or 1).
func orderHolds(op compile.Opcode, c int) bool {
	switch op {
	case compile.OpLt:
		return c < 0
	case compile.OpLtEq:
		return c <= 0
	case compile.OpGt:
		return c > 0
	}
	return c >= 0
}

func (m *Machine) looseEquals(a, b Value) (bool, error) {
	for {
		if a.kind == b.kind {
			return strictEquals(a, b), nil
		}
		if a.isNullish() && b.isNullish() {
			return true, nil
		}
		switch {
		case a.kind == KNumber && b.kind == KString:
			return a.num == stringToNumber(b.ref.(string)), nil
		case a.kind == KString && b.kind == KNumber:
			return stringToNumber(a.ref.(string)) == b.num, nil
		case a.kind == KBigInt && (b.kind == KNumber || b.kind == KString):
			return looseEqualsBigInt(a.asBigInt(), b), nil
		case b.kind == KBigInt && (a.kind == KNumber || a.kind == KString):
			return looseEqualsBigInt(b.asBigInt(), a), nil
		case a.kind == KBool:
			a = num(a.num)
			continue
		case b.kind == KBool:
			b = num(b.num)
			continue
		case a.kind == KObject && (b.kind == KNumber || b.kind == KString || b.kind == KBigInt || b.kind == KSymbol):
			p, err := m.toPrimitive(a, "")
			if err != nil {
				return false, err
			}
			a = p
			continue
		case b.kind == KObject && (a.kind == KNumber || a.kind == KString || a.kind == KBigInt || a.kind == KSymbol):
			p, err := m.toPrimitive(b, "")
			if err != nil {
				return false, err
			}
			b = p
			continue
		}
		return false, nil
	}
}

func (m *Machine) inOp(k, o Value) (bool, error) {
	ob := o.asObject()
	if ob != nil && ob.class == ClassArray && k.kind == KNumber {
		// Fast path for `i in array` (the self-hosted array methods test
		// every index): a present element answers without a string key.
		if i := int(k.num); float64(i) == k.num && i >= 0 && i < len(ob.arr) && ob.arr[i].kind != KEmpty {
			return true, nil
		}
	}
	if ob == nil {
		ks, _ := m.toString(k)
		if k.kind == KSymbol {
			ks = k.ref.(*Symbol).String() // V8 names it: 'Symbol(x)'
		}
		return false, m.typeError("Cannot use 'in' operator to search for '%s' in %s", ks, m.receiverValueText(o))
	}
	key, err := m.toPropertyKey(k)
	if err != nil {
		return false, err
	}
	return m.hasProperty(ob, key)
}

func (m *Machine) instanceOf(v, c Value) (bool, error) {
	co := c.asObject()
	if co == nil {
		return false, m.typeError("Right-hand side of 'instanceof' is not an object")
	}
	// A [Symbol.hasInstance] method decides, unless it is the built-in
	// Function.prototype one (the common case, done inline below).
	h, err := m.getV(c, symHasInstance.key)
	if err != nil {
		return false, err
	}
	if ho := h.asObject(); !h.isNullish() && (ho == nil || ho.class != ClassNative || ho.native != hasInstanceID) {
		if ho == nil {
			return false, m.typeError("%s %s is not a function", typeOf(h), m.inspectShort(h))
		}
		if !ho.isCallable() {
			return false, m.typeError("%s is not a function", m.inspectShort(h))
		}
		r, err := m.callNested(h, c, []Value{v})
		return truthy(r), err
	}
	if !co.isCallable() {
		return false, m.typeError("Right-hand side of 'instanceof' is not callable")
	}
	return m.ordinaryHasInstance(v, c)
}

// ordinaryHasInstance is OrdinaryHasInstance: v's prototype chain holds
// c's prototype (through bound functions to their target).
func (m *Machine) ordinaryHasInstance(v, c Value) (bool, error) {
	co := c.asObject()
	if co == nil || !co.isCallable() {
		return false, nil
	}
	for co.class == ClassBound {
		co = co.internal.(*boundData).target
	}
	o := v.asObject()
	if o == nil {
		return false, nil
	}
	pv, err := m.get(co, "prototype", c)
	if err != nil {
		return false, err
	}
	proto := pv.asObject()
	if proto == nil {
		return false, m.typeError("Function has non-object prototype '%s' in instanceof check", m.inspectShort(pv))
	}
	p, err := m.getPrototypeOf(o)
	for hops := 0; p != nil; hops++ {
		if err != nil {
			return false, err
		}
		if hops&protoWalkCheck == protoWalkCheck {
			m.work(protoWalkCheck + 1)
		}
		if p == proto {
			return true, nil
		}
		p, err = m.getPrototypeOf(p)
	}
	return false, err
}

func (m *Machine) getElem(base, key Value) (Value, error) {
	if key.kind == KNumber {
		f := key.num
		if f >= 0 && f == math.Trunc(f) && f < 1<<31 {
			return m.getIndex(base, int(f))
		}
	}
	if base.isNullish() {
		k, _ := m.toPropertyKey(key)
		if k == symIterator.key {
			return undefined, m.notIterableValue(base)
		}
		return undefined, m.typeError("Cannot read properties of %s (reading '%s')", typeName(base), m.keyText(k))
	}
	k, err := m.toPropertyKey(key)
	if err != nil {
		return undefined, err
	}
	return m.getV(base, k)
}

func (m *Machine) setElem(base, key, v Value, strict bool) error {
	if key.kind == KNumber && key.num >= 0 && key.num == math.Trunc(key.num) {
		if o := base.asObject(); o != nil && o.class == ClassTypedArray {
			return m.taSet(o, key.num+0, v) // (a key of -0 is "0")
		}
	}
	if key.kind == KNumber {
		if o := base.asObject(); o != nil && o.class == ClassArray && o.sealed == 0 && !o.hasIndex {
			f := key.num
			if f >= 0 && f == math.Trunc(f) && f < 1<<31 {
				i := int(f)
				if i < len(o.arr) {
					o.arr[i] = v
					return nil
				}
				if i == len(o.arr) && i < maxArrayLength && !o.lengthReadOnly() {
					o.arr = append(growValues(o.arr, 1), v)
					return nil
				}
			}
		}
	}
	if base.isNullish() {
		k, _ := m.toPropertyKey(key)
		return m.typeError("Cannot set properties of %s (setting '%s')", typeName(base), m.keyText(k))
	}
	k, err := m.toPropertyKey(key)
	if err != nil {
		return err
	}
	return m.setV(base, k, v, strict)
}

func (m *Machine) deleteV(base, key Value, strict bool) (bool, error) {
	if base.isNullish() {
		k, _ := m.toPropertyKey(key)
		return false, m.typeError("Cannot convert undefined or null to object (deleting '%s')", k)
	}
	k, err := m.toPropertyKey(key)
	if err != nil {
		return false, err
	}
	o := base.asObject()
	if o == nil {
		return true, nil
	}
	return m.deleteProp(o, k, strict)
}

func (m *Machine) concat(vals []Value) (string, error) {
	if len(vals) == 2 && vals[0].kind == KString && vals[1].kind == KString {
		return m.concatStrings(vals[0].ref.(string), vals[1].ref.(string))
	}
	if len(vals) > maxConcatPieces {
		return m.concatMany(vals)
	}
	// Each value converted in turn, then one string: no string for the
	// pieces joined so far, nor for an integer's digits, which are
	// written into the result (converting a number runs no code, so
	// doing it last keeps the order of conversions). Fixed arrays, not
	// slices: stores to them need no write barriers.
	var strs [maxConcatPieces]string
	var ints [maxConcatPieces]int64
	var isInt [maxConcatPieces]bool
	n, digitBytes := 0, 0
	for i, v := range vals {
		if v.kind == KNumber && isSafeInteger(v.num) {
			var digits [20]byte
			ints[i], isInt[i] = int64(v.num), true
			d := len(intDigits(&digits, v.num))
			n, digitBytes = n+d, digitBytes+d
		} else {
			s, err := m.toString(v)
			if err != nil {
				return "", err
			}
			strs[i] = s
			n += len(s)
		}
		if n > maxStringLength && digitBytes+concatUnits(strs[:i+1]) > maxStringLength {
			// Past the bound in bytes, and in code units.
			return "", m.errStringLength()
		}
	}
	if len(vals) == 1 {
		if isInt[0] {
			return strconv.FormatInt(ints[0], 10), nil
		}
		return strs[0], nil
	}
	m.charge(strHeader + n)
	m.workBytes(n)
	b := make([]byte, 0, n)
	for i := range vals {
		if isInt[i] {
			b = strconv.AppendInt(b, ints[i], 10)
		} else {
			b = wtf8.AppendCanonical(b, strs[i]) // halves of a surrogate pair that meet join
		}
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), nil
}

// maxConcatPieces is the most values concat converts into fixed arrays;
// longer templates take concatMany.
const maxConcatPieces = 8

// concatMany is concat for many values: each converted in turn, then one
// string.
func (m *Machine) concatMany(vals []Value) (string, error) {
	strs := make([]string, len(vals))
	n := 0
	for i, v := range vals {
		s, err := m.toString(v)
		if err != nil {
			return "", err
		}
		strs[i] = s
		if n += len(s); n > maxStringLength && concatUnits(strs[:i+1]) > maxStringLength {
			return "", m.errStringLength()
		}
	}
	m.charge(strHeader + n)
	m.workBytes(n)
	b := make([]byte, 0, n)
	for _, s := range strs {
		b = wtf8.AppendCanonical(b, s)
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), nil
}

// concatUnits is the number of UTF-16 code units of strs together.
func concatUnits(strs []string) int {
	units := 0
	for _, s := range strs {
		units += wtf8.UTF16Len(s)
	}
	return units
}

// intDigits is the decimal digits of f, a safe integer (isSafeInteger),
// written in buf: a string of them without an allocation, valid while buf
// is.
func intDigits(buf *[20]byte, f float64) string {
	d := strconv.AppendInt(buf[:0], int64(f), 10) // -0 is "0", as numberToString has it
	return unsafe.String(&d[0], len(d))
}

// isSafeInteger reports whether f is an integer of at most 53 bits, whose
// string is its decimal digits (-0 is "0").
func isSafeInteger(f float64) bool { return f == math.Trunc(f) && math.Abs(f) < 1<<53 }

// copyDataProperties copies src's own enumerable properties onto o
// (object spread, rest patterns, Object.assign-like).
func (m *Machine) copyDataProperties(o *Object, src Value, exclude []string) error {
	switch src.kind {
	case KUndefined, KNull:
		return nil
	case KString:
		s := src.ref.(string)
		n := wtf8.UTF16Len(s)
		for i := 0; i < n; i++ {
			k := strconv.Itoa(i)
			if !contains(exclude, k) {
				m.charge(propCharge + strHeader + len(k))
				o.setOwn(k, str(wtf8.CharAt(s, i)))
			}
		}
		return nil
	case KObject:
	default:
		return nil
	}
	so := src.ref.(*Object)
	if so.class == ClassProxy {
		return m.proxyEachEnumerable(so, true, true, exclude, func(k string, v Value) error {
			m.charge(propCharge)
			o.setOwn(k, v)
			return nil
		})
	}
	for _, k := range so.appendSymbolKeys(m.ownKeys(so, true)) {
		if contains(exclude, k) {
			continue
		}
		v, err := m.get(so, k, src)
		if err != nil {
			return err
		}
		m.charge(propCharge)
		o.setOwn(k, v)
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// callFunction calls f from Go and returns its result (a nested run for
// compiled functions; see callNested).
func (m *Machine) callFunction(f, this Value, args []Value) (Value, error) {
	return m.callNested(f, this, args)
}

const maxNesting = 24

// callNested runs a JavaScript call to completion from inside a built-in.
// It is used only where the language makes a built-in call back
// synchronously (getters, setters, valueOf/toString, JSON.stringify's
// toJSON/replacer, String.prototype.replace with a function): the nested
// run cannot yield, its depth is bounded, and a step cap stops runaway
// callbacks. Built-ins that take callbacks routinely (Array.prototype.map,
// promise reactions...) are self-hosted or job-driven instead.
func (m *Machine) callNested(f, this Value, args []Value) (Value, error) {
	m.checkInterrupt() // a built-in may call back many times (interrupt.go)
	if m.nestDepth >= maxNesting {
		return undefined, m.rangeError("Maximum call stack size exceeded")
	}
	m.nestDepth++
	prevR, prevE, prevD := m.nestedResult, m.nestedErr, m.nestedDone
	m.nestedResult, m.nestedErr, m.nestedDone = undefined, nil, false
	// The built-in's own work so far is set aside: it is not the
	// callback's, and must not count against the nested run's step cap.
	work := m.pendingSteps
	m.pendingSteps = 0
	depth := len(m.frames)
	m.push(f)
	m.push(this)
	for _, a := range args {
		m.push(a)
	}
	if err := m.callValue(len(args), retStop, nil, ""); err != nil {
		m.nestedErr, m.nestedDone = err, true
	}
	if !m.nestedDone || len(m.frames) > depth {
		// (A resumed async generator's body runs after its next() already
		// delivered the promise.)
		m.exec(depth)
	}
	r, e, done := m.nestedResult, m.nestedErr, m.nestedDone
	m.nestedResult, m.nestedErr, m.nestedDone = prevR, prevE, prevD
	m.pendingSteps += work
	m.nestDepth--
	if !done {
		return undefined, m.rangeError("a callback run from a built-in did not complete")
	}
	return r, e
}
