package codemode

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/codemode-go/codemode/durabletools"
)

// stepBudget is how many steps the in-process driver runs between looks at
// the clock, the context and finished tool calls: small enough that a busy
// loop notices a timeout within a fraction of a millisecond.
const stepBudget = 10_000

// Round-trip test mode (CODEMODE_ROUNDTRIP=1, set up by the root
// package's tests): roundTripHook is called at the top of every turn of
// the driver loop, that is after every step budget and after every batch
// of settled host calls, and may replace d.s with a Session restored from
// bytes into a brand-new Runtime; driverBudget is then small, so a trip
// lands every few steps. Both are left alone outside tests.
var (
	roundTripHook func(d *localDriver)
	driverBudget  int64 = stepBudget
)

// completion is the outcome of one tool call, sent by its goroutine.
type completion struct {
	id     int64
	out    json.RawMessage
	err    *HostError
	ext    bool      // an extension call's
	extRes extResult // its outcome, with the functions inside its result
	// started: a durable tool's start returned its data (in out); the
	// call goes on with wait (program mode).
	started bool
}

// localDriver runs a Session in-process: every admitted tool call starts at once
// on its own goroutine, so calls run concurrently; their outcomes come back
// on one channel and are settled in the order they arrive.
type localDriver struct {
	rt      *Runtime
	s       *Session
	ctx     context.Context // the caller's
	toolCtx context.Context // cancelled when the run ends: interrupts tools
	results chan completion
	stop    chan struct{} // closed when Execute returns: no one reads results
	wg      sync.WaitGroup
	live    map[int64]bool // calls whose outcome has not been received
	last    time.Time      // when active time was last reported
	opts    RunOptions     // the run's options (round-trip mode restores with them)
	turns   int            // loop turns so far (round-trip mode)

	// prog is set when the driver runs a Program (suspendable); nil for
	// Execute.
	prog *progRun

	// halt interrupts the Machine mid-budget at the timeout or when ctx
	// is done (halt.go).
	halt halt
}

func runInProcess(ctx context.Context, rt *Runtime, opts RunOptions, start func(RunOptions, *halt) *Session) Result {
	res, _ := runDriver(ctx, rt, opts, start, nil)
	return res
}

// runDriver runs a session in-process; with prog set the run can be
// suspended, and it reports whether it was. start makes the Session with
// the run's halt, which is already watching ctx: parsing and compiling the
// program are part of the run, stopped by a timeout or a cancelled ctx.
func runDriver(ctx context.Context, rt *Runtime, opts RunOptions, start func(RunOptions, *halt) *Session, prog *progRun) (Result, bool) {
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
	d := &localDriver{
		rt:      rt,
		ctx:     ctx,
		toolCtx: toolCtx,
		results: make(chan completion, 16),
		stop:    make(chan struct{}),
		live:    map[int64]bool{},
		last:    time.Now(),
		prog:    prog,
		opts:    opts,
	}
	defer close(d.stop)
	stopWatch := d.halt.watch(ctx)
	d.s = start(opts, &d.halt)
	d.halt.armTimeout(d.s) // unless the Session did, to compile
	if prog != nil {
		d.resumeCalls()
	}
	d.loop()
	stopWatch()
	if prog != nil && !prog.suspended {
		d.cancelDurable()
	}
	cancelTools()
	d.cleanup()
	return d.s.Result(), prog != nil && prog.suspended
}

// loop runs the program until the session is done.
func (d *localDriver) loop() {
	for {
		if roundTripHook != nil {
			roundTripHook(d)
			d.turns++
		}
		s := d.s
		s.attachHalt(&d.halt)
		status := s.Run(driverBudget)
		for _, c := range s.TakeCalls() {
			if d.prog != nil {
				d.launchProgram(c)
				continue
			}
			d.launch(c)
		}
		if d.extensions() {
			status = StatusRunning // a synchronous call was answered inline
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
func (d *localDriver) wait() {
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
func (d *localDriver) collect() {
	for {
		select {
		case c := <-d.results:
			d.complete(c)
		default:
			return
		}
	}
}

func (d *localDriver) complete(c completion) {
	if c.started {
		d.durableStarted(c.id, c.out)
		return
	}
	delete(d.live, c.id)
	if d.prog != nil {
		delete(d.prog.calls, c.id)
	}
	if c.ext {
		d.s.completeExtension(c.id, c.extRes)
		return
	}
	d.s.Complete(c.id, c.out, c.err)
}

// extensions starts the new extension calls on their own goroutines, like
// tool calls. In a Program, a synchronous one leaves the program blocked
// until it ends (the Session reports StatusWaiting), so the loop waits for
// it the way it waits for tools: a timeout or a cancelled ctx still ends
// the run, and a suspend request is answered (refused: the call is in
// progress) instead of waiting for the call. Execute, which cannot be
// suspended, runs a synchronous call inline when nothing could interrupt
// it anyway (no timeout, a ctx that is never done): that saves a goroutine
// hop per call. Otherwise the call runs on a goroutine like the others, so
// a function that ignores its context cannot hold the run past its
// timeout. It reports whether it answered a call inline.
func (d *localDriver) extensions() (answered bool) {
	for _, c := range d.s.TakeExtensionCalls() {
		if _, timed := d.s.TimeLeft(); c.Sync && d.prog == nil && !timed && d.ctx.Done() == nil {
			res := d.rt.executeExtension(d.toolCtx, c)
			d.s.completeExtension(c.ID, res)
			answered = true
			continue
		}
		d.live[c.ID] = true
		d.wg.Add(1)
		go func() {
			defer d.wg.Done()
			res := d.rt.executeExtension(d.toolCtx, c)
			select {
			case d.results <- completion{id: c.ID, ext: true, extRes: res}:
			case <-d.stop:
			}
		}()
	}
	return answered
}

// tick reports the time since the last report as active time.
func (d *localDriver) tick() {
	now := time.Now()
	d.s.Elapse(now.Sub(d.last))
	d.last = now
}

func (d *localDriver) interrupted(err error) {
	d.s.end(interruptDiagnostic(err))
}

// launch starts a tool call on its own goroutine.
func (d *localDriver) launch(c PendingCall) {
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
func (d *localDriver) execute(c PendingCall) (out json.RawMessage, herr *HostError) {
	defer func() {
		if r := recover(); r != nil {
			out, herr = nil, toolHostError(c.Path, durabletools.Panicked(r))
		}
	}()
	return d.rt.driver.ExecuteTool(d.toolCtx, c.Path, c.Input, c.Call)
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
func (d *localDriver) cleanup() {
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
