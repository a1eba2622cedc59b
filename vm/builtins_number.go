package vm

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/codemode-go/codemode/vm/compile"
)

func init() {
	ctorIDs[protoNumber] = registerCtor("Number", 1,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			if len(args) == 0 {
				return num(0), nil
			}
			f, err := m.toNumber(args[0])
			return num(f), err
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f := 0.0
			if len(args) > 0 {
				var err error
				if f, err = m.toNumber(args[0]); err != nil {
					return undefined, err
				}
			}
			return obj(&Object{class: ClassNumber, proto: m.proto(protoNumber), internal: f}), nil
		})
	isInt := func(v Value) bool {
		return v.kind == KNumber && !math.IsInf(v.num, 0) && v.num == math.Trunc(v.num)
	}
	ctorTables[protoNumber] = newTable(ctorEntries(protoNumber)...)
	ctorTables[protoNumber].add(
		val("MAX_SAFE_INTEGER", func(m *Machine) Value { return num(9007199254740991) }),
		val("MIN_SAFE_INTEGER", func(m *Machine) Value { return num(-9007199254740991) }),
		val("MAX_VALUE", func(m *Machine) Value { return num(math.MaxFloat64) }),
		val("MIN_VALUE", func(m *Machine) Value { return num(5e-324) }),
		val("EPSILON", func(m *Machine) Value { return num(2.220446049250313e-16) }),
		val("POSITIVE_INFINITY", func(m *Machine) Value { return num(math.Inf(1)) }),
		val("NEGATIVE_INFINITY", func(m *Machine) Value { return num(math.Inf(-1)) }),
		val("NaN", func(m *Machine) Value { return num(math.NaN()) }),
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
					return undefined, m.rangeError("toString() radix must be between 2 and 36")
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
			return str(localeNumber(f)), nil
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
			if f != f || math.IsInf(f, 0) {
				return str(numberToString(f)), nil
			}
			digits := -1
			if a := arg(args, 0); a.kind != KUndefined {
				d, err := m.toNumber(a)
				if err != nil {
					return undefined, err
				}
				d = toInteger(d)
				if d < 0 || d > 100 {
					return undefined, m.rangeError("toExponential() argument must be between 0 and 100")
				}
				digits = int(d)
			}
			s := strconv.FormatFloat(f, 'e', digits, 64)
			mant, exp, _ := strings.Cut(s, "e")
			e, _ := strconv.Atoi(exp)
			sign := "+"
			if e < 0 {
				sign = "-"
			}
			return str(mant + "e" + sign + strconv.Itoa(abs(e))), nil
		}),
		fn("Number.prototype.toPrecision", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := thisNumber(m, this, "toPrecision")
			if err != nil {
				return undefined, err
			}
			if arg(args, 0).kind == KUndefined || f != f || math.IsInf(f, 0) {
				return str(numberToString(f)), nil
			}
			p, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			p = toInteger(p)
			if p < 1 || p > 100 {
				return undefined, m.rangeError("toPrecision() argument must be between 1 and 100")
			}
			return str(toPrecision(f, int(p))), nil
		}),
	)

	globalTable.add(val("Math", func(m *Machine) Value {
		return obj(&Object{proto: m.proto(protoObject), lazy: &lazyInst{t: mathTable}})
	}))
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
	if s == "-0" || strings.HasPrefix(s, "-0.") && strings.Trim(s[3:], "0") == "" {
		s = s[1:]
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
	s := strconv.FormatFloat(f, 'e', p-1, 64)
	mant, expS, _ := strings.Cut(s, "e")
	e, _ := strconv.Atoi(expS)
	digits := strings.Replace(mant, ".", "", 1)
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
	neg := f < 0
	if neg {
		f = -f
	}
	ip := math.Floor(f)
	fp := f - ip
	s := new(big.Int)
	new(big.Float).SetFloat64(ip).Int(s)
	out := s.Text(radix)
	if fp > 0 {
		out += "."
		for i := 0; i < 52 && fp > 0; i++ {
			fp *= float64(radix)
			d := int(fp)
			out += strconv.FormatInt(int64(d), radix)
			fp -= float64(d)
		}
	}
	if neg {
		out = "-" + out
	}
	return out
}

