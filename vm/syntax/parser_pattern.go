package syntax

// Patterns: binding patterns parsed directly (declarations, parameters,
// catch), and expressions reinterpreted as patterns (assignment targets and
// arrow parameters, the cover grammar).

const invalidTarget = "Invalid destructuring assignment target"

// parseBindingTarget parses a BindingIdentifier or BindingPattern.
func (p *parser) parseBindingTarget(lexical bool) Pattern {
	switch p.tok.kind {
	case tLBrace:
		return p.parseObjectBinding(lexical)
	case tLBrack:
		return p.parseArrayBinding(lexical)
	case tIdent:
		return p.parseBindingIdent(lexical)
	}
	p.unexpected()
	return &Identifier{}
}

// parseBindingElement parses a binding target with an optional default.
func (p *parser) parseBindingElement(lexical bool) Pattern {
	start := p.tok.pos
	target := p.parseBindingTarget(lexical)
	if p.tok.kind != tAssign {
		return target
	}
	p.next()
	def := p.parseAssign(false, nil)
	nd := p.slabs.assignPats.alloc(p)
	nd.Span, nd.Target, nd.Default = p.span(start), target, def
	return nd
}

func (p *parser) parseObjectBinding(lexical bool) Pattern {
	start := p.tok.pos
	if !p.enter() {
		return &Identifier{}
	}
	defer p.leave()
	p.next()
	op := p.slabs.objPats.alloc(p)
	mark := p.lists.pprops.mark()
	for p.tok.kind != tRBrace && p.tok.kind != tEOF {
		if p.tok.kind == tEllipsis {
			p.next()
			op.Rest = p.parseBindingIdent(lexical)
			if p.tok.kind != tRBrace {
				p.failAt(p.tok.pos, "Rest element must be last element")
			}
			break
		}
		pstart := p.tok.pos
		keyTok := p.tok
		key, computed := p.parsePropertyKey()
		if _, ok := key.(*PrivateName); ok {
			p.failAt(keyTok.pos, "Unexpected identifier '#"+keyTok.lit+"'")
			break
		}
		prop := p.slabs.patProps.alloc(p)
		prop.Key, prop.Computed = key, computed
		if p.tok.kind == tColon {
			p.next()
			prop.Value = p.parseBindingElement(lexical)
		} else {
			if keyTok.kind != tIdent {
				p.unexpectedAt(keyTok)
				break
			}
			id := key.(*Identifier)
			ref := p.newIdent(id.Span, id.Name)
			if keyTok.escaped && keywordKind(id.Name) != tIdent {
				p.failAt(id.Start, "Keyword must not contain escaped characters")
			}
			p.checkBindingName(ref, lexical)
			prop.Shorthand = true
			prop.Value = ref
			if p.tok.kind == tAssign {
				p.next()
				def := p.parseAssign(false, nil)
				nd := p.slabs.assignPats.alloc(p)
				nd.Span, nd.Target, nd.Default = p.span(pstart), ref, def
				prop.Value = nd
			}
		}
		prop.Span = p.span(pstart)
		p.lists.pprops.push(prop)
		if p.tok.kind != tRBrace && !p.expect(tComma) {
			break
		}
	}
	op.Props = p.lists.pprops.take(p, mark)
	p.expect(tRBrace)
	op.Span = p.span(start)
	return op
}

func (p *parser) parseArrayBinding(lexical bool) Pattern {
	start := p.tok.pos
	if !p.enter() {
		return &Identifier{}
	}
	defer p.leave()
	p.next()
	ap := &ArrayPattern{}
	mark := p.lists.pats.mark()
	for p.tok.kind != tRBrack && p.tok.kind != tEOF {
		if p.tok.kind == tComma {
			p.next()
			p.lists.pats.push(nil)
			continue
		}
		if p.tok.kind == tEllipsis {
			p.next()
			ap.Rest = p.parseBindingTarget(lexical)
			if p.tok.kind != tRBrack {
				p.failAt(p.tok.pos, "Rest element must be last element")
			}
			break
		}
		p.lists.pats.push(p.parseBindingElement(lexical))
		if p.tok.kind != tRBrack && !p.expect(tComma) {
			break
		}
	}
	ap.Elements = p.lists.pats.take(p, mark)
	p.expect(tRBrack)
	ap.Span = p.span(start)
	return ap
}

// unexpectedAt reports token t (already consumed) as unexpected.
func (p *parser) unexpectedAt(t token) {
	if p.err != nil {
		return
	}
	p.tok = t
	p.unexpected()
}

// checkAssignName rejects eval/arguments as simple assignment targets in
// strict code.
func (p *parser) checkAssignName(id *Identifier) {
	if p.strict && (id.Name == "eval" || id.Name == "arguments") {
		p.failAt(id.Start, "Unexpected eval or arguments in strict mode")
	}
}

// simpleTarget checks the target of a compound assignment or update:
// an identifier or a (non-optional) member expression.
func (p *parser) simpleTarget(x Expr, msg string) Pattern {
	switch t := x.(type) {
	case *Identifier:
		p.checkAssignName(t)
		return t
	case *MemberExpr:
		return t
	}
	p.failAt(x.Loc().Start, msg)
	return &Identifier{}
}

