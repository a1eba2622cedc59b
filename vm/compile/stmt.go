package compile

import "github.com/codemode-go/codemode/vm/syntax"

// Completion kinds saved in a try statement's completion slot when its
// finally block is entered; values from completionJump on mean a jump, the
// value slot holding the target pc and kind-completionJump the handler depth.
const (
	CompletionNormal = 0
	CompletionThrow  = 1
	CompletionReturn = 2
	CompletionJump   = 3
)

func (c *compiler) stmts(list []syntax.Stmt) {
	for _, st := range list {
		c.stmt(st)
	}
}

func (c *compiler) stmt(st syntax.Stmt) {
	c.walk.enter(st)
	c.stmtNode(st)
	c.walk.leave()
}

func (c *compiler) stmtNode(st syntax.Stmt) {
	c.at(st)
	switch st := st.(type) {
	case *syntax.VarDecl:
		c.varDecl(st)
	case *syntax.FunctionDecl:
		// Hoisted: created when its scope is entered. A sloppy block's
		// function is copied to its var binding here (B.3.2).
		if cp, ok := c.r.annexB[st]; ok {
			c.loadBinding(cp.block, nil)
			c.storeBinding(cp.v, true, st)
		}
	case *syntax.ExprStmt:
		c.exprDiscard(st.X)
	case *syntax.BlockStmt:
		c.block(st, st.Body)
	case *syntax.EmptyStmt, *syntax.DebuggerStmt:
	case *syntax.IfStmt:
		c.expr(st.Test)
		jf := c.emit(OpJumpIfFalse, 0, 0)
		c.stmt(st.Then)
		if st.Else != nil {
			j := c.emit(OpJump, 0, 0)
			c.patch(jf)
			c.stmt(st.Else)
			c.patch(j)
		} else {
			c.patch(jf)
		}
	case *syntax.WhileStmt:
		ct := c.pushCtrl(nil, true)
		top := c.pc()
		c.expr(st.Test)
		jf := c.emit(OpJumpIfFalse, 0, 0)
		c.stmt(st.Body)
		c.patchContinues(ct, top)
		c.emit(OpJump, int32(top), 0)
		c.patch(jf)
		c.popCtrl(ct)
	case *syntax.DoWhileStmt:
		ct := c.pushCtrl(nil, true)
		top := c.pc()
		c.stmt(st.Body)
		c.patchContinues(ct, c.pc())
		c.expr(st.Test)
		c.emit(OpJumpIfTrue, int32(top), 0)
		c.popCtrl(ct)
	case *syntax.ForStmt:
		c.forStmt(st, nil)
	case *syntax.ForOfStmt:
		c.forOf(st, nil)
	case *syntax.ForInStmt:
		c.forInOf(st, st.Left, st.Right, st.Body, true, nil)
	case *syntax.ReturnStmt:
		if st.X != nil {
			c.expr(st.X)
			c.at(st)
			c.returnValue()
		} else {
			c.op(OpUndef)
			c.at(st)
			c.unwindLoops(nil, true, true)
			c.op(OpReturn)
		}
	case *syntax.ThrowStmt:
		c.expr(st.X)
		c.at(st)
		c.op(OpThrow)
	case *syntax.TryStmt:
		c.tryStmt(st)
	case *syntax.SwitchStmt:
		c.switchStmt(st, nil)
	case *syntax.LabeledStmt:
		c.labeled(st, nil)
	case *syntax.BreakStmt:
		c.breakContinue(st, st.Label, false)
	case *syntax.ContinueStmt:
		c.breakContinue(st, st.Label, true)
	case *syntax.ClassDecl:
		c.class(st.Class, "")
		c.storeName(st.Class.Name, true)
	case *syntax.WithStmt:
		c.withStmt(st)
	case *syntax.ImportDecl:
		// Compiled at the start of the program (compileProgram), as
		// imports are hoisted.
	default:
		c.fail(st, "this statement is not supported yet")
	}
}

// withStmt runs a with statement's body with its object in a hidden
// binding, where the names the resolver found under it look first.
func (c *compiler) withStmt(st *syntax.WithStmt) {
	c.expr(st.Object)
	c.at(st)
	c.op(OpToObject)
	s := c.r.scopes[st]
	c.enterScope(s, false)
	c.storeBinding(s.order[0], true, st)
	c.stmt(st.Body)
}

func (c *compiler) block(node syntax.Node, body []syntax.Stmt) {
	c.enterScope(c.r.scopes[node], false)
	c.stmts(body)
}

func (c *compiler) varDecl(d *syntax.VarDecl) {
	for _, decl := range d.Decls {
		c.at(decl)
		if decl.Init == nil {
			if d.Kind == syntax.Var {
				continue
			}
			c.op(OpUndef)
		} else {
			if _, ok := decl.Target.(*syntax.ArrayPattern); ok {
				c.iteratedCall(decl.Init)
			}
			c.exprNamed(decl.Init, patternName(decl.Target))
			c.pat = patSite{init: decl.Init}
		}
		c.bindPattern(decl.Target, d.Kind != syntax.Var || true)
	}
}

