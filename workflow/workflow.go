package workflow

import (
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
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
	rt, err := runtimeFor(in)
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
		cheap:        map[string]bool{},
	}
	for _, e := range in.Extensions {
		d.cheap[e.Path] = e.Cheap
	}
	seed := in.RandomSeed
	if seed == 0 {
		seed = seedFor(runID)
	}
	d.s = rt.Start(in.Code, codemode.RunOptions{
		RunID:      runID,
		Clock:      func() time.Time { return workflow.Now(ctx) },
		RandomSeed: seed,
		Catalog:    append([]durabletools.Descriptor{}, in.Tools...),
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
