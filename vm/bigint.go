package vm

import (
	"math"
	"math/big"
	"strings"

	"github.com/codemode-go/codemode/vm/compile"
)

// BigInt values hold an immutable *big.Int in Value.ref: every operation
// builds a new big.Int, so values can be shared freely (constants, copies,
// snapshots).

// maxBigIntBits bounds the size of a BigInt. V8 allows 2^30 bits, but Go's
// math/big multiplies and formats numbers that large in minutes, during
// which the run cannot be interrupted; 2^23 bits (about 2.5 million decimal
// digits) keeps every single operation well under a second. Larger results
// fail before they are computed, like V8's: "Maximum BigInt size exceeded".
const maxBigIntBits = 1 << 23

// bigintVal wraps b as a BigInt value; b must never be mutated afterwards.
func bigintVal(b *big.Int) Value { return Value{kind: KBigInt, ref: b} }

// asBigInt returns the *big.Int of a KBigInt value (do not mutate it).
func (v Value) asBigInt() *big.Int { return v.ref.(*big.Int) }

// bigintDecimal is the decimal text of a BigInt without the "n" suffix.
func bigintDecimal(v Value) string { return v.asBigInt().String() }

// bigintBytes estimates the Go memory of a BigInt (header and words, which
// math/big allocates with four of spare room), for the memory budget.
func bigintBytes(b *big.Int) int { return 32 + 8*(len(b.Bits())+4) }

// reserveBigInt checks, before computing it, that a result of about bits
// bits is allowed, and charges its memory.
func (m *Machine) reserveBigInt(bits int64) error {
	if bits > maxBigIntBits {
		return m.rangeError("Maximum BigInt size exceeded")
	}
	m.charge(32 + int(bits/8))
	return nil
}

// newBigInt returns b as a value after charging its size.
func (m *Machine) newBigInt(b *big.Int) (Value, error) {
	if b.BitLen() > maxBigIntBits {
		return undefined, m.rangeError("Maximum BigInt size exceeded")
	}
	m.charge(bigintBytes(b))
	return bigintVal(b), nil
}

// toNumeric is ToNumeric: a BigInt (or an object whose primitive value is
// one) stays a BigInt, anything else becomes a Number.
func (m *Machine) toNumeric(v Value) (Value, error) {
	if v.kind == KNumber || v.kind == KBigInt {
		return v, nil
	}
	p, err := m.toPrimitive(v, "number")
	if err != nil {
		return undefined, err
	}
	if p.kind == KBigInt {
		return p, nil
	}
	f, err := m.toNumber(p)
	return num(f), err
}

// unaryNumeric applies -, ~ or ToNumeric (OpNeg, OpBitNot, OpToNumeric) to
// a value that is not a Number.
func (m *Machine) unaryNumeric(op compile.Opcode, v Value) (Value, error) {
	n, err := m.toNumeric(v)
	if err != nil {
		return undefined, err
	}
	if n.kind == KNumber {
		switch op {
		case compile.OpNeg:
			return num(-n.num), nil
		case compile.OpBitNot:
			return num(float64(^toInt32(n.num))), nil
		}
		return n, nil
	}
	b := n.asBigInt()
	switch op {
	case compile.OpNeg:
		return m.newBigInt(new(big.Int).Neg(b))
	case compile.OpBitNot:
		return m.newBigInt(new(big.Int).Not(b))
	}
	return n, nil
}

// bigintStep is ++ (d = 1) or -- (d = -1) on a BigInt.
func (m *Machine) bigintStep(v Value, d int64) (Value, error) {
	return m.newBigInt(new(big.Int).Add(v.asBigInt(), big.NewInt(d)))
}

func (m *Machine) mixError() error {
	return m.typeError("Cannot mix BigInt and other types, use explicit conversions")
}

// bigintOp is a binary arithmetic or bitwise operator on two BigInts.
func (m *Machine) bigintOp(op compile.Opcode, x, y *big.Int) (Value, error) {
	r := new(big.Int)
	switch op {
	case compile.OpAdd:
		r.Add(x, y)
	case compile.OpSub:
		r.Sub(x, y)
	case compile.OpMul:
		if err := m.reserveBigInt(int64(x.BitLen()) + int64(y.BitLen())); err != nil {
			return undefined, err
		}
		r.Mul(x, y)
	case compile.OpDiv, compile.OpMod:
		if y.Sign() == 0 {
			return undefined, m.rangeError("Division by zero")
		}
		if op == compile.OpDiv {
			r.Quo(x, y) // truncates toward zero, like JavaScript
		} else {
			r.Rem(x, y) // the sign of the dividend
		}
	case compile.OpExp:
		return m.bigintExp(x, y)
	case compile.OpShl:
		return m.bigintShift(x, y, false)
	case compile.OpShr:
		return m.bigintShift(x, y, true)
	case compile.OpUShr:
		return undefined, m.typeError("BigInts have no unsigned right shift, use >> instead")
	case compile.OpBitAnd:
		r.And(x, y) // math/big's bitwise operators use two's complement, like JavaScript
	case compile.OpBitOr:
		r.Or(x, y)
	case compile.OpBitXor:
		r.Xor(x, y)
	default:
		return undefined, m.typeError("unsupported BigInt operator")
	}
	return m.newBigInt(r)
}

