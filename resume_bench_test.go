package codemode

import (
	"context"
	"fmt"
	"testing"

	"github.com/codemode-go/codemode/durabletools"
)

// The benchmarks below measure the public suspend/resume path end to end
// on the snapshot package's typical agent run: 50 tool results (about
// 1,000 heap objects) held while the program waits for its last call.

type agentItem struct {
	SKU   string  `json:"sku"`
	Qty   int     `json:"qty"`
	Price float64 `json:"price"`
}

type agentOrder struct {
	ID       string            `json:"id"`
	Status   string            `json:"status"`
	Total    float64           `json:"total"`
	Items    []agentItem       `json:"items"`
	Customer map[string]string `json:"customer"`
}

type agentSummary struct {
	Summary []map[string]any `json:"summary"`
}

const agentRunCode = `
const results = [];
for (let i = 0; i < 50; i++) results.push(await tools.orders.lookup({ id: "order-" + i }));
const byStatus = new Map();
for (const r of results) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r]);
const summary = [...byStatus].map(([s, l]) => ({ status: s, count: l.length, total: l.reduce((a, r) => a + r.total, 0) }));
const last = await tools.report.send({ summary });
return last.summary.length`

// agentRuntime has the agent run's tools; send blocks until gate closes
// (nil: it returns at once) and says so on entered.
func agentRuntime(b *testing.B, gate chan struct{}, entered chan string) *Runtime {
	statuses := []string{"shipped", "pending", "cancelled"}
	lookup := durabletools.Idempotent("Look up an order", func(ctx context.Context, in idInput, call durabletools.Call) (agentOrder, error) {
		var n int
		fmt.Sscanf(in.ID, "order-%d", &n)
		o := agentOrder{ID: in.ID, Status: statuses[n%3], Total: float64(n) * 12.5,
			Customer: map[string]string{"name": fmt.Sprint("Customer ", n), "tier": "gold"}}
		for i := range 15 {
			o.Items = append(o.Items, agentItem{SKU: fmt.Sprintf("SKU-%d", n*100+i), Qty: (n + i) % 4, Price: 9.99})
		}
		return o, nil
	})
	send := durabletools.Idempotent("Send a report", func(ctx context.Context, in agentSummary, call durabletools.Call) (agentSummary, error) {
		if gate != nil {
			entered <- call.Key
			select {
			case <-gate:
			case <-ctx.Done():
				return agentSummary{}, ctx.Err()
			}
		}
		return in, nil
	})
	rt, err := New(Options{Tools: map[string]any{"orders": map[string]any{"lookup": lookup}, "report": map[string]any{"send": send}}})
	if err != nil {
		b.Fatal(err)
	}
	return rt
}

// agentRunState runs the agent program until its last call and suspends it.
func agentRunState(b *testing.B) []byte {
	entered := make(chan string, 1)
	p := agentRuntime(b, make(chan struct{}), entered).Program(agentRunCode, RunOptions{RunID: "bench"})
	done := make(chan Outcome, 1)
	go func() { done <- p.Run(context.Background()) }()
	<-entered
	out, err := p.Suspend(context.Background(), SuspendOptions{})
	if err != nil || out.Suspended == nil {
		b.Fatalf("suspend: %v %+v", err, out)
	}
	<-done
	return out.Suspended.State
}

// BenchmarkResumeAgentRun resumes the suspended agent run in a new
// Runtime's Program and runs it to its result (the last call reruns).
func BenchmarkResumeAgentRun(b *testing.B) {
	state := agentRunState(b)
	rt := agentRuntime(b, nil, nil)
	b.ReportMetric(float64(len(state)), "state-bytes")
	b.ReportAllocs()
	for b.Loop() {
		p, err := rt.Resume(state)
		if err != nil {
			b.Fatal(err)
		}
		out := p.Run(context.Background())
		if out.Result == nil || !out.Result.OK || string(out.Result.Value) != "3" {
			b.Fatalf("%+v", out.Result)
		}
	}
}

// BenchmarkSuspendAgentRun suspends the agent run while its last call is
// in flight (the same run each time: a failed or refused suspend leaves a
// run untouched, and a suspend that succeeds ends it, so each op starts
// a run from the resumed state and suspends it again).
func BenchmarkSuspendAgentRun(b *testing.B) {
	state := agentRunState(b)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		entered := make(chan string, 1)
		p, err := agentRuntime(b, make(chan struct{}), entered).Resume(state)
		if err != nil {
			b.Fatal(err)
		}
		done := make(chan Outcome, 1)
		go func() { done <- p.Run(context.Background()) }()
		<-entered
		b.StartTimer()
		out, err := p.Suspend(context.Background(), SuspendOptions{})
		b.StopTimer()
		if err != nil || out.Suspended == nil {
			b.Fatalf("suspend: %v", err)
		}
		<-done
		b.StartTimer()
	}
}
