package jspattern

import (
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// JavaScript rejects an iteration of a quantified group that matches the
// empty string once the quantifier's minimum is met (RepeatMatcher), so
// /(b*)?c/.exec("c") leaves the group undefined where regexp2, like Perl
// and .NET, captures "". nonEmptyIterations rewrites the common form of
// such groups, a group whose whole body is one atom with a zero-minimum
// quantifier under a zero-minimum quantifier, into the equivalent group
// that cannot match empty: (A*)? becomes (A+)?, (A?)* becomes (A)*,
// (A{0,3})? becomes (A{1,3})?. An optional group (quantifier ?) whose
// body is a sequence of such terms, capture groups of one such term and
// assertions, like (?:"?([^"]*?)"?\s*)?, gets a marker group after each
// term's non-empty branch and a final check that one of them matched:
// (?:(?:"(?'__ne1')|)...(?(__ne1)|(?!)))?. The markers are named, so
// regexp2 numbers them after the pattern's own groups (exec ignores them:
// regexpInfo.ncaps). Any other zero-minimum group whose body can match
// empty gets a general guard (emptyGuard), which costs a scan of the rest
// of the subject at each iteration.
func nonEmptyIterations(src string, vmode bool) string {
	type edit struct {
		at, n int
		with  string
	}
	var edits []edit
	var opens []int
	markers, guards := 0, 0
	ownUnderscoreNames := strings.Contains(src, "(?<__") // see emptyGuard
	// guard gives the group with body src[body:close] emptyGuard's
	// check, when its body can match empty.
	guard := func(body, close int) {
		if ownUnderscoreNames || insideLookbehind(src, opens) || !canMatchEmpty(src, body, close, vmode) {
			return
		}
		guards++
		before, after := emptyGuard(guards)
		edits = append(edits, edit{body, 0, before}, edit{close, 0, after})
	}
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '[':
			i = classEnd(src, i, vmode) - 1
		case '(':
			opens = append(opens, i)
		case ')':
			if len(opens) == 0 {
				continue
			}
			open := opens[len(opens)-1]
			opens = opens[:len(opens)-1]
			if min, _, ok := quantifierAt(src, i+1); !ok || min != 0 || quantifierMax(src, i+1) == 0 {
				continue
			}
			body := groupBody(src, open)
			if body < 0 {
				continue // a lookaround
			}
			end := atomEnd(src, body, vmode)
			min, n, ok := 0, 0, false
			if end >= 0 && end < i {
				min, n, ok = quantifierAt(src, end)
			}
			if !ok || min != 0 || end+n != i && !(end+n+1 == i && src[end+n] == '?') {
				// Not a single term: an optional group of several terms.
				if src[i+1] != '?' || insideLookbehind(src, opens) {
					guard(body, i)
					continue
				}
				if nb, ok := markEmptySequence(src, body, i, vmode, markers+1); !ok {
					guard(body, i)
				} else {
					markers++
					kept := edits[:0]
					for _, e := range edits {
						if e.at < body || e.at >= i {
							kept = append(kept, e)
						}
					}
					edits = append(kept, edit{body, i - body, nb})
				}
				continue
			}
			switch q := src[end : end+n]; {
			case q == "*":
				edits = append(edits, edit{end, 1, "+"})
			case q == "?":
				lazy := end+n < i // A?? is A once the empty try is rejected
				edits = append(edits, edit{end, n + btoi(lazy), ""})
			case strings.HasPrefix(q, "{0,") && q != "{0,0}":
				edits = append(edits, edit{end + 1, 1, "1"})
			default:
				guard(body, i)
			}
		}
	}
	if len(edits) == 0 {
		return src
	}
	// Edits come in closing order; apply them from the end of the source.
	var b strings.Builder
	last := 0
	sortEdits := func() {
		for i := 1; i < len(edits); i++ {
			for j := i; j > 0 && edits[j].at < edits[j-1].at; j-- {
				edits[j], edits[j-1] = edits[j-1], edits[j]
			}
		}
	}
	sortEdits()
	for _, e := range edits {
		b.WriteString(src[last:e.at])
		b.WriteString(e.with)
		last = e.at + e.n
	}
	b.WriteString(src[last:])
	return b.String()
}

// emptyGuard is JavaScript's rule for a group of any shape. At the start of
// each iteration a named group captures the rest of the subject, and at
// its end a lookahead fails the iteration if that capture, followed by the
// end of the subject, still matches here: only an iteration that consumed
// nothing is still where it began. (?:X)* becomes
// (?:(?=(?'__rs1'[\s\S]*))(?:X)(?!\k<__rs1>\z))*. The capture is named so
// that regexp2 numbers it after the pattern's own groups, like the
// markers; a pattern with a group name of its own that starts with two
// underscores is left alone rather than risk a clash. It returns the text
// to write before the body of the k-th guarded group and after it.
func emptyGuard(k int) (before, after string) {
	name := "__rs" + strconv.Itoa(k)
	return "(?=(?'" + name + `'[\s\S]*))(?:`, `)(?!\k<` + name + `>\z)`
}

