package integration

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/internal/testprog"
	"github.com/codemode-go/codemode/samples/testkit"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/server/temporaltest"
)

var (
	update = flag.Bool("update", false, "TestProgramResults: rewrite the // result: lines of testdata/programs/*.js from in-process runs")
	record = flag.Bool("record", false, "rewrite the histories in testdata/history from runs on the test server")
)

const taskQueue = "codemode-integration"

// programOptions are a program's options directive.
type programOptions struct {
	Limits       codemode.Limits `json:"limits"`
	StepsPerTask int64           `json:"stepsPerTask"`
}

type program struct {
	name   string
	file   string
	code   string
	opts   programOptions
	result string // the expected Result (run id "it-NAME"), compact JSON
}

func loadPrograms(t *testing.T) []program {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "programs", "*.js"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	var out []program
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		h, err := testprog.Parse(f, string(b), "options", "result")
		require.NoError(t, err)
		p := program{name: strings.TrimSuffix(filepath.Base(f), ".js"), file: f, code: string(b), result: h.JSON("result")}
		if h.Has("options") {
			require.NoError(t, json.Unmarshal([]byte(h.Value("options")), &p.opts), f)
		}
		out = append(out, p)
	}
	return out
}

// runtimeFor is the testkit runtime (and the test extensions) with the
// program's limits.
func runtimeFor(t *testing.T, opts programOptions) *codemode.Runtime {
	t.Helper()
	rt, err := codemode.New(codemode.Options{Tools: testkit.Tools(), Extensions: testkit.Extensions(), Limits: opts.Limits})
	require.NoError(t, err)
	return rt
}

// cluster is the Temporal server and worker the tests share.
type cluster struct {
	server *temporaltest.TestServer
	client client.Client
}

var (
	sharedOnce    sync.Once
	sharedCluster *cluster
)

// startCluster returns the shared test server (started on first use, in
// memory, with a worker serving the testkit tools on taskQueue); TestMain
// stops it.
func startCluster(t *testing.T) *cluster {
	t.Helper()
	sharedOnce.Do(func() {
		begin := time.Now()
		quiet := sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
		ts := temporaltest.NewServer(temporaltest.WithBaseClientOptions(client.Options{Logger: quiet}))
		rt := runtimeFor(t, programOptions{})
		ts.NewWorkerWithOptions(taskQueue, func(r worker.Registry) { codemodeworker.Register(r, rt) }, codemodeworker.WorkerOptions(worker.Options{}))
		sharedCluster = &cluster{server: ts, client: ts.GetDefaultClient()}
		t.Logf("temporal test server and worker started in %s", time.Since(begin).Round(time.Millisecond))
	})
	return sharedCluster
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if sharedCluster != nil {
		sharedCluster.server.Stop()
	}
	os.Exit(code)
}

// runWorkflow runs a program as a workflow with id and returns its Result.
func (c *cluster) runWorkflow(t *testing.T, id string, p program) codemode.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	in := workflow.NewInput(runtimeFor(t, p.opts), p.code)
	if p.opts.StepsPerTask != 0 {
		in.StepsPerTask = p.opts.StepsPerTask
	}
	run, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: taskQueue}, workflow.Name, in)
	require.NoError(t, err)
	var res codemode.Result
	require.NoError(t, run.Get(ctx, &res))
	return res
}

// history returns the events of workflow id.
func (c *cluster) history(t *testing.T, id string) *historypb.History {
	t.Helper()
	h, err := c.historyOf(id)
	require.NoError(t, err)
	return h
}

