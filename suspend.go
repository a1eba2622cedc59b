package codemode

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm"
)

// SuspendOptions bound a suspend.
type SuspendOptions struct {
	// MaxBytes, when > 0, fails the suspend (and the run goes on) when the
	// saved state would be larger.
	MaxBytes int
}

// BlockingCall is a host call that keeps a run from being suspended.
type BlockingCall struct {
	Key  string // "<runId>:<callId>"
	Path string // "tools.orders.lookup", "search", or an extension's path ("fetch")
}

// SuspendError is a suspend that was refused; the run goes on untouched.
// Blocking names every call in progress that cannot be suspended (a plain
// tool, a durable tool still in start, an extension call, synchronous or
// not), in call order;
// it is empty when the state could not be saved or was over MaxBytes (see
// Message).
type SuspendError struct {
	Message  string
	Blocking []BlockingCall
}

func (e *SuspendError) Error() string {
	if len(e.Blocking) == 0 {
		return "codemode: suspend refused: " + e.Message
	}
	parts := make([]string, len(e.Blocking))
	for i, b := range e.Blocking {
		parts[i] = b.Path + " (" + b.Key + ")"
	}
	return "codemode: suspend refused: " + e.Message + ": " + strings.Join(parts, ", ")
}

// suspendRequest is a Suspend waiting for the driver loop's answer.
type suspendRequest struct {
	opts  SuspendOptions
	reply chan suspendReply // buffered: the loop never blocks on it
}

type suspendReply struct {
	state *Suspended
	err   error
	ended bool // the run ended first: its Outcome comes from Run
}

// Suspend saves the run and stops it; Run then returns the same Suspended.
// The driver takes the request at its next step boundary (after at most
// one step budget of a busy program). It is refused with a *SuspendError,
// and the run goes on untouched, while a call that cannot be suspended is
// in progress, when the state cannot be saved, or when it is over
// opts.MaxBytes. Called before Run starts, it waits for it; called after the
// run ended (or while Run is returning) it gives the run's Outcome, with
// Result set. It returns ctx's error if ctx is done first.
func (p *Program) Suspend(ctx context.Context, opts SuspendOptions) (Outcome, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	select {
	case <-p.started:
	case <-ctx.Done():
		return Outcome{}, ctx.Err()
	}
	req := suspendRequest{opts: opts, reply: make(chan suspendReply, 1)}
	select {
	case p.reqs <- req:
	case <-p.ended:
		return p.outcome, nil
	case <-ctx.Done():
		return Outcome{}, ctx.Err()
	}
	// The loop answers every request it takes, without blocking.
	r := <-req.reply
	if r.ended {
		<-p.ended
		return p.outcome, nil
	}
	if r.err != nil {
		return Outcome{}, r.err
	}
	return Outcome{Suspended: r.state}, nil
}

// pollSuspend answers a pending suspend request without waiting for one,
// and reports whether there was one.
func (d *localDriver) pollSuspend() bool {
	if d.prog == nil {
		return false
	}
	select {
	case req := <-d.prog.reqs:
		d.suspend(req)
		return true
	default:
		return false
	}
}

// suspend answers a request: it checks the in-flight calls, saves the
// state and checks its size, all before changing anything; then it
// detaches the idempotent calls and stops waiting for started durable
// work (never cancelling it).
func (d *localDriver) suspend(req suspendRequest) {
	d.collect() // outcomes already in the inbox become part of the state
	d.tick()
	if d.s.Done() {
		req.reply <- suspendReply{ended: true}
		return
	}
	if blocking := d.blocking(); len(blocking) > 0 {
		req.reply <- suspendReply{err: &SuspendError{Message: "calls in progress cannot be suspended", Blocking: blocking}}
		return
	}
	data, err := d.save(req.opts.MaxBytes)
	if err != nil {
		req.reply <- suspendReply{err: err}
		return
	}
	for _, id := range sortedIDs(d.prog.calls) {
		lc := d.prog.calls[id]
		lc.detached.Store(true)
		if lc.cancel != nil {
			lc.cancel()
		}
	}
	d.prog.suspended = true
	d.prog.state = &Suspended{State: data}
	req.reply <- suspendReply{state: d.prog.state}
}

// blocking lists the calls in progress that keep the run from suspending.
func (d *localDriver) blocking() []BlockingCall {
	var items []blockingItem
	for id, lc := range d.prog.calls {
		if lc.phase == phaseRunning || lc.phase == phaseStarting {
			items = append(items, blockingItem{id, BlockingCall{Key: lc.pc.Call.Key, Path: "tools." + lc.pc.Path}})
		}
	}
	return d.s.sortBlocking(append(items, d.s.extensionBlocking()...))
}

// blockingItem is a blocking call with its call id, for sorting.
type blockingItem struct {
	id int64
	b  BlockingCall
}

