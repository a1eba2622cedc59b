package compile

import (
	"fmt"
	"slices"
	"sync"
)

// The frame verifier: a forward dataflow pass over a function's bytecode
// that finds, at every instruction, the shape a frame of the function has
// when it is about to run that instruction: the operand stack height, the
// try handlers in effect, and what each slot must hold where the VM's
// opcodes cast it (a closure cell, an iterator record, an object being
// built, a finally block's completion; a JavaScript value, never a VM
// record, everywhere else). A restored snapshot's frames are checked
// against it (vm/snapshot_verify.go), so an edited snapshot whose frame
// would make an opcode read past its operands or cast the wrong value is
// refused at restore instead of failing inside the run. The facts come from
// the code alone (never from a snapshot), are computed on first use and
// kept on the Func.
//
// A kind holds where every path brings it: producers make it (NewArray an
// object, NewCell a cell, GetIterator an iterator...), moves carry it
// (Dup, StoreLocal...), joins keep what agrees. Every instruction counts
// as one that may throw, to each handler in effect. Where an opcode casts
// a slot the pass has not shown to be of that kind, it records the
// instruction (Unproven): a restore could not check that cast. Property
// keys are not typed: the opcodes check them (a key kept in a binding is in
// a closure cell, out of any frame).

// Kind is what a frame slot holds at an instruction on every path that
// reaches it.
type Kind uint8

const (
	// KindValue is a JavaScript value (no VM-internal record). It is the
	// kind of every slot a Shape does not list.
	KindValue  Kind = iota
	KindObject      // an object (a literal being built, a class's prototype, a spread call's arguments)
	KindFunc        // a closure (an object with compiled code: a method being defined)
	KindCell        // a captured binding's cell
	KindIter        // an iterator record (for-of, for-in, array patterns)
	// KindCompletion is a finally block's completion kind (CompletionNormal
	// ...); its value is in the next slot.
	KindCompletion
	// KindAny is anything: the paths that reach the instruction disagree.
	KindAny
)

var kindNames = [...]string{"value", "object", "function", "cell", "iterator", "completion", "any"}

func (k Kind) String() string { return kindNames[k] }

// meet is the kind a slot has where paths holding a and b join.
func meet(a, b Kind) Kind {
	switch {
	case a == b:
		return a
	case (a == KindObject || a == KindFunc) && (b == KindObject || b == KindFunc):
		return KindObject
	case a <= KindFunc && b <= KindFunc:
		return KindValue
	}
	return KindAny
}

// satisfies reports whether a slot of kind have can be used as want.
func satisfies(have, want Kind) bool {
	switch want {
	case KindValue:
		return have <= KindFunc
	case KindObject:
		return have == KindObject || have == KindFunc
	}
	return have == want
}

// SlotKind is a slot whose kind is not KindValue. Slots below the
// function's NumLocals are locals; slot NumLocals+i is the operand stack
// entry i from the bottom.
type SlotKind struct {
	Slot int32
	Kind Kind
}

// Handler is a try handler in effect, as the VM keeps it: a catch or
// finally block's first instruction, a finally block's completion slot, and
// the stack height (locals included) a throw cuts the stack back to.
type Handler struct {
	Catch      bool
	PC         int32
	Completion int32
	SP         int32
}

// Shape is a frame's shape before the instruction at some pc.
type Shape struct {
	Height   int        // the operand stack's height (beyond the locals)
	Handlers []Handler  // innermost last; shared, read-only
	Kinds    []SlotKind // ascending slots; shared, read-only
}

// FrameFacts are the shapes of a function's frames at its instructions.
type FrameFacts struct {
	err      error
	height   []int32 // per pc; -1 where no path reaches
	hs       []int32 // per pc: the handler stack's id
	kinds    [][]SlotKind
	stacks   [][]Handler // by handler stack id (0: none)
	jumps    map[int32][]finallyJump
	unproven []string
}

// finallyJump is a break or continue that leaves through a finally block:
// the block's OpEndFinally goes on with the jump to target, leaving try
// statements down to handler depth.
type finallyJump struct{ target, depth int32 }

