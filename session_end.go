package codemode

import (
	"encoding/json"
	"fmt"
	"math"
	"time"

	"github.com/codemode-go/codemode/vm"
)

// How a Session's run ends: time, interruption, and the Result.

// Elapse adds active time measured by the driver. When the total passes
// Limits.Timeout the run ends with TimeoutExceeded (calls still running
// become interrupted). Time reported after the run ended is ignored.
func (s *Session) Elapse(d time.Duration) {
	if s.done || d <= 0 {
		return
	}
	// Saturating: a resumed run's saved active time may be anything up
	// to MaxInt64, and must not wrap around to time left.
	s.active = min(s.active, math.MaxInt64-d) + d
	if limit := s.limits.Timeout; limit > 0 && s.active >= limit {
		s.end(s.timeoutDiagnostic())
	}
}

// ActiveTime is the active time reported so far.
func (s *Session) ActiveTime() time.Duration { return s.active }

// TimeLeft is how much active time the run has left before it times out;
// ok is false when there is no timeout.
func (s *Session) TimeLeft() (left time.Duration, ok bool) {
	limit := s.limits.Timeout
	if limit <= 0 {
		return 0, false
	}
	return max(limit-s.active, 0), true
}

// Interrupt ends the run with the given diagnostic (a driver's reason:
// context cancelled, workflow cancelled). It does nothing once the run has
// ended.
func (s *Session) Interrupt(kind Kind, message string) {
	s.end(&Diagnostic{Kind: kind, Message: message})
}

// CleanupTimedOut records that n interrupted calls did not stop before the
// timeout after the program returned. A successful result stays successful,
// with a TimeoutExceeded warning.
func (s *Session) CleanupTimedOut(n int) {
	if n <= 0 || !s.done || s.failure != nil {
		return
	}
	s.warnings = append(s.warnings, Diagnostic{
		Kind:    KindTimeoutExceeded,
		Message: fmt.Sprintf("%d tool call(s) still running when the program returned did not stop within timeoutMs (%d ms)", n, durationMs(s.limits.Timeout)),
	})
}

// succeed ends the run with the program's value.
func (s *Session) succeed() {
	s.value = s.m.Result()
	if len(s.value) == 0 {
		s.value = json.RawMessage("null")
	}
	for _, w := range s.m.Warnings() {
		s.warnings = append(s.warnings, *failureDiagnostic(&w))
	}
	s.finish()
}

// end ends the run with a failure, unless it has already ended.
func (s *Session) end(diag *Diagnostic) {
	if s.done {
		return
	}
	s.failure = diag
	s.finish()
}

func (s *Session) finish() {
	s.done = true
	for _, c := range s.calls {
		if c.Status == CallRunning {
			c.Status = CallInterrupted
		}
	}
}

// ToolCalls lists the admitted tool calls so far, in order (a copy): for a
// status query while the run goes on.
func (s *Session) ToolCalls() []ToolCall {
	calls := make([]ToolCall, len(s.calls))
	for i, c := range s.calls {
		calls[i] = *c
	}
	return calls
}

// Logs is the program's console output so far (a copy).
func (s *Session) Logs() []string {
	if s.m == nil {
		return nil
	}
	return append([]string(nil), s.m.Logs()...)
}

// Result is the run's outcome. It is final once the run is done; before
// that it reports the calls and logs so far with an ExecutionFailure saying
// the run has not finished.
func (s *Session) Result() Result {
	r := Result{ToolCalls: s.ToolCalls(), Logs: s.Logs()}
	switch {
	case !s.done:
		r.Error = &Diagnostic{Kind: KindExecutionFailure, Message: "the run has not finished"}
	case s.failure != nil:
		d := *s.failure
		r.Error = &d
	default:
		r.OK = true
		r.Value = append(json.RawMessage(nil), s.value...)
		r.Warnings = append([]Diagnostic(nil), s.warnings...)
	}
	r.limitOutput(s.limits.MaxOutputBytes)
	return r
}

// failureDiagnostic maps the Machine's failure to a diagnostic.
func failureDiagnostic(f *vm.Failure) *Diagnostic {
	if f == nil {
		return &Diagnostic{Kind: KindExecutionFailure, Message: "the program failed"}
	}
	kind := Kind(f.Kind)
	if kind == "" {
		kind = KindExecutionFailure
	}
	return &Diagnostic{Kind: kind, Message: f.Message, Line: f.Line, Column: f.Column}
}
