package vm

import (
	"unsafe"

	"github.com/codemode-go/codemode/vm/compile"
)

// Generators: calling a generator function runs its parameter
// initialization like any call; OpInitialYield then saves the frame (like
// an async function at an await) and delivers the generator object.
// next/return/throw push the saved frame back with the caller's
// continuation, and yield saves it again and hands {value, done} to that
// continuation. Nothing recurses on the Go stack.
//
// Async generators (async: true) keep a queue of requests, each with the
// promise next/return/throw returned; the body runs with no continuation
// (retNone) and settles the promise of the request at the head of the queue
// at each yield, return or throw (ECMAScript's AsyncGeneratorCompleteStep,
// AsyncGeneratorDrainQueue and AsyncGeneratorAwaitReturn).

type genStateKind uint8

const (
	genStart genStateKind = iota
	genSuspended
	genRunning
	genDone
	genAwaitingReturn // an async generator awaiting the value of a return request
)

type genState struct {
	state genStateKind
	frame *frame
	saved []Value
	async bool
	queue []genRequest // async generators: pending next/return/throw calls
}

// genRequest is a queued call of an async generator's next, return or throw.
type genRequest struct {
	mode    resumeMode
	v       Value
	promise *Object
}

type resumeMode uint8

const (
	resumeNext resumeMode = iota
	resumeThrow
	resumeReturn
)

// resumeRequest is how Generator.prototype.next (a native) asks callValue
// to resume a generator in its place. For an async generator, result is the
// promise the call returns (delivered before the body runs).
type resumeRequest struct {
	gen    *genState
	v      Value
	mode   resumeMode
	result Value
}

type resumeSignal struct{}

func (resumeSignal) Error() string { return "resume generator" }

var errResume error = resumeSignal{}

func (m *Machine) iterResult(v Value, done bool) Value {
	r := m.newObject()
	r.setOwn("value", v)
	r.setOwn("done", boolean(done))
	return obj(r)
}

// initialYield turns the top frame (a generator function whose parameters
// are initialized) into a suspended generator and delivers the generator
// object to the call's continuation.
func (m *Machine) initialYield() {
	fr := m.popFrame()
	code := fr.code
	// The generator keeps its frame: charged here, or a loop making
	// suspended generators would allocate several times the bytes the
	// account is told of between two marks.
	m.charge(objectSize + frameSize + int(unsafe.Sizeof(genState{})) + (m.sp-fr.callBase)*valueSize)
	st := &genState{frame: fr, async: code.IsAsync}
	st.saved = append(st.saved, m.stack[fr.callBase:m.sp]...)
	for i := fr.callBase; i < m.sp; i++ {
		m.stack[i] = Value{}
	}
	m.sp = fr.callBase
	ret, data := fr.ret, fr.retData
	fr.ret, fr.retData = retNone, nil
	fr.gen = st
	id, class := protoGenerator, ClassGenerator
	if st.async {
		fr.async = &asyncState{}
		id = protoAsyncGenerator
	}
	proto := m.proto(id)
	if pv, _, ok := m.getOwn(fr.fnObj, "prototype"); ok && pv.kind == KObject {
		proto = pv.asObject()
	}
	g := &Object{class: class, proto: proto, internal: st}
	m.deliver(obj(g), ret, data)
}

// saveGen pops the top frame (a generator) into its state.
func (m *Machine) saveGen() (*genState, retKind, *Object) {
	fr := m.popFrame()
	st := fr.gen
	st.saved = append(st.saved[:0], m.stack[fr.callBase:m.sp]...)
	for i := fr.callBase; i < m.sp; i++ {
		m.stack[i] = Value{}
	}
	m.sp = fr.callBase
	st.state = genSuspended
	ret, data := fr.ret, fr.retData
	fr.ret, fr.retData = retNone, nil
	return st, ret, data
}

// yieldGen suspends the top frame (a generator) at a yield of v. A
// delegating yield (yield*) hands the inner iterator's result object on
// as it is.
func (m *Machine) yieldGen(v Value, delegate bool) {
	_, ret, data := m.saveGen()
	if !delegate {
		v = m.iterResult(v, false)
	}
	m.deliver(v, ret, data)
}

// pushGenFrame puts a suspended generator's frame back on the frame stack.
func (m *Machine) pushGenFrame(st *genState, ret retKind, data *Object) *frame {
	fr := st.frame
	st.state = genRunning
	fr.ret, fr.retData = ret, data
	m.reenterFrame(fr, st.saved)
	st.saved = st.saved[:0]
	return fr
}

