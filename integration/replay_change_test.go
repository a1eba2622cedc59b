package integration

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	sdkworker "go.temporal.io/sdk/worker"
	sdkworkflow "go.temporal.io/sdk/workflow"

	"github.com/codemode-go/codemode/workflow"
)

// TestReplayFailsWhenHostCallsChange shows that the replay test guards
// running workflows: a workflow whose VM makes its host calls in another
// order than the recorded run (simulated here by swapping the first two
// calls of the program before it runs) no longer replays the recorded
// history, and the replayer says so instead of silently taking a new path.
func TestReplayFailsWhenHostCallsChange(t *testing.T) {
	f := filepath.Join("testdata", "history", "concurrency.json")
	b, err := os.ReadFile(f)
	require.NoError(t, err)
	h, err := client.HistoryFromJSON(bytes.NewReader(b), client.HistoryJSONOptions{})
	require.NoError(t, err)

	const first = `tools.testkit.add({ a: 2, b: 40 }),`
	const second = `tools.testkit.echo({ list: [1, "two", null], nested: { ok: true } }),`
	changed := func(ctx sdkworkflow.Context, in workflow.Input) (any, error) {
		require.Contains(t, in.Code, first+"\n  "+second, "the recorded program changed; update this test")
		in.Code = strings.Replace(in.Code, first+"\n  "+second, second+"\n  "+first, 1)
		return workflow.Run(ctx, in)
	}

	r := sdkworker.NewWorkflowReplayer()
	r.RegisterWorkflowWithOptions(changed, sdkworkflow.RegisterOptions{Name: workflow.Name})
	err = r.ReplayWorkflowHistory(nil, h)
	require.Error(t, err, "a change of host-call order must fail replay")
	require.Contains(t, err.Error(), "nondeterministic")
}
