package vm

import (
	"strings"
	"unsafe"

	"github.com/codemode-go/codemode/vm/compile"
)

// Frames are data on an explicit stack (Machine.frames); JavaScript calls
// never recurse on the Go stack, so Run can return at any instruction
// boundary and deep recursion ends in a RangeError, not a Go stack overflow.

func (m *Machine) pushFrame(fn *Object, code *compile.Func, bp, callBase int, this Value) *frame {
	var fr *frame
	if n := len(m.framePool); n > 0 {
		fr = m.framePool[n-1]
		m.framePool = m.framePool[:n-1]
	} else {
		fr = &frame{}
	}
	fr.fnObj, fr.code, fr.pc, fr.bp, fr.callBase, fr.this = fn, code, 0, bp, callBase, this
	fr.ret, fr.retData, fr.async, fr.args, fr.newTarget, fr.gen = retPush, nil, nil, nil, nil, nil
	fr.handlers = fr.handlers[:0]
	m.frames = append(m.frames, fr)
	return fr
}

func (m *Machine) popFrame() *frame {
	n := len(m.frames) - 1
	fr := m.frames[n]
	m.frames[n] = nil
	m.frames = m.frames[:n]
	return fr
}

// releaseFrame recycles a frame that nothing refers to any more (frames of
// suspended async functions are kept by their asyncState instead).
func (m *Machine) releaseFrame(fr *frame) {
	fr.fnObj, fr.code, fr.retData, fr.async, fr.args, fr.this, fr.newTarget, fr.gen = nil, nil, nil, nil, nil, Value{}, nil, nil
	m.framePool = append(m.framePool, fr)
}

func (m *Machine) growStack(need int) {
	n := len(m.stack) * 2
	for n < need {
		n *= 2
	}
	ns := make([]Value, n)
	copy(ns, m.stack[:m.sp])
	m.stack = ns
}

func (m *Machine) push(v Value) {
	if m.sp >= len(m.stack) {
		m.growStack(m.sp + 1)
	}
	m.stack[m.sp] = v
	m.sp++
}

// enterFunction starts a call of closure fn whose arguments are the top
// argc stack values (with the callee and this below them).
func (m *Machine) enterFunction(fn *Object, argc int, ret retKind, retData *Object) error {
	code := fn.fn.code
	if code.IsClassConstructor && ret != retConstruct && ret != retSuper {
		m.sp -= argc + 2
		if code.Name == "" {
			return m.typeError("Class constructors cannot be invoked without 'new'")
		}
		return m.typeError("Class constructor %s cannot be invoked without 'new'", code.Name)
	}
	if len(m.frames) >= m.maxDepth {
		m.sp -= argc + 2
		return m.rangeError("Maximum call stack size exceeded")
	}
	bp := m.sp - argc
	need := bp + code.NumLocals + code.MaxStack + 8
	if argc > code.NumLocals {
		need += argc
	}
	if need > len(m.stack) {
		m.growStack(need)
	}
	stack := m.stack
	var extra []Value
	if argc > code.NumParams && (code.Rest >= 0 || code.UsesArguments) {
		extra = make([]Value, argc-code.NumParams)
		copy(extra, stack[bp+code.NumParams:bp+argc])
	}
	var argsCopy []Value
	if code.UsesArguments {
		n := argc
		argsCopy = make([]Value, n)
		copy(argsCopy, stack[bp:bp+argc])
	}
	start := argc
	if start > code.NumParams {
		start = code.NumParams
	}
	for i := bp + start; i < bp+code.NumLocals; i++ {
		stack[i] = undefined
	}
	m.sp = bp + code.NumLocals
	fr := m.pushFrame(fn, code, bp, bp-2, stack[bp-1])
	fr.ret, fr.retData = ret, retData
	if code.Rest >= 0 {
		if extra == nil {
			extra = []Value{}
		}
		stack[bp+int(code.Rest)] = m.newArrayValue(extra)
	}
	if code.UsesArguments {
		m.charge(objectSize + len(argsCopy)*valueSize)
		a := &Object{class: ClassArguments, proto: m.proto(protoObject), arr: argsCopy}
		// Own properties in V8's order: length, callee, @@iterator.
		a.addProp("length", num(float64(len(argsCopy))), flagHidden)
		if code.Strict {
			// arguments.callee throws in strict functions.
			// %ThrowTypeError%: the one frozen function of the machine.
			t := m.throwTypeErrorFn()
			m.defineAccessor(a, "callee", t, t, flagHidden|flagFixed)
		} else {
			a.addProp("callee", obj(fn), flagHidden)
		}
		values, _, _ := m.getOwn(m.proto(protoArray), "values")
		a.addProp(symIterator.key, values, flagHidden)
		stack[bp+int(code.ArgumentsSlot)] = obj(a)
	}
	if code.IsAsync && !code.IsGenerator {
		m.charge(frameSize + int(unsafe.Sizeof(asyncState{}))) // kept while it awaits
		fr.async = &asyncState{promise: m.newPromise()}
	}
	return nil
}

