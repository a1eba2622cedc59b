package vm

// Promises, the microtask (job) queue and async functions, following the
// ECMAScript algorithms step for step so that ordering matches node.

type promiseStateKind uint8

const (
	promisePending promiseStateKind = iota
	promiseFulfilled
	promiseRejected
)

type promiseState struct {
	state     promiseStateKind
	value     Value
	reactions []reaction
	handled   bool
}

type reactionKind uint8

const (
	reactThen  reactionKind = iota // then(onFulfilled, onRejected) with a derived promise
	reactAwait                     // resume an async function
	// reactAsyncGenReturn continues an async generator's return request
	// once its value settled (AsyncGeneratorAwaitReturn).
	reactAsyncGenReturn
	// reactIterResult/reactIterResultDone resolve derived with {value,
	// done: false/true} (the async-from-sync iterator's value unwrapping).
	reactIterResult
	reactIterResultDone
	// reactIterResultClose is reactIterResult that, when the value
	// rejects, first closes the sync iterator of the async-from-sync
	// iterator held in onRejected (AsyncFromSyncIteratorContinue with
	// closeOnRejection).
	reactIterResultClose
)

type reaction struct {
	kind        reactionKind
	onFulfilled Value
	onRejected  Value
	derived     *Object // may be nil
	async       *asyncState
	gen         *genState // reactAsyncGenReturn
}

type jobKind uint8

const (
	jobReaction jobKind = iota
	jobThenable
)

type job struct {
	kind     jobKind
	r        reaction
	arg      Value
	rejected bool
	promise  *Object
	thenable Value
	then     Value
}

// resolvingState is shared by a promise's resolve and reject functions.
type resolvingState struct {
	promise *Object
	done    bool
}

func resolvingOf(o *Object) *resolvingState { return o.internal.(*resolvingState) }

func (m *Machine) newPromise() *Object {
	m.charge(promiseSize)
	return &Object{class: ClassPromise, proto: m.proto(protoPromise), internal: &promiseState{}}
}

func (m *Machine) enqueue(j job) { m.jobs = append(m.jobs, j) }

// resolvePromise is the promise resolve function's logic (callers make sure
// it runs at most once per promise).
func (m *Machine) resolvePromise(p *Object, v Value) {
	ps := p.internal.(*promiseState)
	if ps.state != promisePending {
		return
	}
	if o := v.asObject(); o != nil {
		if o == p {
			m.rejectPromise(p, m.typeErrorValue("Chaining cycle detected for promise #<Promise>"))
			return
		}
		then, err := m.getV(v, "then")
		if err != nil {
			m.rejectPromise(p, m.exceptionValue(err))
			return
		}
		if then.isCallable() {
			m.enqueue(job{kind: jobThenable, promise: p, thenable: v, then: then})
			return
		}
	}
	m.settle(p, promiseFulfilled, v)
}

func (m *Machine) rejectPromise(p *Object, v Value) {
	ps := p.internal.(*promiseState)
	if ps.state != promisePending {
		return
	}
	if !ps.handled {
		m.rejections = append(m.rejections, p)
	}
	m.settle(p, promiseRejected, v)
}

func (m *Machine) settle(p *Object, st promiseStateKind, v Value) {
	ps := p.internal.(*promiseState)
	ps.state, ps.value = st, v
	reactions := ps.reactions
	ps.reactions = nil
	for _, r := range reactions {
		m.enqueue(job{kind: jobReaction, r: r, arg: v, rejected: st == promiseRejected})
	}
	if p == m.mainPromise {
		m.mainDone = true
	}
}

// performThen attaches a reaction to p.
func (m *Machine) performThen(p *Object, r reaction) {
	ps := p.internal.(*promiseState)
	switch ps.state {
	case promisePending:
		ps.reactions = append(ps.reactions, r)
	case promiseFulfilled:
		m.enqueue(job{kind: jobReaction, r: r, arg: ps.value})
	case promiseRejected:
		m.enqueue(job{kind: jobReaction, r: r, arg: ps.value, rejected: true})
	}
	ps.handled = true
}

// promiseResolve is PromiseResolve(%Promise%, v): a promise whose
// constructor is %Promise% as is; any other value (a promise of a subclass
// too) resolves a new promise, so awaiting it takes the thenable job's two
// extra ticks, as in V8.
func (m *Machine) promiseResolve(v Value) *Object {
	if o := v.asObject(); o != nil && o.class == ClassPromise && m.constructedByPromise(o) {
		return o
	}
	p := m.newPromise()
	m.resolvePromise(p, v)
	return p
}

// constructedByPromise reports whether promise o's constructor property is
// %Promise%. A constructor getter is not run (the await that asks cannot
// run JavaScript): such a promise counts as another constructor's.
func (m *Machine) constructedByPromise(o *Object) bool {
	for p := o; p != nil; p = p.proto {
		v, acc, ok := m.getOwn(p, "constructor")
		if !ok {
			continue
		}
		return acc == nil && v.asObject() == m.ctor(protoPromise)
	}
	return false
}

// await suspends the top frame (an async function) until v settles.
func (m *Machine) await(v Value) {
	fr := m.frames[len(m.frames)-1]
	p := m.promiseResolve(v)
	m.performThen(p, reaction{kind: reactAwait, async: fr.async})
	m.suspend()
}

// makeResolvingFunctions creates the resolve and reject functions of p.
func (m *Machine) makeResolvingFunctions(p *Object) (resolve, reject *Object) {
	st := &resolvingState{promise: p}
	resolve = m.newNative(biResolveFunction, st)
	reject = m.newNative(biRejectFunction, st)
	return
}

