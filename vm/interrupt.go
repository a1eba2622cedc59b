package vm

import (
	"fmt"
	"sync/atomic"
)

// Interrupting a run from another goroutine: the in-process driver's
// timeout and context cancellation.
//
// The Machine reads no clock, so it cannot notice a timeout by itself; the
// driver looks at the clock between step budgets. But one instruction can
// run for long: a built-in doing O(n) work called in a loop, or a nested
// run (a getter, toString or iterator called from Go), which cannot yield.
// SetInterrupt gives the Machine a flag the driver sets from another
// goroutine; the Machine looks at it before every native call and every
// nestedCheckSteps steps of a nested run, and then ends the run at once
// with a Failure of kind InterruptedKind (uncatchable: the program gets no
// chance to go on). A deterministic driver (a Temporal workflow) never sets
// the flag, so replay is unaffected.

// InterruptedKind is the Failure kind of a run stopped through the flag
// given to SetInterrupt; the driver words the diagnostic (a timeout, a
// cancelled context).
const InterruptedKind = "Interrupted"

// nestedCheckSteps is how many steps a nested run takes between looks at
// the interrupt flag.
const nestedCheckSteps = 1 << 16

// SetInterrupt sets the flag that interrupts the run once it is true (nil:
// none). It must be called between Runs; the flag itself may be set from
// any goroutine at any time.
func (m *Machine) SetInterrupt(flag *atomic.Bool) { m.interrupt = flag }

// interrupted is the panic value that unwinds an interrupted run; Run
// recovers it.
type interrupted struct{}

// checkInterrupt ends the run when the interrupt flag is set.
func (m *Machine) checkInterrupt() {
	if m.interrupt != nil && m.interrupt.Load() {
		panic(interrupted{})
	}
}

// interruptFailure reports whether r, a value recovered by Run, is an
// interruption; if so the run fails with it.
func (m *Machine) interruptFailure(r any) bool {
	if _, ok := r.(interrupted); !ok {
		return false
	}
	m.failUnwound(&Failure{Kind: InterruptedKind, Message: "the run was interrupted"})
	return true
}

// stepLimitExceeded is the panic value that unwinds a nested run at
// Config.MaxSteps (interp.go); Run recovers it.
type stepLimitExceeded struct{}

// StepLimitMessage words the failure of a run that used up its MaxSteps,
// the same whether the top level or a nested run reached it.
func StepLimitMessage(max int64) string {
	return fmt.Sprintf("the program ran more than %d steps (maxSteps)", max)
}

// stepLimitFailure reports whether r, a value recovered by Run, is a
// nested run's step limit; if so the run fails with it.
func (m *Machine) stepLimitFailure(r any) bool {
	if _, ok := r.(stepLimitExceeded); !ok {
		return false
	}
	m.failUnwound(&Failure{Kind: "ExecutionFailure", Message: StepLimitMessage(m.cfg.MaxSteps)})
	return true
}

// failUnwound fails the run with f, at the position of the statement that
// was running, after a panic unwound it from wherever it was (a nested run,
// a built-in holding pinned values).
func (m *Machine) failUnwound(f *Failure) {
	if pos, ok := m.userPos(); ok {
		f.Line, f.Column = int(pos.Line), int(pos.Col)
	}
	m.nestDepth = 0
	m.mem.pinned = nil
	m.fail(f)
}
