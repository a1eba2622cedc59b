package syntax

import "fmt"

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
// expression starting there is not going to be a pattern.
func (p *parser) checkCoverFrom(ce *cover, start Pos) {
	if ce == nil {
		return
	}
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
	return &SequenceExpr{Span: p.span(start), List: p.lists.exprs.take(mark)}
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
		return &AssignExpr{Span: p.span(start), Op: op, Target: target, Value: value}
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
	return &CondExpr{Span: p.span(start), Test: x, Then: then, Else: els}
}

// binaryPrec returns the precedence of a binary operator token, 0 if none.
func binaryPrec(k tokKind) int {
	switch k {
	case tNullish:
		return 1
	case tOrOr:
		return 2
	case tAndAnd:
		return 3
	case tPipe:
		return 4
	case tCaret:
		return 5
	case tAmp:
		return 6
	case tEq, tNe, tSeq, tSne:
		return 7
	case tLt, tGt, tLe, tGe, tInstanceof, tIn:
		return 8
	case tShl, tShr, tUShr:
		return 9
	case tPlus, tMinus:
		return 10
	case tStar, tSlash, tPercent:
		return 11
	case tStarStar:
		return 12
	}
	return 0
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
			left = &LogicalExpr{Span: p.span(start), Op: op, X: left, Y: right}
		default:
			b := p.slabs.binaries.alloc()
			b.Span = p.span(start)
			b.Op = op
			b.X = left
			b.Y = right
			left = b
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
		return &UnaryExpr{Span: p.span(start), Op: op, X: x}
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
	return &NewExpr{Span: p.span(start), Callee: callee, Args: args}
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
			m := p.slabs.members.alloc()
			m.Span = p.span(start)
			m.Object = x
			m.Property = prop
			x = m
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
			x = &MemberExpr{Span: p.span(start), Object: x, Property: prop, Computed: true}
		case tLParen:
			if noCall {
				break loop
			}
			p.checkCoverFrom(ce, start)
			args := p.parseArguments()
			c := p.slabs.calls.alloc()
			c.Span = p.span(start)
			c.Callee = x
			c.Args = args
			x = c
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
			arg = &SpreadElement{Span: p.span(start), X: x}
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
	args := p.lists.exprs.take(mark)
	p.expect(tRParen)
	return args
}

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
				param := p.parseBindingIdentIn(false)
				if p.tok.kind != tArrow || p.tok.nl {
					p.unexpected()
					return bad()
				}
				return p.parseArrowBody(start, []Pattern{param}, true, noIn)
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
			return p.parseArrowBody(start, []Pattern{id}, false, noIn)
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
		x := p.slabs.numbers.alloc()
		x.Span = Span{Start: start, End: int32(t.end)}
		x.Value = t.num
		x.Raw = t.lit
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

func hasNonOctalDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '8' || s[i] == '9' || s[i] == '.' || s[i] == 'e' || s[i] == 'E' {
			return true
		}
	}
	return false
}

func (p *parser) parseStringLit() *StringLit {
	t := &p.tok
	if t.octal && p.strict {
		if c := p.lx.src[t.octalAt+1]; c == '8' || c == '9' {
			p.failOff(t.octalAt, "\\8 and \\9 are not allowed in strict mode.")
		} else {
			p.failOff(t.octalAt, "Octal escape sequences are not allowed in strict mode.")
		}
	}
	x := p.slabs.strings.alloc()
	x.Span = Span{Start: t.pos, End: int32(t.end)}
	x.Value = t.lit
	p.next()
	return x
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
			p.failAt(id.Start, "Unexpected reserved word")
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

func (p *parser) parseBindingIdent(lexical bool) *Identifier {
	return p.parseBindingIdentIn(lexical)
}

func (p *parser) parseBindingIdentIn(lexical bool) *Identifier {
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

// parseParenOrArrow parses a parenthesized expression or the parameters of
// an arrow function (the cover grammar): the contents are parsed as
// expressions and converted to patterns when `=>` follows.
func (p *parser) parseParenOrArrow(start Pos, canArrow, noIn bool) Expr {
	p.next() // (
	oy, oa, oai := p.yieldPos, p.awaitPos, p.awaitIdentPos
	p.yieldPos, p.awaitPos, p.awaitIdentPos = 0, 0, 0
	var ce cover
	var items []Expr
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
		items = append(items, p.parseAssign(false, &ce))
		if p.tok.kind != tComma {
			break
		}
		p.next()
		trailingComma = p.tok.kind == tRParen
	}
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
		if p.err == nil {
			if rest != nil || len(items) == 0 {
				p.failAt(closePos, "Unexpected token ')'")
			} else {
				p.failAt(closePos, "Unexpected token ')'")
			}
		}
		return bad()
	}
	p.checkCover(&ce)
	p.yieldPos, p.awaitPos, p.awaitIdentPos = firstPos(oy, p.yieldPos), firstPos(oa, p.awaitPos), firstPos(oai, p.awaitIdentPos)
	var x Expr
	if len(items) == 1 {
		x = items[0]
	} else {
		x = &SequenceExpr{Span: Span{Start: items[0].Loc().Start, End: items[len(items)-1].Loc().End}, List: items}
	}
	p.markParen(x)
	return x
}

