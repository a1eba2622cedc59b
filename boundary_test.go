package codemode

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The plain-data contract at the boundary: values cross as JSON copies.

func boundaryRuntime(t *testing.T, limits Limits) *Runtime {
	echo := durabletools.Raw("Echo the input", nil, json.RawMessage(`{}`),
		func(ctx context.Context, in json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
			return in, nil
		})
	deep := durabletools.Raw("Return 40 nested arrays", nil, json.RawMessage(`{}`),
		func(ctx context.Context, in json.RawMessage, c durabletools.Call) (json.RawMessage, error) {
			return json.RawMessage(strings.Repeat("[", 40) + "1" + strings.Repeat("]", 40)), nil
		})
	return New2(t, Options{Tools: map[string]any{"echo": echo, "deep": deep}, Limits: limits})
}

func TestBoundaryArgumentsFollowJSONSerialization(t *testing.T) {
	rt := boundaryRuntime(t, Limits{})
	res := rt.Execute(context.Background(),
		`await tools.echo({ a: undefined, b: NaN, c: -Infinity, d: [1, , 3], e: -0, f: new Date(0), g: () => 1, h: [undefined] })`)
	require.True(t, res.OK, res.String())
	want := `{"b":null,"c":null,"d":[1,null,3],"e":0,"f":"1970-01-01T00:00:00.000Z","h":[null]}`
	assert.JSONEq(t, want, string(res.ToolCalls[0].Input), "undefined properties dropped, non-finite to null, holes densified")
	assert.JSONEq(t, want, string(res.Value), "the program sees a copy")
}

func TestBoundaryNestingLimit(t *testing.T) {
	rt := boundaryRuntime(t, Limits{})
	ctx := context.Background()
	nest := `let x = 1; for (let i = 0; i < 40; i++) x = [x];`

	res := rt.Execute(ctx, nest+` await tools.echo(x)`)
	require.False(t, res.OK)
	assert.Equal(t, KindInvalidToolInput, res.Error.Kind)
	assert.Contains(t, res.Error.Message, "more than 32 levels")

	res = rt.Execute(ctx, nest+` let m; try { await tools.echo(x) } catch (e) { m = e.message } m`)
	require.True(t, res.OK, res.String())
	assert.Contains(t, string(res.Value), "more than 32 levels", "catchable")

	res = rt.Execute(ctx, `await tools.deep()`)
	require.False(t, res.OK)
	assert.Equal(t, &Diagnostic{Kind: KindInvalidToolOutput, Message: "output: the data nests 40 levels deep, more than the limit of 32", Line: 1, Column: 1}, res.Error)

	res = rt.Execute(ctx, nest+` x`)
	require.False(t, res.OK)
	assert.Equal(t, KindInvalidDataValue, res.Error.Kind)
	assert.Contains(t, res.Error.Message, "more than 32 levels")

	res = rt.Execute(ctx, `let x = 1; for (let i = 0; i < 31; i++) x = [x]; await tools.echo(x)`)
	assert.True(t, res.OK, "32 levels are fine: %s", res.String())

	res = rt.Execute(ctx, `const o = {}; o.o = o; await tools.echo(o)`)
	require.False(t, res.OK)
	assert.Equal(t, KindInvalidToolInput, res.Error.Kind)
	assert.Contains(t, res.Error.Message, "cycle")
}

func TestBoundaryMaxOutputBytes(t *testing.T) {
	rt := boundaryRuntime(t, Limits{MaxOutputBytes: 120})
	ctx := context.Background()

	res := rt.Execute(ctx, `"x".repeat(500)`)
	require.True(t, res.OK, "truncation does not fail the run")
	assert.True(t, res.Truncated)
	var s string
	require.NoError(t, json.Unmarshal(res.Value, &s), "an oversized value becomes a string")
	assert.True(t, strings.HasPrefix(s, `"xxx`), s)
	assert.Contains(t, s, "…[truncated: the value is 502 bytes of JSON, over maxOutputBytes 120]")
	assert.LessOrEqual(t, len(res.Value), 120)

	res = rt.Execute(ctx, `console.log("a".repeat(100)); console.log("b".repeat(100)); 1`)
	require.True(t, res.OK)
	assert.True(t, res.Truncated, "value and logs share the budget")
	require.Len(t, res.Logs, 2)
	assert.Equal(t, strings.Repeat("a", 100), res.Logs[0])
	assert.Equal(t, strings.Repeat("b", 19)+"…[logs truncated: maxOutputBytes]", res.Logs[1])

	res = rt.Execute(ctx, `for (let i = 0; i < 5; i++) Promise.reject(new Error("e".repeat(30))); "v".repeat(100)`)
	require.True(t, res.OK)
	require.NotEmpty(t, res.Warnings, "warnings have their own budget, not the value's")
	last := res.Warnings[len(res.Warnings)-1]
	assert.Equal(t, KindTruncated, last.Kind)
	assert.Regexp(t, `^\d more warning\(s\) omitted: maxOutputBytes is 120$`, last.Message)
	assert.Greater(t, len(res.Warnings), 1)
}
