package worker

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	sdkworker "go.temporal.io/sdk/worker"
)

// permitInfo is what the SDK passes to MarkSlotUsed and ReleaseSlot; only
// Permit is used (the embedded interfaces are nil).
type permitInfo struct {
	sdkworker.SlotReleaseInfo
	p *sdkworker.SlotPermit
}

func (i permitInfo) Permit() *sdkworker.SlotPermit { return i.p }

// queueInfo is what the SDK passes to a reservation: only TaskQueueKind is
// used.
type queueInfo struct {
	sdkworker.SlotReservationInfo
	kind enumspb.TaskQueueKind
}

func (i queueInfo) TaskQueueKind() enumspb.TaskQueueKind { return i.kind }

// TestMemoryBudgetAdmitsWhatFits: workflow tasks are admitted while the
// held heap plus one run's limit per task in progress fits; a waiting
// reservation goes on when a task ends or the held heap shrinks; one task
// is always admitted.
func TestMemoryBudgetAdmitsWhatFits(t *testing.T) {
	b, err := NewMemoryBudget(100, 30)
	require.NoError(t, err)
	var held atomic.Int64
	b.held = held.Load
	slots := (*workflowSlots)(b)
	assert.Equal(t, 3, slots.MaxSlots())

	take := func() *sdkworker.SlotPermit {
		p := slots.TryReserveSlot(nil)
		if p != nil {
			slots.MarkSlotUsed(permitInfo{p: p})
		}
		return p
	}
	p1, p2, p3 := take(), take(), take()
	require.NotNil(t, p1)
	require.NotNil(t, p2)
	require.NotNil(t, p3)
	assert.Nil(t, take(), "a fourth task of 30 bytes does not fit in 100")

	slots.ReleaseSlot(permitInfo{p: p3})
	held.Store(20) // the finished task's run stays cached with 20 bytes
	assert.Nil(t, slots.TryReserveSlot(nil), "20 held + 3 x 30 > 100")

	// A reservation waits until the held heap shrinks.
	got := make(chan *sdkworker.SlotPermit)
	go func() {
		p, err := slots.ReserveSlot(context.Background(), nil)
		assert.NoError(t, err)
		got <- p
	}()
	select {
	case <-got:
		t.Fatal("reserved past the budget")
	case <-time.After(3 * budgetPoll / 2):
	}
	held.Store(5)
	select {
	case p := <-got:
		require.NotNil(t, p)
	case <-time.After(5 * budgetPoll):
		t.Fatal("the reservation did not go on when the held heap shrank")
	}

	// Cancelling a waiting reservation ends it with the context's error.
	held.Store(1000)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	_, err = slots.ReserveSlot(ctx, nil)
	assert.ErrorIs(t, err, context.Canceled)

	// With no task in progress, a cached run's task (the sticky queue, or
	// a poller of both queues) is admitted however much is held; a new
	// run's (the normal queue) only once the worker has been idle a while.
	slots.ReleaseSlot(permitInfo{p: p1})
	slots.ReleaseSlot(permitInfo{p: p2})
	_, tasks := b.InUse()
	require.Equal(t, 0, tasks)
	normal, sticky := queueInfo{kind: enumspb.TASK_QUEUE_KIND_NORMAL}, queueInfo{kind: enumspb.TASK_QUEUE_KIND_STICKY}
	assert.Nil(t, slots.TryReserveSlot(normal), "a new run waits while cached runs hold the budget")
	p := slots.TryReserveSlot(sticky)
	require.NotNil(t, p)
	slots.MarkSlotUsed(permitInfo{p: p})
	assert.Nil(t, slots.TryReserveSlot(sticky), "one at a time over the budget")
	slots.ReleaseSlot(permitInfo{p: p})
	b.lastUsed = time.Now().Add(-idleGrace)
	assert.NotNil(t, slots.TryReserveSlot(normal), "an idle worker over its budget takes new work one task at a time")
}

func TestMemoryBudgetRejectsABudgetBelowOneRun(t *testing.T) {
	_, err := NewMemoryBudget(10, 30)
	assert.ErrorContains(t, err, "cannot hold one run")
	b, err := NewMemoryBudget(256<<20, 0)
	require.NoError(t, err)
	opts, err := b.WorkerOptions(sdkworker.Options{})
	require.NoError(t, err)
	assert.NotNil(t, opts.Tuner)
	assert.NotNil(t, opts.WorkflowTaskPollerBehavior)
}
