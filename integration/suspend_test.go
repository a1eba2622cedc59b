package integration

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
)

// suspendProgram reads, waits on a durable job, reads again.
const suspendProgram = `
const a = await tools.testkit.get({key: "a"})
console.log("before the job")
const j = await tools.testkit.job({ms: 1500, value: "job done"})
const b = await tools.testkit.get({key: "b"})
return [a.value, j.value, b.value]
`

// startRun starts in as workflow id on the shared worker.
func (c *cluster) startRun(t *testing.T, id string, in workflow.Input) client.WorkflowRun {
	t.Helper()
	run, err := workflow.Start(context.Background(), c.client, client.StartWorkflowOptions{ID: id, TaskQueue: taskQueue}, in)
	require.NoError(t, err)
	return run
}

// waitFor polls the history of workflow id (which may not have started
// yet) until an activity of type name was scheduled.
func (c *cluster) waitFor(t *testing.T, id, name string) {
	t.Helper()
	require.Eventually(t, func() bool {
		h, err := c.historyOf(id)
		return err == nil && slices.Contains(activityTypes(h), name)
	}, 30*time.Second, 20*time.Millisecond, "waiting for %s in %s", name, id)
}

// TestSuspendResumeUpdate suspends a run while its durable job waits: the
// Update returns the snapshot, the wait activity is cancelled, the status
// says suspended; the resume Update restores the run, which waits for the
// same job again (not started twice) and ends as an uninterrupted run does.
func TestSuspendResumeUpdate(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const id = "it-suspend"
	rt := runtimeFor(t, programOptions{Limits: codemode.Limits{Timeout: 60_000 * time.Millisecond}})
	want := rt.ExecuteWith(ctx, suspendProgram, codemode.RunOptions{RunID: id, RandomSeed: 1})
	require.True(t, want.OK, want.String())

	run := c.startRun(t, id, workflow.NewInput(rt, suspendProgram))
	c.waitFor(t, id, "codemode.wait.testkit.job")
	sus, err := workflow.Suspend(ctx, c.client, id, workflow.SuspendRequest{})
	require.NoError(t, err)
	require.NotEmpty(t, sus.Snapshot)

	st, err := workflow.GetStatus(ctx, c.client, id)
	require.NoError(t, err)
	require.Equal(t, workflow.StateSuspended, st.State)
	require.Equal(t, len(sus.Snapshot), st.SnapshotBytes)
	// A second suspend is refused by the validator.
	_, err = workflow.Suspend(ctx, c.client, id, workflow.SuspendRequest{})
	require.ErrorContains(t, err, "already suspended")

	// The snapshot is the in-process format: it resumes in-process too.
	p, err := rt.Resume(sus.Snapshot)
	require.NoError(t, err)
	local := p.Run(ctx)
	require.NotNil(t, local.Result)
	require.Equal(t, resultJSON(t, want), resultJSON(t, *local.Result), "the snapshot resumed in-process")

	time.Sleep(200 * time.Millisecond) // parked time is not active time
	require.NoError(t, workflow.Resume(ctx, c.client, id, workflow.ResumeRequest{}))
	var res codemode.Result
	require.NoError(t, run.Get(ctx, &res))
	require.Equal(t, resultJSON(t, want), resultJSON(t, res))

	h := c.history(t, id)
	types := activityTypes(h)
	require.Equal(t, 1, countPrefix(types, "codemode.start.testkit.job"), "the job started once")
	require.Equal(t, 2, countPrefix(types, "codemode.wait.testkit.job"), "its wait ran again after the resume")
	require.Equal(t, 1, countEvents(h, enumspb.EVENT_TYPE_ACTIVITY_TASK_CANCEL_REQUESTED), "the first wait was cancelled")
	if *record {
		writeHistory(t, "suspend_resume", h)
	}
}

// TestSuspendRefused: a plain tool in flight blocks a suspend; the
// validator names it, and the run goes on untouched.
func TestSuspendRefused(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const id = "it-suspend-refused"
	rt := runtimeFor(t, programOptions{})
	run := c.startRun(t, id, workflow.NewInput(rt, `return (await tools.testkit.sleep({ms: 1000})).slept`))
	c.waitFor(t, id, "codemode.tool.testkit.sleep")
	_, err := workflow.Suspend(ctx, c.client, id, workflow.SuspendRequest{})
	require.ErrorContains(t, err, "calls in progress cannot be suspended: tools.testkit.sleep ("+id+":1)")
	var res codemode.Result
	require.NoError(t, run.Get(ctx, &res))
	require.True(t, res.OK, res.String())
	require.JSONEq(t, "1000", string(res.Value))
	require.NotContains(t, activityTypes(c.history(t, id)), "codemode.tool.testkit.sleep#2")
}

