package syntax

// cover collects errors that are only errors if an object or array literal
// stays an expression: `{a = 1}` (CoverInitializedName) and a duplicate
// __proto__ are fine once the literal becomes a destructuring pattern.
type cover struct {
	shorthandAt int // offset+1
	protoAt     int // offset+1
}

func (p *parser) checkCover(ce *cover) {
	p.checkCoverFrom(ce, Pos{})
}

// checkCoverFrom reports cover errors recorded at or after start: the
// expression starting there is not going to be a pattern. (Called for every
// operator and subscript; the test for "nothing recorded" inlines.)
func (p *parser) checkCoverFrom(ce *cover, start Pos) {
	if ce != nil && ce.shorthandAt|ce.protoAt != 0 {
		p.reportCover(ce, start)
	}
}

func (p *parser) reportCover(ce *cover, start Pos) {
	from := int(start.Offset) + 1
	if ce.shorthandAt >= from {
		p.failOff(ce.shorthandAt-1, "Invalid shorthand property initializer")
	} else if ce.protoAt >= from {
		p.failOff(ce.protoAt-1, "Duplicate __proto__ fields are not allowed in object literals")
	}
}

// bad is the placeholder expression returned after a syntax error.
func bad() Expr { return &NullLit{} }

func (p *parser) parseExpression(noIn bool) Expr {
	return p.parseExpressionCover(noIn, nil)
}

// parseExpressionCover parses Expression (a comma sequence). Cover errors go
// to ce when it is not nil.
func (p *parser) parseExpressionCover(noIn bool, ce *cover) Expr {
	start := p.tok.pos
	x := p.parseAssign(noIn, ce)
	if p.tok.kind != tComma {
		return x
	}
	mark := p.lists.exprs.mark()
	p.lists.exprs.push(x)
	for p.tok.kind == tComma && p.err == nil {
		p.next()
		p.lists.exprs.push(p.parseAssign(noIn, ce))
	}
	return &SequenceExpr{Span: p.span(start), List: p.lists.exprs.take(p, mark)}
}

// isBareArrow reports an arrow function that was not parenthesized: nothing
// may follow it as an operand.
func (p *parser) isBareArrow(x Expr) bool {
	fe, ok := x.(*FunctionExpr)
	return ok && fe.Func.IsArrow && !p.isParen(x)
}

// parseAssign parses AssignmentExpression.
func (p *parser) parseAssign(noIn bool, ce *cover) Expr {
	if !p.enter() {
		return bad()
	}
	x := p.parseAssignInner(noIn, ce)
	p.depth--
	return x
}

func (p *parser) parseAssignInner(noIn bool, ce *cover) Expr {
	if p.fn.generator && p.isIdent("yield") {
		return p.parseYield(noIn)
	}
	start := p.tok.pos
	p.assignStart = int(start.Offset)
	p.assignNoIn = noIn
	var own cover
	owned := ce == nil
	if owned {
		ce = &own
	}
	left := p.parseConditional(noIn, ce)
	if p.tok.kind.isAssign() {
		op := assignOps[p.tok.kind-tAssign]
		var target Pattern
		if op == OpAssign {
			target = p.toAssignTarget(left, "Invalid left-hand side in assignment")
			if ce.shorthandAt-1 >= int(start.Offset) {
				ce.shorthandAt = 0
			}
			if ce.protoAt-1 >= int(start.Offset) {
				ce.protoAt = 0
			}
		} else {
			target = p.simpleTarget(left, "Invalid left-hand side in assignment")
		}
		p.next()
		value := p.parseAssign(noIn, nil)
		nd := p.slabs.assigns.alloc(p)
		nd.Span, nd.Op, nd.Target, nd.Value = p.span(start), op, target, value
		return nd
	}
	if owned {
		p.checkCover(ce)
	}
	return left
}

