package vm

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/compile"
)

// MarshalState captures the Machine's run state as plain data. It may only
// be called between Run calls (never from inside a nested run) and does
// not change the run (it only numbers objects in a scratch field, so it
// must not run concurrently with anything else on the Machine). The state is deterministic: the same run state
// gives an equal State. It does not include the Config: the driver passes
// one (same tools, clock, seed handling) to RestoreState.
func (m *Machine) MarshalState() (*State, error) {
	if m.nestDepth != 0 {
		return nil, stateErrorf("the machine is inside a run")
	}
	m.mem.epoch++ // a pass over the heap: objects get ids in Object.saveID
	s := &saver{
		m:       m,
		epoch:   m.mem.epoch,
		st:      &State{Objects: make([]ObjectState, 0, m.mem.savedObjects)},
		objs:    make([]*Object, 0, m.mem.savedObjects),
		codeIDs: map[*compile.Func]int32{},
		keyIDs:  map[string]int32{},
	}
	for i, f := range funcList(m.prog) {
		s.codeIDs[f] = int32(i)
	}
	s.save()
	if s.err != nil {
		return nil, s.err
	}
	m.mem.savedObjects = len(s.objs)
	return s.st, nil
}

type saver struct {
	m   *Machine
	st  *State
	err error

	epoch   uint32 // Object.memMark of the objects seen by this save
	objs    []*Object
	cells   table[Cell]
	frames  table[frame]
	asyncs  table[asyncState]
	gens    table[genState]
	maps    table[mapData]
	iters   table[iterState]
	ress    table[resolvingState]
	codeIDs map[*compile.Func]int32
	keyIDs  map[string]int32
	extra   ObjectExtra // scratch for object()
	// Slabs: small value and property lists are cut from shared chunks
	// (a State is short-lived; this halves the allocations of a save).
	valSlab  []ValueState
	propSlab []PropState
}

const slabSize = 512

func (s *saver) valSlice(n int) []ValueState {
	if n > slabSize/16 {
		return make([]ValueState, n)
	}
	if len(s.valSlab)+n > cap(s.valSlab) {
		s.valSlab = make([]ValueState, 0, slabSize)
	}
	i := len(s.valSlab)
	s.valSlab = s.valSlab[:i+n]
	return s.valSlab[i : i+n : i+n]
}

func (s *saver) propSlice(n int) []PropState {
	if n > slabSize/16 {
		return make([]PropState, n)
	}
	if len(s.propSlab)+n > cap(s.propSlab) {
		s.propSlab = make([]PropState, 0, slabSize)
	}
	i := len(s.propSlab)
	s.propSlab = s.propSlab[:i+n]
	return s.propSlab[i : i+n : i+n]
}

func (s *saver) key(k string) int32 {
	if id, ok := s.keyIDs[k]; ok {
		return id
	}
	id := int32(len(s.st.Keys))
	s.st.Keys = append(s.st.Keys, k)
	s.keyIDs[k] = id
	return id
}

func (s *saver) fail(format string, args ...any) {
	if s.err == nil {
		s.err = stateErrorf(format, args...)
	}
}

