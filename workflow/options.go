package workflow

import (
	"time"

	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/durabletools"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// ToolOptions are the host's activity options for one tool (Input.ToolOptions,
// keyed by tool path). Zero fields keep the defaults. Activity is for the
// tool's activity (a plain or idempotent tool) or its durable start; Wait and
// Cancel for a durable tool's wait and cancel.
type ToolOptions struct {
	Activity ActivityOptions `json:"activity"`
	Wait     ActivityOptions `json:"wait"`
	Cancel   ActivityOptions `json:"cancel"`
}

// ActivityOptions are the settable options of one activity.
//
// Retry is ignored where it would break at-most-once: a plain tool's
// activity and a durable start (unless the tool is idempotent) always have
// one attempt.
type ActivityOptions struct {
	// StartToCloseMs bounds one attempt.
	StartToCloseMs int64 `json:"startToCloseMs,omitempty"`
	// HeartbeatMs is the heartbeat timeout: how soon a lost worker is
	// noticed. Activities heartbeat every 2 s, so keep it above that.
	HeartbeatMs int64 `json:"heartbeatMs,omitempty"`
	// TaskQueue runs the activity on another task queue (workers there
	// must register the tool).
	TaskQueue string       `json:"taskQueue,omitempty"`
	Retry     *RetryPolicy `json:"retry,omitempty"`
}

// RetryPolicy is temporal.RetryPolicy with a stable JSON form.
type RetryPolicy struct {
	InitialIntervalMs  int64   `json:"initialIntervalMs,omitempty"`
	BackoffCoefficient float64 `json:"backoffCoefficient,omitempty"`
	MaximumIntervalMs  int64   `json:"maximumIntervalMs,omitempty"`
	// MaximumAttempts: 0 means unlimited (until the timeouts).
	MaximumAttempts int32 `json:"maximumAttempts,omitempty"`
}

// Default activity options (DefaultToolTimeout bounds a tool attempt).
const (
	// DefaultWaitTimeout bounds one attempt of a durable wait; a longer
	// job is waited for by the next attempt (a wait may be called again
	// for the same work).
	DefaultWaitTimeout   = 24 * time.Hour
	DefaultCancelTimeout = time.Minute
)

// defaultRetry is the retry policy of calls that may run again:
// idempotent tools, durable waits and cancels.
func defaultRetry() *temporal.RetryPolicy {
	return &temporal.RetryPolicy{
		InitialInterval:    time.Second,
		BackoffCoefficient: 2,
		MaximumInterval:    time.Minute,
		MaximumAttempts:    10,
	}
}

// Phases of a call for options: phaseRun, phaseStart, phaseWait (calls.go)
// and phaseCancel.
const phaseCancel = -1

// options are the activity options for a call's phase: the defaults, then
// the host's ToolOptions for the path.
func (d *driver) options(ctx workflow.Context, path string, kind durabletools.Kind, phase int) workflow.Context {
	opts := workflow.ActivityOptions{
		StartToCloseTimeout: d.toolTimeout,
		HeartbeatTimeout:    activities.HeartbeatTimeout,
		// At most once: a plain tool may have effects that must not repeat.
		RetryPolicy: &temporal.RetryPolicy{MaximumAttempts: 1},
	}
	retryable := false
	switch {
	case phase == phaseCancel:
		opts.StartToCloseTimeout = DefaultCancelTimeout
		retryable = true
	case phase == phaseWait:
		// Waiting may take long (heartbeats tell it apart from a lost
		// worker), and another worker takes the wait over.
		opts.StartToCloseTimeout = DefaultWaitTimeout
		retryable = true
	case kind == durabletools.KindIdempotent:
		// Safe to run again: a lost worker or a timeout retries the call.
		retryable = true
	}
	if retryable {
		opts.RetryPolicy = defaultRetry()
	}
	host, ok := d.toolOptions[path]
	if !ok || path == "" {
		return workflow.WithActivityOptions(ctx, opts)
	}
	a := host.Activity
	switch phase {
	case phaseWait:
		a = host.Wait
	case phaseCancel:
		a = host.Cancel
	}
	if a.StartToCloseMs > 0 {
		opts.StartToCloseTimeout = time.Duration(a.StartToCloseMs) * time.Millisecond
	}
	if a.HeartbeatMs > 0 {
		opts.HeartbeatTimeout = time.Duration(a.HeartbeatMs) * time.Millisecond
	}
	if a.TaskQueue != "" {
		opts.TaskQueue = a.TaskQueue
	}
	if a.Retry != nil && retryable {
		opts.RetryPolicy = &temporal.RetryPolicy{
			InitialInterval:    time.Duration(a.Retry.InitialIntervalMs) * time.Millisecond,
			BackoffCoefficient: a.Retry.BackoffCoefficient,
			MaximumInterval:    time.Duration(a.Retry.MaximumIntervalMs) * time.Millisecond,
			MaximumAttempts:    a.Retry.MaximumAttempts,
		}
	}
	return workflow.WithActivityOptions(ctx, opts)
}
