package workflow_test

import (
	"bytes"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/samples/testkit"
	"github.com/codemode-go/codemode/snapshot"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/testsuite"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

var (
	workerKey = []byte("the worker's key, 32 bytes long!")
	otherKey  = []byte("somebody else's key, 32 bytes!!!")
)

func keyedRuntime(t *testing.T, limits codemode.Limits, key []byte) *codemode.Runtime {
	t.Helper()
	rt, err := codemode.New(codemode.Options{Tools: testkit.Tools(), Limits: limits, SnapshotKeys: snapshot.Keys{Current: key}})
	require.NoError(t, err)
	return rt
}

// runWith runs in on the test environment with worker's workflow and
// activities, and returns the Result or the workflow's error.
func runWith(t *testing.T, worker *codemode.Runtime, in workflow.Input) (codemode.Result, error) {
	t.Helper()
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.Register(env, worker)
	env.ExecuteWorkflow(workflow.Name, in)
	require.True(t, env.IsWorkflowCompleted())
	var res codemode.Result
	if err := env.GetWorkflowError(); err != nil {
		return res, err
	}
	require.NoError(t, env.GetWorkflowResult(&res))
	return res, nil
}

// sessionSnapshot saves code, started on rt, while its first call (an
// idempotent one) is in flight.
func sessionSnapshot(t *testing.T, rt *codemode.Runtime, code string) []byte {
	t.Helper()
	s := rt.Driver().Start(code, codemode.RunOptions{RunID: "snap-run", Catalog: rt.Catalog()})
	for s.Run(10_000) != codemode.StatusWaiting {
	}
	require.Len(t, s.TakeCalls(), 1)
	state, err := s.Snapshot(codemode.SnapshotOptions{})
	require.NoError(t, err)
	return state
}

// The worker's Runtime bounds every run it takes: the input's limits and
// a snapshot's saved limits are made stricter by the worker's, and the
// worker's limits that the input does not carry (MaxSteps) apply too.
func TestWorkerLimitsBoundTheRun(t *testing.T) {
	worker := newRuntime(t, codemode.Limits{MaxToolCalls: 2, MaxSteps: 50_000})
	loose := newRuntime(t, codemode.Limits{MaxToolCalls: 100})
	calls := `await tools.testkit.get({key: "k"}); for (let i = 0; i < 5; i++) await tools.testkit.echo(i); return 1`

	fromInput := workflow.NewInput(loose, calls)
	fromSnapshot := workflow.NewInput(loose, "")
	fromSnapshot.Snapshot = sessionSnapshot(t, loose, calls)
	for name, in := range map[string]workflow.Input{"input limits": fromInput, "snapshot limits": fromSnapshot} {
		res, err := runWith(t, loose, in)
		require.NoError(t, err)
		require.True(t, res.OK, "%s on the loose worker: %s", name, res)
		res, err = runWith(t, worker, in)
		require.NoError(t, err)
		require.False(t, res.OK, name)
		require.Equal(t, codemode.KindToolCallLimitExceeded, res.Error.Kind, res.String())
		require.Contains(t, res.Error.Message, "more than 2 tool calls", name)
	}

	res, err := runWith(t, worker, workflow.NewInput(loose, `let i = 0; while (i < 1e6) i++; return i`))
	require.NoError(t, err)
	require.False(t, res.OK)
	require.Contains(t, res.Error.Message, "more than 50000 steps (maxSteps)", res.String())
}

// A keyed worker resumes only snapshots signed with its key: as
// Input.Snapshot, through continue-as-new (which it signs) and through
// the suspend and resume updates.
func TestWorkerSnapshotKeys(t *testing.T) {
	worker := keyedRuntime(t, codemode.Limits{}, workerKey)
	code := `const a = await tools.testkit.get({key: "k"}); return a.value + "!"`
	signed := sessionSnapshot(t, worker, code)
	in := workflow.NewInput(worker, "")

	in.Snapshot = signed
	res, err := runWith(t, worker, in)
	require.NoError(t, err)
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `"v:k!"`, string(res.Value))

	changed := bytes.Clone(signed)
	changed[len(changed)/2] ^= 1
	for name, snap := range map[string][]byte{
		"unsigned":    sessionSnapshot(t, newRuntime(t, codemode.Limits{}), code),
		"another key": sessionSnapshot(t, keyedRuntime(t, codemode.Limits{}, otherKey), code),
		"changed":     changed,
	} {
		in.Snapshot = snap
		_, err := runWith(t, worker, in)
		require.ErrorContains(t, err, "invalid workflow input", name)
		require.ErrorContains(t, err, "snapshot", name)
	}
	// A worker without keys resumes the signed snapshot too.
	in.Snapshot = signed
	res, err = runWith(t, newRuntime(t, codemode.Limits{}), in)
	require.NoError(t, err)
	require.True(t, res.OK, res.String())
}

