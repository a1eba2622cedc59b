package syntax

// String and template literals (escapes, cooked WTF-8 values, raw text)
// and regular-expression literals.

import (
	"strings"
	"unicode/utf8"
)

// scanString scans a string literal delimited by quote.
func (l *lexer) scanString(t *token, quote byte) {
	s := l.src
	start := l.pos + 1
	i := start
	for i < len(s) {
		c := s[i]
		if c == quote {
			t.kind = tString
			t.lit = s[start:i]
			l.pos = i + 1
			return
		}
		if c == '\\' || c == '\n' || c == '\r' || c == 0xE2 {
			break
		}
		i++
	}
	b := append(l.buf[:0], s[start:i]...)
	for {
		if i >= len(s) {
			l.fail(start-1, "Unterminated string literal")
			t.kind = tEOF
			return
		}
		c := s[i]
		switch {
		case c == quote:
			t.kind = tString
			t.lit = string(b)
			l.buf = b
			l.pos = i + 1
			return
		case c == '\n' || c == '\r':
			l.fail(start-1, "Unterminated string literal")
			t.kind = tEOF
			return
		case c == '\\':
			var res escResult
			at := i
			b, i, res = l.readEscape(b, i+1, false)
			if res == escOctal && !t.octal {
				t.octal = true
				t.octalAt = at
			}
			if res == escInvalid {
				t.kind = tEOF
				return
			}
		case c == 0xE2 && isLSPS(s, i):
			b = append(b, s[i:i+3]...)
			i += 3
			l.newline(i)
		default:
			b = append(b, c)
			i++
		}
	}
}

type escResult uint8

const (
	escOK escResult = iota
	escOctal
	escInvalid
)

// readEscape decodes the escape sequence after a backslash (s[i] is the
// character after '\'). It appends the cooked value to b (WTF-8) and returns
// the offset after the escape. In templates, octal escapes are invalid; the
// caller decides what an invalid escape means (error or undefined cooked).
// In strings, invalid escapes are reported through l.fail.
func (l *lexer) readEscape(b []byte, i int, template bool) ([]byte, int, escResult) {
	s := l.src
	if i >= len(s) {
		if !template {
			l.fail(i-1, "Unterminated string literal")
		}
		return b, i, escInvalid
	}
	c := s[i]
	switch c {
	case 'n':
		return append(b, '\n'), i + 1, escOK
	case 't':
		return append(b, '\t'), i + 1, escOK
	case 'r':
		return append(b, '\r'), i + 1, escOK
	case 'b':
		return append(b, '\b'), i + 1, escOK
	case 'f':
		return append(b, '\f'), i + 1, escOK
	case 'v':
		return append(b, '\v'), i + 1, escOK
	case '\r':
		i++
		if i < len(s) && s[i] == '\n' {
			i++
		}
		l.newline(i)
		return b, i, escOK
	case '\n':
		l.newline(i + 1)
		return b, i + 1, escOK
	case 'x':
		if i+2 < len(s) && hexVal(s[i+1]) >= 0 && hexVal(s[i+2]) >= 0 {
			return appendWTF8(b, rune(hexVal(s[i+1])*16+hexVal(s[i+2]))), i + 3, escOK
		}
		if !template {
			l.fail(i-1, "Invalid hexadecimal escape sequence")
		}
		return b, i + 1, escInvalid
	case 'u':
		r, j, ok := readUnicodeEscape(s, i)
		if !ok {
			if !template {
				if i+1 < len(s) && s[i+1] == '{' && strings.IndexByte(s[i:min(len(s), i+16)], '}') > 0 {
					l.fail(i-1, "Undefined Unicode code-point")
				} else {
					l.fail(i-1, "Invalid Unicode escape sequence")
				}
			}
			return b, i + 1, escInvalid
		}
		// Join an escaped surrogate pair into one code point.
		if r >= 0xD800 && r <= 0xDBFF && j+1 < len(s) && s[j] == '\\' && s[j+1] == 'u' {
			if r2, j2, ok2 := readUnicodeEscape(s, j+1); ok2 && r2 >= 0xDC00 && r2 <= 0xDFFF {
				return utf8.AppendRune(b, (r-0xD800)<<10+(r2-0xDC00)+0x10000), j2, escOK
			}
		}
		return appendWTF8(b, r), j, escOK
	case '0', '1', '2', '3', '4', '5', '6', '7':
		if c == '0' && (i+1 >= len(s) || s[i+1] < '0' || s[i+1] > '9') {
			return append(b, 0), i + 1, escOK
		}
		if template {
			return b, i + 1, escInvalid
		}
		// Legacy octal escape: up to three digits, value <= 0377.
		v := int(c - '0')
		j := i + 1
		if j < len(s) && s[j] >= '0' && s[j] <= '7' {
			v = v*8 + int(s[j]-'0')
			j++
			if c <= '3' && j < len(s) && s[j] >= '0' && s[j] <= '7' {
				v = v*8 + int(s[j]-'0')
				j++
			}
		}
		return appendWTF8(b, rune(v)), j, escOctal
	case '8', '9':
		if template {
			return b, i + 1, escInvalid
		}
		return append(b, c), i + 1, escOctal
	}
	if c >= 0x80 {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == 0x2028 || r == 0x2029 {
			// Line continuation with LS/PS.
			l.newline(i + size)
			return b, i + size, escOK
		}
		return append(b, s[i:i+size]...), i + size, escOK
	}
	return append(b, c), i + 1, escOK
}

