package worker

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/codemode-go/codemode/workflow"
	enumspb "go.temporal.io/api/enums/v1"
	sdkworker "go.temporal.io/sdk/worker"
)

// MemoryBudget bounds the VM heap of the CodeMode runs of one worker
// process. Hundreds of runs share a worker: each keeps its Machine between
// workflow tasks while the SDK caches it, and each workflow task may grow
// its run's heap up to the run's own limit (Limits.MaxMemoryBytes; under
// Temporal workflow.DefaultMaxMemoryBytes, 64 MB, unless the Runtime sets
// one). The budget decides, through the SDK's worker tuner, when the worker
// takes its next workflow task: only while the heap its runs hold
// (workflow.HeldHeapBytes) plus one run's limit for every task in progress
// and for the new one fits in the budget. Tasks beyond it wait in their
// task queue, where another worker may take them; nothing fails.
//
// Tasks of runs the worker has cached (its sticky queue) are told apart
// from new runs (the task queue itself): a cached run may always take one
// task when none is in progress, so the runs that hold the memory can go
// on to their end and free it, while new runs wait for room. When the
// worker has been idle for a while and is still over its budget (its
// cached runs all wait on tool calls), it takes new tasks one at a time.
//
//	budget, err := codemodeworker.NewMemoryBudget(2<<30, 0)
//	opts, err := budget.WorkerOptions(worker.Options{})
//	w := worker.New(c, queue, opts)
//
// Bytes are the VM's memory account (see Limits.MaxMemoryBytes), not the
// process's resident size: set the budget to about half the memory the
// process may use, leaving room for the Go heap's growth between
// collections (or set a soft limit with runtime/debug.SetMemoryLimit).
// Cached runs that wait on tool calls keep their heap: the budget holds new
// work back, it does not evict them.
type MemoryBudget struct {
	total, perRun int64
	held          func() int64 // workflow.HeldHeapBytes; tests replace it

	mu       sync.Mutex
	used     int           // slots taken by workflow tasks in progress
	lastUsed time.Time     // when a task was last in progress
	changed  chan struct{} // closed and replaced when a slot is released
}

const (
	// budgetPoll is how often a waiting reservation looks at the held heap
	// again: held memory shrinks without a slot being released (a run ends
	// inside the task of another, a cached run is evicted).
	budgetPoll = 100 * time.Millisecond
	// idleGrace is how long a worker over its budget stays idle before it
	// takes a task of its task queue anyway. The server moves a cached run's
	// task there when the worker's sticky queue does not take it within 5 s
	// (StickyScheduleToStartTimeout), so a run that holds memory can
	// always go on.
	idleGrace = 10 * time.Second
)

// NewMemoryBudget makes a budget of totalBytes for the runs of this
// process; perRunBytes is the most one workflow task may add, the largest
// MaxMemoryBytes of the runs this worker takes (0 means
// workflow.DefaultMaxMemoryBytes). The workers of one process may share a
// budget (give each the same options): memory is the process's.
func NewMemoryBudget(totalBytes, perRunBytes int64) (*MemoryBudget, error) {
	if perRunBytes == 0 {
		perRunBytes = workflow.DefaultMaxMemoryBytes
	}
	if perRunBytes < 0 || totalBytes < perRunBytes {
		return nil, fmt.Errorf("codemode worker: a memory budget of %d bytes cannot hold one run of %d bytes", totalBytes, perRunBytes)
	}
	return &MemoryBudget{total: totalBytes, perRun: perRunBytes, held: workflow.HeldHeapBytes, changed: make(chan struct{})}, nil
}

