package vm

import (
	"bytes"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/state"
	"github.com/codemode-go/codemode/vm/syntax"
)

// Limits on a restored state, so that a hostile state cannot make the
// Machine allocate without bound. Real states are far smaller.
const (
	maxStateStack = 1 << 22
	maxStateItems = 1 << 24
	// maxStateCounter bounds the saved step and call counters: a run
	// would take decades to reach it, and whatever a driver adds to it
	// stays far from overflow.
	maxStateCounter = 1 << 62
)

// RestoreState makes a new Machine that continues the run st was saved
// from: it restores st's encoding (RestoreStateCBOR), so a State and its
// bytes restore alike. st.Counts is recomputed from the tables (a State
// edited by hand need not keep it in step). p must be the recompiled program (its Hash must
// match the state's) and cfg the driver's configuration (the same tools as
// the saved run). A malformed or hostile state gives a *StateError, never a
// Machine that panics later.
func RestoreState(p *compile.Program, cfg Config, st *state.State) (*Machine, error) {
	if p == nil || st == nil {
		return nil, stateErrorf("no program or state")
	}
	c := *st
	c.Counts = nil
	counts := []int{len(st.Objects), len(st.Cells), len(st.Frames), len(st.Asyncs), len(st.Gens), len(st.Maps), len(st.Iters), len(st.Resolvings), 0, 0}
	for _, o := range st.Objects {
		counts[state.CountProps] += len(o.Props)
		counts[state.CountElems] += len(o.Arr)
	}
	if slices.Max(counts) > 0 {
		c.Counts = make([]int32, state.NumCounts)
		for i, n := range counts {
			c.Counts[i] = int32(min(n, math.MaxInt32))
		}
	}
	return RestoreStateCBOR(p, cfg, c.AppendCBOR(nil))
}

// RestoreStateCBOR makes a new Machine from a state written by
// AppendState (data is exactly that item), in one pass over the bytes:
// the table sizes come first, so every table is allocated before its
// entries are read and each entry becomes Machine data as it is decoded.
// Every reference, index, program counter and stack height is checked;
// every problem (truncated, corrupted or hostile input, another program or
// tool list) is a *StateError, never a panic.
//
// Property lists are checked but left in (a copy of) the state until the
// run first uses them: see thaw.go.
func RestoreStateCBOR(p *compile.Program, cfg Config, data []byte) (*Machine, error) {
	r, err := restoreCBOR(p, cfg, data)
	if err != nil {
		return nil, err
	}
	return r.m, nil
}

func restoreCBOR(p *compile.Program, cfg Config, data []byte) (r *restorer, err error) {
	defer func() {
		if x := recover(); x != nil {
			// Validation should make this unreachable; never let a bad
			// state take the process down.
			r, err = nil, stateErrorf("invalid state: %v", x)
		}
	}()
	if p == nil {
		return nil, stateErrorf("no program or state")
	}
	// The caller may reuse data: the restore reads a copy, where cold
	// lists stay and which its texts are substrings of (no text is
	// copied; the copy lives while anything restored from it does).
	data = bytes.Clone(data)
	text := unsafe.String(unsafe.SliceData(data), len(data))
	r = &restorer{p: p, cfg: cfg, d: state.Decoder{Data: data, Str: text, Scratch: true}, version: 3}
	if err := r.restore(); err != nil {
		return nil, err
	}
	return r, nil
}

