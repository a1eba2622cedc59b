package codemode

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
)

// ExtensionCall is a call of an extension function the driver must run
// (Driver.ExecuteExtension) and report with Session.CompleteExtension. A
// Sync call blocks the program: nothing runs until it is completed, so run
// it inline; the others may run concurrently.
type ExtensionCall struct {
	ID   int64
	Path string            // the function's path, "fetch" or "fs.promises.readFile" ("fetch().text" for Ref)
	Args []json.RawMessage // the arguments as JSON copies
	Sync bool
	Key  string // "<runId>:<ID>"
	// Ref is set for a call of a function that was inside an extension
	// result (the run's handle for it). Such calls run only in-process:
	// Driver.ExecuteExtension refuses them.
	Ref int64

	fn *hostFunc // the function of Ref
}

// admitExtension queues an extension call for the driver, or says why it
// cannot run.
func (s *Session) admitExtension(hc vm.HostCall) *HostError {
	var fn *hostFunc
	if hc.Ref != 0 {
		if fn = s.host.funcs[hc.Ref]; fn == nil {
			return &HostError{Kind: string(KindExecutionFailure), Message: hc.Path + " is not a function of this run anymore"}
		}
	} else if s.rt.extByPath[hc.Path] == nil {
		return &HostError{Kind: string(KindExecutionFailure), Message: hc.Path + " is not an extension function of this runtime"}
	}
	var args []json.RawMessage
	if err := json.Unmarshal(hc.Input, &args); err != nil {
		return &HostError{Kind: string(KindInvalidToolInput), Message: "invalid arguments for " + hc.Path + ": " + err.Error()}
	}
	c := ExtensionCall{ID: hc.ID, Path: hc.Path, Args: args, Sync: hc.Sync, Key: durabletools.NewCall(s.runID, hc.ID, hc.Path).Key, Ref: hc.Ref, fn: fn}
	if s.extRunning == nil {
		s.extRunning = map[int64]*ExtensionCall{}
	}
	s.extRunning[c.ID] = &c
	s.extQueue = append(s.extQueue, c)
	return nil
}

// TakeExtensionCalls returns the extension calls made since the last
// TakeExtensionCalls, in call order (nothing once the run has ended).
func (s *Session) TakeExtensionCalls() []ExtensionCall {
	q := s.extQueue
	s.extQueue = nil
	if s.done {
		return nil
	}
	return q
}

// CompleteExtension delivers the outcome of extension call id: its result
// as JSON (nil for undefined) or a HostError. Outcomes for unknown or
// completed calls, and after the run has ended, are ignored.
func (s *Session) CompleteExtension(id int64, out json.RawMessage, herr *HostError) {
	s.completeExtension(id, extResult{out: out, err: herr})
}

// completeExtension delivers an extension call's outcome, with the
// functions inside its result (the in-process driver's).
func (s *Session) completeExtension(id int64, res extResult) {
	c := s.extRunning[id]
	if s.done || c == nil {
		return
	}
	delete(s.extRunning, id)
	if res.err != nil {
		s.settle(id, nil, res.err)
		return
	}
	out := res.out
	if len(out) == 0 {
		out = json.RawMessage("null")
	}
	if len(res.funcs) == 0 {
		s.settle(id, out, nil)
		return
	}
	ext, caller := "", c.Path
	if c.fn != nil {
		ext = c.fn.ext
	} else if e := s.rt.extByPath[c.Path]; e != nil {
		ext = e.ext
	}
	if m, ok := s.m.(*vm.Machine); ok {
		s.host.prune(m.LiveHostRefs)
	}
	refs, herr := s.host.register(ext, caller, res, s.rt.extSnapshot[ext] != nil)
	if herr != nil {
		s.settle(id, nil, herr)
		return
	}
	m, ok := s.m.(interface {
		SettleRefs(int64, json.RawMessage, []vm.HostRef, *HostError) error
	})
	if !ok {
		s.settle(id, nil, &HostError{Kind: string(KindInvalidToolOutput), Message: caller + " returned functions, which this run cannot hold"})
		return
	}
	defer func() {
		if r := recover(); r != nil {
			s.end(&Diagnostic{Kind: KindExecutionFailure, Message: fmt.Sprintf("internal error in the VM: %v", r)})
		}
	}()
	if err := m.SettleRefs(id, out, refs, nil); err != nil {
		s.end(&Diagnostic{Kind: KindExecutionFailure, Message: "internal error settling a host call: " + err.Error()})
	}
}

// executeExtension runs an extension call (of a global, or of a function
// from a result) and keeps the functions inside its result.
func (rt *Runtime) executeExtension(ctx context.Context, c ExtensionCall) extResult {
	if c.fn != nil {
		return rt.callHostFunc(ctx, c, c.fn)
	}
	e := rt.extByPath[c.Path]
	if e == nil {
		return extResult{err: &HostError{Kind: string(KindExecutionFailure), Message: c.Path + " is not an extension function of this runtime"}}
	}
	return rt.runExtension(ctx, c, e.ext, e.path, e.call)
}

// runExtension calls an extension function between the extension hooks.
func (rt *Runtime) runExtension(ctx context.Context, c ExtensionCall, ext, name string, call rawFunc) extResult {
	info := ExtensionHookCall{Extension: ext, Path: name, Args: c.Args, Key: c.Key}
	if rt.hooks.ExtensionBefore != nil {
		if err := callBefore(func() error { return rt.hooks.ExtensionBefore(ctx, info) }); err != nil {
			return extResult{err: extensionHostError(name, err)}
		}
	}
	res, cause := callExtension(ctx, name, call, c.Args)
	if rt.hooks.ExtensionAfter != nil {
		outcome := CallOutcome{Status: CallOK, Value: res.out}
		switch herr := res.err; {
		case ctx.Err() != nil && herr != nil:
			outcome = CallOutcome{Status: CallInterrupted, Error: interruptedCall(), Err: cause}
		case herr != nil:
			outcome = CallOutcome{Status: CallError, Error: &Diagnostic{Kind: Kind(herr.Kind), Message: herr.Message}, Err: cause}
		}
		func() {
			defer func() { _ = recover() }() // an after hook cannot break the call
			rt.hooks.ExtensionAfter(ctx, info, outcome)
		}()
	}
	return res
}

// callExtension calls the extension function name. A failure comes back
// twice: as the program sees it (res.err, which hides a plain Go error's
// text) and as the host sees it (cause, the function's own error or its
// panic).
func callExtension(ctx context.Context, name string, call rawFunc, args []json.RawMessage) (res extResult, cause error) {
	defer func() {
		if r := recover(); r != nil {
			cause = durabletools.Panicked(r)
			res = extResult{err: extensionHostError(name, cause)}
		}
	}()
	v, err := call(ctx, args)
	if err != nil {
		return extResult{err: extensionHostError(name, err)}, err
	}
	out, funcs, err := exportHost(v)
	if err != nil {
		herr := &HostError{Kind: string(KindInvalidToolOutput), Message: name + ": " + err.Error()}
		return extResult{err: herr}, herr
	}
	if len(out) > 0 && !json.Valid(out) {
		herr := &HostError{Kind: string(KindInvalidToolOutput), Message: name + " returned invalid JSON"}
		return extResult{err: herr}, herr
	}
	return extResult{out: out, funcs: funcs, value: v}, nil
}
