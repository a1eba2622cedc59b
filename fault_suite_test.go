//go:build unix

package codemode

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/internal/testprog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The fault suite: hostile programs under testdata/faults/<class>/, each run
// in a child process (this test binary, re-executed) so that a program that
// crashes the process (a fatal Go stack overflow cannot be recovered) fails
// its own case instead of the whole test binary, and so that the child's
// peak resident memory can be read from the kernel (getrusage), not guessed.
//
// A program's header says what must happen, in the directives of
// internal/testprog: result (the whole Result) or error (its kind and
// message; with neither the run must succeed), limits, within (the run,
// parse and compile included, ends within this), rss (the child's peak
// RSS), cancel and source. A case without within gets faultDefaultWithin. The child prints one line of
// JSON: the Result and how long Execute took.

const (
	faultChildEnv      = "CODEMODE_FAULT_CHILD"
	faultDefaultWithin = 5 * time.Second
)

// faultCase is one program of the suite with its expectations.
type faultCase struct {
	name   string
	code   string
	err    *testprog.Failure
	result string
	limits json.RawMessage
	within time.Duration
	rss    int64 // bytes; 0: not checked
	cancel time.Duration
}

// faultChildOutput is what a child prints.
type faultChildOutput struct {
	Result    json.RawMessage `json:"result"`
	ElapsedMs float64         `json:"elapsedMs"`
	// PeakRSS is the child's own peak RSS in bytes (VmHWM), 0 where the
	// system does not say. The rusage of wait4 is no good on Linux: exec
	// starts the child's maxrss at the high-water mark of the memory it
	// replaces, which with vfork is the parent's, so every child after one
	// that made the parent big would report the parent's peak.
	PeakRSS int64 `json:"peakRSS,omitempty"`
}

// faultOutcome is what the parent learns of a child run.
type faultOutcome struct {
	out     faultChildOutput
	peakRSS int64 // bytes
	stderr  string
	err     error // the child did not exit cleanly
}

func TestFaultSuite(t *testing.T) {
	if roundTripMode {
		t.Skip("the children run without round trips: the plain suite covers them")
	}
	files, err := filepath.Glob("testdata/faults/*/*.js")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		rel, _ := filepath.Rel("testdata/faults", file)
		t.Run(strings.TrimSuffix(rel, ".js"), func(t *testing.T) {
			c := loadFaultCase(t, file)
			checkFaultCase(t, c, runFaultChild(t, c))
		})
	}
}

// faultDirectives are the directives the fault suite reads.
var faultDirectives = []string{"result", "error", "limits", "within", "rss", "cancel", "source"}

// loadFaultCase reads a program and its header.
func loadFaultCase(t *testing.T, file string) faultCase {
	t.Helper()
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	h, err := testprog.Parse(file, string(src), faultDirectives...)
	require.NoError(t, err)
	c := faultCase{name: file, code: string(src), within: faultDefaultWithin, result: h.JSON("result"),
		rss: h.Bytes("rss"), cancel: h.Duration("cancel")}
	if f, ok := h.Failure(); ok {
		c.err = &f
	}
	if h.Has("limits") {
		c.limits = json.RawMessage(h.Value("limits"))
	}
	if h.Has("within") {
		c.within = h.Duration("within")
	}
	if h.Has("source") {
		c.code = generateFaultSource(t, h.Value("source"))
	}
	return c
}

// generateFaultSource computes a program from a // source: expression with a
// plain, unlimited run of our own VM (the expression is ours, not hostile).
func generateFaultSource(t *testing.T, expr string) string {
	t.Helper()
	rt, err := New(Options{})
	require.NoError(t, err)
	res := rt.ExecuteWith(context.Background(), "return "+expr, fixedRun)
	require.True(t, res.OK, "// source: %s: %s", expr, res.String())
	var code string
	require.NoError(t, json.Unmarshal(res.Value, &code), "// source: must give a string")
	return code
}

// runFaultChild runs c in a child process and reports how it went.
func runFaultChild(t *testing.T, c faultCase) faultOutcome {
	t.Helper()
	dir := t.TempDir()
	prog := filepath.Join(dir, "program.js")
	require.NoError(t, os.WriteFile(prog, []byte(c.code), 0o644))
	spec, err := json.Marshal(faultChildSpec{Program: prog, Limits: c.limits, CancelMs: c.cancel.Milliseconds()})
	require.NoError(t, err)

	// A child that hangs for good is killed well after its bound.
	ctx, cancel := context.WithTimeout(context.Background(), 3*c.within+10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), faultChildEnv+"="+string(spec), "CODEMODE_ROUNDTRIP=")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	var o faultOutcome
	o.err = cmd.Run()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		o.peakRSS = int64(ru.Maxrss) << 10 // kilobytes on Linux
	}
	o.stderr = head(stderr.String(), 1500) // a Go crash says what it was first
	if o.err == nil {
		if err := json.Unmarshal(bytes.TrimSpace(stdout.Bytes()), &o.out); err != nil {
			o.err = fmt.Errorf("the child printed no result: %w (%q)", err, tail(stdout.String(), 500))
		}
	}
	if o.out.PeakRSS > 0 {
		o.peakRSS = o.out.PeakRSS
	}
	return o
}

