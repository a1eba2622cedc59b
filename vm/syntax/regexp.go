package syntax

import (
	"slices"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/jspattern"
)

// validateRegExp checks a regular-expression pattern against the ECMAScript
// pattern grammar for the given flags: the strict grammar with u or v, and
// the web-compatible grammar of Annex B otherwise. It returns "" when the
// pattern is valid, else a V8-like message.
func validateRegExp(pattern, flags string) string {
	r := reParser{
		u: strings.ContainsAny(flags, "uv"),
		v: strings.Contains(flags, "v"),
	}
	// Work on code points (u/v) or UTF-16 code units (otherwise), as the
	// specification does.
	r.src = make([]rune, 0, len(pattern))
	for _, c := range pattern {
		if c >= 0x10000 && !r.u {
			c -= 0x10000
			r.src = append(r.src, 0xD800+(c>>10), 0xDC00+(c&0x3FF))
			continue
		}
		r.src = append(r.src, c)
	}
	r.prescan()
	r.named = r.u || len(r.groupNames) > 0
	r.disjunction()
	if r.err == "" && r.i < len(r.src) {
		if r.src[r.i] == ')' {
			r.fail("Unmatched ')'")
		} else {
			r.fail("Unexpected character")
		}
	}
	if r.err == "" {
		for _, ref := range r.refs {
			if !hasString(r.groupNames, ref) {
				r.fail("Invalid named capture referenced")
				break
			}
		}
	}
	return r.err
}

func hasString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

type reParser struct {
	src        []rune
	i          int
	u, v       bool
	named      bool // \k is a named reference (u/v mode or named groups present)
	groups     int  // capturing groups in the whole pattern
	groupNames []string
	seenNames  []string
	refs       []string
	err        string
	// propertyOfStrings is set by a \p{...} naming a property of strings.
	propertyOfStrings bool
	depth             int // group and nested class depth
}

func (r *reParser) fail(msg string) {
	if r.err == "" {
		r.err = msg
	}
	r.i = len(r.src)
}

func (r *reParser) eof() bool { return r.i >= len(r.src) }

func (r *reParser) peek() rune {
	if r.i < len(r.src) {
		return r.src[r.i]
	}
	return -1
}

func (r *reParser) peekAt(k int) rune {
	if r.i+k < len(r.src) {
		return r.src[r.i+k]
	}
	return -1
}

func (r *reParser) eat(c rune) bool {
	if r.peek() == c {
		r.i++
		return true
	}
	return false
}

// prescan counts capturing groups and collects group names, because
// backreferences may refer forward.
func (r *reParser) prescan() {
	inClass := false
	for i := 0; i < len(r.src); i++ {
		switch r.src[i] {
		case '\\':
			i++
		case '[':
			inClass = true
		case ']':
			inClass = false
		case '(':
			if inClass {
				continue
			}
			if i+1 < len(r.src) && r.src[i+1] == '?' {
				if i+2 < len(r.src) && r.src[i+2] == '<' && i+3 < len(r.src) && r.src[i+3] != '=' && r.src[i+3] != '!' {
					r.groups++
					r.i = i + 3
					if name := r.groupName(); r.err == "" {
						r.groupNames = append(r.groupNames, name)
					}
					r.i, r.err = 0, ""
				}
				continue
			}
			r.groups++
		}
	}
}

// disjunction parses alternatives. A group name may repeat in different
// alternatives (ES2025: only one of them can participate in a match), so
// each alternative starts with the names seen before the disjunction, and
// what follows it sees the names of all of them.
func (r *reParser) disjunction() {
	before := r.seenNames
	r.seenNames = slices.Clip(before)
	r.alternative()
	all := r.seenNames
	for r.err == "" && r.eat('|') {
		r.seenNames = slices.Clip(before)
		r.alternative()
		for _, n := range r.seenNames[len(before):] {
			if !slices.Contains(all, n) {
				all = append(all, n)
			}
		}
	}
	r.seenNames = all
}

func (r *reParser) alternative() {
	for r.err == "" && !r.eof() {
		c := r.peek()
		if c == '|' || c == ')' {
			return
		}
		r.term()
	}
}

func isSyntaxChar(c rune) bool {
	return strings.ContainsRune("^$\\.*+?()[]{}|", c)
}