// callValue calls the function below the top argc values (stack: f this
// args...) and hands the result to ret. Errors thrown synchronously are
// returned for retPush/retConstruct/retStop (the caller's frame throws
// them); for job continuations they settle the job's promise.
// unbind inserts the bound arguments of the chain of bound functions from
// o before the arguments of the call whose function slot is base, and
// returns the function the chain ends at, the this its innermost level
// binds, how many arguments were inserted, and newTarget followed down the
// chain (for Construct). The whole chain is unwrapped at once, the
// innermost level's arguments first: level by level, a chain of 100,000
// binds would copy the arguments 100,000 times.
func (m *Machine) unbind(o *Object, base int, newTarget *Object) (*Object, Value, int, *Object) {
	n, depth := 0, 0
	t := o
	for t.class == ClassBound {
		bd := t.internal.(*boundData)
		n += len(bd.args)
		depth++
		t = bd.target
	}
	m.work(depth + n)
	if m.sp+n+8 > len(m.stack) {
		m.growStack(m.sp + n + 8)
	}
	copy(m.stack[base+2+n:], m.stack[base+2:m.sp])
	at := base + 2 + n
	var this Value
	for t = o; t.class == ClassBound; t = t.internal.(*boundData).target {
		bd := t.internal.(*boundData)
		at -= len(bd.args)
		copy(m.stack[at:], bd.args)
		this = bd.this
		if newTarget == t {
			newTarget = bd.target
		}
	}
	m.sp += n
	return t, this, n, newTarget
}

func (m *Machine) callValue(argc int, ret retKind, retData *Object, desc string) error {
	for {
		base := m.sp - argc - 2
		f := m.stack[base]
		o := f.asObject()
		if o == nil || !o.isCallable() {
			m.sp = base
			if desc == "" {
				desc = m.inspectShort(f)
			}
			msg := "%s is not a function"
			if d, ok := strings.CutSuffix(desc, compile.IterCallMark); ok {
				// The call's result is iterated (for-of, spread, [a] = f()).
				desc, msg = d, "%s is not a function or its return value is not iterable"
			}
			return m.routeThrow(m.typeErrorValue(msg, desc), ret, retData)
		}
		switch o.class {
		case ClassFunction:
			if err := m.enterFunction(o, argc, ret, retData); err != nil {
				return m.routeThrow(err.(*Exception).Value, ret, retData)
			}
			return nil
		case ClassBound:
			target, this, n, _ := m.unbind(o, base, nil)
			m.stack[base] = obj(target)
			m.stack[base+1] = this
			argc += n
			continue
		case ClassProxy:
			// [[Call]]: the target is called, or the apply trap with
			// (target, this, arguments array) in the proxy's place.
			target, handler, trap, err := m.proxyTrap(o, "apply")
			if err != nil {
				m.sp = base
				return m.routeThrow(m.exceptionValue(err), ret, retData)
			}
			if trap == nil {
				m.stack[base] = obj(target)
				continue
			}
			args := m.newArrayValue(append([]Value(nil), m.stack[base+2:m.sp]...))
			this := m.stack[base+1]
			m.sp = base
			m.push(obj(trap))
			m.push(obj(handler))
			m.push(obj(target))
			m.push(this)
			m.push(args)
			argc = 3
			continue
		case ClassNative:
			return m.callBuiltin(o, base, ret, retData)
		}
	}
}

// takeTail takes the tail call a built-in left (tailCall).
func (m *Machine) takeTail() tailCall {
	t := m.signals().tail
	m.signals().tail = tailCall{}
	return t
}

// pushTail takes the tail call a built-in left and pushes it at base: its
// function, its this and its arguments.
func (m *Machine) pushTail(base int) tailCall {
	t := m.takeTail()
	m.sp = base
	m.push(t.fn)
	m.push(t.this)
	for _, a := range t.args {
		m.push(a)
	}
	return t
}

// callBuiltin calls built-in fo with the this and arguments above base
// on the stack; its value goes to the continuation ret.
func (m *Machine) callBuiltin(fo *Object, base int, ret retKind, retData *Object) error {
	m.checkInterrupt() // a built-in may run long (interrupt.go)
	v, err := builtins[fo.native].fn(m, m.stack[base+1], m.stack[base+2:m.sp], fo)
	return m.nativeReturned(v, err, base, ret, retData)
}

