package syntax

import (
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is one lexical token. Identifier names and string values are
// substrings of the source when they contain no escapes, so scanning does not
// allocate for ordinary code.
type token struct {
	kind      tokKind
	nl        bool // a line terminator precedes the token
	escaped   bool // an identifier spelled with \u escapes
	octal     bool // legacy octal/non-octal-decimal literal (010, 08) or an octal escape in a string
	badEscape bool // template piece with an invalid escape (cooked is undefined)
	tail      bool // template piece that ends the template (closing backquote)
	pos       Pos  // start of the token
	end       int  // byte offset just past the token
	octalAt   int  // offset of the octal escape (for error positions)
	badAt     int  // offset of a template's invalid escape
	lit       string
	raw       string
	num       float64
}

// lexState is the part of the lexer that must be saved to look ahead and
// restored afterwards.
type lexState struct {
	pos       int
	line      int32
	lineStart int
}

// lexer is a byte-oriented scanner over the source string.
type lexer struct {
	src string
	lexState
	colBase int   // offset whose column is colVal (a cache for col)
	colVal  int32 // UTF-16 column of colBase, 1-based
	errMsg  string
	errAt   int
	failed  bool
	buf     []byte // scratch buffer for cooked strings with escapes
}

func (l *lexer) init(src string) {
	l.src = src
	l.line = 1
	l.colVal = 1
	// A hashbang comment is allowed at the very start of a script.
	if strings.HasPrefix(src, "#!") {
		i := 2
		for i < len(src) {
			if c := src[i]; c == '\n' || c == '\r' {
				break
			} else if c == 0xE2 && isLSPS(src, i) {
				break
			}
			i++
		}
		l.pos = i
	}
}

func isLSPS(s string, i int) bool {
	return i+2 < len(s) && s[i] == 0xE2 && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9)
}

// fail records a lexical error at offset at.
func (l *lexer) fail(at int, msg string) {
	if !l.failed {
		l.failed = true
		l.errAt = at
		l.errMsg = msg
	}
}

// newline records that a line terminator ended just before offset pos.
func (l *lexer) newline(pos int) {
	l.line++
	l.lineStart = pos
}

// col returns the 1-based UTF-16 column of offset off on the current line.
func (l *lexer) col(off int) int32 {
	if l.colBase < l.lineStart || l.colBase > off {
		l.colBase = l.lineStart
		l.colVal = 1
	}
	s := l.src
	c := l.colVal
	for i := l.colBase; i < off; i++ {
		b := s[i]
		if b < 0x80 || b >= 0xC0 {
			if b >= 0xF0 {
				c += 2
			} else {
				c++
			}
		}
	}
	l.colBase = off
	l.colVal = c
	return c
}

func (l *lexer) posAt(off int) Pos {
	return Pos{Offset: int32(off), Line: l.line, Col: l.col(off)}
}

// posOf computes the position of an arbitrary offset from scratch (used for
// error positions, which are rare).
func posOf(src string, off int) Pos {
	if off > len(src) {
		off = len(src)
	}
	line, ls := int32(1), 0
	for i := 0; i < off; i++ {
		switch src[i] {
		case '\n':
			line++
			ls = i + 1
		case '\r':
			if i+1 < len(src) && src[i+1] == '\n' {
				continue
			}
			line++
			ls = i + 1
		case 0xE2:
			if isLSPS(src, i) {
				line++
				ls = i + 3
				i += 2
			}
		}
	}
	col := int32(1)
	for i := ls; i < off; i++ {
		b := src[i]
		if b < 0x80 || b >= 0xC0 {
			if b >= 0xF0 {
				col += 2
			} else {
				col++
			}
		}
	}
	return Pos{Offset: int32(off), Line: line, Col: col}
}

