package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
	"github.com/stretchr/testify/assert"
)

// Driver tests with the scripted machine: concurrency, timeouts and
// cancellation do not depend on the VM.

// awaitAll plays a program that calls every path at once and returns when
// all are settled, with the settle order as its value.
func awaitAll(paths ...string) func(f *fakeMachine, budget int64) vm.Status {
	return func(f *fakeMachine, budget int64) vm.Status {
		f.steps++
		if f.nextID == 0 {
			for _, p := range paths {
				f.call(p, `{}`)
			}
		}
		if len(f.outcomes) < len(paths) {
			return vm.StatusBlocked
		}
		f.result, _ = json.Marshal(f.order)
		return vm.StatusDone
	}
}

func TestDriverRunsToolsConcurrently(t *testing.T) {
	// Each tool waits until the other has started: they finish only if
	// they run at the same time (otherwise the run times out).
	aStarted, bStarted := make(chan struct{}), make(chan struct{})
	a := durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (string, error) {
		close(aStarted)
		<-bStarted
		return "a", nil
	})
	b := durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (string, error) {
		close(bStarted)
		<-aStarted
		return "b", nil
	})
	rt, f := fakeRuntime(t, Options{Tools: map[string]any{"a": a, "b": b}, Limits: Limits{Timeout: 10_000 * time.Millisecond}}, awaitAll("tools.a", "tools.b"))
	res := rt.ExecuteWith(context.Background(), "program", RunOptions{RunID: "r"})
	assert.Equal(t, `{"id":1,"path":"a","key":"r:1","input":{},"status":"ok"}`, mustJSON(t, res.ToolCalls[0]))
	assert.Equal(t, `{"id":2,"path":"b","key":"r:2","input":{},"status":"ok"}`, mustJSON(t, res.ToolCalls[1]))
	assert.True(t, res.OK, res.String())
	assert.Equal(t, `ok "a"`, f.outcomes[1])
	assert.Equal(t, `ok "b"`, f.outcomes[2])
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestDriverTimeoutInterruptsHangingTool(t *testing.T) {
	stopped := make(chan error, 1)
	hang := durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (string, error) {
		<-ctx.Done()
		stopped <- ctx.Err()
		return "", ctx.Err()
	})
	rt, _ := fakeRuntime(t, Options{Tools: map[string]any{"hang": hang}, Limits: Limits{Timeout: 30 * time.Millisecond}}, awaitAll("tools.hang"))
	res := rt.ExecuteWith(context.Background(), "program", RunOptions{RunID: "r"})
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (30 ms)"},`+
		`"toolCalls":[{"id":1,"path":"hang","key":"r:1","input":{},"status":"interrupted"}]}`, res.String())
	select {
	case err := <-stopped:
		assert.ErrorIs(t, err, context.Canceled, "the tool's context was cancelled")
	default:
		t.Fatal("Execute returned before the interrupted tool stopped")
	}
}

func TestDriverTimeoutInterruptsBusyLoop(t *testing.T) {
	rt, _ := fakeRuntime(t, Options{Limits: Limits{Timeout: 20 * time.Millisecond}}, func(f *fakeMachine, budget int64) vm.Status {
		f.steps += budget
		return vm.StatusYield
	})
	res := rt.Execute(context.Background(), "while (true) {}")
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (20 ms)"},"toolCalls":[]}`, res.String())
}

// TestDriverTimeoutPassedInTheLastBudget: a program whose last steps run
// past the timeout (one long instruction that never looks at the flag)
// fails with TimeoutExceeded instead of returning its value.
func TestDriverTimeoutPassedInTheLastBudget(t *testing.T) {
	rt, _ := fakeRuntime(t, Options{Limits: Limits{Timeout: 20 * time.Millisecond}}, func(f *fakeMachine, budget int64) vm.Status {
		time.Sleep(60 * time.Millisecond)
		f.result = json.RawMessage("1")
		return vm.StatusDone
	})
	res := rt.Execute(context.Background(), "x")
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (20 ms)"},"toolCalls":[]}`, res.String())
}

