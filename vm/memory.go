package vm

import (
	"fmt"
	"strings"
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
	valueSize = int(unsafe.Sizeof(Value{}))
	// objectSize is an Object as allocated (rounded up to Go's size class).
	objectSize    = (int(unsafe.Sizeof(Object{})) + 15) &^ 15
	propSize      = int(unsafe.Sizeof(prop{}))
	mapEntrySize  = 48 // one Go map entry: key, value and bucket overhead
	strHeader     = 16 // a string boxed in an interface
	cellSize      = int(unsafe.Sizeof(Cell{}))
	frameSize     = int(unsafe.Sizeof(frame{}))
	funcDataSize  = int(unsafe.Sizeof(funcData{}))
	promiseSize   = objectSize + int(unsafe.Sizeof(promiseState{}))
	mapDataSize   = int(unsafe.Sizeof(mapData{}))
	iterStateSize = int(unsafe.Sizeof(iterState{}))
	boundDataSize = int(unsafe.Sizeof(boundData{}))
	// errorObjectSize is an error object with its stack, message and
	// cause properties and the stack's accessor.
	errorObjectSize = objectSize + int(unsafe.Sizeof(errorData{})) + 3*propSize + int(unsafe.Sizeof(accessor{}))
	// propCharge is a property added to an object that may have a key
	// index (a map entry).
	propCharge = propSize + mapEntrySize
	// mapIndexEntry is one entry of a Map or Set's index: a Go map from a
	// mapKey to an int, at the occupancy a growing Go map averages.
	mapIndexEntry = 2 * int(unsafe.Sizeof(mapKey{})+unsafe.Sizeof(0))
	// mapStoreSize is one Map or Set entry: key, value and index entry.
	mapStoreSize = 2*valueSize*5/4 + mapIndexEntry
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
	host      int64  // bytes the host keeps for the run (RetainHost)
	held      int64  // bytes a running built-in holds outside the heap (holdText)
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
	m.failUnwound(e.failure())
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

// reserve checks that n bytes more than the live heap fit in the budget,
// for a built-in about to allocate them as a temporary the heap never
// refers to (a conversion of its input, a copy for the host). It charges
// nothing, and marks only when the last mark's live heap plus what was
// charged since might not leave room; the result depends only on the
// account, so a replay decides the same.
func (m *Machine) reserve(n int) {
	if m.mem.live+m.mem.allocated+int64(n) > m.mem.limit {
		m.checkMemory(int64(n), 0)
	}
}

// regexpSize estimates a regexp object with its compiled pattern: about
// 2 KB and a few bytes a source byte, and about 16 KB more for each Unicode
// property class (compiled to large tables). Counted per object: objects
// may share one compiled pattern, but whether they do depends on the
// Machine's bounded cache, which a restored run starts empty.
func regexpSize(d *regexpData) int {
	n := objectSize + propSize + int(unsafe.Sizeof(*d)) + 2048 + 8*len(d.source) + len(d.flags)
	return n + (strings.Count(d.source, `\p`)+strings.Count(d.source, `\P`))*(16<<10)
}

// RetainHost counts n bytes the host keeps on the run's behalf (its records
// of the run's tool calls: paths, inputs, errors) as live heap from now on,
// so that a program cannot make the host hold more than the budget by
// making calls. It is not saved in a State: a host that resumes a run
// counts its restored records again, with RestoreHostRetained.
func (m *Machine) RetainHost(n int) {
	m.mem.host += int64(n)
	m.charge(n)
}

// RestoreHostRetained is RetainHost for the records of a restored run:
// counted, but not charged again (the State's counters already hold the
// charge), so the restored run marks where the saved one would have.
func (m *Machine) RestoreHostRetained(n int) { m.mem.host += int64(n) }

// logLineSize is what a log line costs the host: the line, its place in the
// log, and the copy the host makes of it when it writes the run's result
// (Logs() hands the lines over; the Result's JSON copies them again).
func logLineSize(line string) int { return strHeader + 2*len(line) + valueSize/2 }

// holdText counts n bytes of converted input (a regexp loop's rune text)
// as live until the returned release is called: the loop holds the text
// while its results grow. It is counted whether or not the conversion was
// cached, so a restored run (empty cache) fails at the same point.
func (m *Machine) holdText(n int) (release func()) {
	m.mem.held += int64(n)
	return func() { m.mem.held -= int64(n) }
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
	m.dropUnmarked()
	live := m.liveBytes() + extra + m.mem.held
	m.mem.live = live
	m.mem.allocated = 0
	m.mem.next = m.markInterval(live + pending)
	if live+pending > m.mem.limit {
		panic(memoryExceeded{live: live + pending, limit: m.mem.limit})
	}
}

// grownCap is the capacity the mark counts for a slice of n elements that
// grows (object properties, array elements, Map entries): its length and
// the slack Go's append leaves, doubling small slices and growing large
// ones by about a quarter (growValues doubles; its array may hold more).
// It is counted from the length, so a restored Machine measures the same.
func grownCap(n int) int {
	if n <= 256 {
		c := 1
		for c < n {
			c <<= 1
		}
		return min(c, n*2)
	}
	return n + (n+3*256)/4
}

// dropUnmarked drops the regexp input cache, which a mark does not count:
// otherwise a string the mark has let go of could stay reachable for Go
// through its cached conversion (four times its size). (Holders of the
// converted text keep their pointer.) It forgets the objects the object
// literal sites remember too, so that what they hold and the program has
// dropped is garbage for Go as well.
func (m *Machine) dropUnmarked() {
	m.rxText = nil
	m.forgetObjectSites()
}

// MemoryInUse returns the live heap bytes found by the last mark (0 before
// the first). It is an estimate, for tests and statistics.
func (m *Machine) MemoryInUse() int64 { return m.mem.live }

// MemoryHeld is an upper bound of the heap the Machine holds, in the
// account's bytes: the live heap of the last mark plus everything charged
// since (some of it may be garbage already). A host that budgets the memory
// of many runs reads it between Runs; it costs no mark.
func (m *Machine) MemoryHeld() int64 { return m.mem.live + m.mem.allocated }
