// Package codemode runs programs that a language model writes in JavaScript
// (or erasable TypeScript) and that call host tools, on a confined bytecode
// VM: a program reaches the world only through the tools the host supplies.
//
//	rt, err := codemode.New(codemode.Options{
//		Tools: map[string]any{"orders": map[string]any{"lookup": lookupOrder}},
//	})
//	res := rt.Execute(ctx, `
//		const order = await tools.orders.lookup({ id: "order_42" })
//		return { id: order.id, needsAttention: order.status !== "complete" }
//	`)
//	// res.String(): {"ok":true,"value":{"id":"order_42","needsAttention":true},"toolCalls":[...]}
//
// Execute runs a program in-process: tool calls start when the program makes
// them and run concurrently on goroutines. The same run can be driven by a
// Temporal workflow instead, through the sans-IO Session (see Runtime.Start)
// and the tool steps ExecuteTool, StartTool, WaitTool and CancelTool, which
// the workflow's activities call.
//
// # Snapshots and trust
//
// A suspended run (Program.Suspend, Session.Snapshot, a Temporal
// workflow's saved run) is bytes that hold the program's source, its heap
// and the run's limits and counts. A snapshot carries no authority over
// the host that resumes it: its limits are only ever made stricter by the
// Runtime's (Limits.Stricter), its counters cannot give back budget, and it
// can name only tools and extensions the resuming Runtime has. But it can
// carry any program, so an unsigned snapshot from an untrusted writer can
// run arbitrary code against the Runtime's tools, within the Runtime's
// limits. A host that keeps snapshots where others can write (a database,
// a blob store, a client's hands) sets Options.SnapshotKeys: every
// snapshot the Runtime saves is then signed (HMAC-SHA256) and Resume and
// RestoreSession refuse any other. The keys are the host's secrets: keep
// them with its credentials, never beside the snapshots. Under Temporal
// the worker's Runtime (worker.Register, workflow.For) bounds every run's
// limits and signs and checks its snapshots the same way.
package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm"
)

// Runtime runs programs against a fixed set of tools and limits. It is
// immutable after New and safe for concurrent use.
type Runtime struct {
	limits  Limits
	entries []durabletools.Entry
	byPath  map[string]*durabletools.Tool
	catalog []durabletools.Descriptor
	tools   *toolSet
	hooks   Hooks
	keys    snapshot.Keys // sign saved snapshots and check resumed ones

	extensions []extEntry // sorted by path
	extByPath  map[string]*extEntry
	vmExt      []vm.ExtensionFunc
	// extSnapshot are the extensions' snapshot hooks, by extension name.
	extSnapshot map[string]*ExtensionSnapshot
	// opts are the options New was given (round-trip tests build a
	// brand-new Runtime from them).
	opts Options

	cache compileCache

	// loader replaces load in tests of the bookkeeping with a scripted
	// machine.
	loader func(code string, opts RunOptions) (machine, *Diagnostic)
}

// New checks the options and builds a Runtime. It fails on a negative limit,
// on an invalid tool tree (an empty name, a nil tool, a value that is not
// a tool or namespace, two tools at one path, a tool whose constructor
// failed) and on invalid extensions (a global that shadows a built-in or
// another extension's, a value that is not a function or object of
// functions).
func New(opts Options) (*Runtime, error) {
	if err := opts.Limits.validate(); err != nil {
		return nil, err
	}
	if err := opts.SnapshotKeys.Check(); err != nil {
		return nil, fmt.Errorf("codemode: %w", err)
	}
	entries, err := durabletools.Flatten(opts.Tools)
	if err != nil {
		return nil, fmt.Errorf("codemode: %w", err)
	}
	rt := &Runtime{
		limits:  opts.Limits,
		entries: entries,
		byPath:  make(map[string]*durabletools.Tool, len(entries)),
		catalog: durabletools.Catalog(entries),
		hooks:   opts.Hooks,
		keys:    cloneKeys(opts.SnapshotKeys),
	}
	for _, e := range entries {
		rt.byPath[e.Path] = e.Tool
	}
	rt.tools = newToolSet(rt.catalog)
	if rt.extensions, err = flattenExtensions(opts.Extensions); err != nil {
		return nil, err
	}
	rt.extByPath = make(map[string]*extEntry, len(rt.extensions))
	for i := range rt.extensions {
		rt.extByPath[rt.extensions[i].path] = &rt.extensions[i]
	}
	rt.vmExt = vmExtensions(rt.extensions)
	rt.extSnapshot = map[string]*ExtensionSnapshot{}
	for _, ext := range opts.Extensions {
		if ext.Snapshot != nil {
			if ext.Snapshot.Encode == nil || ext.Snapshot.Decode == nil {
				return nil, fmt.Errorf("codemode: extension %q: snapshot hooks need both Encode and Decode", ext.Name)
			}
			rt.extSnapshot[ext.Name] = ext.Snapshot
		}
	}
	rt.opts = opts
	return rt, nil
}

