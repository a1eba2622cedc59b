package compile

import (
	"strconv"

	"github.com/codemode-go/codemode/vm/syntax"
)

// The resolver is the compiler's first pass. It declares every binding in
// its scope (hoisting var and function declarations), resolves each
// identifier reference to a binding (or to a global), marks bindings that
// inner functions capture (those live in heap cells), and gives every
// binding a slot in its function's frame.

type bindingKind uint8

const (
	bVar bindingKind = iota
	bLet
	bConst
	bFunc
	bParam
	bCatch
	bHidden // this / arguments captured by arrows
)

type binding struct {
	name     string
	kind     bindingKind
	fn       *funcInfo
	slot     int32
	captured bool
	declEnd  int32 // source offset where the declaration ends (for TDZ elision)
	inSwitch bool
	// needsTDZ: some reference may run before the declaration, so the
	// slot must start out uninitialized (and that reference is checked).
	needsTDZ bool
	// paramIdx is a parameter name's parameter position; paramTDZ marks a
	// parameter read by a default value before it is initialized (the
	// slot starts out uninitialized, as in JavaScript's parameter scope).
	paramIdx int
	paramTDZ bool
	// selfName marks a named function expression's own name: assigning
	// to it is ignored in sloppy code and a TypeError in strict code.
	selfName bool
	// simpleCatch marks a catch parameter that is a plain name (it does
	// not keep a block function of that name in its block, B.3.4).
	simpleCatch bool
}

func (b *binding) lexical() bool { return b.kind == bLet || b.kind == bConst }

type scope struct {
	parent   *scope
	fn       *funcInfo
	names    map[string]*binding
	order    []*binding // declaration order, so code generation is deterministic
	funcs    []*syntax.FunctionDecl
	isSwitch bool
	// depth counts the scopes around it; active marks the scopes from the
	// resolver's current one out, whose bindings are in resolver.visible.
	depth  int
	active bool
}

// visibleBinding is a binding of an active scope, at that scope's depth.
type visibleBinding struct {
	b     *binding
	depth int
}

type funcInfo struct {
	parent      *funcInfo
	node        *syntax.Function // nil for the program
	scope       *scope
	nlocals     int32
	thisBinding *binding // set when an arrow inside reads `this`
	// newTargetBinding and calleeBinding hold new.target and the function
	// itself for arrows inside that use new.target, super.x or super().
	newTargetBinding *binding
	calleeBinding    *binding
	// templateSites (the program's only) cache each tagged template's
	// strings array: one frozen array per call site.
	templateSites []*binding
	argsBinding   *binding // set when the function reads `arguments`
	paramSlots    []int32
	selfName      *binding // a named function expression's own name
	selfHosted    bool
	isProgram     bool
	usesArgument  bool
	strict        bool
	varScope      *scope // where the function's var declarations live
}

func (f *funcInfo) isArrow() bool { return f.node != nil && f.node.IsArrow }

func (f *funcInfo) newSlot() int32 {
	s := f.nlocals
	f.nlocals++
	return s
}

type resolver struct {
	scopes   map[syntax.Node]*scope
	refs     map[*syntax.Identifier]*binding
	thisRefs map[*syntax.ThisExpr]*binding
	// templateSite is the program-level cell caching a tagged template's
	// strings array.
	templateSite map[*syntax.TaggedTemplate]*binding
	// fieldsOf is the constructor whose field initializers are being
	// resolved; new.target in them is undefined (undefinedNewTarget).
	fieldsOf           *funcInfo
	undefinedNewTarget map[*syntax.MetaProperty]bool
	funcs              map[*syntax.Function]*funcInfo
	cur                *scope
	walk               walkState
	// visible holds, for each name, the bindings of that name in the
	// active scopes, innermost last: lookup finds a name at once, however
	// many scopes it is declared outside of (walking out through a
	// thousand blocks for each of a million names took seconds).
	visible map[string][]visibleBinding
	// classCtors holds each class's constructor (synthesized when the
	// class has none); classFields the instance fields its constructor
	// initializes.
	classCtors map[*syntax.Class]*syntax.Function
	// defaultCtors are the synthesized constructor(...args) { super(...args) }
	// of derived classes, whose super call passes args on as they are (the
	// specification's default constructor iterates nothing).
	defaultCtors map[*syntax.Function]bool
	classFields  map[*syntax.Function][]*syntax.ClassMember
	classOf      map[*syntax.Function]*syntax.Class
	// staticInits are the functions that run a static field's initializer
	// or a static block (called with the class as this); initNames the
	// names their values take. fieldKeys are the hidden bindings holding
	// computed field keys (evaluated with the class definition).
	staticInits map[*syntax.ClassMember]*syntax.Function
	initNames   map[*syntax.Function]string
	fieldKeys   map[*syntax.ClassMember]*binding
	hiddenCount int
	// privateNames are the hidden bindings ("#x") of the private names
	// each class declares: every evaluation of the class makes new keys.
	privateNames map[*syntax.Class]map[string]*binding
	// declaring is set while resolving the names a declaration binds
	// (they are not reads, so they never need a TDZ check).
	declaring bool
	// inLoopHead is set in a for-in/of's iterated expression, where the
	// loop's bindings exist but are not initialized; forceCheck lists
	// such references.
	inLoopHead bool
	forceCheck map[*syntax.Identifier]bool
	// paramFn/paramIdx: the function whose parameter paramIdx is being
	// resolved; inDefault is set inside its default values and computed
	// keys, where later parameters are still uninitialized.
	paramFn   *funcInfo
	paramIdx  int
	inDefault bool
	// withs are the with statements around the current scope, outermost
	// first, each as the hidden binding holding its object; withRefs the
	// objects an identifier reference looks in before its binding
	// (outermost first).
	withs    []visibleBinding
	withRefs map[*syntax.Identifier][]*binding
	// annexB: a sloppy-mode function declared in a block is also a var of
	// its function, assigned when the declaration is reached (web-compat
	// semantics, ECMA-262 B.3.2).
	annexB map[*syntax.FunctionDecl]annexBCopy
}

