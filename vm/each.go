package vm

import (
	"strconv"

	"github.com/codemode-go/codemode/vm/compile"
)

// Callback loops: Array.prototype.map, filter, flatMap, forEach, some,
// every, find, findIndex, findLast, findLastIndex, reduce and reduceRight over an
// array whose elements are dense (fastElements) with a closure as the
// callback. The loop itself runs in Go; only the callback is interpreted.
// Each callback call is an ordinary frame whose continuation (retEach) is
// the loop: when the callback returns, deliver hands its value to
// eachStep, which takes it and calls the callback for the next element,
// or hands the method's result to the method call's own continuation. So
// a run can still be metered, interrupted and saved inside the callback
// (the loop is an object the frame's retData refers to), and no Go stack
// is held while the callback runs.
//
// Every other case (a generic receiver, a subclass's species, a built-in
// or bound callback) runs the self-hosted method in vm/lib/lib.js, whose
// loop is the specification's; the Go loop gives the same results.

// eachKind says which method an eachLoop runs.
type eachKind uint8

const (
	eachForEach eachKind = iota
	eachMap
	eachFilter
	eachSome
	eachEvery
	eachFind
	eachFindIndex
	eachFindLast
	eachFindLastIndex
	eachReduce
	eachReduceRight
	eachFlatMap
	numEachKinds
)

// eachMethods are the methods' names, and the self-hosted functions that
// run every case the Go loop does not.
var eachMethods = [numEachKinds]struct{ name, lib string }{
	eachForEach:       {"forEach", "Array_forEach"},
	eachMap:           {"map", "Array_map"},
	eachFilter:        {"filter", "Array_filter"},
	eachSome:          {"some", "Array_some"},
	eachEvery:         {"every", "Array_every"},
	eachFind:          {"find", "Array_find"},
	eachFindIndex:     {"findIndex", "Array_findIndex"},
	eachFindLast:      {"findLast", "Array_findLast"},
	eachFindLastIndex: {"findLastIndex", "Array_findLastIndex"},
	eachReduce:        {"reduce", "Array_reduce"},
	eachReduceRight:   {"reduceRight", "Array_reduceRight"},
	eachFlatMap:       {"flatMap", "Array_flatMap"},
}

func (k eachKind) backwards() bool {
	return k == eachFindLast || k == eachFindLastIndex || k == eachReduceRight
}

// visitsHoles reports whether the method calls back for every index (find
// and its kin read holes as undefined) rather than only present elements.
func (k eachKind) visitsHoles() bool {
	return k == eachFind || k == eachFindIndex || k == eachFindLast || k == eachFindLastIndex
}

func (k eachKind) reduces() bool { return k == eachReduce || k == eachReduceRight }

// collects reports whether the method builds a new array (with
// ArraySpeciesCreate: a subclass's species runs the library's loop).
func (k eachKind) collects() bool { return k == eachMap || k == eachFilter || k == eachFlatMap }

// eachLoop is a running callback loop: the internal data of an object no
// program sees, which the callback's frame holds as its retData.
type eachLoop struct {
	kind eachKind
	arr  *Object // the array the method was called on
	fn   Value   // the callback
	this Value   // its this (thisArg; undefined for reduce)
	i, n int     // the index being called back for; the length read at the start
	cur  Value   // the element at i (filter and find return it)
	out  *Object // map's, filter's and flatMap's result
	acc  Value   // reduce's accumulator
	// The continuation of the method's own call, which gets its result.
	ret  retKind
	data *Object
}

func eachOf(o *Object) *eachLoop { return o.internal.(*eachLoop) }

// eachEntry is the property entry of Array.prototype's method kind.
func eachEntry(kind eachKind) lazyEntry {
	name := eachMethods[kind].name
	return fn("Array.prototype."+name, 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return m.eachStart(kind, this, args)
	})
}

