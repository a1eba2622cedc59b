package vm

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// Round-trip mode (CODEMODE_ROUNDTRIP=1): the language test driver saves
// the Machine to bytes and restores it into a brand-new Machine after
// every Run that yields or blocks and after every batch of settled host
// calls (TestLanguage runs each program with budget 7 too, so that is every
// few steps). The codec lives in package snapshot, which imports vm, so the
// external test file roundtrip_ext_test.go installs RoundTrip.

// roundTripMode reports whether the test drivers round-trip Machines.
var roundTripMode = os.Getenv("CODEMODE_ROUNDTRIP") == "1"

// RoundTrip saves m and restores it as a new Machine (set by
// roundtrip_ext_test.go; exported for it).
var RoundTrip func(m *Machine, p *compile.Program, cfg Config) (*Machine, error)

// forceRoundTrip turns the mode on for TestRoundTripSample.
var forceRoundTrip bool

// roundTrips counts round trips made (so the mode can prove it ran).
var roundTrips int

// maybeRoundTrip round-trips m in round-trip mode. n counts the driver's
// Run calls: a program round-trips at each of its first 256 yields, then
// at powers of two and every 4096th, so a million-step loop at budget 7
// does not take minutes; host calls always round-trip (n < 0).
func maybeRoundTrip(m *Machine, p *compile.Program, cfg Config, n int) (*Machine, error) {
	if !(roundTripMode || forceRoundTrip) || RoundTrip == nil {
		return m, nil
	}
	if n >= 256 && n&(n-1) != 0 && n%4096 != 0 {
		return m, nil
	}
	roundTrips++
	return RoundTrip(m, p, cfg)
}

// TestRoundTripSample runs a few language tests in round-trip mode even
// when CODEMODE_ROUNDTRIP is not set, so the normal suite covers snapshots
// of async functions, generators, promises, Map/Set, closures and tools.
func TestRoundTripSample(t *testing.T) {
	if RoundTrip == nil {
		t.Fatal("RoundTrip not installed")
	}
	forceRoundTrip = true
	defer func() { forceRoundTrip = false }()
	before := roundTrips
	for _, name := range []string{"lang/async_control", "lang/generators", "std/mapset", "lang/closures", "std/promise_all", "tools/parallel", "lang/classes2", "lang/trycatch", "lang/iterclose", "std/symbols_iter", "lang/forawait", "std/weak_reflect", "lang/getset", "std/array_callback_loops", "lang/add_chains"} {
		file := filepath.Join("testdata", "programs", name+".js")
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		exp := parseExpectation(t, file, string(data))
		for _, budget := range []int64{1 << 30, 7} {
			out, err := runProgram(t, string(data), budget)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			checkOutcome(t, exp, out)
		}
	}
	if roundTrips-before < 100 {
		t.Fatalf("only %d round trips made", roundTrips-before)
	}
}

// SaveBytes encodes a Machine (set by roundtrip_ext_test.go).
var SaveBytes func(m *Machine) ([]byte, error)

// snapshotTrace runs src with budget per Run, settling host calls like the
// language driver, and returns the snapshot bytes after each of the first
// 64 Runs.
func snapshotTrace(t *testing.T, src string, budget int64) [][]byte {
	t.Helper()
	p, err := syntax.Parse(src)
	if err != nil {
		return nil
	}
	prog, err := compile.Compile(p)
	if err != nil {
		return nil
	}
	m := New(prog, Config{RunID: "test", Tools: testTools, RandomSeed: 42})
	var trace [][]byte
loop:
	for i := 0; i < 64; i++ {
		st := m.Run(budget)
		data, err := SaveBytes(m)
		if err != nil {
			t.Fatalf("save: %v", err)
		}
		trace = append(trace, data)
		switch st {
		case StatusYield:
			continue
		case StatusBlocked:
			for _, c := range m.TakeHostCalls() {
				settleTest(m, c)
			}
			continue
		}
		break loop
	}
	return trace
}

// TestSnapshotDeterminism: the same program with the same settle sequence
// gives byte-identical snapshots, run after run (no pointer values, map
// order or allocation addresses leak into the encoding).
func TestSnapshotDeterminism(t *testing.T) {
	if SaveBytes == nil {
		t.Fatal("SaveBytes not installed")
	}
	for _, file := range testFiles(t) {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		a := snapshotTrace(t, string(data), 50)
		b := snapshotTrace(t, string(data), 50)
		if len(a) != len(b) {
			t.Fatalf("%s: %d vs %d snapshots", file, len(a), len(b))
		}
		for i := range a {
			if !bytes.Equal(a[i], b[i]) {
				t.Fatalf("%s: snapshot %d differs between identical runs", file, i)
			}
		}
	}
}

// TestRoundTripSyncCalls round-trips programs that block on synchronous
// host calls (search, sync extension globals) and make async extension
// calls, at every Run and after every settle, and checks they end exactly
// as without round trips.
func TestRoundTripSyncCalls(t *testing.T) {
	if RoundTrip == nil {
		t.Fatal("RoundTrip not installed")
	}
	answer := func(c HostCall) (json.RawMessage, *HostError) {
		if c.Kind == CallSearch {
			return searchEcho(c)
		}
		if c.Kind == CallExtension {
			return extHost(c)
		}
		return c.Input, nil
	}
	for _, src := range []string{
		`search("a", {limit: 2}).results`,
		`let order = []; Promise.resolve().then(() => order.push("job")); order.push(search("q").total); await null; order`,
		`await search("q").then(r => r.results[0] + "!")`,
		`const r = search("q"); const s = await r; [s.total, typeof r.then, (await r.finally(() => 1)).total]`,
		`try { search("fail"); return "no" } catch (e) { return [e.message, search("x").total] }`,
		`[now(1, undefined).args, fs.readFileSync("a").path, (await fs.promises.readFile("b")).path, (await fetch("u")).path]`,
		`try { now("fail"); return "no" } catch (e) { return e.message }`,
		`const p = fetch("fail"); try { await p; return "no" } catch (e) { return e.message }`,
		`const a = [1, 2, 3].map(x => now(x).args[0] * 2); const t = await tools.test.echo(a); [a, t]`,
	} {
		for _, budget := range []int64{1 << 30, 7} {
			plain := runSync(t, src, budget, answer, false)
			tripped := runSync(t, src, budget, answer, true)
			if plain != tripped {
				t.Errorf("%s (budget %d):\n round trip: %s\n      plain: %s", src, budget, tripped, plain)
			}
		}
	}
}

// runSync runs src with extensions and search, settling each batch of
// host calls with answer; it returns the outcome as text.
func runSync(t *testing.T, src string, budget int64, answer func(HostCall) (json.RawMessage, *HostError), trip bool) string {
	t.Helper()
	prog := mustCompile(t, src)
	cfg := Config{RunID: "t", Tools: testTools, Extensions: testExts}
	forceRoundTrip = trip
	defer func() { forceRoundTrip = false }()
	m, _, err := testDriver{budget: budget, eachRun: true, answer: settleAnswer(answer)}.run(New(prog, cfg), prog, cfg)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return fmt.Sprintf("%v %s %v %q", m.Status(), m.Result(), m.Failure(), m.Logs())
}