// annexBCopy is the block binding of a function declaration and the var
// binding its value is copied to.
type annexBCopy struct{ block, v *binding }

// put sets m[k] = v, making m first: most of the resolver's maps are for
// constructs a program rarely has (classes, tagged templates, this in
// arrows), so they stay nil until then and a small program's compile
// allocates none of them.
func put[K comparable, V any](m *map[K]V, k K, v V) {
	if *m == nil {
		*m = map[K]V{}
	}
	(*m)[k] = v
}

func newResolver() *resolver {
	return &resolver{} // its maps are made by put
}

// newScope makes a scope inside parent (nil for the program's).
func newScope(parent *scope, fn *funcInfo) *scope {
	s := &scope{parent: parent, fn: fn}
	if parent != nil {
		s.depth = parent.depth + 1
	}
	return s
}

func (r *resolver) push(node syntax.Node, fn *funcInfo) *scope {
	s := newScope(r.cur, fn)
	if node != nil {
		put(&r.scopes, node, s)
	}
	r.enter(s)
	return s
}

func (r *resolver) pop() { r.exit() }

// enter makes s, a scope inside the current one, the current scope.
func (r *resolver) enter(s *scope) {
	r.cur = s
	s.active = true
	for _, b := range s.order {
		r.show(b, s.depth)
	}
}

// exit leaves the current scope for its parent.
func (r *resolver) exit() {
	s := r.cur
	for i := len(s.order) - 1; i >= 0; i-- {
		b := s.order[i]
		list := r.visible[b.name]
		// The innermost scope's bindings are last in their lists.
		if n := len(list); n > 0 && list[n-1].b == b {
			r.visible[b.name] = list[:n-1]
		}
	}
	s.active = false
	r.cur = s.parent
}

// show adds b, of an active scope at depth, to visible: after the
// bindings of scopes further out.
func (r *resolver) show(b *binding, depth int) {
	list := append(r.visible[b.name], visibleBinding{b, depth})
	for i := len(list) - 1; i > 0 && list[i-1].depth > depth; i-- {
		list[i], list[i-1] = list[i-1], list[i]
	}
	put(&r.visible, b.name, list)
}

func (r *resolver) declare(s *scope, name string, kind bindingKind, end int32) *binding {
	if b, ok := s.names[name]; ok {
		if kind == bFunc || kind == bLet || kind == bConst {
			b.kind = kind
		}
		return b
	}
	b := &binding{name: name, kind: kind, fn: s.fn, slot: s.fn.newSlot(), declEnd: end, inSwitch: s.isSwitch}
	put(&s.names, name, b) // many block scopes declare nothing
	s.order = append(s.order, b)
	if s.active {
		r.show(b, s.depth)
	}
	return b
}

// lookup finds the binding a name refers to from the current scope, or nil
// for a global, marking it captured when it belongs to an outer function.
func (r *resolver) lookup(name string) *binding {
	list := r.visible[name]
	if len(list) == 0 {
		return nil
	}
	b := list[len(list)-1].b
	if b.fn != r.cur.fn {
		b.captured = true
	}
	return b
}