// continueGen delivers a resumption to the generator frame just pushed:
// the instruction that suspended it says how.
func (m *Machine) continueGen(fr *frame, mode resumeMode, v Value, atStart bool) {
	prev := fr.code.Code[fr.pc-1]
	if atStart {
		return // only next resumes at the start, and it sends nothing
	}
	if (prev.Op == compile.OpYield || prev.Op == compile.OpAsyncYield) && prev.A == 1 {
		// yield*: the delegation loop handles every kind of resumption.
		m.push(v)
		m.push(num(float64(mode)))
		return
	}
	switch mode {
	case resumeThrow:
		m.noteThrow(v, fr)
		m.unwind(v, 0)
	case resumeReturn:
		if prev.Op == compile.OpAsyncYield {
			// An async generator awaits the value before returning.
			m.push(v)
			fr.pc = int(prev.B)
			return
		}
		if !m.returnThroughFinally(fr, v, 0) {
			m.completeFrame(v)
		}
	default:
		m.push(v)
	}
}

// resumeGenerator continues a generator for next/return/throw; the result
// goes to ret/data.
func (m *Machine) resumeGenerator(req resumeRequest, ret retKind, data *Object) error {
	st := req.gen
	if st.async {
		m.deliver(req.result, ret, data)
		m.asyncGenStep(st)
		return nil
	}
	switch st.state {
	case genRunning:
		return m.routeThrow(m.typeErrorValue("Generator is already running"), ret, data)
	case genDone:
		switch req.mode {
		case resumeThrow:
			return m.routeThrow(req.v, ret, data)
		case resumeReturn:
			m.deliver(m.iterResult(req.v, true), ret, data)
		default:
			m.deliver(m.iterResult(undefined, true), ret, data)
		}
		return nil
	case genStart:
		if req.mode != resumeNext {
			st.state = genDone
			st.frame = nil
			if req.mode == resumeThrow {
				return m.routeThrow(req.v, ret, data)
			}
			m.deliver(m.iterResult(req.v, true), ret, data)
			return nil
		}
	}
	if len(m.frames) >= m.maxDepth {
		return m.routeThrow(m.rangeError("Maximum call stack size exceeded").(*Exception).Value, ret, data)
	}
	atStart := st.state == genStart
	fr := m.pushGenFrame(st, ret, data)
	m.continueGen(fr, req.mode, req.v, atStart)
	return nil
}

// asyncGenStep starts on the request at the head of a suspended or
// finished async generator's queue.
func (m *Machine) asyncGenStep(st *genState) {
	req := st.queue[0]
	switch st.state {
	case genStart:
		if req.mode == resumeNext {
			break
		}
		st.state, st.frame = genDone, nil
		fallthrough
	case genDone:
		m.asyncGenDrain(st)
		return
	}
	atStart := st.state == genStart
	fr := m.pushGenFrame(st, retNone, nil)
	m.continueGen(fr, req.mode, req.v, atStart)
}

// asyncGenCompleteStep settles the promise of the request at the head of
// the queue and removes it.
func (m *Machine) asyncGenCompleteStep(st *genState, v Value, threw, done bool) {
	if len(st.queue) == 0 {
		return
	}
	req := st.queue[0]
	st.queue[0] = genRequest{}
	st.queue = st.queue[1:]
	if threw {
		m.rejectPromise(req.promise, v)
		return
	}
	m.resolvePromise(req.promise, m.iterResult(v, done))
}

// asyncGenDrain answers the requests queued on a finished async generator.
func (m *Machine) asyncGenDrain(st *genState) {
	for len(st.queue) > 0 {
		req := st.queue[0]
		switch req.mode {
		case resumeReturn:
			st.state = genAwaitingReturn
			p := m.promiseResolve(req.v)
			m.performThen(p, reaction{kind: reactAsyncGenReturn, gen: st})
			return
		case resumeThrow:
			m.asyncGenCompleteStep(st, req.v, true, true)
		default:
			m.asyncGenCompleteStep(st, undefined, false, true)
		}
	}
}

