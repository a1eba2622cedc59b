package vm

import "github.com/codemode-go/codemode/vm/compile"

// A restored frame must be one its code can be in: the interpreter
// trusts the operand stack height, the try handlers and what it casts a
// slot to (a closure cell, an iterator, an object being built, a finally
// block's completion) at every instruction. checkFrameCode compares each
// frame that can run again with the shape the verifier found for its code
// at its pc (compile.FrameFacts, computed once per compiled function).
//
// Where a frame stops:
//   - the running frame on top: before any instruction (a step budget ends a
//     Run anywhere); blocked on a synchronous host call, right after the
//     call instruction, its value not pushed yet;
//   - a running frame below another: right after the call instruction that
//     entered the frame above (whose stack segment starts where the call's
//     callee was), the call's value not pushed yet; an async generator's body
//     that next() resumed runs above a call that has its promise already;
//   - an async function (or async generator) at an await, a generator at
//     its initial yield or at a yield: right after that instruction, with
//     the value the resumption pushes (the awaited result, the sent value;
//     yield* pushes the mode too) not in the saved segment.

// callerSlots is the stack below a frame's locals: the callee and this.
const callerSlots = 2

// checkFrameCode runs after checkFrames (each frame's function runs its
// code, each holder holds its own frame) and the drain (objects are built).
// A finished or failed Machine never runs a frame again: its frames, saved
// perhaps in the middle of an instruction, are not checked.
func (r *restorer) checkFrameCode() {
	m := r.m
	if r.err != nil || m.status == StatusDone || m.status == StatusFailed {
		return
	}
	if len(m.frames) > 0 && frameReturnsInto(m.frames[0]) {
		r.frameFail(m.frames[0], "it returns into a frame below it, and there is none")
		return
	}
	if m.blocked != nil && len(m.frames) == 0 && returnsInto(m.blocked.ret) {
		r.fail("a blocked call returns into a frame, and there is none")
		return
	}
	for i, fr := range m.frames {
		top, pushed, atCall := m.sp, 0, false
		if i+1 < len(m.frames) {
			next := m.frames[i+1]
			top, atCall = next.callBase, true
			switch {
			case frameReturnsInto(next):
				pushed = 1
			case next.gen != nil && next.gen.async && next.ret == retNone:
			default:
				r.frameFail(fr, "the frame above it does not return into it")
				return
			}
		} else if m.blocked != nil {
			if !returnsInto(m.blocked.ret) {
				r.frameFail(fr, "its blocked call does not return into it")
				return
			}
			pushed, atCall = 1, true
		}
		if top < fr.callBase {
			r.frameFail(fr, "its stack segment is out of place")
			return
		}
		var after func(compile.Instr) bool
		if atCall {
			after = isCall
		}
		if !r.checkFrameAt(fr, m.stack[fr.callBase:top], pushed, after) {
			return
		}
	}
	for _, as := range r.asyncs {
		fr := as.frame
		if fr == nil {
			continue
		}
		if fr.ret != retNone {
			// A job resumes it, with no frame below.
			r.frameFail(fr, "it returns into a frame, and it awaits")
			return
		}
		if !r.checkFrameAt(fr, as.saved, 1, isAwait) {
			return
		}
	}
	for _, gs := range r.gens {
		fr := gs.frame
		if fr == nil || fr.code == nil {
			continue
		}
		switch gs.state {
		case genStart:
			if !r.checkFrameAt(fr, gs.saved, 0, isInitialYield) {
				return
			}
		case genSuspended:
			pushed := 1
			if pc := fr.pc; pc > 0 && pc <= len(fr.code.Code) && fr.code.Code[pc-1].A == 1 {
				pushed = 2 // yield*: the sent value and the mode
			}
			yield := isYield
			if gs.async {
				yield = isAsyncYield
			}
			if !r.checkFrameAt(fr, gs.saved, pushed, yield) {
				return
			}
		}
	}
}

// returnsInto reports whether a frame (or a blocked host call) with
// continuation ret pushes its value on the frame below.
// frameReturnsInto is returnsInto for a frame's continuation: a callback
// of a callback loop (each.go) returns, through the loop, where the loop's
// method call does.
func frameReturnsInto(fr *frame) bool {
	if fr.ret == retEach {
		if st, ok := fr.retData.internal.(*eachLoop); ok {
			return returnsInto(st.ret)
		}
		return false
	}
	return returnsInto(fr.ret)
}

func returnsInto(ret retKind) bool {
	return ret == retPush || ret == retConstruct || ret == retSuper || ret == retPromiseCtor
}

func isCall(in compile.Instr) bool {
	switch in.Op {
	case compile.OpCall, compile.OpCallSpread, compile.OpNew, compile.OpNewSpread, compile.OpSuperCall,
		compile.OpSuperCallSpread, compile.OpSuperCallArrow, compile.OpYieldStarCall:
		return true
	}
	return false
}

func isAwait(in compile.Instr) bool        { return in.Op == compile.OpAwait }
func isInitialYield(in compile.Instr) bool { return in.Op == compile.OpInitialYield }
func isYield(in compile.Instr) bool        { return in.Op == compile.OpYield }
func isAsyncYield(in compile.Instr) bool   { return in.Op == compile.OpAsyncYield }