// localeNumber formats like en-US toLocaleString (grouping, at most 3
// fraction digits).
func localeNumber(f float64) string {
	if f != f || math.IsInf(f, 0) {
		if f != f {
			return "NaN"
		}
		if f > 0 {
			return "∞"
		}
		return "-∞"
	}
	s := toFixed(f, 3)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	ip, fp, _ := strings.Cut(s, ".")
	fp = strings.TrimRight(fp, "0")
	var b strings.Builder
	for i, c := range ip {
		if i > 0 && (len(ip)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	out := b.String()
	if fp != "" {
		out += "." + fp
	}
	if neg && out != "0" {
		out = "-" + out
	}
	return out
}

var mathTable = newTable(
	val("PI", func(m *Machine) Value { return num(math.Pi) }),
	val("E", func(m *Machine) Value { return num(math.E) }),
	val("LN2", func(m *Machine) Value { return num(math.Ln2) }),
	val("LN10", func(m *Machine) Value { return num(math.Ln10) }),
	val("LOG2E", func(m *Machine) Value { return num(math.Log2E) }),
	val("LOG10E", func(m *Machine) Value { return num(math.Log10E) }),
	val("SQRT2", func(m *Machine) Value { return num(math.Sqrt2) }),
	val("SQRT1_2", func(m *Machine) Value { return num(math.Sqrt2 / 2) }),
	math1("abs", math.Abs),
	math1("floor", math.Floor),
	math1("ceil", math.Ceil),
	math1("round", func(x float64) float64 {
		if x != x || math.IsInf(x, 0) {
			return x
		}
		if x == 0 {
			return x
		}
		if x > 0 && x < 0.5 {
			return 0
		}
		if x < 0 && x >= -0.5 {
			return math.Copysign(0, -1)
		}
		return math.Floor(x + 0.5)
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
	math1("cbrt", math.Cbrt),
	math1("exp", math.Exp),
	math1("expm1", math.Expm1),
	math1("log", math.Log),
	math1("log2", math.Log2),
	math1("log10", math.Log10),
	math1("log1p", math.Log1p),
	math1("sin", math.Sin),
	math1("cos", math.Cos),
	math1("tan", math.Tan),
	math1("asin", math.Asin),
	math1("acos", math.Acos),
	math1("atan", math.Atan),
	math1("sinh", math.Sinh),
	math1("cosh", math.Cosh),
	math1("tanh", math.Tanh),
	math1("asinh", math.Asinh),
	math1("acosh", math.Acosh),
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
		return num(math.Atan2(y, x)), err
	}),
	fn("Math.pow", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		x, err := m.toNumber(arg(args, 0))
		if err != nil {
			return undefined, err
		}
		y, err := m.toNumber(arg(args, 1))
		return num(numberOp(compile.OpExp, x, y)), err
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
		s := 0.0
		for _, a := range args {
			f, err := m.toNumber(a)
			if err != nil {
				return undefined, err
			}
			s += f * f
		}
		return num(math.Sqrt(s)), nil
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

// Date: the clock comes from Config.Clock (the Unix epoch without one).

func (m *Machine) now() float64 {
	if m.cfg.Clock == nil {
		return 0
	}
	return float64(m.cfg.Clock().UnixMilli())
}

func init() {
	ctorIDs[protoDate] = registerCtor("Date", 7,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return str(time.UnixMilli(int64(m.now())).UTC().Format("Mon Jan 02 2006 15:04:05 GMT+0000 (Coordinated Universal Time)")), nil
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t := m.now()
			switch {
			case len(args) == 1:
				v, err := m.toPrimitive(args[0], "")
				if err != nil {
					return undefined, err
				}
				if v.kind == KString {
					t = parseDate(v.ref.(string))
				} else {
					f, err := m.toNumber(v)
					if err != nil {
						return undefined, err
					}
					t = timeClip(f)
				}
			case len(args) > 1:
				var parts [7]float64
				parts[2] = 1
				for i := 0; i < len(args) && i < 7; i++ {
					f, err := m.toNumber(args[i])
					if err != nil {
						return undefined, err
					}
					parts[i] = f
				}
				for _, p := range parts {
					if p != p || math.IsInf(p, 0) {
						t = math.NaN()
					}
				}
				if t == t {
					y := parts[0]
					if y >= 0 && y <= 99 && y == math.Trunc(y) {
						y += 1900
					}
					d := time.Date(int(y), time.Month(int(parts[1])+1), int(parts[2]), int(parts[3]), int(parts[4]), int(parts[5]), int(parts[6])*1e6, time.UTC)
					t = timeClip(float64(d.UnixMilli()))
				}
			}
			return obj(&Object{class: ClassDate, proto: m.proto(protoDate), internal: t}), nil
		})
	ctorTables[protoDate] = newTable(ctorEntries(protoDate)...)
	ctorTables[protoDate].add(
		fn("Date.now", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return num(m.now()), nil
		}),
		fn("Date.parse", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := m.toString(arg(args, 0))
			return num(parseDate(s)), err
		}),
		fn("Date.UTC", 7, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			var parts [7]float64
			parts[2] = 1
			for i := 0; i < len(args) && i < 7; i++ {
				f, err := m.toNumber(args[i])
				if err != nil {
					return undefined, err
				}
				parts[i] = f
			}
			d := time.Date(int(parts[0]), time.Month(int(parts[1])+1), int(parts[2]), int(parts[3]), int(parts[4]), int(parts[5]), int(parts[6])*1e6, time.UTC)
			return num(float64(d.UnixMilli())), nil
		}),
	)
	protoTables[protoDate] = newTable(protoEntries(protoDate)...)
	dateGetter := func(name string, f func(t time.Time) float64) lazyEntry {
		return fn("Date.prototype."+name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			if err != nil {
				return undefined, err
			}
			if t != t {
				return num(math.NaN()), nil
			}
			return num(f(time.UnixMilli(int64(t)).UTC())), nil
		})
	}
	protoTables[protoDate].add(
		fn("Date.prototype.getTime", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			return num(t), err
		}),
		fn("Date.prototype.valueOf", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			return num(t), err
		}),
		fn("Date.prototype.toISOString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			if err != nil {
				return undefined, err
			}
			if t != t {
				return undefined, m.rangeError("Invalid time value")
			}
			return str(isoString(t)), nil
		}),
		fn("Date.prototype.toJSON", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			if err != nil {
				return undefined, err
			}
			if t != t {
				return null, nil
			}
			return str(isoString(t)), nil
		}),
		fn("Date.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			if err != nil {
				return undefined, err
			}
			if t != t {
				return str("Invalid Date"), nil
			}
			return str(time.UnixMilli(int64(t)).UTC().Format("Mon Jan 02 2006 15:04:05 GMT+0000 (Coordinated Universal Time)")), nil
		}),
		dateFormat("toLocaleDateString", "1/2/2006"),
		dateFormat("toLocaleTimeString", "3:04:05 PM"),
		dateFormat("toLocaleString", "1/2/2006, 3:04:05 PM"),
		dateFormat("toDateString", "Mon Jan 02 2006"),
		dateFormat("toUTCString", "Mon, 02 Jan 2006 15:04:05 GMT"),
		dateFormat("toTimeString", "15:04:05 GMT+0000 (Coordinated Universal Time)"),
		dateGetter("getFullYear", func(t time.Time) float64 { return float64(t.Year()) }),
		dateGetter("getMonth", func(t time.Time) float64 { return float64(t.Month() - 1) }),
		dateGetter("getDate", func(t time.Time) float64 { return float64(t.Day()) }),
		dateGetter("getDay", func(t time.Time) float64 { return float64(t.Weekday()) }),
		dateGetter("getHours", func(t time.Time) float64 { return float64(t.Hour()) }),
		dateGetter("getMinutes", func(t time.Time) float64 { return float64(t.Minute()) }),
		dateGetter("getSeconds", func(t time.Time) float64 { return float64(t.Second()) }),
		dateGetter("getMilliseconds", func(t time.Time) float64 { return float64(t.Nanosecond() / 1e6) }),
		dateGetter("getUTCFullYear", func(t time.Time) float64 { return float64(t.Year()) }),
		dateGetter("getUTCMonth", func(t time.Time) float64 { return float64(t.Month() - 1) }),
		dateGetter("getUTCDate", func(t time.Time) float64 { return float64(t.Day()) }),
		dateGetter("getUTCDay", func(t time.Time) float64 { return float64(t.Weekday()) }),
		dateGetter("getUTCHours", func(t time.Time) float64 { return float64(t.Hour()) }),
		dateGetter("getUTCMinutes", func(t time.Time) float64 { return float64(t.Minute()) }),
		dateGetter("getUTCSeconds", func(t time.Time) float64 { return float64(t.Second()) }),
		dateGetter("getTimezoneOffset", func(t time.Time) float64 { return 0 }),
	)
}

