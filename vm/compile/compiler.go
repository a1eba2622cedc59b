package compile

import (
	"errors"
	"math"
	"math/big"
	"slices"
	"sync/atomic"

	"github.com/codemode-go/codemode/vm/syntax"
)

// Compile compiles a parsed program. The error, when not nil, is an *Error
// naming the first construct the VM does not support.
func Compile(p *syntax.Program) (*Program, error) {
	return compile(p, false, Options{})
}

// Options tune CompileWith.
type Options struct {
	// Interrupt, when not nil, is polled every few thousand nodes of the
	// tree: once it is set, compilation stops with ErrInterrupted.
	Interrupt *atomic.Bool
}

// ErrInterrupted is the error of a compilation stopped through
// Options.Interrupt.
var ErrInterrupted = errors.New("compile: the compilation was interrupted")

// CompileWith is Compile with options.
func CompileWith(p *syntax.Program, opts Options) (*Program, error) {
	return compile(p, false, opts)
}

// CompileSelfHosted compiles the VM's own library code: the same language
// plus intrinsics (intrinsics.go). Only package vm uses it.
func CompileSelfHosted(p *syntax.Program) (*Program, error) {
	return compile(p, true, Options{})
}

// interrupted is what a walk panics with when its interrupt flag is set.
type interrupted struct{}

func compile(p *syntax.Program, selfHosted bool, opts Options) (prog *Program, err error) {
	if p == nil {
		return nil, &Error{Msg: "no program"}
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(interrupted); ok {
				prog, err = nil, ErrInterrupted
				return
			}
			ce, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			prog, err = nil, ce
		}
	}()
	r := newResolver()
	r.walk.interrupt = opts.Interrupt
	info := r.program(p, selfHosted)
	c := &compiler{r: r, selfHosted: selfHosted, globals: map[string]int32{}}
	c.walk.interrupt = opts.Interrupt
	prog = &Program{Source: p.Source}
	c.prog = prog
	prog.Main = c.compileProgram(p, info)
	prepare(prog.Main)
	return prog, nil
}

// maxWalkDepth bounds the recursion of the resolver and the code
// generator. The parser bounds nesting (syntax.MaxDepth), but it builds
// chains in loops: binary and logical operators (which both passes walk in
// loops too) and member accesses, calls and tagged templates, which they
// walk recursively, one or two levels a link. A chain of thousands of links
// is no program a person writes (V8 gives up at some thousands too); at this
// depth the walks take less than 8 MB of Go stack.
const maxWalkDepth = 10 * syntax.MaxDepth

// walkDepthMessage is the error past maxWalkDepth: only chains get there.
const walkDepthMessage = "too deeply nested: a chain of calls and member accesses is thousands of links long (split it into statements)"

// walkState bounds a recursive walk over the tree and lets it be
// interrupted: enter at every level, leave on the way back.
type walkState struct {
	depth     int
	visits    uint32
	interrupt *atomic.Bool
}

// pollEvery is how many nodes a walk visits between looks at its interrupt
// flag (a power of two).
const pollEvery = 4096

// enter counts one more level of recursion at n: past maxWalkDepth it
// fails at n, and a set interrupt stops the walk.
func (w *walkState) enter(n syntax.Node) {
	w.depth++
	if w.depth > maxWalkDepth {
		panic(&Error{Pos: n.Loc().Start, Msg: walkDepthMessage, TooDeep: true})
	}
	if w.visits++; w.visits%pollEvery == 0 && w.interrupt != nil && w.interrupt.Load() {
		panic(interrupted{})
	}
}

func (w *walkState) leave() { w.depth-- }

type compiler struct {
	walk       walkState
	r          *resolver
	prog       *Program
	globals    map[string]int32
	fc         *fcomp
	selfHosted bool
	classes    []privateNames   // enclosing class bodies (private names)
	pat        patSite          // where the value bindPattern destructures next comes from
	iterCall   *syntax.CallExpr // a call whose result is iterated (see IterCallMark)
}

type constKey struct {
	isStr bool
	isBig bool // s is a BigInt's decimal text
	bits  uint64
	s     string
}

