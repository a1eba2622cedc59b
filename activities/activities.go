// Package activities holds the Temporal activities that execute tools for
// the CodeMode workflow: one activity type per tool (three for a durable
// tool), named after the tool's path so the Temporal UI shows which tool a
// step called. Extension functions get one activity type each
// (ExtensionPrefix, extensions.go), which runs the function with its hooks
// through Driver.ExecuteExtension.
//
// An activity decodes nothing itself: it hands the program's input to the
// Runtime's Driver (ExecuteTool, StartTool, WaitTool, CancelTool), which validates it,
// runs the tool and checks its output exactly as an in-process run does. A
// tool failure comes back as a non-retryable ApplicationError whose type is
// the diagnostic kind (ToolFailure, InvalidToolInput, ...) and whose message
// is the one the program sees, so the workflow settles the same error the
// in-process driver would. A host error's own text (say, a database
// address) never enters the history: the Runtime keeps it for the worker's
// after hooks and gives "tools.orders.lookup failed". Only timeouts and lost
// workers lead to retries, and only for idempotent tools and durable waits.
package activities

import (
	"context"
	"encoding/json"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
)

// Activity type names. A plain or idempotent tool at path p runs as
// ToolPrefix+p ("codemode.tool.orders.lookup"); a durable tool as
// StartPrefix+p, WaitPrefix+p and CancelPrefix+p. Tool paths never contain
// a character that would let two prefixes meet, since the prefixes differ
// in their second segment.
const (
	ToolPrefix   = "codemode.tool."
	StartPrefix  = "codemode.start."
	WaitPrefix   = "codemode.wait."
	CancelPrefix = "codemode.cancel."
)

// YieldName is the activity the workflow runs to end a workflow task that
// has used its CPU budget (a long busy loop). It does nothing: scheduling
// it makes the workflow task complete, and its completion starts the next
// one a few milliseconds later. A timer would do the same, but timers fire
// with about one second of granularity, which made busy loops 20 times
// slower.
const YieldName = "codemode.yield"

// Yield is the YieldName activity.
func Yield(ctx context.Context) error { return nil }

// Input is the argument of every tool activity.
type Input struct {
	// Input is the program's argument (plain and idempotent tools and a
	// durable start), or the durable work's data (wait and cancel).
	Input json.RawMessage `json:"input"`
	// Call identifies the call: run id, call id, key "<runId>:<id>", path.
	Call durabletools.Call `json:"call"`
}

// Output is the result of a tool activity. Output is omitted when the tool
// returned undefined, so that "no value" and null stay distinct through the
// JSON payload.
type Output struct {
	Output json.RawMessage `json:"output,omitempty"`
}

// HeartbeatTimeout is the heartbeat timeout the workflow gives every tool
// activity: a worker that dies during a call is noticed this fast, and the
// call fails (plain tools, durable starts) or runs again elsewhere
// (idempotent tools, durable waits). Activities heartbeat every
// heartbeatEvery while the tool runs.
const (
	HeartbeatTimeout = 10 * time.Second
	heartbeatEvery   = 2 * time.Second
)

// Tools runs tool activities against a Runtime's tools.
type Tools struct {
	rt *codemode.Runtime
}

// New returns the activities for the tools of rt.
func New(rt *codemode.Runtime) *Tools { return &Tools{rt: rt} }

// Execute returns the activity function that runs the plain or idempotent
// tool at path.
func (t *Tools) Execute(path string) func(ctx context.Context, in Input) (Output, error) {
	return func(ctx context.Context, in Input) (Output, error) {
		stop := heartbeat(ctx)
		defer stop()
		out, herr := t.rt.Driver().ExecuteTool(ctx, path, in.Input, in.Call)
		return Output{Output: out}, toError(ctx, herr)
	}
}

// Start returns the activity function that begins the durable tool's work.
func (t *Tools) Start(path string) func(ctx context.Context, in Input) (Output, error) {
	return func(ctx context.Context, in Input) (Output, error) {
		stop := heartbeat(ctx)
		defer stop()
		data, herr := t.rt.Driver().StartTool(ctx, path, in.Input, in.Call)
		return Output{Output: data}, toError(ctx, herr)
	}
}

// Wait returns the activity function that waits for the durable tool's
// output.
func (t *Tools) Wait(path string) func(ctx context.Context, in Input) (Output, error) {
	return func(ctx context.Context, in Input) (Output, error) {
		stop := heartbeat(ctx)
		defer stop()
		out, herr := t.rt.Driver().WaitTool(ctx, path, in.Input, in.Call)
		return Output{Output: out}, toError(ctx, herr)
	}
}

// Cancel returns the activity function that stops the durable tool's work.
func (t *Tools) Cancel(path string) func(ctx context.Context, in Input) error {
	return func(ctx context.Context, in Input) error {
		stop := heartbeat(ctx)
		defer stop()
		return toError(ctx, t.rt.Driver().CancelTool(ctx, path, in.Input, in.Call))
	}
}

// toError turns a tool's HostError into a non-retryable ApplicationError
// whose type is the diagnostic kind. A tool error is the tool's answer, as
// it is in-process; retrying it would change the program's behaviour.
//
// A tool that failed because its context ended was interrupted, not
// answered: the workflow cancelled the call (and no longer listens), or the
// worker is shutting down. That is a plain, retryable error, so an
// idempotent call or a durable wait runs again on a live worker.
func toError(ctx context.Context, herr *vm.HostError) error {
	if herr == nil {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return temporal.NewNonRetryableApplicationError(herr.Message, herr.Kind, nil, hostErrorMark)
}

// hostErrorMark, the one detail of the ApplicationError that toError
// makes, tells the workflow that the error's type is the kind the Runtime
// gave (HostErrorKind), whatever it is: a host's own kind such as
// InvalidDataValue reaches the program as it does in-process. Any other
// ApplicationError (a Go error of the SDK, or a failure recorded before
// the mark existed) has a type that is not a kind.
const hostErrorMark = "codemode.hostError"

// HostErrorKind returns the kind of an ApplicationError made by a CodeMode
// activity (its type), and false for any other error.
func HostErrorKind(app *temporal.ApplicationError) (string, bool) {
	if app == nil || !app.HasDetails() || app.Type() == "" {
		return "", false
	}
	var mark string
	if app.Details(&mark) != nil || mark != hostErrorMark {
		return "", false
	}
	return app.Type(), true
}

// heartbeat records a heartbeat now and every heartbeatEvery until stop is
// called, so the server can tell a long call from a lost worker.
func heartbeat(ctx context.Context) (stop func()) {
	if !activity.IsActivity(ctx) {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(heartbeatEvery)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				activity.RecordHeartbeat(ctx)
			}
		}
	}()
	return func() { close(done) }
}
