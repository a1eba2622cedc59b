package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"

	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
)

// status, suspend and resume: control a run by its workflow id, on the
// server of --address or the embedded server of --state-dir. While a
// `codemode run` process runs that embedded server, they talk to it;
// otherwise they start it themselves, with a worker so that the workflow
// can answer (resume also runs the tools, and waits for the Result).

func init() {
	commands["status"] = runStatus
	commands["suspend"] = runSuspend
	commands["resume"] = runResume
}

const statusUsage = `usage: codemode status [flags] WORKFLOW_ID

Status prints the status of a run as JSON: its state (running, suspended,
done), tool calls, logs, active time and, once done, its Result. Under Worker
Versioning, "build" names the deployment version the run is on (for a
suspended run, the build that saved it).

`

const suspendUsage = `usage: codemode suspend [flags] WORKFLOW_ID

Suspend saves a run and parks it until codemode resume. It is refused, and the
run goes on, while a call that cannot be suspended is in flight (a plain tool,
a durable tool's start, an extension call): the error names them. With --out
the saved run is written to a file, which codemode resume --snapshot (of this
or another workflow) can continue.

`

const resumeUsage = `usage: codemode resume [flags] WORKFLOW_ID

Resume continues a suspended run, from its own saved state or from the file of
--snapshot. When no codemode run process serves the run, resume starts a
worker with the tools of --tools and waits for the Result, like codemode run.

`

// controlFlags parses the flags of status, suspend and resume.
func controlFlags(name, usage string, args []string, extra func(fs *flag.FlagSet)) (tf temporalFlags, id string, code int, ok bool) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	tf.register(fs)
	if extra != nil {
		extra(fs)
	}
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	rest, err := parseArgs(fs, args)
	if err != nil {
		return tf, "", parseError(err), false
	}
	if len(rest) != 1 {
		return tf, "", usageError(fs, fmt.Errorf("want exactly one WORKFLOW_ID, got %d", len(rest))), false
	}
	if tf.address != "" && tf.stateDir != "" {
		return tf, "", usageError(fs, errors.New("--state-dir is for the embedded server; it cannot be used with --address")), false
	}
	tf.attach = true
	return tf, rest[0], 0, true
}

// connectControl connects, and when this process started the embedded
// server, starts a worker for the workflow alone so it can answer queries
// and updates about run id: under Worker Versioning, a worker of the
// run's build (the server routes its tasks there). stop closes both.
func connectControl(tf temporalFlags, id string) (conn *connection, stop func(), err error) {
	conn, err = connect(tf)
	if err != nil {
		return nil, nil, err
	}
	if conn.server == nil {
		return conn, conn.Close, nil
	}
	// Bound to a Runtime with the snapshot key of the environment, so a
	// suspend it answers signs the saved run as the run's own workers do.
	rf := runtimeFlags{tools: "none", keyEnv: defaultKeyEnv}
	rt, err := rf.newRuntime()
	if err != nil {
		conn.Close()
		return nil, nil, err
	}
	if tf.taskQueue == "" {
		// Serve the run where it is; an unknown run has none (the
		// command itself reports it).
		tf.taskQueue, _ = runTaskQueue(context.Background(), conn.client, id)
		if tf.taskQueue == "" {
			return conn, conn.Close, nil
		}
	}
	// An unknown run has no build; the command itself reports it.
	build, _ := runBuild(context.Background(), conn.client, id)
	var w worker.Worker
	if build != nil && build.Behavior == "pinned" {
		d := codemodeworker.Deployment{Name: build.Deployment, BuildID: build.BuildID}
		w = worker.New(conn.client, tf.taskQueue, d.WorkerOptions(worker.Options{}))
		d.RegisterWorkflowFor(w, rt)
	} else {
		w = worker.New(conn.client, tf.taskQueue, worker.Options{})
		codemodeworker.RegisterWorkflowFor(w, rt)
	}
	if err := w.Start(); err != nil {
		conn.Close()
		return nil, nil, fmt.Errorf("starting the worker: %w", err)
	}
	return conn, func() { w.Stop(); conn.Close() }, nil
}

