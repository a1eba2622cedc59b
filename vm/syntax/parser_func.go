package syntax

// fnKind says what kind of function body is being parsed.
type fnKind uint8

const (
	fkNormal fnKind = iota
	fkMethod
	fkGetter
	fkSetter
	fkConstructor
	fkDerivedConstructor
)

// parseFunctionDecl parses `function name(...) {...}` (after `async`, when
// isAsync) as a declaration.
func (p *parser) parseFunctionDecl(start Pos, isAsync bool) Stmt {
	p.next() // function
	isGen := false
	if p.tok.kind == tStar {
		isGen = true
		p.next()
	}
	if p.tok.kind != tIdent {
		if p.tok.kind == tLParen {
			p.failAt(start, "Function statements require a function name")
		} else {
			p.unexpected()
		}
		return &EmptyStmt{}
	}
	name := p.parseBindingIdent(false)
	kind := bindFunction
	if p.strict || isGen || isAsync {
		kind = bindLexical
		if p.scope.kind == scopeFunc {
			kind = bindVar
		}
	}
	p.declare(name, kind)
	n := p.slabs.funcDecls.alloc(p)
	fn := &n.fn
	fn.Name, fn.IsAsync, fn.IsGenerator = name, isAsync, isGen
	p.parseFunctionRest(fn, fkNormal, false, start)
	n.decl = FunctionDecl{Span: fn.Span, Func: fn}
	return &n.decl
}

// parseFunctionExpr parses a function expression; the current token is
// `function`.
func (p *parser) parseFunctionExpr(start Pos, isAsync bool) Expr {
	p.next() // function
	isGen := false
	if p.tok.kind == tStar {
		isGen = true
		p.next()
	}
	fe, fn := p.newFuncExpr()
	fn.IsAsync, fn.IsGenerator = isAsync, isGen
	if p.tok.kind == tIdent {
		// The name is bound inside the function, so the function's own
		// generator/async-ness decides whether yield/await are allowed.
		outer := p.pushFunc(funcState{generator: isGen, async: isAsync, awaitReserved: isAsync})
		fn.Name = p.parseBindingIdent(false)
		p.popFunc(outer)
	} else if p.tok.kind != tLParen {
		p.unexpected()
		return bad()
	}
	p.parseFunctionRest(fn, fkNormal, false, start)
	fe.Span = fn.Span
	return fe
}

// parseMethod parses the parameters and body of an object or class method.
func (p *parser) parseMethod(isAsync, isGen bool, kind fnKind) *Function {
	fn := p.slabs.funcs.alloc(p)
	fn.IsAsync, fn.IsGenerator = isAsync, isGen
	p.parseFunctionRest(fn, kind, true, p.tok.pos)
	return fn
}

// parseFunctionRest parses (params) { body } into fn.
func (p *parser) parseFunctionRest(fn *Function, kind fnKind, method bool, start Pos) {
	if !p.enter() {
		return
	}
	defer p.leave()
	outerStrict := p.strict
	oy, oa, oai := p.yieldPos, p.awaitPos, p.awaitIdentPos
	p.yieldPos, p.awaitPos, p.awaitIdentPos = 0, 0, 0
	outer := p.pushFunc(funcState{
		async: fn.IsAsync, awaitReserved: fn.IsAsync, generator: fn.IsGenerator, returnOK: true,
		newTarget: true, superProp: method,
		superCall: kind == fkDerivedConstructor,
	})
	st := p.fn
	p.pushScope(scopeFunc)
	st.inParams = true
	params, simple := p.parseParams()
	st.inParams = false
	switch kind {
	case fkGetter:
		if len(params) != 0 {
			p.failAt(start, "Getter must not have any formal parameters.")
		}
	case fkSetter:
		if len(params) != 1 {
			p.failAt(start, "Setter must have exactly one formal parameter.")
		} else if _, ok := params[0].(*RestElement); ok {
			p.failAt(start, "Setter function argument must not be a rest parameter")
		}
	}
	names := p.declareParams(params)
	fn.Params = params
	wasStrict := p.strict
	fn.Body = p.parseFunctionBody(simple)
	p.checkParamNames(p.lists.names.since(names), method || !simple)
	p.lists.names.drop(names)
	if p.strict && !wasStrict && fn.Name != nil {
		// "use strict" in the body applies to the function's own name.
		if n := fn.Name.Name; n == "eval" || n == "arguments" {
			p.failAt(fn.Name.Start, "Unexpected eval or arguments in strict mode")
		} else if isStrictReserved(n) {
			p.failAt(fn.Name.Start, "Unexpected strict mode reserved word")
		}
	}
	fn.Strict = p.strict
	fn.SimpleParams = simple
	p.popScope()
	p.popFunc(outer)
	p.strict = outerStrict
	p.yieldPos, p.awaitPos, p.awaitIdentPos = oy, oa, oai
	fn.Span = p.span(start)
}

