package worker

import (
	"regexp"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	sdkworker "go.temporal.io/sdk/worker"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

// The default build id names this build's VM and history version, the
// same on every call.
func TestDefaultBuildID(t *testing.T) {
	id := DefaultBuildID()
	require.Regexp(t, regexp.MustCompile(`^codemode-[0-9a-f]{16}$`), id)
	require.Equal(t, id, DefaultBuildID())
	require.Equal(t, id, Deployment{Name: "d"}.Version().BuildID)
	require.Equal(t, "b1", Deployment{Name: "d", BuildID: "b1"}.Version().BuildID)
}

// A deployment's worker options turn versioning on for its version, with
// runs pinned unless told otherwise, and keep the other options.
func TestDeploymentWorkerOptions(t *testing.T) {
	opts := Deployment{Name: "d", BuildID: "b1"}.WorkerOptions(sdkworker.Options{Identity: "me"})
	require.Equal(t, "me", opts.Identity)
	require.Equal(t, sdkworker.DeploymentOptions{
		UseVersioning:             true,
		Version:                   sdkworker.WorkerDeploymentVersion{DeploymentName: "d", BuildID: "b1"},
		DefaultVersioningBehavior: sdkworkflow.VersioningBehaviorPinned,
	}, opts.DeploymentOptions)
	auto := Deployment{Name: "d", Behavior: sdkworkflow.VersioningBehaviorAutoUpgrade}.WorkerOptions(sdkworker.Options{})
	require.Equal(t, sdkworkflow.VersioningBehaviorAutoUpgrade, auto.DeploymentOptions.DefaultVersioningBehavior)
}

type behaviorRecorder struct {
	behaviors []sdkworkflow.VersioningBehavior
}

func (r *behaviorRecorder) RegisterWorkflowWithOptions(w any, o sdkworkflow.RegisterOptions) {
	r.behaviors = append(r.behaviors, o.VersioningBehavior)
}

func (r *behaviorRecorder) RegisterActivityWithOptions(a any, o activity.RegisterOptions) {}

// The workflow is registered with the deployment's versioning behavior.
func TestDeploymentRegister(t *testing.T) {
	rt, err := codemode.New(codemode.Options{})
	require.NoError(t, err)
	var r behaviorRecorder
	Deployment{Name: "d"}.Register(&r, rt)
	Deployment{Name: "d", Behavior: sdkworkflow.VersioningBehaviorAutoUpgrade}.RegisterWorkflowFor(&r, rt)
	require.Equal(t, []sdkworkflow.VersioningBehavior{sdkworkflow.VersioningBehaviorPinned, sdkworkflow.VersioningBehaviorAutoUpgrade}, r.behaviors)
}

// TestWorkerOptionsDeadlockDetection: every options helper gives at least
// DeadlockDetectionTimeout, and keeps a larger one.
func TestWorkerOptionsDeadlockDetection(t *testing.T) {
	require.Equal(t, DeadlockDetectionTimeout, WorkerOptions(sdkworker.Options{}).DeadlockDetectionTimeout)
	require.Equal(t, time.Minute, WorkerOptions(sdkworker.Options{DeadlockDetectionTimeout: time.Minute}).DeadlockDetectionTimeout)
	require.Equal(t, DeadlockDetectionTimeout, Deployment{Name: "d", BuildID: "b"}.WorkerOptions(sdkworker.Options{}).DeadlockDetectionTimeout)
	budget, err := NewMemoryBudget(1<<30, 0)
	require.NoError(t, err)
	opts, err := budget.WorkerOptions(sdkworker.Options{})
	require.NoError(t, err)
	require.Equal(t, DeadlockDetectionTimeout, opts.DeadlockDetectionTimeout)
}