// save walks the roots in a fixed order, then drains the tables: every
// reference found gets the next id of its table, so ids follow a
// deterministic traversal.
func (s *saver) save() {
	m, st := s.m, s.st
	st.ProgramHash = m.prog.Hash()
	st.ToolPaths = append([]string(nil), m.cfg.Tools...)
	for _, e := range m.cfg.Extensions {
		st.Extensions = append(st.Extensions, ExtensionState{Path: e.Path, Async: e.Async})
	}
	st.Status = uint8(m.status)
	st.Started = m.started
	st.MainDone = m.mainDone
	st.Result = m.result
	if m.failure != nil {
		f := *m.failure
		st.Failure = &f
	}
	st.Steps = m.steps
	st.NextCallID = m.nextCallID
	st.RNG = m.rng
	st.MemAllocated, st.MemNext = m.mem.allocated, m.mem.next
	st.SymbolCount = int64(m.symbolCount)

	// Roots.
	st.MainPromise = s.obj(m.mainPromise)
	st.Global = s.obj(m.globalObj)
	st.Tools = s.obj(m.toolsObj)
	st.Protos = make([]int32, numProtos)
	st.Ctors = make([]int32, numProtos)
	for i := range m.protos {
		st.Protos[i] = s.obj(m.protos[i])
		st.Ctors[i] = s.obj(m.ctors[i])
	}
	st.Stack = s.vals(m.stack[:m.sp])
	for _, fr := range m.frames {
		st.Running = append(st.Running, s.frame(fr))
	}
	for _, j := range m.jobs[m.jobHead:] {
		st.Jobs = append(st.Jobs, JobState{
			Kind:     uint8(j.kind),
			Reaction: s.reaction(j.r),
			Arg:      s.val(j.arg),
			Rejected: j.rejected,
			Promise:  s.obj(j.promise),
			Thenable: s.val(j.thenable),
			Then:     s.val(j.then),
		})
	}
	ids := make([]int64, 0, len(m.pending))
	for id := range m.pending {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	for _, id := range ids {
		pc := m.pending[id]
		st.Pending = append(st.Pending, PendingState{Call: pc.call, Promise: s.obj(pc.promise)})
	}
	if w := m.blocked; w != nil {
		st.Blocked = &BlockedState{ID: w.id, Ret: uint8(w.ret), Data: s.obj(w.data)}
	}
	st.NewCalls = append([]HostCall(nil), m.newCalls...)
	st.Logs = append([]string(nil), m.logs...)
	st.Warnings = append([]Failure(nil), m.warnings...)
	for _, p := range m.rejections {
		st.Rejections = append(st.Rejections, s.obj(p))
	}
	st.LastThrow = [3]int32{m.lastThrow.Offset, m.lastThrow.Line, m.lastThrow.Col}
	st.ThrowValue = s.val(m.throwValue)
	s.symbols()

	// Drain: each pass may discover more entries of any table.
	var no, nc, nf, na, ng, nm, ni, nr int
	for s.err == nil {
		progress := false
		for ; no < len(s.objs); no++ {
			x := s.object(s.objs[no])
			st.Objects[no] = x
			progress = true
		}
		for ; nc < len(s.cells.list); nc++ {
			x := s.val(s.cells.list[nc].v)
			st.Cells[nc] = x
			progress = true
		}
		for ; nf < len(s.frames.list); nf++ {
			x := s.frameState(s.frames.list[nf])
			st.Frames[nf] = x
			progress = true
		}
		for ; na < len(s.asyncs.list); na++ {
			a := s.asyncs.list[na]
			x := AsyncState{Promise: s.obj(a.promise), Frame: s.frame(a.frame), Saved: s.vals(a.saved)}
			st.Asyncs[na] = x
			progress = true
		}
		for ; ng < len(s.gens.list); ng++ {
			g := s.gens.list[ng]
			x := GenState{State: uint8(g.state), Frame: s.frame(g.frame), Saved: s.vals(g.saved), Async: g.async}
			for _, q := range g.queue {
				x.Queue = append(x.Queue, GenRequestState{Mode: uint8(q.mode), V: s.val(q.v), Promise: s.obj(q.promise)})
			}
			st.Gens[ng] = x
			progress = true
		}
		for ; nm < len(s.maps.list); nm++ {
			d := s.maps.list[nm]
			x := MapState{Keys: s.vals(d.keys), Vals: s.vals(d.vals)}
			st.Maps[nm] = x
			progress = true
		}
		for ; ni < len(s.iters.list); ni++ {
			x := s.iterState(s.iters.list[ni])
			st.Iters[ni] = x
			progress = true
		}
		for ; nr < len(s.ress.list); nr++ {
			r := s.ress.list[nr]
			x := ResolvingState{Promise: s.obj(r.promise), Done: r.done}
			st.Resolvings[nr] = x
			progress = true
		}
		if !progress {
			break
		}
	}
}

// symbols saves the program's symbols in creation order and the registry
// sorted by name.
func (s *saver) symbols() {
	m := s.m
	type numbered struct {
		n   int
		sym *Symbol
	}
	var list []numbered
	for key, sym := range m.symbols {
		n, err := strconv.Atoi(strings.TrimPrefix(key, symbolPrefix+"#"))
		if err != nil {
			s.fail("unexpected symbol key %q", key)
			return
		}
		list = append(list, numbered{n, sym})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].n < list[j].n })
	for _, e := range list {
		s.st.Symbols = append(s.st.Symbols, SymbolState{Key: e.sym.key, Desc: e.sym.description, HasDesc: e.sym.hasDesc})
	}
	names := make([]string, 0, len(m.symbolRegistry))
	for name := range m.symbolRegistry {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		s.st.Registry = append(s.st.Registry, RegistryItem{Name: name, Key: m.symbolRegistry[name].key})
	}
}

// Reference helpers: 0 is nil; otherwise the 1-based table index, assigned
// on first sight.

