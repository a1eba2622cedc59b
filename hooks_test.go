package codemode

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hookLog records what hooks saw, in a stable text form.
type hookLog struct {
	mu    sync.Mutex
	lines []string
}

func (l *hookLog) add(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, fmt.Sprintf(format, args...))
}

func (l *hookLog) get() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.lines...)
}

func (l *hookLog) hooks(deny func(ToolHookCall) error) Hooks {
	return Hooks{
		ToolBefore: func(ctx context.Context, c ToolHookCall) error {
			l.add("before %s %s %s", c.Path, c.Input, c.Key)
			if deny != nil {
				return deny(c)
			}
			return nil
		},
		ToolAfter: func(ctx context.Context, c ToolHookCall, o CallOutcome) {
			msg := ""
			if o.Error != nil {
				msg = string(o.Error.Kind) + ": " + o.Error.Message
			}
			l.add("after %s %s %s %s%s", c.Path, c.Key, o.Status, o.Value, msg)
		},
	}
}

func TestHooksToolBeforeAndAfterSeeNameDecodedInputKey(t *testing.T) {
	var log hookLog
	rt := New2(t, Options{Tools: fixtureTools(), Hooks: log.hooks(nil)})
	res := rt.ExecuteWith(context.Background(), `
		const o = await tools.orders.lookup({ id: "a", extra: undefined })
		await tools.orders.cancel({ id: "a" })
		return o.status`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.Equal(t, []string{
		`before orders.lookup {"id":"a"} run-1:1`,
		`after orders.lookup run-1:1 ok {"id":"a","status":"open"}`,
		`before orders.cancel {"id":"a"} run-1:2`,
		`after orders.cancel run-1:2 ok `, // Promise<void>: no value
	}, log.get())
}

func TestHooksFailingBeforeDeniesTheCall(t *testing.T) {
	var log hookLog
	called := false
	tools := map[string]any{"bank.pay": durabletools.New("Pay", func(ctx context.Context, in idInput, call durabletools.Call) (durabletools.NoOutput, error) {
		called = true
		return durabletools.NoOutput{}, nil
	})}
	rt := New2(t, Options{Tools: tools, Hooks: log.hooks(func(c ToolHookCall) error {
		return ToolError("payments need approval")
	})})
	res := rt.ExecuteWith(context.Background(), `
		try { await tools.bank.pay({ id: "x" }); return "paid" } catch (e) { return "caught: " + e.message }`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `"caught: payments need approval"`, string(res.Value), "the program catches the denial as a thrown error")
	assert.False(t, called, "the tool is never called")
	assert.Equal(t, []string{`before bank.pay {"id":"x"} run-1:1`}, log.get(), "a denied call fires no after hook")
	require.Len(t, res.ToolCalls, 1)
	assert.Equal(t, &Diagnostic{Kind: KindToolFailure, Message: "payments need approval"}, res.ToolCalls[0].Error)

	// Uncaught, the denial fails the run like a tool failure; a
	// *durabletools.Error chooses the kind.
	rt = New2(t, Options{Tools: tools, Hooks: Hooks{ToolBefore: func(ctx context.Context, c ToolHookCall) error {
		return &durabletools.Error{Kind: durabletools.InvalidToolInput, Message: "ids must start with acct_"}
	}}})
	res = rt.Execute(context.Background(), `await tools.bank.pay({ id: "x" })`)
	require.False(t, res.OK)
	assert.Equal(t, KindInvalidToolInput, res.Error.Kind)
	assert.Equal(t, "ids must start with acct_", res.Error.Message)
}

func TestHooksPanickingBeforeDenies(t *testing.T) {
	rt := New2(t, Options{Tools: fixtureTools(), Hooks: Hooks{ToolBefore: func(ctx context.Context, c ToolHookCall) error { panic("boom") }}})
	res := rt.Execute(context.Background(), `await tools.orders.lookup({ id: "a" })`)
	require.False(t, res.OK)
	assert.Equal(t, &Diagnostic{Kind: KindToolFailure, Message: "tools.orders.lookup failed", Line: res.Error.Line, Column: res.Error.Column}, res.Error)
}

func TestHooksAfterSeesFailure(t *testing.T) {
	var log hookLog
	rt := New2(t, Options{Tools: fixtureTools(), Hooks: log.hooks(nil)})
	res := rt.ExecuteWith(context.Background(), `
		try { await tools.broken.refuses() } catch {}
		try { await tools.orders.lookup({ id: "missing" }) } catch {}
		try { await tools.orders.lookup({}) } catch {}`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.Equal(t, []string{
		`before broken.refuses {} run-1:1`, // no argument: the decoded input is {}
		`after broken.refuses run-1:1 error ToolFailure: tools.broken.refuses failed`,
		`before orders.lookup {"id":"missing"} run-1:2`,
		`after orders.lookup run-1:2 error ToolFailure: order "missing" not found`,
	}, log.get(), "input that fails its schema never reaches the hooks")
}

func TestHooksAfterSeesInterrupted(t *testing.T) {
	var log hookLog
	rt := New2(t, Options{Tools: fixtureTools(), Hooks: log.hooks(nil)})
	res := rt.ExecuteWith(context.Background(), `tools.wait.forever(); await tools.math.add({ a: 1, b: 2 }); 1`, fixedRun)
	require.True(t, res.OK, res.String())
	var lines []string
	for _, l := range log.get() {
		if strings.Contains(l, "wait.forever") {
			lines = append(lines, l)
		}
	}
	require.Len(t, lines, 2, "the call starts, and is interrupted when the program returns")
	assert.Equal(t, `before wait.forever {} run-1:1`, lines[0])
	assert.Equal(t, `after wait.forever run-1:1 interrupted ExecutionFailure: the call was interrupted`, lines[1])
}

func TestHooksDurableToolSteps(t *testing.T) {
	var log hookLog
	rt := New2(t, Options{Tools: fixtureTools(), Hooks: log.hooks(nil)})
	ctx := context.Background()
	call := durabletools.NewCall("r", 4, "reports.render")
	data, herr := rt.Driver().StartTool(ctx, "reports.render", json.RawMessage(`{"id":"q3"}`), call)
	require.Nil(t, herr)
	out, herr := rt.Driver().WaitTool(ctx, "reports.render", data, call)
	require.Nil(t, herr)
	assert.Equal(t, `"rendered job-q3-r:4"`, string(out))

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, _ = rt.Driver().WaitTool(cancelled, "reports.render", json.RawMessage(`not json`), call) // fails after cancel: no after hook
	require.Nil(t, rt.Driver().CancelTool(ctx, "reports.render", data, call))
	assert.Equal(t, []string{
		`before reports.render {"id":"q3"} r:4`,
		`after reports.render r:4 ok "rendered job-q3-r:4"`,
		`after reports.render r:4 interrupted ExecutionFailure: the call was interrupted`,
	}, log.get())

	// In-process (start then wait in one call), the hooks fire once each.
	log = hookLog{}
	rt = New2(t, Options{Tools: fixtureTools(), Hooks: log.hooks(nil)})
	res := rt.ExecuteWith(ctx, `await tools.reports.render({ id: "q4" })`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.Equal(t, []string{
		`before reports.render {"id":"q4"} run-1:1`,
		`after reports.render run-1:1 ok "rendered job-q4-run-1:1"`,
	}, log.get())
}