// declarePatternNames declares every name a binding pattern binds.
func (r *resolver) declarePatternNames(s *scope, p syntax.Pattern, kind bindingKind) {
	switch p := p.(type) {
	case *syntax.Identifier:
		r.declare(s, p.Name, kind, p.End)
	case *syntax.ObjectPattern:
		for _, prop := range p.Props {
			r.declarePatternNames(s, prop.Value, kind)
		}
		if p.Rest != nil {
			r.declarePatternNames(s, p.Rest, kind)
		}
	case *syntax.ArrayPattern:
		for _, el := range p.Elements {
			if el != nil {
				r.declarePatternNames(s, el, kind)
			}
		}
		if p.Rest != nil {
			r.declarePatternNames(s, p.Rest, kind)
		}
	case *syntax.AssignPattern:
		r.declarePatternNames(s, p.Target, kind)
	case *syntax.RestElement:
		r.declarePatternNames(s, p.Target, kind)
	}
}

// hoistVars declares the var declarations of a statement list, descending
// into nested statements but not into functions.
func (r *resolver) hoistVars(s *scope, stmts []syntax.Stmt) {
	for _, st := range stmts {
		r.hoistVarsStmt(s, st)
	}
}

func (r *resolver) hoistVarsStmt(s *scope, st syntax.Stmt) {
	switch st := st.(type) {
	case *syntax.VarDecl:
		if st.Kind == syntax.Var {
			for _, d := range st.Decls {
				r.declarePatternNames(s, d.Target, bVar)
			}
		}
	case *syntax.BlockStmt:
		r.hoistVars(s, st.Body)
	case *syntax.IfStmt:
		r.hoistVarsStmt(s, st.Then)
		if st.Else != nil {
			r.hoistVarsStmt(s, st.Else)
		}
	case *syntax.ForStmt:
		if st.Init != nil {
			r.hoistVarsStmt(s, st.Init)
		}
		r.hoistVarsStmt(s, st.Body)
	case *syntax.ForInStmt:
		if d, ok := st.Left.(*syntax.VarDecl); ok {
			r.hoistVarsStmt(s, d)
		}
		r.hoistVarsStmt(s, st.Body)
	case *syntax.ForOfStmt:
		if d, ok := st.Left.(*syntax.VarDecl); ok {
			r.hoistVarsStmt(s, d)
		}
		r.hoistVarsStmt(s, st.Body)
	case *syntax.WhileStmt:
		r.hoistVarsStmt(s, st.Body)
	case *syntax.DoWhileStmt:
		r.hoistVarsStmt(s, st.Body)
	case *syntax.TryStmt:
		r.hoistVarsStmt(s, st.Block)
		if st.Handler != nil {
			r.hoistVarsStmt(s, st.Handler)
		}
		if st.Finalizer != nil {
			r.hoistVarsStmt(s, st.Finalizer)
		}
	case *syntax.SwitchStmt:
		for _, c := range st.Cases {
			r.hoistVars(s, c.Body)
		}
	case *syntax.LabeledStmt, *syntax.WithStmt:
		r.hoistVarsStmt(s, stmtBody(st))
	}
}

// stmtBody is the body of a labeled or with statement.
func stmtBody(st syntax.Stmt) syntax.Stmt {
	switch st := st.(type) {
	case *syntax.LabeledStmt:
		return st.Body
	case *syntax.WithStmt:
		return st.Body
	}
	return nil
}

// declareLexical declares the let/const/function declarations directly in a
// statement list.
func (r *resolver) declareLexical(s *scope, stmts []syntax.Stmt) {
	for _, st := range stmts {
		switch st := st.(type) {
		case *syntax.VarDecl:
			if st.Kind != syntax.Var {
				k := bLet
				if st.Kind == syntax.Const {
					k = bConst
				}
				for _, d := range st.Decls {
					before := len(s.order)
					r.declarePatternNames(s, d.Target, k)
					// A binding is initialized only when its whole
					// declarator has run (let x = x is in the TDZ).
					for _, b := range s.order[before:] {
						b.declEnd = d.End
					}
				}
			}
		case *syntax.FunctionDecl:
			if st.Func.Name != nil {
				r.declare(s, st.Func.Name.Name, bFunc, st.End)
				s.funcs = append(s.funcs, st)
			}
		case *syntax.ClassDecl:
			if st.Class.Name != nil {
				r.declare(s, st.Class.Name.Name, bLet, st.End)
			}
		case *syntax.ImportDecl:
			// Imports are initialized before the program runs.
			for _, id := range importLocals(st) {
				r.declare(s, id.Name, bConst, 0)
			}
		case *syntax.LabeledStmt:
			if fd, ok := st.Body.(*syntax.FunctionDecl); ok {
				r.declareLexical(s, []syntax.Stmt{fd})
			}
		}
	}
}

func (r *resolver) program(p *syntax.Program, selfHosted bool) *funcInfo {
	fi := &funcInfo{isProgram: true, selfHosted: selfHosted, strict: p.Strict || selfHosted}
	s := r.push(p, fi)
	fi.scope, fi.varScope = s, s
	r.hoistVars(s, p.Body)
	r.declareLexical(s, p.Body)
	r.predeclareBlockFuncs(fi, p.Body)
	r.stmts(p.Body)
	r.pop()
	return fi
}

