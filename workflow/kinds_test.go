package workflow_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/samples/testkit"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
)

// kindsRuntime has extension functions and a tool hook that fail with
// kinds of the host's own, which the workflow must not turn into
// ToolFailure.
func kindsRuntime(t *testing.T) *codemode.Runtime {
	t.Helper()
	notFound := func(name string) (string, error) {
		return "", fmt.Errorf("lookup: %w", &durabletools.Error{Kind: "NotFound", Message: "no " + name})
	}
	rt, err := codemode.New(codemode.Options{
		Tools: testkit.Tools(),
		Extensions: []codemode.Extension{
			{Name: "kinds", Globals: map[string]any{"lookup": notFound, "lookupAsync": codemode.Async(notFound)}},
			{Name: "checks", Cheap: true, Globals: map[string]any{"check": func(string) (string, error) {
				return "", &durabletools.Error{Kind: string(codemode.KindInvalidDataValue), Message: "not data"}
			}}},
		},
		Hooks: codemode.Hooks{ToolBefore: func(_ context.Context, c codemode.ToolHookCall) error {
			if c.Path == "testkit.echo" {
				return &durabletools.Error{Kind: "PermissionDenied", Message: "echo is not allowed"}
			}
			return nil
		}},
	})
	require.NoError(t, err)
	return rt
}

// TestErrorKindsSameAsInProcess: an extension's or hook's error of any
// kind reaches the program and the Result with that kind, as in-process.
func TestErrorKindsSameAsInProcess(t *testing.T) {
	cases := map[string]struct{ code, kind string }{
		"sync":   {`lookup("a")`, "NotFound"},
		"async":  {`await lookupAsync("a")`, "NotFound"},
		"cheap":  {`check("a")`, string(codemode.KindInvalidDataValue)},
		"hook":   {`await tools.testkit.echo(1)`, "PermissionDenied"},
		"caught": {`try { lookup("a") } catch (e) { return e.message }`, ""},
		"known":  {`await tools.testkit.fail({message: "no"})`, string(codemode.KindToolFailure)},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			rt := kindsRuntime(t)
			want := rt.ExecuteWith(context.Background(), tc.code, codemode.RunOptions{RunID: testRunID, RandomSeed: 1})
			in := workflow.NewInput(rt, tc.code)
			in.RandomSeed = 1
			got, _ := runOn(t, rt, in)
			require.Equal(t, jsonOf(t, want), jsonOf(t, got))
			if tc.kind == "" {
				require.True(t, got.OK, got.String())
				return
			}
			require.False(t, got.OK)
			require.Equal(t, codemode.Kind(tc.kind), got.Error.Kind, got.String())
		})
	}
}