func (p *parser) parseYield(noIn bool) Expr {
	start := p.tok.pos
	if p.fn.inParams {
		p.failAt(start, "Yield expression not allowed in formal parameter")
		return bad()
	}
	if p.yieldPos == 0 {
		p.yieldPos = int(start.Offset) + 1
	}
	p.next()
	y := &YieldExpr{}
	if !p.tok.nl {
		if p.tok.kind == tStar {
			y.Delegate = true
			p.next()
			y.X = p.parseAssign(noIn, nil)
		} else if startsExpr(p.tok.kind) {
			y.X = p.parseAssign(noIn, nil)
		}
	}
	y.Span = p.span(start)
	return y
}

// startsAwaitOperand reports tokens that, right after the identifier
// `await`, show that an await expression was meant.
func startsAwaitOperand(k tokKind) bool {
	switch k {
	case tIdent, tNumber, tBigInt, tString, tThis, tNew, tFunction, tClass, tNull, tTrue, tFalse, tImport, tSuper:
		return true
	}
	return false
}

// startsExpr reports tokens that can begin an expression operand.
func startsExpr(k tokKind) bool {
	switch k {
	case tIdent, tPrivateName, tNumber, tBigInt, tString, tTemplate, tLParen, tLBrack, tLBrace,
		tPlus, tMinus, tBang, tTilde, tInc, tDec, tSlash, tSlashAssign, tLt,
		tClass, tFunction, tNew, tThis, tSuper, tNull, tTrue, tFalse, tTypeof, tVoid, tDelete, tImport:
		return true
	}
	return false
}

func (p *parser) parseConditional(noIn bool, ce *cover) Expr {
	start := p.tok.pos
	x := p.parseBinary(noIn, ce)
	if p.tok.kind != tQuestion || p.isBareArrow(x) {
		return x
	}
	p.checkCoverFrom(ce, start)
	p.next()
	then := p.parseAssign(false, nil)
	if !p.expect(tColon) {
		return x
	}
	els := p.parseAssign(noIn, nil)
	nd := p.slabs.conds.alloc(p)
	nd.Span, nd.Test, nd.Then, nd.Else = p.span(start), x, then, els
	return nd
}

// binaryPrec returns the precedence of a binary operator token, 0 if none.
func binaryPrec(k tokKind) int { return int(binaryPrecs[k]) }

// binaryPrecs holds binaryPrec (a table: it is looked up after every operand).
var binaryPrecs = [256]uint8{
	tNullish: 1, tOrOr: 2, tAndAnd: 3, tPipe: 4, tCaret: 5, tAmp: 6,
	tEq: 7, tNe: 7, tSeq: 7, tSne: 7,
	tLt: 8, tGt: 8, tLe: 8, tGe: 8, tInstanceof: 8, tIn: 8,
	tShl: 9, tShr: 9, tUShr: 9,
	tPlus: 10, tMinus: 10,
	tStar: 11, tSlash: 11, tPercent: 11,
	tStarStar: 12,
}

var binaryOpOf = [...]Op{
	tPlus: OpAdd, tMinus: OpSub, tStar: OpMul, tSlash: OpDiv, tPercent: OpMod, tStarStar: OpExp,
	tShl: OpShl, tShr: OpShr, tUShr: OpUShr, tAmp: OpBitAnd, tPipe: OpBitOr, tCaret: OpBitXor,
	tLt: OpLess, tGt: OpGreater, tLe: OpLessEq, tGe: OpGreaterEq, tEq: OpEq, tNe: OpNotEq,
	tSeq: OpStrictEq, tSne: OpStrictNeq, tAndAnd: OpAnd, tOrOr: OpOr, tNullish: OpNullish,
	tIn: OpIn, tInstanceof: OpInstanceof,
}

func isUnaryTok(k tokKind) bool {
	switch k {
	case tBang, tTilde, tPlus, tMinus, tTypeof, tVoid, tDelete:
		return true
	}
	return false
}

func (p *parser) parseBinary(noIn bool, ce *cover) Expr {
	start := p.tok.pos
	left, unary := p.parseOperand(ce)
	return p.parseBinaryOps(left, start, 0, noIn, ce, unary)
}

