package vm

import (
	"math"
	"math/big"

	"github.com/codemode-go/codemode/vm/internal/fdlibm"
)

// Math: the Math object's table. The functions V8 computes with fdlibm
// are in package internal/fdlibm.

// initMathGlobal adds the Math global (called in order from
// builtin_number.go's init).
func initMathGlobal() {
	globalTable.add(val("Math", func(m *Machine) Value {
		return obj(&Object{proto: m.proto(protoObject), lazy: &lazyInst{t: mathTable}})
	}))
}

var mathTable = newTable(
	tagEntry("Math"),
	constVal("PI", func(m *Machine) Value { return num(math.Pi) }),
	constVal("E", func(m *Machine) Value { return num(math.E) }),
	constVal("LN2", func(m *Machine) Value { return num(math.Ln2) }),
	constVal("LN10", func(m *Machine) Value { return num(math.Ln10) }),
	constVal("LOG2E", func(m *Machine) Value { return num(math.Log2E) }),
	constVal("LOG10E", func(m *Machine) Value { return num(math.Log10E) }),
	constVal("SQRT2", func(m *Machine) Value { return num(math.Sqrt2) }),
	constVal("SQRT1_2", func(m *Machine) Value { return num(math.Sqrt2 / 2) }),
	math1("abs", math.Abs),
	math1("floor", math.Floor),
	math1("ceil", math.Ceil),
	math1("round", func(x float64) float64 {
		if x != x || math.IsInf(x, 0) || x == 0 {
			return x
		}
		// floor(x) plus one when the fraction is at least a half: x - r is
		// exact, where x + 0.5 would round for |x| >= 2^52.
		r := math.Floor(x)
		if x-r >= 0.5 {
			r++
		}
		if r == 0 && x < 0 {
			return math.Copysign(0, -1) // -0.5 <= x < 0
		}
		return r
	}),
	math1("trunc", math.Trunc),
	math1("sign", func(x float64) float64 {
		switch {
		case x > 0:
			return 1
		case x < 0:
			return -1
		}
		return x
	}),
	math1("sqrt", math.Sqrt),
	math1("cbrt", fdlibm.Cbrt),
	math1("exp", fdlibm.Exp),
	math1("expm1", math.Expm1),
	math1("log", fdlibm.Log),
	math1("log2", fdlibm.Log2),
	math1("log10", fdlibm.Log10),
	math1("log1p", math.Log1p),
	math1("sin", fdlibm.Sin),
	math1("cos", fdlibm.Cos),
	math1("tan", fdlibm.Tan),
	math1("asin", fdlibm.Asin),
	math1("acos", fdlibm.Acos),
	math1("atan", fdlibm.Atan),
	math1("sinh", fdlibm.Sinh),
	math1("cosh", fdlibm.Cosh),
	math1("tanh", fdlibm.Tanh),
	math1("asinh", fdlibm.Asinh),
	math1("acosh", fdlibm.Acosh),
	math1("atanh", math.Atanh),
	math1("fround", func(x float64) float64 { return float64(float32(x)) }),
	math1("clz32", func(x float64) float64 {
		u := toUint32(x)
		n := 0
		for i := 31; i >= 0 && u&(1<<uint(i)) == 0; i-- {
			n++
		}
		return float64(n)
	}),
	fn("Math.atan2", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		y, err := m.toNumber(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		x, err := m.toNumber(arg(args, 1))
		return num(fdlibm.Atan2(y, x)), err
	}),
	fn("Math.pow", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		x, err := m.toNumber(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		y, err := m.toNumber(arg(args, 1))
		return num(fdlibm.Pow(x, y)), err
	}),
	fn("Math.max", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		r := math.Inf(-1)
		nan := false
		for _, a := range args {
			f, err := m.toNumber(a)
			if err != nil {
				return undefined, err
			}
			if f != f {
				nan = true
			}
			if f > r || (f == 0 && r == 0 && !math.Signbit(f)) {
				r = f
			}
		}
		if nan {
			return num(math.NaN()), nil
		}
		return num(r), nil
	}),
	fn("Math.min", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		r := math.Inf(1)
		nan := false
		for _, a := range args {
			f, err := m.toNumber(a)
			if err != nil {
				return undefined, err
			}
			if f != f {
				nan = true
			}
			if f < r || (f == 0 && r == 0 && math.Signbit(f)) {
				r = f
			}
		}
		if nan {
			return num(math.NaN()), nil
		}
		return num(r), nil
	}),
	fn("Math.hypot", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		// V8's algorithm: scale by the largest magnitude, Kahan-sum the
		// squares (no overflow, node's last bits).
		abs := make([]float64, len(args))
		maxAbs, anyNaN := 0.0, false
		for i, a := range args {
			f, err := m.toNumber(a)
			if err != nil {
				return undefined, err
			}
			abs[i] = math.Abs(f)
			if f != f {
				anyNaN = true
			} else if abs[i] > maxAbs {
				maxAbs = abs[i]
			}
		}
		switch {
		case math.IsInf(maxAbs, 1):
			return num(math.Inf(1)), nil
		case anyNaN:
			return num(math.NaN()), nil
		case maxAbs == 0:
			return num(0), nil
		}
		sum, comp := 0.0, 0.0
		for _, a := range abs {
			n := a / maxAbs
			summand := n*n - comp
			pre := sum + summand
			comp = (pre - sum) - summand
			sum = pre
		}
		return num(math.Sqrt(sum) * maxAbs), nil
	}),
	fn("Math.random", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return num(m.random()), nil
	}),
)

