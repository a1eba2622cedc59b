package syntax

import (
	"strings"
	"sync/atomic"

	"github.com/evanw/esbuild/pkg/api"
)

// Stage 1 of the TypeScript path (typescript.go): is the source TypeScript
// at all? ParseOptions parses every program as JavaScript first. When that
// fails, readsAsJavaScript asks esbuild whether the source reads as
// JavaScript: then the JavaScript parser's error stands. When it succeeds,
// preferTypeScriptGenerics looks for calls with explicit type arguments,
// which also read as JavaScript. A source that is TypeScript goes on to
// parseTypeScript.

// jsOptions make esbuild read JavaScript, to tell whether a source has any
// TypeScript in it (see readsAsJavaScript).
var jsOptions = api.TransformOptions{Loader: api.LoaderJS, Target: api.ESNext, LogLevel: api.LogLevelSilent}

// readsAsJavaScript reports whether esbuild reads src, as a program body
// (top-level await and return allowed), as JavaScript: then src has no
// TypeScript in it, and a JavaScript parser's error stands. (esbuild does
// not make every early error V8 does: `[(a = 0)] = 1`, a++`x`, `class A
// extends !b {}`, `function yield() {}` in a generator; its output would be
// a program V8 rejects, made valid.) Module syntax (import, export) fails
// inside the body, so it still takes the TypeScript path, which handles it.
func readsAsJavaScript(src string, interrupt *atomic.Bool) (yes, ok bool) {
	res, ok := esbuildTransform(tsWrapperHead+src+tsWrapperTail, jsOptions, interrupt)
	return ok && len(res.Errors) == 0, ok
}

// preferTypeScriptGenerics returns the TypeScript reading of a program that
// parsed as JavaScript but looks like it calls a function with type
// arguments: when esbuild accepts it as TypeScript and the two readings
// differ, the program is TypeScript (nobody writes (f < T) > (x) in
// JavaScript on purpose). Otherwise it returns prog. It costs an esbuild run
// only for the programs in which mayCallWithTypeArgs finds what may be a call
// with explicit type arguments, f<T>(x) or xs.reduce<Record<string, number>>(...),
// which is also valid JavaScript: two comparisons, (f < T) > (x).
// An interrupted TypeScript parse is ErrInterrupted.
func preferTypeScriptGenerics(src string, prog *Program, interrupt *atomic.Bool) (*Program, error) {
	if !mayCallWithTypeArgs(src) {
		return prog, nil
	}
	ts, err := parseTypeScript(src, &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "parsed as JavaScript"}, interrupt)
	if e, ok := err.(*Error); ok && e.interrupted {
		return nil, ErrInterrupted
	}
	if err != nil {
		return prog, nil
	}
	js := &Program{Body: prog.Body, Strict: prog.Strict, LastExpr: prog.LastExpr, HasReturn: prog.HasReturn, TypeScript: true}
	same := sameTree(ts, js, interrupt)
	if interrupt != nil && interrupt.Load() {
		return nil, ErrInterrupted
	}
	if same {
		return prog, nil
	}
	return ts, nil
}

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
