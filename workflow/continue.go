package workflow

import (
	"github.com/codemode-go/codemode"
	"go.temporal.io/sdk/workflow"
)

// shouldContinue reports whether the run should continue as new now: its
// history has reached the event budget, the server suggests it, or the
// run is pinned to a build that is no longer its deployment's current
// version (upgradeChanged); and the run can be saved (no plain tool,
// durable start or extension call in flight; otherwise it asks again
// after the next event).
func (d *driver) shouldContinue() bool {
	if d.inline {
		return false // the caller's history, not the run's
	}
	info := workflow.GetInfo(d.ctx)
	if info.GetCurrentHistoryLength() < d.eventBudget && !info.GetContinueAsNewSuggested() && !d.upgradeChanged() {
		return false
	}
	return d.s.CheckSnapshot(d.started()) == nil
}

// saveForContinue saves the run for continue-as-new; if that fails (it
// should not: shouldContinue checked the calls) the run goes on here and
// stops trying.
func (d *driver) saveForContinue() bool {
	data, err := d.save(codemode.SuspendOptions{})
	if err != nil {
		workflow.GetLogger(d.ctx).Warn("cannot continue as new: the run goes on in this history", "error", err)
		d.eventBudget = int(^uint(0) >> 1)
		return false
	}
	d.snapshot = data
	return true
}

// continueAsNew returns the error that continues the workflow as new with
// the saved run (parked there when suspended): idempotent calls in flight
// run again there with the same keys, started durable calls wait again.
// Active time goes on counting from the snapshot.
func (d *driver) continueAsNew(suspended bool) error {
	d.detach()
	d.stopTimer()
	next := d.in
	next.Code, next.Bindings = "", nil // the snapshot carries them
	next.Snapshot = d.snapshot
	next.Suspended = suspended
	next.ContinuedAsNew++
	// A run pinned to its build (Worker Versioning) starts its next run on
	// the deployment's current version, which then pins it; the snapshot,
	// not the history, crosses builds. Unversioned runs ignore it.
	opts := workflow.ContinueAsNewErrorOptions{InitialVersioningBehavior: workflow.ContinueAsNewVersioningBehaviorAutoUpgrade}
	return workflow.NewContinueAsNewErrorWithOptions(d.ctx, opts, Name, next)
}

// upgradeChanged reports whether this run is pinned to a build (ForPinned)
// and the server said, in this workflow task, that its deployment's
// current version is another one.
func (d *driver) upgradeChanged() bool {
	return d.upgradeCheck > 0 && workflow.GetInfo(d.ctx).GetTargetWorkerDeploymentVersionChanged()
}