func TestDriverContext(t *testing.T) {
	busy := func(f *fakeMachine, budget int64) vm.Status {
		f.steps += budget
		return vm.StatusYield
	}
	rt, _ := fakeRuntime(t, Options{}, busy)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	assert.Equal(t, `{"ok":false,"error":{"kind":"ExecutionFailure","message":"the run was interrupted: context canceled"},"toolCalls":[]}`,
		rt.Execute(ctx, "x").String())

	ctx, cancel = context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run was interrupted: the context deadline passed"},"toolCalls":[]}`,
		rt.Execute(ctx, "x").String())
}

func TestDriverInterruptsCallsWhenProgramReturns(t *testing.T) {
	stopped := make(chan struct{})
	slow := durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (string, error) {
		<-ctx.Done()
		close(stopped)
		return "", errors.New("interrupted")
	})
	rt, _ := fakeRuntime(t, Options{Tools: map[string]any{"slow": slow}}, func(f *fakeMachine, budget int64) vm.Status {
		if f.nextID == 0 {
			f.call("tools.slow", `{}`)
			return vm.StatusYield
		}
		f.result = json.RawMessage(`"early"`)
		return vm.StatusDone
	})
	res := rt.ExecuteWith(context.Background(), "program", RunOptions{RunID: "r"})
	assert.Equal(t, `{"ok":true,"value":"early","toolCalls":[{"id":1,"path":"slow","key":"r:1","input":{},"status":"interrupted"}]}`, res.String())
	select {
	case <-stopped:
	default:
		t.Fatal("Execute returned before the interrupted tool stopped")
	}
}

func TestDriverCallInLastStepNeverStarts(t *testing.T) {
	ran := false
	tool := durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (string, error) {
		ran = true
		return "", nil
	})
	rt, _ := fakeRuntime(t, Options{Tools: map[string]any{"notify": tool}}, func(f *fakeMachine, budget int64) vm.Status {
		f.call("tools.notify", `{}`)
		return vm.StatusDone
	})
	res := rt.ExecuteWith(context.Background(), "program", RunOptions{RunID: "r"})
	assert.Equal(t, `{"ok":true,"value":null,"toolCalls":[{"id":1,"path":"notify","key":"r:1","input":{},"status":"interrupted"}]}`, res.String())
	assert.False(t, ran, "a call the program made as it returned is interrupted before it starts")
}

func TestDriverCleanupTimeoutIsAWarning(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	stubborn := durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (string, error) {
		<-release // ignores its context
		return "", nil
	})
	rt, _ := fakeRuntime(t, Options{Tools: map[string]any{"stubborn": stubborn}, Limits: Limits{Timeout: 200 * time.Millisecond}}, func(f *fakeMachine, budget int64) vm.Status {
		if f.nextID == 0 {
			f.call("tools.stubborn", `{}`)
			return vm.StatusYield
		}
		f.result = json.RawMessage(`1`)
		return vm.StatusDone
	})
	res := rt.ExecuteWith(context.Background(), "program", RunOptions{RunID: "r"})
	assert.Equal(t, `{"ok":true,"value":1,"warnings":[{"kind":"TimeoutExceeded","message":"1 tool call(s) still running when the program returned did not stop within timeoutMs (200 ms)"}],`+
		`"toolCalls":[{"id":1,"path":"stubborn","key":"r:1","input":{},"status":"interrupted"}]}`, res.String())
}

func TestDriverToolPanic(t *testing.T) {
	boom := durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (string, error) {
		panic("boom")
	})
	rt, f := fakeRuntime(t, Options{Tools: map[string]any{"boom": boom}}, awaitAll("tools.boom"))
	res := rt.ExecuteWith(context.Background(), "program", RunOptions{RunID: "r"})
	assert.True(t, res.OK)
	assert.Equal(t, "err ToolFailure: tools.boom failed", f.outcomes[1])
	assert.Equal(t, &Diagnostic{Kind: KindToolFailure, Message: "tools.boom failed"}, res.ToolCalls[0].Error)
}

func TestNewRunID(t *testing.T) {
	a, b := newRunID(), newRunID()
	assert.Regexp(t, `^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`, a)
	assert.NotEqual(t, a, b)
}