// fcomp is the state of the function being compiled.
type fcomp struct {
	parent       *fcomp
	info         *funcInfo
	f            *Func
	consts       map[constKey]int32
	free         map[*binding]int32
	depth        int
	ctrls        []*ctrl
	handlerDepth int
	pos          syntax.Pos
	posSet       bool
}

// ctrl is an enclosing statement that break or continue may target.
type ctrl struct {
	labels       []string
	isLoop       bool
	isSwitch     bool
	breaks       []int
	continues    []int
	handlerDepth int
	iterSlot     int32 // for-of iterator to close on break, or -1
	asyncIter    bool  // iterSlot holds a for await's iterator object
}

// unwindLoops closes the iterators of the for-of loops a jump or a return
// leaves, innermost first, each once the finally blocks inside that loop
// have run (a loop body's finally runs before the iterator's return
// method). It covers the loops inside stop, and stop itself when
// closeStop; a nil stop means every loop of the function. The operand
// stack holds nothing, or just a return value (keepValue), parked in a
// slot while finally blocks run. It returns the handler depth the emitted
// code is left at.
func (c *compiler) unwindLoops(stop *ctrl, closeStop, keepValue bool) int {
	fc := c.fc
	depth := fc.handlerDepth
	park := int32(-1)
	for i := len(fc.ctrls) - 1; i >= 0; i-- {
		ct := fc.ctrls[i]
		if ct == stop && !closeStop {
			break
		}
		if ct.iterSlot >= 0 {
			// Run the finally blocks inside the loop body; the loop's own
			// exception handler (one level) stays.
			if inner := ct.handlerDepth + 1; depth > inner {
				if keepValue && park < 0 {
					park = c.newSlot()
					c.emit(OpStoreLocal, park, 0)
				}
				c.patch(c.emit(OpJumpUnwind, 0, int32(inner)))
				depth = inner
			}
			c.closeIter(ct)
		}
		if ct == stop {
			break
		}
	}
	if park >= 0 {
		c.emit(OpLoadLocal, park, 0)
	}
	return depth
}

// closeIter closes the iterator of a for-of being left early: a for await
// calls its return method and awaits the result.
func (c *compiler) closeIter(ct *ctrl) {
	if ct.iterSlot < 0 {
		return
	}
	if !ct.asyncIter {
		c.emit(OpIterClose, ct.iterSlot, 0)
		return
	}
	c.emit(OpLoadLocal, ct.iterSlot, 0)
	// The loop is being left: clearing the slot tells the loop's exception
	// path (forAwait) that this iterator is already closing.
	c.op(OpUndef)
	c.emit(OpStoreLocal, ct.iterSlot, 0)
	skip := c.emit(OpIterReturnMethod, 0, 0)
	c.emit(OpCall, 0, -1)
	c.op(OpAwait)
	c.op(OpCheckObject)
	c.patch(skip)
}

func (c *compiler) fail(n syntax.Node, msg string) {
	var pos syntax.Pos
	if n != nil {
		pos = n.Loc().Start
	}
	panic(&Error{Pos: pos, Msg: msg})
}

func (c *compiler) emit(op Opcode, a, b int32) int {
	fc := c.fc
	in := Instr{Op: op, A: a, B: b}
	fc.f.Code = append(double(fc.f.Code), in)
	fc.depth += stackEffect(in)
	if fc.depth > fc.f.MaxStack {
		fc.f.MaxStack = fc.depth
	}
	return len(fc.f.Code) - 1
}

func (c *compiler) op(op Opcode) int { return c.emit(op, 0, 0) }

// double makes room for one more element in a full slice by doubling it:
// append grows a large slice by a quarter, which for the code of a program
// of a megabyte allocates five times its size in copies.
func double[T any](s []T) []T {
	if len(s) < cap(s) {
		return s
	}
	return slices.Grow(s, max(len(s), 16))
}

// trim copies a slice with much room to spare (see double): a compiled
// program is kept, and shared by its runs.
func trim[T any](s []T) []T {
	if cap(s) > len(s)+len(s)/4+16 {
		return slices.Clone(s)
	}
	return s
}

func (c *compiler) pc() int { return len(c.fc.f.Code) }

