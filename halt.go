package codemode

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/codemode-go/codemode/vm"
)

// halt stops a run's Machine in the middle of a step budget, and the
// parse and compilation before it. The in-process driver checks the clock
// and its context only between budgets, but one instruction can run long (a
// built-in doing O(n) work in a loop, a getter or iterator run from Go),
// and so can compiling a large program; a watcher goroutine sets the flag
// when the context is done and a timer at the timeout, and the Machine (or
// the parser and compiler) ends the run at its next check (vm/interrupt.go)
// with the diagnostic stored here.
type halt struct {
	flag  atomic.Bool
	mu    sync.Mutex
	diag  *Diagnostic
	timer *time.Timer // the timeout's (armTimeout), until stopped
	armed bool
	ended bool // the watch was stopped: no timer is armed any more
}

// stop records why the run stops (the first reason wins) and raises the
// flag.
func (h *halt) stop(d *Diagnostic) {
	h.mu.Lock()
	if h.diag == nil {
		h.diag = d
	}
	h.mu.Unlock()
	h.flag.Store(true)
}

// diagnostic is the recorded reason, nil when the flag was never raised.
func (h *halt) diagnostic() *Diagnostic {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.diag == nil {
		return nil
	}
	d := *h.diag
	return &d
}

// watch raises the flag when ctx is done, until the returned function is
// called; that also stops the timer of armTimeout. The driver starts it
// before the program is compiled.
func (h *halt) watch(ctx context.Context) (stop func()) {
	done := make(chan struct{})
	if ctx.Done() != nil {
		go func() {
			select {
			case <-ctx.Done():
				h.stop(interruptDiagnostic(ctx.Err()))
			case <-done:
			}
		}()
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			close(done)
			h.mu.Lock()
			h.ended = true
			if h.timer != nil {
				h.timer.Stop()
			}
			h.mu.Unlock()
		})
	}
}

// armTimeout raises the flag when the run's remaining time passes (if it
// has a timeout). Only the first call counts: a Session arms it as soon as
// it knows its limits, before it compiles the program, and the driver once
// the Session is made (a restored one compiles nothing).
func (h *halt) armTimeout(s *Session) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.armed || h.ended {
		return
	}
	h.armed = true
	left, timed := s.TimeLeft()
	if !timed {
		return
	}
	diag := s.timeoutDiagnostic()
	h.timer = time.AfterFunc(left, func() { h.stop(diag) })
}

// interruption is the diagnostic of a parse or compilation stopped through
// h's flag: the recorded reason.
func (h *halt) interruption() *Diagnostic {
	if h != nil {
		if d := h.diagnostic(); d != nil {
			return d
		}
	}
	return &Diagnostic{Kind: KindExecutionFailure, Message: "the run was interrupted"}
}

// attachHalt lets h interrupt the Session's Machine; a Machine stopped
// through it ends the run with h's diagnostic.
func (s *Session) attachHalt(h *halt) {
	if s.halt == h {
		return
	}
	s.halt = h
	if m, ok := s.m.(interface{ SetInterrupt(*atomic.Bool) }); ok {
		m.SetInterrupt(&h.flag)
	}
}

// halted is the reason the attached halt was raised, nil if it was not.
func (s *Session) halted() *Diagnostic {
	if s.halt == nil {
		return nil
	}
	return s.halt.diagnostic()
}

// vmFailure is the diagnostic of a Machine's failure: its own, or for an
// interrupted Machine the reason it was stopped.
func (s *Session) vmFailure(f *vm.Failure) *Diagnostic {
	if f == nil || f.Kind != vm.InterruptedKind {
		return failureDiagnostic(f)
	}
	if s.halt != nil {
		if d := s.halt.diagnostic(); d != nil {
			return d
		}
	}
	return &Diagnostic{Kind: KindExecutionFailure, Message: "the run was interrupted"}
}

// timeoutDiagnostic is the failure of a run that used up Limits.Timeout.
func (s *Session) timeoutDiagnostic() *Diagnostic {
	return &Diagnostic{Kind: KindTimeoutExceeded, Message: fmt.Sprintf("the run took longer than timeoutMs (%d ms)", durationMs(s.limits.Timeout))}
}

// interruptDiagnostic is the failure of a run whose context is done: a
// deadline is a timeout, anything else an interruption.
func interruptDiagnostic(err error) *Diagnostic {
	if errors.Is(err, context.DeadlineExceeded) {
		return &Diagnostic{Kind: KindTimeoutExceeded, Message: "the run was interrupted: the context deadline passed"}
	}
	return &Diagnostic{Kind: KindExecutionFailure, Message: "the run was interrupted: " + err.Error()}
}
