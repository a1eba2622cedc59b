// Package agentloop is an agent loop as our users write them, with CodeMode
// as the step where the model's code runs: a workflow asks a model for the
// next step, runs the code it proposes as a child codemode.run workflow,
// puts the Result back into the conversation, and stops when the model
// answers in words.
//
//	go run ./cmd/agentloop                                # on an embedded Temporal server, with the scripted model
//	go test ./samples/agentloop                           # three turns, days of workflow time skipped; replay
//	go test ./integration -run TestAgentLoopOnServer      # on a real server: a worker restart, a suspended turn
//
// The tests: TestThreeTurns runs the loop in the SDK's time-skipping
// environment (the research turn waits two days of workflow time, the
// approval turn's run is suspended while the human decides).
// TestAgentLoopOnServer (integration)
// runs it on a real server, restarts the worker in the middle of the
// research turn, suspends the approval turn's child run by its id while
// the human decides and resumes it after, and checks the histories: the
// child runs and each activity's summary. TestReplay replays the
// histories it recorded (testdata).
//
// The model is behind a small interface: Scripted replays fixed replies
// (the tests, and the command without --base-url), OpenAI talks to any
// OpenAI-compatible chat-completions endpoint. Its instructions are
// rendered from the tool catalog (codemode.ModelInstructions, the
// signatures, search). The tools are of every kind: an order lookup
// (orders.list is idempotent), research jobs that take days (a durable
// tool), and a human approval (a durable tool the run can be suspended on).
// Later turns see earlier turns' values as the binding `turns`.
package agentloop

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/samples/agent"
	"github.com/codemode-go/codemode/samples/approval"
	"github.com/codemode-go/codemode/samples/orders"
	cmworkflow "github.com/codemode-go/codemode/workflow"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// WorkflowName and ProposeActivity are the names the loop registers.
const (
	WorkflowName    = "agentloop.run"
	ProposeActivity = "agentloop.propose"
)

// DefaultMaxTurns bounds a conversation without Task.MaxTurns.
const DefaultMaxTurns = 8

// instructionTokens bounds the system prompt rendered from the catalog.
const instructionTokens = 3000

// Message is one message of the conversation, as chat-completion APIs have
// them.
type Message struct {
	Role    string `json:"role"` // system, user or assistant
	Content string `json:"content"`
}

// Model proposes the next message of the conversation.
type Model interface {
	Next(ctx context.Context, messages []Message) (string, error)
}

// Task is the loop's input.
type Task struct {
	Goal     string `json:"goal"`
	MaxTurns int    `json:"maxTurns,omitempty"`
}

// Turn is one program the model wrote and how it ended.
type Turn struct {
	Code    string          `json:"code"`
	ChildID string          `json:"childId"`
	Result  codemode.Result `json:"result"`
}

// Answer is the loop's output: the model's last words and the turns that
// led there.
type Answer struct {
	Text  string `json:"text"`
	Turns []Turn `json:"turns"`
}

// Options configures Tools.
type Options struct {
	// Day is how long a day of research takes (agent.Options.Day).
	Day time.Duration
	// ApprovalDir holds the approval requests and decisions
	// (approval.Options.Dir).
	ApprovalDir string
}

// Tools are the tools the model's programs get.
func Tools(opts Options) map[string]any {
	tree := map[string]any{}
	for _, set := range []map[string]any{
		orders.Tools(),
		agent.Tools(agent.Options{Day: opts.Day}),
		approval.Tools(approval.Options{Dir: opts.ApprovalDir}),
	} {
		for k, v := range set {
			tree[k] = v
		}
	}
	return tree
}

// Activities holds the model the propose activity asks.
type Activities struct{ Model Model }

// Propose asks the model for the next message.
func (a Activities) Propose(ctx context.Context, messages []Message) (string, error) {
	return a.Model.Next(ctx, messages)
}

// Workflow is the loop for the programs of rt (the worker's Runtime).
func Workflow(rt *codemode.Runtime) func(workflow.Context, Task) (Answer, error) {
	return func(ctx workflow.Context, task Task) (Answer, error) {
		maxTurns := task.MaxTurns
		if maxTurns <= 0 {
			maxTurns = DefaultMaxTurns
		}
		messages := []Message{
			{Role: "system", Content: rt.Instructions(instructionTokens) +
				"\n\nReply with one ```js code block to run a program; you see its Result next. Reply without code to answer."},
			{Role: "user", Content: task.Goal},
		}
		actx := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
			StartToCloseTimeout: 2 * time.Minute,
			RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 5},
			Summary:             "ask the model for the next step",
		})
		var answer Answer
		var values []json.RawMessage
		id := workflow.GetInfo(ctx).WorkflowExecution.ID
		for turn := 1; turn <= maxTurns; turn++ {
			var reply string
			if err := workflow.ExecuteActivity(actx, ProposeActivity, messages).Get(ctx, &reply); err != nil {
				return answer, err
			}
			code, ok := CodeOf(reply)
			if !ok {
				answer.Text = reply
				return answer, nil
			}
			in := cmworkflow.NewInput(rt, code)
			if err := in.SetBindings(map[string]any{"turns": values}); err != nil {
				return answer, err
			}
			childID := id + "-turn-" + strconv.Itoa(turn)
			child := workflow.WithChildOptions(ctx, workflow.ChildWorkflowOptions{WorkflowID: childID})
			res, err := cmworkflow.RunChild(child, in)
			if err != nil {
				return answer, err
			}
			answer.Turns = append(answer.Turns, Turn{Code: code, ChildID: childID, Result: res})
			values = append(values, res.Value)
			messages = append(messages, Message{Role: "assistant", Content: reply},
				Message{Role: "user", Content: "Result: " + res.String()})
		}
		return answer, fmt.Errorf("no answer after %d turns", maxTurns)
	}
}

var codeBlock = regexp.MustCompile("(?s)```(?:js|javascript|ts|typescript)?[ \t]*\n(.*?)```")

// CodeOf is the program in a reply's first fenced code block.
func CodeOf(reply string) (string, bool) {
	m := codeBlock.FindStringSubmatch(reply)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// Scripted is a model that replies from a script, one reply per
// assistant turn, whatever was said.
type Scripted []string

func (s Scripted) Next(ctx context.Context, messages []Message) (string, error) {
	turn := 0
	for _, m := range messages {
		if m.Role == "assistant" {
			turn++
		}
	}
	if turn >= len(s) {
		return "I have nothing more to say.", nil
	}
	return s[turn], nil
}