func (r *resolver) function(f *syntax.Function, selfHosted, isDecl bool) {
	fi := &funcInfo{node: f, selfHosted: selfHosted, strict: f.Strict || selfHosted}
	if r.cur != nil {
		fi.parent = r.cur.fn
	}
	put(&r.funcs, f, fi)
	s := r.push(f, fi)
	fi.scope = s
	// Parameters take the first slots, in order; a pattern parameter's slot
	// holds the argument until the pattern is destructured into its names.
	for _, p := range f.Params {
		if rest, ok := p.(*syntax.RestElement); ok {
			p = rest.Target
		}
		if id, ok := p.(*syntax.Identifier); ok {
			b := r.declare(s, id.Name, bParam, id.End)
			b.paramIdx = len(fi.paramSlots)
			fi.paramSlots = append(fi.paramSlots, b.slot)
		} else {
			fi.paramSlots = append(fi.paramSlots, fi.newSlot())
		}
	}
	for i, p := range f.Params {
		if rest, ok := p.(*syntax.RestElement); ok {
			p = rest.Target
		}
		if _, ok := p.(*syntax.Identifier); !ok {
			n := len(s.order)
			r.declarePatternNames(s, p, bParam)
			for _, b := range s.order[n:] {
				b.paramIdx = i
			}
		}
	}
	// With parameters other than plain names, the body's declarations get
	// their own scope: closures in default values see the parameters, not
	// the body's vars (which start out with the same-named parameter's value).
	bodyScope := s
	if f.Body != nil {
		if !simpleParams(f) {
			bodyScope = newScope(s, fi)
			put(&r.scopes, syntax.Node(f.Body), bodyScope)
		}
		fi.varScope = bodyScope
		r.hoistVars(bodyScope, f.Body.Body)
		r.declareLexical(bodyScope, f.Body.Body)
		r.predeclareBlockFuncs(fi, f.Body.Body)
	}
	// A named function expression sees its own name unless a parameter or
	// declaration of the body shadows it.
	if f.Name != nil && !isDecl {
		_, inParams := s.names[f.Name.Name]
		_, inBody := bodyScope.names[f.Name.Name]
		if !inParams && !inBody {
			fi.selfName = r.declare(s, f.Name.Name, bFunc, f.Name.End)
			fi.selfName.selfName = true
		}
	}
	savedFn, savedIdx, savedIn := r.paramFn, r.paramIdx, r.inDefault
	r.paramFn, r.inDefault = fi, false
	for i, p := range f.Params {
		r.paramIdx = i
		r.pattern(p)
	}
	r.paramFn, r.paramIdx, r.inDefault = savedFn, savedIdx, savedIn
	savedFields := r.fieldsOf
	r.fieldsOf = fi
	for _, fld := range r.classFields[f] {
		if fld.Value != nil {
			r.expr(fld.Value)
		}
	}
	r.fieldsOf = savedFields
	if f.Body != nil {
		if bodyScope != s {
			r.enter(bodyScope)
		}
		r.stmts(f.Body.Body)
		if bodyScope != s {
			r.exit()
		}
	} else if f.ExprBody != nil {
		r.expr(f.ExprBody)
	}
	r.pop()
}

// simpleParams reports whether every parameter is a plain name.
func simpleParams(f *syntax.Function) bool {
	for _, p := range f.Params {
		if _, ok := p.(*syntax.Identifier); !ok {
			return false
		}
	}
	return true
}

func (r *resolver) stmts(list []syntax.Stmt) {
	for _, st := range list {
		r.stmt(st)
	}
}

func (r *resolver) block(node syntax.Node, body []syntax.Stmt) {
	s := r.push(node, r.cur.fn)
	r.declareLexical(s, body)
	r.hoistBlockFuncs(s)
	r.stmts(body)
	r.pop()
}

// hoistBlockFuncs gives the plain function declarations of block scope s,
// in sloppy code, a var binding of the same name in their function (unless
// a let, const, class or parameter of that name is in the way), as web
// browsers always did: `if (x) { function f() {} } f()` works.
func (r *resolver) hoistBlockFuncs(s *scope) {
	fi := s.fn
	if fi.strict || fi.varScope == nil {
		return
	}
	for _, fd := range s.funcs {
		name := fd.Func.Name.Name
		if fd.Func.IsAsync || fd.Func.IsGenerator || name == "arguments" {
			continue
		}
		ok := true
		for sc := s.parent; sc != nil && ok; sc = sc.parent {
			if b := sc.names[name]; b != nil && !(b.kind == bCatch && b.simpleCatch) {
				ok = sc == fi.varScope && (b.kind == bVar || b.kind == bFunc)
			}
			if sc == fi.varScope || sc == fi.scope {
				break
			}
		}
		if b := fi.scope.names[name]; ok && b != nil && b.kind == bParam {
			ok = false
		}
		if v := fi.varScope.names[name]; ok && v != nil && (v.kind == bVar || v.kind == bFunc) {
			// predeclareBlockFuncs declared it.
			put(&r.annexB, fd, annexBCopy{block: s.names[name], v: v})
		}
	}
}

