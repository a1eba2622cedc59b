package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/internal/npmtest"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/require"
)

// cliEnv makes the test binary act as the codemode command (TestMain), so
// tests can run it as a real child process.
const cliEnv = "CODEMODE_TEST_CLI"

func TestMain(m *testing.M) {
	if os.Getenv(cliEnv) == "1" {
		os.Exit(run(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// cliCommand is the codemode command with args, as a child process.
func cliCommand(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), cliEnv+"=1")
	return cmd
}

func newMCPClient() *mcp.Client {
	return mcp.NewClient(&mcp.Implementation{Name: "codemode-test", Version: "1"}, nil)
}

// callResult is a tools/call result: the structured content decoded as a
// Result-shaped object, and isError.
func callTool(t *testing.T, cs *mcp.ClientSession, name string, args any) (map[string]any, bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	require.NoError(t, err)
	b, err := json.Marshal(res.StructuredContent)
	require.NoError(t, err)
	var out map[string]any
	require.NoError(t, json.Unmarshal(b, &out), "structured content: %s", b)
	// The text content says the same (for clients that read only text).
	require.Len(t, res.Content, 1)
	require.JSONEq(t, string(b), res.Content[0].(*mcp.TextContent).Text)
	return out, res.IsError
}

// TestMCPServerStdio and TestMCPServerHTTP drive `codemode mcp` over each
// transport with the official Go SDK's client: list tools, read the
// instructions, execute programs (one that calls tools, one that does not
// parse, one over the command line's limits) and search the catalog.
func TestMCPServerStdio(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cs, err := newMCPClient().Connect(ctx, &mcp.CommandTransport{Command: cliCommand(append([]string{"mcp"}, mcpBasicArgs...)...)}, nil)
	require.NoError(t, err)
	defer cs.Close()
	checkMCPBasics(t, cs)
}

func TestMCPServerHTTP(t *testing.T) {
	addr := freeAddr(t)
	startMCPHTTP(t, addr, mcpBasicArgs...)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cs, err := newMCPClient().Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + addr + "/mcp"}, nil)
	require.NoError(t, err)
	defer cs.Close()
	checkMCPBasics(t, cs)
}

var mcpBasicArgs = []string{"--tools", "testkit", "--max-tool-calls", "5"}

func checkMCPBasics(t *testing.T, cs *mcp.ClientSession) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	require.Contains(t, cs.InitializeResult().Instructions, "tools.testkit.add")
	require.Contains(t, cs.InitializeResult().Instructions, "Limits: 5 tool and search calls")
	var names []string
	for tool, err := range cs.Tools(ctx, nil) {
		require.NoError(t, err)
		names = append(names, tool.Name)
	}
	require.ElementsMatch(t, []string{"execute", "search"}, names)

	res, isErr := callTool(t, cs, "execute", map[string]any{"code": `return (await tools.testkit.add({a: 1, b: 2})).sum`})
	require.False(t, isErr)
	require.Equal(t, true, res["ok"])
	require.Equal(t, 3.0, res["value"])
	require.Len(t, res["toolCalls"], 1)

	res, isErr = callTool(t, cs, "execute", map[string]any{"code": "return ("})
	require.True(t, isErr)
	require.Equal(t, "ParseError", res["error"].(map[string]any)["kind"])

	// The command line's limits apply.
	res, isErr = callTool(t, cs, "execute", map[string]any{"code": `for (let i = 0; i < 6; i++) await tools.testkit.add({a: i, b: 1})`})
	require.True(t, isErr)
	require.Equal(t, "ToolCallLimitExceeded", res["error"].(map[string]any)["kind"])

	res, isErr = callTool(t, cs, "search", map[string]any{"query": "add two numbers"})
	require.False(t, isErr)
	first := res["results"].([]any)[0].(map[string]any)
	require.Equal(t, "tools.testkit.add", first["expression"])
	require.Contains(t, first["signature"], "Promise<")
}

// freeAddr is a 127.0.0.1 address nothing listens on right now.
func freeAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	return l.Addr().String()
}

// startMCPHTTP runs `codemode mcp --http addr args...` as a child process
// and waits until it serves.
func startMCPHTTP(t *testing.T, addr string, args ...string) *exec.Cmd {
	cmd := cliCommand(append([]string{"mcp", "--http", addr}, args...)...)
	stderrPipe, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	serving := make(chan struct{})
	var log strings.Builder
	go func() {
		sc := bufio.NewScanner(stderrPipe)
		for sc.Scan() {
			log.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), "codemode mcp: serving") {
				close(serving)
				break
			}
		}
		for sc.Scan() {
		}
	}()
	select {
	case <-serving:
	case <-time.After(90 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("codemode mcp did not start serving:\n%s", log.String())
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd
}

// TestMCPServerDurableAcrossRestart serves `codemode mcp` over streamable
// HTTP with programs running as workflows on the embedded server, kills
// the server process in the middle of a program, starts it again and
// executes with the same runId: the answer is the first run's Result, the
// job started once.
func TestMCPServerDurableAcrossRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server")
	}
	state := filepath.Join(t.TempDir(), "state")
	addr := freeAddr(t)
	args := []string{"--durable", "--state-dir", state, "--tools", "testkit"}
	first := startMCPHTTP(t, addr, args...)
	endpoint := fmt.Sprintf("http://%s/mcp", addr)
	code := map[string]any{"runId": "mcp-durable-1", "code": `
		const j = await tools.testkit.job({ ms: 3000, value: "done" })
		return j.value`}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cs, err := newMCPClient().Connect(ctx, &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	require.NoError(t, err)
	callErr := make(chan error, 1)
	go func() {
		_, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "execute", Arguments: code})
		callErr <- err
	}()
	time.Sleep(1500 * time.Millisecond) // the workflow has started its job
	require.NoError(t, first.Process.Kill())
	first.Wait()
	select {
	case err := <-callErr:
		require.Error(t, err, "the call survived the server's death?")
	case <-time.After(30 * time.Second):
		t.Fatal("the call did not end when the server died")
	}
	cs.Close()

	startMCPHTTP(t, addr, args...)
	cs, err = newMCPClient().Connect(ctx, &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	require.NoError(t, err)
	defer cs.Close()
	res, isErr := callTool(t, cs, "execute", code)
	require.False(t, isErr, "%v", res)
	require.Equal(t, "done", res["value"])
	calls := res["toolCalls"].([]any)
	require.Len(t, calls, 1)
	require.Equal(t, "mcp-durable-1:1", calls[0].(map[string]any)["key"])
}