// parseOperand parses a unary expression, or a private name that must be the
// left operand of `in`. It reports whether the operand is a unary
// expression (which may not be the base of `**`).
func (p *parser) parseOperand(ce *cover) (Expr, bool) {
	if p.tok.kind == tPrivateName {
		x := &PrivateName{Span: Span{Start: p.tok.pos, End: int32(p.tok.end)}, Name: p.tok.lit}
		p.usePrivate(x.Name, x.Start)
		p.next()
		if p.tok.kind != tIn {
			p.unexpected()
		}
		return x, false
	}
	unary := isUnaryTok(p.tok.kind) || p.fn.async && p.isIdent("await")
	return p.parseUnary(ce), unary
}

func (p *parser) parseBinaryOps(left Expr, start Pos, minPrec int, noIn bool, ce *cover, leftUnary bool) Expr {
	for p.err == nil {
		k := p.tok.kind
		prec := binaryPrec(k)
		if k == tIn && noIn {
			prec = 0
		}
		if prec == 0 || prec <= minPrec || p.isBareArrow(left) {
			if _, ok := left.(*PrivateName); ok {
				p.unexpected()
			}
			break
		}
		if _, ok := left.(*PrivateName); ok && k != tIn {
			p.unexpected()
			break
		}
		p.checkCoverFrom(ce, start)
		opPos := p.tok.pos
		if k == tStarStar && leftUnary {
			p.failAt(opPos, "Unary operator used immediately before exponentiation expression. Parenthesis must be used to disambiguate operator precedence")
			break
		}
		p.next()
		if !p.enter() {
			break
		}
		rstart := p.tok.pos
		right, rightUnary := p.parseOperand(nil)
		next := prec
		if k == tStarStar {
			next = prec - 1
		}
		right = p.parseBinaryOps(right, rstart, next, noIn, nil, rightUnary)
		p.leave()
		op := binaryOpOf[k]
		switch k {
		case tAndAnd, tOrOr, tNullish:
			if k == tNullish {
				if p.isMixedLogical(left, true) || p.isMixedLogical(right, true) {
					p.failAt(opPos, "Unexpected token '??'")
				}
			} else if p.isMixedLogical(left, false) || p.isMixedLogical(right, false) {
				p.failf(opPos, "Unexpected token '%s'", k)
			}
			nd := p.slabs.logicals.alloc(p)
			nd.Span, nd.Op, nd.X, nd.Y = p.span(start), op, left, right
			left = nd
		default:
			nd := p.slabs.binaries.alloc(p)
			nd.Span, nd.Op, nd.X, nd.Y = p.span(start), op, left, right
			left = nd
		}
		leftUnary = false
	}
	return left
}

// isMixedLogical reports an unparenthesized && or || operand of ?? (when
// nullish) or an unparenthesized ?? operand of && or ||.
func (p *parser) isMixedLogical(x Expr, nullish bool) bool {
	l, ok := x.(*LogicalExpr)
	if !ok || p.isParen(x) {
		return false
	}
	if nullish {
		return l.Op != OpNullish
	}
	return l.Op == OpNullish
}

func (p *parser) parseUnary(ce *cover) Expr {
	start := p.tok.pos
	k := p.tok.kind
	switch {
	case isUnaryTok(k):
		p.next()
		x := p.parseUnaryNested()
		var op Op
		switch k {
		case tBang:
			op = OpNot
		case tTilde:
			op = OpBitNot
		case tPlus:
			op = OpPos
		case tMinus:
			op = OpNeg
		case tTypeof:
			op = OpTypeof
		case tVoid:
			op = OpVoid
		case tDelete:
			op = OpDelete
			p.checkDelete(x)
		}
		nd := p.slabs.unaries.alloc(p)
		nd.Span, nd.Op, nd.X = p.span(start), op, x
		return nd
	case k == tInc || k == tDec:
		p.next()
		x := p.parseUnaryNested()
		p.simpleTarget(x, "Invalid left-hand side expression in prefix operation")
		op := OpInc
		if k == tDec {
			op = OpDec
		}
		return &UpdateExpr{Span: p.span(start), Op: op, Prefix: true, X: x}
	case k == tIdent && p.fn.async && p.isIdent("await"):
		if p.fn.inParams {
			p.failAt(start, "Illegal await-expression in formal parameters of async function")
			return bad()
		}
		if p.awaitPos == 0 {
			p.awaitPos = int(start.Offset) + 1
		}
		p.next()
		x := p.parseUnaryNested()
		return &AwaitExpr{Span: p.span(start), X: x}
	}
	return p.parsePostfix(ce)
}