// WorkerOptions returns opts with the budget's tuner: workflow task slots
// come from the budget; activity, local activity, Nexus and session slots
// keep the SDK's default of 1,000 each (tools run in activities, their
// memory is the tools' own). Workflow task pollers autoscale (unless opts
// sets them), so that each poller serves one queue and a reservation knows
// whether it is for a cached run.
func (b *MemoryBudget) WorkerOptions(opts sdkworker.Options) (sdkworker.Options, error) {
	fixed := func() sdkworker.SlotSupplier {
		s, err := sdkworker.NewFixedSizeSlotSupplier(1000)
		if err != nil {
			panic(err) // only for a non-positive size
		}
		return s
	}
	tuner, err := sdkworker.NewCompositeTuner(sdkworker.CompositeTunerOptions{
		WorkflowSlotSupplier:        (*workflowSlots)(b),
		ActivitySlotSupplier:        fixed(),
		LocalActivitySlotSupplier:   fixed(),
		NexusSlotSupplier:           fixed(),
		SessionActivitySlotSupplier: fixed(),
	})
	if err != nil {
		return opts, err
	}
	opts = WorkerOptions(opts)
	opts.Tuner = tuner
	if opts.WorkflowTaskPollerBehavior == nil && opts.MaxConcurrentWorkflowTaskPollers == 0 {
		opts.WorkflowTaskPollerBehavior = sdkworker.NewPollerBehaviorAutoscaling(sdkworker.PollerBehaviorAutoscalingOptions{})
	}
	return opts, nil
}

// InUse reports the heap the process's runs hold and the workflow tasks in
// progress under the budget.
func (b *MemoryBudget) InUse() (heldBytes int64, tasks int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.held(), b.used
}

// admits reports whether one more workflow task from a queue of kind fits.
func (b *MemoryBudget) admits(kind enumspb.TaskQueueKind, now time.Time) bool {
	if b.held()+int64(b.used+1)*b.perRun <= b.total {
		return true
	}
	if b.used > 0 {
		return false
	}
	// Over the budget with nothing in progress: a cached run goes on (it
	// may end and free memory); other tasks only once the worker has been
	// idle a while, one at a time. A poller that serves both queues
	// (kind unspecified) counts as the sticky one: it may carry a cached
	// run's task.
	return kind != enumspb.TASK_QUEUE_KIND_NORMAL || now.Sub(b.lastUsed) >= idleGrace
}

// workflowSlots is the budget as the SDK's slot supplier for workflow
// tasks. The SDK reserves a slot before it polls (a poller may hold one
// through a minute of long polling), so a reservation is free and a slot
// counts against the budget once a task uses it: at most one run's limit
// per workflow task poller beyond the budget.
type workflowSlots MemoryBudget

// slotUse marks a permit whose slot a task used.
type slotUse struct{ used bool }

func (s *workflowSlots) ReserveSlot(ctx context.Context, info sdkworker.SlotReservationInfo) (*sdkworker.SlotPermit, error) {
	for {
		p, changed := s.reserve(info)
		if p != nil {
			return p, nil
		}
		t := time.NewTimer(budgetPoll)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		case <-changed:
		case <-t.C:
		}
		t.Stop()
	}
}

func (s *workflowSlots) TryReserveSlot(info sdkworker.SlotReservationInfo) *sdkworker.SlotPermit {
	p, _ := s.reserve(info)
	return p
}

// reserve returns a permit when the task fits, else the channel that is
// closed when a slot is next released.
func (s *workflowSlots) reserve(info sdkworker.SlotReservationInfo) (*sdkworker.SlotPermit, <-chan struct{}) {
	b := (*MemoryBudget)(s)
	kind := enumspb.TASK_QUEUE_KIND_UNSPECIFIED
	if info != nil {
		kind = info.TaskQueueKind()
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.admits(kind, time.Now()) {
		return nil, b.changed
	}
	return &sdkworker.SlotPermit{UserData: &slotUse{}}, nil
}

func (s *workflowSlots) MarkSlotUsed(info sdkworker.SlotMarkUsedInfo) {
	b := (*MemoryBudget)(s)
	u, ok := info.Permit().UserData.(*slotUse)
	if !ok {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if !u.used {
		u.used = true
		b.used++
	}
	b.lastUsed = time.Now()
}

func (s *workflowSlots) ReleaseSlot(info sdkworker.SlotReleaseInfo) {
	b := (*MemoryBudget)(s)
	u, ok := info.Permit().UserData.(*slotUse)
	b.mu.Lock()
	defer b.mu.Unlock()
	if ok && u.used {
		u.used = false
		b.used--
		b.lastUsed = time.Now()
	}
	close(b.changed)
	b.changed = make(chan struct{})
}

func (s *workflowSlots) MaxSlots() int {
	return int(max(s.total/s.perRun, 1))
}