func (m *Machine) rejectResolving(fn *Object, v Value) {
	st := resolvingOf(fn)
	if st.done {
		return
	}
	st.done = true
	m.rejectPromise(st.promise, v)
}

// runJob runs one microtask with an empty frame stack.
func (m *Machine) runJob(j job) {
	switch j.kind {
	case jobReaction:
		r := j.r
		switch r.kind {
		case reactAwait:
			m.resume(r.async, j.arg, j.rejected)
			return
		case reactAsyncGenReturn:
			m.asyncGenReturned(r.gen, j.arg, j.rejected)
			return
		case reactIterResult, reactIterResultDone, reactIterResultClose:
			if j.rejected && r.kind == reactIterResultClose {
				// IteratorClose with a throw completion: whatever return()
				// does, the rejection goes on.
				if w := r.onRejected.asObject(); w != nil {
					if it, ok := w.internal.(*iterState); ok {
						_ = m.closeIterator(it)
					}
				}
			}
			if j.rejected {
				m.rejectPromise(r.derived, j.arg)
			} else {
				m.resolvePromise(r.derived, m.iterResult(j.arg, r.kind == reactIterResultDone))
			}
			return
		}
		h := r.onFulfilled
		if j.rejected {
			h = r.onRejected
		}
		if !h.isCallable() {
			if r.derived != nil {
				if j.rejected {
					m.rejectPromise(r.derived, j.arg)
				} else {
					m.resolvePromise(r.derived, j.arg)
				}
			}
			return
		}
		m.push(h)
		m.push(undefined)
		m.push(j.arg)
		m.callValue(1, retResolve, r.derived, "")
	case jobThenable:
		resolve, reject := m.makeResolvingFunctions(j.promise)
		m.push(j.then)
		m.push(j.thenable)
		m.push(obj(resolve))
		m.push(obj(reject))
		m.callValue(2, retThenable, reject, "")
	}
}

// Native resolve/reject functions.

func nativeResolveFunction(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	st := resolvingOf(self)
	if st.done {
		return undefined, nil
	}
	st.done = true
	m.resolvePromise(st.promise, arg(args, 0))
	return undefined, nil
}

func nativeRejectFunction(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	m.rejectResolving(self, arg(args, 0))
	return undefined, nil
}

func arg(args []Value, i int) Value {
	if i < len(args) {
		return args[i]
	}
	return undefined
}

// Promise constructor and methods.

func promiseConstruct(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	executor := arg(args, 0)
	if !executor.isCallable() {
		return undefined, m.typeError("Promise resolver %s is not a function", m.inspectShort(executor))
	}
	p := m.newPromise()
	resolve, reject := m.makeResolvingFunctions(p)
	return m.tailCall(executor, undefined, []Value{obj(resolve), obj(reject)}, retPromiseCtor, reject)
}

func thisPromise(m *Machine, this Value, method string) (*Object, error) {
	o := this.asObject()
	if o == nil || o.class != ClassPromise {
		return nil, m.typeError("Method Promise.prototype.%s called on incompatible receiver %s", method, m.receiverValueText(this))
	}
	return o, nil
}

func promiseThen(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	p, err := thisPromise(m, this, "then")
	if err != nil {
		return undefined, err
	}
	c, err := m.speciesConstructor(p, m.ctor(protoPromise))
	if err != nil {
		return undefined, err
	}
	if c.asObject() != m.ctor(protoPromise) {
		// A subclass's then: its capability settles the derived promise.
		return m.tailCall(m.libFunction("Promise_thenSpecies"), undefined, []Value{this, c, arg(args, 0), arg(args, 1)}, retPush, nil)
	}
	derived := m.newPromise()
	r := reaction{kind: reactThen, derived: derived}
	if f := arg(args, 0); f.isCallable() {
		r.onFulfilled = f
	}
	if f := arg(args, 1); f.isCallable() {
		r.onRejected = f
	}
	m.performThen(p, r)
	return obj(derived), nil
}

func promiseCatch(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	// Invoke(promise, "then", undefined, onRejected), observable like the spec.
	then, err := m.getV(this, "then")
	if err != nil {
		return undefined, err
	}
	return m.tailCall(then, this, []Value{undefined, arg(args, 0)}, retPush, nil)
}

// promiseResolveStatic is Promise.resolve: %Promise% itself is handled
// here, other constructors (subclasses, thenable-making functions) by the
// self-hosted PromiseResolve.
func promiseResolveStatic(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if this.kind != KObject {
		return undefined, m.typeError("PromiseResolve called on non-object")
	}
	if this.asObject() != m.ctor(protoPromise) {
		return m.tailCall(m.libFunction("Promise_resolve"), this, args, retPush, nil)
	}
	x := arg(args, 0)
	if o := x.asObject(); o != nil && o.class == ClassPromise {
		c, err := m.get(o, "constructor", x)
		if err != nil {
			return undefined, err
		}
		if c.asObject() == this.asObject() {
			return x, nil
		}
	}
	p := m.newPromise()
	m.resolvePromise(p, x)
	return obj(p), nil
}

func promiseRejectStatic(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if this.kind != KObject {
		return undefined, m.typeError("PromiseReject called on non-object")
	}
	if this.asObject() != m.ctor(protoPromise) {
		return m.tailCall(m.libFunction("Promise_reject"), this, args, retPush, nil)
	}
	p := m.newPromise()
	m.rejectPromise(p, arg(args, 0))
	return obj(p), nil
}
