package vm

import (
	"math"
	"strings"
)

// The global object's value properties (globalThis, NaN, Infinity,
// undefined), the core constructors' global bindings, console, and the
// global functions parseInt, parseFloat, isNaN and isFinite.

// initGlobals adds them to the global table (called in order from
// builtin_core.go).
func initGlobals() {
	for _, e := range []struct {
		name string
		id   protoID
	}{{"Object", protoObject}, {"Function", protoFunction}, {"Array", protoArray}, {"String", protoString},
		{"Number", protoNumber}, {"Boolean", protoBoolean}, {"Promise", protoPromise}, {"Date", protoDate}} {
		id := e.id
		globalTable.add(val(e.name, func(m *Machine) Value { return obj(m.ctor(id)) }))
	}
	globalTable.add(
		val("globalThis", func(m *Machine) Value { return obj(m.global()) }),
		constVal("NaN", func(m *Machine) Value { return num(math.NaN()) }),
		constVal("Infinity", func(m *Machine) Value { return num(math.Inf(1)) }),
		constVal("undefined", func(m *Machine) Value { return undefined }),
		val("console", func(m *Machine) Value {
			return obj(&Object{proto: m.proto(protoObject), lazy: &lazyInst{t: consoleTable}})
		}),
		// eval is there, as under V8's --disallow-code-generation-from-strings:
		// any call throws the EvalError the Function constructor throws.
		fn("eval", 1, functionCtor),
		fn("parseInt", 2, globalParseInt),
		fn("parseFloat", 1, globalParseFloat),
		fn("isNaN", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := m.toNumber(arg(args, 0))
			return boolean(f != f), err
		}),
		fn("isFinite", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			f, err := m.toNumber(arg(args, 0))
			return boolean(!math.IsInf(f, 0) && f == f), err
		}),
	)
}

func globalParseInt(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	s = trimJSSpace(s)
	sign := 1.0
	if s != "" && (s[0] == '+' || s[0] == '-') {
		if s[0] == '-' {
			sign = -1
		}
		s = s[1:]
	}
	r, err := m.toNumber(arg(args, 1))
	if err != nil {
		return undefined, err
	}
	radix := int(toInt32(r))
	strip := true
	if radix != 0 {
		if radix < 2 || radix > 36 {
			return num(math.NaN()), nil
		}
		if radix != 16 {
			strip = false
		}
	} else {
		radix = 10
	}
	if strip && len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s = s[2:]
		radix = 16
	}
	return num(sign * parseIntDigits(s, radix, false)), nil
}

func globalParseFloat(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	return num(parseFloatPrefix(trimJSSpace(s))), nil
}

// parseFloatPrefix parses the longest prefix of s that is a decimal literal.
func parseFloatPrefix(s string) float64 {
	s = trimJSSpace(s)
	for _, inf := range []string{"Infinity", "+Infinity", "-Infinity"} {
		if strings.HasPrefix(s, inf) {
			if inf[0] == '-' {
				return math.Inf(-1)
			}
			return math.Inf(1)
		}
	}
	best := math.NaN()
	for end := 1; end <= len(s); end++ {
		if isDecimalLiteral(s[:end]) {
			best = stringToNumber(s[:end])
		} else if end > 1 && !strings.ContainsAny(s[end-1:end], "0123456789.eE+-") {
			break
		}
	}
	return best
}

// initGlobalsES2025 adds queueMicrotask (called in order from
// builtin_es2025.go).
func initGlobalsES2025() {
	globalTable.add(lib("queueMicrotask", "queueMicrotask"))
}
