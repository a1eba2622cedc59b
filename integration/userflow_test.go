package integration

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	codemodeworker "github.com/codemode-go/codemode/worker"
	cmworkflow "github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

// A workflow of a user's own (not of our package) that runs code as its
// steps: two programs as child codemode.run workflows, and two inline at
// the same time, with each kind of tool, the later steps using what the
// earlier ones produced through bindings.

const userflowQueue = "userflow"

// stepsOutput is what the user's workflow returns.
type stepsOutput struct {
	Lookup, Enrich, Audit, Job codemode.Result
}

func userSteps(rt *codemode.Runtime) func(workflow.Context, string) (stepsOutput, error) {
	return func(ctx workflow.Context, key string) (stepsOutput, error) {
		var out stepsOutput
		id := workflow.GetInfo(ctx).WorkflowExecution.ID

		// Step 1, a child: a plain and an idempotent tool.
		in := cmworkflow.NewInput(rt, `
			const sum = (await tools.testkit.add({ a: 40, b: 2 })).sum
			const stored = await tools.testkit.get({ key })
			return { sum, stored: stored.value }`)
		if err := in.SetBindings(map[string]any{"key": key}); err != nil {
			return out, err
		}
		var err error
		child := workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{WorkflowID: id + "-lookup"})
		if out.Lookup, err = cmworkflow.RunChild(child, in); err != nil {
			return out, err
		}

		// Steps 2 and 3, inline and at the same time, on what step 1
		// returned: they must not collide.
		var prev map[string]any
		if err := jsonValue(out.Lookup, &prev); err != nil {
			return out, err
		}
		enrich := cmworkflow.NewInput(rt, `return (await tools.testkit.echo({ total: prev.sum * 2 })).total`)
		audit := cmworkflow.NewInput(rt, `return (await tools.testkit.get({ key: "audit-" + prev.stored })).value`)
		for _, in := range []*cmworkflow.Input{&enrich, &audit} {
			if err := in.SetBindings(map[string]any{"prev": prev}); err != nil {
				return out, err
			}
		}
		wg := workflow.NewWaitGroup(ctx)
		var enrichErr, auditErr error
		wg.Add(2)
		workflow.Go(ctx, func(ctx workflow.Context) {
			defer wg.Done()
			out.Enrich, enrichErr = cmworkflow.Execute(ctx, rt, enrich)
		})
		workflow.Go(ctx, func(ctx workflow.Context) {
			defer wg.Done()
			out.Audit, auditErr = cmworkflow.Execute(ctx, rt, audit)
		})
		wg.Wait(ctx)
		if err := errors.Join(enrichErr, auditErr); err != nil {
			return out, err
		}

		// Step 4, a child with a durable job.
		job := cmworkflow.NewInput(rt, `return (await tools.testkit.job({ ms: 200, value: "shipped" })).value`)
		child = workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{WorkflowID: id + "-job"})
		out.Job, err = cmworkflow.RunChild(child, job)
		return out, err
	}
}

// cancelledStep runs a long child and cancels it: RunChild reports the
// cancellation, and the child's durable work is cancelled.
func cancelledStep(rt *codemode.Runtime) func(workflow.Context) (string, error) {
	return func(ctx workflow.Context) (string, error) {
		childCtx, cancel := workflow.WithCancel(ctx)
		childCtx = workflow.WithChildOptions(childCtx, workflow.ChildWorkflowOptions{
			WorkflowID:          workflow.GetInfo(ctx).WorkflowExecution.ID + "-child",
			WaitForCancellation: true,
		})
		workflow.Go(ctx, func(ctx workflow.Context) {
			_ = workflow.Sleep(ctx, time.Second)
			cancel()
		})
		_, err := cmworkflow.RunChild(childCtx, cmworkflow.NewInput(rt, `return (await tools.testkit.job({ ms: 60000, value: "never" })).value`))
		var canceled *temporal.CanceledError
		if errors.As(err, &canceled) {
			return "cancelled", nil
		}
		return "", err
	}
}

