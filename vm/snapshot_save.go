package vm

import (
	"errors"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/state"
)

// ErrStateTooLarge is the cause (errors.Is) of the *StateError AppendState
// returns when the state passes its byte limit.
var ErrStateTooLarge = errors.New("the state is larger than the limit")

// AppendState appends the Machine's run state to b as the CBOR encoding of
// a state.State (package state), written in one deterministic walk of
// the Machine without building the State: the same run state always gives
// the same bytes. With limit > 0 it stops as soon as the state passes
// limit bytes and returns a *StateError wrapping ErrStateTooLarge.
//
// It may only be called between Run calls (never from inside a nested
// run) and does not change the run (it only numbers objects in a scratch
// field, so it must not run concurrently with anything else on the
// Machine). The state does not include the Config: the driver passes one
// (same tools, clock, seed handling) to RestoreStateCBOR.
func (m *Machine) AppendState(b []byte, limit int) ([]byte, error) {
	if m.nestDepth != 0 {
		return b, stateErrorf("the machine is inside a run")
	}
	m.mem.epoch++ // a pass over the heap: objects get ids in Object.saveID
	if m.codeIDs == nil {
		m.codeIDs = map[*compile.Func]int32{}
		for i, f := range funcList(m.prog) {
			m.codeIDs[f] = int32(i)
		}
	}
	sc := saveScratchPool.Get().(*saveScratch)
	defer sc.put()
	s := &saver{
		m:        m,
		epoch:    m.mem.epoch,
		limit:    limit,
		objs:     sc.objs,
		coldRefs: sc.coldRefs,
		codeIDs:  m.codeIDs,
		strs:     sc.strs,
		strIDs:   sc.strIDs,
	}
	defer sc.keep(s)
	for i := range s.out {
		s.out[i].B = sc.out[i]
	}
	if cap(s.out[state.TableObjects].B) == 0 {
		s.out[state.TableObjects].B = make([]byte, 0, 32*m.mem.savedObjects+256)
	}
	s.save()
	if s.coldR != nil {
		s.coldR.endWalk()
	}
	if s.err != nil {
		return b, s.err
	}
	m.mem.savedObjects = len(s.objs)
	out := s.assemble(b)
	if limit > 0 && len(out)-len(b) > limit {
		return b, s.tooLarge()
	}
	return out, nil
}

// saveScratch is a save's working memory that does not end up in the
// state: the object list, the string table and the per-table buffers. A
// pool keeps it between saves, so a save allocates little more than its
// output (a Temporal worker saves often; a smaller heap churn means fewer
// GC cycles). Nothing is kept from one save to the next but capacity.
type saveScratch struct {
	objs     []*Object
	coldRefs []int32
	strs     []string
	strIDs   map[string]int32
	out      [state.NumTables][]byte
}

var saveScratchPool = sync.Pool{New: func() any { return &saveScratch{strIDs: map[string]int32{}} }}

// maxKeptScratch bounds what the pool keeps of one save (bytes of table
// buffers, entries of lists): a rare huge state does not pin its memory.
const maxKeptScratch = 1 << 20

// keep takes back s's buffers, emptied.
func (sc *saveScratch) keep(s *saver) {
	sc.objs = clearList(s.objs)
	sc.coldRefs = s.coldRefs[:0]
	sc.strs = clearList(s.strs)
	sc.strIDs = s.strIDs
	for i := range s.out {
		sc.out[i] = s.out[i].B[:0]
	}
}

func clearList[T any](l []T) []T {
	clear(l)
	return l[:0]
}

// put returns sc to the pool unless it grew too large to keep.
func (sc *saveScratch) put() {
	total := cap(sc.objs) + cap(sc.coldRefs) + cap(sc.strs) + len(sc.strIDs)
	for _, b := range sc.out {
		total += cap(b)
	}
	if total > maxKeptScratch {
		return
	}
	clear(sc.strIDs)
	saveScratchPool.Put(sc)
}

// MarshalState returns the Machine's run state as a State: the bytes
// AppendState writes, decoded (for tests and inspection; a driver saves
// with AppendState).
func (m *Machine) MarshalState() (*state.State, error) {
	b, err := m.AppendState(nil, 0)
	if err != nil {
		return nil, err
	}
	st, n, err := state.Decode(b)
	if err != nil || n != len(b) {
		return nil, stateErrorf("the saved state does not decode: %v", err)
	}
	return st, nil
}

// strIdent identifies a string by its bytes in memory: two strings with
// the same data pointer and length are equal, so a string value shared by
// many references (one boxed string copied around) is looked up by value,
// and hashed, only once.
type strIdent struct {
	p *byte
	n int
}

