package syntax

import "fmt"

// parseStatementListItem parses a statement or a declaration.
func (p *parser) parseStatementListItem() Stmt {
	switch p.tok.kind {
	case tFunction:
		return p.parseFunctionDecl(p.tok.pos, false)
	case tClass:
		return p.parseClassDecl()
	case tConst:
		return p.parseVarStmt(Const)
	case tImport:
		if t := p.peek(); t.kind != tLParen && t.kind != tDot {
			return p.parseImportDecl()
		}
	case tExport:
		p.failAt(p.tok.pos, "Unexpected token 'export': exports are not available in CodeMode programs (return a value instead)")
		return &EmptyStmt{}
	case tIdent:
		if p.isIdent("let") && p.isLetDecl() {
			return p.parseVarStmt(Let)
		}
		if p.isIdent("async") {
			if t := p.peek(); t.kind == tFunction && !t.nl {
				start := p.tok.pos
				p.next()
				return p.parseFunctionDecl(start, true)
			}
		}
	}
	p.itemCtx = true
	return p.parseStatement()
}

// isLetDecl reports whether `let` at the current token starts a lexical
// declaration (in sloppy code `let` may also be an identifier).
func (p *parser) isLetDecl() bool {
	t := p.peek()
	switch t.kind {
	case tLBrack, tLBrace:
		return true
	case tIdent:
		return true
	}
	if t.kind.isKeyword() {
		// `let in x`, `let instanceof y` keep let an identifier; other
		// keywords after let are errors reported by the declaration parser.
		return t.kind != tIn && t.kind != tInstanceof && !t.nl
	}
	return false
}

// parseStatement parses a Statement (not a declaration).
func (p *parser) parseStatement() Stmt {
	if !p.enter() {
		return &EmptyStmt{}
	}
	s := p.parseStatementInner()
	p.depth--
	return s
}

func (p *parser) parseStatementInner() Stmt {
	itemCtx := p.itemCtx
	p.itemCtx = false
	start := p.tok.pos
	switch p.tok.kind {
	case tLBrace:
		return p.parseBlock(true)
	case tSemi:
		p.next()
		return &EmptyStmt{Span: p.span(start)}
	case tVar:
		return p.parseVarStmt(Var)
	case tIf:
		return p.parseIf()
	case tFor:
		return p.parseFor()
	case tWhile:
		p.next()
		test := p.parseParenExpr()
		body := p.parseLoopBody()
		return &WhileStmt{Span: p.span(start), Test: test, Body: body}
	case tDo:
		p.next()
		body := p.parseLoopBody()
		if !p.expect(tWhile) {
			return &EmptyStmt{}
		}
		test := p.parseParenExpr()
		if p.tok.kind == tSemi {
			p.next()
		}
		return &DoWhileStmt{Span: p.span(start), Body: body, Test: test}
	case tReturn:
		return p.parseReturn()
	case tBreak, tContinue:
		return p.parseBreakContinue()
	case tThrow:
		p.next()
		if p.tok.nl {
			p.failAt(p.tok.pos, "Illegal newline after throw")
			return &EmptyStmt{}
		}
		x := p.parseExpression(false)
		p.semicolon()
		return &ThrowStmt{Span: p.span(start), X: x}
	case tTry:
		return p.parseTry()
	case tSwitch:
		return p.parseSwitch()
	case tWith:
		if p.strict {
			p.failAt(start, "Strict mode code may not include a with statement")
			return &EmptyStmt{}
		}
		p.next()
		obj := p.parseParenExpr()
		body := p.parseStatement()
		return &WithStmt{Span: p.span(start), Object: obj, Body: body}
	case tDebugger:
		p.next()
		p.semicolon()
		return &DebuggerStmt{Span: p.span(start)}
	case tFunction:
		if p.strict {
			p.failAt(start, "In strict mode code, functions can only be declared at top level or inside a block.")
		} else {
			p.failAt(start, "In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement.")
		}
		return &EmptyStmt{}
	case tClass, tConst:
		p.unexpected()
		return &EmptyStmt{}
	case tImport:
		if t := p.peek(); t.kind != tLParen && t.kind != tDot {
			p.unexpected()
			return &EmptyStmt{}
		}
	case tExport:
		p.unexpected()
		return &EmptyStmt{}
	case tIdent:
		if p.isIdent("let") {
			t := p.peek()
			if t.kind == tLBrack || (t.kind == tIdent || t.kind == tLBrace) && !t.nl {
				p.failAt(start, "Lexical declaration cannot appear in a single-statement context")
				return &EmptyStmt{}
			}
		}
		if p.isIdent("async") {
			if t := p.peek(); t.kind == tFunction && !t.nl {
				p.failAt(start, "Async functions can only be declared at the top level or inside a block.")
				return &EmptyStmt{}
			}
		}
	}
	return p.parseExprOrLabeled(itemCtx)
}

