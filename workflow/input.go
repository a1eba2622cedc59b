// Package workflow is the Temporal workflow that runs one CodeMode program:
// the same Session bookkeeping as an in-process run drives the Machine, and
// every tool call the program makes becomes an activity (see package
// activities), so a run survives worker crashes and restarts and its tool
// calls show up in the workflow history.
//
// The workflow is deterministic: the program, the pinned tool catalog in
// its Input and the activity outcomes in the history fully decide what it
// does, so Temporal can replay it on any worker.
//
// A run can be suspended (SuspendUpdate: the run is saved with
// Session.Snapshot, the same bytes as Program.Suspend, and the workflow
// parks holding only them) and resumed (ResumeUpdate, ResumeSignal). Before
// its history grows large it continues as new carrying the same snapshot
// (Input.EventBudget). Start, Await, GetStatus, Suspend and Resume are the
// client side. Snapshots too large for a history go to a blob store through
// the SDK's external payload storage (package blobstore).
//
// Under Worker Versioning a run is pinned to the build that started it and
// moves to its deployment's new current version by continuing as new
// (ForPinned; worker.Deployment registers it).
package workflow

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"strings"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
)

// Name is the workflow type; StatusQuery the query that reports progress.
const (
	Name        = "codemode.run"
	StatusQuery = "status"
	// DefaultTaskQueue is the task queue the CLI's worker and runs use.
	DefaultTaskQueue = "codemode"
)

// Input is what a run needs: the program, its limits and the tool catalog
// pinned when the run started. Pinning the catalog makes unknown-tool checks
// and tool kinds part of the history: a worker deployed later with other
// tools replays the run the same way.
type Input struct {
	Code string `json:"code"`
	// RunID names the run; tool call keys are "<runId>:<callId>". Empty
	// means the workflow id.
	RunID string `json:"runId,omitempty"`
	// RandomSeed seeds Math.random; 0 derives it from the run id, so a run
	// and its replays draw the same numbers either way.
	RandomSeed uint64 `json:"randomSeed,omitempty"`
	// Limits bound the run, in codemode.Limits' JSON form (timeoutMs,
	// maxToolCalls, ...). A zero field of an Input recorded before the
	// field existed keeps its old meaning on replay: unlimited, or the
	// VM's default; NewInput writes out the memory and source limits, so
	// a later change of the defaults cannot change how a run replays.
	Limits codemode.Limits `json:"limits"`
	// Tools is the catalog pinned at start (Runtime.Catalog): paths, kinds,
	// descriptions and signatures. The program sees exactly these tools,
	// on every worker and in every replay.
	Tools []durabletools.Descriptor `json:"tools"`
	// Extensions pins the shape of the extension globals
	// (Runtime.Extensions): the program's globals are stand-ins with these
	// paths and sync/async kinds, and each call runs in an activity
	// (a local one for a Cheap extension) on a worker's Runtime.
	Extensions []codemode.ExtensionDescriptor `json:"extensions,omitempty"`
	// Bindings are the program's global variables from the host
	// (RunOptions.Bindings), as JSON values keyed by name; SetBindings
	// fills them from Go values. Invalid ones end the run with a
	// Diagnostic, as in-process. A resumed or continued run has them in
	// its snapshot.
	Bindings map[string]json.RawMessage `json:"bindings,omitempty"`
	// ToolTimeoutMs bounds one attempt of one tool activity
	// (StartToCloseTimeout). 0 means DefaultToolTimeout.
	ToolTimeoutMs int64 `json:"toolTimeoutMs,omitempty"`
	// StepBudget is how many VM steps run between yields of the workflow
	// coroutine, StepsPerTask how many run in one workflow task before the
	// task ends with a short timer. 0 means the defaults. They are part of
	// the input because replay must cut the run at the same steps.
	StepBudget   int64 `json:"stepBudget,omitempty"`
	StepsPerTask int64 `json:"stepsPerTask,omitempty"`
	// ToolOptions are per-tool activity options (timeouts, retry policy,
	// task queue), keyed by tool path; tools not listed get the defaults
	// (see ToolOptions).
	ToolOptions map[string]ToolOptions `json:"toolOptions,omitempty"`
	// EventBudget is how many history events a run may reach before it
	// continues as new with its snapshot (at the first safe point). 0
	// means DefaultEventBudget. The server's own suggestion to continue as
	// new is followed too.
	EventBudget int `json:"eventBudget,omitempty"`

	// Snapshot, when set, is a saved run to continue instead of starting
	// Code: from Session.Snapshot, Program.Suspend, a suspend of another
	// workflow, or this workflow's previous run (continue-as-new).
	Snapshot []byte `json:"snapshot,omitempty"`
	// Suspended, with Snapshot, starts the run parked: suspended as it
	// was when a pinned run continued as new onto its deployment's new
	// current version while suspended (see ForPinned). A resume restores
	// it there.
	Suspended bool `json:"suspended,omitempty"`
	// ContinuedAsNew counts the continue-as-new hops before this run.
	ContinuedAsNew int `json:"continuedAsNew,omitempty"`
	// SearchAttributes makes the run keep the typed search attributes
	// SearchAttributeState and SearchAttributeToolCalls up to date, so
	// runs can be listed by them (`CodeModeState = "suspended"`). The
	// namespace must have both registered; a run that sets this on a
	// namespace without them fails its workflow tasks (AddSearchAttributes
	// registers them). Each change of either adds an event to the history.
	SearchAttributes bool `json:"searchAttributes,omitempty"`
}