// parseUnaryNested parses the operand of a prefix operator, counting the
// nesting depth.
func (p *parser) parseUnaryNested() Expr {
	if !p.enter() {
		return bad()
	}
	x := p.parseUnary(nil)
	p.depth--
	return x
}

func (p *parser) checkDelete(x Expr) {
	switch t := x.(type) {
	case *Identifier:
		if p.strict {
			p.failAt(t.Start, "Delete of an unqualified identifier in strict mode.")
		}
	case *MemberExpr:
		if _, ok := t.Property.(*PrivateName); ok {
			p.failAt(t.Property.Loc().Start, "Private fields can not be deleted")
		}
	case *ChainExpr:
		if m, ok := t.X.(*MemberExpr); ok {
			if _, ok := m.Property.(*PrivateName); ok {
				p.failAt(m.Property.Loc().Start, "Private fields can not be deleted")
			}
		}
	}
}

func (p *parser) parsePostfix(ce *cover) Expr {
	start := p.tok.pos
	x := p.parseLHS(ce)
	if (p.tok.kind == tInc || p.tok.kind == tDec) && !p.tok.nl && !p.isBareArrow(x) {
		p.checkCoverFrom(ce, start)
		p.simpleTarget(x, "Invalid left-hand side expression in postfix operation")
		op := OpInc
		if p.tok.kind == tDec {
			op = OpDec
		}
		p.next()
		return &UpdateExpr{Span: p.span(start), Op: op, X: x}
	}
	return x
}

// parseLHS parses a LeftHandSideExpression (new, call, member, optional
// chain).
func (p *parser) parseLHS(ce *cover) Expr {
	start := p.tok.pos
	var x Expr
	switch p.tok.kind {
	case tNew:
		x = p.parseNew()
	case tSuper:
		x = p.parseSuper()
	case tImport:
		x = p.parseImportExpr()
	default:
		x = p.parsePrimary(ce)
	}
	return p.parseSubscripts(x, start, false, ce)
}

func (p *parser) parseSuper() Expr {
	start := p.tok.pos
	p.next()
	switch p.tok.kind {
	case tLParen:
		if !p.fn.superCall {
			p.failAt(start, "'super' keyword unexpected here")
		}
	case tDot, tLBrack:
		if !p.fn.superProp {
			p.failAt(start, "'super' keyword unexpected here")
		}
	default:
		p.failAt(start, "'super' keyword unexpected here")
	}
	return &SuperExpr{Span: p.span(start)}
}

func (p *parser) parseImportExpr() Expr {
	start := p.tok.pos
	p.next()
	if p.tok.kind == tDot {
		p.next()
		if p.isIdent("meta") {
			p.failAt(start, "Cannot use 'import.meta' outside a module")
		} else {
			p.unexpected()
		}
		return bad()
	}
	if p.tok.kind != tLParen {
		p.unexpected()
		return bad()
	}
	p.next()
	if p.tok.kind == tRParen {
		p.failAt(start, "import() requires a specifier")
		return bad()
	}
	ic := &ImportCall{}
	ic.Source = p.parseAssign(false, nil)
	if p.tok.kind == tComma {
		p.next()
		if p.tok.kind != tRParen {
			ic.Options = p.parseAssign(false, nil)
			if p.tok.kind == tComma {
				p.next()
			}
		}
	}
	p.expectClose(tRParen, "missing ) after argument list")
	ic.Span = p.span(start)
	return ic
}

