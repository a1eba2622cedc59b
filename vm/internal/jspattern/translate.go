package jspattern

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// MaxCaptures is V8's limit on capturing groups (larger patterns fail
// with "Too many captures" before regexp2 sees them).
const MaxCaptures = 1<<15 - 1

// Translate rewrites a JavaScript pattern for regexp2:
//   - regexp2 numbers named groups after the unnamed ones (as .NET does);
//     JavaScript numbers all capturing groups left to right. Named groups
//     become plain groups (their names kept by index) and \k<name> a
//     numbered backreference.
//   - Without the u flag the input is matched as UTF-16 code units, so a
//     supplementary character in the pattern becomes its two units
//     (\uD83D\uDE00); with u, an escaped surrogate pair becomes the one
//     character it encodes.
//   - A lone surrogate in the pattern (WTF-8) becomes a \uXXXX escape,
//     which regexp2 reads as that code unit.
//   - With u or v, \p{...} and \P{...} become classes (unicode.go);
//     with v, a class (nested, with && and --) becomes one flat class, or
//     an alternation when it has strings (vclass.go).
//   - Under the i flag (or an (?i:...) group), a literal character,
//     \w \W \b \B, \p{...} and a v-mode class become case-sensitive
//     classes where regexp2's case-insensitive matching differs from
//     JavaScript's (casefold.go).
//   - \k<name> of a name that repeats refers to the group that
//     participated.
//   - With the m flag, ^ and $ also match at \r, U+2028 and U+2029; without
//     the s flag, . does not match them.
//   - \b and \B become lookarounds on ASCII word characters (regexp2's
//     ECMAScript boundary uses Unicode letters and digits).
//
// It also makes the checks regexp2 does not: the number of capturing
// groups (V8's limit) and group names (syntax, references).

// GroupNames lists the group names of a pattern by group index ("" for
// unnamed groups and group 0); nil without named groups.
func GroupNames(src string) []string {
	names := []string{""}
	named := false
	ScanGroups(src, func(raw string, isNamed bool) {
		name, _ := groupName(raw)
		names = append(names, name)
		named = named || isNamed
	})
	if !named {
		return nil
	}
	return names
}

// modifierGroup matches the start of a modifier group, (?ims-ims: (the
// parser has checked its syntax).
var modifierGroup = regexp.MustCompile(`\(\?[ims-]`)

