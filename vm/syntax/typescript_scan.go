package syntax

import (
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// A light tokenizer that the stages of the TypeScript path (typescript.go)
// share: the guard (typescript_guard.go) bounds nesting by its tokens and
// brackets, the split (typescript_split.go) finds the module-only
// declarations with it, the choice of error (typescript_esbuild.go) the end
// of a token, and the position mapping (typescript_map.go) the token
// boundaries of esbuild's output and of the source.
//
// It only needs to know the nesting of brackets and where strings, template
// literals, comments and regular expressions begin and end; it tells a
// regular expression from a division by the token before it, as JavaScript
// tokenizers without a parser do. It runs only on the TypeScript fallback
// path: a mistake shows up as an esbuild error or a less precise position,
// never as a different program.

type tsTokKind uint8

const (
	tsEOF tsTokKind = iota
	tsWord
	tsString
	tsNumber
	tsTemplate // a template piece: `...` or `...${ or }...${ or }...`
	tsRegExp
	tsPunct
)

type tsTok struct {
	kind       tsTokKind
	start, end int
	depth      int  // bracket depth before the token
	nlBefore   bool // a line terminator precedes the token
}

type tsScanner struct {
	src     string
	pos     int
	stack   []byte // open brackets: '{', '(', '[', and '`' for a template's ${
	prev    tsTok
	hasPrev bool
	// afterExport: the previous token is an erased `export`, so the next
	// one starts the declaration.
	afterExport bool
	// stray is the offset of the first closing bracket that closes nothing,
	// or -1.
	stray int
	// interrupt, once set, ends the token stream (polled every pollEvery
	// tokens): whoever scans checks the flag afterwards.
	interrupt *atomic.Bool
	ticks     uint32
}

func (s *tsScanner) text(t tsTok) string { return s.src[t.start:t.end] }

func (s *tsScanner) advance(t tsTok) { s.prev, s.hasPrev = t, true }

// peek returns the next token without consuming it.
func (s *tsScanner) peek() tsTok {
	saved := *s
	t := s.next()
	*s = saved
	return t
}

// isClosing reports a closing bracket token.
func (s *tsScanner) isClosing(t tsTok) bool {
	return t.kind == tsPunct && strings.Contains("})]", s.text(t))
}

// regexpAllowed reports whether a '/' after the previous token starts a
// regular expression rather than a division.
func (s *tsScanner) regexpAllowed() bool {
	if !s.hasPrev {
		return true
	}
	p := s.text(s.prev)
	switch s.prev.kind {
	case tsNumber, tsString, tsRegExp:
		return false
	case tsTemplate:
		return !strings.HasSuffix(p, "`") // after `...${ an expression starts
	case tsWord:
		switch p {
		case "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw",
			"case", "do", "else", "yield", "await", "extends":
			return true
		}
		return false
	case tsPunct:
		switch p {
		case ")", "]", "}", "++", "--":
			return false
		}
	}
	return true
}

// next returns the next token and updates the bracket stack.
func (s *tsScanner) next() tsTok {
	if s.interrupt != nil {
		if s.ticks++; s.ticks%pollEvery == 0 && s.interrupt.Load() {
			s.pos = len(s.src)
		}
	}
	nl := s.skipSpace()
	t := tsTok{start: s.pos, depth: len(s.stack), nlBefore: nl}
	if s.pos >= len(s.src) {
		t.kind = tsEOF
		t.end = s.pos
		return t
	}
	c := s.src[s.pos]
	switch {
	case c == '`':
		s.pos++
		t.kind = tsTemplate
		s.scanTemplate()
	case c == '}' && len(s.stack) > 0 && s.stack[len(s.stack)-1] == '`':
		s.stack = s.stack[:len(s.stack)-1]
		s.pos++
		t.kind = tsTemplate
		t.depth = len(s.stack)
		s.scanTemplate()
	case c == '"' || c == '\'':
		t.kind = tsString
		s.scanString(c)
	case c >= '0' && c <= '9' || c == '.' && s.pos+1 < len(s.src) && s.src[s.pos+1] >= '0' && s.src[s.pos+1] <= '9':
		t.kind = tsNumber
		for s.pos < len(s.src) && (isWordByte(s.src[s.pos]) || s.src[s.pos] == '.') {
			s.pos++
		}
	case isWordByte(c) || c == '\\' || c == '#' || c >= utf8.RuneSelf:
		t.kind = tsWord
		s.pos++
		for s.pos < len(s.src) && (isWordByte(s.src[s.pos]) || s.src[s.pos] == '\\' || s.src[s.pos] >= utf8.RuneSelf && !isLineTerminatorAt(s.src, s.pos)) {
			s.pos++
		}
	case c == '/' && s.regexpAllowed():
		t.kind = tsRegExp
		s.scanRegExp()
	default:
		t.kind = tsPunct
		s.scanPunct(c)
	}
	t.end = s.pos
	return t
}

// skipSpace skips white space and comments and reports a line terminator.
func (s *tsScanner) skipSpace() bool {
	nl := false
	for s.pos < len(s.src) {
		c := s.src[s.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\v' || c == '\f':
			s.pos++
		case c == '\n' || c == '\r':
			nl = true
			s.pos++
		case isLineTerminatorAt(s.src, s.pos):
			nl = true
			s.pos += 3
		case c >= utf8.RuneSelf && isSpaceRuneAt(s.src, s.pos):
			_, size := utf8.DecodeRuneInString(s.src[s.pos:])
			s.pos += size
		case strings.HasPrefix(s.src[s.pos:], "//"):
			for s.pos < len(s.src) && !isLineTerminatorAt(s.src, s.pos) {
				s.pos++
			}
		case strings.HasPrefix(s.src[s.pos:], "/*"):
			end := strings.Index(s.src[s.pos+2:], "*/")
			if end < 0 {
				end = len(s.src) - s.pos - 2
			}
			body := s.src[s.pos+2 : s.pos+2+end]
			if strings.ContainsAny(body, "\n\r\u2028\u2029") {
				nl = true
			}
			s.pos = min(len(s.src), s.pos+4+end)
		default:
			return nl
		}
	}
	return nl
}

// isSpaceRuneAt reports a non-ASCII JavaScript white space character at i.
func isSpaceRuneAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r == 0xFEFF || unicode.Is(unicode.Zs, r)
}

