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
	"os"
	"path/filepath"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/integration/calllog"
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

// recorder appends "<what> <key> <build>" to the call log shared by the
// worker processes.
type recorder struct {
	file  string
	build string
}

func (r *recorder) add(what, key string) { calllog.Append(r.file, what, key, r.build) }

// Calls returns the lines of dir/calls.log for what and key ("" matches
// any); By is the build that ran the call.
func Calls(dir, what, key string) []calllog.Call {
	return calllog.Read(filepath.Join(dir, "calls.log"), what, key)
}
