package workflow

import (
	"fmt"
	"strings"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/vm"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Metrics the workflow reports through the SDK's metrics handler (the
// worker's client.Options.MetricsHandler), which stays quiet on replay:
// counters all, with the tags below.
const (
	// MetricRuns counts runs that ended, tagged outcome: "ok", the
	// diagnostic kind of a failed run ("ExecutionFailure",
	// "TimeoutExceeded", ...), "cancelled" or "continued" (continued as new).
	MetricRuns = "codemode_runs"
	// MetricToolCalls counts tool calls that ended, tagged tool (its path)
	// and outcome ("ok" or the error kind).
	MetricToolCalls = "codemode_tool_calls"
	// MetricSteps counts the VM steps runs took.
	MetricSteps = "codemode_steps"
	// MetricSnapshotBytes counts the bytes of the snapshots runs saved
	// (suspends and continue-as-new).
	MetricSnapshotBytes = "codemode_snapshot_bytes"
)

// The typed search attributes a run keeps up to date when its Input asks
// (Input.SearchAttributes). Register them on the namespace first, e.g.
//
//	temporal operator search-attribute create --name CodeModeState --type Keyword
//	temporal operator search-attribute create --name CodeModeToolCalls --type Int
var (
	// SearchAttributeState is the run's state: StateRunning,
	// StateSuspended or StateDone.
	SearchAttributeState = temporal.NewSearchAttributeKeyKeyword("CodeModeState")
	// SearchAttributeToolCalls is how many tool calls the run has made.
	SearchAttributeToolCalls = temporal.NewSearchAttributeKeyInt64("CodeModeToolCalls")
)

// maxDetailLog bounds the last log line shown in a run's current details.
const maxDetailLog = 200

// observeCall counts a tool call that ended.
func (d *driver) observeCall(path string, herr *vm.HostError) {
	outcome := "ok"
	if herr != nil {
		outcome = herr.Kind
	}
	workflow.GetMetricsHandler(d.ctx).WithTags(map[string]string{"tool": path, "outcome": outcome}).Counter(MetricToolCalls).Inc(1)
}

// observeSteps counts the steps run since the last count.
func (d *driver) observeSteps() {
	if d.s == nil {
		return
	}
	if n := d.s.Steps() - d.stepsCounted; n > 0 {
		workflow.GetMetricsHandler(d.ctx).Counter(MetricSteps).Inc(n)
		d.stepsCounted += n
	}
}

// observeSnapshot counts a saved snapshot's bytes.
func (d *driver) observeSnapshot(data []byte) {
	workflow.GetMetricsHandler(d.ctx).Counter(MetricSnapshotBytes).Inc(int64(len(data)))
}

// observeEnd counts and logs how the run ended: outcome is "continued" or
// "cancelled", or "" for the Result's own.
func (d *driver) observeEnd(outcome string) {
	d.observeSteps()
	var res codemode.Result
	if d.s != nil {
		res = d.s.Result()
	}
	if outcome == "" {
		outcome = "ok"
		if !res.OK && res.Error != nil {
			outcome = string(res.Error.Kind)
		}
	}
	workflow.GetMetricsHandler(d.ctx).WithTags(map[string]string{"outcome": outcome}).Counter(MetricRuns).Inc(1)
	workflow.GetLogger(d.ctx).Info("codemode run ended", "outcome", outcome, "toolCalls", len(res.ToolCalls))
	d.showDetails()
}

// showDetails sets the run's current details, which the Temporal UI shows
// on the workflow's page: its state, its calls (in flight and in all) and
// its last log line.
// An inline run leaves the caller's details alone.
func (d *driver) showDetails() {
	if d.inline {
		return
	}
	var b strings.Builder
	state, calls := StateRunning, 0
	switch {
	case d.s == nil:
		state = StateSuspended
		fmt.Fprintf(&b, "**suspended**: saved in %d bytes, waiting for a resume", len(d.snapshot))
	case d.s.Done():
		r := d.s.Result()
		state, calls = StateDone, len(r.ToolCalls)
		if r.OK {
			b.WriteString("**done**")
		} else if r.Error != nil {
			fmt.Fprintf(&b, "**failed**: %s: %s", r.Error.Kind, oneLine(r.Error.Message))
		}
		fmt.Fprintf(&b, ", %d tool calls", len(r.ToolCalls))
	default:
		calls = d.toolCallCount()
		fmt.Fprintf(&b, "**running**: %d tool calls, %d in flight, %d steps", calls, len(d.live), d.s.Steps())
		if len(d.s.Logs()) > 0 {
			// The last line as the Result has it (cut to MaxOutputBytes).
			r := d.s.Result()
			fmt.Fprintf(&b, "\n\nlast log: `%s`", oneLine(r.Logs[len(r.Logs)-1]))
		}
	}
	workflow.SetCurrentDetails(d.ctx, b.String())
	d.showSearchAttributes(state, int64(calls))
}

// countCalls counts the n calls just taken from d.s (TakeCalls), so that
// showDetails knows how many tool calls the run has made without copying
// them all (Session.ToolCalls) at every turn, which made a run of n calls
// cost O(n²), in each replay too. Every call TakeCalls returns was
// admitted, and added to ToolCalls, since the previous TakeCalls, except
// the queued calls of a restored Session (a resume, a continue-as-new, a
// round trip): the count of a Session not counted yet starts from its
// ToolCalls, once. A Session that is done takes no calls but may have
// admitted some: showDetails then reads its Result.
func (d *driver) countCalls(n int) {
	if d.countedFor != d.s {
		d.toolCalls, d.countedFor = len(d.s.ToolCalls()), d.s
		return
	}
	d.toolCalls += n
}

// toolCallCount is len(d.s.ToolCalls()) for a run not done.
func (d *driver) toolCallCount() int {
	if d.countedFor != d.s {
		return len(d.s.ToolCalls())
	}
	return d.toolCalls
}

// showSearchAttributes upserts the run's state and tool calls as search
// attributes when the Input asks for them and either changed. A suspended
// run upserts only its state: its Session, with the count, is saved away
// (and the count it showed before stays, across a continue-as-new too).
func (d *driver) showSearchAttributes(state string, calls int64) {
	if !d.in.SearchAttributes || state == d.shownState && (state == StateSuspended || calls == d.shownCalls) {
		return
	}
	updates := []temporal.SearchAttributeUpdate{SearchAttributeState.ValueSet(state)}
	if state != StateSuspended {
		updates = append(updates, SearchAttributeToolCalls.ValueSet(calls))
		d.shownCalls = calls
	}
	d.shownState = state
	if err := workflow.UpsertTypedSearchAttributes(d.ctx, updates...); err != nil {
		workflow.GetLogger(d.ctx).Warn("codemode: search attributes not upserted", "error", err)
	}
}

// oneLine is s on one line, cut to maxDetailLog runes.
func oneLine(s string) string {
	return cutRunes(strings.ReplaceAll(s, "\n", " "), maxDetailLog)
}