// Limits reports the runtime's limits.
func (rt *Runtime) Limits() Limits { return rt.limits }

// SnapshotKeys reports the runtime's snapshot keys (a copy), for a driver
// that builds a Runtime of its own for the same host (the Temporal
// workflow does).
func (rt *Runtime) SnapshotKeys() snapshot.Keys { return cloneKeys(rt.keys) }

// cloneKeys copies k, so the caller's slices cannot change a Runtime's
// keys afterwards.
func cloneKeys(k snapshot.Keys) snapshot.Keys {
	out := snapshot.Keys{Current: slices.Clone(k.Current)}
	for _, key := range k.Previous {
		out.Previous = append(out.Previous, slices.Clone(key))
	}
	return out
}

// Catalog describes every tool: its path, description and TypeScript
// signature, sorted by path. Hosts render model instructions from it.
func (rt *Runtime) Catalog() []durabletools.Descriptor {
	out := slices.Clone(rt.catalog)
	for i := range out {
		out[i].Namespaces = slices.Clone(out[i].Namespaces)
	}
	return out
}

// Tools lists the flattened tool tree, sorted by path. Drivers use it to
// register one activity per tool and kind (Entry.Tool.Kind()).
func (rt *Runtime) Tools() []durabletools.Entry {
	out := slices.Clone(rt.entries)
	for i := range out {
		out[i].Segments = slices.Clone(out[i].Segments)
		out[i].Namespaces = slices.Clone(out[i].Namespaces)
	}
	return out
}

// Tool returns the tool at a dotted path ("orders.lookup"), or nil.
func (rt *Runtime) Tool(path string) *durabletools.Tool { return rt.byPath[path] }

// Execute runs a program in-process and returns its Result; it never
// panics and never returns without a Result.
//
// Each tool call starts on its own goroutine as soon as the program makes
// it, so calls run concurrently; outcomes are settled into the program in
// the order they arrive. When the program ends, calls still running are
// interrupted (their context is cancelled; a call made in the program's very
// last step never starts) and recorded as "interrupted"; Execute returns
// once they have stopped, or at the timeout (a TimeoutExceeded warning), or
// when ctx is done. Cancelling ctx interrupts the run: a deadline gives
// TimeoutExceeded, a cancellation ExecutionFailure.
func (rt *Runtime) Execute(ctx context.Context, code string) Result {
	return rt.ExecuteWith(ctx, code, RunOptions{})
}

// ExecuteWith is Execute with a chosen run id, clock, random seed and
// bindings (execute(code, bindings) in the TypeScript package): the same program, options
// and tool outcomes give the same Result.
func (rt *Runtime) ExecuteWith(ctx context.Context, code string, opts RunOptions) Result {
	return runInProcess(ctx, rt, opts, func(opts RunOptions, h *halt) *Session { return rt.startWith(code, opts, h) })
}

// ExecuteCompiled is ExecuteWith for a program compiled with Compile.
func (rt *Runtime) ExecuteCompiled(ctx context.Context, c *Compiled, opts RunOptions) Result {
	return runInProcess(ctx, rt, opts, func(opts RunOptions, h *halt) *Session { return rt.startCompiledWith(c, opts, h) })
}

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
func (rt *Runtime) ExecuteTool(ctx context.Context, path string, input json.RawMessage, call durabletools.Call) (json.RawMessage, *vm.HostError) {
	tool, herr := rt.lookupTool(path)
	if herr != nil {
		return nil, herr
	}
	info, herr := rt.toolBefore(ctx, tool, input, call)
	if herr != nil {
		return nil, herr
	}
	out, err := tool.Execute(ctx, input, call)
	herr = toolHostError(path, err)
	rt.toolAfter(ctx, info, out, err, err != nil && ctx.Err() != nil)
	return out, herr
}

