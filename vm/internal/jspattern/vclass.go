package jspattern

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// With the v flag a character class may nest classes, combine them with
// && (intersection) and -- (subtraction), and hold strings (\q{abc|d},
// properties of strings). regexp2 has no such classes, so vClass computes
// the set and Translate writes it as one flat class, or, when it has
// strings, as an alternation of its strings, longest first, and then the
// flat class (the order in which JavaScript tries them).

// classSet is the value of a v-mode class: code points, and strings of
// other lengths than one (a string of one code point is that code point).
type classSet struct {
	ranges  []cpRange
	strings []string // no duplicates, in no order until written
}

func (s classSet) union(t classSet) classSet {
	out := classSet{ranges: unionRanges(s.ranges, t.ranges), strings: slices.Clip(s.strings)}
	for _, str := range t.strings {
		if !slices.Contains(out.strings, str) {
			out.strings = append(out.strings, str)
		}
	}
	return out
}

func (s classSet) intersect(t classSet) classSet {
	out := classSet{ranges: subtractRanges(s.ranges, complementRanges(t.ranges))}
	for _, str := range s.strings {
		if slices.Contains(t.strings, str) {
			out.strings = append(out.strings, str)
		}
	}
	return out
}

func (s classSet) subtract(t classSet) classSet {
	out := classSet{ranges: subtractRanges(s.ranges, t.ranges)}
	for _, str := range s.strings {
		if !slices.Contains(t.strings, str) {
			out.strings = append(out.strings, str)
		}
	}
	return out
}

// writeCaselessSet writes s, whose code points include their case
// equivalents, under the i flag: matched case-sensitively, with each
// character of its strings written as its equivalents.
func writeCaselessSet(b *strings.Builder, s classSet) {
	b.WriteString("(?-i:")
	writeSet(b, s, foldTable())
	b.WriteByte(')')
}

// writeClassSet writes s for regexp2.
func writeClassSet(b *strings.Builder, s classSet) { writeSet(b, s, nil) }

// writeSet writes s; with folding, the characters of its strings as
// classes of their case equivalents.
func writeSet(b *strings.Builder, s classSet, folding *caseTable) {
	if len(s.strings) == 0 {
		if len(s.ranges) == 0 {
			b.WriteString("(?!)")
			return
		}
		b.WriteByte('[')
		writeRanges(b, s.ranges)
		b.WriteByte(']')
		return
	}
	strs := slices.Clone(s.strings)
	sortLongestFirst(strs)
	b.WriteString("(?:")
	for i, str := range strs {
		if i > 0 {
			b.WriteByte('|')
		}
		if str == "" && len(s.ranges) > 0 {
			// The empty string is tried last, after the single code points.
			b.WriteByte('[')
			writeRanges(b, s.ranges)
			b.WriteString("]|")
			s.ranges = nil
		}
		for j := 0; j < len(str); {
			r, n := wtf8.Decode(str[j:])
			if m := folding.members(r); len(m) > 1 {
				b.WriteByte('[')
				for _, c := range m {
					writePatternRune(b, c)
				}
				b.WriteByte(']')
			} else {
				writePatternRune(b, r)
			}
			j += n
		}
	}
	if len(s.ranges) > 0 {
		b.WriteString("|[")
		writeRanges(b, s.ranges)
		b.WriteByte(']')
	}
	b.WriteByte(')')
}

// vClass parses the class starting at src[i] ('[') and returns its value
// and the index after its closing ']'. With fold (the i flag), each
// operand's code points include their case equivalents (casefold.go), as
// the specification's MaybeSimpleCaseFolding does, so that && -- and ^
// work on whole sets of equivalents.
func vClass(src string, i int, fold bool) (classSet, int, error) {
	i++ // '['
	negated := false
	if i < len(src) && src[i] == '^' {
		negated = true
		i++
	}
	set, i, err := vClassContents(src, i, fold)
	if err != nil {
		return classSet{}, 0, err
	}
	if i >= len(src) || src[i] != ']' {
		return classSet{}, 0, errors.New("Unterminated character class")
	}
	if negated {
		// The parser has rejected a negated class that may contain
		// strings.
		set = classSet{ranges: complementRanges(set.ranges)}
	}
	return set, i + 1, nil
}

// vClassContents reads a union, or a chain of && or -- operations.
func vClassContents(src string, i int, fold bool) (classSet, int, error) {
	first, i, err := vOperand(src, i, fold)
	if err != nil {
		return classSet{}, 0, err
	}
	if strings.HasPrefix(src[i:], "&&") || strings.HasPrefix(src[i:], "--") {
		op := src[i : i+2]
		set := first
		for strings.HasPrefix(src[i:], op) {
			next, j, err := vOperand(src, i+2, fold)
			if err != nil {
				return classSet{}, 0, err
			}
			if op == "--" {
				set = set.subtract(next)
			} else {
				set = set.intersect(next)
			}
			i = j
		}
		return set, i, nil
	}
	set := first
	for i < len(src) && src[i] != ']' {
		next, j, err := vOperand(src, i, fold)
		if err != nil {
			return classSet{}, 0, err
		}
		set = set.union(next)
		i = j
	}
	return set, i, nil
}

// vOperand reads one nested class, class escape, \q{...}, character or
// range.
func vOperand(src string, i int, fold bool) (classSet, int, error) {
	set, j, err := vOperandSet(src, i, fold)
	if err == nil && fold {
		set.ranges = caseClosure(set.ranges, true)
	}
	return set, j, err
}

