package syntax

import (
	"strings"
	"sync/atomic"
	"time"

	"github.com/evanw/esbuild/pkg/api"
)

// Stage 4 of the TypeScript path (typescript.go): esbuild strips the types
// of one text of the split. stripTypes hands the JavaScript it printed and
// its source map to the position mapping (typescript_map.go); when esbuild
// fails, it returns the error to report.
//
// Choosing the error when both parsers fail: the JavaScript parser stops at
// its first error, esbuild at its own. The one that got further understood
// more of the program. When esbuild fails past the token where our parser
// stopped, the program is TypeScript (esbuild accepted what we did not) and
// esbuild's error is the real one. When esbuild fails at the same place (or
// inside the same token) or earlier, the program is broken JavaScript and our
// parser's message, which is exact and in our words, is reported. An esbuild
// error in the wrapper's closing line means the source ended too early; it is
// reported at the end of the source as "Unexpected end of input".

// tsWrapperHead and tsWrapperTail wrap the body for esbuild (why: see
// typescript_split.go). The head is a line of its own, so original line N
// is wrapped line N+1 with the same columns.
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

// esbuildOutput is what stripTypes hands to the position mapping.
type esbuildOutput struct {
	code      string // the JavaScript for the text, unwrapped
	sourceMap []byte // of esbuild's whole output
	// genLineShift: line k of code is line k+genLineShift of esbuild's
	// output (the unwrapped body starts after the wrapper's head).
	genLineShift int
	// srcLineShift: line k+srcLineShift of esbuild's input is line k of src.
	srcLineShift int
}

// stripTypes runs esbuild over text (src with some pieces blanked), wrapped
// in the async function when wrap is set, and returns the JavaScript that
// corresponds to text (unwrapped) with esbuild's source map. On an esbuild
// error it returns the error to report.
func stripTypes(src string, orig *lineTable, text string, wrap bool, jsErr *Error, interrupt *atomic.Bool) (esbuildOutput, error) {
	input, lineShift := text, 0
	if wrap {
		input, lineShift = tsWrapperHead+text+tsWrapperTail, 1
	}
	res, ok := esbuildTransform(input, tsOptions, interrupt)
	if !ok {
		return esbuildOutput{}, errInterrupted()
	}
	if len(res.Errors) > 0 {
		return esbuildOutput{}, chooseError(src, jsErr, esbuildError(res.Errors[0], src, orig, newLineTable(input), lineShift))
	}
	code, genLineShift := string(res.Code), 0
	if wrap {
		if !strings.HasPrefix(code, tsOutputHead) || !strings.HasSuffix(code, tsOutputTail) {
			return esbuildOutput{}, &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "TypeScript could not be translated: esbuild's output did not keep the program's wrapper function"}
		}
		code, genLineShift = code[len(tsOutputHead):len(code)-len(tsOutputTail)], 1
	}
	return esbuildOutput{code: code, sourceMap: res.Map, genLineShift: genLineShift, srcLineShift: lineShift}, nil
}

// esbuildPoll is how often esbuildTransform looks at the interrupt flag.
const esbuildPoll = 5 * time.Millisecond

// esbuildTransform runs esbuild, which cannot be interrupted: with an
// interrupt flag it runs on its own goroutine, and once the flag is set the
// result is abandoned (ok is false). That goroutine ends on its own soon
// after: checkTypeScriptNesting and the source limit bound esbuild's work
// to some hundreds of milliseconds.
func esbuildTransform(input string, opts api.TransformOptions, interrupt *atomic.Bool) (res api.TransformResult, ok bool) {
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
