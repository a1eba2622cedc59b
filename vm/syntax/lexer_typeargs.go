package syntax

import "strings"

// mayCallWithTypeArgs reports whether src contains text that may be a
// TypeScript call with explicit type arguments, f<T>(x) or
// xs.reduce<Record<string, number>>(f, {}), which is also valid JavaScript
// (two comparisons). It matches exactly what the regular expression
//
//	[\w$\])]\s*<[\w$\s,.|&\[\]<>{}:;?'"]*>\s*\(
//
// matches, in one linear pass: it runs on every program that parses, and the
// regexp package's NFA costs several times the whole parse on large inputs.
//
// Why one pass suffices: the type-argument class contains '<', '>' and the
// white space, so once a '<' has a qualifying left neighbour, a match exists
// exactly when the maximal run of class bytes after it is followed by '(' and
// its last non-space byte is a '>' after the '<'. Every later '<' inside the
// same run has the same run end, so when the first one fails they all do and
// the scan skips the run.
func mayCallWithTypeArgs(src string) bool {
	for i := 0; i < len(src); i++ {
		lt := strings.IndexByte(src[i:], '<')
		if lt < 0 {
			return false
		}
		i += lt
		j := i - 1
		for j >= 0 && isRegexpSpace(src[j]) {
			j--
		}
		if j < 0 || !isTypeArgsLeft(src[j]) {
			continue
		}
		k := i + 1
		for k < len(src) && isTypeArgsByte(src[k]) {
			k++
		}
		if k < len(src) && src[k] == '(' {
			q := k - 1
			for q > i && isRegexpSpace(src[q]) {
				q--
			}
			if q > i && src[q] == '>' {
				return true
			}
		}
		i = k - 1 // src[k] is not '<'; the loop's i++ moves past it
	}
	return false
}

// isRegexpSpace is \s of Go's regexp syntax.
func isRegexpSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// isTypeArgsLeft is [\w$\])]: what may end the callee of f<T>(x).
func isTypeArgsLeft(c byte) bool {
	return isASCIIIDPart(c) || c == ']' || c == ')'
}

// isTypeArgsByte is [\w$\s,.|&\[\]<>{}:;?'"]: what may appear in type
// arguments.
func isTypeArgsByte(c byte) bool {
	if isASCIIIDPart(c) || isRegexpSpace(c) {
		return true
	}
	switch c {
	case ',', '.', '|', '&', '[', ']', '<', '>', '{', '}', ':', ';', '?', '\'', '"':
		return true
	}
	return false
}
