package jspattern

import (
	"errors"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// With the v flag a character class may nest classes and combine them
// with && (intersection) and -- (subtraction). regexp2 has no such
// classes, so vClass computes the set of code points and Translate
// writes it as one flat class. Strings in classes (\q{abc}, properties of
// strings) are not supported: a SyntaxError says so rather than matching
// something else.

var errVClassStrings = errors.New("strings in character classes (\\q{...}) are not supported")

// vClass parses the class starting at src[i] ('[') and returns its code
// points and the index after its closing ']'.
func vClass(src string, i int) ([]cpRange, int, error) {
	i++ // '['
	negated := false
	if i < len(src) && src[i] == '^' {
		negated = true
		i++
	}
	set, i, err := vClassContents(src, i)
	if err != nil {
		return nil, 0, err
	}
	if i >= len(src) || src[i] != ']' {
		return nil, 0, errors.New("Unterminated character class")
	}
	if negated {
		set = complementRanges(set)
	}
	return set, i + 1, nil
}

// vClassContents reads a union, or a chain of && or -- operations.
func vClassContents(src string, i int) ([]cpRange, int, error) {
	first, i, err := vOperand(src, i)
	if err != nil {
		return nil, 0, err
	}
	if strings.HasPrefix(src[i:], "&&") || strings.HasPrefix(src[i:], "--") {
		op := src[i : i+2]
		set := first
		for strings.HasPrefix(src[i:], op) {
			next, j, err := vOperand(src, i+2)
			if err != nil {
				return nil, 0, err
			}
			if op == "--" {
				set = subtractRanges(set, next)
			} else {
				set = subtractRanges(set, complementRanges(next))
			}
			i = j
		}
		return set, i, nil
	}
	set := first
	for i < len(src) && src[i] != ']' {
		next, j, err := vOperand(src, i)
		if err != nil {
			return nil, 0, err
		}
		set = unionRanges(set, next)
		i = j
	}
	return set, i, nil
}

// vOperand reads one nested class, class escape, character or range.
func vOperand(src string, i int) ([]cpRange, int, error) {
	if i >= len(src) {
		return nil, 0, errors.New("Unterminated character class")
	}
	if src[i] == ']' {
		return nil, i, nil // an empty class
	}
	if src[i] == '[' {
		return vClass(src, i)
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
			if c < 'a' {
				set = complementRanges(set)
			}
			return set, i + 2, nil
		case 'p', 'P':
			end := strings.IndexByte(src[i:], '}')
			if i+2 >= len(src) || src[i+2] != '{' || end < 0 {
				return nil, 0, errors.New("Invalid property name")
			}
			set, ok := unicodePropertyRanges(src[i+3 : i+end])
			if !ok {
				return nil, 0, errors.New("Invalid property name")
			}
			if c == 'P' {
				set = complementRanges(set)
			}
			return set, i + end + 1, nil
		case 'q':
			return nil, 0, errVClassStrings
		}
	}
	lo, j, err := vChar(src, i)
	if err != nil {
		return nil, 0, err
	}
	hi := lo
	if j+1 < len(src) && src[j] == '-' && src[j+1] != '-' && src[j+1] != ']' {
		if hi, j, err = vChar(src, j+1); err != nil {
			return nil, 0, err
		}
		if hi < lo {
			return nil, 0, errors.New("Range out of order in character class")
		}
	}
	return []cpRange{{lo, hi}}, j, nil
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