// Err says why the code could not be verified (a compiler bug: the
// shapes are unknown then).
func (ff *FrameFacts) Err() error { return ff.err }

// At returns the shape of a frame about to run the instruction at pc, and
// false when no path reaches pc.
func (ff *FrameFacts) At(pc int) (Shape, bool) {
	if ff.err != nil || pc < 0 || pc >= len(ff.height) || ff.height[pc] < 0 {
		return Shape{}, false
	}
	return Shape{Height: int(ff.height[pc]), Handlers: ff.stacks[ff.hs[pc]], Kinds: ff.kinds[pc]}, true
}

// CompletionJump reports whether a completion slot holding
// CompletionJump+depth with value target can be the code's: a break or
// continue to target leaving try statements down to depth ran the finally
// block whose completion slot it is.
func (ff *FrameFacts) CompletionJump(slot int32, depth, target float64) bool {
	for _, j := range ff.jumps[slot] {
		if float64(j.depth) == depth && float64(j.target) == target {
			return true
		}
	}
	return false
}

// Unproven lists the instructions where the code casts a slot the
// verifier cannot show holds that kind on every path (none, for code the
// compiler emits; a test checks).
func (ff *FrameFacts) Unproven() []string { return ff.unproven }

// FrameFacts returns the verifier's facts about f's frames, computed once.
func (f *Func) FrameFacts() *FrameFacts {
	f.verified.once.Do(func() { f.verified.facts = verify(f) })
	return f.verified.facts
}

// factsCache is the lazily computed FrameFacts of a Func.
type factsCache struct {
	once  sync.Once
	facts *FrameFacts
}

// verifier is the state of one verification.
type verifier struct {
	f      *Func
	n      int32 // NumLocals
	ff     *FrameFacts
	nodes  []handlerNode // handler stacks as a tree; node 0 is the empty stack
	index  map[handlerNode]int32
	work   []int32
	queued []bool
	// endFinally lists the OpEndFinally instructions by completion slot
	// (a new finally jump makes them flow again).
	endFinally map[int32][]int32
}

type handlerNode struct {
	parent int32
	h      Handler
}

func verify(f *Func) *FrameFacts {
	n := len(f.Code)
	v := &verifier{
		f: f, n: int32(f.NumLocals),
		ff: &FrameFacts{
			height: make([]int32, n),
			hs:     make([]int32, n),
			kinds:  make([][]SlotKind, n),
			stacks: [][]Handler{nil},
		},
		nodes:  []handlerNode{{}},
		index:  map[handlerNode]int32{},
		queued: make([]bool, n),
	}
	for i := range v.ff.height {
		v.ff.height[i] = -1
	}
	for pc, in := range f.Code {
		if in.Op == OpEndFinally {
			if v.endFinally == nil {
				v.endFinally = map[int32][]int32{}
			}
			v.endFinally[in.A] = append(v.endFinally[in.A], int32(pc))
		}
	}
	// Every local starts as a JavaScript value: an argument, undefined, the
	// rest array (an object: a default derived constructor hands it to
	// OpSuperCallSpread as it is) or the arguments object.
	var entry []SlotKind
	if f.Rest >= 0 {
		entry = []SlotKind{{Slot: f.Rest, Kind: KindObject}}
	}
	v.flowTo(-1, 0, 0, 0, entry)
	for len(v.work) > 0 && v.ff.err == nil {
		pc := v.work[len(v.work)-1]
		v.work = v.work[:len(v.work)-1]
		v.queued[pc] = false
		v.step(pc)
	}
	if v.ff.err != nil {
		v.ff.height, v.ff.hs, v.ff.kinds = nil, nil, nil
	}
	return v.ff
}

func (v *verifier) fail(pc int32, format string, args ...any) {
	if v.ff.err == nil {
		v.ff.err = fmt.Errorf("%s: at %d (%v): %s", v.name(), pc, v.op(pc), fmt.Sprintf(format, args...))
	}
	v.work = v.work[:0]
}

func (v *verifier) name() string {
	if v.f.Name == "" {
		return "function"
	}
	return "function " + v.f.Name
}

