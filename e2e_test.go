package codemode

import (
	"context"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// End-to-end tests through the real parser, compiler and VM.

func fixtureRuntime(t *testing.T, limits Limits) *Runtime {
	t.Helper()
	rt, err := New(Options{Tools: fixtureTools(), Limits: limits})
	require.NoError(t, err)
	return rt
}

func TestExecuteOverlappingTools(t *testing.T) {
	// Each tool returns only once the other has started: the program can
	// finish only if both calls run at the same time.
	aStarted, bStarted := make(chan struct{}), make(chan struct{})
	meet := func(mine, other chan struct{}, name string) *durabletools.Tool {
		return durabletools.New("", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (string, error) {
			close(mine)
			select {
			case <-other:
				return name, nil
			case <-ctx.Done():
				return "", ctx.Err()
			}
		})
	}
	rt, err := New(Options{
		Tools:  map[string]any{"a": meet(aStarted, bStarted, "a"), "b": meet(bStarted, aStarted, "b")},
		Limits: Limits{Timeout: 10_000 * time.Millisecond},
	})
	require.NoError(t, err)
	res := rt.ExecuteWith(context.Background(), `
		const pa = tools.a()
		const pb = tools.b()
		return [await pa, await pb]
	`, fixedRun)
	assert.Equal(t, `{"ok":true,"value":["a","b"],"toolCalls":[`+
		`{"id":1,"path":"a","key":"run-1:1","input":null,"status":"ok"},{"id":2,"path":"b","key":"run-1:2","input":null,"status":"ok"}]}`, res.String())
}

func TestExecuteTimeoutBusyLoop(t *testing.T) {
	rt := fixtureRuntime(t, Limits{Timeout: 50 * time.Millisecond})
	res := rt.ExecuteWith(context.Background(), `
		console.log("spinning")
		let i = 0
		while (true) { i++ }
	`, fixedRun)
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (50 ms)"},"logs":["spinning"],"toolCalls":[]}`, res.String())
}

func TestExecuteTimeoutHangingTool(t *testing.T) {
	rt := fixtureRuntime(t, Limits{Timeout: 300 * time.Millisecond})
	res := rt.ExecuteWith(context.Background(), `
		const a = await tools.orders.lookup({ id: "a" })
		await tools.wait.forever()
		return a
	`, fixedRun)
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (300 ms)"},"toolCalls":[`+
		`{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"a"},"status":"ok"},`+
		`{"id":2,"path":"wait.forever","key":"run-1:2","input":null,"status":"interrupted"}]}`, res.String())
}

func TestExecuteContextCancel(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(20 * time.Millisecond)
		cancel()
	}()
	res := rt.ExecuteWith(ctx, `await tools.wait.forever()`, fixedRun)
	assert.Equal(t, `{"ok":false,"error":{"kind":"ExecutionFailure","message":"the run was interrupted: context canceled"},"toolCalls":[`+
		`{"id":1,"path":"wait.forever","key":"run-1:1","input":null,"status":"interrupted"}]}`, res.String())
}

func TestExecuteEmptyProgram(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	for _, code := range []string{"", "  \n\t"} {
		res := rt.Execute(context.Background(), code)
		assert.False(t, res.OK)
		assert.Equal(t, KindParseError, res.Error.Kind)
		assert.Equal(t, 1, res.Error.Line)
	}
}

func TestExecuteUsesClockAndRunID(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	res := rt.ExecuteWith(context.Background(), `new Date().toISOString()`, fixedRun)
	assert.Equal(t, `"2026-01-02T03:04:05.000Z"`, string(res.Value))

	// Without options: a fresh random run id per run, and the real clock.
	a := rt.Execute(context.Background(), `await tools.orders.lookup({ id: "a" }); Date.now()`)
	b := rt.Execute(context.Background(), `await tools.orders.lookup({ id: "a" }); Date.now()`)
	require.True(t, a.OK, a.String())
	assert.NotEqual(t, a.ToolCalls[0].Key, b.ToolCalls[0].Key)
	assert.True(t, strings.HasSuffix(a.ToolCalls[0].Key, ":1"))
	var now float64
	require.NoError(t, json.Unmarshal(a.Value, &now))
	assert.InDelta(t, float64(time.Now().UnixMilli()), now, float64(time.Minute.Milliseconds()))
}

