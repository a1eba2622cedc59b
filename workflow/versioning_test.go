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

// TestPinnedResumeMovesToCurrentVersion: a resume of a pinned run that
// arrives once the deployment's current version changed is answered here
// (a bad snapshot is refused, and the run stays parked) and the resumed
// run continues as new onto the current version, where it ends as an
// undisturbed run would.
func TestPinnedResumeMovesToCurrentVersion(t *testing.T) {
	rt := newRuntime(t, codemode.Limits{})
	d := codemodeworker.Deployment{Name: "d", UpgradeCheck: 24 * time.Hour}
	var suite testsuite.WorkflowTestSuite
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	finish := start.Add(3 * 24 * time.Hour)
	attempts := 0
	in := workflow.NewInput(rt, daysCode)

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
	var resumeErrs []error
	resume := func(id string, req workflow.ResumeRequest) {
		env.UpdateWorkflow(workflow.ResumeUpdate, id, &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { t.Errorf("resume %s rejected: %v", id, err) },
			OnAccept:   func() {},
			OnComplete: func(_ any, err error) { resumeErrs = append(resumeErrs, err) },
		}, req)
	}
	env.RegisterDelayedCallback(func() {
		env.SetTargetWorkerDeploymentVersionChanged(true)
		resume("bad", workflow.ResumeRequest{Snapshot: []byte("garbage")})
	}, time.Hour)
	env.RegisterDelayedCallback(func() { resume("good", workflow.ResumeRequest{}) }, 2*time.Hour)
	env.ExecuteWorkflow(workflow.Name, in)
	require.True(t, env.IsWorkflowCompleted())
	require.Len(t, resumeErrs, 2)
	require.ErrorContains(t, resumeErrs[0], "cannot resume")
	require.NoError(t, resumeErrs[1])
	var can *sdkworkflow.ContinueAsNewError
	require.True(t, errors.As(env.GetWorkflowError(), &can), "continued as new: %v", env.GetWorkflowError())
	require.Equal(t, sdkworkflow.ContinueAsNewVersioningBehavior(sdkworkflow.ContinueAsNewVersioningBehaviorAutoUpgrade), can.InitialVersioningBehavior)
	require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &in))
	require.False(t, in.Suspended, "resumed")
	require.NotEmpty(t, in.Snapshot)
	moved := env.Now()
	require.WithinDuration(t, start.Add(2*time.Hour), moved, time.Minute)

	env = suite.NewTestWorkflowEnvironment()
	env.SetStartTime(moved)
	d.Register(env, rt)
	jobWaitMock(env, finish, &attempts)
	env.ExecuteWorkflow(workflow.Name, in)
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `["after three days", 3, 72]`, string(res.Value))
}

// TestPinnedWaitingRunMoves: a pinned run waiting on a durable job
// continues as new at its next upgrade check once the current version
// changed; an unversioned run (For) ignores the flag and waits on.
func TestPinnedWaitingRunMoves(t *testing.T) {
	rt := newRuntime(t, codemode.Limits{})
	var suite testsuite.WorkflowTestSuite
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	run := func(register func(*testsuite.TestWorkflowEnvironment)) (*testsuite.TestWorkflowEnvironment, error) {
		env := suite.NewTestWorkflowEnvironment()
		env.SetStartTime(start)
		register(env)
		attempts := 0
		jobWaitMock(env, start.Add(3*24*time.Hour), &attempts)
		env.RegisterDelayedCallback(func() { env.SetTargetWorkerDeploymentVersionChanged(true) }, 10*time.Hour)
		env.ExecuteWorkflow(workflow.Name, workflow.NewInput(rt, daysCode))
		require.True(t, env.IsWorkflowCompleted())
		return env, env.GetWorkflowError()
	}

	env, err := run(func(env *testsuite.TestWorkflowEnvironment) {
		codemodeworker.Deployment{Name: "d", UpgradeCheck: 4 * time.Hour}.Register(env, rt)
	})
	var can *sdkworkflow.ContinueAsNewError
	require.True(t, errors.As(err, &can), "continued as new: %v", err)
	var next workflow.Input
	require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &next))
	require.False(t, next.Suspended)
	require.NotEmpty(t, next.Snapshot)
	// The first check after the change: checks every 4 h from the wait.
	require.WithinDuration(t, start.Add(12*time.Hour), env.Now(), time.Minute)

	_, err = run(func(env *testsuite.TestWorkflowEnvironment) { codemodeworker.Register(env, rt) })
	require.NoError(t, err, "an unversioned run waits on")
}
