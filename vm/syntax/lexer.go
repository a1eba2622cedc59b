package syntax

import (
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
	ascii bool // the source is all ASCII: a column is an offset difference
	// src[asciiFrom:asciiTo] is plain ASCII, where asciiFrom is the start of
	// the line it was computed for (a per-line cache for col).
	asciiFrom, asciiTo int
	colBase            int   // offset whose column is colVal (a cache for col)
	colVal             int32 // UTF-16 column of colBase, 1-based
	errMsg             string
	errAt              int
	failed             bool
	buf                []byte // scratch buffer for cooked strings with escapes
}

func (l *lexer) init(src string) {
	l.src = src
	l.line = 1
	l.colVal = 1
	l.asciiTo = -1
	l.ascii = true
	for i := 0; i < len(src); i++ {
		if src[i] >= 0x80 {
			l.ascii = false
			break
		}
	}
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
	if l.ascii {
		return int32(off-l.lineStart) + 1
	}
	if l.asciiFrom != l.lineStart || l.asciiTo < 0 {
		// Find, once per line, how far the line is plain ASCII.
		i := l.lineStart
		for i < len(l.src) && l.src[i] < 0x80 && l.src[i] != '\n' {
			i++
		}
		l.asciiFrom, l.asciiTo = l.lineStart, i
	}
	if off <= l.asciiTo {
		return int32(off-l.lineStart) + 1
	}
	if l.colBase < l.lineStart || l.colBase > off {
		l.colBase = l.lineStart
		l.colVal = 1
	}
	l.colVal += utf16Len(l.src[l.colBase:off])
	l.colBase = off
	return l.colVal
}

// utf16Len counts the UTF-16 code units of s from its UTF-8 lead bytes: a
// 4-byte sequence is 2 units, any other sequence 1 (stray continuation
// bytes of invalid UTF-8 count 0, as the TypeScript position mapping does).
func utf16Len(s string) int32 {
	n := int32(0)
	for i := 0; i < len(s); i++ {
		if b := s[i]; b < 0x80 || b >= 0xC0 {
			if b >= 0xF0 {
				n += 2
			} else {
				n++
			}
		}
	}
	return n
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
	return Pos{Offset: int32(off), Line: line, Col: 1 + utf16Len(src[ls:off])}
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