// stepDriver drives a Session synchronously, completing the calls of each
// batch in the order pick chooses: the kind of driver a Temporal workflow
// is, minus Temporal. It records every call it saw.
func stepDriver(t *testing.T, rt *Runtime, code string, pick func([]PendingCall) []PendingCall) (Result, []PendingCall) {
	t.Helper()
	s := rt.Driver().Start(code, fixedRun)
	var seen, pending []PendingCall
	for steps := 0; steps < 10_000; steps++ {
		status := s.Run(100) // small budgets: many yields
		calls := s.TakeCalls()
		seen = append(seen, calls...)
		pending = append(pending, calls...)
		if status == StatusDone {
			return s.Result(), seen
		}
		s = tripSession(t, s, fixedRun)
		if status == StatusWaiting {
			require.NotEmpty(t, pending, "waiting with nothing pending")
			pending = pick(pending)
			c := pending[0]
			pending = pending[1:]
			out, herr := rt.Driver().ExecuteTool(context.Background(), c.Path, c.Input, c.Call)
			s.Complete(c.ID, out, herr)
			s = tripSession(t, s, fixedRun)
		}
	}
	t.Fatal("the run did not end")
	return Result{}, nil
}

const arrivalProgram = `
	const arrived = []
	await Promise.all(["a", "missing", "c"].map((id) =>
		tools.orders.lookup({ id }).then((o) => arrived.push(o.id), (e) => arrived.push("error " + id))))
	const sum = await tools.math.add({ a: arrived.length, b: Math.random() < 2 ? 1 : 0 })
	return { arrived, sum, time: Date.now() }
`

func TestDeterminism(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	inOrder := func(p []PendingCall) []PendingCall { return p }
	reversed := func(p []PendingCall) []PendingCall { // newest call first
		p = slices.Clone(p)
		slices.SortFunc(p, func(a, b PendingCall) int { return int(b.ID - a.ID) })
		return p
	}

	first, calls := stepDriver(t, rt, arrivalProgram, inOrder)
	require.True(t, first.OK, first.String())
	assert.JSONEq(t, `{"arrived":["a","error missing","c"],"sum":4,"time":1767323045000}`, string(first.Value))
	again, callsAgain := stepDriver(t, rt, arrivalProgram, inOrder)
	assert.Equal(t, first.String(), again.String(), "same program and outcomes: same Result")
	assert.Equal(t, calls, callsAgain, "same host calls, ids and inputs")

	// The program sees outcomes in the order they are completed, and only
	// that order matters.
	rev, _ := stepDriver(t, rt, arrivalProgram, reversed)
	assert.JSONEq(t, `{"arrived":["c","error missing","a"],"sum":4,"time":1767323045000}`, string(rev.Value))
	rev2, _ := stepDriver(t, rt, arrivalProgram, reversed)
	assert.Equal(t, rev.String(), rev2.String())

	// The in-process driver gives the same Result as the step driver when
	// the program's value does not depend on arrival order.
	const orderFree = `
		const orders = await Promise.all(["a", "b"].map((id) => tools.orders.lookup({ id })))
		let failed = null
		try { await tools.orders.lookup({ id: "missing" }) } catch (e) { failed = e.message }
		return { ids: orders.map((o) => o.id), failed, r: Math.random() }
	`
	stepped, _ := stepDriver(t, rt, orderFree, inOrder)
	for range 5 {
		assert.Equal(t, stepped.String(), rt.ExecuteWith(context.Background(), orderFree, fixedRun).String())
	}
}