func (v *verifier) op(pc int32) Opcode {
	if pc < 0 || int(pc) >= len(v.f.Code) {
		return numOpcodes
	}
	return v.f.Code[pc].Op
}

// flowTo merges a state into the instruction at pc (from the instruction
// at from).
func (v *verifier) flowTo(from, pc, h, hs int32, ks []SlotKind) {
	ff := v.ff
	switch {
	case pc < 0 || int(pc) >= len(ff.height):
		v.fail(from, "control leaves the code (to %d)", pc)
		return
	case h < 0 || int(h) > v.f.MaxStack:
		v.fail(from, "stack height %d out of 0..%d", h, v.f.MaxStack)
		return
	}
	if ff.height[pc] < 0 {
		ff.height[pc], ff.hs[pc], ff.kinds[pc] = h, hs, ks
		v.enqueue(pc)
		return
	}
	if ff.height[pc] != h || ff.hs[pc] != hs {
		v.fail(pc, "paths reach it with different stack heights (%d, %d) or handlers", ff.height[pc], h)
		return
	}
	if m, changed := meetKinds(ff.kinds[pc], ks); changed {
		ff.kinds[pc] = m
		v.enqueue(pc)
	}
}

func (v *verifier) enqueue(pc int32) {
	if !v.queued[pc] {
		v.queued[pc] = true
		v.work = append(v.work, pc)
	}
}

// meetKinds joins two slot lists; changed reports whether the result
// differs from a.
func meetKinds(a, b []SlotKind) ([]SlotKind, bool) {
	if slices.Equal(a, b) {
		return a, false
	}
	var out []SlotKind
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		var s SlotKind
		switch {
		case j >= len(b) || i < len(a) && a[i].Slot < b[j].Slot:
			s = SlotKind{a[i].Slot, meet(a[i].Kind, KindValue)}
			i++
		case i >= len(a) || b[j].Slot < a[i].Slot:
			s = SlotKind{b[j].Slot, meet(KindValue, b[j].Kind)}
			j++
		default:
			s = SlotKind{a[i].Slot, meet(a[i].Kind, b[j].Kind)}
			i++
			j++
		}
		if s.Kind != KindValue {
			out = append(out, s)
		}
	}
	return out, !slices.Equal(out, a)
}

// pushHandler is the id of handler stack hs with h pushed.
func (v *verifier) pushHandler(hs int32, h Handler) int32 {
	key := handlerNode{hs, h}
	if id, ok := v.index[key]; ok {
		return id
	}
	id := int32(len(v.nodes))
	v.nodes = append(v.nodes, key)
	v.index[key] = id
	parent := v.ff.stacks[hs]
	v.ff.stacks = append(v.ff.stacks, append(parent[:len(parent):len(parent)], h))
	return id
}

// flow is the state being carried through one instruction.
type flow struct {
	v   *verifier
	pc  int32
	h   int32
	hs  int32
	ks  []SlotKind
	own bool // ks is this flow's own copy
}

func (w *flow) find(slot int32) (int, bool) {
	return slices.BinarySearchFunc(w.ks, slot, func(s SlotKind, slot int32) int { return int(s.Slot - slot) })
}

func (w *flow) kind(slot int32) Kind {
	if i, ok := w.find(slot); ok {
		return w.ks[i].Kind
	}
	return KindValue
}

func (w *flow) set(slot int32, k Kind) {
	i, ok := w.find(slot)
	if ok && w.ks[i].Kind == k || !ok && k == KindValue {
		return
	}
	if !w.own {
		w.ks, w.own = slices.Clone(w.ks), true
	}
	switch {
	case ok && k == KindValue:
		w.ks = slices.Delete(w.ks, i, i+1)
	case ok:
		w.ks[i].Kind = k
	default:
		w.ks = slices.Insert(w.ks, i, SlotKind{slot, k})
	}
}

// truncate drops the slots from slot on (the stack above a height).
func (w *flow) truncate(slot int32) {
	i, _ := w.find(slot)
	if i < len(w.ks) {
		w.ks = w.ks[:i:i] // (an append must not write into a list shared with another state)
	}
}

