package integration

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/samples/testkit"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
)

// TestMemoryBudgetHoldsRunsBack: a worker whose budget fits about three
// runs' heaps is given eight runs at once, each holding ~10 MB while it
// waits on a tool. The runs beyond the budget wait in the task queue until
// earlier runs end, the heap the worker's runs hold never passes the budget
// plus one run, and every run ends with its Result. (Without the budget the
// same runs hold 65 MB at once.)
func TestMemoryBudgetHoldsRunsBack(t *testing.T) {
	c := startCluster(t)
	const (
		queue  = "codemode-budget"
		perRun = 16 << 20
		total  = 48 << 20
		runs   = 8
	)
	rt, err := codemode.New(codemode.Options{Tools: testkit.Tools(), Limits: codemode.Limits{MaxMemoryBytes: perRun}})
	require.NoError(t, err)
	budget, err := codemodeworker.NewMemoryBudget(total, perRun)
	require.NoError(t, err)
	opts, err := budget.WorkerOptions(worker.Options{})
	require.NoError(t, err)
	w := c.server.NewWorkerWithOptions(queue, func(r worker.Registry) { codemodeworker.Register(r, rt) }, opts)
	defer w.Stop()

	// Sample the held heap while the runs go.
	var mu sync.Mutex
	var peak int64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
			held, _ := budget.InUse()
			mu.Lock()
			peak = max(peak, held)
			mu.Unlock()
		}
	}()

	code := `
		const keep = []
		for (let i = 0; i < 30000; i++) keep.push({ i, s: "item " + i })
		await tools.testkit.sleep({ ms: 1500 })
		return keep.length`
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	begin := time.Now()
	var handles []client.WorkflowRun
	for i := range runs {
		h, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: fmt.Sprintf("budget-%d", i), TaskQueue: queue},
			workflow.Name, workflow.NewInput(rt, code))
		require.NoError(t, err)
		handles = append(handles, h)
	}
	for _, h := range handles {
		var res codemode.Result
		require.NoError(t, h.Get(ctx, &res))
		require.True(t, res.OK, res.String())
		assert.Equal(t, "30000", string(res.Value))
	}
	close(stop)
	<-sampled
	t.Logf("%d runs in %s, peak held heap %d MB (budget %d MB)", runs, time.Since(begin).Round(time.Millisecond), peak>>20, total>>20)
	assert.LessOrEqual(t, peak, int64(total+perRun), "the held heap stays within the budget plus one run")

	// The runs beyond the budget waited in the task queue: their first
	// workflow task started only once earlier runs had ended.
	waited := 0
	for i := range runs {
		var created, firstTask time.Time
		for _, e := range c.history(t, fmt.Sprintf("budget-%d", i)).Events {
			switch e.EventType {
			case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED:
				created = e.EventTime.AsTime()
			case enumspb.EVENT_TYPE_WORKFLOW_TASK_STARTED:
				if firstTask.IsZero() {
					firstTask = e.EventTime.AsTime()
				}
			}
		}
		if firstTask.Sub(created) > time.Second {
			waited++
		}
	}
	assert.Greater(t, waited, 0, "some runs waited for room")
	t.Logf("%d of %d runs waited for room", waited, runs)
}

// TestHostileProgramsThroughTemporal: programs that used to kill the worker
// process that took their workflow task (a Go stack overflow in the
// TypeScript fallback's parser, a deep console.dir), to hold it far past
// its limits, or to fail its workflow task for good (a regexp call longer
// than the deadlock detector allows) end as workflows with a Result naming
// the problem; the worker (with WorkerOptions) goes on serving the next run.
func TestHostileProgramsThroughTemporal(t *testing.T) {
	c := startCluster(t)
	deep := strings.Repeat("(", 300000) + "1" + strings.Repeat(")", 300000)
	for i, tc := range []struct {
		code, kind, message string
	}{
		{"return " + deep, "ParseError", "too deeply nested"},
		{"let x: number = " + deep + "; return x", "ParseError", "too deeply nested"},
		{"return '" + strings.Repeat("x", 1536<<10) + "'", "ParseError", "maxSourceBytes"}, // under the server's 2 MB payload limit
		{`let o = {}, cur = o; for (let i = 0; i < 200000; i++) { cur.a = {}; cur = cur.a }
		  console.dir(o, { depth: Infinity }); return "printed"`, "ok", ""},
		{`const a = []; for (;;) a.push({ s: "x" + a.length })`, "ExecutionFailure", "memory limit exceeded"},
		// One regexp call that runs for seconds (the engine's timeout, then
		// the bound of a call's many matches): past the SDK's default
		// one-second deadlock detector, its workflow task failed on every
		// attempt.
		{`return /(a+)+b/.test("a".repeat(30) + "c")`, "ExecutionFailure", "regular expression /(a+)+b/ timed out"},
		{`return ("a".repeat(20) + "c").repeat(300).replace(/(a+)+b|c/g, "")`, "ExecutionFailure", "regular expression /(a+)+b|c/ timed out"},
		{`return 1 + 1`, "ok", ""},
	} {
		res := c.runWorkflow(t, fmt.Sprintf("hostile-%d", i), program{code: tc.code})
		if tc.kind == "ok" {
			require.True(t, res.OK, res.String())
			continue
		}
		require.False(t, res.OK)
		require.Equal(t, tc.kind, string(res.Error.Kind), res.Error.Message)
		require.Contains(t, res.Error.Message, tc.message)
	}
}