func (s *saver) obj(o *Object) int32 {
	if o == nil {
		return 0
	}
	if o.memMark == s.epoch {
		return o.saveID
	}
	s.objs = append(s.objs, o)
	s.st.Objects = append(s.st.Objects, ObjectState{})
	id := int32(len(s.objs))
	o.memMark, o.saveID = s.epoch, id
	return id
}

// table numbers the run-state records of one kind: ids are 1-based, in
// the order the save's deterministic traversal first meets them (0 is nil).
type table[T any] struct {
	ids  map[*T]int32
	list []*T
}

// ref returns x's id in t. A new x is numbered and gets an empty slot in
// states, which the save loop fills once x's own references are numbered.
func ref[T, S any](t *table[T], states *[]S, x *T) int32 {
	if x == nil {
		return 0
	}
	if id, ok := t.ids[x]; ok {
		return id
	}
	if t.ids == nil {
		t.ids = map[*T]int32{}
	}
	t.list = append(t.list, x)
	var empty S
	*states = append(*states, empty)
	id := int32(len(t.list))
	t.ids[x] = id
	return id
}

func (s *saver) cell(c *Cell) int32                { return ref(&s.cells, &s.st.Cells, c) }
func (s *saver) frame(f *frame) int32              { return ref(&s.frames, &s.st.Frames, f) }
func (s *saver) async(a *asyncState) int32         { return ref(&s.asyncs, &s.st.Asyncs, a) }
func (s *saver) gen(g *genState) int32             { return ref(&s.gens, &s.st.Gens, g) }
func (s *saver) mapd(d *mapData) int32             { return ref(&s.maps, &s.st.Maps, d) }
func (s *saver) iter(it *iterState) int32          { return ref(&s.iters, &s.st.Iters, it) }
func (s *saver) resolving(r *resolvingState) int32 { return ref(&s.ress, &s.st.Resolvings, r) }

func (s *saver) val(v Value) ValueState {
	switch v.kind {
	case KUndefined:
		return ValueState{}
	case KNull:
		return ValueState{K: svNull}
	case KBool:
		if v.num != 0 {
			return ValueState{K: svTrue}
		}
		return ValueState{K: svFalse}
	case KNumber:
		if v.num == 0 && math.Signbit(v.num) {
			return ValueState{K: svNegZero}
		}
		return ValueState{K: svNumber, N: v.num}
	case KString:
		return ValueState{K: svString, S: v.ref.(string)}
	case KObject:
		return ValueState{K: svObject, R: s.obj(v.ref.(*Object))}
	case KEmpty:
		return ValueState{K: svEmpty}
	case KCell:
		return ValueState{K: svCell, R: s.cell(v.ref.(*Cell))}
	case KSymbol:
		return ValueState{K: svSymbol, S: v.ref.(*Symbol).key}
	case KInternal:
		if it, ok := v.ref.(*iterState); ok {
			return ValueState{K: svIter, R: s.iter(it)}
		}
		s.fail("unsupported internal value %T", v.ref)
		return ValueState{}
	}
	s.fail("unsupported value kind %d", v.kind)
	return ValueState{}
}

func (s *saver) vals(vs []Value) []ValueState {
	if len(vs) == 0 {
		return nil
	}
	out := s.valSlice(len(vs))
	for i, v := range vs {
		out[i] = s.val(v)
	}
	return out
}

func (s *saver) code(c *compile.Func) (int32, bool) {
	if id, ok := s.codeIDs[c]; ok {
		return id, false
	}
	_, lib := libFuncIndex()
	if id, ok := lib[c]; ok {
		return id, true
	}
	s.fail("a function's code belongs to neither the program nor the library")
	return 0, false
}

