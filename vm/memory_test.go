package vm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// testMemoryLimit is the heap budget of the programs under testdata/memory:
// small, so that the failing ones fail within milliseconds, while the
// succeeding ones make many times this much garbage.
const testMemoryLimit = 16 << 20

// TestMemoryLimit runs testdata/memory/*.js with a 16 MB budget, plainly
// and with a snapshot round trip at every yield (budget 7 and 1<<30).
// Programs that build without bound fail with the memory limit failure
// whatever the path (loops, getters, callbacks run by built-ins, user
// iterators, logs, tool results); programs that keep little succeed.
func TestMemoryLimit(t *testing.T) {
	files, err := filepath.Glob("testdata/memory/*.js")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	cfg := Config{RunID: "test", Tools: testTools, RandomSeed: 42, MaxMemoryBytes: testMemoryLimit}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".js"), func(t *testing.T) {
			if roundTripMode && strings.HasSuffix(file, "tool_results.js") {
				// Thousands of host calls holding a heap of megabytes: a round
				// trip at each one takes minutes. TestMemoryLimitRoundTrip
				// covers restored budgets.
				t.Skip("round-trip mode: a round trip at every one of thousands of host calls")
			}
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			exp := parseExpectation(t, file, string(data))
			for _, budget := range []int64{1 << 30, 100_000} {
				out, err := runProgramWith(t, string(data), budget, cfg)
				if err != nil {
					t.Fatal(err)
				}
				if !exp.hasLogs {
					out.Logs = nil // log_loop: the lines up to the failure
				}
				checkOutcome(t, exp, out)
			}
		})
	}
}

// TestMemoryLimitRoundTrip checks that a run restored from snapshots keeps
// its budget and reaches the same outcome (a restored buffer is counted
// once for all its views: buffer_views).
func TestMemoryLimitRoundTrip(t *testing.T) {
	if RoundTrip == nil {
		t.Fatal("RoundTrip not installed")
	}
	forceRoundTrip = true
	defer func() { forceRoundTrip = false }()
	cfg := Config{RunID: "test", Tools: testTools, RandomSeed: 42, MaxMemoryBytes: testMemoryLimit}
	// (Not tool_results: it trips at every one of thousands of host calls.)
	for _, name := range []string{"array_push", "map_endless_iterator", "garbage_objects", "keep_some", "buffer_views", "buffer_keep", "proxy_keep"} {
		file := filepath.Join("testdata", "memory", name+".js")
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		out, err := runProgramWith(t, string(data), 1_000_000, cfg)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkOutcome(t, parseExpectation(t, file, string(data)), out)
	}
}

// TestMemoryLimitDefault: without a budget the default applies, and one
// allocation past it fails before it is made.
func TestMemoryLimitDefault(t *testing.T) {
	want := "memory limit exceeded: the program needs more than 268435456 bytes of heap"
	for _, src := range []string{
		`"x".repeat(3e8)`,
		`new Array(16e6)`,
		`const a = []; a.length = 16e6`,
	} {
		out, err := runProgram(t, src, 1<<30)
		if err != nil {
			t.Fatal(err)
		}
		if out.Status != StatusFailed || out.Failure.Kind != "ExecutionFailure" || out.Failure.Message != want {
			t.Errorf("%s: status %v, failure %+v", src, out.Status, out.Failure)
		}
	}
}

// TestMemoryMarkDeterministic: the same program marks at the same points
// and measures the same live heap.
func TestMemoryMarkDeterministic(t *testing.T) {
	src := `const keep = []; for (let i = 0; i < 2000; i++) keep.push({ i }); for (let i = 0; i < 100000; i++) { const g = "x" + i; } return keep.length`
	var first int64
	for i := 0; i < 3; i++ {
		m := compileTestMachine(t, src, Config{MaxMemoryBytes: 2 << 20})
		if st := m.Run(1 << 30); st != StatusDone {
			t.Fatalf("status %v: %v", st, m.Failure())
		}
		if m.MemoryInUse() == 0 {
			t.Fatal("no mark ran")
		}
		if i == 0 {
			first = m.MemoryInUse()
		} else if m.MemoryInUse() != first {
			t.Fatalf("live bytes %d, first run %d", m.MemoryInUse(), first)
		}
	}
}

func compileTestMachine(t *testing.T, src string, cfg Config) *Machine {
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

// BenchmarkAllocGarbage makes about 60 MB of short-lived objects and
// strings: the memory account's cost is the charges and a mark every few
// megabytes over a small live heap.
func BenchmarkAllocGarbage(b *testing.B) {
	benchRun(b, `let t = 0; for (let i = 0; i < 200000; i++) { const o = { a: i, b: "item-" + i, c: [i, i + 1] }; t += o.c.length } return t`, "400000")
}

// BenchmarkAllocKeep builds a structure of 100,000 live objects: marks walk
// a growing heap.
func BenchmarkAllocKeep(b *testing.B) {
	benchRun(b, `const keep = []; for (let i = 0; i < 100000; i++) keep.push({ id: i, name: "n" + i, tags: [i] }); return keep.length`, "100000")
}
