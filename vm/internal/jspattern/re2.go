package jspattern

import (
	"fmt"
	"strings"
)

// TranslateRE2 translates a JavaScript pattern into the syntax of Go's
// regexp package (RE2: linear time, no backtracking), when the two agree
// on every subject made only of ASCII characters. The caller matches with
// it only such subjects, where a UTF-16 index, a code point index and a
// byte offset are one number; every other subject goes to regexp2.
//
// ok is false for what it cannot prove equal, and the caller keeps
// regexp2 for those patterns:
//   - features RE2 lacks: backreferences, lookaround, modifiers;
//   - flags whose meaning RE2 does not share: y (the caller's), v (class
//     syntax), m when the pattern has ^ or $ (RE2's lines end only at \n);
//   - a quantified group that captures: JavaScript resets the group's
//     captures at each iteration, RE2 keeps the last one that matched;
//   - a quantified atom that can match empty: JavaScript rejects an
//     iteration that matches empty, a backtracking order RE2 does not have;
//   - literal characters outside ASCII, and under i any character outside
//     ASCII (JavaScript's i folds by toUpperCase and never maps a
//     non-ASCII character to an ASCII one; RE2 folds ſ to s and K to k);
//   - Annex B's legacy forms (octal escapes, \c, a lone {, ranges with a
//     class escape at one end) and quantifier bounds over RE2's 1000.
//
// leftContext reports whether the pattern looks at the character before
// where matching starts (^, \b, \B): a match from a later start must then
// not be made on the rest of the subject alone.
func TranslateRE2(src string, unicode, ignoreCase, multiline, dotAll bool) (out string, leftContext, ok bool) {
	p := &re2Parser{src: src, unicode: unicode, ignoreCase: ignoreCase, dotAll: dotAll}
	defer func() {
		if r := recover(); r != nil {
			if _, refused := r.(re2Refusal); !refused {
				panic(r)
			}
			out, leftContext, ok = "", false, false
		}
	}()
	n := p.disjunction()
	if p.i != len(src) {
		p.refuse()
	}
	if multiline && p.anchors {
		p.refuse()
	}
	out = n.text
	if ignoreCase {
		out = "(?i)" + out
	}
	return out, p.leftContext, true
}

type re2Refusal struct{}

type re2Parser struct {
	src                         string
	i                           int
	unicode, ignoreCase, dotAll bool
	anchors                     bool // ^ or $
	leftContext                 bool // ^, \b or \B
}

// re2Node is a translated piece of pattern.
type re2Node struct {
	text      string
	nullable  bool // it can match the empty string
	captures  bool // it holds a capturing group
	assertion bool // it is an assertion (nothing to quantify)
}

func (p *re2Parser) refuse() { panic(re2Refusal{}) }

func (p *re2Parser) peek() byte {
	if p.i < len(p.src) {
		return p.src[p.i]
	}
	return 0
}

func (p *re2Parser) more() bool { return p.i < len(p.src) }

func (p *re2Parser) disjunction() re2Node {
	n := p.alternative()
	for p.more() && p.peek() == '|' {
		p.i++
		alt := p.alternative()
		n = re2Node{text: n.text + "|" + alt.text, nullable: n.nullable || alt.nullable, captures: n.captures || alt.captures}
	}
	return n
}

func (p *re2Parser) alternative() re2Node {
	var b strings.Builder
	n := re2Node{nullable: true}
	for p.more() && p.peek() != '|' && p.peek() != ')' {
		// Terms can be written one after another: a quantified term is
		// a group, every other term is one atom.
		t := p.term()
		b.WriteString(t.text)
		n.nullable = n.nullable && t.nullable
		n.captures = n.captures || t.captures
	}
	n.text = b.String()
	return n
}

func (p *re2Parser) term() re2Node {
	a := p.atom()
	q, lo, ok := p.quantifier()
	if !ok {
		return a
	}
	if a.assertion || a.captures || a.nullable {
		p.refuse()
	}
	return re2Node{text: "(?:" + a.text + ")" + q, nullable: lo == 0}
}

// quantifier reads a quantifier after an atom, and its minimum.
func (p *re2Parser) quantifier() (q string, lo int, ok bool) {
	if !p.more() {
		return "", 0, false
	}
	switch c := p.peek(); c {
	case '*', '?':
		p.i++
		q = string(c)
	case '+':
		p.i++
		q, lo = "+", 1
	case '{':
		var hi, end int
		lo, hi, end, ok = parseBraces(p.src, p.i)
		if !ok {
			p.refuse() // a literal { (Annex B) or a syntax error
		}
		if lo > 1000 || hi > 1000 {
			p.refuse()
		}
		p.i = end
		switch {
		case hi == lo:
			q = fmt.Sprintf("{%d}", lo)
		case hi < 0:
			q = fmt.Sprintf("{%d,}", lo)
		default:
			q = fmt.Sprintf("{%d,%d}", lo, hi)
		}
	default:
		return "", 0, false
	}
	if p.more() && p.peek() == '?' {
		p.i++
		q += "?"
	}
	return q, lo, true
}

