package syntax

import "slices"

// Allocation helpers. The AST is most of what a parse allocates, and
// allocation plus garbage collection was a third of parse time, so:
//
//   - frequent node types are carved out of chunks (slab: one allocation
//     per up to maxSlabSize nodes);
//   - lists are collected on reusable stacks (listStack) and copied out at
//     their exact size into chunks as well (slices with cap == len, so an
//     append by a later pass copies instead of overwriting a neighbour);
//   - parser-only state (funcState, parameter names) is recycled.
//
// Nodes in one chunk live and die together, which is how an AST is used.

const maxSlabSize = 128

// chunkSize returns the size of the next chunk for a node type of which
// used have been allocated so far, when the scanner is at offset pos of n
// bytes: the number the rest of the source will probably need (node counts
// grow about linearly with the source), so that the last chunk is not
// mostly unused, between 4 and maxSlabSize.
func chunkSize(used, pos, n int) int {
	need := used * (n - pos) / max(pos, 1)
	return min(max(need+need/8+2, 4), maxSlabSize)
}

// slab hands out pointers into chunks of T.
//
// Callers set the fields of a node one by one rather than copying a whole
// struct in: while the garbage collector marks, a struct copy goes through
// a bulk write barrier that costs several times the per-field barriers.
// The parser is passed to alloc for chunkSize rather than kept in the slab:
// a pointer from the parser to itself would move it, and the token it
// holds, to the heap. alloc must stay small enough to inline.
type slab[T any] struct {
	chunk []T
	used  int // nodes in the full chunks
	size  int // size of the current chunk
}

func (s *slab[T]) alloc(p *parser) *T {
	if len(s.chunk) == 0 {
		s.used += s.size
		s.size = chunkSize(s.used, p.lx.pos, len(p.lx.src))
		s.chunk = make([]T, s.size)
	}
	x := &s.chunk[0]
	s.chunk = s.chunk[1:]
	return x
}

// funcExprNode and funcDeclNode allocate a function together with the node
// that holds it.
type funcExprNode struct {
	expr FunctionExpr
	fn   Function
}

type funcDeclNode struct {
	decl FunctionDecl
	fn   Function
}

// templatePiece holds a template element and its cooked string, which the
// element points to.
type templatePiece struct {
	el     TemplateElement
	cooked string
}

type nodeSlabs struct {
	idents       slab[Identifier]
	members      slab[MemberExpr]
	calls        slab[CallExpr]
	strings      slab[StringLit]
	numbers      slab[NumberLit]
	binaries     slab[BinaryExpr]
	logicals     slab[LogicalExpr]
	assigns      slab[AssignExpr]
	conds        slab[CondExpr]
	unaries      slab[UnaryExpr]
	news         slab[NewExpr]
	spreads      slab[SpreadElement]
	arrays       slab[ArrayLit]
	objects      slab[ObjectLit]
	props        slab[Property]
	templates    slab[TemplateLit]
	pieces       slab[templatePiece]
	funcExprs    slab[funcExprNode]
	funcDecls    slab[funcDeclNode]
	funcs        slab[Function]
	exprStmts    slab[ExprStmt]
	blocks       slab[BlockStmt]
	returns      slab[ReturnStmt]
	ifs          slab[IfStmt]
	varDecls     slab[VarDecl]
	declarators  slab[VarDeclarator]
	classMembers slab[ClassMember]
	objPats      slab[ObjectPattern]
	patProps     slab[PatternProp]
	assignPats   slab[AssignPattern]
}

func (p *parser) newIdent(span Span, name string) *Identifier {
	id := p.slabs.idents.alloc(p)
	id.Span = span
	id.Name = name
	return id
}

// newFuncExpr returns a function expression and its (zero) function.
func (p *parser) newFuncExpr() (*FunctionExpr, *Function) {
	n := p.slabs.funcExprs.alloc(p)
	n.expr.Func = &n.fn
	return &n.expr, &n.fn
}

// listStack collects the items of lists being parsed (nested lists stack
// up); take copies the items pushed since mark into an exactly sized slice
// carved out of a chunk.
type listStack[T any] struct {
	items []T
	chunk []T // free space for taken lists
	used  int // items in the full chunks
	size  int // size of the current chunk
}

func (s *listStack[T]) push(x T) {
	if len(s.items) == cap(s.items) {
		// Doubling, not append's quarter for large slices: a list of a
		// million items would allocate five times its size in copies.
		s.items = slices.Grow(s.items, max(len(s.items), 16))
	}
	s.items = append(s.items, x)
}

func (s *listStack[T]) mark() int { return len(s.items) }

// since returns the items pushed since mark, without removing them.
func (s *listStack[T]) since(mark int) []T { return s.items[mark:] }

// drop removes the items pushed since mark. The stack is not cleared: it
// dies with the parser, like the nodes it points to.
func (s *listStack[T]) drop(mark int) { s.items = s.items[:min(mark, len(s.items))] }

func (s *listStack[T]) take(p *parser, mark int) []T {
	n := len(s.items) - mark
	if n <= 0 {
		s.drop(mark)
		return nil
	}
	out := s.alloc(p, n)
	// A loop rather than copy: lists are short, and while the collector
	// marks, copy's bulk write barrier costs more than per-item ones.
	for i, x := range s.items[mark:] {
		out[i] = x
	}
	s.items = s.items[:mark]
	return out
}

// alloc returns a zeroed slice of length and capacity n.
func (s *listStack[T]) alloc(p *parser, n int) []T {
	if n > len(s.chunk) {
		if n > maxSlabSize/4 {
			return make([]T, n)
		}
		s.refill(p, n)
	}
	out := s.chunk[:n:n]
	s.chunk = s.chunk[n:]
	return out
}

// refill starts a new chunk with room for at least n items.
func (s *listStack[T]) refill(p *parser, n int) {
	s.used += s.size - len(s.chunk)
	s.size = max(4*chunkSize((s.used+3)/4, p.lx.pos, len(p.lx.src)), n)
	s.chunk = make([]T, s.size)
}

type listStacks struct {
	exprs  listStack[Expr]
	stmts  listStack[Stmt]
	props  listStack[*Property]
	decls  listStack[*VarDeclarator]
	pats   listStack[Pattern]
	quasis listStack[*TemplateElement]
	pprops listStack[*PatternProp]
	names  listStack[*Identifier] // parameter names of the functions being parsed
}

// pushFunc makes a (recycled) copy of st the current function state and
// returns the previous one, for popFunc.
func (p *parser) pushFunc(st funcState) *funcState {
	outer := p.fn
	var s *funcState
	if n := len(p.freeFns); n > 0 {
		s = p.freeFns[n-1]
		p.freeFns = p.freeFns[:n-1]
	} else {
		s = new(funcState)
	}
	labels := s.labels[:0]
	*s = st
	s.labels = labels
	p.fn = s
	return outer
}

// popFunc ends the current function state (nothing refers to it after its
// function ends) and restores outer.
func (p *parser) popFunc(outer *funcState) {
	p.freeFns = append(p.freeFns, p.fn)
	p.fn = outer
}

// oneParam returns the parameter list of `x => ...`.
func (p *parser) oneParam(id *Identifier) []Pattern {
	s := p.lists.pats.alloc(p, 1)
	s[0] = id
	return s
}
