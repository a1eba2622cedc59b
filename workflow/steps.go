package workflow

import (
	"errors"

	"github.com/codemode-go/codemode"
	"github.com/google/uuid"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// RunChild runs in as a child codemode.run workflow of the calling
// workflow and returns its Result: the way a workflow of your own runs a
// program as one of its steps. The child gets everything a run started
// from a client has (its own history, suspend and resume by its workflow
// id, continue-as-new, the status query), and its tool activities run on
// the child's task queue, the caller's unless ctx says otherwise.
//
// Set the child's options on ctx with workflow.WithChildOptions:
// WorkflowID (the SDK derives one from the caller's by default),
// TaskQueue, timeouts, ParentClosePolicy (by default the child is
// terminated when the caller closes) and WaitForCancellation. Cancelling
// ctx cancels the child: the program is interrupted, its durable work
// cancelled, and RunChild returns the SDK's CanceledError. A failing
// program is a Result with OK false, not an error; the error is for a
// child that could not run (an invalid Input) or did not end (timeouts,
// termination).
//
// Build in with NewInput on the Runtime of the worker that serves the
// child (its catalog is pinned in the input); the caller's worker needs
// nothing registered for the child beyond that worker's workflow.
func RunChild(ctx workflow.Context, in Input) (codemode.Result, error) {
	var res codemode.Result
	err := workflow.ExecuteChildWorkflow(ctx, Name, in).Get(ctx, &res)
	return res, err
}

// Execute runs in inline, inside the calling workflow, for short programs
// that need no suspend or continue-as-new of their own: the program's
// tool calls are activities of the calling workflow (its worker must
// register them: worker.RegisterActivities with the same Runtime as host),
// with the same limits, timeouts, determinism and Result as a codemode.run
// workflow. host bounds the run as For does (nil: the Input's limits
// alone).
//
// An inline run registers no query, signal or update handler and never
// continues the caller as new, so several inline runs (one after another
// or at the same time) and the caller's own handlers do not collide; each
// gets its own run id (Input.RunID, or a fresh one recorded in the
// history), which keys its tool calls. What it cannot do is an error, not
// a surprise: it cannot resume a snapshot (Input.Snapshot), and it cannot
// be suspended. A run that may outgrow one history should be a RunChild.
func Execute(ctx workflow.Context, host *codemode.Runtime, in Input) (codemode.Result, error) {
	if len(in.Snapshot) > 0 || in.Suspended {
		return codemode.Result{}, errors.New("workflow.Execute: an inline run cannot resume a snapshot; run it with RunChild")
	}
	rt, err := runtimeFor(in, host)
	if err != nil {
		return codemode.Result{}, invalidInput(err)
	}
	runID := in.RunID
	if runID == "" {
		// Recorded, so a replay takes the same id.
		if err := workflow.SideEffect(ctx, func(workflow.Context) any { return uuid.NewString() }).Get(&runID); err != nil {
			return codemode.Result{}, err
		}
	}
	d := newDriver(ctx, rt, host, in)
	d.inline = true
	defer d.releaseHeap()
	d.start(runID)
	d.startTimer()
	d.loop()
	d.stopTimer()
	d.cleanup()
	if d.cancelled {
		d.observeEnd("cancelled")
		return d.s.Result(), temporal.NewCanceledError("the workflow was cancelled")
	}
	d.observeEnd("")
	return d.s.Result(), nil
}