// next scans the next token into t. After an error it returns tEOF forever.
func (l *lexer) next(t *token) {
	t.nl = false
	t.escaped = false
	t.octal = false
	t.badEscape = false
	t.tail = false
	if l.failed {
		t.kind = tEOF
		t.pos = l.posAt(l.pos)
		t.end = l.pos
		return
	}
	s := l.src
	n := len(s)
	// Skip white space and comments.
	for l.pos < n {
		c := s[l.pos]
		switch c {
		case ' ', '\t', '\v', '\f':
			l.pos++
			continue
		case '\n':
			l.pos++
			l.newline(l.pos)
			t.nl = true
			continue
		case '\r':
			l.pos++
			if l.pos < n && s[l.pos] == '\n' {
				l.pos++
			}
			l.newline(l.pos)
			t.nl = true
			continue
		case '/':
			if l.pos+1 < n {
				if s[l.pos+1] == '/' {
					l.skipLineComment(l.pos + 2)
					continue
				}
				if s[l.pos+1] == '*' {
					if l.skipBlockComment() {
						t.nl = true
					}
					if l.failed {
						t.kind = tEOF
						return
					}
					continue
				}
			}
		default:
			if c >= 0x80 {
				r, size := utf8.DecodeRuneInString(s[l.pos:])
				if r == 0x2028 || r == 0x2029 {
					l.pos += size
					l.newline(l.pos)
					t.nl = true
					continue
				}
				if isSpaceRune(r) {
					l.pos += size
					continue
				}
			}
		}
		break
	}
	start := l.pos
	t.pos = l.posAt(start)
	if start >= n {
		t.kind = tEOF
		t.end = start
		return
	}
	l.scanToken(t, s[start])
	t.end = l.pos
	if l.failed {
		t.kind = tEOF
	}
}

func isSpaceRune(r rune) bool {
	return r == 0xA0 || r == 0xFEFF || unicode.Is(unicode.Zs, r)
}

func (l *lexer) skipLineComment(i int) {
	s := l.src
	for i < len(s) {
		c := s[i]
		if c == '\n' || c == '\r' || (c == 0xE2 && isLSPS(s, i)) {
			break
		}
		i++
	}
	l.pos = i
}

// skipBlockComment skips /* ... */ and reports whether it contained a line
// terminator.
func (l *lexer) skipBlockComment() bool {
	s := l.src
	start := l.pos
	i := l.pos + 2
	nl := false
	for i < len(s) {
		switch c := s[i]; c {
		case '*':
			if i+1 < len(s) && s[i+1] == '/' {
				l.pos = i + 2
				return nl
			}
		case '\n':
			nl = true
			l.newline(i + 1)
		case '\r':
			nl = true
			if i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
			l.newline(i + 1)
		case 0xE2:
			if isLSPS(s, i) {
				nl = true
				i += 2
				l.newline(i + 1)
			}
		}
		i++
	}
	l.pos = len(s)
	l.fail(start, "Invalid or unexpected token")
	return nl
}

func (l *lexer) peekByte(off int) byte {
	if l.pos+off < len(l.src) {
		return l.src[l.pos+off]
	}
	return 0
}

