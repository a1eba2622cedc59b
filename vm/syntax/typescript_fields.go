package syntax

// A class field written `a: 0` is, in TypeScript, a field a of the literal
// type 0 with no initializer: it starts undefined. In JavaScript it is a
// syntax error (V8: Unexpected token ':'), and a program that writes it
// means a = 0. TypeScript's own strict check rejects it too (a property of
// a type without undefined needs an initializer, TS2564). So a field whose
// annotation is a single literal, with no initializer, no `!` and no `?`,
// is reported as the JavaScript error instead of running with undefined.

// literalTypedField returns the source offset of the ':' of a field of
// the class member cm (positions already mapped to src) annotated with a
// lone literal type and no initializer, or -1.
func literalTypedField(src string, cm *ClassMember) int {
	if cm.Kind != MemberField || cm.Value != nil || cm.Computed || cm.Key == nil {
		return -1
	}
	i := skipBlanks(src, int(cm.Key.Loc().End))
	if i >= len(src) || src[i] != ':' {
		return -1
	}
	colon := i
	i = skipBlanks(src, i+1)
	end := literalTypeEnd(src, i)
	if end < 0 {
		return -1
	}
	if j := skipBlanks(src, end); j < len(src) && src[j] != ';' && src[j] != '}' && src[j] != '\n' && src[j] != '\r' {
		return -1 // a union, an intersection, ...: a type, not a value
	}
	return colon
}

// literalTypeEnd is the end of a number, string or boolean literal at
// src[i], or -1.
func literalTypeEnd(src string, i int) int {
	if i >= len(src) {
		return -1
	}
	switch c := src[i]; {
	case c == '"' || c == '\'':
		for j := i + 1; j < len(src); j++ {
			switch src[j] {
			case '\\':
				j++
			case c:
				return j + 1
			case '\n':
				return -1
			}
		}
		return -1
	case c == '-' || c >= '0' && c <= '9':
		j := i + 1
		for j < len(src) && (isASCIIIDPart(src[j]) || src[j] == '.') {
			j++
		}
		if c == '-' && j == i+1 {
			return -1
		}
		return j
	}
	for _, w := range []string{"true", "false"} {
		if len(src)-i >= len(w) && src[i:i+len(w)] == w && (i+len(w) == len(src) || !isASCIIIDPart(src[i+len(w)])) {
			return i + len(w)
		}
	}
	return -1
}

// skipBlanks skips spaces and tabs.
func skipBlanks(src string, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i
}
