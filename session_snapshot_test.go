package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
)

// snapCode calls an idempotent tool and a durable tool at once, then a
// plain tool.
const snapCode = `const [a, b] = await Promise.all([tools.db.get({name: "a"}), tools.jobs.run({name: "b"})]);
const c = await tools.plain.slow({name: "c"});
return [a.name, b.name, c.name]`

// runUntilWaiting steps s until it waits for calls, returning the calls it
// admitted.
func runUntilWaiting(t *testing.T, s *Session) []PendingCall {
	t.Helper()
	var calls []PendingCall
	for range 100 {
		st := s.Run(10_000)
		calls = append(calls, s.TakeCalls()...)
		if st == StatusWaiting {
			return calls
		}
		if st == StatusDone {
			t.Fatalf("the run ended: %s", s.Result())
		}
	}
	t.Fatal("the run never waited")
	return nil
}

// A Session saved while an idempotent call runs and a durable call waits
// restores in another Runtime with a pinned catalog: the idempotent call
// comes out of TakeCalls again with the same key, the durable call is
// returned with its data, and the run ends as an uninterrupted one would.
func TestSessionSnapshotRestore(t *testing.T) {
	w := newSuspendWorld()
	rt := w.runtime(t, Limits{Timeout: 60_000 * time.Millisecond})
	opts := RunOptions{RunID: "snap", Catalog: rt.Catalog()}
	s := rt.Driver().Start(snapCode, opts)
	calls := runUntilWaiting(t, s)
	if len(calls) != 2 || calls[0].Path != "db.get" || calls[1].Path != "jobs.run" {
		t.Fatalf("calls: %+v", calls)
	}
	s.Elapse(1500 * 1e6) // 1.5 s of active time

	// The durable call is still in start: refused, naming it.
	_, err := s.Snapshot(SnapshotOptions{})
	var se *SuspendError
	if !errors.As(err, &se) || len(se.Blocking) != 1 || se.Blocking[0].Key != "snap:2" || se.Blocking[0].Path != "tools.jobs.run" {
		t.Fatalf("want a SuspendError naming snap:2, got %v", err)
	}
	started := []StartedCall{{ID: 2, Data: json.RawMessage(`{"id":"job-b"}`)}}
	state, err := s.Snapshot(SnapshotOptions{Started: started})
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.Snapshot(SnapshotOptions{Started: started})
	if err != nil || string(again) != string(state) {
		t.Fatalf("a second snapshot differs (%v)", err)
	}
	if _, err := s.Snapshot(SnapshotOptions{Started: started, SuspendOptions: SuspendOptions{MaxBytes: 10}}); !errors.As(err, &se) {
		t.Fatalf("MaxBytes: want a SuspendError, got %v", err)
	}

	rt2 := newSuspendWorld().runtime(t, Limits{Timeout: 60_000 * time.Millisecond})
	r, err := rt2.Driver().Restore(state, RunOptions{RunID: "ignored", Catalog: rt2.Catalog()})
	if err != nil {
		t.Fatal(err)
	}
	s2, waits := r.Session, r.Started
	if r.Session.code != snapCode {
		t.Fatalf("code %q", r.Session.code)
	}
	if s2.RunID() != "snap" || s2.ActiveTime().Milliseconds() != 1500 {
		t.Fatalf("run id %q, active %s", s2.RunID(), s2.ActiveTime())
	}
	if len(waits) != 1 || waits[0].ID != 2 || string(waits[0].Data) != `{"id":"job-b"}` {
		t.Fatalf("started calls: %+v", waits)
	}
	if pc, ok := s2.PendingCallOf(2); !ok || pc.Call.Key != "snap:2" || pc.Kind != durabletools.KindDurable {
		t.Fatalf("PendingCallOf(2): %+v", pc)
	}
	requeued := s2.TakeCalls()
	if len(requeued) != 1 || requeued[0].Call.Key != "snap:1" || requeued[0].Kind != durabletools.KindIdempotent {
		t.Fatalf("requeued: %+v", requeued)
	}
	if st := s2.Run(10_000); st != StatusWaiting {
		t.Fatalf("restored run: %s", st)
	}
	s2.Complete(1, json.RawMessage(`{"name":"rec-a"}`), nil)
	s2.Complete(2, json.RawMessage(`{"name":"done-job-b"}`), nil)
	calls = runUntilWaiting(t, s2)
	if len(calls) != 1 || calls[0].Call.Key != "snap:3" {
		t.Fatalf("after restore: %+v", calls)
	}
	// A plain tool running blocks.
	if _, err := s2.Snapshot(SnapshotOptions{}); !errors.As(err, &se) || se.Blocking[0].Key != "snap:3" {
		t.Fatalf("want a SuspendError naming snap:3, got %v", err)
	}
	s2.Complete(3, json.RawMessage(`{"name":"slow-c"}`), nil)
	if st := s2.Run(10_000); st != StatusDone {
		t.Fatalf("status %s", st)
	}
	res := s2.Result()
	if !res.OK || string(res.Value) != `["rec-a","done-job-b","slow-c"]` || len(res.ToolCalls) != 3 {
		t.Fatalf("result: %s", res)
	}
}

