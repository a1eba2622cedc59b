package devserver

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func greet(ctx workflow.Context, name string) (string, error) {
	return "hello " + name, nil
}

// TestFileBackedRestart runs a workflow on a server persisting to a file,
// stops it, starts a new server on the same file and reads the workflow's
// result back: state survives a restart.
func TestFileBackedRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server")
	}
	db := filepath.Join(t.TempDir(), "state", "temporal.db")

	srv, err := Start(Options{DatabaseFile: db})
	if err != nil {
		t.Fatal(err)
	}
	c := dial(t, srv)
	w := worker.New(c, "q", worker.Options{})
	w.RegisterWorkflowWithOptions(greet, workflow.RegisterOptions{Name: "greet"})
	if err := w.Start(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	run, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: "greet-1", TaskQueue: "q"}, "greet", "world")
	if err != nil {
		t.Fatal(err)
	}
	var got string
	if err := run.Get(ctx, &got); err != nil || got != "hello world" {
		t.Fatalf("first server: got %q, %v", got, err)
	}
	w.Stop()
	c.Close()
	if err := srv.Stop(); err != nil {
		t.Fatal(err)
	}

	srv, err = Start(Options{DatabaseFile: db})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop()
	c = dial(t, srv)
	defer c.Close()
	got = ""
	if err := c.GetWorkflow(ctx, "greet-1", "").Get(ctx, &got); err != nil || got != "hello world" {
		t.Fatalf("after restart: got %q, %v", got, err)
	}
}

func TestDatabaseFileRequired(t *testing.T) {
	_, err := Start(Options{})
	if err == nil {
		t.Fatal("Start without a database file succeeded")
	}
}

func dial(t *testing.T, srv *Server) client.Client {
	t.Helper()
	c, err := client.Dial(client.Options{HostPort: srv.HostPort(), Namespace: DefaultNamespace, Logger: log.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))})
	if err != nil {
		t.Fatal(err)
	}
	return c
}
