package workflow

import (
	"errors"

	"github.com/codemode-go/codemode"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Names of the suspend and resume handlers.
const (
	// SuspendUpdate saves the run and parks the workflow; it returns a
	// SuspendResult. Its validator refuses with the *SuspendError message
	// (naming the blocking calls) while a plain tool, a durable start or an
	// extension call is in flight, as Program.Suspend does in-process.
	SuspendUpdate = "suspend"
	// ResumeUpdate and ResumeSignal go on with a suspended run, from its
	// own snapshot or one given in the ResumeRequest. The update is refused
	// and the signal ignored when the run is not suspended.
	ResumeUpdate = "resume"
	ResumeSignal = "resume"
)

// SuspendRequest is the argument of SuspendUpdate.
type SuspendRequest struct {
	// MaxBytes, when > 0, refuses the suspend when the saved run would be
	// larger.
	MaxBytes int `json:"maxBytes,omitempty"`
}

// SuspendResult is what SuspendUpdate returns: the saved run, which
// Runtime.Resume, Driver.Restore or a new workflow (Input.Snapshot)
// can also go on with.
type SuspendResult struct {
	Snapshot []byte `json:"snapshot"`
}

// ResumeRequest is the argument of ResumeUpdate and ResumeSignal.
type ResumeRequest struct {
	// Snapshot, when set, replaces the workflow's own saved run: a run
	// suspended elsewhere (for the same tools and extensions).
	Snapshot []byte `json:"snapshot,omitempty"`
}

// A suspend waiting for the loop's answer (at its next step boundary).
type suspendRequest struct {
	opts codemode.SuspendOptions
	done bool
	res  SuspendResult
	err  error
}

// A resume waiting for park's answer.
type resumeRequest struct {
	snapshot []byte
	signal   bool // from ResumeSignal: nobody waits for the answer
	done     bool
	err      error
}

// setHandlers registers the suspend and resume update handlers and starts
// the resume signal's listener.
func (d *driver) setHandlers() error {
	err := workflow.SetUpdateHandlerWithOptions(d.ctx, SuspendUpdate, d.onSuspend, workflow.UpdateHandlerOptions{
		Validator: d.validateSuspend,
	})
	if err != nil {
		return err
	}
	err = workflow.SetUpdateHandlerWithOptions(d.ctx, ResumeUpdate, d.onResume, workflow.UpdateHandlerOptions{
		Validator: d.validateResume,
	})
	if err != nil {
		return err
	}
	signals := workflow.GetSignalChannel(d.ctx, ResumeSignal)
	workflow.Go(d.ctx, func(ctx workflow.Context) {
		for {
			var req ResumeRequest
			signals.Receive(ctx, &req)
			if d.s == nil && d.resumeReq == nil {
				d.resumeReq = &resumeRequest{snapshot: req.Snapshot, signal: true}
			}
		}
	})
	return nil
}

// validateSuspend refuses a suspend that cannot land: the same checks as
// the loop makes when it takes the request, without changing anything.
func (d *driver) validateSuspend(ctx workflow.Context, req SuspendRequest) error {
	switch {
	case d.s == nil:
		return errors.New("the run is already suspended")
	case d.s.Done():
		return errors.New("the run has ended")
	case d.suspendReq != nil:
		return errors.New("a suspend is already in progress")
	}
	return d.s.CheckSnapshot(d.started())
}

// onSuspend hands the request to the loop and waits for its answer.
func (d *driver) onSuspend(ctx workflow.Context, req SuspendRequest) (SuspendResult, error) {
	r := &suspendRequest{opts: codemode.SuspendOptions{MaxBytes: req.MaxBytes}}
	d.suspendReq = r
	d.wake.SendAsync(struct{}{})
	if err := workflow.Await(ctx, func() bool { return r.done }); err != nil {
		return SuspendResult{}, err
	}
	return r.res, r.err
}

// suspend answers the pending suspend request at a step boundary and
// reports whether the run is now saved (the loop then parks). A refusal
// (a call that cannot be saved started since the validator ran, or the
// state is over MaxBytes) leaves the run going.
func (d *driver) suspend() bool {
	r := d.suspendReq
	d.suspendReq = nil
	data, err := d.save(r.opts)
	r.done = true
	if err != nil {
		r.err = temporal.NewApplicationError(err.Error(), "SuspendError")
		return false
	}
	d.detach()
	d.stopTimer()
	d.snapshot, d.parkedActive = data, d.s.ActiveTime()
	d.s = nil // parked: the run is only its snapshot
	r.res = SuspendResult{Snapshot: data}
	return true
}

// save snapshots the Session with the driver's knowledge of its calls.
func (d *driver) save(opts codemode.SuspendOptions) ([]byte, error) {
	data, err := d.s.Snapshot(codemode.SnapshotOptions{SuspendOptions: opts, Started: d.started()})
	if err == nil {
		d.observeSnapshot(data)
	}
	return data, err
}

// finishHandlers answers a suspend the loop did not take (the run ended
// or continues as new first) and lets the update handlers return before
// the workflow does.
func (d *driver) finishHandlers() {
	if r := d.suspendReq; r != nil {
		d.suspendReq = nil
		r.done = true
		r.err = temporal.NewApplicationError("the run ended before it could be suspended", "SuspendError")
		if d.stop == stopContinue {
			r.err = temporal.NewApplicationError("the run continued as new before it could be suspended; suspend again", "SuspendError")
		}
	}
	_ = workflow.Await(d.ctx, func() bool { return workflow.AllHandlersFinished(d.ctx) })
}

// validateResume refuses a resume of a run that is not suspended.
func (d *driver) validateResume(ctx workflow.Context, req ResumeRequest) error {
	if d.s != nil || d.resumeReq != nil {
		return errors.New("the run is not suspended")
	}
	return nil
}

// onResume hands the request to park and waits for its answer.
func (d *driver) onResume(ctx workflow.Context, req ResumeRequest) error {
	r := &resumeRequest{snapshot: req.Snapshot}
	d.resumeReq = r
	if err := workflow.Await(ctx, func() bool { return r.done }); err != nil {
		return err
	}
	return r.err
}

// park waits, suspended, until a resume restores the run (or the workflow
// is cancelled: then the run is restored only to end it, cancelling its
// started durable work). Parked time is not active time.
//
// A run pinned to its build (ForPinned) looks every upgradeCheck, and at
// a resume, whether its deployment's current version changed; then park
// returns parkMoved or parkMovedResumed with d.snapshot the run to carry
// (parkMoved too when the checks have filled the history's event budget),
// and the run continues as new onto that version (suspended still, or
// resumed there: the resume is answered once the snapshot has been
// checked here, so a bad one is refused as always).
func (d *driver) park() parkOutcome {
	d.showDetails()
	for {
		resumed, err := d.awaitResume()
		if err != nil { // cancelled
			d.cancelParked()
			return parkResumed
		}
		if !resumed { // an upgrade check
			// Each check adds to the history: a run parked for weeks
			// continues as new, still suspended, at the event budget.
			if d.upgradeChanged() || workflow.GetInfo(d.ctx).GetCurrentHistoryLength() >= d.eventBudget {
				return parkMoved
			}
			continue
		}
		r := d.resumeReq
		snap := d.snapshot
		if len(r.snapshot) > 0 {
			snap = r.snapshot
		}
		move := d.upgradeChanged()
		if move {
			_, err = d.rt.Driver().Restore(snap, codemode.RunOptions{Clock: d.clock, Catalog: d.catalog()})
		} else {
			err = d.restore(snap)
		}
		r.done, d.resumeReq = true, nil
		if err != nil {
			r.err = temporal.NewApplicationError("cannot resume: "+err.Error(), "InvalidSnapshot")
			if r.signal {
				workflow.GetLogger(d.ctx).Warn("resume signal ignored", "error", err)
			}
			continue
		}
		if move {
			d.snapshot = snap
			return parkMovedResumed
		}
		d.snapshot = nil
		return parkResumed
	}
}

// What park ended with.
type parkOutcome int

const (
	parkResumed      parkOutcome = iota // d.s is the restored run (nil: cancelled, unreadable)
	parkMoved                           // continue as new, suspended, with d.snapshot
	parkMovedResumed                    // continue as new, resumed, with d.snapshot
)

// awaitResume waits for a resume request (true) or, for a pinned run, at
// most upgradeCheck (false). Its error is the workflow's cancellation.
func (d *driver) awaitResume() (bool, error) {
	ready := func() bool { return d.resumeReq != nil }
	if d.upgradeCheck <= 0 {
		return true, workflow.Await(d.ctx, ready)
	}
	return workflow.AwaitWithTimeout(d.ctx, d.upgradeCheck, ready)
}

// cancelParked ends a parked run that was cancelled: the saved run is
// restored so cleanup cancels its started durable work.
func (d *driver) cancelParked() {
	d.cancelled = true
	if err := d.restore(d.snapshot); err != nil {
		return // nothing to cancel can be known; d.s stays nil
	}
	d.s.Interrupt(codemode.KindExecutionFailure, "the workflow was cancelled")
}

// restore makes the Session from a saved run and goes on with its calls:
// queued ones come out of TakeCalls (the loop launches them with their
// keys), started durable ones wait again. Active time counts from now.
func (d *driver) restore(state []byte) error {
	r, err := d.rt.Driver().Restore(state, codemode.RunOptions{Clock: d.clock, Catalog: d.catalog()})
	if err != nil {
		return err
	}
	s := r.Session
	d.s = s
	d.last = workflow.Now(d.ctx)
	for _, sc := range r.Started {
		pc, ok := s.PendingCallOf(sc.ID)
		if !ok {
			continue
		}
		c := &call{pc: pc}
		d.live = append(d.live, c)
		if !d.cancelled {
			d.wait(c, sc.Data)
		} else {
			c.phase, c.data = phaseWait, sc.Data
		}
	}
	return nil
}