func (r *resolver) stmt(st syntax.Stmt) {
	r.walk.enter(st)
	r.stmtNode(st)
	r.walk.leave()
}

func (r *resolver) stmtNode(st syntax.Stmt) {
	switch st := st.(type) {
	case *syntax.VarDecl:
		for _, d := range st.Decls {
			r.declPattern(d.Target)
			if d.Init != nil {
				r.expr(d.Init)
			}
		}
	case *syntax.ImportDecl:
		for _, id := range importLocals(st) {
			put(&r.refs, id, r.lookup(id.Name))
		}
	case *syntax.FunctionDecl:
		r.function(st.Func, r.cur.fn.selfHosted, true)
	case *syntax.ClassDecl:
		if st.Class.Name != nil {
			r.ident(st.Class.Name)
		}
		r.class(st.Class)
	case *syntax.ExprStmt:
		r.expr(st.X)
	case *syntax.BlockStmt:
		r.block(st, st.Body)
	case *syntax.IfStmt:
		r.expr(st.Test)
		r.stmt(st.Then)
		if st.Else != nil {
			r.stmt(st.Else)
		}
	case *syntax.ForStmt:
		s := r.push(st, r.cur.fn)
		if d, ok := st.Init.(*syntax.VarDecl); ok {
			r.declareLexical(s, []syntax.Stmt{d})
		}
		if st.Init != nil {
			r.stmt(st.Init)
		}
		if st.Test != nil {
			r.expr(st.Test)
		}
		if st.Update != nil {
			r.expr(st.Update)
		}
		r.stmt(st.Body)
		r.pop()
	case *syntax.ForInStmt:
		r.forInOf(st, st.Left, st.Right, st.Body)
	case *syntax.ForOfStmt:
		r.forInOf(st, st.Left, st.Right, st.Body)
	case *syntax.WhileStmt:
		r.expr(st.Test)
		r.stmt(st.Body)
	case *syntax.DoWhileStmt:
		r.stmt(st.Body)
		r.expr(st.Test)
	case *syntax.ReturnStmt:
		if st.X != nil {
			r.expr(st.X)
		}
	case *syntax.ThrowStmt:
		r.expr(st.X)
	case *syntax.TryStmt:
		r.stmt(st.Block)
		if st.Handler != nil {
			s := r.push(st, r.cur.fn)
			if st.Param != nil {
				r.declarePatternNames(s, st.Param, bCatch)
				if id, ok := st.Param.(*syntax.Identifier); ok {
					s.names[id.Name].simpleCatch = true
				}
				r.declPattern(st.Param)
			}
			r.stmt(st.Handler)
			r.pop()
		}
		if st.Finalizer != nil {
			r.stmt(st.Finalizer)
		}
	case *syntax.SwitchStmt:
		r.expr(st.Disc)
		s := r.push(st, r.cur.fn)
		s.isSwitch = true
		for _, c := range st.Cases {
			r.declareLexical(s, c.Body)
		}
		r.hoistBlockFuncs(s)
		for _, c := range st.Cases {
			if c.Test != nil {
				r.expr(c.Test)
			}
			r.stmts(c.Body)
		}
		r.pop()
	case *syntax.LabeledStmt:
		r.stmt(st.Body)
	case *syntax.WithStmt:
		r.expr(st.Object)
		s := r.push(st, r.cur.fn)
		w := r.declare(s, "\x00with", bCatch, 0) // a plain slot (a cell when captured)
		r.withs = append(r.withs, visibleBinding{w, s.depth})
		r.stmt(st.Body)
		r.withs = r.withs[:len(r.withs)-1]
		r.pop()
	}
}

func (r *resolver) forInOf(node syntax.Node, left syntax.Node, right syntax.Expr, body syntax.Stmt) {
	s := r.push(node, r.cur.fn)
	if l, ok := left.(*syntax.VarDecl); ok {
		r.declareLexical(s, []syntax.Stmt{l})
	}
	// The iterated expression sees the loop's own bindings in their TDZ.
	saved := r.inLoopHead
	r.inLoopHead = true
	r.expr(right)
	r.inLoopHead = saved
	switch l := left.(type) {
	case *syntax.VarDecl:
		for _, d := range l.Decls {
			r.declPattern(d.Target)
		}
	case *syntax.PatternTarget:
		r.pattern(l.Target)
	}
	r.stmt(body)
	r.pop()
}