// parseParams parses ( FormalParameters ).
func (p *parser) parseParams() ([]Pattern, bool) {
	if !p.expect(tLParen) {
		return nil, true
	}
	mark := p.lists.pats.mark()
	simple := true
	for p.tok.kind != tRParen && p.tok.kind != tEOF {
		if p.tok.kind == tEllipsis {
			start := p.tok.pos
			p.next()
			target := p.parseBindingTarget(false)
			if p.tok.kind == tAssign {
				p.failAt(p.tok.pos, "Rest parameter may not have a default initializer")
			}
			p.lists.pats.push(&RestElement{Span: p.span(start), Target: target})
			simple = false
			if p.tok.kind != tRParen {
				p.failAt(p.tok.pos, "Rest parameter must be last formal parameter")
			}
			break
		}
		prm := p.parseBindingElement(false)
		if _, ok := prm.(*Identifier); !ok {
			simple = false
		}
		p.lists.pats.push(prm)
		if p.tok.kind != tRParen && !p.expect(tComma) {
			break
		}
	}
	params := p.lists.pats.take(p, mark)
	p.expect(tRParen)
	return params, simple
}

func (p *parser) parseClassDecl() Stmt {
	c := p.parseClass(true)
	if c.Name != nil {
		p.declare(c.Name, bindLexical)
	}
	return &ClassDecl{Span: c.Span, Class: c}
}

// parseClass parses a class declaration or expression. Class code is strict.
func (p *parser) parseClass(isDecl bool) *Class {
	start := p.tok.pos
	if !p.enter() {
		return &Class{}
	}
	defer p.leave()
	p.next() // class
	outerStrict := p.strict
	p.strict = true
	defer func() { p.strict = outerStrict }()
	c := &Class{}
	if p.tok.kind == tIdent {
		c.Name = p.parseBindingIdent(true)
	} else if isDecl {
		p.unexpected()
		return c
	}
	if p.tok.kind == tExtends {
		p.next()
		hstart := p.tok.pos
		c.SuperClass = p.parseLHS(nil)
		if p.isBareArrow(c.SuperClass) {
			p.failAt(hstart, "Unexpected token '=>'")
		}
	}
	if !p.expect(tLBrace) {
		return c
	}
	cs := &classState{}
	p.classes = append(p.classes, cs)
	hasCtor := false
	for p.tok.kind != tRBrace && p.tok.kind != tEOF {
		if p.tok.kind == tSemi {
			p.next()
			continue
		}
		before := p.tok.pos.Offset
		m := p.parseClassMember(c.SuperClass != nil, &hasCtor, cs)
		if m != nil {
			c.Members = append(c.Members, m)
		}
		if p.tok.pos.Offset == before && p.err == nil {
			p.unexpected()
		}
	}
	p.expect(tRBrace)
	p.classes = p.classes[:len(p.classes)-1]
	// Resolve private name uses: unresolved ones belong to an enclosing class.
	for _, u := range cs.used {
		if cs.declares(u.name) {
			continue
		}
		if n := len(p.classes); n > 0 {
			p.classes[n-1].used = append(p.classes[n-1].used, u)
		} else {
			p.failf(u.pos, "Private field '#%s' must be declared in an enclosing class", u.name)
			break
		}
	}
	c.Span = p.span(start)
	return c
}

func (cs *classState) declares(name string) bool {
	return len(cs.declared[name]) > 0
}

// usePrivate records a use of #name, checked when the class ends.
func (p *parser) usePrivate(name string, pos Pos) {
	n := len(p.classes)
	if n == 0 {
		p.failf(pos, "Private field '#%s' must be declared in an enclosing class", name)
		return
	}
	p.classes[n-1].used = append(p.classes[n-1].used, privateUse{name: name, pos: pos})
}

func (p *parser) declarePrivate(cs *classState, name string, kind ClassMemberKind, static bool, pos Pos) {
	prev := cs.declared[name]
	for _, d := range prev {
		pair := len(prev) == 1 && d.static == static &&
			(d.kind == MemberGetter && kind == MemberSetter || d.kind == MemberSetter && kind == MemberGetter)
		if !pair {
			p.failf(pos, "Identifier '#%s' has already been declared", name)
			return
		}
	}
	if cs.declared == nil {
		cs.declared = make(map[string][]privateDecl)
	}
	cs.declared[name] = append(prev, privateDecl{name: name, kind: kind, static: static})
}

// classNameEnd reports tokens after a modifier word that make it a member
// name instead (`static() {}`, `get = 1`, `async;`).
func classNameEnd(t token) bool {
	switch t.kind {
	case tLParen, tAssign, tSemi, tRBrace, tEOF:
		return true
	}
	return false
}

