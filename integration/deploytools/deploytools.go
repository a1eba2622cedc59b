// Package deploytools are the tools of the integration test of a deploy
// (integration/deploy_test.go): one of each kind, each recording its runs
// in a file the worker processes of both builds share, so the test can
// count how often each call ran and on which build. Calls block until the
// test creates a release file, so the test decides what is in flight when
// it deploys the next build.
//
//	tools.deploy.plain({})        plain: records, returns {ok} once dir/release-plain exists
//	tools.deploy.idem({})         idempotent: likewise with dir/release-idem
//	tools.deploy.job({value})     durable: start records; wait records, returns {value} once dir/release-job exists
//	tools.deploy.gate({})         idempotent: -> {done} (dir/release-gate exists), at once
package deploytools

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/codemode-go/codemode/durabletools"
)

// Tools returns the tool tree {"deploy": {...}}, recording in dir/calls.log
// with build naming the worker's build.
func Tools(dir, build string) map[string]any {
	rec := &recorder{file: filepath.Join(dir, "calls.log"), build: build}
	released := func(ctx context.Context, name string) error {
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
				return nil
			}
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-tick.C:
			}
		}
	}
	type none struct{}
	type ok struct {
		OK bool `json:"ok"`
	}
	type done struct {
		Done bool `json:"done"`
	}
	type job struct {
		Value string `json:"value"`
	}
	plain := durabletools.New("Record the call; return once released.",
		func(ctx context.Context, _ none, call durabletools.Call) (ok, error) {
			rec.add("plain", call.Key)
			return ok{true}, released(ctx, "release-plain")
		})
	idem := durabletools.Idempotent("Record the call; return once released.",
		func(ctx context.Context, _ none, call durabletools.Call) (ok, error) {
			rec.add("idem", call.Key)
			return ok{true}, released(ctx, "release-idem")
		})
	gate := durabletools.Idempotent("Report whether the gate is released.",
		func(ctx context.Context, _ none, call durabletools.Call) (done, error) {
			_, err := os.Stat(filepath.Join(dir, "release-gate"))
			return done{err == nil}, nil
		})
	durable := durabletools.Durable("Record the start; wait until released.",
		durabletools.DurableFuncs[job, job, job]{
			Start: func(ctx context.Context, in job, call durabletools.Call) (job, error) {
				rec.add("start", call.Key)
				return in, nil
			},
			Wait: func(ctx context.Context, data job, call durabletools.Call) (job, error) {
				rec.add("wait", call.Key)
				return data, released(ctx, "release-job")
			},
		})
	return map[string]any{"deploy": map[string]any{"plain": plain, "idem": idem, "gate": gate, "job": durable}}
}

// recorder appends lines to a file shared by the worker processes.
type recorder struct {
	mu    sync.Mutex
	file  string
	build string
}

// add appends "<what> <key> <build>".
func (r *recorder) add(what, key string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	f, err := os.OpenFile(r.file, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	// One short write with O_APPEND: lines of concurrent processes never
	// interleave.
	_, _ = fmt.Fprintf(f, "%s %s %s\n", what, key, r.build)
	_ = f.Close()
}

// Call is one line of calls.log.
type Call struct{ What, Key, Build string }

// Calls returns the lines of dir/calls.log for what and key ("" matches
// any).
func Calls(dir, what, key string) []Call {
	b, _ := os.ReadFile(filepath.Join(dir, "calls.log"))
	var out []Call
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 {
			continue
		}
		c := Call{f[0], f[1], f[2]}
		if (what == "" || c.What == what) && (key == "" || c.Key == key) {
			out = append(out, c)
		}
	}
	return out
}