// appendWTF8 appends r, encoding a lone surrogate as its own 3-byte sequence.
func appendWTF8(b []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(b, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

// scanTemplate scans a template piece starting at l.pos, just after '`' or
// the '}' closing a substitution.
func (l *lexer) scanTemplate(t *token) {
	s := l.src
	start := l.pos
	i := start
	for i < len(s) {
		c := s[i]
		if c == '`' || c == '\\' || c == '\r' || c == '\n' || c == '$' || c == 0xE2 {
			break
		}
		i++
	}
	var b []byte
	cookedCopy := false
	hasCR := false
	for {
		if i >= len(s) {
			l.fail(start-1, "Unterminated template literal")
			t.kind = tEOF
			return
		}
		c := s[i]
		switch {
		case c == '`' || c == '$' && i+1 < len(s) && s[i+1] == '{':
			t.kind = tTemplate
			raw := s[start:i]
			if hasCR {
				raw = strings.ReplaceAll(raw, "\r\n", "\n")
				raw = strings.ReplaceAll(raw, "\r", "\n")
			}
			t.raw = raw
			if cookedCopy {
				t.lit = string(b)
				l.buf = b
			} else {
				t.lit = s[start:i]
			}
			if c == '`' {
				t.tail = true
				l.pos = i + 1
			} else {
				l.pos = i + 2
			}
			return
		case c == '\\':
			if !cookedCopy {
				cookedCopy = true
				b = append(l.buf[:0], s[start:i]...)
			}
			if i+1 < len(s) && s[i+1] == '\r' {
				hasCR = true
			}
			var res escResult
			at := i
			b, i, res = l.readEscape(b, i+1, true)
			if res == escInvalid && !t.badEscape {
				t.badEscape = true
				t.badAt = at
			}
		case c == '\r':
			hasCR = true
			if !cookedCopy {
				cookedCopy = true
				b = append(l.buf[:0], s[start:i]...)
			}
			b = append(b, '\n')
			i++
			if i < len(s) && s[i] == '\n' {
				i++
			}
			l.newline(i)
		case c == '\n':
			if cookedCopy {
				b = append(b, c)
			}
			i++
			l.newline(i)
		case c == 0xE2 && isLSPS(s, i):
			if cookedCopy {
				b = append(b, s[i:i+3]...)
			}
			i += 3
			l.newline(i)
		default:
			if cookedCopy {
				b = append(b, c)
			}
			i++
		}
	}
}

// scanRegExp rescans the token t (which starts with '/' or '/=') as a
// regular-expression literal. t.lit is the pattern, t.raw the flags.
func (l *lexer) scanRegExp(t *token) {
	s := l.src
	start := int(t.pos.Offset)
	i := start + 1
	inClass := false
	for {
		if i >= len(s) {
			l.fail(start, "Invalid regular expression: missing /")
			t.kind = tEOF
			return
		}
		c := s[i]
		if c == '\n' || c == '\r' || c == 0xE2 && isLSPS(s, i) {
			l.fail(start, "Invalid regular expression: missing /")
			t.kind = tEOF
			return
		}
		if c == '\\' {
			i++
			if i < len(s) && (s[i] == '\n' || s[i] == '\r' || s[i] == 0xE2 && isLSPS(s, i)) {
				continue // reported above on the next iteration
			}
			if i < len(s) && s[i] >= 0x80 {
				_, size := utf8.DecodeRuneInString(s[i:])
				i += size
				continue
			}
			i++
			continue
		}
		if c == '[' {
			inClass = true
		} else if c == ']' {
			inClass = false
		} else if c == '/' && !inClass {
			break
		}
		i++
	}
	pattern := s[start+1 : i]
	i++
	fstart := i
	for i < len(s) {
		c := s[i]
		if isASCIIIDPart(c) {
			i++
			continue
		}
		if c == '\\' {
			l.fail(i, "Invalid regular expression flags")
			t.kind = tEOF
			return
		}
		if c >= 0x80 {
			if r, size := utf8.DecodeRuneInString(s[i:]); isIDPartRune(r) {
				i += size
				continue
			}
		}
		break
	}
	t.kind = tRegExp
	t.lit = pattern
	t.raw = s[fstart:i]
	t.end = i
	l.pos = i
}