// Bytes saved by Session.Snapshot resume as a Program, and bytes from
// Program.Suspend restore as a Session: one format.
func TestSessionSnapshotIsProgramState(t *testing.T) {
	w := newSuspendWorld()
	rt := w.runtime(t, Limits{})
	s := rt.Driver().Start(snapCode, RunOptions{RunID: "x"})
	runUntilWaiting(t, s)
	state, err := s.Snapshot(SnapshotOptions{Started: []StartedCall{{ID: 2, Data: json.RawMessage(`{"id":"job-b"}`)}}})
	if err != nil {
		t.Fatal(err)
	}
	w.release()
	p, err := w.runtime(t, Limits{}).Resume(state)
	if err != nil {
		t.Fatal(err)
	}
	out := p.Run(context.Background())
	if out.Result == nil || !out.Result.OK || string(out.Result.Value) != `["rec-a","done-job-b","slow-c"]` {
		t.Fatalf("outcome: %+v", out)
	}
	if w.starts["x:2"] != 0 || len(w.waits["x:2"]) != 1 {
		t.Fatalf("the durable job started again (%d) or did not wait (%v)", w.starts["x:2"], w.waits)
	}
}

// Garbage and states for other tools are *snapshot.Error.
func TestRestoreSessionBadState(t *testing.T) {
	rt := newSuspendWorld().runtime(t, Limits{})
	var se *snapshot.Error
	if _, err := rt.Driver().Restore([]byte("nope"), RunOptions{}); !errors.As(err, &se) {
		t.Fatalf("want *snapshot.Error, got %v", err)
	}
	s := rt.Driver().Start(snapCode, RunOptions{RunID: "x"})
	runUntilWaiting(t, s)
	state, err := s.Snapshot(SnapshotOptions{Started: []StartedCall{{ID: 2, Data: json.RawMessage(`{}`)}}})
	if err != nil {
		t.Fatal(err)
	}
	other := rt.Catalog()[:1]
	if _, err := rt.Driver().Restore(state, RunOptions{Catalog: other}); !errors.As(err, &se) {
		t.Fatalf("want *snapshot.Error for another catalog, got %v", err)
	}
}

// The saved run grows with the tool-call records it carries (a run that
// continues as new carries them all): measure the bytes per call.
func TestSessionSnapshotBytesPerCall(t *testing.T) {
	w := newSuspendWorld()
	rt := w.runtime(t, Limits{})
	const n = 2000
	code := `let s = 0; for (let i = 0; i < 2000; i++) s += (await tools.db.get({name: "n" + i})).name.length; return s`
	s := rt.Driver().Start(code, RunOptions{RunID: "0123456789abcdef"})
	var base int
	for i := 0; i < n-1; i++ {
		calls := runUntilWaiting(t, s)
		if i == 0 {
			state, err := s.Snapshot(SnapshotOptions{})
			if err != nil {
				t.Fatal(err)
			}
			base = len(state)
		}
		s.Complete(calls[0].ID, json.RawMessage(`{"name":"rec"}`), nil)
	}
	runUntilWaiting(t, s)
	state, err := s.Snapshot(SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	per := float64(len(state)-base) / (n - 1)
	t.Logf("snapshot: %d bytes with 1 call, %d bytes with %d calls: %.1f bytes per call", base, len(state), n, per)
	if per > 120 {
		t.Errorf("%.1f bytes per tool-call record", per)
	}
}
