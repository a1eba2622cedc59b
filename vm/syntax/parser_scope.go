package syntax

import "fmt"

// Declaration bookkeeping for the early errors about redeclarations
// ("Identifier 'x' has already been declared").

type scopeKind uint8

const (
	scopeFunc  scopeKind = iota // function body (or program): var and function declarations land here
	scopeBlock                  // block, switch, for head, class body
	scopeCatch                  // catch clause with a simple identifier parameter
)

type scope struct {
	parent  *scope
	kind    scopeKind
	lexical []string
	vars    []string
	funcs   []string
}

type bindKind uint8

const (
	bindVar      bindKind = iota // var, parameters
	bindLexical                  // let, const, class, block functions in strict code
	bindFunction                 // sloppy function declarations
	bindCatch                    // simple catch parameter
	bindNone                     // names that are only checked (function expression names)
)

func (p *parser) pushScope(kind scopeKind) {
	var s *scope
	if n := len(p.freeScopes); n > 0 {
		s = p.freeScopes[n-1]
		p.freeScopes = p.freeScopes[:n-1]
	} else {
		s = &scope{}
	}
	s.parent = p.scope
	s.kind = kind
	p.scope = s
}

// popScope leaves the current scope and keeps it for reuse (nothing refers
// to a scope after it ends).
func (p *parser) popScope() {
	s := p.scope
	if s == nil {
		return
	}
	p.scope = s.parent
	s.parent = nil
	s.lexical = s.lexical[:0]
	s.vars = s.vars[:0]
	s.funcs = s.funcs[:0]
	p.freeScopes = append(p.freeScopes, s)
}

func has(list []string, name string) bool {
	for _, s := range list {
		if s == name {
			return true
		}
	}
	return false
}

// declare records a binding and reports a conflicting earlier declaration.
func (p *parser) declare(id *Identifier, kind bindKind) {
	s := p.scope
	if s == nil || kind == bindNone {
		return
	}
	name := id.Name
	redeclared := false
	switch kind {
	case bindLexical:
		redeclared = has(s.lexical, name) || has(s.funcs, name) || has(s.vars, name)
		s.lexical = append(s.lexical, name)
	case bindCatch:
		s.lexical = append(s.lexical, name)
	case bindFunction:
		if s.kind == scopeFunc {
			redeclared = has(s.lexical, name)
		} else {
			redeclared = has(s.lexical, name) || has(s.vars, name)
		}
		s.funcs = append(s.funcs, name)
	case bindVar:
		for sc := s; sc != nil; sc = sc.parent {
			if has(sc.lexical, name) && !(sc.kind == scopeCatch && sc.lexical[0] == name) ||
				sc.kind != scopeFunc && has(sc.funcs, name) {
				redeclared = true
				break
			}
			sc.vars = append(sc.vars, name)
			if sc.kind == scopeFunc {
				break
			}
		}
	}
	if redeclared {
		p.failAt(id.Start, fmt.Sprintf("Identifier '%s' has already been declared", name))
	}
}

// declarePattern declares every identifier bound by a pattern.
func (p *parser) declarePattern(pat Pattern, kind bindKind) {
	switch x := pat.(type) {
	case *Identifier:
		p.declare(x, kind)
	case *ObjectPattern:
		for _, pr := range x.Props {
			p.declarePattern(pr.Value, kind)
		}
		if x.Rest != nil {
			p.declarePattern(x.Rest, kind)
		}
	case *ArrayPattern:
		for _, e := range x.Elements {
			if e != nil {
				p.declarePattern(e, kind)
			}
		}
		if x.Rest != nil {
			p.declarePattern(x.Rest, kind)
		}
	case *AssignPattern:
		p.declarePattern(x.Target, kind)
	case *RestElement:
		p.declarePattern(x.Target, kind)
	}
}

// collectNames appends the identifiers bound by pat.
func collectNames(pat Pattern, out []*Identifier) []*Identifier {
	switch x := pat.(type) {
	case *Identifier:
		out = append(out, x)
	case *ObjectPattern:
		for _, pr := range x.Props {
			out = collectNames(pr.Value, out)
		}
		if x.Rest != nil {
			out = collectNames(x.Rest, out)
		}
	case *ArrayPattern:
		for _, e := range x.Elements {
			if e != nil {
				out = collectNames(e, out)
			}
		}
		if x.Rest != nil {
			out = collectNames(x.Rest, out)
		}
	case *AssignPattern:
		out = collectNames(x.Target, out)
	case *RestElement:
		out = collectNames(x.Target, out)
	}
	return out
}
