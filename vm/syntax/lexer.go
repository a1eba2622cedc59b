package syntax

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/codemode-go/codemode/vm/internal/jspattern"
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
	// src[naFrom:naAt] is plain ASCII and src[naAt] is not (naAt is
	// len(src) when the rest is ASCII): a cache for col, which can then
	// count columns as byte distances on almost every line.
	naFrom, naAt int
	colBase      int   // offset whose column is colVal (a cache for col)
	colVal       int32 // UTF-16 column of colBase, 1-based
	errMsg       string
	errAt        int
	failed       bool
	buf          []byte // scratch buffer for cooked strings with escapes
}

func (l *lexer) init(src string) {
	l.src = src
	l.line = 1
	l.colVal = 1
	l.naAt = -1 // unknown: computed on first use
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
	ls := l.lineStart
	if ls < l.naFrom || l.naAt < ls {
		l.findNonASCII(ls)
	}
	if off <= l.naAt {
		// src[ls:off] is ASCII: a column is a byte distance.
		return int32(off-ls) + 1
	}
	if l.colBase < ls || l.colBase > off {
		l.colBase = ls
		l.colVal = 1
	}
	l.colVal += utf16Len(l.src[l.colBase:off])
	l.colBase = off
	return l.colVal
}

// findNonASCII re-establishes the naFrom/naAt cache for a line starting at
// from. Moving forward it scans from there to the next non-ASCII byte;
// moving back (after a look-ahead) only the stretch before the old naFrom
// is scanned, so the scans stay linear in the source length overall.
func (l *lexer) findNonASCII(from int) {
	s := l.src
	end := len(s)
	if from < l.naFrom && l.naAt >= l.naFrom {
		end = l.naFrom
	}
	i := from
	for i+8 <= end && load64(s, i)&0x8080808080808080 == 0 {
		i += 8
	}
	for i < end && s[i] < 0x80 {
		i++
	}
	if i < end || end == len(s) {
		l.naAt = i
	}
	l.naFrom = from
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
	// Skip white space and comments (i is a local copy of l.pos for speed).
	i := l.pos
	for i < n {
		c := s[i]
		// The common cases first: indentation, line ends, and a token.
		if c == ' ' {
			i++
			continue
		}
		if c == '\n' {
			i++
			l.newline(i)
			t.nl = true
			continue
		}
		if c > ' ' && c < 0x80 && c != '/' {
			break
		}
		switch c {
		case '\t', '\v', '\f':
			i++
			continue
		case '\r':
			i++
			if i < n && s[i] == '\n' {
				i++
			}
			l.newline(i)
			t.nl = true
			continue
		case '/':
			if i+1 < n {
				if s[i+1] == '/' {
					i = l.skipLineComment(i + 2)
					continue
				}
				if s[i+1] == '*' {
					l.pos = i
					if l.skipBlockComment() {
						t.nl = true
					}
					if l.failed {
						t.kind = tEOF
						return
					}
					i = l.pos
					continue
				}
			}
		default:
			if c >= 0x80 {
				r, size := utf8.DecodeRuneInString(s[i:])
				if r == 0x2028 || r == 0x2029 {
					i += size
					l.newline(i)
					t.nl = true
					continue
				}
				if isSpaceRune(r) {
					i += size
					continue
				}
			}
		}
		break
	}
	l.pos = i
	// The column, with col's fast path inlined: no non-ASCII byte between
	// the line start and i.
	ls := l.lineStart
	col := int32(i-ls) + 1
	if ls < l.naFrom || i > l.naAt {
		col = l.col(i)
	}
	t.pos = Pos{Offset: int32(i), Line: l.line, Col: col}
	if i >= n {
		t.kind = tEOF
		t.end = i
		return
	}
	// Fast paths for the most frequent tokens: ASCII identifiers and
	// keywords, and one-byte punctuators.
	c := s[i]
	if asciiClass[c]&classIDStart != 0 {
		j := i + 1
		for j < n && asciiClass[s[j]]&classIDPart != 0 {
			j++
		}
		if j == n || s[j] < 0x80 && s[j] != '\\' {
			l.pos = j
			t.lit = s[i:j]
			t.kind = keywordKind(t.lit)
			t.end = j
			return
		}
	} else if k := oneByteTokens[c]; k != tEOF {
		l.pos = i + 1
		t.kind = k
		t.end = i + 1
		return
	}
	l.scanToken(t, c)
	t.end = l.pos
	if l.failed {
		t.kind = tEOF
	}
}

func isSpaceRune(r rune) bool {
	return r == 0xA0 || r == 0xFEFF || unicode.Is(unicode.Zs, r)
}

// skipLineComment returns the offset of the line terminator ending the
// comment whose text starts at i (or the end of the source).
func (l *lexer) skipLineComment(i int) int {
	s := l.src
	for i < len(s) {
		c := s[i]
		if c == '\n' || c == '\r' || (c == 0xE2 && isLSPS(s, i)) {
			break
		}
		i++
	}
	return i
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

func isASCIIIDStart(c byte) bool { return asciiClass[c]&classIDStart != 0 }

func isASCIIIDPart(c byte) bool { return asciiClass[c]&classIDPart != 0 }

// asciiClass classifies bytes for the scanner's inner loops (one table load
// instead of a chain of range checks). Bytes >= 0x80 have no class.
var asciiClass = func() (t [256]uint8) {
	for c := 0; c < 0x80; c++ {
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$':
			t[c] = classIDStart | classIDPart
		case c >= '0' && c <= '9':
			t[c] = classIDPart
		}
	}
	return t
}()

const (
	classIDStart = 1 << iota
	classIDPart
)

// oneByteTokens maps the bytes that are always a token by themselves to
// their kind (tEOF for the others).
var oneByteTokens = [256]tokKind{
	'(': tLParen, ')': tRParen, '{': tLBrace, '}': tRBrace, '[': tLBrack, ']': tRBrack,
	';': tSemi, ',': tComma, ':': tColon, '~': tTilde,
}

// Identifier characters are Unicode's ID_Start and ID_Continue, of the
// version V8 ships (the tables \p{...} uses; Go's unicode package is
// older).

func isIDStartRune(r rune) bool {
	if r < 0x80 {
		return isASCIIIDStart(byte(r))
	}
	return jspattern.HasProperty("ID_Start", r)
}

func isIDPartRune(r rune) bool {
	if r < 0x80 {
		return isASCIIIDPart(byte(r))
	}
	if r == 0x200C || r == 0x200D { // ZWNJ and ZWJ
		return true
	}
	return jspattern.HasProperty("ID_Continue", r)
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

// load64 reads s[i:i+8] as a little-endian word (the compiler turns this
// into one load), for scanning eight bytes at a time.
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}