// checkFaultCase compares a child's run with the case's expectations.
func checkFaultCase(t *testing.T, c faultCase, o faultOutcome) {
	t.Helper()
	require.NoError(t, o.err, "the host process did not survive the program; its stderr begins:\n%s", o.stderr)
	if c.result != "" {
		assert.Equal(t, c.result, string(o.out.Result))
	} else {
		var res struct {
			OK    bool `json:"ok"`
			Error struct {
				Kind    string `json:"kind"`
				Message string `json:"message"`
			} `json:"error"`
		}
		require.NoError(t, json.Unmarshal(o.out.Result, &res))
		if c.err == nil {
			assert.True(t, res.OK, "the run must succeed; result: %s", tail(string(o.out.Result), 600))
		} else {
			assert.True(t, !res.OK && c.err.Matches(res.Error.Kind, res.Error.Message),
				"want error %s; result: %s", c.err, tail(string(o.out.Result), 600))
		}
	}
	elapsed := time.Duration(o.out.ElapsedMs * float64(time.Millisecond))
	assert.LessOrEqual(t, elapsed, c.within, "the run took %v", elapsed)
	if c.rss > 0 {
		assert.LessOrEqual(t, o.peakRSS, c.rss, "peak RSS %d MB, bound %d MB", o.peakRSS>>20, c.rss>>20)
	}
	t.Logf("run %v, peak RSS %d MB", elapsed.Round(time.Millisecond), o.peakRSS>>20)
}

func init() {
	childMain = func() (int, bool) {
		spec, ok := os.LookupEnv(faultChildEnv)
		if !ok {
			return 0, false
		}
		return faultChildMain(spec), true
	}
}

// faultChildSpec is what the parent tells a child (in faultChildEnv).
type faultChildSpec struct {
	Program  string          `json:"program"`
	Limits   json.RawMessage `json:"limits,omitempty"`
	CancelMs int64           `json:"cancelMs,omitempty"`
}

// faultChildMain is the child's whole life, called from TestMain: run one
// program and print its Result.
func faultChildMain(specJSON string) int {
	var spec faultChildSpec
	if err := json.Unmarshal([]byte(specJSON), &spec); err != nil {
		fmt.Fprintln(os.Stderr, "fault child:", err)
		return 3
	}
	code, err := os.ReadFile(spec.Program)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fault child:", err)
		return 3
	}
	var limits Limits
	if len(spec.Limits) > 0 {
		if err := json.Unmarshal(spec.Limits, &limits); err != nil {
			fmt.Fprintln(os.Stderr, "fault child: limits:", err)
			return 3
		}
	}
	rt, err := New(Options{Tools: faultSuiteTools(), Limits: limits})
	if err != nil {
		fmt.Fprintln(os.Stderr, "fault child:", err)
		return 3
	}
	ctx := context.Background()
	if spec.CancelMs > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithCancel(ctx)
		time.AfterFunc(time.Duration(spec.CancelMs)*time.Millisecond, cancel)
	}
	start := time.Now()
	res := rt.ExecuteWith(ctx, string(code), fixedRun)
	elapsed := time.Since(start)
	out, err := json.Marshal(faultChildOutput{Result: json.RawMessage(res.String()), ElapsedMs: float64(elapsed) / float64(time.Millisecond), PeakRSS: ownPeakRSS()})
	if err != nil {
		fmt.Fprintln(os.Stderr, "fault child:", err)
		return 3
	}
	os.Stdout.Write(append(out, '\n'))
	return 0
}

// ownPeakRSS reads this process's peak RSS (VmHWM in /proc/self/status),
// 0 when it cannot.
func ownPeakRSS() int64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}

// faultSuiteTools are the fixture tools, the buggy tools of faultTools
// under buggy, and two that hostile programs lean on: fault.echo returns
// its input, fault.big returns a string of n bytes.
func faultSuiteTools() map[string]any {
	tools := fixtureTools()
	type bigInput struct {
		N int `json:"n"`
	}
	tools["fault"] = map[string]any{
		"echo": durabletools.Raw("Return the input", nil, nil,
			func(ctx context.Context, input json.RawMessage, call durabletools.Call) (json.RawMessage, error) {
				return input, nil
			}),
		"big": durabletools.New("Return a string of n bytes", func(ctx context.Context, in bigInput, call durabletools.Call) (string, error) {
			return strings.Repeat("x", min(max(in.N, 0), 64<<20)), nil
		}),
	}
	tools["buggy"] = faultTools()
	return tools
}

// head is the first n bytes of s.
func head(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// tail is the last n bytes of s.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}
