package vm

import (
	"fmt"
	"unsafe"
)

// The heap memory budget (Config.MaxMemoryBytes).
//
// A program must not be able to make the host run out of memory, and the
// decision to stop it must depend only on the program (Temporal replays a
// run and must reach the same outcome), never on the Go garbage collector
// or on timing. So the Machine keeps its own, deterministic account:
//
//   - Allocation helpers call charge(n) with an estimate of the bytes they
//     are about to allocate (objects, array and property growth, string
//     building, Map and Set entries, log lines). This only adds to a
//     counter: cheap enough for the interpreter's hot paths.
//   - When the bytes charged since the last check pass a threshold, a mark
//     pass walks everything reachable from the Machine's roots (the same
//     roots MarshalState saves) and adds up an estimate of its size. If the
//     live heap plus the allocation being charged exceeds the limit, the run
//     fails with an ExecutionFailure; otherwise the next threshold is set in
//     proportion to the live heap, so a program that makes lots of garbage
//     but keeps little pays for a mark only every few megabytes.
//
// Sizes are estimates of what Go allocates (struct sizes, slice lengths,
// string bytes); they are computed from lengths, never capacities, so a
// restored Machine measures the same heap as the one that was saved. The
// counters are part of the snapshot for the same reason.
//
// Not every allocation is charged: the charged paths are the ones a program
// can repeat without bound or use for one large allocation. Anything else
// (a boxed string, an iterator record) is bounded per instruction and is
// still measured by the next mark.

// DefaultMaxMemoryBytes is the heap budget when Config.MaxMemoryBytes is 0.
const DefaultMaxMemoryBytes = 256 << 20

// minMarkInterval is the fewest bytes charged between two marks (unless the
// limit is tiny): marking a small heap costs tens of microseconds, charging
// 4 MB takes milliseconds of interpretation.
const minMarkInterval = 4 << 20

// Size estimates (64-bit hosts).
const (
	valueSize    = int(unsafe.Sizeof(Value{}))
	objectSize   = int(unsafe.Sizeof(Object{}))
	propSize     = int(unsafe.Sizeof(prop{}))
	mapEntrySize = 48 // one Go map entry: key, value and bucket overhead
	strHeader    = 16 // a string boxed in an interface
	cellSize     = int(unsafe.Sizeof(Cell{}))
	frameSize    = int(unsafe.Sizeof(frame{}))
	funcDataSize = int(unsafe.Sizeof(funcData{}))
	promiseSize  = objectSize + int(unsafe.Sizeof(promiseState{}))
	// mapStoreSize is one Map or Set entry: key, value and index entry.
	mapStoreSize = 2*valueSize + mapEntrySize
	// dedupString: strings at least this long are counted once per backing
	// array (concatenation results share one buffer), shorter ones per use.
	dedupString = 256
)

// memState is the Machine's memory account.
type memState struct {
	limit     int64  // the budget in bytes
	allocated int64  // bytes charged since the last mark
	next      int64  // mark when allocated passes this
	live      int64  // bytes found live by the last mark
	running   bool   // inside Run: a failed check unwinds to Run
	epoch     uint32 // the number of the last mark or save pass (Object.memMark)
	// savedObjects is the object count of the last MarshalState (the next
	// one preallocates that much).
	savedObjects int
	// pinned are Go slices of values a built-in is collecting while it runs
	// program code (spreading a user iterator): not reachable from the
	// roots yet, but live.
	pinned []*[]Value
}

// memoryExceeded is the panic value that unwinds a run whose live heap
// passes the limit; Run turns it into the run's failure. (Allocation
// helpers have no error result, and the failure must not be catchable:
// catching it would not free anything.)
type memoryExceeded struct{ live, limit int64 }

// failure words the run's failure. It names the limit, not the bytes in
// use: those depend on where the last mark fell, which a run restored from
// a snapshot may place differently.
func (e memoryExceeded) failure() *Failure {
	return &Failure{
		Kind:    "ExecutionFailure",
		Message: fmt.Sprintf("memory limit exceeded: the program needs more than %d bytes of heap", e.limit),
	}
}

