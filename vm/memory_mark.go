package vm

import (
	"math/big"
	"unsafe"
)

// The mark pass of the memory account (memory.go): it walks everything
// reachable from the Machine's roots and adds up estimated sizes. Objects
// are marked with a per-pass number (Object.memMark), other shared records
// (cells, frames, async and generator states, Map stores, iterators) with a
// set; the walk uses an explicit work list, so a deep structure cannot
// exhaust the Go stack.

type marker struct {
	m     *Machine
	epoch uint32
	size  int64
	work  []*Object
	seen  map[unsafe.Pointer]struct{}
	// bigStrings holds the longest use of each backing array of a long
	// string: concatenation results in a loop are prefixes of one buffer.
	bigStrings map[*byte]int
	// bigInts are the large BigInts met, each counted once.
	bigInts map[*big.Int]int
	// hostRefs, when not nil, collects the host function references met
	// (LiveHostRefs).
	hostRefs map[int64]bool
	// coldWork are objects of coldR, the restore the Machine came from,
	// not built: they are read where they lie (thaw.go).
	coldWork []int32
	coldR    *restorer
}

// liveBytes measures the live heap.
func (m *Machine) liveBytes() int64 {
	return m.mark(nil).size
}

// LiveHostRefs reports which host function references (HostRef.Ref) the
// run can still call: those reachable from its state, and those of the
// host calls it waits for. A host can drop what it keeps for the others.
func (m *Machine) LiveHostRefs() map[int64]bool {
	refs := map[int64]bool{}
	for _, p := range m.pending {
		if p.call.Ref > 0 {
			refs[p.call.Ref] = true
		}
	}
	for _, c := range m.newCalls {
		if c.Ref > 0 {
			refs[c.Ref] = true
		}
	}
	m.mark(refs)
	return refs
}

// mark walks the live heap, adding up its size (and collecting host
// references into hostRefs when it is not nil).
func (m *Machine) mark(hostRefs map[int64]bool) *marker {
	m.mem.epoch++
	k := &marker{m: m, epoch: m.mem.epoch, seen: map[unsafe.Pointer]struct{}{}, hostRefs: hostRefs}
	k.size += m.mem.host
	k.roots()
	for len(k.work) > 0 || len(k.coldWork) > 0 {
		if n := len(k.work); n > 0 {
			o := k.work[n-1]
			k.work = k.work[:n-1]
			k.object(o)
			continue
		}
		id := k.coldWork[len(k.coldWork)-1]
		k.coldWork = k.coldWork[:len(k.coldWork)-1]
		k.coldObject(id)
	}
	if k.coldR != nil {
		k.coldR.endWalk()
	}
	for _, n := range k.bigStrings {
		k.size += int64(strHeader + n)
	}
	for _, n := range k.bigInts { // (a sum: map order does not matter)
		k.size += int64(n)
	}
	return k
}

// roots visits what MarshalState saves, plus the values built-ins have
// pinned.
func (k *marker) roots() {
	m := k.m
	// Buffers are counted by what is in use, not their capacity (a restored
	// Machine's differ): the stack up to its height, the concatenation
	// buffer through the strings that use it.
	k.obj(m.mainPromise)
	k.obj(m.globalObj)
	k.obj(m.toolsObj)
	c := m.classes()
	for i := range c.protos {
		k.obj(c.protos[i])
		k.obj(c.ctors[i])
	}
	k.values(m.stack[:min(m.sp, len(m.stack))])
	for _, fr := range m.frames {
		k.frame(fr)
	}
	for _, j := range m.jobs[m.jobHead:] {
		k.size += int64(unsafe.Sizeof(j))
		k.reaction(j.r)
		k.value(j.arg)
		k.obj(j.promise)
		k.value(j.thenable)
		k.value(j.then)
	}
	for _, pc := range m.pending {
		// Map order does not matter: the sum is the same.
		k.size += int64(unsafe.Sizeof(*pc)) + int64(len(pc.call.Path)+len(pc.call.Input))
		k.obj(pc.promise)
	}
	if m.blocked != nil {
		k.obj(m.blocked.data)
	}
	for _, c := range m.newCalls {
		k.size += int64(unsafe.Sizeof(c)) + int64(len(c.Path)+len(c.Input))
	}
	for _, line := range m.logs {
		k.str(line)
		k.size += int64(logLineSize(line) - strHeader - len(line))
	}
	for _, w := range m.warnings {
		k.size += int64(unsafe.Sizeof(w)) + int64(len(w.Message))
	}
	for _, p := range m.rejections {
		k.obj(p)
	}
	k.value(m.throwValue)
	k.value(m.nestedResult)
	for _, p := range m.mem.pinned {
		if p != nil {
			k.pinnedValues(*p)
		}
	}
	for key, sym := range m.symbols {
		k.size += int64(len(key) + len(sym.description) + 48)
	}
}

