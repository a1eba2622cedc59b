package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
)

// TestTwoToolSetsOneServer runs two codemode run processes with different
// tool sets against one server, twice at the same time: each run's tasks
// stay with workers that have its tools (their task queues differ), and
// every run ends promptly.
func TestTwoToolSetsOneServer(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server")
	}
	server, err := connect(temporalFlags{stateDir: filepath.Join(t.TempDir(), "state"), taskQueue: workflow.DefaultTaskQueue, uiPort: -1})
	require.NoError(t, err)
	defer server.Close()
	addr := server.server.HostPort()
	testkitProg := writeFile(t, "t.js", `return (await tools.testkit.add({a: 1, b: 2})).sum`)
	ordersProg := writeFile(t, "o.js", `return (await tools.orders.lookup({id: "order_42"})).id`)

	type outcome struct {
		out, errOut string
		err         error
		took        time.Duration
	}
	for round := range 2 {
		var wg sync.WaitGroup
		results := make([]outcome, 4)
		for i, args := range [][]string{
			{"--tools", "testkit", testkitProg}, {"--tools", "orders", ordersProg},
			{"--tools", "testkit", testkitProg}, {"--tools", "orders", ordersProg},
		} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				cmd := cliCommand(append([]string{"run", "--json", "--address", addr}, args...)...)
				var out, errOut bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &errOut
				begin := time.Now()
				err := cmd.Run()
				results[i] = outcome{out.String(), errOut.String(), err, time.Since(begin)}
			}()
		}
		wg.Wait()
		queues := map[string]bool{}
		for i, r := range results {
			require.NoError(t, r.err, "round %d, run %d: %s", round, i, r.errOut)
			res := decodeResult(t, r.out)
			require.True(t, res.OK, "round %d, run %d: %s", round, i, r.out)
			require.Less(t, r.took, 20*time.Second, "round %d, run %d stalled", round, i)
			_, q, _ := strings.Cut(r.errOut, "on task queue ")
			q, _, _ = strings.Cut(q, "\n")
			queues[q] = true
		}
		require.Len(t, queues, 2, "two tool sets, two task queues: %v", queues)
	}
}
