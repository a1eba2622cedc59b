package vm

import (
	"runtime/debug"
	"testing"
)

// TestStringLimitDoubling runs programs that double a string until it
// passes maxStringLength. Before the limit existed the first one killed the
// test binary with "fatal error: runtime: out of memory"; now each fails
// (or catches) a RangeError before allocating past the limit, so the peak
// is a few hundred megabytes.
// bigHeapConfig lifts the memory budget above the string limit, which
// these tests reach.
var bigHeapConfig = Config{RunID: "test", Tools: testTools, RandomSeed: 42, MaxMemoryBytes: 4 << 30}

func TestStringLimitDoubling(t *testing.T) {
	cases := []struct {
		name, src, fail, result string
	}{
		{
			name: "plus_assign",
			src:  "let s = \"ab\";\nfor (let i = 0; i < 40; i++) s += s;\nreturn s.length;",
			fail: "RangeError: Invalid string length",
		},
		{
			name:   "template_caught",
			src:    "let s = \"ab\";\ntry { for (let i = 0; i < 40; i++) s = `${s}${s}`; } catch (e) { return [e.name, e.message, s.length]; }",
			result: `["RangeError","Invalid string length",268435456]`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			defer debug.FreeOSMemory() // return the big strings before the next case
			out, err := runProgramWith(t, c.src, 1<<30, bigHeapConfig)
			if err != nil {
				t.Fatal(err)
			}
			if c.fail != "" {
				if out.Status != StatusFailed {
					t.Fatalf("status %v (result %s), want failure", out.Status, out.Result)
				}
				got := out.Failure.Message
				if got != c.fail || out.Failure.Line != 2 {
					t.Fatalf("failure %q at line %d, want %q at line 2", got, out.Failure.Line, c.fail)
				}
				return
			}
			if out.Status != StatusDone || out.Result != c.result {
				t.Fatalf("status %v, result %s (failure %v), want %s", out.Status, out.Result, out.Failure, c.result)
			}
		})
	}
}

// TestJSONStringifyLimit: escapes make the output six times longer than a
// string of control characters; the limit is checked before quoting.
func TestJSONStringifyLimit(t *testing.T) {
	src := `const s = "\u0001".repeat(2 ** 27);
try { JSON.stringify([s]); } catch (e) { return e.name + ": " + e.message; }`
	out, err := runProgramWith(t, src, 1<<30, bigHeapConfig)
	if err != nil {
		t.Fatal(err)
	}
	if out.Status != StatusDone || out.Result != `"RangeError: Invalid string length"` {
		t.Fatalf("status %v, result %s, failure %v", out.Status, out.Result, out.Failure)
	}
}