// historyOf is history, with the error (a workflow not started yet).
func (c *cluster) historyOf(id string) (*historypb.History, error) {
	iter := c.client.GetWorkflowHistory(context.Background(), id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	h := &historypb.History{}
	for iter.HasNext() {
		e, err := iter.Next()
		if err != nil {
			return nil, err
		}
		h.Events = append(h.Events, e)
	}
	return h, nil
}

func resultJSON(t *testing.T, r codemode.Result) string {
	t.Helper()
	b, err := json.MarshalIndent(r, "", "  ")
	require.NoError(t, err)
	return string(b) + "\n"
}

// compactResult is r as the result directive writes it.
func compactResult(t *testing.T, r codemode.Result) string {
	t.Helper()
	b, err := json.Marshal(r)
	require.NoError(t, err)
	return string(b)
}

// TestProgramResults runs every program in testdata/programs in-process
// (no server) and requires the Result of its result directive; with
// -update it writes the directive instead.
func TestProgramResults(t *testing.T) {
	for _, p := range loadPrograms(t) {
		t.Run(p.name, func(t *testing.T) {
			code := p.code
			if *update {
				// The run sees the header it will have: the result line is
				// one line whatever it says, so positions stay.
				code = testprog.Set(code, "result", "null")
			}
			got := compactResult(t, runtimeFor(t, p.opts).ExecuteWith(context.Background(), code, codemode.RunOptions{RunID: "it-" + p.name, RandomSeed: 1}))
			if *update {
				require.NoError(t, os.WriteFile(p.file, []byte(testprog.Set(code, "result", got)), 0o644))
				return
			}
			require.NotEmpty(t, p.result, "%s has no // result: line; run go test ./integration -run TestProgramResults -update", p.file)
			require.Equal(t, p.result, got)
		})
	}
}

// TestPrograms runs every program in testdata/programs as a workflow with
// the run id of TestProgramResults, and requires the Result of its result
// directive, the in-process Result.
func TestPrograms(t *testing.T) {
	c := startCluster(t)
	for _, p := range loadPrograms(t) {
		t.Run(p.name, func(t *testing.T) {
			id := "it-" + p.name
			begin := time.Now()
			remote := c.runWorkflow(t, id, p)
			t.Logf("workflow took %s", time.Since(begin).Round(time.Millisecond))
			require.Equal(t, p.result, compactResult(t, remote), "workflow result")

			h := c.history(t, id)
			checkActivities(t, h, remote)
			if p.name == "cpu_loop" {
				// The loop ends several workflow tasks with the yield activity.
				require.GreaterOrEqual(t, countPrefix(activityTypes(h), "codemode.yield"), 2, "the busy loop should span workflow tasks")
			}
			if p.name == "extensions" {
				checkExtensionActivities(t, h)
			}
			if p.name == "durable_abandoned" {
				require.Contains(t, activityTypes(h), "codemode.cancel.testkit.job", "started durable work is cancelled")
			}
			if *record && recorded[p.name] {
				writeHistory(t, p.name, h)
			}
		})
	}
}

// recorded are the programs whose histories TestReplay replays.
var recorded = map[string]bool{"concurrency": true, "cpu_loop": true, "failure_caught": true, "extensions": true}

// checkActivities requires one scheduled activity per admitted tool call,
// with the type derived from the tool's path (durable tools: start + wait).
func checkActivities(t *testing.T, h *historypb.History, res codemode.Result) {
	t.Helper()
	got := activityTypes(h)
	for _, call := range res.ToolCalls {
		want := "codemode.tool." + call.Path
		if call.Path == "testkit.job" {
			want = "codemode.start." + call.Path
		}
		require.Contains(t, got, want, "activity for call %d", call.ID)
	}
	require.Len(t, got, len(res.ToolCalls)+countPrefix(got, "codemode.wait.")+countPrefix(got, "codemode.cancel.")+countPrefix(got, "codemode.yield")+countPrefix(got, "codemode.ext."), "activities: %v", got)
	// Each tool activity carries a summary for the Temporal UI: the call as
	// the program wrote it.
	summaries := activitySummaries(t, h)
	for _, call := range res.ToolCalls {
		want := durabletools.Expression(call.Path) + "("
		require.True(t, slices.ContainsFunc(summaries, func(s string) bool { return strings.HasPrefix(s, want) }),
			"no activity summary for call %d (%s): %q", call.ID, want, summaries)
	}
}

// activitySummaries are the summaries of h's scheduled activities.
func activitySummaries(t *testing.T, h *historypb.History) []string {
	var out []string
	for _, ev := range h.GetEvents() {
		if ev.GetActivityTaskScheduledEventAttributes() == nil {
			continue
		}
		var s string
		if p := ev.GetUserMetadata().GetSummary(); p != nil {
			require.NoError(t, converter.GetDefaultDataConverter().FromPayload(p, &s))
		}
		out = append(out, s)
	}
	return out
}

// checkExtensionActivities requires the extension calls of
// extensions.js in h: activities for `fs`, in call order, and a local
// activity for the cheap `digest`.
func checkExtensionActivities(t *testing.T, h *historypb.History) {
	t.Helper()
	var ext []string
	for _, name := range activityTypes(h) {
		if strings.HasPrefix(name, "codemode.ext.") {
			ext = append(ext, name)
		}
	}
	require.Equal(t, []string{
		"codemode.ext.fs.readFileSync",
		"codemode.ext.fs.promises.readFile",
		"codemode.ext.fs.promises.readFile",
		"codemode.ext.fs.readFileSync",
		"codemode.ext.fs.promises.readFile",
	}, ext)
	local, err := localActivityTypes(h)
	require.NoError(t, err)
	require.Equal(t, []string{"codemode.ext.digest"}, local)
}

// activityTypes lists the types of the activities scheduled in h, in order.
func activityTypes(h *historypb.History) []string {
	var names []string
	for _, e := range h.Events {
		if a := e.GetActivityTaskScheduledEventAttributes(); a != nil {
			names = append(names, a.GetActivityType().GetName())
		}
	}
	return names
}

func countPrefix(names []string, prefix string) int {
	n := 0
	for _, s := range names {
		if strings.HasPrefix(s, prefix) {
			n++
		}
	}
	return n
}

func countEvents(h *historypb.History, typ enumspb.EventType) int {
	n := 0
	for _, e := range h.Events {
		if e.GetEventType() == typ {
			n++
		}
	}
	return n
}

// TestStatusQuery queries a finished run.
func TestStatusQuery(t *testing.T) {
	c := startCluster(t)
	p := program{name: "status", code: `console.log("hi"); return (await tools.testkit.add({a: 1, b: 2})).sum`}
	res := c.runWorkflow(t, "it-status", p)
	require.True(t, res.OK)
	v, err := c.client.QueryWorkflow(context.Background(), "it-status", "", workflow.StatusQuery)
	require.NoError(t, err)
	var st workflow.Status
	require.NoError(t, v.Get(&st))
	require.Equal(t, "done", st.State)
	require.Equal(t, []string{"hi"}, st.Logs)
	require.Len(t, st.ToolCalls, 1)
	require.Equal(t, codemode.CallOK, st.ToolCalls[0].Status)
	require.NotNil(t, st.Result)
	require.JSONEq(t, "3", string(st.Result.Value))
}

// TestCancelWorkflow cancels a running workflow: the program is
// interrupted, its tool activity is cancelled, and the workflow ends
// cancelled.
func TestCancelWorkflow(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	in := workflow.NewInput(runtimeFor(t, programOptions{}), `await tools.testkit.sleep({ms: 60000}); return "not reached"`)
	run, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "it-cancel", TaskQueue: taskQueue}, workflow.Name, in)
	require.NoError(t, err)
	// Wait until the call is running, then cancel.
	require.Eventually(t, func() bool {
		v, err := c.client.QueryWorkflow(ctx, "it-cancel", "", workflow.StatusQuery)
		var st workflow.Status
		return err == nil && v.Get(&st) == nil && len(st.ToolCalls) == 1
	}, 30*time.Second, 50*time.Millisecond)
	require.NoError(t, c.client.CancelWorkflow(ctx, "it-cancel", ""))
	var res codemode.Result
	err = run.Get(ctx, &res)
	var canceled *temporal.CanceledError
	require.ErrorAs(t, err, &canceled)
	h := c.history(t, "it-cancel")
	require.Equal(t, 1, countEvents(h, enumspb.EVENT_TYPE_ACTIVITY_TASK_CANCEL_REQUESTED), "the sleeping call is cancelled")
	require.Equal(t, 1, countEvents(h, enumspb.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED))
}