// scanToken scans the token starting with byte c at l.pos.
func (l *lexer) scanToken(t *token, c byte) {
	s := l.src
	switch c {
	case '(':
		l.pos++
		t.kind = tLParen
	case ')':
		l.pos++
		t.kind = tRParen
	case '{':
		l.pos++
		t.kind = tLBrace
	case '}':
		l.pos++
		t.kind = tRBrace
	case '[':
		l.pos++
		t.kind = tLBrack
	case ']':
		l.pos++
		t.kind = tRBrack
	case ';':
		l.pos++
		t.kind = tSemi
	case ',':
		l.pos++
		t.kind = tComma
	case ':':
		l.pos++
		t.kind = tColon
	case '~':
		l.pos++
		t.kind = tTilde
	case '.':
		if d := l.peekByte(1); d >= '0' && d <= '9' {
			l.scanNumber(t)
			return
		}
		if l.peekByte(1) == '.' && l.peekByte(2) == '.' {
			l.pos += 3
			t.kind = tEllipsis
			return
		}
		l.pos++
		t.kind = tDot
	case '?':
		switch l.peekByte(1) {
		case '.':
			// `a?.5:b` is a conditional, not optional chaining.
			if d := l.peekByte(2); d >= '0' && d <= '9' {
				l.pos++
				t.kind = tQuestion
				return
			}
			l.pos += 2
			t.kind = tQuestionDot
		case '?':
			if l.peekByte(2) == '=' {
				l.pos += 3
				t.kind = tNullishAssign
				return
			}
			l.pos += 2
			t.kind = tNullish
		default:
			l.pos++
			t.kind = tQuestion
		}
	case '=':
		switch l.peekByte(1) {
		case '>':
			l.pos += 2
			t.kind = tArrow
		case '=':
			if l.peekByte(2) == '=' {
				l.pos += 3
				t.kind = tSeq
				return
			}
			l.pos += 2
			t.kind = tEq
		default:
			l.pos++
			t.kind = tAssign
		}
	case '!':
		if l.peekByte(1) == '=' {
			if l.peekByte(2) == '=' {
				l.pos += 3
				t.kind = tSne
				return
			}
			l.pos += 2
			t.kind = tNe
			return
		}
		l.pos++
		t.kind = tBang
	case '+':
		l.op2(t, tPlus, '+', tInc, '=', tPlusAssign)
	case '-':
		l.op2(t, tMinus, '-', tDec, '=', tMinusAssign)
	case '*':
		if l.peekByte(1) == '*' {
			if l.peekByte(2) == '=' {
				l.pos += 3
				t.kind = tStarStarAssign
				return
			}
			l.pos += 2
			t.kind = tStarStar
			return
		}
		l.op2(t, tStar, '=', tStarAssign, 0, 0)
	case '/':
		l.op2(t, tSlash, '=', tSlashAssign, 0, 0)
	case '%':
		l.op2(t, tPercent, '=', tPercentAssign, 0, 0)
	case '^':
		l.op2(t, tCaret, '=', tCaretAssign, 0, 0)
	case '&':
		if l.peekByte(1) == '&' {
			if l.peekByte(2) == '=' {
				l.pos += 3
				t.kind = tAndAndAssign
				return
			}
			l.pos += 2
			t.kind = tAndAnd
			return
		}
		l.op2(t, tAmp, '=', tAmpAssign, 0, 0)
	case '|':
		if l.peekByte(1) == '|' {
			if l.peekByte(2) == '=' {
				l.pos += 3
				t.kind = tOrOrAssign
				return
			}
			l.pos += 2
			t.kind = tOrOr
			return
		}
		l.op2(t, tPipe, '=', tPipeAssign, 0, 0)
	case '<':
		if l.peekByte(1) == '<' {
			if l.peekByte(2) == '=' {
				l.pos += 3
				t.kind = tShlAssign
				return
			}
			l.pos += 2
			t.kind = tShl
			return
		}
		l.op2(t, tLt, '=', tLe, 0, 0)
	case '>':
		if l.peekByte(1) == '>' {
			if l.peekByte(2) == '>' {
				if l.peekByte(3) == '=' {
					l.pos += 4
					t.kind = tUShrAssign
					return
				}
				l.pos += 3
				t.kind = tUShr
				return
			}
			if l.peekByte(2) == '=' {
				l.pos += 3
				t.kind = tShrAssign
				return
			}
			l.pos += 2
			t.kind = tShr
			return
		}
		l.op2(t, tGt, '=', tGe, 0, 0)
	case '"', '\'':
		l.scanString(t, c)
	case '`':
		l.pos++
		l.scanTemplate(t)
	case '#':
		l.pos++
		if l.pos < len(s) && (isASCIIIDStart(s[l.pos]) || s[l.pos] == '\\' || s[l.pos] >= 0x80) {
			l.scanIdent(t)
			if t.kind != tEOF {
				t.kind = tPrivateName
			}
			return
		}
		l.fail(l.pos-1, "Invalid or unexpected token")
	default:
		if c >= '0' && c <= '9' {
			l.scanNumber(t)
			return
		}
		if isASCIIIDStart(c) || c == '\\' || c >= 0x80 {
			l.scanIdent(t)
			if t.kind == tIdent && !t.escaped {
				t.kind = keywordKind(t.lit)
			}
			return
		}
		l.fail(l.pos, "Invalid or unexpected token")
	}
}

