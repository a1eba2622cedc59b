package vm

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

func init() {
	ctorIDs[protoNumber] = registerCtor("Number", 1,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			if len(args) == 0 {
				return num(0), nil
			}
			f, err := m.numberArg(args[0])
			return num(f), err
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f := 0.0
			if len(args) > 0 {
				var err error
				if f, err = m.numberArg(args[0]); err != nil {
					return undefined, err
				}
			}
			m.charge(objectSize + 16)
			return obj(&Object{class: ClassNumber, proto: m.proto(protoNumber), internal: f}), nil
		})
	isInt := func(v Value) bool {
		return v.kind == KNumber && !math.IsInf(v.num, 0) && v.num == math.Trunc(v.num)
	}
	ctorTables[protoNumber] = newTable(ctorEntries(protoNumber)...)
	ctorTables[protoNumber].add(
		constVal("MAX_SAFE_INTEGER", func(m *Machine) Value { return num(9007199254740991) }),
		constVal("MIN_SAFE_INTEGER", func(m *Machine) Value { return num(-9007199254740991) }),
		constVal("MAX_VALUE", func(m *Machine) Value { return num(math.MaxFloat64) }),
		constVal("MIN_VALUE", func(m *Machine) Value { return num(5e-324) }),
		constVal("EPSILON", func(m *Machine) Value { return num(2.220446049250313e-16) }),
		constVal("POSITIVE_INFINITY", func(m *Machine) Value { return num(math.Inf(1)) }),
		constVal("NEGATIVE_INFINITY", func(m *Machine) Value { return num(math.Inf(-1)) }),
		constVal("NaN", func(m *Machine) Value { return num(math.NaN()) }),
		fn("Number.isInteger", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return boolean(isInt(arg(args, 0))), nil
		}),
		fn("Number.isSafeInteger", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			v := arg(args, 0)
			return boolean(isInt(v) && math.Abs(v.num) <= 9007199254740991), nil
		}),
		fn("Number.isFinite", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			v := arg(args, 0)
			return boolean(v.kind == KNumber && !math.IsInf(v.num, 0) && v.num == v.num), nil
		}),
		fn("Number.isNaN", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			v := arg(args, 0)
			return boolean(v.kind == KNumber && v.num != v.num), nil
		}),
		val("parseFloat", func(m *Machine) Value { v, _ := m.lookupGlobal("parseFloat"); return v }),
		val("parseInt", func(m *Machine) Value { v, _ := m.lookupGlobal("parseInt"); return v }),
	)
	protoTables[protoNumber] = newTable(protoEntries(protoNumber)...)
	protoTables[protoNumber].add(
		fn("Number.prototype.toString", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := thisNumber(m, this, "toString")
			if err != nil {
				return undefined, err
			}
			radix := 10.0
			if r := arg(args, 0); r.kind != KUndefined {
				if radix, err = m.toNumber(r); err != nil {
					return undefined, err
				}
				radix = toInteger(radix)
				if radix < 2 || radix > 36 {
					return undefined, m.rangeError("toString() radix argument must be between 2 and 36")
				}
			}
			if radix == 10 {
				return str(numberToString(f)), nil
			}
			return str(formatRadix(f, int(radix))), nil
		}),
		fn("Number.prototype.toLocaleString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := thisNumber(m, this, "toLocaleString")
			if err != nil {
				return undefined, err
			}
			out, err := numberToLocaleString(m, f, args)
			return str(out), err
		}),
		fn("Number.prototype.valueOf", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := thisNumber(m, this, "valueOf")
			return num(f), err
		}),
		fn("Number.prototype.toFixed", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := thisNumber(m, this, "toFixed")
			if err != nil {
				return undefined, err
			}
			d, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			d = toInteger(d)
			if d < 0 || d > 100 {
				return undefined, m.rangeError("toFixed() digits argument must be between 0 and 100")
			}
			if f != f {
				return str("NaN"), nil
			}
			if math.Abs(f) >= 1e21 || math.IsInf(f, 0) {
				return str(numberToString(f)), nil
			}
			return str(toFixed(f, int(d))), nil
		}),
		fn("Number.prototype.toExponential", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := thisNumber(m, this, "toExponential")
			if err != nil {
				return undefined, err
			}
			// The argument is converted before the non-finite check.
			d, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			d = toInteger(d)
			if f != f || math.IsInf(f, 0) {
				return str(numberToString(f)), nil
			}
			digits := -1
			if arg(args, 0).kind != KUndefined {
				if d < 0 || d > 100 {
					return undefined, m.rangeError("toExponential() argument must be between 0 and 100")
				}
				digits = int(d)
			}
			return str(toExponential(f, digits)), nil
		}),
		fn("Number.prototype.toPrecision", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := thisNumber(m, this, "toPrecision")
			if err != nil {
				return undefined, err
			}
			if arg(args, 0).kind == KUndefined {
				return str(numberToString(f)), nil
			}
			p, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			p = toInteger(p)
			if f != f || math.IsInf(f, 0) {
				return str(numberToString(f)), nil
			}
			if p < 1 || p > 100 {
				return undefined, m.rangeError("toPrecision() argument must be between 1 and 100")
			}
			return str(toPrecision(f, int(p))), nil
		}),
	)

	initMathGlobal() // builtin_math.go
}

