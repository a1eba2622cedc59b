package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/workflow"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
)

func init() {
	commands["run"] = runRun
}

const runUsage = `usage: codemode run [flags] FILE|-

Run runs a CodeMode program from FILE (or standard input for -) as a Temporal
workflow: each tool call is an activity, so the run survives a restart of this
command. Without --address it starts an embedded Temporal server that keeps its
state in a SQLite file under --state-dir, and it always starts a worker with the
tools of --tools. Tool calls are shown on standard error as they happen; the
workflow id and the Result go to standard output (with --json, exactly one JSON
document: the same Result as codemode eval). A run interrupted with Ctrl-C goes
on when the same command is run again with its --workflow-id. With --deployment
its worker is a Worker Deployment Version (see codemode worker -h), made the
deployment's current version when the deployment has none yet.
Exit status: 0 when the result is ok, 1 when it is not, 2 on usage errors.

`

func runRun(args []string) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var rf runtimeFlags
	rf.register(fs)
	var tf temporalFlags
	tf.register(fs)
	var wf workerFlags
	wf.register(fs)
	workflowID := fs.String("workflow-id", "", "workflow id (default: codemode-<time>-<random>); attaches to a running workflow with this id")
	jsonOut := fs.Bool("json", false, "print only the Result as one JSON document on standard output")
	toolTimeoutMs := fs.Int64("tool-timeout-ms", 0, "timeout of one attempt of one tool activity (default: 10 minutes)")
	searchAttrs := fs.Bool("search-attributes", false, "keep the run's state and tool-call count as the search attributes CodeModeState and CodeModeToolCalls (the embedded server has them; register them on another namespace first)")
	fs.Usage = func() {
		fmt.Fprint(stderr, runUsage)
		fs.PrintDefaults()
	}
	files, err := parseArgs(fs, args)
	if err != nil {
		return parseError(err)
	}
	if len(files) != 1 {
		return usageError(fs, fmt.Errorf("want exactly one FILE (or - for standard input), got %d", len(files)))
	}
	if *toolTimeoutMs < 0 {
		return usageError(fs, errors.New("--tool-timeout-ms must not be negative"))
	}
	if tf.address != "" && tf.stateDir != "" {
		return usageError(fs, errors.New("--state-dir is for the embedded server; it cannot be used with --address"))
	}
	rt, err := rf.newRuntime()
	if err != nil {
		return usageError(fs, err)
	}
	if _, err := wf.options(rt); err != nil {
		return usageError(fs, err)
	}
	tf.orCatalogQueue(rt)
	code, err := readProgram(files[0])
	if err != nil {
		fmt.Fprintf(stderr, "codemode run: %v\n", err)
		return 2
	}
	id := *workflowID
	if id == "" {
		id = newWorkflowID()
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	conn, stopServing, err := serveRuns(ctx, tf, rt, wf)
	if err != nil {
		fmt.Fprintf(stderr, "codemode run: %v\n", err)
		return 1
	}
	defer stopServing()

	in := workflow.NewInput(rt, code)
	in.ToolTimeoutMs = *toolTimeoutMs
	in.SearchAttributes = *searchAttrs
	res, err := runWorkflow(ctx, conn, tf.taskQueue, id, in)
	if err != nil {
		fmt.Fprintf(stderr, "codemode run: %v\n", err)
		return 1
	}
	if *jsonOut {
		err = writeJSON(res)
	} else {
		err = writeResult(id, res)
	}
	if err != nil {
		fmt.Fprintf(stderr, "codemode run: %v\n", err)
		return 1
	}
	if !res.OK {
		return 1
	}
	return 0
}

// serveRuns connects (starting the embedded server without an address)
// and starts a worker for rt's runs on tf's task queue, made its
// deployment's current version when the deployment has none. stop stops
// the worker, then the connection.
func serveRuns(ctx context.Context, tf temporalFlags, rt *codemode.Runtime, wf workerFlags) (conn *connection, stop func(), err error) {
	if conn, err = connect(tf); err != nil {
		return nil, nil, err
	}
	w, err := startWorker(conn.client, tf.taskQueue, rt, wf)
	if err != nil {
		conn.Close()
		return nil, nil, err
	}
	stop = func() { w.Stop(); conn.Close() }
	if err := makeCurrentIfNone(ctx, conn.client, wf); err != nil {
		stop()
		return nil, nil, err
	}
	return conn, stop, nil
}