func (p *parser) parseExprOrLabeled(itemCtx bool) Stmt {
	start := p.tok.pos
	startKind := p.tok.kind
	x := p.parseExpression(false)
	if id, ok := x.(*Identifier); ok && startKind == tIdent && p.tok.kind == tColon && !p.isParen(id) {
		return p.parseLabeled(id, itemCtx)
	}
	p.semicolon()
	nd := p.slabs.exprStmts.alloc(p)
	nd.Span, nd.X = p.span(start), x
	return nd
}

func (p *parser) parseLabeled(id *Identifier, itemCtx bool) Stmt {
	p.next() // ':'
	for _, l := range p.fn.labels {
		if l.name == id.Name {
			p.failf(id.Start, "Label '%s' has already been declared", id.Name)
			return &EmptyStmt{}
		}
	}
	bodyStart := int(p.tok.pos.Offset)
	p.fn.labels = append(p.fn.labels, label{name: id.Name, start: int(id.Start.Offset), bodyStart: bodyStart})
	if k := p.tok.kind; k == tFor || k == tWhile || k == tDo {
		cur := bodyStart
		for i := len(p.fn.labels) - 1; i >= 0; i-- {
			if p.fn.labels[i].bodyStart != cur {
				break
			}
			p.fn.labels[i].loop = true
			cur = p.fn.labels[i].start
		}
	}
	var body Stmt
	if p.tok.kind == tFunction && !p.strict && itemCtx {
		// Annex B: a labelled function declaration in sloppy code (not as
		// the body of a loop, if or with statement).
		if t := p.peek(); t.kind == tStar {
			p.unexpected()
			return &EmptyStmt{}
		}
		body = p.parseFunctionDecl(p.tok.pos, false)
	} else {
		p.itemCtx = itemCtx
		body = p.parseStatement()
	}
	p.fn.labels = p.fn.labels[:len(p.fn.labels)-1]
	return &LabeledStmt{Span: p.span(id.Start), Label: id, Body: body}
}

// parseBlock parses { StatementList }. newScope is false for a catch
// clause body, which shares the scope of the catch parameter.
func (p *parser) parseBlock(newScope bool) *BlockStmt {
	start := p.tok.pos
	if !p.expect(tLBrace) {
		return &BlockStmt{Span: p.span(start)}
	}
	if newScope {
		p.pushScope(scopeBlock)
	}
	mark := p.lists.stmts.mark()
	for p.tok.kind != tRBrace && p.tok.kind != tEOF {
		before := p.tok.pos.Offset
		s := p.parseStatementListItem()
		p.lists.stmts.push(s)
		if p.tok.pos.Offset == before && p.err == nil {
			p.unexpected()
		}
	}
	body := p.lists.stmts.take(p, mark)
	if newScope {
		p.popScope()
	}
	p.expect(tRBrace)
	nd := p.slabs.blocks.alloc(p)
	nd.Span, nd.Body = p.span(start), body
	return nd
}

func (p *parser) parseParenExpr() Expr {
	if !p.expect(tLParen) {
		return &NullLit{}
	}
	x := p.parseExpression(false)
	p.expectClose(tRParen, "")
	return x
}

func (p *parser) parseLoopBody() Stmt {
	p.fn.loops++
	body := p.parseStatement()
	p.fn.loops--
	return body
}

func (p *parser) parseIf() Stmt {
	start := p.tok.pos
	p.next()
	test := p.parseParenExpr()
	then := p.parseIfBody()
	var els Stmt
	if p.tok.kind == tElse {
		p.next()
		els = p.parseIfBody()
	}
	nd := p.slabs.ifs.alloc(p)
	nd.Span, nd.Test, nd.Then, nd.Else = p.span(start), test, then, els
	return nd
}

// parseIfBody allows (Annex B, sloppy code) a plain function declaration as
// the body of an if statement, as if it were wrapped in a block.
func (p *parser) parseIfBody() Stmt {
	if p.tok.kind == tFunction && !p.strict {
		if t := p.peek(); t.kind != tStar {
			p.pushScope(scopeBlock)
			s := p.parseFunctionDecl(p.tok.pos, false)
			p.popScope()
			return s
		}
	}
	return p.parseStatement()
}

