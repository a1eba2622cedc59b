package integration

import (
	"strings"
	"testing"

	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/workflow"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/converter"
)

// skipForeignSnapshot skips the replay of a history whose run started from
// a snapshot (a run after continue-as-new) saved by another VM build:
// snapshots are tied to the build that saved them, so such a history can
// only replay on that build. Re-record it with -record to cover this build.
func skipForeignSnapshot(t *testing.T, h *historypb.History) {
	t.Helper()
	start := h.GetEvents()[0].GetWorkflowExecutionStartedEventAttributes()
	var in workflow.Input
	if start == nil || converter.GetDefaultDataConverter().FromPayloads(start.GetInput(), &in) != nil || len(in.Snapshot) == 0 {
		return
	}
	if _, err := snapshot.Decode(in.Snapshot); err != nil && strings.Contains(err.Error(), "build id") {
		t.Skipf("this run starts from a snapshot of another VM build (%v); re-record: go test ./integration -run 'TestContinueAsNewWhileWaiting' -args -record", err)
	}
}