type saver struct {
	m     *Machine
	err   error
	limit int // bytes; 0 for none

	epoch uint32 // Object.memMark of the objects seen by this save
	objs  []*Object
	// coldRefs[i], when objs[i] is nil, is the id of an object of coldR,
	// the restore the Machine came from, not built (writeColdObject).
	coldRefs []int32
	coldR    *restorer
	cells    table[Cell]
	frames   table[frame]
	asyncs   table[asyncState]
	gens     table[genState]
	maps     table[mapData]
	iters    table[iterState]
	ress     table[resolvingState]
	codeIDs  map[*compile.Func]int32
	hashed   map[*compile.Func]bool // a closure of the function was written with its code hash

	// The string table (property keys and long string values).
	strs     []string
	strIDs   map[string]int32
	strByPtr map[strIdent]int32
	strBytes int
	bigIDs   map[*big.Int]int32 // long BigInts in the string table
	// props and elems count the objects' properties and elements.
	props, elems int
	keyCache     [16]cachedKey

	// out holds each table's entries, encoded as they are drained.
	out [state.NumTables]state.Encoder
	// head and roots are the State's other fields (encoded at the end).
	head  state.State
	roots state.State

	// Scratch for one table entry: it is encoded right away, so its lists
	// are cut from buffers reused by the next entry.
	fn        state.FuncState
	x         state.ObjectExtra
	promise   state.PromiseState
	valBuf    []state.ValueState
	intBuf    []int32
	nameBuf   []string
	reactBuf  []state.ReactionState
	scratchOn bool // vals come from valBuf (false while walking the roots)
}

func (s *saver) fail(format string, args ...any) {
	if s.err == nil {
		s.err = stateErrorf(format, args...)
	}
}

func (s *saver) tooLarge() error {
	return &StateError{Msg: "the state is over " + strconv.Itoa(s.limit) + " bytes", Err: ErrStateTooLarge}
}

// checkSize stops the save once the tables and strings written so far
// pass the limit.
func (s *saver) checkSize() {
	if s.limit <= 0 || s.err != nil {
		return
	}
	n := s.strBytes
	for i := range s.out {
		n += len(s.out[i].B)
	}
	if n > s.limit {
		s.err = s.tooLarge()
	}
}

// resetScratch starts a table entry.
func (s *saver) resetScratch() {
	s.valBuf = s.valBuf[:0]
	s.intBuf = s.intBuf[:0]
	s.nameBuf = s.nameBuf[:0]
	s.reactBuf = s.reactBuf[:0]
}

// cut returns n elements cut from *buf, growing it (into a new array: the
// lists cut before stay valid) when full.
func cut[T any](buf *[]T, n int) []T {
	if len(*buf)+n > cap(*buf) {
		*buf = make([]T, 0, max(2*cap(*buf), n, 32))
	}
	i := len(*buf)
	*buf = (*buf)[:i+n]
	return (*buf)[i : i+n : i+n]
}

func (s *saver) valSlice(n int) []state.ValueState {
	if !s.scratchOn {
		return make([]state.ValueState, n)
	}
	return cut(&s.valBuf, n)
}

// str returns the string table index of x. Long strings are looked up by
// identity first (property keys are short: hashing them is cheaper than
// tracking their many copies).
func (s *saver) str(x string) int32 {
	var ident strIdent
	long := len(x) >= state.MinTableString
	if long {
		ident = strIdent{unsafe.StringData(x), len(x)}
		if id, ok := s.strByPtr[ident]; ok {
			return id
		}
	}
	id, ok := s.strIDs[x]
	if !ok {
		id = int32(len(s.strs))
		s.strs = append(s.strs, x)
		s.strIDs[x] = id
		s.strBytes += len(x) + 5
		s.checkSize()
	}
	if long {
		if s.strByPtr == nil {
			s.strByPtr = map[strIdent]int32{}
		}
		s.strByPtr[ident] = id
	}
	return id
}

// bigint returns a BigInt value: inline when short, else its text's index
// in the string table (a BigInt held many times is converted once).
func (s *saver) bigint(b *big.Int) state.ValueState {
	if id, ok := s.bigIDs[b]; ok {
		return state.ValueState{K: state.VBigRef, R: id}
	}
	text := b.Text(16)
	if len(text) < state.MinTableString {
		return state.ValueState{K: state.VBigInt, S: text}
	}
	if s.bigIDs == nil {
		s.bigIDs = map[*big.Int]int32{}
	}
	id := s.str(text)
	s.bigIDs[b] = id
	return state.ValueState{K: state.VBigRef, R: id}
}

