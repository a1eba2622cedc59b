package codemode

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unsafe"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
)

// Status says what a Session needs from its driver next.
type Status uint8

const (
	// StatusRunning: the step budget is used up; deliver any completions
	// that arrived, then call Run again.
	StatusRunning Status = iota
	// StatusWaiting: the program waits for tool calls; execute the calls
	// from TakeCalls, deliver an outcome with Complete, then call Run.
	StatusWaiting
	// StatusDone: the run has ended; Result is final. Interrupt the calls
	// still in flight (Running lists them).
	StatusDone
)

func (s Status) String() string {
	switch s {
	case StatusRunning:
		return "running"
	case StatusWaiting:
		return "waiting"
	case StatusDone:
		return "done"
	}
	return "unknown"
}

// PendingCall is an admitted tool call for the driver to execute: with
// Driver.ExecuteTool in-process or in a plain/idempotent activity, with
// StartTool, WaitTool and CancelTool for a durable tool.
type PendingCall struct {
	ID    int64
	Path  string // dotted tool path, "orders.lookup"
	Input json.RawMessage
	Kind  durabletools.Kind
	Call  durabletools.Call // key "<runId>:<ID>"
}

// Session is one run of a program and the host-call bookkeeping every
// driver shares: it steps the Machine in budgets, admits host calls (unknown
// tools, the tool-call limit), keys and records tool calls, settles their
// outcomes, counts active time against the timeout, and builds the Result.
//
// A Session does no I/O, reads no clock and starts no goroutines: the
// driver executes the calls and measures time. That makes it usable from a
// Temporal workflow, where the same sequence of calls on a Session gives the
// same Result on replay. It is not safe for concurrent use.
//
// A driver's loop:
//
//	s := rt.Driver().Start(code, codemode.RunOptions{RunID: id, Clock: now, RandomSeed: seed})
//	for {
//		status := s.Run(10_000)
//		for _, c := range s.TakeCalls() {
//			// start c: a goroutine, an activity (none once the run is done)
//		}
//		if status == codemode.StatusDone {
//			break // interrupt the calls in s.Running()
//		}
//		// StatusWaiting: block until a call ends (or the time in s.TimeLeft() passes);
//		// StatusRunning: only collect calls that already ended.
//		// For each ended call: s.Complete(id, output, hostErr).
//		// Report time: s.Elapse(active time since the last report).
//	}
//	return s.Result()
type Session struct {
	rt     *Runtime
	limits Limits // the Runtime's, or a resumed run's saved limits
	runID  string
	tools  *toolSet // the run's tools: the Runtime's, or RunOptions.Catalog
	m      machine  // nil when the program did not load

	calls []*ToolCall // admitted tool calls, in order
	byID  map[int64]*ToolCall
	queue []PendingCall // admitted calls not yet taken by the driver

	admitted int           // calls counted against MaxToolCalls
	inFlight int           // admitted tool calls without an outcome
	active   time.Duration // active time reported by the driver

	extQueue   []ExtensionCall          // extension calls not yet taken by the driver
	extRunning map[int64]*ExtensionCall // extension calls without an outcome

	code     string        // the program's source (saved with the run)
	bindings []vm.Binding  // the program's bindings (saved with the run)
	host     *hostRegistry // functions from extension results (hostref.go)

	halt *halt // the in-process driver's interrupt (halt.go); nil otherwise

	done     bool
	failure  *Diagnostic     // set when the run failed
	value    json.RawMessage // set when it succeeded
	warnings []Diagnostic
}

// machine is what a Session needs of *vm.Machine.
type machine interface {
	Run(budget int64) vm.Status
	TakeHostCalls() []vm.HostCall
	Settle(id int64, value json.RawMessage, err *HostError) error
	Result() json.RawMessage
	Failure() *vm.Failure
	Logs() []string
	Warnings() []vm.Failure
	Steps() int64
	RetainHost(n int)
	RestoreHostRetained(n int)
}

// HeapBytes is an upper bound of the VM heap the run holds, in the memory
// account's bytes (see Limits.MaxMemoryBytes): 0 before the program loads.
// A driver that budgets many runs in one process reads it between Runs.
func (s *Session) HeapBytes() int64 {
	if m, ok := s.m.(interface{ MemoryHeld() int64 }); ok {
		return m.MemoryHeld()
	}
	return 0
}

