package vm

import (
	"math"
	"math/big"
)

// The BigInt global: BigInt(), BigInt.asIntN/asUintN and BigInt.prototype.
// The operators are in bigint.go.

func init() {
	ctorIDs[protoBigInt] = registerCtor("BigInt", 1,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			p, err := m.toPrimitive(arg(args, 0), "number")
			if err != nil {
				return undefined, err
			}
			if p.kind == KNumber {
				return m.numberToBigIntValue(p.num)
			}
			return m.toBigInt(p)
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("BigInt is not a constructor")
		})
	ctorTables[protoBigInt] = newTable(ctorEntries(protoBigInt)...)
	ctorTables[protoBigInt].add(
		fn("BigInt.asIntN", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.bigintAsN(args, true)
		}),
		fn("BigInt.asUintN", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.bigintAsN(args, false)
		}),
	)
	protoTables[protoBigInt] = newTable(protoEntries(protoBigInt)...)
	protoTables[protoBigInt].add(
		fn("BigInt.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			b, err := thisBigInt(m, this, "toString")
			if err != nil {
				return undefined, err
			}
			radix := 10
			if r := arg(args, 0); r.kind != KUndefined {
				f, err := m.toNumber(r)
				if err != nil {
					return undefined, err
				}
				f = toInteger(f)
				if f < 2 || f > 36 {
					return undefined, m.rangeError("toString() radix argument must be between 2 and 36")
				}
				radix = int(f)
			}
			s := b.Text(radix) // lower-case digits, like JavaScript
			m.charge(strHeader + len(s))
			return str(s), nil
		}),
		fn("BigInt.prototype.toLocaleString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			b, err := thisBigInt(m, this, "toLocaleString")
			if err != nil {
				return undefined, err
			}
			// Intl.NumberFormat's rules for the locale, like Number's.
			nf, err := newLocaleNumFormat(m, arg(args, 0), arg(args, 1), "BigInt.prototype.toLocaleString")
			if err != nil {
				return undefined, err
			}
			parts, err := m.formatNumeric(nf, bigintVal(b))
			if err != nil {
				return undefined, err
			}
			s := joinParts(parts)
			m.charge(strHeader + len(s))
			return str(s), nil
		}),
		fn("BigInt.prototype.valueOf", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			b, err := thisBigInt(m, this, "valueOf")
			if err != nil {
				return undefined, err
			}
			return bigintVal(b), nil
		}),
		lazyEntry{name: symToStringTag.key, make: func(m *Machine) Value { return str("BigInt") }, flags: flagReadOnly},
	)
	globalTable.add(val("BigInt", func(m *Machine) Value { return obj(m.ctor(protoBigInt)) }))
}

// thisBigInt is thisBigIntValue: a BigInt or a BigInt wrapper object.
func thisBigInt(m *Machine, this Value, method string) (*big.Int, error) {
	switch this.kind {
	case KBigInt:
		return this.asBigInt(), nil
	case KObject:
		if b, ok := this.ref.(*Object).internal.(*big.Int); ok {
			return b, nil
		}
	}
	return nil, m.typeError("BigInt.prototype.%s requires that 'this' be a BigInt", method)
}

// bigintObject is Object(1n): a wrapper whose internal is the *big.Int.
func (m *Machine) bigintObject(v Value) *Object {
	m.charge(objectSize)
	return &Object{proto: m.proto(protoBigInt), internal: v.asBigInt()}
}

// numberToBigIntValue is NumberToBigInt: integral Numbers only.
func (m *Machine) numberToBigIntValue(f float64) (Value, error) {
	if f != f || math.IsInf(f, 0) || f != math.Trunc(f) {
		return undefined, m.rangeError("The number %s cannot be converted to a BigInt because it is not an integer", numberToString(f))
	}
	return m.newBigInt(numberToBigInt(f))
}

// toBigInt is ToBigInt (Numbers are a TypeError: BigInt() converts them
// before calling this).
func (m *Machine) toBigInt(v Value) (Value, error) {
	p, err := m.toPrimitive(v, "number")
	if err != nil {
		return undefined, err
	}
	switch p.kind {
	case KBigInt:
		return p, nil
	case KBool:
		return bigintVal(big.NewInt(int64(p.num))), nil
	case KString:
		s := p.asString()
		b, ok, tooBig := parseBigInt(s)
		if tooBig {
			return undefined, m.rangeError("Maximum BigInt size exceeded")
		}
		if !ok {
			return undefined, m.syntaxError("Cannot convert %s to a BigInt", s)
		}
		return m.newBigInt(b)
	case KSymbol:
		return undefined, m.typeError("Cannot convert %s to a BigInt", p.ref.(*Symbol).String())
	case KNumber:
		return undefined, m.typeError("Cannot convert %s to a BigInt", numberToString(p.num))
	case KNull:
		return undefined, m.typeError("Cannot convert null to a BigInt")
	}
	return undefined, m.typeError("Cannot convert undefined to a BigInt")
}

// toIndex is ToIndex (an integer in 0..2^53-1).
func (m *Machine) toIndex(v Value) (int64, error) {
	f, err := m.toNumber(v)
	if err != nil {
		return 0, err
	}
	f = toInteger(f)
	if f < 0 || f > 9007199254740991 {
		return 0, m.rangeError("Invalid value: not (convertible to) a safe integer")
	}
	return int64(f), nil
}

// bigintAsN is BigInt.asIntN (signed) and BigInt.asUintN.
func (m *Machine) bigintAsN(args []Value, signed bool) (Value, error) {
	bits, err := m.toIndex(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	v, err := m.toBigInt(arg(args, 1))
	if err != nil {
		return undefined, err
	}
	x := v.asBigInt()
	if bits == 0 {
		return bigintVal(new(big.Int)), nil
	}
	// x already fits: no need to build 2^bits (bits may be 2^53-1).
	if signed && int64(x.BitLen()) < bits {
		return v, nil
	}
	if !signed && x.Sign() >= 0 && int64(x.BitLen()) <= bits {
		return v, nil
	}
	if bits > maxBigIntBits {
		// Only a negative x reaches here unsigned: 2^bits + x is too big.
		return undefined, m.rangeError("Maximum BigInt size exceeded")
	}
	if err := m.reserveBigInt(bits); err != nil {
		return undefined, err
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	r := new(big.Int).Mod(x, mod) // Euclidean: 0 <= r < 2^bits
	if signed && r.Bit(int(bits-1)) == 1 {
		r.Sub(r, mod)
	}
	return m.newBigInt(r)
}

// numberArg is Number(v)'s conversion: ToNumeric, and a BigInt becomes the
// nearest Number (Number(1n) is 1; ToNumber alone would throw).
func (m *Machine) numberArg(v Value) (float64, error) {
	n, err := m.toNumeric(v)
	if err != nil {
		return 0, err
	}
	if n.kind == KBigInt {
		return bigintToNumber(n.asBigInt()), nil
	}
	return n.num, nil
}
