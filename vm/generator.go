package vm

// Generators: calling a generator function creates its frame and saves it
// at once (like an async function at an await); next/return/throw push the
// saved frame back with the caller's continuation, and yield saves it again
// and hands {value, done} to that continuation. Nothing recurses on the Go
// stack.

type genStateKind uint8

const (
	genStart genStateKind = iota
	genSuspended
	genRunning
	genDone
)

type genState struct {
	state genStateKind
	frame *frame
	saved []Value
}

type resumeMode uint8

const (
	resumeNext resumeMode = iota
	resumeReturn
	resumeThrow
)

// resumeRequest is how Generator.prototype.next (a native) asks callValue
// to resume a generator in its place.
type resumeRequest struct {
	gen  *genState
	v    Value
	mode resumeMode
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

// startGenerator turns the frame just pushed for a generator function into
// a suspended generator and delivers the generator object.
func (m *Machine) startGenerator(fn *Object) {
	fr := m.popFrame()
	st := &genState{frame: fr}
	st.saved = append(st.saved, m.stack[fr.callBase:m.sp]...)
	for i := fr.callBase; i < m.sp; i++ {
		m.stack[i] = Value{}
	}
	m.sp = fr.callBase
	ret, data := fr.ret, fr.retData
	fr.ret, fr.retData = retNone, nil
	fr.gen = st
	proto := m.proto(protoGenerator)
	if pv, _, ok := m.getOwn(fn, "prototype"); ok && pv.kind == KObject {
		proto = pv.asObject()
	}
	g := &Object{class: ClassGenerator, proto: proto, internal: st}
	m.deliver(obj(g), ret, data)
}

// yieldGen suspends the top frame (a generator) at a yield of v.
func (m *Machine) yieldGen(v Value) {
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
	m.deliver(m.iterResult(v, false), ret, data)
}

// resumeGenerator continues a generator for next/return/throw; the result
// goes to ret/data.
func (m *Machine) resumeGenerator(req resumeRequest, ret retKind, data *Object) error {
	st := req.gen
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
	fr := st.frame
	started := st.state == genSuspended
	st.state = genRunning
	base := m.sp
	need := base + len(st.saved) + fr.code.MaxStack + 8
	if need > len(m.stack) {
		m.growStack(need)
	}
	copy(m.stack[base:], st.saved)
	delta := base - fr.callBase
	fr.callBase += delta
	fr.bp += delta
	m.sp = base + len(st.saved)
	st.saved = st.saved[:0]
	fr.ret, fr.retData = ret, data
	m.frames = append(m.frames, fr)
	switch req.mode {
	case resumeThrow:
		m.noteThrow(req.v, fr)
		m.unwind(req.v, 0)
	case resumeReturn:
		if !m.returnThroughFinally(fr, req.v) {
			m.completeFrame(req.v)
		}
	default:
		if started {
			m.push(req.v)
		}
	}
	return nil
}

func thisGenerator(m *Machine, this Value, method string) (*genState, error) {
	if o := this.asObject(); o != nil && o.class == ClassGenerator {
		return o.internal.(*genState), nil
	}
	return nil, m.typeError("%s method called on incompatible receiver %s", method, m.inspectShort(this))
}

func genMethod(mode resumeMode, name string) nativeFunc {
	return func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		st, err := thisGenerator(m, this, name)
		if err != nil {
			return undefined, err
		}
		m.resumeReq = resumeRequest{gen: st, v: arg(args, 0), mode: mode}
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
}
