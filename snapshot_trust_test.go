package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm"
	vmstate "github.com/codemode-go/codemode/vm/state"
)

// limitCase is a program that waits for a tool call (where it is saved)
// and then goes past the strict limit, which check recognizes in the
// resumed run's Result; under the loose limits it succeeds.
type limitCase struct {
	name          string
	code          string
	strict, loose Limits
	check         func(*Result) bool
}

func failsWith(kind Kind, msg string) func(*Result) bool {
	return func(r *Result) bool {
		return r.Error != nil && r.Error.Kind == kind && strings.Contains(r.Error.Message, msg)
	}
}

var limitCases = []limitCase{
	{
		name:   "TimeoutMs",
		code:   `await tools.db.get({name: "a"}); let i = 0; while (i < 3e7) i++; return i`,
		strict: Limits{Timeout: 200 * time.Millisecond}, loose: Limits{Timeout: 600_000 * time.Millisecond},
		check: failsWith(KindTimeoutExceeded, "timeoutMs (200 ms)"),
	},
	{
		name:   "MaxToolCalls",
		code:   `await tools.db.get({name: "a"}); for (let i = 0; i < 5; i++) await tools.db.get({name: "b" + i}); return 1`,
		strict: Limits{MaxToolCalls: 3}, loose: Limits{MaxToolCalls: 100},
		check: failsWith(KindToolCallLimitExceeded, "more than 3 tool calls (maxToolCalls)"),
	},
	{
		name:   "MaxOutputBytes",
		code:   `await tools.db.get({name: "a"}); return "x".repeat(5000)`,
		strict: Limits{MaxOutputBytes: 1000}, loose: Limits{MaxOutputBytes: 1 << 20},
		check: func(r *Result) bool { return r.OK && r.Truncated && len(r.Value) <= 1000 },
	},
	{
		name:   "MaxSteps",
		code:   `await tools.db.get({name: "a"}); let i = 0; while (i < 1e6) i++; return i`,
		strict: Limits{MaxSteps: 100_000}, loose: Limits{MaxSteps: 1e9},
		check: failsWith(KindExecutionFailure, "more than 100000 steps (maxSteps)"),
	},
	{
		name:   "MaxCallDepth",
		code:   `await tools.db.get({name: "a"}); const f = n => n === 0 ? 0 : 1 + f(n - 1); return f(5000)`,
		strict: Limits{MaxCallDepth: 1000}, loose: Limits{MaxCallDepth: 20_000},
		check: failsWith(KindExecutionFailure, "Maximum call stack size exceeded"),
	},
	{
		name:   "MaxMemoryBytes",
		code:   `await tools.db.get({name: "a"}); const a = []; for (let i = 0; i < 40000; i++) a.push("y".repeat(1000) + i); return a.length`,
		strict: Limits{MaxMemoryBytes: 8 << 20}, loose: Limits{MaxMemoryBytes: 512 << 20},
		check: failsWith(KindExecutionFailure, "memory limit exceeded: the program needs more than 8388608 bytes"),
	},
}

// releasedWorld is a suspendWorld whose tools return at once, however
// many calls they get.
func releasedWorld(t *testing.T) *suspendWorld {
	w := newSuspendWorld()
	w.release()
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-w.entered:
			case <-done:
				return
			}
		}
	}()
	t.Cleanup(func() { close(done) })
	return w
}