func (p *parser) parseNew() Expr {
	start := p.tok.pos
	p.next()
	if p.tok.kind == tDot {
		p.next()
		if p.isIdent("target") {
			p.next()
			if !p.fn.newTarget {
				p.failAt(start, "new.target expression is not allowed here")
			}
			return &MetaProperty{Span: p.span(start), Meta: "new", Property: "target"}
		}
		p.unexpected()
		return bad()
	}
	cstart := p.tok.pos
	var callee Expr
	switch p.tok.kind {
	case tNew:
		if !p.enter() {
			return bad()
		}
		callee = p.parseNew()
		p.depth--
	case tSuper:
		callee = p.parseSuper()
		if p.tok.kind == tLParen {
			p.failAt(cstart, "'super' keyword unexpected here")
		}
	case tImport:
		p.failAt(cstart, "Cannot use new with import")
		return bad()
	default:
		callee = p.parsePrimary(nil)
	}
	if p.isBareArrow(callee) {
		p.unexpected()
		return bad()
	}
	callee = p.parseSubscripts(callee, cstart, true, nil)
	var args []Expr
	if p.tok.kind == tLParen {
		args = p.parseArguments()
	}
	nd := p.slabs.news.alloc(p)
	nd.Span, nd.Callee, nd.Args = p.span(start), callee, args
	return nd
}

// parseSubscripts parses member accesses, calls, optional chains and tagged
// templates after x. With noCall (the callee of new) it stops at calls.
func (p *parser) parseSubscripts(x Expr, start Pos, noCall bool, ce *cover) Expr {
	if p.isBareArrow(x) {
		return x
	}
	if id, ok := x.(*Identifier); ok && !noCall && id.Name == "async" && p.tok.kind == tLParen && !p.tok.nl &&
		int(id.End) == p.prevEnd && int(id.End)-int(id.Start.Offset) == 5 && !p.isParen(id) {
		return p.parseAsyncCallOrArrow(id, start)
	}
	inChain := false
loop:
	for p.err == nil {
		switch p.tok.kind {
		case tDot:
			p.checkCoverFrom(ce, start)
			p.next()
			if _, ok := x.(*SuperExpr); ok && p.tok.kind == tPrivateName {
				p.failAt(p.tok.pos, "Unexpected private field")
				break loop
			}
			prop := p.parseMemberName()
			nd := p.slabs.members.alloc(p)
			nd.Span, nd.Object, nd.Property = p.span(start), x, prop
			x = nd
		case tQuestionDot:
			if noCall {
				p.failAt(p.tok.pos, "Invalid optional chain from new expression")
				break loop
			}
			p.checkCoverFrom(ce, start)
			inChain = true
			p.next()
			switch p.tok.kind {
			case tLParen:
				args := p.parseArguments()
				x = &CallExpr{Span: p.span(start), Callee: x, Args: args, Optional: true}
			case tLBrack:
				p.next()
				prop := p.parseExpression(false)
				p.expect(tRBrack)
				x = &MemberExpr{Span: p.span(start), Object: x, Property: prop, Computed: true, Optional: true}
			case tTemplate:
				p.failAt(p.tok.pos, "Invalid tagged template on optional chain")
				break loop
			default:
				prop := p.parseMemberName()
				x = &MemberExpr{Span: p.span(start), Object: x, Property: prop, Optional: true}
			}
		case tLBrack:
			p.checkCoverFrom(ce, start)
			p.next()
			prop := p.parseExpression(false)
			p.expect(tRBrack)
			nd := p.slabs.members.alloc(p)
			nd.Span, nd.Object, nd.Property, nd.Computed = p.span(start), x, prop, true
			x = nd
		case tLParen:
			if noCall {
				break loop
			}
			p.checkCoverFrom(ce, start)
			args := p.parseArguments()
			nd := p.slabs.calls.alloc(p)
			nd.Span, nd.Callee, nd.Args = p.span(start), x, args
			x = nd
		case tTemplate:
			if inChain {
				p.failAt(p.tok.pos, "Invalid tagged template on optional chain")
				break loop
			}
			p.checkCoverFrom(ce, start)
			q := p.parseTemplate(true)
			x = &TaggedTemplate{Span: p.span(start), Tag: x, Quasi: q}
		default:
			break loop
		}
	}
	if inChain {
		x = &ChainExpr{Span: p.span(start), X: x}
	}
	return x
}

