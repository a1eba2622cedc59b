package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
)

// TestStatusSuspendResume controls a run on the embedded server: first
// while another "process" (this test, holding the state directory) serves
// it, so the commands attach to its server; then, with that server
// stopped, status starts the embedded server itself.
func TestStatusSuspendResume(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server")
	}
	state := filepath.Join(t.TempDir(), "state")
	tf := temporalFlags{namespace: "default", taskQueue: workflow.DefaultTaskQueue, stateDir: state}
	conn, err := connect(tf)
	require.NoError(t, err)
	rf := runtimeFlags{tools: "testkit"}
	rt, err := rf.newRuntime()
	require.NoError(t, err)
	wf := workerFlags{memoryBudget: defaultMemoryBudget} // the SDK worker takes its workflow tasks through the budget
	w, err := startWorker(conn.client, tf.taskQueue, rt, wf)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	code := `const j = await tools.testkit.job({ms: 1000, value: "v"}); return j.value`
	_, err = workflow.Start(ctx, conn.client, client.StartWorkflowOptions{ID: "c-1", TaskQueue: tf.taskQueue}, workflow.NewInput(rt, code))
	require.NoError(t, err)

	snap := filepath.Join(t.TempDir(), "snap.cbor")
	var errOut string
	require.Eventually(t, func() bool { // refused while the job is in start
		var c int
		c, _, errOut = runCmd(t, "", "suspend", "--state-dir", state, "--out", snap, "c-1")
		return c == 0
	}, 20*time.Second, 100*time.Millisecond, errOut)
	c, out, errOut := runCmd(t, "", "status", "--state-dir", state, "c-1")
	require.Equal(t, 0, c, errOut)
	var st workflow.Status
	require.NoError(t, json.Unmarshal([]byte(out), &st))
	require.Equal(t, workflow.StateSuspended, st.State)

	c, out, errOut = runCmd(t, "", "resume", "--state-dir", state, "--snapshot", snap, "c-1")
	require.Equal(t, 0, c, errOut)
	require.Equal(t, "resumed c-1\n", out)
	res, err := workflow.Await(ctx, conn.client, "c-1")
	require.NoError(t, err)
	require.JSONEq(t, `"v"`, string(res.Value))
	w.Stop()
	conn.Close()

	c, out, errOut = runCmd(t, "", "status", "--state-dir", state, "c-1")
	require.Equal(t, 0, c, errOut)
	require.NoError(t, json.Unmarshal([]byte(out), &st))
	require.Equal(t, workflow.StateDone, st.State)
	require.JSONEq(t, `"v"`, string(st.Result.Value))

	c, _, _ = runCmd(t, "", "resume", "--state-dir", state, "--tools", "testkit", "c-1")
	require.Equal(t, 1, c, "a finished run cannot be resumed")
	c, _, _ = runCmd(t, "", "status")
	require.Equal(t, 2, c)
}
