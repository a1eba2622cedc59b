package integration

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/samples/testkit"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/worker"
	sdkworkflow "go.temporal.io/sdk/workflow"
	"go.temporal.io/server/temporaltest"
)

// The benchmark compares the codemode workflow running benchProgram with
// handWritten, a Go workflow that makes the same activity calls with the
// same inputs and options: 20 sequential calls of testkit.add, then 20 in
// parallel.
//
//	go test ./integration -run '^$' -bench WorkflowDriver -benchtime 20x
const (
	benchSequential = 20
	benchParallel   = 20
	benchQueue      = "codemode-bench"
	handWrittenName = "bench.handwritten"
)

const benchProgram = `
let s = 0
for (let i = 0; i < 20; i++) s = (await tools.testkit.add({ a: s, b: i })).sum
const r = await Promise.all(Array.from({ length: 20 }, (_, i) => tools.testkit.add({ a: i, b: 1 })))
return s + r.reduce((x, y) => x + y.sum, 0)
`

// benchWant is benchProgram's value: 0+1+...+19, plus 1+2+...+20.
const benchWant = 190 + 210

// handWritten is benchProgram written as a Go workflow against the same
// activities (activities.ToolPrefix + "testkit.add", same input shape,
// same call keys, the driver's options for a plain tool).
func handWritten(ctx sdkworkflow.Context, runID string) (float64, error) {
	ctx = sdkworkflow.WithActivityOptions(ctx, sdkworkflow.ActivityOptions{
		StartToCloseTimeout: workflow.DefaultToolTimeout,
		HeartbeatTimeout:    activities.HeartbeatTimeout,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	var id int64
	add := func(a, b float64) sdkworkflow.Future {
		id++
		in, _ := json.Marshal(testkit.AddInput{A: a, B: b})
		return sdkworkflow.ExecuteActivity(ctx, activities.ToolPrefix+"testkit.add",
			activities.Input{Input: in, Call: durabletools.NewCall(runID, id, "testkit.add")})
	}
	sum := func(f sdkworkflow.Future) (float64, error) {
		var out activities.Output
		if err := f.Get(ctx, &out); err != nil {
			return 0, err
		}
		var o testkit.AddOutput
		err := json.Unmarshal(out.Output, &o)
		return o.Sum, err
	}
	s := 0.0
	for i := 0; i < benchSequential; i++ {
		var err error
		if s, err = sum(add(s, float64(i))); err != nil {
			return 0, err
		}
	}
	var fs []sdkworkflow.Future
	for i := 0; i < benchParallel; i++ {
		fs = append(fs, add(float64(i), 1))
	}
	for _, f := range fs {
		v, err := sum(f)
		if err != nil {
			return 0, err
		}
		s += v
	}
	return s, nil
}

// benchEnv is a worker on benchQueue serving both workflows.
type benchEnv struct {
	c      client.Client
	in     workflow.Input
	n      int
	lastID string // the workflow id of the last run
}

func newBenchEnv(tb testing.TB, c client.Client) *benchEnv {
	rt, err := codemode.New(codemode.Options{Tools: testkit.Tools()})
	require.NoError(tb, err)
	if res := rt.Execute(context.Background(), "return 1"); !res.OK {
		tb.Skipf("the VM cannot run programs in this build: %s", res.Error)
	}
	w := worker.New(c, benchQueue, worker.Options{})
	codemodeworker.Register(w, rt)
	w.RegisterWorkflowWithOptions(handWritten, sdkworkflow.RegisterOptions{Name: handWrittenName})
	require.NoError(tb, w.Start())
	tb.Cleanup(w.Stop)
	return &benchEnv{c: c, in: workflow.NewInput(rt, benchProgram)}
}

// run runs one workflow to the end and returns its duration and the
// number of events in its history. The duration is measured on the
// server, from the history's first event to its last.
func (e *benchEnv) run(tb testing.TB, codemodeDriver bool) (time.Duration, int) {
	e.n++
	kind := "go"
	if codemodeDriver {
		kind = "codemode"
	}
	id := fmt.Sprintf("bench-%s-%d-%d", kind, time.Now().UnixNano(), e.n)
	e.lastID = id
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	opts := client.StartWorkflowOptions{ID: id, TaskQueue: benchQueue}
	if codemodeDriver {
		run, err := e.c.ExecuteWorkflow(ctx, opts, workflow.Name, e.in)
		require.NoError(tb, err)
		require.NoError(tb, awaitClosed(ctx, e.c, id, 20*time.Millisecond))
		var res codemode.Result
		require.NoError(tb, run.Get(ctx, &res))
		require.True(tb, res.OK, res.String())
		require.JSONEq(tb, fmt.Sprint(benchWant), string(res.Value))
	} else {
		run, err := e.c.ExecuteWorkflow(ctx, opts, handWrittenName, id)
		require.NoError(tb, err)
		require.NoError(tb, awaitClosed(ctx, e.c, id, 20*time.Millisecond))
		var v float64
		require.NoError(tb, run.Get(ctx, &v))
		require.Equal(tb, float64(benchWant), v)
	}
	h := fetchHistory(tb, e.c, id)
	first, last := h.Events[0].GetEventTime().AsTime(), h.Events[len(h.Events)-1].GetEventTime().AsTime()
	return last.Sub(first), len(h.Events)
}

// awaitClosed waits until workflow id has closed, polling its description
// every interval. The client's wait for a result (a long poll) sometimes
// misses the completion on the test server and waits its full 20 s; once
// the workflow is closed, getting the result is immediate.
func awaitClosed(ctx context.Context, c client.Client, id string, interval time.Duration) error {
	for {
		d, err := c.DescribeWorkflowExecution(ctx, id, "")
		if err != nil {
			return err
		}
		if d.GetWorkflowExecutionInfo().GetStatus() != enumspb.WORKFLOW_EXECUTION_STATUS_RUNNING {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for workflow %s to close: %w", id, ctx.Err())
		case <-time.After(interval):
		}
	}
}

// fetchHistory returns the events of workflow id.
func fetchHistory(tb testing.TB, c client.Client, id string) *historypb.History {
	iter := c.GetWorkflowHistory(context.Background(), id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	h := &historypb.History{}
	for iter.HasNext() {
		e, err := iter.Next()
		require.NoError(tb, err)
		h.Events = append(h.Events, e)
	}
	return h
}

// BenchmarkWorkflowDriver runs the codemode workflow and the hand-written
// one alternately (so load on the machine hits both alike) and reports
// each one's time per run (first to last history event), their ratio, and
// history events per tool call.
//
// It starts its own in-memory test server, so a benchmark run measures
// only its own workflows.
func BenchmarkWorkflowDriver(b *testing.B) {
	quiet := sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
	ts := temporaltest.NewServer(temporaltest.WithBaseClientOptions(client.Options{Logger: quiet}))
	defer ts.Stop()
	e := newBenchEnv(b, ts.GetDefaultClient())
	e.run(b, true) // warm up: caches, connections, the first workflow task
	e.run(b, false)
	var cm, hw, cmCPU, hwCPU time.Duration
	var cmEvents, hwEvents int
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cpu := processCPU()
		d, n := e.run(b, true)
		cm, cmEvents, cmCPU = cm+d, cmEvents+n, cmCPU+processCPU()-cpu
		cpu = processCPU()
		d, n = e.run(b, false)
		hw, hwEvents, hwCPU = hw+d, hwEvents+n, hwCPU+processCPU()-cpu
	}
	calls := float64((benchSequential + benchParallel) * b.N)
	b.ReportMetric(float64(cm.Milliseconds())/float64(b.N), "codemode-ms/run")
	b.ReportMetric(float64(hw.Milliseconds())/float64(b.N), "go-ms/run")
	b.ReportMetric(float64(cm)/float64(hw), "time-ratio")
	b.ReportMetric(float64(cmCPU.Milliseconds())/float64(b.N), "codemode-cpu-ms/run")
	b.ReportMetric(float64(hwCPU.Milliseconds())/float64(b.N), "go-cpu-ms/run")
	b.ReportMetric(float64(cmEvents)/calls, "codemode-events/call")
	b.ReportMetric(float64(hwEvents)/calls, "go-events/call")
}

// TestEventsPerCall requires the codemode workflow to write the same
// history as the hand-written Go workflow making the same activity calls:
// the driver adds no events of its own (no timers, markers or extra
// activities). The 20 sequential calls give identical histories, event
// for event. In the parallel phase, how many workflow tasks the
// completions take depends on timing (completions that arrive during a
// workflow task share the next one), for both workflows alike, so there
// only the activity events must match.
func TestEventsPerCall(t *testing.T) {
	c := startCluster(t)
	e := newBenchEnv(t, c.client)
	cmTime, cmEvents := e.run(t, true)
	cm := condensed(fetchHistory(t, c.client, e.lastID))
	hwTime, hwEvents := e.run(t, false)
	hw := condensed(fetchHistory(t, c.client, e.lastID))
	t.Logf("codemode: %d events, %s; hand-written: %d events, %s (%d tool calls)", cmEvents, cmTime.Round(time.Millisecond),
		hwEvents, hwTime.Round(time.Millisecond), benchSequential+benchParallel)
	t.Logf("codemode:     %s\nhand-written: %s", cm, hw)

	// Up to the start of the parallel phase: 20 times a workflow task,
	// then the activity's scheduled/started/completed events.
	prefix := "<" + strings.Repeat("WwwSsc", benchSequential) + "Www" + strings.Repeat("S", benchParallel)
	require.True(t, strings.HasPrefix(cm, prefix), "codemode history: %s", cm)
	require.True(t, strings.HasPrefix(hw, prefix), "hand-written history: %s", hw)
	require.True(t, strings.HasSuffix(cm, ">") && strings.HasSuffix(hw, ">"))
	for _, ev := range "Ssc" {
		require.Equal(t, strings.Count(hw, string(ev)), strings.Count(cm, string(ev)), "events %q", ev)
	}
	require.Empty(t, strings.Trim(cm, "<>WwSsc"), "the codemode history has only workflow task and activity events")
}

// condensed writes h as one letter per event: < started, > completed,
// W workflow task scheduled, w started or completed, S activity scheduled,
// s started, c completed, ? anything else.
func condensed(h *historypb.History) string {
	var b strings.Builder
	for _, e := range h.Events {
		switch e.GetEventType() {
		case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED:
			b.WriteByte('<')
		case enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED:
			b.WriteByte('>')
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED:
			b.WriteByte('W')
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_STARTED, enumspb.EVENT_TYPE_WORKFLOW_TASK_COMPLETED:
			b.WriteByte('w')
		case enumspb.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED:
			b.WriteByte('S')
		case enumspb.EVENT_TYPE_ACTIVITY_TASK_STARTED:
			b.WriteByte('s')
		case enumspb.EVENT_TYPE_ACTIVITY_TASK_COMPLETED:
			b.WriteByte('c')
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}
