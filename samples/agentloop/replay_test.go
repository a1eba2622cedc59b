package agentloop_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/samples/agentloop"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

// TestReplay replays the loop and its three child runs from the histories
// recorded on a real server (testdata; integration's TestAgentLoopOnServer
// writes them with -record): a worker restart in the research turn, the
// approval turn suspended and resumed.
func TestReplay(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	require.NoError(t, err)
	require.Len(t, files, 4, "go test ./integration -run TestAgentLoopOnServer -args -record")
	rt, err := codemode.New(codemode.Options{Tools: agentloop.Tools(agentloop.Options{ApprovalDir: t.TempDir()})})
	require.NoError(t, err)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			r := worker.NewWorkflowReplayer()
			r.RegisterWorkflowWithOptions(agentloop.Workflow(rt), sdkworkflow.RegisterOptions{Name: agentloop.WorkflowName})
			codemodeworker.RegisterWorkflowFor(r, rt)
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			h, err := client.HistoryFromJSON(strings.NewReader(string(b)), client.HistoryJSONOptions{})
			require.NoError(t, err)
			// The original workflow id: the children's ids derive from it.
			id := strings.TrimSuffix(filepath.Base(f), ".json")
			require.NoError(t, r.ReplayWorkflowHistoryWithOptions(nil, h, worker.ReplayWorkflowHistoryOptions{
				OriginalExecution: sdkworkflow.Execution{ID: id},
			}))
		})
	}
}