// nativeReturned completes the call of a built-in whose arguments start at
// base+2 once it has returned v or err: a value or an error goes to the
// call's continuation, and the built-in's other signals (resume a
// generator, wait for a host call, continue with a JavaScript call) are
// carried out.
func (m *Machine) nativeReturned(v Value, err error, base int, ret retKind, retData *Object) error {
	if err == errResume {
		req := m.signals().resumeReq
		m.signals().resumeReq = resumeRequest{}
		m.sp = base
		return m.resumeGenerator(req, ret, retData)
	}
	if err == errBlock {
		// A synchronous host call: the value goes to this
		// call's continuation when it is settled.
		m.sp = base
		m.blocked.ret, m.blocked.data = ret, retData
		return nil
	}
	if err == errTail && m.signals().tail.construct {
		t := m.takeTail()
		m.sp = base
		if ret != retPush {
			return m.routeThrow(m.typeErrorValue("Reflect.construct cannot be called from here"), ret, retData)
		}
		m.push(t.fn)
		for _, a := range t.args {
			m.push(a)
		}
		return m.constructWith(len(t.args), "", t.newTarget)
	}
	if err == errTail {
		t := m.pushTail(base)
		if t.ret == retEach {
			// The loop's result goes where the method's would.
			st := eachOf(t.data)
			st.ret, st.data = ret, retData
		}
		if t.ret != retPush {
			ret, retData = t.ret, t.data
		}
		return m.callValue(len(t.args), ret, retData, "")
	}
	m.sp = base
	if err != nil {
		return m.routeThrow(m.exceptionValue(err), ret, retData)
	}
	m.deliver(v, ret, retData)
	return nil
}

// tailCall is how a native function continues with a JavaScript call
// (Function.prototype.call, the Promise executor): it stores the call in
// Machine.tail and returns errTail; callValue then makes the call in its
// place.
type tailCall struct {
	fn, this Value
	args     []Value
	ret      retKind
	data     *Object
	// construct makes it `new fn(...args)` with new.target newTarget
	// (Reflect.construct).
	construct bool
	newTarget *Object
}

type tailSignal struct{}

func (tailSignal) Error() string { return "tail call" }

var errTail error = tailSignal{}

func (m *Machine) tailCall(fn, this Value, args []Value, ret retKind, data *Object) (Value, error) {
	m.signals().tail = tailCall{fn: fn, this: this, args: args, ret: ret, data: data}
	return undefined, errTail
}

// deliver hands a completed call's value to its continuation.
func (m *Machine) deliver(v Value, ret retKind, data *Object) {
	switch ret {
	case retPush:
		m.push(v)
	case retStop:
		m.nestedResult, m.nestedDone = v, true
	case retResolve:
		if data != nil {
			m.resolvePromise(data, v)
		}
	case retPromiseCtor:
		m.push(obj(resolvingOf(data).promise))
	case retConstruct:
		if v.kind == KObject {
			m.push(v)
		} else {
			m.push(obj(data))
		}
	case retEach:
		m.eachStep(data, v, nil)
	}
}

// routeThrow hands a thrown value to a call's continuation; it returns an
// *Exception when the calling frame must throw it.
func (m *Machine) routeThrow(exc Value, ret retKind, data *Object) error {
	switch ret {
	case retPush, retConstruct, retSuper:
		return &Exception{Value: exc}
	case retStop:
		m.nestedErr, m.nestedDone = &Exception{Value: exc}, true
	case retResolve:
		if data != nil {
			m.rejectPromise(data, exc)
		}
	case retThenable:
		m.rejectResolving(data, exc)
	case retPromiseCtor:
		m.rejectResolving(data, exc)
		m.push(obj(resolvingOf(data).promise))
	case retEach:
		st := eachOf(data)
		return m.routeThrow(exc, st.ret, st.data)
	}
	return nil
}