// TestSuspendResumeSignalElsewhere: a run suspended in-process (Program)
// goes on in a workflow started from its snapshot; a workflow suspended
// by Update goes on after a resume Signal carrying a snapshot.
func TestSuspendResumeSignalElsewhere(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const id = "it-suspend-elsewhere"
	rt := runtimeFor(t, programOptions{})
	want := rt.ExecuteWith(ctx, suspendProgram, codemode.RunOptions{RunID: id, RandomSeed: 1})

	// In-process: suspend once the job waits (a suspend during its start is
	// refused: try again).
	p := rt.Program(suspendProgram, codemode.RunOptions{RunID: id})
	done := make(chan codemode.Outcome, 1)
	go func() { done <- p.Run(ctx) }()
	var state []byte
	require.Eventually(t, func() bool {
		time.Sleep(50 * time.Millisecond)
		out, err := p.Suspend(ctx, codemode.SuspendOptions{})
		if err != nil || out.Suspended == nil {
			return false
		}
		state = out.Suspended.State
		return true
	}, 10*time.Second, time.Millisecond)
	<-done

	// The workflow starts from the in-process snapshot.
	in := workflow.NewInput(rt, "")
	in.Snapshot = state
	run := c.startRun(t, id, in)
	c.waitFor(t, id, "codemode.wait.testkit.job")
	sus, err := workflow.Suspend(ctx, c.client, id, workflow.SuspendRequest{})
	require.NoError(t, err)
	// Resume by Signal, handing the snapshot back (as a host that kept it
	// elsewhere would).
	require.NoError(t, c.client.SignalWorkflow(ctx, id, "", workflow.ResumeSignal, workflow.ResumeRequest{Snapshot: sus.Snapshot}))
	var res codemode.Result
	require.NoError(t, run.Get(ctx, &res))
	require.Equal(t, resultJSON(t, want), resultJSON(t, res))
	types := activityTypes(c.history(t, id))
	require.Zero(t, countPrefix(types, "codemode.start."), "the job started in-process only")
	require.Zero(t, countPrefix(types, "codemode.tool.testkit.get")-1, "only the second read runs in the workflow")
}

// TestSuspendThenCancel cancels a suspended run: the run ends cancelled,
// and its started durable job (saved only in the snapshot) is cancelled
// with the durable cancel activity.
func TestSuspendThenCancel(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const id = "it-suspend-cancel"
	rt := runtimeFor(t, programOptions{})
	run := c.startRun(t, id, workflow.NewInput(rt, `return (await tools.testkit.job({ms: 60000, value: 1})).value`))
	c.waitFor(t, id, "codemode.wait.testkit.job")
	_, err := workflow.Suspend(ctx, c.client, id, workflow.SuspendRequest{})
	require.NoError(t, err)
	require.NoError(t, c.client.CancelWorkflow(ctx, id, ""))
	var res codemode.Result
	err = run.Get(ctx, &res)
	var canceled *temporal.CanceledError
	require.ErrorAs(t, err, &canceled)
	types := activityTypes(c.history(t, id))
	require.Equal(t, []string{"codemode.start.testkit.job", "codemode.wait.testkit.job", "codemode.cancel.testkit.job"}, types)
}

// TestSearchAttributes: a run whose Input asks for them keeps its state
// and tool-call count as typed search attributes, which list queries find:
// running, then suspended (the count kept), then done with its count.
func TestSearchAttributes(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	require.NoError(t, workflow.AddSearchAttributes(ctx, c.client, c.server.GetDefaultNamespace()))

	const id = "it-search-attributes"
	rt := runtimeFor(t, programOptions{})
	in := workflow.NewInput(rt, suspendProgram)
	in.SearchAttributes = true
	run := c.startRun(t, id, in)
	c.waitFor(t, id, "codemode.wait.testkit.job")
	_, err := workflow.Suspend(ctx, c.client, id, workflow.SuspendRequest{})
	require.NoError(t, err)
	requireListed(t, c, id, `CodeModeState = "suspended" AND CodeModeToolCalls = 2`)
	require.NoError(t, workflow.Resume(ctx, c.client, id, workflow.ResumeRequest{}))
	var res codemode.Result
	require.NoError(t, run.Get(ctx, &res))
	require.True(t, res.OK, res.String())
	requireListed(t, c, id, `CodeModeState = "done" AND CodeModeToolCalls = 3`)

	// Each change is an event of the run's history: at least running,
	// suspended and done.
	h := c.history(t, id)
	require.GreaterOrEqual(t, countEvents(h, enumspb.EVENT_TYPE_UPSERT_WORKFLOW_SEARCH_ATTRIBUTES), 3)
}

// requireListed waits until a visibility query finds workflow id.
func requireListed(t *testing.T, c *cluster, id, query string) {
	t.Helper()
	require.Eventually(t, func() bool {
		resp, err := c.client.ListWorkflow(context.Background(), &workflowservice.ListWorkflowExecutionsRequest{
			Namespace: c.server.GetDefaultNamespace(),
			Query:     query + ` AND WorkflowId = "` + id + `"`,
		})
		return err == nil && len(resp.GetExecutions()) == 1
	}, 10*time.Second, 50*time.Millisecond, "no run listed for %s", query)
}