// patch points the jump at pc to the current end of the code.
func (c *compiler) patch(pc int) { c.fc.f.Code[pc].A = int32(c.pc()) }

func (c *compiler) patchTo(pc, target int) { c.fc.f.Code[pc].A = int32(target) }

// at records the source position of the instructions emitted next.
func (c *compiler) at(n syntax.Node) {
	pos := n.Loc().Start
	fc := c.fc
	if fc.posSet && fc.pos == pos {
		return
	}
	fc.pos, fc.posSet = pos, true
	lines := fc.f.Lines
	if len(lines) > 0 && int(lines[len(lines)-1].PC) == c.pc() {
		lines[len(lines)-1].Pos = pos
		return
	}
	fc.f.Lines = append(double(lines), PosEntry{PC: int32(c.pc()), Pos: pos})
}

func (c *compiler) constIndex(k constKey, v any) int32 {
	fc := c.fc
	if i, ok := fc.consts[k]; ok {
		return i
	}
	i := int32(len(fc.f.Consts))
	fc.f.Consts = append(fc.f.Consts, v)
	put(&fc.consts, k, i)
	return i
}

func (c *compiler) strConst(s string) int32 { return c.constIndex(constKey{isStr: true, s: s}, s) }

func (c *compiler) numConst(f float64) int32 {
	return c.constIndex(constKey{bits: math.Float64bits(f)}, f)
}

// pushBigInt pushes a BigInt literal. Its constant is a *big.Int the VM
// shares between every evaluation: BigInt values are never mutated.
func (c *compiler) pushBigInt(e *syntax.BigIntLit) {
	if len(e.Digits) > maxBigIntDigits {
		c.fail(e, "BigInt literal is too large")
		return
	}
	b, ok := parseDecimal(e.Digits)
	if !ok {
		c.fail(e, "invalid BigInt literal")
		return
	}
	s := b.String()
	c.emit(OpConst, c.constIndex(constKey{isBig: true, s: s}, b), 0)
}

// maxBigIntDigits is the most decimal digits a BigInt value has in the VM
// (2^23 bits, vm/bigint.go).
const maxBigIntDigits = 2525223

// parseDecimal converts decimal digits by halves (hi * 10^n + lo): math/big's
// SetString alone is quadratic in the length.
func parseDecimal(s string) (*big.Int, bool) {
	if len(s) <= 2000 {
		return new(big.Int).SetString(s, 10)
	}
	n := len(s) / 2
	hi, ok1 := parseDecimal(s[:len(s)-n])
	lo, ok2 := parseDecimal(s[len(s)-n:])
	if !ok1 || !ok2 {
		return nil, false
	}
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
	return hi.Mul(hi, p).Add(hi, lo), true
}

func (c *compiler) pushNumber(f float64) {
	if f == math.Trunc(f) && f >= -1<<30 && f < 1<<30 && !(f == 0 && math.Signbit(f)) {
		c.emit(OpInt, int32(f), 0)
		return
	}
	c.emit(OpConst, c.numConst(f), 0)
}

func (c *compiler) pushString(s string) { c.emit(OpConst, c.strConst(s), 0) }

// globalIndex returns the operand of a global access: the name's constant
// index (each function carries the names it uses). The program also lists
// all global names it refers to.
func (c *compiler) globalIndex(name string) int32 {
	if _, ok := c.globals[name]; !ok {
		c.globals[name] = int32(len(c.prog.Globals))
		c.prog.Globals = append(c.prog.Globals, name)
	}
	return c.strConst(name)
}

func (c *compiler) newSlot() int32 {
	s := c.fc.info.newSlot()
	return s
}

func (c *compiler) begin(info *funcInfo, f *Func) {
	c.fc = &fcomp{parent: c.fc, info: info, f: f}
}

func (c *compiler) end() *Func {
	fc := c.fc
	fc.f.Code, fc.f.Lines = trim(fc.f.Code), trim(fc.f.Lines)
	fc.f.NumLocals = int(fc.info.nlocals)
	c.fc = fc.parent
	return fc.f
}