// declPattern resolves a declaration's binding pattern.
func (r *resolver) declPattern(p syntax.Pattern) {
	saved := r.declaring
	r.declaring = true
	r.pattern(p)
	r.declaring = saved
}

// exprRead resolves an expression inside a pattern (a default value or a
// computed key): its names are reads even within a declaration.
func (r *resolver) exprRead(e syntax.Expr) {
	saved, savedIn := r.declaring, r.inDefault
	r.declaring = false
	if r.paramFn != nil {
		r.inDefault = true
	}
	r.expr(e)
	r.declaring, r.inDefault = saved, savedIn
}

// pattern resolves the names and default expressions in a binding or
// assignment target.
func (r *resolver) pattern(p syntax.Pattern) {
	switch p := p.(type) {
	case *syntax.Identifier:
		r.ident(p)
	case *syntax.MemberExpr:
		r.exprRead(p)
	case *syntax.ObjectPattern:
		for _, prop := range p.Props {
			if prop.Computed {
				r.exprRead(prop.Key)
			}
			r.pattern(prop.Value)
		}
		if p.Rest != nil {
			r.pattern(p.Rest)
		}
	case *syntax.ArrayPattern:
		for _, el := range p.Elements {
			if el != nil {
				r.pattern(el)
			}
		}
		if p.Rest != nil {
			r.pattern(p.Rest)
		}
	case *syntax.AssignPattern:
		r.pattern(p.Target)
		r.exprRead(p.Default)
	case *syntax.RestElement:
		r.pattern(p.Target)
	}
}

func (r *resolver) ident(id *syntax.Identifier) {
	b := r.lookup(id.Name)
	depth := -1 // of the scope declaring b
	if list := r.visible[id.Name]; len(list) > 0 {
		depth = list[len(list)-1].depth
	}
	if b == nil && id.Name == "arguments" {
		b = r.argumentsBinding()
		if b != nil {
			depth = r.nonArrow().scope.depth
		}
	}
	if len(r.withs) > 0 {
		r.withObjects(id, depth)
	}
	if b != nil {
		put(&r.refs, id, b)
		if r.inDefault && b.kind == bParam && b.fn == r.paramFn && b.paramIdx >= r.paramIdx {
			b.paramTDZ = true
			if r.forceCheck == nil {
				r.forceCheck = map[*syntax.Identifier]bool{}
			}
			r.forceCheck[id] = true
		}
		if !r.declaring && b.lexical() && (b.fn != r.cur.fn || b.inSwitch || id.Start.Offset < b.declEnd) {
			b.needsTDZ = true
		}
		if r.inLoopHead && b.lexical() {
			b.needsTDZ = true
			if r.forceCheck == nil {
				r.forceCheck = map[*syntax.Identifier]bool{}
			}
			r.forceCheck[id] = true
		}
	}
}

// withObjects records the with statements between id and the binding it
// resolves to, declared at depth (all of them for a global, depth -1): their objects are searched for
// the name first, innermost first, every time id is evaluated.
func (r *resolver) withObjects(id *syntax.Identifier, depth int) {
	var objs []*binding
	for _, w := range r.withs {
		if w.depth > depth {
			if w.b.fn != r.cur.fn {
				w.b.captured = true
			}
			objs = append(objs, w.b)
		}
	}
	if objs != nil {
		put(&r.withRefs, id, objs)
	}
}

// nonArrow returns the nearest enclosing function that has its own `this`
// and `arguments`.
func (r *resolver) nonArrow() *funcInfo {
	fi := r.cur.fn
	for fi.isArrow() {
		fi = fi.parent
	}
	return fi
}

// lexicalThis is the hidden binding through which arrows read the this of
// the nearest enclosing function with its own this.
func (r *resolver) lexicalThis() *binding {
	fi := r.nonArrow()
	if fi.thisBinding == nil {
		fi.thisBinding = &binding{name: "this", kind: bHidden, fn: fi, slot: fi.newSlot(), captured: true}
	}
	return fi.thisBinding
}

func (r *resolver) argumentsBinding() *binding {
	fi := r.nonArrow()
	if fi.isProgram {
		return nil
	}
	if fi.argsBinding == nil {
		fi.argsBinding = &binding{name: "arguments", kind: bHidden, fn: fi, slot: fi.newSlot()}
		fi.usesArgument = true
	}
	if fi != r.cur.fn {
		fi.argsBinding.captured = true
	}
	return fi.argsBinding
}

func (r *resolver) expr(e syntax.Expr) {
	r.walk.enter(e)
	r.exprNode(e)
	r.walk.leave()
}