func Translate(src string, unicode, vmode, ignoreCase, multiline, dotAll bool) (string, error) {
	names := []string{""}
	// The groups of each name: several in different alternatives (the
	// parser has checked that they are).
	byName := map[string][]int{}
	// First pass: number the capturing groups.
	var bad error
	ScanGroups(src, func(raw string, named bool) {
		name, ok := groupName(raw)
		names = append(names, name)
		if !named || bad != nil {
			return
		}
		if !ok {
			bad = errors.New("Invalid capture group name")
		}
		byName[name] = append(byName[name], len(names)-1)
	})
	if len(names)-1 > MaxCaptures {
		return "", errors.New("Too many captures")
	}
	if bad != nil {
		return "", bad
	}
	if len(byName) == 0 {
		names = nil
	}
	src = nonEmptyIterations(src, vmode)
	src = clampQuantifiers(src)
	resetOpens, resetCloses := captureResets(src, vmode)
	if resetOpens == nil && !ignoreCase && wtf8.IsASCII(src) && names == nil && !strings.Contains(src, `\u`) && !strings.Contains(src, `\k`) &&
		!(multiline && strings.ContainsAny(src, "^$")) && !(!dotAll && strings.Contains(src, ".")) &&
		!(unicode && strings.Contains(src, `\p`) || unicode && strings.Contains(src, `\P`)) &&
		!(vmode && strings.Contains(src, "[")) && !strings.Contains(src, `\b`) && !strings.Contains(src, `\B`) && !strings.Contains(src, `\c`) &&
		!modifierGroup.MatchString(src) {
		return src, nil
	}
	var b strings.Builder
	inClass := false
	// The ignoreCase, dotAll and multiline modes in force, which modifier
	// groups ((?s:...), (?-m:...)) change inside them; outer holds the
	// modes of the enclosing groups. The modifiers go to regexp2 as they
	// are: its inline options are JavaScript's for i (casefold.go writes
	// what they do not agree on), and the translations of . ^ $ below rely
	// on its s and m.
	type modes struct{ ignoreCase, dotAll, multiline bool }
	cur := modes{ignoreCase, dotAll, multiline}
	var outer []modes
	for i := 0; i < len(src); i++ {
		c := src[i]
		if !inClass {
			// reset.go: a quantified group that captures clears its
			// captures at each iteration.
			if resetCloses[i] {
				b.WriteByte(')')
			}
			b.WriteString(resetOpens[i])
		}
		switch {
		case c == '\\' && i+1 < len(src):
			next := src[i+1]
			if next == 'k' && !inClass && i+2 < len(src) && src[i+2] == '<' && (unicode || names != nil) {
				end := strings.IndexByte(src[i+3:], '>')
				if end < 0 {
					return "", errors.New("Invalid named reference")
				}
				name, _ := groupName(src[i+3 : i+3+end])
				groups, ok := byName[name]
				if !ok && strings.HasPrefix(name, "__rs") {
					// emptyGuard's reference to its own named capture.
					b.WriteString(src[i : i+4+end])
					i += 3 + end
					continue
				}
				if !ok {
					return "", errors.New("Invalid named capture referenced")
				}
				writeNamedReference(&b, groups)
				i += 3 + end
				continue
			}
			if (next == 'p' || next == 'P') && unicode {
				end := -1
				if i+2 < len(src) && src[i+2] == '{' {
					end = strings.IndexByte(src[i+3:], '}')
				}
				if end < 0 {
					return "", errors.New("Invalid property name")
				}
				p, ok := unicodeProperty(src[i+3 : i+3+end])
				if !ok || p.strings != nil && (!vmode || next == 'P') {
					return "", errors.New("Invalid property name")
				}
				set := classSet{ranges: p.ranges, strings: p.strings}
				switch {
				case inClass:
					// Without v (classes as they are written): regexp2's
					// IgnoreCase handles the class.
					if next == 'P' {
						set.ranges = complementRanges(p.ranges)
					}
					writeRanges(&b, set.ranges)
				case cur.ignoreCase:
					// With v the complement is taken after case folding,
					// with u before.
					if next == 'P' && !vmode {
						set.ranges = complementRanges(p.ranges)
					}
					set.ranges = caseClosure(set.ranges, true)
					if next == 'P' && vmode {
						set.ranges = complementRanges(set.ranges)
					}
					writeCaselessSet(&b, set)
				default:
					if next == 'P' {
						set.ranges = complementRanges(p.ranges)
					}
					writeClassSet(&b, set)
				}
				i += 3 + end
				continue
			}
			if next == 'u' && unicode && i+2 < len(src) && src[i+2] == '{' {
				if end := strings.IndexByte(src[i+3:], '}'); end > 0 {
					if cp, err := strconv.ParseUint(src[i+3:i+3+end], 16, 32); err == nil && cp <= 0x10FFFF {
						if !(cur.ignoreCase && !inClass && writeCaseless(&b, rune(cp), true)) {
							writePatternRune(&b, rune(cp))
						}
						i += 3 + end
						continue
					}
				}
			}
			if next == 'u' && unicode {
				if hi, ok := hexEscape(src, i); ok && hi >= 0xD800 && hi < 0xDC00 {
					if lo, ok := hexEscape(src, i+6); ok && lo >= 0xDC00 && lo < 0xE000 {
						if cp := 0x10000 + (hi-0xD800)<<10 + (lo - 0xDC00); !(cur.ignoreCase && !inClass && writeCaseless(&b, cp, true)) {
							writePatternRune(&b, cp)
						}
						i += 11
						continue
					}
				}
			}
			if next == 'c' && !inClass && !(i+2 < len(src) && (src[i+2]|0x20) >= 'a' && (src[i+2]|0x20) <= 'z') {
				// \c without a control letter: a SyntaxError with u,
				// else (Annex B) a backslash and a 'c'.
				if unicode {
					return "", errors.New("Invalid unicode escape")
				}
				b.WriteString(`\\c`)
				i++
				continue
			}
			if cur.ignoreCase && !inClass && (next == 'w' || next == 'W' || next == 'b' || next == 'B') {
				writeCaselessWord(&b, next, unicode)
				i++
				continue
			}
			if cur.ignoreCase && !inClass && (next == 'u' || next == 'x') {
				// \xHH and \uHHHH (\u{...} and pairs are read above).
				if cp, n := hexLiteral(src[i:]); n > 0 && writeCaseless(&b, cp, unicode) {
					i += n - 1
					continue
				}
			}
			if (next == 'b' || next == 'B') && !inClass {
				// regexp2's ECMAScript \b counts every Unicode letter and
				// digit as a word character; JavaScript's \w is ASCII.
				if next == 'b' {
					b.WriteString(`(?:(?<=[0-9A-Z_a-z])(?![0-9A-Z_a-z])|(?<![0-9A-Z_a-z])(?=[0-9A-Z_a-z]))`)
				} else {
					b.WriteString(`(?:(?<=[0-9A-Z_a-z])(?=[0-9A-Z_a-z])|(?<![0-9A-Z_a-z])(?![0-9A-Z_a-z]))`)
				}
				i++
				continue
			}
			if next >= 0x80 {
				// An escaped non-ASCII character stands for itself: the
				// next iteration copies it.
				continue
			}
			b.WriteByte(c)
			b.WriteByte(next)
			i++
		case c == '[' && !inClass && vmode:
			set, end, err := vClass(src, i, cur.ignoreCase)
			if err != nil {
				return "", err
			}
			if cur.ignoreCase {
				writeCaselessSet(&b, set)
			} else {
				writeClassSet(&b, set)
			}
			i = end - 1
		case c == '[' && !inClass && cur.ignoreCase:
			if rs, negated, end, ok := legacyClass(src, i, unicode); ok {
				rs = caseClosure(rs, unicode)
				if negated {
					rs = complementRanges(rs)
				}
				if !unicode {
					rs = subtractRanges(rs, []cpRange{{0x10000, 0x10FFFF}})
				}
				writeCaselessSet(&b, classSet{ranges: rs})
				i = end - 1
				continue
			}
			inClass = true
			b.WriteByte(c)
		case c == '[' && !inClass:
			inClass = true
			b.WriteByte(c)
		case c == ']' && inClass:
			inClass = false
			b.WriteByte(c)
		case c == '(' && !inClass && modifierGroup.MatchString(src[i:min(i+3, len(src))]):
			end := strings.IndexByte(src[i:], ':')
			if end < 0 {
				return "", errors.New("Invalid group")
			}
			outer = append(outer, cur)
			on := true
			for _, f := range src[i+2 : i+end] {
				switch f {
				case '-':
					on = false
				case 'i':
					cur.ignoreCase = on
				case 's':
					cur.dotAll = on
				case 'm':
					cur.multiline = on
				}
			}
			b.WriteString(src[i : i+end+1])
			i += end
		case c == '(' && !inClass && !strings.HasPrefix(src[i:], "(?<"):
			outer = append(outer, cur)
			b.WriteByte(c)
		case c == ')' && !inClass:
			if n := len(outer); n > 0 {
				cur, outer = outer[n-1], outer[:n-1]
			}
			b.WriteByte(c)
		case c == '.' && !cur.dotAll && !inClass:
			// regexp2's dot matches U+2028 and U+2029.
			b.WriteString(`[^\n\r\u2028\u2029]`)
		case (c == '^' || c == '$') && cur.multiline && !inClass:
			// regexp2's line anchors know only \n; JavaScript's also
			// \r, U+2028 and U+2029.
			if c == '^' {
				b.WriteString(`(?:^|(?<=[\r\u2028\u2029]))`)
			} else {
				b.WriteString(`(?:$|(?=[\r\u2028\u2029]))`)
			}
		case c == '(' && !inClass && strings.HasPrefix(src[i:], "(?<") && i+3 < len(src) && src[i+3] != '=' && src[i+3] != '!':
			outer = append(outer, cur)
			end := strings.IndexByte(src[i:], '>')
			if end < 0 {
				b.WriteByte(c)
				continue
			}
			b.WriteByte('(')
			i += end
		case c == '(' && !inClass:
			outer = append(outer, cur) // a lookbehind
			b.WriteByte(c)
		case c >= 0x80:
			r, n := wtf8.Decode(src[i:])
			switch {
			case cur.ignoreCase && !inClass && (r < 0x10000 || unicode) && writeCaseless(&b, r, unicode):
			case r >= 0xD800 && r < 0xE000:
				b.WriteString(`\u` + strconv.FormatInt(int64(r), 16))
			case r >= 0x10000 && !unicode:
				r -= 0x10000
				b.WriteString(`\u` + strconv.FormatInt(int64(0xD800+r>>10), 16) + `\u` + strconv.FormatInt(int64(0xDC00+r&0x3FF), 16))
			default:
				b.WriteString(src[i : i+n])
			}
			i += n - 1
		case cur.ignoreCase && !inClass && (c|0x20 >= 'a' && c|0x20 <= 'z') && writeCaseless(&b, rune(c), unicode):
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

// writeNamedReference writes \k<name> as a reference to the group of that
// name that participated: with duplicate names, (?(1)\1|(?(2)\2|\3)).
// (A reference to a group that did not participate matches empty.)
func writeNamedReference(b *strings.Builder, groups []int) {
	b.WriteString("(?:")
	for _, n := range groups[:len(groups)-1] {
		b.WriteString("(?(" + strconv.Itoa(n) + `)\` + strconv.Itoa(n) + "|")
	}
	b.WriteString(`\` + strconv.Itoa(groups[len(groups)-1]))
	b.WriteString(strings.Repeat(")", len(groups)))
}

// writePatternRune writes r so that regexp2 reads it as that character.
func writePatternRune(b *strings.Builder, r rune) {
	switch {
	case r < 0x80 && !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'):
		b.WriteString(`\x` + lowerHex2(int(r)))
	case r >= 0xD800 && r < 0xE000:
		b.WriteString(`\u` + strconv.FormatInt(int64(r), 16))
	default:
		b.Write(wtf8.Append(nil, r))
	}
}

// hexLiteral reads \xHH or \uHHHH at the start of s: the character and
// the escape's length (0 if it is neither).
func hexLiteral(s string) (rune, int) {
	n := 6
	if s[1] == 'x' {
		n = 4
	}
	if len(s) < n {
		return 0, 0
	}
	v, err := strconv.ParseUint(s[2:n], 16, 32)
	if err != nil || strings.ContainsAny(s[2:n], "+-") {
		return 0, 0
	}
	return rune(v), n
}

// hexEscape reads \uXXXX at src[i:].
func hexEscape(src string, i int) (rune, bool) {
	if i+6 > len(src) || src[i] != '\\' || src[i+1] != 'u' {
		return 0, false
	}
	v, err := strconv.ParseUint(src[i+2:i+6], 16, 32)
	return rune(v), err == nil
}

// groupName decodes a group name (\uXXXX, \u{X} and surrogate pairs of
// escapes stand for their characters) and reports whether it is an
// identifier name.
func groupName(raw string) (string, bool) {
	var rs []rune
	for i := 0; i < len(raw); {
		if raw[i] != '\\' {
			r, n := wtf8.Decode(raw[i:])
			rs = append(rs, r)
			i += n
			continue
		}
		if i+2 < len(raw) && raw[i+1] == 'u' && raw[i+2] == '{' {
			end := strings.IndexByte(raw[i:], '}')
			if end < 0 {
				return "", false
			}
			cp, err := strconv.ParseUint(raw[i+3:i+end], 16, 32)
			if err != nil || cp > 0x10FFFF {
				return "", false
			}
			rs = append(rs, rune(cp))
			i += end + 1
			continue
		}
		hi, ok := hexEscape(raw, i)
		if !ok {
			return "", false
		}
		i += 6
		if hi >= 0xD800 && hi < 0xDC00 {
			if lo, ok := hexEscape(raw, i); ok && lo >= 0xDC00 && lo < 0xE000 {
				hi = 0x10000 + (hi-0xD800)<<10 + (lo - 0xDC00)
				i += 6
			}
		}
		rs = append(rs, hi)
	}
	if len(rs) == 0 {
		return "", false
	}
	var buf []byte
	for i, r := range rs {
		start := r == '$' || r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)
		cont := start || r == 0x200C || r == 0x200D || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
		if !start && (i == 0 || !cont) {
			return "", false
		}
		buf = wtf8.Append(buf, r)
	}
	return string(buf), true
}

// ScanGroups calls f for each capturing group in order with its name as
// written (named reports a (?<name>...) group).
func ScanGroups(src string, f func(raw string, named bool)) {
	inClass := false
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case c == '\\':
			i++
		case c == '[':
			inClass = true
		case c == ']':
			inClass = false
		case c == '(' && !inClass:
			if i+1 < len(src) && src[i+1] == '?' {
				if i+2 < len(src) && src[i+2] == '<' && i+3 < len(src) && src[i+3] != '=' && src[i+3] != '!' {
					if end := strings.IndexByte(src[i:], '>'); end > 0 {
						f(src[i+3:i+end], true)
					} else {
						f("", true)
					}
				}
				continue
			}
			f("", false)
		}
	}
}

// maxQuantifier is the largest repetition count regexp2 parses (it
// rejects bigger ones as "capture group number out of range").
const maxQuantifier = 1<<31 - 1

// clampQuantifiers rewrites the counts of {n}, {n,} and {n,m} quantifiers
// above maxQuantifier to maxQuantifier, as V8 does: no string is that
// long, so /a{99999999999}/ still never matches.
func clampQuantifiers(src string) string {
	if !strings.Contains(src, "{") {
		return src
	}
	var b strings.Builder
	inClass := false
	changed := false
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\' && i+1 < len(src):
			b.WriteByte(c)
			b.WriteByte(src[i+1])
			i++
			continue
		case c == '[':
			inClass = true
		case c == ']':
			inClass = false
		case c == '{' && !inClass:
			end := i + 1
			for end < len(src) && (src[end] >= '0' && src[end] <= '9' || src[end] == ',') {
				end++
			}
			if end < len(src) && src[end] == '}' && end > i+1 && src[i+1] != ',' && strings.Count(src[i+1:end], ",") <= 1 {
				b.WriteByte('{')
				lo, hi, comma := strings.Cut(src[i+1:end], ",")
				b.WriteString(clampCount(lo, &changed))
				if comma {
					b.WriteByte(',')
					b.WriteString(clampCount(hi, &changed))
				}
				b.WriteByte('}')
				i = end
				continue
			}
		}
		b.WriteByte(c)
	}
	if !changed {
		return src
	}
	return b.String()
}

// clampCount is one count of a quantifier, at most maxQuantifier.
func clampCount(digits string, changed *bool) string {
	if n, err := strconv.ParseUint(digits, 10, 64); digits == "" || err == nil && n <= maxQuantifier {
		return digits
	}
	*changed = true
	return strconv.Itoa(maxQuantifier)
}

// lowerHex2 is two lowercase hex digits of a byte (as vm's helper of the
// same name).
func lowerHex2(c int) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4&0xF], digits[c&0xF]})
}
