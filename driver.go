package codemode

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/codemode-go/codemode/vm"
)

// stepBudget is how many steps the in-process driver runs between looks at
// the clock, the context and finished tool calls: small enough that a busy
// loop notices a timeout within a fraction of a millisecond.
const stepBudget = 10_000

// completion is the outcome of one tool call, sent by its goroutine.
type completion struct {
	id  int64
	out json.RawMessage
	err *vm.HostError
	ext bool // an extension call's
	// started: a durable tool's start returned its data (in out); the
	// call goes on with wait (program mode).
	started bool
}

// driver runs a Session in-process: every admitted tool call starts at once
// on its own goroutine, so calls run concurrently; their outcomes come back
// on one channel and are settled in the order they arrive.
type driver struct {
	rt      *Runtime
	s       *Session
	ctx     context.Context // the caller's
	toolCtx context.Context // cancelled when the run ends: interrupts tools
	results chan completion
	stop    chan struct{} // closed when Execute returns: no one reads results
	wg      sync.WaitGroup
	live    map[int64]bool // calls whose outcome has not been received
	last    time.Time      // when active time was last reported

	// prog is set when the driver runs a Program (suspendable); nil for
	// Execute.
	prog *progRun
}

func runInProcess(ctx context.Context, rt *Runtime, opts RunOptions, start func(RunOptions) *Session) Result {
	res, _ := runDriver(ctx, rt, opts, start, nil)
	return res
}

// runDriver runs a session in-process; with prog set the run can be
// suspended, and it reports whether it was.
func runDriver(ctx context.Context, rt *Runtime, opts RunOptions, start func(RunOptions) *Session, prog *progRun) (Result, bool) {
	if ctx == nil {
		ctx = context.Background()
	}
	if opts.RunID == "" {
		opts.RunID = newRunID()
	}
	if opts.Clock == nil {
		opts.Clock = time.Now
	}
	if opts.RandomSeed == 0 {
		opts.RandomSeed = randomSeed()
	}
	toolCtx, cancelTools := context.WithCancel(ctx)
	defer cancelTools()
	d := &driver{
		rt:      rt,
		ctx:     ctx,
		toolCtx: toolCtx,
		results: make(chan completion, 16),
		stop:    make(chan struct{}),
		live:    map[int64]bool{},
		last:    time.Now(),
		prog:    prog,
	}
	defer close(d.stop)
	d.s = start(opts)
	if prog != nil {
		d.resumeCalls()
	}
	d.loop()
	if prog != nil && !prog.suspended {
		d.cancelDurable()
	}
	cancelTools()
	d.cleanup()
	return d.s.Result(), prog != nil && prog.suspended
}

// loop runs the program until the session is done.
func (d *driver) loop() {
	s := d.s
	for {
		status := s.Run(stepBudget)
		for _, c := range s.TakeCalls() {
			if d.prog != nil {
				d.launchProgram(c)
				continue
			}
			d.launch(c)
		}
		if d.extensions() {
			status = StatusRunning // a synchronous call was answered
		}
		d.tick()
		if s.Done() {
			return
		}
		if d.pollSuspend() {
			if d.prog.suspended {
				return
			}
			continue // a refused suspend may have settled outcomes: run on
		}
		if err := d.ctx.Err(); err != nil {
			d.interrupted(err)
			return
		}
		if status == StatusRunning {
			d.collect()
			continue
		}
		d.wait()
		if d.prog != nil && d.prog.suspended {
			return
		}
	}
}

// wait blocks until a call ends, the timeout passes or ctx is done.
func (d *driver) wait() {
	var timeout <-chan time.Time
	if left, ok := d.s.TimeLeft(); ok {
		t := time.NewTimer(left)
		defer t.Stop()
		timeout = t.C
	}
	var reqs <-chan suspendRequest
	if d.prog != nil {
		reqs = d.prog.reqs
	}
	select {
	case c := <-d.results:
		d.complete(c)
		d.collect()
	case req := <-reqs:
		d.suspend(req)
	case <-timeout:
	case <-d.ctx.Done():
		d.interrupted(d.ctx.Err())
	}
	d.tick()
}

// collect settles the outcomes that have already arrived, in arrival order.
func (d *driver) collect() {
	for {
		select {
		case c := <-d.results:
			d.complete(c)
		default:
			return
		}
	}
}