func (m *Machine) bigintExp(x, y *big.Int) (Value, error) {
	if y.Sign() < 0 {
		return undefined, m.rangeError("Exponent must be non-negative")
	}
	switch {
	case y.Sign() == 0:
		return bigintVal(big.NewInt(1)), nil
	case x.Sign() == 0 || x.CmpAbs(big.NewInt(1)) == 0:
		if x.Sign() < 0 && y.Bit(0) == 0 {
			return bigintVal(big.NewInt(1)), nil // (-1) ** even
		}
		return bigintVal(x), nil
	}
	if !y.IsInt64() || y.Int64() > maxBigIntBits {
		return undefined, m.rangeError("Maximum BigInt size exceeded")
	}
	// |x| >= 2: the result has more than (bits(x)-1)*y bits.
	e := y.Int64()
	if err := m.reserveBigInt((int64(x.BitLen()) - 1) * e); err != nil {
		return undefined, err
	}
	return m.newBigInt(new(big.Int).Exp(x, y, nil))
}

// bigintShift is x << y, or x >> y when right (a negative count shifts the
// other way). A right shift rounds toward negative infinity.
func (m *Machine) bigintShift(x, y *big.Int, right bool) (Value, error) {
	if y.Sign() < 0 {
		right = !right
	}
	n := new(big.Int).Abs(y)
	if x.Sign() == 0 {
		return bigintVal(x), nil
	}
	if right {
		if !n.IsInt64() || n.Int64() > int64(x.BitLen()) {
			if x.Sign() < 0 {
				return bigintVal(big.NewInt(-1)), nil
			}
			return bigintVal(new(big.Int)), nil
		}
		return m.newBigInt(new(big.Int).Rsh(x, uint(n.Int64())))
	}
	if !n.IsInt64() || n.Int64() > maxBigIntBits {
		return undefined, m.rangeError("Maximum BigInt size exceeded")
	}
	if err := m.reserveBigInt(int64(x.BitLen()) + n.Int64()); err != nil {
		return undefined, err
	}
	return m.newBigInt(new(big.Int).Lsh(x, uint(n.Int64())))
}

// numericOp is a binary operator other than + after ToNumeric of both
// operands: two Numbers, two BigInts, or a TypeError for a mix.
func (m *Machine) numericOp(op compile.Opcode, a, b Value) (Value, error) {
	x, err := m.toNumeric(a)
	if err != nil {
		return undefined, err
	}
	y, err := m.toNumeric(b)
	if err != nil {
		return undefined, err
	}
	if x.kind == KBigInt && y.kind == KBigInt {
		return m.bigintOp(op, x.asBigInt(), y.asBigInt())
	}
	if x.kind == KBigInt || y.kind == KBigInt {
		return undefined, m.mixError()
	}
	return num(numberOp(op, x.num, y.num)), nil
}

// stringToBigInt is StringToBigInt: decimal with an optional sign, or 0x,
// 0o, 0b without one, surrounded by white space; "" is 0n.
func stringToBigInt(s string) (*big.Int, bool) {
	b, ok, _ := parseBigInt(s)
	return b, ok
}

// parseBigInt is stringToBigInt that also says when s is a valid integer
// too large for a BigInt (ok is false then).
func parseBigInt(s string) (b *big.Int, ok, tooBig bool) {
	s = trimJSSpace(s)
	if s == "" {
		return new(big.Int), true, false
	}
	base := 10
	if len(s) > 2 && s[0] == '0' {
		switch s[1] {
		case 'x', 'X':
			base = 16
		case 'o', 'O':
			base = 8
		case 'b', 'B':
			base = 2
		}
		if base != 10 {
			s = s[2:]
		}
	}
	digits := s
	if base == 10 && (s[0] == '+' || s[0] == '-') {
		digits = s[1:]
	}
	if digits == "" {
		return nil, false, false
	}
	for _, c := range digits {
		if d := digitVal(c); d < 0 || d >= base {
			return nil, false, false
		}
	}
	if base != 10 {
		// Power-of-two bases convert in linear time.
		if len(digits) > maxBigIntBits {
			return nil, false, true // even in binary
		}
		b, ok := new(big.Int).SetString(s, base)
		return b, ok, false
	}
	// More digits than the largest BigInt has (2^23 bits < 2,525,223
	// digits) cannot be one; refusing them also bounds the parse below.
	if len(strings.TrimLeft(digits, "0")) > maxBigIntDigits {
		return nil, false, true
	}
	b = parseDecimal(digits, map[int]*big.Int{})
	if s[0] == '-' {
		b.Neg(b)
	}
	return b, true, false
}

