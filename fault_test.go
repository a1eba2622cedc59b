package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Fault tests: hostile programs and buggy hosts. Whatever they do, a run
// ends with a Result (never a panic escaping, never a hang past its
// timeout), and a host's failure reaches the program as a catchable error
// of the right kind.

// within runs f and fails the test when it takes longer than limit (it
// then leaves f running: a hang must fail the test, not the whole binary).
func within[T any](t *testing.T, limit time.Duration, f func() T) T {
	t.Helper()
	ch := make(chan T, 1)
	go func() { ch <- f() }()
	select {
	case v := <-ch:
		return v
	case <-time.After(limit):
		t.Fatalf("did not return within %v", limit)
		var zero T
		return zero
	}
}

// TestFaultTimeoutInterruptsLongInstructions: timeoutMs stops a run whose
// time goes into single instructions, not into many steps: a built-in
// doing O(n) work called in a loop, a getter that loops for ever when the
// result is copied out, an iterator run from Go by spread. Before the VM
// could be interrupted these ran for seconds (the getter until a step cap,
// the spread until the memory limit).
func TestFaultTimeoutInterruptsLongInstructions(t *testing.T) {
	rt := fixtureRuntime(t, Limits{Timeout: 100 * time.Millisecond})
	want := `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (100 ms)"},"toolCalls":[]}`
	for _, src := range []string{
		`const a = new Array(300000).fill(1); for (;;) { a.splice(0, 1); a.push(1) }`,
		`return { get x() { for (;;) {} } }`,
		`Array.prototype[Symbol.iterator] = function* () { for (;;) yield 1 }; [...[1]]`,
		`const o = { toString() { for (;;) {} } }; [o].join()`,
		`for (;;) [1, 2, 3].sort(() => { for (;;) {} })`,
		`for (;;) Array.from({ length: 2 ** 20 }, (_, i) => i)`,
	} {
		start := time.Now()
		res := within(t, 5*time.Second, func() Result { return rt.ExecuteWith(context.Background(), src, fixedRun) })
		assert.Equal(t, want, res.String(), src)
		assert.Less(t, time.Since(start), 2*time.Second, src)
	}
}

// TestFaultMaxStepsStopsNestedRuns: Limits.MaxSteps ends a run whose
// steps go into a nested run (a getter called when the result is copied
// out, a toString called by join), which cannot yield to the driver, with
// the same uncatchable ExecutionFailure as a top-level loop.
func TestFaultMaxStepsStopsNestedRuns(t *testing.T) {
	rt := fixtureRuntime(t, Limits{MaxSteps: 1_000_000})
	for src, want := range map[string]string{
		`return { get x() { for (;;) {} } }`:                                            `{"ok":false,"error":{"kind":"ExecutionFailure","message":"the program ran more than 1000000 steps (maxSteps)","line":1,"column":29},"toolCalls":[]}`,
		`try { [{ toString() { for (;;) {} } }].join() } catch (e) { return 'caught' }`: `{"ok":false,"error":{"kind":"ExecutionFailure","message":"the program ran more than 1000000 steps (maxSteps)","line":1,"column":32},"toolCalls":[]}`,
		`let i = 0; for (;;) i++`:                                                       `{"ok":false,"error":{"kind":"ExecutionFailure","message":"the program ran more than 1000000 steps (maxSteps)"},"toolCalls":[]}`,
	} {
		res := within(t, 5*time.Second, func() Result { return rt.ExecuteWith(context.Background(), src, fixedRun) })
		assert.Equal(t, want, res.String(), src)
	}
}

// TestFaultContextInterruptsLongInstructions: a context deadline or
// cancellation stops a nested run too, with the context's diagnostic.
func TestFaultContextInterruptsLongInstructions(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	src := `return { get x() { for (;;) {} } }`
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	res := within(t, 5*time.Second, func() Result { return rt.ExecuteWith(ctx, src, fixedRun) })
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run was interrupted: the context deadline passed"},"toolCalls":[]}`, res.String())

	ctx, cancel = context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	res = within(t, 5*time.Second, func() Result { return rt.ExecuteWith(ctx, src, fixedRun) })
	assert.Equal(t, `{"ok":false,"error":{"kind":"ExecutionFailure","message":"the run was interrupted: context canceled"},"toolCalls":[]}`, res.String())
}

