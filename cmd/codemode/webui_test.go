package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/internal/npmtest"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
)

// browser is the headless Chromium the UI test drives (Debian's package,
// which .ci/run installs). Without it the test skips, unless
// CODEMODE_REQUIRE_BROWSER is set (as in CI), when it fails.
func browser(t *testing.T) string {
	path, err := exec.LookPath("chromium")
	if err != nil {
		if os.Getenv("CODEMODE_REQUIRE_BROWSER") != "" {
			t.Fatalf("chromium is needed (apt-get install chromium): %v", err)
		}
		t.Skip("no chromium on this machine (apt-get install chromium)")
	}
	return path
}

// TestWebUIShowsTheRun opens the page of a finished run in the embedded
// server's web UI with a real browser and finds its tool activities there,
// by their summaries.
func TestWebUIShowsTheRun(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server and a browser")
	}
	chromium := browser(t)
	state := filepath.Join(t.TempDir(), "state")
	tf := temporalFlags{stateDir: state, taskQueue: workflow.DefaultTaskQueue}
	conn, err := connect(tf)
	require.NoError(t, err)
	defer conn.Close()
	require.NotNil(t, conn.ui, "no web UI")
	rf := runtimeFlags{tools: "testkit"}
	rt, err := rf.newRuntime()
	require.NoError(t, err)
	w, err := startWorker(conn.client, tf.taskQueue, rt, workerFlags{memoryBudget: defaultMemoryBudget})
	require.NoError(t, err)
	defer w.Stop()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	code := `const s = await tools.testkit.add({a: 20, b: 22}); return await tools.testkit.echo({answer: s.sum})`
	run, err := workflow.Start(ctx, conn.client, client.StartWorkflowOptions{ID: "ui-run-1", TaskQueue: tf.taskQueue}, workflow.NewInput(rt, code))
	require.NoError(t, err)
	_, err = workflow.Await(ctx, conn.client, "ui-run-1")
	require.NoError(t, err)

	// Playwright drives the browser: the UI renders each summary in a
	// frame of its own, which a DOM dump does not show.
	playwright := npmtest.Install(t, "playwright-core", "1.65.1")
	page := conn.ui.runURL(conn.namespace, "ui-run-1", run.GetRunID())
	want := []string{`tools.testkit.add({"a":20,"b":22})`, `tools.testkit.echo({"answer":42})`, "codemode.tool.testkit.add"}
	expect, err := json.Marshal(want)
	require.NoError(t, err)
	nodeCtx, stopNode := context.WithTimeout(context.Background(), 2*time.Minute)
	defer stopNode()
	node := exec.CommandContext(nodeCtx, "node", "testdata/webui_page.mjs")
	node.Env = append(os.Environ(), "CODEMODE_PLAYWRIGHT="+playwright, "CODEMODE_CHROMIUM="+chromium,
		"CODEMODE_PAGE="+page, "CODEMODE_EXPECT="+string(expect))
	var errOut strings.Builder
	node.Stderr = &errOut
	out, err := node.Output()
	require.NoError(t, err, errOut.String())
	var seen struct{ Texts []string }
	require.NoError(t, json.Unmarshal(out, &seen), "%s", out)
	// The UI renders a summary as Markdown, with typographic quotes.
	all := strings.NewReplacer("“", `"`, "”", `"`).Replace(strings.Join(seen.Texts, "\n"))
	for _, s := range want {
		require.Contains(t, all, s, "the run's page %s", page)
	}
}
