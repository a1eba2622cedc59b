package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestBench(t *testing.T) {
	code, out, errOut := runCmd(t, `return (await tools.testkit.add({a: 20, b: 22})).sum`, "bench", "--iterations", "3", "--tools", "testkit", "-")
	require.Equal(t, 0, code, errOut)
	var report map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(out), &report))
	require.JSONEq(t, "3", string(report["iterations"]))
	require.JSONEq(t, "42", string(report["result"]))
	for _, key := range []string{"compile_ns", "run_ns_per_op", "cold_ns_per_op"} {
		var ns int64
		require.NoError(t, json.Unmarshal(report[key], &ns), key)
		require.Positive(t, ns, key)
	}
}

func TestBenchFailingProgram(t *testing.T) {
	code, out, _ := runCmd(t, `throw new Error("no")`, "bench", "--iterations", "1", "-")
	require.Equal(t, 1, code)
	require.Empty(t, out)
	code, _, _ = runCmd(t, `return 1`, "bench", "--iterations", "0", "-")
	require.Equal(t, 2, code)
}
