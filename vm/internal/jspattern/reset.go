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
// It returns, by offset in src, the text to write before a '(' (opens) and
// the offsets of the quantifiers before which the added group closes.
func captureResets(src string, vmode bool) (opens map[int]string, closes map[int]bool) {
	var stack []resetGroup
	caps := 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '[':
			i = classEnd(src, i, vmode) - 1
		case '(':
			rest := src[i:]
			g := resetGroup{open: i, firstCap: caps + 1}
			switch {
			case strings.HasPrefix(rest, "(?("):
				// A conditional (nonEmptyIterations' check): its
				// condition is a name in parentheses, not a group.
				if end := strings.IndexByte(rest[3:], ')'); end >= 0 {
					stack = append(stack, g)
					i += 3 + end
					continue
				}
			case strings.HasPrefix(rest, "(?=") || strings.HasPrefix(rest, "(?!"):
				g.lookround = true
			case strings.HasPrefix(rest, "(?<=") || strings.HasPrefix(rest, "(?<!"):
				g.lookround, g.behind = true, true
			case strings.HasPrefix(rest, "(?<"):
				caps++ // a named group
			case strings.HasPrefix(rest, "(?"):
				// (?: , a modifier group or a marker (?'name'): no number.
			default:
				caps++
			}
			stack = append(stack, g)
		case ')':
			if len(stack) == 0 {
				continue
			}
			g := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if max := quantifierMax(src, i+1); g.lookround || g.firstCap > caps || max >= 0 && max <= 1 || inLookbehind(stack) {
				// (A lookbehind matches right to left: its iterations
				// start at their other end, where a pop would come last.)
				continue
			}
			var b strings.Builder
			b.WriteString("(?:")
			for k := g.firstCap; k <= caps; k++ {
				b.WriteString("(?>(?<-" + strconv.Itoa(k) + ">)|)")
			}
			if opens == nil {
				opens, closes = map[int]string{}, map[int]bool{}
			}
			opens[g.open] = b.String()
			closes[i+1] = true
		}
	}
	return opens, closes
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

// resetGroup is a group open in captureResets' scan.
type resetGroup struct {
	open      int
	firstCap  int // the number the first capture at or after open gets
	lookround bool
	behind    bool // a lookbehind
}

// inLookbehind reports whether one of the open groups is a lookbehind.
func inLookbehind(stack []resetGroup) bool {
	for _, g := range stack {
		if g.behind {
			return true
		}
	}
	return false
}
