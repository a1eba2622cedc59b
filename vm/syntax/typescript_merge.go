package syntax

import "strings"

// Stage 7 of the TypeScript path (typescript.go): the trees of the split's
// two texts made one Program for the source, which parseTypeScript returns.

// mergeProgram puts the program together from the body's tree and, when the
// source has module-only pieces, their tree (top) and the offset of the
// split's marker statement in the body.
func mergeProgram(src string, body, top *Program, marker int) *Program {
	prog := body
	if marker >= 0 {
		prog.Body = removeMarker(prog.Body, marker)
	}

	// The program's result is the value of its last expression statement;
	// the statements esbuild generates for declarations do not count, nor do
	// the pieces (a namespace becomes an expression statement).
	var result Stmt
	if i := lastExprStmt(prog.Body, src); i >= 0 {
		result = prog.Body[i]
	}

	if top != nil {
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
	return prog
}

// removeMarker removes the `0;` statement splitSource put at offset at.
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