func (r *reParser) term() {
	c := r.peek()
	quantifiable := true
	lookaround := false
	switch c {
	case '^', '$':
		r.i++
		quantifiable = false
	case '\\':
		if n := r.peekAt(1); n == 'b' || n == 'B' {
			r.i += 2
			quantifiable = false
		} else {
			r.i++
			r.atomEscape()
		}
	case '(':
		quantifiable = r.group()
		lookaround = !quantifiable
	case '.':
		r.i++
	case '[':
		r.i++
		if r.v {
			r.classSetExpr()
		} else {
			r.classRanges()
		}
	case '*', '+', '?':
		r.fail("Nothing to repeat")
		return
	case '{':
		if r.u {
			if r.bracedQuantifier(false) {
				r.fail("Nothing to repeat")
			} else {
				r.fail("Lone quantifier brackets")
			}
			return
		}
		if r.bracedQuantifier(false) {
			r.fail("Nothing to repeat")
			return
		}
		r.i++
	case '}', ']':
		if r.u {
			r.fail("Lone quantifier brackets")
			return
		}
		r.i++
	default:
		r.i++
	}
	if r.err != "" {
		return
	}
	r.quantifier(quantifiable, lookaround)
}

// quantifier parses an optional quantifier after an atom.
func (r *reParser) quantifier(quantifiable, lookaround bool) {
	switch r.peek() {
	case '*', '+', '?':
		r.i++
	case '{':
		if !r.bracedQuantifier(true) {
			if r.u {
				r.fail("Incomplete quantifier")
			}
			return
		}
	default:
		return
	}
	if !quantifiable {
		if lookaround {
			r.fail("Invalid quantifier")
		} else {
			r.fail("Nothing to repeat")
		}
		return
	}
	r.eat('?')
}

// bracedQuantifier recognizes {n}, {n,} or {n,m} at the current position;
// with consume it also advances past it and checks the order.
func (r *reParser) bracedQuantifier(consume bool) bool {
	j := r.i + 1
	num := func() (int, bool) {
		start := j
		v := 0
		for j < len(r.src) && r.src[j] >= '0' && r.src[j] <= '9' {
			if v < 1<<30 {
				v = v*10 + int(r.src[j]-'0')
			}
			j++
		}
		return v, j > start
	}
	lo, ok := num()
	if !ok {
		return false
	}
	hi := lo
	if j < len(r.src) && r.src[j] == ',' {
		j++
		var has bool
		hi, has = num()
		if !has {
			hi = -1
		}
	}
	if j >= len(r.src) || r.src[j] != '}' {
		return false
	}
	if consume {
		r.i = j + 1
		if hi >= 0 && hi < lo {
			r.fail("numbers out of order in {} quantifier")
		}
	}
	return true
}

// group parses a parenthesized group and reports whether it may be
// quantified.
func (r *reParser) group() bool {
	r.depth++
	defer func() { r.depth-- }()
	if r.depth > maxDepth {
		r.fail("Regular expression too large")
		return false
	}
	r.i++ // (
	quantifiable := true
	if r.eat('?') {
		switch r.peek() {
		case ':':
			r.i++
		case '=', '!':
			r.i++
			quantifiable = !r.u // Annex B: lookaheads are quantifiable without u
		case '<':
			r.i++
			if r.eat('=') || r.eat('!') {
				quantifiable = false
			} else {
				name := r.groupName()
				if r.err != "" {
					return false
				}
				if hasString(r.seenNames, name) {
					r.fail("Duplicate capture group name")
					return false
				}
				r.seenNames = append(r.seenNames, name)
			}
		case 'i', 'm', 's', '-':
			if !r.modifiers() {
				return false
			}
		default:
			r.fail("Invalid group")
			return false
		}
	}
	r.disjunction()
	if r.err != "" {
		return false
	}
	if !r.eat(')') {
		r.fail("Unterminated group")
		return false
	}
	return quantifiable
}

// modifiers parses the flags of a modifier group (ES2025), `ims-ims:`
// after `(?`: each flag at most once on both sides together, something on
// one side at least.
func (r *reParser) modifiers() bool {
	seen := map[rune]bool{}
	flags := func() int {
		n := 0
		for c := r.peek(); c == 'i' || c == 'm' || c == 's'; c = r.peek() {
			if seen[c] {
				r.fail("Repeated flag in flag group")
				return -1
			}
			seen[c] = true
			r.i++
			n++
		}
		return n
	}
	add := flags()
	if add < 0 {
		return false
	}
	if r.eat('-') {
		remove := flags()
		if remove < 0 {
			return false
		}
		if add+remove == 0 {
			r.fail("Invalid flag group")
			return false
		}
	}
	if !r.eat(':') {
		r.fail("Invalid group")
		return false
	}
	return true
}