// vOperandSet is vOperand before case folding (but \P{...}, complemented
// after it).
func vOperandSet(src string, i int, fold bool) (classSet, int, error) {
	if i >= len(src) {
		return classSet{}, 0, errors.New("Unterminated character class")
	}
	if src[i] == ']' {
		return classSet{}, i, nil // an empty class
	}
	if src[i] == '[' {
		return vClass(src, i, fold)
	}
	if src[i] == '\\' && i+1 < len(src) {
		switch c := src[i+1]; c {
		case 'd', 'D', 'w', 'W', 's', 'S':
			set := map[byte][]cpRange{
				'd': {{'0', '9'}},
				'w': {{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}},
				's': {{'\t', '\r'}, {' ', ' '}, {0xA0, 0xA0}, {0x1680, 0x1680}, {0x2000, 0x200A},
					{0x2028, 0x2029}, {0x202F, 0x202F}, {0x205F, 0x205F}, {0x3000, 0x3000}, {0xFEFF, 0xFEFF}},
			}[c|0x20]
			if c|0x20 == 'w' && fold {
				// Under i, the characters whose case folding is a word
				// character.
				set = unionRanges(set, []cpRange{{0x17F, 0x17F}, {0x212A, 0x212A}})
			}
			if c < 'a' {
				set = complementRanges(set)
			}
			return classSet{ranges: set}, i + 2, nil
		case 'p', 'P':
			end := strings.IndexByte(src[i:], '}')
			if i+2 >= len(src) || src[i+2] != '{' || end < 0 {
				return classSet{}, 0, errors.New("Invalid property name")
			}
			p, ok := unicodeProperty(src[i+3 : i+end])
			if !ok {
				return classSet{}, 0, errors.New("Invalid property name")
			}
			set := classSet{ranges: p.ranges, strings: p.strings}
			if c == 'P' && fold {
				set = classSet{ranges: complementRanges(caseClosure(p.ranges, true))}
			} else if c == 'P' {
				set = classSet{ranges: complementRanges(p.ranges)}
			}
			return set, i + end + 1, nil
		case 'q':
			return vClassStrings(src, i)
		}
	}
	lo, j, err := vChar(src, i)
	if err != nil {
		return classSet{}, 0, err
	}
	hi := lo
	if j+1 < len(src) && src[j] == '-' && src[j+1] != '-' && src[j+1] != ']' {
		if hi, j, err = vChar(src, j+1); err != nil {
			return classSet{}, 0, err
		}
		if hi < lo {
			return classSet{}, 0, errors.New("Range out of order in character class")
		}
	}
	return classSet{ranges: []cpRange{{lo, hi}}}, j, nil
}

// vClassStrings reads \q{abc|d|...} at src[i]: its one-character strings
// are code points, the others strings.
func vClassStrings(src string, i int) (classSet, int, error) {
	i += 2 // \q
	if i >= len(src) || src[i] != '{' {
		return classSet{}, 0, errors.New("Invalid escape")
	}
	i++
	var set classSet
	var cur []byte // WTF-8
	n := 0         // code points in cur
	for {
		if i >= len(src) {
			return classSet{}, 0, errors.New("Unterminated character class")
		}
		if src[i] == '|' || src[i] == '}' {
			if n == 1 {
				r, _ := wtf8.Decode(string(cur))
				set = set.union(classSet{ranges: []cpRange{{r, r}}})
			} else {
				set = set.union(classSet{strings: []string{string(cur)}})
			}
			cur, n = cur[:0], 0
			i++
			if src[i-1] == '}' {
				return set, i, nil
			}
			continue
		}
		r, j, err := vChar(src, i)
		if err != nil {
			return classSet{}, 0, err
		}
		cur = wtf8.Append(cur, r)
		n++
		i = j
	}
}

// vChar reads one class character (a character or a character escape).
func vChar(src string, i int) (rune, int, error) {
	if src[i] != '\\' {
		r, n := wtf8.Decode(src[i:])
		return r, i + n, nil
	}
	if i+1 >= len(src) {
		return 0, 0, errors.New(`\ at end of pattern`)
	}
	c := src[i+1]
	switch c {
	case 'n':
		return '\n', i + 2, nil
	case 'r':
		return '\r', i + 2, nil
	case 't':
		return '\t', i + 2, nil
	case 'v':
		return '\v', i + 2, nil
	case 'f':
		return '\f', i + 2, nil
	case 'b':
		return '\b', i + 2, nil
	case '0':
		return 0, i + 2, nil
	case 'c':
		if i+2 < len(src) {
			return rune(src[i+2] & 0x1F), i + 3, nil
		}
	case 'x':
		if i+4 <= len(src) {
			if v, err := strconv.ParseUint(src[i+2:i+4], 16, 8); err == nil {
				return rune(v), i + 4, nil
			}
		}
	case 'u':
		if i+2 < len(src) && src[i+2] == '{' {
			if end := strings.IndexByte(src[i:], '}'); end > 0 {
				if v, err := strconv.ParseUint(src[i+3:i+end], 16, 32); err == nil {
					return rune(v), i + end + 1, nil
				}
			}
		} else if hi, ok := hexEscape(src, i); ok {
			if lo, ok := hexEscape(src, i+6); ok && hi >= 0xD800 && hi < 0xDC00 && lo >= 0xDC00 && lo < 0xE000 {
				return 0x10000 + (hi-0xD800)<<10 + (lo - 0xDC00), i + 12, nil
			}
			return hi, i + 6, nil
		}
	default:
		if c < 0x80 {
			return rune(c), i + 2, nil // an escaped punctuator
		}
		r, n := wtf8.Decode(src[i+1:])
		return r, i + 1 + n, nil
	}
	return 0, 0, errors.New("Invalid escape")
}