// parseArrowBody parses `=> body` given converted parameters.
func (p *parser) parseArrowBody(start Pos, params []Pattern, isAsync, noIn bool) Expr {
	outer := p.fn
	outerStrict := p.strict
	st := &funcState{
		arrow: true, async: isAsync, awaitReserved: isAsync || outer.awaitReserved && !outer.staticBlock, returnOK: true,
		superCall: outer.superCall, superProp: outer.superProp, newTarget: outer.newTarget,
		classInit: outer.classInit,
	}
	p.next() // =>
	oy, oa, oai := p.yieldPos, p.awaitPos, p.awaitIdentPos
	fn := &Function{IsArrow: true, IsAsync: isAsync, Params: params}
	p.fn = st
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
	p.checkParamNames(names, true)
	fn.Strict = p.strict
	fn.SimpleParams = simple
	p.popScope()
	p.fn = outer
	p.strict = outerStrict
	p.yieldPos, p.awaitPos, p.awaitIdentPos = oy, oa, oai
	fn.Span = p.span(start)
	return &FunctionExpr{Span: fn.Span, Func: fn}
}

// declareParams declares parameter names in the current (function) scope and
// returns them.
func (p *parser) declareParams(params []Pattern) []*Identifier {
	var names []*Identifier
	for _, prm := range params {
		names = collectNames(prm, names)
	}
	for _, id := range names {
		p.declare(id, bindVar)
	}
	return names
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
	return &BlockStmt{Span: p.span(start), Body: body}
}

func (p *parser) parseArrayLit(ce *cover) Expr {
	start := p.tok.pos
	var own cover
	owned := ce == nil
	if owned {
		ce = &own
	}
	p.next()
	arr := &ArrayLit{}
	mark := p.lists.exprs.mark()
	for p.tok.kind != tRBrack && p.tok.kind != tEOF {
		if p.tok.kind == tComma {
			p.next()
			p.lists.exprs.push(nil)
			continue
		}
		var el Expr
		if p.tok.kind == tEllipsis {
			sstart := p.tok.pos
			p.next()
			x := p.parseAssign(false, ce)
			sp := &SpreadElement{Span: p.span(sstart), X: x}
			if p.tok.kind == tComma {
				p.markSpreadComma(sp)
			}
			el = sp
		} else {
			el = p.parseAssign(false, ce)
		}
		p.lists.exprs.push(el)
		if p.tok.kind != tRBrack {
			if !p.expect(tComma) {
				break
			}
		}
	}
	arr.Elements = p.lists.exprs.take(mark)
	p.expect(tRBrack)
	arr.Span = p.span(start)
	if owned {
		p.checkCover(ce)
	}
	return arr
}

func (p *parser) parseObjectLit(ce *cover) Expr {
	start := p.tok.pos
	var own cover
	owned := ce == nil
	if owned {
		ce = &own
	}
	p.next()
	obj := &ObjectLit{}
	sawProto := false
	mark := p.lists.props.mark()
	for p.tok.kind != tRBrace && p.tok.kind != tEOF {
		before := p.tok.pos.Offset
		var prop *Property
		if p.tok.kind == tEllipsis {
			sstart := p.tok.pos
			p.next()
			v := p.parseAssign(false, ce)
			prop = &Property{Span: p.span(sstart), Kind: PropSpread, Value: v}
			if p.tok.kind == tComma {
				p.markSpreadComma(prop)
			}
		} else {
			prop = p.parseProperty(ce, &sawProto)
		}
		p.lists.props.push(prop)
		if p.tok.kind != tRBrace {
			if !p.expect(tComma) {
				break
			}
		}
		if p.tok.pos.Offset == before && p.err == nil {
			p.unexpected()
		}
	}
	obj.Props = p.lists.props.take(mark)
	p.expect(tRBrace)
	obj.Span = p.span(start)
	if owned {
		p.checkCover(ce)
	}
	return obj
}