// scanTemplate scans template characters after '`' or a substitution's '}'
// up to the closing '`' or the next "${" (which opens a substitution).
func (s *tsScanner) scanTemplate() {
	for s.pos < len(s.src) {
		switch s.src[s.pos] {
		case '\\':
			s.pos += 2
		case '`':
			s.pos++
			return
		case '$':
			if s.pos+1 < len(s.src) && s.src[s.pos+1] == '{' {
				s.pos += 2
				s.stack = append(s.stack, '`')
				return
			}
			s.pos++
		default:
			s.pos++
		}
	}
	s.pos = min(s.pos, len(s.src))
}

func (s *tsScanner) scanString(quote byte) {
	s.pos++
	for s.pos < len(s.src) {
		switch c := s.src[s.pos]; {
		case c == '\\':
			s.pos += 2
		case c == quote:
			s.pos++
			return
		case c == '\n' || c == '\r':
			return // unterminated
		default:
			s.pos++
		}
	}
	s.pos = min(s.pos, len(s.src))
}

func (s *tsScanner) scanRegExp() {
	s.pos++
	inClass := false
	for s.pos < len(s.src) && !isLineTerminatorAt(s.src, s.pos) {
		c := s.src[s.pos]
		s.pos++
		switch {
		case c == '\\':
			if s.pos < len(s.src) && !isLineTerminatorAt(s.src, s.pos) {
				s.pos++
			}
		case c == '[':
			inClass = true
		case c == ']':
			inClass = false
		case c == '/' && !inClass:
			for s.pos < len(s.src) && isWordByte(s.src[s.pos]) {
				s.pos++
			}
			return
		}
	}
}

// scanPunct scans a punctuator. Only a few need more than one character
// here: "?." (member access), "=>", "++" and "--" (they decide whether a '/'
// starts a regular expression), and "==", "===" so that '=' alone means an
// import-equals.
func (s *tsScanner) scanPunct(c byte) {
	rest := s.src[s.pos:]
	for _, op := range [...]string{"===", "!==", "==", "!=", "=>", "?.", "++", "--", "<=", ">="} {
		if strings.HasPrefix(rest, op) {
			if op == "?." && len(rest) > 2 && rest[2] >= '0' && rest[2] <= '9' {
				break // a ? .5 : b
			}
			s.pos += len(op)
			return
		}
	}
	s.pos++
	switch c {
	case '{', '(', '[':
		s.stack = append(s.stack, c)
	case '}', ')', ']':
		if len(s.stack) == 0 {
			if s.stray < 0 {
				s.stray = s.pos - 1
			}
		} else {
			s.stack = s.stack[:len(s.stack)-1]
		}
	}
}

// isWordByte reports an ASCII identifier character.
func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func isLineTerminatorAt(s string, i int) bool {
	return s[i] == '\n' || s[i] == '\r' || strings.HasPrefix(s[i:], "\u2028") || strings.HasPrefix(s[i:], "\u2029")
}
