package codemode

import (
	"context"
	"encoding/json"
	"slices"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm"
)

// Driver is the face of a Runtime for code that drives runs itself instead
// of Execute and Program: the Temporal workflow and its activities, or a
// host's own scheduler. It starts and restores sans-IO Sessions, and runs
// their host calls, each on its own, where the driver decides: a
// workflow's activities call ExecuteTool, StartTool, WaitTool, CancelTool
// and ExecuteExtension. Get it with Runtime.Driver; it is safe for
// concurrent use, like its Runtime.
type Driver struct {
	rt *Runtime
}

// Driver returns the Runtime's driver face.
func (rt *Runtime) Driver() *Driver { return &rt.driver }

// HostError is the outcome of a failed host call as a Session settles it:
// its Kind is a diagnostic Kind (UnknownTool, InvalidToolInput,
// InvalidToolOutput, ToolFailure, ...) and its Message what the program
// sees.
type HostError = vm.HostError

// Start parses and compiles code and makes a Session ready to Run. A parse
// or compile error ends the session at once (ParseError, UnsupportedSyntax,
// with the position): Run then reports StatusDone and Result the error, the
// same Result Execute gives.
func (d *Driver) Start(code string, opts RunOptions) *Session {
	return d.rt.startWith(code, opts, nil)
}

// Restore makes a Session that goes on with a saved run (from
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
func (d *Driver) Restore(state []byte, opts RunOptions) (*RestoredSession, error) {
	if opts.Clock == nil {
		opts.Clock = func() time.Time { return time.Unix(0, 0).UTC() }
	}
	tools := d.rt.toolSetFor(opts)
	rec, err := d.rt.decodeRun(state, tools, opts.Clock, 1)
	if err != nil {
		return nil, err
	}
	s := d.rt.restoreSession(rec, opts)
	r := &RestoredSession{Session: s}
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

// ExecuteExtension runs an extension call with the extension hooks around
// it: ExtensionBefore may deny it (the program's call throws or rejects
// with the hook's error), ExtensionAfter learns how it ended. A panic in
// the function is a ToolFailure; it never escapes. A result holding
// functions fails with InvalidToolOutput here: functions cross only
// in-process (Execute, Program), where the driver keeps them.
func (d *Driver) ExecuteExtension(ctx context.Context, c ExtensionCall) (json.RawMessage, *HostError) {
	if c.Ref != 0 {
		return nil, &HostError{Kind: string(KindExecutionFailure), Message: c.Path + " is a function from an extension result: it runs only in-process"}
	}
	res := d.rt.executeExtension(ctx, c)
	if res.err == nil && len(res.funcs) > 0 {
		return nil, &HostError{Kind: string(KindInvalidToolOutput), Message: c.Path + " returned functions, which cross only in an in-process run"}
	}
	return res.out, res.err
}

// SnapshotKeys reports the runtime's snapshot keys (a copy), for a driver
// that builds a Runtime of its own for the same host (the Temporal
// workflow does).
func (d *Driver) SnapshotKeys() snapshot.Keys { return cloneKeys(d.rt.keys) }

// Tools lists the flattened tool tree, sorted by path. Drivers use it to
// register one activity per tool and kind (Entry.Tool.Kind()).
func (d *Driver) Tools() []durabletools.Entry {
	out := slices.Clone(d.rt.entries)
	for i := range out {
		out[i].Segments = slices.Clone(out[i].Segments)
		out[i].Namespaces = slices.Clone(out[i].Namespaces)
	}
	return out
}

// Tool returns the tool at a dotted path ("orders.lookup"), or nil.
func (d *Driver) Tool(path string) *durabletools.Tool { return d.rt.byPath[path] }

// ExecuteTool runs one call of the plain or idempotent tool at path (the
// dotted path, "orders.lookup"): it validates and decodes input, runs the
// tool, and checks and copies its output. A durable tool runs Start then
// Wait (and Cancel if ctx is cancelled while waiting). The output is compact
// JSON, or nil for undefined. Failures come back as a HostError of kind
// UnknownTool, InvalidToolInput, InvalidToolOutput or ToolFailure (panics
// included), ready for Session.Complete. This is what an in-process tool
// goroutine and a Temporal tool activity both call.
//
// Hooks run here: ToolBefore after the input is checked (an error denies the
// call, and the tool never runs), ToolAfter when the tool returns (as
// interrupted when it failed after ctx was cancelled).
func (d *Driver) ExecuteTool(ctx context.Context, path string, input json.RawMessage, call durabletools.Call) (json.RawMessage, *HostError) {
	tool, info, herr := d.admit(ctx, path, input, call)
	if herr != nil {
		return nil, herr
	}
	out, err := tool.Execute(ctx, input, call)
	herr = toolHostError(path, err)
	d.rt.toolAfter(ctx, info, out, err, err != nil && ctx.Err() != nil)
	return out, herr
}

// StartTool begins a durable tool's work and returns its JSON data (the
// Temporal "start" activity). Hooks.ToolBefore runs first; a failed start
// fires Hooks.ToolAfter.
func (d *Driver) StartTool(ctx context.Context, path string, input json.RawMessage, call durabletools.Call) (json.RawMessage, *HostError) {
	tool, info, herr := d.admit(ctx, path, input, call)
	if herr != nil {
		return nil, herr
	}
	data, err := tool.Start(ctx, input, call)
	if herr = toolHostError(path, err); herr != nil {
		d.rt.toolAfter(ctx, info, nil, err, ctx.Err() != nil)
	}
	return data, herr
}

// admit finds the tool at path and runs Hooks.ToolBefore on the call, the
// first steps of ExecuteTool and StartTool: an unknown tool, invalid input
// or a denying hook is the call's HostError.
func (d *Driver) admit(ctx context.Context, path string, input json.RawMessage, call durabletools.Call) (*durabletools.Tool, ToolHookCall, *HostError) {
	tool, herr := d.rt.lookupTool(path)
	if herr != nil {
		return nil, ToolHookCall{}, herr
	}
	info, herr := d.rt.toolBefore(ctx, tool, input, call)
	return tool, info, herr
}

// WaitTool waits for the output of a durable tool's work (the "wait"
// activity); it may run again for the same data. Hooks.ToolAfter runs when
// it returns, unless its context was cancelled (a suspend or the run's end:
// the work goes on until CancelTool).
func (d *Driver) WaitTool(ctx context.Context, path string, data json.RawMessage, call durabletools.Call) (json.RawMessage, *HostError) {
	tool, herr := d.rt.lookupTool(path)
	if herr != nil {
		return nil, herr
	}
	out, err := tool.Wait(ctx, data, call)
	herr = toolHostError(path, err)
	if herr == nil || ctx.Err() == nil {
		d.rt.toolAfter(ctx, ToolHookCall{Path: call.Path, Key: call.Key, Call: call}, out, err, false)
	}
	return out, herr
}

// CancelTool stops a durable tool's work (the "cancel" activity);
// Hooks.ToolAfter learns the call was interrupted.
func (d *Driver) CancelTool(ctx context.Context, path string, data json.RawMessage, call durabletools.Call) *HostError {
	tool, herr := d.rt.lookupTool(path)
	if herr != nil {
		return herr
	}
	herr = toolHostError(path, tool.Cancel(ctx, data, call))
	d.rt.toolAfter(ctx, ToolHookCall{Path: call.Path, Key: call.Key, Call: call}, nil, nil, true)
	return herr
}