// parseBraces reads {n}, {n,} or {n,m} at src[i]; hi is -1 for {n,}.
// Bounds past 10000 read as 10001 (the caller refuses them anyway).
func parseBraces(src string, i int) (lo, hi, end int, ok bool) {
	j := i + 1
	num := func() (int, bool) {
		start, v := j, 0
		for j < len(src) && src[j] >= '0' && src[j] <= '9' {
			v = min(v*10+int(src[j]-'0'), 10001)
			j++
		}
		return v, j > start
	}
	lo, ok = num()
	if !ok {
		return 0, 0, 0, false
	}
	hi = lo
	if j < len(src) && src[j] == ',' {
		j++
		if hi, ok = num(); !ok {
			hi = -1
		}
	}
	if j >= len(src) || src[j] != '}' || hi >= 0 && hi < lo {
		return 0, 0, 0, false
	}
	return lo, hi, j + 1, true
}

func (p *re2Parser) atom() re2Node {
	c := p.peek()
	switch c {
	case '^':
		p.i++
		p.anchors, p.leftContext = true, true
		return re2Node{text: `\A`, nullable: true, assertion: true}
	case '$':
		p.i++
		p.anchors = true
		return re2Node{text: `\z`, nullable: true, assertion: true}
	case '.':
		p.i++
		if p.dotAll {
			return re2Node{text: `(?s:.)`}
		}
		return re2Node{text: `[^\n\r\x{2028}\x{2029}]`}
	case '(':
		return p.group()
	case '[':
		return p.class()
	case '\\':
		return p.atomEscape()
	case '*', '+', '?', ')', '{', '}', ']':
		// A quantifier with nothing to repeat, or Annex B's literal
		// brackets: left to regexp2.
		p.refuse()
	}
	if c >= 0x80 {
		p.refuse()
	}
	p.i++
	return re2Node{text: quoteRE2(rune(c))}
}

func (p *re2Parser) group() re2Node {
	p.i++ // (
	capture := true
	if strings.HasPrefix(p.src[p.i:], "?:") {
		p.i += 2
		capture = false
	} else if strings.HasPrefix(p.src[p.i:], "?<") && !strings.HasPrefix(p.src[p.i:], "?<=") && !strings.HasPrefix(p.src[p.i:], "?<!") {
		// A named group: the caller takes names from the source, and
		// RE2 numbers groups by their opening parenthesis as
		// JavaScript does.
		end := strings.IndexByte(p.src[p.i:], '>')
		if end < 0 {
			p.refuse()
		}
		p.i += end + 1
	} else if p.peek() == '?' {
		p.refuse() // lookaround, modifiers
	}
	n := p.disjunction()
	if p.peek() != ')' {
		p.refuse()
	}
	p.i++
	if capture {
		return re2Node{text: "(" + n.text + ")", nullable: n.nullable, captures: true}
	}
	return re2Node{text: "(?:" + n.text + ")", nullable: n.nullable, captures: n.captures}
}

