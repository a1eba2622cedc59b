package syntax

import (
	"fmt"
	"sort"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/evanw/esbuild/pkg/api"
)

// TypeScript support: when a program does not parse as JavaScript, esbuild
// strips its TypeScript syntax, our parser parses the result, and every
// position in the tree is mapped back to the user's source through esbuild's
// source map. Only erasable TypeScript works: whatever esbuild turns into
// plain JavaScript (annotations, interfaces, type aliases, `as`, `!`,
// `satisfies`, generics, enums, parameter properties, `declare`, namespaces).
// Decorators are not supported: esbuild keeps them as JavaScript decorators
// (we do not enable experimentalDecorators, whose lowering needs helper
// functions outside the program), and our parser rejects them with a clear
// message.
//
// The program is the body of an implicit async function (top-level await and
// return), but esbuild treats top-level await as module code and then rejects
// top-level return. So the body is transformed wrapped in an async function
// and unwrapped afterwards. Some declarations are legal only at the top level
// of a module (import declarations, import-equals, namespaces, ambient
// modules); those are cut out of the body (blanked, so positions do not move)
// and transformed separately as a module. Their statements are merged back
// into the program at their original positions. The `export` of a type-only
// declaration (export type, export interface, export declare) is blanked, so
// that the declaration is simply erased; other exports remain errors, as in
// JavaScript programs.
//
// The tree is the one esbuild's output parses to, so esbuild's rewrites show
// in it, all of them meaning the same: enums and namespaces become a variable
// and a function call; parameter properties become fields assigned in the
// constructor (which esbuild moves first, with those fields); const enum
// members and string concatenations of literals are folded ("a" + "b" is
// "ab"); unneeded parentheses are dropped, so a node that started or ended
// with one in the source starts or ends inside it. Other rewrites are undone
// while mapping positions (typescript_map.go): the names esbuild gives to
// shadowing bindings (x2 for x), `void 0` for `undefined`, `{a: a2}` for a
// shorthand, number literals (1e3 for 1000) and template pieces (a line
// break for \n) as written.
//
// Choosing the error when both parsers fail: the JavaScript parser stops at
// its first error, esbuild at its own. The one that got further understood
// more of the program. When esbuild fails past the token where our parser
// stopped, the program is TypeScript (esbuild accepted what we did not) and
// esbuild's error is the real one. When esbuild fails at the same place (or
// inside the same token) or earlier, the program is broken JavaScript and our
// parser's message, which is exact and in our words, is reported. An esbuild
// error in the wrapper's closing line means the source ended too early; it is
// reported at the end of the source as "Unexpected end of input". When
// esbuild accepts the program but our parser rejects its output (syntax
// esbuild passes through unchecked: regular-expression patterns, some early
// errors, decorators), that error is mapped back to the original source,
// unless it is the same error the JavaScript parse reported, whose position
// is exact.

// tsWrapperHead and tsWrapperTail wrap the body for esbuild. The head is a
// line of its own, so original line N is wrapped line N+1 with the same
// columns.
const (
	tsWrapperHead = "async function __codemode_main__() {\n"
	tsWrapperTail = "\n}"
	// tsOutputHead and tsOutputTail frame esbuild's output of the wrapper.
	tsOutputHead = "async function __codemode_main__() {\n"
	tsOutputTail = "}\n"
)

// tsOptions configure esbuild: strip types only. ESNext so nothing is
// lowered; UTF-8 so identifiers and strings are not escaped; no minification
// (and no KeepNames, which would inject a helper outside the wrapper);
// verbatimModuleSyntax keeps imports whose names are unused: in CodeMode an
// import loads host globals, which is an effect.
var tsOptions = api.TransformOptions{
	Loader:         api.LoaderTS,
	Target:         api.ESNext,
	Sourcemap:      api.SourceMapExternal,
	SourcesContent: api.SourcesContentExclude,
	Charset:        api.CharsetUTF8,
	LogLevel:       api.LogLevelSilent,
	TsconfigRaw:    `{"compilerOptions":{"verbatimModuleSyntax":true}}`,
}

// jsOptions make esbuild read JavaScript, to tell whether a source has any
// TypeScript in it (see parseTypeScript).
var jsOptions = api.TransformOptions{Loader: api.LoaderJS, Target: api.ESNext, LogLevel: api.LogLevelSilent}