// dateFormat formats in UTC with en-US conventions (the VM has no time zone).
func dateFormat(name, layout string) lazyEntry {
	return fn("Date.prototype."+name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		t, err := thisDate(m, this)
		if err != nil {
			return undefined, err
		}
		if t != t {
			return str("Invalid Date"), nil
		}
		return str(time.UnixMilli(int64(t)).UTC().Format(layout)), nil
	})
}

func thisDate(m *Machine, this Value) (float64, error) {
	if o := this.asObject(); o != nil && o.class == ClassDate {
		return o.internal.(float64), nil
	}
	return 0, m.typeError("this is not a Date object.")
}

func timeClip(f float64) float64 {
	if f != f || math.Abs(f) > 8.64e15 {
		return math.NaN()
	}
	return math.Trunc(f) + 0
}

func isoString(t float64) string {
	tm := time.UnixMilli(int64(t)).UTC()
	y := tm.Year()
	if y >= 0 && y <= 9999 {
		return tm.Format("2006-01-02T15:04:05.000Z")
	}
	sign := "+"
	if y < 0 {
		sign = "-"
		y = -y
	}
	return sign + leftPad(strconv.Itoa(y), 6) + tm.Format("-01-02T15:04:05.000Z")
}

func leftPad(s string, n int) string {
	for len(s) < n {
		s = "0" + s
	}
	return s
}

func (m *Machine) dateISO(o *Object) string {
	t := o.internal.(float64)
	if t != t {
		return "Invalid Date"
	}
	return isoString(t)
}

// parseDate accepts the ISO format (and its date-only forms) in UTC.
func parseDate(s string) float64 {
	layouts := []string{
		"2006-01-02T15:04:05.000Z07:00", "2006-01-02T15:04:05Z07:00", "2006-01-02T15:04Z07:00",
		"2006-01-02T15:04:05.000", "2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02", "2006-01", "2006",
	}
	for _, l := range layouts {
		if t, err := time.Parse(l, s); err == nil {
			return float64(t.UnixMilli())
		}
	}
	return math.NaN()
}
