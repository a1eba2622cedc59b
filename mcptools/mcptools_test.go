package mcptools_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/internal/npmtest"
	"github.com/codemode-go/codemode/mcptools"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The real third-party server the tests talk to: the MCP project's own
// reference server, installed from npm on first use.
const (
	everythingPackage = "@modelcontextprotocol/server-everything"
	everythingVersion = "2026.8.31"
)

func everythingScript(t *testing.T) string {
	if testing.Short() {
		t.Skip("installs and runs an MCP server from npm; skipped in -short mode")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatalf("node is needed to run %s: %v", everythingPackage, err)
	}
	return filepath.Join(npmtest.Install(t, everythingPackage, everythingVersion), "dist", "index.js")
}

// connectStdio starts the server as a child process speaking MCP on stdio.
func connectStdio(t *testing.T) *mcptools.Client {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := mcptools.Connect(ctx, mcptools.Server{Command: []string{"node", everythingScript(t), "stdio"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func runtimeFor(t *testing.T, c *mcptools.Client) *codemode.Runtime {
	rt, err := codemode.New(codemode.Options{Tools: map[string]any{"ev": c.Tools()}})
	if err != nil {
		t.Fatal(err)
	}
	return rt
}

func TestToolsListedWithSignaturesAndKinds(t *testing.T) {
	c := connectStdio(t)
	rt := runtimeFor(t, c)
	byPath := map[string]durabletools.Descriptor{}
	for _, d := range rt.Catalog() {
		byPath[d.Path] = d
	}
	for path, want := range map[string]struct {
		kind      durabletools.Kind
		signature []string
	}{
		// Read-only or idempotent by the server's annotations.
		"ev.get-sum": {durabletools.KindIdempotent, []string{"a: number", "b: number", "Promise<string>"}},
		"ev.echo":    {durabletools.KindIdempotent, []string{"message: string", "Promise<string>"}},
		// An output schema gives the result's type.
		"ev.get-structured-content": {durabletools.KindIdempotent, []string{"temperature: number", "conditions: string"}},
		// Neither read-only nor idempotent: a plain tool, run at most once.
		"ev.toggle-simulated-logging": {durabletools.KindPlain, []string{"Promise<string>"}},
	} {
		d, ok := byPath[path]
		if !ok {
			t.Errorf("%s: not in the catalog (%d tools)", path, len(byPath))
			continue
		}
		if d.Kind != want.kind {
			t.Errorf("%s: kind %v, want %v", path, d.Kind, want.kind)
		}
		for _, s := range want.signature {
			if !strings.Contains(d.Signature, s) {
				t.Errorf("%s: signature %q lacks %q", path, d.Signature, s)
			}
		}
		if d.Description == "" {
			t.Errorf("%s: no description", path)
		}
	}
	if len(byPath) < 10 {
		t.Errorf("only %d tools listed", len(byPath))
	}
	if c.Instructions() == "" {
		t.Error("the server's instructions are missing")
	}
	if d := byPath["ev.echo"]; len(d.Namespaces) != 1 || d.Namespaces[0].Description != c.Instructions() {
		t.Errorf("the namespace is not described by the server's instructions: %+v", d.Namespaces)
	}
	// Search finds a tool by what the server says of it.
	res := rt.Execute(context.Background(), `return (await search({query: "sum of two numbers"})).results.map(r => r.path)`)
	if !res.OK || !strings.Contains(string(res.Value), "ev.get-sum") {
		t.Errorf("search: %s", res)
	}
}

func TestProgramCallsMCPTools(t *testing.T) {
	rt := runtimeFor(t, connectStdio(t))
	res := rt.Execute(context.Background(), `
		const sum = await tools.ev["get-sum"]({ a: 2, b: 3 })
		const [echo, weather] = await Promise.all([
			tools.ev.echo({ message: "hi" }),
			tools.ev["get-structured-content"]({ location: "Chicago" }),
		])
		let failure
		try {
			await tools.ev["get-sum"]({ a: "x" })
		} catch (e) {
			failure = e.name + ": " + e.message
		}
		return { sum, echo, weatherKeys: Object.keys(weather).sort(), failure }
	`)
	if !res.OK {
		t.Fatalf("run failed: %s", res)
	}
	var got struct {
		Sum, Echo   string
		WeatherKeys []string
		Failure     string
	}
	if err := json.Unmarshal(res.Value, &got); err != nil {
		t.Fatal(err)
	}
	if got.Sum != "The sum of 2 and 3 is 5." || got.Echo != "Echo: hi" {
		t.Errorf("text results: %+v", got)
	}
	if strings.Join(got.WeatherKeys, ",") != "conditions,humidity,temperature" {
		t.Errorf("structured content: %v", got.WeatherKeys)
	}
	// An isError result is a ToolError with the server's own text.
	if !strings.Contains(got.Failure, "Invalid arguments for tool get-sum") {
		t.Errorf("isError result: %q", got.Failure)
	}
	if len(res.ToolCalls) != 4 {
		t.Errorf("%d tool calls recorded, want 4", len(res.ToolCalls))
	}
}

// freePort returns a TCP port nothing listens on right now.
func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// startHTTP runs the server's streamable HTTP transport on port until the
// test ends (or stop is called) and waits until it listens.
func startHTTP(t *testing.T, script string, port int) (stop func()) {
	cmd := exec.Command("node", script, "streamableHttp")
	cmd.Env = append(cmd.Environ(), fmt.Sprintf("PORT=%d", port))
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	listening := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if strings.Contains(sc.Text(), "listening on port") {
				close(listening)
				break
			}
		}
		for sc.Scan() {
		}
	}()
	select {
	case <-listening:
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatal("the streamable HTTP server did not start")
	}
	stopped := false
	stop = func() {
		if !stopped {
			stopped = true
			cmd.Process.Kill()
			cmd.Wait()
		}
	}
	t.Cleanup(stop)
	return stop
}

func TestStreamableHTTPAndReconnect(t *testing.T) {
	script := everythingScript(t)
	port := freePort(t)
	stop := startHTTP(t, script, port)
	ctx := context.Background()
	c, err := mcptools.Connect(ctx, mcptools.Server{URL: fmt.Sprintf("http://127.0.0.1:%d/mcp", port)})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rt := runtimeFor(t, c)
	echo := `return await tools.ev.echo({ message: "over http" })`
	if res := rt.Execute(ctx, echo); !res.OK || string(res.Value) != `"Echo: over http"` {
		t.Fatalf("first call: %s", res)
	}

	// The server restarts: its sessions are gone. The call that finds out
	// fails as a host failure (the program sees no transport detail); the
	// next call connects again.
	stop()
	startHTTP(t, script, port)
	res := rt.Execute(ctx, `try { await tools.ev.echo({ message: "lost" }); return "ok" } catch (e) { return e.message }`)
	if !res.OK {
		t.Fatalf("run failed: %s", res)
	}
	if got := string(res.Value); got != `"ok"` && got != `"tools.ev.echo failed"` {
		t.Errorf("the call across the restart: %s", got)
	}
	if res := rt.Execute(ctx, echo); !res.OK || string(res.Value) != `"Echo: over http"` {
		t.Fatalf("after the restart: %s", res)
	}
}

func TestConnectErrors(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := mcptools.Connect(ctx, mcptools.Server{}); err == nil {
		t.Error("a server with neither command nor URL connected")
	}
	if _, err := mcptools.Connect(ctx, mcptools.Server{URL: fmt.Sprintf("http://127.0.0.1:%d/mcp", freePort(t))}); err == nil || !strings.Contains(err.Error(), "connecting to") {
		t.Errorf("an unreachable URL: %v", err)
	}
	if _, err := mcptools.Connect(ctx, mcptools.Server{Command: []string{"false"}}); err == nil {
		t.Error("a command that exits at once connected")
	}
}

// TestPaginationAndPlainTools lists a Go SDK server that pages its tools
// two at a time, over streamable HTTP with a credential header.
func TestPaginationAndPlainTools(t *testing.T) {
	server := mcp.NewServer(&mcp.Implementation{Name: "paged", Version: "1"}, &mcp.ServerOptions{PageSize: 2})
	for i := range 5 {
		name := fmt.Sprintf("t%d", i)
		server.AddTool(&mcp.Tool{Name: name, Description: "tool " + name, InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				if req.Extra.Header.Get("Authorization") != "Bearer k" {
					return nil, fmt.Errorf("no credential")
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: name}, &mcp.ImageContent{MIMEType: "image/png", Data: []byte("xyz")}}}, nil
			})
	}
	hs := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil))
	defer hs.Close()
	c, err := mcptools.Connect(context.Background(), mcptools.Server{URL: hs.URL, Header: http.Header{"Authorization": {"Bearer k"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rt := runtimeFor(t, c)
	var paths []string
	for _, d := range rt.Catalog() {
		paths = append(paths, d.Path)
		if d.Kind != durabletools.KindPlain {
			t.Errorf("%s: kind %v without annotations, want plain", d.Path, d.Kind)
		}
	}
	if strings.Join(paths, ",") != "ev.t0,ev.t1,ev.t2,ev.t3,ev.t4" {
		t.Errorf("tools across pages: %v", paths)
	}
	res := rt.Execute(context.Background(), `return await tools.ev.t4({})`)
	if !res.OK || string(res.Value) != `"t4\n[image image/png, 3 bytes]"` {
		t.Errorf("call: %s", res)
	}
}