func (d *driver) complete(c completion) {
	if c.started {
		d.durableStarted(c.id, c.out)
		return
	}
	delete(d.live, c.id)
	if d.prog != nil {
		delete(d.prog.calls, c.id)
	}
	if c.ext {
		d.s.CompleteExtension(c.id, c.out, c.err)
		return
	}
	d.s.Complete(c.id, c.out, c.err)
}

// extensions runs the new extension calls: a synchronous one inline (the
// program waits for it; the run's remaining time bounds it), the others on
// their own goroutines like tool calls. It reports whether it completed a
// call inline.
func (d *driver) extensions() (answered bool) {
	for _, c := range d.s.TakeExtensionCalls() {
		if !c.Sync {
			d.live[c.ID] = true
			d.wg.Add(1)
			go func() {
				defer d.wg.Done()
				out, herr := d.rt.ExecuteExtension(d.toolCtx, c)
				select {
				case d.results <- completion{id: c.ID, out: out, err: herr, ext: true}:
				case <-d.stop:
				}
			}()
			continue
		}
		ctx := d.toolCtx
		if left, ok := d.s.TimeLeft(); ok {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, left)
			out, herr := d.rt.ExecuteExtension(ctx, c)
			cancel()
			d.s.CompleteExtension(c.ID, out, herr)
		} else {
			out, herr := d.rt.ExecuteExtension(ctx, c)
			d.s.CompleteExtension(c.ID, out, herr)
		}
		answered = true
	}
	return answered
}

// tick reports the time since the last report as active time.
func (d *driver) tick() {
	now := time.Now()
	d.s.Elapse(now.Sub(d.last))
	d.last = now
}

func (d *driver) interrupted(err error) {
	if errors.Is(err, context.DeadlineExceeded) {
		d.s.Interrupt(KindTimeoutExceeded, "the run was interrupted: the context deadline passed")
		return
	}
	d.s.Interrupt(KindExecutionFailure, "the run was interrupted: "+err.Error())
}

// launch starts a tool call on its own goroutine.
func (d *driver) launch(c PendingCall) {
	d.live[c.ID] = true
	d.wg.Add(1)
	go func() {
		defer d.wg.Done()
		out, herr := d.execute(c)
		select {
		case d.results <- completion{id: c.ID, out: out, err: herr}:
		case <-d.stop:
		}
	}()
}

// execute runs one call; a panic never escapes the goroutine (ExecuteTool
// already recovers panics in tools; this guards the rest).
func (d *driver) execute(c PendingCall) (out json.RawMessage, herr *vm.HostError) {
	defer func() {
		if r := recover(); r != nil {
			out, herr = nil, &vm.HostError{Kind: string(KindToolFailure), Message: fmt.Sprintf("the tool panicked: %v", r)}
		}
	}()
	return d.rt.ExecuteTool(d.toolCtx, c.Path, c.Input, c.Call)
}

// cleanupGrace is how long interrupted tools may take to stop after the run
// used up its whole timeout.
const cleanupGrace = 250 * time.Millisecond

// cleanup waits, after the run ended and the tools' context was cancelled,
// for the interrupted calls to stop: so no tool that honours its context
// outlives Execute. The wait ends at the timeout (leaving a TimeoutExceeded
// warning on a successful result; a run that timed out gets cleanupGrace)
// or when the caller's ctx is done. Without a timeout it waits for the tools
// to honour their cancelled context.
func (d *driver) cleanup() {
	if len(d.live) == 0 {
		return
	}
	stopped := make(chan struct{})
	go func() {
		d.wg.Wait()
		close(stopped)
	}()
	var timeout <-chan time.Time
	if left, ok := d.s.TimeLeft(); ok {
		// A run that timed out still gives its tools a moment to stop.
		t := time.NewTimer(max(left, cleanupGrace))
		defer t.Stop()
		timeout = t.C
	}
	for {
		select {
		case c := <-d.results:
			delete(d.live, c.id) // interrupted: the outcome is not used
		case <-stopped:
			return
		case <-timeout:
			d.s.CleanupTimedOut(len(d.live))
			return
		case <-d.ctx.Done():
			return
		}
	}
}

// newRunID returns a random UUID (version 4).
func newRunID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) | 1
}