// runWorkflow starts the workflow (or attaches to the running one with the
// same id), shows its tool calls and logs on standard error as they happen,
// and returns its Result.
func runWorkflow(ctx context.Context, conn *connection, taskQueue, id string, in workflow.Input) (codemode.Result, error) {
	c := conn.client
	run, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{
		ID:        id,
		TaskQueue: taskQueue,
		// Running the command again with the same id picks the run up
		// where it is instead of starting it twice.
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
	}, workflow.Name, in)
	if err != nil {
		return codemode.Result{}, fmt.Errorf("starting the workflow: %w", err)
	}
	fmt.Fprintf(stderr, "workflow %s (run %s) on task queue %s\n", run.GetID(), run.GetRunID(), taskQueue)
	if conn.ui != nil {
		fmt.Fprintf(stderr, "temporal: its page in the web UI (while this command runs): %s\n", conn.ui.runURL(conn.namespace, run.GetID(), run.GetRunID()))
	}

	p := &progress{}
	watchCtx, stopWatch := context.WithCancel(ctx)
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		p.watch(watchCtx, c, run.GetID(), run.GetRunID())
	}()
	var res codemode.Result
	err = run.Get(ctx, &res)
	stopWatch()
	<-watched
	if err != nil {
		if ctx.Err() != nil {
			return res, fmt.Errorf("interrupted; the workflow goes on when you run this command again with --workflow-id %s", run.GetID())
		}
		return res, fmt.Errorf("workflow %s: %w", run.GetID(), err)
	}
	p.show(workflow.Status{State: "done", ToolCalls: res.ToolCalls, Logs: res.Logs})
	return res, nil
}

func (f *temporalFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.address, "address", "", "host:port of a Temporal server (default: $TEMPORAL_ADDRESS or the --profile's address; without one, start an embedded server)")
	fs.StringVar(&f.namespace, "namespace", "", "Temporal namespace (default: $TEMPORAL_NAMESPACE, the --profile's, or \"default\")")
	fs.StringVar(&f.profile, "profile", "", "profile of the Temporal client configuration file ($TEMPORAL_CONFIG_FILE, else the temporal CLI's temporal.toml) to connect with (default: $TEMPORAL_PROFILE, else \"default\")")
	fs.StringVar(&f.taskQueue, "task-queue", "", "Temporal task queue (default: codemode- and a hash of the tool catalog, so that commands with other tools never share it)")
	fs.StringVar(&f.stateDir, "state-dir", "", "directory of the embedded server's state (default: "+defaultStateDir()+")")
	fs.IntVar(&f.uiPort, "ui-port", 0, fmt.Sprintf("port of the embedded server's web UI on 127.0.0.1 (0: %d if free, else any; -1: no UI)", defaultUIPort))
}

// newWorkflowID names a run by its start time, with random bits so that
// two runs in the same second differ.
func newWorkflowID() string {
	b := make([]byte, 3)
	_, _ = rand.Read(b)
	return "codemode-" + time.Now().UTC().Format("20060102-150405") + "-" + hex.EncodeToString(b)
}

// writeResult prints the workflow id and the Result, indented.
func writeResult(id string, res codemode.Result) error {
	b, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "workflow: %s\n%s\n", id, b)
	return err
}

// progress prints tool calls and logs on standard error as the status query
// reports them, each once.
type progress struct {
	started, ended map[int64]bool
	logs           int
}

// watch polls the status query until ctx ends.
func (p *progress) watch(ctx context.Context, c client.Client, id, runID string) {
	t := time.NewTicker(200 * time.Millisecond)
	defer t.Stop()
	for {
		if v, err := c.QueryWorkflow(ctx, id, runID, workflow.StatusQuery); err == nil {
			var st workflow.Status
			if v.Get(&st) == nil {
				p.show(st)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// show prints what is new in st.
func (p *progress) show(st workflow.Status) {
	if p.started == nil {
		p.started, p.ended = map[int64]bool{}, map[int64]bool{}
	}
	for _, c := range st.ToolCalls {
		if !p.started[c.ID] {
			p.started[c.ID] = true
			fmt.Fprintf(stderr, "  -> #%d tools.%s(%s)\n", c.ID, c.Path, c.Input)
		}
		if c.Status == codemode.CallRunning || p.ended[c.ID] {
			continue
		}
		p.ended[c.ID] = true
		switch c.Status {
		case codemode.CallError:
			fmt.Fprintf(stderr, "  <- #%d %s: %s: %s\n", c.ID, c.Status, c.Error.Kind, c.Error.Message)
		default:
			fmt.Fprintf(stderr, "  <- #%d %s\n", c.ID, c.Status)
		}
	}
	for ; p.logs < len(st.Logs); p.logs++ {
		fmt.Fprintf(stderr, "  log: %s\n", st.Logs[p.logs])
	}
}
