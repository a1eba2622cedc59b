package main

import (
	"path/filepath"
	"testing"

	"github.com/codemode-go/codemode/internal/npmtest"
	"github.com/stretchr/testify/require"
)

// TestMCPServerTools mounts a real MCP server from npm with --mcp and calls
// its tools from a program, in-process (eval) and through the embedded
// Temporal server (run, where each call is an activity).
func TestMCPServerTools(t *testing.T) {
	if testing.Short() {
		t.Skip("installs an MCP server from npm and starts a Temporal server")
	}
	script := filepath.Join(npmtest.Install(t, "@modelcontextprotocol/server-everything", "2026.8.31"), "dist", "index.js")
	mount := "ev=node " + script + " stdio"
	prog := writeFile(t, "p.js", `
		const sum = await tools.ev["get-sum"]({ a: 40, b: 2 })
		const weather = await tools.ev["get-structured-content"]({ location: "Chicago" })
		return { sum, humid: typeof weather.humidity }`)
	want := `{"sum": "The sum of 40 and 2 is 42.", "humid": "number"}`

	code, out, errOut := runCmd(t, "", "eval", "--tools", "none", "--mcp", mount, prog)
	require.Equal(t, 0, code, errOut)
	require.JSONEq(t, want, string(decodeResult(t, out).Value))

	state := filepath.Join(t.TempDir(), "state")
	code, out, errOut = runCmd(t, "", "run", "--json", "--tools", "none", "--mcp", mount, "--state-dir", state, "--workflow-id", "mcp-1", prog)
	require.Equal(t, 0, code, errOut)
	res := decodeResult(t, out)
	require.JSONEq(t, want, string(res.Value))
	require.Len(t, res.ToolCalls, 2)
	require.Equal(t, "mcp-1:1", res.ToolCalls[0].Key)
	require.Contains(t, errOut, "-> #1 tools.ev.get-sum")

	// A server that cannot start is a usage error at start.
	code, _, errOut = runCmd(t, "", "eval", "--tools", "none", "--mcp", "ev=/nonexistent/server", prog)
	require.Equal(t, 2, code)
	require.Contains(t, errOut, "--mcp ev:")
}