func thisNumber(m *Machine, this Value, method string) (float64, error) {
	switch this.kind {
	case KNumber:
		return this.num, nil
	case KObject:
		if o := this.ref.(*Object); o.class == ClassNumber {
			return o.internal.(float64), nil
		}
	}
	return 0, m.typeError("Number.prototype.%s requires that 'this' be a Number", method)
}

// toFixed formats with exact decimal rounding (half up on the exact binary
// value, as the specification requires).
func toFixed(f float64, digits int) string {
	r := new(big.Float).SetPrec(2000).SetFloat64(f)
	s := r.Text('f', digits)
	// big.Float rounds half to even on the exact value; the exact binary
	// value is rarely a tie, and ties round up in JavaScript.
	exact := new(big.Float).SetPrec(2000).SetFloat64(f).Text('f', 1100)
	if isTie(exact, digits) {
		s = roundHalfUp(exact, digits)
	}
	if f == 0 && strings.HasPrefix(s, "-") {
		s = s[1:] // -0 formats without a sign; small negatives keep theirs
	}
	return s
}

func isTie(exact string, digits int) bool {
	dot := strings.IndexByte(exact, '.')
	if dot < 0 {
		return false
	}
	frac := exact[dot+1:]
	if len(frac) <= digits {
		return false
	}
	rest := frac[digits:]
	return rest[0] == '5' && strings.Trim(rest[1:], "0") == ""
}

func roundHalfUp(exact string, digits int) string {
	neg := strings.HasPrefix(exact, "-")
	if neg {
		exact = exact[1:]
	}
	dot := strings.IndexByte(exact, '.')
	intPart := exact[:dot]
	frac := exact[dot+1 : dot+1+digits]
	digitsStr := []byte(intPart + frac)
	i := len(digitsStr) - 1
	for ; i >= 0; i-- {
		if digitsStr[i] == '9' {
			digitsStr[i] = '0'
			continue
		}
		digitsStr[i]++
		break
	}
	res := string(digitsStr)
	if i < 0 {
		res = "1" + res
	}
	ip := res[:len(res)-digits]
	out := ip
	if digits > 0 {
		out += "." + res[len(res)-digits:]
	}
	if neg {
		out = "-" + out
	}
	return out
}

func toPrecision(f float64, p int) string {
	if f == 0 {
		s := "0"
		if p > 1 {
			s += "." + strings.Repeat("0", p-1)
		}
		return s
	}
	neg := f < 0
	if neg {
		f = -f
	}
	digits, e := roundSignificant(f, p)
	var out string
	if e < -6 || e >= p {
		out = digits[:1]
		if p > 1 {
			out += "." + digits[1:]
		}
		sign := "+"
		if e < 0 {
			sign = "-"
		}
		out += "e" + sign + strconv.Itoa(abs(e))
	} else if e >= 0 {
		out = digits[:e+1]
		if p > e+1 {
			out += "." + digits[e+1:]
		}
	} else {
		out = "0." + strings.Repeat("0", -e-1) + digits
	}
	if neg {
		out = "-" + out
	}
	return out
}

