package compile

import "github.com/codemode-go/codemode/vm/syntax"

// Web-compat function declarations in blocks (ECMA-262 B.3.2): in sloppy
// code, `{ function f() {} }` also gives the enclosing function a var f,
// assigned when the declaration is reached. The var is declared before
// the function's body is resolved (so a reference anywhere in the
// function finds it), and hoistBlockFuncs pairs each declaration with it
// when its block is resolved.

// predeclareBlockFuncs declares the vars of fi's block-level function
// declarations found in its top-level statements.
func (r *resolver) predeclareBlockFuncs(fi *funcInfo, stmts []syntax.Stmt) {
	if fi.strict || fi.varScope == nil {
		return
	}
	for _, st := range stmts {
		r.blockFuncsIn(fi, st, nil)
	}
}

// blockFuncsIn walks statement st; outer lists the lexically declared names
// of the blocks around it (a block function of such a name stays in its
// block: a var of that name would be an early error).
func (r *resolver) blockFuncsIn(fi *funcInfo, st syntax.Stmt, outer []string) {
	switch st := st.(type) {
	case *syntax.BlockStmt:
		r.blockFuncsBlock(fi, st.Body, outer)
	case *syntax.IfStmt:
		r.blockFuncsIn(fi, st.Then, outer)
		if st.Else != nil {
			r.blockFuncsIn(fi, st.Else, outer)
		}
	case *syntax.ForStmt:
		if d, ok := st.Init.(*syntax.VarDecl); ok && d.Kind != syntax.Var {
			outer = lexicalNames([]syntax.Stmt{d}, outer)
		}
		r.blockFuncsIn(fi, st.Body, outer)
	case *syntax.ForInStmt:
		if d, ok := st.Left.(*syntax.VarDecl); ok && d.Kind != syntax.Var {
			outer = lexicalNames([]syntax.Stmt{d}, outer)
		}
		r.blockFuncsIn(fi, st.Body, outer)
	case *syntax.ForOfStmt:
		if d, ok := st.Left.(*syntax.VarDecl); ok && d.Kind != syntax.Var {
			outer = lexicalNames([]syntax.Stmt{d}, outer)
		}
		r.blockFuncsIn(fi, st.Body, outer)
	case *syntax.WhileStmt:
		r.blockFuncsIn(fi, st.Body, outer)
	case *syntax.DoWhileStmt:
		r.blockFuncsIn(fi, st.Body, outer)
	case *syntax.LabeledStmt, *syntax.WithStmt:
		r.blockFuncsIn(fi, stmtBody(st), outer)
	case *syntax.TryStmt:
		r.blockFuncsBlock(fi, st.Block.Body, outer)
		if st.Handler != nil {
			// A plain catch parameter does not keep a block function in
			// its block (B.3.4); a destructuring one does.
			inner := outer
			if _, plain := st.Param.(*syntax.Identifier); st.Param != nil && !plain {
				inner = patternNames(st.Param, append([]string(nil), outer...))
			}
			r.blockFuncsBlock(fi, st.Handler.Body, inner)
		}
		if st.Finalizer != nil {
			r.blockFuncsBlock(fi, st.Finalizer.Body, outer)
		}
	case *syntax.SwitchStmt:
		var body []syntax.Stmt
		for _, c := range st.Cases {
			body = append(body, c.Body...)
		}
		r.blockFuncsBlock(fi, body, outer)
	}
}

// blockFuncsBlock declares the vars of the plain function declarations
// directly in a block and walks its statements.
func (r *resolver) blockFuncsBlock(fi *funcInfo, body []syntax.Stmt, outer []string) {
	for _, st := range body {
		if fd, ok := st.(*syntax.FunctionDecl); ok && annexBCandidate(fd) && !hasName(outer, fd.Func.Name.Name) {
			name := fd.Func.Name.Name
			if b := fi.varScope.names[name]; b != nil && b.kind != bVar && b.kind != bFunc {
				continue // a let, const or class of the function
			}
			if b := fi.scope.names[name]; b != nil && b.kind == bParam {
				continue
			}
			r.declare(fi.varScope, name, bVar, 0)
		}
	}
	inner := lexicalNames(body, append([]string(nil), outer...))
	for _, st := range body {
		r.blockFuncsIn(fi, st, inner)
	}
}

// annexBCandidate reports whether a block's function declaration gets a
// var: plain functions only, and never one named arguments.
func annexBCandidate(fd *syntax.FunctionDecl) bool {
	f := fd.Func
	return f.Name != nil && !f.IsAsync && !f.IsGenerator && f.Name.Name != "arguments"
}

// lexicalNames appends the names a statement list declares lexically
// (let, const, class, and function declarations in a block).
func lexicalNames(stmts []syntax.Stmt, names []string) []string {
	for _, st := range stmts {
		switch st := st.(type) {
		case *syntax.VarDecl:
			if st.Kind != syntax.Var {
				for _, d := range st.Decls {
					names = patternNames(d.Target, names)
				}
			}
		case *syntax.ClassDecl:
			if st.Class.Name != nil {
				names = append(names, st.Class.Name.Name)
			}
		case *syntax.FunctionDecl:
			if st.Func.Name != nil {
				names = append(names, st.Func.Name.Name)
			}
		}
	}
	return names
}

// patternNames appends the names a binding pattern binds.
func patternNames(p syntax.Pattern, names []string) []string {
	switch p := p.(type) {
	case *syntax.Identifier:
		names = append(names, p.Name)
	case *syntax.ObjectPattern:
		for _, prop := range p.Props {
			names = patternNames(prop.Value, names)
		}
		if p.Rest != nil {
			names = patternNames(p.Rest, names)
		}
	case *syntax.ArrayPattern:
		for _, el := range p.Elements {
			if el != nil {
				names = patternNames(el, names)
			}
		}
		if p.Rest != nil {
			names = patternNames(p.Rest, names)
		}
	case *syntax.AssignPattern:
		names = patternNames(p.Target, names)
	case *syntax.RestElement:
		names = patternNames(p.Target, names)
	}
	return names
}

func hasName(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}