type restorer struct {
	m    *Machine
	p    *compile.Program
	cfg  Config
	d    state.Decoder
	prog []*compile.Func
	err  error
	// version is the state's version (3 when it has none).
	version int32
	// recompiled: the program's bytecode is not the one saved (its hash
	// differs), so each program function the state runs or holds cells
	// of is checked (checkCode).
	recompiled bool
	// codeChecked are the functions whose closures' code hash matched.
	codeChecked map[*compile.Func]bool

	head   state.State // the head fields (keys 1-8)
	roots  state.State // the roots and counters (keys 17-42)
	counts [state.NumCounts]int
	read   [state.NumTables]bool // tables read

	// The object table (an id is an index plus one). The scan checks
	// every entry where it lies (objEntry.pos) without building it; an
	// object is built when first referenced (objAt), its property list
	// later still (thaw.go).
	objs    []objEntry
	objPtrs []*Object // the objects built so far
	objSlab []Object
	queue   []int32 // objects made but not yet decoded (drain)
	fields  uint16  // the map keys of the object readObject read last
	// boundTargets are the target ids of the bound functions, by index.
	boundTargets map[int32]int32
	scanning     bool
	checked      bool   // the scan's checks are done
	stand        Object // what references resolve to during the scan
	cells        []*Cell
	frames       []*frame
	asyncs       []*asyncState
	gens         []*genState
	maps         []*mapData
	iters        []*iterState
	ress         []*resolvingState
	symbols      map[string]*Symbol
	strVals      []Value    // the string table, each boxed once, when first used
	bigs         []*big.Int // BigInts in the string table, each parsed once
	checks       []refCheck
	awaits       []*asyncState // the async states of await reactions and jobs (checkFrames)
	started      bool          // the tables are allocated

	// Scratch for one object's rarer parts, and slabs the objects'
	// property and element lists are cut from.
	fnState    state.FuncState
	extraState state.ObjectExtra
	propSlab   []prop
	valSlab    []Value
	strings    stringBoxes

	peeking   bool // readProps builds a list into peekBuf, not o's (walkProps)
	peekBuf   []prop
	peeked    []prop
	peekVals  []Value     // the elements of a peek (peekUnbuilt)
	peekBoxes stringBoxes // the string values of a peek, reused by the next
	// The walk (a save or a mark) under way over objects not built yet:
	// walkStamp[i] == walkEpoch marks object i+1 met, walkIDs holds the
	// save's ids for them.
	walkEpoch uint32
	walkStamp []uint32
	walkIDs   []int32
	// keyMarks, per string table entry: the number of the last property
	// list the scan met it in as a key, shifted left by one, with the
	// low bit set when the string is an array index (scanProps).
	keyMarks []uint32
	keyList  uint32
	coldSlab []coldProps
}

// refCheck is a reference whose target's kind is checked once every
// object is restored (a reference may point forward in the table).
type refCheck struct {
	id   int32
	want uint8
}

const (
	wantPromise uint8 = iota
	wantCallable
	wantResolving
	wantBuffer
	wantEach
	wantClosure
	wantArray
	wantProxy
)

func (r *restorer) fail(format string, args ...any) {
	if r.err == nil {
		r.err = stateErrorf(format, args...)
	}
}

// decodeFail records a decoding error.
func (r *restorer) decodeFail(err error) {
	if err != nil && r.err == nil {
		r.err = stateErrorf("malformed state: %v", err)
	}
}

// restore reads the State map key by key; the keys must ascend (the
// saver writes them so), which is what lets every part be handled as it
// comes.
func (r *restorer) restore() error {
	d := &r.d
	n, err := d.MapHead()
	if err != nil {
		return stateErrorf("malformed state: %v", err)
	}
	if err := d.Enter(); err != nil {
		return stateErrorf("malformed state: %v", err)
	}
	last := int64(-1)
	for i := 0; i < n && r.err == nil; i++ {
		keyPos := d.Pos
		k, err := d.Int64()
		if err != nil {
			r.decodeFail(err)
			break
		}
		if k <= last {
			r.fail("state fields out of order")
			break
		}
		last = k
		if k >= state.KeyFirstTable && !r.started {
			if r.start(keyPos); r.err != nil {
				break
			}
		}
		switch {
		case k < state.KeyFirstTable:
			r.headField(k)
		case k < state.KeyFirstRoot:
			r.table(int(k - state.KeyFirstTable))
		default:
			r.decodeRoots(n-i, keyPos)
			i = n
		}
	}
	if r.err == nil && !r.started {
		r.start(d.Pos)
	}
	if r.err != nil {
		return r.err
	}
	d.Leave()
	if err := d.End(); err != nil {
		return stateErrorf("malformed state: %v", err)
	}
	for t, c := range r.counts[:state.NumTables] {
		if c > 0 && !r.read[t] {
			return stateErrorf("table %d is missing", t)
		}
	}
	r.applyRoots()
	r.runChecks()
	r.checks, r.checked = nil, true
	r.drain()
	r.checkFrames() // once every function object is decoded
	r.checkFrameCode()
	return r.err
}