// cutTo sets the stack height as a throw does (frames.go, unwind): a
// handler pushed with more operands on the stack than the throwing
// instruction has (a for-of's, pushed with the value being bound) finds
// stale values above the height; they are never read.
func (w *flow) cutTo(height int32) {
	if height <= w.h {
		w.pop(w.h - height)
		return
	}
	for w.h < height {
		w.push(KindAny)
	}
}

// top is the slot of the operand i below the top.
func (w *flow) top(i int32) int32 {
	if w.h <= i {
		w.v.fail(w.pc, "reads operand %d of a stack of %d", i, w.h)
		return w.v.n
	}
	return w.v.n + w.h - 1 - i
}

func (w *flow) local(slot int32) int32 {
	if slot < 0 || slot >= w.v.n {
		w.v.fail(w.pc, "slot %d out of the %d locals", slot, w.v.n)
		return 0
	}
	return slot
}

// need records a slot the instruction casts to want.
func (w *flow) need(slot int32, want Kind) {
	if have := w.kind(slot); !satisfies(have, want) {
		w.v.ff.unproven = append(w.v.ff.unproven, fmt.Sprintf("%s: at %d (%v): slot %d holds a %v where a %v is needed", w.v.name(), w.pc, w.v.op(w.pc), slot, have, want))
	}
}

func (w *flow) pop(n int32) {
	if w.h < n {
		w.v.fail(w.pc, "pops %d operands of a stack of %d", n, w.h)
		return
	}
	w.h -= n
	w.truncate(w.v.n + w.h)
}

func (w *flow) push(k Kind) {
	w.set(w.v.n+w.h, k)
	w.h++
}

// use pops n operands the instruction reads as JavaScript values.
func (w *flow) use(n int32) {
	for i := int32(0); i < n; i++ {
		w.need(w.top(i), KindValue)
	}
	w.pop(n)
}

// to flows the state to pc.
func (w *flow) to(pc int32) {
	w.v.flowTo(w.pc, pc, w.h, w.hs, w.ks)
	w.own = false
}

// next flows the state to the next instruction.
func (w *flow) next() { w.to(w.pc + 1) }

// branch is a copy of the state for a second successor.
func (w *flow) branch() *flow {
	b := *w
	b.own, w.own = false, false
	return &b
}

// enterFinally is the state at the start of finally block h: the stack
// cut back to height, the completion slot set.
func (v *verifier) enterFinally(from int32, h Handler, height, hs int32, ks []SlotKind) {
	w := &flow{v: v, pc: from, h: height, hs: hs, ks: ks}
	w.truncate(v.n + height)
	w.set(h.Completion, KindCompletion)
	w.set(h.Completion+1, KindValue)
	w.to(h.PC)
}

// throwEdges flows the state before the instruction at pc to every
// handler in effect: any instruction may throw (or be resumed with an
// exception, or a generator's return), and unwinding runs the handlers
// innermost first.
func (v *verifier) throwEdges(pc, h, hs int32, ks []SlotKind) {
	for id := hs; id != 0; id = v.nodes[id].parent {
		hd, parent := v.nodes[id].h, v.nodes[id].parent
		w := &flow{v: v, pc: pc, h: h, hs: parent, ks: ks}
		w.cutTo(hd.SP - v.n)
		if !hd.Catch {
			v.enterFinally(pc, hd, w.h, parent, w.ks)
			continue
		}
		w.push(KindValue) // the exception
		w.to(hd.PC)
	}
}

// unwindJump flows a break or continue to target that leaves try
// statements down to depth (OpJumpUnwind, and OpEndFinally going on with
// one): the innermost finally block above depth runs first (it records the
// jump), catch handlers are dropped; the stack is emptied.
func (v *verifier) unwindJump(w *flow, target, depth int32) {
	w.own = false // w.ks goes to other states
	id := w.hs
	for int32(len(v.ff.stacks[id])) > depth {
		hd, parent := v.nodes[id].h, v.nodes[id].parent
		if !hd.Catch {
			v.addJump(hd.Completion, finallyJump{target, depth})
			v.enterFinally(w.pc, hd, 0, parent, w.ks)
			return
		}
		id = parent
	}
	j := &flow{v: v, pc: w.pc, h: 0, hs: id, ks: w.ks}
	j.truncate(v.n)
	j.to(target)
}

