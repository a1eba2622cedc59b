package jspattern

import (
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// Case-insensitive matching (the i flag). regexp2's IgnoreCase matches a
// pattern character c with every input character x of
// unicode.ToLower(x) == unicode.ToLower(c) (with Go's Unicode data);
// JavaScript with the characters of the same canonicalization: simple case
// folding with u or v, V8's toUpperCase of code units without. The two
// agree for most characters. For the others (σ ς Σ, ſ, the Kelvin sign,
// İ, ß ẞ, letters newer than Go's tables, ...) Translate writes the set of
// characters JavaScript matches, matched case-sensitively: (?-i:[sSſ]);
// or, where regexp2 only adds characters, the character and a lookbehind
// refusing them: (?:i(?<!(?-i:[İ]))).

// caseTable is the canonicalization of one mode as sets of equivalent
// code points.
type caseTable struct {
	classes [][]rune        // the sets of two or more code points, each sorted
	class   map[rune][]rune // a code point's set (absent: the code point alone)
	special map[rune][]rune // code points regexp2's IgnoreCase matches otherwise: what it adds (nil if it also misses some)
}

// foldTable is the canonicalization with u or v, upperTable without.
var (
	foldTable  = sync.OnceValue(func() *caseTable { return newCaseTable(foldClasses, unicode.MaxRune) })
	upperTable = sync.OnceValue(func() *caseTable { return newCaseTable(upperClasses, 0xFFFF) })
)

func caseTableFor(unicodeMode bool) *caseTable {
	if unicodeMode {
		return foldTable()
	}
	return upperTable()
}

func newCaseTable(data string, limit rune) *caseTable {
	t := &caseTable{class: map[rune][]rune{}, special: map[rune][]rune{}}
	for i := 0; i < len(data); {
		members := make([]rune, decodeNumber(data, &i))
		for j := range members {
			members[j] = decodeNumber(data, &i)
		}
		slices.Sort(members)
		t.classes = append(t.classes, members)
		for _, c := range members {
			t.class[c] = members
		}
	}
	// regexp2 matches c with the characters of c's lowercase: only
	// characters with a case mapping in either table can differ.
	var candidates []rune
	for c := range t.class {
		candidates = append(candidates, c)
	}
	for _, r := range unicode.CaseRanges {
		for c := rune(r.Lo); c <= rune(r.Hi); c++ {
			candidates = append(candidates, c)
		}
	}
	lower := map[rune][]rune{} // by lowercase, the characters with it
	for _, c := range candidates {
		if l := unicode.ToLower(c); c <= limit && l <= limit {
			for _, x := range []rune{c, l} {
				if !slices.Contains(lower[l], x) {
					lower[l] = append(lower[l], x)
				}
			}
			candidates = append(candidates, l) // checked below
		}
	}
	for _, c := range candidates {
		if c > limit {
			continue
		}
		r := lower[unicode.ToLower(c)]
		slices.Sort(r)
		m := t.members(c)
		if slices.Equal(m, r) {
			continue
		}
		var extra []rune
		for _, x := range r {
			if !slices.Contains(m, x) {
				extra = append(extra, x)
			}
		}
		if !slices.ContainsFunc(m, func(x rune) bool { return !slices.Contains(r, x) }) {
			t.special[c] = extra // r is m and extra
		} else {
			t.special[c] = nil
		}
	}
	return t
}

// members is the set of c (sorted); a nil table has c alone.
func (t *caseTable) members(c rune) []rune {
	if t == nil {
		return []rune{c}
	}
	if m := t.class[c]; m != nil {
		return m
	}
	return []rune{c}
}

// writeCaseless writes the literal character c under the i flag: as itself
// when regexp2's IgnoreCase matches what JavaScript does (false: the
// caller writes it); as itself and a lookbehind refusing what regexp2 adds
// ((?:i(?<!(?-i:\u0130))), which keeps it a literal for regexp2's searches);
// else as the class of its equivalents, case-sensitively.
func writeCaseless(b *strings.Builder, c rune, unicodeMode bool) bool {
	t := caseTableFor(unicodeMode)
	extra, ok := t.special[c]
	if !ok {
		return false
	}
	if extra != nil {
		// A group, for a quantifier that follows.
		b.WriteString("(?:")
		writePatternRune(b, c)
		b.WriteString("(?<!(?-i:[")
		for _, x := range extra {
			writePatternRune(b, x)
		}
		b.WriteString("])))")
		return true
	}
	b.WriteString("(?-i:[")
	for _, m := range t.members(c) {
		writePatternRune(b, m)
	}
	b.WriteString("])")
	return true
}

// caseClosure adds to rs the equivalents of its code points.
func caseClosure(rs []cpRange, unicodeMode bool) []cpRange {
	t := caseTableFor(unicodeMode)
	out := slices.Clone(rs)
	for _, members := range t.classes {
		if slices.ContainsFunc(members, func(c rune) bool { return inRanges(rs, c) }) {
			for _, c := range members {
				out = append(out, cpRange{c, c})
			}
		}
	}
	return normalizeRanges(out)
}

// inRanges reports whether c is in rs (normalized).
func inRanges(rs []cpRange, c rune) bool {
	i, _ := slices.BinarySearchFunc(rs, c, func(r cpRange, c rune) int {
		switch {
		case r.hi < c:
			return -1
		case r.lo > c:
			return 1
		}
		return 0
	})
	return i < len(rs) && rs[i].lo <= c && c <= rs[i].hi
}

// writeCaselessWord writes \w \W \b or \B under the i flag: with u or v
// the word characters are those whose case folding is an ASCII word
// character (ſ folds to s and the Kelvin sign to k), without them the
// ASCII ones; matched case-sensitively, as regexp2's IgnoreCase would add
// others (İ, whose lowercase is i).
func writeCaselessWord(b *strings.Builder, escape byte, unicodeMode bool) {
	word := "[0-9A-Z_a-z]"
	if unicodeMode {
		word = `[0-9A-Z_a-z\u017f\u212a]`
	}
	switch escape {
	case 'w':
		b.WriteString("(?-i:" + word + ")")
	case 'W':
		b.WriteString("(?-i:[^" + word[1:] + ")")
	case 'b':
		b.WriteString("(?-i:(?<=" + word + ")(?!" + word + ")|(?<!" + word + ")(?=" + word + "))")
	case 'B':
		b.WriteString("(?-i:(?<=" + word + ")(?=" + word + ")|(?<!" + word + ")(?!" + word + "))")
	}
}

// legacyClass reads the class without the v flag starting at src[i] ('[')
// for the i flag: its code points, whether it is negated, and the index
// after its closing ']'. ok is false for what it does not read (legacy
// octal escapes, Annex B's \c and incomplete \x and \u, supplementary
// characters without u): Translate then hands the class to regexp2 as it
// is.
func legacyClass(src string, i int, unicodeMode bool) (rs []cpRange, negated bool, end int, ok bool) {
	i++ // '['
	if i < len(src) && src[i] == '^' {
		negated = true
		i++
	}
	// atom reads one class atom: a character (single) or a set (\d, \p).
	atom := func() (set []cpRange, single bool, ok bool) {
		if src[i] != '\\' {
			r, n := wtf8.Decode(src[i:])
			if r >= 0x10000 && !unicodeMode {
				return nil, false, false
			}
			i += n
			return []cpRange{{r, r}}, true, true
		}
		if i+1 >= len(src) {
			return nil, false, false
		}
		switch c := src[i+1]; {
		case strings.IndexByte("dDwWsS", c) >= 0:
			set, _, err := vOperandSet(src, i, unicodeMode)
			if err != nil {
				return nil, false, false
			}
			i += 2
			return set.ranges, false, true
		case (c == 'p' || c == 'P') && unicodeMode:
			set, j, err := vOperandSet(src, i, false)
			if err != nil {
				return nil, false, false
			}
			i = j
			return set.ranges, false, true
		case c >= '0' && c <= '9' && !(c == '0' && !(i+2 < len(src) && src[i+2] >= '0' && src[i+2] <= '9')):
			return nil, false, false // a legacy octal escape (or \8 \9)
		case c == 'c' && !(i+2 < len(src) && (src[i+2]|0x20 >= 'a' && src[i+2]|0x20 <= 'z')):
			return nil, false, false // Annex B's \c
		}
		r, j, err := vChar(src, i)
		if err != nil || r >= 0x10000 && !unicodeMode {
			return nil, false, false
		}
		i = j
		return []cpRange{{r, r}}, true, true
	}
	for i < len(src) && src[i] != ']' {
		lo, loSingle, ok := atom()
		if !ok {
			return nil, false, 0, false
		}
		if i+1 < len(src) && src[i] == '-' && src[i+1] != ']' {
			i++
			hi, hiSingle, ok := atom()
			if !ok {
				return nil, false, 0, false
			}
			if loSingle && hiSingle {
				rs = append(rs, cpRange{lo[0].lo, hi[0].lo})
			} else {
				// Annex B: a class escape at either end of a range makes
				// the dash a character.
				rs = append(append(append(rs, lo...), hi...), cpRange{'-', '-'})
			}
			continue
		}
		rs = append(rs, lo...)
	}
	if i >= len(src) {
		return nil, false, 0, false
	}
	return normalizeRanges(rs), negated, i + 1, true
}