func (c *compiler) pushCtrl(labels []string, isLoop bool) *ctrl {
	ct := &ctrl{labels: labels, isLoop: isLoop, handlerDepth: c.fc.handlerDepth, iterSlot: -1}
	c.fc.ctrls = append(c.fc.ctrls, ct)
	return ct
}

func (c *compiler) popCtrl(ct *ctrl) {
	c.fc.ctrls = c.fc.ctrls[:len(c.fc.ctrls)-1]
	for _, pc := range ct.breaks {
		c.patch(pc)
	}
}

func (c *compiler) patchContinues(ct *ctrl, target int) {
	for _, pc := range ct.continues {
		c.patchTo(pc, target)
	}
}

func (c *compiler) labeled(st *syntax.LabeledStmt, labels []string) {
	labels = append(labels, st.Label.Name)
	switch body := st.Body.(type) {
	case *syntax.ForStmt:
		c.forStmt(body, labels)
	case *syntax.ForOfStmt:
		c.forOf(body, labels)
	case *syntax.ForInStmt:
		c.forInOf(body, body.Left, body.Right, body.Body, true, labels)
	case *syntax.WhileStmt, *syntax.DoWhileStmt:
		// Wrap so the loop sees its labels: compile inline.
		ct := c.pushCtrl(labels, true)
		top := c.pc()
		if w, ok := body.(*syntax.WhileStmt); ok {
			c.at(w)
			c.expr(w.Test)
			jf := c.emit(OpJumpIfFalse, 0, 0)
			c.stmt(w.Body)
			c.patchContinues(ct, top)
			c.emit(OpJump, int32(top), 0)
			c.patch(jf)
		} else {
			dw := body.(*syntax.DoWhileStmt)
			c.at(dw)
			c.stmt(dw.Body)
			c.patchContinues(ct, c.pc())
			c.expr(dw.Test)
			c.emit(OpJumpIfTrue, int32(top), 0)
		}
		c.popCtrl(ct)
	case *syntax.SwitchStmt:
		c.switchStmt(body, labels)
	case *syntax.LabeledStmt:
		c.labeled(body, labels)
	default:
		ct := c.pushCtrl(labels, false)
		c.stmt(body)
		c.popCtrl(ct)
	}
}

func (c *compiler) breakContinue(st syntax.Node, label *syntax.Identifier, isContinue bool) {
	fc := c.fc
	var target *ctrl
	for i := len(fc.ctrls) - 1; i >= 0; i-- {
		ct := fc.ctrls[i]
		if label != nil {
			found := false
			for _, l := range ct.labels {
				if l == label.Name {
					found = true
				}
			}
			if !found {
				continue
			}
			if isContinue && !ct.isLoop {
				c.fail(st, "continue target is not a loop")
			}
			target = ct
			break
		}
		if isContinue && !ct.isLoop {
			continue
		}
		if !isContinue && !ct.isLoop && !ct.isSwitch {
			continue
		}
		target = ct
		break
	}
	if target == nil {
		c.fail(st, "break or continue outside of a loop")
	}
	// Close the iterators of the for-of loops being left.
	depth := c.unwindLoops(target, !isContinue, false)
	var pc int
	if depth > target.handlerDepth {
		pc = c.emit(OpJumpUnwind, 0, int32(target.handlerDepth))
	} else {
		pc = c.emit(OpJump, 0, 0)
	}
	if isContinue {
		target.continues = append(target.continues, pc)
	} else {
		target.breaks = append(target.breaks, pc)
	}
}

func (c *compiler) forStmt(st *syntax.ForStmt, labels []string) {
	s := c.r.scopes[st]
	c.enterScope(s, false)
	if st.Init != nil {
		switch init := st.Init.(type) {
		case *syntax.VarDecl:
			c.varDecl(init)
		case *syntax.ExprStmt:
			c.exprDiscard(init.X)
		default:
			c.stmt(init)
		}
	}
	// The first iteration gets its own copy too: closures made by the
	// initializer keep the initial bindings (CreatePerIterationEnvironment).
	c.copyLoopCells(s)
	ct := c.pushCtrl(labels, true)
	top := c.pc()
	jf := -1
	if st.Test != nil {
		c.at(st.Test)
		c.expr(st.Test)
		jf = c.emit(OpJumpIfFalse, 0, 0)
	}
	c.stmt(st.Body)
	c.patchContinues(ct, c.pc())
	// Each iteration gets its own copy of captured let bindings.
	c.copyLoopCells(s)
	if st.Update != nil {
		c.at(st.Update)
		c.exprDiscard(st.Update)
	}
	c.emit(OpJump, int32(top), 0)
	if jf >= 0 {
		c.patch(jf)
	}
	c.popCtrl(ct)
}

