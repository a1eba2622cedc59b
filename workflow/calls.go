package workflow

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

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
	ctx = withSummary(d.options(ctx, pc.Path, pc.Kind, c.phase), callSummary(pc.Path, pc.Input))
	c.future = workflow.ExecuteActivity(ctx, name, activities.Input{Input: pc.Input, Call: pc.Call})
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
		c.future = workflow.ExecuteActivity(withSummary(d.options(ctx, "", durabletools.KindPlain, phaseRun), ec.Path+"(...)"), name, in)
	}
	if ec.Sync {
		d.blocking = c
	}
	d.live = append(d.live, c)
	d.recordExtension(ec)
}

// maxSummary bounds an activity's summary in runes: the Temporal UI shows
// it on one line.
const maxSummary = 120

// callSummary is what the Temporal UI shows for a tool call's activity:
// the call as the program wrote it, its input cut to fit.
func callSummary(path string, input json.RawMessage) string {
	return cutRunes(durabletools.Expression(path)+"("+string(input)+")", maxSummary)
}

// cutRunes is s cut to n runes, the last an ellipsis when it was longer.
func cutRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

// withSummary sets the summary of the activities started with ctx.
func withSummary(ctx workflow.Context, summary string) workflow.Context {
	opts := workflow.GetActivityOptions(ctx)
	opts.Summary = summary
	return workflow.WithActivityOptions(ctx, opts)
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
		herr := hostError(err)
		d.extensionEnded(c.ext.ID, herr)
		d.s.CompleteExtension(c.ext.ID, out.Output, herr)
		return
	}
	if c.phase == phaseStart && err == nil {
		d.wait(c, out.Output)
		return
	}
	d.remove(c)
	herr := hostError(err)
	d.observeCall(c.pc.Path, herr)
	d.s.Complete(c.pc.ID, out.Output, herr)
}

// wait moves a started durable call to its wait activity (retryable, with
// heartbeats), on the workflow's context like any other call: after its
// start returned, or when a restored run goes on waiting.
func (d *driver) wait(c *call, data json.RawMessage) {
	c.phase, c.data = phaseWait, data
	ctx, cancel := workflow.WithCancel(d.ctx)
	c.cancel = cancel
	ctx = withSummary(d.options(ctx, c.pc.Path, c.pc.Kind, phaseWait), "waiting for "+callSummary(c.pc.Path, c.pc.Input))
	c.future = workflow.ExecuteActivity(ctx, activities.WaitPrefix+c.pc.Path, activities.Input{Input: c.data, Call: c.pc.Call})
}

// started lists the durable calls in flight whose start has returned.
func (d *driver) started() []codemode.StartedCall {
	var out []codemode.StartedCall
	for _, c := range d.live {
		if c.ext == nil && c.phase == phaseWait {
			out = append(out, codemode.StartedCall{ID: c.pc.ID, Data: c.data})
		}
	}
	return out
}

// detach stops listening to the calls in flight when the run is saved
// (suspend, continue-as-new): their activities are cancelled, which
// interrupts idempotent tools (they run again with the same key) and
// durable waits (the work goes on; wait is called again). Snapshot refused
// everything else.
func (d *driver) detach() {
	for _, c := range d.live {
		if c.cancel != nil {
			c.cancel()
		}
	}
	d.live = nil
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
		cctx := withSummary(d.options(ctx, c.pc.Path, c.pc.Kind, phaseCancel), "cancelling "+callSummary(c.pc.Path, c.pc.Input))
		cancels = append(cancels, workflow.ExecuteActivity(cctx, activities.CancelPrefix+c.pc.Path,
			activities.Input{Input: c.data, Call: c.pc.Call}))
	}
	for _, c := range d.live {
		switch c.phase {
		case phaseRun:
			c.cancel()
		case phaseWait:
			if c.cancel != nil { // nil: a parked run's started call
				c.cancel()
			}
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

// hostError is how an activity's failure reaches the program: a tool's or
// extension function's own error keeps its kind, any kind, and its message,
// as in-process; a timeout, a cancellation or a lost worker is a
// ToolFailure.
func hostError(err error) *vm.HostError {
	if err == nil {
		return nil
	}
	var app *temporal.ApplicationError
	if errors.As(err, &app) {
		if kind, ok := activities.HostErrorKind(app); ok {
			return &vm.HostError{Kind: kind, Message: app.Message()}
		}
		// No mark: an SDK error, or a failure recorded before the mark
		// existed (replay must settle it as it did then).
		switch kind := codemode.Kind(app.Type()); kind {
		case codemode.KindToolFailure, codemode.KindInvalidToolInput, codemode.KindInvalidToolOutput, codemode.KindUnknownTool,
			codemode.KindExecutionFailure:
			return &vm.HostError{Kind: string(kind), Message: app.Message()}
		}
		return &vm.HostError{Kind: string(codemode.KindToolFailure), Message: app.Message()}
	}
	var timeout *temporal.TimeoutError
	if errors.As(err, &timeout) {
		return &vm.HostError{Kind: string(codemode.KindToolFailure), Message: timeoutMessage(timeout.TimeoutType())}
	}
	return &vm.HostError{Kind: string(codemode.KindToolFailure), Message: err.Error()}
}

// timeoutMessage says which of the activity's timeouts ended the call, in
// words ("start-to-close"; the enum's String has no separators).
func timeoutMessage(t enumspb.TimeoutType) string {
	switch t {
	case enumspb.TIMEOUT_TYPE_HEARTBEAT:
		return "the worker running the tool stopped or lost contact (heartbeat timeout)"
	case enumspb.TIMEOUT_TYPE_START_TO_CLOSE:
		return "the tool timed out (start-to-close timeout)"
	case enumspb.TIMEOUT_TYPE_SCHEDULE_TO_CLOSE:
		return "the tool timed out (schedule-to-close timeout)"
	case enumspb.TIMEOUT_TYPE_SCHEDULE_TO_START:
		return "the tool timed out (schedule-to-start timeout)"
	}
	return fmt.Sprintf("the tool timed out (%s timeout)", strings.ToLower(t.String()))
}
