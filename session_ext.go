package codemode

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
)

// ExtensionCall is a call of an extension function the driver must run
// (Runtime.ExecuteExtension) and report with Session.CompleteExtension. A
// Sync call blocks the program: nothing runs until it is completed, so run
// it inline; the others may run concurrently.
type ExtensionCall struct {
	ID   int64
	Path string            // the function's path, "fetch" or "fs.promises.readFile"
	Args []json.RawMessage // the arguments as JSON copies
	Sync bool
	Key  string // "<runId>:<ID>"
}

// admitExtension queues an extension call for the driver, or says why it
// cannot run.
func (s *Session) admitExtension(hc vm.HostCall) *vm.HostError {
	if s.rt.extByPath[hc.Path] == nil {
		return &vm.HostError{Kind: string(KindExecutionFailure), Message: hc.Path + " is not an extension function of this runtime"}
	}
	var args []json.RawMessage
	if err := json.Unmarshal(hc.Input, &args); err != nil {
		return &vm.HostError{Kind: string(KindInvalidToolInput), Message: "invalid arguments for " + hc.Path + ": " + err.Error()}
	}
	c := ExtensionCall{ID: hc.ID, Path: hc.Path, Args: args, Sync: hc.Sync, Key: durabletools.NewCall(s.runID, hc.ID, hc.Path).Key}
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
func (s *Session) CompleteExtension(id int64, out json.RawMessage, herr *vm.HostError) {
	if s.done || s.extRunning[id] == nil {
		return
	}
	delete(s.extRunning, id)
	if herr == nil && len(out) == 0 {
		out = json.RawMessage("null")
	}
	s.settle(id, out, herr)
}

// ExecuteExtension runs an extension call with the extension hooks around
// it: ExtensionBefore may deny it (the program's call throws or rejects
// with the hook's error), ExtensionAfter learns how it ended. A panic in
// the function is a ToolFailure; it never escapes.
func (rt *Runtime) ExecuteExtension(ctx context.Context, c ExtensionCall) (out json.RawMessage, herr *vm.HostError) {
	e := rt.extByPath[c.Path]
	if e == nil {
		return nil, &vm.HostError{Kind: string(KindExecutionFailure), Message: c.Path + " is not an extension function of this runtime"}
	}
	info := ExtensionHookCall{Extension: e.ext, Name: e.path, Args: c.Args, Key: c.Key}
	if rt.hooks.ExtensionBefore != nil {
		if err := callBefore(func() error { return rt.hooks.ExtensionBefore(ctx, info) }); err != nil {
			return nil, denied(err)
		}
	}
	out, herr = rt.callExtension(ctx, e, c.Args)
	if rt.hooks.ExtensionAfter != nil {
		outcome := CallOutcome{End: EndSuccess, Value: out}
		switch {
		case ctx.Err() != nil && herr != nil:
			outcome = CallOutcome{End: EndInterrupted, Error: &Diagnostic{Kind: Kind(herr.Kind), Message: herr.Message}}
		case herr != nil:
			outcome = CallOutcome{End: EndFailure, Error: &Diagnostic{Kind: Kind(herr.Kind), Message: herr.Message}}
		}
		func() {
			defer func() { _ = recover() }() // an after hook cannot break the call
			rt.hooks.ExtensionAfter(ctx, info, outcome)
		}()
	}
	return out, herr
}

func (rt *Runtime) callExtension(ctx context.Context, e *extEntry, args []json.RawMessage) (out json.RawMessage, herr *vm.HostError) {
	defer func() {
		if r := recover(); r != nil {
			out, herr = nil, &vm.HostError{Kind: string(KindToolFailure), Message: fmt.Sprintf("%s panicked: %v", e.path, r)}
		}
	}()
	out, err := e.call(ctx, args)
	if err != nil {
		return nil, hostError(err)
	}
	if len(out) > 0 && !json.Valid(out) {
		return nil, &vm.HostError{Kind: string(KindInvalidToolOutput), Message: e.path + " returned invalid JSON"}
	}
	return out, nil
}
