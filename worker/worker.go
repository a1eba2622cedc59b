// Package worker registers the CodeMode workflow and its tool activities on
// a Temporal worker:
//
//	w := worker.New(client, workflow.DefaultTaskQueue, codemodeworker.WorkerOptions(worker.Options{}))
//	codemodeworker.Register(w, rt)
//	err := w.Run(worker.InterruptCh())
//
// Every tool of the runtime gets its own activity type named after its path
// (activities.ToolPrefix + "orders.lookup"); a durable tool gets three
// (start, wait, cancel), and every extension function one
// (activities.ExtensionPrefix + "fs.readFile"). Registration follows the
// runtime's tool and extension order, both sorted by path, so every worker
// registers the same way.
//
// Deployment puts the worker in a Temporal Worker Deployment (Worker
// Versioning): runs pinned to the build that started them, moved to a new
// build by continuing as new once it is made current; DefaultBuildID is
// the build id that changes exactly when histories stop replaying.
package worker

import (
	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/workflow"
	"go.temporal.io/sdk/activity"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

// WorkflowRegistry is where the workflow is registered: a worker, or a
// workflow replayer (worker.NewWorkflowReplayer) to replay histories.
type WorkflowRegistry interface {
	RegisterWorkflowWithOptions(w any, options sdkworkflow.RegisterOptions)
}

// Registry is what Register needs: a go.temporal.io/sdk/worker.Worker (or
// its worker.Registry) satisfies it.
type Registry interface {
	WorkflowRegistry
	RegisterActivityWithOptions(a any, options activity.RegisterOptions)
}

// Register registers the workflow bound to rt (RegisterWorkflowFor), one
// activity per tool of rt (three for a durable tool), one per extension
// function of rt and the workflow's yield activity on w.
func Register(w Registry, rt *codemode.Runtime) {
	RegisterWorkflowFor(w, rt)
	RegisterActivities(w, rt)
}

// RegisterWorkflow registers only the workflow, under workflow.Name,
// without a host policy (workflow.Run): the runs' inputs alone decide
// their limits and no snapshot is signed or checked. It suits a worker or
// replayer of a deployment whose worker Runtime has no limits and no
// snapshot keys; otherwise use RegisterWorkflowFor with that Runtime, or
// replays take other paths.
func RegisterWorkflow(w WorkflowRegistry) {
	w.RegisterWorkflowWithOptions(workflow.Run, sdkworkflow.RegisterOptions{Name: workflow.Name})
}

// RegisterWorkflowFor registers only the workflow, under workflow.Name,
// bound to rt (workflow.For): rt's limits bound every run's and rt's
// snapshot keys sign and check its snapshots. A replayer of histories
// recorded by workers of rt registers it too.
func RegisterWorkflowFor(w WorkflowRegistry, rt *codemode.Runtime) {
	w.RegisterWorkflowWithOptions(workflow.For(rt), sdkworkflow.RegisterOptions{Name: workflow.Name})
}

// RegisterActivities registers the tool and extension activities of rt
// and the workflow's yield activity. An extension function's activity
// serves both as a regular and as a local activity (Extension.Cheap).
func RegisterActivities(w Registry, rt *codemode.Runtime) {
	w.RegisterActivityWithOptions(activities.Yield, activity.RegisterOptions{Name: activities.YieldName})
	acts := activities.New(rt)
	for _, e := range rt.Driver().Tools() {
		if e.Tool.Kind() == durabletools.KindDurable {
			w.RegisterActivityWithOptions(acts.Start(e.Path), activity.RegisterOptions{Name: activities.StartPrefix + e.Path})
			w.RegisterActivityWithOptions(acts.Wait(e.Path), activity.RegisterOptions{Name: activities.WaitPrefix + e.Path})
			w.RegisterActivityWithOptions(acts.Cancel(e.Path), activity.RegisterOptions{Name: activities.CancelPrefix + e.Path})
			continue
		}
		w.RegisterActivityWithOptions(acts.Execute(e.Path), activity.RegisterOptions{Name: activities.ToolPrefix + e.Path})
	}
	for _, e := range rt.Extensions() {
		w.RegisterActivityWithOptions(acts.Extension(e.Path), activity.RegisterOptions{Name: activities.ExtensionPrefix + e.Path})
	}
}