func runStatus(args []string) int {
	tf, id, code, ok := controlFlags("status", statusUsage, args, nil)
	if !ok {
		return code
	}
	conn, stop, err := connectControl(tf, id)
	if err != nil {
		fmt.Fprintf(stderr, "codemode status: %v\n", err)
		return 1
	}
	defer stop()
	ctx := context.Background()
	st, err := workflow.GetStatus(ctx, conn.client, id)
	if err != nil {
		fmt.Fprintf(stderr, "codemode status: %v\n", err)
		return 1
	}
	out := statusOutput{Status: st}
	if out.Build, err = runBuild(ctx, conn.client, id); err != nil {
		fmt.Fprintf(stderr, "codemode status: %v\n", err)
		return 1
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		fmt.Fprintf(stderr, "codemode status: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s\n", b)
	return 0
}

// statusOutput is what codemode status prints: the run's status and,
// under Worker Versioning, the build it runs on.
type statusOutput struct {
	workflow.Status
	Build *runBuildInfo `json:"build,omitempty"`
}

// runBuildInfo is the Worker Deployment Version a run is on: the build
// that runs it, and for a suspended run the one that saved it and will
// take its resume (which then moves it to the current version).
type runBuildInfo struct {
	Deployment string `json:"deployment"`
	BuildID    string `json:"buildId"`
	// Behavior is "pinned" or "auto-upgrade".
	Behavior string `json:"behavior"`
}

// runBuild describes the latest run of workflow id and returns its
// deployment version, nil for a run of unversioned workers.
func runBuild(ctx context.Context, c client.Client, id string) (*runBuildInfo, error) {
	desc, err := c.DescribeWorkflowExecution(ctx, id, "")
	if err != nil {
		return nil, err
	}
	vi := desc.GetWorkflowExecutionInfo().GetVersioningInfo()
	v := vi.GetDeploymentVersion()
	if v == nil {
		return nil, nil
	}
	behavior := "unspecified"
	switch vi.GetBehavior() {
	case enumspb.VERSIONING_BEHAVIOR_PINNED:
		behavior = "pinned"
	case enumspb.VERSIONING_BEHAVIOR_AUTO_UPGRADE:
		behavior = "auto-upgrade"
	}
	return &runBuildInfo{Deployment: v.GetDeploymentName(), BuildID: v.GetBuildId(), Behavior: behavior}, nil
}

func runSuspend(args []string) int {
	var out string
	var maxBytes int
	tf, id, code, ok := controlFlags("suspend", suspendUsage, args, func(fs *flag.FlagSet) {
		fs.StringVar(&out, "out", "", "write the saved run to this file")
		fs.IntVar(&maxBytes, "max-bytes", 0, "refuse when the saved run would be larger (0: no bound)")
	})
	if !ok {
		return code
	}
	conn, stop, err := connectControl(tf, id)
	if err != nil {
		fmt.Fprintf(stderr, "codemode suspend: %v\n", err)
		return 1
	}
	defer stop()
	res, err := workflow.Suspend(context.Background(), conn.client, id, workflow.SuspendRequest{MaxBytes: maxBytes})
	if err != nil {
		fmt.Fprintf(stderr, "codemode suspend: %v\n", err)
		return 1
	}
	if out != "" {
		if err := os.WriteFile(out, res.Snapshot, 0o644); err != nil {
			fmt.Fprintf(stderr, "codemode suspend: %v\n", err)
			return 1
		}
	}
	fmt.Fprintf(stdout, "suspended %s (%d bytes saved)\n", id, len(res.Snapshot))
	return 0
}

func runResume(args []string) int {
	var snapshotFile string
	var rf runtimeFlags
	var wf workerFlags
	tf, id, code, ok := controlFlags("resume", resumeUsage, args, func(fs *flag.FlagSet) {
		fs.StringVar(&snapshotFile, "snapshot", "", "continue from the saved run in this file (codemode suspend --out)")
		rf.register(fs)
		wf.register(fs)
	})
	if !ok {
		return code
	}
	var req workflow.ResumeRequest
	if snapshotFile != "" {
		b, err := os.ReadFile(snapshotFile)
		if err != nil {
			fmt.Fprintf(stderr, "codemode resume: %v\n", err)
			return 2
		}
		req.Snapshot = b
	}
	rt, err := rf.newRuntime()
	if err != nil {
		fmt.Fprintf(stderr, "codemode resume: %v\n", err)
		return 2
	}
	if _, err := wf.options(rt); err != nil {
		fmt.Fprintf(stderr, "codemode resume: %v\n", err)
		return 2
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	conn, err := connect(tf)
	if err != nil {
		fmt.Fprintf(stderr, "codemode resume: %v\n", err)
		return 1
	}
	defer conn.Close()
	if conn.attached || conn.server == nil {
		// Another process serves the run (codemode run, or workers of the
		// server at --address): hand it the resume.
		if err := workflow.Resume(ctx, conn.client, id, req); err != nil {
			fmt.Fprintf(stderr, "codemode resume: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "resumed %s\n", id)
		return 0
	}
	if tf.taskQueue == "" {
		if tf.taskQueue, err = runTaskQueue(ctx, conn.client, id); err != nil {
			fmt.Fprintf(stderr, "codemode resume: %v\n", err)
			return 1
		}
	}
	w, err := startWorker(conn.client, tf.taskQueue, rt, wf)
	if err != nil {
		fmt.Fprintf(stderr, "codemode resume: %v\n", err)
		return 1
	}
	defer w.Stop()
	if err := workflow.Resume(ctx, conn.client, id, req); err != nil {
		fmt.Fprintf(stderr, "codemode resume: %v\n", err)
		return 1
	}
	res, err := workflow.Await(ctx, conn.client, id)
	if err != nil {
		fmt.Fprintf(stderr, "codemode resume: %v\n", err)
		return 1
	}
	if err := writeResult(id, res); err != nil {
		fmt.Fprintf(stderr, "codemode resume: %v\n", err)
		return 1
	}
	if !res.OK {
		return 1
	}
	return 0
}