func (p *parser) parseReturn() Stmt {
	start := p.tok.pos
	if !p.fn.returnOK {
		p.failAt(start, "Illegal return statement")
		return &EmptyStmt{}
	}
	if p.fn.isTop {
		p.hasReturn = true
	}
	p.next()
	var x Expr
	if p.tok.kind != tSemi && p.tok.kind != tRBrace && p.tok.kind != tEOF && !p.tok.nl {
		x = p.parseExpression(false)
	}
	p.semicolon()
	nd := p.slabs.returns.alloc(p)
	nd.Span, nd.X = p.span(start), x
	return nd
}

func (p *parser) parseBreakContinue() Stmt {
	start := p.tok.pos
	isBreak := p.tok.kind == tBreak
	p.next()
	var lab *Identifier
	if p.tok.kind == tIdent && !p.tok.nl {
		lab = p.parseIdentRef()
		found := false
		for _, l := range p.fn.labels {
			if l.name == lab.Name {
				found = true
				if !isBreak && !l.loop {
					p.failf(lab.Start, "Illegal continue statement: '%s' does not denote an iteration statement", lab.Name)
				}
			}
		}
		if !found {
			p.failf(lab.Start, "Undefined label '%s'", lab.Name)
		}
	} else if isBreak && p.fn.loops == 0 && p.fn.switches == 0 {
		p.failAt(start, "Illegal break statement")
	} else if !isBreak && p.fn.loops == 0 {
		p.failAt(start, "Illegal continue statement: no surrounding iteration statement")
	}
	p.semicolon()
	if isBreak {
		return &BreakStmt{Span: p.span(start), Label: lab}
	}
	return &ContinueStmt{Span: p.span(start), Label: lab}
}

func (p *parser) parseTry() Stmt {
	start := p.tok.pos
	p.next()
	st := &TryStmt{Block: p.parseBlock(true)}
	if p.tok.kind == tCatch {
		p.next()
		if p.tok.kind == tLParen {
			p.next()
			if p.tok.kind == tIdent {
				p.pushScope(scopeCatch)
				id := p.parseBindingIdent(false)
				p.declare(id, bindCatch)
				st.Param = id
			} else {
				p.pushScope(scopeBlock)
				st.Param = p.parseBindingTarget(true)
				p.declarePattern(st.Param, bindLexical)
			}
			p.expectClose(tRParen, "")
		} else {
			p.pushScope(scopeBlock)
		}
		st.Handler = p.parseBlock(false)
		p.popScope()
	}
	if p.tok.kind == tFinally {
		p.next()
		st.Finalizer = p.parseBlock(true)
	}
	if st.Handler == nil && st.Finalizer == nil && p.err == nil {
		p.failAt(p.tok.pos, "Missing catch or finally after try")
	}
	st.Span = p.span(start)
	return st
}

func (p *parser) parseSwitch() Stmt {
	start := p.tok.pos
	p.next()
	disc := p.parseParenExpr()
	st := &SwitchStmt{Disc: disc}
	if !p.expect(tLBrace) {
		return st
	}
	p.pushScope(scopeBlock)
	p.fn.switches++
	sawDefault := false
	for p.tok.kind == tCase || p.tok.kind == tDefault {
		cstart := p.tok.pos
		c := &SwitchCase{}
		if p.tok.kind == tCase {
			p.next()
			c.Test = p.parseExpression(false)
		} else {
			if sawDefault {
				p.failAt(cstart, "More than one default clause in switch statement")
			}
			sawDefault = true
			p.next()
		}
		p.expect(tColon)
		mark := p.lists.stmts.mark()
		for p.tok.kind != tCase && p.tok.kind != tDefault && p.tok.kind != tRBrace && p.tok.kind != tEOF {
			before := p.tok.pos.Offset
			p.lists.stmts.push(p.parseStatementListItem())
			if p.tok.pos.Offset == before && p.err == nil {
				p.unexpected()
			}
		}
		c.Body = p.lists.stmts.take(p, mark)
		c.Span = p.span(cstart)
		st.Cases = append(st.Cases, c)
	}
	p.fn.switches--
	p.popScope()
	p.expect(tRBrace)
	st.Span = p.span(start)
	return st
}

func (p *parser) parseVarStmt(kind VarKind) Stmt {
	d := p.parseVarDecl(kind, false, false)
	p.semicolon()
	d.End = int32(p.prevEnd)
	return d
}

