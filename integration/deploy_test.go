package integration

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/integration/calllog"
	"github.com/codemode-go/codemode/integration/deploytools"
	"github.com/codemode-go/codemode/internal/devserver"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	sdklog "go.temporal.io/sdk/log"
)

// The runs of TestDeployNextBuild, one per state a run can be in when the
// next build is deployed.
const (
	// Computing: CPU work in many workflow tasks, a gate call per round.
	deployCompute = `
let rounds = 0, s = 0
for (;;) {
	for (let i = 0; i < 100000; i++) s = (s + i) % 1000003
	rounds++
	if ((await tools.deploy.gate({})).done) break
}
return {computed: rounds > 0}`
	deployPlain = `return await tools.deploy.plain({})`
	deployIdem  = `return await tools.deploy.idem({})`
	deployJob   = `return await tools.deploy.job({value: "job"})`
	// Suspended while its job waits; compared with an undisturbed run.
	deploySuspended = `
console.log("before")
const r = await tools.deploy.job({value: "suspended"})
console.log("after")
return {r, n: [1, 2, 3].map(x => x * 2)}`
	// Continues as new every few calls (EventBudget).
	deployContinued = `
let n = 0
while (!(await tools.deploy.gate({})).done) n++
return {looped: n >= 0}`
)

// TestDeployNextBuild deploys the next build of a worker while runs are in
// every state, the way the README's Temporal section describes: two real
// worker binaries (integration/deployworker, the second built with the tag
// codemode_nextbuild: the next release's VM) of one Worker Deployment
// against one embedded server. Build A is current while the runs start;
// then B starts and is made current. Afterwards:
//
//   - no run is stuck, lost or failed: every one ends with an ok Result;
//   - the runs that wait on a call that can be saved (an idempotent tool,
//     a durable wait), the suspended one, the computing one and the one
//     that continues as new regularly move to B by continuing as new
//     (within the upgrade check of 1 s); the one in a plain tool stays
//     pinned on A until the tool returns there, then moves to B too;
//   - no plain tool and no durable start ran twice; the idempotent tool
//     and the durable wait ran again on B with the same key;
//   - the run suspended on A resumes on B to the same Result as an
//     undisturbed in-process run;
//   - A drains (the server's describe-version says so) once its last
//     pinned run has ended, and is retired.
//
// Until the VM of the build tag differs (the snapshot work of issue 15),
// both binaries have the same VM and the same default build id; the test
// then tells the builds apart by explicit build ids, and what it proves
// about B restoring A's snapshots is only that the path works.
func TestDeployNextBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two worker binaries and starts a Temporal server")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("needs the go command to build the two worker binaries: ", err)
	}
	begin := time.Now()
	dir := t.TempDir()
	bins := buildDeployWorkers(t, goTool, dir)
	t.Logf("built both worker binaries in %s", time.Since(begin).Round(time.Millisecond))
	idA, idB := deployBuildIDs(t, bins)

	srv, err := devserver.Start(devserver.Options{
		DatabaseFile:    filepath.Join(dir, "temporal.db"),
		LogFile:         filepath.Join(dir, "server.log"),
		DrainageRefresh: time.Second,
	})
	require.NoError(t, err)
	defer func() { _ = srv.Stop() }()
	c, err := client.Dial(client.Options{HostPort: srv.HostPort(), Logger: sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))})
	require.NoError(t, err)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()

	const deployment, queue = "codemode-deploy", "codemode-deploy"
	tools := filepath.Join(dir, "tools")
	require.NoError(t, os.MkdirAll(tools, 0o755))
	workerArgs := func(build string) []string {
		return []string{"-address", srv.HostPort(), "-queue", queue, "-deployment", deployment,
			"-build-id", build, "-dir", tools, "-upgrade-check", "1s"}
	}
	a := startDeployWorker(t, bins[0], workerArgs(idA))
	defer a.stop()
	setCurrent(ctx, t, c, deployment, idA)

	// Every run in its state on A.
	rt, err := codemode.New(codemode.Options{Tools: deploytools.Tools(tools, "test")})
	require.NoError(t, err)
	start := func(id, code string, edit func(*workflow.Input)) {
		in := workflow.NewInput(rt, code)
		in.ToolTimeoutMs = 60_000
		if edit != nil {
			edit(&in)
		}
		_, err := workflow.Start(ctx, c, client.StartWorkflowOptions{ID: id, TaskQueue: queue}, in)
		require.NoError(t, err)
	}
	start("d-compute", deployCompute, func(in *workflow.Input) { in.StepsPerTask, in.StepBudget = 100_000, 50_000 })
	start("d-plain", deployPlain, nil)
	start("d-idem", deployIdem, nil)
	start("d-job", deployJob, nil)
	start("d-suspended", deploySuspended, func(in *workflow.Input) { in.RunID = "d-suspended" })
	start("d-continued", deployContinued, func(in *workflow.Input) { in.EventBudget = 40 })
	waitCall(t, tools, "plain", "d-plain:1")
	waitCall(t, tools, "idem", "d-idem:1")
	waitCall(t, tools, "wait", "d-job:1")
	waitCall(t, tools, "wait", "d-suspended:1")
	require.Eventually(t, func() bool {
		_, err := workflow.Suspend(ctx, c, "d-suspended", workflow.SuspendRequest{})
		return err == nil
	}, 20*time.Second, 100*time.Millisecond, "suspend the run waiting on its job")
	require.Eventually(t, func() bool {
		st, err := workflow.GetStatus(ctx, c, "d-continued")
		return err == nil && st.ContinuedAsNew >= 2
	}, 30*time.Second, 100*time.Millisecond, "the continued run continues as new on A")
	runs := []string{"d-compute", "d-plain", "d-idem", "d-job", "d-suspended", "d-continued"}
	for _, id := range runs {
		require.Equal(t, idA, runBuildID(ctx, t, c, id), "%s runs on A before the deploy", id)
	}

	// The deploy: B starts and becomes current.
	b := startDeployWorker(t, bins[1], workerArgs(idB))
	defer b.stop()
	setCurrent(ctx, t, c, deployment, idB)
	deployed := time.Now()
	moved := runs[2:]
	moved = append(moved, "d-compute")
	for _, id := range moved {
		require.Eventually(t, func() bool { return runBuildID(ctx, t, c, id) == idB }, 30*time.Second, 100*time.Millisecond,
			"%s moves to B by continuing as new", id)
	}
	t.Logf("every run that could be saved was on B %s after B became current", time.Since(deployed).Round(time.Millisecond))
	require.Equal(t, idA, runBuildID(ctx, t, c, "d-plain"), "a run in a plain tool stays pinned on A")
	st, err := workflow.GetStatus(ctx, c, "d-suspended")
	require.NoError(t, err)
	require.Equal(t, workflow.StateSuspended, st.State, "the suspended run moved still suspended")

	// The runs end: the plain tool returns on A, the suspended run is
	// resumed (on B), the waits and the gate are released.
	release := func(name string) { require.NoError(t, os.WriteFile(filepath.Join(tools, name), nil, 0o644)) }
	release("release-plain")
	require.NoError(t, workflow.Resume(ctx, c, "d-suspended", workflow.ResumeRequest{}))
	release("release-idem")
	release("release-job")
	release("release-gate")
	results := map[string]codemode.Result{}
	for _, id := range runs {
		res, err := workflow.Await(ctx, c, id)
		require.NoError(t, err, id)
		require.True(t, res.OK, "%s: %s", id, res.String())
		results[id] = res
	}
	lastOnA := time.Now()
	for _, id := range runs {
		// The plain run too: once its tool returned on A, it continued
		// as new with the outcome in its snapshot.
		require.Equal(t, idB, runBuildID(ctx, t, c, id), "%s ended on B", id)
	}

	// What the tools recorded.
	require.Equal(t, []calllog.Call{{What: "plain", Key: "d-plain:1", By: idA}}, deploytools.Calls(tools, "plain", ""), "the plain tool ran once")
	require.Equal(t, []calllog.Call{{What: "start", Key: "d-job:1", By: idA}}, deploytools.Calls(tools, "start", "d-job:1"), "the job started once")
	require.Equal(t, []calllog.Call{{What: "start", Key: "d-suspended:1", By: idA}}, deploytools.Calls(tools, "start", "d-suspended:1"), "the suspended run's job started once")
	require.Equal(t, []string{idA, idB}, buildsOf(deploytools.Calls(tools, "idem", "d-idem:1")), "the idempotent call ran again on B with its key")
	require.Equal(t, []string{idA, idB}, buildsOf(deploytools.Calls(tools, "wait", "d-job:1")), "the durable wait went on on B")
	require.Equal(t, []string{idA, idB}, buildsOf(deploytools.Calls(tools, "wait", "d-suspended:1")), "the suspended job's wait went on on B")

	// The run suspended on A and resumed on B ends as an undisturbed run.
	undisturbed := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(undisturbed, "release-job"), nil, 0o644))
	rt2, err := codemode.New(codemode.Options{Tools: deploytools.Tools(undisturbed, "in-process")})
	require.NoError(t, err)
	want := rt2.ExecuteWith(ctx, deploySuspended, codemode.RunOptions{RunID: "d-suspended"})
	require.True(t, want.OK, want.String())
	require.Equal(t, want, results["d-suspended"])

	// A drains once its last pinned run has ended, and is retired.
	h := c.WorkerDeploymentClient().GetHandle(deployment)
	require.Eventually(t, func() bool {
		d, err := h.DescribeVersion(ctx, client.WorkerDeploymentDescribeVersionOptions{BuildID: idA})
		return err == nil && d.Info.DrainageInfo != nil && d.Info.DrainageInfo.DrainageStatus == client.WorkerDeploymentVersionDrainageStatusDrained
	}, 60*time.Second, 200*time.Millisecond, "build A drains")
	t.Logf("build A drained %s after B became current (%s after its last pinned run ended); the whole test took %s",
		time.Since(deployed).Round(time.Millisecond), time.Since(lastOnA).Round(time.Millisecond), time.Since(begin).Round(time.Millisecond))
	a.stop()

	// With A gone, B serves new runs.
	start("d-after", `return (await tools.deploy.gate({})).done`, nil)
	res, err := workflow.Await(ctx, c, "d-after")
	require.NoError(t, err)
	require.JSONEq(t, "true", string(res.Value))
	require.Equal(t, idB, runBuildID(ctx, t, c, "d-after"))
}