// Continue-as-new carries a snapshot signed with the worker's key: the
// next run goes on with it, and refuses it changed.
func TestContinueAsNewSigned(t *testing.T) {
	worker := keyedRuntime(t, codemode.Limits{}, workerKey)
	in := workflow.NewInput(worker, `await tools.testkit.add({a: 1, b: 1}); return (await tools.testkit.job({ms: 1, value: 1})).value`)
	hop := func(in workflow.Input, suggest bool) *testsuite.TestWorkflowEnvironment {
		var suite testsuite.WorkflowTestSuite
		env := suite.NewTestWorkflowEnvironment()
		codemodeworker.Register(env, worker)
		env.OnActivity(activities.ToolPrefix+"testkit.add", mock.Anything, mock.Anything).
			After(time.Hour).Return(activities.Output{Output: []byte(`{"sum":2}`)}, nil)
		env.OnActivity(activities.WaitPrefix+"testkit.job", mock.Anything, mock.Anything).
			After(time.Hour).Return(activities.Output{Output: []byte(`{"value":1}`)}, nil)
		env.SetContinueAsNewSuggested(suggest)
		env.ExecuteWorkflow(workflow.Name, in)
		require.True(t, env.IsWorkflowCompleted())
		return env
	}
	env := hop(in, true)
	var can *sdkworkflow.ContinueAsNewError
	require.ErrorAs(t, env.GetWorkflowError(), &can)
	var next workflow.Input
	require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &next))
	_, err := snapshot.Keys{Current: workerKey}.Unpack(next.Snapshot, nil)
	require.NoError(t, err, "the continue-as-new snapshot is not signed with the worker's key")

	env = hop(next, false)
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	require.True(t, res.OK, res.String())

	next.Snapshot = bytes.Clone(next.Snapshot)
	next.Snapshot[len(next.Snapshot)/3] ^= 1
	require.ErrorContains(t, hop(next, false).GetWorkflowError(), "signature does not match")
}

// SuspendUpdate returns a snapshot signed with the worker's key, and
// ResumeUpdate refuses one that is not.
func TestSuspendResumeSigned(t *testing.T) {
	worker := keyedRuntime(t, codemode.Limits{}, workerKey)
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.Register(env, worker)
	env.OnActivity(activities.WaitPrefix+"testkit.job", mock.Anything, mock.Anything).
		After(time.Hour).Return(activities.Output{Output: []byte(`{"value":"done"}`)}, nil)
	var saved []byte
	env.RegisterDelayedCallback(func() {
		env.UpdateWorkflow(workflow.SuspendUpdate, "s", &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { t.Errorf("suspend rejected: %v", err) },
			OnAccept:   func() {},
			OnComplete: func(v any, err error) { require.NoError(t, err); saved = v.(workflow.SuspendResult).Snapshot },
		}, workflow.SuspendRequest{})
	}, 10*time.Minute)
	var refused error
	env.RegisterDelayedCallback(func() {
		_, err := snapshot.Keys{Current: workerKey}.Unpack(saved, nil)
		require.NoError(t, err, "the suspended snapshot is not signed with the worker's key")
		changed := bytes.Clone(saved)
		changed[len(changed)/2] ^= 1
		env.UpdateWorkflow(workflow.ResumeUpdate, "bad", &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { t.Errorf("resume rejected: %v", err) },
			OnAccept:   func() {},
			OnComplete: func(_ any, err error) { refused = err },
		}, workflow.ResumeRequest{Snapshot: changed})
	}, 2*time.Hour)
	env.RegisterDelayedCallback(func() {
		env.UpdateWorkflow(workflow.ResumeUpdate, "good", &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { t.Errorf("resume rejected: %v", err) },
			OnAccept:   func() {},
			OnComplete: func(_ any, err error) { require.NoError(t, err) },
		}, workflow.ResumeRequest{})
	}, 3*time.Hour)
	env.ExecuteWorkflow(workflow.Name, workflow.NewInput(worker, `return (await tools.testkit.job({ms: 1, value: 1})).value`))
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `"done"`, string(res.Value))
	require.ErrorContains(t, refused, "signature does not match")
}
