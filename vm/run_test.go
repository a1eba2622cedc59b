package vm

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// testTools is the tool set language tests run with.
var testTools = []string{"test.echo", "test.fail", "test.add", "context7.resolve-library-id", "math.add"}

// outcome is what a test run produced.
type outcome struct {
	Status   Status
	Result   string
	Logs     []string
	Failure  *Failure
	Warnings []Failure
	Calls    []HostCall
}

// runProgram compiles and runs src with the test driver: every host call is
// settled in id order whenever the machine blocks; budget is the step
// budget per Run.
func runProgram(t testing.TB, src string, budget int64) (*outcome, error) {
	return runProgramWith(t, src, budget, Config{RunID: "test", Tools: testTools, RandomSeed: 42})
}

// runProgramWith is runProgram with a given Config.
func runProgramWith(t testing.TB, src string, budget int64, cfg Config) (*outcome, error) {
	p, err := syntax.Parse(src)
	if err != nil {
		return nil, err
	}
	prog, err := compile.Compile(p)
	if err != nil {
		return nil, err
	}
	d := testDriver{budget: budget, answer: func(m *Machine, c HostCall) error { settleTest(m, c); return nil }}
	m, calls, err := d.run(New(prog, cfg), prog, cfg)
	if err != nil {
		return nil, err
	}
	return &outcome{Status: m.Status(), Result: string(m.Result()), Logs: m.Logs(), Failure: m.Failure(),
		Warnings: m.Warnings(), Calls: calls}, nil
}

// testDriver is the one loop the tests drive a Machine with: Run with the
// step budget, take the new host calls, and answer them (each with answer,
// in id order) when the Machine blocks, or after every Run with eachRun.
// In round-trip mode (CODEMODE_ROUNDTRIP=1, forceRoundTrip) the Machine is
// saved and restored between steps and after the answers (maybeRoundTrip).
type testDriver struct {
	budget  int64
	answer  func(m *Machine, c HostCall) error
	eachRun bool
}

// run drives m to its end and returns it (a restored one in round-trip
// mode) with every host call it made.
func (d testDriver) run(m *Machine, prog *compile.Program, cfg Config) (*Machine, []HostCall, error) {
	var all, queue []HostCall
	var err error
	for i := 0; i < 1_000_000; i++ {
		st := m.Run(d.budget)
		calls := m.TakeHostCalls()
		all = append(all, calls...)
		queue = append(queue, calls...)
		if st == StatusDone || st == StatusFailed {
			return m, all, nil
		}
		n := i
		if st == StatusBlocked {
			n = -1
		}
		if m, err = maybeRoundTrip(m, prog, cfg, n); err != nil {
			return nil, nil, fmt.Errorf("round trip: %w", err)
		}
		if st == StatusBlocked && len(queue) == 0 {
			return nil, nil, fmt.Errorf("blocked with no host calls")
		}
		if len(queue) == 0 || st != StatusBlocked && !d.eachRun {
			continue
		}
		for _, c := range queue {
			if err := d.answer(m, c); err != nil {
				return nil, nil, err
			}
		}
		queue = nil
		if m, err = maybeRoundTrip(m, prog, cfg, -1); err != nil {
			return nil, nil, fmt.Errorf("round trip: %w", err)
		}
	}
	return nil, nil, fmt.Errorf("did not finish")
}

// settleAnswer answers a call with answer's output or error.
func settleAnswer(answer func(HostCall) (json.RawMessage, *HostError)) func(*Machine, HostCall) error {
	return func(m *Machine, c HostCall) error {
		out, herr := answer(c)
		return m.Settle(c.ID, out, herr)
	}
}

// resumeFinished round-trips m's state through CBOR, answers calls on the
// restored Machine with settleTest and runs it to the end.
func resumeFinished(t *testing.T, p *compile.Program, m *Machine, calls []HostCall) *Machine {
	t.Helper()
	data, err := m.AppendState(nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	r, err := RestoreStateCBOR(p, Config{Tools: testTools}, data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range calls {
		settleTest(r, c)
	}
	if st := r.Run(1 << 20); st != StatusDone {
		t.Fatalf("status %v: %v", st, r.Failure())
	}
	return r
}

func settleTest(m *Machine, c HostCall) {
	switch c.Path {
	case "tools.test.fail":
		m.Settle(c.ID, nil, &HostError{Kind: "ToolFailure", Message: "boom: " + string(c.Input)})
	case "tools.test.add", "tools.math.add":
		var in struct{ A, B float64 }
		json.Unmarshal(c.Input, &in)
		out, _ := json.Marshal(map[string]float64{"sum": in.A + in.B})
		m.Settle(c.ID, out, nil)
	default:
		m.Settle(c.ID, c.Input, nil)
	}
}

func TestSmoke(t *testing.T) {
	for _, src := range []string{
		"return 1 + 1",
		"const r = await tools.math.add({a: 1, b: 2}); return r.sum * 2",
		"let s = 0; for (let i = 0; i < 10; i++) s += i; s",
		"function fib(n) { return n < 2 ? n : fib(n-1) + fib(n-2) } return fib(15)",
		"console.log({a:1,b:[1,2]}); return [1,2,3].map(x => x * 2)",
	} {
		out, err := runProgram(t, src, 1000)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		t.Logf("%s => %v %s logs=%q failure=%v", src, out.Status, out.Result, out.Logs, out.Failure)
	}
}