// parseTypeScript is the fallback of ParseOptions for sources that are not
// JavaScript. jsErr is the JavaScript parser's error for src. A set
// interrupt stops it with an Error marked interrupted.
func parseTypeScript(src string, jsErr *Error, interrupt *atomic.Bool) (*Program, error) {
	// Every stage below that is not a parse stops at once when interrupt
	// is set (its scanner ends early): the flag is checked after it.
	stopped := func() bool { return interrupt != nil && interrupt.Load() }
	nestingErr := typeScriptNestingError(src, jsErr, interrupt)
	if stopped() {
		return nil, errInterrupted()
	}
	if nestingErr != nil {
		return nil, nestingErr
	}
	orig := newLineTable(src)
	pieces, exports, stray := scanModulePieces(src, interrupt)
	if stopped() {
		return nil, errInterrupted()
	}
	if stray >= 0 {
		// A stray '}' at the top level would close the wrapper function early.
		strayErr := &Error{Pos: orig.pos(stray), Msg: fmt.Sprintf("Unexpected token '%c'", src[stray])}
		return nil, chooseError(src, jsErr, strayErr)
	}

	// The body: the program with the module-only pieces blanked out, and
	// the hashbang line, which is only valid at the very start.
	erased := append(append([][2]int(nil), pieces...), exports...)
	sort.Slice(erased, func(i, j int) bool { return erased[i][0] < erased[j][0] })
	bodyText := blankPieces(src, erased, false)
	if len(pieces) > 0 {
		// A statement where the first piece was, so that a "use strict"
		// after it is not taken for a directive. (The text before the
		// first piece is unchanged, so the offset is the same.)
		at := pieces[0][0]
		bodyText = bodyText[:at] + "0;" + bodyText[at+2:]
	}
	if strings.HasPrefix(src, "#!") {
		// Line 0 is the same in both texts.
		bodyText = blankPieces(bodyText, [][2]int{{0, orig.lineEnd(0)}}, false)
	}
	body, bodyMap, err := tsTransform(src, orig, bodyText, true, jsErr, interrupt)
	if err != nil {
		return nil, err
	}
	prog, err := parseTransformed(body, bodyMap, jsErr, interrupt)
	if err != nil {
		return nil, err
	}
	if len(pieces) > 0 {
		prog.Body = removeMarker(prog.Body, pieces[0][0])
	}

	// The program's result is the value of its last expression statement;
	// the statements esbuild generates for declarations do not count.
	var result Stmt
	if i := lastExprStmt(prog.Body, src); i >= 0 {
		result = prog.Body[i]
	}

	if len(pieces) > 0 {
		// The module-only pieces: everything else blanked out.
		code, m, err := tsTransform(src, orig, blankPieces(src, pieces, true), false, jsErr, interrupt)
		if err != nil {
			return nil, err
		}
		top, err := parseTransformed(code, m, jsErr, interrupt)
		if err != nil {
			return nil, err
		}
		prog.Body = mergeByPosition(prog.Body, top.Body)
	}

	prog.Span = Span{Start: Pos{Offset: 0, Line: 1, Col: 1}, End: int32(len(src))}
	prog.Source = src
	prog.TypeScript = true
	prog.LastExpr = -1
	for i, s := range prog.Body {
		if s == result {
			prog.LastExpr = i
		}
	}
	return prog, nil
}

// tsTransform runs esbuild over text (src with some pieces blanked), wrapped
// in the async function when wrap is set, and returns the JavaScript that
// corresponds to text (unwrapped) and the mapper of its positions back to
// src. On an esbuild error it returns the error to report.
func tsTransform(src string, orig *lineTable, text string, wrap bool, jsErr *Error, interrupt *atomic.Bool) (string, *sourceMapper, error) {
	input, lineShift := text, 0
	if wrap {
		input, lineShift = tsWrapperHead+text+tsWrapperTail, 1
	}
	res, ok := esbuildTransform(input, interrupt)
	if !ok {
		return "", nil, errInterrupted()
	}
	if len(res.Errors) > 0 {
		return "", nil, chooseError(src, jsErr, esbuildError(res.Errors[0], src, orig, newLineTable(input), lineShift))
	}
	code, genLineShift := string(res.Code), 0
	if wrap {
		if !strings.HasPrefix(code, tsOutputHead) || !strings.HasSuffix(code, tsOutputTail) {
			return "", nil, &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "TypeScript could not be translated: esbuild's output did not keep the program's wrapper function"}
		}
		code, genLineShift = code[len(tsOutputHead):len(code)-len(tsOutputTail)], 1
	}
	segs, ok := decodeSourceMap(res.Map)
	if !ok {
		return "", nil, &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "TypeScript could not be translated: esbuild's source map is malformed"}
	}
	m := newSourceMapper(src, orig, code, segs, genLineShift, lineShift, interrupt)
	if interrupt != nil && interrupt.Load() {
		return "", nil, errInterrupted()
	}
	return code, m, nil
}