func (s *saver) object(o *Object) ObjectState {
	os := ObjectState{
		Class:  uint8(o.class),
		Sealed: o.sealed,
		Proto:  s.obj(o.proto),
		Arr:    s.vals(o.arr),
	}
	x := &s.extra
	*x = ObjectExtra{Ready: o.protoReady}
	if len(o.props) > 0 {
		os.Props = s.propSlice(len(o.props))
		for i, p := range o.props {
			ps := PropState{K: s.key(p.key), F: uint8(p.flags)}
			if p.flags&flagAccessor != 0 {
				acc, ok := p.val.ref.(*accessor)
				if !ok {
					s.fail("accessor property without accessor")
					break
				}
				ps.G, ps.S = s.obj(acc.get), s.obj(acc.set)
			} else {
				ps.V = s.val(p.val)
			}
			os.Props[i] = ps
		}
	}
	if o.fn != nil {
		code, lib := s.code(o.fn.code)
		fs := &FuncState{Code: code, Lib: lib, Name: o.fn.name, Home: s.obj(o.fn.home)}
		for _, c := range o.fn.free {
			fs.Free = append(fs.Free, s.cell(c))
		}
		os.Fn = fs
	}
	if o.class == ClassNative {
		x.Native = BuiltinName(o.native)
		if id, ok := tables().nativeByName[x.Native]; !ok || id != o.native {
			s.fail("built-in function %d has no unique name", o.native)
		}
	}
	if o.lazy != nil {
		name, ok := tables().tableName[o.lazy.t]
		if !ok {
			s.fail("a built-in property table has no name")
		}
		x.Lazy = name
		for i, done := range o.lazy.done {
			if done {
				x.LazyDone = append(x.LazyDone, int32(i))
			}
		}
	}
	switch d := o.internal.(type) {
	case nil:
	case float64:
		os.Internal = iNumber
		if d == 0 && math.Signbit(d) {
			x.NegZero = true
		} else {
			x.Num = d
		}
	case string:
		os.Internal, x.Str = iString, d
	case bool:
		os.Internal, x.Bool = iBool, d
	case *Symbol:
		os.Internal, x.Str = iSymbol, d.key
	case *errorData:
		os.Internal = iError
		x.Pos = []int32{d.pos.Offset, d.pos.Line, d.pos.Col}
		x.Bool = d.posSet
		x.Flags = d.hostKind
	case *boundData:
		os.Internal = iBound
		x.Ref = s.obj(d.target)
		x.This = s.val(d.this)
		x.Args = s.vals(d.args)
	case *promiseState:
		os.Internal = iPromise
		ps := &PromiseState{State: uint8(d.state), Value: s.val(d.value), Handled: d.handled}
		for _, r := range d.reactions {
			ps.Reactions = append(ps.Reactions, s.reaction(r))
		}
		x.Promise = ps
	case *mapData:
		os.Internal, x.Ref = iMap, s.mapd(d)
	case *iterState:
		os.Internal, x.Ref = iIter, s.iter(d)
	case *genState:
		os.Internal, x.Ref = iGen, s.gen(d)
	case *regexpData:
		os.Internal, x.Str, x.Flags = iRegExp, d.source, d.flags
	case *resolvingState:
		os.Internal, x.Ref = iResolving, s.resolving(d)
	case *toolFn:
		os.Internal, x.Str = iToolFn, d.path
	case *toolNS:
		os.Internal, x.Str, x.Bool = iToolNS, d.path, d.built
	case *thenableData:
		os.Internal, x.Str = iThenable, string(d.data)
	case *extFn:
		os.Internal, x.Str, x.Bool, x.Num = iExtFn, d.path, d.async, float64(d.ref)
	default:
		s.fail("unsupported object data %T", o.internal)
	}
	if !x.isZero() {
		e := *x
		os.X = &e
	}
	return os
}

func (s *saver) reaction(r reaction) ReactionState {
	return ReactionState{
		Kind:        uint8(r.kind),
		OnFulfilled: s.val(r.onFulfilled),
		OnRejected:  s.val(r.onRejected),
		Derived:     s.obj(r.derived),
		Async:       s.async(r.async),
		Gen:         s.gen(r.gen),
	}
}

func (s *saver) frameState(f *frame) FrameState {
	code, lib := s.code(f.code)
	fs := FrameState{
		Fn:        s.obj(f.fnObj),
		Code:      code,
		Lib:       lib,
		PC:        int32(f.pc),
		BP:        int32(f.bp),
		CallBase:  int32(f.callBase),
		This:      s.val(f.this),
		Ret:       uint8(f.ret),
		RetData:   s.obj(f.retData),
		Async:     s.async(f.async),
		HasArgs:   f.args != nil,
		Args:      s.vals(f.args),
		NewTarget: s.obj(f.newTarget),
		Gen:       s.gen(f.gen),
	}
	for _, h := range f.handlers {
		fs.Handlers = append(fs.Handlers, HandlerState{Catch: h.catch, PC: h.pc, Completion: h.completion, SP: h.sp})
	}
	return fs
}

func (s *saver) iterState(it *iterState) IterState {
	return IterState{
		Kind: uint8(it.kind),
		Arr:  s.obj(it.arr),
		S:    it.s,
		Keys: it.keys,
		Vals: s.vals(it.vals),
		Obj:  s.obj(it.obj),
		Map:  s.mapd(it.mapd),
		Next: s.val(it.next),
		I:    int64(it.i),
		Done: it.done,
	}
}
