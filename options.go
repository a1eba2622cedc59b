package codemode

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm"
)

// Options configure a Runtime.
type Options struct {
	// Tools is the tool tree: a map whose values are *durabletools.Tool,
	// durabletools.Namespace or nested maps (see durabletools.Flatten for
	// the path rules). It is read once, by New.
	Tools map[string]any
	// Limits bound every run. The zero value is unlimited.
	Limits Limits
	// Hooks surround every tool call (see Hooks for where they run).
	Hooks Hooks
	// Extensions add host globals the program calls directly (see
	// Extension). A global that shadows a built-in global or another
	// extension's is an error from New.
	Extensions []Extension
	// SnapshotKeys, when set, sign every snapshot the Runtime saves
	// (Program.Suspend, Session.Snapshot) with an HMAC-SHA256, and Resume
	// and Driver.Restore refuse snapshots without a valid signature.
	//
	// A suspended run is bytes that hold the program's source, its heap
	// and the run's limits and counts. A snapshot carries no authority
	// over the host that resumes it: its limits are only ever made
	// stricter by the Runtime's (Limits.Stricter), its counters cannot
	// give back budget, and it can name only tools and extensions the
	// resuming Runtime has. But it can carry any program, so an unsigned
	// snapshot from an untrusted writer can run arbitrary code against the
	// Runtime's tools, within the Runtime's limits: a host that keeps
	// snapshots where others can write (a database, a blob store, a
	// client's hands) must set keys. The keys are the host's secrets: keep
	// them with its credentials, never beside the snapshots. Under
	// Temporal the worker's Runtime (worker.Register, workflow.For) bounds
	// every run's limits and signs and checks its snapshots the same way.
	// Without keys, snapshots are unsigned and any snapshot is resumed.
	SnapshotKeys snapshot.Keys
}

// Limits bound a run. Zero means unlimited (the TypeScript package has
// no defaults);
// a negative value is an error from New.
type Limits struct {
	// Timeout bounds the run's active time (the TypeScript package's
	// timeoutMs; a snapshot keeps it in whole milliseconds, rounded up). A
	// timeout interrupts running tool calls and busy loops, and the run
	// fails with TimeoutExceeded. A result returned before the timeout
	// stays successful, with a TimeoutExceeded warning if interrupted tool
	// calls did not stop before it.
	Timeout time.Duration
	// MaxToolCalls bounds the tool calls (and search calls) a run may make;
	// the call after the last allowed one ends the run with
	// ToolCallLimitExceeded.
	MaxToolCalls int
	// MaxOutputBytes bounds the retained result value and logs together (the
	// value first); warnings get a separate budget of the same size. Output
	// over it is cut with an in-band marker and Result.Truncated set; it
	// never fails the run.
	MaxOutputBytes int
	// MaxSteps bounds the VM instructions a run may execute (the
	// TypeScript package has no such limit): the run fails with ExecutionFailure when it would take more.
	// Unlike Timeout it does not depend on the machine's speed.
	MaxSteps int64
	// MaxCallDepth bounds JavaScript call depth (the TypeScript package
	// has no such limit); deeper calls throw a catchable RangeError. Zero is the VM's default (10,000).
	MaxCallDepth int
	// MaxMemoryBytes bounds the program's live heap in bytes (the
	// TypeScript package has no such limit), as estimated by the VM's own deterministic account: a run
	// that needs more fails with ExecutionFailure ("memory limit
	// exceeded"), so a program cannot make the host run out of memory.
	// Besides the heap it counts the copies made for the host while they
	// are written (a result's or a tool input's JSON, which a value sharing
	// objects can make far larger than the heap), the log lines (twice:
	// the host copies them into the Result) and the tool-call records of
	// Result.ToolCalls. The account is deterministic (a replay reaches the
	// same outcome); the process's real memory can be about twice the
	// limit, as Go's collector lets the heap grow to twice what is live
	// (GOGC=100): a host that needs a tighter bound sets a soft memory
	// limit of its own (debug.SetMemoryLimit).
	// Zero is the VM's default, 256 MB (vm.DefaultMaxMemoryBytes); a
	// positive value must be at least 1 MB, as a run's built-ins alone take
	// tens of kilobytes.
	MaxMemoryBytes int64
	// MaxSourceBytes bounds the length of a program's source in bytes: a
	// longer program fails with ParseError before it is parsed, since
	// parsing and compiling take time and memory in proportion to the
	// source (some tens of bytes of memory per byte). It applies wherever a
	// source is compiled: Compile, Execute, Start, Program, and Resume (a
	// saved run carries its source; the limit is the resuming Runtime's).
	// Zero is the default, DefaultMaxSourceBytes (1 MB): the programs
	// models write are a few kilobytes.
	MaxSourceBytes int
}