// copyLoopCells gives a for loop's captured let bindings fresh cells
// holding their current values.
func (c *compiler) copyLoopCells(s *scope) {
	if s == nil {
		return
	}
	for _, b := range s.order {
		if b.captured && b.lexical() {
			c.emit(OpCopyCell, b.slot, 0)
		}
	}
}

// forOf compiles for-of; for await over a (sync) iterable awaits each
// value (async iterables with Symbol.asyncIterator are not supported).
func (c *compiler) forOf(st *syntax.ForOfStmt, labels []string) {
	if st.Await && !c.fc.f.IsAsync {
		c.fail(st, "for await is only valid in async functions")
	}
	if st.Await {
		c.forAwait(st, labels)
		return
	}
	c.forInOf(st, st.Left, st.Right, st.Body, false, labels)
}

func (c *compiler) forInOf(node syntax.Node, left syntax.Node, right syntax.Expr, body syntax.Stmt, isIn bool, labels []string) {
	s := c.r.scopes[node]
	c.enterScope(s, true) // the iterated expression sees the bindings in their TDZ
	if !isIn {
		c.iteratedCall(right)
	}
	c.expr(right)
	iter := c.newSlot()
	if isIn {
		c.emit(OpForInIterator, iter, 0)
	} else {
		c.emit(OpGetIterator, iter, c.descConst(forOfSite(right)))
	}
	ct := c.pushCtrl(labels, true)
	if !isIn {
		ct.iterSlot = iter
	}
	top := c.pc()
	next := c.emit(OpIterNext, iter, 0)
	// An exception from the binding or the body closes a for-of's
	// iterator (errors of its return method give way to the exception).
	push := -1
	if !isIn {
		push = c.op(OpPushCatch)
		c.fc.handlerDepth++
	}
	c.enterScope(s, true)
	switch l := left.(type) {
	case *syntax.VarDecl:
		c.pat = patSite{forDecl: true}
		c.bindPattern(l.Decls[0].Target, true)
	case *syntax.PatternTarget:
		c.pat = patSite{nested: true}
		c.bindPattern(l.Target, false)
	default:
		c.fail(node, "unsupported for-in/for-of target")
	}
	c.stmt(body)
	if push >= 0 {
		c.op(OpPopHandler)
		c.fc.handlerDepth--
	}
	c.patchContinues(ct, top)
	c.emit(OpJump, int32(top), 0)
	if push >= 0 {
		c.patch(push)
		// The handler was pushed with the value being bound on the stack:
		// a throw leaves that (stale) value below the exception.
		c.fc.depth += 2
		if c.fc.depth > c.fc.f.MaxStack {
			c.fc.f.MaxStack = c.fc.depth
		}
		c.emit(OpIterClose, iter, 1)
		c.op(OpThrow)
		c.fc.depth--
	}
	c.fc.f.Code[next].B = int32(c.pc())
	c.popCtrl(ct)
}

// forAwait compiles for await: the iterator comes from Symbol.asyncIterator
// (or wraps a sync iterator); each next() result is awaited.
func (c *compiler) forAwait(st *syntax.ForOfStmt, labels []string) {
	s := c.r.scopes[st]
	c.enterScope(s, true)
	c.expr(st.Right)
	c.at(st.Right)
	sIt, sNext := c.newSlot(), c.newSlot()
	c.emit(OpGetIterObj, 1, c.descConst(describe(st.Right)))
	c.emit(OpStoreLocal, sNext, 0)
	c.emit(OpStoreLocal, sIt, 0)
	ct := c.pushCtrl(labels, true)
	ct.iterSlot, ct.asyncIter = sIt, true
	top := c.pc()
	c.emit(OpLoadLocal, sNext, 0)
	c.emit(OpLoadLocal, sIt, 0)
	c.emit(OpCall, 0, -1)
	c.op(OpAwait)
	res := c.emit(OpIterResult, 0, 0)
	// An exception from the binding or the body calls the iterator's return
	// method and awaits it; whatever that does, the exception wins.
	push := c.op(OpPushCatch)
	c.fc.handlerDepth++
	c.enterScope(s, true)
	switch l := st.Left.(type) {
	case *syntax.VarDecl:
		c.bindPattern(l.Decls[0].Target, true)
	case *syntax.PatternTarget:
		c.bindPattern(l.Target, false)
	default:
		c.fail(st, "unsupported for await target")
	}
	c.stmt(st.Body)
	c.op(OpPopHandler)
	c.fc.handlerDepth--
	c.patchContinues(ct, top)
	c.emit(OpJump, int32(top), 0)
	c.patch(push)
	// The exception, above the stale iterator result the handler was
	// pushed with (like a for-of's).
	c.fc.depth += 2
	if c.fc.depth > c.fc.f.MaxStack {
		c.fc.f.MaxStack = c.fc.depth
	}
	exc := c.newSlot()
	c.emit(OpStoreLocal, exc, 0)
	// A slot cleared by closeIter (a break or return whose own closing
	// threw) makes the return lookup below throw, which is swallowed too.
	inner := c.op(OpPushCatch)
	c.fc.handlerDepth++
	c.emit(OpLoadLocal, sIt, 0)
	skip := c.emit(OpIterReturnMethod, 0, 0)
	c.emit(OpCall, 0, -1)
	c.op(OpAwait)
	c.op(OpPop)
	c.patch(skip)
	c.op(OpPopHandler)
	c.fc.handlerDepth--
	done := c.op(OpJump)
	c.patch(inner)
	c.fc.depth++ // the return method's exception, dropped
	if c.fc.depth > c.fc.f.MaxStack {
		c.fc.f.MaxStack = c.fc.depth
	}
	c.op(OpPop)
	c.patch(done)
	c.emit(OpLoadLocal, exc, 0)
	c.op(OpThrow)
	c.fc.depth--
	c.patch(res)
	c.popCtrl(ct)
}

