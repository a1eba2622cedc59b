// Package codemode runs programs that a language model writes in JavaScript
// (or erasable TypeScript) on a confined bytecode VM, whose only door to the
// world is the tools the host supplies (see Example for the quick start):
//
//	rt, err := codemode.New(codemode.Options{Tools: map[string]any{"orders": orderTools}})
//	res := rt.Execute(ctx, `return (await tools.orders.lookup({ id: "a" })).status`)
//
// Execute and ExecuteWith run a program in-process, Program and Resume a run
// that can be suspended to bytes and resumed elsewhere; a host that drives
// runs itself (package workflow, on Temporal) uses the Runtime's Driver.
package codemode

import (
	"context"
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

	driver Driver // the Runtime's driver face, pointing back at it

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
	rt.driver = Driver{rt: rt}
	return rt, nil
}

// Limits reports the runtime's limits.
func (rt *Runtime) Limits() Limits { return rt.limits }

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
func hostError(err error, failed string) *HostError {
	if err == nil {
		return nil
	}
	var te *durabletools.Error
	if errors.As(err, &te) && te != nil {
		return &HostError{Kind: te.Kind, Message: te.Message}
	}
	return &HostError{Kind: string(KindToolFailure), Message: failed}
}

// toolHostError is hostError for the tool at path.
func toolHostError(path string, err error) *HostError {
	return hostError(err, durabletools.FailedMessage(path))
}

// extensionHostError is hostError for the extension function name.
func extensionHostError(name string, err error) *HostError {
	return hostError(err, name+" failed")
}

func (rt *Runtime) lookupTool(path string) (*durabletools.Tool, *HostError) {
	if tool := rt.byPath[path]; tool != nil {
		return tool, nil
	}
	return nil, &HostError{Kind: string(KindUnknownTool), Message: rt.tools.unknownToolMessage(path)}
}
