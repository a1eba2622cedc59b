package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// secret is host detail that must never reach the program.
const secret = "dial postgres://u:p@h: refused"

// dbError is a host error type that after hooks match with errors.As.
type dbError struct{ addr string }

func (e *dbError) Error() string { return "dial " + e.addr + ": refused" }

// failingHost has a tool, a durable tool, and sync and async extension
// functions that all fail with host errors, and one tool and one
// extension function that fail with a ToolError.
func failingHost(hooks Hooks) Options {
	cause := &dbError{addr: "postgres://u:p@h"}
	return Options{
		Tools: map[string]any{
			"orders": map[string]any{
				"lookup": durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) {
					return 0, fmt.Errorf("query orders: %w", cause)
				}),
				"panics": durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) {
					panic(secret)
				}),
				"archived": durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) {
					return 0, ToolErrorf("order 42 is archived: %w", cause)
				}),
			},
			"jobs": map[string]any{"run": durabletools.Durable("", durabletools.DurableFuncs[durabletools.NoInput, int, int]{
				Start: func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) { return 0, cause },
				Wait:  func(ctx context.Context, data int, c durabletools.Call) (int, error) { return 0, nil },
			})},
		},
		Extensions: []Extension{{Name: "host", Globals: map[string]any{
			"readFile":  func(path string) (string, error) { return "", fmt.Errorf("open %s: %w", path, cause) },
			"fetchJSON": Async(func(url string) (int, error) { return 0, cause }),
			"crash":     func() int { panic(secret) },
			"quota":     func() (int, error) { return 0, ToolError("quota exceeded, retry tomorrow") },
		}}},
		Hooks: hooks,
	}
}

// catchAll calls each expression and collects what the program caught.
const catchAll = `
	const out = []
	for (const f of [
		() => tools.orders.lookup(), () => tools.orders.panics(), () => tools.orders.archived(),
		() => tools.jobs.run(), () => readFile("/etc/app.yaml"), () => fetchJSON("https://x"),
		() => crash(), () => quota(),
	]) {
		try { await f(); out.push("no failure") } catch (e) { out.push(e.message) }
	}
	return out`

func TestToolErrorMessageReachesTheProgram(t *testing.T) {
	rt := New2(t, failingHost(Hooks{}))
	res := rt.ExecuteWith(context.Background(), catchAll, fixedRun)
	require.True(t, res.OK, res.String())
	var caught []string
	require.NoError(t, json.Unmarshal(res.Value, &caught))
	assert.Equal(t, "order 42 is archived: dial postgres://u:p@h: refused", caught[2],
		"ToolErrorf's whole text is the host's choice")
	assert.Equal(t, "quota exceeded, retry tomorrow", caught[7])

	// Uncaught, the safe message is the run's diagnostic.
	res = rt.ExecuteWith(context.Background(), `quota()`, fixedRun)
	require.NotNil(t, res.Error)
	assert.Equal(t, KindToolFailure, res.Error.Kind)
	assert.Equal(t, "quota exceeded, retry tomorrow", res.Error.Message)

	// A before hook's ToolError is what the denied call shows.
	opts := failingHost(Hooks{ToolBefore: func(ctx context.Context, c ToolHookCall) error {
		return ToolError("orders need an approval first")
	}})
	res = New2(t, opts).ExecuteWith(context.Background(), `await tools.orders.lookup()`, fixedRun)
	require.NotNil(t, res.Error)
	assert.Equal(t, "orders need an approval first", res.Error.Message)
}

func TestHostFailureDetailsAreNotShownToTheProgram(t *testing.T) {
	rt := New2(t, failingHost(Hooks{}))
	res := rt.ExecuteWith(context.Background(), catchAll, fixedRun)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `[
		"tools.orders.lookup failed",
		"tools.orders.panics failed",
		"order 42 is archived: dial postgres://u:p@h: refused",
		"tools.jobs.run failed",
		"readFile failed",
		"fetchJSON failed",
		"crash failed",
		"quota exceeded, retry tomorrow"
	]`, string(res.Value))
	assert.Equal(t, &Diagnostic{Kind: KindToolFailure, Message: "tools.orders.lookup failed"}, res.ToolCalls[0].Error,
		"the Result's call list shows the same message")

	// Uncaught, in a Program too, and denied by a before hook's plain error.
	res = rt.ExecuteWith(context.Background(), `await tools.orders.panics()`, fixedRun)
	require.NotNil(t, res.Error)
	assert.Equal(t, "tools.orders.panics failed", res.Error.Message)
	out := rt.Program(`await tools.orders.lookup()`, RunOptions{RunID: "run-1"}).Run(context.Background())
	require.NotNil(t, out.Result)
	require.NotNil(t, out.Result.Error)
	assert.Equal(t, "tools.orders.lookup failed", out.Result.Error.Message)
	opts := failingHost(Hooks{
		ToolBefore:      func(ctx context.Context, c ToolHookCall) error { return errors.New(secret) },
		ExtensionBefore: func(ctx context.Context, c ExtensionHookCall) error { return errors.New(secret) },
	})
	res = New2(t, opts).ExecuteWith(context.Background(), catchAll, fixedRun)
	require.True(t, res.OK, res.String())
	assert.NotContains(t, res.String(), "postgres")
	assert.Contains(t, string(res.Value), `"tools.orders.archived failed"`)
	assert.Contains(t, string(res.Value), `"quota failed"`)
}

func TestAfterHookReceivesTheOriginalError(t *testing.T) {
	var mu sync.Mutex
	got := map[string]CallOutcome{}
	rt := New2(t, failingHost(Hooks{
		ToolAfter: func(ctx context.Context, c ToolHookCall, o CallOutcome) {
			mu.Lock()
			defer mu.Unlock()
			got[c.Path] = o
		},
		ExtensionAfter: func(ctx context.Context, c ExtensionHookCall, o CallOutcome) {
			mu.Lock()
			defer mu.Unlock()
			got[c.Path] = o
		},
	}))
	res := rt.ExecuteWith(context.Background(), catchAll, fixedRun)
	require.True(t, res.OK, res.String())

	for _, name := range []string{"orders.lookup", "orders.archived", "jobs.run", "readFile", "fetchJSON"} {
		o := got[name]
		assert.Equal(t, CallError, o.Status, name)
		require.Error(t, o.Err, name)
		var db *dbError
		assert.ErrorAs(t, o.Err, &db, name)
		assert.Contains(t, o.Err.Error(), "postgres://u:p@h", "%s: the host reads the whole error", name)
	}
	assert.Equal(t, &Diagnostic{Kind: KindToolFailure, Message: "tools.orders.lookup failed"}, got["orders.lookup"].Error,
		"Error is what the program saw")
	assert.ErrorContains(t, got["orders.panics"].Err, secret)
	assert.ErrorContains(t, got["crash"].Err, secret)
	assert.EqualError(t, got["quota"].Err, "ToolFailure: quota exceeded, retry tomorrow")
}