// formatRadix is Number.prototype.toString(radix) for radix != 10,
// following V8's DoubleToRadixCString: fraction digits only up to the
// double's precision (rounded to even), integer digits past 2^53 as zeros.
func formatRadix(f float64, radix int) string {
	if f != f {
		return "NaN"
	}
	if math.IsInf(f, 0) {
		if f > 0 {
			return "Infinity"
		}
		return "-Infinity"
	}
	if f == math.Trunc(f) && math.Abs(f) < 1<<53 {
		return strconv.FormatInt(int64(f), radix)
	}
	const chars = "0123456789abcdefghijklmnopqrstuvwxyz"
	neg := f < 0
	if neg {
		f = -f
	}
	integer := math.Floor(f)
	fraction := f - integer
	delta := 0.5 * (math.Nextafter(f, math.Inf(1)) - f)
	delta = math.Max(math.Nextafter(0, 1), delta)
	var frac []byte
	if fraction >= delta {
		frac = append(frac, '.')
		for {
			fraction *= float64(radix)
			delta *= float64(radix)
			digit := int(fraction)
			frac = append(frac, chars[digit])
			fraction -= float64(digit)
			if fraction > 0.5 || fraction == 0.5 && digit&1 == 1 {
				if fraction+delta > 1 {
					// Round up, carrying into earlier digits.
					for {
						last := len(frac) - 1
						if last == 0 {
							integer++
							frac = frac[:1]
							break
						}
						c := frac[last]
						d := strings.IndexByte(chars, c)
						if d+1 < radix {
							frac[last] = chars[d+1]
							break
						}
						frac = frac[:last]
					}
					break
				}
			}
			if fraction < delta {
				break
			}
		}
		if len(frac) == 1 {
			frac = nil
		}
	}
	var ip []byte
	for integer/float64(radix) >= 1<<53 {
		integer /= float64(radix)
		ip = append(ip, '0')
	}
	for {
		rem := math.Mod(integer, float64(radix))
		ip = append(ip, chars[int(rem)])
		integer = (integer - rem) / float64(radix)
		if integer <= 0 {
			break
		}
	}
	for a, b := 0, len(ip)-1; a < b; a, b = a+1, b-1 {
		ip[a], ip[b] = ip[b], ip[a]
	}
	out := string(ip) + string(frac)
	if neg {
		out = "-" + out
	}
	return out
}

// roundSignificant returns the p significant decimal digits of x > 0,
// rounded half up on its exact binary value (the specification's "if there
// are two such n, pick the larger"), and the decimal exponent of the first.
func roundSignificant(x float64, p int) (string, int) {
	// 800 digits hold any double's exact decimal expansion, so the
	// truncated tail decides the rounding exactly.
	exact := new(big.Float).SetPrec(2000).SetFloat64(x).Text('e', 800)
	mant, expS, _ := strings.Cut(exact, "e")
	e, _ := strconv.Atoi(expS)
	all := strings.Replace(mant, ".", "", 1)
	d := []byte(all[:p])
	if all[p] >= '5' {
		i := p - 1
		for ; i >= 0 && d[i] == '9'; i-- {
			d[i] = '0'
		}
		if i < 0 {
			d = append([]byte{'1'}, d[:p-1]...)
			e++
		} else {
			d[i]++
		}
	}
	return string(d), e
}

// toExponential is Number.prototype.toExponential for a finite f;
// digits < 0 means as many as needed to represent f uniquely.
func toExponential(f float64, digits int) string {
	if f == 0 {
		f = 0 // no sign for -0
	}
	neg := f < 0
	if neg {
		f = -f
	}
	var ds string
	var e int
	if f == 0 {
		ds = strings.Repeat("0", max(digits, 0)+1)
	} else if digits < 0 {
		s := strconv.FormatFloat(f, 'e', -1, 64)
		mant, expS, _ := strings.Cut(s, "e")
		e, _ = strconv.Atoi(expS)
		ds = strings.Replace(mant, ".", "", 1)
	} else {
		ds, e = roundSignificant(f, digits+1)
	}
	out := ds[:1]
	if len(ds) > 1 {
		out += "." + ds[1:]
	}
	sign := "+"
	if e < 0 {
		sign = "-"
	}
	out += "e" + sign + strconv.Itoa(abs(e))
	if neg {
		out = "-" + out
	}
	return out
}
