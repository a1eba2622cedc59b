package workflow_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/testsuite"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

const threeDays = 72 * time.Hour

// daysCode waits for a durable job, then makes one more call.
const daysCode = `const t0 = Date.now()
const j = await tools.testkit.job({ms: 1, value: "after three days"})
const x = await tools.testkit.add({a: 1, b: 2})
return [j.value, x.sum, Math.round((Date.now() - t0) / 3600000)]`

// jobWaitMock makes the job's wait take three days of workflow time from
// the first attempt, like a real job that finishes at a fixed time: each
// attempt waits for what is left, at most a day (the activity's timeout).
func jobWaitMock(env *testsuite.TestWorkflowEnvironment, finish time.Time, attempts *int) {
	env.OnActivity(activities.WaitPrefix+"testkit.job", mock.Anything, mock.Anything).
		AfterFn(func() time.Duration {
			*attempts++
			return min(finish.Sub(env.Now()), 23*time.Hour)
		}).
		Return(func(_ context.Context, in activities.Input) (activities.Output, error) {
			if env.Now().Before(finish) {
				return activities.Output{}, errors.New("the job is still running")
			}
			return activities.Output{Output: []byte(`{"value":"after three days"}`)}, nil
		})
}

// TestDurableWaitThreeDays: a durable job that takes three days of workflow
// time completes (time skipping), its wait retried day after day, with the
// run's timeout counting those days.
func TestDurableWaitThreeDays(t *testing.T) {
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	rt := newRuntime(t, codemode.Limits{Timeout: 4 * threeDays / 3})
	codemodeworker.Register(env, rt)
	attempts := 0
	jobWaitMock(env, env.Now().Add(threeDays), &attempts)
	in := workflow.NewInput(rt, daysCode)
	in.ToolOptions = map[string]workflow.ToolOptions{"testkit.job": {Wait: workflow.ActivityOptions{
		Retry: &workflow.RetryPolicy{InitialIntervalMs: 1000, BackoffCoefficient: 1, MaximumAttempts: 10},
	}}}
	env.ExecuteWorkflow(workflow.Name, in)
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `["after three days", 3, 72]`, string(res.Value))
	require.GreaterOrEqual(t, attempts, 4, "the wait ran once a day")
}

// TestDurableWaitThreeDaysContinueAsNew: the same job, with the run told
// to continue as new while it waits: the next run (started here from the
// continue-as-new input) waits for the same job without starting it again.
func TestDurableWaitThreeDaysContinueAsNew(t *testing.T) {
	var suite testsuite.WorkflowTestSuite
	rt := newRuntime(t, codemode.Limits{Timeout: 4 * threeDays / 3})
	in := workflow.NewInput(rt, daysCode)
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	finish := start.Add(threeDays)
	starts, attempts := 0, 0
	for hop := 0; ; hop++ {
		require.Less(t, hop, 5, "too many continue-as-new hops")
		env := suite.NewTestWorkflowEnvironment()
		env.SetStartTime(start)
		codemodeworker.Register(env, rt)
		jobWaitMock(env, finish, &attempts)
		if hop == 0 {
			// The server suggests continue-as-new once the job waits.
			env.SetOnActivityCompletedListener(func(info *activity.Info, _ converter.EncodedValue, _ error) {
				if info.ActivityType.Name == activities.StartPrefix+"testkit.job" {
					starts++
					env.SetContinueAsNewSuggested(true)
				}
			})
		}
		env.ExecuteWorkflow(workflow.Name, in)
		require.True(t, env.IsWorkflowCompleted())
		var can *sdkworkflow.ContinueAsNewError
		if err := env.GetWorkflowError(); errors.As(err, &can) {
			require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &in))
			require.NotEmpty(t, in.Snapshot)
			require.Equal(t, hop+1, in.ContinuedAsNew)
			start = env.Now()
			continue
		} else {
			require.NoError(t, err)
		}
		var res codemode.Result
		require.NoError(t, env.GetWorkflowResult(&res))
		require.True(t, res.OK, res.String())
		require.JSONEq(t, `["after three days", 3, 72]`, string(res.Value))
		require.Equal(t, 1, hop, "continued as new once")
		break
	}
	require.Equal(t, 1, starts, "the job started once")
}