// timedOutStep runs a long child under a workflow execution timeout: the
// child does not end, and RunChild says it timed out.
func timedOutStep(rt *codemode.Runtime) func(workflow.Context) (string, error) {
	return func(ctx workflow.Context) (string, error) {
		ctx = workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
			WorkflowID:               workflow.GetInfo(ctx).WorkflowExecution.ID + "-child",
			WorkflowExecutionTimeout: 2 * time.Second,
		})
		_, err := cmworkflow.RunChild(ctx, cmworkflow.NewInput(rt, `return (await tools.testkit.job({ ms: 60000, value: "never" })).value`))
		var timeout *temporal.TimeoutError
		if errors.As(err, &timeout) {
			return "timed out: " + timeout.TimeoutType().String(), nil
		}
		return "", err
	}
}

// leavingStep starts a child with the given parent-close policy and ends
// as soon as the child has started, leaving it to the policy.
func leavingStep(rt *codemode.Runtime) func(workflow.Context, enumspb.ParentClosePolicy, int) (string, error) {
	return func(ctx workflow.Context, policy enumspb.ParentClosePolicy, ms int) (string, error) {
		ctx = workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{
			WorkflowID:        workflow.GetInfo(ctx).WorkflowExecution.ID + "-child",
			ParentClosePolicy: policy,
		})
		in := cmworkflow.NewInput(rt, `return (await tools.testkit.job({ ms, value: "finished" })).value`)
		if err := in.SetBindings(map[string]any{"ms": ms}); err != nil {
			return "", err
		}
		f := workflow.ExecuteChildWorkflow(ctx, cmworkflow.Name, in)
		var child workflow.Execution
		if err := f.GetChildWorkflowExecution().Get(ctx, &child); err != nil {
			return "", err
		}
		return child.ID, nil
	}
}

func jsonValue(r codemode.Result, v any) error {
	if !r.OK {
		return errors.New("the step failed: " + r.String())
	}
	return json.Unmarshal(r.Value, v)
}

func registerUserflow(r codemodeworker.WorkflowRegistry, rt *codemode.Runtime) {
	r.RegisterWorkflowWithOptions(userSteps(rt), workflow.RegisterOptions{Name: "user.steps"})
	r.RegisterWorkflowWithOptions(cancelledStep(rt), workflow.RegisterOptions{Name: "user.cancelled"})
	r.RegisterWorkflowWithOptions(timedOutStep(rt), workflow.RegisterOptions{Name: "user.timedout"})
	r.RegisterWorkflowWithOptions(leavingStep(rt), workflow.RegisterOptions{Name: "user.leaving"})
}

