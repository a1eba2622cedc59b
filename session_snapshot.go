package codemode

import (
	"encoding/json"

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
	// Started lists the durable calls whose start has returned. A durable
	// call in flight that is not listed is still in start, which blocks
	// the snapshot.
	Started []StartedCall
}

// Snapshot saves the run so Driver.Restore (or Runtime.Resume) can go on
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
	return s.save(s.code, pending, opts.MaxBytes)
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

// RestoredSession is a saved run made live again by Driver.Restore.
type RestoredSession struct {
	Session *Session
	// Started are the durable calls that were started: call wait for each
	// (PendingCallOf gives its path and key).
	Started []StartedCall
}

// PendingCallOf returns the call of a started durable call returned by
// Driver.Restore (its path, input, kind and key), to call wait with.
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