// isModifierFollower reports tokens after `get`/`set`/`async`/`static`
// that make the word a property name instead of a modifier.
func isNameEnd(k tokKind) bool {
	switch k {
	case tComma, tColon, tLParen, tRBrace, tAssign, tSemi, tEOF:
		return true
	}
	return false
}

func (p *parser) parseProperty(ce *cover, sawProto *bool) *Property {
	start := p.tok.pos
	isAsync, isGen := false, false
	kind := PropInit
	if p.isIdent("async") {
		if t := p.peek(); !isNameEnd(t.kind) && !t.nl {
			isAsync = true
			p.next()
		}
	}
	if p.tok.kind == tStar {
		isGen = true
		p.next()
	}
	if !isAsync && !isGen && (p.isIdent("get") || p.isIdent("set")) {
		if t := p.peek(); !isNameEnd(t.kind) {
			kind = PropGet
			if p.tok.lit == "set" {
				kind = PropSet
			}
			p.next()
		}
	}
	keyTok := p.tok
	key, computed := p.parsePropertyKey()
	if _, ok := key.(*PrivateName); ok {
		p.failAt(keyTok.pos, fmt.Sprintf("Unexpected identifier '#%s'", keyTok.lit))
		return &Property{}
	}
	if isAsync || isGen || kind != PropInit || p.tok.kind == tLParen {
		fk := fkMethod
		switch kind {
		case PropGet:
			fk = fkGetter
		case PropSet:
			fk = fkSetter
		}
		fn := p.parseMethod(isAsync, isGen, fk)
		return &Property{Span: p.span(start), Kind: kind, Key: key, Computed: computed,
			Value: &FunctionExpr{Span: fn.Span, Func: fn}, Method: kind == PropInit}
	}
	if p.tok.kind == tColon {
		p.next()
		v := p.parseAssign(false, ce)
		if !computed && propName(key) == "__proto__" {
			if *sawProto {
				if ce.protoAt == 0 {
					ce.protoAt = int(keyTok.pos.Offset) + 1
				}
			}
			*sawProto = true
		}
		prop := p.slabs.props.alloc()
		*prop = Property{Span: p.span(start), Kind: PropInit, Key: key, Computed: computed, Value: v}
		return prop
	}
	// Shorthand `a` or `a = default` (the latter only valid as a pattern).
	if keyTok.kind != tIdent {
		if keyTok.kind.isKeyword() {
			p.unexpectedAt(keyTok)
		} else {
			p.unexpected()
		}
		return &Property{}
	}
	id := key.(*Identifier)
	ref := p.newIdent(id.Span, id.Name)
	p.checkIdentRef(ref, keyTok.escaped)
	if p.tok.kind == tAssign {
		if ce.shorthandAt == 0 {
			ce.shorthandAt = int(p.tok.pos.Offset) + 1
		}
		p.next()
		def := p.parseAssign(false, nil)
		v := &AssignExpr{Span: p.span(start), Op: OpAssign, Target: ref, Value: def}
		return &Property{Span: p.span(start), Kind: PropInit, Key: key, Value: v, Shorthand: true}
	}
	prop := p.slabs.props.alloc()
	*prop = Property{Span: p.span(start), Kind: PropInit, Key: key, Value: ref, Shorthand: true}
	return prop
}

// propName returns the static name of a non-computed key.
func propName(key Expr) string {
	switch k := key.(type) {
	case *Identifier:
		return k.Name
	case *StringLit:
		return k.Value
	}
	return ""
}

