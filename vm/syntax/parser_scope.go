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
	lexical nameSet
	vars    nameSet
	funcs   nameSet
}

// nameSet is a set of names: a slice while small, indexed by a map once it
// grows, so that huge scopes stay linear.
type nameSet struct {
	list  []string
	index map[string]bool
}

const nameSetIndexAt = 16

func (s *nameSet) has(name string) bool {
	if s.index != nil {
		return s.index[name]
	}
	for _, x := range s.list {
		if x == name {
			return true
		}
	}
	return false
}

func (s *nameSet) add(name string) {
	s.list = append(s.list, name)
	if s.index != nil {
		s.index[name] = true
	} else if len(s.list) > nameSetIndexAt {
		s.index = make(map[string]bool, 2*len(s.list))
		for _, x := range s.list {
			s.index[x] = true
		}
	}
}

func (s *nameSet) first() string {
	if len(s.list) == 0 {
		return ""
	}
	return s.list[0]
}

func (s *nameSet) reset() {
	s.list = s.list[:0]
	s.index = nil
}

type bindKind uint8

const (
	bindVar      bindKind = iota // var, parameters
	bindLexical                  // let, const, class, block functions in strict code
	bindFunction                 // sloppy function declarations
	bindCatch                    // simple catch parameter
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
	s.lexical.reset()
	s.vars.reset()
	s.funcs.reset()
	p.freeScopes = append(p.freeScopes, s)
}

// declare records a binding and reports a conflicting earlier declaration.
func (p *parser) declare(id *Identifier, kind bindKind) {
	s := p.scope
	if s == nil {
		return
	}
	name := id.Name
	redeclared := false
	switch kind {
	case bindLexical:
		redeclared = s.lexical.has(name) || s.funcs.has(name) || s.vars.has(name)
		s.lexical.add(name)
	case bindCatch:
		s.lexical.add(name)
	case bindFunction:
		if s.kind == scopeFunc {
			redeclared = s.lexical.has(name)
		} else {
			redeclared = s.lexical.has(name) || s.vars.has(name)
		}
		s.funcs.add(name)
	case bindVar:
		for sc := s; sc != nil; sc = sc.parent {
			if sc.lexical.has(name) && !(sc.kind == scopeCatch && sc.lexical.first() == name) ||
				sc.kind != scopeFunc && sc.funcs.has(name) {
				redeclared = true
				break
			}
			sc.vars.add(name)
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