// extensionBlocking lists the extension calls in flight: none can be
// suspended.
func (s *Session) extensionBlocking() []blockingItem {
	var items []blockingItem
	for id, ec := range s.extRunning {
		items = append(items, blockingItem{id, BlockingCall{Key: ec.Key, Path: ec.Path}})
	}
	return items
}

// sortBlocking puts blocking calls in call order (never map order).
func (s *Session) sortBlocking(items []blockingItem) []BlockingCall {
	slices.SortFunc(items, func(a, b blockingItem) int { return cmp.Compare(a.id, b.id) })
	out := make([]BlockingCall, len(items))
	for i, it := range items {
		out[i] = it.b
	}
	return out
}

// savedRun is the Session's record saved beside the Machine state.
type savedRun struct {
	Code     string
	RunID    string
	Limits   savedLimits
	Admitted int
	ActiveNs int64
	Calls    []ToolCall
	Pending  []savedCall // in-flight tool calls, ascending ids
	Host     savedHost   // bindings and host values (hostref.go)

	limits  Limits        // the restored run's: Limits made stricter by the Runtime's; not saved
	machine *vm.Machine   // the restored Machine (Runtime.Resume); not saved
	host    *hostRegistry // the restored host values; not saved
}

// savedLimits are Limits as a snapshot keeps them: the field names are
// the CBOR keys, and the timeout is in milliseconds.
type savedLimits struct {
	TimeoutMs      int64
	MaxToolCalls   int
	MaxOutputBytes int
	MaxSteps       int64
	MaxCallDepth   int
	MaxMemoryBytes int64
	MaxSourceBytes int `cbor:",omitempty"`
}

func saveLimits(l Limits) savedLimits {
	return savedLimits{TimeoutMs: durationMs(l.Timeout), MaxToolCalls: l.MaxToolCalls, MaxOutputBytes: l.MaxOutputBytes,
		MaxSteps: l.MaxSteps, MaxCallDepth: l.MaxCallDepth, MaxMemoryBytes: l.MaxMemoryBytes, MaxSourceBytes: l.MaxSourceBytes}
}

func (l savedLimits) limits() Limits {
	return Limits{Timeout: msDuration(l.TimeoutMs), MaxToolCalls: l.MaxToolCalls, MaxOutputBytes: l.MaxOutputBytes,
		MaxSteps: l.MaxSteps, MaxCallDepth: l.MaxCallDepth, MaxMemoryBytes: l.MaxMemoryBytes, MaxSourceBytes: l.MaxSourceBytes}
}

// savedCall is an in-flight tool call: queued (runs again on resume with
// its key) or a durable call started with Data (waits again).
type savedCall struct {
	ID      int64
	Path    string
	Input   []byte
	Started bool
	Data    []byte
}

// save encodes the run: the Machine state and the Session's record
// (maxBytes > 0 refuses a larger state).
func (d *localDriver) save(maxBytes int) ([]byte, error) {
	var pending []savedCall
	for _, id := range sortedIDs(d.prog.calls) {
		lc := d.prog.calls[id]
		sc := savedCall{ID: id, Path: lc.pc.Path, Input: lc.pc.Input}
		if lc.phase == phaseStarted {
			sc.Started, sc.Data = true, lc.data
		}
		pending = append(pending, sc)
	}
	return d.s.save(d.s.code, pending, maxBytes)
}

// save encodes a Session with its in-flight tool calls (ascending ids):
// the Machine state and the Session's record, straight from the Machine.
// With maxBytes > 0 a larger state is refused as soon as encoding passes
// it. Every failure is a *SuspendError.
func (s *Session) save(code string, pending []savedCall, maxBytes int) ([]byte, error) {
	m, ok := s.m.(*vm.Machine)
	if !ok {
		return nil, &SuspendError{Message: "this run's machine cannot be saved"}
	}
	rec := savedRun{
		Code:     code,
		RunID:    s.runID,
		Limits:   saveLimits(s.limits),
		Admitted: s.admitted,
		ActiveNs: int64(s.active),
		Calls:    s.ToolCalls(),
		Pending:  pending,
	}
	var err error
	if rec.Host, err = s.host.save(s.rt, s.bindings, m.LiveHostRefs); err != nil {
		return nil, err
	}
	data, err := s.rt.keys.Save(m, &rec, maxBytes)
	switch {
	case errors.Is(err, snapshot.ErrTooLarge) && maxBytes > 0:
		return nil, &SuspendError{Message: fmt.Sprintf("the state is over MaxBytes (%d)", maxBytes)}
	case err != nil:
		return nil, &SuspendError{Message: "the state cannot be saved: " + err.Error()}
	}
	return data, nil
}

// sortedIDs lists a call map's ids in ascending order (never map order).
func sortedIDs(m map[int64]*liveCall) []int64 {
	ids := make([]int64, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}
