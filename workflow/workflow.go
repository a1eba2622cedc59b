package workflow

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Status is the answer to StatusQuery: the run's progress so far.
type Status struct {
	// State is "running" or "done".
	State string `json:"state"`
	// ActiveMs is the active time counted against timeoutMs so far.
	ActiveMs int64 `json:"activeMs"`
	// ToolCalls are the admitted calls so far, in order, with their state.
	ToolCalls []codemode.ToolCall `json:"toolCalls"`
	Logs      []string            `json:"logs,omitempty"`
	// Result is the final Result once State is "done".
	Result *codemode.Result `json:"result,omitempty"`
}

// Run is the workflow: it runs in.Code to the end and returns the same
// Result an in-process run with the same tool outcomes gives. It fails (as
// a workflow) only on an invalid Input; a failing program is a Result with
// ok false. Cancelling the workflow interrupts the program, cancels durable
// tool work, and ends the workflow as cancelled.
func Run(ctx workflow.Context, in Input) (codemode.Result, error) {
	rt, err := pinnedRuntime(in)
	if err != nil {
		return codemode.Result{}, temporal.NewNonRetryableApplicationError("invalid workflow input: "+err.Error(), "InvalidInput", nil)
	}
	runID := in.RunID
	if runID == "" {
		runID = workflow.GetInfo(ctx).WorkflowExecution.ID
	}
	d := &driver{
		ctx:          ctx,
		toolTimeout:  orDefault(time.Duration(in.ToolTimeoutMs)*time.Millisecond, DefaultToolTimeout),
		stepBudget:   orDefault(in.StepBudget, DefaultStepBudget),
		stepsPerTask: orDefault(in.StepsPerTask, DefaultStepsPerTask),
		last:         workflow.Now(ctx),
	}
	seed := in.RandomSeed
	if seed == 0 {
		seed = seedFor(runID)
	}
	d.s = rt.Start(in.Code, codemode.RunOptions{
		RunID:      runID,
		Clock:      func() time.Time { return workflow.Now(ctx) },
		RandomSeed: seed,
	})
	if err := workflow.SetQueryHandler(ctx, StatusQuery, d.status); err != nil {
		return codemode.Result{}, err
	}
	if left, ok := d.s.TimeLeft(); ok {
		// One timer for the whole run: without suspends, active time is the
		// time since the start.
		d.timer = workflow.NewTimer(ctx, left)
	}
	d.loop()
	d.cleanup()
	if d.cancelled {
		return d.s.Result(), temporal.NewCanceledError("the workflow was cancelled")
	}
	return d.s.Result(), nil
}

// A call's phase: a plain or idempotent tool runs in one activity, a
// durable one in a start activity and then a wait activity.
const (
	phaseRun = iota
	phaseStart
	phaseWait
)

// call is a tool call in flight.
type call struct {
	pc     codemode.PendingCall
	phase  int
	future workflow.Future
	cancel workflow.CancelFunc
	data   json.RawMessage // a durable call's data, once started
}

