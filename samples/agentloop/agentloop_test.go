package agentloop_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/samples/agent"
	"github.com/codemode-go/codemode/samples/agentloop"
	"github.com/codemode-go/codemode/samples/approval"
	codemodeworker "github.com/codemode-go/codemode/worker"
	cmworkflow "github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/testsuite"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

// TestThreeTurns runs the loop in the SDK's time-skipping environment:
// the second turn's research waits two days of workflow time, the third
// turn's child run is suspended by its id while a human takes an hour to
// approve, then resumed; the loop ends with the model's answer.
func TestThreeTurns(t *testing.T) {
	dir := t.TempDir()
	rt, err := codemode.New(codemode.Options{Tools: agentloop.Tools(agentloop.Options{ApprovalDir: dir})})
	require.NoError(t, err)
	var suite testsuite.WorkflowTestSuite
	suite.SetLogger(sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	env := suite.NewTestWorkflowEnvironment()
	env.SetTestTimeout(time.Minute)
	codemodeworker.Register(env, rt)
	env.RegisterWorkflowWithOptions(agentloop.Workflow(rt), sdkworkflow.RegisterOptions{Name: agentloop.WorkflowName})
	env.RegisterActivityWithOptions(agentloop.Activities{Model: agentloop.RefundScript}.Propose, activity.RegisterOptions{Name: agentloop.ProposeActivity})

	// The research job takes its two days on the workflow clock.
	const day = 24 * time.Hour
	wait := activities.New(rt).Wait("agent.research")
	env.OnActivity(activities.WaitPrefix+"agent.research", mock.Anything, mock.MatchedBy(func(in activities.Input) bool {
		var job agent.Job
		return json.Unmarshal(in.Input, &job) == nil && job.Days == 2
	})).After(2 * day).Return(wait).Once()

	// Once the third turn's request is filed and its run waits for the
	// decision (the request names its run and call), the run is suspended
	// by its id; the approver decides; the run is resumed and reads the
	// decision.
	const approvalRun = "default-test-workflow-id-turn-3"
	requestID := approval.RequestID(approvalRun + ":1")
	var suspended, resumed bool
	var suspend func()
	suspend = func() {
		if _, err := os.Stat(filepath.Join(dir, requestID+".request.json")); err != nil {
			// Not filed yet. (While an activity runs, the test clock moves
			// with the wall clock: look again soon.)
			env.RegisterDelayedCallback(suspend, 10*time.Millisecond)
			return
		}
		env.UpdateWorkflowByID(approvalRun, cmworkflow.SuspendUpdate, "suspend", &testsuite.TestUpdateCallback{
			OnReject: func(err error) { t.Errorf("suspend rejected: %v", err) },
			OnAccept: func() {},
			OnComplete: func(_ interface{}, err error) {
				require.NoError(t, err)
				suspended = true
				require.NoError(t, approval.Decide(dir, requestID, approval.Decision{Approved: true, By: "alice"}))
				env.RegisterDelayedCallback(func() {
					env.UpdateWorkflowByID(approvalRun, cmworkflow.ResumeUpdate, "resume", &testsuite.TestUpdateCallback{
						OnReject:   func(err error) { t.Errorf("resume rejected: %v", err) },
						OnAccept:   func() {},
						OnComplete: func(_ interface{}, err error) { require.NoError(t, err); resumed = true },
					}, cmworkflow.ResumeRequest{})
				}, time.Hour) // the human takes an hour
			},
		}, cmworkflow.SuspendRequest{})
	}
	var mu sync.Mutex
	started := map[string]int{}
	env.SetOnActivityStartedListener(func(info *activity.Info, _ context.Context, _ converter.EncodedValues) {
		mu.Lock()
		defer mu.Unlock()
		started[info.ActivityType.Name]++
		if info.ActivityType.Name == activities.WaitPrefix+"approvals.ask" && started[info.ActivityType.Name] == 1 {
			env.RegisterDelayedCallback(suspend, 10*time.Millisecond)
		}
	})

	begin := env.Now()
	env.ExecuteWorkflow(agentloop.WorkflowName, agentloop.Task{Goal: agentloop.RefundGoal})
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var answer agentloop.Answer
	require.NoError(t, env.GetWorkflowResult(&answer))

	require.Equal(t, agentloop.RefundScript[3], answer.Text)
	require.Len(t, answer.Turns, 3)
	for i, want := range agentloop.RefundTurnValues {
		require.True(t, answer.Turns[i].Result.OK, answer.Turns[i].Result.String())
		require.JSONEq(t, want, string(answer.Turns[i].Result.Value), "turn %d", i+1)
	}
	require.GreaterOrEqual(t, env.Now().Sub(begin), 2*day+time.Hour, "two days of research, an hour of the human's")
	mu.Lock()
	defer mu.Unlock()
	require.Equal(t, 4, started[agentloop.ProposeActivity])
	require.Equal(t, 1, started[activities.StartPrefix+"agent.research"], "the research started once")
	require.Equal(t, 1, started[activities.StartPrefix+"approvals.ask"], "the request was filed once")
	require.True(t, suspended && resumed, "the approval turn was suspended and resumed")
	require.Equal(t, 2, started[activities.WaitPrefix+"approvals.ask"], "the wait ran again after the resume")
}

// TestInstructionsFromTheCatalog checks the system prompt the model gets.
func TestInstructionsFromTheCatalog(t *testing.T) {
	var got []agentloop.Message
	model := modelFunc(func(_ context.Context, messages []agentloop.Message) (string, error) {
		got = messages
		return "nothing to do", nil
	})
	rt, err := codemode.New(codemode.Options{Tools: agentloop.Tools(agentloop.Options{ApprovalDir: t.TempDir()})})
	require.NoError(t, err)
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	env.RegisterWorkflowWithOptions(agentloop.Workflow(rt), sdkworkflow.RegisterOptions{Name: agentloop.WorkflowName})
	env.RegisterActivityWithOptions(agentloop.Activities{Model: model}.Propose, activity.RegisterOptions{Name: agentloop.ProposeActivity})
	env.ExecuteWorkflow(agentloop.WorkflowName, agentloop.Task{Goal: "hello"})
	require.NoError(t, env.GetWorkflowError())
	require.Equal(t, "system", got[0].Role)
	for _, s := range []string{codemode.ModelInstructions, "tools.orders.lookup(", "tools.agent.research(", "tools.approvals.ask(", "search("} {
		require.Contains(t, got[0].Content, s)
	}
	require.Equal(t, agentloop.Message{Role: "user", Content: "hello"}, got[1])
}

type modelFunc func(context.Context, []agentloop.Message) (string, error)

func (f modelFunc) Next(ctx context.Context, m []agentloop.Message) (string, error) { return f(ctx, m) }

// TestOpenAIClient talks to a local chat-completions server.
func TestOpenAIClient(t *testing.T) {
	var got struct {
		Model    string              `json:"model"`
		Messages []agentloop.Message `json:"messages"`
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer sk-test" {
			w.WriteHeader(http.StatusUnauthorized)
			w.Write([]byte(`{"error": {"message": "bad key"}}`))
			return
		}
		require.NoError(t, json.NewDecoder(r.Body).Decode(&got))
		w.Write([]byte(`{"choices": [{"message": {"role": "assistant", "content": "` + "```js\\nreturn 1\\n```" + `"}}]}`))
	}))
	defer srv.Close()
	model := agentloop.OpenAI{BaseURL: srv.URL + "/v1/", APIKey: "sk-test", Model: "test-model"}
	reply, err := model.Next(context.Background(), []agentloop.Message{{Role: "user", Content: "hi"}})
	require.NoError(t, err)
	code, ok := agentloop.CodeOf(reply)
	require.True(t, ok)
	require.Equal(t, "return 1\n", code)
	require.Equal(t, "test-model", got.Model)
	require.Equal(t, []agentloop.Message{{Role: "user", Content: "hi"}}, got.Messages)

	_, err = agentloop.OpenAI{BaseURL: srv.URL + "/v1", APIKey: "wrong"}.Next(context.Background(), nil)
	require.Error(t, err)
	require.True(t, strings.Contains(err.Error(), "bad key"), err.Error())
}
