package integration

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/samples/agentloop"
	"github.com/codemode-go/codemode/samples/approval"
	codemodeworker "github.com/codemode-go/codemode/worker"
	cmworkflow "github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

// The agent loop of samples/agentloop on a real server: its worker is
// restarted in the middle of the research turn, the approval turn's child
// run is suspended by its id while the human decides and resumed after,
// and the histories show the loop's child runs and every activity's
// summary. (The two days of research on the workflow clock are shown by
// the sample's own time-skipping test.) With -record it rewrites the
// histories samples/agentloop/replay_test.go replays.

const agentloopQueue = "agentloop"

var agentloopRuns int

// startAgentWorker starts a worker of the loop with a Runtime of its own,
// as a freshly started process would have.
func startAgentWorker(t *testing.T, c client.Client, dir string) worker.Worker {
	t.Helper()
	// A day of research takes a second here.
	rt, err := codemode.New(codemode.Options{Tools: agentloop.Tools(agentloop.Options{Day: time.Second, ApprovalDir: dir})})
	require.NoError(t, err)
	w := worker.New(c, agentloopQueue, codemodeworker.WorkerOptions(worker.Options{}))
	registerAgentloop(w, rt)
	w.RegisterActivityWithOptions(agentloop.Activities{Model: agentloop.RefundScript}.Propose, activity.RegisterOptions{Name: agentloop.ProposeActivity})
	codemodeworker.Register(w, rt)
	require.NoError(t, w.Start())
	return w
}

func registerAgentloop(r codemodeworker.WorkflowRegistry, rt *codemode.Runtime) {
	r.RegisterWorkflowWithOptions(agentloop.Workflow(rt), workflow.RegisterOptions{Name: agentloop.WorkflowName})
}

func TestAgentLoopOnServer(t *testing.T) {
	c := startCluster(t)
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	agentloopRuns++ // -count=N runs get ids of their own
	id := fmt.Sprintf("agentloop-%d", agentloopRuns)
	w := startAgentWorker(t, c.client, dir)
	run, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: agentloopQueue}, agentloop.WorkflowName,
		agentloop.Task{Goal: agentloop.RefundGoal})
	require.NoError(t, err)

	// The worker restarts while the second turn waits for its research:
	// the new one (a new Runtime, no cached workflows) replays the loop and
	// its child and goes on waiting for the same job.
	c.waitFor(t, id+"-turn-2", "codemode.wait.agent.research")
	w.Stop()
	w = startAgentWorker(t, c.client, dir)
	defer func() { w.Stop() }()

	// The third turn files its request and waits for the decision; its
	// run is suspended while the human decides (it parks holding its
	// snapshot, no activity in flight), and resumed once the decision is
	// in. (While the request is being filed, a suspend is refused.)
	turn3 := id + "-turn-3"
	c.waitFor(t, turn3, "codemode.wait.approvals.ask")
	sus, err := cmworkflow.Suspend(ctx, c.client, turn3, cmworkflow.SuspendRequest{})
	require.NoError(t, err)
	require.NotEmpty(t, sus.Snapshot)
	st, err := cmworkflow.GetStatus(ctx, c.client, turn3)
	require.NoError(t, err)
	require.Equal(t, cmworkflow.StateSuspended, st.State)
	require.NoError(t, approval.Decide(dir, approval.RequestID(turn3+":1"), approval.Decision{Approved: true, By: "alice"}))
	require.NoError(t, cmworkflow.Resume(ctx, c.client, turn3, cmworkflow.ResumeRequest{}))

	var answer agentloop.Answer
	require.NoError(t, run.Get(ctx, &answer))
	require.Equal(t, agentloop.RefundScript[3], answer.Text)
	require.Len(t, answer.Turns, 3)
	for i, want := range agentloop.RefundTurnValues {
		require.True(t, answer.Turns[i].Result.OK, answer.Turns[i].Result.String())
		require.JSONEq(t, want, string(answer.Turns[i].Result.Value), "turn %d", i+1)
	}

	// The loop's history: four questions to the model, three child runs.
	h := c.history(t, id)
	require.Equal(t, []string{id + "-turn-1", id + "-turn-2", id + "-turn-3"}, childIDs(h))
	summaries := activitySummaries(t, h)
	require.Len(t, summaries, 4)
	for _, s := range summaries {
		require.Equal(t, "ask the model for the next step", s)
	}
	// Each child's activities carry the call as the program wrote it.
	histories := map[string]*historypb.History{id: h}
	for i, want := range [][]string{
		{`tools.orders.lookup({"id":"order_42"})`},
		{`tools.agent.research({"topic":"refund policy","days":2})`, `waiting for tools.agent.research({"topic":"refund policy","days":2})`},
		{`tools.approvals.ask(`, `waiting for tools.approvals.ask(`},
	} {
		child := answer.Turns[i].ChildID
		histories[child] = c.history(t, child)
		got := activitySummaries(t, histories[child])
		for _, w := range want {
			require.True(t, slices.ContainsFunc(got, func(s string) bool { return strings.HasPrefix(s, w) }), "turn %d: no summary %q in %q", i+1, w, got)
		}
	}
	// The research wait was cut by the restart and ran again on the new
	// worker: its attempt 2 completed (the job was started once).
	require.Equal(t, 1, countPrefix(activityTypes(histories[id+"-turn-2"]), "codemode.start.agent.research"))
	require.Equal(t, []int32{2}, attempts(histories[id+"-turn-2"], "codemode.wait.agent.research"))
	// The approval turn was suspended and resumed: its wait ran twice,
	// the request was filed once.
	require.Equal(t, 1, countPrefix(activityTypes(histories[turn3]), "codemode.start.approvals.ask"))
	require.Equal(t, 2, countPrefix(activityTypes(histories[turn3]), "codemode.wait.approvals.ask"))
	require.Equal(t, []string{cmworkflow.SuspendUpdate, cmworkflow.ResumeUpdate}, updateNames(histories[turn3]))

	if *record {
		for name, h := range histories {
			b, err := historyJSON(h)
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join("..", "samples", "agentloop", "testdata", name+".json"), b, 0o644))
		}
	}
}

// childIDs are the workflow ids of the child runs h started, in order.
func childIDs(h *historypb.History) []string {
	var ids []string
	for _, e := range h.GetEvents() {
		if a := e.GetStartChildWorkflowExecutionInitiatedEventAttributes(); a != nil {
			ids = append(ids, a.GetWorkflowId())
		}
	}
	return ids
}

// attempts are the attempt numbers with which h's activities of type name
// last started.
func attempts(h *historypb.History, name string) []int32 {
	scheduled := map[int64]bool{}
	var out []int32
	for _, e := range h.GetEvents() {
		if a := e.GetActivityTaskScheduledEventAttributes(); a.GetActivityType().GetName() == name {
			scheduled[e.GetEventId()] = true
		}
		if a := e.GetActivityTaskStartedEventAttributes(); a != nil && scheduled[a.GetScheduledEventId()] {
			out = append(out, a.GetAttempt())
		}
	}
	return out
}

// updateNames are the names of the Updates h accepted, in order.
func updateNames(h *historypb.History) []string {
	var names []string
	for _, e := range h.GetEvents() {
		if e.GetEventType() == enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED {
			names = append(names, e.GetWorkflowExecutionUpdateAcceptedEventAttributes().GetAcceptedRequest().GetInput().GetName())
		}
	}
	return names
}
