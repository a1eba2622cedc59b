package codemode

import (
	"errors"
	"fmt"
	"os"
	"sync/atomic"
	"testing"

	"github.com/codemode-go/codemode/vm"
	"github.com/stretchr/testify/require"
)

// Round-trip mode (CODEMODE_ROUNDTRIP=1 go test .): every program a test
// runs through the in-process driver (Execute, Program, Resume) is saved
// to bytes and restored into a Session of a brand-new Runtime, built from
// the same Options, at every host call and every few steps. Calls in
// flight go on: their outcomes are delivered to the restored Session. A
// test whose result differs between the two modes has found a bug.
//
// What a real suspend refuses is not refused here (plain tools, extension
// calls in flight): the trip keeps them running in memory, the way the
// same process would. A state whose extension snapshot hooks cannot encode
// it is not tripped (a suspend would be refused and the run would go on);
// functions from extension results that no hooks restore are carried over
// in memory too, so only hooks' own failures could make the modes differ.

var roundTripMode = os.Getenv("CODEMODE_ROUNDTRIP") == "1"

// roundTrips counts the trips made (the mode proves it ran).
var roundTrips atomic.Int64

func init() {
	if roundTripMode {
		enableRoundTrips()
	}
}

func enableRoundTrips() {
	roundTripHook = tripDriver
	driverBudget = 50
}

func disableRoundTrips() {
	roundTripHook = nil
	driverBudget = stepBudget
}

// tripDriver round-trips the driver's Session: at each of a run's first
// 256 turns, then at powers of two and every 4096th turn (a busy loop of
// millions of steps does not take minutes).
func tripDriver(d *localDriver) {
	n := d.turns
	if n >= 256 && n&(n-1) != 0 && n%4096 != 0 {
		return
	}
	s := d.s
	if s.done || s.m == nil {
		return
	}
	if _, ok := s.m.(*vm.Machine); !ok {
		return // a test's scripted machine
	}
	if _, err := s.host.save(s.rt, s.bindings, s.m.(*vm.Machine).LiveHostRefs); err != nil {
		return // snapshot hooks refuse: a suspend would be refused here
	}
	s2, err := roundTripSession(s, d.opts)
	if err != nil {
		s.end(&Diagnostic{Kind: KindExecutionFailure, Message: "round trip: " + err.Error()})
		return
	}
	roundTrips.Add(1)
	d.s = s2
}

// roundTripSession saves s and restores it into a brand-new Runtime.
func roundTripSession(s *Session, opts RunOptions) (*Session, error) {
	var pending []savedCall
	for _, c := range s.calls {
		if c.Status == CallRunning {
			pending = append(pending, savedCall{ID: c.ID, Path: c.Path, Input: c.Input})
		}
	}
	data, err := s.save(s.code, pending, 0)
	if err != nil {
		return nil, fmt.Errorf("save: %w", err)
	}
	rt2, err := New(s.rt.opts)
	if err != nil {
		return nil, fmt.Errorf("new runtime: %w", err)
	}
	tools := rt2.tools
	var ropts RunOptions
	if s.tools != s.rt.tools {
		ropts.Catalog = s.tools.catalog
		tools = rt2.toolSetFor(ropts)
	}
	rec, err := rt2.decodeRun(data, tools, opts.Clock, 1)
	if err != nil {
		return nil, fmt.Errorf("restore: %w", err)
	}
	// Functions that no snapshot hooks restored live on in memory.
	for ref, f := range s.host.funcs {
		if rec.host.funcs[ref] == nil {
			rec.host.funcs[ref] = f
		}
	}
	s2 := rt2.restoreSession(rec, ropts)
	// The restored Session must save to the same bytes: the record is
	// complete and its encoding deterministic.
	again, err := s2.save(s2.code, pending, 0)
	if err != nil {
		return nil, fmt.Errorf("save after restore: %w", err)
	}
	if string(again) != string(data) {
		return nil, errors.New("the state differs after a round trip")
	}
	// What a suspend refuses to save is carried over in memory.
	s2.extRunning = s.extRunning
	s2.extQueue = s.extQueue
	s2.queue = s.queue
	return s2, nil
}

// TestRoundTripModeRunsPrograms runs a few programs in round-trip mode
// even when CODEMODE_ROUNDTRIP is not set, so the normal suite covers the
// mode itself: tools, extensions with functions in results, bindings,
// search and a busy loop, each the same as without trips.
func TestRoundTripModeRunsPrograms(t *testing.T) {
	if roundTripMode {
		t.Skip("the whole suite runs in round-trip mode")
	}
	rt := New2(t, Options{Tools: fixtureTools(), Extensions: []Extension{webExtension(true), {Name: "g", Globals: map[string]any{
		"adder": func(n int) func(int) int { return func(x int) int { return x + n } },
	}}}})
	programs := []string{
		`const a = await tools.orders.lookup({ id: "a" }); const b = await tools.orders.lookup({ id: "b" }); [a, b]`,
		`const r = await fetch("u"); const add = adder(1); let s = 0; for (let i = 0; i < 2000; i++) s = add(s); [await r.text(), r.size(), s]`,
		`search("orders").results.length`,
		`let x = 0; for (let i = 0; i < 100000; i++) x += i; x`,
		`[cfg.mode, (await tools.orders.lookup({ id: cfg.mode })).id]`,
	}
	opts := fixedRun
	opts.Bindings = map[string]any{"cfg": map[string]any{"mode": "m"}}
	var want []string
	for _, code := range programs {
		res := rt.ExecuteWith(t.Context(), code, opts)
		require.True(t, res.OK, res.String())
		want = append(want, res.String())
	}
	enableRoundTrips()
	defer disableRoundTrips()
	before := roundTrips.Load()
	for i, code := range programs {
		got := rt.ExecuteWith(t.Context(), code, opts).String()
		if got != want[i] {
			t.Errorf("%s:\n round trip: %s\n      plain: %s", code, got, want[i])
		}
	}
	if n := roundTrips.Load() - before; n < 100 {
		t.Errorf("only %d round trips", n)
	}
}

// childMain, when set, lets a test re-execute this binary as a child
// process that does one job (the fault suite's program runs): it reports
// whether this process is such a child, and its exit code.
var childMain func() (code int, ok bool)

// TestMain reports how many round trips the suite made in round-trip
// mode, and fails when it made none (the mode would be silently off).
func TestMain(m *testing.M) {
	if childMain != nil {
		if code, ok := childMain(); ok {
			os.Exit(code) // this process is a child of a test, not a test run
		}
	}
	code := m.Run()
	if roundTripMode {
		fmt.Printf("round-trip mode: %d round trips\n", roundTrips.Load())
		if roundTrips.Load() == 0 && code == 0 {
			fmt.Println("round-trip mode made no round trips")
			code = 1
		}
	}
	os.Exit(code)
}

// tripSession round-trips a Session a test drives by hand, in round-trip
// mode (calls already taken by the test stay with it).
func tripSession(t *testing.T, s *Session, opts RunOptions) *Session {
	t.Helper()
	if !roundTripMode || s.done || s.m == nil {
		return s
	}
	if _, ok := s.m.(*vm.Machine); !ok {
		return s
	}
	s2, err := roundTripSession(s, opts)
	require.NoError(t, err)
	roundTrips.Add(1)
	return s2
}