// eachStart begins method kind on this: in Go when it can, else by a tail
// call of the self-hosted method.
func (m *Machine) eachStart(kind eachKind, this Value, args []Value) (Value, error) {
	o := this.asObject()
	f := arg(args, 0).asObject()
	plain := o != nil && o.class == ClassArray && m.fastElements(o) &&
		f != nil && f.class == ClassFunction && !f.fn.code.IsGenerator && !f.fn.code.IsClassConstructor
	if plain && kind.collects() {
		plain = m.plainArraySpecies(o)
	}
	if !plain {
		return m.tailCall(m.libFunction(eachMethods[kind].lib), this, append([]Value(nil), args...), retPush, nil)
	}
	st := &eachLoop{kind: kind, arr: o, fn: obj(f), n: len(o.arr)}
	if !kind.reduces() {
		st.this = arg(args, 1)
	}
	if kind.backwards() {
		st.i = st.n - 1
	}
	switch kind {
	case eachMap:
		m.chargeValues(st.n)
		vals := make([]Value, st.n)
		for i := range vals {
			vals[i] = empty
		}
		st.out = m.newArray(vals)
	case eachFilter, eachFlatMap:
		st.out = m.newArray(nil)
	}
	if kind.reduces() {
		if len(args) >= 2 {
			st.acc = args[1]
		} else {
			for st.inRange() && !st.present(st.i) {
				st.advance()
			}
			if !st.inRange() {
				return undefined, m.typeError("Reduce of empty array with no initial value")
			}
			st.acc = elem(o.arr[st.i])
			st.advance()
		}
	}
	m.charge(objectSize)
	loop := &Object{class: ClassObject, internal: st}
	v, done, err := m.eachNext(st)
	if done || err != nil {
		return v, err
	}
	return m.tailCall(st.fn, st.this, st.args(v), retEach, loop)
}

func (st *eachLoop) inRange() bool { return st.i >= 0 && st.i < st.n }

func (st *eachLoop) advance() {
	if st.kind.backwards() {
		st.i--
	} else {
		st.i++
	}
}

// present reports whether the array has element i, while its elements are
// dense (fastElements): only its own elements can be there.
func (st *eachLoop) present(i int) bool {
	return i < len(st.arr.arr) && st.arr.arr[i].kind != KEmpty
}

// eachNext moves st to the next index to call back for and returns its
// element, or reports the loop done with the method's result.
func (m *Machine) eachNext(st *eachLoop) (v Value, done bool, err error) {
	for ; st.inRange(); st.advance() {
		m.work(1)
		o := st.arr
		if m.fastElements(o) {
			if st.present(st.i) {
				return elem(o.arr[st.i]), false, nil
			}
			if st.kind.visitsHoles() {
				return undefined, false, nil
			}
			continue
		}
		// A callback made the elements sparse or put an index on a
		// prototype: the specification's HasProperty and Get.
		key := strconv.Itoa(st.i)
		if !st.kind.visitsHoles() {
			if has, err := m.hasProperty(o, key); err != nil || !has {
				if err != nil {
					return undefined, false, err
				}
				continue
			}
		}
		v, err := m.get(o, key, obj(o))
		return v, false, err
	}
	switch st.kind {
	case eachMap, eachFilter, eachFlatMap:
		return obj(st.out), true, nil
	case eachSome:
		return vFalse, true, nil
	case eachEvery:
		return vTrue, true, nil
	case eachFindIndex, eachFindLastIndex:
		return num(-1), true, nil
	case eachReduce, eachReduceRight:
		return st.acc, true, nil
	}
	return undefined, true, nil
}

// args are the callback's arguments for element v at st.i.
func (st *eachLoop) args(v Value) []Value {
	st.cur = v
	if st.kind.reduces() {
		return []Value{st.acc, v, num(float64(st.i)), obj(st.arr)}
	}
	return []Value{v, num(float64(st.i)), obj(st.arr)}
}

// pushCall puts the callback's call for element v at st.i on the stack
// and returns its argument count: the arguments a callback cannot see
// (past its parameters, without rest parameters or arguments) are left
// out. code is the callback's.
func (m *Machine) pushCall(st *eachLoop, v Value, code *compile.Func) int {
	st.cur = v
	var args [4]Value
	argc := 0
	if st.kind.reduces() {
		args[0] = st.acc
		argc = 1
	}
	args[argc], args[argc+1], args[argc+2] = v, num(float64(st.i)), obj(st.arr)
	argc += 3
	if code.Rest < 0 && !code.UsesArguments {
		argc = min(argc, code.NumParams)
	}
	if m.sp+argc+2 > len(m.stack) {
		m.growStack(m.sp + argc + 2)
	}
	// Stored one by one: a copy of Values is a typed copy, slower for a
	// few than the stores.
	s := m.stack[m.sp : m.sp+argc+2]
	s[0], s[1] = st.fn, st.this
	for j, a := range args[:argc] {
		s[2+j] = a
	}
	m.sp += argc + 2
	return argc
}