func (r *resolver) exprNode(e syntax.Expr) {
	switch e := e.(type) {
	case *syntax.Identifier:
		r.ident(e)
	case *syntax.ThisExpr:
		if r.cur.fn.isArrow() {
			put(&r.thisRefs, e, r.lexicalThis())
		}
	case *syntax.SuperExpr:
		// super.x and super() inside an arrow use the enclosing function's
		// this, new.target and function object.
		if r.cur.fn.isArrow() {
			fi := r.nonArrow()
			r.lexicalThis()
			if fi.newTargetBinding == nil {
				fi.newTargetBinding = &binding{name: "new.target", kind: bHidden, fn: fi, slot: fi.newSlot(), captured: true}
			}
			if fi.calleeBinding == nil {
				fi.calleeBinding = &binding{name: "callee", kind: bHidden, fn: fi, slot: fi.newSlot(), captured: true}
			}
		}
	case *syntax.MetaProperty:
		if fi := r.nonArrow(); fi == r.fieldsOf {
			// Field initializers run with new.target undefined, though they
			// are compiled into the constructor.
			put(&r.undefinedNewTarget, e, true)
		} else if r.cur.fn.isArrow() && !fi.isProgram && fi.newTargetBinding == nil {
			fi.newTargetBinding = &binding{name: "new.target", kind: bHidden, fn: fi, slot: fi.newSlot(), captured: true}
		}
	case *syntax.TemplateLit:
		for _, x := range e.Exprs {
			r.expr(x)
		}
	case *syntax.TaggedTemplate:
		root := r.cur.fn
		for root.parent != nil {
			root = root.parent
		}
		b := &binding{name: "template", kind: bHidden, fn: root, slot: root.newSlot(), captured: true}
		root.templateSites = append(root.templateSites, b)
		put(&r.templateSite, e, b)
		r.expr(e.Tag)
		r.expr(e.Quasi)
	case *syntax.ArrayLit:
		for _, x := range e.Elements {
			if x != nil {
				r.expr(x)
			}
		}
	case *syntax.ObjectLit:
		for _, p := range e.Props {
			if p.Computed && p.Key != nil {
				r.expr(p.Key)
			}
			if p.Value != nil {
				r.expr(p.Value)
			}
		}
	case *syntax.FunctionExpr:
		r.function(e.Func, r.cur.fn.selfHosted, false)
	case *syntax.ClassExpr:
		r.class(e.Class)
	case *syntax.UnaryExpr:
		r.expr(e.X)
	case *syntax.UpdateExpr:
		r.expr(e.X)
	case *syntax.BinaryExpr, *syntax.LogicalExpr:
		if !isChainOperator(e) { // #x in o
			r.expr(e.(*syntax.BinaryExpr).Y)
			break
		}
		// A chain of operators (a + b + c) can be as long as the program:
		// its left operands are walked in a loop, in the recursion's order.
		var buf [8]syntax.Expr
		chain := buf[:0] // outermost first
		x := syntax.Expr(e)
		for isChainOperator(x) {
			chain = append(chain, x)
			x = leftOperand(x)
		}
		r.expr(x)
		for i := len(chain) - 1; i >= 0; i-- {
			switch e := chain[i].(type) {
			case *syntax.BinaryExpr:
				r.expr(e.Y)
			case *syntax.LogicalExpr:
				r.expr(e.Y)
			}
		}
	case *syntax.AssignExpr:
		r.pattern(e.Target)
		r.expr(e.Value)
	case *syntax.CondExpr:
		r.expr(e.Test)
		r.expr(e.Then)
		r.expr(e.Else)
	case *syntax.CallExpr:
		r.expr(e.Callee)
		for _, a := range e.Args {
			r.expr(a)
		}
	case *syntax.NewExpr:
		r.expr(e.Callee)
		for _, a := range e.Args {
			r.expr(a)
		}
	case *syntax.MemberExpr:
		r.expr(e.Object)
		if e.Computed {
			r.expr(e.Property)
		}
	case *syntax.ChainExpr:
		r.expr(e.X)
	case *syntax.SequenceExpr:
		for _, x := range e.List {
			r.expr(x)
		}
	case *syntax.SpreadElement:
		r.expr(e.X)
	case *syntax.AwaitExpr:
		r.expr(e.X)
	case *syntax.YieldExpr:
		if e.X != nil {
			r.expr(e.X)
		}
	}
}