// esbuildPoll is how often esbuildTransform looks at the interrupt flag.
const esbuildPoll = 5 * time.Millisecond

// esbuildTransform runs esbuild, which cannot be interrupted: with an
// interrupt flag it runs on its own goroutine, and once the flag is set the
// result is abandoned (ok is false). That goroutine ends on its own soon
// after: checkTypeScriptNesting and the source limit bound esbuild's work
// to some hundreds of milliseconds.
func esbuildTransform(input string, interrupt *atomic.Bool) (res api.TransformResult, ok bool) {
	return esbuildTransformWith(input, tsOptions, interrupt)
}

// readsAsJavaScript reports whether esbuild reads src, as a program body
// (top-level await and return allowed), as JavaScript: then src has no
// TypeScript in it, and a JavaScript parser's error stands. (esbuild does
// not make every early error V8 does: `[(a = 0)] = 1`, a++`x`, `class A
// extends !b {}`, `function yield() {}` in a generator; its output would be
// a program V8 rejects, made valid.) Module syntax (import, export) fails
// inside the body, so it still takes the TypeScript path, which handles it.
func readsAsJavaScript(src string, interrupt *atomic.Bool) (yes, ok bool) {
	res, ok := esbuildTransformWith(tsWrapperHead+src+tsWrapperTail, jsOptions, interrupt)
	return ok && len(res.Errors) == 0, ok
}

// esbuildTransformWith is esbuildTransform with other options.
func esbuildTransformWith(input string, opts api.TransformOptions, interrupt *atomic.Bool) (res api.TransformResult, ok bool) {
	if interrupt == nil {
		return api.Transform(input, opts), true
	}
	done := make(chan api.TransformResult, 1)
	go func() { done <- api.Transform(input, opts) }()
	tick := time.NewTicker(esbuildPoll)
	defer tick.Stop()
	for {
		select {
		case res := <-done:
			return res, true
		case <-tick.C:
			if interrupt.Load() {
				return api.TransformResult{}, false
			}
		}
	}
}

// errInterrupted is the error of an interrupted parse.
func errInterrupted() *Error {
	return &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "the parse was interrupted", interrupted: true}
}

// parseTransformed parses esbuild's output and maps its positions back.
func parseTransformed(code string, m *sourceMapper, jsErr *Error, interrupt *atomic.Bool) (*Program, error) {
	if strings.TrimSpace(code) == "" {
		// Only types: nothing to run.
		return &Program{LastExpr: -1}, nil
	}
	prog, err := parseJSWith(code, GoalProgram, interrupt)
	if err != nil {
		perr, ok := err.(*Error)
		if !ok || perr.interrupted {
			return nil, err
		}
		pos := m.start(int(perr.Pos.Offset))
		if perr.Msg == jsErr.Msg && pos.Line == jsErr.Pos.Line {
			// The same error the JavaScript parse found, whose position is exact.
			return nil, jsErr
		}
		msg := perr.Msg
		if int(pos.Offset) < len(m.src) && m.src[pos.Offset] == '@' {
			msg = "decorators are not supported (TypeScript decorators cannot be erased to plain JavaScript)"
		}
		return nil, &Error{Pos: pos, Msg: msg}
	}
	if !remapSpans(prog, m, interrupt) {
		return nil, errInterrupted()
	}
	return prog, nil
}