func TestUserWorkflowSteps(t *testing.T) {
	c := startCluster(t)
	rt := runtimeFor(t, programOptions{})
	c.server.NewWorker(userflowQueue, func(r worker.Registry) {
		registerUserflow(r, rt)
		codemodeworker.Register(r, rt) // the children and the inline runs' activities
	})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	run, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "user-steps-1", TaskQueue: userflowQueue}, "user.steps", "k7")
	require.NoError(t, err)
	var out stepsOutput
	require.NoError(t, run.Get(ctx, &out))
	require.JSONEq(t, `{"sum": 42, "stored": "v:k7"}`, string(out.Lookup.Value))
	require.JSONEq(t, `84`, string(out.Enrich.Value))
	require.JSONEq(t, `"v:audit-v:k7"`, string(out.Audit.Value))
	require.JSONEq(t, `"shipped"`, string(out.Job.Value))
	// The two inline runs have run ids of their own: their calls' keys differ.
	require.NotEqual(t, runIDOf(out.Enrich), runIDOf(out.Audit))
	require.Equal(t, "user-steps-1-lookup:1", out.Lookup.ToolCalls[0].Key)

	h := c.history(t, "user-steps-1")
	require.Equal(t, 2, countEvents(h, enumspb.EVENT_TYPE_START_CHILD_WORKFLOW_EXECUTION_INITIATED))
	types := activityTypes(h)
	require.Contains(t, types, "codemode.tool.testkit.echo") // inline calls are the caller's activities
	require.Contains(t, types, "codemode.tool.testkit.get")
	summaries := activitySummaries(t, h)
	require.Contains(t, summaries, `tools.testkit.echo({"total":84})`)

	cancelled, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "user-cancelled-1", TaskQueue: userflowQueue}, "user.cancelled")
	require.NoError(t, err)
	var said string
	require.NoError(t, cancelled.Get(ctx, &said))
	require.Equal(t, "cancelled", said)
	require.Contains(t, activityTypes(c.history(t, "user-cancelled-1-child")), "codemode.cancel.testkit.job", "the child's durable work is cancelled")

	// A child that outlives its execution timeout: RunChild says so.
	timedOut, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "user-timedout-1", TaskQueue: userflowQueue}, "user.timedout")
	require.NoError(t, err)
	require.NoError(t, timedOut.Get(ctx, &said))
	require.Equal(t, "timed out: StartToClose", said)

	// Parent-close policies: an abandoned child runs on to its Result; a
	// child whose parent asks it to cancel ends cancelled (whether its job
	// had started by then, and so is cancelled too, depends on timing: the
	// user.cancelled run above shows that); the default terminates it.
	for _, tc := range []struct {
		policy enumspb.ParentClosePolicy
		status enumspb.WorkflowExecutionStatus
	}{
		{enumspb.PARENT_CLOSE_POLICY_ABANDON, enumspb.WORKFLOW_EXECUTION_STATUS_COMPLETED},
		{enumspb.PARENT_CLOSE_POLICY_REQUEST_CANCEL, enumspb.WORKFLOW_EXECUTION_STATUS_CANCELED},
		{enumspb.PARENT_CLOSE_POLICY_UNSPECIFIED, enumspb.WORKFLOW_EXECUTION_STATUS_TERMINATED},
	} {
		id := "user-leaving-" + strings.ToLower(tc.policy.String())
		run, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: userflowQueue}, "user.leaving", tc.policy, 1500)
		require.NoError(t, err)
		var childID string
		require.NoError(t, run.Get(ctx, &childID))
		err = c.client.GetWorkflow(ctx, childID, "").Get(ctx, nil)
		desc, derr := c.client.DescribeWorkflowExecution(ctx, childID, "")
		require.NoError(t, derr)
		require.Equal(t, tc.status, desc.GetWorkflowExecutionInfo().GetStatus(), "%s: %v", tc.policy, err)
		if tc.policy == enumspb.PARENT_CLOSE_POLICY_ABANDON {
			require.NoError(t, err)
		}
	}

	if *record {
		for _, id := range []string{"user-steps-1", "user-steps-1-lookup", "user-steps-1-job", "user-cancelled-1", "user-cancelled-1-child"} {
			writeUserflowHistory(t, id, c.history(t, id))
		}
	}
}

// runIDOf is the run id in the key of a Result's first tool call.
func runIDOf(r codemode.Result) string {
	key := r.ToolCalls[0].Key
	return key[:bytes.LastIndexByte([]byte(key), ':')]
}

func writeUserflowHistory(t *testing.T, id string, h *historypb.History) {
	b, err := historyJSON(h)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join("testdata", "userflow", id+".json"), b, 0o644))
}

// TestUserWorkflowReplay replays the user's workflows and their children
// from the histories TestUserWorkflowSteps recorded (-record).
func TestUserWorkflowReplay(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "userflow", "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files, "no recorded histories: go test ./integration -run TestUserWorkflowSteps -args -record")
	rt := runtimeFor(t, programOptions{})
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			r := worker.NewWorkflowReplayer()
			registerUserflow(r, rt)
			codemodeworker.RegisterWorkflowFor(r, rt)
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			h, err := client.HistoryFromJSON(bytes.NewReader(b), client.HistoryJSONOptions{})
			require.NoError(t, err)
			// The original workflow id: the children's ids derive from it.
			id := strings.TrimSuffix(filepath.Base(f), ".json")
			require.NoError(t, r.ReplayWorkflowHistoryWithOptions(nil, h, worker.ReplayWorkflowHistoryOptions{
				OriginalExecution: workflow.Execution{ID: id},
			}))
		})
	}
}