// parseVarDecl parses var/let/const declarators. In a for head (forInit)
// missing initializers are checked by the caller, which knows whether this
// is a for-in/of.
func (p *parser) parseVarDecl(kind VarKind, noIn, forInit bool) *VarDecl {
	start := p.tok.pos
	p.next()
	d := p.slabs.varDecls.alloc(p)
	d.Kind = kind
	bk := bindVar
	if kind != Var {
		bk = bindLexical
	}
	mark := p.lists.decls.mark()
	for {
		dstart := p.tok.pos
		target := p.parseBindingTarget(kind != Var)
		p.declarePattern(target, bk)
		decl := p.slabs.declarators.alloc(p)
		decl.Target = target
		if p.tok.kind == tAssign {
			p.next()
			decl.Init = p.parseAssign(noIn, nil)
		} else if !forInit {
			p.checkDeclInit(decl, kind)
		}
		decl.Span = p.span(dstart)
		p.lists.decls.push(decl)
		if p.tok.kind != tComma || p.err != nil {
			break
		}
		p.next()
	}
	d.Decls = p.lists.decls.take(p, mark)
	d.Span = p.span(start)
	return d
}

func (p *parser) checkDeclInit(decl *VarDeclarator, kind VarKind) {
	if decl.Init != nil {
		return
	}
	if _, ok := decl.Target.(*Identifier); !ok {
		p.failAt(p.tok.pos, "Missing initializer in destructuring declaration")
	} else if kind == Const {
		p.failAt(p.tok.pos, "Missing initializer in const declaration")
	}
}

func (p *parser) parseFor() Stmt {
	start := p.tok.pos
	p.next()
	isAwait := false
	if p.isIdent("await") {
		if !p.fn.async || p.fn.inParams {
			p.failAt(p.tok.pos, "Unexpected reserved word")
			return &EmptyStmt{}
		}
		isAwait = true
		p.next()
	}
	if !p.expect(tLParen) {
		return &EmptyStmt{}
	}
	p.pushScope(scopeBlock)
	defer p.popScope()
	var init Stmt
	switch {
	case p.tok.kind == tSemi:
	case p.tok.kind == tVar || p.tok.kind == tConst || p.isIdent("let") && p.isForLet():
		kind := Var
		if p.tok.kind == tConst {
			kind = Const
		} else if p.tok.kind != tVar {
			kind = Let
		}
		decl := p.parseVarDecl(kind, true, true)
		if p.tok.kind == tIn || p.isIdent("of") {
			isOf := p.tok.kind != tIn
			if isAwait && !isOf {
				p.unexpected()
				return &EmptyStmt{}
			}
			if len(decl.Decls) != 1 {
				p.failAt(decl.Start, fmt.Sprintf("Invalid left-hand side in %s loop: Must have a single binding.", forWord(isOf)))
				return &EmptyStmt{}
			}
			if d := decl.Decls[0]; d.Init != nil {
				_, simple := d.Target.(*Identifier)
				if isOf || p.strict || kind != Var || !simple || isAwait {
					p.failAt(decl.Start, fmt.Sprintf("%s loop variable declaration may not have an initializer.", forWord(isOf)))
					return &EmptyStmt{}
				}
			}
			return p.parseForInOf(start, decl, isOf, isAwait)
		}
		for _, d := range decl.Decls {
			p.checkDeclInit(d, kind)
		}
		init = decl
	default:
		startTok := p.tok
		var ce cover
		x := p.parseExpressionCover(true, &ce)
		if p.tok.kind == tIn || p.isIdent("of") {
			isOf := p.tok.kind != tIn
			if isAwait && !isOf {
				p.unexpected()
				return &EmptyStmt{}
			}
			if isOf && startTok.kind == tIdent && !startTok.escaped {
				if startTok.lit == "let" {
					p.failAt(startTok.pos, "The left-hand side of a for-of loop may not be 'let'.")
					return &EmptyStmt{}
				}
				if id, ok := x.(*Identifier); ok && startTok.lit == "async" && id.Name == "async" && !isAwait && !p.isParen(id) {
					p.failAt(startTok.pos, "The left-hand side of a for-of loop may not be 'async'.")
					return &EmptyStmt{}
				}
			}
			if _, ok := x.(*SequenceExpr); ok && !p.isParen(x) {
				p.failAt(startTok.pos, fmt.Sprintf("Invalid left-hand side in %s loop", forWord(isOf)))
				return &EmptyStmt{}
			}
			target := p.toAssignTarget(x, fmt.Sprintf("Invalid left-hand side in %s loop", forWord(isOf)))
			left := &PatternTarget{Span: x.Loc(), Target: target}
			return p.parseForInOf(start, left, isOf, isAwait)
		}
		p.checkCover(&ce)
		init = &ExprStmt{Span: x.Loc(), X: x}
	}
	if isAwait {
		p.unexpected()
		return &EmptyStmt{}
	}
	fs := &ForStmt{Init: init}
	p.expect(tSemi)
	if p.tok.kind != tSemi {
		fs.Test = p.parseExpression(false)
	}
	p.expect(tSemi)
	if p.tok.kind != tRParen {
		fs.Update = p.parseExpression(false)
	}
	p.expectClose(tRParen, "")
	fs.Body = p.parseLoopBody()
	fs.Span = p.span(start)
	return fs
}

