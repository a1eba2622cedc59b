package codemode

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeMachine is a scripted stand-in for *vm.Machine, to test the
// bookkeeping and the driver on their own: script plays the program.
type fakeMachine struct {
	script   func(f *fakeMachine, budget int64) vm.Status
	steps    int64
	nextID   int64
	out      []vm.HostCall
	outcomes map[int64]string // "ok <json>" or "err <kind>: <message>"
	order    []int64          // ids in the order they were settled
	result   json.RawMessage
	failure  *vm.Failure
	logs     []string
	warnings []vm.Failure
}

func (f *fakeMachine) call(path, input string) int64 {
	f.nextID++
	f.out = append(f.out, vm.HostCall{ID: f.nextID, Kind: vm.CallTool, Path: path, Input: json.RawMessage(input)})
	return f.nextID
}

func (f *fakeMachine) Run(budget int64) vm.Status { return f.script(f, budget) }
func (f *fakeMachine) TakeHostCalls() []vm.HostCall {
	out := f.out
	f.out = nil
	return out
}

func (f *fakeMachine) Settle(id int64, value json.RawMessage, err *vm.HostError) error {
	if _, ok := f.outcomes[id]; ok {
		return fmt.Errorf("call %d settled twice", id)
	}
	if err != nil {
		f.outcomes[id] = "err " + err.Error()
	} else {
		f.outcomes[id] = "ok " + string(value)
	}
	f.order = append(f.order, id)
	return nil
}

func (f *fakeMachine) Result() json.RawMessage { return f.result }
func (f *fakeMachine) Failure() *vm.Failure    { return f.failure }
func (f *fakeMachine) Logs() []string          { return f.logs }
func (f *fakeMachine) Warnings() []vm.Failure  { return f.warnings }
func (f *fakeMachine) Steps() int64            { return f.steps }
func (f *fakeMachine) RetainHost(int)          {}
func (f *fakeMachine) RestoreHostRetained(int) {}

// fakeRuntime builds a runtime whose programs are played by script.
func fakeRuntime(t *testing.T, opts Options, script func(f *fakeMachine, budget int64) vm.Status) (*Runtime, *fakeMachine) {
	t.Helper()
	rt, err := New(opts)
	require.NoError(t, err)
	f := &fakeMachine{script: script, outcomes: map[int64]string{}}
	rt.loader = func(code string, o RunOptions) (machine, *Diagnostic) { return f, nil }
	return rt, f
}

type idInput struct {
	ID string `json:"id"`
}

type orderOut struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

func lookupOrder() *durabletools.Tool {
	return durabletools.New("Look up an order by ID", func(ctx context.Context, in idInput, call durabletools.Call) (orderOut, error) {
		return orderOut{ID: in.ID, Status: "open"}, nil
	})
}

func ordersTree() map[string]any {
	return map[string]any{"orders": map[string]any{"lookup": lookupOrder()}}
}

func TestSessionBookkeeping(t *testing.T) {
	rt, f := fakeRuntime(t, Options{Tools: ordersTree()}, func(f *fakeMachine, budget int64) vm.Status {
		f.steps += 5
		switch {
		case f.nextID == 0:
			f.call("tools.orders.lookup", `{"id":"a"}`)
			f.call("tools.orders.lokup", `{"id":"b"}`)
			f.call("tools.orders.lookup", `{"id":"c"}`)
			return vm.StatusBlocked
		case len(f.outcomes) < 3:
			return vm.StatusBlocked
		}
		f.logs = []string{"done"}
		f.result = json.RawMessage(`{"n":3}`)
		return vm.StatusDone
	})
	s := rt.Driver().Start("program", RunOptions{RunID: "run-7"})
	assert.Equal(t, "run-7", s.RunID())
	assert.Equal(t, StatusWaiting, s.Run(100))
	assert.Equal(t, "err UnknownTool: tools.orders.lokup is not a tool; available: tools.orders.lookup", f.outcomes[2],
		"an unknown tool is settled at once")

	calls := s.TakeCalls()
	require.Len(t, calls, 2)
	assert.Equal(t, PendingCall{ID: 1, Path: "orders.lookup", Input: json.RawMessage(`{"id":"a"}`), Kind: durabletools.KindPlain,
		Call: durabletools.Call{RunID: "run-7", ID: 1, Key: "run-7:1", Path: "orders.lookup"}}, calls[0])
	assert.Equal(t, int64(3), calls[1].ID)
	assert.Empty(t, s.TakeCalls(), "calls are taken once")
	assert.Equal(t, []int64{1, 3}, s.Running())

	// Outcomes settle in the order the driver delivers them.
	out, herr := rt.Driver().ExecuteTool(context.Background(), calls[1].Path, calls[1].Input, calls[1].Call)
	require.Nil(t, herr)
	s.Complete(3, out, nil)
	assert.Equal(t, StatusWaiting, s.Run(100))
	s.Complete(1, nil, &vm.HostError{Kind: "ToolFailure", Message: "offline"})
	s.Complete(1, json.RawMessage(`1`), nil) // a second outcome is ignored
	assert.Equal(t, StatusDone, s.Run(100))
	assert.Equal(t, []int64{2, 3, 1}, f.order)
	assert.Equal(t, `ok {"id":"c","status":"open"}`, f.outcomes[3])

	assert.Equal(t, `{"ok":true,"value":{"n":3},"logs":["done"],"toolCalls":[`+
		`{"id":1,"path":"orders.lookup","key":"run-7:1","input":{"id":"a"},"status":"error","error":{"kind":"ToolFailure","message":"offline"}},`+
		`{"id":3,"path":"orders.lookup","key":"run-7:3","input":{"id":"c"},"status":"ok"}]}`, s.Result().String())
}