// startWith is Start for the in-process driver: h (nil for none) is the
// run's halt, which the Session arms with its timeout before it compiles
// the program, and which interrupts the compilation.
func (rt *Runtime) startWith(code string, opts RunOptions, h *halt) *Session {
	return rt.start(code, opts, h, func(opts RunOptions, s *Session) (machine, *Diagnostic) {
		if rt.loader != nil {
			return rt.loader(code, opts)
		}
		return rt.load(code, opts, s, h)
	})
}

func (rt *Runtime) start(code string, opts RunOptions, h *halt, load func(RunOptions, *Session) (machine, *Diagnostic)) *Session {
	if opts.RunID == "" {
		opts.RunID = "run"
	}
	if opts.Clock == nil {
		opts.Clock = func() time.Time { return time.Unix(0, 0).UTC() }
	}
	s := &Session{rt: rt, limits: rt.limits, runID: opts.RunID, tools: rt.toolSetFor(opts), byID: map[int64]*ToolCall{}, code: code, host: &hostRegistry{}}
	defer func() {
		if r := recover(); r != nil {
			s.m = nil
			s.end(&Diagnostic{Kind: KindExecutionFailure, Message: fmt.Sprintf("internal error loading the program: %v", r)})
		}
	}()
	if h != nil {
		h.armTimeout(s) // compiling is part of the run's time
	}
	var diag *Diagnostic
	if s.bindings, diag = rt.bindings(opts.Bindings); diag != nil {
		s.end(diag)
		return s
	}
	m, diag := load(opts, s)
	if diag == nil && m == nil {
		diag = &Diagnostic{Kind: KindExecutionFailure, Message: "internal error: the program did not load"}
	}
	if diag != nil {
		s.end(diag)
		return s
	}
	s.m = m
	return s
}

// RunID is the run's id.
func (s *Session) RunID() string { return s.runID }

// Done reports whether the run has ended.
func (s *Session) Done() bool { return s.done }

// Run executes up to about budget steps of the program (a budget <= 0
// means 10,000) and handles the host calls it makes: an unknown tool is
// settled at once with UnknownTool, a call over MaxToolCalls ends the run
// with ToolCallLimitExceeded, and every other tool call is admitted and
// queued for TakeCalls. search(...) is answered inline, from the catalog;
// extension calls are queued for TakeExtensionCalls (a synchronous one
// leaves the program waiting until CompleteExtension). Limits.MaxSteps ends
// the run with ExecutionFailure.
// A panic in the VM ends the run with ExecutionFailure instead of crashing
// the host. Run never blocks, reads no clock and starts no goroutine.
func (s *Session) Run(budget int64) (status Status) {
	if s.done {
		return StatusDone
	}
	if budget <= 0 {
		budget = 10_000
	}
	defer func() {
		if r := recover(); r != nil {
			s.end(&Diagnostic{Kind: KindExecutionFailure, Message: fmt.Sprintf("internal error in the VM: %v", r)})
			status = StatusDone
		}
	}()
	start := s.m.Steps()
	for {
		steps := max(budget-(s.m.Steps()-start), 1)
		if limit := s.limits.MaxSteps; limit > 0 {
			if s.m.Steps() >= limit {
				s.end(&Diagnostic{Kind: KindExecutionFailure, Message: vm.StepLimitMessage(limit)})
				return StatusDone
			}
			steps = min(steps, limit-s.m.Steps())
		}
		st := s.m.Run(steps)
		settled := s.admit(s.m.TakeHostCalls())
		if s.done {
			return StatusDone
		}
		switch st {
		case vm.StatusDone:
			if d := s.halted(); d != nil {
				// The timeout passed (or the context ended) during the
				// last steps, which did not look at the flag again.
				s.end(d)
				return StatusDone
			}
			s.succeed()
			return StatusDone
		case vm.StatusFailed:
			s.end(s.vmFailure(s.m.Failure()))
			return StatusDone
		case vm.StatusYield:
			return StatusRunning
		}
		// Blocked.
		if !settled {
			if s.inFlight == 0 && len(s.extRunning) == 0 {
				s.end(&Diagnostic{Kind: KindExecutionFailure, Message: "the program is waiting for a promise that nothing can settle"})
				return StatusDone
			}
			return StatusWaiting
		}
		// A call was answered inline, so the program can go on, within
		// the budget.
		if s.m.Steps()-start >= budget {
			return StatusRunning
		}
	}
}

