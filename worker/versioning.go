package worker

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/workflow"
	sdkworker "go.temporal.io/sdk/worker"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

// Deployment puts a CodeMode worker in a Temporal Worker Deployment (Worker
// Versioning): its runs are pinned to the build that started them, because
// a run's history replays only on that build (it records where CPU yields
// fell, and the VM state its snapshots need), and move to a newer build by
// continuing as new with their snapshot (workflow.ForPinned).
//
//	d := codemodeworker.Deployment{Name: "codemode"}
//	w := worker.New(c, queue, d.WorkerOptions(worker.Options{}))
//	d.Register(w, rt)
//
// A deploy starts workers of the new build with the same Name, makes the
// new build the deployment's current version (temporal worker deployment
// set-current-version), and retires the old build's workers once the
// server reports the old version drained: new runs start on the new build,
// waiting and suspended runs continue as new onto it within about
// UpgradeCheck, and runs busy in a call that cannot be saved finish that
// call on the old build first (see the README's Temporal section).
type Deployment struct {
	// Name is the Worker Deployment's name, the same for every build.
	Name string
	// BuildID names this build; empty means DefaultBuildID().
	BuildID string
	// Behavior is the workflow's versioning behavior; the zero value
	// means sdkworkflow.VersioningBehaviorPinned. AutoUpgrade moves runs
	// mid-history to the current build, which replays them: only safe
	// between builds whose DefaultBuildID is the same.
	Behavior sdkworkflow.VersioningBehavior
	// UpgradeCheck is how often a pinned run that waits looks for a new
	// current version; 0 means workflow.DefaultUpgradeCheck.
	UpgradeCheck time.Duration
}

// DefaultBuildID is the build id of a worker of this build: it is derived
// from what decides whether a run's history replays and its snapshots
// resume, the VM build (snapshot.BuildID: the built-in tables, the
// intrinsics and the self-hosted library's bytecode) and the workflow's
// history version (workflow.HistoryVersion: the workflow driver and the
// step accounting). Two builds share it exactly when they may serve the
// same runs mid-history, so a deploy of a build with the same id needs no
// new deployment version, and any other build gets one.
func DefaultBuildID() string {
	h := sha256.New()
	h.Write([]byte("codemode-worker-build\x00"))
	h.Write(snapshot.BuildID())
	var v [8]byte
	binary.LittleEndian.PutUint64(v[:], workflow.HistoryVersion)
	h.Write(v[:])
	return "codemode-" + hex.EncodeToString(h.Sum(nil)[:8])
}

// Version is the Worker Deployment Version of the deployment's workers.
func (d Deployment) Version() sdkworker.WorkerDeploymentVersion {
	id := d.BuildID
	if id == "" {
		id = DefaultBuildID()
	}
	return sdkworker.WorkerDeploymentVersion{DeploymentName: d.Name, BuildID: id}
}

func (d Deployment) behavior() sdkworkflow.VersioningBehavior {
	if d.Behavior == sdkworkflow.VersioningBehaviorUnspecified {
		return sdkworkflow.VersioningBehaviorPinned
	}
	return d.Behavior
}

// WorkerOptions returns opts with Worker Versioning on for d's version
// (opts.DeploymentOptions); it composes with MemoryBudget.WorkerOptions.
func (d Deployment) WorkerOptions(opts sdkworker.Options) sdkworker.Options {
	opts = WorkerOptions(opts)
	opts.DeploymentOptions = sdkworker.DeploymentOptions{
		UseVersioning:             true,
		Version:                   d.Version(),
		DefaultVersioningBehavior: d.behavior(),
	}
	return opts
}

// Register is the package's Register for a worker of the deployment: the
// workflow with d's versioning behavior (RegisterWorkflowFor), the
// activities as always.
func (d Deployment) Register(w Registry, rt *codemode.Runtime) {
	d.RegisterWorkflowFor(w, rt)
	RegisterActivities(w, rt)
}

// RegisterWorkflowFor registers only the workflow, bound to rt, with d's
// versioning behavior: workflow.ForPinned for pinned runs (with
// UpgradeCheck), workflow.For otherwise. A replayer of the deployment's
// histories registers it the same way.
func (d Deployment) RegisterWorkflowFor(w WorkflowRegistry, rt *codemode.Runtime) {
	fn := workflow.For(rt)
	if d.behavior() == sdkworkflow.VersioningBehaviorPinned {
		fn = workflow.ForPinned(rt, d.UpgradeCheck)
	}
	w.RegisterWorkflowWithOptions(fn, sdkworkflow.RegisterOptions{Name: workflow.Name, VersioningBehavior: d.behavior()})
}
