package workflow_test

import (
	"context"
	"sync"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/samples/testkit"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/testsuite"
)

func extRuntime(t *testing.T, hooks codemode.Hooks) *codemode.Runtime {
	t.Helper()
	rt, err := codemode.New(codemode.Options{Tools: testkit.Tools(), Extensions: testkit.Extensions(), Hooks: hooks})
	require.NoError(t, err)
	return rt
}

// runOn runs in on the test environment with rt's activities and returns
// the Result and the activity types started (local ones as "local:TYPE").
func runOn(t *testing.T, rt *codemode.Runtime, in workflow.Input) (codemode.Result, []string) {
	t.Helper()
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.Register(env, rt)
	var mu sync.Mutex
	var started []string
	env.SetOnActivityStartedListener(func(info *activity.Info, _ context.Context, _ converter.EncodedValues) {
		mu.Lock()
		defer mu.Unlock()
		started = append(started, info.ActivityType.Name)
	})
	env.SetOnLocalActivityStartedListener(func(info *activity.Info, _ context.Context, _ []any) {
		mu.Lock()
		defer mu.Unlock()
		started = append(started, "local:"+info.ActivityType.Name)
	})
	env.ExecuteWorkflow(workflow.Name, in)
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	return res, started
}

// TestExtensionsSameResultAsInProcess: extension globals (sync, async,
// cheap, loaded with require and import) give the in-process Result.
func TestExtensionsSameResultAsInProcess(t *testing.T) {
	programs := map[string]string{
		"sync":     `return fs.readFileSync("a")`,
		"async":    `return await Promise.all([fs.promises.readFile("a"), fs.promises.readFile("b")])`,
		"cheap":    `return digest("abc")`,
		"require":  `const { readFile } = require("node:fs/promises"); const fs2 = await import("fs"); return [await readFile("x"), fs2.readFileSync("y")]`,
		"mixed":    `const p = tools.testkit.add({a: 1, b: 2}); const s = fs.readFileSync("a"); return [s, (await p).sum, digest(s)]`,
		"throws":   `try { fs.readFileSync("missing") } catch (e) { return [e instanceof Error, e.message] }`,
		"rejects":  `try { await fs.promises.readFile("missing") } catch (e) { return e.message }`,
		"uncaught": `fs.readFileSync("missing")`,
		"badArg":   `try { digest({}) } catch (e) { return e.message }`,
	}
	for name, code := range programs {
		t.Run(name, func(t *testing.T) {
			rt := extRuntime(t, codemode.Hooks{})
			want := rt.ExecuteWith(context.Background(), code, codemode.RunOptions{RunID: testRunID, RandomSeed: 1})
			in := workflow.NewInput(rt, code)
			in.RandomSeed = 1
			got, _ := runOn(t, rt, in)
			require.Equal(t, jsonOf(t, want), jsonOf(t, got))
		})
	}
}

// TestExtensionActivityTypes: each call is an activity named after the
// function's path; a cheap extension's calls are local activities.
func TestExtensionActivityTypes(t *testing.T) {
	rt := extRuntime(t, codemode.Hooks{})
	code := `fs.readFileSync("a"); await fs.promises.readFile("b"); return digest("c")`
	res, started := runOn(t, rt, workflow.NewInput(rt, code))
	require.True(t, res.OK, res.String())
	require.Equal(t, []string{
		activities.ExtensionPrefix + "fs.readFileSync",
		activities.ExtensionPrefix + "fs.promises.readFile",
		"local:" + activities.ExtensionPrefix + "digest",
	}, started)
}

// TestExtensionHooksRunInActivities: the worker runtime's hooks see every
// call with its key, and a denial reaches the program as in-process.
func TestExtensionHooksRunInActivities(t *testing.T) {
	var mu sync.Mutex
	var seen []string
	hooks := codemode.Hooks{ExtensionBefore: func(_ context.Context, c codemode.ExtensionHookCall) error {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, c.Extension+" "+c.Path+" "+c.Key)
		if c.Path == "digest" {
			return &durabletools.Error{Kind: durabletools.ToolFailure, Message: "digest is denied"}
		}
		return nil
	}}
	rt := extRuntime(t, hooks)
	code := `const a = fs.readFileSync("a"); try { digest(a) } catch (e) { return [a, e.message] }`
	want := rt.ExecuteWith(context.Background(), code, codemode.RunOptions{RunID: testRunID, RandomSeed: 1})
	seen = nil
	got, _ := runOn(t, rt, workflow.NewInput(rt, code))
	require.Equal(t, jsonOf(t, want), jsonOf(t, got))
	require.JSONEq(t, `["text of a","digest is denied"]`, string(got.Value))
	require.Equal(t, []string{"files fs.readFileSync " + testRunID + ":1", "hash digest " + testRunID + ":2"}, seen)
}

// TestPinnedExtensions: the globals come from the input, not from the
// worker: without pinned extensions the global does not exist; an input
// with a path under a function is invalid.
func TestPinnedExtensions(t *testing.T) {
	rt := extRuntime(t, codemode.Hooks{})
	in := workflow.NewInput(rt, `return typeof fs`)
	in.Extensions = nil
	res, started := runOn(t, rt, in)
	require.True(t, res.OK, res.String())
	require.JSONEq(t, `"undefined"`, string(res.Value))
	require.Empty(t, started)

	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.RegisterWorkflow(env)
	env.ExecuteWorkflow(workflow.Name, workflow.Input{Code: "return 1", Extensions: []codemode.ExtensionDescriptor{{Path: "f"}, {Path: "f.g"}}})
	require.True(t, env.IsWorkflowCompleted())
	require.ErrorContains(t, env.GetWorkflowError(), `the extension path "f.g" is under a function`)
}