// limitsJSON is Limits as JSON, with the TypeScript package's names
// (timeoutMs in milliseconds).
type limitsJSON struct {
	TimeoutMs      int64 `json:"timeoutMs,omitempty"`
	MaxToolCalls   int   `json:"maxToolCalls,omitempty"`
	MaxOutputBytes int   `json:"maxOutputBytes,omitempty"`
	MaxSteps       int64 `json:"maxSteps,omitempty"`
	MaxCallDepth   int   `json:"maxCallDepth,omitempty"`
	MaxMemoryBytes int64 `json:"maxMemoryBytes,omitempty"`
	MaxSourceBytes int   `json:"maxSourceBytes,omitempty"`
}

// MarshalJSON writes the limits with the TypeScript package's names:
// {"timeoutMs":30000,"maxToolCalls":50,...}, zero limits left out.
func (l Limits) MarshalJSON() ([]byte, error) {
	return json.Marshal(limitsJSON{TimeoutMs: durationMs(l.Timeout), MaxToolCalls: l.MaxToolCalls,
		MaxOutputBytes: l.MaxOutputBytes, MaxSteps: l.MaxSteps, MaxCallDepth: l.MaxCallDepth,
		MaxMemoryBytes: l.MaxMemoryBytes, MaxSourceBytes: l.MaxSourceBytes})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (l *Limits) UnmarshalJSON(data []byte) error {
	var j limitsJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*l = Limits{Timeout: msDuration(j.TimeoutMs), MaxToolCalls: j.MaxToolCalls, MaxOutputBytes: j.MaxOutputBytes,
		MaxSteps: j.MaxSteps, MaxCallDepth: j.MaxCallDepth, MaxMemoryBytes: j.MaxMemoryBytes, MaxSourceBytes: j.MaxSourceBytes}
	return nil
}

// durationMs is d in whole milliseconds, rounded up, so that a positive
// timeout never becomes 0 (no timeout).
func durationMs(d time.Duration) int64 {
	ms := int64(d / time.Millisecond)
	if d%time.Millisecond > 0 {
		ms++
	}
	return ms
}

// msDuration is ms milliseconds as a duration, the longest duration for
// more than a duration holds.
func msDuration(ms int64) time.Duration {
	if ms > math.MaxInt64/int64(time.Millisecond) {
		return math.MaxInt64
	}
	if ms < math.MinInt64/int64(time.Millisecond) {
		return math.MinInt64
	}
	return time.Duration(ms) * time.Millisecond
}

// minMaxMemoryBytes is the smallest Limits.MaxMemoryBytes accepted.
const minMaxMemoryBytes = 1 << 20

// DefaultMaxSourceBytes is the source limit when Limits.MaxSourceBytes is
// zero: 1 MB.
const DefaultMaxSourceBytes = 1 << 20

// sourceLimit is MaxSourceBytes with its default.
func (l Limits) sourceLimit() int {
	if l.MaxSourceBytes == 0 {
		return DefaultMaxSourceBytes
	}
	return l.MaxSourceBytes
}

// validate reports a negative limit, like the TypeScript package's RangeError.
func (l Limits) validate() error {
	switch {
	case l.Timeout < 0:
		return fmt.Errorf("codemode: Limits.Timeout must be 0 (unlimited) or positive, not %v", l.Timeout)
	case l.MaxToolCalls < 0:
		return fmt.Errorf("codemode: Limits.MaxToolCalls must be 0 (unlimited) or positive, not %d", l.MaxToolCalls)
	case l.MaxOutputBytes < 0:
		return fmt.Errorf("codemode: Limits.MaxOutputBytes must be 0 (unlimited) or positive, not %d", l.MaxOutputBytes)
	case l.MaxSteps < 0:
		return fmt.Errorf("codemode: Limits.MaxSteps must be 0 (unlimited) or positive, not %d", l.MaxSteps)
	case l.MaxCallDepth < 0:
		return fmt.Errorf("codemode: Limits.MaxCallDepth must be 0 (the default) or positive, not %d", l.MaxCallDepth)
	case l.MaxMemoryBytes < 0 || (l.MaxMemoryBytes > 0 && l.MaxMemoryBytes < minMaxMemoryBytes):
		return fmt.Errorf("codemode: Limits.MaxMemoryBytes must be 0 (the default, 256 MB) or at least %d (1 MB), not %d", minMaxMemoryBytes, l.MaxMemoryBytes)
	case l.MaxSourceBytes < 0:
		return fmt.Errorf("codemode: Limits.MaxSourceBytes must be 0 (the default, 1 MB) or positive, not %d", l.MaxSourceBytes)
	}
	return nil
}

// Stricter is, field by field, the stricter of l and o: the smaller
// bound, where 0 is no bound (Timeout, MaxToolCalls, MaxOutputBytes,
// MaxSteps) or the VM's default (MaxCallDepth, MaxMemoryBytes: 0 is
// stricter than a larger value and looser than a smaller one). A resumed
// run's limits are its saved limits made Stricter with the resuming
// Runtime's, so a snapshot can keep stricter limits but never lift the
// host's.
func (l Limits) Stricter(o Limits) Limits {
	return Limits{
		Timeout:        stricter(l.Timeout, o.Timeout, 0),
		MaxToolCalls:   stricter(l.MaxToolCalls, o.MaxToolCalls, 0),
		MaxOutputBytes: stricter(l.MaxOutputBytes, o.MaxOutputBytes, 0),
		MaxSteps:       stricter(l.MaxSteps, o.MaxSteps, 0),
		MaxCallDepth:   stricter(l.MaxCallDepth, o.MaxCallDepth, vm.DefaultMaxCallDepth),
		MaxMemoryBytes: stricter(l.MaxMemoryBytes, o.MaxMemoryBytes, vm.DefaultMaxMemoryBytes),
		MaxSourceBytes: stricter(l.MaxSourceBytes, o.MaxSourceBytes, DefaultMaxSourceBytes),
	}
}

// stricter is the smaller of two limits where 0 stands for def (0: no
// bound). It keeps 0 when the other value is no stricter than def, so two
// limits at the default stay 0.
func stricter[T ~int | ~int64](a, b, def T) T {
	if a == 0 {
		a, b = b, a
	}
	if b != 0 {
		return min(a, b)
	}
	// At most a is set: it bounds unless the default is stricter.
	if def == 0 || a < def {
		return a
	}
	return 0
}

// RunOptions identify one run and supply what the sans-IO VM must not read
// itself. ExecuteWith, Program, Driver.Start and Driver.Restore take them;
// the in-process runs fill in what is unset, and a Temporal workflow passes
// values that replay identically.
type RunOptions struct {
	// RunID names the run; tool call keys are "<RunID>:<callId>". Execute
	// and Program generate a random one when empty; Driver.Start uses
	// "run".
	RunID string
	// Clock is what Date.now and new Date() read. Execute and Program use
	// time.Now; Driver.Start defaults to a clock stopped at the Unix epoch, so a driver that
	// forgets to set it stays deterministic (a workflow passes
	// workflow.Now).
	Clock func() time.Time
	// RandomSeed seeds Math.random. Execute and Program pick a random seed
	// when zero.
	RandomSeed uint64
	// Catalog, when not nil, pins the tools the run sees: the VM's `tools`
	// global, unknown-tool checks, each call's kind and search(...) read it
	// instead of the Runtime's catalog. A Temporal workflow passes the
	// catalog it was started with (Runtime.Catalog, carried in its input),
	// so a replay on a worker with other tools behaves the same. The tools
	// still execute through the Runtime (Driver.ExecuteTool and friends).
	Catalog []durabletools.Descriptor
	// Bindings are values the program sees as global variables, copied in
	// as JSON data (encoding/json's rules), so the program changes only its
	// copy. A name must be an identifier that shadows no built-in or
	// extension global; a function inside a binding is an InvalidDataValue.
	// Bindings survive a suspend and resume; a Temporal workflow carries
	// them in its input.
	Bindings map[string]any
}

// describe lists the limits a model should know of, "" when none.
func (l Limits) describe() string {
	var parts []string
	if l.Timeout > 0 {
		parts = append(parts, fmt.Sprintf("%d ms of run time", durationMs(l.Timeout)))
	}
	if l.MaxToolCalls > 0 {
		parts = append(parts, fmt.Sprintf("%d tool and search calls", l.MaxToolCalls))
	}
	if l.MaxOutputBytes > 0 {
		parts = append(parts, fmt.Sprintf("%d bytes of result and logs", l.MaxOutputBytes))
	}
	return strings.Join(parts, ", ")
}