// TestToolOptions: the host's per-tool options reach the activities; tools
// not listed keep the defaults.
func TestToolOptions(t *testing.T) {
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	rt := newRuntime(t, codemode.Limits{})
	codemodeworker.Register(env, rt)
	seen := map[string]*activity.Info{}
	env.SetOnActivityStartedListener(func(info *activity.Info, _ context.Context, _ converter.EncodedValues) {
		seen[info.ActivityType.Name] = info
	})
	in := workflow.NewInput(rt, `await tools.testkit.echo(1); await tools.testkit.job({ms: 1, value: 2}); return 3`)
	in.ToolOptions = map[string]workflow.ToolOptions{
		"testkit.echo": {Activity: workflow.ActivityOptions{HeartbeatMs: 30_000, TaskQueue: "elsewhere"}},
		"testkit.job":  {Wait: workflow.ActivityOptions{HeartbeatMs: 45_000}},
	}
	env.ExecuteWorkflow(workflow.Name, in)
	require.NoError(t, env.GetWorkflowError())
	echo := seen[activities.ToolPrefix+"testkit.echo"]
	require.Equal(t, "elsewhere", echo.TaskQueue)
	require.Equal(t, 30*time.Second, echo.HeartbeatTimeout)
	require.Equal(t, 45*time.Second, seen[activities.WaitPrefix+"testkit.job"].HeartbeatTimeout)
	start := seen[activities.StartPrefix+"testkit.job"]
	require.Equal(t, activities.HeartbeatTimeout, start.HeartbeatTimeout)
	require.NotEqual(t, "elsewhere", start.TaskQueue)
}

// TestTimeoutCountsAcrossContinueAsNew: 30 hours of tool time before a
// continue-as-new count against the 80-hour timeout after it: the
// three-day job then ends the run with TimeoutExceeded 50 hours into the
// second run.
func TestTimeoutCountsAcrossContinueAsNew(t *testing.T) {
	var suite testsuite.WorkflowTestSuite
	rt := newRuntime(t, codemode.Limits{Timeout: 80 * time.Hour})
	in := workflow.NewInput(rt, `await tools.testkit.add({a: 1, b: 1}); return (await tools.testkit.job({ms: 1, value: 1})).value`)
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for hop := 0; hop < 2; hop++ {
		env := suite.NewTestWorkflowEnvironment()
		env.SetStartTime(start)
		codemodeworker.Register(env, rt)
		env.OnActivity(activities.ToolPrefix+"testkit.add", mock.Anything, mock.Anything).
			After(30*time.Hour).Return(activities.Output{Output: []byte(`{"sum":2}`)}, nil)
		env.OnActivity(activities.WaitPrefix+"testkit.job", mock.Anything, mock.Anything).
			After(threeDays).Return(activities.Output{Output: []byte(`{"value":1}`)}, nil)
		if hop == 0 {
			env.SetContinueAsNewSuggested(true)
		}
		env.ExecuteWorkflow(workflow.Name, in)
		require.True(t, env.IsWorkflowCompleted())
		if hop == 0 {
			var can *sdkworkflow.ContinueAsNewError
			require.ErrorAs(t, env.GetWorkflowError(), &can)
			require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &in))
			require.Equal(t, 30*time.Hour, env.Now().Sub(start))
			start = env.Now()
			continue
		}
		require.NoError(t, env.GetWorkflowError())
		var res codemode.Result
		require.NoError(t, env.GetWorkflowResult(&res))
		require.False(t, res.OK)
		require.Equal(t, codemode.KindTimeoutExceeded, res.Error.Kind, res.String())
		require.Equal(t, 50*time.Hour, env.Now().Sub(start).Round(time.Hour))
	}
}