// headField decodes one of the fields the tables depend on.
func (r *restorer) headField(k int64) {
	d, hd := &r.d, &r.head
	var err error
	switch k {
	case 0:
		var v int64
		if v, err = d.Int64(); err != nil {
			break
		}
		if v < state.MinVersion || v > state.Version {
			r.failBuild("state version %d; this build restores versions %d to %d", v, state.MinVersion, state.Version)
			return
		}
		r.version = int32(v)
	case 1:
		var n int
		if n, err = d.Array(); err != nil {
			break
		}
		if n != state.NumCounts {
			r.fail("bad table counts")
			return
		}
		total := 0
		for i := range r.counts {
			var c int64
			if c, err = d.IntRange(0, math.MaxInt32); err != nil {
				break
			}
			// Every entry takes at least one byte: a count cannot
			// promise more entries than the input holds.
			if int(c) > len(d.Data)-d.Pos {
				r.fail("table larger than the state")
				return
			}
			r.counts[i] = int(c)
			if i < state.NumTables {
				total += int(c)
			}
		}
		if total > maxStateItems {
			r.fail("state too large")
		}
	case 2:
		var h []byte
		if h, err = d.Bytes(); err == nil {
			hd.ProgramHash = h
		}
	case 3:
		hd.ToolPaths, err = r.texts()
	case 4:
		var n int
		if n, err = d.Array(); err != nil {
			break
		}
		hd.Extensions = make([]state.ExtensionState, n)
		for i := range hd.Extensions {
			if err = d.DecodeExtensionState(&hd.Extensions[i]); err != nil {
				break
			}
		}
	case 5:
		hd.Strings, err = r.texts()
	case 6:
		hd.SymbolCount, err = d.Int64()
	case 7:
		var n int
		if n, err = d.Array(); err != nil {
			break
		}
		hd.Symbols = make([]state.SymbolState, n)
		for i := range hd.Symbols {
			if err = d.DecodeSymbolState(&hd.Symbols[i]); err != nil {
				break
			}
		}
	case 8:
		var n int
		if n, err = d.Array(); err != nil {
			break
		}
		hd.Registry = make([]state.RegistryItem, n)
		for i := range hd.Registry {
			if err = d.DecodeRegistryItem(&hd.Registry[i]); err != nil {
				break
			}
		}
	default:
		r.fail("unknown state field %d", k)
	}
	r.decodeFail(err)
}