// memoryFailure reports whether r, a value recovered by Run, is a memory
// limit failure; if so the run fails with it.
func (m *Machine) memoryFailure(r any) bool {
	e, ok := r.(memoryExceeded)
	if !ok {
		return false
	}
	f := e.failure()
	if pos, ok := m.userPos(); ok {
		f.Line, f.Column = int(pos.Line), int(pos.Col)
	}
	m.nestDepth = 0
	m.mem.pinned = nil
	m.fail(f)
	return true
}

// initMemory sets the budget from the Config.
func (m *Machine) initMemory() {
	m.mem.limit = m.cfg.MaxMemoryBytes
	if m.mem.limit <= 0 {
		m.mem.limit = DefaultMaxMemoryBytes
	}
	m.mem.next = m.markInterval(0)
}

// markInterval is how many bytes may be charged after a mark that found
// live bytes: half the live heap, at least minMarkInterval, and at most a
// quarter of the limit (so the heap overshoots the limit by at most that
// much before a mark notices).
func (m *Machine) markInterval(live int64) int64 {
	n := max(live/2, minMarkInterval)
	n = min(n, m.mem.limit/4)
	return max(n, 64<<10)
}

// restoreMemory sets the counters saved in a State (hostile values only
// move the next mark, within the bounds markInterval keeps). Allocated
// only matters once it passes next (then the next charge marks, which
// resets it): it is capped where no charge can make it wrap around to
// below next, which would stop the marks.
func (m *Machine) restoreMemory(allocated, next int64) {
	if next > 0 {
		m.mem.next = min(next, max(m.mem.limit/4, 64<<10))
	}
	m.mem.allocated = min(max(allocated, 0), maxStateCounter)
}

// charge accounts for n bytes about to be allocated.
func (m *Machine) charge(n int) {
	m.mem.allocated += int64(n)
	if m.mem.allocated > m.mem.next {
		m.checkMemory(int64(n), 0)
	}
}

// chargeValues accounts for n Values about to be allocated.
func (m *Machine) chargeValues(n int) { m.charge(n * valueSize) }

// chargeBuilding is charge for a built-in that is building a result of
// extra bytes that nothing reachable refers to yet (a string being joined):
// a mark counts them as live.
func (m *Machine) chargeBuilding(n, extra int) {
	m.mem.allocated += int64(n)
	if m.mem.allocated > m.mem.next {
		m.checkMemory(int64(n), int64(extra))
	}
}

// pin makes the values *p live for the memory account until unpin; a
// built-in that collects values while program code runs uses it.
func (m *Machine) pin(p *[]Value) { m.mem.pinned = append(m.mem.pinned, p) }

// unpin ends the innermost pin.
func (m *Machine) unpin() {
	if n := len(m.mem.pinned); n > 0 {
		m.mem.pinned[n-1] = nil
		m.mem.pinned = m.mem.pinned[:n-1]
	}
}

// checkMemory marks the live heap and fails the run when it, plus pending
// bytes about to be allocated, exceeds the limit. Outside Run (a Settle
// importing a tool result) it only leaves the counter high, so the first
// allocation of the next Run checks.
func (m *Machine) checkMemory(pending, extra int64) {
	if !m.mem.running {
		return
	}
	m.checkInterrupt() // a long allocating built-in looks here (interrupt.go)
	live := m.liveBytes() + extra
	m.mem.live = live
	m.mem.allocated = 0
	m.mem.next = m.markInterval(live + pending)
	if live+pending > m.mem.limit {
		panic(memoryExceeded{live: live + pending, limit: m.mem.limit})
	}
}

// MemoryInUse returns the live heap bytes found by the last mark (0 before
// the first). It is an estimate, for tests and statistics.
func (m *Machine) MemoryInUse() int64 { return m.mem.live }

// MemoryHeld is an upper bound of the heap the Machine holds, in the
// account's bytes: the live heap of the last mark plus everything charged
// since (some of it may be garbage already). A host that budgets the memory
// of many runs reads it between Runs; it costs no mark.
func (m *Machine) MemoryHeld() int64 { return m.mem.live + m.mem.allocated }
