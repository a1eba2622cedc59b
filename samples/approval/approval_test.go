package approval_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/samples/approval"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/testsuite"
)

func program(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("refund.js")
	require.NoError(t, err)
	return string(b)
}

// In-process, with the decision already filed: no suspend needed.
func TestInProcess(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, approval.Decide(dir, approval.RequestID("run-1:2"), approval.Decision{Approved: false, By: "bob", Note: "no receipt"}))
	rt, err := codemode.New(codemode.Options{Tools: approval.Tools(approval.Options{Dir: dir, Poll: 10 * time.Millisecond})})
	require.NoError(t, err)
	res := rt.ExecuteWith(context.Background(), program(t), codemode.RunOptions{RunID: "run-1"})
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `{"refunded":false,"by":"bob","note":"no receipt"}`, string(res.Value))
}

// TestSuspendUntilApproved runs the program as the codemode workflow in
// the SDK's test environment. Once the approval request is filed (the
// suspend Update is refused until then: a plain call or the durable start
// is in flight), the run is suspended: the wait is cancelled and the
// workflow parks. Two days later (workflow time, skipped) the approver
// decides and the run is resumed: the wait runs again for the same
// request, which was filed once, and the refund is issued.
func TestSuspendUntilApproved(t *testing.T) {
	dir := t.TempDir()
	rt, err := codemode.New(codemode.Options{Tools: approval.Tools(approval.Options{Dir: dir, Poll: 10 * time.Millisecond})})
	require.NoError(t, err)
	var suite testsuite.WorkflowTestSuite
	suite.SetLogger(sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	env := suite.NewTestWorkflowEnvironment()
	env.SetTestTimeout(time.Minute)
	codemodeworker.Register(env, rt)

	var mu sync.Mutex
	started := map[string]int{}
	env.SetOnActivityStartedListener(func(info *activity.Info, _ context.Context, _ converter.EncodedValues) {
		mu.Lock()
		defer mu.Unlock()
		started[info.ActivityType.Name]++
	})

	in := workflow.NewInput(rt, program(t))
	in.RunID = "refund-1"
	requestID := approval.RequestID("refund-1:2")
	var refusals int
	var parkedState string
	var suspend func()
	suspend = func() {
		env.UpdateWorkflow(workflow.SuspendUpdate, "", &testsuite.TestUpdateCallback{
			OnAccept: func() {},
			OnReject: func(err error) {
				// A call that cannot be suspended is in flight; try again.
				refusals++
				env.RegisterDelayedCallback(suspend, 10*time.Millisecond)
			},
			OnComplete: func(res any, err error) {
				require.NoError(t, err)
				_, filed := os.Stat(filepath.Join(dir, requestID+".request.json"))
				require.NoError(t, filed, "suspended once the request was filed")
				env.RegisterDelayedCallback(decideAndResume(t, env, dir, requestID, &parkedState), 48*time.Hour)
			},
		}, workflow.SuspendRequest{})
	}
	env.RegisterDelayedCallback(suspend, 10*time.Millisecond)
	begin := env.Now()
	env.ExecuteWorkflow(workflow.Name, in)

	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `{"refunded":true,"by":"alice","refundId":"rf_42"}`, string(res.Value))
	require.Equal(t, workflow.StateSuspended, parkedState)
	require.GreaterOrEqual(t, env.Now().Sub(begin), 48*time.Hour)
	t.Logf("suspend refused %d times before the request was filed", refusals)
	mu.Lock()
	defer mu.Unlock()
	require.Equal(t, 1, started[activities.StartPrefix+"approvals.ask"], "the request was filed once")
	require.Equal(t, 2, started[activities.WaitPrefix+"approvals.ask"], "waited before the suspend and again after the resume")
	require.Equal(t, 1, started[activities.ToolPrefix+"refunds.issue"])
}

// decideAndResume is the approver: it checks that the run is parked,
// files the decision and resumes the run.
func decideAndResume(t *testing.T, env *testsuite.TestWorkflowEnvironment, dir, id string, state *string) func() {
	return func() {
		v, err := env.QueryWorkflow(workflow.StatusQuery)
		require.NoError(t, err)
		var st workflow.Status
		require.NoError(t, v.Get(&st))
		*state = st.State
		var req approval.Request
		b, err := os.ReadFile(filepath.Join(dir, id+".request.json"))
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(b, &req))
		require.Equal(t, "Refund order_42", req.Title)
		require.NoError(t, approval.Decide(dir, id, approval.Decision{Approved: true, By: "alice"}))
		env.UpdateWorkflow(workflow.ResumeUpdate, "", &testsuite.TestUpdateCallback{
			OnAccept:   func() {},
			OnReject:   func(err error) { t.Errorf("resume refused: %v", err) },
			OnComplete: func(_ any, err error) { require.NoError(t, err) },
		}, workflow.ResumeRequest{})
	}
}