// HistoryVersion numbers the way this package and the VM's step
// accounting turn a run into history events: the commands a workflow
// task sends for the same program and the same activity outcomes, and
// where CPU yields fall. It is bumped with every change to them, which
// makes the histories of older builds unreplayable; together with the VM
// build (vm.BuildID) it makes worker.DefaultBuildID, the Worker
// Deployment build id that changes exactly when a history of one build
// could fail to replay on the next.
// 2: await of a promise of a Promise subclass takes V8's two extra ticks.
// 3: the callback methods of arrays loop in Go and sort orders records by
// a recognized comparator without calling it: their step counts changed.
const HistoryVersion = 3

// Defaults for Input's zero fields.
const (
	DefaultToolTimeout = 10 * time.Minute
	// DefaultStepBudget keeps each stretch of VM work far below the SDK's
	// one-second deadlock detector.
	DefaultStepBudget = 100_000
	// DefaultStepsPerTask keeps a workflow task far below the server's
	// ten-second workflow task timeout (10M steps took 0.1-0.3 s of CPU on
	// the 2-core development machine).
	DefaultStepsPerTask = 10_000_000
	// DefaultEventBudget continues a run as new far below the server's
	// hard limit of 51,200 events per history (and its warning at 10,240).
	DefaultEventBudget = 10_000
	// DefaultMaxMemoryBytes is the heap limit NewInput gives a run whose
	// Runtime sets none: a quarter of the in-process default (256 MB),
	// because one worker process holds hundreds of runs at once (each
	// cached run keeps its heap between workflow tasks). A run that needs
	// more says so with Limits.MaxMemoryBytes; see MemoryBudget for the
	// worker's total.
	DefaultMaxMemoryBytes = 64 << 20
)

// NewInput builds the Input for running code on rt's tools and limits, with
// the default step budgets and, when rt sets no memory limit,
// DefaultMaxMemoryBytes.
func NewInput(rt *codemode.Runtime, code string) Input {
	limits := rt.Limits()
	if limits.MaxMemoryBytes == 0 {
		limits.MaxMemoryBytes = DefaultMaxMemoryBytes
	}
	if limits.MaxSourceBytes == 0 {
		limits.MaxSourceBytes = codemode.DefaultMaxSourceBytes
	}
	in := Input{
		Code:   code,
		Limits: limits,
		Tools:  []durabletools.Descriptor{},
		// Written out rather than left to the defaults (as the memory
		// and source limits are), so that a later change of the defaults
		// cannot change how a started run replays.
		StepBudget:   DefaultStepBudget,
		StepsPerTask: DefaultStepsPerTask,
	}
	in.Tools = append(in.Tools, rt.Catalog()...)
	in.Extensions = rt.Extensions()
	return in
}

