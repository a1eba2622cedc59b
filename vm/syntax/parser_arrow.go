package syntax

// Arrow functions and parenthesized expressions (the arrow-parameter cover
// grammar), and the parameter and body helpers shared with other functions.

// parseAsyncCallOrArrow parses `async(...)`: a call, or the parameters of an
// async arrow function when `=>` follows.
func (p *parser) parseAsyncCallOrArrow(callee *Identifier, start Pos) Expr {
	noIn := p.assignNoIn && int(start.Offset) == p.assignStart
	oy, oa, oai := p.yieldPos, p.awaitPos, p.awaitIdentPos
	p.yieldPos, p.awaitPos, p.awaitIdentPos = 0, 0, 0
	var ce cover
	p.next() // (
	var args []Expr
	for p.tok.kind != tRParen && p.tok.kind != tEOF {
		if p.tok.kind == tEllipsis {
			sstart := p.tok.pos
			p.next()
			x := p.parseAssign(false, &ce)
			sp := &SpreadElement{Span: p.span(sstart), X: x}
			args = append(args, sp)
			if p.tok.kind == tComma {
				p.markSpreadComma(sp)
			}
		} else {
			args = append(args, p.parseAssign(false, &ce))
		}
		if p.tok.kind != tRParen {
			if p.tok.kind != tComma {
				if p.tok.kind != tEOF {
					p.failAt(p.tok.pos, "missing ) after argument list")
				} else {
					p.unexpected()
				}
				return bad()
			}
			p.next()
		}
	}
	p.expect(tRParen)
	if p.tok.kind == tArrow && p.err == nil {
		if p.tok.nl {
			p.unexpected()
			return bad()
		}
		if p.awaitPos > 0 {
			p.failOff(p.awaitPos-1, "Illegal await-expression in formal parameters of async function")
		} else if p.awaitIdentPos > 0 {
			p.failOff(p.awaitIdentPos-1, "Unexpected reserved word")
		} else if p.yieldPos > 0 {
			p.failOff(p.yieldPos-1, "Yield expression not allowed in formal parameter")
		}
		var rest *RestElement
		if n := len(args); n > 0 {
			if sp, ok := args[n-1].(*SpreadElement); ok {
				if p.spreadComma[sp] {
					p.failAt(sp.Start, "Rest parameter must be last formal parameter")
				}
				rest = &RestElement{Span: sp.Span, Target: p.toPattern(sp.X, true, false)}
				args = args[:n-1]
			}
		}
		params := p.toParams(args, rest)
		p.yieldPos, p.awaitPos, p.awaitIdentPos = oy, oa, oai
		return p.parseArrowBody(start, params, true, noIn)
	}
	p.checkCover(&ce)
	p.yieldPos, p.awaitPos, p.awaitIdentPos = firstPos(oy, p.yieldPos), firstPos(oa, p.awaitPos), firstPos(oai, p.awaitIdentPos)
	call := &CallExpr{Span: p.span(start), Callee: callee, Args: args}
	return p.parseSubscripts(call, start, false, nil)
}

func firstPos(outer, inner int) int {
	if outer > 0 {
		return outer
	}
	return inner
}

func (p *parser) markSpreadComma(n Node) {
	if p.spreadComma == nil {
		p.spreadComma = make(map[Node]bool)
	}
	p.spreadComma[n] = true
}

// parseParenOrArrow parses a parenthesized expression or the parameters of
// an arrow function (the cover grammar): the contents are parsed as
// expressions and converted to patterns when `=>` follows.
func (p *parser) parseParenOrArrow(start Pos, canArrow, noIn bool) Expr {
	p.next() // (
	oy, oa, oai := p.yieldPos, p.awaitPos, p.awaitIdentPos
	p.yieldPos, p.awaitPos, p.awaitIdentPos = 0, 0, 0
	var ce cover
	mark := p.lists.exprs.mark()
	defer p.lists.exprs.drop(mark)
	var rest *RestElement
	trailingComma := false
	for p.tok.kind != tRParen && p.tok.kind != tEOF {
		if p.tok.kind == tEllipsis {
			rstart := p.tok.pos
			p.next()
			target := p.parseBindingTarget(false)
			if p.tok.kind == tAssign {
				p.failAt(p.tok.pos, "Rest parameter may not have a default initializer")
				return bad()
			}
			rest = &RestElement{Span: p.span(rstart), Target: target}
			if p.tok.kind != tRParen {
				p.failAt(p.tok.pos, "Rest parameter must be last formal parameter")
				return bad()
			}
			break
		}
		p.lists.exprs.push(p.parseAssign(false, &ce))
		if p.tok.kind != tComma {
			break
		}
		p.next()
		trailingComma = p.tok.kind == tRParen
	}
	items := p.lists.exprs.since(mark)
	closePos := p.tok.pos
	p.expectClose(tRParen, "")
	if p.tok.kind == tArrow && p.err == nil {
		if !canArrow {
			p.failAt(p.tok.pos, "Malformed arrow function parameter list")
			return bad()
		}
		if p.tok.nl {
			p.unexpected()
			return bad()
		}
		if p.yieldPos > 0 {
			p.failOff(p.yieldPos-1, "Yield expression not allowed in formal parameter")
		} else if p.awaitPos > 0 {
			p.failOff(p.awaitPos-1, "Illegal await-expression in formal parameters of async function")
		}
		params := p.toParams(items, rest)
		// An `await` identifier in these parameters also counts for an
		// enclosing async arrow's parameters: async (a = (await) => 1) => 2.
		p.yieldPos, p.awaitPos, p.awaitIdentPos = oy, oa, firstPos(oai, p.awaitIdentPos)
		return p.parseArrowBody(start, params, false, noIn)
	}
	if rest != nil || len(items) == 0 || trailingComma {
		// `()`, `(a,)` and `(...a)` are only arrow parameter lists.
		if p.err == nil {
			p.failAt(closePos, "Unexpected token ')'")
		}
		return bad()
	}
	p.checkCover(&ce)
	p.yieldPos, p.awaitPos, p.awaitIdentPos = firstPos(oy, p.yieldPos), firstPos(oa, p.awaitPos), firstPos(oai, p.awaitIdentPos)
	var x Expr
	if len(items) == 1 {
		x = items[0]
	} else {
		x = &SequenceExpr{Span: Span{Start: items[0].Loc().Start, End: items[len(items)-1].Loc().End}, List: p.lists.exprs.take(p, mark)}
	}
	p.markParen(x)
	return x
}

