package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"time"

	"github.com/codemode-go/codemode"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
)

func init() {
	commands["worker"] = runWorker
}

const workerUsage = `usage: codemode worker [--address host:port] [--namespace NS] [--task-queue Q] [--tools SETS] [--deployment NAME [--build-id ID]]

Worker runs a Temporal worker for CodeMode runs until interrupted: it executes
the workflow and one activity per tool of --tools. Start runs with
codemode run --address ... or from your own client (workflow type codemode.run).

With --deployment the worker is a Worker Deployment Version (Temporal Worker
Versioning) of build --build-id: its runs are pinned to it and move to a newer
build by continuing as new once that build is made current with
temporal worker deployment set-current-version (see the README).

`

func runWorker(args []string) int {
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var rf runtimeFlags
	rf.register(fs)
	var tf temporalFlags
	tf.register(fs)
	var wf workerFlags
	wf.register(fs)
	fs.Usage = func() {
		fmt.Fprint(stderr, workerUsage)
		fs.PrintDefaults()
	}
	rest, err := parseArgs(fs, args)
	if err != nil {
		return parseError(err)
	}
	if len(rest) != 0 {
		return usageError(fs, fmt.Errorf("unexpected arguments %q", rest))
	}
	copts, err := tf.clientOptions()
	if err != nil {
		return usageError(fs, err)
	}
	// A worker never starts the embedded server: without an address it
	// looks for a local one.
	tf.address, tf.namespace = copts.HostPort, copts.Namespace
	if tf.address == "" {
		tf.address = "127.0.0.1:7233"
	}
	rt, err := rf.newRuntime()
	if err != nil {
		return usageError(fs, err)
	}
	tf.orCatalogQueue(rt)
	opts, err := wf.options(rt)
	if err != nil {
		return usageError(fs, err)
	}
	conn, err := connect(tf)
	if err != nil {
		fmt.Fprintf(stderr, "codemode worker: %v\n", err)
		return 1
	}
	defer conn.Close()
	w := worker.New(conn.client, tf.taskQueue, opts)
	wf.registerOn(w, rt)
	fmt.Fprintf(stderr, "worker on %s, namespace %s, task queue %s, %d tools%s\n", tf.address, tf.namespace, tf.taskQueue, len(rt.Driver().Tools()), wf.describe())
	if err := w.Run(worker.InterruptCh()); err != nil {
		fmt.Fprintf(stderr, "codemode worker: %v\n", err)
		return 1
	}
	return 0
}

// workerFlags are the flags of the commands that run a worker.
type workerFlags struct {
	memoryBudget int64
	// Worker Versioning: on when deployment is set.
	deployment   string
	buildID      string
	upgradeCheck time.Duration
}

// defaultMemoryBudget is the CLI worker's budget for the VM heap of all its
// runs: sixteen runs at the default 64 MB each, a few hundred small ones.
const defaultMemoryBudget = 1 << 30

func (f *workerFlags) register(fs *flag.FlagSet) {
	fs.Int64Var(&f.memoryBudget, "memory-budget-bytes", defaultMemoryBudget,
		"the VM heap all runs of this worker may hold together; workflow tasks beyond it wait (see worker.MemoryBudget)")
	fs.StringVar(&f.deployment, "deployment", "",
		"Worker Deployment name: turns Worker Versioning on, with runs pinned to this worker's build")
	fs.StringVar(&f.buildID, "build-id", "",
		"build id of this worker's Worker Deployment Version (default: derived from the VM build, "+codemodeworker.DefaultBuildID()+")")
	fs.DurationVar(&f.upgradeCheck, "upgrade-check", 0,
		"with --deployment: how often a waiting or suspended run looks for a new current version (default "+workflow.DefaultUpgradeCheck.String()+")")
}