func (c *compiler) compileProgram(p *syntax.Program, info *funcInfo) *Func {
	f := &Func{Name: "", IsAsync: true, Strict: p.Strict, Rest: -1, ArgumentsSlot: -1, SelfHosted: c.selfHosted}
	if len(p.Body) > 0 {
		f.Pos = p.Body[0].Loc().Start
	}
	c.begin(info, f)
	result := c.newSlot()
	c.prog.ResultSlot = result
	c.funcPrologue(info)
	c.enterScope(info.scope, false)
	for _, st := range p.Body {
		if im, ok := st.(*syntax.ImportDecl); ok {
			c.importDecl(im)
		}
	}
	for i, st := range p.Body {
		if i == p.LastExpr {
			if es, ok := st.(*syntax.ExprStmt); ok {
				c.at(es)
				c.expr(es.X)
				c.emit(OpStoreLocal, result, 0)
				continue
			}
		}
		c.stmt(st)
	}
	c.emit(OpLoadLocal, result, 0)
	c.op(OpReturn)
	return c.end()
}

// funcPrologue boxes captured parameters and sets up the hidden bindings.
func (c *compiler) funcPrologue(info *funcInfo) {
	for _, b := range info.scope.order {
		if b.kind == bParam && b.captured {
			c.emit(OpBoxLocal, b.slot, 0)
		}
	}
	if b := info.thisBinding; b != nil {
		if cls := c.r.classOf[info.node]; info.node != nil && cls != nil && cls.SuperClass != nil {
			c.op(OpUndef) // a derived constructor's this exists after super()
		} else {
			c.op(OpLoadThis)
		}
		c.emit(OpStoreLocal, b.slot, 0)
		c.emit(OpBoxLocal, b.slot, 0)
	}
	for _, b := range info.templateSites {
		c.op(OpUndef)
		c.emit(OpStoreLocal, b.slot, 0)
		c.emit(OpBoxLocal, b.slot, 0)
	}
	if b := info.newTargetBinding; b != nil {
		c.op(OpNewTarget)
		c.emit(OpStoreLocal, b.slot, 0)
		c.emit(OpBoxLocal, b.slot, 0)
	}
	if b := info.calleeBinding; b != nil {
		c.op(OpLoadCallee)
		c.emit(OpStoreLocal, b.slot, 0)
		c.emit(OpBoxLocal, b.slot, 0)
	}
	if b := info.argsBinding; b != nil && b.captured {
		c.emit(OpBoxLocal, b.slot, 0)
	}
	if b := info.selfName; b != nil {
		c.op(OpLoadCallee)
		if b.captured {
			c.emit(OpNewCell, b.slot, 1)
			c.emit(OpStoreCell, b.slot, 0)
		} else {
			c.emit(OpStoreLocal, b.slot, 0)
		}
	}
}

// enterScope initializes a scope's bindings: fresh cells for captured ones,
// the TDZ marker for let and const, and the scope's function declarations.
func (c *compiler) enterScope(s *scope, resetLexical bool) {
	if s == nil {
		return
	}
	for _, b := range s.order {
		if b.selfName {
			continue // set up by the function's prologue (it holds the callee)
		}
		switch b.kind {
		case bParam, bHidden:
			continue
		case bVar:
			if b.captured {
				c.emit(OpNewCell, b.slot, 1)
			}
		case bLet, bConst:
			if b.captured {
				c.emit(OpNewCell, b.slot, 0)
			} else if resetLexical || s.isSwitch || c.needsTDZReset(b) {
				c.op(OpHole)
				c.emit(OpStoreLocal, b.slot, 0)
			}
		case bFunc, bCatch:
			if b.captured {
				c.emit(OpNewCell, b.slot, 1)
			}
		}
	}
	for _, fd := range s.funcs {
		b := s.names[fd.Func.Name.Name]
		c.closure(fd.Func)
		c.storeBinding(b, true, fd)
	}
}

// needsTDZReset: a let/const slot must start out uninitialized only when some
// reference may run before the declaration; references resolved as
// unchecked never look.
func (c *compiler) needsTDZReset(b *binding) bool { return b.needsTDZ }

func (c *compiler) binding(id *syntax.Identifier) *binding { return c.r.refs[id] }