// admit handles new host calls and reports whether any was settled inline.
func (s *Session) admit(calls []vm.HostCall) (settled bool) {
	for _, hc := range calls {
		if s.done {
			return settled
		}
		switch hc.Kind {
		case vm.CallTool:
			path := strings.TrimPrefix(hc.Path, "tools.")
			kind, ok := s.tools.kinds[path]
			if !ok {
				s.settle(hc.ID, nil, &HostError{Kind: string(KindUnknownTool), Message: s.tools.unknownToolMessage(path)})
				settled = true
				continue
			}
			if !s.count() {
				return settled
			}
			call := durabletools.NewCall(s.runID, hc.ID, path)
			rec := &ToolCall{ID: hc.ID, Path: path, Key: call.Key, Input: hc.Input, Status: CallRunning}
			s.m.RetainHost(rec.size())
			s.calls = append(s.calls, rec)
			s.inFlight++
			s.byID[hc.ID] = rec
			s.queue = append(s.queue, PendingCall{ID: hc.ID, Path: path, Input: hc.Input, Kind: kind, Call: call})
		case vm.CallSearch:
			if !s.count() {
				return settled
			}
			out, herr := s.tools.search(hc.Input)
			s.settle(hc.ID, out, herr)
			settled = true
		case vm.CallExtension:
			if herr := s.admitExtension(hc); herr != nil {
				s.settle(hc.ID, nil, herr)
				settled = true
			}
		default:
			s.settle(hc.ID, nil, &HostError{Kind: string(KindExecutionFailure), Message: hc.Path + " is not available"})
			settled = true
		}
	}
	return settled
}

// size is about the bytes a record costs the host: the Machine's memory
// account counts them (the records live as long as the run, and a program
// could otherwise make the host keep any number of large inputs). Their
// text counts twice, like log lines: the Result's JSON copies it.
func (c *ToolCall) size() int {
	n := int(unsafe.Sizeof(*c)) + 2*(len(c.Path)+len(c.Key)+len(c.Input))
	if c.Error != nil {
		n += int(unsafe.Sizeof(*c.Error)) + 2*(len(c.Error.Kind)+len(c.Error.Message))
	}
	return n
}

// count admits one more call against MaxToolCalls, or ends the run.
func (s *Session) count() bool {
	if limit := s.limits.MaxToolCalls; limit > 0 && s.admitted >= limit {
		s.end(&Diagnostic{Kind: KindToolCallLimitExceeded, Message: fmt.Sprintf("the program made more than %d tool calls (maxToolCalls)", limit)})
		return false
	}
	s.admitted++
	return true
}

// settle delivers an outcome to the Machine; a failure or panic there ends
// the run instead of crashing the host.
func (s *Session) settle(id int64, value json.RawMessage, herr *HostError) {
	defer func() {
		if r := recover(); r != nil {
			s.end(&Diagnostic{Kind: KindExecutionFailure, Message: fmt.Sprintf("internal error in the VM: %v", r)})
		}
	}()
	if err := s.m.Settle(id, value, herr); err != nil {
		s.end(&Diagnostic{Kind: KindExecutionFailure, Message: "internal error settling a host call: " + err.Error()})
	}
}

// TakeCalls returns the calls admitted since the last TakeCalls, in call
// order. The driver executes each and reports with Complete. After the run
// has ended it returns nothing: those calls were interrupted before they
// started.
func (s *Session) TakeCalls() []PendingCall {
	q := s.queue
	s.queue = nil
	if s.done {
		return nil
	}
	return q
}

// Running lists the ids of admitted calls without an outcome. Once the run
// is done these are the calls to interrupt (cancel their context or
// activity, and Cancel started durable work); they are recorded as
// interrupted.
func (s *Session) Running() []int64 {
	var ids []int64
	for _, c := range s.calls {
		if c.Status == CallRunning || c.Status == CallInterrupted {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// Complete delivers the outcome of call id: output JSON (nil for undefined)
// or a HostError (from ExecuteTool, or the driver's own, such as a failed
// activity, with kind ToolFailure). The outcome is settled into the program;
// call Run next. Outcomes for unknown ids, for calls already completed and
// after the run has ended are ignored: a call still running when the run
// ended stays interrupted.
func (s *Session) Complete(id int64, output json.RawMessage, herr *HostError) {
	rec := s.byID[id]
	if s.done || rec == nil || rec.Status != CallRunning {
		return
	}
	s.inFlight--
	if herr != nil {
		rec.Status = CallError
		before := rec.size()
		rec.Error = &Diagnostic{Kind: Kind(herr.Kind), Message: herr.Message}
		s.m.RetainHost(rec.size() - before)
	} else {
		rec.Status = CallOK
	}
	s.settle(id, output, herr)
}
