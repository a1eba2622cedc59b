package syntax

// Literals: arrays, objects and their properties, templates, strings and
// regular expressions.

import "fmt"

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
	x := p.slabs.strings.alloc(p)
	x.Span, x.Value = Span{Start: t.pos, End: int32(t.end)}, t.lit
	p.next()
	return x
}

func (p *parser) parseArrayLit(ce *cover) Expr {
	start := p.tok.pos
	var own cover
	owned := ce == nil
	if owned {
		ce = &own
	}
	p.next()
	arr := p.slabs.arrays.alloc(p)
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
			sp := p.slabs.spreads.alloc(p)
			sp.Span, sp.X = p.span(sstart), x
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
	arr.Elements = p.lists.exprs.take(p, mark)
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
	obj := p.slabs.objects.alloc(p)
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
	obj.Props = p.lists.props.take(p, mark)
	p.expect(tRBrace)
	obj.Span = p.span(start)
	if owned {
		p.checkCover(ce)
	}
	return obj
}

// isNameEnd reports tokens after `get`/`set`/`async`
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
		fe, fn := p.newFuncExpr()
		fn.IsAsync, fn.IsGenerator = isAsync, isGen
		p.parseFunctionRest(fn, fk, true, p.tok.pos)
		fn.TextStart = start
		fe.Span = fn.Span
		nd := p.slabs.props.alloc(p)
		nd.Span, nd.Kind, nd.Key, nd.Computed, nd.Value, nd.Method = p.span(start), kind, key, computed, fe, kind == PropInit
		return nd
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
		nd := p.slabs.props.alloc(p)
		nd.Span, nd.Kind, nd.Key, nd.Computed, nd.Value = p.span(start), PropInit, key, computed, v
		return nd
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
		v := p.slabs.assigns.alloc(p)
		v.Span, v.Op, v.Target, v.Value = p.span(start), OpAssign, ref, def
		return &Property{Span: p.span(start), Kind: PropInit, Key: key, Value: v, Shorthand: true}
	}
	nd := p.slabs.props.alloc(p)
	nd.Span, nd.Kind, nd.Key, nd.Value, nd.Shorthand = p.span(start), PropInit, key, ref, true
	return nd
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
	tl := p.slabs.templates.alloc(p)
	mark := p.lists.exprs.mark()
	qmark := p.lists.quasis.mark()
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
		piece := p.slabs.pieces.alloc(p)
		el := &piece.el
		*el = TemplateElement{Span: Span{Start: es, End: int32(end)}, Raw: t.raw}
		if t.badEscape {
			if !tagged {
				p.failOff(t.badAt, templateEscapeMsg(p.lx.src, t.badAt))
				break
			}
		} else {
			piece.cooked = t.lit
			el.Cooked = &piece.cooked
		}
		p.lists.quasis.push(el)
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
			pos := posOf(p.lx.src, p.lx.errAt)
			if p.lx.errMsg == "Unterminated template literal" {
				pos = start // point at the template's opening backquote
			}
			p.err = &Error{Pos: pos, Msg: p.lx.errMsg}
			p.tok.kind = tEOF
		}
	}
	tl.Exprs = p.lists.exprs.take(p, mark)
	for p.lists.quasis.mark()-qmark <= len(tl.Exprs) {
		p.lists.quasis.push(&TemplateElement{})
	}
	tl.Quasis = p.lists.quasis.take(p, qmark)
	tl.Span = p.span(start)
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
		p.failAt(t.pos, "Invalid regular expression flags")
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