// key returns the string table index of the key of property i. Objects
// of one shape repeat the same keys in the same places (often as distinct
// copies, from JSON): comparing with the key last seen at the place
// avoids most hashing.
func (s *saver) key(i int, k string) int32 {
	if i < len(s.keyCache) {
		if c := &s.keyCache[i]; c.ok && c.k == k {
			return c.id
		}
		id := s.str(k)
		s.keyCache[i] = cachedKey{k: k, id: id, ok: true}
		return id
	}
	return s.str(k)
}

type cachedKey struct {
	k  string
	id int32
	ok bool
}

// save walks the roots in a fixed order, then drains the tables: every
// reference found gets the next id of its table, so ids follow a
// deterministic traversal. Each table entry is encoded as soon as it is
// drained.
func (s *saver) save() {
	m := s.m
	hd, st := &s.head, &s.roots
	hd.Version = state.Version
	hd.ProgramHash = m.prog.Hash()
	hd.ToolPaths = m.cfg.Tools
	for _, e := range m.cfg.Extensions {
		hd.Extensions = append(hd.Extensions, state.ExtensionState{Path: e.Path, Async: e.Async})
	}
	hd.SymbolCount = int64(m.symbolCount)
	st.Status = uint8(m.status)
	st.Started = m.started
	st.MainDone = m.mainDone
	st.Result = m.result
	if m.failure != nil {
		f := state.FailureState(*m.failure)
		st.Failure = &f
	}
	st.Steps = m.steps
	st.NextCallID = m.nextCallID
	st.RNG = m.rng
	st.MemAllocated, st.MemNext = m.mem.allocated, m.mem.next

	// Roots.
	st.MainPromise = s.obj(m.mainPromise)
	st.Global = s.obj(m.globalObj)
	st.Tools = s.obj(m.toolsObj)
	ct := m.classes()
	classes := 0
	for i := range ct.protos {
		if ct.protos[i] != nil || ct.ctors[i] != nil {
			classes++
		}
	}
	if classes > 0 {
		st.Classes = make([]state.ClassState, 0, classes)
	}
	for i := range ct.protos {
		if ct.protos[i] != nil || ct.ctors[i] != nil {
			st.Classes = append(st.Classes, state.ClassState{Name: protoNames[i], Proto: s.obj(ct.protos[i]), Ctor: s.obj(ct.ctors[i])})
		}
	}
	st.Stack = s.vals(m.stack[:m.sp])
	for _, fr := range m.frames {
		st.Running = append(st.Running, s.frame(fr))
	}
	for _, j := range m.jobs[m.jobHead:] {
		st.Jobs = append(st.Jobs, state.JobState{
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
		st.Pending = append(st.Pending, state.PendingState{Call: callState(pc.call), Promise: s.obj(pc.promise)})
	}
	if w := m.blocked; w != nil {
		st.Blocked = &state.BlockedState{ID: w.id, Ret: uint8(w.ret), Data: s.obj(w.data)}
	}
	st.NewCalls = convert(m.newCalls, callState)
	st.Logs = m.logs
	st.Warnings = convert(m.warnings, func(f Failure) state.FailureState { return state.FailureState(f) })
	for _, p := range m.rejections {
		st.Rejections = append(st.Rejections, s.obj(p))
	}
	st.LastThrow = [3]int32{m.lastThrow.Offset, m.lastThrow.Line, m.lastThrow.Col}
	st.ThrowValue = s.val(m.throwValue)
	s.symbols()

	// Drain: each pass may discover more entries of any table.
	s.scratchOn = true
	var done [state.NumTables]int
	for s.err == nil {
		progress := false
		for ; done[state.TableObjects] < len(s.objs) && s.err == nil; done[state.TableObjects]++ {
			s.resetScratch()
			if i := done[state.TableObjects]; s.objs[i] != nil {
				s.writeObject(s.objs[i])
			} else {
				s.writeColdObject(s.coldRefs[i])
			}
			if done[state.TableObjects]&15 == 15 {
				// Every 16 objects (checkSize adds up every table; a
				// large object checks inside itself too).
				s.checkSize()
			}
			progress = true
		}
		for ; done[state.TableCells] < len(s.cells.list) && s.err == nil; done[state.TableCells]++ {
			v := s.val(s.cells.list[done[state.TableCells]].v)
			s.out[state.TableCells].Value(&v)
			progress = true
		}
		for ; done[state.TableFrames] < len(s.frames.list) && s.err == nil; done[state.TableFrames]++ {
			s.resetScratch()
			fs := s.frameState(s.frames.list[done[state.TableFrames]])
			s.out[state.TableFrames].EncodeFrameState(&fs)
			progress = true
		}
		for ; done[state.TableAsyncs] < len(s.asyncs.list) && s.err == nil; done[state.TableAsyncs]++ {
			s.resetScratch()
			a := s.asyncs.list[done[state.TableAsyncs]]
			x := state.AsyncState{Promise: s.obj(a.promise), Frame: s.frame(a.frame), Saved: s.vals(a.saved)}
			s.out[state.TableAsyncs].EncodeAsyncState(&x)
			progress = true
		}
		for ; done[state.TableGens] < len(s.gens.list) && s.err == nil; done[state.TableGens]++ {
			s.resetScratch()
			g := s.gens.list[done[state.TableGens]]
			x := state.GenState{State: uint8(g.state), Frame: s.frame(g.frame), Saved: s.vals(g.saved), Async: g.async}
			for _, q := range g.queue {
				x.Queue = append(x.Queue, state.GenRequestState{Mode: uint8(q.mode), V: s.val(q.v), Promise: s.obj(q.promise)})
			}
			s.out[state.TableGens].EncodeGenState(&x)
			progress = true
		}
		for ; done[state.TableMaps] < len(s.maps.list) && s.err == nil; done[state.TableMaps]++ {
			s.resetScratch()
			d := s.maps.list[done[state.TableMaps]]
			x := state.MapState{Keys: s.vals(d.keys), Vals: s.vals(d.vals)}
			s.out[state.TableMaps].EncodeMapState(&x)
			s.checkSize()
			progress = true
		}
		for ; done[state.TableIters] < len(s.iters.list) && s.err == nil; done[state.TableIters]++ {
			s.resetScratch()
			x := s.iterState(s.iters.list[done[state.TableIters]])
			s.out[state.TableIters].EncodeIterState(&x)
			s.checkSize()
			progress = true
		}
		for ; done[state.TableResolvings] < len(s.ress.list) && s.err == nil; done[state.TableResolvings]++ {
			r := s.ress.list[done[state.TableResolvings]]
			x := state.ResolvingState{Promise: s.obj(r.promise), Done: r.done}
			s.out[state.TableResolvings].EncodeResolvingState(&x)
			progress = true
		}
		if !progress {
			break
		}
	}
	s.checkSize()
}

// counts is the length of each table.
func (s *saver) counts() [state.NumCounts]int {
	return [state.NumCounts]int{len(s.objs), len(s.cells.list), len(s.frames.list), len(s.asyncs.list),
		len(s.gens.list), len(s.maps.list), len(s.iters.list), len(s.ress.list), s.props, s.elems}
}

// assemble appends the State map: the head fields (keys 1-8), the tables
// (9-16) and the roots (17-42), in key order, omitting empty fields as
// the generated encoder does.
func (s *saver) assemble(b []byte) []byte {
	counts := s.counts()
	tables, any := 0, false
	for i, n := range counts {
		if n > 0 && i < state.NumTables {
			tables++
		}
		any = any || n > 0
	}
	if any {
		s.head.Counts = make([]int32, state.NumCounts)
		for i, n := range counts {
			s.head.Counts[i] = int32(min(n, math.MaxInt32))
		}
	}
	s.head.Strings = s.strs
	var head state.Encoder
	head.B = make([]byte, 0, s.strBytes+256)
	nh := s.encodeHead(&head)
	var roots state.Encoder
	roots.EncodeState(&s.roots) // only root fields are set: keys 17-42
	_, nr, body, ok := state.ReadHead(roots.B)
	if !ok {
		s.fail("internal error: roots encoding")
		return b
	}
	size := 9 + len(head.B) + len(body)
	for i := range s.out {
		size += 18 + len(s.out[i].B)
	}
	if cap(b)-len(b) < size {
		nb := make([]byte, len(b), len(b)+size)
		copy(nb, b)
		b = nb
	}
	b = state.AppendHead(b, 5, uint64(nh+tables)+nr)
	b = append(b, head.B...)
	for i, n := range counts[:state.NumTables] {
		if n == 0 {
			continue
		}
		b = state.AppendHead(b, 0, uint64(state.KeyFirstTable+i))
		b = state.AppendHead(b, 4, uint64(n))
		b = append(b, s.out[i].B...)
	}
	return append(b, body...)
}

// encodeHead writes the head fields (keys 0-8) of s.head as the generated
// encoder writes them and returns how many it wrote.
func (s *saver) encodeHead(e *state.Encoder) int {
	hd := &s.head
	n := 0
	if hd.Version != 0 {
		n++
		e.Uint(0)
		e.Int(int64(hd.Version))
	}
	if len(hd.Counts) > 0 {
		n++
		e.Uint(1)
		e.Head(4, uint64(len(hd.Counts)))
		for _, c := range hd.Counts {
			e.Int(int64(c))
		}
	}
	if len(hd.ProgramHash) > 0 {
		n++
		e.Uint(2)
		e.Bytes(hd.ProgramHash)
	}
	texts := func(key uint64, list []string) {
		if len(list) > 0 {
			n++
			e.Uint(key)
			e.Head(4, uint64(len(list)))
			for _, t := range list {
				e.Text(t)
			}
		}
	}
	texts(3, hd.ToolPaths)
	if len(hd.Extensions) > 0 {
		n++
		e.Uint(4)
		e.Head(4, uint64(len(hd.Extensions)))
		for i := range hd.Extensions {
			e.EncodeExtensionState(&hd.Extensions[i])
		}
	}
	texts(5, hd.Strings)
	if hd.SymbolCount != 0 {
		n++
		e.Uint(6)
		e.Int(hd.SymbolCount)
	}
	if len(hd.Symbols) > 0 {
		n++
		e.Uint(7)
		e.Head(4, uint64(len(hd.Symbols)))
		for i := range hd.Symbols {
			e.EncodeSymbolState(&hd.Symbols[i])
		}
	}
	if len(hd.Registry) > 0 {
		n++
		e.Uint(8)
		e.Head(4, uint64(len(hd.Registry)))
		for i := range hd.Registry {
			e.EncodeRegistryItem(&hd.Registry[i])
		}
	}
	return n
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
		s.head.Symbols = append(s.head.Symbols, state.SymbolState{Key: e.sym.key, Desc: e.sym.description, HasDesc: e.sym.hasDesc})
	}
	names := make([]string, 0, len(m.symbolRegistry))
	for name := range m.symbolRegistry {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		s.head.Registry = append(s.head.Registry, state.RegistryItem{Name: name, Key: m.symbolRegistry[name].key})
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

// ref returns x's id in t; a new x is numbered, and the save loop encodes
// it once the entries before it are.
func ref[T any](t *table[T], x *T) int32 {
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
	id := int32(len(t.list))
	t.ids[x] = id
	return id
}

func (s *saver) cell(c *Cell) int32                { return ref(&s.cells, c) }
func (s *saver) frame(f *frame) int32              { return ref(&s.frames, f) }
func (s *saver) async(a *asyncState) int32         { return ref(&s.asyncs, a) }
func (s *saver) gen(g *genState) int32             { return ref(&s.gens, g) }
func (s *saver) mapd(d *mapData) int32             { return ref(&s.maps, d) }
func (s *saver) iter(it *iterState) int32          { return ref(&s.iters, it) }
func (s *saver) resolving(r *resolvingState) int32 { return ref(&s.ress, r) }

func (s *saver) val(v Value) state.ValueState {
	switch v.kind {
	case KUndefined:
		return state.ValueState{}
	case KNull:
		return state.ValueState{K: state.VNull}
	case KBool:
		if v.num != 0 {
			return state.ValueState{K: state.VTrue}
		}
		return state.ValueState{K: state.VFalse}
	case KNumber:
		if v.num == 0 && math.Signbit(v.num) {
			return state.ValueState{K: state.VNegZero}
		}
		return state.ValueState{K: state.VNumber, N: v.num}
	case KString:
		x := v.ref.(string)
		if len(x) >= state.MinTableString {
			return state.ValueState{K: state.VStrRef, R: s.str(x)}
		}
		return state.ValueState{K: state.VString, S: x}
	case KObject:
		return state.ValueState{K: state.VObject, R: s.obj(v.ref.(*Object))}
	case KEmpty:
		return state.ValueState{K: state.VEmpty}
	case KCell:
		return state.ValueState{K: state.VCell, R: s.cell(v.ref.(*Cell))}
	case KSymbol:
		return state.ValueState{K: state.VSymbol, S: v.ref.(*Symbol).key}
	case KBigInt:
		return s.bigint(v.ref.(*big.Int))
	case KInternal:
		if it, ok := v.ref.(*iterState); ok {
			return state.ValueState{K: state.VIter, R: s.iter(it)}
		}
		if c, ok := v.ref.(*strChain); ok {
			return s.val(str(c.String())) // the sum so far (concat_chain.go)
		}
		s.fail("unsupported internal value %T", v.ref)
		return state.ValueState{}
	}
	s.fail("unsupported value kind %d", v.kind)
	return state.ValueState{}
}

func (s *saver) vals(vs []Value) []state.ValueState {
	if len(vs) == 0 {
		return nil
	}
	out := s.valSlice(len(vs))
	for i, v := range vs {
		out[i] = s.val(v)
	}
	return out
}

// code refers to a function's code: its preorder index in the program,
// or a library function's stable name.
func (s *saver) code(c *compile.Func) (id int32, libName string) {
	if id, ok := s.codeIDs[c]; ok {
		return id, ""
	}
	if name, ok := libNames().names[c]; ok {
		return 0, name
	}
	s.fail("a function's code belongs to neither the program nor the library")
	return 0, ""
}

// codeHashed reports whether a closure of c has been written with its
// code hash, and notes that it now has.
func (s *saver) codeHashed(c *compile.Func) bool {
	if s.hashed == nil {
		s.hashed = map[*compile.Func]bool{}
	}
	done := s.hashed[c]
	s.hashed[c] = true
	return done
}

// writeObject appends o's entry (an ObjectState) to the objects table.
// Properties and elements, most of a state, are written straight from the
// Object; the rarer parts go through the ObjectState field types and
// their generated encoders. The bytes are what encObjectState writes for
// the equivalent ObjectState (the tests compare the two).
func (s *saver) writeObject(o *Object) {
	var fs *state.FuncState
	if o.fn != nil {
		code, libName := s.code(o.fn.code)
		fs = &s.fn
		*fs = state.FuncState{Code: code, Lib: libName != "", LibName: libName, Name: o.fn.name, Home: s.obj(o.fn.home)}
		if len(o.fn.free) > 0 && !s.codeHashed(o.fn.code) {
			fs.Hash = o.fn.code.CodeHash()
		}
		if len(o.fn.free) > 0 {
			fs.Free = cut(&s.intBuf, len(o.fn.free))
			for i, c := range o.fn.free {
				fs.Free[i] = s.cell(c)
			}
		}
	}
	// Most objects of a state (plain objects and arrays) have no extra
	// part: they skip building and testing one.
	var x *state.ObjectExtra
	var internal uint8
	if o.protoReady || o.class == ClassNative || o.lazy != nil || o.internal != nil {
		x, internal = s.extra(o)
	}
	proto := s.obj(o.proto)
	ps := o.walkProps() // a restored object's cold list stays cold
	e := &s.out[state.TableObjects]
	s.writeHead(o.class, o.sealed, internal, proto, len(ps) > 0, len(o.arr) > 0, fs != nil, x != nil)
	s.props += len(ps)
	s.elems += len(o.arr)
	if len(ps) > 0 {
		// The flat PropList form: key, value for a plain property, an
		// array [key, value, flags, getter, setter] for the others.
		items := 0
		for i := range ps {
			if ps[i].flags == 0 {
				items += 2
			} else {
				items++
			}
		}
		e.Uint(5)
		e.Head(4, uint64(items))
		for i := range ps {
			p := &ps[i]
			key := s.key(i, p.key)
			if p.flags == 0 {
				e.Uint(uint64(key))
				s.writeValue(e, p.val)
				continue
			}
			e.B = append(e.B, 0x85)
			e.Uint(uint64(key))
			var get, set int32
			if p.flags&flagAccessor != 0 {
				acc, ok := p.val.ref.(*accessor)
				if !ok {
					s.fail("accessor property without accessor")
					return
				}
				get, set = s.obj(acc.get), s.obj(acc.set)
				e.B = append(e.B, 0xf7) // no value
			} else {
				s.writeValue(e, p.val)
			}
			e.Uint(uint64(p.flags))
			e.Uint(uint64(get))
			e.Uint(uint64(set))
		}
	}
	if len(o.arr) > 0 {
		e.Uint(6)
		e.Head(4, uint64(len(o.arr)))
		for i, v := range o.arr {
			s.writeValue(e, v)
			if i&4095 == 4095 { // a huge array stops the save early too
				if s.checkSize(); s.err != nil {
					return
				}
			}
		}
	}
	if fs != nil {
		e.Uint(7)
		e.EncodeFuncState(fs)
	}
	if x != nil {
		e.Uint(8)
		e.EncodeObjectExtra(x)
	}
}

// extra builds o's ObjectExtra and internal kind in the saver's scratch;
// x is nil when the extra part is empty.
func (s *saver) extra(o *Object) (x *state.ObjectExtra, internal uint8) {
	var os state.ObjectState // only Internal is used
	x = &s.x
	*x = state.ObjectExtra{Ready: o.protoReady}
	if o.class == ClassNative {
		x.Native = builtinName(o.native)
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
		n := 0
		for _, done := range o.lazy.done {
			if done {
				n++
			}
		}
		if n > 0 {
			// By name: the next build's table may have other entries.
			x.Done = cut(&s.nameBuf, n)[:0]
			for i, done := range o.lazy.done {
				if done {
					x.Done = append(x.Done, o.lazy.t.entries[i].name)
				}
			}
		}
	}
	s.internal(o, &os, x)
	if x.IsZero() {
		x = nil
	}
	return x, os.Internal
}

// objID numbers object id of restore r, built or not.
func (s *saver) objID(r *restorer, id int32) int32 {
	if id == 0 {
		return 0
	}
	if o := r.objPtrs[id-1]; o != nil || !r.objs[id-1].simple {
		if o == nil { // a function or class data: built
			o = coldOps.build(r, id)
		}
		return s.obj(o)
	}
	return s.coldObj(r, id)
}

// coldObj numbers object id of restore r, not built: it is written from
// that state (writeColdObject).
func (s *saver) coldObj(r *restorer, id int32) int32 {
	if o := r.objPtrs[id-1]; o != nil {
		return s.obj(o) // built since the reference was read
	}
	if s.coldR == nil {
		s.coldR = r
	} else if s.coldR != r {
		s.fail("objects of two restores")
		return 0
	}
	r.startWalk(s.epoch)
	if r.met(id) {
		return r.walkIDs[id-1]
	}
	s.objs = append(s.objs, nil)
	n := int32(len(s.objs))
	for len(s.coldRefs) < len(s.objs)-1 {
		s.coldRefs = append(s.coldRefs, 0)
	}
	s.coldRefs = append(s.coldRefs, id)
	r.walkIDs[id-1] = n
	return n
}

// writeHead starts an object's map: its size (the fields present) and the
// fields before the property list.
func (s *saver) writeHead(class Class, sealed, internal uint8, proto int32, rest ...bool) {
	e := &s.out[state.TableObjects]
	n := 0
	for _, c := range [4]bool{class != 0, sealed != 0, internal != 0, proto != 0} {
		if c {
			n++
		}
	}
	for _, c := range rest {
		if c {
			n++
		}
	}
	e.Head(5, uint64(n))
	if class != 0 {
		e.Uint(1)
		e.Uint(uint64(class))
	}
	if sealed != 0 {
		e.Uint(2)
		e.Uint(uint64(sealed))
	}
	if internal != 0 {
		e.Uint(3)
		e.Uint(uint64(internal))
	}
	if proto != 0 {
		e.Uint(4)
		e.Uint(uint64(proto))
	}
}

// writeValue appends v as state.Encoder.Value writes s.val(v), without the
// ValueState for the common kinds.
func (s *saver) writeValue(e *state.Encoder, v Value) {
	switch v.kind {
	case KUndefined:
		e.B = append(e.B, 0xf7)
	case KNull:
		e.B = append(e.B, 0xf6)
	case KBool:
		if v.num != 0 {
			e.B = append(e.B, 0xf5)
		} else {
			e.B = append(e.B, 0xf4)
		}
	case KNumber:
		switch {
		case v.num == 0 && math.Signbit(v.num):
			e.B = append(e.B, 0xf9, 0x80, 0x00)
		case state.IsUintNumber(v.num):
			e.Uint(uint64(v.num))
		default:
			e.Float(v.num)
		}
	case KString:
		x := v.ref.(string)
		if len(x) >= state.MinTableString {
			e.B = append(e.B, 0x82, state.VStrRef)
			e.Uint(uint64(s.str(x)))
		} else {
			e.Text(x)
		}
	case KObject:
		e.Head(1, uint64(s.obj(v.ref.(*Object))))
	case kColdObject:
		e.Head(1, uint64(s.coldObj(v.ref.(*restorer), int32(v.num))))
	default:
		if c := chainOf(v); c != nil {
			s.writeValue(e, str(c.String())) // the sum so far, as a string (concat_chain.go)
			return
		}
		vs := s.val(v)
		e.Value(&vs)
	}
}

// internal saves class-specific data into os and x.
func (s *saver) internal(o *Object, os *state.ObjectState, x *state.ObjectExtra) {
	switch d := o.internal.(type) {
	case nil:
	case float64:
		os.Internal = state.XNumber
		if d == 0 && math.Signbit(d) {
			x.NegZero = true
		} else {
			x.Num = d
		}
	case string:
		os.Internal, x.Str = state.XString, d
	case bool:
		os.Internal, x.Bool = state.XBool, d
	case *Symbol:
		os.Internal, x.Str = state.XSymbol, d.key
	case *errorData:
		os.Internal = state.XError
		x.Pos = cut(&s.intBuf, 3)
		x.Pos[0], x.Pos[1], x.Pos[2] = d.pos.Offset, d.pos.Line, d.pos.Col
		x.Bool = d.posSet
		x.Flags = d.hostKind
	case *boundData:
		os.Internal = state.XBound
		x.Ref = s.obj(d.target)
		x.This = s.val(d.this)
		x.Args = s.vals(d.args)
	case *promiseState:
		os.Internal = state.XPromise
		ps := &s.promise
		*ps = state.PromiseState{State: uint8(d.state), Value: s.val(d.value), Handled: d.handled}
		if len(d.reactions) > 0 {
			ps.Reactions = cut(&s.reactBuf, len(d.reactions))
			for i, r := range d.reactions {
				ps.Reactions[i] = s.reaction(r)
			}
		}
		x.Promise = ps
	case *mapData:
		os.Internal, x.Ref = state.XMap, s.mapd(d)
	case *iterState:
		os.Internal, x.Ref = state.XIter, s.iter(d)
	case *genState:
		os.Internal, x.Ref = state.XGen, s.gen(d)
	case *regexpData:
		os.Internal, x.Str, x.Flags = state.XRegExp, d.source, d.flags
	case *resolvingState:
		os.Internal, x.Ref = state.XResolving, s.resolving(d)
	case *toolFn:
		os.Internal, x.Str = state.XToolFn, d.path
	case *toolNS:
		os.Internal, x.Str, x.Bool = state.XToolNS, d.path, d.built
	case *thenableData:
		os.Internal, x.Str = state.XThenable, string(d.data)
	case *extFn:
		os.Internal, x.Str, x.Bool, x.Num = state.XExtFn, d.path, d.async, float64(d.ref)
	case *big.Int:
		os.Internal, x.Str = state.XBigInt, d.Text(16)
	case *arrayBuffer:
		// Saved once, with the views referring to it: two views of one
		// buffer share it again after a resume.
		os.Internal, x.Bytes, x.Bool, x.Num = state.XBuffer, d.data, d.resizable, float64(d.maxLen)
		if d.detached {
			x.Flags = "detached"
		}
	case *typedArray:
		os.Internal, x.Ref = state.XView, s.obj(d.buf)
		x.Pos = cut(&s.intBuf, 3)
		x.Pos[0], x.Pos[1], x.Pos[2] = int32(d.kind), int32(d.offset), int32(d.length)
	case *dataView:
		os.Internal, x.Ref = state.XView, s.obj(d.buf)
		x.Pos = cut(&s.intBuf, 3)
		x.Pos[0], x.Pos[1], x.Pos[2] = 0, int32(d.offset), int32(d.length)
	case *proxyData:
		os.Internal, x.Ref = state.XProxy, s.obj(d.target)
		x.Pos = []int32{s.obj(d.handler), b2i(d.callable), b2i(d.ctor)}
	case *Object: // a revoke function's proxy
		os.Internal, x.Ref = state.XRevoke, s.obj(d)
	case *eachLoop:
		os.Internal, x.Str = state.XEach, eachMethods[d.kind].name
		x.Pos = []int32{int32(d.i), int32(d.n), int32(d.ret), s.obj(d.arr), s.obj(d.fn.asObject()), s.obj(d.out), s.obj(d.data)}
		x.Args = s.vals([]Value{d.this, d.cur, d.acc})
	default:
		s.fail("unsupported object data %T", o.internal)
	}
}

// b2i is a flag as a state integer.
func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

func (s *saver) reaction(r reaction) state.ReactionState {
	return state.ReactionState{
		Kind:        uint8(r.kind),
		OnFulfilled: s.val(r.onFulfilled),
		OnRejected:  s.val(r.onRejected),
		Derived:     s.obj(r.derived),
		Async:       s.async(r.async),
		Gen:         s.gen(r.gen),
	}
}

func (s *saver) frameState(f *frame) state.FrameState {
	code, libName := s.code(f.code)
	fs := state.FrameState{
		Fn:        s.obj(f.fnObj),
		Code:      code,
		Lib:       libName != "",
		LibName:   libName,
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
	fs.Hash = f.code.CodeHash()
	for _, h := range f.handlers {
		fs.Handlers = append(fs.Handlers, state.HandlerState{Catch: h.catch, PC: h.pc, Completion: h.completion, SP: h.sp})
	}
	return fs
}

func (s *saver) iterState(it *iterState) state.IterState {
	return state.IterState{
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

// callState is a host call as the state holds it.
func callState(c HostCall) state.CallState {
	return state.CallState{ID: c.ID, Kind: uint8(c.Kind), Path: c.Path, Input: c.Input, Sync: c.Sync, Ref: c.Ref}
}

// convert is list with f applied to each element (nil when it is empty).
func convert[T, U any](list []T, f func(T) U) []U {
	if len(list) == 0 {
		return nil
	}
	out := make([]U, len(list))
	for i, x := range list {
		out[i] = f(x)
	}
	return out
}