func TestSessionToolCallLimit(t *testing.T) {
	rt, _ := fakeRuntime(t, Options{Tools: ordersTree(), Limits: Limits{MaxToolCalls: 2}}, func(f *fakeMachine, budget int64) vm.Status {
		for i := 0; i < 3; i++ {
			f.call("tools.orders.lookup", `{"id":"x"}`)
		}
		return vm.StatusBlocked
	})
	s := rt.Driver().Start("program", RunOptions{})
	assert.Equal(t, StatusDone, s.Run(100))
	assert.Empty(t, s.TakeCalls(), "nothing starts once the run has ended")
	assert.Equal(t, []int64{1, 2}, s.Running(), "the admitted calls are to be interrupted")
	assert.Equal(t, `{"ok":false,"error":{"kind":"ToolCallLimitExceeded","message":"the program made more than 2 tool calls (maxToolCalls)"},"toolCalls":[`+
		`{"id":1,"path":"orders.lookup","key":"run:1","input":{"id":"x"},"status":"interrupted"},`+
		`{"id":2,"path":"orders.lookup","key":"run:2","input":{"id":"x"},"status":"interrupted"}]}`, s.Result().String())
	s.Complete(1, json.RawMessage(`{}`), nil)
	assert.Equal(t, CallInterrupted, s.Result().ToolCalls[0].Status, "an outcome after the end is ignored")
}

func TestSessionTimeout(t *testing.T) {
	rt, _ := fakeRuntime(t, Options{Limits: Limits{Timeout: 50 * time.Millisecond}}, func(f *fakeMachine, budget int64) vm.Status {
		f.steps += budget
		return vm.StatusYield
	})
	s := rt.Driver().Start("while (true) {}", RunOptions{})
	left, ok := s.TimeLeft()
	assert.True(t, ok)
	assert.Equal(t, 50*time.Millisecond, left)
	assert.Equal(t, StatusRunning, s.Run(1000))
	s.Elapse(30 * time.Millisecond)
	assert.False(t, s.Done())
	s.Elapse(20 * time.Millisecond)
	assert.True(t, s.Done())
	assert.Equal(t, 50*time.Millisecond, s.ActiveTime())
	assert.Equal(t, StatusDone, s.Run(1000))
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (50 ms)"},"toolCalls":[]}`, s.Result().String())

	rt, _ = fakeRuntime(t, Options{}, func(f *fakeMachine, budget int64) vm.Status { return vm.StatusYield })
	_, ok = rt.Driver().Start("", RunOptions{}).TimeLeft()
	assert.False(t, ok)
}