// freeIndex returns the index of b among the current function's captured
// variables, adding it (and to the enclosing functions) when needed.
func (c *compiler) freeIndex(fc *fcomp, b *binding) int32 {
	if i, ok := fc.free[b]; ok {
		return i
	}
	parent := fc.parent
	var fv FreeVar
	fv.Name = b.name
	if b.fn == parent.info {
		fv.FromParentLocal = true
		fv.Index = b.slot
	} else {
		fv.Index = c.freeIndex(parent, b)
	}
	i := int32(len(fc.f.Free))
	fc.f.Free = append(fc.f.Free, fv)
	put(&fc.free, b, i) // only closures capture
	return i
}

func (c *compiler) loadBinding(b *binding, ref syntax.Node) {
	checked := b.lexical()
	if checked && b.fn == c.fc.info && !b.inSwitch && ref != nil && ref.Loc().Start.Offset >= b.declEnd {
		checked = false
	}
	if id, ok := ref.(*syntax.Identifier); ok && c.r.forceCheck[id] {
		checked = true
	}
	name := int32(0)
	if checked {
		name = c.strConst(b.name)
	}
	switch {
	case b.fn != c.fc.info:
		if checked {
			c.emit(OpLoadFreeChecked, c.freeIndex(c.fc, b), name)
		} else {
			c.emit(OpLoadFree, c.freeIndex(c.fc, b), 0)
		}
	case b.captured:
		if checked {
			c.emit(OpLoadCellChecked, b.slot, name)
		} else {
			c.emit(OpLoadCell, b.slot, 0)
		}
	default:
		if checked {
			c.emit(OpLoadLocalChecked, b.slot, name)
		} else {
			c.emit(OpLoadLocal, b.slot, 0)
		}
	}
}

// storeBinding pops the value on the stack into b. init marks the
// declaration's own initialization (allowed for const).
func (c *compiler) storeBinding(b *binding, init bool, n syntax.Node) {
	if b.kind == bConst && !init || b.selfName && !init && c.fc.f.Strict {
		c.op(OpPop)
		c.emit(OpThrowConst, c.strConst(b.name), 0)
		return
	}
	if b.selfName && !init {
		c.op(OpPop)
		return
	}
	if !init && b.lexical() && (b.fn != c.fc.info || b.inSwitch || n.Loc().Start.Offset < b.declEnd) {
		// Assigning before the declaration ran is a ReferenceError: check by
		// loading first.
		c.loadBinding(b, nil)
		c.op(OpPop)
	}
	switch {
	case b.fn != c.fc.info:
		c.emit(OpStoreFree, c.freeIndex(c.fc, b), 0)
	case b.captured:
		c.emit(OpStoreCell, b.slot, 0)
	default:
		c.emit(OpStoreLocal, b.slot, 0)
	}
}

func (c *compiler) loadName(id *syntax.Identifier) {
	if objs := c.r.withRefs[id]; objs != nil {
		// -> v: the with object's property, or the binding.
		c.withBase(id, objs)
		c.withSplit(func() { c.loadBindingName(id) }, func() {
			c.emit(OpGetNamed, c.strConst(id.Name), 0)
		})
		return
	}
	c.loadBindingName(id)
}

// withSplit compiles the two ways a name under with statements goes once
// withBase has pushed its base: to the binding (the base was undefined
// and is popped) or to the with object (the base stays on the stack).
// Both ways must leave the stack equally deep.
func (c *compiler) withSplit(toBinding, toObject func()) {
	found := c.emit(OpJumpIfNotUndefined, 0, 0)
	depth := c.fc.depth
	toBinding()
	end := c.emit(OpJump, 0, 0)
	after := c.fc.depth
	c.fc.depth = depth + 1
	c.patch(found)
	toObject()
	c.fc.depth = after
	c.patch(end)
}

// withGet is withBase for a read that writes back (x += 1, x++):
// -> base v, v the with object's property or the binding's value.
func (c *compiler) withGet(id *syntax.Identifier) {
	c.withBase(id, c.r.withRefs[id])
	c.op(OpDup)
	c.withSplit(func() { c.loadBindingName(id) }, func() {
		c.emit(OpGetNamed, c.strConst(id.Name), 0)
	})
}

