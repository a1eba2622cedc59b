package codemode

import (
	"context"
	"encoding/json"
	"sync"
	"sync/atomic"

	"github.com/codemode-go/codemode/durabletools"
)

// How a Program's driver runs tool calls: like Execute's, but it knows each
// call's phase, because the phase decides whether a suspend may land.

// callPhase is where an in-flight tool call of a Program is.
type callPhase uint8

const (
	phaseRunning    callPhase = iota // a plain tool: blocks suspend
	phaseIdempotent                  // an idempotent tool: interrupted on suspend, rerun on resume
	phaseStarting                    // a durable tool in start: blocks suspend
	phaseStarted                     // a durable tool waiting: its data is saved on suspend
)

// liveCall is an in-flight tool call of a Program.
type liveCall struct {
	pc    PendingCall
	phase callPhase
	data  json.RawMessage // a started durable call's data
	// cancel interrupts the call's goroutine (idempotent execute, durable
	// wait); detached, set before it on a suspend, keeps the after hook
	// from firing.
	cancel   context.CancelFunc
	detached atomic.Bool
}

// progRun is a Program's part of the driver.
type progRun struct {
	p         *Program
	reqs      <-chan suspendRequest
	calls     map[int64]*liveCall
	suspended bool
	state     *Suspended // set when suspended
}

// launchProgram starts a tool call by its kind.
func (d *localDriver) launchProgram(c PendingCall) {
	switch c.Kind {
	case durabletools.KindIdempotent:
		d.launchIdempotent(c)
	case durabletools.KindDurable:
		lc := &liveCall{pc: c, phase: phaseStarting}
		d.prog.calls[c.ID] = lc
		d.live[c.ID] = true
		d.goCall(func() completion {
			data, herr := guard(c.Path, func() (json.RawMessage, *HostError) {
				return d.rt.driver.StartTool(d.toolCtx, c.Path, c.Input, c.Call)
			})
			return completion{id: c.ID, out: data, err: herr, started: herr == nil}
		})
	default:
		d.prog.calls[c.ID] = &liveCall{pc: c, phase: phaseRunning}
		d.launch(c)
	}
}

// launchIdempotent runs an idempotent call; a suspend detaches it (no
// after hook) and cancels its context.
func (d *localDriver) launchIdempotent(c PendingCall) {
	ctx, cancel := context.WithCancel(d.toolCtx)
	lc := &liveCall{pc: c, phase: phaseIdempotent, cancel: cancel}
	d.prog.calls[c.ID] = lc
	d.live[c.ID] = true
	d.goCall(func() completion {
		defer cancel()
		out, herr := guard(c.Path, func() (json.RawMessage, *HostError) {
			tool, herr := d.rt.lookupTool(c.Path)
			if herr != nil {
				return nil, herr
			}
			info, herr := d.rt.toolBefore(ctx, tool, c.Input, c.Call)
			if herr != nil {
				return nil, herr
			}
			out, err := tool.Execute(ctx, c.Input, c.Call)
			herr = toolHostError(c.Path, err)
			if !lc.detached.Load() {
				d.rt.toolAfter(ctx, info, out, err, err != nil && ctx.Err() != nil)
			}
			return out, herr
		})
		return completion{id: c.ID, out: out, err: herr}
	})
}

// durableStarted moves a durable call to started and calls wait.
func (d *localDriver) durableStarted(id int64, data json.RawMessage) {
	lc := d.prog.calls[id]
	if lc == nil {
		return
	}
	d.startWait(lc, data)
}

// startWait runs wait for a started durable call (also right when a resumed
// run starts).
func (d *localDriver) startWait(lc *liveCall, data json.RawMessage) {
	ctx, cancel := context.WithCancel(d.toolCtx)
	lc.phase, lc.data, lc.cancel = phaseStarted, data, cancel
	d.live[lc.pc.ID] = true
	c := lc.pc
	d.goCall(func() completion {
		defer cancel()
		out, herr := guard(c.Path, func() (json.RawMessage, *HostError) {
			return d.rt.driver.WaitTool(ctx, c.Path, data, c.Call)
		})
		return completion{id: c.ID, out: out, err: herr}
	})
}

// goCall runs a call's work on its own goroutine and sends its completion.
func (d *localDriver) goCall(work func() completion) {
	d.wg.Add(1)
	go func() {
		defer d.wg.Done()
		c := work()
		select {
		case d.results <- c:
		case <-d.stop:
		}
	}()
}

// resumeCalls restarts a resumed run's calls: queued ones run again with
// their keys, started durable ones wait again.
func (d *localDriver) resumeCalls() {
	saved := d.prog.p.saved
	if saved == nil || d.s.Done() {
		return
	}
	for _, sc := range saved.Pending {
		pc := PendingCall{ID: sc.ID, Path: sc.Path, Input: sc.Input, Kind: d.s.tools.kinds[sc.Path],
			Call: durabletools.NewCall(d.s.runID, sc.ID, sc.Path)}
		if sc.Started {
			lc := &liveCall{pc: pc}
			d.prog.calls[sc.ID] = lc
			d.startWait(lc, sc.Data)
			continue
		}
		d.launchProgram(pc)
	}
}

// cancelDurable cancels the started durable work of calls still in flight
// when the run ends for real (not on suspend). The cancels run
// concurrently with a context that the run's end does not cancel; with a
// timeout they get the run's remaining time (at least cleanupGrace), so a
// cancel that never returns cannot hold Run past it.
func (d *localDriver) cancelDurable() {
	ctx, cancel := context.WithoutCancel(d.ctx), context.CancelFunc(func() {})
	if left, ok := d.s.TimeLeft(); ok {
		ctx, cancel = context.WithTimeout(ctx, max(left, cleanupGrace))
	}
	defer cancel()
	var wg sync.WaitGroup
	for _, id := range sortedIDs(d.prog.calls) {
		lc := d.prog.calls[id]
		if lc.phase != phaseStarted {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _ = guard(lc.pc.Path, func() (json.RawMessage, *HostError) {
				return nil, d.rt.driver.CancelTool(ctx, lc.pc.Path, lc.data, lc.pc.Call)
			})
		}()
	}
	stopped := make(chan struct{})
	go func() {
		wg.Wait()
		close(stopped)
	}()
	select {
	case <-stopped:
	case <-ctx.Done():
	}
}

// guard turns a panic in the call of the tool at path into a ToolFailure
// that does not show the panic to the program.
func guard(path string, f func() (json.RawMessage, *HostError)) (out json.RawMessage, herr *HostError) {
	defer func() {
		if r := recover(); r != nil {
			out, herr = nil, toolHostError(path, durabletools.Panicked(r))
		}
	}()
	return f()
}