func TestSessionFailures(t *testing.T) {
	cases := []struct {
		name   string
		script func(f *fakeMachine, budget int64) vm.Status
		want   string
	}{
		{"uncaught", func(f *fakeMachine, budget int64) vm.Status {
			f.failure = &vm.Failure{Kind: "ExecutionFailure", Message: "TypeError: x is not a function", Line: 2, Column: 9}
			return vm.StatusFailed
		}, `{"ok":false,"error":{"kind":"ExecutionFailure","message":"TypeError: x is not a function","line":2,"column":9},"toolCalls":[]}`},
		{"deadlock", func(f *fakeMachine, budget int64) vm.Status { return vm.StatusBlocked },
			`{"ok":false,"error":{"kind":"ExecutionFailure","message":"the program is waiting for a promise that nothing can settle"},"toolCalls":[]}`},
		{"vm panic", func(f *fakeMachine, budget int64) vm.Status { panic("index out of range") },
			`{"ok":false,"error":{"kind":"ExecutionFailure","message":"internal error in the VM: index out of range"},"toolCalls":[]}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rt, _ := fakeRuntime(t, Options{}, c.script)
			s := rt.Driver().Start("program", RunOptions{})
			assert.Equal(t, StatusDone, s.Run(100))
			assert.Equal(t, c.want, s.Result().String())
		})
	}
}

func TestSessionWarningsAndInterrupt(t *testing.T) {
	rt, _ := fakeRuntime(t, Options{Tools: ordersTree(), Limits: Limits{Timeout: 1000 * time.Millisecond}}, func(f *fakeMachine, budget int64) vm.Status {
		f.call("tools.orders.lookup", `{"id":"x"}`)
		f.warnings = []vm.Failure{{Kind: "ToolFailure", Message: "Unhandled rejection: offline", Line: 1, Column: 1}}
		return vm.StatusDone
	})
	s := rt.Driver().Start("program", RunOptions{})
	assert.Equal(t, StatusDone, s.Run(100))
	assert.Equal(t, []int64{1}, s.Running())
	s.CleanupTimedOut(1)
	s.Interrupt(KindExecutionFailure, "too late") // the run has ended: no effect
	assert.Equal(t, `{"ok":true,"value":null,"warnings":[`+
		`{"kind":"ToolFailure","message":"Unhandled rejection: offline","line":1,"column":1},`+
		`{"kind":"TimeoutExceeded","message":"1 tool call(s) still running when the program returned did not stop within timeoutMs (1000 ms)"}],`+
		`"toolCalls":[{"id":1,"path":"orders.lookup","key":"run:1","input":{"id":"x"},"status":"interrupted"}]}`, s.Result().String())
}

func TestNewRejectsBadOptions(t *testing.T) {
	for _, limits := range []Limits{{Timeout: -1}, {MaxToolCalls: -1}, {MaxOutputBytes: -1}} {
		_, err := New(Options{Limits: limits})
		assert.ErrorContains(t, err, "must be 0 (unlimited) or positive")
	}
	_, err := New(Options{Tools: map[string]any{"orders": map[string]any{"lookup": "nope"}}})
	assert.EqualError(t, err, "codemode: tools.orders.lookup: a string is not a tool; want a *durabletools.Tool, a durabletools.Namespace or a map[string]any")
}

func TestExecuteTool(t *testing.T) {
	rt, err := New(Options{Tools: ordersTree()})
	require.NoError(t, err)
	ctx := context.Background()
	call := durabletools.NewCall("r", 1, "orders.lookup")
	out, herr := rt.Driver().ExecuteTool(ctx, "orders.lookup", json.RawMessage(`{"id":"a"}`), call)
	require.Nil(t, herr)
	assert.Equal(t, `{"id":"a","status":"open"}`, string(out))

	_, herr = rt.Driver().ExecuteTool(ctx, "orders.lookup", json.RawMessage(`{}`), call)
	assert.Equal(t, &vm.HostError{Kind: "InvalidToolInput", Message: `input: missing required property "id"`}, herr)

	_, herr = rt.Driver().ExecuteTool(ctx, "nope.x", nil, call)
	assert.Equal(t, &vm.HostError{Kind: "UnknownTool", Message: "tools.nope.x is not a tool; available: tools.orders.lookup"}, herr)
	_, herr = rt.Driver().StartTool(ctx, "orders.lookup", nil, call)
	assert.Equal(t, "ToolFailure", herr.Kind)

	assert.Equal(t, []durabletools.Descriptor{{Path: "orders.lookup", Description: "Look up an order by ID",
		Signature: "tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>"}}, rt.Catalog())
	require.Len(t, rt.Driver().Tools(), 1)
	assert.Equal(t, durabletools.KindPlain, rt.Driver().Tools()[0].Tool.Kind())
	assert.NotNil(t, rt.Driver().Tool("orders.lookup"))
}

func TestSessionSettlePanic(t *testing.T) {
	rt, f := fakeRuntime(t, Options{Tools: ordersTree()}, func(f *fakeMachine, budget int64) vm.Status {
		if f.nextID == 0 {
			f.call("tools.orders.lookup", `{"id":"a"}`)
		}
		return vm.StatusBlocked
	})
	f.outcomes = nil // Settle writes to a nil map: panics
	s := rt.Driver().Start("program", RunOptions{})
	assert.Equal(t, StatusWaiting, s.Run(100))
	s.Complete(1, json.RawMessage(`{}`), nil)
	assert.True(t, s.Done())
	assert.Equal(t, KindExecutionFailure, s.Result().Error.Kind)
	assert.Contains(t, s.Result().Error.Message, "internal error in the VM: assignment to entry in nil map")
}