// driver runs one Session inside the workflow.
type driver struct {
	ctx          workflow.Context
	s            *codemode.Session
	toolTimeout  time.Duration
	stepBudget   int64
	stepsPerTask int64

	live      []*call         // calls in flight, in call order
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
// cancellation); then it takes everything else that is ready.
func (d *driver) deliver(block bool) {
	for {
		idle := false
		sel := workflow.NewSelector(d.ctx)
		for _, c := range d.live {
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

// launch starts the activity for an admitted call.
func (d *driver) launch(pc codemode.PendingCall) {
	c := &call{pc: pc}
	parent := d.ctx
	if pc.Kind == durabletools.KindDurable {
		// A durable start is never cancelled: once it returns, its work
		// must be cancelled with the data it returned (see cleanup).
		parent, _ = workflow.NewDisconnectedContext(d.ctx)
		c.phase = phaseStart
	}
	ctx, cancel := workflow.WithCancel(parent)
	c.cancel = cancel
	name := activities.ToolPrefix + pc.Path
	if c.phase == phaseStart {
		name = activities.StartPrefix + pc.Path
	}
	c.future = workflow.ExecuteActivity(d.options(ctx, pc.Kind, c.phase), name, activities.Input{Input: pc.Input, Call: pc.Call})
	d.live = append(d.live, c)
}

// finished handles an activity of c that has ended.
func (d *driver) finished(c *call) {
	var out activities.Output
	err := c.future.Get(d.ctx, &out)
	if c.phase == phaseStart && err == nil {
		// Started: wait for the work in a wait activity (retryable, with
		// heartbeats), on the workflow's context like any other call.
		c.phase, c.data = phaseWait, out.Output
		ctx, cancel := workflow.WithCancel(d.ctx)
		c.cancel = cancel
		c.future = workflow.ExecuteActivity(d.options(ctx, c.pc.Kind, phaseWait), activities.WaitPrefix+c.pc.Path,
			activities.Input{Input: c.data, Call: c.pc.Call})
		return
	}
	d.remove(c)
	d.s.Complete(c.pc.ID, out.Output, hostError(err))
}

func (d *driver) remove(c *call) {
	for i, x := range d.live {
		if x == c {
			d.live = append(d.live[:i], d.live[i+1:]...)
			return
		}
	}
}

// cleanup interrupts the calls still in flight once the run has ended:
// their activities are cancelled, and started durable work is cancelled
// with its cancel activity (after a start still running has returned).
func (d *driver) cleanup() {
	ctx, _ := workflow.NewDisconnectedContext(d.ctx)
	var cancels []workflow.Future
	cancelWork := func(c *call) {
		cctx := d.options(ctx, c.pc.Kind, -1)
		cancels = append(cancels, workflow.ExecuteActivity(cctx, activities.CancelPrefix+c.pc.Path,
			activities.Input{Input: c.data, Call: c.pc.Call}))
	}
	for _, c := range d.live {
		switch c.phase {
		case phaseRun:
			c.cancel()
		case phaseWait:
			c.cancel()
			cancelWork(c)
		case phaseStart:
			var out activities.Output
			if c.future.Get(ctx, &out) == nil {
				c.data = out.Output
				cancelWork(c)
			}
		}
	}
	d.live = nil
	for _, f := range cancels {
		_ = f.Get(ctx, nil)
	}
}

// options are the activity options for a call's phase (-1: cancel).
func (d *driver) options(ctx workflow.Context, kind durabletools.Kind, phase int) workflow.Context {
	opts := workflow.ActivityOptions{
		StartToCloseTimeout: d.toolTimeout,
		HeartbeatTimeout:    activities.HeartbeatTimeout,
		// At most once: a plain tool may have effects that must not repeat.
		RetryPolicy: &temporal.RetryPolicy{MaximumAttempts: 1},
	}
	retryable := &temporal.RetryPolicy{
		InitialInterval:    time.Second,
		BackoffCoefficient: 2,
		MaximumInterval:    time.Minute,
		MaximumAttempts:    10,
	}
	switch {
	case phase == -1:
		opts.StartToCloseTimeout = time.Minute
		opts.RetryPolicy = retryable
	case kind == durabletools.KindIdempotent:
		// Safe to run again: a lost worker or a timeout retries the call.
		opts.RetryPolicy = retryable
	case phase == phaseWait:
		// Waiting may take long (heartbeats tell it apart from a lost
		// worker), and another worker takes the wait over.
		opts.StartToCloseTimeout = 24 * time.Hour
		opts.RetryPolicy = retryable
	}
	return workflow.WithActivityOptions(ctx, opts)
}

// hostError is how an activity's failure reaches the program: a tool's
// own error keeps its kind and message; a timeout, a cancellation or a lost
// worker is a ToolFailure.
func hostError(err error) *vm.HostError {
	if err == nil {
		return nil
	}
	var app *temporal.ApplicationError
	if errors.As(err, &app) {
		switch kind := codemode.Kind(app.Type()); kind {
		case codemode.KindToolFailure, codemode.KindInvalidToolInput, codemode.KindInvalidToolOutput, codemode.KindUnknownTool:
			return &vm.HostError{Kind: string(kind), Message: app.Message()}
		}
		return &vm.HostError{Kind: string(codemode.KindToolFailure), Message: app.Message()}
	}
	var timeout *temporal.TimeoutError
	if errors.As(err, &timeout) {
		return &vm.HostError{Kind: string(codemode.KindToolFailure), Message: fmt.Sprintf("the tool timed out (%s)", timeout.TimeoutType())}
	}
	return &vm.HostError{Kind: string(codemode.KindToolFailure), Message: err.Error()}
}

// status answers StatusQuery.
func (d *driver) status() (Status, error) {
	r := d.s.Result()
	st := Status{State: "running", ActiveMs: d.s.ActiveTime().Milliseconds(), ToolCalls: r.ToolCalls, Logs: r.Logs}
	if d.s.Done() {
		st.State = "done"
		st.Result = &r
	}
	return st, nil
}

func orDefault[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}
