package vm

import (
	"strconv"
	"strings"
	"sync"

	"github.com/dlclark/regexp2"
)

// regexp2 numbers named groups after the unnamed ones (as .NET does) and
// has no \u{...} escape; JavaScript numbers all capturing groups left to
// right. translateRegexp rewrites a JavaScript pattern for regexp2: named
// groups become plain groups (their names kept by index), \k<name> becomes
// a numbered backreference, and \u{X} under the u or v flag becomes the
// character itself.

// regexpNames maps a compiled pattern to its group names by index ("" for
// unnamed groups and group 0).
var regexpNames sync.Map // *regexp2.Regexp -> []string

func groupNames(re *regexp2.Regexp) []string {
	if v, ok := regexpNames.Load(re); ok {
		return v.([]string)
	}
	return nil
}

func translateRegexp(src string, unicode bool) (string, []string) {
	if !strings.Contains(src, "(?<") && !strings.Contains(src, `\k<`) && !(unicode && strings.Contains(src, `\u{`)) {
		return src, nil
	}
	names := []string{""}
	byName := map[string]int{}
	// First pass: number the capturing groups.
	scanGroups(src, func(i int, name string) {
		names = append(names, name)
		if name != "" {
			if _, dup := byName[name]; !dup {
				byName[name] = len(names) - 1
			}
		}
	})
	var b strings.Builder
	inClass := false
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\' && i+1 < len(src):
			next := src[i+1]
			if next == 'k' && !inClass && i+2 < len(src) && src[i+2] == '<' {
				if end := strings.IndexByte(src[i+3:], '>'); end >= 0 {
					if n, ok := byName[src[i+3:i+3+end]]; ok {
						b.WriteString(`(?:\` + strconv.Itoa(n) + `)`)
						i += 3 + end
						continue
					}
				}
			}
			if next == 'u' && unicode && i+2 < len(src) && src[i+2] == '{' {
				if end := strings.IndexByte(src[i+3:], '}'); end > 0 {
					if cp, err := strconv.ParseUint(src[i+3:i+3+end], 16, 32); err == nil && cp <= 0x10FFFF {
						r := rune(cp)
						if r < 0x80 && !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
							b.WriteString(`\x` + lowerHex2(int(r)))
						} else {
							b.Write(appendWTF8(nil, r))
						}
						i += 3 + end
						continue
					}
				}
			}
			b.WriteByte(c)
			b.WriteByte(next)
			i++
		case c == '[' && !inClass:
			inClass = true
			b.WriteByte(c)
		case c == ']' && inClass:
			inClass = false
			b.WriteByte(c)
		case c == '(' && !inClass && strings.HasPrefix(src[i:], "(?<") && i+3 < len(src) && src[i+3] != '=' && src[i+3] != '!':
			end := strings.IndexByte(src[i:], '>')
			if end < 0 {
				b.WriteByte(c)
				continue
			}
			b.WriteByte('(')
			i += end
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), names
}

// scanGroups calls f for each capturing group in order with its name.
func scanGroups(src string, f func(i int, name string)) {
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
						f(i, src[i+3:i+end])
					}
				}
				continue
			}
			f(i, "")
		}
	}
}
