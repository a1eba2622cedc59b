package vm

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Kind is the type tag of a Value.
type Kind uint8

const (
	KUndefined Kind = iota
	KNull
	KBool
	KNumber
	KString
	KObject
	// Internal kinds, never visible to programs.
	KEmpty    // an array hole or an uninitialized let/const binding
	KCell     // a local slot holding a captured variable's cell
	KInternal // VM bookkeeping in hidden slots (iterators)
	KSymbol   // a Symbol (ref is *Symbol)
	KBigInt   // a BigInt (ref is an immutable *big.Int, see bigint.go)
	// kColdObject is a reference, in a list read by a save or a memory
	// mark, to an object of a restore not built yet (thaw.go): num is its
	// id and ref its *restorer. No other code ever sees one.
	kColdObject
)

// Value is a JavaScript value. Numbers, booleans, undefined and null are
// held inline (no allocation); ref holds a string (a Go string boxed in the
// interface: constants are boxed once at compile time), an *Object, a *Cell
// or an internal record.
type Value struct {
	kind Kind
	num  float64
	ref  any
}

// Cell is a captured variable: closures share it.
type Cell struct{ v Value }

var (
	undefined = Value{}
	null      = Value{kind: KNull}
	vTrue     = Value{kind: KBool, num: 1}
	vFalse    = Value{kind: KBool}
	empty     = Value{kind: KEmpty}
)

func num(f float64) Value { return Value{kind: KNumber, num: f} }

// str is the Value of s. A string of one ASCII character (a character
// read from a string, a one-letter match or split part) is taken from
// asciiStrings instead of being boxed anew.
func str(s string) Value {
	if len(s) == 1 && s[0] < 0x80 {
		return asciiStrings[s[0]]
	}
	return Value{kind: KString, ref: s}
}

// asciiStrings are the strings of one ASCII character as Values, boxed
// once for all Machines (a box is never written).
var asciiStrings = func() (t [0x80]Value) {
	for i := range t {
		t[i] = Value{kind: KString, ref: string(rune(i))}
	}
	return t
}()

func obj(o *Object) Value { return Value{kind: KObject, ref: o} }
func boolean(b bool) Value {
	if b {
		return vTrue
	}
	return vFalse
}

func (v Value) isUndefined() bool { return v.kind == KUndefined }
func (v Value) isNullish() bool   { return v.kind == KUndefined || v.kind == KNull }
func (v Value) isObject() bool    { return v.kind == KObject }
func (v Value) asObject() *Object {
	if v.kind == KObject {
		return v.ref.(*Object)
	}
	return nil
}
func (v Value) asString() string { return v.ref.(string) }
func (v Value) asBool() bool     { return v.num != 0 }

func (v Value) isCallable() bool {
	o := v.asObject()
	return o != nil && o.isCallable()
}

// truthy is ToBoolean.
func truthy(v Value) bool {
	switch v.kind {
	case KBool:
		return v.num != 0
	case KNumber:
		return v.num != 0 && v.num == v.num
	case KString:
		return v.ref.(string) != ""
	case KObject, KSymbol:
		return true
	case KBigInt:
		return v.ref.(*big.Int).Sign() != 0
	}
	return false
}

// typeOf is the typeof operator.
func typeOf(v Value) string {
	switch v.kind {
	case KUndefined, KEmpty:
		return "undefined"
	case KNull:
		return "object"
	case KBool:
		return "boolean"
	case KNumber:
		return "number"
	case KString:
		return "string"
	case KObject:
		if v.ref.(*Object).isCallable() {
			return "function"
		}
		return "object"
	case KSymbol:
		return "symbol"
	case KBigInt:
		return "bigint"
	}
	return "undefined"
}

