package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm"
)

// suspendWorld is the outside world of the suspend tests: tools whose calls
// can be held open (gate) and that record what happened to them. Two
// Runtimes made from one world stand for two processes sharing a backend.
type suspendWorld struct {
	mu       sync.Mutex
	gate     chan struct{} // closed: calls return at once
	entered  chan string   // a call's key when it starts (or waits)
	runs     map[string]int
	starts   map[string]int
	waits    map[string][]string // key -> data seen by wait
	cancels  []string
	afters   []string // ToolAfter: "<key> <end>"
	blocking bool
}

type nameIn struct {
	Name string `json:"name"`
}

type jobData struct {
	ID string `json:"id"`
}

func newSuspendWorld() *suspendWorld {
	return &suspendWorld{
		gate:    make(chan struct{}),
		entered: make(chan string, 16),
		runs:    map[string]int{},
		starts:  map[string]int{},
		waits:   map[string][]string{},
	}
}

func (w *suspendWorld) release() {
	w.mu.Lock()
	defer w.mu.Unlock()
	close(w.gate)
}

// hold blocks until the gate opens or ctx is done.
func (w *suspendWorld) hold(ctx context.Context, key string) error {
	w.mu.Lock()
	gate := w.gate // taken before the test hears of the call
	w.mu.Unlock()
	w.entered <- key
	select {
	case <-gate:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (w *suspendWorld) runtime(t *testing.T, limits Limits) *Runtime {
	t.Helper()
	get := durabletools.Idempotent("Read a record", func(ctx context.Context, in nameIn, call durabletools.Call) (nameIn, error) {
		w.mu.Lock()
		w.runs[call.Key]++
		w.mu.Unlock()
		if err := w.hold(ctx, call.Key); err != nil {
			return nameIn{}, err
		}
		return nameIn{Name: "rec-" + in.Name}, nil
	})
	slow := durabletools.New("A plain tool", func(ctx context.Context, in nameIn, call durabletools.Call) (nameIn, error) {
		if err := w.hold(ctx, call.Key); err != nil {
			return nameIn{}, err
		}
		return nameIn{Name: "slow-" + in.Name}, nil
	})
	job := durabletools.Durable("A long job", durabletools.DurableFuncs[nameIn, jobData, nameIn]{
		Start: func(ctx context.Context, in nameIn, call durabletools.Call) (jobData, error) {
			w.mu.Lock()
			w.starts[call.Key]++
			w.mu.Unlock()
			return jobData{ID: "job-" + in.Name}, nil
		},
		Wait: func(ctx context.Context, data jobData, call durabletools.Call) (nameIn, error) {
			w.mu.Lock()
			w.waits[call.Key] = append(w.waits[call.Key], data.ID)
			w.mu.Unlock()
			if err := w.hold(ctx, call.Key); err != nil {
				return nameIn{}, err
			}
			return nameIn{Name: "done-" + data.ID}, nil
		},
		Cancel: func(ctx context.Context, data jobData, call durabletools.Call) error {
			w.mu.Lock()
			w.cancels = append(w.cancels, call.Key)
			w.mu.Unlock()
			return nil
		},
	})
	rt, err := New(Options{
		Tools:  map[string]any{"db": map[string]any{"get": get}, "plain": map[string]any{"slow": slow}, "jobs": map[string]any{"run": job}},
		Limits: limits,
		Hooks: Hooks{ToolAfter: func(ctx context.Context, call ToolHookCall, outcome CallOutcome) {
			w.mu.Lock()
			w.afters = append(w.afters, call.Key+" "+string(outcome.Status))
			w.mu.Unlock()
		}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return rt
}

// start runs p in the background; the returned channel gives its Outcome.
func start(p *Program) <-chan Outcome {
	ch := make(chan Outcome, 1)
	go func() { ch <- p.Run(context.Background()) }()
	return ch
}

// waitEntered waits until the calls with these keys have started, in any
// order (they run on their own goroutines).
func waitEntered(t *testing.T, w *suspendWorld, keys ...string) {
	t.Helper()
	want := map[string]bool{}
	for _, k := range keys {
		want[k] = true
	}
	for range keys {
		select {
		case got := <-w.entered:
			if !want[got] {
				t.Fatalf("call %q entered, want one of %v", got, keys)
			}
			delete(want, got)
		case <-time.After(5 * time.Second):
			t.Fatalf("calls %v never started", want)
		}
	}
}

func mustSuspend(t *testing.T, p *Program, opts SuspendOptions) *Suspended {
	t.Helper()
	out, err := p.Suspend(context.Background(), opts)
	if err != nil {
		t.Fatalf("Suspend: %v", err)
	}
	if out.Suspended == nil {
		t.Fatalf("Suspend gave a result: %+v", out.Result)
	}
	return out.Suspended
}

func resultJSON(t *testing.T, out Outcome) string {
	t.Helper()
	if out.Result == nil {
		t.Fatalf("want a Result, got %+v", out)
	}
	b, err := json.Marshal(out.Result)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

const idempotentProgram = `
const a = await tools.db.get({ name: "x" })
console.log("got", a.name)
const b = await tools.db.get({ name: "y" })
return [a.name, b.name]
`

func TestSuspendIdempotentResumeElsewhere(t *testing.T) {
	limits := Limits{MaxToolCalls: 2, Timeout: 60_000 * time.Millisecond}
	w := newSuspendWorld()
	p := w.runtime(t, limits).Program(idempotentProgram, RunOptions{RunID: "run-1"})
	done := start(p)
	waitEntered(t, w, "run-1:1")
	sus := mustSuspend(t, p, SuspendOptions{})
	t.Logf("state: %d bytes", len(sus.State))
	out := <-done
	if out.Suspended == nil || string(out.Suspended.State) != string(sus.State) {
		t.Fatalf("Run did not return the same Suspended: %+v", out)
	}
	w.mu.Lock()
	if len(w.afters) != 0 {
		t.Errorf("after hooks fired for a suspended idempotent call: %v", w.afters)
	}
	w.mu.Unlock()

	// Another process: a new world and Runtime with the same tools.
	w2 := newSuspendWorld()
	w2.release()
	p2, err := w2.runtime(t, limits).Resume(sus.State)
	if err != nil {
		t.Fatal(err)
	}
	if p2.RunID() != "run-1" {
		t.Errorf("resumed run id %q", p2.RunID())
	}
	got := resultJSON(t, p2.Run(context.Background()))
	if w2.runs["run-1:1"] != 1 || w2.runs["run-1:2"] != 1 {
		t.Errorf("resumed runs: %v", w2.runs)
	}

	// The same run without a suspend.
	w3 := newSuspendWorld()
	w3.release()
	want := resultJSON(t, w3.runtime(t, limits).Program(idempotentProgram, RunOptions{RunID: "run-1"}).Run(context.Background()))
	if got != want {
		t.Errorf("resumed result\n%s\nuninterrupted\n%s", got, want)
	}
	if want != `{"ok":true,"value":["rec-x","rec-y"],"logs":["got rec-x"],"toolCalls":[{"id":1,"path":"db.get","key":"run-1:1","input":{"name":"x"},"status":"ok"},{"id":2,"path":"db.get","key":"run-1:2","input":{"name":"y"},"status":"ok"}]}` {
		t.Errorf("unexpected result %s", want)
	}
}

func TestSuspendRefusedWhilePlainToolRuns(t *testing.T) {
	w := newSuspendWorld()
	p := w.runtime(t, Limits{}).Program(`
const [a, b] = await Promise.all([tools.db.get({ name: "x" }), tools.plain.slow({ name: "y" })])
return a.name + " " + b.name`, RunOptions{RunID: "r"})
	done := start(p)
	waitEntered(t, w, "r:1", "r:2")
	_, err := p.Suspend(context.Background(), SuspendOptions{})
	var se *SuspendError
	if !errors.As(err, &se) {
		t.Fatalf("want a SuspendError, got %v", err)
	}
	if len(se.Blocking) != 1 || se.Blocking[0] != (BlockingCall{Key: "r:2", Path: "tools.plain.slow"}) {
		t.Errorf("blocking calls: %+v", se.Blocking)
	}
	w.release()
	if got := resultJSON(t, <-done); got != `{"ok":true,"value":"rec-x slow-y","toolCalls":[{"id":1,"path":"db.get","key":"r:1","input":{"name":"x"},"status":"ok"},{"id":2,"path":"plain.slow","key":"r:2","input":{"name":"y"},"status":"ok"}]}` {
		t.Errorf("the run did not go on untouched: %s", got)
	}
	if len(w.afters) != 2 {
		t.Errorf("after hooks: %v", w.afters)
	}
}

func TestSuspendDurableStartedWaitsAgain(t *testing.T) {
	w := newSuspendWorld()
	code := `
const p = tools.jobs.run({ name: "a" })
const other = await tools.db.get({ name: "b" })
return [(await p).name, other.name]`
	p := w.runtime(t, Limits{}).Program(code, RunOptions{RunID: "d"})
	done := start(p)
	// Both calls in flight: the durable one waiting, the idempotent one running.
	waitEntered(t, w, "d:1", "d:2")
	sus := mustSuspend(t, p, SuspendOptions{})
	if out := <-done; out.Suspended == nil {
		t.Fatalf("run did not suspend: %+v", out)
	}
	w.mu.Lock()
	if len(w.cancels) != 0 || w.starts["d:1"] != 1 {
		t.Errorf("cancels %v starts %v", w.cancels, w.starts)
	}
	w.mu.Unlock()

	w2 := newSuspendWorld()
	w2.release()
	p2, err := w2.runtime(t, Limits{}).Resume(sus.State)
	if err != nil {
		t.Fatal(err)
	}
	got := resultJSON(t, p2.Run(context.Background()))
	if got != `{"ok":true,"value":["done-job-a","rec-b"],"toolCalls":[{"id":1,"path":"jobs.run","key":"d:1","input":{"name":"a"},"status":"ok"},{"id":2,"path":"db.get","key":"d:2","input":{"name":"b"},"status":"ok"}]}` {
		t.Errorf("resumed result %s", got)
	}
	if w2.starts["d:1"] != 0 || len(w2.waits["d:1"]) != 1 || w2.waits["d:1"][0] != "job-a" || len(w2.cancels) != 0 {
		t.Errorf("after resume: starts %v waits %v cancels %v", w2.starts, w2.waits, w2.cancels)
	}
}

func TestDurableCancelledWhenRunEndsForReal(t *testing.T) {
	w := newSuspendWorld()
	p := w.runtime(t, Limits{}).Program(`tools.jobs.run({ name: "a" }); await tools.plain.slow({ name: "b" })`, RunOptions{RunID: "c"})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan Outcome, 1)
	go func() { done <- p.Run(ctx) }()
	waitEntered(t, w, "c:1", "c:2")
	cancel()
	out := <-done
	if out.Result == nil || out.Result.OK {
		t.Fatalf("want a failed result: %+v", out)
	}
	if len(w.cancels) != 1 || w.cancels[0] != "c:1" {
		t.Errorf("cancels: %v", w.cancels)
	}
}

func TestSuspendMaxBytes(t *testing.T) {
	w := newSuspendWorld()
	p := w.runtime(t, Limits{}).Program(idempotentProgram, RunOptions{RunID: "m"})
	done := start(p)
	waitEntered(t, w, "m:1")
	_, err := p.Suspend(context.Background(), SuspendOptions{MaxBytes: 10})
	var se *SuspendError
	if !errors.As(err, &se) || len(se.Blocking) != 0 || !strings.Contains(se.Message, "over MaxBytes (10)") {
		t.Fatalf("want a size SuspendError, got %v", err)
	}
	w.release()
	out := <-done
	if out.Result == nil || !out.Result.OK {
		t.Fatalf("the run did not go on: %+v", out)
	}
	if w.runs["m:1"] != 1 {
		t.Errorf("the call was rerun: %v", w.runs)
	}
}

func TestSuspendBusyLoopAndTimeLimit(t *testing.T) {
	w := newSuspendWorld()
	p := w.runtime(t, Limits{Timeout: 60_000 * time.Millisecond}).Program(`let i = 0; while (true) { i++ }`, RunOptions{RunID: "b"})
	done := start(p)
	time.Sleep(20 * time.Millisecond)
	sus := mustSuspend(t, p, SuspendOptions{})
	<-done
	var rec savedRun
	if _, err := snapshot.DecodeWith(sus.State, &rec); err != nil {
		t.Fatal(err)
	}
	if rec.ActiveNs < int64(10*time.Millisecond) || rec.Limits.TimeoutMs != 60_000 {
		t.Errorf("saved active time %v, limits %+v", time.Duration(rec.ActiveNs), rec.Limits)
	}
	// The saved limits win over the resuming Runtime's, and active time
	// counts on: a resumed run with 20 ms left of 30 ms times out.
	rec.Limits.TimeoutMs = 30
	rec.ActiveNs = int64(10 * time.Millisecond)
	state := resave(t, sus.State, &rec)
	p2, err := w.runtime(t, Limits{}).Resume(state)
	if err != nil {
		t.Fatal(err)
	}
	out := p2.Run(context.Background())
	if out.Result == nil || out.Result.Error == nil || out.Result.Error.Kind != KindTimeoutExceeded {
		t.Fatalf("want TimeoutExceeded, got %+v", out)
	}
}

// resave re-encodes a state with rec as its Session record, after a round
// trip of the Machine state through RestoreState and MarshalState.
func resave(t *testing.T, state []byte, rec *savedRun) []byte {
	t.Helper()
	st, err := snapshot.Decode(state)
	if err != nil {
		t.Fatal(err)
	}
	w := newSuspendWorld()
	rt := w.runtime(t, Limits{})
	c, diag := rt.compile(rec.Code, nil)
	if diag != nil {
		t.Fatal(diag)
	}
	m, err := vm.RestoreState(c.prog, vm.Config{RunID: rec.RunID, Tools: rt.tools.paths, Clock: time.Now, RandomSeed: 1}, st)
	if err != nil {
		t.Fatal(err)
	}
	st2, err := m.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	out, err := snapshot.EncodeWith(st2, rec)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestSuspendStateBytesAreDeterministic(t *testing.T) {
	w := newSuspendWorld()
	p := w.runtime(t, Limits{}).Program(idempotentProgram, RunOptions{RunID: "s"})
	done := start(p)
	waitEntered(t, w, "s:1")
	sus := mustSuspend(t, p, SuspendOptions{})
	<-done
	var rec savedRun
	if _, err := snapshot.DecodeWith(sus.State, &rec); err != nil {
		t.Fatal(err)
	}
	if again := resave(t, sus.State, &rec); string(again) != string(sus.State) {
		t.Errorf("the same state gave other bytes (%d vs %d)", len(again), len(sus.State))
	}
}

func TestResumeRejectsBadState(t *testing.T) {
	w := newSuspendWorld()
	rt := w.runtime(t, Limits{})
	p := rt.Program(idempotentProgram, RunOptions{RunID: "x"})
	done := start(p)
	waitEntered(t, w, "x:1")
	sus := mustSuspend(t, p, SuspendOptions{})
	<-done
	check := func(name string, data []byte) {
		t.Helper()
		_, err := rt.Resume(data)
		var se *snapshot.Error
		if !errors.As(err, &se) {
			t.Errorf("%s: want a *snapshot.Error, got %v", name, err)
		}
	}
	check("empty", nil)
	check("garbage", []byte("not a snapshot at all"))
	for n := 0; n < len(sus.State); n += max(1, len(sus.State)/50) {
		check("truncated", sus.State[:n])
	}
	// Corrupt every byte in turn: never a panic; a Program or an error.
	for i := range sus.State {
		data := append([]byte(nil), sus.State...)
		data[i] ^= 0xff
		_, _ = rt.Resume(data)
	}
	// Another Runtime's tools.
	other, err := New(Options{Tools: map[string]any{"db": map[string]any{"get": durabletools.New("x", func(ctx context.Context, in nameIn, call durabletools.Call) (nameIn, error) { return in, nil })}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := other.Resume(sus.State); err == nil {
		t.Error("a state resumed with other tools")
	}
}

func TestProgramRunsOnceAndSuspendAfterEnd(t *testing.T) {
	w := newSuspendWorld()
	w.release()
	rt := w.runtime(t, Limits{})
	p := rt.Program(`return 1 + 1`, RunOptions{})
	if len(p.RunID()) != 36 {
		t.Errorf("generated run id %q", p.RunID())
	}
	// A suspend issued before Run waits for it, and gets the result.
	sus := make(chan Outcome, 1)
	go func() {
		out, err := p.Suspend(context.Background(), SuspendOptions{})
		if err != nil {
			t.Error(err)
		}
		sus <- out
	}()
	time.Sleep(10 * time.Millisecond)
	out := p.Run(context.Background())
	if got := resultJSON(t, out); got != `{"ok":true,"value":2,"toolCalls":[]}` {
		t.Errorf("result %s", got)
	}
	if s := <-sus; s.Result == nil || !s.Result.OK {
		t.Errorf("suspend before and during the run: %+v", s)
	}
	if s, err := p.Suspend(context.Background(), SuspendOptions{}); err != nil || s.Result == nil || !s.Result.OK {
		t.Errorf("suspend after the end: %+v %v", s, err)
	}
	again := p.Run(context.Background())
	if again.Result == nil || again.Result.Error == nil || again.Result.Error.Kind != KindExecutionFailure {
		t.Errorf("second Run: %+v", again)
	}
	// A suspend on a Program never run waits for ctx.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	if _, err := rt.Program(`1`, RunOptions{}).Suspend(ctx, SuspendOptions{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("suspend before a Run that never comes: %v", err)
	}
}

func TestSuspendResumeSuspendAgain(t *testing.T) {
	limits := Limits{MaxToolCalls: 2}
	w := newSuspendWorld()
	p := w.runtime(t, limits).Program(idempotentProgram, RunOptions{RunID: "z"})
	done := start(p)
	waitEntered(t, w, "z:1")
	state := mustSuspend(t, p, SuspendOptions{}).State
	<-done

	// Resume, let call 1 finish, suspend again while call 2 runs.
	w2 := newSuspendWorld()
	p2, err := w2.runtime(t, limits).Resume(state)
	if err != nil {
		t.Fatal(err)
	}
	done2 := start(p2)
	waitEntered(t, w2, "z:1")
	w2.mu.Lock()
	gate := w2.gate
	w2.gate = make(chan struct{}) // call 2 will hold
	w2.mu.Unlock()
	close(gate)
	waitEntered(t, w2, "z:2")
	state = mustSuspend(t, p2, SuspendOptions{}).State
	<-done2

	w3 := newSuspendWorld()
	w3.release()
	p3, err := w3.runtime(t, limits).Resume(state)
	if err != nil {
		t.Fatal(err)
	}
	got := resultJSON(t, p3.Run(context.Background()))
	if got != `{"ok":true,"value":["rec-x","rec-y"],"logs":["got rec-x"],"toolCalls":[{"id":1,"path":"db.get","key":"z:1","input":{"name":"x"},"status":"ok"},{"id":2,"path":"db.get","key":"z:2","input":{"name":"y"},"status":"ok"}]}` {
		t.Errorf("result %s", got)
	}
	if w3.runs["z:1"] != 0 || w3.runs["z:2"] != 1 {
		t.Errorf("runs after the second resume: %v", w3.runs)
	}
}

func TestSuspendRefusedDuringDurableStartAndExtensionCall(t *testing.T) {
	entered := make(chan string, 4)
	gate := make(chan struct{})
	hold := func(ctx context.Context, what string) {
		entered <- what
		select {
		case <-gate:
		case <-ctx.Done():
		}
	}
	job := durabletools.Durable("A job", durabletools.DurableFuncs[nameIn, jobData, nameIn]{
		Start: func(ctx context.Context, in nameIn, call durabletools.Call) (jobData, error) {
			hold(ctx, "start")
			return jobData{ID: in.Name}, nil
		},
		Wait: func(ctx context.Context, data jobData, call durabletools.Call) (nameIn, error) {
			return nameIn{Name: data.ID}, nil
		},
	})
	rt, err := New(Options{
		Tools: map[string]any{"jobs": map[string]any{"run": job}},
		Extensions: []Extension{{Name: "web", Globals: map[string]any{
			"fetch": Async(func(ctx context.Context, url string) (string, error) {
				hold(ctx, "fetch")
				return "body of " + url, nil
			}),
		}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	p := rt.Program(`
const [j, body] = await Promise.all([tools.jobs.run({ name: "a" }), fetch("u")])
return j.name + " " + body`, RunOptions{RunID: "e"})
	done := start(p)
	for range 2 {
		<-entered
	}
	_, err = p.Suspend(context.Background(), SuspendOptions{})
	var se *SuspendError
	if !errors.As(err, &se) {
		t.Fatalf("want a SuspendError, got %v", err)
	}
	want := []BlockingCall{{Key: "e:1", Path: "tools.jobs.run"}, {Key: "e:2", Path: "fetch"}}
	if len(se.Blocking) != 2 || se.Blocking[0] != want[0] || se.Blocking[1] != want[1] {
		t.Errorf("blocking: %+v, want %+v", se.Blocking, want)
	}
	close(gate)
	if got := resultJSON(t, <-done); got != `{"ok":true,"value":"a body of u","toolCalls":[{"id":1,"path":"jobs.run","key":"e:1","input":{"name":"a"},"status":"ok"}]}` {
		t.Errorf("result %s", got)
	}
}