// maxBigIntDigits is the most decimal digits a BigInt can have.
const maxBigIntDigits = maxBigIntBits*30103/100000 + 1

// parseDecimal converts decimal digits by halves (hi * 10^n + lo): math/big's
// SetString is quadratic in the length, so 2.5 million digits would take 12
// seconds; splitting lets the multiplications (Karatsuba) do the work.
// pow caches the powers of ten.
func parseDecimal(s string, pow map[int]*big.Int) *big.Int {
	if len(s) <= 2000 {
		b, _ := new(big.Int).SetString(s, 10)
		return b
	}
	n := len(s) / 2
	hi := parseDecimal(s[:len(s)-n], pow)
	lo := parseDecimal(s[len(s)-n:], pow)
	p, ok := pow[n]
	if !ok {
		p = new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
		pow[n] = p
	}
	return hi.Mul(hi, p).Add(hi, lo)
}

// numberToBigInt converts an integral Number exactly.
func numberToBigInt(f float64) *big.Int {
	if f > -(1<<63) && f < 1<<63 {
		return big.NewInt(int64(f))
	}
	b, _ := new(big.Float).SetFloat64(f).Int(nil)
	return b
}

// bigintToNumber rounds a BigInt to the nearest Number (ties to even).
func bigintToNumber(b *big.Int) float64 {
	if b.IsInt64() {
		if i := b.Int64(); i > -(1<<53) && i < 1<<53 {
			return float64(i)
		}
	}
	f, _ := new(big.Float).SetInt(b).Float64()
	return f
}

// compareBigIntNumber compares a BigInt with a Number exactly; ok is false
// when f is NaN.
func compareBigIntNumber(b *big.Int, f float64) (c int, ok bool) {
	switch {
	case f != f:
		return 0, false
	case math.IsInf(f, 1):
		return -1, true
	case math.IsInf(f, -1):
		return 1, true
	}
	return new(big.Float).SetInt(b).Cmp(big.NewFloat(f)), true
}

// compareBigInt compares two primitives of which at least one is a BigInt
// (the other a BigInt, Number or String); ok is false when the answer is
// undefined (NaN, a string that is no BigInt), which makes every relational
// operator false.
func compareBigInt(a, b Value) (c int, ok bool) {
	switch {
	case a.kind == KBigInt && b.kind == KBigInt:
		return a.asBigInt().Cmp(b.asBigInt()), true
	case a.kind == KBigInt && b.kind == KString:
		return compareBigIntString(a.asBigInt(), b.asString())
	case a.kind == KString && b.kind == KBigInt:
		c, ok := compareBigIntString(b.asBigInt(), a.asString())
		return -c, ok
	case a.kind == KBigInt:
		return compareBigIntNumber(a.asBigInt(), b.num)
	default:
		c, ok := compareBigIntNumber(b.asBigInt(), a.num)
		return -c, ok
	}
}

// compareBigIntString compares a BigInt with a string's StringToBigInt;
// an integer too large for a BigInt is beyond every BigInt.
func compareBigIntString(x *big.Int, s string) (c int, ok bool) {
	y, ok, tooBig := parseBigInt(s)
	switch {
	case tooBig && strings.HasPrefix(trimJSSpace(s), "-"):
		return 1, true
	case tooBig:
		return -1, true
	case !ok:
		return 0, false
	}
	return x.Cmp(y), true
}

// looseEqualsBigInt is == between a BigInt and a Number or String.
func looseEqualsBigInt(b *big.Int, other Value) bool {
	switch other.kind {
	case KNumber:
		c, ok := compareBigIntNumber(b, other.num)
		return ok && c == 0
	case KString:
		y, ok := stringToBigInt(other.asString())
		return ok && b.Cmp(y) == 0
	}
	return false
}

// compareBigIntOp is a relational operator on primitives of which one is a
// BigInt.
func (m *Machine) compareBigIntOp(op compile.Opcode, a, b Value) (bool, error) {
	conv := func(v Value) (Value, error) {
		if v.kind == KBigInt || v.kind == KString || v.kind == KNumber {
			return v, nil
		}
		f, err := m.toNumber(v)
		return num(f), err
	}
	a, err := conv(a)
	if err != nil {
		return false, err
	}
	b, err = conv(b)
	if err != nil {
		return false, err
	}
	c, ok := compareBigInt(a, b)
	if !ok {
		return false, nil
	}
	return orderHolds(op, c), nil
}

// bigintWrapped returns the BigInt inside a wrapper object (Object(1n)).
func bigintWrapped(v Value) (*big.Int, bool) {
	if o := v.asObject(); o != nil {
		b, ok := o.internal.(*big.Int)
		return b, ok
	}
	return nil, false
}
