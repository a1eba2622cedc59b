package vm

// Work done inside one built-in call.
//
// The interpreter counts one step per instruction, but one instruction can
// call a built-in that does work in proportion to its input: a join of a
// big array, a sort, a global replace over a long string, JSON.stringify of
// a large value. So that step limits (Limits.MaxSteps, the Temporal
// driver's step budgets) bound such calls like the loops they stand for,
// a built-in charges steps for its work with m.work; and so that timeoutMs
// and context cancellation stop it within milliseconds, m.work looks at
// the interrupt flag every workCheck units.
//
// The charge depends only on the program and its inputs, so it is the
// same on every replay; the interrupt checks only end the run, never
// change it.

const (
	// workCheck is how many units of work pass between looks at the
	// interrupt flag (a power of two): well under a millisecond of work.
	workCheck = 1 << 14
	// bytesPerStep: string work (copying, scanning, converting) is
	// charged one step per this many bytes, elements one step each.
	bytesPerStep = 32
	// protoWalkCheck+1 is how many prototypes a lookup walks between
	// charges: a chain can be a million objects long, and a lookup is one
	// instruction.
	protoWalkCheck = 1<<10 - 1
)

// work charges n units of work (elements visited, or steps' worth) done by
// the running built-in and ends the run if it has been interrupted.
// Outside Run (a tool result imported by Settle) nothing is charged: no
// step budget is running then.
func (m *Machine) work(n int) {
	if !m.mem.running || n <= 0 {
		return
	}
	m.pendingSteps += int64(n)
	before := m.workDone
	m.workDone += uint64(n)
	if m.workDone/workCheck != before/workCheck {
		m.checkInterrupt()
	}
}

// workBytes charges the work of handling n bytes of strings.
func (m *Machine) workBytes(n int) { m.work(n / bytesPerStep) }
