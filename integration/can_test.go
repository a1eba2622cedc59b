package integration

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
)

// chain returns the histories of every run of workflow id, first to last,
// following continue-as-new.
func (c *cluster) chain(t *testing.T, id string) []*historypb.History {
	t.Helper()
	ctx := context.Background()
	desc, err := c.client.DescribeWorkflowExecution(ctx, id, "")
	require.NoError(t, err)
	var runs []*historypb.History
	runID := desc.GetWorkflowExecutionInfo().GetFirstRunId()
	for runID != "" {
		iter := c.client.GetWorkflowHistory(ctx, id, runID, false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
		h := &historypb.History{}
		next := ""
		for iter.HasNext() {
			e, err := iter.Next()
			require.NoError(t, err)
			h.Events = append(h.Events, e)
			if a := e.GetWorkflowExecutionContinuedAsNewEventAttributes(); a != nil {
				next = a.GetNewExecutionRunId()
			}
		}
		runs = append(runs, h)
		runID = next
	}
	return runs
}

// TestContinueAsNewManyCalls runs a program of sequential tool calls with a
// small event budget, so it continues as new many times; the Result is the
// in-process one. CODEMODE_CAN_CALLS sets the number of calls: the default
// 500 keeps the package fast (a call costs about 10 ms on the test
// server, far more on a loaded machine); CODEMODE_CAN_CALLS=10000 is the
// issue's case.
func TestContinueAsNewManyCalls(t *testing.T) {
	c := startCluster(t)
	n := 500
	if v, err := strconv.Atoi(os.Getenv("CODEMODE_CAN_CALLS")); err == nil && v > 0 {
		n = v
	}
	budget := 600 // about 100 calls per run
	if n > 2_000 {
		budget = 5_000
	}
	code := fmt.Sprintf(`let s = 0
for (let i = 0; i < %d; i++) s += (await tools.testkit.add({a: i, b: 1})).sum
console.log("done")
return s`, n)
	id := fmt.Sprintf("it-can-%d", n)
	// About 10 ms per call on a quiet machine, five times that on a busy one.
	limit := max(5*time.Minute, time.Duration(n)*200*time.Millisecond)
	rt := runtimeFor(t, programOptions{Limits: codemode.Limits{Timeout: limit}})
	in := workflow.NewInput(rt, code)
	in.EventBudget = budget
	ctx, cancel := context.WithTimeout(context.Background(), limit+time.Minute)
	defer cancel()
	begin := time.Now()
	c.startRun(t, id, in)
	res, err := workflow.Await(ctx, c.client, id)
	require.NoError(t, err)
	elapsed := time.Since(begin)
	require.True(t, res.OK, res.Error)
	require.JSONEq(t, strconv.Itoa(n*(n+1)/2), string(res.Value))
	require.Len(t, res.ToolCalls, n)
	require.Equal(t, fmt.Sprintf("%s:%d", id, n), res.ToolCalls[n-1].Key)
	require.Equal(t, []string{"done"}, res.Logs)

	runs := c.chain(t, id)
	events := 0
	for i, h := range runs {
		events += len(h.Events)
		require.LessOrEqual(t, len(h.Events), budget+20, "run %d stays near the budget", i)
	}
	require.Greater(t, len(runs), n*6/budget-1, "continued as new")
	t.Logf("%d calls: %d runs (continue-as-new %d times), %d events (%.2f per call), %s (%.2f ms per call)",
		n, len(runs), len(runs)-1, events, float64(events)/float64(n), elapsed.Round(time.Millisecond),
		float64(elapsed.Microseconds())/1000/float64(n))
	st, err := workflow.GetStatus(ctx, c.client, id)
	require.NoError(t, err)
	require.Equal(t, len(runs)-1, st.ContinuedAsNew)
}

// TestContinueAsNewWhileWaiting continues as new while an idempotent call
// and a durable wait are in flight: the idempotent call runs again in the
// next run with the same key, the job is not started again, only waited
// for, and the Result is the in-process one. A tiny event budget forces it.
func TestContinueAsNewWhileWaiting(t *testing.T) {
	c := startCluster(t)
	const id = "it-can-waiting"
	code := `const [j, s] = await Promise.all([tools.testkit.job({ms: 1500, value: "j"}), tools.testkit.get({key: "k"})])
const x = await tools.testkit.add({a: 1, b: 2})
return [j.value, s.value, x.sum]`
	rt := runtimeFor(t, programOptions{})
	want := rt.ExecuteWith(context.Background(), code, codemode.RunOptions{RunID: id, RandomSeed: 1})
	in := workflow.NewInput(rt, code)
	in.EventBudget = 5
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c.startRun(t, id, in)
	res, err := workflow.Await(ctx, c.client, id)
	require.NoError(t, err)
	require.Equal(t, resultJSON(t, want), resultJSON(t, res))
	runs := c.chain(t, id)
	require.GreaterOrEqual(t, len(runs), 2)
	var types []string
	for _, h := range runs {
		types = append(types, activityTypes(h)...)
	}
	require.Equal(t, 1, countPrefix(types, "codemode.start.testkit.job"), "started once: %v", types)
	require.GreaterOrEqual(t, countPrefix(types, "codemode.wait.testkit.job"), 2, "waited again after continue-as-new: %v", types)
	if *record {
		for i, h := range runs[:2] {
			writeHistory(t, fmt.Sprintf("can_waiting_%d", i), h)
		}
	}
}
