package main

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/stretchr/testify/require"
)

// The key named by --snapshot-key-env signs the runs a command saves, and a
// command with another key cannot resume them; a short key is a
// usage error that names the variable, never its value.
func TestSnapshotKeyFromEnvironment(t *testing.T) {
	t.Setenv("TEST_KEY_A", "0123456789abcdef0123456789abcdef")
	t.Setenv("TEST_KEY_B", "fedcba9876543210fedcba9876543210")
	t.Setenv("TEST_KEY_SHORT", "secret")
	withKey := func(env string) *codemode.Runtime {
		rf := runtimeFlags{tools: "testkit", keyEnv: env}
		rt, err := rf.newRuntime()
		require.NoError(t, err)
		return rt
	}
	a := withKey("TEST_KEY_A")
	p := a.Program(`const j = await tools.testkit.job({ms: 60000, value: 1}); return j.value`, codemode.RunOptions{RunID: "r"})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go p.Run(ctx)
	var state []byte
	require.Eventually(t, func() bool {
		out, err := p.Suspend(ctx, codemode.SuspendOptions{})
		if err != nil || out.Suspended == nil {
			return false
		}
		state = out.Suspended.State
		return true
	}, 10*time.Second, 10*time.Millisecond)

	_, err := a.Resume(state)
	require.NoError(t, err)
	_, err = withKey("TEST_KEY_B").Resume(state)
	var se *snapshot.Error
	require.True(t, errors.As(err, &se), "another key: %v", err)

	rf := runtimeFlags{tools: "testkit", keyEnv: "TEST_KEY_SHORT"}
	_, err = rf.newRuntime()
	require.ErrorContains(t, err, "$TEST_KEY_SHORT")
	require.NotContains(t, err.Error(), "secret")
}
