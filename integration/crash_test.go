package integration

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/integration/calllog"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
)

// crashProgram makes one call of each kind; the test kills the worker
// process during each of them.
const crashProgram = `
const out = {}
console.log("plain")
try {
	await tools.crash.plain({})
	out.plain = "returned"
} catch (e) {
	out.plain = String(e)
}
console.log("idem")
out.idem = await tools.crash.idem({})
console.log("job")
out.job = await tools.crash.job({value: "finished"})
return out
`

// TestCrash runs a program on worker processes separate from the Temporal
// server (which runs in this test process) and SIGKILLs the worker three
// times: while a plain tool runs, while an idempotent tool runs and while a
// durable job waits. Each time a new worker process picks the run up by
// replaying its history. Afterwards:
//
//   - the plain tool ran once: its one attempt timed out, and the program
//     saw that as a ToolFailure it could catch;
//   - the idempotent tool ran twice with the same key, on two processes;
//   - the durable job started once; its wait ran again on the new process;
//   - the logs and call records of the whole run are all in the Result.
//
// The tool timeout is 3 s, so the plain and idempotent calls are noticed
// 3 s after the kill; a durable wait is noticed by its heartbeat timeout
// (activities.HeartbeatTimeout, 10 s).
func TestCrash(t *testing.T) {
	c := startCluster(t)
	dir := t.TempDir()
	calls := filepath.Join(dir, "calls.log")
	const id = "it-crash"
	key := func(n int) string { return id + ":" + string(rune('0'+n)) }

	rt, err := codemode.New(codemode.Options{Tools: crashTools(dir)})
	require.NoError(t, err)
	in := workflow.NewInput(rt, crashProgram)
	in.ToolTimeoutMs = 3000

	begin := time.Now()
	w := startCrashWorker(t, c, dir, "w1")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	run, err := c.client.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: crashQueue}, workflow.Name, in)
	require.NoError(t, err)

	// (a) Kill while the plain tool runs.
	waitCalls(t, calls, "plain", key(1), 1)
	w.kill(t)
	w = startCrashWorker(t, c, dir, "w2")
	// (b) Kill while the idempotent tool runs (its first attempt).
	waitCalls(t, calls, "idem", key(2), 1)
	t.Logf("plain call failed and the idempotent one started %s after the first kill", time.Since(w.prevKill).Round(time.Millisecond))
	w.kill(t)
	w = startCrashWorker(t, c, dir, "w3")
	// (c) Kill while the durable job waits.
	waitCalls(t, calls, "wait", key(3), 1)
	t.Logf("idempotent call retried and the job started %s after the second kill", time.Since(w.prevKill).Round(time.Millisecond))
	w.kill(t)
	w = startCrashWorker(t, c, dir, "w4")
	waitCalls(t, calls, "wait", key(3), 2)
	t.Logf("the durable wait resumed %s after the third kill", time.Since(w.prevKill).Round(time.Millisecond))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "release"), nil, 0o644))

	require.NoError(t, awaitClosed(ctx, c.client, id, 50*time.Millisecond))
	var res codemode.Result
	require.NoError(t, run.Get(ctx, &res))
	t.Logf("run with three worker crashes took %s", time.Since(begin).Round(time.Millisecond))
	w.kill(t)

	// What the program saw.
	require.True(t, res.OK, res.String())
	var out struct {
		Plain string `json:"plain"`
		Idem  struct {
			Runs int `json:"runs"`
		} `json:"idem"`
		Job struct {
			Value string `json:"value"`
		} `json:"job"`
	}
	require.NoError(t, json.Unmarshal(res.Value, &out))
	// A plain call whose worker died is a failed call, never a second run.
	require.Regexp(t, `^Error: the tool timed out \(start.?to.?close timeout\)$`, out.Plain)
	require.Equal(t, 2, out.Idem.Runs)
	require.Equal(t, "finished", out.Job.Value)
	require.Equal(t, []string{"plain", "idem", "job"}, res.Logs, "no log lost")
	require.Len(t, res.ToolCalls, 3)
	require.Equal(t, codemode.CallError, res.ToolCalls[0].Status)
	require.Equal(t, codemode.KindToolFailure, res.ToolCalls[0].Error.Kind)
	require.Equal(t, codemode.CallOK, res.ToolCalls[1].Status)
	require.Equal(t, codemode.CallOK, res.ToolCalls[2].Status)

	// What the tools recorded.
	plain := calllog.Read(calls, "plain", "")
	require.Len(t, plain, 1, "a plain tool runs at most once")
	require.Equal(t, key(1), plain[0].Key)
	idem := calllog.Read(calls, "idem", "")
	require.Len(t, idem, 2, "the idempotent tool ran again")
	require.Equal(t, []string{key(2), key(2)}, []string{idem[0].Key, idem[1].Key}, "with the same key")
	require.NotEqual(t, idem[0].By, idem[1].By, "on another worker process")
	start := calllog.Read(calls, "start", "")
	require.Len(t, start, 1, "the durable job was not restarted")
	require.Equal(t, key(3), start[0].Key)
	// The wait ran on the worker that started the job, then on the new
	// one (more than once only if a heartbeat came late on a loaded
	// machine: waits are retried).
	wait := calllog.Read(calls, "wait", "")
	require.GreaterOrEqual(t, len(wait), 2, "the durable wait resumed on the new worker")
	require.Equal(t, start[0].By, wait[0].By)
	require.NotEqual(t, wait[0].By, wait[len(wait)-1].By)
}

// crashWorker is a worker process.
type crashWorker struct {
	cmd      *exec.Cmd
	log      string
	prevKill time.Time // when the previous worker was killed
}

var lastKill time.Time

// startCrashWorker starts this test binary as a worker process for
// crashQueue (see runCrashWorker) with its output in dir/name.log.
func startCrashWorker(t *testing.T, c *cluster, dir, name string) *crashWorker {
	t.Helper()
	logPath := filepath.Join(dir, name+".log")
	logFile, err := os.Create(logPath)
	require.NoError(t, err)
	defer logFile.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), crashWorkerEnv+"="+c.server.GetFrontendHostPort()+"|"+c.server.GetDefaultNamespace()+"|"+dir)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	require.NoError(t, cmd.Start())
	w := &crashWorker{cmd: cmd, log: logPath, prevKill: lastKill}
	t.Cleanup(func() {
		if w.cmd.ProcessState == nil {
			_ = w.cmd.Process.Kill()
			_ = w.cmd.Wait()
		}
		if t.Failed() {
			b, _ := os.ReadFile(logPath)
			t.Logf("%s (pid %d) log:\n%s", name, cmd.Process.Pid, b)
		}
	})
	return w
}

// kill SIGKILLs the worker process: no deferred function, no graceful
// shutdown of the SDK worker runs.
func (w *crashWorker) kill(t *testing.T) {
	t.Helper()
	require.NoError(t, w.cmd.Process.Kill())
	_ = w.cmd.Wait()
	lastKill = time.Now()
}

// waitCalls waits until calls.log holds n lines for what and key.
func waitCalls(t *testing.T, file, what, key string, n int) {
	t.Helper()
	require.Eventually(t, func() bool { return len(calllog.Read(file, what, key)) >= n }, time.Minute, 20*time.Millisecond,
		"waiting for %d %q calls with key %s; calls so far: %v", n, what, key, calllog.Read(file, "", ""))
}
