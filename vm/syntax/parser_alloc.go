package syntax

// Allocation helpers. Most parse time goes to allocating nodes, so the most
// frequent node types are carved out of chunks (one allocation per up to
// 128 nodes), and lists are collected on reusable stacks and copied out at their
// exact size.

const maxSlabSize = 128

// slab hands out pointers into chunks of T. Chunks start small (short
// programs are the common case) and double up to maxSlabSize.
type slab[T any] struct {
	chunk []T
	size  int
}

func (s *slab[T]) alloc() *T {
	if len(s.chunk) == 0 {
		s.size = min(max(2*s.size, 8), maxSlabSize)
		s.chunk = make([]T, s.size)
	}
	x := &s.chunk[0]
	s.chunk = s.chunk[1:]
	return x
}

type nodeSlabs struct {
	idents    slab[Identifier]
	members   slab[MemberExpr]
	calls     slab[CallExpr]
	strings   slab[StringLit]
	numbers   slab[NumberLit]
	binaries  slab[BinaryExpr]
	exprStmts slab[ExprStmt]
	props     slab[Property]
}

func (p *parser) newIdent(span Span, name string) *Identifier {
	id := p.slabs.idents.alloc()
	id.Span = span
	id.Name = name
	return id
}

// listStack collects the items of lists being parsed (nested lists stack
// up); take copies the items pushed since mark into an exactly sized slice.
type listStack[T any] struct{ items []T }

func (s *listStack[T]) push(x T) { s.items = append(s.items, x) }

func (s *listStack[T]) mark() int { return len(s.items) }

func (s *listStack[T]) take(mark int) []T {
	n := len(s.items) - mark
	if n <= 0 {
		s.items = s.items[:min(mark, len(s.items))]
		return nil
	}
	out := make([]T, n)
	copy(out, s.items[mark:])
	clear(s.items[mark:])
	s.items = s.items[:mark]
	return out
}

type listStacks struct {
	exprs listStack[Expr]
	stmts listStack[Stmt]
	props listStack[*Property]
	decls listStack[*VarDeclarator]
	pats  listStack[Pattern]
}
