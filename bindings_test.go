package codemode

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Bindings: `runtime.program(code, bindings?)` and `runtime.execute(code,
// bindings?)` give a program host values as globals.

func TestProgramBindingsAreGlobals(t *testing.T) {
	rt := New2(t, Options{})
	type order struct {
		ID    string   `json:"id"`
		Items []string `json:"items"`
	}
	out := rt.Program(`[order.id, order.items.length, limit * 2, typeof missing, nothing]`,
		RunOptions{RunID: "b", Bindings: map[string]any{"order": order{ID: "o1", Items: []string{"a", "b"}}, "limit": 21, "missing": nil, "nothing": nil}}).Run(context.Background())
	require.NotNil(t, out.Result)
	require.True(t, out.Result.OK, out.Result.String())
	assert.JSONEq(t, `["o1",2,42,"object",null]`, string(out.Result.Value))
}

func TestExecuteBindingsAreGlobals(t *testing.T) {
	rt := New2(t, Options{})
	opts := fixedRun
	opts.Bindings = map[string]any{"user": map[string]any{"name": "ada"}}
	res := rt.ExecuteWith(context.Background(), `"hi " + user.name`, opts)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `"hi ada"`, string(res.Value))
}

func TestBindingsAreCopies(t *testing.T) {
	rt := New2(t, Options{})
	host := map[string]any{"n": 1, "list": []any{1, 2}}
	opts := fixedRun
	opts.Bindings = map[string]any{"data": host}
	res := rt.ExecuteWith(context.Background(), `data.n = 2; data.list.push(3); [data.n, data.list]`, opts)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `[2,[1,2,3]]`, string(res.Value))
	assert.Equal(t, map[string]any{"n": 1, "list": []any{1, 2}}, host, "the host's value is untouched")
	// Each run gets its own copy.
	res = rt.ExecuteWith(context.Background(), `data.n`, opts)
	assert.JSONEq(t, `1`, string(res.Value))
}

func TestBindingsAreShadowedByDeclarations(t *testing.T) {
	rt := New2(t, Options{})
	opts := fixedRun
	opts.Bindings = map[string]any{"limit": 5}
	res := rt.ExecuteWith(context.Background(), `const limit = 1; limit`, opts)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `1`, string(res.Value))
}

func TestInvalidBindingsFailTheRun(t *testing.T) {
	rt := New2(t, Options{Extensions: []Extension{{Name: "web", Globals: map[string]any{"fetch": func() {}}}}})
	for _, c := range []struct {
		name     string
		bindings map[string]any
		kind     Kind
		msg      string
	}{
		{"a function is not data", map[string]any{"f": map[string]any{"g": func() {}}}, KindInvalidDataValue, `binding "f" holds a function at f.g`},
		{"not JSON data", map[string]any{"c": make(chan int)}, KindInvalidDataValue, `binding "c"`},
		{"shadows a built-in", map[string]any{"JSON": 1}, KindExecutionFailure, `binding "JSON" shadows a built-in global`},
		{"shadows tools", map[string]any{"tools": 1}, KindExecutionFailure, `shadows a built-in global`},
		{"shadows an extension", map[string]any{"fetch": 1}, KindExecutionFailure, `binding "fetch" shadows an extension global`},
		{"not an identifier", map[string]any{"a-b": 1}, KindExecutionFailure, `not a JavaScript identifier`},
		{"a reserved word", map[string]any{"class": 1}, KindExecutionFailure, `not a JavaScript identifier`},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := rt.Program(`1`, RunOptions{Bindings: c.bindings}).Run(context.Background())
			require.NotNil(t, out.Result)
			require.False(t, out.Result.OK)
			assert.Equal(t, c.kind, out.Result.Error.Kind)
			assert.Contains(t, out.Result.Error.Message, c.msg)
		})
	}
}

func TestBindingsSurviveSuspendAndResume(t *testing.T) {
	entered := make(chan string, 4)
	code := `
const a = await tools.db.get({ name: "x" })
cfg.seen = a.name
return [cfg.mode, cfg.seen]`
	p := gatedRuntime(t, make(chan struct{}), entered).Program(code, RunOptions{Bindings: map[string]any{"cfg": map[string]any{"mode": "fast"}}, RunID: "s"})
	done := start(p)
	require.Equal(t, "s:1", <-entered)
	st := mustSuspend(t, p, SuspendOptions{})
	<-done

	resumed, err := gatedRuntime(t, nil, nil).Resume(st.State)
	require.NoError(t, err)
	out := resumed.Run(context.Background())
	require.True(t, out.Result.OK, out.Result.String())
	assert.JSONEq(t, `["fast","rec-x"]`, string(out.Result.Value))
}
