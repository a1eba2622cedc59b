package workflow_test

import (
	"encoding/hex"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	snapshotpkg "github.com/codemode-go/codemode/snapshot"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/fxamacker/cbor/v2"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"
)

// TestSuspendParkedTimeNotCounted suspends a run whose job waits, keeps it
// parked for ten days of workflow time and resumes it: the run's one-day
// timeout counts only active time, so the run succeeds; the status query
// says suspended while parked; a second suspend and a resume of a running
// run are refused by the validators.
func TestSuspendParkedTimeNotCounted(t *testing.T) {
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	rt := newRuntime(t, codemode.Limits{Timeout: 24 * time.Hour})
	codemodeworker.Register(env, rt)
	env.OnActivity(activities.WaitPrefix+"testkit.job", mock.Anything, mock.Anything).
		After(time.Hour).Return(activities.Output{Output: []byte(`{"value":"done"}`)}, nil)

	var snapshot []byte
	var rejected []string
	reject := func(err error) { rejected = append(rejected, err.Error()) }
	env.RegisterDelayedCallback(func() {
		env.UpdateWorkflow(workflow.ResumeUpdate, "early-resume", &testsuite.TestUpdateCallback{OnReject: reject,
			OnAccept: func() { t.Error("resume of a running run accepted") }}, workflow.ResumeRequest{})
		env.UpdateWorkflow(workflow.SuspendUpdate, "s1", &testsuite.TestUpdateCallback{
			OnReject: func(err error) { t.Errorf("suspend rejected: %v", err) },
			OnAccept: func() {},
			OnComplete: func(v any, err error) {
				require.NoError(t, err)
				snapshot = v.(workflow.SuspendResult).Snapshot
			},
		}, workflow.SuspendRequest{})
	}, 10*time.Minute)
	env.RegisterDelayedCallback(func() {
		v, err := env.QueryWorkflow(workflow.StatusQuery)
		require.NoError(t, err)
		var st workflow.Status
		require.NoError(t, v.Get(&st))
		require.Equal(t, workflow.StateSuspended, st.State)
		require.Equal(t, len(snapshot), st.SnapshotBytes)
		require.Equal(t, hex.EncodeToString(snapshotpkg.BuildID()), st.SavedBy, "the status names the build that saved the run")
		env.UpdateWorkflow(workflow.SuspendUpdate, "s2", &testsuite.TestUpdateCallback{OnReject: reject,
			OnAccept: func() { t.Error("second suspend accepted") }}, workflow.SuspendRequest{})
	}, 5*24*time.Hour)
	env.RegisterDelayedCallback(func() {
		env.UpdateWorkflow(workflow.ResumeUpdate, "r1", &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { t.Errorf("resume rejected: %v", err) },
			OnAccept:   func() {},
			OnComplete: func(_ any, err error) { require.NoError(t, err) },
		}, workflow.ResumeRequest{})
	}, 10*24*time.Hour)

	env.ExecuteWorkflow(workflow.Name, workflow.NewInput(rt, daysCode))
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	require.True(t, res.OK, res.String())
	// Date.now is workflow time: the program saw the ten days pass.
	require.JSONEq(t, `["done", 3, 241]`, string(res.Value))
	require.NotEmpty(t, snapshot)
	require.Equal(t, []string{"the run is not suspended", "the run is already suspended"}, rejected)
}

// TestStartFromSnapshot: a run starts from a snapshot saved in-process; a
// garbage snapshot fails the workflow as invalid input, and one saved by
// another VM build fails only the workflow task (a panic, retried by the
// server until a worker of that build takes it).
func TestStartFromSnapshot(t *testing.T) {
	rt := newRuntime(t, codemode.Limits{})
	code := `const a = await tools.testkit.get({key: "k"}); return a.value + "!"`
	s := rt.Driver().Start(code, codemode.RunOptions{RunID: "snap-run", Catalog: rt.Catalog()})
	for s.Run(10_000) != codemode.StatusWaiting {
	}
	require.Len(t, s.TakeCalls(), 1)
	state, err := s.Snapshot(codemode.SnapshotOptions{})
	require.NoError(t, err)

	in := workflow.NewInput(rt, "")
	in.Snapshot = state
	res, started := runWorkflow(t, in)
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `"v:k!"`, string(res.Value))
	require.Equal(t, "snap-run:1", res.ToolCalls[0].Key)
	require.Equal(t, []string{activities.ToolPrefix + "testkit.get"}, started, "the idempotent call runs again in the workflow")

	run := func(snap []byte) error {
		var suite testsuite.WorkflowTestSuite
		env := suite.NewTestWorkflowEnvironment()
		codemodeworker.Register(env, rt)
		in.Snapshot = snap
		env.ExecuteWorkflow(workflow.Name, in)
		return env.GetWorkflowError()
	}
	require.ErrorContains(t, run([]byte("garbage")), "invalid workflow input")

	// A snapshot saved by another build resumes (the state says what it
	// needs, see the snapshot package); one this build cannot read fails
	// the workflow naming the build that saved it.
	var envelope []cbor.RawMessage // the items' bytes as they are
	require.NoError(t, cbor.Unmarshal(state, &envelope))
	set := func(i int, v any) []byte {
		item, err := cbor.Marshal(v)
		require.NoError(t, err)
		envelope[i] = item
		snap, err := cbor.Marshal(envelope)
		require.NoError(t, err)
		return snap
	}
	require.NoError(t, run(set(2, []byte("another build"))))
	err = run(set(1, snapshotpkg.FormatVersion+1))
	require.ErrorContains(t, err, "format version")
	require.ErrorContains(t, err, "saved by build "+hex.EncodeToString([]byte("another build")))
	require.NotContains(t, err.Error(), "invalid workflow input")
}
