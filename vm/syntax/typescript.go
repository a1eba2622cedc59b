package syntax

import "sync/atomic"

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
// The path has one file per stage, in this order:
//
//  1. typescript_detect.go: is the source TypeScript at all? ParseOptions
//     (parse.go) asks after its JavaScript parse and calls parseTypeScript
//     only for a yes.
//  2. typescript_guard.go: can esbuild read the source safely? Its
//     recursion and its renamer are bounded before it runs.
//  3. typescript_split.go: the source cut in two texts for esbuild, the body
//     of the program's async function and the module-only declarations.
//  4. typescript_esbuild.go: esbuild strips the types of a text; when it
//     fails, its error or the JavaScript parser's is the one reported.
//  5. typescript_map.go: esbuild's source map read into a mapper from
//     positions in its output to positions in the source.
//  6. typescript_reparse.go: our parser reads esbuild's output, and every
//     span of the tree is mapped back with esbuild's rewrites undone.
//  7. typescript_merge.go: the trees of the two texts made one Program.
//
// Stages 4 to 6 run once per text (translate). The stages share two
// helpers: typescript_scan.go, a light tokenizer, and typescript_lines.go,
// tables of the lines and UTF-16 columns of a text.

// parseTypeScript is the fallback of ParseOptions for sources that are not
// JavaScript: stages 2 to 7. jsErr is the JavaScript parser's error for src.
// A set interrupt stops it with an Error marked interrupted.
func parseTypeScript(src string, jsErr *Error, interrupt *atomic.Bool) (*Program, error) {
	// Every stage below that is not a parse stops at once when interrupt
	// is set (its scanner ends early): the flag is checked after it.
	stopped := func() bool { return interrupt != nil && interrupt.Load() }

	// 2. The guard.
	nestingErr := typeScriptNestingError(src, jsErr, interrupt)
	if stopped() {
		return nil, errInterrupted()
	}
	if nestingErr != nil {
		return nil, nestingErr
	}

	// 3. The split.
	orig := newLineTable(src)
	split, strayErr := splitSource(src, orig, interrupt)
	if stopped() {
		return nil, errInterrupted()
	}
	if strayErr != nil {
		return nil, chooseError(src, jsErr, strayErr)
	}

	// 4 to 6, once for each text.
	body, err := translate(src, orig, split.body, true, jsErr, interrupt)
	if err != nil {
		return nil, err
	}
	var top *Program
	if split.pieces != "" {
		if top, err = translate(src, orig, split.pieces, false, jsErr, interrupt); err != nil {
			return nil, err
		}
	}

	// 7. The merge.
	return mergeProgram(src, body, top, split.marker), nil
}

// translate takes one text of the split (src with parts blanked) through
// stages 4 to 6: esbuild, the source map, our parser. wrap wraps the text in
// the program's async function for esbuild, as the body needs.
func translate(src string, orig *lineTable, text string, wrap bool, jsErr *Error, interrupt *atomic.Bool) (*Program, error) {
	out, err := stripTypes(src, orig, text, wrap, jsErr, interrupt)
	if err != nil {
		return nil, err
	}
	m, err := mapPositions(src, orig, out, interrupt)
	if err != nil {
		return nil, err
	}
	return parseTransformed(out.code, m, jsErr, interrupt)
}
