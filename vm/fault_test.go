package vm

import (
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// faultMachine compiles src into a fresh Machine.
func faultMachine(t *testing.T, src string) *Machine {
	t.Helper()
	return faultMachineWith(t, src, Config{RunID: "fault"})
}

// faultMachineWith compiles src into a fresh Machine with cfg.
func faultMachineWith(t *testing.T, src string, cfg Config) *Machine {
	t.Helper()
	p, err := syntax.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := compile.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return New(prog, cfg)
}

// TestFaultInterruptStopsLongInstructions: the interrupt flag, raised
// from another goroutine, ends a run inside one long instruction (a nested
// run that loops for ever, a built-in called in a loop) with a Failure of
// kind InterruptedKind that the program cannot catch.
func TestFaultInterruptStopsLongInstructions(t *testing.T) {
	for _, src := range []string{
		`try { JSON.stringify({ get x() { for (;;) {} } }) } catch (e) { "caught" }`,
		`try { [...{ [Symbol.iterator]() { return { next() { return { done: false, value: 1 } } } } }] } catch (e) { "caught" }`,
		`const a = new Array(200000).fill(1); for (;;) { try { a.splice(0, 1); a.push(1) } catch (e) {} }`,
	} {
		m := faultMachine(t, src)
		var flag atomic.Bool
		m.SetInterrupt(&flag)
		timer := time.AfterFunc(50*time.Millisecond, func() { flag.Store(true) })
		start := time.Now()
		st := m.Run(1 << 40) // one budget: only the flag can stop it
		timer.Stop()
		if st != StatusFailed || m.Failure().Kind != InterruptedKind {
			t.Fatalf("%s: status %v, failure %+v", src, st, m.Failure())
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("%s: took %v after the flag was raised", src, d)
		}
	}
}

// TestFaultNestedRunLimits: a nested run that loops for ever (a getter
// JSON.stringify calls, which cannot yield) stops at Config.MaxSteps with
// an ExecutionFailure the program cannot catch. Without MaxSteps, a
// Machine no one can interrupt (no flag: a deterministic driver) stops it
// after nestedStepCap steps with a catchable RangeError; a Machine with a
// flag leaves it to the flag, so that a driver's timeout is never beaten
// by a cap that a fast machine reaches first (TestFaultInterrupt...).
func TestFaultNestedRunLimits(t *testing.T) {
	src := `try { JSON.stringify({ get x() { for (;;) {} } }) } catch (e) { return e.message }`
	m := faultMachineWith(t, src, Config{RunID: "fault", MaxSteps: 200_000})
	if st := m.Run(1 << 40); st != StatusFailed {
		t.Fatalf("status %v, result %s", st, m.Result())
	}
	want := Failure{Kind: "ExecutionFailure", Message: "the program ran more than 200000 steps (maxSteps)", Line: 1, Column: 43}
	if f := m.Failure(); f.Kind != want.Kind || f.Message != want.Message || f.Line != want.Line || f.Column != want.Column {
		t.Fatalf("failure %q at %d:%d, want %q at %d:%d", f.Message, f.Line, f.Column, want.Message, want.Line, want.Column)
	}
	if s := m.Steps(); s < 200_000 || s > 200_000+nestedCheckSteps {
		t.Errorf("stopped after %d steps", s)
	}

	m = faultMachine(t, src)
	if st := m.Run(1 << 40); st != StatusDone || string(m.Result()) != `"a callback run from a built-in took too many steps"` {
		t.Fatalf("status %v, result %s, failure %+v", st, m.Result(), m.Failure())
	}
	if s := m.Steps(); s < nestedStepCap {
		t.Errorf("the cap came after %d steps, before nestedStepCap", s)
	}
}

// TestFaultNoInterruptWithoutFlag: a Machine without a flag, or with one
// never raised, runs as before.
func TestFaultNoInterruptWithoutFlag(t *testing.T) {
	m := faultMachine(t, `let n = 0; for (let i = 0; i < 1000; i++) n += [i].map(x => x)[0]; n`)
	var flag atomic.Bool
	m.SetInterrupt(&flag)
	if st := m.Run(1 << 40); st != StatusDone || string(m.Result()) != "499500" {
		t.Fatalf("status %v, result %s, failure %+v", st, m.Result(), m.Failure())
	}
}

// TestFaultDeepArrayJoinIsLinear: joining deeply nested arrays costs
// linear time (the cycle guard used to scan every level at every level:
// 100,000 levels took minutes), and cycles still join as "".
func TestFaultDeepArrayJoinIsLinear(t *testing.T) {
	start := time.Now()
	out, err := runProgram(t, `
		let a = []; for (let i = 0; i < 100000; i++) a = [a]
		const s = String(a)
		const c = [1, [2]]; c[1].push(c)
		return [s.length, String(c)]`, 1<<40)
	if err != nil {
		t.Fatal(err)
	}
	if out.Status != StatusDone || out.Result != `[0,"1,2,"]` {
		t.Fatalf("status %v result %s failure %+v", out.Status, out.Result, out.Failure)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
	if strings.Contains(out.Result, "internal") {
		t.Fatal(out.Result)
	}
}