// buildDeployWorkers builds integration/deployworker twice, the second time
// with the tag codemode_nextbuild, in parallel.
func buildDeployWorkers(t *testing.T, goTool, dir string) [2]string {
	t.Helper()
	bins := [2]string{filepath.Join(dir, "worker-a"), filepath.Join(dir, "worker-b")}
	tags := [2][]string{nil, {"-tags", "codemode_nextbuild"}}
	var wg sync.WaitGroup
	var errs [2]error
	for i := range bins {
		wg.Add(1)
		go func() {
			defer wg.Done()
			args := append([]string{"build", "-o", bins[i]}, tags[i]...)
			cmd := exec.Command(goTool, append(args, "./deployworker")...)
			if out, err := cmd.CombinedOutput(); err != nil {
				errs[i] = fmt.Errorf("go %s: %v\n%s", strings.Join(cmd.Args[1:], " "), err, out)
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
	return bins
}

// deployBuildIDs are the default build ids of the two binaries. Once the
// build tag gives the next release's VM (some file of the module outside
// integration/ is built only with it), they must differ: the deploy then
// needs a new deployment version, which is what the default build id is
// for. Until then they are equal, and the test tells the builds apart
// explicitly.
func deployBuildIDs(t *testing.T, bins [2]string) (string, string) {
	t.Helper()
	var ids [2]string
	for i, bin := range bins {
		out, err := exec.Command(bin, "-print-build-id").Output()
		require.NoError(t, err)
		ids[i] = strings.TrimSpace(string(out))
		require.True(t, strings.HasPrefix(ids[i], "codemode-"), ids[i])
	}
	if tagged := nextBuildFiles(t); len(tagged) > 0 {
		require.NotEqual(t, ids[0], ids[1], "the build tag codemode_nextbuild changes the VM (%s): the default build id must change", tagged)
		return ids[0], ids[1]
	}
	require.Equal(t, ids[0], ids[1], "the same VM and workflow give the same default build id")
	t.Logf("codemode_nextbuild builds the same VM (no file has the tag yet): builds told apart as %s-a and -b", ids[0])
	return ids[0] + "-a", ids[1] + "-b"
}

// nextBuildFiles lists the Go files of the module, outside integration/,
// whose build constraint names codemode_nextbuild.
func nextBuildFiles(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "integration" || d.Name() == "bench" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(line, "package ") {
				break
			}
			if strings.HasPrefix(line, "//go:build") && strings.Contains(line, "codemode_nextbuild") {
				out = append(out, path)
				break
			}
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

// deployWorker is a running worker process.
type deployWorker struct {
	cmd  *exec.Cmd
	once sync.Once
}

// startDeployWorker starts bin with args and returns once it polls.
func startDeployWorker(t *testing.T, bin string, args []string) *deployWorker {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	w := &deployWorker{cmd: cmd}
	ready := make(chan bool, 1)
	go func() {
		s := bufio.NewScanner(out)
		ok := s.Scan() && s.Text() == "ready"
		ready <- ok
		for s.Scan() {
		}
	}()
	select {
	case ok := <-ready:
		if !ok {
			w.stop()
			t.Fatalf("worker %s did not start", bin)
		}
	case <-time.After(30 * time.Second):
		w.stop()
		t.Fatalf("worker %s did not start within 30 s", bin)
	}
	return w
}

// stop interrupts the worker (it stops polling and ends) and waits for it.
func (w *deployWorker) stop() {
	w.once.Do(func() {
		_ = w.cmd.Process.Signal(syscall.SIGINT)
		done := make(chan struct{})
		go func() { _ = w.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			_ = w.cmd.Process.Kill()
			<-done
		}
	})
}

// setCurrent makes build the deployment's current version, once the
// server knows the version (its worker has polled).
func setCurrent(ctx context.Context, t *testing.T, c client.Client, deployment, build string) {
	t.Helper()
	h := c.WorkerDeploymentClient().GetHandle(deployment)
	var err error
	require.Eventually(t, func() bool {
		_, err = h.SetCurrentVersion(ctx, client.WorkerDeploymentSetCurrentVersionOptions{BuildID: build})
		return err == nil
	}, 30*time.Second, 100*time.Millisecond, "set-current-version %s", build)
}

// runBuildID is the build id of the Worker Deployment Version the latest run
// of workflow id is on.
func runBuildID(ctx context.Context, t *testing.T, c client.Client, id string) string {
	t.Helper()
	d, err := c.DescribeWorkflowExecution(ctx, id, "")
	require.NoError(t, err)
	return d.GetWorkflowExecutionInfo().GetVersioningInfo().GetDeploymentVersion().GetBuildId()
}

// waitCall waits until the tools recorded a call.
func waitCall(t *testing.T, dir, what, key string) {
	t.Helper()
	require.Eventually(t, func() bool { return len(deploytools.Calls(dir, what, key)) > 0 }, 30*time.Second, 20*time.Millisecond,
		"%s %s", what, key)
}

// buildsOf lists the builds of calls, in order.
func buildsOf(calls []calllog.Call) []string {
	var out []string
	for _, c := range calls {
		out = append(out, c.By)
	}
	return out
}
