package integration

import (
	"errors"
	"testing"

	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/workflow"
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/converter"
)

// skipForeignSnapshot skips the replay of a history whose run started from
// a snapshot (a run after continue-as-new) that this VM build cannot
// resume (snapshot.ErrOtherBuild: see "Compatibility" in the snapshot
// package), so such a history can only replay on a build that can.
// Re-record it with -record to cover this build.
func skipForeignSnapshot(t *testing.T, h *historypb.History) {
	t.Helper()
	start := h.GetEvents()[0].GetWorkflowExecutionStartedEventAttributes()
	var in workflow.Input
	if start == nil || converter.GetDefaultDataConverter().FromPayloads(start.GetInput(), &in) != nil || len(in.Snapshot) == 0 {
		return
	}
	if _, err := snapshot.Decode(in.Snapshot); errors.Is(err, snapshot.ErrOtherBuild) {
		t.Skipf("this run starts from a snapshot of another VM build (%v); re-record: go test ./integration -run 'TestContinueAsNewWhileWaiting' -args -record", err)
	}
}
