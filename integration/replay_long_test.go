package integration

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/samples/testkit"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/server/common/dynamicconfig"
	"go.temporal.io/server/temporal"
	"go.temporal.io/server/temporaltest"
)

// A long history: replayLongCalls sequential tool calls, six events each
// (a workflow task's three, the activity's three), take a run past
// replayLongEvents events before it parks at the gate.
const (
	replayLongCalls  = 850
	replayLongEvents = 5_000
	replayLongQueue  = "codemode-replay-long"
)

// replayLongProgram makes replayLongCalls sequential calls, then waits at
// the gate and returns the sum (0+1+...+849) and the gate's answer.
var replayLongProgram = fmt.Sprintf(`
let s = 0
for (let i = 0; i < %d; i++) s = (await tools.testkit.add({ a: s, b: i })).sum
const gate = await tools.scale.gate({})
return { s, open: gate.open }
`, replayLongCalls)

const replayLongWant = `{"s":360825,"open":true}`

// longServer starts an in-memory test server that lets a history grow
// past replayLongEvents. By default the server suggests continuing as new
// at 4,096 events (limit.historyCount.suggestContinueAsNew) and the
// workflow follows the suggestion, so with the default a run's history
// never gets that long.
func longServer(tb testing.TB) *temporaltest.TestServer {
	dc := dynamicconfig.StaticClient{
		// The test server's own setting, which this client replaces.
		dynamicconfig.ForceSearchAttributesCacheRefreshOnRead.Key(): []dynamicconfig.ConstrainedValue{{Value: true}},
		dynamicconfig.HistoryCountSuggestContinueAsNew.Key():        []dynamicconfig.ConstrainedValue{{Value: 4 * replayLongEvents}},
	}
	ts := temporaltest.NewServer(temporaltest.WithBaseClientOptions(client.Options{Logger: quietLogger()}),
		temporaltest.WithBaseServerOptions(temporal.WithDynamicConfigClient(dc)))
	tb.Cleanup(ts.Stop)
	return ts
}

// longEnv is a worker on replayLongQueue serving the testkit tools and a
// gate.
type longEnv struct {
	c    client.Client
	rt   *codemode.Runtime
	gate *gate
}

func newLongEnv(tb testing.TB, c client.Client) *longEnv {
	g := &gate{open: make(chan struct{}), entered: map[string]bool{}}
	rt := longRuntime(tb, g)
	w := worker.New(c, replayLongQueue, worker.Options{})
	codemodeworker.Register(w, rt)
	require.NoError(tb, w.Start())
	tb.Cleanup(w.Stop)
	return &longEnv{c: c, rt: rt, gate: g}
}

// longRuntime is the Runtime of the testkit tools and g as scale.gate.
func longRuntime(tb testing.TB, g *gate) *codemode.Runtime {
	tree := testkit.Tools()
	tree["scale"] = map[string]any{"gate": g.tool()}
	rt, err := codemode.New(codemode.Options{Tools: tree})
	require.NoError(tb, err)
	return rt
}

// start starts a run of replayLongProgram with workflow id id.
func (e *longEnv) start(tb testing.TB, ctx context.Context, id string) client.WorkflowRun {
	run, err := e.c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: replayLongQueue},
		workflow.Name, workflow.NewInput(e.rt, replayLongProgram))
	require.NoError(tb, err)
	return run
}

// finish waits for the run to close and requires its result.
func (e *longEnv) finish(tb testing.TB, ctx context.Context, run client.WorkflowRun) {
	require.NoError(tb, awaitClosed(ctx, e.c, run.GetID(), 50*time.Millisecond))
	var res codemode.Result
	require.NoError(tb, run.Get(ctx, &res))
	require.True(tb, res.OK, res.String())
	require.JSONEq(tb, replayLongWant, string(res.Value))
}

// replay replays h on a fresh workflow replayer registered like the
// worker (RegisterWorkflowFor with the same Runtime).
func (e *longEnv) replay(h *historypb.History) error {
	r := worker.NewWorkflowReplayer()
	codemodeworker.RegisterWorkflowFor(r, e.rt)
	return r.ReplayWorkflowHistory(quietLogger(), h)
}

