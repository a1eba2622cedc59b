package main

import (
	"flag"
	"fmt"

	"github.com/codemode-go/codemode"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
)

func init() {
	commands["worker"] = runWorker
}

const workerUsage = `usage: codemode worker [--address host:port] [--namespace NS] [--task-queue Q] [--tools SETS]

Worker runs a Temporal worker for CodeMode runs until interrupted: it executes
the workflow and one activity per tool of --tools. Start runs with
codemode run --address ... or from your own client (workflow type codemode.run).

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
	codemodeworker.Register(w, rt)
	fmt.Fprintf(stderr, "worker on %s, namespace %s, task queue %s, %d tools\n", tf.address, tf.namespace, tf.taskQueue, len(rt.Tools()))
	if err := w.Run(worker.InterruptCh()); err != nil {
		fmt.Fprintf(stderr, "codemode worker: %v\n", err)
		return 1
	}
	return 0
}

// workerFlags are the flags of the commands that run a worker.
type workerFlags struct {
	memoryBudget int64
}

// defaultMemoryBudget is the CLI worker's budget for the VM heap of all its
// runs: sixteen runs at the default 64 MB each, a few hundred small ones.
const defaultMemoryBudget = 1 << 30

func (f *workerFlags) register(fs *flag.FlagSet) {
	fs.Int64Var(&f.memoryBudget, "memory-budget-bytes", defaultMemoryBudget,
		"the VM heap all runs of this worker may hold together; workflow tasks beyond it wait (see worker.MemoryBudget)")
}

// options are the worker options the flags describe, for runs of rt: each
// workflow task may add rt's memory limit (or the default under Temporal).
func (f *workerFlags) options(rt *codemode.Runtime) (worker.Options, error) {
	budget, err := codemodeworker.NewMemoryBudget(f.memoryBudget, rt.Limits().MaxMemoryBytes)
	if err != nil {
		return worker.Options{}, err
	}
	return budget.WorkerOptions(worker.Options{})
}

// startWorker starts a worker for rt's tools in the background.
func startWorker(c client.Client, taskQueue string, rt *codemode.Runtime, opts worker.Options) (worker.Worker, error) {
	w := worker.New(c, taskQueue, opts)
	codemodeworker.Register(w, rt)
	if err := w.Start(); err != nil {
		return nil, fmt.Errorf("starting the worker: %w", err)
	}
	return w, nil
}
