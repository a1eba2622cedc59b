package codemode

import (
	"context"
	"sync"
)

// Outcome is how Program.Run (or Program.Suspend) ended: exactly one of
// Result and Suspended is set.
type Outcome struct {
	Result    *Result
	Suspended *Suspended
}

// Suspended is a suspended run: State is the saved run (CBOR bytes) that
// Runtime.Resume continues, in this process or another one with the same
// tools and extensions, of this release or a later one.
type Suspended struct {
	State []byte
}

// Program is one run of a program that can be suspended and resumed. It
// is made by Runtime.Program or Runtime.Resume; nothing runs until Run, and
// it runs once. Suspend may be called from any goroutine.
type Program struct {
	rt    *Runtime
	code  string
	runID string
	saved *savedRun // the run to continue (Runtime.Resume); nil for a new run
	// opts are the new run's options (Runtime.Program).
	opts RunOptions

	reqs    chan suspendRequest // Suspend -> the driver loop
	started chan struct{}       // closed when Run starts
	ended   chan struct{}       // closed when Run has its outcome

	mu      sync.Mutex
	ran     bool
	outcome Outcome // set before ended is closed
}

// Program makes a Program that runs code when Run is called, with the
// options ExecuteWith takes; by default its run id is a random UUID, its
// clock the real one and its random seed random. Compile errors and invalid
// bindings show at Run, in the Result, the way Execute reports them.
func (rt *Runtime) Program(code string, opts RunOptions) *Program {
	if opts.RunID == "" {
		opts.RunID = newRunID()
	}
	p := newProgram(rt, code, opts.RunID, nil)
	p.opts = opts
	return p
}

func newProgram(rt *Runtime, code, runID string, saved *savedRun) *Program {
	return &Program{
		rt:      rt,
		code:    code,
		runID:   runID,
		saved:   saved,
		reqs:    make(chan suspendRequest),
		started: make(chan struct{}),
		ended:   make(chan struct{}),
	}
}

// RunID is the run's id.
func (p *Program) RunID() string { return p.runID }

// Run runs the program in-process until it ends or is suspended (by
// Suspend from another goroutine). Tool calls run concurrently, as with
// Execute. Cancelling ctx interrupts the run for real: running calls are
// interrupted and started durable work is cancelled. A Program runs once:
// a second Run returns a Result with an ExecutionFailure.
func (p *Program) Run(ctx context.Context) Outcome {
	p.mu.Lock()
	if p.ran {
		p.mu.Unlock()
		return Outcome{Result: &Result{Error: &Diagnostic{Kind: KindExecutionFailure,
			Message: "this Program has already run: make another with Runtime.Program or Runtime.Resume"}}}
	}
	p.ran = true
	p.mu.Unlock()
	close(p.started)

	prog := &progRun{p: p, reqs: p.reqs, calls: map[int64]*liveCall{}}
	opts := p.opts // runDriver picks the clock and seed when unset
	opts.RunID = p.runID
	res, suspended := runDriver(ctx, p.rt, opts, p.session, prog)
	out := Outcome{Result: &res}
	if suspended {
		out = Outcome{Suspended: prog.state}
	}
	p.outcome = out
	close(p.ended)
	return out
}

// session makes the run's Session: a new one (compiled under h, see
// startWith), or the saved run's.
func (p *Program) session(opts RunOptions, h *halt) *Session {
	if p.saved != nil {
		return p.rt.restoreSession(p.saved, opts)
	}
	return p.rt.startWith(p.code, opts, h)
}