// parseArrowBody parses `=> body` given converted parameters.
func (p *parser) parseArrowBody(start Pos, params []Pattern, isAsync, noIn bool) Expr {
	outerStrict := p.strict
	outer := p.pushFunc(funcState{
		arrow: true, async: isAsync, awaitReserved: isAsync || p.fn.awaitReserved && !p.fn.staticBlock, returnOK: true,
		superCall: p.fn.superCall, superProp: p.fn.superProp, newTarget: p.fn.newTarget,
		classInit: p.fn.classInit,
	})
	p.next() // =>
	oy, oa, oai := p.yieldPos, p.awaitPos, p.awaitIdentPos
	fe, fn := p.newFuncExpr()
	fn.IsArrow = true
	fn.IsAsync = isAsync
	fn.Params = params
	p.pushScope(scopeFunc)
	simple := true
	for _, prm := range params {
		if _, ok := prm.(*Identifier); !ok {
			simple = false
		}
	}
	names := p.declareParams(params)
	if p.tok.kind == tLBrace {
		fn.Body = p.parseFunctionBody(simple)
	} else {
		fn.ExprBody = p.parseAssign(noIn, nil)
	}
	p.checkParamNames(p.lists.names.since(names), true)
	p.lists.names.drop(names)
	fn.Strict = p.strict
	fn.SimpleParams = simple
	p.popScope()
	p.popFunc(outer)
	p.strict = outerStrict
	p.yieldPos, p.awaitPos, p.awaitIdentPos = oy, oa, oai
	fn.Span = p.span(start)
	fe.Span = fn.Span
	return fe
}

// declareParams declares parameter names in the current (function) scope.
// It pushes them on p.lists.names and returns the mark to find them with
// (the caller drops them when the function ends).
func (p *parser) declareParams(params []Pattern) int {
	mark := p.lists.names.mark()
	for _, prm := range params {
		p.lists.names.items = collectNames(prm, p.lists.names.items)
	}
	for _, id := range p.lists.names.since(mark) {
		p.declare(id, bindVar)
	}
	return mark
}

// checkParamNames applies the parameter early errors once the body's
// strictness is known.
func (p *parser) checkParamNames(names []*Identifier, unique bool) {
	for i, id := range names {
		if p.strict {
			if id.Name == "eval" || id.Name == "arguments" {
				p.failAt(id.Start, "Unexpected eval or arguments in strict mode")
				return
			}
			if isStrictReserved(id.Name) {
				p.failAt(id.Start, "Unexpected strict mode reserved word")
				return
			}
		}
		if unique || p.strict {
			for _, prev := range names[:i] {
				if prev.Name == id.Name {
					p.failAt(id.Start, "Duplicate parameter name not allowed in this context")
					return
				}
			}
		}
	}
}

// parseFunctionBody parses { FunctionBody } for the current function state.
func (p *parser) parseFunctionBody(simpleParams bool) *BlockStmt {
	start := p.tok.pos
	if !p.expect(tLBrace) {
		return &BlockStmt{}
	}
	body, _ := p.parseBody(tRBrace, func(at Pos) {
		if !simpleParams {
			p.failAt(at, "Illegal 'use strict' directive in function with non-simple parameter list")
		}
	})
	p.expect(tRBrace)
	nd := p.slabs.blocks.alloc(p)
	nd.Span, nd.Body = p.span(start), body
	return nd
}
