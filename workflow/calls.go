package workflow

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// A call's phase: a plain or idempotent tool runs in one activity, a
// durable one in a start activity and then a wait activity.
const (
	phaseRun = iota
	phaseStart
	phaseWait
)

// call is a tool or extension call in flight.
type call struct {
	pc     codemode.PendingCall
	ext    *codemode.ExtensionCall // an extension call's (pc unused)
	phase  int
	future workflow.Future
	cancel workflow.CancelFunc
	data   json.RawMessage // a durable call's data, once started
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

// launchExtension starts the activity for an extension call: a local
// activity when the host marked the extension cheap, else an activity with
// one attempt, like a plain tool (the function may have effects). A
// synchronous call blocks the program: deliver waits for it alone.
func (d *driver) launchExtension(ec codemode.ExtensionCall) {
	c := &call{ext: &ec}
	ctx, cancel := workflow.WithCancel(d.ctx)
	c.cancel = cancel
	name := activities.ExtensionPrefix + ec.Path
	in := activities.ExtensionInput{ID: ec.ID, Args: ec.Args, Sync: ec.Sync, Key: ec.Key}
	if d.cheap[ec.Path] {
		ctx = workflow.WithLocalActivityOptions(ctx, workflow.LocalActivityOptions{
			StartToCloseTimeout: d.toolTimeout,
			RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
		})
		c.future = workflow.ExecuteLocalActivity(ctx, name, in)
	} else {
		c.future = workflow.ExecuteActivity(d.options(ctx, durabletools.KindPlain, phaseRun), name, in)
	}
	if ec.Sync {
		d.blocking = c
	}
	d.live = append(d.live, c)
}

// finished handles an activity of c that has ended.
func (d *driver) finished(c *call) {
	var out activities.Output
	err := c.future.Get(d.ctx, &out)
	if c.ext != nil {
		d.remove(c)
		if d.blocking == c {
			d.blocking = nil
		}
		d.s.CompleteExtension(c.ext.ID, out.Output, hostError(err))
		return
	}
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

// hostError is how an activity's failure reaches the program: a tool's or
// extension function's own error keeps its kind and message; a timeout, a cancellation or a lost
// worker is a ToolFailure.
func hostError(err error) *vm.HostError {
	if err == nil {
		return nil
	}
	var app *temporal.ApplicationError
	if errors.As(err, &app) {
		switch kind := codemode.Kind(app.Type()); kind {
		case codemode.KindToolFailure, codemode.KindInvalidToolInput, codemode.KindInvalidToolOutput, codemode.KindUnknownTool,
			codemode.KindExecutionFailure:
			return &vm.HostError{Kind: string(kind), Message: app.Message()}
		}
		return &vm.HostError{Kind: string(codemode.KindToolFailure), Message: app.Message()}
	}
	var timeout *temporal.TimeoutError
	if errors.As(err, &timeout) {
		msg := fmt.Sprintf("the tool timed out (%s timeout)", strings.ToLower(timeout.TimeoutType().String()))
		if timeout.TimeoutType() == enumspb.TIMEOUT_TYPE_HEARTBEAT {
			msg = "the worker running the tool stopped or lost contact (heartbeat timeout)"
		}
		return &vm.HostError{Kind: string(codemode.KindToolFailure), Message: msg}
	}
	return &vm.HostError{Kind: string(codemode.KindToolFailure), Message: err.Error()}
}
