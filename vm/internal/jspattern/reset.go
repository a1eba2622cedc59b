package jspattern

import (
	"strconv"
	"strings"
)

// JavaScript clears the captures of a quantified group at the start of
// each iteration (RepeatMatcher): /(?:(a)|b)*/.exec("ab") leaves group 1
// undefined, because the last iteration matched b. regexp2, like .NET,
// keeps each group's captures on a stack and reports the last one, so it
// answers "a". captureResets finds every group with a quantifier that can
// repeat it (a maximum above one) and captures inside it, and gives the
// text to write before the group: a group that opens with one pop of each
// of those captures, (?:(?>(?<-1>)|)(?:(a)|b))*. One pop a group is
// enough: a group's capture is pushed once a pass, and every loop around it
// pops at the start of each iteration, so no stack grows past one. The
// pops are atomic and undone by backtracking like any capture.
//
// It returns, by offset in src, the text to write before a '(' (before)
// and the offsets of the quantifiers before which the added group closes
// (closeAt).
func captureResets(src string, vmode bool) (before map[int]string, closeAt map[int]bool) {
	// The open groups: where each opens, and the number its first
	// capture at or after that point gets.
	var opens, firstCaps []int
	caps := 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '[':
			i = classEnd(src, i, vmode) - 1
		case '(':
			rest := src[i:]
			opens, firstCaps = append(opens, i), append(firstCaps, caps+1)
			switch {
			case strings.HasPrefix(rest, "(?("):
				// A conditional (nonEmptyIterations' check): its
				// condition is a name in parentheses, not a group.
				if end := strings.IndexByte(rest[3:], ')'); end >= 0 {
					i += 3 + end
				}
			case strings.HasPrefix(rest, "(?<") && !isLookaround(rest):
				caps++ // a named group
			case strings.HasPrefix(rest, "(?"):
				// (?: , a lookaround, a modifier group or a marker
				// (?'name'): no number.
			default:
				caps++
			}
		case ')':
			if len(opens) == 0 {
				continue
			}
			open, first := opens[len(opens)-1], firstCaps[len(firstCaps)-1]
			opens, firstCaps = opens[:len(opens)-1], firstCaps[:len(firstCaps)-1]
			max := quantifierMax(src, i+1)
			if isLookaround(src[open:]) || first > caps || max >= 0 && max <= 1 || insideLookbehind(src, opens) {
				// (A lookbehind matches right to left: its iterations
				// start at their other end, where a pop would come last.)
				continue
			}
			var b strings.Builder
			b.WriteString("(?:")
			for k := first; k <= caps; k++ {
				b.WriteString("(?>(?<-" + strconv.Itoa(k) + ">)|)")
			}
			if before == nil {
				before, closeAt = map[int]string{}, map[int]bool{}
			}
			before[open] = b.String()
			closeAt[i+1] = true
		}
	}
	return before, closeAt
}

// isLookaround reports whether a group opening at the start of s is a
// lookahead or a lookbehind.
func isLookaround(s string) bool {
	for _, p := range []string{"(?=", "(?!", "(?<=", "(?<!"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// quantifierMax is the maximum of the quantifier at src[i]: 0 when there
// is none, -1 for no bound.
func quantifierMax(src string, i int) int {
	min, n, ok := quantifierAt(src, i)
	if !ok {
		return 0
	}
	switch q := src[i : i+n]; {
	case q == "?":
		return 1
	case q == "*" || q == "+":
		return -1
	default:
		_, hi, comma := strings.Cut(q[1:len(q)-1], ",")
		if !comma {
			return min
		}
		if hi == "" {
			return -1
		}
		v, err := strconv.Atoi(hi)
		if err != nil {
			return -1
		}
		return v
	}
}
