package main

import (
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/stretchr/testify/require"
)

func decodeResult(t *testing.T, out string) codemode.Result {
	t.Helper()
	var res codemode.Result
	require.NoError(t, json.Unmarshal([]byte(out), &res), out)
	return res
}

func TestEvalTestkit(t *testing.T) {
	code, out, errOut := runCmd(t, `
		const [s, e, g, sl, j] = await Promise.all([
			tools.testkit.add({a: 1, b: 2}),
			tools.testkit.echo([1, {x: null}]),
			tools.testkit.get({key: "k"}),
			tools.testkit.sleep({ms: 5}),
			tools.testkit.job({ms: 5, value: {deep: [true]}}),
		])
		return {s, e, g, sl, j}`, "eval", "--tools", "testkit", "-")
	require.Equal(t, 0, code, errOut)
	res := decodeResult(t, out)
	require.True(t, res.OK)
	require.JSONEq(t, `{"s":{"sum":3},"e":[1,{"x":null}],"g":{"key":"k","value":"v:k"},"sl":{"slept":5},"j":{"value":{"deep":[true]}}}`, string(res.Value))
	require.Len(t, res.ToolCalls, 5)
}

func TestEvalFailureExitsOne(t *testing.T) {
	code, out, _ := runCmd(t, `await tools.testkit.fail({message: "boom"})`, "eval", "--tools", "testkit", "-")
	require.Equal(t, 1, code)
	res := decodeResult(t, out)
	require.False(t, res.OK)
	require.Equal(t, codemode.KindToolFailure, res.Error.Kind)
	require.Equal(t, "boom", res.Error.Message)
}

func TestEvalLimits(t *testing.T) {
	code, out, _ := runCmd(t, `for (const k of ["a", "b", "c"]) await tools.testkit.get({key: k})`,
		"eval", "--tools", "testkit", "--max-tool-calls", "2", "-")
	require.Equal(t, 1, code)
	require.Equal(t, codemode.KindToolCallLimitExceeded, decodeResult(t, out).Error.Kind)

	code, out, _ = runCmd(t, `await tools.testkit.sleep({ms: 5000})`, "eval", "--tools", "testkit", "--timeout-ms", "50", "-")
	require.Equal(t, 1, code)
	require.Equal(t, codemode.KindTimeoutExceeded, decodeResult(t, out).Error.Kind)
}

// Every limit of codemode.Limits has a flag, on every command that builds a
// Runtime (they share runtimeFlags), and a bad value is a usage error.
func TestEvalEveryLimitFlag(t *testing.T) {
	for _, tc := range []struct {
		flag, value, code, message string
	}{
		{"--max-steps", "1000", `for (;;) {}`, "the program ran more than 1000 steps (maxSteps)"},
		{"--max-call-depth", "20", `function f() { return f() } f()`, "Maximum call stack size exceeded"},
		{"--max-memory-bytes", "2000000", `const a = []; for (;;) a.push({ s: "x" + a.length })`, "memory limit exceeded: the program needs more than 2000000 bytes"},
		{"--max-source-bytes", "20", `return "a long program, over twenty bytes"`, "maxSourceBytes"},
		{"--max-output-bytes", "10", `return "x".repeat(100)`, ""},
	} {
		code, out, errOut := runCmd(t, tc.code, "eval", "--tools", "none", tc.flag, tc.value, "-")
		res := decodeResult(t, out)
		if tc.message == "" {
			require.Equal(t, 0, code, errOut)
			require.True(t, res.Truncated, out)
			continue
		}
		require.Equal(t, 1, code, errOut)
		require.Contains(t, res.Error.Message, tc.message, tc.flag)
	}
	code, _, errOut := runCmd(t, `1`, "eval", "--max-memory-bytes", "100", "-")
	require.Equal(t, 2, code)
	require.Contains(t, errOut, "MaxMemoryBytes must be")
	code, _, errOut = runCmd(t, `1`, "eval", "--max-steps", "-1", "-")
	require.Equal(t, 2, code)
	require.Contains(t, errOut, "MaxSteps must be")
}

func TestEvalDefaultToolsAndFile(t *testing.T) {
	code, out, errOut := runCmd(t, "", "eval", "../../samples/orders/main.js")
	require.Equal(t, 0, code, errOut)
	require.JSONEq(t, `{"id":"order_42","needsAttention":true}`, string(decodeResult(t, out).Value))
}

func TestEvalUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"eval"},
		{"eval", "a.js", "b.js"},
		{"eval", "--tools", "nope", "-"},
		{"eval", "--max-tool-calls", "-1", "-"},
		{"eval", "--no-such-flag", "-"},
		{"eval", "/does/not/exist.js"},
	} {
		code, out, _ := runCmd(t, "", args...)
		require.Equal(t, 2, code, "%q", args)
		require.Empty(t, out, "%q", args)
	}
}