// SetBindings sets in.Bindings to the JSON encoding of each value in b
// (encoding/json's rules, as in-process). A value that is not JSON data,
// such as a function, is an error naming the binding.
func (in *Input) SetBindings(b map[string]any) error {
	if len(b) == 0 {
		in.Bindings = nil
		return nil
	}
	out := make(map[string]json.RawMessage, len(b))
	for name, v := range b {
		data, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("binding %q: %v", name, err)
		}
		out[name] = data
	}
	in.Bindings = out
	return nil
}

// bindings is in.Bindings as RunOptions.Bindings: each value stays raw
// JSON, which the Session copies into the program as it is.
func (in Input) bindings() map[string]any {
	if len(in.Bindings) == 0 {
		return nil
	}
	out := make(map[string]any, len(in.Bindings))
	for name, data := range in.Bindings {
		out[name] = data
	}
	return out
}

// runtimeFor is the Runtime the workflow's Session runs on: the run's
// limits bounded by the host's (nil: none), the host's snapshot keys, no
// tools of its own and stand-ins for the pinned extension functions. The
// tools the program sees come from the pinned catalog
// (RunOptions.Catalog); tools and extensions run in activities on workers,
// against the workers' Runtime.
func runtimeFor(in Input, host *codemode.Runtime) (*codemode.Runtime, error) {
	seen := map[string]bool{}
	for _, t := range in.Tools {
		if t.Path == "" || seen[t.Path] {
			return nil, fmt.Errorf("the tool catalog has an empty or repeated path %q", t.Path)
		}
		seen[t.Path] = true
	}
	globals, err := standInGlobals(in.Extensions)
	if err != nil {
		return nil, err
	}
	var exts []codemode.Extension
	if len(globals) > 0 {
		exts = []codemode.Extension{{Name: "pinned", Globals: globals}}
	}
	opts := codemode.Options{
		Limits:     in.Limits,
		Extensions: exts,
	}
	if host != nil {
		opts.Limits = opts.Limits.Stricter(host.Limits())
		opts.SnapshotKeys = host.Driver().SnapshotKeys()
	}
	return codemode.New(opts)
}

// standInGlobals builds extension globals with the pinned shape. Their
// functions never run: the driver takes every extension call from the
// Session and runs it in an activity.
func standInGlobals(descs []codemode.ExtensionDescriptor) (map[string]any, error) {
	globals := map[string]any{}
	stub := codemode.ExtensionFunc(func(context.Context, []json.RawMessage) (json.RawMessage, error) {
		return nil, errors.New("an extension function runs in an activity, not in the workflow")
	})
	for _, d := range descs {
		parts := strings.Split(d.Path, ".")
		parent := globals
		for _, p := range parts[:len(parts)-1] {
			child, ok := parent[p].(map[string]any)
			if !ok {
				if parent[p] != nil {
					return nil, fmt.Errorf("the extension path %q is under a function", d.Path)
				}
				child = map[string]any{}
				parent[p] = child
			}
			parent = child
		}
		last := parts[len(parts)-1]
		if parent[last] != nil {
			return nil, fmt.Errorf("the extensions have a repeated path %q", d.Path)
		}
		var fn any = stub
		if d.Async {
			fn = codemode.Async(stub)
		}
		parent[last] = fn
	}
	return globals, nil
}

// seedFor derives Math.random's seed from the run id, so a run and its
// replays draw the same numbers.
func seedFor(runID string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(runID))
	if s := h.Sum64(); s != 0 {
		return s
	}
	return 1
}
