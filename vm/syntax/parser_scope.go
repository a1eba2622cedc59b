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
	fn      *scope // the scope of the function it belongs to (itself for a function scope)
	kind    scopeKind
	start   int32 // offset where it opened: a declaration since then (while it is open) is inside it
	lexical nameSet
	funcs   nameSet

	// Function scopes only: what their var declarations need to know,
	// so that a declaration costs the same at any depth of blocks (it
	// used to be recorded in every enclosing block: a million vars inside
	// a thousand blocks took a billion steps and entries).
	//
	// varAt is the offset of the last var declaration of each name in the
	// function, in any of its blocks: a block has a var of that name
	// inside it when that offset is past the block's start. blockers
	// counts, for each name, the open blocks of the function that a var
	// of that name would conflict with: those declaring it lexically
	// (but a catch clause its simple parameter) or as a function (the
	// function's own lexical names conflict too).
	varAt    nameInts
	blockers nameInts
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

func (s *nameSet) reset() {
	s.list = s.list[:0]
	s.index = nil
}

// nameInts maps names to numbers: a slice while small, indexed by a map
// once it grows, like nameSet.
type nameInts struct {
	list  []nameInt
	index map[string]int // position in list
}

type nameInt struct {
	name string
	v    int32
}

func (t *nameInts) find(name string) int {
	if t.index != nil {
		if i, ok := t.index[name]; ok {
			return i
		}
		return -1
	}
	for i := range t.list {
		if t.list[i].name == name {
			return i
		}
	}
	return -1
}

// get returns the number of name, and whether it has one.
func (t *nameInts) get(name string) (int32, bool) {
	if i := t.find(name); i >= 0 {
		return t.list[i].v, true
	}
	return 0, false
}

// set gives name the number v.
func (t *nameInts) set(name string, v int32) {
	if i := t.find(name); i >= 0 {
		t.list[i].v = v
		return
	}
	t.list = append(t.list, nameInt{name, v})
	if t.index != nil {
		t.index[name] = len(t.list) - 1
	} else if len(t.list) > nameSetIndexAt {
		t.index = make(map[string]int, 2*len(t.list))
		for i, x := range t.list {
			t.index[x.name] = i
		}
	}
}

// add adds delta to the number of name (0 when it has none).
func (t *nameInts) add(name string, delta int32) {
	if i := t.find(name); i >= 0 {
		t.list[i].v += delta
		return
	}
	t.set(name, delta)
}

func (t *nameInts) reset() {
	t.list = t.list[:0]
	t.index = nil
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
	s.start = p.tok.pos.Offset
	s.fn = s
	if kind != scopeFunc && s.parent != nil {
		s.fn = s.parent.fn
	}
	p.scope = s
}

// popScope leaves the current scope and keeps it for reuse (nothing refers
// to a scope after it ends).
func (p *parser) popScope() {
	s := p.scope
	if s == nil {
		return
	}
	if s.kind != scopeFunc {
		for i, name := range s.lexical.list {
			if i > 0 || s.kind != scopeCatch {
				s.fn.blockers.add(name, -1)
			}
		}
		for _, name := range s.funcs.list {
			s.fn.blockers.add(name, -1)
		}
	}
	p.scope = s.parent
	s.parent, s.fn = nil, nil
	s.lexical.reset()
	s.funcs.reset()
	s.varAt.reset()
	s.blockers.reset()
	p.freeScopes = append(p.freeScopes, s)
}

// hasVarInside reports whether a var of name was declared inside scope s
// (in it or in its blocks) so far. Every var of a function is inside its
// scope, parameters too (an arrow's are parsed before its scope opens).
func (s *scope) hasVarInside(name string) bool {
	at, ok := s.fn.varAt.get(name)
	return ok && (s.fn == s || at >= s.start)
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
		redeclared = s.lexical.has(name) || s.funcs.has(name) || s.hasVarInside(name)
		s.lexical.add(name)
		if s.kind != scopeFunc {
			s.fn.blockers.add(name, 1)
		}
	case bindCatch:
		s.lexical.add(name) // a var of the name may be declared in the clause
	case bindFunction:
		if s.kind == scopeFunc {
			redeclared = s.lexical.has(name)
		} else {
			redeclared = s.lexical.has(name) || s.hasVarInside(name)
			s.fn.blockers.add(name, 1)
		}
		s.funcs.add(name)
	case bindVar:
		n, _ := s.fn.blockers.get(name)
		redeclared = n > 0 || s.fn.lexical.has(name)
		s.fn.varAt.set(name, id.Start.Offset)
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