// completeFrame pops the top frame, which returned v.
func (m *Machine) completeFrame(v Value) {
	if fr := m.frames[len(m.frames)-1]; fr.code.IsDerived {
		if err := m.derivedReturnValueError(fr, v); err != nil {
			fr.handlers = nil // thrown from the call, not inside the body
			m.unwind(m.exceptionValue(err), m.execStop)
			return
		}
	}
	fr := m.popFrame()
	m.sp = fr.callBase
	ret, data := fr.ret, fr.retData
	if st := fr.gen; st != nil {
		m.releaseFrame(fr)
		if st.async {
			m.asyncGenFinish(st, v, false)
			return
		}
		st.state, st.frame = genDone, nil
		m.deliver(m.iterResult(v, true), ret, data)
		return
	}
	if ret == retConstruct || ret == retSuper {
		// A constructor's value is the object it returns, else its this
		// (which super() may have replaced).
		if v.kind != KObject {
			v = fr.this
		}
		m.releaseFrame(fr)
		if ret == retSuper {
			m.frames[len(m.frames)-1].this = v
		}
		m.push(v)
		return
	}
	if fr.async != nil {
		m.resolvePromise(fr.async.promise, v)
		v = obj(fr.async.promise)
	}
	m.releaseFrame(fr)
	m.deliver(v, ret, data)
}

// throwFrame pops the top frame, which threw exc with no handler left;
// it reports whether the exception continues into the caller's frame.
func (m *Machine) throwFrame(exc Value) bool {
	fr := m.popFrame()
	m.sp = fr.callBase
	ret, data := fr.ret, fr.retData
	if st := fr.gen; st != nil {
		if st.async {
			m.releaseFrame(fr)
			m.asyncGenFinish(st, exc, true)
			return false
		}
		st.state, st.frame = genDone, nil
	}
	if st := fr.async; st != nil {
		m.rejectPromise(st.promise, exc)
		m.releaseFrame(fr)
		m.deliver(obj(st.promise), ret, data)
		return false
	}
	m.releaseFrame(fr)
	return m.routeThrow(exc, ret, data) != nil
}

// unwind throws exc in the top frame: it jumps to the innermost catch or
// finally handler, popping frames that have none. It stops at stopDepth
// frames (a nested run).
func (m *Machine) unwind(exc Value, stopDepth int) {
	for len(m.frames) > stopDepth {
		fr := m.frames[len(m.frames)-1]
		if n := len(fr.handlers); n > 0 {
			h := fr.handlers[n-1]
			fr.handlers = fr.handlers[:n-1]
			m.sp = fr.bp + int(h.sp)
			fr.pc = int(h.pc)
			if h.catch {
				m.stack[m.sp] = exc
				m.sp++
			} else {
				m.stack[fr.bp+int(h.completion)] = num(compile.CompletionThrow)
				m.stack[fr.bp+int(h.completion)+1] = exc
			}
			return
		}
		if !m.throwFrame(exc) {
			return
		}
	}
}

// nullishKeyError is V8's TypeError for reading base[key] of null or
// undefined; an object key is not converted (its toString does not run).
func (m *Machine) nullishKeyError(base, key Value) error {
	if key.kind == KObject {
		return m.typeError("Cannot read properties of %s", typeName(base))
	}
	k, _ := m.toPropertyKey(key)
	return m.typeError("Cannot read properties of %s (reading '%s')", typeName(base), m.keyText(k))
}

// superBaseFor is GetSuperBase for a super property opcode: the home
// object's prototype. When that is null, reading or writing is V8's
// TypeError naming the key (a named opcode's constant, else elem, the key
// value on the stack).
func (m *Machine) superBaseFor(fr *frame, in compile.Instr, consts []any, elem Value, set bool) (*Object, error) {
	if home := fr.fnObj.fn.home; home != nil && home.proto == nil {
		key := elem
		if in.Op == compile.OpSuperGet || in.Op == compile.OpSuperSet {
			key = str(consts[in.A].(string))
		}
		k, err := m.toPropertyKey(key)
		if err != nil {
			return nil, err
		}
		if set {
			return nil, m.typeError("Cannot set properties of null (setting '%s')", m.keyText(k))
		}
		return nil, m.typeError("Cannot read properties of null (reading '%s')", m.keyText(k))
	}
	return m.superBase(fr)
}

// derivedReturnError checks, at a return statement of a derived class's
// constructor, that return undefined finds this bound by super(). Like V8
// this is checked at the statement (so the constructor's own try
// statements see the ReferenceError); the specification checks once the
// body is done, as both do for the value (derivedReturnValueError). The
// interpreter calls it only for a derived constructor's frame.
func (m *Machine) derivedReturnError(fr *frame, v Value) error {
	if v.kind != KUndefined || (fr.ret != retConstruct && fr.ret != retSuper) {
		return nil
	}
	if fr.this.kind == KUndefined {
		return m.referenceError("Must call super constructor in derived class before accessing 'this' or returning from derived constructor")
	}
	return nil
}

// derivedReturnValueError checks the value a derived class's constructor
// returns once its body is done (finally blocks ran, and its own catch
// blocks do not see the error): an object or undefined.
func (m *Machine) derivedReturnValueError(fr *frame, v Value) error {
	if !fr.code.IsDerived || v.kind == KObject || v.kind == KUndefined || (fr.ret != retConstruct && fr.ret != retSuper) {
		return nil
	}
	return m.typeError("Derived constructors may only return object or undefined")
}