// parseMemberName parses the name after '.' or '?.': any IdentifierName or a
// private name.
func (p *parser) parseMemberName() Expr {
	if p.tok.kind == tPrivateName {
		x := &PrivateName{Span: Span{Start: p.tok.pos, End: int32(p.tok.end)}, Name: p.tok.lit}
		p.usePrivate(x.Name, x.Start)
		p.next()
		return x
	}
	if p.tok.kind == tIdent || p.tok.kind.isKeyword() {
		return p.parseIdentName()
	}
	p.unexpected()
	return &Identifier{}
}

// parseIdentName parses an IdentifierName (reserved words allowed).
func (p *parser) parseIdentName() *Identifier {
	name := p.tok.lit
	if p.tok.kind != tIdent {
		name = p.tok.kind.String()
	}
	id := p.newIdent(Span{Start: p.tok.pos, End: int32(p.tok.end)}, name)
	p.next()
	return id
}

func (p *parser) parseArguments() []Expr {
	p.next() // (
	mark := p.lists.exprs.mark()
	for p.tok.kind != tRParen && p.tok.kind != tEOF {
		var arg Expr
		if p.tok.kind == tEllipsis {
			start := p.tok.pos
			p.next()
			x := p.parseAssign(false, nil)
			nd := p.slabs.spreads.alloc(p)
			nd.Span, nd.X = p.span(start), x
			arg = nd
		} else {
			arg = p.parseAssign(false, nil)
		}
		p.lists.exprs.push(arg)
		if p.tok.kind != tRParen {
			if p.tok.kind != tComma {
				if p.tok.kind != tEOF {
					p.failAt(p.tok.pos, "missing ) after argument list")
				} else {
					p.unexpected()
				}
				break
			}
			p.next()
		}
	}
	args := p.lists.exprs.take(p, mark)
	p.expect(tRParen)
	return args
}

// parsePrimary parses a PrimaryExpression (and arrow functions, which start
// like one).
func (p *parser) parsePrimary(ce *cover) Expr {
	start := p.tok.pos
	canArrow := int(start.Offset) == p.assignStart
	noIn := canArrow && p.assignNoIn
	t := &p.tok
	switch t.kind {
	case tIdent:
		if t.lit == "async" && !t.escaped {
			p.next()
			if p.tok.kind == tFunction && !p.tok.nl {
				return p.parseFunctionExpr(start, true)
			}
			if p.tok.kind == tIdent && !p.tok.nl && canArrow && p.peek().kind == tArrow {
				// async x => ...
				if p.isIdent("await") {
					p.failAt(p.tok.pos, "Unexpected reserved word")
					return bad()
				}
				param := p.parseBindingIdent(false)
				if p.tok.kind != tArrow || p.tok.nl {
					p.unexpected()
					return bad()
				}
				return p.parseArrowBody(start, p.oneParam(param), true, noIn)
			}
			id := &Identifier{Span: p.span(start), Name: "async"}
			p.checkIdentRef(id, false)
			return id
		}
		id := p.parseIdentRef()
		if id.Name == "await" && !p.tok.nl && p.err == nil && startsAwaitOperand(p.tok.kind) {
			// A common mistake: await in a function that is not async.
			p.failAt(id.Start, "await is only valid in async functions and the top level bodies of modules")
			return bad()
		}
		if p.tok.kind == tArrow && p.err == nil {
			if !canArrow {
				p.failAt(p.tok.pos, "Malformed arrow function parameter list")
				return bad()
			}
			if p.tok.nl {
				p.unexpected()
				return bad()
			}
			p.checkBindingName(id, false)
			return p.parseArrowBody(start, p.oneParam(id), false, noIn)
		}
		return id
	case tNumber:
		if t.octal && p.strict {
			if t.lit[1] >= '8' || hasNonOctalDigit(t.lit) {
				p.failAt(start, "Decimals with leading zeros are not allowed in strict mode.")
			} else {
				p.failAt(start, "Octal literals are not allowed in strict mode.")
			}
		}
		x := p.slabs.numbers.alloc(p)
		x.Span, x.Value, x.Raw = Span{Start: start, End: int32(t.end)}, t.num, t.lit
		p.next()
		return x
	case tBigInt:
		x := &BigIntLit{Span: Span{Start: start, End: int32(t.end)}, Digits: t.lit}
		p.next()
		return x
	case tString:
		return p.parseStringLit()
	case tTemplate:
		return p.parseTemplate(false)
	case tSlash, tSlashAssign:
		return p.parseRegExp()
	case tTrue, tFalse:
		x := &BoolLit{Span: Span{Start: start, End: int32(t.end)}, Value: t.kind == tTrue}
		p.next()
		return x
	case tNull:
		x := &NullLit{Span: Span{Start: start, End: int32(t.end)}}
		p.next()
		return x
	case tThis:
		x := &ThisExpr{Span: Span{Start: start, End: int32(t.end)}}
		p.next()
		return x
	case tLParen:
		return p.parseParenOrArrow(start, canArrow, noIn)
	case tLBrack:
		return p.parseArrayLit(ce)
	case tLBrace:
		return p.parseObjectLit(ce)
	case tFunction:
		return p.parseFunctionExpr(start, false)
	case tClass:
		c := p.parseClass(false)
		return &ClassExpr{Span: c.Span, Class: c}
	}
	p.unexpected()
	return bad()
}