// canMatchEmpty reports whether the group body src[from:to] may match the
// empty string: whether one of its alternatives is a sequence of terms
// that each can. In doubt (a backreference, an assertion) it says yes;
// that only costs a guard that never fails.
func canMatchEmpty(src string, from, to int, vmode bool) bool {
	alt := true // every term of the current alternative so far can
	for p := from; p < to; {
		c := src[p]
		switch {
		case c == '|':
			if alt {
				return true
			}
			alt = true
			p++
			continue
		case c == '(':
			end := groupClose(src, p, vmode)
			if end < 0 || end >= to {
				return true
			}
			empty := true // a lookaround is zero width
			if body := groupBody(src, p); body >= 0 {
				empty = canMatchEmpty(src, body, end, vmode)
			}
			p = end + 1
			if min, n, q := quantifierAt(src, p); q {
				empty = empty || min == 0
				p += n
			}
			alt = alt && empty
		default:
			end := atomEnd(src, p, vmode)
			if end < 0 || end > to {
				// An assertion, a backreference or a stray character:
				// counted as matching empty.
				p++
				continue
			}
			min, n, q := quantifierAt(src, end)
			alt = alt && q && min == 0
			p = end + n
		}
		if p < to && src[p] == '?' {
			p++ // lazy
		}
	}
	return alt
}

// insideLookbehind reports whether one of the open groups is a
// lookbehind (matched right to left, where the markers' check would come
// first).
func insideLookbehind(src string, opens []int) bool {
	for _, o := range opens {
		if strings.HasPrefix(src[o:], "(?<=") || strings.HasPrefix(src[o:], "(?<!") {
			return true
		}
	}
	return false
}