func TestCatalogOfFixtures(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	var lines []string
	for _, d := range rt.Catalog() {
		lines = append(lines, d.Path+" | "+d.Description+" | "+d.Signature)
	}
	assert.Equal(t, []string{
		"broken.output | Returns invalid output | tools.broken.output(): Promise<{ inner: {} }>",
		"broken.panics | Panics | tools.broken.panics(): Promise<number>",
		"broken.refuses | Always refuses | tools.broken.refuses(): Promise<number>",
		`context7.resolve-library-id | Resolve a library name to its Context7 id | tools.context7["resolve-library-id"](input: { libraryName: string }): Promise<{ id: string }>`,
		"math.add | Add two numbers | tools.math.add(input: { a: number; b: number }): Promise<number>",
		"orders.cancel | Cancel an order | tools.orders.cancel(input: { id: string; /** why the order is cancelled */ reason?: string }): Promise<void>",
		"orders.lookup | Look up an order by ID | tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>",
		"reports.render | Render a report | tools.reports.render(input: { id: string }): Promise<string>",
		"wait.forever | Waits until interrupted | tools.wait.forever(): Promise<void>",
	}, lines)

	kinds := map[string]durabletools.Kind{}
	for _, e := range rt.Driver().Tools() {
		kinds[e.Path] = e.Tool.Kind()
	}
	assert.Equal(t, durabletools.KindIdempotent, kinds["math.add"])
	assert.Equal(t, durabletools.KindDurable, kinds["reports.render"])
	assert.Equal(t, durabletools.KindPlain, kinds["orders.lookup"])
}

func TestToolAndNamespaceAtOnePath(t *testing.T) {
	rt, err := New(Options{Tools: map[string]any{"a": lookupOrder(), "a.b": lookupOrder()}})
	require.NoError(t, err)
	res := rt.ExecuteWith(context.Background(), `
		const x = await tools.a({ id: "x" })
		const y = await tools.a.b({ id: "y" })
		return [x.id, y.id]
	`, fixedRun)
	assert.Equal(t, `["x","y"]`, string(res.Value), res.String())
}

func TestCompileOnceRunMany(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	diag := rt.Compile("let x = ;")
	require.NotNil(t, diag)
	assert.Equal(t, KindParseError, diag.Kind)

	c := `
		const orders = await Promise.all(["a", "b"].map((id) => tools.orders.lookup({ id })))
		let n = 0
		for (let i = 0; i < 1000; i++) n += i
		return { ids: orders.map((o) => o.id), n }
	`
	require.Nil(t, rt.Compile(c))
	compiled := rt.cache.get(c)
	require.NotNil(t, compiled, "Compile keeps the program")
	want := rt.ExecuteWith(context.Background(), c, fixedRun).String()
	// Concurrent runs share the compiled program (go test -race checks
	// that nothing writes to it).
	results := make(chan string, 8)
	for range 8 {
		go func() { results <- rt.ExecuteWith(context.Background(), c, fixedRun).String() }()
	}
	for range 8 {
		assert.Equal(t, want, <-results)
	}
	assert.Same(t, compiled, rt.cache.get(c), "the runs used the compiled program")
}

