package workflow_test

import (
	"errors"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/testsuite"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

// TestPinnedParkedRunContinuesSuspended: a pinned run (ForPinned) parked
// by a suspend looks every upgrade check, and once its history has reached
// the event budget continues as new still suspended, asking for the
// deployment's current version; the next run starts parked, reports
// suspended, and a resume finishes it as an undisturbed run would. (The
// test environment cannot say that the current version changed: the
// integration test TestDeployNextBuild shows that on a real server.)
func TestPinnedParkedRunContinuesSuspended(t *testing.T) {
	requireVM(t)
	rt := newRuntime(t, codemode.Limits{})
	d := codemodeworker.Deployment{Name: "d", UpgradeCheck: time.Hour}
	var suite testsuite.WorkflowTestSuite
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	finish := start.Add(3 * 24 * time.Hour)
	attempts := 0
	in := workflow.NewInput(rt, daysCode)
	in.EventBudget = 1000

	// The first run: suspended while the job waits, then parked.
	env := suite.NewTestWorkflowEnvironment()
	env.SetStartTime(start)
	d.Register(env, rt)
	jobWaitMock(env, finish, &attempts)
	env.RegisterDelayedCallback(func() {
		env.UpdateWorkflow(workflow.SuspendUpdate, "s1", &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { t.Errorf("suspend rejected: %v", err) },
			OnAccept:   func() {},
			OnComplete: func(_ any, err error) { require.NoError(t, err) },
		}, workflow.SuspendRequest{})
	}, 10*time.Minute)
	env.RegisterDelayedCallback(func() { env.SetCurrentHistoryLength(in.EventBudget) }, 24*time.Hour)
	env.ExecuteWorkflow(workflow.Name, in)
	require.True(t, env.IsWorkflowCompleted())
	var can *sdkworkflow.ContinueAsNewError
	require.True(t, errors.As(env.GetWorkflowError(), &can), "continued as new: %v", env.GetWorkflowError())
	require.Equal(t, sdkworkflow.ContinueAsNewVersioningBehavior(sdkworkflow.ContinueAsNewVersioningBehaviorAutoUpgrade), can.InitialVersioningBehavior)
	require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &in))
	require.True(t, in.Suspended)
	require.NotEmpty(t, in.Snapshot)
	require.Equal(t, 1, in.ContinuedAsNew)
	// It moved at the first upgrade check past the budget, a day in (the
	// checks run hourly from the suspend).
	moved := env.Now()
	require.WithinDuration(t, start.Add(24*time.Hour+10*time.Minute), moved, time.Minute)

	// The next run: parked until resumed, then the job waits again.
	env = suite.NewTestWorkflowEnvironment()
	env.SetStartTime(moved)
	d.Register(env, rt)
	jobWaitMock(env, finish, &attempts)
	env.RegisterDelayedCallback(func() {
		v, err := env.QueryWorkflow(workflow.StatusQuery)
		require.NoError(t, err)
		var st workflow.Status
		require.NoError(t, v.Get(&st))
		require.Equal(t, workflow.StateSuspended, st.State)
		require.Equal(t, 1, st.ContinuedAsNew)
		env.UpdateWorkflow(workflow.ResumeUpdate, "r1", &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { t.Errorf("resume rejected: %v", err) },
			OnAccept:   func() {},
			OnComplete: func(_ any, err error) { require.NoError(t, err) },
		}, workflow.ResumeRequest{})
	}, time.Hour)
	env.ExecuteWorkflow(workflow.Name, in)
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	require.True(t, res.OK, res.String())
	// Date.now is workflow time: three days from the start.
	require.JSONEq(t, `["after three days", 3, 72]`, string(res.Value))
}
