package workflow

import (
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// driver runs one Session inside the workflow.
type driver struct {
	ctx          workflow.Context
	rt           *codemode.Runtime // the run's (runtimeFor)
	host         *codemode.Runtime // the worker's, nil for Run
	in           Input
	s            *codemode.Session
	toolTimeout  time.Duration
	stepBudget   int64
	stepsPerTask int64
	eventBudget  int
	toolOptions  map[string]ToolOptions
	// upgradeCheck > 0: the run is pinned to its build (ForPinned) and,
	// while it waits, wakes this often to look for a new current version.
	upgradeCheck time.Duration
	checkTimer   workflow.Future // the pending upgrade check, nil when none
	// inline: the run is a step of the caller's workflow (Execute): no
	// handlers of its own, never continued as new.
	inline bool

	cheap    map[string]bool       // extension paths that run as local activities
	extCalls []ExtensionCallStatus // extension calls launched in this workflow run, for status

	live        []*call         // calls in flight, in call order
	blocking    *call           // the synchronous extension call the program waits for
	timer       workflow.Future // the run's timeout, nil when none or fired
	timerCancel workflow.CancelFunc
	last        time.Time // workflow time when active time was last counted
	taskSteps   int64     // steps run in the current workflow task
	taskStart   time.Time // workflow.Now of the current workflow task
	cancelled   bool      // the workflow was cancelled

	// Suspend, resume and continue-as-new (suspend.go, continue.go).
	wake         workflow.Channel // wakes deliver when a request arrives
	suspendReq   *suspendRequest  // a suspend for the loop to answer
	resumeReq    *resumeRequest   // a resume for park to answer
	stop         int              // why loop returned with the run not done
	snapshot     []byte           // the saved run while suspended (s is nil)
	parkedActive time.Duration    // its active time, for status

	held         int64  // the heap this run reports as held (memory.go)
	stepsCounted int64  // the steps MetricSteps has counted (observe.go)
	shownState   string // the state and tool calls last upserted as search attributes
	shownCalls   int64
	toolCalls    int               // len(countedFor.ToolCalls()), kept by countCalls
	countedFor   *codemode.Session // the Session toolCalls counts, nil before its first TakeCalls
}

// Why loop returned before the run ended.
const (
	stopNone     = iota
	stopSuspend  // suspended: park until resumed
	stopContinue // continue as new with the snapshot
)

// roundTripHook is set only by this package's tests, in round-trip mode
// (CODEMODE_ROUNDTRIP=1): at each turn of loop, once the calls of the last
// turn are launched and their outcomes delivered, it saves the Session and
// replaces it by one restored from the bytes, without adding a command to
// the history. Nil in production.
var roundTripHook func(d *driver)

// loop runs the program until the session is done, it is suspended, or it
// should continue as new (d.stop says which).
func (d *driver) loop() {
	d.stop = stopNone
	d.taskStart = workflow.Now(d.ctx)
	for {
		if roundTripHook != nil {
			roundTripHook(d)
		}
		status := d.s.Run(d.stepBudget)
		d.reportHeap()
		calls := d.s.TakeCalls()
		d.countCalls(len(calls))
		d.launchInCallOrder(calls, d.s.TakeExtensionCalls())
		if status == codemode.StatusDone {
			return
		}
		if status == codemode.StatusRunning {
			d.taskSteps += d.stepBudget
			d.deliver(false)
			if d.taskSteps >= d.stepsPerTask {
				// The task has used its CPU budget: a no-op activity ends
				// it, so the server sees progress long before its workflow
				// task timeout (see activities.YieldName).
				d.endTask()
			} else {
				yield(d.ctx)
			}
		} else {
			d.deliver(true)
		}
		d.tick()
		d.showDetails()
		if d.s.Done() {
			continue // Run reports it
		}
		if d.suspendReq != nil && d.suspend() {
			d.stop = stopSuspend
			return
		}
		if d.shouldContinue() && d.saveForContinue() {
			d.stop = stopContinue
			return
		}
	}
}

// yield lets the workflow coroutine block for a moment without adding a
// history event: the SDK's deadlock detector times each stretch a
// coroutine runs without blocking, and an Await whose condition is false
// only on its first check blocks and resumes in the same workflow task.
func yield(ctx workflow.Context) {
	first := true
	_ = workflow.Await(ctx, func() bool {
		if first {
			first = false
			return false
		}
		return true
	})
}

// endTask ends the current workflow task: the yield activity is a command,
// and waiting for it lets the task complete.
func (d *driver) endTask() {
	ctx := workflow.WithActivityOptions(d.ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 10 * time.Second,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 5},
	})
	_ = workflow.ExecuteActivity(ctx, activities.YieldName).Get(ctx, nil)
	d.taskSteps = 0
}

