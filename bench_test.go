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

func BenchmarkExecuteCachedReturn(b *testing.B) {
	rt, _ := New(Options{})
	c := `return 1 + 1`
	if diag := rt.Compile(c); diag != nil {
		b.Fatal(diag)
	}
	ctx := context.Background()
	for b.Loop() {
		if res := rt.ExecuteWith(ctx, c, fixedRun); !res.OK {
			b.Fatal(res)
		}
	}
}

func BenchmarkExecuteToolCall(b *testing.B) {
	rt, _ := New(Options{Tools: fixtureTools()})
	c := `const o = await tools.orders.lookup({ id: "a" }); return o.status`
	ctx := context.Background()
	for b.Loop() {
		if res := rt.ExecuteWith(ctx, c, fixedRun); !res.OK {
			b.Fatal(res)
		}
	}
}

func BenchmarkSessionToolCall(b *testing.B) {
	// The bookkeeping alone, driven synchronously (as a workflow would).
	rt, _ := New(Options{Tools: fixtureTools()})
	c := `const o = await tools.orders.lookup({ id: "a" }); return o.status`
	ctx := context.Background()
	for b.Loop() {
		s := rt.Driver().Start(c, fixedRun)
		for s.Run(10_000) != StatusDone {
			for _, call := range s.TakeCalls() {
				out, herr := rt.Driver().ExecuteTool(ctx, call.Path, call.Input, call.Call)
				s.Complete(call.ID, out, herr)
			}
		}
		if res := s.Result(); !res.OK {
			b.Fatal(res)
		}
	}
}

// BenchmarkExtensionSyncCalls: 100 synchronous extension calls per run
// (each runs on its own goroutine while the program waits).
func BenchmarkExtensionSyncCalls(b *testing.B) {
	rt, _ := New(Options{Extensions: []Extension{{Name: "m", Globals: map[string]any{"add": func(a, b float64) float64 { return a + b }}}}})
	c := `let s = 0; for (let i = 0; i < 100; i++) s = add(s, i); s`
	ctx := context.Background()
	for b.Loop() {
		if res := rt.ExecuteWith(ctx, c, fixedRun); !res.OK {
			b.Fatal(res)
		}
	}
}

// BenchmarkHostFunctionCalls: one extension result holding a function,
// then 100 calls of that function per run.
func BenchmarkHostFunctionCalls(b *testing.B) {
	rt, _ := New(Options{Extensions: []Extension{{Name: "m", Globals: map[string]any{
		"adder": func(n float64) func(float64) float64 { return func(x float64) float64 { return x + n } },
	}}}})
	c := `const add = adder(1); let s = 0; for (let i = 0; i < 100; i++) s = add(s); s`
	ctx := context.Background()
	for b.Loop() {
		if res := rt.ExecuteWith(ctx, c, fixedRun); !res.OK {
			b.Fatal(res)
		}
	}
}
