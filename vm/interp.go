package vm

import (
	"math"
	"math/big"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/internal/fdlibm"
)

// nestedStepCap bounds a nested run (a getter or valueOf called from Go)
// on a Machine no one can interrupt (no SetInterrupt: a deterministic
// driver such as the Temporal workflow): the run cannot yield, so a runaway
// callback is stopped with a catchable RangeError instead. A Machine with
// an interrupt flag has no such cap: its driver's timeout or context stops
// the callback, with their own diagnostic, whatever the machine's speed.
const nestedStepCap = 50_000_000

// nestedEnd is the step count at which a nested run starting now stops:
// nestedStepCap steps on (see there), and at most Config.MaxSteps. The
// count a nested run sees leaves out the steps its caller ran since the
// top-level Run began (they are in the caller's local), so MaxSteps can
// be passed by up to that before the run fails, never undercut.
func (m *Machine) nestedEnd() int64 {
	end := int64(math.MaxInt64)
	if m.interrupt == nil {
		end = m.steps + nestedStepCap
	}
	if m.cfg.MaxSteps > 0 {
		end = min(end, m.cfg.MaxSteps)
	}
	return end
}

// exec runs frames until fewer than stopDepth+1 remain, the budget is
// used (top level only), or the run failed. It is the interpreter loop:
// the current frame's state lives in locals and is written back whenever
// control leaves the frame.
func (m *Machine) exec(stopDepth int) {
	limit := m.limit
	nested := m.nestDepth > 0
	var nestedEnd int64
	if nested {
		// A nested run stops at checkpoints to look at the interrupt
		// flag (interrupt.go), and fails at nestedEnd.
		nestedEnd = m.nestedEnd()
		limit = min(nestedEnd, m.steps+nestedCheckSteps)
	}
	var (
		fr     *frame
		code   []compile.Instr // the frame's Exec (superinstructions: compile/fuse.go)
		consts []any
		free   []*Cell
		stack  []Value
		pc, bp int
		sp     int
		err    error
		in     compile.Instr
	)
	steps := m.steps
	start := steps
	outerStop := m.execStop
	m.execStop = stopDepth
load:
	// Steps counted outside this loop (a nested run's, a built-in's work:
	// work.go) join its count at every call and return, so a budget ends
	// soon after a call that did much work.
	steps += m.pendingSteps
	m.pendingSteps = 0
	if len(m.frames) <= stopDepth || m.status == StatusFailed || m.blocked != nil {
		goto exit
	}
	fr = m.frames[len(m.frames)-1]
	code = fr.code.Exec
	consts = fr.code.Consts
	free = fr.fnObj.fn.free
	stack = m.stack
	pc, bp, sp = fr.pc, fr.bp, m.sp
	for {
		if steps >= limit {
			fr.pc, m.sp = pc, sp
			if nested {
				if steps < nestedEnd {
					m.checkInterrupt()
					limit = min(nestedEnd, steps+nestedCheckSteps)
					continue
				}
				if m.cfg.MaxSteps > 0 && steps >= m.cfg.MaxSteps {
					m.pendingSteps += steps - start // Run adds them
					panic(stepLimitExceeded{})
				}
				err = m.rangeError("a callback run from a built-in took too many steps")
				goto throw
			}
			goto exit
		}
		steps++
		in = code[pc]
		pc++
		goto dispatch
	unfuse:
		// A superinstruction that cannot take its fast path runs the
		// first instruction of its sequence, from Code.
		in = fr.code.Code[pc-1]
	dispatch:
		switch in.Op {
		case compile.OpNop:

		// Superinstructions (compile/fuse.go). Each takes its fast path
		// only when it does exactly what its sequence would, with room in
		// the budget for the sequence's steps (a sequence of n needs
		// steps+n-1 <= limit here); otherwise it goes to unfuse, and the
		// rest of its sequence follows one instruction at a time.
		case compile.OpFuseLocal2:
			if steps >= limit {
				goto unfuse
			}
			stack[sp] = stack[bp+int(in.A)]
			stack[sp+1] = stack[bp+int(fr.code.Code[pc].A)]
			sp += 2
			pc++
			steps++
		case compile.OpFuseLocalOp:
			a, b := stack[sp-1], stack[bp+int(in.A)]
			if a.kind != KNumber || b.kind != KNumber || steps >= limit {
				goto unfuse
			}
			stack[sp-1] = numberOperator(fr.code.Code[pc].Op, a.num, b.num)
			pc++
			steps++
		case compile.OpFuseLocalInt:
			a := stack[bp+int(in.A)]
			if a.kind != KNumber || steps+1 >= limit {
				goto unfuse
			}
			stack[sp] = numberOperator(fr.code.Code[pc+1].Op, a.num, float64(fr.code.Code[pc].A))
			sp++
			pc += 2
			steps += 2
		case compile.OpFuseLocalIntJump:
			a := stack[bp+int(in.A)]
			if a.kind != KNumber || steps+2 >= limit {
				goto unfuse
			}
			steps += 3
			if numberComparison(fr.code.Code[pc+1].Op, a.num, float64(fr.code.Code[pc].A)) {
				pc += 3
			} else {
				pc = int(fr.code.Code[pc+2].A)
			}
		case compile.OpFuseInt:
			a := stack[sp-1]
			if a.kind != KNumber || steps >= limit {
				goto unfuse
			}
			stack[sp-1] = numberOperator(fr.code.Code[pc].Op, a.num, float64(in.A))
			pc++
			steps++
		case compile.OpFuseIntJump:
			a := stack[sp-1]
			if a.kind != KNumber || steps+1 >= limit {
				goto unfuse
			}
			sp--
			steps += 2
			if numberComparison(fr.code.Code[pc].Op, a.num, float64(in.A)) {
				pc += 2
			} else {
				pc = int(fr.code.Code[pc+1].A)
			}
		case compile.OpFuseJump:
			a, b := stack[sp-2], stack[sp-1]
			if a.kind != KNumber || b.kind != KNumber || steps >= limit {
				goto unfuse
			}
			sp -= 2
			steps++
			if numberComparison(fr.code.Code[pc-1].Op, a.num, b.num) {
				pc++
			} else {
				pc = int(fr.code.Code[pc].A)
			}
		case compile.OpFuseOpStore:
			a, b := stack[sp-2], stack[sp-1]
			if a.kind != KNumber || b.kind != KNumber || steps >= limit {
				goto unfuse
			}
			sp -= 2
			stack[bp+int(fr.code.Code[pc].A)] = numberOperator(fr.code.Code[pc-1].Op, a.num, b.num)
			pc++
			steps++
		case compile.OpFuseStoreLoad:
			if steps >= limit {
				goto unfuse
			}
			stack[bp+int(in.A)] = stack[sp-1]
			stack[sp-1] = stack[bp+int(fr.code.Code[pc].A)]
			pc++
			steps++
		case compile.OpFuseIncJump:
			v := stack[bp+int(in.A)]
			if v.kind != KNumber || steps >= limit {
				goto unfuse
			}
			stack[bp+int(in.A)] = Value{kind: KNumber, num: v.num + float64(in.B)}
			pc = int(fr.code.Code[pc].A)
			steps++
		case compile.OpFuseLocalUndef:
			if steps >= limit {
				goto unfuse
			}
			stack[sp] = stack[bp+int(in.A)]
			stack[sp+1] = undefined
			sp += 2
			pc++
			steps++
		case compile.OpFuseFreeUndef:
			if steps >= limit {
				goto unfuse
			}
			stack[sp] = free[in.A].v
			stack[sp+1] = undefined
			sp += 2
			pc++
			steps++
		case compile.OpFuseHoleStore:
			if steps >= limit {
				goto unfuse
			}
			stack[bp+int(fr.code.Code[pc].A)] = empty
			pc++
			steps++
		case compile.OpFusePopHandlerJump:
			if steps >= limit {
				goto unfuse
			}
			fr.handlers = fr.handlers[:len(fr.handlers)-1]
			pc = int(fr.code.Code[pc].A)
			steps++
		case compile.OpFusePopIncJump:
			inc := fr.code.Code[pc]
			v := stack[bp+int(inc.A)]
			if v.kind != KNumber || steps+1 >= limit {
				goto unfuse
			}
			sp--
			stack[bp+int(inc.A)] = Value{kind: KNumber, num: v.num + float64(inc.B)}
			pc = int(fr.code.Code[pc+1].A)
			steps += 2
		case compile.OpPop:
			sp--
		case compile.OpDup:
			stack[sp] = stack[sp-1]
			sp++
		case compile.OpDup2:
			stack[sp] = stack[sp-2]
			stack[sp+1] = stack[sp-1]
			sp += 2
		case compile.OpSwap:
			stack[sp-1], stack[sp-2] = stack[sp-2], stack[sp-1]
		case compile.OpPick:
			stack[sp] = stack[sp-1-int(in.A)]
			sp++
		case compile.OpRot3:
			a, b, c := stack[sp-3], stack[sp-2], stack[sp-1]
			stack[sp-3], stack[sp-2], stack[sp-1] = c, a, b
		case compile.OpUndef:
			stack[sp] = undefined
			sp++
		case compile.OpNull:
			stack[sp] = null
			sp++
		case compile.OpTrue:
			stack[sp] = vTrue
			sp++
		case compile.OpFalse:
			stack[sp] = vFalse
			sp++
		case compile.OpInt:
			stack[sp] = Value{kind: KNumber, num: float64(in.A)}
			sp++
		case compile.OpConst:
			switch c := consts[in.A].(type) {
			case float64:
				stack[sp] = Value{kind: KNumber, num: c}
			case *big.Int:
				stack[sp] = bigintVal(c)
			default:
				stack[sp] = Value{kind: KString, ref: c}
			}
			sp++
		case compile.OpHole:
			stack[sp] = empty
			sp++
		case compile.OpTemplateObject:
			sp--
			raw := stack[sp].ref.(*Object)
			strs := stack[sp-1].ref.(*Object)
			raw.sealed = 3
			strs.addProp("raw", obj(raw), flagHidden|flagReadOnly|flagFixed)
			strs.sealed = 3
		case compile.OpRegExp:
			fr.pc, m.sp = pc, sp
			re, e := m.newRegExp(consts[in.A].(string), consts[in.B].(string))
			if e != nil {
				err = e
				goto throw
			}
			stack[sp] = obj(re)
			sp++

		case compile.OpLoadLocal:
			stack[sp] = stack[bp+int(in.A)]
			sp++
		case compile.OpLoadLocalChecked:
			v := stack[bp+int(in.A)]
			if v.kind == KEmpty {
				err = m.referenceError("Cannot access '%s' before initialization", consts[in.B].(string))
				goto throw
			}
			stack[sp] = v
			sp++
		case compile.OpStoreLocal:
			sp--
			stack[bp+int(in.A)] = stack[sp]
		case compile.OpLoadCell:
			stack[sp] = stack[bp+int(in.A)].ref.(*Cell).v
			sp++
		case compile.OpLoadCellChecked:
			v := stack[bp+int(in.A)].ref.(*Cell).v
			if v.kind == KEmpty {
				err = m.referenceError("Cannot access '%s' before initialization", consts[in.B].(string))
				goto throw
			}
			stack[sp] = v
			sp++
		case compile.OpStoreCell:
			sp--
			stack[bp+int(in.A)].ref.(*Cell).v = stack[sp]
		case compile.OpNewCell:
			c := &Cell{}
			if in.B == 0 {
				c.v = empty
			}
			stack[bp+int(in.A)] = Value{kind: KCell, ref: c}
		case compile.OpBoxLocal:
			stack[bp+int(in.A)] = Value{kind: KCell, ref: &Cell{v: stack[bp+int(in.A)]}}
		case compile.OpCopyCell:
			old := stack[bp+int(in.A)].ref.(*Cell)
			stack[bp+int(in.A)] = Value{kind: KCell, ref: &Cell{v: old.v}}
		case compile.OpLoadFree:
			stack[sp] = free[in.A].v
			sp++
		case compile.OpLoadFreeChecked:
			v := free[in.A].v
			if v.kind == KEmpty {
				err = m.referenceError("Cannot access '%s' before initialization", consts[in.B].(string))
				goto throw
			}
			stack[sp] = v
			sp++
		case compile.OpStoreFree:
			sp--
			free[in.A].v = stack[sp]
		case compile.OpLoadGlobal:
			fr.pc, m.sp = pc, sp
			var v Value
			v, err = m.loadGlobal(consts[in.A].(string))
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp] = v
			sp++
		case compile.OpTypeofGlobal:
			v, ok := m.lookupGlobal(consts[in.A].(string))
			if !ok {
				stack[sp] = str("undefined")
			} else {
				stack[sp] = str(typeOf(v))
			}
			sp++
		case compile.OpStoreGlobal:
			sp--
			fr.pc, m.sp = pc, sp
			if err = m.storeGlobal(consts[in.A].(string), stack[sp], fr.code.Strict); err != nil {
				stack = m.stack
				goto throw
			}
			stack = m.stack
		case compile.OpLoadThis:
			t := fr.this
			if !fr.code.Strict && !fr.code.IsArrow && fr.fnObj.fn.code != m.prog.Main {
				if t.isNullish() {
					t = obj(m.global())
				} else if t.kind != KObject {
					// Sloppy functions see primitives boxed.
					if o, e := m.toObject(t); e == nil {
						t = obj(o)
					}
				}
			} else if t.kind == KUndefined && fr.code.IsDerived {
				err = m.referenceError("Must call super constructor in derived class before accessing 'this' or returning from derived constructor")
				goto throw
			}
			stack[sp] = t
			sp++
		case compile.OpLoadCallee:
			stack[sp] = obj(fr.fnObj)
			sp++
		case compile.OpThrowConst:
			err = m.typeError("Assignment to constant variable.")
			goto throw
		case compile.OpThrowTDZ:
			err = m.referenceError("Cannot access '%s' before initialization", consts[in.A].(string))
			goto throw
		case compile.OpThrowRef:
			fr.pc, m.sp = pc, sp
			err = m.referenceError("%s", consts[in.A].(string))
			goto throw

		case compile.OpNewObject:
			stack[sp] = obj(m.newLiteralObject(&code[pc-1], pc))
			sp++
		case compile.OpNewArray:
			stack[sp] = obj(m.newArray(make([]Value, 0, in.A)))
			m.chargeValues(int(in.A)) // the elements OpArrayPush appends
			sp++
		case compile.OpArrayPush:
			sp--
			a := stack[sp-1].ref.(*Object)
			a.arr = append(a.arr, stack[sp])
		case compile.OpArrayHole:
			a := stack[sp-1].ref.(*Object)
			a.arr = append(a.arr, empty)
		case compile.OpArraySpread:
			sp--
			fr.pc, m.sp = pc, sp
			a := stack[sp-1].ref.(*Object)
			var vals []Value
			if in.A < 0 {
				m.iterDesc = spreadDesc
			} else {
				m.iterDesc = m.desc(consts, in.A-1)
			}
			vals, err = m.iterateToSlice(stack[sp])
			m.iterDesc = ""
			stack = m.stack
			if err == nil {
				err = m.checkArrayLen(len(a.arr) + len(vals))
			}
			if err != nil {
				goto throw
			}
			m.chargeValues(len(vals))
			if len(a.arr) == 0 {
				a.arr = vals // a fresh slice: [...xs] need not copy it again
			} else {
				a.arr = appendValues(a.arr, vals)
			}
		case compile.OpInitProp:
			sp--
			o := stack[sp-1].ref.(*Object)
			m.charge(propSize)
			o.setOwn(consts[in.A].(string), stack[sp])
		case compile.OpInitElem:
			sp -= 2
			o := stack[sp-1].ref.(*Object)
			key := keyAt(stack[sp])
			if in.A == 1 {
				m.nameFunction(stack[sp+1], key)
			}
			m.charge(propCharge)
			o.setOwn(key, stack[sp+1])
		case compile.OpSetProtoLit:
			sp--
			if v := stack[sp]; v.kind == KObject || v.kind == KNull {
				stack[sp-1].ref.(*Object).proto = v.asObject()
			}
		case compile.OpInitGetter, compile.OpInitSetter:
			sp--
			f := stack[sp].ref.(*Object)
			var key string
			if in.A >= 0 {
				key = consts[in.A].(string)
			} else {
				sp--
				key = keyAt(stack[sp])
				m.nameFunctionPrefix(obj(f), key, accessorPrefix(in.Op == compile.OpInitGetter))
			}
			o := stack[sp-1].ref.(*Object)
			if in.Op == compile.OpInitGetter {
				m.defineAccessor(o, key, f, nil, 0)
			} else {
				m.defineAccessor(o, key, nil, f, 0)
			}
		case compile.OpObjectSpread:
			sp--
			fr.pc, m.sp = pc, sp
			if err = m.copyDataProperties(stack[sp-1].ref.(*Object), stack[sp], nil); err != nil {
				stack = m.stack
				goto throw
			}
			stack = m.stack
		case compile.OpGetNamed:
			v := stack[sp-1]
			key := consts[in.A].(string)
			if v.kind == KObject {
				o := v.ref.(*Object)
				if i := o.find(key); i >= 0 && o.props()[i].flags&flagAccessor == 0 {
					stack[sp-1] = o.props()[i].val
					continue
				} else if i < 0 && o.class == ClassArray && key == "length" {
					stack[sp-1] = Value{kind: KNumber, num: float64(len(o.arr))} // as getOwn has it
					continue
				}
			}
			fr.pc, m.sp = pc, sp
			var r Value
			r, err = m.getNamedKey(v, key)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = r
		case compile.OpGetNamedChain:
			v := stack[sp-1]
			key := consts[in.A].(string)
			fr.pc, m.sp = pc, sp
			var r Value
			r, err = m.getV(v, key)
			stack = m.stack
			if err != nil {
				goto throw
			}
			if r.kind == KUndefined {
				r = m.missingToolPath(v, key, false)
			}
			stack[sp-1] = r
		case compile.OpGetElem:
			sp--
			fr.pc, m.sp = pc, sp+1
			var r Value
			if in.B == 1 {
				r, err = m.privateGet(stack[sp-1], privateKeyOf(stack[sp]))
			} else {
				r, err = m.getElem(stack[sp-1], stack[sp])
			}
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = r
		case compile.OpSetNamed:
			sp--
			fr.pc, m.sp = pc, sp+1
			base, v := stack[sp-1], stack[sp]
			if key := consts[in.A].(string); isPrivateKey(key) {
				err = m.privateSet(base, key, v)
			} else {
				err = m.setV(base, key, v, fr.code.Strict)
			}
			if err != nil {
				stack = m.stack
				goto throw
			}
			stack = m.stack
			stack[sp-1] = v
		case compile.OpSetElem:
			sp -= 2
			fr.pc, m.sp = pc, sp+2
			base, k, v := stack[sp-1], stack[sp], stack[sp+1]
			if in.B == 1 {
				err = m.privateSet(base, privateKeyOf(k), v)
			} else {
				err = m.setElem(base, k, v, fr.code.Strict)
			}
			if err != nil {
				stack = m.stack
				goto throw
			}
			stack = m.stack
			stack[sp-1] = v
		case compile.OpGetMethod:
			v := stack[sp-1]
			key := consts[in.A].(string)
			f, cached := m.cachedMethod(&code[pc-1], pc, v, key)
			if !cached {
				fr.pc, m.sp = pc, sp
				f, err = m.getNamedKey(v, key)
				stack = m.stack
				if err != nil {
					goto throw
				}
				m.rememberMethod(&code[pc-1], pc, v, key)
			}
			if f.kind == KUndefined {
				f = m.missingToolPath(v, key, true)
			}
			stack[sp-1] = f
			stack[sp] = v
			sp++
		case compile.OpGetMethodElem:
			v, k := stack[sp-2], stack[sp-1]
			fr.pc, m.sp = pc, sp
			var f Value
			if in.B == 1 {
				f, err = m.privateGet(v, privateKeyOf(k))
			} else {
				f, err = m.getElem(v, k)
			}
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-2] = f
			stack[sp-1] = v
		case compile.OpDeleteNamed:
			fr.pc, m.sp = pc, sp
			var ok bool
			ok, err = m.deleteV(stack[sp-1], str(consts[in.A].(string)), fr.code.Strict)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = boolean(ok)
		case compile.OpDeleteElem:
			sp--
			fr.pc, m.sp = pc, sp
			var ok bool
			ok, err = m.deleteV(stack[sp-1], stack[sp], fr.code.Strict)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = boolean(ok)
		case compile.OpCopyRest:
			n := int(in.A)
			sp -= n
			fr.pc, m.sp = pc, sp
			excl := make([]string, n)
			for i := 0; i < n; i++ {
				excl[i] = keyAt(stack[sp+i])
			}
			o := m.newObject()
			if err = m.copyDataProperties(o, stack[sp-1], excl); err != nil {
				stack = m.stack
				goto throw
			}
			stack = m.stack
			stack[sp-1] = obj(o)
		case compile.OpRequireObject:
			if stack[sp-1].isNullish() {
				fr.pc, m.sp = pc, sp
				v := stack[sp-1]
				what := m.inspectShort(v)
				if v.kind == KNull {
					what = "object null" // V8's name for a value without source text
				}
				if in.B > 0 {
					what = consts[in.B-1].(string)
				}
				if in.B < 0 && in.A > 0 {
					// A nested pattern: V8 reports the read of its first property.
					err = m.typeError("Cannot read properties of %s (reading '%s')", typeName(v), consts[in.A-1].(string))
				} else if in.A > 0 {
					err = m.typeError("Cannot destructure property '%s' of '%s' as it is %s.", consts[in.A-1].(string), what, typeName(v))
				} else {
					err = m.typeError("Cannot destructure '%s' as it is %s.", what, typeName(v))
				}
				goto throw
			}

		case compile.OpClosure:
			fc := fr.code.Funcs[in.A]
			cells := make([]*Cell, len(fc.Free))
			for i, fv := range fc.Free {
				if fv.FromParentLocal {
					cells[i] = cellAt(stack, bp+int(fv.Index))
				} else {
					cells[i] = free[fv.Index]
				}
			}
			clo := m.newClosure(fc, cells)
			if fc.IsArrow {
				clo.fn.home = fr.fnObj.fn.home // super inside arrows
			}
			stack[sp] = obj(clo)
			sp++
		case compile.OpCall:
			steps += callStepCost
			argc := int(in.A)
			fv := stack[sp-argc-2]
			fr.pc, m.sp = pc, sp
			if fv.kind == KObject {
				if fo := fv.ref.(*Object); fo.class == ClassFunction {
					nc := fo.fn.code
					newBp := sp - argc
					if argc == nc.NumParams && nc.PlainFrame && len(m.frames) < m.maxDepth && newBp+nc.NumLocals+nc.MaxStack+8 <= len(stack) {
						// Fast path: a plain call with exactly the declared parameters.
						for i := sp; i < newBp+nc.NumLocals; i++ {
							stack[i] = undefined
						}
						m.sp = newBp + nc.NumLocals
						m.pushFrame(fo, nc, newBp, newBp-2, stack[newBp-1])
						goto load
					}
					if err = m.enterFunction(fo, argc, retPush, nil); err != nil {
						goto throw
					}
					goto load
				} else if fo.class == ClassNative {
					if fo.native == biArrayPush && argc == 1 {
						if n, ok := m.pushOne(stack[sp-2], stack[sp-1:sp]); ok {
							stack[sp-3] = Value{kind: KNumber, num: n}
							sp -= 2
							continue
						}
					}
					// A built-in's call, without callValue's dispatch.
					if err = m.callBuiltin(fo, sp-argc-2, retPush, nil); err != nil {
						goto throw
					}
					goto load
				}
			}
			if err = m.callValue(argc, retPush, nil, m.desc(consts, in.B)); err != nil {
				goto throw
			}
			goto load
		case compile.OpCallSpread:
			sp--
			args := stack[sp].ref.(*Object).arr
			fr.pc = pc
			m.sp = sp
			for _, a := range args {
				m.push(a)
			}
			if err = m.callValue(len(args), retPush, nil, m.desc(consts, in.B)); err != nil {
				goto throw
			}
			goto load
		case compile.OpNew:
			fr.pc, m.sp = pc, sp
			if err = m.construct(int(in.A), m.desc(consts, in.B)); err != nil {
				goto throw
			}
			goto load
		case compile.OpNewSpread:
			sp--
			args := stack[sp].ref.(*Object).arr
			fr.pc = pc
			m.sp = sp
			for _, a := range args {
				m.push(a)
			}
			if err = m.construct(len(args), m.desc(consts, in.B)); err != nil {
				goto throw
			}
			goto load
		case compile.OpReturn:
			v := stack[sp-1]
			if fr.code.IsDerived {
				if err = m.derivedReturnError(fr, v); err != nil {
					// V8 checks at the return statement, before finally blocks run.
					fr.pc, m.sp = pc, sp
					goto throw
				}
			}
			if len(fr.handlers) == 0 && fr.ret == retPush && fr.async == nil && fr.gen == nil && len(m.frames) > stopDepth+1 {
				// Fast path: return to a calling frame.
				m.popFrame()
				stack[fr.callBase] = v
				m.sp = fr.callBase + 1
				m.releaseFrame(fr)
				goto load
			}
			if len(fr.handlers) == 0 && fr.ret == retEach && fr.async == nil && fr.gen == nil {
				// A callback of a callback loop (each.go), whose next
				// call may start over in this frame.
				m.eachReturn(fr, v)
				goto load
			}
			fr.pc, m.sp = pc, sp-1
			if len(fr.handlers) > 0 && m.returnThroughFinally(fr, v, stopDepth) {
				goto load
			}
			m.completeFrame(v)
			goto load
		case compile.OpAwait:
			sp--
			fr.pc, m.sp = pc, sp
			m.await(stack[sp])
			goto load
		case compile.OpThrow:
			sp--
			fr.pc, m.sp = pc, sp
			m.noteThrow(stack[sp], fr)
			m.unwind(stack[sp], stopDepth)
			goto load

		case compile.OpJump:
			pc = int(in.A)
		case compile.OpJumpIfFalse:
			sp--
			v := stack[sp]
			if v.kind == KBool {
				if v.num == 0 {
					pc = int(in.A)
				}
			} else if !truthy(v) {
				pc = int(in.A)
			}
		case compile.OpJumpIfTrue:
			sp--
			if truthy(stack[sp]) {
				pc = int(in.A)
			}
		case compile.OpJumpIfFalseKeep:
			if !truthy(stack[sp-1]) {
				pc = int(in.A)
			} else {
				sp--
			}
		case compile.OpJumpIfTrueKeep:
			if truthy(stack[sp-1]) {
				pc = int(in.A)
			} else {
				sp--
			}
		case compile.OpJumpIfNotNullish:
			if !stack[sp-1].isNullish() {
				pc = int(in.A)
			} else {
				sp--
			}
		case compile.OpJumpIfNotUndefined:
			if stack[sp-1].kind != KUndefined {
				pc = int(in.A)
			} else {
				sp--
			}
		case compile.OpOptionalChain:
			if stack[sp-1-int(in.B)].isNullish() {
				sp -= int(in.B)
				stack[sp-1] = undefined
				pc = int(in.A)
			}
		case compile.OpPushCatch:
			fr.handlers = append(fr.handlers, handler{catch: true, pc: in.A, sp: int32(sp - bp)})
		case compile.OpPushFinally:
			fr.handlers = append(fr.handlers, handler{pc: in.A, completion: in.B, sp: int32(sp - bp)})
		case compile.OpPopHandler:
			fr.handlers = fr.handlers[:len(fr.handlers)-1]
		case compile.OpSetCompletionNormal:
			stack[bp+int(in.A)] = num(compile.CompletionNormal)
		case compile.OpEndFinally:
			kind := int(stack[bp+int(in.A)].num)
			v := stack[bp+int(in.A)+1]
			switch {
			case kind == compile.CompletionNormal:
			case kind == compile.CompletionThrow:
				fr.pc, m.sp = pc, sp
				m.unwind(v, stopDepth)
				goto load
			case kind == compile.CompletionReturn:
				fr.pc, m.sp = pc, sp
				if len(fr.handlers) > 0 && m.returnThroughFinally(fr, v, stopDepth) {
					goto load
				}
				m.completeFrame(v)
				goto load
			default:
				depth := kind - compile.CompletionJump
				pc = m.jumpUnwind(fr, int(v.num), depth, pc)
				sp = bp + fr.code.NumLocals
			}
		case compile.OpJumpUnwind:
			pc = m.jumpUnwind(fr, int(in.A), int(in.B), pc)
			sp = bp + fr.code.NumLocals

		case compile.OpGetIterator:
			sp--
			fr.pc, m.sp = pc, sp
			var it *iterState
			m.iterDesc = m.desc(consts, in.B-1)
			it, err = m.getIterator(stack[sp])
			m.iterDesc = ""
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[bp+int(in.A)] = Value{kind: KInternal, ref: it}
		case compile.OpForInIterator:
			sp--
			fr.pc, m.sp = pc, sp
			var it *iterState
			it, err = m.forInIterator(stack[sp])
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[bp+int(in.A)] = Value{kind: KInternal, ref: it}
		case compile.OpIterNext:
			it := stack[bp+int(in.A)].ref.(*iterState)
			fr.pc, m.sp = pc, sp
			v, done, e := m.iterNext(it)
			stack = m.stack
			if e != nil {
				err = e
				goto throw
			}
			if done {
				pc = int(in.B)
			} else {
				stack[sp] = v
				sp++
			}
		case compile.OpIterNextOrUndef:
			it := stack[bp+int(in.A)].ref.(*iterState)
			fr.pc, m.sp = pc, sp
			v, _, e := m.iterNext(it)
			stack = m.stack
			if e != nil {
				err = e
				goto throw
			}
			stack[sp] = v
			sp++
		case compile.OpIterRest:
			it := stack[bp+int(in.A)].ref.(*iterState)
			fr.pc, m.sp = pc, sp
			rest, e := m.drainIterator(it)
			stack = m.stack
			if e != nil {
				err = e
				goto throw
			}
			if rest == nil {
				rest = []Value{}
			}
			stack[sp] = m.newArrayValue(rest)
			sp++
		case compile.OpIterClose:
			if it, ok := stack[bp+int(in.A)].ref.(*iterState); ok && !it.done {
				fr.pc, m.sp = pc, sp
				err = m.closeIterator(it)
				stack = m.stack
				if in.B == 1 {
					err = nil // closing after an exception: that exception wins
				}
				if err != nil {
					goto throw
				}
			}

		case compile.OpAdd:
			a, b := stack[sp-2], stack[sp-1]
			sp--
			if a.kind == KNumber && b.kind == KNumber {
				stack[sp-1] = Value{kind: KNumber, num: a.num + b.num}
				continue
			}
			fr.pc, m.sp = pc, sp+1
			var r Value
			if next := fr.code.Code[pc]; in.B == compile.AddEnd && next.Op == compile.OpAdd && next.B == 0 && steps < limit && m.addsInto(stack[sp-2], a) {
				// The chain's sum is the right operand of the next
				// addition, which runs now (the loop would run it next).
				if err = m.addChainedInto(fr, stack[sp-2], a, b); err != nil {
					goto throw
				}
				goto load
			}
			if in.B != 0 {
				r, err = m.addChained(a, b, in.B == compile.AddEnd)
			} else {
				r, err = m.add(a, b)
			}
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = r
		case compile.OpSub:
			a, b := stack[sp-2], stack[sp-1]
			sp--
			if a.kind == KNumber && b.kind == KNumber {
				stack[sp-1] = Value{kind: KNumber, num: a.num - b.num}
				continue
			}
			fr.pc, m.sp = pc, sp+1
			var r Value
			r, err = m.arith(in.Op, a, b)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = r
		case compile.OpMul:
			a, b := stack[sp-2], stack[sp-1]
			sp--
			if a.kind == KNumber && b.kind == KNumber {
				stack[sp-1] = Value{kind: KNumber, num: a.num * b.num}
				continue
			}
			fr.pc, m.sp = pc, sp+1
			var r Value
			r, err = m.arith(in.Op, a, b)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = r
		case compile.OpDiv, compile.OpMod, compile.OpExp, compile.OpShl, compile.OpShr,
			compile.OpUShr, compile.OpBitAnd, compile.OpBitOr, compile.OpBitXor:
			a, b := stack[sp-2], stack[sp-1]
			sp--
			if a.kind == KNumber && b.kind == KNumber {
				stack[sp-1] = Value{kind: KNumber, num: numberOp(in.Op, a.num, b.num)}
				continue
			}
			fr.pc, m.sp = pc, sp+1
			var r Value
			r, err = m.arith(in.Op, a, b)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = r
		case compile.OpLt, compile.OpLtEq, compile.OpGt, compile.OpGtEq:
			a, b := stack[sp-2], stack[sp-1]
			sp--
			if a.kind == KNumber && b.kind == KNumber {
				var r bool
				switch in.Op {
				case compile.OpLt:
					r = a.num < b.num
				case compile.OpLtEq:
					r = a.num <= b.num
				case compile.OpGt:
					r = a.num > b.num
				default:
					r = a.num >= b.num
				}
				stack[sp-1] = boolean(r)
				continue
			}
			fr.pc, m.sp = pc, sp+1
			var r bool
			r, err = m.compareOp(in.Op, a, b)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = boolean(r)
		case compile.OpStrictEq:
			sp--
			stack[sp-1] = boolean(strictEquals(stack[sp-1], stack[sp]))
		case compile.OpStrictNotEq:
			sp--
			stack[sp-1] = boolean(!strictEquals(stack[sp-1], stack[sp]))
		case compile.OpEq, compile.OpNotEq:
			sp--
			fr.pc, m.sp = pc, sp+1
			var r bool
			r, err = m.looseEquals(stack[sp-1], stack[sp])
			stack = m.stack
			if err != nil {
				goto throw
			}
			if in.Op == compile.OpNotEq {
				r = !r
			}
			stack[sp-1] = boolean(r)
		case compile.OpIn:
			sp--
			fr.pc, m.sp = pc, sp+1
			var r bool
			if in.A == 1 {
				r, err = m.privateIn(keyAt(stack[sp-1]), stack[sp])
			} else {
				r, err = m.inOp(stack[sp-1], stack[sp])
			}
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = boolean(r)
		case compile.OpInstanceof:
			sp--
			fr.pc, m.sp = pc, sp+1
			var r bool
			r, err = m.instanceOf(stack[sp-1], stack[sp])
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = boolean(r)
		case compile.OpNeg, compile.OpPlus, compile.OpBitNot, compile.OpToNumeric:
			v := stack[sp-1]
			var f float64
			if v.kind == KNumber {
				f = v.num
			} else if in.Op != compile.OpPlus && v.kind != KString && v.kind != KBool && !v.isNullish() {
				// ToNumeric: a BigInt (or an object whose primitive is one)
				// stays a BigInt.
				fr.pc, m.sp = pc, sp
				var r Value
				r, err = m.unaryNumeric(in.Op, v)
				stack = m.stack
				if err != nil {
					goto throw
				}
				stack[sp-1] = r
				continue
			} else {
				fr.pc, m.sp = pc, sp
				f, err = m.toNumber(v)
				stack = m.stack
				if err != nil {
					goto throw
				}
			}
			switch in.Op {
			case compile.OpNeg:
				f = -f
			case compile.OpBitNot:
				f = float64(^toInt32(f))
			}
			stack[sp-1] = num(f)
		case compile.OpNot:
			stack[sp-1] = boolean(!truthy(stack[sp-1]))
		case compile.OpTypeof:
			stack[sp-1] = str(typeOf(stack[sp-1]))
		case compile.OpIncLocal:
			v := stack[bp+int(in.A)]
			if v.kind != KNumber && v.kind != KString && v.kind != KBool && !v.isNullish() {
				fr.pc, m.sp = pc, sp
				v, err = m.unaryNumeric(compile.OpToNumeric, v)
				if err == nil && v.kind == KBigInt {
					v, err = m.bigintStep(v, int64(in.B))
				}
				stack = m.stack
				if err != nil {
					goto throw
				}
				if v.kind == KBigInt {
					stack[bp+int(in.A)] = v
					continue
				}
			}
			if v.kind != KNumber {
				fr.pc, m.sp = pc, sp
				var f float64
				f, err = m.toNumber(v)
				stack = m.stack
				if err != nil {
					goto throw
				}
				v = num(f)
			}
			stack[bp+int(in.A)] = Value{kind: KNumber, num: v.num + float64(in.B)}
		case compile.OpInc, compile.OpDec:
			v := stack[sp-1]
			d := 1.0
			if in.Op == compile.OpDec {
				d = -1
			}
			if v.kind == KBigInt {
				fr.pc, m.sp = pc, sp
				v, err = m.bigintStep(v, int64(d))
				stack = m.stack
				if err != nil {
					goto throw
				}
				stack[sp-1] = v
				continue
			}
			stack[sp-1] = num(v.num + d)
		case compile.OpConcat:
			n := int(in.A)
			fr.pc, m.sp = pc, sp
			var s string
			s, err = m.concat(stack[sp-n : sp])
			stack = m.stack
			if err != nil {
				goto throw
			}
			sp -= n - 1
			stack[sp-1] = str(s)
		case compile.OpToPropertyKey:
			v := stack[sp-1]
			if in.B == 1 && stack[sp-2].isNullish() {
				// GetValue checks the base before converting the key.
				fr.pc, m.sp = pc, sp
				err = m.nullishKeyError(stack[sp-2], v)
				goto throw
			}
			if v.kind != KString {
				fr.pc, m.sp = pc, sp
				var k string
				k, err = m.toPropertyKey(v)
				stack = m.stack
				if err != nil {
					goto throw
				}
				stack[sp-1] = str(k)
			}
		case compile.OpClass:
			var super Value
			if in.B == 1 {
				sp--
				super = stack[sp]
			}
			fr.pc, m.sp = pc, sp
			fc := fr.code.Funcs[in.A]
			cells := make([]*Cell, len(fc.Free))
			for i, fv := range fc.Free {
				if fv.FromParentLocal {
					cells[i] = cellAt(stack, bp+int(fv.Index))
				} else {
					cells[i] = free[fv.Index]
				}
			}
			ctor, proto, e := m.makeClass(fc, cells, super, in.B == 1)
			stack = m.stack
			if e != nil {
				err = e
				goto throw
			}
			stack[sp] = obj(ctor)
			stack[sp+1] = obj(proto)
			sp += 2
		case compile.OpDefineMethod:
			sp--
			f := stack[sp].ref.(*Object)
			var key string
			if in.A >= 0 {
				key = consts[in.A].(string)
			} else {
				sp--
				key = keyAt(stack[sp])
				prefix := ""
				if in.B&(compile.MethodGetter|compile.MethodSetter) != 0 {
					prefix = accessorPrefix(in.B&compile.MethodGetter != 0)
				}
				m.nameFunctionPrefix(obj(f), key, prefix)
			}
			target := stack[sp-1].ref.(*Object)
			if in.B&compile.MethodStatic != 0 {
				target = stack[sp-2].ref.(*Object)
				if key == "prototype" {
					fr.pc, m.sp = pc, sp
					err = m.typeError("Classes may not have a static property named 'prototype'")
					goto throw
				}
			}
			f.fn.home = target
			switch {
			case in.B&compile.MethodGetter != 0:
				m.defineAccessor(target, key, f, nil, flagHidden)
			case in.B&compile.MethodSetter != 0:
				m.defineAccessor(target, key, nil, f, flagHidden)
			default:
				flags := flagHidden
				if isPrivateKey(key) {
					flags |= flagReadOnly // a private method cannot be assigned
				}
				if i := target.find(key); i >= 0 {
					target.props()[i].val = obj(f)
					target.props()[i].flags = flags
				} else {
					target.addProp(key, obj(f), flags)
				}
			}
		case compile.OpDefineField:
			sp--
			v := stack[sp]
			var key string
			if in.A >= 0 {
				key = consts[in.A].(string)
			} else {
				sp--
				key = keyAt(stack[sp])
			}
			if o := stack[sp-1].asObject(); o != nil && o.class == ClassProxy && !isPrivateKey(key) {
				// A public field of a this a base constructor returned as
				// a proxy: CreateDataPropertyOrThrow, through its traps.
				fr.pc, m.sp = pc, sp
				err = m.defineOwnOrThrow(o, key, &propDesc{value: v, writable: true, enumerable: in.B != 1, configurable: true,
					hasValue: true, hasWritable: true, hasEnumerable: true, hasConfigurable: true})
				stack = m.stack
				if err != nil {
					goto throw
				}
			} else if o != nil {
				flags := propFlag(0)
				if in.B == 1 {
					flags = flagHidden
				}
				i := o.find(key)
				if err = m.checkDefineField(o, key, i >= 0); err != nil {
					fr.pc, m.sp = pc, sp
					goto throw
				}
				if i < 0 {
					m.charge(propCharge)
				}
				if i >= 0 {
					o.props()[i].val = v
					o.props()[i].flags = flags
				} else if flags == 0 {
					o.setOwn(key, v)
				} else {
					o.addProp(key, v, flags)
				}
			}
		case compile.OpSuperCall:
			fr.pc, m.sp = pc, sp
			// A second super() still constructs; OpSuperBound then throws
			// (BindThisValue).
			stack[bp+int(in.B)] = fr.this
			if err = m.superCall(int(in.A), fr.fnObj, fr.newTarget); err != nil {
				goto throw
			}
			goto load
		case compile.OpSuperCallSpread:
			sp--
			args := stack[sp].ref.(*Object).arr
			fr.pc, m.sp = pc, sp
			stack[bp+int(in.B)] = fr.this
			for _, a := range args {
				m.push(a)
			}
			if err = m.superCall(len(args), fr.fnObj, fr.newTarget); err != nil {
				goto throw
			}
			goto load
		case compile.OpSuperGet, compile.OpSuperGetElem:
			fr.pc, m.sp = pc, sp
			var base *Object
			if base, err = m.superBaseFor(fr, in, consts, stack[sp-1], false); err != nil {
				goto throw
			}
			var key string
			if in.Op == compile.OpSuperGet {
				key = consts[in.A].(string)
			} else {
				sp--
				key, err = m.toPropertyKey(stack[sp])
				stack = m.stack
				if err != nil {
					goto throw
				}
			}
			recv := fr.this
			if in.B == 1 {
				// An arrow's receiver is its lexical this, pushed first.
				sp--
				recv = stack[sp]
			}
			var r Value
			r, err = m.get(base, key, recv)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp] = r
			sp++
		case compile.OpSuperSet, compile.OpSuperSetElem:
			fr.pc, m.sp = pc, sp
			var base *Object
			if base, err = m.superBaseFor(fr, in, consts, stack[sp-2], true); err != nil {
				goto throw
			}
			sp--
			v := stack[sp]
			var key string
			if in.Op == compile.OpSuperSet {
				key = consts[in.A].(string)
			} else {
				sp--
				key, err = m.toPropertyKey(stack[sp])
				stack = m.stack
				if err != nil {
					goto throw
				}
			}
			recv := fr.this
			if in.B == 1 {
				sp--
				recv = stack[sp]
			}
			err = m.superSet(base, key, v, recv, fr.code.Strict)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp] = v
			sp++
		case compile.OpYield:
			sp--
			fr.pc, m.sp = pc, sp
			m.yieldGen(stack[sp], in.A == 1)
			goto load
		case compile.OpSuperBound:
			if in.B == 1 {
				// super() in an arrow: the constructor's this binding.
				sp--
				if stack[sp].kind != KUndefined {
					fr.pc, m.sp = pc, sp
					err = m.referenceError("Super constructor may only be called once")
					goto throw
				}
			} else if old := stack[bp+int(in.A)]; old.kind != KUndefined {
				// this was bound before super() constructed: keep it.
				fr.this = old
				fr.pc, m.sp = pc, sp
				err = m.referenceError("Super constructor may only be called once")
				goto throw
			}
		case compile.OpNewPrivateName:
			stack[sp] = m.newPrivateName(consts[in.A].(string))
			sp++
		case compile.OpWithBase:
			fr.pc, m.sp = pc, sp
			err = m.execWithBase(in, consts)
			stack, sp = m.stack, m.sp
			if err != nil {
				goto throw
			}
		case compile.OpWithSet:
			sp--
			fr.pc, m.sp = pc, sp+1
			err = m.withSet(stack[sp-1], consts[in.A].(string), stack[sp], fr.code.Strict)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = stack[sp]
		case compile.OpToObject:
			if stack[sp-1].kind != KObject {
				fr.pc, m.sp = pc, sp
				var o *Object
				if o, err = m.toObject(stack[sp-1]); err != nil {
					goto throw
				}
				stack[sp-1] = obj(o)
			}
		case compile.OpInitPrivateMethods:
			this, ctor := fr.this, fr.fnObj
			if in.B == 1 {
				sp -= 2
				ctor, _ = stack[sp].ref.(*Object)
				this = stack[sp+1]
			}
			if err = m.initPrivateMethods(this, ctor); err != nil {
				fr.pc, m.sp = pc, sp
				goto throw
			}
		case compile.OpSetHome:
			if f, ok := stack[sp-1].ref.(*Object); ok && f.fn != nil {
				if h, ok := stack[sp-1-int(in.A)].ref.(*Object); ok {
					f.fn.home = h
				}
			}
		case compile.OpInitialYield:
			fr.pc, m.sp = pc, sp
			m.initialYield()
			goto load
		case compile.OpAsyncYield:
			sp--
			fr.pc, m.sp = pc, sp
			m.asyncGenYield(stack[sp])
			goto load
		case compile.OpGetIterObj:
			fr.pc, m.sp = pc, sp
			var it, next Value
			m.iterDesc = m.desc(consts, in.B-1)
			it, next, err = m.getIteratorObject(stack[sp-1], in.A == 1)
			m.iterDesc = ""
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = it
			stack[sp] = next
			sp++
		case compile.OpYieldStarCall:
			fr.pc, m.sp = pc, sp
			it, recv, mode := stack[sp-4], stack[sp-2], resumeMode(stack[sp-1].num)
			f := stack[sp-3]
			if mode != resumeNext {
				name := "throw"
				if mode == resumeReturn {
					name = "return"
				}
				f, err = m.getV(it, name)
				stack = m.stack
				if err != nil {
					goto throw
				}
				if f.isNullish() {
					if mode == resumeReturn {
						sp -= 3
						stack[sp-1] = recv
						pc = int(in.B)
						continue
					}
					// IteratorClose first: its errors win over the TypeError.
					if err = m.closeYieldStarInner(it); err == nil {
						err = m.typeError("The iterator does not provide a 'throw' method.")
					}
					stack = m.stack
					goto throw
				}
			}
			stack[sp-4], stack[sp-3], stack[sp-2] = f, it, recv
			sp--
			m.sp = sp
			if err = m.callValue(1, retPush, nil, ""); err != nil {
				goto throw
			}
			goto load
		case compile.OpIterResult:
			r := stack[sp-1]
			ro := r.asObject()
			if ro == nil {
				err = m.typeError("Iterator result %s is not an object", m.inspectShort(r))
				goto throw
			}
			fr.pc, m.sp = pc, sp
			var d Value
			d, err = m.get(ro, "done", r)
			stack = m.stack
			if err != nil {
				goto throw
			}
			done := truthy(d)
			if done && in.B&1 == 0 {
				sp--
				pc = int(in.A)
				continue
			}
			if !done && in.B&2 != 0 {
				continue
			}
			var v Value
			v, err = m.get(ro, "value", r)
			stack = m.stack
			if err != nil {
				goto throw
			}
			stack[sp-1] = v
			if done {
				pc = int(in.A)
			}
		case compile.OpIterReturnMethod:
			fr.pc, m.sp = pc, sp
			var f Value
			f, err = m.getV(stack[sp-1], "return")
			stack = m.stack
			if err != nil {
				goto throw
			}
			if f.isNullish() {
				sp--
				pc = int(in.A)
				continue
			}
			stack[sp] = stack[sp-1]
			stack[sp-1] = f
			sp++
		case compile.OpCheckObject:
			sp--
			if stack[sp].kind != KObject {
				err = m.typeError("Iterator result %s is not an object", m.inspectShort(stack[sp]))
				goto throw
			}
		case compile.OpSuperCallArrow:
			argc := int(in.A)
			if in.B == 1 {
				sp--
				args := stack[sp].ref.(*Object).arr
				argc = len(args)
				fr.pc, m.sp = pc, sp
				for _, a := range args {
					m.push(a)
				}
				stack, sp = m.stack, m.sp
			}
			ctor, nt := stack[sp-argc-2].asObject(), stack[sp-argc-1].asObject()
			copy(stack[sp-argc-2:], stack[sp-argc:sp])
			sp -= 2
			fr.pc, m.sp = pc, sp
			if err = m.superCall(argc, ctor, nt); err != nil {
				goto throw
			}
			goto load
		case compile.OpCheckThis:
			if stack[sp-1].kind == KUndefined {
				fr.pc, m.sp = pc, sp
				err = m.referenceError("Must call super constructor in derived class before accessing 'this' or returning from derived constructor")
				goto throw
			}
		case compile.OpSetThis:
			sp--
			ctor := stack[sp].asObject()
			for i := len(m.frames) - 1; i >= 0; i-- {
				if f := m.frames[i]; ctor != nil && f.fnObj == ctor && f.code != nil && f.code.IsDerived {
					if f.this.kind != KUndefined {
						fr.pc, m.sp = pc, sp
						err = m.referenceError("Super constructor may only be called once")
						goto throw
					}
					f.this = stack[sp-1]
					break
				}
			}
		case compile.OpNewTarget:
			if fr.newTarget != nil {
				stack[sp] = obj(fr.newTarget)
			} else {
				stack[sp] = undefined
			}
			sp++
		case compile.OpIntrinsic:
			n := int(in.B)
			fr.pc, m.sp = pc, sp
			var r Value
			r, err = intrinsics[in.A](m, stack[sp-n:sp])
			stack = m.stack
			if err != nil {
				goto throw
			}
			sp -= n
			stack[sp] = r
			sp++
		default:
			err = m.typeError("internal: bad opcode %v", in.Op)
			goto throw
		}
		continue
	throw:
		{
			exc := m.exceptionValue(err)
			err = nil
			fr.pc = pc
			if m.sp < bp {
				m.sp = sp
			}
			m.noteThrow(exc, fr)
			m.unwind(exc, stopDepth)
			goto load
		}
	}
