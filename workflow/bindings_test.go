package workflow_test

import (
	"context"
	"errors"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/testsuite"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

// TestBindings: a program reads the bindings of its input as globals, and
// the workflow gives the in-process Result, also for a rejected binding.
func TestBindings(t *testing.T) {
	cases := map[string]struct {
		code     string
		bindings map[string]any
		value    string // the expected value; "" means the run fails
	}{
		"read": {`user.tags.push("x"); return {name: user.name, tags: user.tags, twice: limit * 2, none: nothing}`,
			map[string]any{"user": map[string]any{"name": "ada", "tags": []string{"a"}}, "limit": 21, "nothing": nil},
			`{"name": "ada", "tags": ["a", "x"], "twice": 42, "none": null}`},
		"shadowed": {`return 1`, map[string]any{"Math": 1}, ""},
		"badName":  {`return 1`, map[string]any{"not-a-name": 1}, ""},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			rt := newRuntime(t, codemode.Limits{})
			want := rt.ExecuteWith(context.Background(), tc.code, codemode.RunOptions{RunID: testRunID, RandomSeed: 1, Bindings: tc.bindings})
			in := workflow.NewInput(rt, tc.code)
			in.RandomSeed = 1
			require.NoError(t, in.SetBindings(tc.bindings))
			got, _ := runWorkflow(t, in)
			require.Equal(t, jsonOf(t, want), jsonOf(t, got))
			require.Equal(t, tc.value != "", got.OK, got.String())
			if tc.value != "" {
				require.JSONEq(t, tc.value, string(got.Value))
			}
		})
	}
}

// TestBindingsAcrossContinueAsNew: the next run's input drops the bindings
// (the snapshot carries them) and the program still reads them.
func TestBindingsAcrossContinueAsNew(t *testing.T) {
	var suite testsuite.WorkflowTestSuite
	rt := newRuntime(t, codemode.Limits{})
	in := workflow.NewInput(rt, `const x = await tools.testkit.add({a: base, b: 1}); return [x.sum, base, label]`)
	require.NoError(t, in.SetBindings(map[string]any{"base": 41, "label": "kept"}))
	for hop := 0; ; hop++ {
		require.Less(t, hop, 3, "too many continue-as-new hops")
		env := suite.NewTestWorkflowEnvironment()
		codemodeworker.Register(env, rt)
		if hop == 0 {
			env.SetOnActivityCompletedListener(func(info *activity.Info, _ converter.EncodedValue, _ error) {
				if info.ActivityType.Name == activities.ToolPrefix+"testkit.add" {
					env.SetContinueAsNewSuggested(true)
				}
			})
		}
		env.ExecuteWorkflow(workflow.Name, in)
		require.True(t, env.IsWorkflowCompleted())
		var can *sdkworkflow.ContinueAsNewError
		if err := env.GetWorkflowError(); errors.As(err, &can) {
			var next workflow.Input
			require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &next))
			require.NotEmpty(t, next.Snapshot)
			require.Nil(t, next.Bindings)
			in = next
			continue
		} else {
			require.NoError(t, err)
		}
		var res codemode.Result
		require.NoError(t, env.GetWorkflowResult(&res))
		require.True(t, res.OK, res.String())
		require.JSONEq(t, `[42, 41, "kept"]`, string(res.Value))
		require.Equal(t, 1, hop, "continued as new once")
		return
	}
}

// TestSetBindingsRejectsFunctions: a binding must be JSON data.
func TestSetBindingsRejectsFunctions(t *testing.T) {
	var in workflow.Input
	err := in.SetBindings(map[string]any{"f": func() {}})
	require.ErrorContains(t, err, `binding "f"`)
	require.Nil(t, in.Bindings)
}