// parsePropertyKey parses a property name: identifier name, string, number,
// bigint, [computed] or #private.
func (p *parser) parsePropertyKey() (Expr, bool) {
	t := &p.tok
	start := t.pos
	switch {
	case t.kind == tIdent || t.kind.isKeyword():
		return p.parseIdentName(), false
	case t.kind == tString:
		return p.parseStringLit(), false
	case t.kind == tNumber:
		if t.octal && p.strict {
			p.failAt(start, "Octal literals are not allowed in strict mode.")
		}
		x := &NumberLit{Span: Span{Start: start, End: int32(t.end)}, Value: t.num, Raw: t.lit}
		p.next()
		return x, false
	case t.kind == tBigInt:
		x := &BigIntLit{Span: Span{Start: start, End: int32(t.end)}, Digits: t.lit}
		p.next()
		return x, false
	case t.kind == tPrivateName:
		x := &PrivateName{Span: Span{Start: start, End: int32(t.end)}, Name: t.lit}
		p.next()
		return x, false
	case t.kind == tLBrack:
		p.next()
		x := p.parseAssign(false, nil)
		p.expect(tRBrack)
		return x, true
	}
	p.unexpected()
	return &Identifier{}, false
}

// parseTemplate parses a template literal starting at the current template
// token. Invalid escapes are errors unless tagged (then Cooked is nil).
func (p *parser) parseTemplate(tagged bool) *TemplateLit {
	start := p.tok.pos
	tl := &TemplateLit{}
	mark := p.lists.exprs.mark()
	for {
		t := &p.tok
		if t.kind != tTemplate {
			p.unexpected()
			break
		}
		es := t.pos
		es.Offset++
		es.Col++
		end := t.end - 2
		if t.tail {
			end = t.end - 1
		}
		el := &TemplateElement{Span: Span{Start: es, End: int32(end)}, Raw: t.raw}
		if t.badEscape {
			if !tagged {
				p.failOff(t.badAt, templateEscapeMsg(p.lx.src, t.badAt))
				break
			}
		} else {
			cooked := t.lit
			el.Cooked = &cooked
		}
		tl.Quasis = append(tl.Quasis, el)
		if t.tail {
			p.next()
			break
		}
		p.next()
		p.lists.exprs.push(p.parseExpression(false))
		if p.tok.kind != tRBrace {
			p.unexpected()
			break
		}
		p.tok.badEscape = false
		p.tok.tail = false
		p.lx.scanTemplate(&p.tok)
		p.tok.end = p.lx.pos
		if p.lx.failed && p.err == nil {
			p.err = &Error{Pos: posOf(p.lx.src, p.lx.errAt), Msg: p.lx.errMsg}
			p.tok.kind = tEOF
		}
	}
	tl.Exprs = p.lists.exprs.take(mark)
	tl.Span = p.span(start)
	for len(tl.Quasis) <= len(tl.Exprs) {
		tl.Quasis = append(tl.Quasis, &TemplateElement{})
	}
	return tl
}

func templateEscapeMsg(src string, at int) string {
	if at+1 < len(src) {
		switch c := src[at+1]; {
		case c == 'x':
			return "Invalid hexadecimal escape sequence"
		case c == 'u':
			return "Invalid Unicode escape sequence"
		case c == '8' || c == '9':
			return "\\8 and \\9 are not allowed in template strings."
		case c >= '0' && c <= '7':
			return "Octal escape sequences are not allowed in template strings."
		}
	}
	return "Invalid escape sequence in template"
}

func (p *parser) parseRegExp() Expr {
	p.lx.scanRegExp(&p.tok)
	if p.lx.failed {
		if p.err == nil {
			p.err = &Error{Pos: posOf(p.lx.src, p.lx.errAt), Msg: p.lx.errMsg}
		}
		p.tok.kind = tEOF
		return bad()
	}
	t := &p.tok
	x := &RegExpLit{Span: Span{Start: t.pos, End: int32(t.end)}, Pattern: t.lit, Flags: t.raw}
	if !validFlags(x.Flags) {
		p.failAt(t.pos, fmt.Sprintf("Invalid regular expression flags"))
		return bad()
	}
	if msg := validateRegExp(x.Pattern, x.Flags); msg != "" {
		p.failAt(t.pos, fmt.Sprintf("Invalid regular expression: /%s/%s: %s", x.Pattern, x.Flags, msg))
		return bad()
	}
	p.next()
	return x
}

func validFlags(flags string) bool {
	seen := 0
	for i := 0; i < len(flags); i++ {
		var bit int
		switch flags[i] {
		case 'd':
			bit = 1
		case 'g':
			bit = 2
		case 'i':
			bit = 4
		case 'm':
			bit = 8
		case 's':
			bit = 16
		case 'u':
			bit = 32
		case 'v':
			bit = 64
		case 'y':
			bit = 128
		default:
			return false
		}
		if seen&bit != 0 {
			return false
		}
		seen |= bit
	}
	return seen&(32|64) != 32|64
}
