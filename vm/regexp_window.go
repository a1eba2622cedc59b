package vm

import (
	"regexp"
	"regexp/syntax"
)

// Go's regexp finds a match in time proportional to the text it is given,
// whatever the match's length: its backtracker clears a bit per
// instruction and byte of the text on every call, and the whole text is
// what a global match (replace, matchAll, split) hands it for each match.
// A pattern whose matches are at most k bytes long is instead searched in
// a window: every start p with p+k < the window's end is decided exactly
// there (each path from p reads at most k bytes and looks at one more for
// \b or $), so a match found at such a start is the match in the whole
// text, and no match means none starts before the window's last k+1
// bytes, where the next window begins.
//
// A pattern that ends in a greedy run of one character class (\d+,
// "fox (\d+)", \s*) is searched the same way, k bounding the part before
// the run and the run's minimum: whether a path succeeds is decided
// within k bytes, and which one wins does not depend on how long its run
// is. A match whose run stops before the window's end stopped at a byte
// outside the class, as it would in the whole text; one whose run reaches
// the end is searched again in a larger window.

// re2Window is the first window's length in bytes; a window that finds
// no match doubles.
const re2Window = 256

// re2Bound is what findRE2 needs to know of a pattern: k, the longest
// match (with tail, of the part before the final run plus the run's
// minimum), or -1 when the pattern has neither shape.
type re2Bound struct {
	k    int
	tail bool
}

// patternBound is the bound of the RE2 pattern text on ASCII text.
func patternBound(text string) re2Bound {
	re, err := syntax.Parse(text, syntax.Perl)
	if err != nil {
		return re2Bound{k: -1}
	}
	if n := syntaxMaxLen(re); n >= 0 {
		return re2Bound{k: n}
	}
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	body := []*syntax.Regexp(nil)
	if re.Op == syntax.OpConcat {
		body, re = re.Sub[:len(re.Sub)-1], re.Sub[len(re.Sub)-1]
		for re.Op == syntax.OpCapture {
			re = re.Sub[0]
		}
	}
	least, ok := tailRun(re)
	if !ok {
		return re2Bound{k: -1}
	}
	k := least
	for _, sub := range body {
		n := syntaxMaxLen(sub)
		if n < 0 {
			return re2Bound{k: -1}
		}
		k += n
	}
	return re2Bound{k: k, tail: true}
}

// tailRun reports whether re is a greedy unbounded run of one character
// (a class, a dot or a single literal), and its minimum length.
func tailRun(re *syntax.Regexp) (least int, ok bool) {
	if re.Flags&syntax.NonGreedy != 0 || len(re.Sub) != 1 {
		return 0, false
	}
	switch sub := re.Sub[0]; sub.Op {
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
	case syntax.OpLiteral:
		if len(sub.Rune) != 1 {
			return 0, false
		}
	default:
		return 0, false
	}
	switch {
	case re.Op == syntax.OpStar:
		return 0, true
	case re.Op == syntax.OpPlus:
		return 1, true
	case re.Op == syntax.OpRepeat && re.Max < 0:
		return re.Min, true
	}
	return 0, false
}

// maxMatchLen is the longest match of the RE2 pattern text in bytes of
// ASCII text, or -1 when it has no bound.
func maxMatchLen(text string) int {
	if b := patternBound(text); !b.tail {
		return b.k
	}
	return -1
}

func syntaxMaxLen(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpNoMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText,
		syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return 0
	case syntax.OpLiteral:
		return len(re.Rune) // on ASCII text a rune that matches is a byte
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1
	case syntax.OpCapture:
		return syntaxMaxLen(re.Sub[0])
	case syntax.OpQuest:
		return syntaxMaxLen(re.Sub[0])
	case syntax.OpRepeat:
		n := syntaxMaxLen(re.Sub[0])
		if re.Max < 0 || n < 0 {
			return -1
		}
		return n * re.Max
	case syntax.OpConcat, syntax.OpAlternate:
		total := 0
		for _, sub := range re.Sub {
			n := syntaxMaxLen(sub)
			if n < 0 {
				return -1
			}
			if re.Op == syntax.OpConcat {
				total += n
			} else {
				total = max(total, n)
			}
		}
		return total
	}
	return -1 // star, plus
}

// findRE2 is re.FindStringSubmatchIndex(src) for a pattern of bound b.
// With leftContext the pattern looks before its start (\b, ^), so every
// window starts at src's start.
func findRE2(re *regexp.Regexp, src string, b re2Bound, leftContext bool) []int {
	if b.k < 0 || len(src) <= re2Window+b.k {
		return re.FindStringSubmatchIndex(src)
	}
	base, size := 0, re2Window+b.k
	for {
		end := base + size
		if end >= len(src) {
			return shiftLoc(re.FindStringSubmatchIndex(src[base:]), base)
		}
		loc := re.FindStringSubmatchIndex(src[base:end])
		exact := end - b.k - base // starts before this are decided
		if loc != nil && loc[0] < exact && (!b.tail || base+loc[1] < end) {
			return shiftLoc(loc, base)
		}
		if loc != nil && loc[0] < exact {
			exact = loc[0] // a run cut by the window's end: from its start again
		}
		size *= 2
		if !leftContext {
			base += exact
			size -= exact
		}
	}
}

// shiftLoc moves the offsets of a match in a window starting at base to
// offsets in the text.
func shiftLoc(loc []int, base int) []int {
	if base == 0 {
		return loc
	}
	for i, v := range loc {
		if v >= 0 {
			loc[i] = v + base
		}
	}
	return loc
}