// checkFrameAt checks frame fr, whose stack segment (from its callee's
// slot up) is seg, against its code's shape at its pc: the instruction
// before pc satisfies after (when given), the operand stack is as high as
// the code's less the values the frame's continuation pushes, the handlers
// are the code's, and every slot holds what the code needs there.
func (r *restorer) checkFrameAt(fr *frame, seg []Value, pushed int, after func(compile.Instr) bool) bool {
	code := fr.code
	facts := code.FrameFacts()
	if facts.Err() != nil {
		// The verifier does not understand this code (a compiler bug a test
		// would catch): the frame keeps the checks it had.
		return true
	}
	pc := fr.pc
	if after != nil && (pc < 1 || pc > len(code.Code) || !after(code.Code[pc-1])) {
		return r.frameFail(fr, "it cannot stop there")
	}
	shape, ok := facts.At(pc)
	if !ok {
		return r.frameFail(fr, "no path reaches it")
	}
	n := code.NumLocals
	if fr.bp-fr.callBase != callerSlots || len(seg) < callerSlots+n {
		return r.frameFail(fr, "its locals are out of place")
	}
	height := len(seg) - callerSlots - n
	if height != shape.Height-pushed {
		return r.frameFail(fr, "its operand stack holds %d values, the code %d", height, shape.Height-pushed)
	}
	if len(fr.handlers) != len(shape.Handlers) {
		return r.frameFail(fr, "it has %d try handlers, the code %d", len(fr.handlers), len(shape.Handlers))
	}
	for i, h := range fr.handlers {
		if want := shape.Handlers[i]; h.catch != want.Catch || h.pc != want.PC || h.completion != want.Completion || h.sp != want.SP {
			return r.frameFail(fr, "its try handler %d is not the code's", i)
		}
	}
	slots := seg[callerSlots:]
	kinds := shape.Kinds
	for slot, v := range slots {
		kind := compile.KindValue
		if len(kinds) > 0 && int(kinds[0].Slot) == slot {
			kind = kinds[0].Kind
			kinds = kinds[1:]
		}
		if !r.slotHolds(facts, slots, slot, v, kind) {
			return r.frameFail(fr, "slot %d does not hold %s", slot, kindText[kind])
		}
	}
	return true
}

var kindText = [...]string{
	compile.KindValue: "a JavaScript value", compile.KindObject: "an object", compile.KindFunc: "a function",
	compile.KindCell: "a closure cell", compile.KindIter: "an iterator", compile.KindCompletion: "a finally block's completion",
}

// slotHolds reports whether value v in slot of slots is of kind.
func (r *restorer) slotHolds(facts *compile.FrameFacts, slots []Value, slot int, v Value, kind compile.Kind) bool {
	switch kind {
	case compile.KindAny:
		return true
	case compile.KindObject:
		return v.kind == KObject
	case compile.KindFunc:
		o := v.asObject()
		return o != nil && o.fn != nil && o.fn.code != nil
	case compile.KindCell:
		_, ok := v.ref.(*Cell)
		return v.kind == KCell && ok
	case compile.KindIter:
		_, ok := v.ref.(*iterState)
		return v.kind == KInternal && ok
	case compile.KindCompletion:
		// The verifier puts the completion's value slot among the locals.
		if v.kind != KNumber || slot+1 >= len(slots) {
			return false
		}
		switch k := v.num; k {
		case compile.CompletionNormal, compile.CompletionThrow, compile.CompletionReturn:
			return true
		default:
			target := slots[slot+1]
			return target.kind == KNumber && facts.CompletionJump(int32(slot), k-compile.CompletionJump, target.num)
		}
	}
	// A JavaScript value: no VM-internal record.
	return v.kind != KCell && v.kind != KInternal && v.kind != kColdObject
}

// frameFail refuses a frame that does not match its code; it returns
// false.
func (r *restorer) frameFail(fr *frame, format string, args ...any) bool {
	name := "function " + fr.code.Name
	switch {
	case fr.code == r.p.Main:
		name = "the program"
	case fr.code.Name == "":
		name = "an anonymous function"
	}
	r.fail("the saved frame of %s does not match its code at %d: "+format, append([]any{name, fr.pc}, args...)...)
	return false
}

// What a restore cannot check: a property key the code keeps in a
// binding (a private name's key, a class field's computed key) lives in a
// closure cell, on the heap, where any value can be. The opcodes that use
// such a key check it (keyAt): a run restored from an edited snapshot that
// holds anything else there fails.

// corruptState is the panic of a check that only an edited snapshot can
// fail; Run turns it into the run's failure (corruptFailure).
type corruptState string

// keyAt is the property key in a stack slot.
func keyAt(v Value) string {
	if k, ok := v.ref.(string); ok && v.kind == KString {
		return k
	}
	panic(corruptState("a property key is not a string"))
}

// corruptFailure ends the run after a corruptState panic r.
func (m *Machine) corruptFailure(r any) bool {
	c, ok := r.(corruptState)
	if !ok {
		return false
	}
	m.nestDepth = 0
	m.mem.pinned = nil
	m.fail(&Failure{Kind: "ExecutionFailure", Message: "the restored run's state is corrupt: " + string(c)})
	return true
}
