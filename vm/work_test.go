package vm

import (
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

// runSteps runs src to completion in one budget and returns its steps.
func runSteps(t *testing.T, src string) int64 {
	t.Helper()
	m := faultMachine(t, src)
	if st := m.Run(1 << 40); st != StatusDone {
		t.Fatalf("%s: status %v, failure %+v", src, st, m.Failure())
	}
	return m.Steps()
}

// TestWorkChargesSteps: a built-in's work counts as steps in proportion to
// it, the same on every run, so step limits bound a loop of big built-in
// calls like the loop of instructions it stands for.
func TestWorkChargesSteps(t *testing.T) {
	base := runSteps(t, `const s = "ab".repeat(4); s.replace(/a/g, "c").length`)
	for _, src := range []string{
		`const s = "ab".repeat(1 << 17); s.replace(/a/g, "c").length`,
		`const s = "ab".repeat(1 << 17); s.replace(/a+/g, () => "c").length`,
		`const s = "ab".repeat(1 << 17); s.split(/b/).length`,
	} {
		steps := runSteps(t, src)
		if steps < 1<<17 {
			t.Errorf("%s: %d steps, want at least %d (%d without the work)", src, steps, 1<<17, base)
		}
		if again := runSteps(t, src); again != steps {
			t.Errorf("%s: %d steps, then %d", src, steps, again)
		}
	}
}

// TestWorkEndsTheBudget: a budget ends soon after a call that did more
// work than it had left.
func TestWorkEndsTheBudget(t *testing.T) {
	m := faultMachine(t, `let n = 0; const s = "ab".repeat(1 << 20); for (let i = 0; i < 100; i++) n++; n`)
	if st := m.Run(1000); st != StatusYield {
		t.Fatalf("status %v, failure %+v", st, m.Failure())
	}
	const work = 2 << 20 / bytesPerStep // repeat's
	if steps := m.Steps(); steps < work || steps > work+1000 {
		t.Fatalf("%d steps after a budget of 1000, want %d to %d", steps, work, work+1000)
	}
}

// TestRegexpCacheIsPerMachine: compiled patterns are cached per Machine,
// bounded in bytes, and gone with it: a run that compiles many large
// patterns leaves nothing behind (with the old process-wide cache this
// kept some 30 MB for the life of the process), and a new Machine starts
// with nothing another run could probe.
func TestRegexpCacheIsPerMachine(t *testing.T) {
	heap := func() uint64 {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	before := heap()
	func() {
		m := faultMachine(t, `const p = "(a|b)".repeat(2000)
			let n = 0
			for (let i = 0; i < 300; i++) n += new RegExp(p + i).test("x") ? 1 : 0
			n`)
		if st := m.Run(1 << 40); st != StatusDone {
			t.Fatalf("status %v, failure %+v", st, m.Failure())
		}
		if m.regexps.bytes > regexpCacheBytes || len(m.regexps.compiled) == 0 || len(m.regexps.compiled) == 300 {
			t.Fatalf("cache of %d patterns, %d bytes", len(m.regexps.compiled), m.regexps.bytes)
		}
	}()
	if grown := int64(heap()) - int64(before); grown > 12<<20 {
		t.Errorf("the heap grew by %d MB after the run", grown>>20)
	}
	if m := faultMachine(t, `1`); len(m.regexps.compiled) != 0 {
		t.Fatal("a new Machine starts with cached patterns")
	}
}

// TestWorkInterruptsLongBuiltins: one long built-in call, or a loop of
// them with no other call between, stops within milliseconds of the
// interrupt flag (each used to run on for seconds: only native calls and
// nested runs looked at the flag, and a call looked only before it began).
func TestWorkInterruptsLongBuiltins(t *testing.T) {
	for _, src := range []string{
		// A sort of a million strings: 20 million comparisons.
		`const a = []; for (let i = 0; i < 1e6; i++) a.push("k" + (i * 7919 % 1e6)); for (;;) a.slice().sort()`,
		// Sharing subarrays: flat and join visit 2^40 elements.
		`let x = [1]; for (let i = 0; i < 40; i++) x = [x, x]; x.flat(Infinity)`,
		`let x = [1]; for (let i = 0; i < 40; i++) x = [x, x]; x.join()`,
		// console.dir of shared subobjects: 2^40 values.
		`let x = {}; for (let i = 0; i < 40; i++) x = { a: x, b: x }; console.dir(x, { depth: Infinity })`,
		// JSON.stringify of shared subobjects.
		`let x = {}; for (let i = 0; i < 40; i++) x = { a: x, b: x }; JSON.stringify(x)`,
		// A global replace over a long string, with the literal fast path.
		`const s = "a".repeat(1 << 25); for (;;) s.replace(/a/g, "b")`,
		`const s = "a".repeat(1 << 25); for (;;) s.replaceAll("a", "bb")`,
		// Lookups and for-in along a prototype chain of 300,000 objects.
		`let p = {}; for (let i = 0; i < 3e5; i++) p = Object.create(p); for (;;) p.missing`,
		`let p = { k: 1 }; for (let i = 0; i < 3e5; i++) p = Object.create(p); for (;;) for (const k in p) {}`,
		// Copies in a loop without calls: s + x copies the megabytes.
		`const s = "a".repeat(1 << 24); let t; for (;;) t = s + "b"`,
	} {
		m := faultMachine(t, src)
		var flag atomic.Bool
		m.SetInterrupt(&flag)
		m.cfg.MaxMemoryBytes = 1 << 30
		m.initMemory()
		timer := time.AfterFunc(200*time.Millisecond, func() { flag.Store(true) })
		start := time.Now()
		st := m.Run(1 << 40)
		timer.Stop()
		if st != StatusFailed || m.Failure().Kind != InterruptedKind {
			t.Errorf("%s: status %v, failure %+v", src, st, m.Failure())
			continue
		}
		if d := time.Since(start); d > 600*time.Millisecond {
			t.Errorf("%s: stopped %v after the start, the flag was raised at 200ms", src, d)
		}
	}
}

// TestZonesAndCollatorsArePerMachine: the time zones and collators a run
// loads stay with its Machine (they were process-wide: any run could fill
// them, and how long a first use took told it which ones others had used).
func TestZonesAndCollatorsArePerMachine(t *testing.T) {
	m := faultMachine(t, `[new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Tokyo", hour: "numeric" }).format(0),
		"a".localeCompare("b"), new Intl.Collator("en", { sensitivity: "base" }).compare("a", "A")]`)
	if st := m.Run(1 << 40); st != StatusDone {
		t.Fatalf("status %v, failure %+v", st, m.Failure())
	}
	if string(m.Result()) != `["9 AM",-1,0]` {
		t.Fatalf("result %s", m.Result())
	}
	if len(m.zones) != 1 || len(m.collators) != 2 {
		t.Fatalf("%d zones and %d collators", len(m.zones), len(m.collators))
	}
	if n := faultMachine(t, `1`); n.zones != nil || n.collators != nil {
		t.Fatal("a new Machine starts with another's zones or collators")
	}
}

// TestWorkIsNotTheCallbacks: the work a built-in does before it calls back
// (here the regexp engine scanning 51 million characters to the next
// match) does not count against the callback's nested step cap.
func TestWorkIsNotTheCallbacks(t *testing.T) {
	m := faultMachine(t, `const s = "a" + "b".repeat(51e6) + "a"
		let n = 0
		s.replace(/a/g, () => { n++; return "" }).length + n`)
	m.cfg.MaxMemoryBytes = 1 << 30
	m.initMemory()
	if st := m.Run(1 << 40); st != StatusDone || string(m.Result()) != "51000002" {
		t.Fatalf("status %v, result %s, failure %+v", st, m.Result(), m.Failure())
	}
}