// TestFaultSyncExtensionIgnoringContext: a synchronous extension function
// that never returns and ignores its context cannot hold Execute past the
// timeout (it used to run inline, so Execute hung for ever).
func TestFaultSyncExtensionIgnoringContext(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	rt, err := New(Options{
		Limits: Limits{Timeout: 100 * time.Millisecond},
		Extensions: []Extension{{Name: "stuck", Globals: map[string]any{
			"hang": func() int { <-block; return 1 },
		}}},
	})
	require.NoError(t, err)
	res := within(t, 5*time.Second, func() Result { return rt.ExecuteWith(context.Background(), `hang()`, fixedRun) })
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (100 ms)"},"toolCalls":[]}`, res.String())
}

// TestFaultToolIgnoringContext: a tool that never returns and ignores its
// context ends the run at the timeout; the call is recorded as
// interrupted.
func TestFaultToolIgnoringContext(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	rt, err := New(Options{
		Limits: Limits{Timeout: 100 * time.Millisecond},
		Tools: map[string]any{"hang": durabletools.New("never returns", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) {
			<-block
			return 1, nil
		})},
	})
	require.NoError(t, err)
	res := within(t, 5*time.Second, func() Result { return rt.ExecuteWith(context.Background(), `await tools.hang()`, fixedRun) })
	assert.Equal(t, `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"the run took longer than timeoutMs (100 ms)"},"toolCalls":[{"id":1,"path":"hang","key":"run-1:1","input":null,"status":"interrupted"}]}`, res.String())
}

// TestFaultDurableCancelIgnoringContext: when a run ends with durable work
// started, its cancel runs; a cancel that never returns cannot hold
// Program.Run past the timeout (it used to run synchronously, without a
// deadline).
func TestFaultDurableCancelIgnoringContext(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	started := make(chan struct{})
	job := durabletools.RawDurable("a job", nil, nil, durabletools.RawDurableFuncs{
		Start: func(ctx context.Context, in json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
			close(started)
			return json.RawMessage(`{"id":1}`), nil
		},
		Wait: func(ctx context.Context, data json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		},
		Cancel: func(ctx context.Context, data json.RawMessage, c durabletools.Call) error {
			<-block
			return nil
		},
	})
	ready := durabletools.New("waits until the job started", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) {
		<-started
		return 1, nil
	})
	rt, err := New(Options{Limits: Limits{Timeout: 300 * time.Millisecond}, Tools: map[string]any{"job": job, "ready": ready}})
	require.NoError(t, err)
	p := rt.Program(`tools.job(); await tools.ready(); return "done"`, RunOptions{RunID: "r"})
	out := within(t, 5*time.Second, func() Outcome { return p.Run(context.Background()) })
	require.NotNil(t, out.Result)
	assert.True(t, out.Result.OK, out.Result.String())
	assert.Equal(t, `"done"`, string(out.Result.Value))
}

// faultTools are tools that fail in every way a buggy host can.
func faultTools() map[string]any {
	raw := func(out string) *durabletools.Tool {
		return durabletools.Raw("returns fixed bytes", nil, json.RawMessage(`{}`), func(ctx context.Context, in json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
			return json.RawMessage(out), nil
		})
	}
	return map[string]any{
		"invalidJSON": raw(`{"a":`),
		"twoValues":   raw(`1 2`),
		"deep":        raw(strings.Repeat("[", 40) + strings.Repeat("]", 40)),
		"veryDeep":    raw(strings.Repeat("[", 20000) + strings.Repeat("]", 20000)), // past encoding/json's own limit
		// One element past the VM's array limit, built on call: 32 MB that
		// the fault suite's children must not all carry.
		"longArray": durabletools.Raw("returns a long array", nil, json.RawMessage(`{}`), func(ctx context.Context, in json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
			return json.RawMessage("[" + strings.Repeat("0,", 1<<24) + "0]"), nil
		}),
		"nan": durabletools.New("NaN", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (float64, error) {
			return math.NaN(), nil
		}),
		"panics": durabletools.New("panics", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) {
			panic("boom")
		}),
		"panicsNil": durabletools.New("panics with nil", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) {
			panic(nil)
		}),
		"wrapped": durabletools.New("fails with a kind", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) {
			return 0, fmt.Errorf("checking: %w", &durabletools.Error{Kind: durabletools.InvalidToolInput, Message: "id must be positive"})
		}),
		"waitPanics": durabletools.RawDurable("durable, wait panics", nil, nil, durabletools.RawDurableFuncs{
			Start: func(ctx context.Context, in json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
				return json.RawMessage(`{"id":1}`), nil
			},
			Wait: func(ctx context.Context, data json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
				panic("wait boom")
			},
		}),
		"badData": durabletools.RawDurable("durable, start returns bad data", nil, nil, durabletools.RawDurableFuncs{
			Start: func(ctx context.Context, in json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
				return json.RawMessage(`{bad`), nil
			},
			Wait: func(ctx context.Context, data json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
				return nil, nil
			},
		}),
	}
}

