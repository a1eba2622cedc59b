package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"time"

	"github.com/codemode-go/codemode"
)

func init() {
	commands["bench"] = runBench
}

const benchUsage = `usage: codemode bench [--iterations N] [--tools SETS] FILE|-

Bench measures a CodeMode program: it parses and compiles it once
(compile_ns), runs the compiled program N times, each run in a fresh Machine
(run_ns_per_op), and parses, compiles and runs it N times (cold_ns_per_op),
with the in-process driver as Runtime.Execute does. It prints one line:
{"iterations":N,"compile_ns":...,"run_ns_per_op":...,"cold_ns_per_op":...,"result":<the program's value>}
Exit status: 0 on success, 1 when the program fails, 2 on usage errors.

`

// benchReport is the line bench prints.
type benchReport struct {
	Iterations  int             `json:"iterations"`
	CompileNs   int64           `json:"compile_ns"`
	RunNsPerOp  int64           `json:"run_ns_per_op"`
	ColdNsPerOp int64           `json:"cold_ns_per_op"`
	Result      json.RawMessage `json:"result"`
}

func runBench(args []string) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	iterations := fs.Int("iterations", 1000, "how many runs to time")
	var rf runtimeFlags
	rf.register(fs)
	fs.Usage = func() {
		fmt.Fprint(stderr, benchUsage)
		fs.PrintDefaults()
	}
	files, err := parseArgs(fs, args)
	if err != nil {
		return parseError(err)
	}
	if len(files) != 1 {
		return usageError(fs, fmt.Errorf("want exactly one FILE (or - for standard input), got %d", len(files)))
	}
	if *iterations < 1 {
		return usageError(fs, errors.New("--iterations must be at least 1"))
	}
	rt, err := rf.newRuntime()
	if err != nil {
		return usageError(fs, err)
	}
	code, err := readProgram(files[0])
	if err != nil {
		fmt.Fprintf(stderr, "codemode bench: %v\n", err)
		return 2
	}
	b := &bencher{rt: rt, code: code}
	report, err := b.measure(*iterations)
	if err != nil {
		fmt.Fprintf(stderr, "codemode bench: %v\n", err)
		return 1
	}
	if err := writeJSON(report); err != nil {
		fmt.Fprintf(stderr, "codemode bench: %v\n", err)
		return 1
	}
	return 0
}

// bencher runs one program the way a host would: through the Runtime, each
// run in a fresh Machine with the in-process driver.
type bencher struct {
	rt   *codemode.Runtime
	code string
}

// opts fixes everything a run could vary on, so every run does the same
// work.
var benchOpts = codemode.RunOptions{
	RunID:      "bench",
	Clock:      func() time.Time { return time.Unix(0, 0).UTC() },
	RandomSeed: 1,
}

func (b *bencher) measure(n int) (benchReport, error) {
	ctx := context.Background()
	begin := time.Now()
	diag := b.rt.Compile(b.code) // and keeps it in rt's compile cache
	compileNs := time.Since(begin).Nanoseconds()
	if diag != nil {
		return benchReport{}, diag
	}
	// One untimed run gives the result and fails early on a bad program.
	res := b.rt.ExecuteWith(ctx, b.code, benchOpts)
	if !res.OK {
		return benchReport{}, res.Error
	}
	begin = time.Now()
	for range n {
		if r := b.rt.ExecuteWith(ctx, b.code, benchOpts); !r.OK {
			return benchReport{}, r.Error
		}
	}
	runNs := time.Since(begin).Nanoseconds() / int64(n)
	begin = time.Now()
	for i := range n {
		// A source the Runtime's compile cache has not seen: a trailing
		// comment of its own.
		code := b.code + "\n// cold run " + strconv.Itoa(i)
		if r := b.rt.ExecuteWith(ctx, code, benchOpts); !r.OK {
			return benchReport{}, r.Error
		}
	}
	coldNs := time.Since(begin).Nanoseconds() / int64(n)
	return benchReport{Iterations: n, CompileNs: compileNs, RunNsPerOp: runNs, ColdNsPerOp: coldNs, Result: res.Value}, nil
}