// numberToString formats a number like JavaScript's Number::toString.
func numberToString(f float64) string {
	switch {
	case f != f:
		return "NaN"
	case f == 0:
		return "0"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	if f == math.Trunc(f) && math.Abs(f) < 1e21 {
		if math.Abs(f) < 1<<53 {
			return strconv.FormatInt(int64(f), 10)
		}
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	if f < 0 {
		return "-" + numberToString(-f)
	}
	e := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±XX
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	n := x + 1
	k := len(digits)
	switch {
	case k <= n && n <= 21:
		return digits + strings.Repeat("0", n-k)
	case 0 < n && n <= 21:
		return digits[:n] + "." + digits[n:]
	case -6 < n && n <= 0:
		return "0." + strings.Repeat("0", -n) + digits
	}
	sign := "+"
	if n-1 < 0 {
		sign = "-"
	}
	ex := strconv.Itoa(abs(n - 1))
	if k == 1 {
		return digits + "e" + sign + ex
	}
	return digits[:1] + "." + digits[1:] + "e" + sign + ex
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func isJSSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

func trimJSSpace(s string) string { return strings.TrimFunc(s, isJSSpace) }

// stringToNumber is ToNumber applied to a string.
func stringToNumber(s string) float64 {
	s = trimJSSpace(s)
	if s == "" {
		return 0
	}
	if len(s) > 2 && s[0] == '0' {
		base := 0
		switch s[1] {
		case 'x', 'X':
			base = 16
		case 'o', 'O':
			base = 8
		case 'b', 'B':
			base = 2
		}
		if base != 0 {
			return parseIntDigits(s[2:], base, true)
		}
	}
	switch s {
	case "Infinity", "+Infinity":
		return math.Inf(1)
	case "-Infinity":
		return math.Inf(-1)
	}
	if !isDecimalLiteral(s) {
		return math.NaN()
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return f
		}
		return math.NaN()
	}
	return f
}

// parseIntDigits parses digits in base; strict rejects any invalid digit.
func parseIntDigits(s string, base int, strict bool) float64 {
	if s == "" {
		return math.NaN()
	}
	var v float64
	n := 0
	for _, c := range s {
		d := digitVal(c)
		if d < 0 || d >= base {
			if strict {
				return math.NaN()
			}
			break
		}
		v = v*float64(base) + float64(d)
		n++
	}
	if n == 0 {
		return math.NaN()
	}
	if base == 10 && n > 15 {
		// Exactness for long decimal inputs.
		f, err := strconv.ParseFloat(s[:n], 64)
		if err == nil {
			return f
		}
	}
	return v
}

func digitVal(c rune) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return -1
}

// isDecimalLiteral checks JavaScript's StrDecimalLiteral grammar (Go's
// ParseFloat accepts more: "inf", "0x1p3", underscores).
func isDecimalLiteral(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			digits++
		}
	}
	if digits == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		ed := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			ed++
		}
		if ed == 0 {
			return false
		}
	}
	return i == len(s)
}

// toInt32 is ToInt32 for a number.
func toInt32(f float64) int32 {
	if f != f || math.IsInf(f, 0) {
		return 0
	}
	if f >= -2147483648 && f <= 2147483647 {
		return int32(f)
	}
	f = math.Trunc(f)
	f = math.Mod(f, 4294967296)
	if f < 0 {
		f += 4294967296
	}
	return int32(uint32(f))
}

func toUint32(f float64) uint32 { return uint32(toInt32(f)) }

// toIntegerOrInfinity for a number.
func toInteger(f float64) float64 {
	if f != f {
		return 0
	}
	return math.Trunc(f)
}

// arrayIndex reports whether a property key is a canonical array index.
func arrayIndex(s string) (int, bool) {
	n := len(s)
	if n == 0 || n > 10 || (n > 1 && s[0] == '0') {
		return 0, false
	}
	v := 0
	for i := 0; i < n; i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	if v >= 4294967295 {
		return 0, false
	}
	return v, true
}

// sameValueZero / strictEquals
func strictEquals(a, b Value) bool {
	if a.kind != b.kind {
		return false
	}
	switch a.kind {
	case KUndefined, KNull:
		return true
	case KNumber, KBool:
		return a.num == b.num
	case KString:
		return a.ref.(string) == b.ref.(string)
	case KBigInt:
		return a.ref.(*big.Int).Cmp(b.ref.(*big.Int)) == 0
	}
	return a.ref == b.ref
}

func sameValueZero(a, b Value) bool {
	if a.kind == KNumber && b.kind == KNumber && a.num != a.num && b.num != b.num {
		return true
	}
	return strictEquals(a, b)
}

func sameValue(a, b Value) bool {
	if a.kind == KNumber && b.kind == KNumber {
		if a.num == 0 && b.num == 0 {
			return math.Signbit(a.num) == math.Signbit(b.num)
		}
	}
	return sameValueZero(a, b)
}