// texts reads an array of text strings.
func (r *restorer) texts() ([]string, error) {
	n, err := r.d.Array()
	if err != nil {
		return nil, err
	}
	out := make([]string, n)
	for i := range out {
		if out[i], err = r.d.Text(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// start checks the head against the program and configuration, makes the
// Machine and allocates every table (the tables begin at tablesPos).
func (r *restorer) start(tablesPos int) {
	r.started = true
	if !r.checkCounts(tablesPos) {
		return
	}
	hd, p, cfg := &r.head, r.p, r.cfg
	if !bytes.Equal(p.Hash(), hd.ProgramHash) {
		if r.version == 3 {
			r.failBuild("the state was saved from a different program, or this build compiles the program to other bytecode")
			return
		}
		// Compiled otherwise (by another build) or another program: the
		// functions the state runs or holds cells of must be the same.
		r.recompiled = true
	}
	if !slices.Equal(cfg.Tools, hd.ToolPaths) {
		r.fail("the state was saved with a different tool list")
		return
	}
	if len(cfg.Extensions) != len(hd.Extensions) {
		r.fail("the state was saved with other extensions")
		return
	}
	for i, e := range cfg.Extensions {
		if e.Path != hd.Extensions[i].Path || e.Async != hd.Extensions[i].Async {
			r.fail("the state was saved with other extensions")
			return
		}
	}
	// The saver writes each string once; equal entries would let a
	// property list hold one key twice under two indexes.
	seen := make(map[string]struct{}, len(hd.Strings))
	r.keyMarks = make([]uint32, len(hd.Strings))
	for i, s := range hd.Strings {
		if _, dup := seen[s]; dup {
			r.fail("the string table holds %q twice", s)
			return
		}
		seen[s] = struct{}{}
		if _, index := arrayIndex(s); index {
			r.keyMarks[i] = 1
		}
	}
	r.prog = funcList(p)
	r.m = New(p, cfg)
	r.strVals = make([]Value, len(hd.Strings))
	n := r.counts[state.TableObjects]
	r.objs = make([]objEntry, n)
	r.objPtrs = make([]*Object, n)
	r.cells = allocTable[Cell](r.counts[state.TableCells])
	r.frames = allocTable[frame](r.counts[state.TableFrames])
	r.asyncs = allocTable[asyncState](r.counts[state.TableAsyncs])
	r.gens = allocTable[genState](r.counts[state.TableGens])
	r.maps = allocTable[mapData](r.counts[state.TableMaps])
	r.iters = allocTable[iterState](r.counts[state.TableIters])
	r.ress = allocTable[resolvingState](r.counts[state.TableResolvings])
	r.restoreSymbols()
}

// checkedTableBytes is the allocation the table counts may promise before
// the restore checks them against the tables.
const checkedTableBytes = 4 << 20

// checkCounts keeps a hostile state from making the restore allocate for
// tables it does not hold: the counts size every table before any entry
// is read, and each count is only checked against the bytes left. When
// the tables would take more than checkedTableBytes, a first pass over
// the tables (from tablesPos, skipping their entries without decoding
// them) checks every count; and no state may need more than about twice
// the run's memory budget, which the heap it was saved from kept within.
func (r *restorer) checkCounts(tablesPos int) bool {
	c := &r.counts
	need := int64(c[state.TableObjects])*int64(objectSize+8) + int64(c[state.CountProps])*int64(propSize) + int64(c[state.CountElems])*int64(valueSize) +
		int64(c[state.TableCells])*int64(cellSize+8) + int64(c[state.TableFrames])*int64(frameSize+8) +
		int64(c[state.TableAsyncs])*int64(unsafe.Sizeof(asyncState{})+8) + int64(c[state.TableGens])*int64(unsafe.Sizeof(genState{})+8) +
		int64(c[state.TableMaps])*int64(unsafe.Sizeof(mapData{})+8) + int64(c[state.TableIters])*int64(unsafe.Sizeof(iterState{})+8) +
		int64(c[state.TableResolvings])*int64(unsafe.Sizeof(resolvingState{})+8)
	if need <= checkedTableBytes {
		return true
	}
	limit := r.cfg.MaxMemoryBytes
	if limit <= 0 {
		limit = DefaultMaxMemoryBytes
	}
	if need > 2*limit+64<<20 {
		r.fail("the state's heap (%d bytes) is over the run's memory budget (%d bytes)", need, limit)
		return false
	}
	d := r.d // a copy: the pass only moves its position
	d.Pos = tablesPos
	var seen [state.NumTables]bool
	for d.Pos < len(d.Data) {
		k, err := d.Int64()
		if err != nil {
			r.decodeFail(err)
			return false
		}
		if k < state.KeyFirstTable || k >= state.KeyFirstRoot {
			break
		}
		t := int(k - state.KeyFirstTable)
		n, err := d.Array()
		if err != nil {
			r.decodeFail(err)
			return false
		}
		if n != c[t] {
			r.fail("table %d has %d entries, its count says %d", t, n, c[t])
			return false
		}
		seen[t] = true
		for range n {
			if err := d.Skip(); err != nil {
				r.decodeFail(err)
				return false
			}
		}
	}
	for t := range state.NumTables {
		if c[t] > 0 && !seen[t] {
			r.fail("table %d is missing", t)
			return false
		}
	}
	return true
}

// allocTable allocates n entries (one block) and their pointers.
func allocTable[T any](n int) []*T {
	if n == 0 {
		return nil
	}
	block := make([]T, n)
	out := make([]*T, n)
	for i := range out {
		out[i] = &block[i]
	}
	return out
}

// table reads table t's entries, restoring each as it is decoded.
func (r *restorer) table(t int) {
	d := &r.d
	n, err := d.Array()
	if err != nil {
		r.decodeFail(err)
		return
	}
	if n != r.counts[t] {
		r.fail("table %d has %d entries, its count says %d", t, n, r.counts[t])
		return
	}
	r.read[t] = true
	if err := d.Enter(); err != nil {
		r.decodeFail(err)
		return
	}
	for i := 0; i < n && r.err == nil; i++ {
		d.ResetScratch()
		switch t {
		case state.TableObjects:
			err = r.scanObject(i)
		case state.TableCells:
			var v state.ValueState
			if err = d.Value(&v); err == nil {
				r.cells[i].v = r.val(v)
			}
		case state.TableFrames:
			var fs state.FrameState
			if err = d.DecodeFrameState(&fs); err == nil {
				r.frame(r.frames[i], &fs)
			}
		case state.TableAsyncs:
			var a state.AsyncState
			if err = d.DecodeAsyncState(&a); err == nil {
				r.async(r.asyncs[i], &a)
			}
		case state.TableGens:
			var g state.GenState
			if err = d.DecodeGenState(&g); err == nil {
				r.gen(r.gens[i], &g)
			}
		case state.TableMaps:
			var ms state.MapState
			if err = d.DecodeMapState(&ms); err == nil {
				r.mapData(r.maps[i], &ms)
			}
		case state.TableIters:
			var is state.IterState
			if err = d.DecodeIterState(&is); err == nil {
				r.iterState(r.iters[i], &is)
			}
		case state.TableResolvings:
			var rs state.ResolvingState
			if err = d.DecodeResolvingState(&rs); err == nil {
				r.ress[i].promise = r.promise(rs.Promise)
				r.ress[i].done = rs.Done
			}
		}
		r.decodeFail(err)
	}
	d.Leave()
	if t == state.TableObjects && r.err == nil {
		r.checkChains()
	}
}

// decodeRoots decodes the remaining pairs (from the key at keyPos to the
// end of the map) with the generated State decoder.
func (r *restorer) decodeRoots(pairs int, keyPos int) {
	d := &r.d
	buf := state.AppendHead(make([]byte, 0, 9+len(d.Data)-keyPos), 5, uint64(pairs))
	buf = append(buf, d.Data[keyPos:]...)
	rd := state.Decoder{Data: buf, Str: string(buf), Depth: d.Depth - 1}
	if err := rd.DecodeState(&r.roots); err != nil {
		r.decodeFail(err)
		return
	}
	d.Pos = keyPos + rd.Pos - (len(buf) - (len(d.Data) - keyPos))
	rs := &r.roots
	if rs.Counts != nil || rs.ProgramHash != nil || rs.ToolPaths != nil || rs.Extensions != nil || rs.Strings != nil ||
		rs.SymbolCount != 0 || rs.Symbols != nil || rs.Registry != nil || rs.Objects != nil || rs.Cells != nil ||
		rs.Frames != nil || rs.Asyncs != nil || rs.Gens != nil || rs.Maps != nil || rs.Iters != nil || rs.Resolvings != nil {
		r.fail("state fields out of order")
	}
}

func (r *restorer) async(as *asyncState, a *state.AsyncState) {
	as.promise = r.promiseOrNil(a.Promise) // nil: an async generator's await state
	as.frame = r.frameRef(a.Frame)
	as.saved = r.vals(a.Saved)
	if as.frame != nil {
		r.checkSaved(as.frame, as.saved)
	}
}

func (r *restorer) gen(gs *genState, g *state.GenState) {
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

// applyRoots restores the roots and counters.
func (r *restorer) applyRoots() {
	if r.err != nil {
		return
	}
	st, m := &r.roots, r.m
	if len(st.Stack) > maxStateStack {
		r.fail("state too large")
		return
	}
	if st.Status > uint8(StatusBlocked) {
		r.fail("bad status %d", st.Status)
		return
	}
	m.status = Status(st.Status)
	m.started = st.Started
	m.mainDone = st.MainDone
	if len(st.Result) > 0 {
		m.result = st.Result
	}
	if st.Failure != nil {
		f := Failure(*st.Failure)
		m.failure = &f
	}
	// A counter near the top of int64 would wrap (Run adds its budget to
	// Steps), and a wrapped counter gives back the budget it counts.
	if st.Steps < 0 || st.NextCallID < 0 || st.Steps > maxStateCounter || st.NextCallID > maxStateCounter {
		r.fail("counter out of range")
		return
	}
	m.steps = st.Steps
	m.nextCallID = st.NextCallID
	m.rng = st.RNG
	m.symbolCount = int(r.head.SymbolCount)
	m.restoreMemory(st.MemAllocated, st.MemNext)

	m.mainPromise = r.promiseOrNil(st.MainPromise)
	if m.started && m.mainPromise == nil {
		r.fail("a started run has no main promise")
	}
	// Run starts a run not started yet afresh (a new stack, the program's
	// frame): nothing of a run can be there before.
	if !m.started && (m.mainPromise != nil || len(r.frames) > 0 || len(st.Stack) > 0 || len(st.Jobs) > 0 || len(st.Pending) > 0 || st.Blocked != nil) {
		r.fail("a run not started yet has run state")
	}
	m.globalObj = r.objRef(st.Global)
	m.toolsObj = r.objRef(st.Tools)
	if r.classes(st); r.err != nil {
		return
	}
	r.typedArrayClasses()
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
		re := r.reaction(j.Reaction)
		if re.kind == reactAwait {
			r.awaits = append(r.awaits, re.async)
		}
		m.jobs = append(m.jobs, job{
			kind:     jobKind(j.Kind),
			r:        re,
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
		var p *Object
		if c.Sync {
			if ps.Promise != 0 {
				r.fail("a synchronous call has a promise")
			}
		} else {
			p = r.promise(ps.Promise)
		}
		m.pending[c.ID] = &pendingCall{promise: p, call: hostCall(c)}
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
	// A new call is a pending one the driver has not taken yet: once, as
	// it was made.
	var lastNew int64
	for _, c := range st.NewCalls {
		pc := m.pending[c.ID]
		if pc == nil || c.ID <= lastNew || pc.call.Kind != CallKind(c.Kind) || pc.call.Path != c.Path || pc.call.Sync != c.Sync {
			r.fail("a new host call %d that is not pending", c.ID)
			break
		}
		lastNew = c.ID
	}
	m.newCalls = convert(st.NewCalls, hostCall)
	m.logs = st.Logs
	m.warnings = convert(st.Warnings, func(f state.FailureState) Failure { return Failure(f) })
	for _, id := range st.Rejections {
		m.rejections = append(m.rejections, r.promise(id))
	}
	m.lastThrow = syntax.Pos{Offset: st.LastThrow[0], Line: st.LastThrow[1], Col: st.LastThrow[2]}
	m.throwValue = r.val(st.ThrowValue)
	r.restoreStack()
}

// runChecks checks the kinds of the references recorded while reading.
func (r *restorer) runChecks() {
	for _, c := range r.checks {
		if r.err != nil {
			return
		}
		kind, class := r.objs[c.id-1].kind, Class(r.objs[c.id-1].class)
		switch c.want {
		case wantPromise:
			if kind != state.XPromise {
				r.fail("reference %d is not a promise", c.id)
			}
		case wantCallable:
			switch class {
			case ClassFunction, ClassNative, ClassBound, ClassProxy:
			default:
				r.fail("reference %d is not a function", c.id)
			}
		case wantResolving:
			if kind != state.XResolving {
				r.fail("continuation without resolving functions")
			}
		case wantBuffer:
			if kind != state.XBuffer {
				r.fail("reference %d is not an array buffer", c.id)
			}
		case wantEach:
			if kind != state.XEach {
				r.fail("continuation without its callback loop")
			}
		case wantClosure:
			if class != ClassFunction {
				r.fail("reference %d is not a closure", c.id)
			}
		case wantArray:
			if class != ClassArray {
				r.fail("reference %d is not an array", c.id)
			}
		case wantProxy:
			if kind != state.XProxy {
				r.fail("reference %d is not a proxy", c.id)
			}
		}
	}
}

// want records a kind check of object id (already range-checked).
func (r *restorer) want(id int32, kind uint8) {
	if !r.checked { // objects built after the checks were checked by them
		r.checks = append(r.checks, refCheck{id: id, want: kind})
	}
}

func (r *restorer) restoreSymbols() {
	m := r.m
	r.symbols = map[string]*Symbol{}
	for i, s := range r.head.Symbols {
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
	for _, e := range r.head.Registry {
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
	return strings.HasPrefix(k, symbolPrefix+"#") && err == nil && n > 0 && int64(n) <= r.head.SymbolCount
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
	return r.objAt(id)
}

// promise resolves a reference that must be a promise.
func (r *restorer) promise(id int32) *Object {
	o := r.objRef(id)
	if o == nil {
		r.fail("reference %d is not a promise", id)
		return nil
	}
	r.want(id, wantPromise)
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
	r.want(id, wantCallable)
	return o
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

func (r *restorer) val(v state.ValueState) Value {
	switch v.K {
	case state.VUndefined:
		return undefined
	case state.VNull:
		return null
	case state.VFalse:
		return vFalse
	case state.VTrue:
		return vTrue
	case state.VNumber:
		return num(v.N)
	case state.VNegZero:
		return num(math.Copysign(0, -1))
	case state.VString:
		return r.stringValue(v.S)
	case state.VStrRef:
		if v.R < 0 || int(v.R) >= len(r.strVals) {
			r.fail("string reference %d out of range", v.R)
			return undefined
		}
		if r.strVals[v.R].ref == nil {
			r.strVals[v.R] = r.strings.value(r.head.Strings[v.R])
		}
		return r.strVals[v.R]
	case state.VObject:
		if o := r.objRef(v.R); o != nil {
			return obj(o)
		}
		r.fail("null object value")
	case state.VEmpty:
		return empty
	case state.VCell:
		return Value{kind: KCell, ref: r.cellRef(v.R)}
	case state.VIter:
		return Value{kind: KInternal, ref: r.iterRef(v.R)}
	case state.VSymbol:
		return sym(r.symbol(v.S))
	case state.VBigRef:
		if v.R < 0 || int(v.R) >= len(r.head.Strings) {
			r.fail("string reference %d out of range", v.R)
			return undefined
		}
		if r.bigs == nil {
			r.bigs = make([]*big.Int, len(r.head.Strings))
		}
		if r.bigs[v.R] == nil {
			b, ok := bigintFromHex(r.head.Strings[v.R])
			if !ok {
				r.fail("bad bigint")
				return undefined
			}
			r.bigs[v.R] = b
		}
		return bigintVal(r.bigs[v.R])
	case state.VBigInt:
		if b, ok := bigintFromHex(v.S); ok {
			return bigintVal(b)
		}
		r.fail("bad bigint %q", v.S)
	default:
		r.fail("bad value kind %d", v.K)
	}
	return undefined
}

func (r *restorer) vals(vs []state.ValueState) []Value {
	if len(vs) == 0 {
		return nil
	}
	out := make([]Value, len(vs))
	for i, v := range vs {
		out[i] = r.val(v)
	}
	return out
}

func (r *restorer) reaction(rs state.ReactionState) reaction {
	if rs.Kind > uint8(reactIterResultClose) {
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
	if re.kind == reactAwait && r.scanning { // once per promise's reaction
		r.awaits = append(r.awaits, re.async)
	}
	return re
}

func (r *restorer) mapData(d *mapData, ms *state.MapState) {
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

func (r *restorer) iterState(it *iterState, is *state.IterState) {
	if is.Kind > uint8(iterRegExp) || is.I < 0 || is.I > math.MaxInt32 {
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
	case iterHelper, iterWrap:
		if it.arr == nil {
			r.fail("iterator helper without its record")
		}
	case iterRegExp:
		if !it.done && (it.obj == nil || len(it.vals) != 3 || it.vals[0].kind != KString) {
			r.fail("RegExp String Iterator without its matcher and string")
		}
	}
}

func (r *restorer) frame(fr *frame, fs *state.FrameState) {
	fr.fnObj = r.objRef(fs.Fn)
	fr.code = r.code(fs.Code, fs.Lib, fs.LibName)
	if fr.code == nil {
		return
	}
	if fs.Lib || r.recompiled {
		if r.checkCode(fs.Code, fs.Lib, fs.Hash, fr.code, "suspended inside"); r.err != nil {
			return
		}
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

// checkFrames checks each frame against its function, and who holds
// it, as the interpreter relies on them. The frame's function object runs
// the frame's code (whose closure cells it reads); an async function's
// frame (and the main program's) has its promise, a generator's has its
// generator state once past its initial yield (an async generator's also
// an await state without a promise), and any other frame has neither. A
// frame runs (on the frame stack, once) or is held, suspended, by its
// async state (at an await, which one await reaction resumes) or its
// generator state (at a yield, or not started); a finished generator
// holds none.
func (r *restorer) checkFrames() {
	if r.err != nil {
		return
	}
	running := make(map[*frame]bool, len(r.m.frames))
	for _, fr := range r.m.frames {
		if running[fr] {
			r.fail("a frame runs twice")
			return
		}
		running[fr] = true
	}
	for _, as := range r.asyncs {
		if as.frame != nil && (running[as.frame] || as.frame.async != as) {
			r.fail("an async state holds a frame that is not its own")
			return
		}
	}
	resumed := make(map[*asyncState]bool, len(r.awaits))
	for _, as := range r.awaits {
		if as.frame == nil || resumed[as] {
			r.fail("an await reaction resumes no suspended frame")
			return
		}
		resumed[as] = true
	}
	r.awaits = nil
	for _, gs := range r.gens {
		fr := gs.frame
		var ok bool
		switch gs.state {
		case genStart, genSuspended:
			ok = fr != nil && !running[fr]
		case genRunning:
			// An async generator's body may be suspended at an await.
			ok = fr != nil && (running[fr] || gs.async && fr.async != nil && fr.async.frame == fr)
		default:
			ok = fr == nil
		}
		if !ok || fr != nil && fr.gen != gs {
			r.fail("a generator's state does not match its frame")
			return
		}
	}
	for _, fr := range r.frames {
		code, as, gs := fr.code, fr.async, fr.gen
		if fr.fnObj == nil || fr.fnObj.fn == nil || fr.fnObj.fn.code != code {
			r.fail("a frame's function does not run its code")
			return
		}
		var ok bool
		switch {
		case code.IsGenerator && gs == nil:
			// Still initializing its parameters.
			ok = as == nil && fr.pc <= initialYieldPC(code)
		case code.IsGenerator:
			ok = gs.frame == fr && gs.async == code.IsAsync && (as != nil) == code.IsAsync && (as == nil || as.promise == nil)
		case code.IsAsync || code == r.p.Main:
			ok = gs == nil && as != nil && as.promise != nil
		default:
			ok = gs == nil && as == nil
		}
		if !ok {
			r.fail("a frame's async or generator state does not match its function")
			return
		}
	}
}

// initialYieldPC is where a generator's code suspends after its
// parameters are initialized.
func initialYieldPC(code *compile.Func) int {
	for pc, in := range code.Code {
		if in.Op == compile.OpInitialYield {
			return pc
		}
	}
	return -1
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
	vals := r.vals(r.roots.Stack)
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
// It works on the ids the scan recorded.
func (r *restorer) checkChains() {
	r.checkChain(false)
	if len(r.boundTargets) > 0 {
		r.checkChain(true)
	}
}

// objEntry is the scan's record of one object, for the checks after the
// scan, the build and a save of objects not built yet.
type objEntry struct {
	pos      int32  // where the object's map starts in the state
	propsEnd int32  // where its property list ends (readObject)
	proto    int32  // prototype id
	fields   uint16 // the keys of the object's map, a bit each (writeColdObject)
	class    uint8
	sealed   uint8
	kind     uint8 // state.ObjectState.Internal
	simple   bool  // a plain object or array: no function, class data or extras (writeColdObject)
	index    bool  // the object has array-index keys (Object.hasIndex)
}

// checkChain rejects a cycle in the chain of prototypes, or with bound
// of bound-function targets.
func (r *restorer) checkChain(bound bool) {
	const (
		unseen = iota
		active
		finished
	)
	color := make([]uint8, len(r.objs))
	var path []int32
	for i := range r.objs {
		// Walk the chain from i, marking it active; meeting an active
		// object again is a cycle. Ids were range-checked by the scan.
		path = path[:0]
		j := int32(i)
		for j >= 0 && color[j] == unseen {
			color[j] = active
			path = append(path, j)
			if bound {
				j = r.boundTargets[j] - 1
			} else {
				j = r.objs[j].proto - 1
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

// checkContinuation checks a frame's or blocked call's continuation: the
// kind exists and its data is what deliver and routeThrow expect.
func (r *restorer) checkContinuation(ret retKind, data *Object, ref int32) {
	if ret > retEach {
		r.fail("bad continuation")
		return
	}
	switch ret {
	case retEach:
		if data == nil {
			r.fail("continuation without its callback loop")
			return
		}
		r.want(ref, wantEach)
	case retResolve:
		if data != nil {
			r.want(ref, wantPromise)
		}
	case retThenable, retPromiseCtor:
		if data == nil {
			r.fail("continuation without resolving functions")
			return
		}
		r.want(ref, wantResolving)
	case retStop:
		r.fail("a nested run's continuation cannot be saved")
	}
}

// hostCall is a host call the state holds.
func hostCall(c state.CallState) HostCall {
	return HostCall{ID: c.ID, Kind: CallKind(c.Kind), Path: c.Path, Input: c.Input, Sync: c.Sync, Ref: c.Ref}
}
