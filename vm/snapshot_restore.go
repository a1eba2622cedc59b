package vm

import (
	"bytes"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// Limits on a restored state, so that a hostile state cannot make the
// Machine allocate without bound. Real states are far smaller.
const (
	maxStateStack = 1 << 22
	maxStateItems = 1 << 24
)

// RestoreState makes a new Machine that continues the run st was saved
// from. p must be the recompiled program (its Hash must match the state's)
// and cfg the driver's configuration (the same tools as the saved run).
// Every reference, index, program counter and stack height in st is
// checked, so a malformed or hostile state gives a *StateError, never a
// Machine that panics later.
func RestoreState(p *compile.Program, cfg Config, st *State) (m *Machine, err error) {
	defer func() {
		if r := recover(); r != nil {
			// Validation should make this unreachable; never let a bad
			// state take the process down.
			m, err = nil, stateErrorf("invalid state: %v", r)
		}
	}()
	if p == nil || st == nil {
		return nil, stateErrorf("no program or state")
	}
	if !bytes.Equal(p.Hash(), st.ProgramHash) {
		return nil, stateErrorf("the state was saved from a different program")
	}
	if !slices.Equal(cfg.Tools, st.ToolPaths) {
		return nil, stateErrorf("the state was saved with a different tool list")
	}
	if len(cfg.Extensions) != len(st.Extensions) {
		return nil, stateErrorf("the state was saved with other extensions")
	}
	for i, e := range cfg.Extensions {
		if e.Path != st.Extensions[i].Path || e.Async != st.Extensions[i].Async {
			return nil, stateErrorf("the state was saved with other extensions")
		}
	}
	r := &restorer{st: st, prog: funcList(p)}
	m = New(p, cfg)
	r.m = m
	if err := r.restore(); err != nil {
		return nil, err
	}
	return m, nil
}

type restorer struct {
	m    *Machine
	st   *State
	prog []*compile.Func
	err  error

	objs    []*Object
	cells   []*Cell
	frames  []*frame
	asyncs  []*asyncState
	gens    []*genState
	maps    []*mapData
	iters   []*iterState
	ress    []*resolvingState
	symbols map[string]*Symbol
}

func (r *restorer) fail(format string, args ...any) {
	if r.err == nil {
		r.err = stateErrorf(format, args...)
	}
}

func (r *restorer) restore() error {
	st, m := r.st, r.m
	total := len(st.Objects) + len(st.Cells) + len(st.Frames) + len(st.Asyncs) + len(st.Gens) + len(st.Maps) + len(st.Iters) + len(st.Resolvings)
	if total > maxStateItems || len(st.Stack) > maxStateStack {
		return stateErrorf("state too large")
	}
	if st.Status > uint8(StatusBlocked) {
		return stateErrorf("bad status %d", st.Status)
	}
	// Allocate every table first so references can be resolved in any order.
	// The objects come from one allocation (a restore is on the resume
	// path; the cost is that the block stays allocated while any of its
	// objects lives). saveID holds each one's index for checkChains.
	r.objs = make([]*Object, len(st.Objects))
	slab := make([]Object, len(st.Objects))
	for i := range r.objs {
		slab[i].saveID = int32(i)
		r.objs[i] = &slab[i]
	}
	r.cells = make([]*Cell, len(st.Cells))
	for i := range r.cells {
		r.cells[i] = &Cell{}
	}
	r.frames = make([]*frame, len(st.Frames))
	for i := range r.frames {
		r.frames[i] = &frame{}
	}
	r.asyncs = make([]*asyncState, len(st.Asyncs))
	for i := range r.asyncs {
		r.asyncs[i] = &asyncState{}
	}
	r.gens = make([]*genState, len(st.Gens))
	for i := range r.gens {
		r.gens[i] = &genState{}
	}
	r.maps = make([]*mapData, len(st.Maps))
	for i := range r.maps {
		r.maps[i] = &mapData{}
	}
	r.iters = make([]*iterState, len(st.Iters))
	for i := range r.iters {
		r.iters[i] = &iterState{}
	}
	r.ress = make([]*resolvingState, len(st.Resolvings))
	for i := range r.ress {
		r.ress[i] = &resolvingState{}
	}
	r.restoreSymbols()
	if r.err != nil {
		return r.err
	}

	for i := range st.Objects {
		r.object(r.objs[i], &st.Objects[i])
	}
	if r.err == nil {
		r.checkChains()
	}
	for i, c := range st.Cells {
		r.cells[i].v = r.val(c)
	}
	for i := range st.Maps {
		r.mapData(r.maps[i], &st.Maps[i])
	}
	for i := range st.Iters {
		r.iterState(r.iters[i], &st.Iters[i])
	}
	for i, rs := range st.Resolvings {
		r.ress[i].promise = r.promise(rs.Promise)
		r.ress[i].done = rs.Done
	}
	for i := range st.Frames {
		r.frame(r.frames[i], &st.Frames[i])
	}
	for i, a := range st.Asyncs {
		as := r.asyncs[i]
		as.promise = r.promiseOrNil(a.Promise) // nil: an async generator's await state
		as.frame = r.frameRef(a.Frame)
		as.saved = r.vals(a.Saved)
		if as.frame != nil {
			r.checkSaved(as.frame, as.saved)
		}
	}
	for i, g := range st.Gens {
		gs := r.gens[i]
		if g.State > uint8(genAwaitingReturn) {
			r.fail("bad generator state")
		}
		gs.state = genStateKind(g.State)
		gs.frame = r.frameRef(g.Frame)
		gs.saved = r.vals(g.Saved)
		gs.async = g.Async
		for _, q := range g.Queue {
			if q.Mode > uint8(resumeReturn) {
				r.fail("bad generator request")
			}
			gs.queue = append(gs.queue, genRequest{mode: resumeMode(q.Mode), v: r.val(q.V), promise: r.promise(q.Promise)})
		}
		if gs.frame != nil && gs.state != genRunning {
			r.checkSaved(gs.frame, gs.saved)
		}
	}
	if r.err != nil {
		return r.err
	}

	m.status = Status(st.Status)
	m.started = st.Started
	m.mainDone = st.MainDone
	if len(st.Result) > 0 {
		m.result = append([]byte(nil), st.Result...)
	}
	if st.Failure != nil {
		f := *st.Failure
		m.failure = &f
	}
	if st.Steps < 0 || st.NextCallID < 0 {
		return stateErrorf("negative counter")
	}
	m.steps = st.Steps
	m.nextCallID = st.NextCallID
	m.rng = st.RNG
	m.symbolCount = int(st.SymbolCount)
	m.restoreMemory(st.MemAllocated, st.MemNext)

	m.mainPromise = r.promiseOrNil(st.MainPromise)
	if m.started && m.mainPromise == nil {
		r.fail("a started run has no main promise")
	}
	m.globalObj = r.objRef(st.Global)
	m.toolsObj = r.objRef(st.Tools)
	if len(st.Protos) != 0 && len(st.Protos) != int(numProtos) || len(st.Ctors) != 0 && len(st.Ctors) != int(numProtos) {
		return stateErrorf("bad built-in prototype table")
	}
	for i, id := range st.Protos {
		m.protos[i] = r.objRef(id)
	}
	for i, id := range st.Ctors {
		m.ctors[i] = r.objRef(id)
	}
	for _, id := range st.Running {
		fr := r.frameRef(id)
		if fr == nil {
			r.fail("bad running frame")
			break
		}
		m.frames = append(m.frames, fr)
	}
	for _, j := range st.Jobs {
		if j.Kind > uint8(jobThenable) {
			r.fail("bad job kind")
		}
		m.jobs = append(m.jobs, job{
			kind:     jobKind(j.Kind),
			r:        r.reaction(j.Reaction),
			arg:      r.val(j.Arg),
			rejected: j.Rejected,
			promise:  r.promiseOrNil(j.Promise),
			thenable: r.val(j.Thenable),
			then:     r.val(j.Then),
		})
	}
	for _, ps := range st.Pending {
		c := ps.Call
		if c.ID <= 0 || c.ID > m.nextCallID {
			r.fail("bad pending call id %d", c.ID)
			break
		}
		if m.pending == nil {
			m.pending = map[int64]*pendingCall{}
		}
		if _, dup := m.pending[c.ID]; dup {
			r.fail("duplicate pending call %d", c.ID)
			break
		}
		c.Input = append([]byte(nil), c.Input...)
		var p *Object
		if c.Sync {
			if ps.Promise != 0 {
				r.fail("a synchronous call has a promise")
			}
		} else {
			p = r.promise(ps.Promise)
		}
		m.pending[c.ID] = &pendingCall{promise: p, call: c}
	}
	if b := st.Blocked; b != nil {
		pc := m.pending[b.ID]
		if pc == nil || !pc.call.Sync {
			r.fail("blocked on a call that is not a pending synchronous call")
		}
		w := &syncWait{id: b.ID, ret: retKind(b.Ret), data: r.objRef(b.Data)}
		r.checkContinuation(w.ret, w.data, b.Data)
		m.blocked = w
	}
	for _, c := range st.NewCalls {
		c.Input = append([]byte(nil), c.Input...)
		m.newCalls = append(m.newCalls, c)
	}
	m.logs = append([]string(nil), st.Logs...)
	m.warnings = append([]Failure(nil), st.Warnings...)
	for _, id := range st.Rejections {
		m.rejections = append(m.rejections, r.promise(id))
	}
	m.lastThrow = syntax.Pos{Offset: st.LastThrow[0], Line: st.LastThrow[1], Col: st.LastThrow[2]}
	m.throwValue = r.val(st.ThrowValue)
	r.restoreStack()
	return r.err
}

func (r *restorer) restoreSymbols() {
	m := r.m
	r.symbols = map[string]*Symbol{}
	for i, s := range r.st.Symbols {
		if s.Key != symbolPrefix+"#"+strconv.Itoa(i+1) && !r.validSymbolKey(s.Key) {
			r.fail("bad symbol key")
			return
		}
		if _, dup := r.symbols[s.Key]; dup {
			r.fail("duplicate symbol")
			return
		}
		sym := &Symbol{key: s.Key, description: s.Desc, hasDesc: s.HasDesc}
		r.symbols[s.Key] = sym
	}
	if len(r.symbols) > 0 {
		m.symbols = r.symbols
	}
	for _, e := range r.st.Registry {
		sym := r.symbols[e.Key]
		if sym == nil {
			r.fail("registry names an unknown symbol")
			return
		}
		if m.symbolRegistry == nil {
			m.symbolRegistry = map[string]*Symbol{}
		}
		m.symbolRegistry[e.Name] = sym
	}
}

func (r *restorer) validSymbolKey(k string) bool {
	n, err := strconv.Atoi(strings.TrimPrefix(k, symbolPrefix+"#"))
	return strings.HasPrefix(k, symbolPrefix+"#") && err == nil && n > 0 && int64(n) <= r.st.SymbolCount
}

func (r *restorer) symbol(key string) *Symbol {
	for _, s := range wellKnown {
		if s.key == key {
			return s
		}
	}
	if s := r.symbols[key]; s != nil {
		return s
	}
	r.fail("unknown symbol")
	return symIterator
}

// Reference resolution: 0 is nil; anything out of range is an error.

func (r *restorer) objRef(id int32) *Object {
	if id == 0 {
		return nil
	}
	if id < 0 || int(id) > len(r.objs) {
		r.fail("object reference %d out of range", id)
		return nil
	}
	return r.objs[id-1]
}

// promise resolves a reference that must be a promise.
func (r *restorer) promise(id int32) *Object {
	o := r.objRef(id)
	if o == nil || int(id) > len(r.st.Objects) || r.st.Objects[id-1].Internal != iPromise {
		r.fail("reference %d is not a promise", id)
		return nil
	}
	return o
}

func (r *restorer) promiseOrNil(id int32) *Object {
	if id == 0 {
		return nil
	}
	return r.promise(id)
}

func (r *restorer) callable(id int32) *Object {
	o := r.objRef(id)
	if o == nil {
		return nil
	}
	switch Class(r.st.Objects[id-1].Class) {
	case ClassFunction, ClassNative, ClassBound:
		return o
	}
	r.fail("reference %d is not a function", id)
	return nil
}

func (r *restorer) cellRef(id int32) *Cell {
	if id <= 0 || int(id) > len(r.cells) {
		r.fail("cell reference %d out of range", id)
		return &Cell{}
	}
	return r.cells[id-1]
}

func (r *restorer) frameRef(id int32) *frame {
	if id == 0 {
		return nil
	}
	if id < 0 || int(id) > len(r.frames) {
		r.fail("frame reference %d out of range", id)
		return nil
	}
	return r.frames[id-1]
}

func (r *restorer) asyncRef(id int32) *asyncState {
	if id == 0 {
		return nil
	}
	if id < 0 || int(id) > len(r.asyncs) {
		r.fail("async reference %d out of range", id)
		return nil
	}
	return r.asyncs[id-1]
}

func (r *restorer) genRef(id int32) *genState {
	if id == 0 {
		return nil
	}
	if id < 0 || int(id) > len(r.gens) {
		r.fail("generator reference %d out of range", id)
		return nil
	}
	return r.gens[id-1]
}

func (r *restorer) mapRef(id int32) *mapData {
	if id <= 0 || int(id) > len(r.maps) {
		r.fail("map reference %d out of range", id)
		return &mapData{index: map[mapKey]int{}}
	}
	return r.maps[id-1]
}

func (r *restorer) iterRef(id int32) *iterState {
	if id <= 0 || int(id) > len(r.iters) {
		r.fail("iterator reference %d out of range", id)
		return &iterState{done: true}
	}
	return r.iters[id-1]
}

func (r *restorer) val(v ValueState) Value {
	switch v.K {
	case svUndefined:
		return undefined
	case svNull:
		return null
	case svFalse:
		return vFalse
	case svTrue:
		return vTrue
	case svNumber:
		return num(v.N)
	case svNegZero:
		return num(math.Copysign(0, -1))
	case svString:
		return str(v.S)
	case svObject:
		if o := r.objRef(v.R); o != nil {
			return obj(o)
		}
		r.fail("null object value")
	case svEmpty:
		return empty
	case svCell:
		return Value{kind: KCell, ref: r.cellRef(v.R)}
	case svIter:
		return Value{kind: KInternal, ref: r.iterRef(v.R)}
	case svSymbol:
		return sym(r.symbol(v.S))
	default:
		r.fail("bad value kind %d", v.K)
	}
	return undefined
}

func (r *restorer) vals(vs []ValueState) []Value {
	if len(vs) == 0 {
		return nil
	}
	out := make([]Value, len(vs))
	for i, v := range vs {
		out[i] = r.val(v)
	}
	return out
}

func (r *restorer) code(id int32, lib bool) *compile.Func {
	list := r.prog
	if lib {
		list, _ = libFuncIndex()
	}
	if id < 0 || int(id) >= len(list) {
		r.fail("code reference %d out of range", id)
		return nil
	}
	return list[id]
}

// noExtra stands for a missing ObjectExtra (read only).
var noExtra ObjectExtra

func (r *restorer) object(o *Object, os *ObjectState) {
	x := os.X
	if x == nil {
		x = &noExtra
	}
	if os.Class > uint8(ClassUint8Array) || os.Sealed > 3 {
		r.fail("bad object class")
		return
	}
	o.class = Class(os.Class)
	o.sealed = os.Sealed
	o.proto = r.objRef(os.Proto)
	o.protoReady = x.Ready
	if len(os.Props) > 0 {
		o.props = make([]prop, 0, len(os.Props))
	}
	for _, ps := range os.Props {
		if ps.K < 0 || int(ps.K) >= len(r.st.Keys) {
			r.fail("property key out of range")
			return
		}
		key := r.st.Keys[ps.K]
		flags := propFlag(ps.F)
		if flags > flagHidden|flagReadOnly|flagAccessor|flagFixed {
			r.fail("bad property flags")
			return
		}
		if o.find(key) >= 0 {
			r.fail("duplicate property %q", key)
			return
		}
		v := r.val(ps.V)
		if flags&flagAccessor != 0 {
			v = Value{kind: KInternal, ref: &accessor{get: r.callable(ps.G), set: r.callable(ps.S)}}
		} else if v.kind == KCell || v.kind == KInternal {
			r.fail("bad property value")
			return
		}
		o.addProp(key, v, flags)
	}
	o.arr = r.vals(os.Arr)
	for _, v := range o.arr {
		if v.kind == KCell || v.kind == KInternal {
			r.fail("bad element value")
			return
		}
	}
	if os.Fn != nil {
		if o.class != ClassFunction {
			r.fail("closure data on a non-function")
			return
		}
		fd := &funcData{code: r.code(os.Fn.Code, os.Fn.Lib), name: os.Fn.Name, home: r.objRef(os.Fn.Home)}
		if fd.code != nil && len(os.Fn.Free) != len(fd.code.Free) {
			r.fail("closure captures %d cells, code has %d", len(os.Fn.Free), len(fd.code.Free))
		}
		for _, c := range os.Fn.Free {
			fd.free = append(fd.free, r.cellRef(c))
		}
		o.fn = fd
	} else if o.class == ClassFunction {
		r.fail("closure without code")
		return
	}
	if o.class == ClassNative {
		id, ok := tables().nativeByName[x.Native]
		if !ok {
			r.fail("unknown built-in function %q", x.Native)
			return
		}
		o.native = id
	} else if x.Native != "" {
		r.fail("built-in name on a non-native object")
	}
	if x.Lazy != "" {
		t, ok := tables().tableByName[x.Lazy]
		if !ok {
			r.fail("unknown built-in table %q", x.Lazy)
			return
		}
		li := &lazyInst{t: t}
		if len(x.LazyDone) > 0 {
			li.done = make([]bool, len(t.entries))
			for _, i := range x.LazyDone {
				if i < 0 || int(i) >= len(t.entries) {
					r.fail("built-in table entry out of range")
					return
				}
				li.done[i] = true
			}
		}
		o.lazy = li
	}
	r.internal(o, os)
}

// internal restores class-specific data, checking that it fits the class
// (the VM's type assertions rely on it).
func (r *restorer) internal(o *Object, os *ObjectState) {
	x := os.X
	if x == nil {
		x = &noExtra
	}
	want := func(classes ...Class) {
		for _, c := range classes {
			if o.class == c {
				return
			}
		}
		r.fail("object data %d does not fit class %d", os.Internal, o.class)
	}
	switch os.Internal {
	case iNone:
		switch o.class {
		case ClassError, ClassBound, ClassPromise, ClassBoolean, ClassNumber, ClassString, ClassDate,
			ClassMap, ClassSet, ClassIterator, ClassGenerator, ClassRegExp, ClassWeakMap, ClassWeakSet:
			r.fail("class %d needs its data", o.class)
		}
	case iNumber:
		want(ClassNumber, ClassDate)
		if x.NegZero {
			o.internal = math.Copysign(0, -1)
		} else {
			o.internal = x.Num
		}
	case iString:
		want(ClassString)
		o.internal = x.Str
	case iBool:
		want(ClassBoolean)
		o.internal = x.Bool
	case iSymbol:
		want(ClassObject)
		o.internal = r.symbol(x.Str)
	case iError:
		want(ClassError)
		ed := &errorData{posSet: x.Bool, hostKind: x.Flags}
		if len(x.Pos) == 3 {
			ed.pos = syntax.Pos{Offset: x.Pos[0], Line: x.Pos[1], Col: x.Pos[2]}
		} else if len(x.Pos) != 0 {
			r.fail("bad error position")
		}
		o.internal = ed
	case iBound:
		want(ClassBound)
		t := r.callable(x.Ref)
		if t == nil {
			r.fail("bound function without target")
			return
		}
		o.internal = &boundData{target: t, this: r.val(x.This), args: r.vals(x.Args)}
	case iPromise:
		want(ClassPromise)
		if x.Promise == nil || x.Promise.State > uint8(promiseRejected) {
			r.fail("bad promise")
			return
		}
		ps := &promiseState{state: promiseStateKind(x.Promise.State), value: r.val(x.Promise.Value), handled: x.Promise.Handled}
		for _, rs := range x.Promise.Reactions {
			ps.reactions = append(ps.reactions, r.reaction(rs))
		}
		o.internal = ps
	case iMap:
		want(ClassMap, ClassSet, ClassWeakMap, ClassWeakSet)
		o.internal = r.mapRef(x.Ref)
	case iIter:
		want(ClassIterator)
		o.internal = r.iterRef(x.Ref)
	case iGen:
		want(ClassGenerator)
		g := r.genRef(x.Ref)
		if g == nil {
			r.fail("generator without state")
			return
		}
		o.internal = g
	case iRegExp:
		want(ClassRegExp)
		re, err := compileRegexp(x.Str, x.Flags)
		if err != nil {
			r.fail("bad regular expression")
			return
		}
		o.internal = &regexpData{source: x.Str, flags: x.Flags, re: re}
	case iResolving:
		want(ClassNative)
		if x.Ref <= 0 || int(x.Ref) > len(r.ress) {
			r.fail("resolving reference out of range")
			return
		}
		o.internal = r.ress[x.Ref-1]
	case iToolFn:
		want(ClassNative)
		o.internal = &toolFn{path: x.Str}
	case iToolNS:
		want(ClassObject, ClassNative)
		o.internal = &toolNS{path: x.Str, node: r.toolNode(x.Str), built: x.Bool}
	case iThenable:
		want(ClassNative)
		o.internal = &thenableData{data: []byte(x.Str)}
	case iExtFn:
		want(ClassNative)
		if x.Num < 0 || x.Num > 1<<53 || x.Num != float64(int64(x.Num)) {
			r.fail("bad host function reference")
			return
		}
		o.internal = &extFn{path: x.Str, async: x.Bool, ref: int64(x.Num)}
	default:
		r.fail("bad object data kind %d", os.Internal)
	}
	// Natives whose code reads their data must have it.
	if o.class == ClassNative && r.err == nil {
		switch o.native {
		case biToolCall, biUnknownTool:
			if _, ok := o.internal.(*toolFn); !ok {
				r.fail("tool function without path")
			}
		case biResolveFunction, biRejectFunction:
			if _, ok := o.internal.(*resolvingState); !ok {
				r.fail("resolving function without state")
			}
		case biExtensionCall:
			if _, ok := o.internal.(*extFn); !ok {
				r.fail("extension function without path")
			}
		case biThenableThen, biThenableCatch, biThenableFinally:
			if _, ok := o.internal.(*thenableData); !ok {
				r.fail("search result method without its data")
			}
		}
	}
}

// toolNode finds a namespace's template in the configured tool tree; a
// placeholder namespace (a missing path) gets an empty one.
func (r *restorer) toolNode(path string) *toolNode {
	node := toolTree(r.m.cfg.Tools)
	rest, ok := strings.CutPrefix(path, "tools")
	if !ok {
		return &toolNode{path: path}
	}
	for _, part := range strings.Split(strings.TrimPrefix(rest, "."), ".") {
		if part == "" && rest == "" {
			break
		}
		var next *toolNode
		for _, c := range node.children {
			if c.name == part {
				next = c
			}
		}
		if next == nil {
			return &toolNode{path: path}
		}
		node = next
	}
	return node
}

func (r *restorer) reaction(rs ReactionState) reaction {
	if rs.Kind > uint8(reactIterResultDone) {
		r.fail("bad reaction kind")
	}
	re := reaction{
		kind:        reactionKind(rs.Kind),
		onFulfilled: r.val(rs.OnFulfilled),
		onRejected:  r.val(rs.OnRejected),
		derived:     r.promiseOrNil(rs.Derived),
		async:       r.asyncRef(rs.Async),
		gen:         r.genRef(rs.Gen),
	}
	if re.kind == reactAsyncGenReturn && re.gen == nil {
		r.fail("async generator reaction without generator")
	}
	if re.kind == reactAwait && re.async == nil {
		r.fail("await reaction without async function")
	}
	return re
}

func (r *restorer) mapData(d *mapData, ms *MapState) {
	if len(ms.Keys) != len(ms.Vals) {
		r.fail("map keys and values differ in length")
		return
	}
	d.keys = r.vals(ms.Keys)
	d.vals = r.vals(ms.Vals)
	d.index = make(map[mapKey]int, len(d.keys))
	for i, k := range d.keys {
		if k.kind == KEmpty {
			continue
		}
		if k.kind == KCell || k.kind == KInternal {
			r.fail("bad map key")
			return
		}
		key := keyOf(k)
		if _, dup := d.index[key]; dup {
			r.fail("duplicate map key")
			return
		}
		d.index[key] = i
		d.size++
	}
}

func (r *restorer) iterState(it *iterState, is *IterState) {
	if is.Kind > uint8(iterProtocol) || is.I < 0 || is.I > math.MaxInt32 {
		r.fail("bad iterator")
		return
	}
	it.kind = iterKind(is.Kind)
	it.arr = r.objRef(is.Arr)
	it.s = is.S
	it.keys = is.Keys
	it.vals = r.vals(is.Vals)
	it.obj = r.objRef(is.Obj)
	if is.Map != 0 {
		it.mapd = r.mapRef(is.Map)
	}
	it.next = r.val(is.Next)
	it.i = int(is.I)
	it.done = is.Done
	// The iteration code dereferences these for its kind.
	switch it.kind {
	case iterArray, iterArrayKeys, iterArrayEntries:
		if it.arr == nil && !it.done {
			r.fail("array iterator without array")
		}
	case iterMapKeys, iterMapValues, iterMapEntries:
		if it.mapd == nil && !it.done {
			r.fail("map iterator without map")
		}
	case iterProtocol:
		if it.obj == nil && !it.done {
			r.fail("iterator without object")
		}
	}
}

func (r *restorer) frame(fr *frame, fs *FrameState) {
	fr.fnObj = r.objRef(fs.Fn)
	fr.code = r.code(fs.Code, fs.Lib)
	if fr.code == nil {
		return
	}
	n := len(fr.code.Code)
	if fs.PC < 0 || int(fs.PC) > n || fs.BP < 0 || fs.CallBase < 0 || fs.BP < fs.CallBase || fs.BP > maxStateStack {
		r.fail("frame position out of range")
		return
	}
	fr.pc, fr.bp, fr.callBase = int(fs.PC), int(fs.BP), int(fs.CallBase)
	fr.this = r.val(fs.This)
	height := int32(fr.code.NumLocals + fr.code.MaxStack)
	for _, h := range fs.Handlers {
		if h.PC < 0 || int(h.PC) >= n || h.SP < 0 || h.SP > height || h.Completion < 0 || h.Completion+1 >= height {
			r.fail("frame handler out of range")
			return
		}
		fr.handlers = append(fr.handlers, handler{catch: h.Catch, pc: h.PC, completion: h.Completion, sp: h.SP})
	}
	fr.ret = retKind(fs.Ret)
	fr.retData = r.objRef(fs.RetData)
	r.checkContinuation(fr.ret, fr.retData, fs.RetData)
	fr.async = r.asyncRef(fs.Async)
	if fs.HasArgs {
		fr.args = r.vals(fs.Args)
		if fr.args == nil {
			fr.args = []Value{}
		}
	}
	fr.newTarget = r.objRef(fs.NewTarget)
	fr.gen = r.genRef(fs.Gen)
}

// checkSaved checks a suspended frame against its saved stack segment
// (resume puts the segment back and rebases the frame on it).
func (r *restorer) checkSaved(fr *frame, saved []Value) {
	if fr.code == nil {
		return
	}
	if fr.bp-fr.callBase+fr.code.NumLocals > len(saved) {
		r.fail("saved frame larger than its stack segment")
	}
}

// restoreStack rebuilds the operand stack and checks the running frames
// against it.
func (r *restorer) restoreStack() {
	m := r.m
	vals := r.vals(r.st.Stack)
	sp := len(vals)
	need := sp
	prevTop := 0
	for _, fr := range m.frames {
		if fr.code == nil {
			r.fail("running frame without code")
			return
		}
		if fr.callBase < prevTop || fr.bp+fr.code.NumLocals > sp {
			r.fail("running frame outside the stack")
			return
		}
		prevTop = fr.bp + fr.code.NumLocals
		if n := fr.bp + fr.code.NumLocals + fr.code.MaxStack + 8; n > need {
			need = n
		}
	}
	if len(m.frames) == 0 && sp != 0 {
		r.fail("operand stack without frames")
		return
	}
	if m.started && need == 0 {
		need = 16
	}
	if need > maxStateStack {
		r.fail("stack too large")
		return
	}
	m.stack = make([]Value, need+8)
	copy(m.stack, vals)
	m.sp = sp
}

// checkChains rejects prototype cycles and bound-function cycles: the VM
// walks both chains in Go loops and recursion that no step budget bounds.
func (r *restorer) checkChains() {
	const (
		unseen = iota
		active
		finished
	)
	for _, next := range []func(o *Object) *Object{
		func(o *Object) *Object { return o.proto },
		func(o *Object) *Object {
			if bd, ok := o.internal.(*boundData); ok {
				return bd.target
			}
			return nil
		},
	} {
		color := make([]uint8, len(r.objs))
		var path []int
		for i := range r.objs {
			// Walk the chain from i, marking it active; meeting an active
			// object again is a cycle.
			path = path[:0]
			j := i
			for j >= 0 && color[j] == unseen {
				color[j] = active
				path = append(path, j)
				j = -1
				if n := next(r.objs[path[len(path)-1]]); n != nil {
					j = int(n.saveID) // every object here is from r.objs
				}
			}
			if j >= 0 && color[j] == active {
				r.fail("prototype or bound-function cycle")
				return
			}
			for _, k := range path {
				color[k] = finished
			}
		}
	}
}

// checkContinuation checks a frame's or blocked call's continuation: the
// kind exists and its data is what deliver and routeThrow expect.
func (r *restorer) checkContinuation(ret retKind, data *Object, ref int32) {
	if ret > retSuper {
		r.fail("bad continuation")
		return
	}
	switch ret {
	case retResolve:
		if data != nil && r.st.Objects[ref-1].Internal != iPromise {
			r.fail("continuation resolves a non-promise")
		}
	case retThenable, retPromiseCtor:
		if data == nil || r.st.Objects[ref-1].Internal != iResolving {
			r.fail("continuation without resolving functions")
		}
	case retStop:
		r.fail("a nested run's continuation cannot be saved")
	}
}