func (l *lexer) op2(t *token, k tokKind, c1 byte, k1 tokKind, c2 byte, k2 tokKind) {
	d := l.peekByte(1)
	if c1 != 0 && d == c1 {
		l.pos += 2
		t.kind = k1
		return
	}
	if c2 != 0 && d == c2 {
		l.pos += 2
		t.kind = k2
		return
	}
	l.pos++
	t.kind = k
}

func isASCIIIDStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$'
}

func isASCIIIDPart(c byte) bool {
	return isASCIIIDStart(c) || c >= '0' && c <= '9'
}

func isIDStartRune(r rune) bool {
	if r < 0x80 {
		return r < 0x80 && isASCIIIDStart(byte(r))
	}
	if r == 0x2E2F { // VERTICAL TILDE is Pattern_Syntax
		return false
	}
	return unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)
}

func isIDPartRune(r rune) bool {
	if r < 0x80 {
		return isASCIIIDPart(byte(r))
	}
	if r == 0x200C || r == 0x200D {
		return true
	}
	return isIDStartRune(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
}

// scanIdent scans an IdentifierName at l.pos into t (kind tIdent).
func (l *lexer) scanIdent(t *token) {
	s := l.src
	start := l.pos
	i := start
	for i < len(s) && isASCIIIDPart(s[i]) {
		i++
	}
	if i < len(s) && (s[i] == '\\' || s[i] >= 0x80) {
		l.scanIdentSlow(t, start, i)
		return
	}
	l.pos = i
	t.kind = tIdent
	t.lit = s[start:i]
}

func (l *lexer) scanIdentSlow(t *token, start, i int) {
	s := l.src
	var b []byte
	escaped := false
	for i < len(s) {
		c := s[i]
		if c < 0x80 && c != '\\' {
			if !isASCIIIDPart(c) {
				break
			}
			if escaped {
				b = append(b, c)
			}
			i++
			continue
		}
		if c == '\\' {
			if !escaped {
				escaped = true
				b = append(b[:0], s[start:i]...)
			}
			r, j, ok := readUnicodeEscape(s, i+1)
			if !ok || !(i == start && isIDStartRune(r) || i > start && isIDPartRune(r)) {
				l.fail(i, "Invalid Unicode escape sequence")
				t.kind = tEOF
				return
			}
			b = utf8.AppendRune(b, r)
			i = j
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !(i == start && isIDStartRune(r) || i > start && isIDPartRune(r)) {
			if i == start {
				l.fail(i, "Invalid or unexpected token")
				t.kind = tEOF
				return
			}
			break
		}
		if escaped {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	l.pos = i
	t.kind = tIdent
	if escaped {
		t.escaped = true
		t.lit = string(b)
	} else {
		t.lit = s[start:i]
	}
}

// readUnicodeEscape reads the part after `\` of \uXXXX or \u{X...} starting at
// i (pointing at 'u'). It returns the code point and the offset after it.
func readUnicodeEscape(s string, i int) (rune, int, bool) {
	if i >= len(s) || s[i] != 'u' {
		return 0, i, false
	}
	i++
	if i < len(s) && s[i] == '{' {
		i++
		var v rune
		digits := 0
		for i < len(s) && s[i] != '}' {
			d := hexVal(s[i])
			if d < 0 {
				return 0, i, false
			}
			v = v*16 + rune(d)
			if v > 0x10FFFF {
				return 0, i, false
			}
			digits++
			i++
		}
		if i >= len(s) || digits == 0 {
			return 0, i, false
		}
		return v, i + 1, true
	}
	if i+4 > len(s) {
		return 0, i, false
	}
	var v rune
	for k := 0; k < 4; k++ {
		d := hexVal(s[i+k])
		if d < 0 {
			return 0, i, false
		}
		v = v*16 + rune(d)
	}
	return v, i + 4, true
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

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
			l.decimalTail(t, &i, digits, isDec)
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
func (l *lexer) decimalTail(t *token, ip *int, _ func(func(byte) bool) int, isDec func(byte) bool) {
	s := l.src
	i := *ip
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
	*ip = i
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