func (c *compiler) tryStmt(st *syntax.TryStmt) {
	fc := c.fc
	var completion int32 = -1
	finallyPush := -1
	if st.Finalizer != nil {
		completion = c.newSlot()
		c.newSlot() // completion value
		finallyPush = c.emit(OpPushFinally, 0, completion)
		fc.handlerDepth++
	}
	if st.Handler != nil {
		catchPush := c.op(OpPushCatch)
		fc.handlerDepth++
		c.stmt(st.Block)
		c.op(OpPopHandler)
		fc.handlerDepth--
		j := c.emit(OpJump, 0, 0)
		c.patch(catchPush)
		fc.depth++ // the exception
		if fc.depth > fc.f.MaxStack {
			fc.f.MaxStack = fc.depth
		}
		c.enterScope(c.r.scopes[st], false)
		if st.Param != nil {
			c.bindPattern(st.Param, true)
		} else {
			c.op(OpPop)
		}
		c.stmt(st.Handler)
		c.patch(j)
	} else {
		c.stmt(st.Block)
	}
	if st.Finalizer != nil {
		c.op(OpPopHandler)
		fc.handlerDepth--
		c.emit(OpSetCompletionNormal, completion, 0)
		c.patch(finallyPush)
		c.stmt(st.Finalizer)
		c.emit(OpEndFinally, completion, 0)
	}
}

func (c *compiler) switchStmt(st *syntax.SwitchStmt, labels []string) {
	c.expr(st.Disc)
	disc := c.newSlot()
	c.emit(OpStoreLocal, disc, 0)
	c.enterScope(c.r.scopes[st], false)
	ct := c.pushCtrl(labels, false)
	ct.isSwitch = true
	jumps := make([]int, len(st.Cases))
	defaultIdx := -1
	for i, cs := range st.Cases {
		if cs.Test == nil {
			defaultIdx = i
			continue
		}
		c.at(cs)
		c.emit(OpLoadLocal, disc, 0)
		c.expr(cs.Test)
		c.op(OpStrictEq)
		jumps[i] = c.emit(OpJumpIfTrue, 0, 0)
	}
	jEnd := c.emit(OpJump, 0, 0)
	for i, cs := range st.Cases {
		if cs.Test == nil {
			c.patchTo(jEnd, c.pc())
		} else {
			c.patch(jumps[i])
		}
		c.stmts(cs.Body)
	}
	if defaultIdx < 0 {
		c.patch(jEnd)
	}
	c.popCtrl(ct)
}

// importDecl binds an import declaration's names: the module is a host
// global loaded by name (the __require intrinsic, vm/modules.go); the
// default import and a namespace import are the global itself, a named
// import its property.
func (c *compiler) importDecl(st *syntax.ImportDecl) {
	id, _ := IntrinsicID("__require")
	c.at(st)
	c.pushString(st.Source.Value)
	c.emit(OpIntrinsic, id, 1)
	if st.Default != nil {
		c.op(OpDup)
		c.storeName(st.Default, true)
	}
	if st.Namespace != nil {
		c.op(OpDup)
		c.storeName(st.Namespace, true)
	}
	for _, spec := range st.Named {
		name := ""
		switch im := spec.Imported.(type) {
		case *syntax.Identifier:
			name = im.Name
		case *syntax.StringLit:
			name = im.Value
		}
		c.op(OpDup)
		if name != "default" {
			c.emit(OpGetNamed, c.strConst(name), 0)
		}
		c.storeName(spec.Local, true)
	}
	c.op(OpPop)
}
