package workflow_test

import (
	"context"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryLimitAppliesUnderTemporal: each field of codemode.Limits reaches
// the workflow through NewInput and stops the run there with the same
// diagnostic as in-process.
func TestEveryLimitAppliesUnderTemporal(t *testing.T) {
	for _, tc := range []struct {
		name   string
		limits codemode.Limits
		code   string
	}{
		{"maxToolCalls", codemode.Limits{MaxToolCalls: 1},
			`await tools.testkit.add({a: 1, b: 2}); await tools.testkit.add({a: 1, b: 2}); return 1`},
		{"maxOutputBytes", codemode.Limits{MaxOutputBytes: 10}, `return "x".repeat(100)`},
		{"maxSteps", codemode.Limits{MaxSteps: 10_000}, `for (;;) {}`},
		{"maxCallDepth", codemode.Limits{MaxCallDepth: 50}, `function f(n) { return f(n + 1) } f(0)`},
		{"maxCallDepth caught", codemode.Limits{MaxCallDepth: 50},
			`function f(n) { return f(n + 1) } try { f(0) } catch (e) { return e.name + ": " + e.message }`},
		{"maxMemoryBytes", codemode.Limits{MaxMemoryBytes: 4 << 20},
			`const a = []; for (let i = 0; ; i++) a.push({ i, s: "item " + i })`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rt := newRuntime(t, tc.limits)
			want := rt.ExecuteWith(context.Background(), tc.code, codemode.RunOptions{RunID: testRunID}).String()
			in := workflow.NewInput(rt, tc.code)
			assert.Equal(t, tc.limits.MaxSteps, in.Limits.MaxSteps)
			got, _ := runWorkflow(t, in)
			require.Equal(t, want, got.String())
		})
	}
}

// TestDefaultMemoryLimitUnderTemporal: a Runtime without a memory limit
// gives its workflow runs DefaultMaxMemoryBytes, written into the input
// (so a later change of the default cannot change how a run replays).
func TestDefaultMemoryLimitUnderTemporal(t *testing.T) {
	rt := newRuntime(t, codemode.Limits{})
	in := workflow.NewInput(rt, `const a = []; for (let i = 0; ; i++) a.push({ i, s: "item " + i })`)
	require.Equal(t, int64(workflow.DefaultMaxMemoryBytes), in.Limits.MaxMemoryBytes)
	res, _ := runWorkflow(t, in)
	require.False(t, res.OK)
	assert.Contains(t, res.Error.Message, "memory limit exceeded: the program needs more than 67108864 bytes of heap")
}