// groupName parses `name>` after `(?<` or `\k<`.
func (r *reParser) groupName() string {
	var b strings.Builder
	first := true
	for {
		if r.eof() {
			r.fail("Invalid capture group name")
			return ""
		}
		c := r.src[r.i]
		r.i++
		if c == '>' {
			break
		}
		if c == '\\' {
			if r.peek() != 'u' {
				r.fail("Invalid capture group name")
				return ""
			}
			r.i++
			var ok bool
			c, ok = r.unicodeEscapeBody(true)
			if !ok {
				r.fail("Invalid Unicode escape sequence")
				return ""
			}
		} else if c >= 0xD800 && c <= 0xDBFF && r.peek() >= 0xDC00 && r.peek() <= 0xDFFF {
			c = (c-0xD800)<<10 + (r.src[r.i] - 0xDC00) + 0x10000
			r.i++
		}
		ok := c == '$' || c == '_' || (first && isIDStartRune(c)) || (!first && (isIDPartRune(c)))
		if !ok {
			r.fail("Invalid capture group name")
			return ""
		}
		b.WriteRune(c)
		first = false
	}
	if first {
		r.fail("Invalid capture group name")
		return ""
	}
	return b.String()
}

// unicodeEscapeBody parses what follows `\u`. With braces allowed (u mode
// or group names) it accepts \u{...}; surrogate pairs written as two
// escapes are joined.
func (r *reParser) unicodeEscapeBody(braces bool) (rune, bool) {
	if r.peek() == '{' && braces {
		r.i++
		var v rune
		n := 0
		for !r.eof() && r.peek() != '}' {
			d := hexVal(byte(r.peek()))
			if r.peek() > 0x7f || d < 0 {
				return 0, false
			}
			v = v*16 + rune(d)
			if v > 0x10FFFF {
				return 0, false
			}
			n++
			r.i++
		}
		if !r.eat('}') || n == 0 {
			return 0, false
		}
		return v, true
	}
	v, ok := r.hex4(r.i)
	if !ok {
		return 0, false
	}
	r.i += 4
	if braces && v >= 0xD800 && v <= 0xDBFF && r.peek() == '\\' && r.peekAt(1) == 'u' {
		if lo, ok := r.hex4(r.i + 2); ok && lo >= 0xDC00 && lo <= 0xDFFF {
			r.i += 6
			return (v-0xD800)<<10 + (lo - 0xDC00) + 0x10000, true
		}
	}
	return v, true
}

func (r *reParser) hex4(at int) (rune, bool) {
	if at+4 > len(r.src) {
		return 0, false
	}
	var v rune
	for k := 0; k < 4; k++ {
		c := r.src[at+k]
		if c > 0x7f || hexVal(byte(c)) < 0 {
			return 0, false
		}
		v = v*16 + rune(hexVal(byte(c)))
	}
	return v, true
}

// atomEscape parses an escape outside a class (after the backslash).
func (r *reParser) atomEscape() {
	if r.eof() {
		r.fail("\\ at end of pattern")
		return
	}
	c := r.peek()
	switch {
	case c >= '1' && c <= '9':
		start := r.i
		n := 0
		for !r.eof() && r.peek() >= '0' && r.peek() <= '9' {
			if n < 1<<20 {
				n = n*10 + int(r.peek()-'0')
			}
			r.i++
		}
		if n > r.groups {
			if r.u {
				r.fail("Invalid escape")
				return
			}
			// Annex B: a legacy octal escape or identity escape.
			r.i = start
			r.legacyOctal()
		}
		return
	case c == 'k':
		r.i++
		if !r.named {
			return
		}
		if !r.eat('<') {
			r.fail("Invalid named reference")
			return
		}
		name := r.groupName()
		if r.err != "" {
			r.err = "Invalid named reference"
			return
		}
		r.refs = append(r.refs, name)
		return
	}
	if _, ok := r.classEscape(false); !ok {
		return
	}
}

// legacyOctal consumes an Annex B octal escape (or a single digit 8/9).
func (r *reParser) legacyOctal() {
	c := r.peek()
	if c == '8' || c == '9' {
		r.i++
		return
	}
	v := 0
	for k := 0; k < 3 && !r.eof(); k++ {
		d := r.peek()
		if d < '0' || d > '7' || v*8+int(d-'0') > 0377 {
			break
		}
		v = v*8 + int(d-'0')
		r.i++
	}
}

