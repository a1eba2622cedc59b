package codemode

import (
	"context"
	"testing"
)

// go test -run '^$' -bench . -benchmem

func BenchmarkExecuteReturn(b *testing.B) {
	rt, _ := New(Options{})
	ctx := context.Background()
	for b.Loop() {
		if res := rt.ExecuteWith(ctx, `return 1 + 1`, fixedRun); !res.OK {
			b.Fatal(res)
		}
	}
}

func BenchmarkExecuteCompiledReturn(b *testing.B) {
	rt, _ := New(Options{})
	c, diag := rt.Compile(`return 1 + 1`)
	if diag != nil {
		b.Fatal(diag)
	}
	ctx := context.Background()
	for b.Loop() {
		if res := rt.ExecuteCompiled(ctx, c, fixedRun); !res.OK {
			b.Fatal(res)
		}
	}
}

func BenchmarkExecuteToolCall(b *testing.B) {
	rt, _ := New(Options{Tools: fixtureTools()})
	c, _ := rt.Compile(`const o = await tools.orders.lookup({ id: "a" }); return o.status`)
	ctx := context.Background()
	for b.Loop() {
		if res := rt.ExecuteCompiled(ctx, c, fixedRun); !res.OK {
			b.Fatal(res)
		}
	}
}

func BenchmarkSessionToolCall(b *testing.B) {
	// The bookkeeping alone, driven synchronously (as a workflow would).
	rt, _ := New(Options{Tools: fixtureTools()})
	c, _ := rt.Compile(`const o = await tools.orders.lookup({ id: "a" }); return o.status`)
	ctx := context.Background()
	for b.Loop() {
		s := rt.StartCompiled(c, fixedRun)
		for s.Run(10_000) != StatusDone {
			for _, call := range s.TakeCalls() {
				out, herr := rt.ExecuteTool(ctx, call.Path, call.Input, call.Call)
				s.Complete(call.ID, out, herr)
			}
		}
		if res := s.Result(); !res.OK {
			b.Fatal(res)
		}
	}
}