// take handles the callback's value for element st.i; it reports whether
// that ends the loop, with the method's result.
func (st *eachLoop) take(m *Machine, v Value) (Value, bool, error) {
	switch st.kind {
	case eachFlatMap:
		return undefined, false, m.flatten(st.out, v)
	case eachMap:
		if st.i < len(st.out.arr) {
			st.out.arr[st.i] = v
		}
	case eachFilter:
		if truthy(v) {
			m.chargeValues(1)
			st.out.arr = append(st.out.arr, st.cur)
		}
	case eachSome:
		if truthy(v) {
			return vTrue, true, nil
		}
	case eachEvery:
		if !truthy(v) {
			return vFalse, true, nil
		}
	case eachFind, eachFindLast:
		if truthy(v) {
			return st.cur, true, nil
		}
	case eachFindIndex, eachFindLastIndex:
		if truthy(v) {
			return num(float64(st.i)), true, nil
		}
	case eachReduce, eachReduceRight:
		st.acc = v
	}
	return undefined, false, nil
}

// eachStep continues the loop of object loop with the callback's value v:
// it calls back for the next element, or hands the method's result to the
// method call's continuation. done, when not nil, is the frame of the call
// that returned v, already off the stack (eachReturn): the next call
// starts over in it instead of in a new frame, when its function allows.
func (m *Machine) eachStep(loop *Object, v Value, done *frame) {
	st := eachOf(loop)
	r, end, err := st.take(m, v)
	var next Value
	if err == nil && !end {
		st.advance()
		next, end, err = m.eachNext(st)
		r = next
	}
	fn := st.fn.asObject()
	if done != nil && (err != nil || end || done.fnObj != fn || !reusableFrame(done.code)) {
		m.releaseFrame(done)
		done = nil
	}
	if err == nil && end {
		m.deliver(r, st.ret, st.data)
		return
	}
	if err == nil {
		code := fn.fn.code
		argc := m.pushCall(st, next, code)
		m.pendingSteps += callStepCost
		if done != nil {
			m.restartFrame(done, argc)
			return
		}
		err = m.enterFunction(fn, argc, retEach, loop)
	}
	if err != nil {
		exc := m.exceptionValue(err)
		if m.routeThrow(exc, st.ret, st.data) != nil {
			m.unwind(exc, m.execStop)
		}
	}
}

// eachReturn is the return of fr, a callback of a callback loop with no
// handlers: what completeFrame would do, except that the frame is kept
// for the loop's next call.
func (m *Machine) eachReturn(fr *frame, v Value) {
	m.popFrame()
	m.sp = fr.callBase
	m.eachStep(fr.retData, v, fr)
}

// reusableFrame reports whether a call of code can start over in the
// frame of its last call (restartFrame): nothing of a frame but its
// locals, pc and this depends on the call.
func reusableFrame(code *compile.Func) bool {
	return code.PlainFrame && !code.IsDerived
}

// restartFrame starts fr (off the stack, its function's last call) again
// for the call whose argc arguments are on the stack, as enterFunction
// would start a new frame: same depth, same function, same continuation.
func (m *Machine) restartFrame(fr *frame, argc int) {
	code := fr.code
	bp := m.sp - argc
	if need := bp + code.NumLocals + code.MaxStack + 8; need > len(m.stack) {
		m.growStack(need)
	}
	stack := m.stack
	for i := bp + argc; i < bp+code.NumLocals; i++ {
		stack[i] = undefined
	}
	m.sp = bp + code.NumLocals
	fr.pc, fr.bp, fr.callBase, fr.this = 0, bp, bp-2, stack[bp-1]
	m.frames = append(m.frames, fr)
}

// flatten appends flatMap's callback value v to out: an array's present
// elements, anything else itself.
func (m *Machine) flatten(out *Object, v Value) error {
	a := v.asObject()
	if a == nil || a.class != ClassArray {
		m.chargeValues(1)
		out.arr = append(out.arr, v)
		return nil
	}
	if m.fastElements(a) {
		m.work(len(a.arr))
		m.chargeValues(len(a.arr))
		for _, e := range a.arr {
			if e.kind != KEmpty {
				out.arr = append(out.arr, e)
			}
		}
		return nil
	}
	// Elements with accessors or on a prototype: HasProperty and Get.
	n := len(a.arr)
	for j := 0; j < n; j++ {
		m.work(1)
		key := strconv.Itoa(j)
		if has, err := m.hasProperty(a, key); err != nil {
			return err
		} else if !has {
			continue
		}
		e, err := m.get(a, key, v)
		if err != nil {
			return err
		}
		m.chargeValues(1)
		out.arr = append(out.arr, e)
	}
	return nil
}
