// Command agentloop runs the agent loop of package agentloop on an embedded
// Temporal server, with the scripted model, or with an OpenAI-compatible
// model when --base-url is given (the key comes from $OPENAI_API_KEY):
//
//	go run ./cmd/agentloop
//	go run ./cmd/agentloop --base-url https://api.openai.com/v1 --model gpt-4.1-mini "Refund order_42 if it is worth it"
//
// The approval the scripted model asks for is decided by hand: write
// {"approved": true, "by": "you"} to the decision file the command prints.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/internal/devserver"
	"github.com/codemode-go/codemode/samples/agentloop"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func main() {
	baseURL := flag.String("base-url", "", "an OpenAI-compatible API (default: the scripted model)")
	model := flag.String("model", "gpt-4.1-mini", "the model, with --base-url")
	state := flag.String("state-dir", "", "the embedded server's state (default: a new temporary directory)")
	flag.Parse()
	goal := strings.Join(flag.Args(), " ")
	if goal == "" {
		goal = agentloop.RefundGoal
	}
	if err := run(goal, *baseURL, *model, *state); err != nil {
		fmt.Fprintln(os.Stderr, "agentloop:", err)
		os.Exit(1)
	}
}

func run(goal, baseURL, model, state string) error {
	if state == "" {
		dir, err := os.MkdirTemp("", "agentloop-")
		if err != nil {
			return err
		}
		state = dir
	}
	srv, err := devserver.Start(devserver.Options{DatabaseFile: filepath.Join(state, "temporal.db"), LogFile: filepath.Join(state, "server.log")})
	if err != nil {
		return err
	}
	defer srv.Stop()
	// The SDK's own log at warning level, on standard error: the answer
	// goes to standard output.
	logger := sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	c, err := client.Dial(client.Options{HostPort: srv.HostPort(), Logger: logger})
	if err != nil {
		return err
	}
	defer c.Close()

	approvals := filepath.Join(state, "approvals")
	rt, err := codemode.New(codemode.Options{Tools: agentloop.Tools(agentloop.Options{Day: time.Second, ApprovalDir: approvals})})
	if err != nil {
		return err
	}
	var m agentloop.Model = agentloop.RefundScript
	if baseURL != "" {
		m = agentloop.OpenAI{BaseURL: baseURL, APIKey: os.Getenv("OPENAI_API_KEY"), Model: model}
	}
	const queue = "agentloop"
	w := worker.New(c, queue, codemodeworker.WorkerOptions(worker.Options{}))
	codemodeworker.Register(w, rt)
	w.RegisterWorkflowWithOptions(agentloop.Workflow(rt), workflow.RegisterOptions{Name: agentloop.WorkflowName})
	w.RegisterActivityWithOptions(agentloop.Activities{Model: m}.Propose, activity.RegisterOptions{Name: agentloop.ProposeActivity})
	if err := w.Start(); err != nil {
		return err
	}
	defer w.Stop()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	id := fmt.Sprintf("agentloop-%d", time.Now().Unix())
	fmt.Fprintf(os.Stderr, "workflow %s on the embedded server %s; approvals are files in %s\n", id, srv.HostPort(), approvals)
	fmt.Fprintf(os.Stderr, "to approve: write {\"approved\": true, \"by\": \"you\"} to %s/%s-turn-3_1.decision.json\n", approvals, id)
	run, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: id, TaskQueue: queue}, agentloop.WorkflowName, agentloop.Task{Goal: goal})
	if err != nil {
		return err
	}
	var answer agentloop.Answer
	if err := run.Get(ctx, &answer); err != nil {
		return err
	}
	b, err := json.MarshalIndent(answer, "", "  ")
	if err != nil {
		return err
	}
	fmt.Println(string(b))
	return nil
}