// TestMCPServerTypeScriptClient drives `codemode mcp` with the TypeScript
// MCP SDK's client (from npm), through testdata/mcp_client.mjs.
func TestMCPServerTypeScriptClient(t *testing.T) {
	if testing.Short() {
		t.Skip("installs the TypeScript MCP SDK from npm")
	}
	sdk := npmtest.Install(t, "@modelcontextprotocol/sdk", "1.32.2")
	command, err := json.Marshal(append([]string{os.Args[0]}, "mcp", "--tools", "testkit"))
	require.NoError(t, err)
	node := exec.Command("node", "testdata/mcp_client.mjs")
	node.Env = append(os.Environ(), cliEnv+"=1", "CODEMODE_MCP_SDK="+sdk, "CODEMODE_MCP_MODE=basic", "CODEMODE_MCP_COMMAND="+string(command))
	var errOut strings.Builder
	node.Stderr = &errOut
	out, err := node.Output()
	require.NoError(t, err, errOut.String())

	type call struct {
		IsError    bool            `json:"isError"`
		Structured json.RawMessage `json:"structured"`
		Text       string          `json:"text"`
	}
	var seen struct {
		Instructions string
		Tools        []string
		OK, Bad      call
		Search       call
	}
	require.NoError(t, json.Unmarshal(out, &seen), "%s", out)
	require.Contains(t, seen.Instructions, "tools.testkit.add")
	require.Equal(t, []string{"execute", "search"}, seen.Tools)

	var ok struct {
		OK        bool            `json:"ok"`
		Value     json.RawMessage `json:"value"`
		ToolCalls []any           `json:"toolCalls"`
	}
	require.False(t, seen.OK.IsError)
	require.NoError(t, json.Unmarshal(seen.OK.Structured, &ok))
	require.True(t, ok.OK)
	require.JSONEq(t, "42", string(ok.Value))
	require.Len(t, ok.ToolCalls, 2)
	require.JSONEq(t, string(seen.OK.Structured), seen.OK.Text)

	require.True(t, seen.Bad.IsError)
	var bad struct {
		Error struct{ Kind string } `json:"error"`
	}
	require.NoError(t, json.Unmarshal(seen.Bad.Structured, &bad))
	require.Equal(t, "ParseError", bad.Error.Kind)

	require.Contains(t, string(seen.Search.Structured), `"expression":"tools.testkit.add"`)
}

// TestMCPServerTypeScriptClientDurable kills the durable HTTP server while
// the TypeScript SDK's client waits for a program, starts it again, and
// sees the client's retry (same runId) answered with the run's Result.
func TestMCPServerTypeScriptClientDurable(t *testing.T) {
	if testing.Short() {
		t.Skip("installs the TypeScript MCP SDK from npm and starts a Temporal server")
	}
	sdk := npmtest.Install(t, "@modelcontextprotocol/sdk", "1.32.2")
	state := filepath.Join(t.TempDir(), "state")
	addr := freeAddr(t)
	args := []string{"--durable", "--state-dir", state, "--tools", "testkit"}
	first := startMCPHTTP(t, addr, args...)

	node := exec.Command("node", "testdata/mcp_client.mjs")
	node.Env = append(os.Environ(), "CODEMODE_MCP_SDK="+sdk, "CODEMODE_MCP_MODE=durable",
		"CODEMODE_MCP_URL=http://"+addr+"/mcp", "CODEMODE_MCP_RUN_ID=mcp-ts-durable-1",
		`CODEMODE_MCP_PROGRAM=const j = await tools.testkit.job({ ms: 3000, value: "done" }); return j.value`)
	var out, errOut strings.Builder
	node.Stdout, node.Stderr = &out, &errOut
	require.NoError(t, node.Start())
	time.Sleep(2 * time.Second) // the client's execute has started the workflow's job
	require.NoError(t, first.Process.Kill())
	first.Wait()
	startMCPHTTP(t, addr, args...)
	require.NoError(t, node.Wait(), errOut.String())

	var seen struct {
		Failures int
		Result   struct {
			IsError    bool `json:"isError"`
			Structured struct {
				OK        bool            `json:"ok"`
				Value     json.RawMessage `json:"value"`
				ToolCalls []struct {
					Key string `json:"key"`
				} `json:"toolCalls"`
			} `json:"structured"`
		}
	}
	require.NoError(t, json.Unmarshal([]byte(out.String()), &seen), out.String())
	require.GreaterOrEqual(t, seen.Failures, 1, "the client never saw the server go away")
	require.False(t, seen.Result.IsError)
	require.JSONEq(t, `"done"`, string(seen.Result.Structured.Value))
	require.Len(t, seen.Result.Structured.ToolCalls, 1)
	require.Equal(t, "mcp-ts-durable-1:1", seen.Result.Structured.ToolCalls[0].Key)
}
