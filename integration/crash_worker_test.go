package integration

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/integration/calllog"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"go.temporal.io/sdk/client"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"
)

// The crash test's workers are separate processes: this test binary run
// again with crashWorkerEnv set. init runs before the testing package
// parses flags or runs any test, so such a process only serves the worker
// until it is killed.
const (
	crashWorkerEnv = "CODEMODE_CRASH_WORKER" // "<host:port>|<namespace>|<dir>"
	crashQueue     = "codemode-crash"
)

func init() {
	spec := os.Getenv(crashWorkerEnv)
	if spec == "" {
		return
	}
	os.Exit(runCrashWorker(spec))
}

// runCrashWorker serves crashQueue with the crash tools until the process
// is killed.
func runCrashWorker(spec string) int {
	parts := strings.SplitN(spec, "|", 3)
	if len(parts) != 3 {
		fmt.Fprintf(os.Stderr, "bad %s=%q\n", crashWorkerEnv, spec)
		return 2
	}
	hostPort, namespace, dir := parts[0], parts[1], parts[2]
	logger := sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	c, err := client.Dial(client.Options{HostPort: hostPort, Namespace: namespace, Logger: logger})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	rt, err := codemode.New(codemode.Options{Tools: crashTools(dir)})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	w := worker.New(c, crashQueue, worker.Options{
		// A workflow task meant for a killed worker's sticky queue goes to
		// the shared queue after this long instead of the default 5 s.
		StickyScheduleToStartTimeout: time.Second,
	})
	codemodeworker.Register(w, rt)
	if err := w.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Fprintf(os.Stderr, "crash worker %d serving %s\n", os.Getpid(), crashQueue)
	select {} // until SIGKILL
}

// crashTools are one tool of each kind that record every run in
// dir/calls.log, one line "<what> <key> <pid>", so the test can tell which
// worker process ran what, and how often. The plain tool and the first
// run of the idempotent tool block until their worker is killed; the
// durable job's wait returns once the test creates dir/release.
//
//	tools.crash.plain({})          plain: blocks
//	tools.crash.idem({})           idempotent: -> {runs} (blocks on its first run for a key)
//	tools.crash.job({value})       durable: start records, wait -> {value} after release
func crashTools(dir string) map[string]any {
	rec := &recorder{file: filepath.Join(dir, "calls.log")}
	type none struct{}
	type idemOut struct {
		Runs int `json:"runs"`
	}
	type job struct {
		Value string `json:"value"`
	}
	plain := durabletools.New("Record the call, then block.",
		func(ctx context.Context, _ none, call durabletools.Call) (none, error) {
			rec.add("plain", call.Key)
			<-ctx.Done()
			return none{}, ctx.Err()
		})
	idem := durabletools.Idempotent("Record the call; block the first time a key is seen.",
		func(ctx context.Context, _ none, call durabletools.Call) (idemOut, error) {
			// A real idempotent tool deduplicates by key; this one counts
			// the runs for the key so the test sees the repetition.
			if n := rec.add("idem", call.Key); n > 1 {
				return idemOut{Runs: n}, nil
			}
			<-ctx.Done()
			return idemOut{}, ctx.Err()
		})
	durable := durabletools.Durable("Record the start; wait until released.",
		durabletools.DurableFuncs[job, job, job]{
			Start: func(ctx context.Context, in job, call durabletools.Call) (job, error) {
				rec.add("start", call.Key)
				return in, nil
			},
			Wait: func(ctx context.Context, data job, call durabletools.Call) (job, error) {
				rec.add("wait", call.Key)
				tick := time.NewTicker(20 * time.Millisecond)
				defer tick.Stop()
				for {
					if _, err := os.Stat(filepath.Join(dir, "release")); err == nil {
						return data, nil
					}
					select {
					case <-ctx.Done():
						return job{}, ctx.Err()
					case <-tick.C:
					}
				}
			},
		})
	return map[string]any{"crash": map[string]any{"plain": plain, "idem": idem, "job": durable}}
}

// recorder appends "<what> <key> <pid>" to the call log shared by the
// worker processes.
type recorder struct {
	mu   sync.Mutex
	file string
}

// add appends a line and returns how many lines for what and key the log
// now holds.
func (r *recorder) add(what, key string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	calllog.Append(r.file, what, key, strconv.Itoa(os.Getpid()))
	return len(calllog.Read(r.file, what, key))
}
