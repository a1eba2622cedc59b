package codemode

import (
	"context"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/stretchr/testify/require"

	"github.com/stretchr/testify/assert"
)

// TestFaultOutputFloods: a program that floods logs, warnings and its
// value stays within maxOutputBytes (value and logs, and a separate
// budget for warnings), succeeds, and says it was cut.
func TestFaultOutputFloods(t *testing.T) {
	rt := fixtureRuntime(t, Limits{MaxOutputBytes: 1000})
	res := rt.ExecuteWith(context.Background(), `
		for (let i = 0; i < 10000; i++) console.log("line " + i)
		for (let i = 0; i < 10000; i++) Promise.reject(new Error("unhandled " + i))
		return "v".repeat(100000)`, fixedRun)
	assert.True(t, res.OK, res.String()[:200])
	assert.True(t, res.Truncated)
	size := len(res.Value)
	for _, l := range res.Logs {
		size += len(l)
	}
	assert.LessOrEqual(t, size, 1100, "value and logs")
	wsize := 0
	for _, w := range res.Warnings {
		wsize += len(w.Message)
	}
	assert.LessOrEqual(t, wsize, 1100, "warnings")
	assert.Equal(t, KindTruncated, res.Warnings[len(res.Warnings)-1].Kind)
	assert.Less(t, len(res.String()), 4000)
}

// TestFaultHugeToolOutput: a tool result larger than the memory limit
// fails the run with the memory limit instead of being held.
func TestFaultHugeToolOutput(t *testing.T) {
	huge := durabletools.New("returns 20 MB", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (string, error) {
		return strings.Repeat("a", 20<<20), nil
	})
	rt, err := New(Options{Tools: map[string]any{"huge": huge}, Limits: Limits{MaxMemoryBytes: 4 << 20}})
	require.NoError(t, err)
	res := rt.ExecuteWith(context.Background(), `const s = await tools.huge(); const t = s + "!"; return t.length`, fixedRun)
	require.NotNil(t, res.Error, res.String())
	assert.Contains(t, res.Error.Message, "memory limit exceeded")
}
