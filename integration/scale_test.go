package integration

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/samples/testkit"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"golang.org/x/sync/errgroup"
)

const scaleQueue = "codemode-scale"

// scaleRuns is how many runs TestScale parks at once: 200, or the
// environment's CODEMODE_SCALE_RUNS (a larger count takes longer than the
// CI should wait: 1,000 take several minutes on two loaded cores).
func scaleRuns(t *testing.T) int {
	v := os.Getenv("CODEMODE_SCALE_RUNS")
	if v == "" {
		return 200
	}
	n, err := strconv.Atoi(v)
	require.NoError(t, err, "CODEMODE_SCALE_RUNS")
	require.Positive(t, n, "CODEMODE_SCALE_RUNS")
	return n
}

// scaleProgram waits at the gate (every run is then parked on the
// worker, its Machine cached), then computes a little and returns. It is
// kept to one call so that the test stays fast on a loaded machine: each
// run takes two workflow tasks and one activity.
const scaleProgram = `
const greeting = "parked"
const gate = await tools.scale.gate({})
let s = 0
for (let i = 0; i < 1000; i++) s += i
return { greeting, open: gate.open, s }
`

// gate is a tool that blocks until open is closed, recording the calls
// that reached it. It is idempotent: on this loaded machine a heartbeat
// can come late, and the retried call simply waits at the gate again.
type gate struct {
	open    chan struct{}
	mu      sync.Mutex
	entered map[string]bool // call keys
}

func (g *gate) count() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.entered)
}

func (g *gate) tool() *durabletools.Tool {
	type none struct{}
	type out struct {
		Open bool `json:"open"`
	}
	return durabletools.Idempotent("Wait until the test opens the gate.",
		func(ctx context.Context, _ none, call durabletools.Call) (out, error) {
			g.mu.Lock()
			g.entered[call.Key] = true
			g.mu.Unlock()
			select {
			case <-g.open:
				return out{Open: true}, nil
			case <-ctx.Done():
				return out{}, ctx.Err()
			}
		})
}

// TestScale runs 200 runs at once on one worker (CODEMODE_SCALE_RUNS
// sets another count). All of them park at the
// gate (a tool call in flight), so the worker caches them all live; the
// test measures the heap and goroutines they hold by purging the SDK's
// workflow cache. Then it opens the gate: every run's next workflow task
// replays its history on the worker (a cache miss) and the runs finish.
// It logs the workflow task latencies from the histories, before and
// after the purge. Nothing here is a timed assertion.
//
//	go test ./integration -run TestScale -v
//	CODEMODE_SCALE_RUNS=1000 go test ./integration -run TestScale -v -timeout 30m
func TestScale(t *testing.T) {
	scaleRuns := scaleRuns(t)
	c := startCluster(t)
	g := &gate{open: make(chan struct{}), entered: map[string]bool{}}
	tree := testkit.Tools()
	tree["scale"] = map[string]any{"gate": g.tool()}
	rt, err := codemode.New(codemode.Options{Tools: tree})
	require.NoError(t, err)
	w := worker.New(c.client, scaleQueue, worker.Options{MaxConcurrentWorkflowTaskPollers: 4, MaxConcurrentActivityTaskPollers: 4})
	codemodeworker.Register(w, rt)
	require.NoError(t, w.Start())
	defer w.Stop()

	// About a second per run, which 200 runs need on a loaded machine.
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(scaleRuns)*time.Second)
	defer cancel()
	in := workflow.NewInput(rt, scaleProgram)
	prefix := fmt.Sprintf("scale-%d-", time.Now().UnixNano())
	runs := make([]client.WorkflowRun, scaleRuns)
	begin := time.Now()
	var starts errgroup.Group
	starts.SetLimit(16)
	for i := range runs {
		starts.Go(func() error {
			var err error
			runs[i], err = c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: fmt.Sprint(prefix, i), TaskQueue: scaleQueue}, workflow.Name, in)
			return err
		})
	}
	require.NoError(t, starts.Wait())
	require.Eventually(t, func() bool { return g.count() == scaleRuns }, time.Duration(scaleRuns)*600*time.Millisecond, 20*time.Millisecond,
		"%d of %d runs reached the gate", g.count(), scaleRuns)
	parked := time.Since(begin)

	// Memory held by the cached runs: the heap before and after purging
	// the workflow cache (the in-process server's state stays in both).
	heapCached, goCached := settledHeap()
	worker.PurgeStickyWorkflowCache()
	heapPurged, goPurged := settledHeap()
	perRun := float64(int64(heapCached)-int64(heapPurged)) / float64(scaleRuns)

	opened := time.Now()
	close(g.open)
	var mu sync.Mutex
	var done errgroup.Group
	done.SetLimit(16)
	for _, run := range runs {
		done.Go(func() error {
			if err := awaitClosed(ctx, c.client, run.GetID(), 100*time.Millisecond); err != nil {
				return err
			}
			var res codemode.Result
			if err := run.Get(ctx, &res); err != nil {
				return err
			}
			if !res.OK || string(res.Value) != `{"greeting":"parked","open":true,"s":499500}` {
				mu.Lock()
				defer mu.Unlock()
				return fmt.Errorf("run %s: %s", run.GetID(), res.String())
			}
			return nil
		})
	}
	require.NoError(t, done.Wait())
	finished := time.Since(opened)

	var before, after taskLatencies
	for i := range runs {
		h := c.history(t, fmt.Sprint(prefix, i))
		before.add(h, func(e *historypb.HistoryEvent) bool { return e.GetEventTime().AsTime().Before(opened) })
		after.add(h, func(e *historypb.HistoryEvent) bool { return !e.GetEventTime().AsTime().Before(opened) })
	}
	t.Logf("%d runs started and parked at the gate in %s; finished %s after the gate opened", scaleRuns,
		parked.Round(time.Millisecond), finished.Round(time.Millisecond))
	t.Logf("cached runs: %.0f KiB of heap and %.1f goroutines per run (heap %d -> %d KiB, goroutines %d -> %d after purging the cache)",
		perRun/1024, float64(goCached-goPurged)/float64(scaleRuns), heapCached/1024, heapPurged/1024, goCached, goPurged)
	t.Logf("workflow tasks with the runs cached:  %s", before.String())
	t.Logf("workflow tasks replaying (cache purged): %s", after.String())
	heap, start := sessionHeap(t, rt)
	t.Logf("in-process sessions parked at the gate: %.0f KiB of heap and %s to start (compile, run to the first calls) per session",
		heap/1024, start.Round(10*time.Microsecond))
	require.Equal(t, scaleRuns, before.n, "one workflow task per run before the gate")
}