// TestWorkerRestart stops the only worker while a durable tool is waiting
// and starts another: the wait runs again on the new worker (the stopped
// one's attempt failed as interrupted, which is retryable) and the run
// ends as if nothing happened.
func TestWorkerRestart(t *testing.T) {
	c := startCluster(t)
	const queue = "codemode-restart"
	rt := runtimeFor(t, programOptions{})
	newWorker := func() worker.Worker {
		w := worker.New(c.client, queue, worker.Options{})
		codemodeworker.Register(w, rt)
		require.NoError(t, w.Start())
		return w
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	first := newWorker()
	code := `const a = await tools.testkit.job({ms: 3000, value: "survived"}); return a.value`
	run, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "it-restart", TaskQueue: queue}, workflow.Name, workflow.NewInput(rt, code))
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		return slices.Contains(activityTypes(c.history(t, "it-restart")), "codemode.wait.testkit.job")
	}, 30*time.Second, 50*time.Millisecond)
	first.Stop()
	second := newWorker()
	defer second.Stop()

	var res codemode.Result
	require.NoError(t, run.Get(ctx, &res))
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `"survived"`, string(res.Value))
	require.Equal(t, codemode.CallOK, res.ToolCalls[0].Status)
	retried := false
	for _, e := range c.history(t, "it-restart").Events {
		if a := e.GetActivityTaskStartedEventAttributes(); a != nil && a.GetAttempt() >= 2 {
			retried = true
		}
	}
	require.True(t, retried, "the wait ran again on the new worker")
}

func writeHistory(t *testing.T, name string, h *historypb.History) {
	t.Helper()
	b, err := historyJSON(h)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join("testdata", "history", name+".json"), b, 0o644))
	t.Logf("recorded testdata/history/%s.json (%d events)", name, len(h.Events))
}

// TestReplay replays every recorded history with the current workflow
// code: a change to the VM or the workflow that would make a running
// workflow take another path fails here.
func TestReplay(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "history", "*.json"))
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skip("no recorded histories; run go test ./integration/ -record")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			r := worker.NewWorkflowReplayer()
			codemodeworker.RegisterWorkflow(r)
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			h, err := client.HistoryFromJSON(bytes.NewReader(b), client.HistoryJSONOptions{})
			require.NoError(t, err)
			skipForeignSnapshot(t, h)
			require.NoError(t, r.ReplayWorkflowHistory(nil, h),
				"%s no longer replays: the workflow or the VM changed in a way that breaks workflows already running "+
					"(a change in how many steps the VM counts moves the points where busy loops end workflow tasks). "+
					"If that is intended, re-record with: go test ./integration -record", f)
		})
	}
}