// returnThroughFinally returns v from the top frame, first running the
// finally blocks of enclosing try statements. It reports whether a finally
// block was entered, or an exception thrown (unwound down to stopDepth
// frames) instead of the return.
func (m *Machine) returnThroughFinally(fr *frame, v Value, stopDepth int) bool {
	for n := len(fr.handlers); n > 0; n = len(fr.handlers) {
		h := fr.handlers[n-1]
		fr.handlers = fr.handlers[:n-1]
		if !h.catch {
			m.sp = fr.bp + int(h.sp)
			fr.pc = int(h.pc)
			m.stack[fr.bp+int(h.completion)] = num(compile.CompletionReturn)
			m.stack[fr.bp+int(h.completion)+1] = v
			return true
		}
		// A for-of's or array pattern's handler (it starts by closing the
		// iterator): returning out of it (a generator's return()) closes the
		// iterator; an error of its return method replaces the return.
		if in := fr.code.Code[h.pc]; in.Op == compile.OpIterClose && in.B == 1 {
			if it, ok := m.stack[fr.bp+int(in.A)].ref.(*iterState); ok && !it.done {
				if err := m.closeIterator(it); err != nil {
					exc := m.exceptionValue(err)
					m.noteThrow(exc, fr)
					m.unwind(exc, stopDepth)
					return true
				}
			}
		}
	}
	return false
}

// asyncState is an async function's promise and, while it awaits, its
// saved frame and stack segment.
type asyncState struct {
	promise *Object
	frame   *frame
	saved   []Value
}

// suspend saves the top frame (an async function at an await) and hands its
// promise to the frame's continuation.
func (m *Machine) suspend() {
	fr := m.popFrame()
	st := fr.async
	st.saved = append(st.saved[:0], m.stack[fr.callBase:m.sp]...)
	for i := fr.callBase; i < m.sp; i++ {
		m.stack[i] = Value{}
	}
	st.frame = fr
	m.sp = fr.callBase
	ret, data := fr.ret, fr.retData
	fr.ret, fr.retData = retNone, nil
	m.deliver(obj(st.promise), ret, data)
}

// reenterFrame puts a suspended frame (of an async function or generator)
// back on the frame stack, with its saved stack segment copied back on top
// of the operand stack and its base rebased there.
func (m *Machine) reenterFrame(fr *frame, saved []Value) {
	base := m.sp
	need := base + len(saved) + fr.code.MaxStack + 8
	if need > len(m.stack) {
		m.growStack(need)
	}
	copy(m.stack[base:], saved)
	delta := base - fr.callBase
	fr.callBase += delta
	fr.bp += delta
	m.sp = base + len(saved)
	m.frames = append(m.frames, fr)
}

// resume continues an async function after the awaited promise settled.
func (m *Machine) resume(st *asyncState, v Value, threw bool) {
	fr := st.frame
	st.frame = nil
	m.reenterFrame(fr, st.saved)
	st.saved = st.saved[:0]
	if threw {
		m.noteThrow(v, fr)
		m.unwind(v, 0)
		return
	}
	m.push(v)
}

// nameFunction gives an anonymous function or class defined as a computed
// property's value the key as its name ({[k]: () => {}}).
func (m *Machine) nameFunction(v Value, key string) {
	m.nameFunctionPrefix(v, key, "")
}

// nameFunctionPrefix is SetFunctionName with a prefix: "get " or "set "
// for an accessor defined under a computed key.
func (m *Machine) nameFunctionPrefix(v Value, key, prefix string) {
	f := v.asObject()
	if f == nil || f.class != ClassFunction || f.fn.name != "" || f.fn.code.Name != "" || f.find("name") >= 0 {
		return
	}
	if isSymbolKey(key) {
		if s := m.symbolForKey(key); s != nil {
			key = "[" + s.description + "]"
			if !s.hasDesc {
				key = ""
			}
		}
	}
	f.fn.name = prefix + key
}

// accessorPrefix is the name prefix of a getter or setter function.
func accessorPrefix(getter bool) string {
	if getter {
		return "get "
	}
	return "set "
}

// biThrowTypeError was the accessor of a strict arguments object's callee
// before it became the machine's one %ThrowTypeError% (throwTypeErrorFn):
// registered so that runs saved with it resume.
var biThrowTypeError int32

func init() {
	biThrowTypeError = register("%ThrowTypeError%", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them")
	})
}
