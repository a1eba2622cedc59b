package codemode

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode/durabletools"
)

// Hooks surround every call the program makes into the host (the TypeScript package's
// hooks tool.before/after and extension.before/after). All are optional.
//
// A before hook runs after the call's input was checked and before the
// host function runs. Returning an error denies the call: the tool is never
// called, and the program sees the call fail as the call itself would (a
// tool call's promise rejects). Like a tool's own error, the program reads
// the message of a ToolError (or the kind and message of a
// *durabletools.Error); any other error shows only as "tools.orders.lookup
// failed". An after hook learns how the call ended, with the original error
// in CallOutcome.Err; it cannot change the outcome. Denied calls fire no after
// hook. A panic in a hook is recovered: in a before hook it denies the call.
//
// Where hooks run: where the tool runs, inside Driver.ExecuteTool,
// StartTool, WaitTool and CancelTool. In-process that is the call's
// goroutine; under Temporal it is the tool's activity on the worker, so give
// the worker's Runtime the hooks. For a durable tool, ToolBefore runs before
// Start; ToolAfter runs when Wait returns (success or failure), when Start
// fails, or with CallInterrupted when Cancel stops the work. A Wait whose
// context is cancelled (a suspend, or the run ending) fires no ToolAfter by
// itself: the work goes on until Cancel.
//
// Hooks may run concurrently (tool calls do) and must be safe for that.
type Hooks struct {
	ToolBefore func(ctx context.Context, call ToolHookCall) error
	ToolAfter  func(ctx context.Context, call ToolHookCall, outcome CallOutcome)

	// Extension hooks surround every call of an extension function
	// (Driver.ExecuteExtension, run by the driver on the call's own
	// goroutine, also for a synchronous function, which the program waits
	// for), and of every function inside an extension result (Name is then
	// "fetch().text"). A
	// failing ExtensionBefore denies the call: a synchronous global throws,
	// an async one's promise rejects, with the same error a tool denial
	// gives. A denied call fires no ExtensionAfter.
	ExtensionBefore func(ctx context.Context, call ExtensionHookCall) error
	ExtensionAfter  func(ctx context.Context, call ExtensionHookCall, outcome CallOutcome)
}

// ToolHookCall is what tool hooks receive. (The after hooks of a durable
// tool's Wait and Cancel, which run in their own activities under Temporal,
// get no Input: only the work's data is there.)
type ToolHookCall struct {
	// Path is the tool's dotted path, "orders.lookup" (the TypeScript
	// package's name).
	Path string
	// Input is the checked input the tool receives: validated against a
	// typed tool's schema, compact JSON.
	Input json.RawMessage
	// Key is the call's idempotency key, "<runId>:<callId>".
	Key string
	// Call is the full call identity the tool receives.
	Call durabletools.Call
}

// ExtensionHookCall is what extension hooks receive.
type ExtensionHookCall struct {
	Extension string            // the extension's name
	Path      string            // the global's path, "fetch" or "fs.promises.readFile"
	Args      []json.RawMessage // the arguments, as JSON copies
	Key       string
}

// CallOutcome is what an after hook receives: Value on success (nil for
// undefined), Error on failure and on interruption.
type CallOutcome struct {
	// Status is CallOK, CallError or CallInterrupted (the TypeScript
	// package's success, failure and interrupted).
	Status CallStatus
	Value  json.RawMessage
	// Error is the failure as the program saw it.
	Error *Diagnostic
	// Err is the error the call failed with, for the host: the tool's or
	// extension function's own error (errors.Is and errors.As reach it,
	// and its text is complete) or the panic it raised. It is nil on
	// success and for an interruption the host function did not report.
	// Under Temporal, the after hooks of durable Wait and Cancel run on
	// the worker and get it too.
	Err error
}

// toolBefore runs the ToolBefore hook; a non-nil result denies the call.
func (rt *Runtime) toolBefore(ctx context.Context, tool *durabletools.Tool, input json.RawMessage, call durabletools.Call) (ToolHookCall, *HostError) {
	info := ToolHookCall{Path: call.Path, Key: call.Key, Call: call}
	if rt.hooks.ToolBefore == nil && rt.hooks.ToolAfter == nil {
		return info, nil
	}
	checked, err := tool.CheckInput(input)
	if err != nil {
		return info, toolHostError(call.Path, err)
	}
	info.Input = checked
	if rt.hooks.ToolBefore == nil {
		return info, nil
	}
	if err := callBefore(func() error { return rt.hooks.ToolBefore(ctx, info) }); err != nil {
		return info, toolHostError(call.Path, err)
	}
	return info, nil
}

// toolAfter runs the ToolAfter hook with how the call ended: its output,
// or err, the error the tool call returned.
func (rt *Runtime) toolAfter(ctx context.Context, info ToolHookCall, out json.RawMessage, err error, interrupted bool) {
	if rt.hooks.ToolAfter == nil {
		return
	}
	outcome := CallOutcome{Status: CallOK, Value: out}
	herr := toolHostError(info.Path, err)
	switch {
	case interrupted:
		outcome = CallOutcome{Status: CallInterrupted, Error: interruptedCall(), Err: err}
	case herr != nil:
		outcome = CallOutcome{Status: CallError, Error: &Diagnostic{Kind: Kind(herr.Kind), Message: herr.Message}, Err: err}
	}
	defer func() { _ = recover() }() // an after hook cannot break the call
	rt.hooks.ToolAfter(ctx, info, outcome)
}

// interruptedCall is the Error of an interrupted call's outcome; what the
// host function returned then, if anything, is in Err.
func interruptedCall() *Diagnostic {
	return &Diagnostic{Kind: KindExecutionFailure, Message: "the call was interrupted"}
}

// callBefore runs a before hook, turning a panic into a denial.
func callBefore(hook func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the hook panicked: %v", r)
		}
	}()
	return hook()
}
