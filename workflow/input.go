// Package workflow is the Temporal workflow that runs one CodeMode program:
// the same Session bookkeeping as an in-process run drives the Machine, and
// every tool call the program makes becomes an activity (see package
// activities), so a run survives worker crashes and restarts and its tool
// calls show up in the workflow history.
//
// The workflow is deterministic: the program, the pinned tool catalog in
// its Input and the activity outcomes in the history fully decide what it
// does, so Temporal can replay it on any worker.
package workflow

import (
	"fmt"
	"hash/fnv"
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
	Limits     Limits `json:"limits"`
	Tools      []Tool `json:"tools"`
	// ToolTimeoutMs bounds one attempt of one tool activity
	// (StartToCloseTimeout). 0 means DefaultToolTimeout.
	ToolTimeoutMs int64 `json:"toolTimeoutMs,omitempty"`
	// StepBudget is how many VM steps run between yields of the workflow
	// coroutine, StepsPerTask how many run in one workflow task before the
	// task ends with a short timer. 0 means the defaults. They are part of
	// the input because replay must cut the run at the same steps.
	StepBudget   int64 `json:"stepBudget,omitempty"`
	StepsPerTask int64 `json:"stepsPerTask,omitempty"`
}

// Limits are codemode.Limits with a stable JSON form.
type Limits struct {
	TimeoutMs      int64 `json:"timeoutMs,omitempty"`
	MaxToolCalls   int   `json:"maxToolCalls,omitempty"`
	MaxOutputBytes int   `json:"maxOutputBytes,omitempty"`
}

// Tool is one pinned catalog entry.
type Tool struct {
	Path        string `json:"path"` // "orders.lookup"
	Kind        string `json:"kind"` // "plain", "idempotent" or "durable"
	Description string `json:"description,omitempty"`
	Signature   string `json:"signature,omitempty"`
}

// Defaults for Input's zero fields.
const (
	DefaultToolTimeout = 10 * time.Minute
	// DefaultStepBudget keeps each stretch of VM work far below the SDK's
	// one-second deadlock detector.
	DefaultStepBudget = 100_000
	// DefaultStepsPerTask keeps a workflow task far below the server's
	// ten-second workflow task timeout.
	DefaultStepsPerTask = 20_000_000
)

// NewInput builds the Input for running code on rt's tools and limits.
func NewInput(rt *codemode.Runtime, code string) Input {
	l := rt.Limits()
	in := Input{
		Code:   code,
		Limits: Limits{TimeoutMs: l.TimeoutMs, MaxToolCalls: l.MaxToolCalls, MaxOutputBytes: l.MaxOutputBytes},
		Tools:  []Tool{},
	}
	catalog := rt.Catalog()
	for i, e := range rt.Tools() {
		t := Tool{Path: e.Path, Kind: e.Tool.Kind().String()}
		if i < len(catalog) && catalog[i].Path == e.Path {
			t.Description, t.Signature = catalog[i].Description, catalog[i].Signature
		}
		in.Tools = append(in.Tools, t)
	}
	return in
}

// parseKind reads a pinned tool kind.
func parseKind(s string) (durabletools.Kind, error) {
	for _, k := range []durabletools.Kind{durabletools.KindPlain, durabletools.KindIdempotent, durabletools.KindDurable} {
		if k.String() == s {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown tool kind %q", s)
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
