package workflow_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/samples/testkit"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/testsuite"
)

// testRunID is the test environment's workflow id, which is the run id.
const testRunID = "default-test-workflow-id"

func newRuntime(t *testing.T, limits codemode.Limits) *codemode.Runtime {
	t.Helper()
	rt, err := codemode.New(codemode.Options{Tools: testkit.Tools(), Limits: limits})
	require.NoError(t, err)
	return rt
}

// runWorkflow runs in on the SDK's test environment with the testkit tools
// and returns the Result and the activity types started, in order (calls
// running at the same time start in the test environment's goroutine
// order).
func runWorkflow(t *testing.T, in workflow.Input) (codemode.Result, []string) {
	t.Helper()
	return runWorkflowOn(t, newRuntime(t, codemode.Limits{}), in)
}

// runWorkflowOn is runWorkflow with the tools of rt.
func runWorkflowOn(t *testing.T, rt *codemode.Runtime, in workflow.Input) (codemode.Result, []string) {
	t.Helper()
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.Register(env, rt)
	var (
		mu      sync.Mutex // the test environment runs activities on goroutines
		started []string
	)
	env.SetOnActivityStartedListener(func(info *activity.Info, _ context.Context, _ converter.EncodedValues) {
		mu.Lock()
		defer mu.Unlock()
		started = append(started, info.ActivityType.Name)
	})
	env.ExecuteWorkflow(workflow.Name, in)
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	return res, started
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// TestSameResultAsInProcess: the workflow gives exactly the in-process
// Result, tool calls and keys included.
func TestSameResultAsInProcess(t *testing.T) {
	programs := map[string]string{
		"all":      `const [a, b] = await Promise.all([tools.testkit.add({a: 1, b: 2}), tools.testkit.get({key: "k"})]); return {a, b}`,
		"caught":   `try { await tools.testkit.fail({message: "no"}) } catch (e) { return "caught " + e.message }`,
		"uncaught": `await tools.testkit.fail({message: "no"})`,
		"unknown":  `await tools.testkit.nope()`,
		"durable":  `console.log("start"); return await tools.testkit.job({ms: 1, value: [1, 2]})`,
		"parse":    `return (`,
		"random":   `return [Math.random(), Math.random()]`,
	}
	for name, code := range programs {
		t.Run(name, func(t *testing.T) {
			rt := newRuntime(t, codemode.Limits{})
			want := rt.ExecuteWith(context.Background(), code, codemode.RunOptions{RunID: testRunID, RandomSeed: 1})
			in := workflow.NewInput(rt, code)
			in.RandomSeed = 1
			got, _ := runWorkflow(t, in)
			require.Equal(t, jsonOf(t, want), jsonOf(t, got))
		})
	}
}

// TestActivityTypes: each call is an activity named after its tool path;
// a durable tool runs start then wait.
func TestActivityTypes(t *testing.T) {
	code := `await tools.testkit.echo(1); await tools.testkit.job({ms: 1, value: 2}); return 3`
	res, started := runWorkflow(t, workflow.NewInput(newRuntime(t, codemode.Limits{}), code))
	require.True(t, res.OK, res.String())
	require.Equal(t, []string{
		activities.ToolPrefix + "testkit.echo",
		activities.StartPrefix + "testkit.job",
		activities.WaitPrefix + "testkit.job",
	}, started)
}

// TestBusyLoopEndsTasks: a busy loop past StepsPerTask runs the yield
// activity to end workflow tasks, and still gives its value.
func TestBusyLoopEndsTasks(t *testing.T) {
	in := workflow.NewInput(newRuntime(t, codemode.Limits{}), `let s = 0; for (let i = 0; i < 20000; i++) s += i; return s`)
	in.StepBudget, in.StepsPerTask = 1000, 20_000
	res, started := runWorkflow(t, in)
	require.True(t, res.OK, res.String())
	require.JSONEq(t, "199990000", string(res.Value))
	require.GreaterOrEqual(t, len(started), 3)
	for _, name := range started {
		require.Equal(t, activities.YieldName, name)
	}
}

// TestPinnedCatalog: the tools come from the input, not from the worker: a
// tool the worker has but the input does not list is unknown.
func TestPinnedCatalog(t *testing.T) {
	in := workflow.NewInput(newRuntime(t, codemode.Limits{}), `return await tools.testkit.echo(1)`)
	in.Tools = nil
	res, started := runWorkflow(t, in)
	require.False(t, res.OK)
	require.Equal(t, codemode.KindUnknownTool, res.Error.Kind)
	require.Empty(t, started)
}

// TestInvalidInput fails the workflow itself.
func TestInvalidInput(t *testing.T) {
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.RegisterWorkflow(env)
	env.ExecuteWorkflow(workflow.Name, workflow.Input{Code: "return 1", Tools: []durabletools.Descriptor{{Path: "a.b"}, {Path: "a.b"}}})
	require.True(t, env.IsWorkflowCompleted())
	require.ErrorContains(t, env.GetWorkflowError(), `the tool catalog has an empty or repeated path "a.b"`)
}

// TestRoundTripModeRunsPrograms runs a few programs with round-trip mode
// on even when CODEMODE_ROUNDTRIP is not set, so the normal suite covers
// the mode itself: tools run in parallel, a failure caught, a durable job
// and a busy loop give the same Result and activities as without trips.
func TestRoundTripModeRunsPrograms(t *testing.T) {
	if workflow.RoundTripMode() {
		t.Skip("the whole suite runs in round-trip mode")
	}
	programs := []string{
		`const [a, b] = await Promise.all([tools.testkit.add({a: 1, b: 2}), tools.testkit.get({key: "k"})]); return {a, b}`,
		`try { await tools.testkit.fail({message: "no"}) } catch (e) { return "caught " + e.message }`,
		`console.log("start"); return await tools.testkit.job({ms: 1, value: [1, 2]})`,
		`let x = 0; for (let i = 0; i < 20000; i++) x += i; return x`,
	}
	rt := newRuntime(t, codemode.Limits{})
	// (Activities running at the same time start in goroutine order, so
	// they are compared as a sorted list.)
	var want []string
	for _, code := range programs {
		res, started := runWorkflow(t, workflow.NewInput(rt, code))
		require.True(t, res.OK, res.String())
		slices.Sort(started)
		want = append(want, jsonOf(t, res)+jsonOf(t, started))
	}
	before, _ := workflow.SetRoundTrips(true)
	defer workflow.SetRoundTrips(false)
	for i, code := range programs {
		res, started := runWorkflow(t, workflow.NewInput(rt, code))
		slices.Sort(started)
		require.Equal(t, want[i], jsonOf(t, res)+jsonOf(t, started), code)
	}
	after, failures := workflow.SetRoundTrips(false)
	require.Empty(t, failures)
	t.Logf("%d round trips", after-before)
	require.GreaterOrEqual(t, after-before, int64(100))
}

// TestMaxSourceBytes: the workflow compiles the program, in every replay,
// under the source limit of its input, which NewInput writes out; a saved
// run it starts from is compiled under the same limit.
func TestMaxSourceBytes(t *testing.T) {
	code := `return await tools.testkit.echo(1) // ` + strings.Repeat("x", 2000)
	in := workflow.NewInput(newRuntime(t, codemode.Limits{}), code)
	require.Equal(t, codemode.DefaultMaxSourceBytes, in.Limits.MaxSourceBytes)
	res, _ := runWorkflow(t, in)
	require.True(t, res.OK, res.String())

	small := newRuntime(t, codemode.Limits{MaxSourceBytes: 1000})
	in = workflow.NewInput(small, code)
	require.Equal(t, 1000, in.Limits.MaxSourceBytes)
	res, started := runWorkflow(t, in)
	require.False(t, res.OK)
	require.Equal(t, codemode.KindParseError, res.Error.Kind)
	require.Contains(t, res.Error.Message, "more than maxSourceBytes (1000 bytes)")
	require.Empty(t, started)

	in.Limits.MaxSourceBytes = 0 // an input from before the limit: the default
	in.Code = "return 1 // " + strings.Repeat("x", codemode.DefaultMaxSourceBytes)
	res, _ = runWorkflow(t, in)
	require.False(t, res.OK)
	require.Contains(t, res.Error.Message, "more than maxSourceBytes (1048576 bytes)")

	rt := newRuntime(t, codemode.Limits{})
	s := rt.Driver().Start(code, codemode.RunOptions{RunID: "snap-run", Catalog: rt.Catalog()})
	for s.Run(10_000) != codemode.StatusWaiting {
	}
	state, err := s.Snapshot(codemode.SnapshotOptions{})
	require.NoError(t, err)
	in = workflow.NewInput(small, "")
	in.Snapshot = state
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.Register(env, rt)
	env.ExecuteWorkflow(workflow.Name, in)
	require.ErrorContains(t, env.GetWorkflowError(), "more than maxSourceBytes (1000 bytes)")
}
