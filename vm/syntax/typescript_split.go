package syntax

import (
	"fmt"
	"sort"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// Stage 3 of the TypeScript path (typescript.go): the source cut in two
// texts for esbuild, which the next stage (typescript_esbuild.go) transforms
// one at a time. Both are the source with parts blanked, so that every
// character keeps its line and column.
//
// The program is the body of an implicit async function (top-level await and
// return), but esbuild treats top-level await as module code and then rejects
// top-level return. So the body is transformed wrapped in an async function
// and unwrapped afterwards. Some declarations are legal only at the top level
// of a module (import declarations, import-equals, namespaces, ambient
// modules); those are cut out of the body (blanked, so positions do not move)
// and transformed separately as a module. Their statements are merged back
// into the program at their original positions (typescript_merge.go). The
// `export` of a type-only declaration (export type, export interface, export
// declare) is blanked, so that the declaration is simply erased; other
// exports remain errors, as in JavaScript programs.
//
// scanModulePieces finds the module-only declarations, which the wrapper
// would otherwise put inside a function body, with the tokenizer of
// typescript_scan.go:
//
//	import ... from "m" [with {...}];   import "m";   import x = require("m");
//	namespace N {...}   module N {...}   declare namespace|module|global ... {...}

// tsSplit is the source cut in two for esbuild.
type tsSplit struct {
	// body is the program's body: src with the module-only pieces, the
	// `export` of type-only declarations and a hashbang line blanked.
	body string
	// pieces is src with everything but the module-only pieces blanked, or
	// "" when it has none.
	pieces string
	// marker is the offset of a `0;` statement in body where the first piece
	// was, or -1: it keeps a "use strict" after the piece from being taken
	// for a directive, and the merge removes it.
	marker int
}

// splitSource cuts src in two. It fails with the error of a stray closing
// bracket at the top level, which would close the wrapper function early.
// A set interrupt cuts it short; the caller checks the flag.
func splitSource(src string, orig *lineTable, interrupt *atomic.Bool) (tsSplit, *Error) {
	pieces, exports, stray := scanModulePieces(src, interrupt)
	if interrupt != nil && interrupt.Load() {
		return tsSplit{}, nil
	}
	if stray >= 0 {
		return tsSplit{}, &Error{Pos: orig.pos(stray), Msg: fmt.Sprintf("Unexpected token '%c'", src[stray])}
	}
	split := tsSplit{marker: -1}
	erased := append(append([][2]int(nil), pieces...), exports...)
	sort.Slice(erased, func(i, j int) bool { return erased[i][0] < erased[j][0] })
	split.body = blankPieces(src, erased, false)
	if len(pieces) > 0 {
		// The text before the first piece is unchanged, so the offset is
		// the same in body.
		split.marker = pieces[0][0]
		split.body = split.body[:split.marker] + "0;" + split.body[split.marker+2:]
		split.pieces = blankPieces(src, pieces, true)
	}
	if strings.HasPrefix(src, "#!") {
		// The hashbang line is only valid at the very start. Line 0 is the
		// same in both texts.
		split.body = blankPieces(split.body, [][2]int{{0, orig.lineEnd(0)}}, false)
	}
	return split, nil
}

// scanModulePieces returns the byte ranges [start, end) of the module-only
// top-level declarations of src, in order; the ranges of the `export`
// keywords of top-level type-only declarations (`export type T = ...`,
// `export interface`, `export declare`), which are erased with what follows
// them once the keyword is gone; and the offset of the first closing bracket
// that closes nothing (or -1).
func scanModulePieces(src string, interrupt *atomic.Bool) (pieces, exports [][2]int, stray int) {
	s := &tsScanner{src: src, stray: -1, interrupt: interrupt}
	for {
		t := s.next()
		if t.kind == tsEOF {
			return pieces, exports, s.stray
		}
		if t.depth != 0 || t.kind != tsWord || !s.atStatementStart(t) {
			s.advance(t)
			continue
		}
		start := t.start
		s.advance(t)
		if s.text(t) == "export" && s.exportsTypeOnly() {
			exports = append(exports, [2]int{t.start, t.end})
			s.afterExport = true
			continue
		}
		s.afterExport = false
		if end, ok := s.modulePiece(s.text(t)); ok {
			pieces = append(pieces, [2]int{start, end})
		}
	}
}

// exportsTypeOnly reports whether the `export` just read starts a type-only
// declaration: type T..., interface, or declare, on the same line.
func (s *tsScanner) exportsTypeOnly() bool {
	saved := *s
	defer func() { *s = saved }()
	t := s.next()
	if t.kind != tsWord || t.nlBefore {
		return false
	}
	switch s.text(t) {
	case "interface", "declare":
		return true
	case "type":
		s.advance(t)
		name := s.next()
		return name.kind == tsWord && !name.nlBefore
	}
	return false
}

// atStatementStart reports whether t can begin a statement: it is the first
// token, follows ';' or '}', or starts a new line after something that does
// not continue an expression onto it.
func (s *tsScanner) atStatementStart(t tsTok) bool {
	if !s.hasPrev || s.afterExport {
		return true
	}
	p := s.text(s.prev)
	if s.prev.kind == tsPunct && (p == ";" || p == "}") {
		return true
	}
	return t.nlBefore && !(s.prev.kind == tsPunct && (p == "." || p == "?."))
}

// modulePiece consumes the declaration that keyword starts, if it is one of
// the module-only kinds, and returns the offset where it ends.
func (s *tsScanner) modulePiece(keyword string) (int, bool) {
	next := s.peek()
	switch keyword {
	case "import":
		if next.kind == tsPunct && (s.text(next) == "(" || s.text(next) == ".") {
			return 0, false // import(...) or import.meta
		}
		return s.importDecl(), true
	case "namespace":
		if next.kind == tsWord && !next.nlBefore {
			return s.blockDecl(), true
		}
	case "module":
		if (next.kind == tsWord || next.kind == tsString) && !next.nlBefore {
			return s.blockDecl(), true
		}
	case "declare":
		if next.kind == tsWord && !next.nlBefore {
			switch s.text(next) {
			case "namespace", "module", "global":
				return s.blockDecl(), true
			}
		}
	}
	return 0, false
}

// importDecl consumes an import declaration after `import`: up to the module
// string that follows `from` (or `import "m"`), an optional `with {...}` or
// `assert {...}` on the same line, and an optional ';'. An import-equals
// (`import x = require("m")`) runs to ';' or the end of its line.
func (s *tsScanner) importDecl() int {
	end := s.prev.end
	sawFrom, sawEquals, first := false, false, true
	for {
		t := s.peek()
		switch {
		case t.kind == tsEOF || t.depth == 0 && s.isClosing(t):
			return end
		case sawEquals && t.nlBefore && t.depth == 0:
			return end
		case t.kind == tsPunct && s.text(t) == ";" && t.depth == 0:
			s.advance(s.next())
			return t.end
		}
		s.advance(s.next())
		end = t.end
		switch {
		case t.kind == tsString && t.depth == 0 && (first || sawFrom) && !sawEquals:
			return s.importTail(end)
		case t.kind == tsWord && t.depth == 0 && s.text(t) == "from":
			sawFrom = true
		case t.kind == tsPunct && t.depth == 0 && s.text(t) == "=" && !sawFrom:
			sawEquals = true
		}
		first = false
	}
}

// importTail consumes import attributes and the ';' after an import's module
// string, which ends at end.
func (s *tsScanner) importTail(end int) int {
	if t := s.peek(); t.kind == tsWord && !t.nlBefore && (s.text(t) == "with" || s.text(t) == "assert") {
		s.advance(s.next())
		if b := s.peek(); b.kind == tsPunct && s.text(b) == "{" {
			end = s.skipBlock()
		}
	}
	if t := s.peek(); t.kind == tsPunct && s.text(t) == ";" {
		s.advance(s.next())
		end = t.end
	}
	return end
}

// blockDecl consumes a namespace-like declaration up to the '}' that closes
// its first '{' (or a ';' before any '{', as in `declare module "m";`).
func (s *tsScanner) blockDecl() int {
	end := s.prev.end
	for {
		t := s.peek()
		switch {
		case t.kind == tsEOF || t.depth == 0 && s.isClosing(t):
			return end
		case t.kind == tsPunct && s.text(t) == "{":
			return s.skipBlock()
		case t.kind == tsPunct && s.text(t) == ";":
			s.advance(s.next())
			return t.end
		}
		s.advance(s.next())
		end = t.end
	}
}

// skipBlock consumes a bracketed group starting at the next token (an opening
// bracket) and returns the offset just past its closing bracket.
func (s *tsScanner) skipBlock() int {
	open := s.next()
	s.advance(open)
	end := open.end
	for {
		t := s.next()
		if t.kind == tsEOF {
			return end
		}
		s.advance(t)
		end = t.end
		if t.depth == open.depth+1 && s.isClosing(t) {
			return end
		}
	}
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