// parseIdentRef parses an IdentifierReference.
func (p *parser) parseIdentRef() *Identifier {
	if p.tok.kind != tIdent {
		p.unexpected()
		return &Identifier{}
	}
	id := p.newIdent(Span{Start: p.tok.pos, End: int32(p.tok.end)}, p.tok.lit)
	escaped := p.tok.escaped
	p.next()
	p.checkIdentRef(id, escaped)
	return id
}

// checkIdentRef applies the early errors of IdentifierReference.
func (p *parser) checkIdentRef(id *Identifier, escaped bool) {
	name := id.Name
	if escaped && keywordKind(name) != tIdent {
		p.failAt(id.Start, "Keyword must not contain escaped characters")
		return
	}
	switch name {
	case "yield":
		if p.fn.generator || p.strict {
			if p.strict {
				p.failAt(id.Start, "Unexpected strict mode reserved word")
			} else {
				p.failAt(id.Start, "Unexpected identifier 'yield'")
			}
		}
		if p.fn.inParams && p.fn.generator {
			p.failAt(id.Start, "Yield expression not allowed in formal parameter")
		}
	case "await":
		if p.fn.awaitReserved || p.fn.async {
			if !p.fn.async && !p.tok.nl && startsAwaitOperand(p.tok.kind) {
				// `await x` in a callback that is not async.
				p.failAt(id.Start, "await is only valid in async functions and the top level bodies of modules")
			} else {
				p.failAt(id.Start, "Unexpected reserved word")
			}
		}
		if p.awaitIdentPos == 0 {
			p.awaitIdentPos = int(id.Start.Offset) + 1
		}
	case "arguments":
		if p.fn.classInit {
			p.failAt(id.Start, "'arguments' is not allowed in class field initializer or static initialization block")
		}
	default:
		if p.strict && isStrictReserved(name) {
			p.failAt(id.Start, "Unexpected strict mode reserved word")
		}
	}
}

// checkBindingName applies the early errors of BindingIdentifier.
func (p *parser) checkBindingName(id *Identifier, lexical bool) {
	p.checkIdentRef(id, false)
	if p.strict && (id.Name == "eval" || id.Name == "arguments") {
		p.failAt(id.Start, "Unexpected eval or arguments in strict mode")
	}
	if lexical && id.Name == "let" {
		p.failAt(id.Start, "let is disallowed as a lexically bound name")
	}
}

// parseBindingIdent parses a BindingIdentifier; lexical bindings may not be
// named let.
func (p *parser) parseBindingIdent(lexical bool) *Identifier {
	if p.tok.kind != tIdent {
		p.unexpected()
		return &Identifier{}
	}
	id := p.newIdent(Span{Start: p.tok.pos, End: int32(p.tok.end)}, p.tok.lit)
	if p.tok.escaped && keywordKind(id.Name) != tIdent {
		p.failAt(id.Start, "Keyword must not contain escaped characters")
	}
	p.next()
	p.checkBindingName(id, lexical)
	return id
}
