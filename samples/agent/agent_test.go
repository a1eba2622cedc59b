package agent_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/samples/agent"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/testsuite"
)

// quiet drops the test environment's debug log.
var quiet = sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))

const want = `{"report":"https://reports.example/choose-a-vector-database","sections":3,"days":3}`

func program(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("agent.js")
	require.NoError(t, err)
	return string(b)
}

// In-process, with jobs that end at once: the same plan, follow-up and
// report, in no time (days rounds to 0).
func TestInProcess(t *testing.T) {
	rt, err := codemode.New(codemode.Options{Tools: agent.Tools(agent.Options{})})
	require.NoError(t, err)
	res := rt.Execute(context.Background(), program(t))
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `{"report":"https://reports.example/choose-a-vector-database","sections":3,"days":0}`, string(res.Value))
	require.Len(t, res.ToolCalls, 6) // plan, 3 research, 1 follow-up, report
}

// TestMultiDay runs the program as the codemode workflow in the SDK's
// time-skipping test environment, where each research job takes its days
// of workflow time: the parallel jobs take two days, the follow-up one
// more. The environment skips the waiting, so three days pass in well
// under a second, and the program's Date.now() sees them pass.
func TestMultiDay(t *testing.T) {
	rt, err := codemode.New(codemode.Options{Tools: agent.Tools(agent.Options{})})
	require.NoError(t, err)
	var suite testsuite.WorkflowTestSuite
	suite.SetLogger(quiet)
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.Register(env, rt)

	// The research service's jobs take days: each wait activity ends after
	// its job's days on the workflow clock, then runs the real Wait.
	const day = 24 * time.Hour
	wait := activities.New(rt).Wait("agent.research")
	for topic, days := range map[string]int{"latency": 1, "pricing": 2, "operations": 2, "pricing (deeper)": 1} {
		env.OnActivity(activities.WaitPrefix+"agent.research", mock.Anything, mock.MatchedBy(func(in activities.Input) bool {
			var job agent.Job
			return json.Unmarshal(in.Input, &job) == nil && job.Topic == topic && job.Days == days
		})).After(time.Duration(days) * day).Return(wait).Once()
	}
	var starts []string
	env.SetOnActivityStartedListener(func(info *activity.Info, _ context.Context, _ converter.EncodedValues) {
		starts = append(starts, info.ActivityType.Name)
	})

	begin := env.Now()
	env.ExecuteWorkflow(workflow.Name, workflow.NewInput(rt, program(t)))
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	require.True(t, res.OK, res.String())
	require.JSONEq(t, want, string(res.Value))
	require.Equal(t, []string{
		"plan: latency (1d), pricing (2d), operations (2d)",
		"following up on pricing (confidence 0.4)",
		"research done after 3.0 days",
	}, res.Logs)
	require.GreaterOrEqual(t, env.Now().Sub(begin), 3*day, "three days of workflow time passed")
	env.AssertExpectations(t)
	require.Equal(t, 4, count(starts, activities.StartPrefix+"agent.research"), "each job started once")
}

func count(names []string, name string) int {
	n := 0
	for _, s := range names {
		if s == name {
			n++
		}
	}
	return n
}
