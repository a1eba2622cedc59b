package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.temporal.io/api/workflowservice/v1"
)

// TestRunEmbedded runs a program as a workflow on the embedded server (a
// SQLite file in a temporary state directory), twice: the second run
// starts a new server on the same file.
func TestRunEmbedded(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server")
	}
	state := filepath.Join(t.TempDir(), "state")
	prog := writeFile(t, "p.js", `console.log("hello"); return (await tools.testkit.add({a: 1, b: 2})).sum`)

	code, out, errOut := runCmd(t, "", "run", "--json", "--tools", "testkit", "--state-dir", state, "--workflow-id", "t-1", prog)
	require.Equal(t, 0, code, errOut)
	res := decodeResult(t, out)
	require.JSONEq(t, "3", string(res.Value))
	require.Equal(t, []string{"hello"}, res.Logs)
	require.Equal(t, "t-1:1", res.ToolCalls[0].Key)
	require.Contains(t, errOut, "-> #1 tools.testkit.add")
	require.Contains(t, errOut, "log: hello")

	code, out, errOut = runCmd(t, "", "run", "--tools", "testkit", "--state-dir", state, "--workflow-id", "t-2", prog)
	require.Equal(t, 0, code, errOut)
	require.True(t, strings.HasPrefix(out, "workflow: t-2\n{"), out)
	require.Contains(t, out, `"ok": true`)
}

// TestRunDeployment runs a program on a worker of a Worker Deployment
// Version: run makes the version current (the deployment is new), the run
// is pinned to it, and status names its build.
func TestRunDeployment(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server")
	}
	state := filepath.Join(t.TempDir(), "state")
	prog := writeFile(t, "p.js", `return (await tools.testkit.add({a: 1, b: 2})).sum`)
	code, out, errOut := runCmd(t, "", "run", "--json", "--tools", "testkit", "--state-dir", state, "--workflow-id", "v-1",
		"--deployment", "cm", "--build-id", "b1", prog)
	require.Equal(t, 0, code, errOut)
	require.JSONEq(t, "3", string(decodeResult(t, out).Value))
	require.Contains(t, errOut, "deployment cm: build b1 is now the current version")

	code, out, errOut = runCmd(t, "", "status", "--state-dir", state, "v-1")
	require.Equal(t, 0, code, errOut)
	var st statusOutput
	require.NoError(t, json.Unmarshal([]byte(out), &st))
	require.Equal(t, "done", st.State)
	require.Equal(t, &runBuildInfo{Deployment: "cm", BuildID: "b1", Behavior: "pinned"}, st.Build)
}

// TestRunSearchAttributes: with --search-attributes the run keeps its
// state and tool calls as search attributes, which the embedded server has
// registered: a list query finds the finished run by them.
func TestRunSearchAttributes(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server")
	}
	state := filepath.Join(t.TempDir(), "state")
	prog := writeFile(t, "p.js", `const a = await tools.testkit.add({a: 1, b: 2}); return (await tools.testkit.add({a: a.sum, b: 2})).sum`)
	code, _, errOut := runCmd(t, "", "run", "--json", "--tools", "testkit", "--state-dir", state, "--ui-port", "-1",
		"--workflow-id", "sa-1", "--search-attributes", prog)
	require.Equal(t, 0, code, errOut)

	conn, err := connect(temporalFlags{stateDir: state, uiPort: -1})
	require.NoError(t, err)
	defer conn.Close()
	resp, err := conn.client.ListWorkflow(context.Background(), &workflowservice.ListWorkflowExecutionsRequest{
		Namespace: conn.namespace,
		Query:     `CodeModeState = "done" AND CodeModeToolCalls = 2`,
	})
	require.NoError(t, err)
	require.Len(t, resp.GetExecutions(), 1)
	require.Equal(t, "sa-1", resp.GetExecutions()[0].GetExecution().GetWorkflowId())
}

func TestRunUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"run"},
		{"run", "--address", "127.0.0.1:1", "--state-dir", "x", "p.js"},
		{"run", "--tools", "nope", "p.js"},
		{"worker", "extra"},
		{"run", "--build-id", "b1", "p.js"},
		{"worker", "--upgrade-check", "1s"},
	} {
		code, _, _ := runCmd(t, "", args...)
		require.Equal(t, 2, code, "%q", args)
	}
}
