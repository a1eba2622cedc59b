package workflow

import (
	"encoding/hex"
	"errors"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Run states reported by StatusQuery.
const (
	StateRunning   = "running"
	StateSuspended = "suspended"
	StateDone      = "done"
)

// Status is the answer to StatusQuery: the run's progress so far.
type Status struct {
	// State is StateRunning, StateSuspended or StateDone.
	State string `json:"state"`
	// ActiveMs is the active time counted against timeoutMs so far.
	ActiveMs int64 `json:"activeMs"`
	// Steps is how many VM steps the program has run.
	Steps int64 `json:"steps,omitempty"`
	// ContinuedAsNew counts the continue-as-new hops of the run so far.
	ContinuedAsNew int `json:"continuedAsNew,omitempty"`
	// SnapshotBytes is the size of the saved run while suspended.
	SnapshotBytes int `json:"snapshotBytes,omitempty"`
	// SavedBy is the VM build (snapshot.BuildID, in hex) that saved the
	// run while suspended: a later build resumes it unless it cannot run
	// it, and then says so naming this build.
	SavedBy string `json:"savedBy,omitempty"`
	// ToolCalls are the admitted calls so far, in order, with their state
	// (not kept while suspended: the run is only its snapshot then).
	ToolCalls []codemode.ToolCall `json:"toolCalls"`
	// ExtensionCalls are the extension calls launched so far, in order,
	// with their state. Only this workflow run's: not kept while
	// suspended, and a run continued as new starts a new list.
	ExtensionCalls []ExtensionCallStatus `json:"extensionCalls,omitempty"`
	Logs           []string              `json:"logs,omitempty"`
	// Result is the final Result once State is "done".
	Result *codemode.Result `json:"result,omitempty"`
}

// Run is the workflow: it runs in.Code (or goes on with in.Snapshot) to the
// end and returns the same Result an in-process run with the same tool
// outcomes gives. It fails (as a workflow) only on an invalid Input; a
// failing program is a Result with ok false. Cancelling the workflow
// interrupts the program, cancels durable tool work, and ends the workflow
// as cancelled.
//
// A run can be suspended (SuspendUpdate) and resumed (ResumeUpdate,
// ResumeSignal), and continues as new with its snapshot before its history
// grows large (Input.EventBudget, or the server's suggestion).
//
// Run applies no host policy of its own: the Input's limits and any
// snapshot it is given decide. A worker registers For(rt) instead
// (worker.Register does), which bounds them by its Runtime's.
func Run(ctx workflow.Context, in Input) (codemode.Result, error) {
	return run(ctx, in, nil, 0)
}

// For is Run bound to a worker's Runtime, the host's policy for every run
// it takes: host's limits bound the run's (Input.Limits and a snapshot's
// saved limits, made Stricter field by field; host's MaxSteps,
// MaxCallDepth and MaxMemoryBytes apply too), and host's SnapshotKeys
// sign the snapshots the run saves (SuspendUpdate, continue-as-new) and
// are required of the snapshots it restores (Input.Snapshot,
// ResumeRequest.Snapshot), which anyone who can start or update a
// workflow, or write its history's blob store, may have written.
//
// Like the workflow code, the policy is part of what a history replays
// with: every worker of a task queue (and every replayer of its
// histories) needs the same limits and keys, and a key rotation keeps the
// old key among SnapshotKeys.Previous while histories that carry its
// snapshots may still replay. Keys turned on refuse the unsigned
// snapshots of runs already under way (continued as new or suspended
// before): let those finish on workers without keys first.
func For(host *codemode.Runtime) func(workflow.Context, Input) (codemode.Result, error) {
	return func(ctx workflow.Context, in Input) (codemode.Result, error) {
		return run(ctx, in, host, 0)
	}
}

// ForPinned is For for the workers of a Worker Deployment Version whose
// runs are pinned to it (worker.Deployment registers it): a run stays on
// the build that started it, since its history replays only there, and
// moves to the deployment's current version by continuing as new with its
// snapshot. It does so at its first safe point once the server tells it
// the current version changed (WorkflowInfo's
// GetTargetWorkerDeploymentVersionChanged), and every continue-as-new
// starts on the current version.
//
// The server tells a run only in a workflow task, and a run blocked on a
// long host call (a durable wait) or parked by a suspend has none: such a
// run wakes every upgradeCheck (a timer; 0 means DefaultUpgradeCheck) to
// look. So the old build serves its waiting and suspended runs for at most
// about upgradeCheck after the deploy, plus the calls that cannot be saved
// (plain tools, durable starts, extension calls) still in flight.
//
// The timers are part of the history: a replayer of these histories
// registers ForPinned too (worker.Deployment.RegisterWorkflowFor; replay
// matches timers by their order, not their duration).
func ForPinned(host *codemode.Runtime, upgradeCheck time.Duration) func(workflow.Context, Input) (codemode.Result, error) {
	upgradeCheck = orDefault(upgradeCheck, DefaultUpgradeCheck)
	return func(ctx workflow.Context, in Input) (codemode.Result, error) {
		return run(ctx, in, host, upgradeCheck)
	}
}

// DefaultUpgradeCheck is how often a pinned run that waits looks whether
// its deployment has a new current version (ForPinned): each look adds
// five events to its history.
const DefaultUpgradeCheck = 5 * time.Minute

func run(ctx workflow.Context, in Input, host *codemode.Runtime, upgradeCheck time.Duration) (codemode.Result, error) {
	rt, err := runtimeFor(in, host)
	if err != nil {
		return codemode.Result{}, invalidInput(err)
	}
	runID := in.RunID
	if runID == "" {
		runID = workflow.GetInfo(ctx).WorkflowExecution.ID
	}
	d := newDriver(ctx, rt, host, in)
	d.upgradeCheck = upgradeCheck
	defer d.releaseHeap()
	if err := workflow.SetQueryHandler(ctx, StatusQuery, d.status); err != nil {
		return codemode.Result{}, err
	}
	if err := d.setHandlers(); err != nil {
		return codemode.Result{}, err
	}
	switch {
	case in.Suspended && len(in.Snapshot) > 0:
		// Continued as new while suspended: parked again, the snapshot
		// is read when the run is resumed.
		d.snapshot = in.Snapshot
	case len(in.Snapshot) > 0:
		if err := d.restore(in.Snapshot); err != nil {
			if otherBuild(err) {
				// Saved by a worker of another VM build (a run continued
				// as new during a deploy): fail this workflow task, not
				// the run, so a worker of that build can take it.
				panic(err)
			}
			return codemode.Result{}, invalidInput(err)
		}
	default:
		d.start(runID)
	}
	for {
		if d.s != nil {
			d.startTimer()
			d.loop()
			if d.stop == stopNone {
				break
			}
			if d.stop == stopContinue {
				d.finishHandlers()
				d.observeEnd("continued")
				return codemode.Result{}, d.continueAsNew(false)
			}
			d.reportHeap() // suspended: only the snapshot now
		}
		if moved := d.park(); moved != parkResumed {
			d.finishHandlers()
			d.observeEnd("continued")
			return codemode.Result{}, d.continueAsNew(moved == parkMoved)
		}
		if d.s == nil { // cancelled, and the saved run was unreadable
			return codemode.Result{}, temporal.NewCanceledError("the workflow was cancelled")
		}
	}
	d.finishHandlers()
	d.cleanup()
	if d.cancelled {
		d.observeEnd("cancelled")
		return d.s.Result(), temporal.NewCanceledError("the workflow was cancelled")
	}
	d.observeEnd("")
	return d.s.Result(), nil
}

// newDriver is the driver of a run of in on rt (runtimeFor).
func newDriver(ctx workflow.Context, rt, host *codemode.Runtime, in Input) *driver {
	d := &driver{
		ctx:          ctx,
		rt:           rt,
		host:         host,
		in:           in,
		toolTimeout:  orDefault(time.Duration(in.ToolTimeoutMs)*time.Millisecond, DefaultToolTimeout),
		stepBudget:   orDefault(in.StepBudget, DefaultStepBudget),
		stepsPerTask: orDefault(in.StepsPerTask, DefaultStepsPerTask),
		eventBudget:  orDefault(in.EventBudget, DefaultEventBudget),
		toolOptions:  in.ToolOptions,
		last:         workflow.Now(ctx),
		cheap:        map[string]bool{},
		wake:         workflow.NewBufferedChannel(ctx, 1),
	}
	for _, e := range in.Extensions {
		d.cheap[e.Path] = e.Cheap
	}
	return d
}

// start starts the program of d.in as run runID.
func (d *driver) start(runID string) {
	seed := d.in.RandomSeed
	if seed == 0 {
		seed = seedFor(runID)
	}
	d.s = d.rt.Driver().Start(d.in.Code, codemode.RunOptions{
		RunID:      runID,
		Clock:      d.clock,
		RandomSeed: seed,
		Catalog:    d.catalog(),
		Bindings:   d.in.bindings(),
	})
}

// otherBuild reports whether a snapshot failed to load because another VM
// build saved it and this one cannot resume it.
func otherBuild(err error) bool { return errors.Is(err, snapshot.ErrOtherBuild) }

func invalidInput(err error) error {
	return temporal.NewNonRetryableApplicationError("invalid workflow input: "+err.Error(), "InvalidInput", nil)
}

// clock is Date.now's clock: workflow time.
func (d *driver) clock() time.Time { return workflow.Now(d.ctx) }

// catalog is the tool catalog pinned in the input, as RunOptions.Catalog.
func (d *driver) catalog() []durabletools.Descriptor {
	return append([]durabletools.Descriptor{}, d.in.Tools...)
}

// startTimer starts the run's timeout timer for the active time left: one
// timer per stretch of running (without suspends, the whole run).
func (d *driver) startTimer() {
	left, ok := d.s.TimeLeft()
	if !ok || d.s.Done() {
		return
	}
	ctx, cancel := workflow.WithCancel(d.ctx)
	d.timer, d.timerCancel = workflow.NewTimer(ctx, left), cancel
}

// stopTimer cancels the timeout timer while the run does not count time.
func (d *driver) stopTimer() {
	if d.timer != nil {
		d.timerCancel()
		d.timer = nil
	}
}

// status answers StatusQuery.
func (d *driver) status() (Status, error) {
	if d.s == nil {
		st := Status{State: StateSuspended, ActiveMs: d.parkedActive.Milliseconds(), ContinuedAsNew: d.in.ContinuedAsNew,
			SnapshotBytes: len(d.snapshot), ToolCalls: []codemode.ToolCall{}}
		if u, err := snapshot.Unpack(d.snapshot, nil); err == nil {
			st.SavedBy = hex.EncodeToString(u.SavedBy())
		}
		return st, nil
	}
	r := d.s.Result()
	st := Status{State: StateRunning, ActiveMs: d.s.ActiveTime().Milliseconds(), Steps: d.s.Steps(),
		ContinuedAsNew: d.in.ContinuedAsNew, ToolCalls: r.ToolCalls, ExtensionCalls: d.extensionCalls(), Logs: r.Logs}
	if d.s.Done() {
		st.State = StateDone
		st.Result = &r
	}
	return st, nil
}
