package workflow

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"

	"github.com/codemode-go/codemode"
)

// Round-trip mode (CODEMODE_ROUNDTRIP=1 go test ./workflow): at each turn
// of the workflow driver's loop the run is saved with Session.Snapshot and
// restored with Driver.Restore into a brand-new Runtime built from the
// same Input, and the restored Session must save to the same bytes. The
// activities in flight go on: their outcomes are delivered to the restored
// Session. The trip adds no command to the history, so every test's
// history, Result and status are the same as without it.
//
// Turns where a suspend would be refused (a plain tool, a durable start or
// an extension call in flight) are not tripped: Snapshot refuses them. Nor
// is the first turn after a start from a snapshot with queued calls.

var roundTripMode = os.Getenv("CODEMODE_ROUNDTRIP") == "1"

// tripStepBudget caps the driver's step budget in round-trip mode, so a
// run is also tripped every few steps, not only at its host calls.
const tripStepBudget = 100

// trips records what the mode did, for TestMain.
var trips struct {
	sync.Mutex
	count    int64
	skipped  int64 // turns a suspend would refuse
	failures []string
	turns    map[*driver]int64
}

func init() {
	if roundTripMode {
		SetRoundTrips(true)
	}
}

// SetRoundTrips turns round-trip mode on or off, for the test of the mode
// itself in the normal suite, and returns the round trips and failures so
// far.
func SetRoundTrips(on bool) (count int64, failures []string) {
	trips.Lock()
	defer trips.Unlock()
	roundTripHook = nil
	if on {
		trips.turns = map[*driver]int64{}
		roundTripHook = tripDriver
	}
	return trips.count, slices.Clone(trips.failures)
}

// RoundTripMode reports whether the whole suite runs in round-trip mode.
func RoundTripMode() bool { return roundTripMode }

// tripDriver round-trips the driver's Session: at each of a run's first
// 256 turns, then at powers of two and every 4096th turn (a busy loop of
// millions of steps stays quick).
func tripDriver(d *driver) {
	d.stepBudget = min(d.stepBudget, tripStepBudget)
	trips.Lock()
	n := trips.turns[d]
	trips.turns[d] = n + 1
	trips.Unlock()
	if n >= 256 && n&(n-1) != 0 && n%4096 != 0 {
		return
	}
	if d.s.Done() {
		return
	}
	err := checkCallCount(d)
	if err == nil {
		err = tripSession(d)
	}
	trips.Lock()
	defer trips.Unlock()
	var se *codemode.SuspendError
	switch {
	case err == nil:
		trips.count++
	case errors.As(err, &se), errors.Is(err, errNotLaunched):
		trips.skipped++
	default:
		trips.failures = append(trips.failures, err.Error())
		d.s.Interrupt(codemode.KindExecutionFailure, "round trip: "+err.Error())
	}
}

// checkCallCount requires the driver's count of its Session's tool calls
// (countCalls), once it keeps one, to be what the Session says.
func checkCallCount(d *driver) error {
	if d.countedFor == d.s && d.toolCalls != len(d.s.ToolCalls()) {
		return fmt.Errorf("the driver counts %d tool calls, the Session has %d", d.toolCalls, len(d.s.ToolCalls()))
	}
	return nil
}

// errNotLaunched skips a trip while the Session holds calls the driver has
// not taken yet: TakeCalls cannot give them back to the restored Session.
var errNotLaunched = errors.New("calls not launched yet")

// tripSession saves d's Session, restores it into a new Runtime and makes
// it the driver's, keeping the driver's calls in flight: the restored
// Session's queued calls (idempotent calls in flight) are taken without
// launching them again, and its started durable calls keep their waits.
func tripSession(d *driver) error {
	data, err := d.save(codemode.SuspendOptions{})
	if err != nil {
		return err
	}
	rt, err := runtimeFor(d.in, d.host)
	if err != nil {
		return fmt.Errorf("new runtime: %w", err)
	}
	r, err := rt.Driver().Restore(data, codemode.RunOptions{Clock: d.clock, Catalog: d.catalog()})
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	again, err := r.Session.Snapshot(codemode.SnapshotOptions{Started: r.Started})
	if err != nil {
		return fmt.Errorf("save after restore: %v", err) // not a skip: a failure
	}
	if string(again) != string(data) {
		return errors.New("the state differs after a round trip")
	}
	var running []int64
	for _, c := range d.live {
		if c.ext == nil && c.phase == phaseRun {
			running = append(running, c.pc.ID)
		}
	}
	var queued []int64
	for _, pc := range r.Session.TakeCalls() {
		if !slices.Contains(running, pc.ID) {
			// Admitted but not launched yet (the first turn after a
			// start from a snapshot): the driver takes it from its own
			// Session on this turn, so this turn keeps that Session.
			return errNotLaunched
		}
		queued = append(queued, pc.ID)
	}
	slices.Sort(queued)
	slices.Sort(running)
	if !slices.Equal(queued, running) {
		return fmt.Errorf("restored queued calls %v, the driver runs %v", queued, running)
	}
	if exts := r.Session.TakeExtensionCalls(); len(exts) > 0 {
		return fmt.Errorf("restored %d extension calls", len(exts))
	}
	var waiting []int64
	for _, c := range d.started() {
		waiting = append(waiting, c.ID)
	}
	var started []int64
	for _, c := range r.Started {
		started = append(started, c.ID)
	}
	slices.Sort(started)
	slices.Sort(waiting)
	if !slices.Equal(started, waiting) {
		return fmt.Errorf("restored started calls %v, the driver waits for %v", started, waiting)
	}
	d.rt, d.s = rt, r.Session
	return nil
}

// TestMain reports what round-trip mode did, and fails when a trip failed
// or none was made (the mode would be silently off).
func TestMain(m *testing.M) {
	code := m.Run()
	if roundTripMode {
		trips.Lock()
		fmt.Printf("round-trip mode: %d round trips, %d turns not tripped (a suspend would be refused, or calls not launched yet), %d failures\n",
			trips.count, trips.skipped, len(trips.failures))
		for _, f := range trips.failures {
			fmt.Println("round trip failed:", f)
		}
		if code == 0 && (trips.count == 0 || len(trips.failures) > 0) {
			code = 1
		}
		trips.Unlock()
	}
	os.Exit(code)
}