// saveAtFirstCall starts code on rt and saves it while its first tool
// call (an idempotent one) is in flight.
func saveAtFirstCall(t *testing.T, rt *Runtime, code string) []byte {
	t.Helper()
	s := rt.Driver().Start(code, RunOptions{RunID: "lim"})
	runUntilWaiting(t, s)
	state, err := s.Snapshot(SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return state
}

// resumeProgram resumes state on rt as a Program and runs it to its end.
func resumeProgram(t *testing.T, rt *Runtime, state []byte) *Result {
	t.Helper()
	p, err := rt.Resume(state)
	if err != nil {
		t.Fatal(err)
	}
	out := p.Run(context.Background())
	if out.Result == nil {
		t.Fatalf("no result: %+v", out)
	}
	return out.Result
}

// resumeSession restores state on rt as a Session and drives it to its
// end, answering every call and reporting 1 ms of active time per step
// budget.
func resumeSession(t *testing.T, rt *Runtime, state []byte) *Result {
	t.Helper()
	r, err := rt.Driver().Restore(state, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := r.Session
	for range 1_000_000 {
		st := s.Run(10_000)
		for _, c := range s.TakeCalls() {
			s.Complete(c.ID, json.RawMessage(`{"name":"rec"}`), nil)
		}
		if st == StatusDone {
			res := s.Result()
			return &res
		}
		s.Elapse(time.Millisecond)
	}
	t.Fatal("the session never ended")
	return nil
}

// editLimits re-encodes state with its saved limits replaced by l,
// through the codecs a save uses (resave).
func editLimits(t *testing.T, state []byte, l Limits) []byte {
	t.Helper()
	var rec savedRun
	if _, err := snapshot.DecodeWith(state, &rec); err != nil {
		t.Fatal(err)
	}
	rec.Limits = saveLimits(l)
	return resave(t, state, &rec)
}

// A snapshot cannot lift the limits of the Runtime that resumes it:
// neither one edited to carry looser (or no) limits nor one saved by a
// Runtime with looser limits. The resumed run fails with the resuming
// Runtime's diagnostic, on both resume paths, while the same snapshot
// resumed by the looser Runtime runs to its end.
func TestSnapshotCannotLiftLimits(t *testing.T) {
	for _, tc := range limitCases {
		t.Run(tc.name, func(t *testing.T) {
			w := releasedWorld(t)
			strict, loose := w.runtime(t, tc.strict), w.runtime(t, tc.loose)
			edited := editLimits(t, saveAtFirstCall(t, strict, tc.code), Limits{})
			fromLoose := saveAtFirstCall(t, loose, tc.code)
			if res := resumeProgram(t, loose, fromLoose); tc.check(res) || !res.OK {
				t.Fatalf("under the loose limits: %s", res)
			}
			for name, state := range map[string][]byte{"edited": edited, "from a looser Runtime": fromLoose} {
				if res := resumeProgram(t, strict, state); !tc.check(res) {
					t.Errorf("%s, Resume: %s", name, res)
				}
				if res := resumeSession(t, strict, state); !tc.check(res) {
					t.Errorf("%s, Driver.Restore: %s", name, res)
				}
			}
		})
	}
}

// Stricter saved limits stay: a Runtime with looser limits resumes a
// snapshot under the saved ones, and saves those again.
func TestSnapshotKeepsStricterLimits(t *testing.T) {
	w := releasedWorld(t)
	tc := limitCases[1] // MaxToolCalls
	state := saveAtFirstCall(t, w.runtime(t, tc.strict), tc.code)
	if res := resumeProgram(t, w.runtime(t, Limits{}), state); !tc.check(res) {
		t.Fatalf("the saved limit was lost: %s", res)
	}
	r, err := w.runtime(t, Limits{MaxSteps: 1e6}).Driver().Restore(state, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	again, err := r.Session.Snapshot(SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var rec savedRun
	if _, err := snapshot.DecodeWith(again, &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Limits.limits() != (Limits{MaxToolCalls: 3, MaxSteps: 1e6}) {
		t.Fatalf("saved again with %+v", rec.Limits)
	}
}

func TestLimitsStricter(t *testing.T) {
	big := Limits{Timeout: 9 * time.Millisecond, MaxToolCalls: 9, MaxOutputBytes: 9, MaxSteps: 9, MaxCallDepth: 20_000, MaxMemoryBytes: 1 << 30}
	small := Limits{Timeout: 1 * time.Millisecond, MaxToolCalls: 1, MaxOutputBytes: 1, MaxSteps: 1, MaxCallDepth: 5, MaxMemoryBytes: 1 << 20}
	for _, c := range []struct{ a, b, want Limits }{
		{Limits{}, Limits{}, Limits{}},
		{big, small, small},
		{small, big, small},
		{small, Limits{}, small},
		{Limits{}, small, small},
		// 0 is no bound for the first four, the VM's default (10,000
		// frames, 256 MB) for the last two.
		{big, Limits{}, Limits{Timeout: 9 * time.Millisecond, MaxToolCalls: 9, MaxOutputBytes: 9, MaxSteps: 9}},
		{Limits{}, big, Limits{Timeout: 9 * time.Millisecond, MaxToolCalls: 9, MaxOutputBytes: 9, MaxSteps: 9}},
		{Limits{MaxCallDepth: vm.DefaultMaxCallDepth}, Limits{}, Limits{}},
	} {
		if got := c.a.Stricter(c.b); got != c.want {
			t.Errorf("%+v.Stricter(%+v) = %+v, want %+v", c.a, c.b, got, c.want)
		}
	}
}

// editRun re-encodes state with its run record and Machine state edited,
// without the round trip through a Machine (which would refuse some of
// the edits).
func editRun(t *testing.T, state []byte, edit func(*savedRun, *vmstate.State)) []byte {
	t.Helper()
	var rec savedRun
	st, err := snapshot.DecodeWith(state, &rec)
	if err != nil {
		t.Fatal(err)
	}
	edit(&rec, st)
	out, err := snapshot.EncodeWith(st, &rec)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Saved counters cannot grant budget: a count below the calls recorded,
// a step or call counter about to wrap are refused; an active time at the
// top of int64 does not wrap around into time left; a memory counter at
// the top of int64 does not stop the marks.
func TestSnapshotCountersGrantNothing(t *testing.T) {
	w := releasedWorld(t)
	rt := w.runtime(t, Limits{Timeout: 60_000 * time.Millisecond, MaxToolCalls: 10, MaxMemoryBytes: 8 << 20})
	code := `await tools.db.get({name: "a"}); await tools.db.get({name: "b"}); const a = []; for (let i = 0; i < 40000; i++) a.push("y".repeat(1000) + i); return a.length`
	state := saveAtFirstCall(t, rt, code)
	refused := map[string]func(*savedRun, *vmstate.State){
		"admitted below the calls": func(r *savedRun, _ *vmstate.State) { r.Admitted = 0 },
		"negative active time":     func(r *savedRun, _ *vmstate.State) { r.ActiveNs = -1 },
		"steps about to wrap":      func(_ *savedRun, st *vmstate.State) { st.Steps = math.MaxInt64 - 10 },
		"call id about to wrap":    func(_ *savedRun, st *vmstate.State) { st.NextCallID = math.MaxInt64 },
	}
	for name, edit := range refused {
		_, err := rt.Resume(editRun(t, state, edit))
		var se *snapshot.Error
		if !errors.As(err, &se) {
			t.Errorf("%s: got %v, want a *snapshot.Error", name, err)
		}
	}

	timeless := editRun(t, state, func(r *savedRun, _ *vmstate.State) { r.ActiveNs = math.MaxInt64 })
	r, err := rt.Driver().Restore(timeless, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	r.Session.Elapse(time.Millisecond)
	if res := r.Session.Result(); !r.Session.Done() || res.Error == nil || res.Error.Kind != KindTimeoutExceeded {
		t.Errorf("saved active time at the top: %s", res)
	}
	if left, _ := r.Session.TimeLeft(); left != 0 {
		t.Errorf("time left %s", left)
	}

	unmarked := editRun(t, state, func(_ *savedRun, st *vmstate.State) { st.MemAllocated = math.MaxInt64 - 100 })
	if res := resumeSession(t, rt, unmarked); !limitCases[5].check(res) {
		t.Errorf("memory counter at the top: %s", res)
	}
}

var (
	testKey  = []byte("a key of thirty-two bytes, 0123!")
	otherKey = []byte("another key of 32 bytes, 456789!")
)

// keyedRuntime is w's Runtime with snapshot keys.
func keyedRuntime(t *testing.T, w *suspendWorld, keys snapshot.Keys) *Runtime {
	t.Helper()
	opts := w.runtime(t, Limits{}).opts
	opts.SnapshotKeys = keys
	rt, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return rt
}

// wantSignatureRefused checks that err is the *snapshot.Error of a bad or
// missing signature.
func wantSignatureRefused(t *testing.T, name string, err error) {
	t.Helper()
	var se *snapshot.Error
	if !errors.As(err, &se) || !errors.Is(err, snapshot.ErrSignature) {
		t.Errorf("%s: got %v, want a *snapshot.Error for the signature", name, err)
	}
}

// A keyed Runtime signs what it saves (Session.Snapshot and
// Program.Suspend) and resumes it; it refuses a snapshot with a changed
// byte, a cut tag, another key's tag or none, on both resume paths. A
// Runtime without keys resumes a signed snapshot (it checks nothing, and
// a tag is trivial to strip) and saves it unsigned.
func TestSignedSnapshots(t *testing.T) {
	w := releasedWorld(t)
	keyed := keyedRuntime(t, w, snapshot.Keys{Current: testKey})
	code := `const a = await tools.db.get({name: "a"}); return "got " + a.name`
	signed := saveAtFirstCall(t, keyed, code)
	held := newSuspendWorld() // its tools wait: the run suspends in a call
	p := keyedRuntime(t, held, snapshot.Keys{Current: testKey}).Program(idempotentProgram, RunOptions{RunID: "k"})
	done := start(p)
	waitEntered(t, held, "k:1")
	suspended := mustSuspend(t, p, SuspendOptions{})
	<-done
	unsigned := saveAtFirstCall(t, w.runtime(t, Limits{}), code)
	for name, state := range map[string][]byte{"Session.Snapshot": signed, "Program.Suspend": suspended.State} {
		if _, err := (snapshot.Keys{Current: testKey}).Unpack(state, nil); err != nil {
			t.Errorf("%s is not signed with the key: %v", name, err)
		}
	}

	if res := resumeProgram(t, keyed, signed); !res.OK || string(res.Value) != `"got rec-a"` {
		t.Fatalf("signed, Resume: %s", res)
	}
	if res := resumeSession(t, keyed, signed); !res.OK {
		t.Fatalf("signed, Driver.Restore: %s", res)
	}
	rotated := keyedRuntime(t, w, snapshot.Keys{Current: otherKey, Previous: [][]byte{testKey}})
	if res := resumeProgram(t, rotated, signed); !res.OK {
		t.Fatalf("signed with a Previous key: %s", res)
	}

	changed := append([]byte(nil), signed...)
	changed[len(changed)/2] ^= 0x20
	refused := map[string][]byte{
		"one byte changed": changed,
		"tag cut short":    signed[:len(signed)-1],
		"tag cut off":      signed[:len(signed)-34],
		"unsigned":         unsigned,
		"another key":      saveAtFirstCall(t, keyedRuntime(t, w, snapshot.Keys{Current: otherKey}), code),
		"edited limits":    editLimits(t, signed, Limits{}),
	}
	for name, state := range refused {
		_, err := keyed.Resume(state)
		wantSignatureRefused(t, name+", Resume", err)
		_, err = keyed.Driver().Restore(state, RunOptions{})
		wantSignatureRefused(t, name+", Driver.Restore", err)
	}

	unkeyed := w.runtime(t, Limits{})
	r, err := unkeyed.Driver().Restore(signed, RunOptions{})
	if err != nil {
		t.Fatalf("an unkeyed Runtime refused a signed snapshot: %v", err)
	}
	again, err := r.Session.Snapshot(SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(unsigned) {
		t.Errorf("the unkeyed Runtime's save is not the unsigned snapshot")
	}
}

func TestNewChecksSnapshotKeys(t *testing.T) {
	for _, keys := range []snapshot.Keys{{Current: []byte("short")}, {Previous: [][]byte{testKey}}} {
		if _, err := New(Options{SnapshotKeys: keys}); err == nil {
			t.Errorf("New accepted %+v", keys)
		}
	}
	key := append([]byte(nil), testKey...)
	rt, err := New(Options{SnapshotKeys: snapshot.Keys{Current: key}})
	if err != nil {
		t.Fatal(err)
	}
	key[0] = 'X' // the caller's slice: the Runtime keeps its own copy
	if got := rt.Driver().SnapshotKeys(); string(got.Current) != string(testKey) {
		t.Errorf("SnapshotKeys %q", got.Current)
	}
}

// The run record and the Machine state must agree on the calls in
// flight, or an outcome the driver delivers would settle no call of the
// Machine (or the Machine would make calls the record does not know).
func TestSnapshotRecordMatchesMachine(t *testing.T) {
	rt := releasedWorld(t).runtime(t, Limits{})
	state := saveAtFirstCall(t, rt, `await tools.db.get({name: "a"}); return 1`)
	for want, edit := range map[string]func(*savedRun, *vmstate.State){
		"call 1 in flight is not the machine's": func(_ *savedRun, st *vmstate.State) { st.Pending = nil },
		"host calls not taken by the driver":    func(_ *savedRun, st *vmstate.State) { st.NewCalls = []vmstate.CallState{st.Pending[0].Call} },
	} {
		_, err := rt.Driver().Restore(editRun(t, state, edit), RunOptions{})
		var se *snapshot.Error
		if !errors.As(err, &se) || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want a *snapshot.Error saying %q", err, want)
		}
	}
}
