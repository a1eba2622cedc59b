package workflow_test

import (
	"context"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHeldHeapIsReported: a run reports the heap it holds while it runs
// and gives it back when it ends.
func TestHeldHeapIsReported(t *testing.T) {
	before := workflow.HeldHeapBytes()
	var seen int64
	rt, err := codemode.New(codemode.Options{Tools: map[string]any{"probe": probeTool(func() { seen = workflow.HeldHeapBytes() })}})
	require.NoError(t, err)
	res, _ := runWorkflowOn(t, rt, workflow.NewInput(rt, `
		const keep = []
		for (let i = 0; i < 100000; i++) keep.push({ i, s: "item " + i })
		await tools.probe()
		return keep.length`))
	require.True(t, res.OK, res.String())
	assert.Greater(t, seen-before, int64(4<<20), "a run holding 100,000 objects reports megabytes")
	assert.Equal(t, before, workflow.HeldHeapBytes(), "the ended run holds nothing")
}

// probeTool is a plain tool that calls f.
func probeTool(f func()) *durabletools.Tool {
	return durabletools.New("probe", func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (durabletools.NoOutput, error) {
		f()
		return durabletools.NoOutput{}, nil
	})
}