// withPut stores what withGet read back: base v -> v (or -> when !want),
// into the base object when there is one, else into the binding. The
// base was found before the value was computed, as the specification
// resolves a reference before evaluating the right-hand side.
func (c *compiler) withPut(id *syntax.Identifier, want bool) {
	c.op(OpSwap)
	c.withSplit(func() {
		if want {
			c.op(OpDup)
		}
		c.storeBindingName(id, false)
	}, func() {
		c.op(OpSwap)
		c.emit(OpWithSet, c.strConst(id.Name), 0)
		if !want {
			c.op(OpPop)
		}
	})
}

// withBase pushes the object of the innermost with statement around id
// that has id's name, or undefined (the name is id's binding).
func (c *compiler) withBase(id *syntax.Identifier, objs []*binding) {
	for _, w := range objs {
		c.loadBinding(w, nil)
	}
	c.at(id)
	c.emit(OpWithBase, c.strConst(id.Name), int32(len(objs)))
}

// loadBindingName pushes the value of the binding id resolves to, not
// looking in with objects.
func (c *compiler) loadBindingName(id *syntax.Identifier) {
	if b := c.binding(id); b != nil {
		c.loadBinding(b, id)
		return
	}
	switch id.Name {
	case "undefined":
		c.op(OpUndef)
		return
	}
	c.at(id)
	c.emit(OpLoadGlobal, c.globalIndex(id.Name), 0)
}

func (c *compiler) storeName(id *syntax.Identifier, init bool) {
	if objs := c.r.withRefs[id]; objs != nil {
		// v -> : into the with object's property, or into the binding.
		c.withBase(id, objs)
		c.withSplit(func() { c.storeBindingName(id, init) }, func() {
			c.op(OpSwap)
			c.emit(OpWithSet, c.strConst(id.Name), 0)
			c.op(OpPop)
		})
		return
	}
	c.storeBindingName(id, init)
}

// storeBindingName pops the value on the stack into the binding id
// resolves to, not looking in with objects.
func (c *compiler) storeBindingName(id *syntax.Identifier, init bool) {
	if b := c.binding(id); b != nil {
		c.storeBinding(b, init, id)
		return
	}
	c.emit(OpStoreGlobal, c.globalIndex(id.Name), 0)
}

// closure compiles a nested function and emits the instruction creating it.
func (c *compiler) closure(fn *syntax.Function) {
	idx := c.compileFunc(fn, "")
	c.emit(OpClosure, idx, 0)
}

func (c *compiler) namedClosure(fn *syntax.Function, name string) {
	idx := c.compileFunc(fn, name)
	c.emit(OpClosure, idx, 0)
}