// TestFaultToolFailuresAreCatchable: every way a tool fails reaches the
// program as an Error it can catch, with the failure's kind in its name
// property... and, uncaught, ends the run with that kind and the position
// of the await.
func TestFaultToolFailuresAreCatchable(t *testing.T) {
	rt, err := New(Options{Tools: faultTools()})
	require.NoError(t, err)
	for _, tc := range []struct{ tool, kind, message string }{
		{"invalidJSON", "InvalidToolOutput", "output: not valid JSON"},
		{"twoValues", "InvalidToolOutput", "output: not valid JSON"},
		{"deep", "InvalidToolOutput", "output: the data nests 40 levels deep, more than the limit of 32"},
		{"veryDeep", "InvalidToolOutput", "output: the data nests 20000 levels deep, more than the limit of 32"},
		{"longArray", "InvalidToolOutput", "output: an array has 16777217 elements, more than the limit of 16777216"},
		{"nan", "InvalidToolOutput", "output: NaN is not a JSON number"},
		{"panics", "ToolFailure", "tools.panics failed"},
		{"panicsNil", "ToolFailure", "tools.panicsNil failed"},
		{"wrapped", "InvalidToolInput", "id must be positive"},
		{"waitPanics", "ToolFailure", "tools.waitPanics failed"},
		{"badData", "ToolFailure", "tools.badData failed"},
	} {
		res := rt.ExecuteWith(context.Background(), "\n  await tools."+tc.tool+"()", fixedRun)
		require.NotNil(t, res.Error, tc.tool)
		assert.Equal(t, Diagnostic{Kind: Kind(tc.kind), Message: tc.message, Line: 2, Column: 3}, *res.Error, tc.tool)
		assert.Equal(t, CallError, res.ToolCalls[0].Status, tc.tool)

		res = rt.ExecuteWith(context.Background(), `try { await tools.`+tc.tool+`() } catch (e) { return e.message }`, fixedRun)
		assert.Equal(t, jsonString(tc.message), string(res.Value), tc.tool)
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestFaultExtensionFailures: an extension function that panics, returns
// what JSON cannot hold, or a cycle, fails the call with a catchable error.
func TestFaultExtensionFailures(t *testing.T) {
	rt, err := New(Options{Extensions: []Extension{{Name: "bad", Globals: map[string]any{
		"panics": func() int { panic("ext boom") },
		"chan":   func() any { return make(chan int) },
		"nan":    func() float64 { return math.NaN() },
		"cycle":  func() any { m := map[string]any{}; m["m"] = m; return m },
		"rawBad": ExtensionFunc(func(ctx context.Context, args []json.RawMessage) (json.RawMessage, error) {
			return json.RawMessage(`{x`), nil
		}),
		"asyncErr": Async(func() (int, error) { return 0, errors.New("async refused") }),
	}}}})
	require.NoError(t, err)
	for _, tc := range []struct{ src, want string }{
		{`panics()`, `"panics failed"`},
		{`chan()`, `"chan: the result: a channel cannot be written as JSON"`},
		{`nan()`, `"nan: the result: NaN is not a JSON number"`},
		{`rawBad()`, `"rawBad returned invalid JSON"`},
		{`await asyncErr()`, `"asyncErr failed"`},
	} {
		res := rt.ExecuteWith(context.Background(), `try { `+tc.src+` } catch (e) { return e.message }`, fixedRun)
		assert.Equal(t, tc.want, string(res.Value), "%s: %s", tc.src, res.String())
	}
	res := rt.ExecuteWith(context.Background(), `cycle()`, fixedRun)
	require.NotNil(t, res.Error)
	assert.Equal(t, KindInvalidToolOutput, res.Error.Kind)
}

// TestFaultHooksPanic: a panicking before hook denies the call (the
// program catches it); a panicking after hook changes nothing.
func TestFaultHooksPanic(t *testing.T) {
	opts := Options{
		Tools: fixtureTools(),
		Extensions: []Extension{{Name: "e", Globals: map[string]any{
			"hello": func(name string) string { return "hello " + name },
		}}},
		Hooks: Hooks{
			ToolBefore: func(ctx context.Context, c ToolHookCall) error {
				if c.Path == "orders.cancel" {
					panic("before boom")
				}
				return nil
			},
			ToolAfter: func(ctx context.Context, c ToolHookCall, o CallOutcome) { panic("after boom") },
			ExtensionBefore: func(ctx context.Context, c ExtensionHookCall) error {
				if string(c.Args[0]) == `"deny"` {
					panic("ext before boom")
				}
				return nil
			},
			ExtensionAfter: func(ctx context.Context, c ExtensionHookCall, o CallOutcome) { panic("ext after boom") },
		},
	}
	rt, err := New(opts)
	require.NoError(t, err)
	res := rt.ExecuteWith(context.Background(), `
		const out = [(await tools.orders.lookup({ id: "a" })).status, hello("x")]
		try { await tools.orders.cancel({ id: "a" }) } catch (e) { out.push(e.message) }
		try { hello("deny") } catch (e) { out.push(e.message) }
		return out`, fixedRun)
	assert.Equal(t, `["open","hello x","tools.orders.cancel failed","hello failed"]`, string(res.Value), res.String())
}

// TestFaultHostTreesThatContainThemselves: a tool tree or an object of
// extension functions that contains itself is an error from New (it used
// to recurse until the process ran out of memory).
func TestFaultHostTreesThatContainThemselves(t *testing.T) {
	tree := map[string]any{}
	tree["a"] = tree
	_, err := New(Options{Tools: tree})
	assert.ErrorContains(t, err, "namespaces nest more than 64 levels")

	fs := map[string]any{}
	fs["self"] = fs
	_, err = New(Options{Extensions: []Extension{{Name: "fs", Globals: map[string]any{"fs": fs}}}})
	assert.ErrorContains(t, err, "nests more than 32 levels")
}

// TestFaultConcurrentRuns: one Runtime serves many goroutines at once
// (run with -race): every run gets its own, correct Result.
func TestFaultConcurrentRuns(t *testing.T) {
	rt, err := New(Options{
		Tools:      fixtureTools(),
		Limits:     Limits{Timeout: 10_000 * time.Millisecond},
		Extensions: []Extension{{Name: "e", Globals: map[string]any{"twice": func(n int) int { return 2 * n }}}},
	})
	require.NoError(t, err)
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 5 {
				src := fmt.Sprintf(`
					const [o, s, sum] = await Promise.all([tools.orders.lookup({ id: "g%[1]d" }), search("orders"), tools.math.add({ a: %[2]d, b: 1 })])
					const p = rt => rt
					return [o.id, s.results.length > 0, sum, twice(%[2]d), await tools.reports.render({ id: "x" })]`, g, i)
				res := rt.Execute(context.Background(), src)
				want := fmt.Sprintf(`["g%d",true,%d,%d,"rendered job-x-`, g, i+1, 2*i)
				if !strings.HasPrefix(string(res.Value), want) {
					errs <- res.String()
				}
				if i == 0 {
					p := rt.Program(`return await tools.math.add({ a: 1, b: 2 })`, RunOptions{})
					if out := p.Run(context.Background()); out.Result == nil || string(out.Result.Value) != "3" {
						errs <- fmt.Sprintf("program: %+v", out)
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestFaultSuspendRacesTheEnd: a Suspend issued while the run ends gives
// the run's Result, a Suspended state that resumes to the same Result, or
// a SuspendError; it never hangs, and the outcomes of Run and Suspend
// agree.
func TestFaultSuspendRacesTheEnd(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	for i := range 40 {
		p := rt.Program(`let n = 0; for (let i = 0; i < 20000; i++) n += i; return (await tools.math.add({ a: n, b: 1 }))`, RunOptions{RunID: fmt.Sprint("race-", i)})
		done := start(p)
		if i%2 == 0 {
			time.Sleep(time.Duration(i) * 20 * time.Microsecond)
		}
		type suspended struct {
			out Outcome
			err error
		}
		sus := within(t, 5*time.Second, func() suspended {
			out, err := p.Suspend(context.Background(), SuspendOptions{})
			return suspended{out, err}
		})
		out := sus.out
		ran := within(t, 5*time.Second, func() Outcome { return <-done })
		if sus.err != nil {
			var se *SuspendError
			assert.True(t, errors.As(sus.err, &se), "%T %v", sus.err, sus.err)
		}
		switch {
		case ran.Result != nil:
			assert.Equal(t, "199990001", string(ran.Result.Value), ran.Result.String())
			if out.Result != nil {
				assert.Equal(t, ran.Result.String(), out.Result.String())
			}
		case ran.Suspended != nil:
			require.NotNil(t, out.Suspended)
			q, err := rt.Resume(ran.Suspended.State)
			require.NoError(t, err)
			res := within(t, 5*time.Second, func() Outcome { return q.Run(context.Background()) })
			require.NotNil(t, res.Result)
			assert.Equal(t, "199990001", string(res.Result.Value), res.Result.String())
		default:
			t.Fatal("Run gave no outcome")
		}
	}
}

// TestFaultProgramRunTwiceConcurrently: only one of two concurrent Runs
// runs the program; the other gets an ExecutionFailure at once.
func TestFaultProgramRunTwiceConcurrently(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	p := rt.Program(`return 1`, RunOptions{RunID: "twice"})
	outs := make(chan Outcome, 2)
	for range 2 {
		go func() { outs <- p.Run(context.Background()) }()
	}
	a, b := <-outs, <-outs
	vals := []string{string(a.Result.Value), string(b.Result.Value)}
	assert.ElementsMatch(t, []string{"1", ""}, vals)
	failed := a.Result
	if a.Result.OK {
		failed = b.Result
	}
	assert.Contains(t, failed.Error.Message, "already run")
}

// TestFaultResumeHostileBytes: truncated and corrupted snapshots are
// refused with a *snapshot.Error, or resume into a run that ends with a
// Result; nothing panics or hangs.
func TestFaultResumeHostileBytes(t *testing.T) {
	w := newSuspendWorld()
	rt := w.runtime(t, Limits{Timeout: 2000 * time.Millisecond})
	p := rt.Program(idempotentProgram, RunOptions{RunID: "hostile"})
	done := start(p)
	<-w.entered
	out, err := p.Suspend(context.Background(), SuspendOptions{})
	require.NoError(t, err)
	require.NotNil(t, out.Suspended)
	<-done
	w.release()
	stop := make(chan struct{})
	defer close(stop)
	go func() { // resumed runs announce their calls: keep the channel open
		for {
			select {
			case <-w.entered:
			case <-stop:
				return
			}
		}
	}()
	state := out.Suspended.State

	var inputs [][]byte
	for i := 0; i < len(state); i += max(1, len(state)/24) {
		inputs = append(inputs, state[:i])
		for _, bit := range []byte{0x01, 0x80, 0xff} {
			b := append([]byte(nil), state...)
			b[i] ^= bit
			inputs = append(inputs, b)
		}
	}
	inputs = append(inputs, nil, []byte("not cbor"), append(append([]byte(nil), state...), 0))
	for _, b := range inputs {
		q, err := rt.Resume(b)
		if err != nil {
			var se *snapshot.Error
			assert.True(t, errors.As(err, &se), "%T %v", err, err)
			continue
		}
		o := within(t, 10*time.Second, func() Outcome { return q.Run(context.Background()) })
		assert.True(t, o.Result != nil || o.Suspended != nil)
		if o.Result != nil && o.Result.Error != nil {
			assert.NotContains(t, o.Result.Error.Message, "internal error in the VM")
		}
	}
}