// classEscape parses an escape (after the backslash) usable in or out of a
// class. It returns the code point, or -1 for a character class escape
// (\d, \p{..}, ...), and false after an error.
func (r *reParser) classEscape(inClass bool) (rune, bool) {
	c := r.peek()
	r.i++
	switch c {
	case 'd', 'D', 's', 'S', 'w', 'W':
		return -1, true
	case 'p', 'P':
		if !r.u {
			return c, true
		}
		if !r.propertyEscape(c == 'P') {
			return 0, false
		}
		return -1, true
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	case 'v':
		return '\v', true
	case 'b':
		if inClass {
			return '\b', true
		}
	case '-':
		if inClass || !r.u {
			return '-', true
		}
		r.fail("Invalid escape")
		return 0, false
	case 'c':
		if l := r.peek(); l >= 'a' && l <= 'z' || l >= 'A' && l <= 'Z' {
			r.i++
			return l % 32, true
		}
		if !r.u {
			if l := r.peek(); inClass && (l >= '0' && l <= '9' || l == '_') {
				r.i++
				return l % 32, true
			}
			r.i-- // Annex B: `\c` is a literal backslash followed by c
			return '\\', true
		}
		r.fail("Invalid Unicode escape")
		return 0, false
	case '0':
		if d := r.peek(); d >= '0' && d <= '9' {
			if r.u {
				if inClass {
					r.fail("Invalid class escape")
				} else {
					r.fail("Invalid decimal escape")
				}
				return 0, false
			}
			r.i--
			r.legacyOctal()
			return 0, true
		}
		return 0, true
	case 'x':
		if r.i+2 <= len(r.src) && r.src[r.i] <= 0x7f && r.src[r.i+1] <= 0x7f &&
			hexVal(byte(r.src[r.i])) >= 0 && hexVal(byte(r.src[r.i+1])) >= 0 {
			v := rune(hexVal(byte(r.src[r.i]))*16 + hexVal(byte(r.src[r.i+1])))
			r.i += 2
			return v, true
		}
		if r.u {
			r.fail("Invalid escape")
			return 0, false
		}
		return 'x', true
	case 'u':
		save := r.i
		v, ok := r.unicodeEscapeBody(r.u)
		if ok {
			return v, true
		}
		if r.u {
			r.fail("Invalid Unicode escape")
			return 0, false
		}
		r.i = save
		return 'u', true
	}
	if c >= '1' && c <= '9' && inClass {
		if r.u {
			r.fail("Invalid class escape")
			return 0, false
		}
		r.i--
		r.legacyOctal()
		return 0, true
	}
	if r.u {
		if isSyntaxChar(c) || c == '/' {
			return c, true
		}
		r.fail("Invalid escape")
		return 0, false
	}
	if c == 'k' && r.named && !inClass {
		r.fail("Invalid named reference")
		return 0, false
	}
	return c, true
}

// classRanges parses a class body (without the v flag) after '['.
func (r *reParser) classRanges() {
	r.eat('^')
	for {
		if r.eof() {
			r.fail("Unterminated character class")
			return
		}
		if r.eat(']') {
			return
		}
		a, ok := r.classAtom()
		if !ok {
			return
		}
		if r.peek() == '-' && r.peekAt(1) != ']' && r.peekAt(1) != -1 {
			r.i++
			b, ok := r.classAtom()
			if !ok {
				return
			}
			if a < 0 || b < 0 {
				if r.u {
					r.fail("Invalid character class")
					return
				}
				continue
			}
			if a > b {
				r.fail("Range out of order in character class")
				return
			}
		}
	}
}

func (r *reParser) classAtom() (rune, bool) {
	c := r.src[r.i]
	r.i++
	if c != '\\' {
		return c, true
	}
	if r.eof() {
		r.fail("\\ at end of pattern")
		return 0, false
	}
	return r.classEscape(true)
}

// --- v-mode classes (unicodeSets) ---

// classSetExpr parses a v-mode class after '[' and reports whether it may
// contain strings.
func (r *reParser) classSetExpr() bool {
	r.depth++
	defer func() { r.depth-- }()
	if r.depth > maxDepth {
		r.fail("Regular expression too large")
		return false
	}
	negated := r.eat('^')
	strs := r.classSetContents()
	if r.err != "" {
		return false
	}
	if negated && strs {
		r.fail("Negated character class may contain strings")
		return false
	}
	return strs
}

func isClassSetSyntax(c rune) bool {
	return strings.ContainsRune("()[]{}/-\\|", c)
}

func isClassSetReservedDouble(c rune) bool {
	return strings.ContainsRune("&!#$%*+,.:;<=>?@^`~", c)
}