// atomEscape reads an escape outside a class.
func (p *re2Parser) atomEscape() re2Node {
	if p.i+1 >= len(p.src) {
		p.refuse()
	}
	switch c := p.src[p.i+1]; c {
	case 'b', 'B':
		p.i += 2
		p.leftContext = true
		return re2Node{text: `\` + string(c), nullable: true, assertion: true}
	case 'd', 'D', 'w', 'W':
		p.i += 2
		return re2Node{text: `\` + string(c)}
	case 's':
		p.i += 2
		return re2Node{text: "[" + jsSpaceClass + "]"}
	case 'S':
		p.i += 2
		return re2Node{text: "[^" + jsSpaceClass + "]"}
	}
	return re2Node{text: quoteRE2(p.charEscape(false))}
}

// jsSpaceClass is the contents of a class of JavaScript's \s (RE2's \s
// lacks \v and every non-ASCII space).
const jsSpaceClass = `\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}`

// charEscape reads an escape that stands for one character.
func (p *re2Parser) charEscape(inClass bool) rune {
	c := p.src[p.i+1]
	p.i += 2
	var r rune
	switch c {
	case 't':
		r = '\t'
	case 'n':
		r = '\n'
	case 'v':
		r = '\v'
	case 'f':
		r = '\f'
	case 'r':
		r = '\r'
	case 'b':
		if !inClass {
			p.refuse()
		}
		r = '\b'
	case '0':
		if p.more() && p.peek() >= '0' && p.peek() <= '9' {
			p.refuse() // a legacy octal escape
		}
		r = 0
	case 'x':
		r = p.hex(2)
	case 'u':
		if p.unicode && p.peek() == '{' {
			end := strings.IndexByte(p.src[p.i:], '}')
			if end < 2 || end > 7 {
				p.refuse()
			}
			r = p.hexValue(p.src[p.i+1 : p.i+end])
			p.i += end + 1
		} else {
			r = p.hex(4)
		}
		if r >= 0xD800 && r <= 0xDFFF || r > 0x10FFFF {
			p.refuse() // a surrogate: pairs and lone units are regexp2's
		}
	case '-':
		if !inClass && p.unicode {
			p.refuse()
		}
		r = '-'
	default:
		if c >= 0x80 || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' {
			// Non-ASCII, backreferences, \c, \k, \p, and the letters
			// and digits Annex B reads as themselves or as octal.
			p.refuse()
		}
		r = rune(c) // a syntax character or Annex B identity escape
	}
	if p.ignoreCase && r >= 0x80 {
		p.refuse()
	}
	return r
}

// hex reads n hexadecimal digits.
func (p *re2Parser) hex(n int) rune {
	if p.i+n > len(p.src) {
		p.refuse()
	}
	r := p.hexValue(p.src[p.i : p.i+n])
	p.i += n
	return r
}

// hexValue is the value of the hexadecimal digits s; anything else is
// refused.
func (p *re2Parser) hexValue(s string) rune {
	var r rune
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			r = r*16 + rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r*16 + rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r*16 + rune(c-'A'+10)
		default:
			p.refuse() // Annex B reads \x and \u without digits as letters
		}
	}
	return r
}

// class reads a character class.
func (p *re2Parser) class() re2Node {
	p.i++ // [
	negated := false
	if p.peek() == '^' {
		negated = true
		p.i++
	}
	var b strings.Builder
	empty := true
	for {
		if !p.more() {
			p.refuse()
		}
		if p.peek() == ']' {
			p.i++
			break
		}
		lo, isChar := p.classAtom(&b)
		empty = false
		if !isChar {
			if p.peek() == '-' && p.i+1 < len(p.src) && p.src[p.i+1] != ']' {
				p.refuse() // a range from a class escape (Annex B)
			}
			continue
		}
		if p.peek() == '-' && p.i+1 < len(p.src) && p.src[p.i+1] != ']' {
			p.i++
			var dummy strings.Builder
			hi, hiIsChar := p.classAtom(&dummy)
			if !hiIsChar || hi < lo {
				p.refuse()
			}
			b.WriteString(quoteRE2(lo) + "-" + quoteRE2(hi))
			continue
		}
		b.WriteString(quoteRE2(lo))
	}
	switch {
	case empty && negated:
		// [^] matches any code unit.
		return re2Node{text: `(?s:.)`}
	case empty:
		p.refuse() // [] matches nothing; RE2 has no empty class
	case negated:
		return re2Node{text: "[^" + b.String() + "]"}
	}
	return re2Node{text: "[" + b.String() + "]"}
}

// classAtom reads one character of a class (isChar) or writes a class
// escape's set to b.
func (p *re2Parser) classAtom(b *strings.Builder) (r rune, isChar bool) {
	c := p.peek()
	if c >= 0x80 {
		p.refuse()
	}
	if c != '\\' {
		p.i++
		return rune(c), true
	}
	if p.i+1 >= len(p.src) {
		p.refuse()
	}
	switch e := p.src[p.i+1]; e {
	case 'd', 'D', 'w', 'W':
		p.i += 2
		b.WriteString(`\` + string(e))
		return 0, false
	case 's':
		p.i += 2
		b.WriteString(jsSpaceClass)
		return 0, false
	case 'S':
		p.refuse() // a complement inside a class: RE2 cannot say it without \v
	}
	return p.charEscape(true), true
}

// quoteRE2 writes one character for RE2, escaped where it is syntax.
func quoteRE2(r rune) string {
	switch {
	case r < 0x20 || r == 0x7f || r >= 0x80:
		return fmt.Sprintf(`\x{%x}`, r)
	case strings.ContainsRune(`\.+*?()|[]{}^$-&~#`, r):
		return `\` + string(r)
	}
	return string(r)
}