// toAssignTarget converts the left side of `=` (or of for-in/of).
func (p *parser) toAssignTarget(x Expr, msg string) Pattern {
	switch x.(type) {
	case *ObjectLit, *ArrayLit:
		if p.isParen(x) {
			p.failAt(x.Loc().Start, msg)
			return &Identifier{}
		}
		return p.toPattern(x, false, false)
	}
	return p.simpleTarget(x, msg)
}

// toPattern reinterprets an expression as a destructuring target. binding
// selects binding patterns (arrow parameters: identifiers only, no member
// expressions); withDefault allows `target = default` (element positions).
func (p *parser) toPattern(x Expr, binding, withDefault bool) Pattern {
	if p.isParen(x) {
		switch x.(type) {
		case *Identifier, *MemberExpr:
			if !binding {
				break
			}
			p.failAt(x.Loc().Start, invalidTarget)
			return &Identifier{}
		default:
			p.failAt(x.Loc().Start, invalidTarget)
			return &Identifier{}
		}
	}
	switch t := x.(type) {
	case *Identifier:
		if binding {
			p.checkBindingName(t, false)
		} else {
			p.checkAssignName(t)
		}
		return t
	case *MemberExpr:
		if !binding {
			return t
		}
	case *ObjectLit:
		return p.objectToPattern(t, binding)
	case *ArrayLit:
		return p.arrayToPattern(t, binding)
	case *AssignExpr:
		if withDefault && t.Op == OpAssign {
			if binding {
				p.rebind(t.Target)
			} else if id, ok := t.Target.(*Identifier); ok {
				p.checkAssignName(id)
			}
			return &AssignPattern{Span: t.Span, Target: t.Target, Default: t.Value}
		}
	}
	p.failAt(x.Loc().Start, invalidTarget)
	return &Identifier{}
}

func (p *parser) objectToPattern(o *ObjectLit, binding bool) Pattern {
	op := &ObjectPattern{Span: o.Span}
	for i, pr := range o.Props {
		switch {
		case pr.Kind == PropSpread:
			if i != len(o.Props)-1 || p.spreadComma[pr] {
				p.failAt(pr.Start, "Rest element must be last element")
				return op
			}
			t := p.toPattern(pr.Value, binding, false)
			switch t.(type) {
			case *Identifier, *MemberExpr:
			default:
				p.failAt(pr.Value.Loc().Start, "`...` must be followed by an assignable reference in assignment contexts")
			}
			op.Rest = t
		case pr.Kind == PropInit && !pr.Method:
			v := p.toPattern(pr.Value, binding, true)
			op.Props = append(op.Props, &PatternProp{Span: pr.Span, Key: pr.Key, Computed: pr.Computed, Value: v, Shorthand: pr.Shorthand})
		default:
			p.failAt(pr.Start, invalidTarget)
			return op
		}
	}
	return op
}

func (p *parser) arrayToPattern(a *ArrayLit, binding bool) Pattern {
	ap := &ArrayPattern{Span: a.Span}
	for i, el := range a.Elements {
		if el == nil {
			ap.Elements = append(ap.Elements, nil)
			continue
		}
		if sp, ok := el.(*SpreadElement); ok {
			if i != len(a.Elements)-1 || p.spreadComma[sp] {
				p.failAt(sp.Start, "Rest element must be last element")
				return ap
			}
			ap.Rest = p.toPattern(sp.X, binding, false)
			continue
		}
		ap.Elements = append(ap.Elements, p.toPattern(el, binding, true))
	}
	return ap
}

// rebind checks that a pattern converted for assignment is also a valid
// binding pattern (arrow parameters with defaults).
func (p *parser) rebind(pat Pattern) {
	switch t := pat.(type) {
	case *Identifier:
		if p.isParen(t) {
			p.failAt(t.Start, invalidTarget)
			return
		}
		p.checkBindingName(t, false)
	case *ObjectPattern:
		for _, pr := range t.Props {
			p.rebind(pr.Value)
		}
		if t.Rest != nil {
			p.rebind(t.Rest)
		}
	case *ArrayPattern:
		for _, e := range t.Elements {
			if e != nil {
				p.rebind(e)
			}
		}
		if t.Rest != nil {
			p.rebind(t.Rest)
		}
	case *AssignPattern:
		p.rebind(t.Target)
	case *MemberExpr:
		p.failAt(t.Start, invalidTarget)
	}
}

// toParams converts the contents of `( ... ) =>` to parameters.
func (p *parser) toParams(items []Expr, rest *RestElement) []Pattern {
	if len(items) == 0 && rest == nil {
		return nil
	}
	n := len(items)
	if rest != nil {
		n++
	}
	params := p.lists.pats.alloc(p, n)
	for i, it := range items {
		params[i] = p.toPattern(it, true, true)
	}
	if rest != nil {
		params[n-1] = rest
	}
	return params
}
