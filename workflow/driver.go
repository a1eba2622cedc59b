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
	s            *codemode.Session
	toolTimeout  time.Duration
	stepBudget   int64
	stepsPerTask int64

	cheap map[string]bool // extension paths that run as local activities

	live      []*call         // calls in flight, in call order
	blocking  *call           // the synchronous extension call the program waits for
	timer     workflow.Future // the run's timeout, nil when none or fired
	last      time.Time       // workflow time when active time was last counted
	taskSteps int64           // steps run in the current workflow task
	taskStart time.Time       // workflow.Now of the current workflow task
	cancelled bool            // the workflow was cancelled
}

// loop runs the program until the session is done.
func (d *driver) loop() {
	d.taskStart = workflow.Now(d.ctx)
	for {
		status := d.s.Run(d.stepBudget)
		for _, pc := range d.s.TakeCalls() {
			d.launch(pc)
		}
		for _, ec := range d.s.TakeExtensionCalls() {
			d.launchExtension(ec)
		}
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
		if !block {
			sel.AddDefault(func() { idle = true })
		}
		sel.Select(d.ctx)
		if idle || d.s.Done() {
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