func forWord(isOf bool) string {
	if isOf {
		return "for-of"
	}
	return "for-in"
}

// isForLet decides whether `let` in a for head starts a declaration.
func (p *parser) isForLet() bool {
	if p.strict {
		return true
	}
	t := p.peek()
	return t.kind == tIdent || t.kind == tLBrack || t.kind == tLBrace
}

func (p *parser) parseForInOf(start Pos, left Node, isOf, isAwait bool) Stmt {
	p.next() // in / of
	var right Expr
	if isOf {
		right = p.parseAssign(false, nil)
	} else {
		right = p.parseExpression(false)
	}
	p.expectClose(tRParen, "")
	body := p.parseLoopBody()
	if isOf {
		return &ForOfStmt{Span: p.span(start), Left: left, Right: right, Body: body, Await: isAwait}
	}
	return &ForInStmt{Span: p.span(start), Left: left, Right: right, Body: body}
}

// parseImportDecl parses an import declaration (CodeMode program goal, top
// level only).
func (p *parser) parseImportDecl() Stmt {
	start := p.tok.pos
	if p.goal != GoalProgram {
		p.failAt(start, "Cannot use import statement outside a module")
		return &EmptyStmt{}
	}
	if !p.fn.isTop || p.scope.parent != nil {
		p.failAt(start, "Import declarations may only appear at the top level of a program")
		return &EmptyStmt{}
	}
	p.next()
	d := &ImportDecl{}
	if p.tok.kind != tString {
		if p.tok.kind == tIdent {
			d.Default = p.parseBindingIdent(true)
			p.declare(d.Default, bindLexical)
			if p.tok.kind == tComma {
				p.next()
				if p.tok.kind != tStar && p.tok.kind != tLBrace {
					p.unexpected()
					return d
				}
			}
		}
		if p.tok.kind == tStar {
			p.next()
			if !p.isIdent("as") {
				p.unexpected()
				return d
			}
			p.next()
			d.Namespace = p.parseBindingIdent(true)
			p.declare(d.Namespace, bindLexical)
		} else if p.tok.kind == tLBrace {
			p.next()
			for p.tok.kind != tRBrace && p.tok.kind != tEOF {
				sstart := p.tok.pos
				spec := &ImportSpec{}
				var imported Expr
				isIdent := p.tok.kind == tIdent
				if p.tok.kind == tString {
					imported = &StringLit{Span: Span{Start: p.tok.pos, End: int32(p.tok.end)}, Value: p.tok.lit}
					p.next()
				} else if p.tok.kind == tIdent || p.tok.kind.isKeyword() {
					imported = p.parseIdentName()
				} else {
					p.unexpected()
					return d
				}
				spec.Imported = imported
				if p.isIdent("as") {
					p.next()
					spec.Local = p.parseBindingIdent(true)
				} else {
					id, ok := imported.(*Identifier)
					if !ok || !isIdent {
						p.failAt(imported.Loc().Start, "Unexpected string")
						if ok {
							p.failf(imported.Loc().Start, "Unexpected token '%s'", id.Name)
						}
						return d
					}
					p.checkBindingName(id, true)
					spec.Local = &Identifier{Span: id.Span, Name: id.Name}
				}
				p.declare(spec.Local, bindLexical)
				spec.Span = p.span(sstart)
				d.Named = append(d.Named, spec)
				if p.tok.kind != tRBrace {
					if !p.expect(tComma) {
						return d
					}
				}
			}
			p.expect(tRBrace)
		} else if d.Default == nil {
			p.unexpected()
			return d
		}
		if !p.isIdent("from") {
			p.unexpected()
			return d
		}
		p.next()
	}
	if p.tok.kind != tString {
		p.unexpected()
		return d
	}
	d.Source = &StringLit{Span: Span{Start: p.tok.pos, End: int32(p.tok.end)}, Value: p.tok.lit}
	p.next()
	p.semicolon()
	d.Span = p.span(start)
	return d
}
