package syntax

// Numeric literals: decimal, hex/octal/binary, legacy octal, BigInt, and
// numeric separators.

import (
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// scanNumber scans a numeric literal.
func (l *lexer) scanNumber(t *token) {
	s := l.src
	start := l.pos
	i := start
	hasSep := false
	isBig := false
	// digits scans digits accepted by ok with numeric separators between them.
	digits := func(ok func(byte) bool) int {
		n := 0
		for i < len(s) {
			c := s[i]
			if c == '_' {
				if n == 0 || i+1 >= len(s) || !ok(s[i+1]) {
					switch {
					case i+1 < len(s) && s[i+1] == '_':
						l.fail(i, "Only one underscore is allowed as numeric separator")
					case n > 0:
						l.fail(i, "Numeric separators are not allowed at the end of numeric literals")
					default:
						l.fail(i, "Numeric separators are not allowed here")
					}
					return n
				}
				hasSep = true
				i++
				continue
			}
			if !ok(c) {
				break
			}
			n++
			i++
		}
		return n
	}
	isDec := func(c byte) bool { return c >= '0' && c <= '9' }
	radix := 10
	if s[i] == '0' && i+1 < len(s) {
		switch s[i+1] | 0x20 {
		case 'x':
			radix = 16
		case 'o':
			radix = 8
		case 'b':
			radix = 2
		}
	}
	if radix != 10 {
		i += 2
		var ok func(byte) bool
		switch radix {
		case 16:
			ok = func(c byte) bool { return hexVal(c) >= 0 }
		case 8:
			ok = func(c byte) bool { return c >= '0' && c <= '7' }
		default:
			ok = func(c byte) bool { return c == '0' || c == '1' }
		}
		if digits(ok) == 0 {
			l.fail(start, "Invalid or unexpected token")
		}
		if i < len(s) && s[i] == 'n' {
			isBig = true
			i++
		}
	} else if s[i] == '0' && i+1 < len(s) && (isDec(s[i+1]) || s[i+1] == '_') {
		// Legacy octal (017) or non-octal decimal (089) literal.
		t.octal = true
		octal := true
		i++
		for i < len(s) && isDec(s[i]) {
			if s[i] >= '8' {
				octal = false
			}
			i++
		}
		if i < len(s) && s[i] == '_' {
			l.fail(i, "Numeric separators are not allowed here")
		}
		if octal {
			radix = 8
		} else {
			i = l.decimalTail(i)
		}
		if i < len(s) && s[i] == 'n' {
			l.fail(start, "Invalid or unexpected token")
		}
	} else {
		sawDot, sawExp := false, false
		if s[i] != '.' {
			digits(isDec)
		}
		if i < len(s) && s[i] == '.' {
			sawDot = true
			i++
			if i < len(s) && s[i] == '_' {
				l.fail(i, "Numeric separators are not allowed here")
			}
			digits(isDec)
		}
		if i < len(s) && s[i]|0x20 == 'e' {
			sawExp = true
			i++
			if i < len(s) && (s[i] == '+' || s[i] == '-') {
				i++
			}
			if i < len(s) && s[i] == '_' {
				l.fail(i, "Numeric separators are not allowed here")
			}
			if digits(isDec) == 0 {
				l.fail(start, "Invalid or unexpected token")
			}
		}
		if i < len(s) && s[i] == 'n' && !sawDot && !sawExp {
			isBig = true
			i++
		}
	}
	// The character after a numeric literal must not start an identifier or
	// be a digit (`3in`, `1_`).
	if i < len(s) {
		c := s[i]
		if isASCIIIDPart(c) || c == '\\' {
			l.fail(i, "Invalid or unexpected token")
		} else if c >= 0x80 {
			if r, _ := utf8.DecodeRuneInString(s[i:]); isIDStartRune(r) {
				l.fail(i, "Invalid or unexpected token")
			}
		}
	}
	l.pos = i
	raw := s[start:i]
	text := raw
	if hasSep {
		text = strings.ReplaceAll(raw, "_", "")
	}
	if isBig {
		t.kind = tBigInt
		text = text[:len(text)-1]
		if radix == 10 {
			t.lit = text
		} else {
			var b big.Int
			b.SetString(text[2:], radix)
			t.lit = b.String()
		}
		return
	}
	t.kind = tNumber
	t.lit = raw
	switch radix {
	case 10:
		f, _ := strconv.ParseFloat(text, 64)
		t.num = f
	case 8:
		if t.octal {
			t.num = parseRadix(text[1:], 8)
		} else {
			t.num = parseRadix(text[2:], 8)
		}
	default:
		t.num = parseRadix(text[2:], radix)
	}
}

// decimalTail scans the fraction and exponent of a non-octal decimal literal
// such as 089.5 (no separators are allowed in these legacy forms).
func (l *lexer) decimalTail(i int) int {
	s := l.src
	isDec := func(c byte) bool { return c >= '0' && c <= '9' }
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDec(s[i]) {
			i++
		}
	}
	if i < len(s) && s[i]|0x20 == 'e' {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && isDec(s[j]) {
			for j < len(s) && isDec(s[j]) {
				j++
			}
			i = j
		} else {
			l.fail(i, "Invalid or unexpected token")
		}
	}
	return i
}

func parseRadix(digits string, radix int) float64 {
	if v, err := strconv.ParseUint(digits, radix, 64); err == nil {
		return float64(v)
	}
	var b big.Int
	if _, ok := b.SetString(digits, radix); !ok {
		return 0
	}
	f, _ := new(big.Float).SetInt(&b).Float64()
	return f
}
