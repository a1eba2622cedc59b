package codemode

import (
	"encoding/json"
	"time"

	"github.com/codemode-go/codemode/durabletools"
)

// Saving and restoring a Session, for drivers other than Program (a
// Temporal workflow): the same state and the same rules as Program.Suspend
// and Runtime.Resume, so bytes saved by one can be resumed by the other.

// StartedCall is a durable tool call whose start has returned: Data is
// what start returned, the argument of wait and cancel.
type StartedCall struct {
	ID   int64
	Data json.RawMessage
}

// SnapshotOptions are what Session.Snapshot needs from its driver, which
// knows more than the Session about the calls it runs.
type SnapshotOptions struct {
	SuspendOptions
	// Code is the program's source, as given to Runtime.Start: the state
	// carries it, and RestoreSession compiles it again.
	Code string
	// Started lists the durable calls whose start has returned. A durable
	// call in flight that is not listed is still in start, which blocks
	// the snapshot.
	Started []StartedCall
}

// Snapshot saves the run so RestoreSession (or Runtime.Resume) can go on
// with it. It refuses with a *SuspendError, changing nothing, while a call
// that cannot be saved is in flight: a plain tool (it may have effects
// that must not repeat), a durable tool in start, an extension call. An
// idempotent call in flight is saved as queued: it runs again with the
// same key after a restore (the driver should interrupt it, since its
// outcome will no longer be delivered). A started durable call keeps its
// data: wait is called again after a restore. Calls admitted but not yet
// taken by the driver never started, so they are saved as queued too.
//
// The Session itself is unchanged: a driver that keeps running it after a
// snapshot (a refused or abandoned suspend) may.
func (s *Session) Snapshot(opts SnapshotOptions) ([]byte, error) {
	pending, err := s.snapshotCalls(opts.Started)
	if err != nil {
		return nil, err
	}
	return s.save(opts.Code, pending, opts.MaxBytes)
}

// CheckSnapshot says whether Snapshot would refuse because of the calls in
// flight (a *SuspendError naming them), without saving anything: cheap
// enough for a Temporal update validator.
func (s *Session) CheckSnapshot(started []StartedCall) error {
	_, err := s.snapshotCalls(started)
	return err
}

// snapshotCalls lists the calls in flight to save, or refuses.
func (s *Session) snapshotCalls(started []StartedCall) ([]savedCall, error) {
	if s.done {
		return nil, &SuspendError{Message: "the run has ended"}
	}
	if s.m == nil {
		return nil, &SuspendError{Message: "the program did not load"}
	}
	data := make(map[int64]json.RawMessage, len(started))
	for _, c := range started {
		data[c.ID] = c.Data
	}
	queued := make(map[int64]bool, len(s.queue))
	for _, pc := range s.queue {
		queued[pc.ID] = true
	}
	var blocking []blockingItem
	var pending []savedCall
	for _, c := range s.calls {
		if c.Status != CallRunning {
			continue
		}
		sc := savedCall{ID: c.ID, Path: c.Path, Input: c.Input}
		kind := s.tools.kinds[c.Path]
		d, isStarted := data[c.ID]
		switch {
		case queued[c.ID] || kind == durabletools.KindIdempotent:
		case kind == durabletools.KindDurable && isStarted:
			sc.Started, sc.Data = true, d
		default:
			blocking = append(blocking, blockingItem{c.ID, BlockingCall{Key: c.Key, Path: "tools." + c.Path}})
			continue
		}
		pending = append(pending, sc)
	}
	if b := s.sortBlocking(append(blocking, s.extensionBlocking()...)); len(b) > 0 {
		return nil, &SuspendError{Message: "calls in progress cannot be suspended", Blocking: b}
	}
	return pending, nil
}

// RestoreSession makes a Session that goes on with a saved run (from
// Session.Snapshot or Program.Suspend). The run id, tool-call records,
// counts and active time come from the state, and the limits too, made
// Stricter with the Runtime's (as in Resume); opts gives the
// Clock and, for a driver that pins its tools, the Catalog (which must
// list the same tools as when the state was saved). opts.RunID and
// opts.RandomSeed are ignored: the saved run's own are used.
//
// The calls in flight when the state was saved come back two ways: the
// queued ones (idempotent calls, calls never started) are admitted again
// and come out of the first TakeCalls with their keys, not counted again
// against MaxToolCalls; started durable calls are listed in Started, for
// the driver to call wait with their data again.
//
// Bytes this build cannot run (snapshot.ErrOtherBuild), for other tools or
// extensions, or truncated, corrupted or hostile give a *snapshot.Error;
// it never panics.
func (rt *Runtime) RestoreSession(state []byte, opts RunOptions) (*RestoredSession, error) {
	if opts.Clock == nil {
		opts.Clock = func() time.Time { return time.Unix(0, 0).UTC() }
	}
	tools := rt.toolSetFor(opts)
	rec, err := rt.decodeRun(state, tools, opts.Clock, 1)
	if err != nil {
		return nil, err
	}
	s := rt.restoreSession(rec, opts)
	r := &RestoredSession{Session: s, Code: rec.Code}
	for _, sc := range rec.Pending {
		if sc.Started {
			r.Started = append(r.Started, StartedCall{ID: sc.ID, Data: sc.Data})
			continue
		}
		s.queue = append(s.queue, PendingCall{ID: sc.ID, Path: sc.Path, Input: sc.Input, Kind: s.tools.kinds[sc.Path],
			Call: durabletools.NewCall(s.runID, sc.ID, sc.Path)})
	}
	return r, nil
}

// RestoredSession is a saved run made live again by RestoreSession.
type RestoredSession struct {
	Session *Session
	// Code is the program's source, for the next Snapshot.
	Code string
	// Started are the durable calls that were started: call wait for each
	// (PendingCallOf gives its path and key).
	Started []StartedCall
}

// PendingCallOf returns the call of a started durable call returned by
// RestoreSession (its path, input, kind and key), to call wait with.
func (s *Session) PendingCallOf(id int64) (PendingCall, bool) {
	rec := s.byID[id]
	if rec == nil {
		return PendingCall{}, false
	}
	return PendingCall{ID: id, Path: rec.Path, Input: rec.Input, Kind: s.tools.kinds[rec.Path],
		Call: durabletools.NewCall(s.runID, id, rec.Path)}, true
}

// Steps is how many VM steps the program has run (0 when it did not load).
func (s *Session) Steps() int64 {
	if s.m == nil {
		return 0
	}
	return s.m.Steps()
}