// class resolves a class: its heritage and computed keys in the enclosing
// scope, methods as functions, instance field initializers inside the
// constructor (where they run). A named class sees its own name as an inner
// const binding (a declaration's too: reassigning it inside the body is a
// TypeError, and the heritage expression finds it uninitialized).
func (r *resolver) class(c *syntax.Class) {
	names := classPrivateNames(c)
	if c.Name != nil || len(names) > 0 {
		s := r.push(c, r.cur.fn)
		if c.Name != nil {
			r.declare(s, c.Name.Name, bConst, c.End) // uninitialized until the class is defined
		}
		if len(names) > 0 {
			// Each private name's key lives in a binding of the class
			// scope, set when the class is evaluated; the class's
			// functions read it from their closure.
			bs := map[string]*binding{}
			for _, n := range names {
				b := r.declare(s, "#"+n, bVar, 0)
				b.captured = true
				bs[n] = b
			}
			put(&r.privateNames, c, bs)
		}
		defer r.pop()
	}
	if c.SuperClass != nil {
		r.expr(c.SuperClass)
	}
	var ctor *syntax.Function
	var fields []*syntax.ClassMember
	for _, m := range c.Members {
		switch {
		case m.Kind == syntax.MemberConstructor:
			ctor = m.Func
		case m.Kind == syntax.MemberField && !m.Static:
			fields = append(fields, m)
		}
	}
	if ctor == nil {
		ctor = &syntax.Function{Span: c.Span, Body: &syntax.BlockStmt{Span: c.Span}, Strict: true, SimpleParams: true}
		if c.SuperClass != nil {
			args := &syntax.Identifier{Span: c.Span, Name: "args"}
			ctor.Params = []syntax.Pattern{&syntax.RestElement{Span: c.Span, Target: args}}
			ctor.SimpleParams = false
			call := &syntax.CallExpr{Span: c.Span, Callee: &syntax.SuperExpr{Span: c.Span},
				Args: []syntax.Expr{&syntax.SpreadElement{Span: c.Span, X: &syntax.Identifier{Span: c.Span, Name: "args"}}}}
			ctor.Body.Body = []syntax.Stmt{&syntax.ExprStmt{Span: c.Span, X: call}}
			put(&r.defaultCtors, ctor, true)
		}
	}
	put(&r.classCtors, c, ctor)
	put(&r.classFields, ctor, fields)
	put(&r.classOf, ctor, c)
	for _, m := range c.Members {
		if m.Computed && m.Key != nil {
			r.expr(m.Key)
			if m.Kind == syntax.MemberField {
				r.hiddenCount++
				kb := r.declare(r.cur, "\x00fieldkey"+strconv.Itoa(r.hiddenCount), bLet, 0)
				kb.captured = !m.Static // the constructor reads it
				put(&r.fieldKeys, m, kb)
			}
		}
		switch m.Kind {
		case syntax.MemberMethod, syntax.MemberGetter, syntax.MemberSetter:
			r.function(m.Func, r.cur.fn.selfHosted, false)
		case syntax.MemberField:
			if m.Static && m.Value != nil {
				fn := &syntax.Function{Span: m.Span, ExprBody: m.Value, Strict: true, SimpleParams: true}
				if !m.Computed {
					if name, ok := staticKeyName(m.Key); ok {
						put(&r.initNames, fn, name)
					}
				}
				put(&r.staticInits, m, fn)
				r.function(fn, r.cur.fn.selfHosted, false)
			}
		case syntax.MemberStaticBlock:
			fn := &syntax.Function{Span: m.Span, Body: &syntax.BlockStmt{Span: m.Span, Body: m.Body}, Strict: true, SimpleParams: true}
			put(&r.staticInits, m, fn)
			r.function(fn, r.cur.fn.selfHosted, false)
		}
	}
	r.function(ctor, r.cur.fn.selfHosted, true)
}

// importLocals lists the names an import declaration binds.
func importLocals(st *syntax.ImportDecl) []*syntax.Identifier {
	var ids []*syntax.Identifier
	if st.Default != nil {
		ids = append(ids, st.Default)
	}
	if st.Namespace != nil {
		ids = append(ids, st.Namespace)
	}
	for _, spec := range st.Named {
		ids = append(ids, spec.Local)
	}
	return ids
}

// classPrivateNames lists the private names a class declares, in order,
// each once (a getter and setter pair share one).
func classPrivateNames(c *syntax.Class) []string {
	var names []string
	seen := map[string]bool{}
	for _, m := range c.Members {
		if pn, ok := m.Key.(*syntax.PrivateName); ok && !seen[pn.Name] {
			seen[pn.Name] = true
			names = append(names, pn.Name)
		}
	}
	return names
}

// staticKeyName is the name of a non-computed class member key.
func staticKeyName(key syntax.Expr) (string, bool) {
	switch k := key.(type) {
	case *syntax.Identifier:
		return k.Name, true
	case *syntax.StringLit:
		return k.Value, true
	case *syntax.PrivateName:
		return "#" + k.Name, true
	}
	return "", false
}