func quietLogger() sdklog.Logger {
	return sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// TestReplayLongHistory measures the workflow task that replays a long
// history cold: the run makes 850 sequential tool calls (over 5,000
// history events), parks at the gate, the test purges the worker's
// workflow cache and opens the gate, and the next workflow task must
// fetch and replay the whole history (the program runs again from its
// start, every call answered from the history) before it can complete the
// run. It logs that task's latency, next to those of the run's earlier
// tasks (cached, each replaying nothing), and the time a
// workflow replayer takes over the finished history. Nothing here is a
// timed assertion. It runs on its own server (longServer). About 45 s on
// two loaded cores; skipped with -short.
//
//	go test ./integration -run TestReplayLongHistory -v
func TestReplayLongHistory(t *testing.T) {
	if testing.Short() {
		t.Skip("850 sequential tool calls: skipped with -short")
	}
	ts := longServer(t)
	e := newLongEnv(t, ts.GetDefaultClient())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	id := fmt.Sprintf("replay-long-%d", time.Now().UnixNano())
	begin := time.Now()
	run := e.start(t, ctx, id)
	require.Eventually(t, func() bool { return e.gate.count() == 1 }, 4*time.Minute, 20*time.Millisecond, "the run did not reach the gate")
	parked := time.Since(begin)
	events := len(fetchHistory(t, e.c, id).Events)
	require.GreaterOrEqual(t, events, replayLongEvents, "history events when the run parked")

	worker.PurgeStickyWorkflowCache()
	opened := time.Now()
	close(e.gate.open)
	e.finish(t, ctx, run)
	finished := time.Since(opened)

	fetchBegin := time.Now()
	h := fetchHistory(t, e.c, id)
	fetched := time.Since(fetchBegin)
	var cached, replaying taskLatencies
	cached.add(h, func(e *historypb.HistoryEvent) bool { return e.GetEventTime().AsTime().Before(opened) })
	replaying.add(h, func(e *historypb.HistoryEvent) bool { return !e.GetEventTime().AsTime().Before(opened) })
	require.Equal(t, replayLongCalls+1, cached.n, "one workflow task per call before the gate opened")
	require.Equal(t, 1, replaying.n, "one workflow task after the gate opened: %s", replaying.String())

	replayBegin := time.Now()
	require.NoError(t, e.replay(h))
	replayed := time.Since(replayBegin)

	t.Logf("%d sequential calls and the gate: parked after %s with %d history events; finished %s after the gate opened (%d events)",
		replayLongCalls, parked.Round(time.Millisecond), events, finished.Round(time.Millisecond), len(h.Events))
	t.Logf("workflow tasks with the run cached:  %s", cached.String())
	t.Logf("workflow task replaying %d events (cache purged): schedule-to-start %s; start-to-complete %s; scheduled to completed %s",
		events, replaying.toStart[0].Round(100*time.Microsecond), replaying.running[0].Round(100*time.Microsecond),
		(replaying.toStart[0] + replaying.running[0]).Round(100*time.Microsecond))
	t.Logf("worker.NewWorkflowReplayer over the finished history (%d events): %s; fetching that history with the client took %s",
		len(h.Events), replayed.Round(100*time.Microsecond), fetched.Round(100*time.Microsecond))
}

// BenchmarkReplayLongHistory replays the history of a finished run of
// replayLongProgram with worker.NewWorkflowReplayer: ns/op is one whole
// replay of over 5,000 events (the program run again from its start, 851
// calls answered from the history). Setting up records the history on its
// own in-memory test server (about 45 s), once: the benchmark uses b.Loop.
// With CODEMODE_REPLAY_LONG_HISTORY set to a file, it replays the history
// in that file, and first records it there if the file does not exist, so
// that a CPU profile of a second run shows the replay alone.
//
//	go test ./integration -run '^$' -bench ReplayLongHistory -benchtime 10x
//	CODEMODE_REPLAY_LONG_HISTORY=/tmp/long.json go test ./integration -run '^$' -bench ReplayLongHistory -benchtime 20x -cpuprofile /tmp/replay.prof
func BenchmarkReplayLongHistory(b *testing.B) {
	e := &longEnv{rt: longRuntime(b, &gate{})} // a replayer calls no tools
	h := longHistory(b, os.Getenv("CODEMODE_REPLAY_LONG_HISTORY"))
	require.GreaterOrEqual(b, len(h.Events), replayLongEvents)
	for b.Loop() {
		if err := e.replay(h); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(h.Events)), "events")
}

// longHistory is the history of a finished run of replayLongProgram:
// read from file if it exists, else recorded on a server of its own (and
// written to file, unless file is "").
func longHistory(tb testing.TB, file string) *historypb.History {
	if file != "" {
		if data, err := os.ReadFile(file); err == nil {
			h, err := client.HistoryFromJSON(bytes.NewReader(data), client.HistoryJSONOptions{})
			require.NoError(tb, err, file)
			return h
		}
	}
	ts := longServer(tb)
	e := newLongEnv(tb, ts.GetDefaultClient())
	close(e.gate.open) // the gate answers at once
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	id := fmt.Sprintf("replay-long-bench-%d", time.Now().UnixNano())
	e.finish(tb, ctx, e.start(tb, ctx, id))
	h := fetchHistory(tb, e.c, id)
	if file != "" {
		data, err := historyJSON(h)
		require.NoError(tb, err)
		require.NoError(tb, os.WriteFile(file, data, 0o644))
	}
	return h
}
