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

// re2Window is the first window's length in bytes; a window that finds
// no match doubles.
const re2Window = 256

// maxMatchLen is the longest match of the RE2 pattern text in bytes of
// ASCII text, or -1 when it has no bound (or cannot be parsed).
func maxMatchLen(text string) int {
	re, err := syntax.Parse(text, syntax.Perl)
	if err != nil {
		return -1
	}
	return syntaxMaxLen(re)
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

// findRE2 is re.FindStringSubmatchIndex(src) for a pattern whose matches
// are at most maxLen bytes long (-1: no bound, the whole text is
// searched). With leftContext the pattern looks before its start (\b, ^
// in multiline mode), so every window starts at src's start.
func findRE2(re *regexp.Regexp, src string, maxLen int, leftContext bool) []int {
	if maxLen < 0 || len(src) <= re2Window+maxLen {
		return re.FindStringSubmatchIndex(src)
	}
	base, size := 0, re2Window+maxLen
	for {
		end := base + size
		if end >= len(src) {
			return shiftLoc(re.FindStringSubmatchIndex(src[base:]), base)
		}
		loc := re.FindStringSubmatchIndex(src[base:end])
		exact := end - maxLen - base // starts before this are decided
		if loc != nil && loc[0] < exact {
			return shiftLoc(loc, base)
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