func (v *verifier) addJump(slot int32, j finallyJump) {
	if slices.Contains(v.ff.jumps[slot], j) {
		return
	}
	if v.ff.jumps == nil {
		v.ff.jumps = map[int32][]finallyJump{}
	}
	v.ff.jumps[slot] = append(v.ff.jumps[slot], j)
	for _, pc := range v.endFinally[slot] {
		if v.ff.height[pc] >= 0 {
			v.enqueue(pc)
		}
	}
}

// step flows the state before the instruction at pc to its successors.
func (v *verifier) step(pc int32) {
	ff := v.ff
	in := v.f.Code[pc]
	w := &flow{v: v, pc: pc, h: ff.height[pc], hs: ff.hs[pc], ks: ff.kinds[pc]}
	v.throwEdges(pc, w.h, w.hs, w.ks)
	a, b := in.A, in.B
	switch in.Op {
	case OpNop, OpInitialYield:
		w.next()
	case OpPop:
		w.pop(1)
		w.next()
	case OpDup:
		w.push(w.kind(w.top(0)))
		w.next()
	case OpDup2:
		ka, kb := w.kind(w.top(1)), w.kind(w.top(0))
		w.push(ka)
		w.push(kb)
		w.next()
	case OpSwap:
		ka, kb := w.kind(w.top(1)), w.kind(w.top(0))
		w.set(w.top(1), kb)
		w.set(w.top(0), ka)
		w.next()
	case OpPick:
		w.push(w.kind(w.top(a)))
		w.next()
	case OpRot3:
		ka, kb, kc := w.kind(w.top(2)), w.kind(w.top(1)), w.kind(w.top(0))
		w.set(w.top(2), kc)
		w.set(w.top(1), ka)
		w.set(w.top(0), kb)
		w.next()
	case OpUndef, OpNull, OpTrue, OpFalse, OpInt, OpConst, OpHole, OpRegExp, OpLoadFree, OpLoadFreeChecked,
		OpLoadGlobal, OpTypeofGlobal, OpLoadThis, OpLoadCallee, OpNewTarget, OpNewPrivateName:
		w.push(KindValue)
		w.next()
	case OpTemplateObject:
		w.need(w.top(0), KindObject)
		w.need(w.top(1), KindObject)
		w.pop(1)
		w.next()
	case OpLoadLocal, OpLoadLocalChecked:
		w.push(w.kind(w.local(a)))
		w.next()
	case OpStoreLocal:
		k := w.kind(w.top(0))
		w.pop(1)
		w.set(w.local(a), k)
		w.next()
	case OpLoadCell, OpLoadCellChecked:
		w.need(w.local(a), KindCell)
		w.push(KindValue)
		w.next()
	case OpStoreCell:
		w.need(w.local(a), KindCell)
		w.use(1)
		w.next()
	case OpNewCell:
		w.set(w.local(a), KindCell)
		w.next()
	case OpBoxLocal:
		w.need(w.local(a), KindValue)
		w.set(a, KindCell)
		w.next()
	case OpCopyCell:
		w.need(w.local(a), KindCell)
		w.next()
	case OpStoreFree, OpStoreGlobal, OpCheckObject:
		w.use(1)
		w.next()
	case OpThrow:
		w.use(1)
	case OpThrowConst, OpThrowTDZ, OpThrowRef:
		// Only throws.
	case OpNewObject, OpNewArray:
		w.push(KindObject)
		w.next()
	case OpArrayPush, OpArraySpread, OpInitProp, OpObjectSpread, OpSetProtoLit:
		w.need(w.top(1), KindObject)
		w.use(1)
		w.next()
	case OpArrayHole:
		w.need(w.top(0), KindObject)
		w.next()
	case OpInitElem:
		w.need(w.top(2), KindObject)
		w.use(2)
		w.next()
	case OpInitGetter, OpInitSetter:
		w.need(w.top(0), KindObject)
		k := int32(1)
		if a < 0 {
			k = 2
		}
		w.need(w.top(k), KindObject)
		w.use(k)
		w.next()
	case OpGetNamed, OpGetNamedChain, OpDeleteNamed, OpNeg, OpPlus, OpNot, OpBitNot, OpTypeof, OpInc, OpDec, OpToNumeric:
		w.use(1)
		w.push(KindValue)
		w.next()
	case OpGetElem, OpDeleteElem, OpAdd, OpSub, OpMul, OpDiv, OpMod, OpExp, OpShl, OpShr, OpUShr, OpBitAnd, OpBitOr,
		OpBitXor, OpEq, OpNotEq, OpStrictEq, OpStrictNotEq, OpLt, OpLtEq, OpGt, OpGtEq, OpIn, OpInstanceof:
		w.use(2)
		w.push(KindValue)
		w.next()
	case OpSetNamed, OpWithSet, OpSetElem, OpSuperSet, OpSuperSetElem:
		// The assigned value stays on the stack.
		var n int32
		switch in.Op {
		case OpSetNamed, OpWithSet:
			n = 2
		case OpSetElem:
			n = 3
		case OpSuperSet:
			n = 1 + b
		default:
			n = 2 + b
		}
		k := w.kind(w.top(0))
		w.use(n)
		w.push(k)
		w.next()
	case OpGetMethod, OpGetMethodElem:
		// o -> f o, o k -> f o
		n := int32(1)
		if in.Op == OpGetMethodElem {
			n = 2
		}
		k := w.kind(w.top(n - 1))
		w.use(n)
		w.push(KindValue)
		w.push(k)
		w.next()
	case OpCopyRest:
		w.use(a + 1)
		w.push(KindValue)
		w.next()
	case OpRequireObject, OpCheckThis, OpToObject:
		w.need(w.top(0), KindValue)
		w.next()
	case OpClosure, OpClass:
		if a < 0 || int(a) >= len(v.f.Funcs) {
			v.fail(pc, "function %d out of range", a)
			return
		}
		if in.Op == OpClass && b == 1 {
			w.use(1)
		}
		for _, fv := range v.f.Funcs[a].Free {
			if fv.FromParentLocal {
				w.set(w.local(fv.Index), KindCell) // cellAt makes one if it is not
			}
		}
		w.push(KindFunc)
		if in.Op == OpClass {
			w.push(KindObject)
		}
		w.next()
	case OpCall:
		w.use(a + 2)
		w.push(KindValue)
		w.next()
	case OpNew:
		w.use(a + 1)
		w.push(KindValue)
		w.next()
	case OpCallSpread:
		w.need(w.top(0), KindObject)
		w.use(3)
		w.push(KindValue)
		w.next()
	case OpNewSpread:
		w.need(w.top(0), KindObject)
		w.use(2)
		w.push(KindValue)
		w.next()
	case OpReturn:
		w.need(w.top(0), KindValue) // and returns through the finally blocks (throwEdges)
	case OpAwait:
		w.use(1)
		w.push(KindValue)
		w.next()
	case OpJump:
		w.to(a)
	case OpJumpIfFalse, OpJumpIfTrue:
		w.use(1)
		w.to(a)
		w.next()
	case OpJumpIfFalseKeep, OpJumpIfTrueKeep, OpJumpIfNotNullish, OpJumpIfNotUndefined:
		w.need(w.top(0), KindValue)
		w.branch().to(a)
		w.pop(1)
		w.next()
	case OpOptionalChain:
		w.need(w.top(b), KindValue)
		j := w.branch()
		j.pop(b + 1)
		j.push(KindValue)
		j.to(a)
		w.next()
	case OpPushCatch, OpPushFinally:
		h := Handler{Catch: in.Op == OpPushCatch, PC: a, SP: v.n + w.h}
		if !h.Catch {
			if b < 0 || b+1 >= v.n {
				v.fail(pc, "completion slot %d out of the %d locals", b, v.n)
				return
			}
			h.Completion = b
		}
		w.hs = v.pushHandler(w.hs, h)
		w.next()
	case OpPopHandler:
		if w.hs == 0 {
			v.fail(pc, "no handler to pop")
			return
		}
		w.hs = v.nodes[w.hs].parent
		w.next()
	case OpSetCompletionNormal:
		if a < 0 || a+1 >= v.n {
			v.fail(pc, "completion slot %d out of the %d locals", a, v.n)
			return
		}
		w.set(a, KindCompletion)
		w.next()
	case OpEndFinally:
		w.need(w.local(a), KindCompletion)
		for _, j := range v.ff.jumps[a] {
			v.unwindJump(w, j.target, j.depth)
		}
		w.next()
	case OpJumpUnwind:
		v.unwindJump(w, a, b)
	case OpGetIterator, OpForInIterator:
		w.use(1)
		w.set(w.local(a), KindIter)
		w.next()
	case OpIterNext:
		w.need(w.local(a), KindIter)
		w.branch().to(b)
		w.push(KindValue)
		w.next()
	case OpIterNextOrUndef, OpIterRest:
		w.need(w.local(a), KindIter)
		w.push(KindValue)
		w.next()
	case OpIterClose:
		w.local(a) // a checked cast
		w.next()
	case OpConcat:
		w.use(a)
		w.push(KindValue)
		w.next()
	case OpIncLocal:
		w.need(w.local(a), KindValue)
		w.set(a, KindValue)
		w.next()
	case OpToPropertyKey:
		if b == 1 {
			w.need(w.top(1), KindValue) // the base, checked first
		}
		w.use(1)
		w.push(KindValue)
		w.next()
	case OpDefineMethod:
		w.need(w.top(0), KindFunc)
		k := int32(1)
		if a < 0 {
			k = 2
		}
		w.need(w.top(k), KindObject)
		if b&MethodStatic != 0 {
			w.need(w.top(k+1), KindObject)
		}
		w.pop(k)
		w.next()
	case OpDefineField:
		k := int32(1)
		if a < 0 {
			k = 2
		}
		w.need(w.top(k), KindValue) // a checked cast
		w.use(k)
		w.next()
	case OpSuperCall, OpSuperCallSpread:
		n := a
		if in.Op == OpSuperCallSpread {
			w.need(w.top(0), KindObject)
			n = 1
		}
		w.use(n)
		w.set(w.local(b), KindValue) // the this it had
		w.push(KindValue)
		w.next()
	case OpSuperGet:
		w.use(b)
		w.push(KindValue)
		w.next()
	case OpSuperGetElem:
		w.use(1 + b)
		w.push(KindValue)
		w.next()
	case OpYield, OpAsyncYield:
		w.use(1)
		w.push(KindValue)
		if a == 1 {
			w.push(KindValue) // yield*: the sent value and the resumption's mode
		} else if in.Op == OpAsyncYield {
			w.branch().to(b) // a return request
		}
		w.next()
	case OpGetIterObj:
		w.use(1)
		w.push(KindValue)
		w.push(KindValue)
		w.next()
	case OpYieldStarCall:
		w.use(4)
		w.push(KindValue)
		w.branch().to(b) // return without a return method: the received value
		w.next()
	case OpIterResult:
		w.use(1)
		j := w.branch()
		if b&1 != 0 {
			j.push(KindValue)
		}
		j.to(a)
		w.push(KindValue)
		w.next()
	case OpIterReturnMethod:
		k := w.kind(w.top(0))
		w.need(w.top(0), KindValue)
		j := w.branch()
		j.pop(1)
		j.to(a)
		w.pop(1)
		w.push(KindValue)
		w.push(k)
		w.next()
	case OpInitPrivateMethods:
		w.use(2 * b)
		w.next()
	case OpSetHome:
		w.top(a) // checked casts
		w.next()
	case OpSuperCallArrow:
		if b == 1 {
			w.need(w.top(0), KindObject)
			w.use(3)
		} else {
			w.use(a + 2)
		}
		w.push(KindValue)
		w.next()
	case OpSetThis:
		w.need(w.top(1), KindValue)
		w.use(1)
		w.next()
	case OpIntrinsic, OpWithBase:
		w.use(b)
		w.push(KindValue)
		w.next()
	case OpSuperBound:
		w.use(b)
		w.next()
	default:
		v.fail(pc, "unknown opcode")
	}
}
