package integration

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/samples/testkit"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/worker"
)

// hostCall is one call of a tool or extension function as the host saw it
// (through Runtime hooks): the tool's checked input or the function's
// arguments, and the call's key "<runId>:<id>".
type hostCall struct {
	Kind  string // "tool" or "ext"
	Path  string
	Input string // canonical JSON
	Key   string
}

// callLog collects host calls per run id; hooks may run concurrently.
type callLog struct {
	mu    sync.Mutex
	byRun map[string][]hostCall
}

func (l *callLog) hooks() codemode.Hooks {
	return codemode.Hooks{
		ToolBefore: func(ctx context.Context, c codemode.ToolHookCall) error {
			l.add(c.Call.RunID, hostCall{"tool", c.Path, canonical(c.Input), c.Key})
			return nil
		},
		ExtensionBefore: func(ctx context.Context, c codemode.ExtensionHookCall) error {
			args, _ := json.Marshal(c.Args)
			run, _, _ := strings.Cut(c.Key, ":")
			l.add(run, hostCall{"ext", c.Path, canonical(args), c.Key})
			return nil
		},
	}
}

func (l *callLog) add(run string, c hostCall) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.byRun == nil {
		l.byRun = map[string][]hostCall{}
	}
	l.byRun[run] = append(l.byRun[run], c)
}

// calls returns run's calls in call order (by call id): hooks of
// concurrent calls run in any order, but the ids are the program's order.
func (l *callLog) calls(run string) []hostCall {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := append([]hostCall(nil), l.byRun[run]...)
	sort.SliceStable(out, func(i, j int) bool { return callID(out[i].Key) < callID(out[j].Key) })
	return out
}

func callID(key string) int64 {
	n, _ := strconv.ParseInt(key[strings.LastIndexByte(key, ':')+1:], 10, 64)
	return n
}

// canonical re-encodes JSON with sorted object keys.
func canonical(b json.RawMessage) string {
	var v any
	if json.Unmarshal(b, &v) != nil {
		return string(b)
	}
	out, _ := json.Marshal(v)
	return string(out)
}

const determinismQueue = "codemode-determinism"

var (
	determinismOnce sync.Once
	workerCalls     callLog // calls seen by the determinism worker's tools
)

// determinismWorker starts (once) a worker on determinismQueue whose
// Runtime records every host call in workerCalls.
func determinismWorker(t *testing.T, c *cluster) {
	determinismOnce.Do(func() {
		rt, err := codemode.New(codemode.Options{Tools: testkit.Tools(), Extensions: testkit.Extensions(), Hooks: workerCalls.hooks()})
		require.NoError(t, err)
		c.server.NewWorker(determinismQueue, func(r worker.Registry) { codemodeworker.Register(r, rt) })
	})
}

// TestDeterminism runs each program in-process and as a workflow, both
// with the same run id and random seed, and requires the same Result and
// the same host calls: the same tools and extension functions, with the
// same inputs and keys, in the same order. On the workflow side the calls
// are those the worker's tools received, and the history must schedule
// them in call order.
func TestDeterminism(t *testing.T) {
	c := startCluster(t)
	determinismWorker(t, c)
	var progs []program
	for _, p := range loadPrograms(t) {
		if p.name != "cpu_long" && p.name != "cpu_loop" { // no host calls; covered by TestPrograms
			progs = append(progs, p)
		}
	}
	files, err := filepath.Glob(filepath.Join("testdata", "determinism", "*.js"))
	require.NoError(t, err)
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		progs = append(progs, program{name: strings.TrimSuffix(filepath.Base(f), ".js"), code: string(b)})
	}
	for _, p := range progs {
		t.Run(p.name, func(t *testing.T) {
			id := "det-" + p.name
			var local callLog
			rt, err := codemode.New(codemode.Options{Tools: testkit.Tools(), Extensions: testkit.Extensions(), Hooks: local.hooks(),
				Limits: p.opts.Limits})
			require.NoError(t, err)
			inProcess := rt.ExecuteWith(context.Background(), p.code, codemode.RunOptions{RunID: id, RandomSeed: 7})

			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			in := workflow.NewInput(rt, p.code)
			in.RandomSeed = 7
			run, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: determinismQueue}, workflow.Name, in)
			require.NoError(t, err)
			require.NoError(t, awaitClosed(ctx, c.client, id, 20*time.Millisecond))
			var onWorkflow codemode.Result
			require.NoError(t, run.Get(ctx, &onWorkflow))

			require.Equal(t, resultJSON(t, inProcess), resultJSON(t, onWorkflow), "same Result")
			want := local.calls(id)
			got := workerCalls.calls(id)
			// A call still running when the program returned (race.js) may
			// or may not reach its tool before it is cancelled, in either
			// driver: compare only the calls that completed.
			require.Equal(t, settled(want, inProcess), settled(got, onWorkflow), "same host calls")
			if p.name != "race" {
				require.Equal(t, want, got, "same host calls")
			}
			// Tool and extension activities are scheduled in the program's
			// call order, across both kinds.
			ids := scheduledIDs(t, c.history(t, id))
			for i := 1; i < len(ids); i++ {
				require.Less(t, ids[i-1], ids[i], "the workflow schedules calls in call order: %v", ids)
			}
		})
	}
}

// settled keeps the calls that ended in res (tool calls still running when
// the run ended are dropped; extension calls are all kept).
func settled(calls []hostCall, res codemode.Result) []hostCall {
	running := map[string]bool{}
	for _, c := range res.ToolCalls {
		if c.Status == codemode.CallRunning || c.Status == codemode.CallInterrupted {
			running[c.Key] = true
		}
	}
	var out []hostCall
	for _, c := range calls {
		if !running[c.Key] {
			out = append(out, c)
		}
	}
	return out
}

// scheduledIDs lists the call ids of the tool activities (durable starts,
// not waits) and of the extension activities h schedules, in history order.
func scheduledIDs(t *testing.T, h *historypb.History) []int64 {
	t.Helper()
	var ids []int64
	for _, e := range h.Events {
		a := e.GetActivityTaskScheduledEventAttributes()
		if a == nil {
			continue
		}
		name := a.GetActivityType().GetName()
		if !strings.HasPrefix(name, "codemode.tool.") && !strings.HasPrefix(name, "codemode.start.") && !strings.HasPrefix(name, "codemode.ext.") {
			continue
		}
		var in struct {
			Call struct{ Key string } `json:"call"`
			Key  string               `json:"key"`
		}
		require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(a.GetInput(), &in))
		key := in.Call.Key
		if key == "" {
			key = in.Key
		}
		ids = append(ids, callID(key))
	}
	return ids
}
