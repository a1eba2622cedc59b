package workflow

import "sync/atomic"

// Memory held by the runs of this process. One worker process holds many
// runs at once: each run cached by the SDK between workflow tasks keeps its
// Machine, and its heap, until it ends or the cache evicts it. Every
// driver reports what its run holds (Session.HeapBytes, or the size of its
// snapshot while suspended) after each stretch of steps, so a worker can
// budget the total (worker.MemoryBudget). Reporting never changes what a
// run does: replay is unaffected.
var heldBytes atomic.Int64

// HeldHeapBytes is the VM heap, in the memory account's bytes (see
// codemode.Limits.MaxMemoryBytes), that the CodeMode runs of this process
// hold right now, suspended runs' snapshots included.
func HeldHeapBytes() int64 { return heldBytes.Load() }

// reportHeap updates this run's share of heldBytes.
func (d *driver) reportHeap() {
	var n int64
	switch {
	case d.s != nil:
		n = d.s.HeapBytes()
	default:
		n = int64(len(d.snapshot))
	}
	heldBytes.Add(n - d.held)
	d.held = n
}

// releaseHeap gives up this run's share: the run ended, continued as new,
// or the SDK evicted it from its cache (the workflow's goroutine exits, so
// deferred calls run).
func (d *driver) releaseHeap() {
	heldBytes.Add(-d.held)
	d.held = 0
}