// asyncGenYield suspends the top frame (an async generator) at a yield of
// v: the head request gets {value: v, done: false}; the next queued
// request, if any, resumes the body at once.
func (m *Machine) asyncGenYield(v Value) {
	st, _, _ := m.saveGen()
	m.asyncGenCompleteStep(st, v, false, false)
	if len(st.queue) > 0 {
		m.asyncGenStep(st)
	}
}

// asyncGenFinish ends an async generator's body with a return value or an
// exception.
func (m *Machine) asyncGenFinish(st *genState, v Value, threw bool) {
	st.state, st.frame = genDone, nil
	m.asyncGenCompleteStep(st, v, threw, true)
	m.asyncGenDrain(st)
}

// asyncGenReturned continues AsyncGeneratorAwaitReturn once the awaited
// return value settled.
func (m *Machine) asyncGenReturned(st *genState, v Value, rejected bool) {
	st.state = genDone
	m.asyncGenCompleteStep(st, v, rejected, true)
	m.asyncGenDrain(st)
}

func thisGenerator(m *Machine, this Value, method string) (*genState, error) {
	if o := this.asObject(); o != nil && o.class == ClassGenerator {
		if st := o.internal.(*genState); !st.async {
			return st, nil
		}
	}
	return nil, m.typeError("Method [Generator].prototype.%s called on incompatible receiver %s", method, m.receiverValueText(this))
}

func genMethod(mode resumeMode, name string) nativeFunc {
	return func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		st, err := thisGenerator(m, this, name)
		if err != nil {
			return undefined, err
		}
		m.signals().resumeReq = resumeRequest{gen: st, v: arg(args, 0), mode: mode}
		return undefined, errResume
	}
}

// asyncGenMethod is AsyncGenerator.prototype.next/return/throw: it queues
// the request and returns its promise; the body runs in callValue's place
// when the generator is suspended.
func asyncGenMethod(mode resumeMode, name string) nativeFunc {
	return func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		p := m.newPromise()
		o := this.asObject()
		var st *genState
		if o != nil && o.class == ClassGenerator {
			st = o.internal.(*genState)
		}
		if st == nil || !st.async {
			m.rejectPromise(p, m.typeErrorValue("Method [AsyncGenerator].prototype.%s called on incompatible receiver %s", name, m.receiverValueText(this)))
			return obj(p), nil
		}
		v := arg(args, 0)
		if st.state == genDone && len(st.queue) == 0 {
			switch mode {
			case resumeNext:
				m.resolvePromise(p, m.iterResult(undefined, true))
				return obj(p), nil
			case resumeThrow:
				m.rejectPromise(p, v)
				return obj(p), nil
			}
		}
		st.queue = append(st.queue, genRequest{mode: mode, v: v, promise: p})
		if st.state == genRunning || st.state == genAwaitingReturn || len(st.queue) > 1 {
			return obj(p), nil
		}
		m.signals().resumeReq = resumeRequest{gen: st, mode: mode, result: obj(p)}
		return undefined, errResume
	}
}

func init() {
	protoTables[protoGenerator] = newTable(
		fn("Generator.prototype.next", 1, genMethod(resumeNext, "next")),
		fn("Generator.prototype.return", 1, genMethod(resumeReturn, "return")),
		fn("Generator.prototype.throw", 1, genMethod(resumeThrow, "throw")),
	)
	e := fn("Generator.prototype.[Symbol.iterator]", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) { return this, nil })
	e.name = symIterator.key
	protoTables[protoGenerator].add(e)
	protoTables[protoGenerator].add(tagEntry("Generator"))
	protoTables[protoAsyncGenerator] = newTable(
		fn("AsyncGenerator.prototype.next", 1, asyncGenMethod(resumeNext, "next")),
		fn("AsyncGenerator.prototype.return", 1, asyncGenMethod(resumeReturn, "return")),
		fn("AsyncGenerator.prototype.throw", 1, asyncGenMethod(resumeThrow, "throw")),
	)
	protoTables[protoAsyncGenerator].add(tagEntry("AsyncGenerator"))
	a := fn("AsyncIterator.prototype.[Symbol.asyncIterator]", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) { return this, nil })
	a.name = symAsyncIterator.key
	protoTables[protoAsyncIterator] = newTable(a)
}

// closeYieldStarInner is IteratorClose of the iterator yield* delegates to
// when it has no throw method.
func (m *Machine) closeYieldStarInner(it Value) error {
	if it.kind != KObject {
		return nil
	}
	return m.iteratorReturn(it)
}
