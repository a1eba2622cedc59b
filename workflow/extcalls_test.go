package workflow_test

import (
	"testing"

	"github.com/codemode-go/codemode"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"
)

// TestStatusListsExtensionCalls: the status query lists the extension
// calls in call order with how each ended (ids are shared with the tool
// call, 3).
func TestStatusListsExtensionCalls(t *testing.T) {
	rt := extRuntime(t, codemode.Hooks{})
	code := `const a = fs.readFileSync("a")
try { fs.readFileSync("missing") } catch (e) {}
await tools.testkit.add({a: 1, b: 2})
await fs.promises.readFile("b")
digest(a)
return a`
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.Register(env, rt)
	env.ExecuteWorkflow(workflow.Name, workflow.NewInput(rt, code))
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	v, err := env.QueryWorkflow(workflow.StatusQuery)
	require.NoError(t, err)
	var st workflow.Status
	require.NoError(t, v.Get(&st))
	require.Equal(t, workflow.StateDone, st.State)
	require.Len(t, st.ToolCalls, 1)
	require.JSONEq(t, `[
		{"id": 1, "path": "fs.readFileSync", "key": "`+testRunID+`:1", "sync": true, "status": "ok"},
		{"id": 2, "path": "fs.readFileSync", "key": "`+testRunID+`:2", "sync": true, "status": "error",
		 "error": {"kind": "ToolFailure", "message": "ENOENT: no such file missing"}},
		{"id": 4, "path": "fs.promises.readFile", "key": "`+testRunID+`:4", "status": "ok"},
		{"id": 5, "path": "digest", "key": "`+testRunID+`:5", "sync": true, "status": "ok"}
	]`, jsonOf(t, st.ExtensionCalls))
}