// versioning is the worker's deployment, nil without --deployment.
func (f *workerFlags) versioning() *codemodeworker.Deployment {
	if f.deployment == "" {
		return nil
	}
	return &codemodeworker.Deployment{Name: f.deployment, BuildID: f.buildID, UpgradeCheck: f.upgradeCheck}
}

// options are the worker options the flags describe, for runs of rt: each
// workflow task may add rt's memory limit (or the default under Temporal).
func (f *workerFlags) options(rt *codemode.Runtime) (worker.Options, error) {
	if f.deployment == "" && (f.buildID != "" || f.upgradeCheck != 0) {
		return worker.Options{}, errors.New("--build-id and --upgrade-check need --deployment")
	}
	if f.upgradeCheck < 0 {
		return worker.Options{}, errors.New("--upgrade-check must not be negative")
	}
	budget, err := codemodeworker.NewMemoryBudget(f.memoryBudget, rt.Limits().MaxMemoryBytes)
	if err != nil {
		return worker.Options{}, err
	}
	// A worker that stops (codemode run when its own run ends) lets the
	// tool calls it took for other runs on its task queue finish: a plain
	// tool abandoned mid-call would fail its run (it is not retried).
	opts := worker.Options{WorkerStopTimeout: workerStopTimeout}
	if d := f.versioning(); d != nil {
		opts = d.WorkerOptions(opts)
	}
	return budget.WorkerOptions(opts)
}

// workerStopTimeout bounds how long a stopping worker waits for the
// activities it runs (the default tool timeout is longer: a tool still
// running then is reported as lost, as a crash would).
const workerStopTimeout = time.Minute

// registerOn registers the workflow and rt's activities on w, with the
// deployment's versioning behavior when there is one.
func (f *workerFlags) registerOn(w worker.Registry, rt *codemode.Runtime) {
	if d := f.versioning(); d != nil {
		d.Register(w, rt)
		return
	}
	codemodeworker.Register(w, rt)
}

// describe names the worker's deployment version for its start line.
func (f *workerFlags) describe() string {
	d := f.versioning()
	if d == nil {
		return ""
	}
	v := d.Version()
	return fmt.Sprintf(", deployment %s build %s (pinned)", v.DeploymentName, v.BuildID)
}

// startWorker starts a worker for rt's tools in the background.
func startWorker(c client.Client, taskQueue string, rt *codemode.Runtime, wf workerFlags) (worker.Worker, error) {
	opts, err := wf.options(rt)
	if err != nil {
		return nil, err
	}
	w := worker.New(c, taskQueue, opts)
	wf.registerOn(w, rt)
	if err := w.Start(); err != nil {
		return nil, fmt.Errorf("starting the worker: %w", err)
	}
	return w, nil
}

// makeCurrentIfNone makes the worker's deployment version the deployment's
// current version when the deployment has none yet (its first build), so
// that `codemode run --deployment` works on a fresh server. A deployment
// with a current version is left alone: a deploy is the operator's
// decision (temporal worker deployment set-current-version). The version
// exists once the worker has polled, which takes a moment.
func makeCurrentIfNone(ctx context.Context, c client.Client, wf workerFlags) error {
	d := wf.versioning()
	if d == nil {
		return nil
	}
	v := d.Version()
	h := c.WorkerDeploymentClient().GetHandle(v.DeploymentName)
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	for {
		desc, err := h.Describe(ctx, client.WorkerDeploymentDescribeOptions{})
		if err == nil && desc.Info.RoutingConfig.CurrentVersion != nil {
			return nil
		}
		if err == nil {
			_, err = h.SetCurrentVersion(ctx, client.WorkerDeploymentSetCurrentVersionOptions{BuildID: v.BuildID, ConflictToken: desc.ConflictToken})
			if err == nil {
				fmt.Fprintf(stderr, "deployment %s: build %s is now the current version\n", v.DeploymentName, v.BuildID)
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("making build %s current in deployment %s: %w", v.BuildID, v.DeploymentName, err)
		case <-time.After(200 * time.Millisecond):
		}
	}
}