func (c *compiler) compileFunc(fn *syntax.Function, nameHint string) int32 {
	info := c.r.funcs[fn]
	name := nameHint
	if fn.Name != nil {
		name = fn.Name.Name
	}
	f := &Func{Name: name, IsArrow: fn.IsArrow, IsAsync: fn.IsAsync, Strict: fn.Strict || c.selfHosted,
		Rest: -1, ArgumentsSlot: -1, SelfHosted: c.selfHosted, Pos: fn.Start, End: fn.End}
	if fn.TextStart != (syntax.Pos{}) {
		f.Pos = fn.TextStart
	}
	f.IsGenerator = fn.IsGenerator
	cls := c.r.classOf[fn]
	if cls != nil {
		f.IsClassConstructor = true
		f.IsDerived = cls.SuperClass != nil
		f.Strict = true
		f.Pos, f.End = cls.Start, cls.End
	}
	parentFc := c.fc
	c.begin(info, f)
	length := 0
	seenDefault := false
	for i, p := range fn.Params {
		if _, ok := p.(*syntax.RestElement); ok {
			f.Rest = info.paramSlots[i]
			continue
		}
		f.NumParams++
		if _, ok := p.(*syntax.AssignPattern); ok {
			seenDefault = true
		}
		if !seenDefault {
			length++
		}
	}
	f.Length = length
	if info.argsBinding != nil {
		f.UsesArguments = true
		f.ArgumentsSlot = info.argsBinding.slot
	}
	c.at(fn)
	c.funcPrologue(info)
	// Captured var and let bindings of the body get their cells before the
	// parameters run, since default values may create closures.
	c.enterScopeBindings(info.scope)
	// Parameters that a default value reads before their initialization
	// start out uninitialized; a plain one's argument waits in a temporary.
	argTemp := map[int]int32{}
	for _, b := range info.scope.order {
		if b.kind != bParam || !b.paramTDZ {
			continue
		}
		if b.paramIdx < len(info.paramSlots) && info.paramSlots[b.paramIdx] == b.slot {
			tmp := c.newSlot()
			c.emit(loadOp(b), b.slot, 0)
			c.emit(OpStoreLocal, tmp, 0)
			argTemp[b.paramIdx] = tmp
		}
		c.op(OpHole)
		c.emit(storeOp(b), b.slot, 0)
	}
	for i, p := range fn.Params {
		if rest, ok := p.(*syntax.RestElement); ok {
			p = rest.Target
		}
		slot := info.paramSlots[i]
		switch p := p.(type) {
		case *syntax.Identifier:
			// Already in place, unless it waits in a temporary.
			if tmp, ok := argTemp[i]; ok {
				c.emit(OpLoadLocal, tmp, 0)
				c.storeBinding(c.binding(p), true, p)
			}
		case *syntax.AssignPattern:
			c.at(p)
			c.emit(OpLoadLocal, slot, 0)
			end := c.emit(OpJumpIfNotUndefined, 0, 0)
			c.exprNamed(p.Default, patternName(p.Target))
			c.patch(end)
			c.bindPattern(p.Target, true)
		default:
			c.emit(OpLoadLocal, slot, 0)
			c.bindPattern(p, true)
		}
	}
	for _, fd := range info.scope.funcs {
		b := info.scope.names[fd.Func.Name.Name]
		c.closure(fd.Func)
		c.storeBinding(b, true, fd)
	}
	if bs := c.r.scopes[fn.Body]; fn.Body != nil && bs != nil && bs != info.scope {
		// The body's own scope (see resolver.function): its vars start out
		// with the values of same-named parameters, then its functions.
		c.enterScopeBindings(bs)
		for _, b := range bs.order {
			if pb := info.scope.names[b.name]; b.kind == bVar && pb != nil && pb.kind == bParam {
				c.loadBinding(pb, nil)
				c.storeBinding(b, true, fn)
			}
		}
		for _, fd := range bs.funcs {
			c.closure(fd.Func)
			c.storeBinding(bs.names[fd.Func.Name.Name], true, fd)
		}
	}
	if fn.IsGenerator {
		// The parameters are initialized at the call; the body runs at the
		// first next().
		c.op(OpInitialYield)
	}
	if cls != nil && cls.SuperClass == nil {
		c.emitFields(fn)
	}
	if fn.Body != nil {
		c.stmts(fn.Body.Body)
		c.op(OpUndef)
		c.op(OpReturn)
	} else {
		c.at(fn.ExprBody)
		c.exprNamed(fn.ExprBody, c.r.initNames[fn])
		c.op(OpReturn)
	}
	done := c.end()
	if c.fc != parentFc {
		panic("compile: unbalanced function nesting")
	}
	idx := int32(len(c.fc.f.Funcs))
	c.fc.f.Funcs = append(c.fc.f.Funcs, done)
	return idx
}

// enterScopeBindings is enterScope without the function declarations (a
// function body creates those after its parameters).
func (c *compiler) enterScopeBindings(s *scope) {
	funcs := s.funcs
	s.funcs = nil
	c.enterScope(s, false)
	s.funcs = funcs
}

func patternName(p syntax.Pattern) string {
	if id, ok := p.(*syntax.Identifier); ok {
		return id.Name
	}
	return ""
}

// loadOp and storeOp access a binding of the current function in its slot.
func loadOp(b *binding) Opcode {
	if b.captured {
		return OpLoadCell
	}
	return OpLoadLocal
}

func storeOp(b *binding) Opcode {
	if b.captured {
		return OpStoreCell
	}
	return OpStoreLocal
}