func (k *marker) obj(o *Object) {
	if o == nil || o.memMark == k.epoch {
		return
	}
	o.memMark = k.epoch
	k.work = append(k.work, o)
}

// once reports whether p is seen for the first time in this pass.
func (k *marker) once(p unsafe.Pointer) bool {
	if _, ok := k.seen[p]; ok {
		return false
	}
	k.seen[p] = struct{}{}
	return true
}

func (k *marker) str(s string) {
	if len(s) < dedupString {
		k.size += int64(strHeader + len(s))
		return
	}
	if k.bigStrings == nil {
		k.bigStrings = map[*byte]int{}
	}
	p := unsafe.StringData(s)
	if n, ok := k.bigStrings[p]; !ok || len(s) > n {
		k.bigStrings[p] = len(s)
	}
}

// bigint counts a BigInt's digits; a large one once however many values
// share it (BigInts are immutable, so sharing is common).
func (k *marker) bigint(b *big.Int) {
	n := bigintBytes(b)
	if n < dedupString {
		k.size += int64(n)
		return
	}
	if k.bigInts == nil {
		k.bigInts = map[*big.Int]int{}
	}
	k.bigInts[b] = n
}

func (k *marker) value(v Value) {
	switch v.kind {
	case KString:
		k.str(v.ref.(string))
	case KBigInt:
		k.bigint(v.ref.(*big.Int))
	case KObject:
		k.obj(v.ref.(*Object))
	case kColdObject:
		k.coldObj(v.ref.(*restorer), int32(v.num))
	case KCell:
		k.cell(v.ref.(*Cell))
	case KInternal:
		if it, ok := v.ref.(*iterState); ok {
			k.iter(it)
		}
		if c, ok := v.ref.(*strChain); ok {
			k.size += int64(strHeader + cap(c.sb.b))
		}
	}
}

func (k *marker) values(vs []Value) {
	k.size += int64(len(vs) * valueSize)
	for _, v := range vs {
		if v.kind >= KString {
			k.value(v)
		}
	}
}

// pinnedValues is values for a slice a built-in is collecting
// (growValues): past bigArray it doubles, so it may hold as much again
// as it has. Counted from the length, as grownValues is.
func (k *marker) pinnedValues(vs []Value) {
	if n := len(vs); n >= bigArray {
		k.size += int64(n * valueSize)
	} else {
		k.size += int64((grownCap(n) - n) * valueSize)
	}
	k.values(vs)
}

// grownValues is values for a slice that may have grown by append.
func (k *marker) grownValues(vs []Value) {
	k.size += int64((grownCap(len(vs)) - len(vs)) * valueSize)
	k.values(vs)
}

func (k *marker) cell(c *Cell) {
	if c == nil || !k.once(unsafe.Pointer(c)) {
		return
	}
	k.size += int64(cellSize)
	k.value(c.v)
}

func (k *marker) frame(f *frame) {
	if f == nil || !k.once(unsafe.Pointer(f)) {
		return
	}
	k.size += int64(frameSize + len(f.handlers)*int(unsafe.Sizeof(handler{})))
	k.obj(f.fnObj)
	k.value(f.this)
	k.obj(f.retData)
	k.async(f.async)
	k.values(f.args)
	k.obj(f.newTarget)
	k.gen(f.gen)
}

func (k *marker) async(a *asyncState) {
	if a == nil || !k.once(unsafe.Pointer(a)) {
		return
	}
	k.size += int64(unsafe.Sizeof(*a))
	k.obj(a.promise)
	k.frame(a.frame)
	k.values(a.saved)
}

func (k *marker) gen(g *genState) {
	if g == nil || !k.once(unsafe.Pointer(g)) {
		return
	}
	k.size += int64(unsafe.Sizeof(*g))
	k.frame(g.frame)
	k.values(g.saved)
}

func (k *marker) mapd(d *mapData) {
	if d == nil || !k.once(unsafe.Pointer(d)) {
		return
	}
	k.size += int64(unsafe.Sizeof(*d)) + int64(len(d.keys)*mapIndexEntry)
	k.grownValues(d.keys)
	k.grownValues(d.vals)
}

func (k *marker) iter(it *iterState) {
	if it == nil || !k.once(unsafe.Pointer(it)) {
		return
	}
	k.size += int64(unsafe.Sizeof(*it)) + int64(2*len(it.s))
	k.obj(it.arr)
	for _, s := range it.keys {
		k.str(s)
	}
	k.values(it.vals)
	k.obj(it.obj)
	k.mapd(it.mapd)
	k.value(it.next)
}

