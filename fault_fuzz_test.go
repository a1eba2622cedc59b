package codemode

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// FuzzExecute runs arbitrary program text on a runtime with tools, under
// small step, memory and time budgets: whatever the text, Execute returns
// a Result that is valid JSON, and never an internal error (a Go panic
// recovered inside the VM or the driver). Seeded with the language and
// boundary test programs.
//
//	go test -run '^$' -fuzz FuzzExecute -fuzztime 60s .
func FuzzExecute(f *testing.F) {
	for _, pattern := range []string{"vm/testdata/programs/*/*.js", "testdata/execute/*.js", "testdata/faults/*/*.js"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(string(src))
			}
		}
	}
	f.Add(`return { get x() { for (;;) {} } }`)
	f.Add(`const a = []; a.push(a); String(a) + JSON.stringify({ a: [1, { b: 2 }] })`)
	rt, err := New(Options{
		Tools:  fixtureTools(),
		Limits: Limits{Timeout: 500 * time.Millisecond, MaxSteps: 200_000, MaxMemoryBytes: 16 << 20, MaxToolCalls: 20, MaxOutputBytes: 4096},
		Extensions: []Extension{{Name: "e", Globals: map[string]any{
			"echo": func(v any) any { return v },
		}}},
	})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src string) {
		done := make(chan Result, 1)
		go func() { done <- rt.ExecuteWith(context.Background(), src, fixedRun) }()
		var res Result
		select {
		case res = <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("Execute did not return within 10 s (timeoutMs is 500)")
		}
		if !json.Valid([]byte(res.String())) {
			t.Fatalf("the Result is not JSON: %s", res.String())
		}
		if res.Error != nil && strings.Contains(res.Error.Message, "internal error") {
			t.Fatalf("internal error: %s", res.Error.Message)
		}
		for _, w := range res.Warnings {
			if strings.Contains(w.Message, "internal error") {
				t.Fatalf("internal error in a warning: %s", w.Message)
			}
		}
	})
}