func TestSessionProgress(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	s := rt.Driver().Start(`console.log("started"); await tools.wait.forever()`, fixedRun)
	assert.Equal(t, StatusWaiting, s.Run(1000))
	assert.Equal(t, []string{"started"}, s.Logs())
	assert.Equal(t, []ToolCall{{ID: 1, Path: "wait.forever", Key: "run-1:1", Input: json.RawMessage("null"), Status: CallRunning}}, s.ToolCalls())
	assert.Equal(t, `{"ok":false,"error":{"kind":"ExecutionFailure","message":"the run has not finished"},"logs":["started"],`+
		`"toolCalls":[{"id":1,"path":"wait.forever","key":"run-1:1","input":null,"status":"running"}]}`, s.Result().String())
	s.Interrupt(KindTimeoutExceeded, "workflow timed out")
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"workflow timed out"},"logs":["started"],`+
		`"toolCalls":[{"id":1,"path":"wait.forever","key":"run-1:1","input":null,"status":"interrupted"}]}`, s.Result().String())
	assert.Equal(t, []int64{1}, s.Running())
}

func TestStepAndDepthLimits(t *testing.T) {
	rt := fixtureRuntime(t, Limits{MaxSteps: 5000})
	res := rt.ExecuteWith(context.Background(), `let i = 0; while (true) i++`, fixedRun)
	assert.Equal(t, `{"ok":false,"error":{"kind":"ExecutionFailure","message":"the program ran more than 5000 steps (maxSteps)"},"toolCalls":[]}`, res.String())
	res = rt.ExecuteWith(context.Background(), `let n = 0; for (let i = 0; i < 10; i++) n += i; n`, fixedRun)
	assert.Equal(t, `45`, string(res.Value), res.String())

	rt = fixtureRuntime(t, Limits{MaxCallDepth: 50})
	res = rt.ExecuteWith(context.Background(), `
		function down(n) { return n === 0 ? 0 : 1 + down(n - 1) }
		let caught = null
		try { down(100) } catch (e) { caught = e.name }
		return [down(40), caught]
	`, fixedRun)
	assert.Equal(t, `[40,"RangeError"]`, string(res.Value), res.String())

	_, err := New(Options{Limits: Limits{MaxSteps: -1}})
	assert.Error(t, err)
	_, err = New(Options{Limits: Limits{MaxCallDepth: -1}})
	assert.Error(t, err)
	assert.Equal(t, time.Duration(math.MaxInt64), msDuration(math.MaxInt64), "a timeout in milliseconds too long for a Duration")
	assert.Equal(t, int64(2), durationMs(1500*time.Microsecond), "a timeout never shortens to whole milliseconds")
}

func TestExecuteNilContext(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	var ctx context.Context // nil: must not crash the host
	res := rt.Execute(ctx, `1 + 1`)
	assert.Equal(t, `2`, string(res.Value))
}

func TestDurableToolSteps(t *testing.T) {
	// The three steps a Temporal driver runs as activities, on a raw
	// durable tool.
	var cancelled []string
	job := durabletools.RawDurable("Run a job",
		json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"}}}`), json.RawMessage(`{"type":"integer"}`),
		durabletools.RawDurableFuncs{
			Start: func(ctx context.Context, input json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
				return json.RawMessage(`{"job":"` + c.Key + `"}`), nil
			},
			Wait: func(ctx context.Context, data json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
				return json.RawMessage(`42`), nil
			},
			Cancel: func(ctx context.Context, data json.RawMessage, c durabletools.Call) error {
				cancelled = append(cancelled, string(data))
				return nil
			},
		})
	rt, err := New(Options{Tools: map[string]any{"jobs.run": job}})
	require.NoError(t, err)
	assert.Equal(t, "tools.jobs.run(input?: { n?: number }): Promise<number>", rt.Catalog()[0].Signature)
	assert.Equal(t, durabletools.KindDurable, rt.Catalog()[0].Kind)

	ctx := context.Background()
	call := durabletools.NewCall("run-9", 4, "jobs.run")
	data, herr := rt.Driver().StartTool(ctx, "jobs.run", json.RawMessage(`{"n":1}`), call)
	require.Nil(t, herr)
	assert.Equal(t, `{"job":"run-9:4"}`, string(data))
	out, herr := rt.Driver().WaitTool(ctx, "jobs.run", data, call)
	require.Nil(t, herr)
	assert.Equal(t, `42`, string(out))
	require.Nil(t, rt.Driver().CancelTool(ctx, "jobs.run", data, call))
	assert.Equal(t, []string{`{"job":"run-9:4"}`}, cancelled)
	assert.Equal(t, "UnknownTool", rt.Driver().CancelTool(ctx, "jobs.nope", data, call).Kind)
	_, herr = rt.Driver().WaitTool(ctx, "jobs.nope", data, call)
	assert.Equal(t, "UnknownTool", herr.Kind)

	// In-process, a durable call runs start then wait.
	res := rt.ExecuteWith(ctx, `await tools.jobs.run({ n: 2 })`, fixedRun)
	assert.Equal(t, `{"ok":true,"value":42,"toolCalls":[{"id":1,"path":"jobs.run","key":"run-1:1","input":{"n":2},"status":"ok"}]}`, res.String())
	assert.Equal(t, Limits{}, rt.Limits())
}