// groupClose returns the index of the ')' closing the group opened at
// src[open], or -1.
func groupClose(src string, open int, vmode bool) int {
	depth := 0
	for j := open; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case '[':
			j = classEnd(src, j, vmode) - 1
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// markEmptySequence rewrites the body src[from:to] of an optional group
// when it is a sequence of zero-minimum terms (see nonEmptyIterations);
// ok is false when the body has another shape or cannot match empty.
func markEmptySequence(src string, from, to int, vmode bool, k int) (string, bool) {
	marker := "(?'__ne" + strconv.Itoa(k) + "')"
	var b strings.Builder
	nullable := 0
	// term rewrites atom+quantifier at src[p:] ending at most at limit.
	term := func(p, limit int) (string, int, bool) {
		end := atomEnd(src, p, vmode)
		if end < 0 || end > limit {
			return "", 0, false
		}
		min, n, ok := quantifierAt(src, end)
		if !ok || min != 0 || end+n > limit {
			return "", 0, false
		}
		lazy := end+n < limit && src[end+n] == '?'
		q := src[end : end+n]
		switch {
		case q == "*":
			q = "+"
		case q == "?":
			q = ""
		case strings.HasPrefix(q, "{0,") && q != "{0,0}":
			q = "{1," + q[3:]
		default:
			return "", 0, false
		}
		next := end + n
		if lazy {
			next++
			if q != "" {
				q += "?"
			}
			return "(?:|" + src[p:end] + q + marker + ")", next, true
		}
		return "(?:" + src[p:end] + q + marker + "|)", next, true
	}
	for p := from; p < to; {
		switch c := src[p]; {
		case c == '|':
			return "", false
		case c == '^' || c == '$':
			b.WriteByte(c)
			p++
		case c == '\\' && p+1 < to && (src[p+1] == 'b' || src[p+1] == 'B'):
			b.WriteString(src[p : p+2])
			p += 2
		case c == '(':
			end := groupClose(src, p, vmode)
			if end < 0 || end >= to {
				return "", false
			}
			inner := groupBody(src, p)
			if min, n, q := quantifierAt(src, end+1); q {
				// (X)? with an X that cannot match empty is one more
				// optional term; anything else is left alone.
				if inner < 0 || min != 0 || src[end+1:end+1+n] != "?" || !hasRequiredTerm(src, inner, end, vmode) {
					return "", false
				}
				next := end + 1 + n
				if next < to && src[next] == '?' {
					b.WriteString("(?:|" + src[p:end+1] + marker + ")")
					next++
				} else {
					b.WriteString("(?:" + src[p:end+1] + marker + "|)")
				}
				nullable++
				p = next
				continue
			}
			if inner < 0 {
				b.WriteString(src[p : end+1]) // an assertion: zero width
				p = end + 1
				continue
			}
			if strings.HasPrefix(src[p:], "(?:") {
				return "", false
			}
			t, next, ok := term(inner, end)
			if !ok || next != end {
				return "", false
			}
			b.WriteString(src[p:inner] + t + ")")
			nullable++
			p = end + 1
		default:
			t, next, ok := term(p, to)
			if !ok {
				// A term that cannot match empty: neither can the group.
				return "", false
			}
			b.WriteString(t)
			nullable++
			p = next
		}
	}
	if nullable == 0 {
		return "", false
	}
	b.WriteString("(?(__ne" + strconv.Itoa(k) + ")|(?!))")
	return b.String(), true
}

// hasRequiredTerm reports whether the group body src[from:to] has, at its
// top level and without alternatives, an atom that must match at least
// one character (so the group cannot match empty).
func hasRequiredTerm(src string, from, to int, vmode bool) bool {
	for p := from; p < to; {
		switch c := src[p]; {
		case c == '|':
			return false
		case c == '(':
			end := groupClose(src, p, vmode)
			if end < 0 || end >= to {
				return false
			}
			p = end + 1
			if _, n, q := quantifierAt(src, p); q {
				p += n
			}
		default:
			end := atomEnd(src, p, vmode)
			if end < 0 || end > to {
				// An assertion or a backreference: it may match empty.
				p++
				if c == '\\' && p < to {
					if src[p] == 'k' {
						if gt := strings.IndexByte(src[p:to], '>'); gt >= 0 {
							p += gt
						}
					}
					p++
				}
				for p < to && src[p] >= '0' && src[p] <= '9' {
					p++ // the rest of \12
				}
				if _, n, q := quantifierAt(src, p); q {
					p += n
				}
				continue
			}
			min, n, q := quantifierAt(src, end)
			if !q || min > 0 {
				return true
			}
			p = end + n
		}
		if p < to && src[p] == '?' {
			p++
		}
	}
	return false
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// classEnd returns the index just past the class starting at src[i] == '['
// (nested classes with the v flag).
func classEnd(src string, i int, vmode bool) int {
	depth := 0
	for j := i; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case '[':
			if j == i || vmode {
				depth++
			}
		case ']':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(src)
}

// groupBody returns where the body of the group opened at src[open]
// starts, or -1 for lookarounds.
func groupBody(src string, open int) int {
	if open+1 >= len(src) || src[open+1] != '?' {
		return open + 1
	}
	if open+2 >= len(src) {
		return -1
	}
	switch src[open+2] {
	case ':':
		return open + 3
	case '<':
		if open+3 < len(src) && (src[open+3] == '=' || src[open+3] == '!') {
			return -1
		}
		if end := strings.IndexByte(src[open:], '>'); end > 0 {
			return open + end + 1
		}
	}
	return -1
}

// atomEnd returns the index just past the single atom at src[i]: a
// character, '.', a class or a character escape. Backreferences and
// assertions are not atoms here (they can match empty); -1 when there is
// no such atom.
func atomEnd(src string, i int, vmode bool) int {
	if i >= len(src) {
		return -1
	}
	switch c := src[i]; c {
	case '(', ')', '|', '^', '$', '*', '+', '?', '{', '}':
		return -1
	case '[':
		return classEnd(src, i, vmode)
	case '\\':
		if i+1 >= len(src) {
			return -1
		}
		switch n := src[i+1]; {
		case n == 'b' || n == 'B' || n == 'k' || n >= '1' && n <= '9':
			return -1
		case n == 'p' || n == 'P' || n == 'u' && i+2 < len(src) && src[i+2] == '{':
			if end := strings.IndexByte(src[i:], '}'); end > 0 {
				return i + end + 1
			}
			return -1
		case n == 'u':
			return min(i+6, len(src))
		case n == 'x':
			return min(i+4, len(src))
		case n == 'c':
			return min(i+3, len(src))
		}
		_, size := wtf8.Decode(src[i+1:])
		return i + 1 + size
	}
	_, size := wtf8.Decode(src[i:])
	return i + size
}

// quantifierAt reads a quantifier at src[i]: its minimum and length
// (without a lazy '?'); ok is false when there is none.
func quantifierAt(src string, i int) (min, n int, ok bool) {
	if i >= len(src) {
		return 0, 0, false
	}
	switch src[i] {
	case '*', '?':
		return 0, 1, true
	case '+':
		return 1, 1, true
	case '{':
		j := i + 1
		lo := 0
		start := j
		for j < len(src) && src[j] >= '0' && src[j] <= '9' {
			lo = lo*10 + int(src[j]-'0')
			if lo > 1<<20 {
				lo = 1 << 20
			}
			j++
		}
		if j == start {
			return 0, 0, false
		}
		if j < len(src) && src[j] == ',' {
			j++
			for j < len(src) && src[j] >= '0' && src[j] <= '9' {
				j++
			}
		}
		if j < len(src) && src[j] == '}' {
			return lo, j + 1 - i, true
		}
	}
	return 0, 0, false
}