func (p *parser) parseClassMember(derived bool, hasCtor *bool, cs *classState) *ClassMember {
	start := p.tok.pos
	m := p.slabs.classMembers.alloc(p)
	if p.isIdent("static") {
		if t := p.peek(); !classNameEnd(t) {
			m.Static = true
			p.next()
			if p.tok.kind == tLBrace {
				m.Kind = MemberStaticBlock
				m.Body = p.parseStaticBlock()
				m.Span = p.span(start)
				return m
			}
		}
	}
	isAsync, isGen := false, false
	kind := MemberMethod
	textStart := p.tok.pos // after static: a method's source text starts here
	if p.isIdent("async") {
		if t := p.peek(); !classNameEnd(t) && !t.nl {
			isAsync = true
			p.next()
		}
	}
	if p.tok.kind == tStar {
		isGen = true
		p.next()
	}
	if !isAsync && !isGen && (p.isIdent("get") || p.isIdent("set")) {
		// `get` then `*gen() {}` on the next line is a field named get
		// (an accessor cannot be a generator, so ASI applies).
		if t := p.peek(); !classNameEnd(t) && !(t.kind == tStar && t.nl) {
			kind = MemberGetter
			if p.tok.lit == "set" {
				kind = MemberSetter
			}
			p.next()
		}
	}
	keyTok := p.tok
	key, computed := p.parsePropertyKey()
	m.Key = key
	m.Computed = computed
	priv, isPrivate := key.(*PrivateName)
	name := ""
	if !computed {
		name = propName(key)
	}
	if isPrivate && priv.Name == "constructor" {
		p.failAt(keyTok.pos, "Classes may not have a private field named '#constructor'")
		return nil
	}
	if p.tok.kind == tLParen || isAsync || isGen || kind != MemberMethod {
		fk := fkMethod
		switch kind {
		case MemberGetter:
			fk = fkGetter
		case MemberSetter:
			fk = fkSetter
		}
		if !m.Static && !isPrivate && name == "constructor" && (keyTok.kind == tIdent || keyTok.kind == tString) {
			switch {
			case kind != MemberMethod:
				p.failAt(keyTok.pos, "Class constructor may not be an accessor")
			case isGen:
				p.failAt(keyTok.pos, "Class constructor may not be a generator")
			case isAsync:
				p.failAt(keyTok.pos, "Class constructor may not be an async method")
			}
			if *hasCtor {
				p.failAt(keyTok.pos, "A class may only have one constructor")
			}
			*hasCtor = true
			kind = MemberConstructor
			fk = fkConstructor
			if derived {
				fk = fkDerivedConstructor
			}
		}
		if m.Static && !isPrivate && name == "prototype" {
			p.failAt(keyTok.pos, "Classes may not have a static property named 'prototype'")
		}
		if isPrivate {
			p.declarePrivate(cs, priv.Name, kind, m.Static, keyTok.pos)
		}
		m.Kind = kind
		m.Func = p.parseMethod(isAsync, isGen, fk)
		m.Func.TextStart = textStart
		m.Span = p.span(start)
		return m
	}
	// A field.
	if !isPrivate && !computed && name == "constructor" {
		p.failAt(keyTok.pos, "Classes may not have a field named 'constructor'")
	}
	if m.Static && !isPrivate && !computed && name == "prototype" {
		p.failAt(keyTok.pos, "Classes may not have a static property named 'prototype'")
	}
	if isPrivate {
		p.declarePrivate(cs, priv.Name, MemberField, m.Static, keyTok.pos)
	}
	m.Kind = MemberField
	if p.tok.kind == tAssign {
		p.next()
		oy, oa, oai := p.yieldPos, p.awaitPos, p.awaitIdentPos
		// Like node, `await` is an ordinary identifier in a field
		// initializer even inside an async function (it is a function
		// boundary); await expressions are not allowed.
		outer := p.pushFunc(funcState{classInit: true, superProp: true, newTarget: true})
		p.pushScope(scopeFunc)
		m.Value = p.parseAssign(false, nil)
		p.popScope()
		p.popFunc(outer)
		p.yieldPos, p.awaitPos, p.awaitIdentPos = oy, oa, oai
	}
	p.semicolon()
	m.Span = p.span(start)
	return m
}

func (p *parser) parseStaticBlock() []Stmt {
	outer := p.pushFunc(funcState{classInit: true, staticBlock: true, awaitReserved: true, superProp: true, newTarget: true})
	p.pushScope(scopeFunc)
	p.next() // {
	var body []Stmt
	for p.tok.kind != tRBrace && p.tok.kind != tEOF {
		before := p.tok.pos.Offset
		body = append(body, p.parseStatementListItem())
		if p.tok.pos.Offset == before && p.err == nil {
			p.unexpected()
		}
	}
	p.expect(tRBrace)
	p.popScope()
	p.popFunc(outer)
	return body
}