// sessionHeap is the heap that one in-process Session of scaleProgram
// holds while it waits at the gate (the VM's share of a
// cached run), and the time it takes to get there (about what the first
// workflow task of a run spends in the VM).
func sessionHeap(t *testing.T, rt *codemode.Runtime) (float64, time.Duration) {
	const n = 200
	before, _ := settledHeap()
	sessions := make([]*codemode.Session, n)
	begin := time.Now()
	for i := range sessions {
		sessions[i] = rt.Driver().Start(scaleProgram, codemode.RunOptions{RunID: fmt.Sprint("heap-", i)})
		require.Equal(t, codemode.StatusWaiting, sessions[i].Run(1_000_000))
		require.Len(t, sessions[i].TakeCalls(), 1)
	}
	took := time.Since(begin)
	after, _ := settledHeap()
	runtime.KeepAlive(sessions)
	return float64(int64(after)-int64(before)) / n, took / n
}

// settledHeap returns the live heap and the number of goroutines once
// garbage collection and goroutine exits have settled.
func settledHeap() (heap uint64, goroutines int) {
	var ms runtime.MemStats
	for i := 0; i < 3; i++ {
		time.Sleep(100 * time.Millisecond)
		runtime.GC()
	}
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc, runtime.NumGoroutine()
}

// taskLatencies collects workflow task latencies: schedule-to-start (the
// task waiting for the worker) and start-to-complete (the worker running
// it, including the round trip).
type taskLatencies struct {
	n                int
	toStart, running []time.Duration
}

// add adds the workflow tasks of h that were scheduled when keep says.
func (l *taskLatencies) add(h *historypb.History, keep func(*historypb.HistoryEvent) bool) {
	times := map[int64]time.Time{}
	for _, e := range h.Events {
		switch e.GetEventType() {
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED:
			times[e.GetEventId()] = e.GetEventTime().AsTime()
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_STARTED:
			sched := e.GetWorkflowTaskStartedEventAttributes().GetScheduledEventId()
			times[e.GetEventId()] = e.GetEventTime().AsTime()
			if s, ok := times[sched]; ok && keep(e) {
				l.toStart = append(l.toStart, e.GetEventTime().AsTime().Sub(s))
			}
		case enumspb.EVENT_TYPE_WORKFLOW_TASK_COMPLETED:
			started := e.GetWorkflowTaskCompletedEventAttributes().GetStartedEventId()
			if s, ok := times[started]; ok && keep(e) {
				l.running = append(l.running, e.GetEventTime().AsTime().Sub(s))
				l.n++
			}
		}
	}
}

func (l *taskLatencies) String() string {
	return fmt.Sprintf("%d tasks; schedule-to-start %s; start-to-complete %s", l.n, percentiles(l.toStart), percentiles(l.running))
}

func percentiles(ds []time.Duration) string {
	if len(ds) == 0 {
		return "-"
	}
	ds = slices.Clone(ds)
	slices.Sort(ds)
	at := func(p float64) time.Duration { return ds[int(p*float64(len(ds)-1))].Round(100 * time.Microsecond) }
	return fmt.Sprintf("p50 %s p95 %s max %s", at(0.5), at(0.95), ds[len(ds)-1].Round(100*time.Microsecond))
}