// tick counts the workflow time since the last tick as active time, and
// notices a new workflow task (its time differs).
func (d *driver) tick() {
	now := workflow.Now(d.ctx)
	if !now.Equal(d.taskStart) {
		d.taskStart, d.taskSteps = now, 0
	}
	d.s.Elapse(now.Sub(d.last))
	d.last = now
}

// deliver hands finished activities to the session: with block, it waits
// until at least one thing happens (an activity ends, the timeout, a
// cancellation); then it takes everything else that is ready. While the
// program waits for a synchronous extension call, only that call's outcome
// is delivered (the program is inside the call, as in-process, where it
// runs inline); the others stay ready for later.
func (d *driver) deliver(block bool) {
	for {
		idle := false
		sel := workflow.NewSelector(d.ctx)
		for _, c := range d.live {
			if d.blocking != nil && c != d.blocking {
				continue
			}
			sel.AddFuture(c.future, func(workflow.Future) { d.finished(c) })
		}
		if block && d.upgradeCheck > 0 && d.checkTimer == nil {
			d.checkTimer = workflow.NewTimer(d.ctx, d.upgradeCheck)
		}
		if d.checkTimer != nil {
			// Its workflow task tells the run whether the current version
			// changed; the loop then continues as new (shouldContinue).
			sel.AddFuture(d.checkTimer, func(workflow.Future) { d.checkTimer = nil })
		}
		if d.timer != nil {
			sel.AddFuture(d.timer, func(f workflow.Future) {
				d.timer = nil
				if f.Get(d.ctx, nil) == nil {
					d.timedOut()
				}
			})
		}
		if !d.cancelled {
			sel.AddReceive(d.ctx.Done(), func(workflow.ReceiveChannel, bool) {
				d.cancelled = true
				d.s.Interrupt(codemode.KindExecutionFailure, "the workflow was cancelled")
			})
		}
		woken := false
		sel.AddReceive(d.wake, func(c workflow.ReceiveChannel, _ bool) {
			c.Receive(d.ctx, nil)
			woken = true
		})
		if !block {
			sel.AddDefault(func() { idle = true })
		}
		sel.Select(d.ctx)
		if idle || woken || d.s.Done() {
			return
		}
		block = false
	}
}

// timedOut ends the run when its timer fires: the active time is over.
func (d *driver) timedOut() {
	d.tick()
	if left, ok := d.s.TimeLeft(); ok && !d.s.Done() {
		d.s.Elapse(max(left, time.Nanosecond))
	}
}

func orDefault[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}

// launchInCallOrder schedules the tool and extension calls of one stretch
// of steps in the program's call order (both lists are in ascending id
// order), so the history's activities appear in the order the program
// made the calls, as they do in-process.
func (d *driver) launchInCallOrder(calls []codemode.PendingCall, exts []codemode.ExtensionCall) {
	for len(calls) > 0 || len(exts) > 0 {
		if len(exts) == 0 || (len(calls) > 0 && calls[0].ID < exts[0].ID) {
			d.launch(calls[0])
			calls = calls[1:]
			continue
		}
		d.launchExtension(exts[0])
		exts = exts[1:]
	}
}