// esbuildError converts esbuild's first error to a position in src. text is
// the input esbuild saw; its line lineShift+k is line k of src (0-based), with
// the same UTF-16 columns (blanking keeps them).
func esbuildError(msg api.Message, src string, orig, text *lineTable, lineShift int) *Error {
	pos, inWrapper := Pos{Offset: int32(len(src))}, true
	if loc := msg.Location; loc != nil {
		line := loc.Line - 1 // 0-based in text
		if line >= 0 && line < text.count() {
			off := min(text.starts[line]+loc.Column, text.lineEnd(line))
			col := text.utf16Col(line, off)
			if srcLine := line - lineShift; srcLine >= 0 && srcLine < orig.count() {
				pos.Offset, inWrapper = int32(orig.offsetAt(srcLine, col)), false
			} else if srcLine < 0 {
				pos.Offset = 0
			}
		}
	}
	pos = orig.pos(int(pos.Offset))
	message := msg.Text + " (parsing as TypeScript)"
	switch before := strings.TrimRight(src[:pos.Offset], " \t"); {
	case inWrapper && (msg.Text == `Unexpected "}"` || strings.HasSuffix(msg.Text, `but found "}"`)):
		// esbuild ran into the wrapper's closing brace: the source ended
		// in the middle of something.
		message = "Unexpected end of input (parsing as TypeScript)"
	case strings.HasSuffix(before, "import") && (len(before) == 6 || !isWordByte(before[len(before)-7])):
		// esbuild reads an import declaration below the top level as an
		// import() call that lacks its parenthesis.
		message = "import declarations are only allowed at the top level of the program"
	}
	return &Error{Pos: pos, Msg: message}
}

// chooseError picks the error to report when the source is neither
// JavaScript nor TypeScript: the one found further into the source (see the
// comment at the top of this file). An esbuild error inside the token where
// the JavaScript parser stopped is the same error, found later.
func chooseError(src string, jsErr, tsErr *Error) *Error {
	if int(tsErr.Pos.Offset) >= tokenEndAt(src, int(jsErr.Pos.Offset)) {
		return tsErr
	}
	return jsErr
}

// tokenEndAt returns the end of the token that starts at offset off of src
// (off+1 at least, so that an error found strictly later always wins).
func tokenEndAt(src string, off int) int {
	if off >= len(src) {
		return off + 1
	}
	s := &tsScanner{src: src, pos: off, stray: -1}
	return max(off+1, s.next().end)
}

// removeMarker removes the `0;` statement parseTypeScript put at offset at.
func removeMarker(body []Stmt, at int) []Stmt {
	for i, s := range body {
		if e, ok := s.(*ExprStmt); ok && int(e.Start.Offset) == at {
			if n, ok := e.X.(*NumberLit); ok && n.Value == 0 {
				return append(body[:i:i], body[i+1:]...)
			}
		}
	}
	return body
}

// mergeByPosition inserts the statements of the module-only pieces (in
// source order) into the body's statements before the first statement that
// starts after them.
func mergeByPosition(body, top []Stmt) []Stmt {
	out := make([]Stmt, 0, len(body)+len(top))
	i := 0
	for _, s := range top {
		for i < len(body) && body[i].Loc().Start.Offset < s.Loc().Start.Offset {
			out = append(out, body[i])
			i++
		}
		out = append(out, s)
	}
	return append(out, body[i:]...)
}

// lastExprStmt returns the index of the last expression statement of the
// user's program in body, or -1. Statements that esbuild generated for
// declarations (an enum compiles to a function-call expression statement)
// are not the user's expression statements.
func lastExprStmt(body []Stmt, src string) int {
	for i := len(body) - 1; i >= 0; i-- {
		s, ok := body[i].(*ExprStmt)
		if !ok {
			continue
		}
		if isDeclarationText(src[s.Start.Offset:]) {
			continue
		}
		return i
	}
	return -1
}

// isDeclarationText reports whether text starts with a TypeScript declaration
// that esbuild compiles to an expression statement: `enum` or `const enum`
// (no expression statement starts with these reserved words).
func isDeclarationText(text string) bool {
	for _, kw := range [...]string{"enum", "const"} {
		if strings.HasPrefix(text, kw) && (len(text) == len(kw) || !isWordByte(text[len(kw)])) {
			return true
		}
	}
	return false
}

// blankPieces returns src with the text inside the pieces (keep false) or
// outside them (keep true) replaced by spaces. Line terminators stay, and a
// character becomes as many spaces as it has UTF-16 code units, so every
// remaining character keeps its line and UTF-16 column.
func blankPieces(src string, pieces [][2]int, keep bool) string {
	var b strings.Builder
	b.Grow(len(src))
	next := 0 // index of the next piece
	for i := 0; i < len(src); {
		for next < len(pieces) && pieces[next][1] <= i {
			next++
		}
		inside := next < len(pieces) && pieces[next][0] <= i
		r, size := utf8.DecodeRuneInString(src[i:])
		if inside == keep || r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029' {
			b.WriteString(src[i : i+size])
		} else {
			for j := i; j < i+size; j++ {
				b.WriteString("  "[:utf16Units(src[j])])
			}
		}
		i += size
	}
	return b.String()
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
