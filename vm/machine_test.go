package vm

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

func mustCompile(t testing.TB, src string) *compile.Program {
	t.Helper()
	p, err := syntax.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := compile.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

// A program whose host calls depend on earlier results, with un-awaited
// calls, settled in a scrambled but fixed order: two runs must make the
// same calls (ids, paths, inputs) and produce the same result and logs.
const determinismProgram = `
const first = await tools.test.echo({ step: 1, r: Math.random() });
const pending = [tools.test.add({ a: first.step, b: 2 }), tools.test.echo("x")];
const obj = { z: 1, a: 2, 10: "ten", 2: "two" };
for (const k in obj) console.log(k, obj[k]);
const results = await Promise.all(pending);
tools.test.fail("background");
const more = await Promise.allSettled([tools.test.echo(results[0].sum), tools.test.fail("f")]);
console.log(JSON.stringify(more), Date.now());
return { results, more: more.map((m) => m.status), r: first.r };
`

type trace struct {
	Calls  []HostCall
	Result string
	Logs   []string
	Warns  []Failure
}

func runScrambled(t *testing.T, prog *compile.Program) trace {
	m := New(prog, Config{RunID: "det", Tools: testTools, RandomSeed: 7, Clock: func() time.Time { return time.UnixMilli(1700000000000) }})
	var tr trace
	var queue []HostCall
	for i := 0; i < 10000; i++ {
		st := m.Run(13)
		calls := m.TakeHostCalls()
		tr.Calls = append(tr.Calls, calls...)
		queue = append(queue, calls...)
		if st == StatusDone || st == StatusFailed {
			tr.Result = string(m.Result())
			if f := m.Failure(); f != nil {
				tr.Result = f.Error()
			}
			tr.Logs = m.Logs()
			tr.Warns = m.Warnings()
			return tr
		}
		if st == StatusBlocked {
			// Settle the newest call first: a different order than issued.
			c := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			settleTest(m, c)
		}
	}
	t.Fatal("did not finish")
	return tr
}

func TestDeterminism(t *testing.T) {
	prog := mustCompile(t, determinismProgram)
	a := runScrambled(t, prog)
	b := runScrambled(t, mustCompile(t, determinismProgram))
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("runs differ:\n%+v\n%+v", a, b)
	}
	if len(a.Calls) != 6 {
		t.Fatalf("want 6 host calls, got %d: %+v", len(a.Calls), a.Calls)
	}
	for i, c := range a.Calls {
		if c.ID != int64(i+1) {
			t.Fatalf("call ids not sequential: %+v", a.Calls)
		}
	}
	if !strings.Contains(a.Result, `"more":["fulfilled","rejected"]`) {
		t.Fatalf("unexpected result %s", a.Result)
	}
	if got := strings.Join(a.Logs[:4], "|"); got != "2 two|10 ten|z 1|a 2" {
		t.Fatalf("property order: %s", got)
	}
	if !reflect.DeepEqual(mustCompile(t, determinismProgram).Hash(), prog.Hash()) {
		t.Fatal("compiling twice gives different hashes")
	}
}

func TestYieldAndBlocked(t *testing.T) {
	prog := mustCompile(t, `let s = 0; for (let i = 0; i < 1000; i++) s += i; const r = await tools.test.echo(s); return r + 1`)
	m := New(prog, Config{Tools: testTools})
	if st := m.Run(100); st != StatusYield {
		t.Fatalf("want yield, got %v", st)
	}
	if m.Steps() != 100 {
		t.Fatalf("steps %d", m.Steps())
	}
	st := m.Run(1 << 20)
	if st != StatusBlocked {
		t.Fatalf("want blocked, got %v", st)
	}
	calls := m.TakeHostCalls()
	if len(calls) != 1 || calls[0].Path != "tools.test.echo" || string(calls[0].Input) != "499500" || calls[0].Kind != CallTool {
		t.Fatalf("calls %+v", calls)
	}
	if st := m.Run(1000); st != StatusBlocked {
		t.Fatalf("still blocked expected, got %v", st)
	}
	if err := m.Settle(99, nil, nil); err == nil {
		t.Fatal("settling an unknown id must fail")
	}
	if err := m.Settle(1, json.RawMessage("41"), nil); err != nil {
		t.Fatal(err)
	}
	if err := m.Settle(1, json.RawMessage("41"), nil); err == nil {
		t.Fatal("settling twice must fail")
	}
	if st := m.Run(1000); st != StatusDone || string(m.Result()) != "42" {
		t.Fatalf("got %v %s %v", st, m.Result(), m.Failure())
	}
}

func TestPendingCallsLeftAtEnd(t *testing.T) {
	prog := mustCompile(t, `tools.test.echo(1); tools.test.echo(2); return "early"`)
	m := New(prog, Config{Tools: testTools})
	if st := m.Run(1000); st != StatusDone {
		t.Fatalf("status %v", st)
	}
	if len(m.TakeHostCalls()) != 2 || len(m.PendingCalls()) != 2 {
		t.Fatal("expected two pending calls left for the driver")
	}
}

func TestInvalidToolOutput(t *testing.T) {
	prog := mustCompile(t, `try { await tools.test.echo(1) } catch (e) { return e.message }`)
	m := New(prog, Config{Tools: testTools})
	m.Run(1000)
	c := m.TakeHostCalls()[0]
	m.Settle(c.ID, json.RawMessage("{bad json"), nil)
	if st := m.Run(1000); st != StatusDone || !strings.Contains(string(m.Result()), "invalid tool output") {
		t.Fatalf("%v %s", st, m.Result())
	}
}

func TestNeverSettles(t *testing.T) {
	prog := mustCompile(t, `await new Promise(() => {}); return 1`)
	m := New(prog, Config{})
	if st := m.Run(1000); st != StatusFailed {
		t.Fatalf("status %v", st)
	}
}