func (k *marker) reaction(r reaction) {
	k.value(r.onFulfilled)
	k.value(r.onRejected)
	k.obj(r.derived)
	k.async(r.async)
}

// props counts an object of the properties ps (with a key index of index
// entries) and visits what they hold.
func (k *marker) props(ps []prop, index int) {
	k.size += int64(objectSize + grownCap(len(ps))*propSize + index*mapEntrySize)
	for i := range ps {
		p := &ps[i]
		k.size += int64(len(p.key))
		if p.flags&flagAccessor != 0 {
			if acc, ok := p.val.ref.(*accessor); ok {
				k.size += int64(unsafe.Sizeof(*acc))
				k.obj(acc.get)
				k.obj(acc.set)
			}
			continue
		}
		if p.val.kind >= KString {
			k.value(p.val)
		}
	}
}

func (k *marker) object(o *Object) {
	ps := o.walkProps() // a mark does not thaw a restored object's list
	index := len(o.index)
	if o.cold != nil && len(ps) > indexThreshold {
		index = len(ps) // what the thaw will build
	}
	k.obj(o.proto)
	k.props(ps, index)
	k.grownValues(o.arr)
	if f := o.fn; f != nil {
		k.size += int64(funcDataSize + 8*len(f.free))
		for _, c := range f.free {
			k.cell(c)
		}
		k.obj(f.home)
	}
	if o.lazy != nil {
		k.size += int64(len(o.lazy.done) + 32)
	}
	switch d := o.internal.(type) {
	case string:
		k.str(d)
	case *errorData:
		k.size += int64(unsafe.Sizeof(*d)) + int64(len(d.hostKind))
	case *boundData:
		k.size += int64(unsafe.Sizeof(*d))
		k.obj(d.target)
		k.value(d.this)
		k.values(d.args)
	case *promiseState:
		k.size += int64(unsafe.Sizeof(*d)) + int64(len(d.reactions)*int(unsafe.Sizeof(reaction{})))
		k.value(d.value)
		for _, r := range d.reactions {
			k.reaction(r)
		}
	case *mapData:
		k.mapd(d)
	case *iterState:
		k.iter(d)
	case *genState:
		k.gen(d)
	case *big.Int: // Object(1n)
		k.bigint(d)
	case *eachLoop:
		k.size += int64(unsafe.Sizeof(*d))
		k.obj(d.arr)
		k.value(d.fn)
		k.value(d.this)
		k.value(d.cur)
		k.obj(d.out)
		k.value(d.acc)
		k.obj(d.data)
	case *regexpData:
		k.size += int64(regexpSize(d) - objectSize - propSize)
	case *resolvingState:
		k.size += int64(unsafe.Sizeof(*d))
		k.obj(d.promise)
	case *thenableData:
		k.size += int64(unsafe.Sizeof(*d)) + int64(len(d.data))
	case *arrayBuffer:
		// Its bytes, counted once however many views share it (the
		// mark visits each object once).
		k.size += int64(unsafe.Sizeof(*d)) + int64(len(d.data))
	case *typedArray:
		k.size += int64(unsafe.Sizeof(*d))
		k.obj(d.buf)
	case *dataView:
		k.size += int64(unsafe.Sizeof(*d))
		k.obj(d.buf)
	case *proxyData:
		k.size += int64(unsafe.Sizeof(*d))
		k.obj(d.target)
		k.obj(d.handler)
	case *Object: // a revoke function's proxy
		k.obj(d)
	case *extFn:
		k.size += 16
		if d.ref > 0 && k.hostRefs != nil {
			k.hostRefs[d.ref] = true
		}
	case nil:
	default:
		k.size += 16 // numbers, booleans, symbols, tool and extension records
	}
}

// coldObj visits object id of restore r: the built object, or the state's
// entry of one not built.
func (k *marker) coldObj(r *restorer, id int32) {
	if o := r.objPtrs[id-1]; o != nil {
		k.obj(o)
		return
	}
	k.coldR = r
	r.startWalk(k.epoch)
	if !r.met(id) {
		k.coldWork = append(k.coldWork, id)
	}
}

// coldObject counts an object not built (a plain object or array) as
// object counts it built.
func (k *marker) coldObject(id int32) {
	r := k.coldR
	if p := r.objs[id-1].proto; p != 0 {
		if r.objPtrs[p-1] == nil && !r.objs[p-1].simple {
			coldOps.build(r, p)
		}
		k.coldObj(r, p)
	}
	ps, arr := coldOps.peekUnbuilt(r, id)
	index := 0
	if len(ps) > indexThreshold {
		index = len(ps) // what the thaw will build
	}
	k.props(ps, index)
	k.grownValues(arr)
}
