package workflow_test

import (
	"testing"

	"github.com/codemode-go/codemode"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

// TestExecuteInline runs a program inside a workflow of the test's own,
// with the same Result as a codemode.run workflow, and refuses what an
// inline run cannot do.
func TestExecuteInline(t *testing.T) {
	rt := newRuntime(t, codemode.Limits{})
	const code = `const s = await tools.testkit.add({a: 1, b: 2}); return (await tools.testkit.get({key: String(s.sum)})).value`
	caller := func(ctx sdkworkflow.Context, snapshot []byte) (codemode.Result, error) {
		in := workflow.NewInput(rt, code)
		in.RunID = "inline-1"
		in.Snapshot = snapshot
		return workflow.Execute(ctx, rt, in)
	}
	run := func(snapshot []byte) (*testsuite.TestWorkflowEnvironment, codemode.Result) {
		var suite testsuite.WorkflowTestSuite
		env := suite.NewTestWorkflowEnvironment()
		codemodeworker.RegisterActivities(env, rt)
		env.RegisterWorkflowWithOptions(caller, sdkworkflow.RegisterOptions{Name: "caller"})
		env.ExecuteWorkflow("caller", snapshot)
		require.True(t, env.IsWorkflowCompleted())
		var res codemode.Result
		if env.GetWorkflowError() == nil {
			require.NoError(t, env.GetWorkflowResult(&res))
		}
		return env, res
	}

	env, res := run(nil)
	require.NoError(t, env.GetWorkflowError())
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `"v:3"`, string(res.Value))
	require.Equal(t, "inline-1:1", res.ToolCalls[0].Key)
	// The same program as its own workflow gives the same Result.
	in := workflow.NewInput(rt, code)
	in.RunID = "inline-1"
	want, _ := runWorkflowOn(t, rt, in)
	require.Equal(t, want.String(), res.String())
	// The caller's handlers are its own: an inline run registers none.
	_, err := env.QueryWorkflow(workflow.StatusQuery)
	require.Error(t, err)

	env, _ = run([]byte("a snapshot"))
	require.ErrorContains(t, env.GetWorkflowError(), "an inline run cannot resume a snapshot")
}