func TestDeepRecursionGoStackIndependent(t *testing.T) {
	prog := mustCompile(t, `function f(n) { return n === 0 ? 0 : 1 + f(n - 1) } return f(90000)`)
	m := New(prog, Config{MaxCallDepth: 100000})
	if st := m.Run(1 << 30); st != StatusDone || string(m.Result()) != "90000" {
		t.Fatalf("%v %s %v", st, m.Result(), m.Failure())
	}
}

// TestBigIntLiteral checks BigInt literals compile to shared constants that
// arithmetic never mutates (the same literal evaluated twice).
func TestBigIntLiteral(t *testing.T) {
	prog := mustCompile(t, `const f = () => 10n; const a = f(); let b = f(); b *= b; b++; return [String(a), String(f()), String(b), typeof a]`)
	m := New(prog, Config{})
	if st := m.Run(1 << 20); st != StatusDone || string(m.Result()) != `["10","10","101","bigint"]` {
		t.Fatalf("%v %s %v", st, m.Result(), m.Failure())
	}
}

func TestCompileErrors(t *testing.T) {
	for _, tc := range []struct{ src, msg string }{
		{"label: for (;;) { continue nolabel }", ""},
		{"const x = import.meta", "import.meta is not supported"},
	} {
		p, err := syntax.Parse(tc.src)
		if err != nil {
			continue // the parser rejected it first
		}
		_, err = compile.Compile(p)
		if err == nil {
			t.Errorf("%q: compiled, want error", tc.src)
			continue
		}
		ce, ok := err.(*compile.Error)
		if !ok || (tc.msg != "" && ce.Msg != tc.msg) || ce.Pos.Line == 0 {
			t.Errorf("%q: got %v", tc.src, err)
		}
	}
}

func TestConsoleAndWarningsAPI(t *testing.T) {
	prog := mustCompile(t, `console.log("a", 1); Promise.reject(new RangeError("lost")); console.error({x: 1}); return 0`)
	m := New(prog, Config{})
	m.Run(1000)
	if got := fmt.Sprint(m.Logs()); got != "[a 1 { x: 1 }]" {
		t.Fatalf("logs %s", got)
	}
	w := m.Warnings()
	if len(w) != 1 || w[0].Kind != "ExecutionFailure" || w[0].Message != "RangeError: lost" || w[0].Line != 1 {
		t.Fatalf("warnings %+v", w)
	}
}

// Machines sharing one compiled program (and the process-wide built-in
// tables, library and caches) run independently in parallel.
func TestConcurrentMachines(t *testing.T) {
	prog := mustCompile(t, `
		const m = new Map([["a", 1]]);
		const xs = [5, 3, 9].map((x) => x * 2).sort((a, b) => a - b);
		const r = await tools.test.echo({ xs, s: "a-b".replace(/-/g, "+"), k: [...m.keys()] });
		class P { #v = 1; get v() { return this.#v; } }
		return [r, new P().v, "b".localeCompare("a")];
	`)
	var wg sync.WaitGroup
	results := make([]string, 8)
	for i := range results {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			m := New(prog, Config{Tools: testTools})
			for st := m.Run(1000); st != StatusDone && st != StatusFailed; st = m.Run(1000) {
				for _, c := range m.TakeHostCalls() {
					settleTest(m, c)
				}
			}
			results[i] = string(m.Result())
		}(i)
	}
	wg.Wait()
	for _, r := range results {
		if r != `[{"xs":[6,10,18],"s":"a+b","k":["a"]},1,1]` {
			t.Fatalf("result %s", r)
		}
	}
}

func TestStepsCountNestedRuns(t *testing.T) {
	prog := mustCompile(t, `const o = { get x() { let s = 0; for (let i = 0; i < 100; i++) s += i; return s } }; return o.x + o.x`)
	m := New(prog, Config{})
	if st := m.Run(1 << 20); st != StatusDone || string(m.Result()) != "9900" {
		t.Fatalf("%v %s", st, m.Result())
	}
	if m.Steps() < 1000 {
		t.Fatalf("getter steps not counted: %d", m.Steps())
	}
}

// TestBuiltinKeyOrder checks that a built-in object's key order does not
// depend on which of its properties the program read first.
func TestBuiltinKeyOrder(t *testing.T) {
	keys := func(touch string) string {
		prog := mustCompile(t, touch+`; return Object.getOwnPropertyNames(Math).concat(Object.getOwnPropertyNames(String.prototype)).join()`)
		m := New(prog, Config{})
		if st := m.Run(1 << 20); st != StatusDone {
			t.Fatalf("%v %v", st, m.Failure())
		}
		return string(m.Result())
	}
	want := keys("")
	for _, touch := range []string{"Math.sqrt(4); Math.PI", "'a'.valueOf(); 'b'.at(0); Math.max(1)", "String.prototype.zz = 1; delete String.prototype.zz"} {
		if got := keys(touch); got != want {
			t.Errorf("after %q:\n got %s\nwant %s", touch, got, want)
		}
	}
}

// TestMachineSize keeps a new Machine's two records in their Go size
// classes: an object with pointers of more than 512 bytes carries an
// 8-byte allocation header, so a 1,024-byte Machine would take 1,152
// bytes, and every fresh run (cold start) would pay for it.
func TestMachineSize(t *testing.T) {
	if n := unsafe.Sizeof(Machine{}); n+8 > 1024 {
		t.Errorf("Machine is %d bytes: with its header it no longer fits 1,024", n)
	}
	if n := unsafe.Sizeof(startRecords{}); n+8 > 640 {
		t.Errorf("startRecords is %d bytes: with its header it no longer fits 640", n)
	}
}