// StartTool begins a durable tool's work and returns its JSON data (the
// Temporal "start" activity). Hooks.ToolBefore runs first; a failed start
// fires Hooks.ToolAfter.
func (rt *Runtime) StartTool(ctx context.Context, path string, input json.RawMessage, call durabletools.Call) (json.RawMessage, *vm.HostError) {
	tool, herr := rt.lookupTool(path)
	if herr != nil {
		return nil, herr
	}
	info, herr := rt.toolBefore(ctx, tool, input, call)
	if herr != nil {
		return nil, herr
	}
	data, err := tool.Start(ctx, input, call)
	if herr = toolHostError(path, err); herr != nil {
		rt.toolAfter(ctx, info, nil, err, ctx.Err() != nil)
	}
	return data, herr
}

// WaitTool waits for the output of a durable tool's work (the "wait"
// activity); it may run again for the same data. Hooks.ToolAfter runs when
// it returns, unless its context was cancelled (a suspend or the run's end:
// the work goes on until CancelTool).
func (rt *Runtime) WaitTool(ctx context.Context, path string, data json.RawMessage, call durabletools.Call) (json.RawMessage, *vm.HostError) {
	tool, herr := rt.lookupTool(path)
	if herr != nil {
		return nil, herr
	}
	out, err := tool.Wait(ctx, data, call)
	herr = toolHostError(path, err)
	if herr == nil || ctx.Err() == nil {
		rt.toolAfter(ctx, ToolHookCall{Name: call.Path, Key: call.Key, Call: call}, out, err, false)
	}
	return out, herr
}

// CancelTool stops a durable tool's work (the "cancel" activity);
// Hooks.ToolAfter learns the call was interrupted.
func (rt *Runtime) CancelTool(ctx context.Context, path string, data json.RawMessage, call durabletools.Call) *vm.HostError {
	tool, herr := rt.lookupTool(path)
	if herr != nil {
		return herr
	}
	herr = toolHostError(path, tool.Cancel(ctx, data, call))
	rt.toolAfter(ctx, ToolHookCall{Name: call.Path, Key: call.Key, Call: call}, nil, nil, true)
	return herr
}

func (rt *Runtime) lookupTool(path string) (*durabletools.Tool, *vm.HostError) {
	if tool := rt.byPath[path]; tool != nil {
		return tool, nil
	}
	return nil, &vm.HostError{Kind: string(KindUnknownTool), Message: rt.tools.unknownToolMessage(path)}
}

// ToolError returns an error whose message the program (and so the model)
// sees as is, as a ToolFailure: the way a tool, an extension function or a
// before hook says why it failed. Any other error's text stays with the host
// (hooks, logs): the program sees only that the call failed, such as
// "tools.orders.lookup failed", because a Go error may hold addresses,
// credentials or other internals.
func ToolError(message string) error { return durabletools.ToolError(message) }

// ToolErrorf is ToolError with a message formatted like fmt.Errorf; an
// error wrapped with %w stays reachable with errors.Is and errors.As.
func ToolErrorf(format string, args ...any) error { return durabletools.ToolErrorf(format, args...) }

// hostError converts the error of a host function into what the VM settles
// the call with: a *durabletools.Error (also wrapped, with fmt.Errorf's %w;
// ToolError makes one) keeps its kind and message, anything else is a
// ToolFailure with the message failed, which names no internals.
func hostError(err error, failed string) *vm.HostError {
	if err == nil {
		return nil
	}
	var te *durabletools.Error
	if errors.As(err, &te) && te != nil {
		return &vm.HostError{Kind: te.Kind, Message: te.Message}
	}
	return &vm.HostError{Kind: string(KindToolFailure), Message: failed}
}

// toolHostError is hostError for the tool at path.
func toolHostError(path string, err error) *vm.HostError {
	return hostError(err, durabletools.FailedMessage(path))
}

// extensionHostError is hostError for the extension function name.
func extensionHostError(name string, err error) *vm.HostError {
	return hostError(err, name+" failed")
}
