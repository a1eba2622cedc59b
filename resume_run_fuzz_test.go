package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
)

// resumeFuzzProgram has a bit of everything a snapshot holds: a class
// with a private field and a getter, a generator, an async function with
// try/finally, Map, Set, symbols, a RegExp iterator, a typed array,
// Promise.all, and tool calls at several points.
const resumeFuzzProgram = `class Acc {
  #n = 0;
  constructor() { this.items = new Map(); this.seen = new Set(); }
  add(k, v) { this.items.set(k, v); this.seen.add(k); this.#n++; return this; }
  get n() { return this.#n; }
}
function* ids(n) { for (let i = 0; i < n; i++) yield "order-" + i; }
async function fetchAll(list) {
  const out = [];
  for (const id of list) {
    try {
      out.push(await tools.orders.lookup({ id }));
    } catch (e) {
      out.push({ error: String(e) });
    } finally {
      out.length;
    }
  }
  return out;
}
const acc = new Acc();
const sym = Symbol("tag");
let count = 0;
const bump = () => ++count;
const gen = ids(4);
const first = gen.next().value;
const rows = await fetchAll([first, ...[...gen].slice(0, 2)]);
for (const [i, r] of rows.entries()) { acc.add("k" + i, { ...r, [sym]: i }); bump(); }
const re = /order-(\d+)/g;
const nums = [...JSON.stringify(rows).matchAll(re)].map(m => Number(m[1]));
const both = await Promise.all([tools.test.echo({ n: count, nums }), tools.test.echo([1, "two", null, { deep: [[1], [2]] }])]);
const bytes = new Uint8Array([1, 2, 3]).map(x => x * 2);
let s = 0;
for (let i = 0; i < 2000; i++) s += i % 7;
const late = await tools.orders.lookup({ id: "late" });
return { count, n: acc.n, keys: [...acc.items.keys()], both, nums, bytes: Array.from(bytes), s, late: typeof late };
`

// resumeFuzzRuntime has the program's tools (idempotent, so a run saves
// with calls in flight) and bounds that keep a fuzzed run short.
func resumeFuzzRuntime(t testing.TB) *Runtime {
	echo := durabletools.Idempotent("Echo", func(ctx context.Context, in any, call durabletools.Call) (any, error) { return in, nil })
	rt, err := New(Options{
		Tools:  map[string]any{"orders": map[string]any{"lookup": echo}, "test": map[string]any{"echo": echo}},
		Limits: Limits{MaxSteps: 200_000, MaxMemoryBytes: 32 << 20, MaxOutputBytes: 1 << 16},
	})
	if err != nil {
		t.Fatal(err)
	}
	return rt
}

// goErrorText is text of a Go runtime error that reached a run's
// diagnostics: a snapshot the restore accepted made the VM (or the
// Session) fail in a way its checks should have caught.
var goErrorText = []string{"internal error", "runtime error", "nil pointer", "index out of range", "interface conversion", "invalid memory address"}

// resumeFuzzSeeds runs resumeFuzzProgram on rt and saves it at each of
// its tool calls and every tenth step budget.
func resumeFuzzSeeds(t testing.TB, rt *Runtime) [][]byte {
	var seeds [][]byte
	s := rt.Driver().Start(resumeFuzzProgram, RunOptions{RunID: "fz"})
	for i := range 1000 {
		st := s.Run(500)
		if st == StatusDone {
			break
		}
		if st == StatusWaiting || i%10 == 0 {
			data, err := s.Snapshot(SnapshotOptions{})
			if err != nil {
				t.Fatal(err)
			}
			seeds = append(seeds, data)
		}
		answer(s)
	}
	if res := s.Result(); !res.OK {
		t.Fatalf("the seed program fails: %s", res)
	}
	return seeds
}

// answer completes the calls s admitted: orders.lookup with an order,
// test.echo with its input.
func answer(s *Session) {
	for _, c := range s.TakeCalls() {
		out := json.RawMessage(`{"id":"order-1","status":"shipped","total":12.5}`)
		if c.Path == "test.echo" {
			out = c.Input
		}
		s.Complete(c.ID, out, nil)
	}
}

// checkResumeRun restores data on rt and runs what it accepts to its end:
// the restore gives a Session or a *snapshot.Error; the run never fails
// with a Go runtime error (a recovered panic, an inconsistent settle); a
// restored run saves again, and what it saves restores.
func checkResumeRun(t *testing.T, rt *Runtime, data []byte) {
	t.Helper()
	if fault := resumeRunFault(rt, data); fault != "" {
		t.Fatal(fault)
	}
}

// resumeRunFault is checkResumeRun's check: what went wrong, or "".
func resumeRunFault(rt *Runtime, data []byte) string {
	r, err := rt.Driver().Restore(data, RunOptions{})
	if err != nil {
		var se *snapshot.Error
		if !errors.As(err, &se) {
			return fmt.Sprintf("not a *snapshot.Error: %T %v", err, err)
		}
		return ""
	}
	if again, err := r.Session.Snapshot(SnapshotOptions{Started: r.Started}); err == nil {
		if _, err := rt.Driver().Restore(again, RunOptions{}); err != nil {
			return fmt.Sprintf("an accepted snapshot saved again does not restore: %v", err)
		}
	}
	s := r.Session
	for range 200 {
		st := s.Run(2000)
		answer(s)
		if st == StatusDone {
			break
		}
	}
	res := s.Result()
	if res.Error == nil {
		return ""
	}
	for _, text := range goErrorText {
		if strings.Contains(res.Error.Message, text) {
			return "the restored run failed with a Go error: " + res.Error.Message
		}
	}
	return ""
}

// TestResumeRunEveryByte runs checkResumeRun's check on every single-byte
// change (the byte plus one and minus one) of every seed of FuzzResumeRun:
// about 60,000 restores, minutes, so only with CODEMODE_EVERY_BYTE=1.
func TestResumeRunEveryByte(t *testing.T) {
	if os.Getenv("CODEMODE_EVERY_BYTE") != "1" {
		t.Skip("set CODEMODE_EVERY_BYTE=1")
	}
	rt := resumeFuzzRuntime(t)
	restores := 0
	for si, seed := range resumeFuzzSeeds(t, rt) {
		data := append([]byte(nil), seed...)
		for i := range data {
			for _, d := range []byte{1, 255} {
				data[i] = seed[i] + d
				restores++
				if fault := resumeRunFault(rt, data); fault != "" {
					t.Errorf("seed %d, byte %d %+d: %s", si, i, int8(d), fault)
				}
			}
			data[i] = seed[i]
		}
	}
	t.Logf("%d restores", restores)
}

// FuzzResumeRun feeds checkResumeRun arbitrary bytes, seeded with
// snapshots of resumeFuzzProgram. A frame whose operand stack, handlers or
// slots do not match its code at its pc is refused at the restore
// (vm/snapshot_verify.go); TestResumeRunEveryByte checks every single-byte
// change of the seeds.
//
//	go test -run '^$' -fuzz FuzzResumeRun -fuzztime 60s -fuzzminimizetime 1x .
func FuzzResumeRun(f *testing.F) {
	rt := resumeFuzzRuntime(f)
	for _, data := range resumeFuzzSeeds(f, rt) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkResumeRun(t, rt, data) })
}