func math1(name string, f func(float64) float64) lazyEntry {
	return fn("Math."+name, 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		x, err := m.toNumber(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		return num(f(x)), nil
	})
}

// random is Math.random: splitmix64 over state kept in the Machine.
func (m *Machine) random() float64 {
	m.rng += 0x9E3779B97F4A7C15
	z := m.rng
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	z ^= z >> 31
	return float64(z>>11) / (1 << 53)
}

// initMathES2025 adds Math.imul, Math.sumPrecise and Math.f16round
// (called in order from builtin_es2025.go).
func initMathES2025() {
	mathTable.add(
		fn("Math.imul", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			a, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			b, err := m.toNumber(arg(args, 1))
			if err != nil {
				return undefined, err
			}
			return num(float64(toInt32(a) * toInt32(b))), nil
		}),
		fn("Math.sumPrecise", 1, mathSumPrecise),
		math1("f16round", f16round),
	)
}

// mathSumPrecise is Math.sumPrecise: the exactly rounded sum of an
// iterable of numbers. Doubles span 2^-1074 .. 2^1024, so a big.Float of
// 2200 bits holds any partial sum of up to 2^100 of them exactly; the one
// rounding happens in Float64 (to nearest, ties to even).
func mathSumPrecise(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	items := arg(args, 0)
	if items.isNullish() {
		return undefined, m.typeError("%s is not iterable", m.inspectShort(items))
	}
	vals, err := m.iterateToSlice(items)
	if err != nil {
		return undefined, err
	}
	sum := new(big.Float).SetPrec(2200)
	posInf, negInf, nan, allNegZero := false, false, false, true
	for _, v := range vals {
		if v.kind != KNumber {
			return undefined, m.typeError("%s is not a number", m.inspectShort(v))
		}
		f := v.num
		switch {
		case f != f:
			nan = true
		case math.IsInf(f, 1):
			posInf = true
		case math.IsInf(f, -1):
			negInf = true
		default:
			if !(f == 0 && math.Signbit(f)) {
				allNegZero = false
			}
			sum.Add(sum, new(big.Float).SetFloat64(f))
		}
	}
	switch {
	case nan || posInf && negInf:
		return num(math.NaN()), nil
	case posInf:
		return num(math.Inf(1)), nil
	case negInf:
		return num(math.Inf(-1)), nil
	case allNegZero:
		return num(math.Copysign(0, -1)), nil
	}
	f, _ := sum.Float64()
	return num(f), nil
}

// f16round rounds a double to the nearest IEEE 754 binary16 value (ties
// to even). Scaling by a power of two is exact, so RoundToEven on the
// scaled value is the only rounding.
func f16round(x float64) float64 {
	if x != x || math.IsInf(x, 0) || x == 0 {
		return x
	}
	a := math.Abs(x)
	var r float64
	if a < 0x1p-14 {
		r = math.RoundToEven(a*0x1p24) * 0x1p-24 // subnormals: quantum 2^-24
	} else {
		_, exp := math.Frexp(a) // a = frac * 2^exp, frac in [0.5, 1)
		unit := math.Ldexp(1, exp-11)
		r = math.RoundToEven(a/unit) * unit
		if r > 65504 {
			r = math.Inf(1)
		}
	}
	return math.Copysign(r, x)
}