exit:
	m.execStop = outerStop
	// Record the steps run. A nested run's count is added to the outer
	// run's at its next call or return, or when it stops (the outer loop
	// keeps its own counter in a local while the nested one runs).
	steps += m.pendingSteps
	m.pendingSteps = 0
	if nested {
		m.pendingSteps = steps - start
		return
	}
	m.steps = steps
}

func (m *Machine) desc(consts []any, i int32) string {
	if i < 0 {
		return ""
	}
	return consts[i].(string)
}

// jumpUnwind performs a break/continue to target that leaves try blocks:
// the innermost finally block above depth runs first, remembering the jump.
func (m *Machine) jumpUnwind(fr *frame, target, depth, pc int) int {
	for len(fr.handlers) > depth {
		h := fr.handlers[len(fr.handlers)-1]
		fr.handlers = fr.handlers[:len(fr.handlers)-1]
		if !h.catch {
			m.stack[fr.bp+int(h.completion)] = num(float64(compile.CompletionJump + depth))
			m.stack[fr.bp+int(h.completion)+1] = num(float64(target))
			return int(h.pc)
		}
	}
	return target
}

func numberOp(op compile.Opcode, a, b float64) float64 {
	switch op {
	case compile.OpAdd:
		return a + b
	case compile.OpSub:
		return a - b
	case compile.OpMul:
		return a * b
	case compile.OpDiv:
		return a / b
	case compile.OpMod:
		if ia, ib := int64(a), int64(b); float64(ia) == a && float64(ib) == b && ib != 0 && ia > -1<<53 && ia < 1<<53 && ib > -1<<53 && ib < 1<<53 {
			// Integers: exact, and much faster than math.Mod.
			r := ia % ib
			if r == 0 && (ia < 0 || ia == 0 && math.Signbit(a)) {
				return math.Copysign(0, -1)
			}
			return float64(r)
		}
		if b == 0 || math.IsInf(a, 0) || a != a || b != b {
			return math.NaN()
		}
		if math.IsInf(b, 0) {
			return a
		}
		if a == 0 {
			return a
		}
		r := math.Mod(a, b)
		if r == 0 && math.Signbit(a) {
			return math.Copysign(0, -1)
		}
		return r
	case compile.OpExp:
		return fdlibm.Pow(a, b) // V8's pow, digit for digit (internal/fdlibm/pow.go)
	case compile.OpShl:
		return float64(toInt32(a) << (toUint32(b) & 31))
	case compile.OpShr:
		return float64(toInt32(a) >> (toUint32(b) & 31))
	case compile.OpUShr:
		return float64(toUint32(a) >> (toUint32(b) & 31))
	case compile.OpBitAnd:
		return float64(toInt32(a) & toInt32(b))
	case compile.OpBitOr:
		return float64(toInt32(a) | toInt32(b))
	case compile.OpBitXor:
		return float64(toInt32(a) ^ toInt32(b))
	}
	return math.NaN()
}

// cellAt returns the cell in a captured binding's slot. A closure created
// before its scope was entered (for (const x of [() => x])) captures a cell
// in the TDZ, as JavaScript's would.
func cellAt(stack []Value, i int) *Cell {
	if c, ok := stack[i].ref.(*Cell); ok {
		return c
	}
	c := &Cell{v: empty}
	stack[i] = Value{kind: KCell, ref: c}
	return c
}