func (r *reParser) classSetContents() bool {
	if r.eat(']') {
		return false
	}
	first, firstStrs, ok := r.classSetOperand(true)
	if !ok {
		return false
	}
	_ = first
	switch {
	case r.peek() == '&' && r.peekAt(1) == '&':
		strs := firstStrs
		for r.peek() == '&' && r.peekAt(1) == '&' {
			r.i += 2
			if r.peek() == '&' {
				r.fail("Invalid set operation in character class")
				return false
			}
			_, s, ok := r.classSetOperand(false)
			if !ok {
				return false
			}
			strs = strs && s
		}
		if !r.eat(']') {
			r.fail("Invalid set operation in character class")
			return false
		}
		return strs
	case r.peek() == '-' && r.peekAt(1) == '-':
		for r.peek() == '-' && r.peekAt(1) == '-' {
			r.i += 2
			if _, _, ok := r.classSetOperand(false); !ok {
				return false
			}
		}
		if !r.eat(']') {
			r.fail("Invalid set operation in character class")
			return false
		}
		return firstStrs
	}
	// A union of operands and ranges.
	strs := firstStrs
	prev := first
	for {
		if r.eof() {
			r.fail("Unterminated character class")
			return false
		}
		if r.eat(']') {
			return strs
		}
		if r.peek() == '-' {
			if r.peekAt(1) == '-' {
				r.fail("Invalid set operation in character class")
				return false
			}
			r.i++
			if prev < 0 {
				r.fail("Invalid character class")
				return false
			}
			hi, _, ok := r.classSetOperand(false)
			if !ok {
				return false
			}
			if hi < 0 {
				r.fail("Invalid character class")
				return false
			}
			if prev > hi {
				r.fail("Range out of order in character class")
				return false
			}
			prev = -1
			continue
		}
		if r.peek() == '&' && r.peekAt(1) == '&' {
			r.fail("Invalid set operation in character class")
			return false
		}
		c, s, ok := r.classSetOperand(false)
		if !ok {
			return false
		}
		strs = strs || s
		prev = c
	}
}

// classSetOperand parses one operand: a nested class, \q{...}, a class
// escape, or a single character (returned, else -1).
func (r *reParser) classSetOperand(first bool) (rune, bool, bool) {
	if r.eof() {
		r.fail("Unterminated character class")
		return 0, false, false
	}
	c := r.peek()
	switch {
	case c == '[':
		r.i++
		s := r.classSetExpr()
		return -1, s, r.err == ""
	case c == '\\':
		r.i++
		if r.eof() {
			r.fail("\\ at end of pattern")
			return 0, false, false
		}
		e := r.peek()
		if e == 'q' {
			r.i++
			if !r.eat('{') {
				r.fail("Invalid escape")
				return 0, false, false
			}
			strs := false
			n := 0
			for {
				if r.eof() {
					r.fail("Unterminated character class")
					return 0, false, false
				}
				if r.eat('}') {
					break
				}
				if r.eat('|') {
					if n != 1 {
						strs = true
					}
					n = 0
					continue
				}
				if r.peek() == '\\' {
					r.i++
					if _, ok := r.classSetEscape(); !ok {
						return 0, false, false
					}
				} else {
					r.i++
				}
				n++
			}
			if n != 1 {
				strs = true
			}
			return -1, strs, true
		}
		if e == 'p' || e == 'P' {
			r.i++
			strs := r.propertyOfStrings
			r.propertyOfStrings = false
			if !r.propertyEscape(e == 'P') {
				return 0, false, false
			}
			s := r.propertyOfStrings
			r.propertyOfStrings = strs
			return -1, s, true
		}
		v, ok := r.classSetEscape()
		return v, false, ok
	case isClassSetSyntax(c):
		r.fail("Invalid character in character class")
		return 0, false, false
	case isClassSetReservedDouble(c) && r.peekAt(1) == c:
		r.fail("Invalid set operation in character class")
		return 0, false, false
	}
	r.i++
	return c, false, true
}

// classSetEscape parses an escape inside a v-mode class (after '\').
func (r *reParser) classSetEscape() (rune, bool) {
	c := r.peek()
	if strings.ContainsRune("&-!#%,:;<=>@`~", c) {
		r.i++
		return c, true
	}
	return r.classEscape(true)
}

// propertyEscape parses {Name=Value} or {Name} after \p or \P.
func (r *reParser) propertyEscape(negated bool) bool {
	if !r.eat('{') {
		r.fail("Invalid property name")
		return false
	}
	start := r.i
	for !r.eof() && r.peek() != '}' {
		r.i++
	}
	if r.eof() {
		r.fail("Invalid property name")
		return false
	}
	body := string(r.src[start:r.i])
	r.i++
	ok, ofStrings := jspattern.Property(body)
	if ofStrings {
		if !r.v || negated {
			r.fail("Invalid property name")
			return false
		}
		r.propertyOfStrings = true
	}
	if !ok {
		r.fail("Invalid property name")
		return false
	}
	return true
}
